/* fhp: contains a Hamiltonian path whose ends are vertices 0 and 1
 * (FORMAT.md 4.1; the header says fixed "0 1"). */
#include "../paths.h"
#include "../prop.h"

#include <string.h>

/* Ends of the paths that start at vertex a (0 or 1) and visit exactly a and
 * the set T of vertices >= 2, for every such T: dp[T >> 2] (bit w of the
 * index stands for vertex w + 2). Half the table of paths_table and no
 * stop vertex to skip. */
static void fhp_table(int n, const vset *adj, int a, vset *dp)
{
    int sets = 1 << (n - 2);
    memset(dp, 0, sizeof dp[0] * (size_t)sets);
    dp[0] = (vset)(1u << a);
    for (int t = 0; t < sets; t++)
        for (vset ends = dp[t]; ends; ends &= (vset)(ends - 1)) {
            int v = __builtin_ctz(ends);
            for (unsigned ext = (unsigned)(adj[v] >> 2) & ~(unsigned)t; ext; ext &= ext - 1) {
                int w = __builtin_ctz(ext);
                dp[t | 1 << w] |= (vset)(4u << w);
            }
        }
}

static int fhp_holds(const gprop *g, int n, const vset *adj)
{
    vset dp[1 << (GR_MAXN - 2)];
    (void)g;
    int r = quick_path(n, adj, 2, 1, NULL);
    if (r >= 0)
        return r;
    if (n < 2)
        return 0;
    fhp_table(n, adj, 0, dp);
    return (dp[(1 << (n - 2)) - 1] & adj[1]) != 0;
}

static int fhp_witness(const property *p, const vset *adj, vset *w)
{
    int n = p->n;
    vset dp[1 << (GR_MAXN - 1)];
    int order[GR_MAXN];
    int r = quick_path(n, adj, 2, 1, order);
    if (r >= 0) {
        if (r)
            path_edges(n, order, 0, w);
        return r;
    }
    if (!((paths_table(n, adj, 1, dp) >> 1) & 1))
        return 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    path_back(n, adj, dp, 1, w);
    return 1;
}

/* The pairs {u,v} in cand that complete a Hamiltonian path from 0 to 1: a
 * path from 0 over T ends at u, a path from 1 over the other vertices >= 2
 * ends at v. Against a path search for each candidate: FHP7 6% (Breaker
 * first) and 13% (Maker first) fewer instructions with the half-size tables
 * (with the earlier full tables it cost 14% more). */
static void fhp_completions(const property *p, const vset *adj, const vset *cand, vset *out)
{
    int n = p->n;
    vset d0[1 << (GR_MAXN - 2)], d1[1 << (GR_MAXN - 2)];
    memset(out, 0, sizeof out[0] * (size_t)n);
    if (n < 2)
        return;
    int sets = 1 << (n - 2);
    fhp_table(n, adj, 0, d0);
    fhp_table(n, adj, 1, d1);
    for (int t = 0; t < sets; t++) {
        vset other = d1[(sets - 1) & ~t];
        if (!other)
            continue;
        for (vset ends = d0[t]; ends; ends &= (vset)(ends - 1)) {
            int u = __builtin_ctz(ends);
            out[u] |= other & cand[u];
        }
    }
    for (int u = 0; u < n; u++)   /* each pair found at one end, for the other */
        for (vset vs = out[u]; vs; vs &= (vset)(vs - 1))
            out[__builtin_ctz(vs)] |= (vset)(1u << u);
}

/* The pairs {u,v} on some Hamiltonian path from 0 to 1: the completions
 * among the graph's own pairs. Giving the other pairs to Breaker
 * (threats.c, without_dead) pays for fhp: FHP7 4.7x, FHP8 breaker-first 3.9x fewer
 * positions. For ham the same computation cost twice what it saved on
 * HAM8; hp, conn and pm gained nothing, so they have no alive(). */
static void fhp_alive(const property *p, const vset *adj, vset *alive) { fhp_completions(p, adj, adj, alive); }

/* A Hamiltonian path is connected. */
static int fhp_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    (void)g;
    return prop_cut_words(n, adj, PROP_CUT_PART, whose, out, len);
}

static int fhp_init(property *p)
{
    p->min_edges = p->n - 1;
    p->useless01 = p->n > 2;
    p->witness = fhp_witness;
    p->completions = fhp_completions;
    p->alive = fhp_alive;
    return 2;
}

const prop_def prop_fhp = {
    .name = "fhp",
    .help = "Hamiltonian path from vertex 0 to vertex 1",
    .words = "a Hamiltonian path from vertex 0 to vertex 1",
    .min_n = 2,
    .nfixed = 2,
    .v1_key = 1,
    .holds = fhp_holds,
    .lacks = fhp_lacks,
    .init = fhp_init,
};
