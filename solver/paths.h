/* paths.h: Hamiltonian paths by bitmask search (n <= GR_MAXN), shared by
 * the properties ham, hp, fhp and hc (solver/props/) and by subh's
 * directed Hamiltonian cycle.
 *
 * Two dynamic programmes over vertex sets: paths_table (paths starting at
 * vertex 0, one entry per set containing 0) and start_table (paths
 * starting in a given set, one entry per set); and a depth-first search
 * with a budget, quick_path, which finds a path in the dense graphs of the
 * search almost without backtracking. Nothing here allocates, prints or
 * exits.
 */
#ifndef POSPROOF_PATHS_H
#define POSPROOF_PATHS_H

#include "graphs.h"
#include "prop.h"

#include <string.h>

/* Ends of paths that start at vertex 0 and visit exactly the set S, for S
 * containing 0: dp[S >> 1] (2^(n-1) entries). If stop >= 0 the path may not
 * continue from vertex stop (it must be the last vertex). Returns the ends
 * for the full set. */
vset paths_table(int n, const vset *adj, int stop, vset *dp);

/* paths_table's answer alone, with a table of its own. */
vset paths_from_zero(int n, const vset *adj, int stop);

/* Ends of paths visiting exactly the set S, from a vertex of starts: dp[S]
 * (2^n entries). Returns the ends for the full set. */
vset start_table(int n, const vset *adj, vset starts, vset *dp);

/* Walks a path from 0 ending at `end` back through the table of
 * paths_table, adding its edges to w. */
void path_back(int n, const vset *adj, const vset *dp, int end, vset *w);

/* Depth-first search for a path from v through the vertices of left,
 * ending where ends allows (ham: at a neighbour of 0; fhp: at vertex 1,
 * which no earlier step may visit: stop 1, else stop -1), the path so far
 * in order[0..k-1]: 1 (the path in order) or 0 after searching every path,
 * or -1 when *budget steps ran out. */
int dfs_path(const vset *adj, int v, vset left, vset ends, int stop, int *order, int k, int *budget);

/* A path from 0 through all of the vertices, by dfs_path with a budget of
 * DFS_BUDGET steps: 1 (the path in order[0..n-1] if order is not NULL), 0
 * if there is none, -1 if the search gave up (the caller then asks the
 * dynamic programme, whose cost does not depend on the graph: measured in
 * BENCHMARKS.md). Inline, as path_edges, for the witnesses of ham and fhp
 * (callgrind, FHP7: 0.1% more instructions called across files). */
#define DFS_BUDGET 64
static inline int quick_path(int n, const vset *adj, vset ends, int stop, int *order)
{
    int budget = DFS_BUDGET, tmp[GR_MAXN];
    int *o = order ? order : tmp;
    o[0] = 0;
    return dfs_path(adj, 0, (vset)((1u << n) - 2), ends, stop, o, 1, &budget);
}

/* The path order[0..n-1] as a witness in w, closed into a cycle if cycle. */
static inline void path_edges(int n, const int *order, int cycle, vset *w)
{
    memset(w, 0, sizeof w[0] * (size_t)n);
    for (int k = 1; k < n; k++)
        prop_add_edge(w, order[k - 1], order[k]);
    if (cycle)
        prop_add_edge(w, order[n - 1], order[0]);
}

/* 1 if the digraph adj (out-neighbours) has a directed Hamiltonian cycle. */
int prop_dham(int n, const vset *adj);

#endif
