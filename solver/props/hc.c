/* hc: Hamilton-connected, a Hamiltonian path between every two distinct
 * vertices (FORMAT.md 4.1; n >= 3). */
#include "../paths.h"
#include "../prop.h"

/* For each pair a < z, a Hamiltonian path from a to z: first by dfs_path
 * with a budget (the dense graphs the search asks about have one almost
 * without backtracking), and for a vertex a where that gave up, by the
 * dynamic programme of paths from a, whose cost does not depend on the
 * graph. hc on K9, Maker first, one thread: 1.02 M positions in 60 s with
 * the programme alone, 5.27 M with the search first; Ore's condition
 * (deg u + deg v >= n + 1 for non-adjacent u, v gives a Hamilton-connected
 * graph) and a test for separating pairs tried before it gave 5.11 M, not
 * kept (BENCHMARKS.md "hc"). */
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
    for (int a = 0; a < n - 1; a++) {
        int gave_up = 0;
        for (vset later = full & (vset) ~((2u << a) - 1); later && !gave_up; later &= (vset)(later - 1)) {
            int z = __builtin_ctz(later), order[GR_MAXN], budget = DFS_BUDGET;
            order[0] = a;
            int r = dfs_path(adj, a, full & (vset) ~(1u << a), (vset)(1u << z), z, order, 1, &budget);
            if (r == 0)
                return 0;
            gave_up = r < 0;
        }
        if (gave_up && (start_table(n, adj, (vset)(1u << a), dp) | (vset)((2u << a) - 1)) != full)
            return 0;
    }
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
