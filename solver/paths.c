/* paths.c: Hamiltonian paths by bitmask search (paths.h). */
#include "paths.h"
#include "prop.h"

#include <string.h>

vset paths_table(int n, const vset *adj, int stop, vset *dp)
{
    int half = 1 << (n - 1);
    memset(dp, 0, sizeof dp[0] * (size_t)half);
    dp[0] = 1;
    for (int s = 0; s < half; s++) {
        vset ends = dp[s];
        if (!ends)
            continue;
        vset S = (vset)((s << 1) | 1);
        while (ends) {
            int v = __builtin_ctz(ends);
            ends &= (vset)(ends - 1);
            if (v == stop)
                continue;
            vset ext = adj[v] & (vset)~S;
            while (ext) {
                int w = __builtin_ctz(ext);
                ext &= (vset)(ext - 1);
                dp[(S | (1u << w)) >> 1] |= (vset)(1u << w);
            }
        }
    }
    return dp[half - 1];
}

vset paths_from_zero(int n, const vset *adj, int stop)
{
    vset dp[1 << (GR_MAXN - 1)];
    return paths_table(n, adj, stop, dp);
}

vset start_table(int n, const vset *adj, vset starts, vset *dp)
{
    int full = (1 << n) - 1;
    memset(dp, 0, sizeof dp[0] * (size_t)(full + 1));
    for (int v = 0; v < n; v++)
        if (starts >> v & 1)
            dp[1 << v] = (vset)(1u << v);
    for (int S = 1; S < full; S++)
        for (vset ends = dp[S]; ends; ends &= (vset)(ends - 1)) {
            int v = __builtin_ctz(ends);
            for (vset ext = adj[v] & (vset)~S; ext; ext &= (vset)(ext - 1)) {
                int w = __builtin_ctz(ext);
                dp[S | (1 << w)] |= (vset)(1u << w);
            }
        }
    return dp[full];
}

void path_back(int n, const vset *adj, const vset *dp, int end, vset *w)
{
    vset S = (vset)((1u << n) - 1);
    int v = end;
    while (v != 0) {
        S &= (vset) ~(1u << v);
        int u = __builtin_ctz(dp[S >> 1] & adj[v]);
        prop_add_edge(w, u, v);
        v = u;
    }
}

/* Each step goes to the neighbour with the fewest onward neighbours first,
 * which in the dense available graphs of the search finds a path almost
 * without backtracking. */
int dfs_path(const vset *adj, int v, vset left, vset ends, int stop, int *order, int k, int *budget)
{
    if (!left)
        return (ends >> v & 1) != 0;
    if (--*budget < 0)
        return -1;
    vset next = adj[v] & left;
    if (stop >= 0 && left != (vset)(1u << stop))
        next &= (vset) ~(1u << stop);
    while (next) {
        int best = -1, bestd = 99;
        for (vset q = next; q; q &= (vset)(q - 1)) {
            int w = __builtin_ctz(q), d = __builtin_popcount(adj[w] & left);
            if (d < bestd) {
                best = w;
                bestd = d;
            }
        }
        next &= (vset) ~(1u << best);
        order[k] = best;
        int r = dfs_path(adj, best, left & (vset) ~(1u << best), ends, stop, order, k + 1, budget);
        if (r != 0)
            return r;
    }
    return 0;
}

int prop_dham(int n, const vset *adj)
{
    vset dp[1 << (GR_MAXN - 1)];
    if (n < 3)
        return 0;
    for (vset last = paths_table(n, adj, -1, dp); last; last &= (vset)(last - 1))
        if (adj[__builtin_ctz(last)] & 1)
            return 1;
    return 0;
}
