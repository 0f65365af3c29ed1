/* hc: Hamilton-connected, a Hamiltonian path between every two distinct
 * vertices (FORMAT.md 4.1; n >= 3). */
#include "../paths.h"
#include "../prop.h"

static int hc_holds(const gprop *g, int n, const vset *adj)
{
    vset dp[1 << GR_MAXN];
    vset full = (vset)((1u << n) - 1);
    (void)g;
    if (n < 3)
        return 0;
    for (int v = 0; v < n; v++)
        if (__builtin_popcount(adj[v]) < (n >= 4 ? 3 : 2))
            return 0;
    if (prop_components(n, adj, NULL) != 1)
        return 0;
    for (int a = 0; a < n - 1; a++)   /* a path from a to every later vertex */
        if ((start_table(n, adj, (vset)(1u << a), dp) | (vset)((2u << a) - 1)) != full)
            return 0;
    return 1;
}

/* Hamilton-connected graphs on n >= 4 vertices are 3-connected. */
static int hc_init(property *p)
{
    int deg = p->n >= 4 ? 3 : 2;
    p->min_edges = (deg * p->n + 1) / 2;
    return deg;
}

const prop_def prop_hc = {
    .name = "hc",
    .help = "Hamilton-connected",
    .words = "a Hamilton-connected spanning graph",
    .min_n = 3,
    .holds = hc_holds,
    .init = hc_init,
};
