/* ham: contains a Hamiltonian cycle (FORMAT.md 4.1; n >= 3). */
#include "../paths.h"
#include "../prop.h"

#include <string.h>

static int ham_holds(const gprop *g, int n, const vset *adj)
{
    (void)g;
    if (n < 3)
        return 0;
    int r = quick_path(n, adj, adj[0], -1, NULL);
    if (r >= 0)
        return r;
    return (paths_from_zero(n, adj, -1) & adj[0]) != 0;
}

static int ham_witness(const property *p, const vset *adj, vset *w)
{
    int n = p->n;
    vset dp[1 << (GR_MAXN - 1)];
    int order[GR_MAXN];
    if (n < 3)
        return 0;
    int r = quick_path(n, adj, adj[0], -1, order);
    if (r >= 0) {
        if (r)
            path_edges(n, order, 1, w);
        return r;
    }
    vset ends = paths_table(n, adj, -1, dp) & adj[0];
    if (!ends)
        return 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    int v = __builtin_ctz(ends);
    path_back(n, adj, dp, v, w);
    prop_add_edge(w, v, 0);
    return 1;
}

/* Pairs {u,v} with u ending a path over S from vertex 0 and v ending a
 * path over the complement of S plus 0: the pair closes a Hamiltonian cycle.
 * Only pairs in cand are reported. One table for all candidates: HAM8
 * breaker-first 16% less CPU than testing each candidate (fhp's
 * completions: the same for fhp). */
static void ham_completions(const property *p, const vset *adj, const vset *cand, vset *out)
{
    int n = p->n;
    vset dp[1 << (GR_MAXN - 1)];
    int half = 1 << (n - 1);
    memset(out, 0, sizeof out[0] * (size_t)n);
    if (n < 3)
        return;
    paths_table(n, adj, -1, dp);
    for (int s = 0; s < half; s++) {
        vset back = dp[(half - 1) & ~s];
        if (!back)
            continue;
        for (vset ends = dp[s]; ends; ends &= (vset)(ends - 1)) {
            int u = __builtin_ctz(ends);
            vset vs = back & cand[u];
            out[u] |= vs;   /* the pairs {u, v}, v in vs */
            for (; vs; vs &= (vset)(vs - 1))
                out[__builtin_ctz(vs)] |= (vset)(1u << u);
        }
    }
}

/* A Hamiltonian cycle is connected, and stays so without any one vertex. */
static int ham_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    (void)g;
    return prop_cut_words(n, adj, PROP_CUT_VERTEX, whose, out, len);
}

static int ham_init(property *p)
{
    p->min_edges = p->n;
    p->witness = ham_witness;
    p->completions = ham_completions;
    return 2;
}

const prop_def prop_ham = {
    .name = "ham",
    .help = "Hamiltonian cycle",
    .words = "a Hamiltonian cycle",
    .min_n = 3,
    .v1_key = 1,
    .holds = ham_holds,
    .lacks = ham_lacks,
    .init = ham_init,
};
