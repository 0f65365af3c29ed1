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

/* A Hamilton-connected graph is Hamiltonian (a path from u to a neighbour
 * of u closes a cycle): connected, and so without any one vertex. */
static int hc_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    (void)g;
    return prop_cut_words(n, adj, PROP_CUT_VERTEX, whose, out, len);
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
    .lacks = hc_lacks,
    .init = hc_init,
};
