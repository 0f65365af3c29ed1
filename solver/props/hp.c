/* hp: contains a Hamiltonian path (FORMAT.md 4.1). */
#include "../paths.h"
#include "../prop.h"

#include <stdio.h>
#include <string.h>

static int hp_holds(const gprop *g, int n, const vset *adj)
{
    vset dp[1 << GR_MAXN];
    int ones = 0;
    (void)g;
    for (int v = 0; v < n; v++) {
        int d = __builtin_popcount(adj[v]);
        if (d == 0)
            return n == 1;
        ones += d == 1;
    }
    if (ones > 2)   /* a vertex of degree 1 ends every Hamiltonian path */
        return 0;
    return start_table(n, adj, (vset)((1u << n) - 1), dp) != 0;
}

static int hp_witness(const property *p, const vset *adj, vset *w)
{
    int n = p->n;
    vset dp[1 << GR_MAXN];
    vset ends = start_table(n, adj, (vset)((1u << n) - 1), dp);
    if (!ends)
        return 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    int S = (1 << n) - 1, v = __builtin_ctz(ends);
    while (S != (1 << v)) {
        S &= ~(1 << v);
        int u = __builtin_ctz(dp[S] & adj[v]);
        prop_add_edge(w, u, v);
        v = u;
    }
    return 1;
}

/* A Hamiltonian path is connected and has two ends: a vertex of degree 1
 * ends it. */
static int hp_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    (void)g;
    if (prop_cut_words(n, adj, PROP_CUT_PART, whose, out, len))
        return 1;
    char ones[GR_MAXN * 4] = "";
    size_t at = 0;
    int k = 0;
    for (int v = 0; v < n; v++)
        if (__builtin_popcount(adj[v]) == 1 && ++k <= 3)
            at += (size_t)snprintf(ones + at, sizeof ones - at, "%s%d", k == 1 ? "" : k == 3 ? " and " : ", ", v);
    if (k < 3)
        return 0;
    snprintf(out, len, "vertices %s%s each have only 1 edge left that is not %s, and a Hamiltonian path has two ends",
             ones, k > 3 ? " (and more)" : "", whose);
    return 1;
}

static int hp_init(property *p)
{
    p->min_edges = p->n - 1;
    p->witness = hp_witness;
    return 1;
}

const prop_def prop_hp = {
    .name = "hp",
    .help = "Hamiltonian path",
    .words = "a Hamiltonian path",
    .v1_key = 1,
    .holds = hp_holds,
    .lacks = hp_lacks,
    .init = hp_init,
};
