/* prop.c: Hamiltonian cycle, Hamiltonian path, Hamiltonian path between 0
 * and 1, connectivity and perfect matching, by bitmask search (n <= 10).
 *
 * The Hamiltonian properties share two dynamic programmes over vertex sets:
 * paths_table (paths starting at vertex 0, one entry per set containing 0)
 * and any_start_table (paths starting anywhere, one entry per set).
 */
#include "prop.h"

#include <string.h>

/* Ends of paths that start at vertex 0 and visit exactly the set S, for S
 * containing 0: dp[S >> 1]. If stop >= 0 the path may not continue from
 * vertex stop (it must be the last vertex). Returns the ends for the full set. */
static vset paths_table(int n, const vset *adj, int stop, vset *dp)
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

static vset paths_from_zero(int n, const vset *adj, int stop)
{
    vset dp[1 << (BOARD_MAXN - 1)];
    return paths_table(n, adj, stop, dp);
}

/* Ends of paths visiting exactly the set S, from any start: dp[S]. Returns
 * the ends for the full set. */
static vset any_start_table(int n, const vset *adj, vset *dp)
{
    int full = (1 << n) - 1;
    memset(dp, 0, sizeof dp[0] * (size_t)(full + 1));
    for (int v = 0; v < n; v++)
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

static void add_edge(vset *w, int u, int v)
{
    w[u] |= (vset)(1u << v);
    w[v] |= (vset)(1u << u);
}

/* Adds the pairs {u, v} for v in vs to out. */
static void add_star(vset *out, int u, vset vs)
{
    out[u] |= vs;
    for (; vs; vs &= (vset)(vs - 1))
        out[__builtin_ctz(vs)] |= (vset)(1u << u);
}

/* Walks a path from 0 ending at `end` back through the table of paths_table,
 * adding its edges to w. */
static void path_back(int n, const vset *adj, const vset *dp, int end, vset *w)
{
    vset S = (vset)((1u << n) - 1);
    int v = end;
    while (v != 0) {
        S &= (vset) ~(1u << v);
        int u = __builtin_ctz(dp[S >> 1] & adj[v]);
        add_edge(w, u, v);
        v = u;
    }
}

/* Depth-first search for a path from 0 through all of the vertices, ending
 * where ends allows (ham: at a neighbour of 0; fhp: at vertex 1, which no
 * earlier step may visit). Each step goes to the neighbour with the fewest
 * onward neighbours first, which in the dense available graphs of the
 * search finds a path almost without backtracking. Returns 1 (the path in
 * order[0..n-1]) or 0 after searching every path, or -1 when budget steps
 * ran out (the caller then falls back to the dynamic programme, whose cost
 * does not depend on the graph: measured in BENCHMARKS.md). */
#define DFS_BUDGET 64
static int dfs_path(const vset *adj, int v, vset left, vset ends, int stop, int *order, int k, int *budget)
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

/* 1 if the path from 0 exists (into order if not NULL), 0 if not, -1 if the
 * search gave up. */
static int quick_path(int n, const vset *adj, vset ends, int stop, int *order)
{
    int budget = DFS_BUDGET, tmp[BOARD_MAXN];
    int *o = order ? order : tmp;
    o[0] = 0;
    return dfs_path(adj, 0, (vset)((1u << n) - 2), ends, stop, o, 1, &budget);
}

static int ham_holds(int n, const vset *adj)
{
    if (n < 3)
        return 0;
    int r = quick_path(n, adj, adj[0], -1, NULL);
    if (r >= 0)
        return r;
    return (paths_from_zero(n, adj, -1) & adj[0]) != 0;
}

/* The path order[0..n-1] as a witness, closed into a cycle if cycle. */
static void path_edges(int n, const int *order, int cycle, vset *w)
{
    memset(w, 0, sizeof w[0] * (size_t)n);
    for (int k = 1; k < n; k++)
        add_edge(w, order[k - 1], order[k]);
    if (cycle)
        add_edge(w, order[n - 1], order[0]);
}

static int ham_witness(int n, const vset *adj, vset *w)
{
    vset dp[1 << (BOARD_MAXN - 1)];
    int order[BOARD_MAXN];
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
    add_edge(w, v, 0);
    return 1;
}

/* Pairs {u,v} with u ending a path over S from vertex 0 and v ending a
 * path over the complement of S plus 0: the pair closes a Hamiltonian cycle.
 * Only pairs in cand are reported. One table for all candidates: HAM8
 * breaker-first 16% less CPU than testing each candidate (fhp_completions
 * below: the same for fhp). */
static void ham_completions(int n, const vset *adj, const vset *cand, vset *out)
{
    vset dp[1 << (BOARD_MAXN - 1)];
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
            add_star(out, u, back & cand[u]);
        }
    }
}

static int hp_holds(int n, const vset *adj)
{
    vset dp[1 << BOARD_MAXN];
    int ones = 0;
    for (int v = 0; v < n; v++) {
        int d = __builtin_popcount(adj[v]);
        if (d == 0)
            return n == 1;
        ones += d == 1;
    }
    if (ones > 2)   /* a vertex of degree 1 ends every Hamiltonian path */
        return 0;
    return any_start_table(n, adj, dp) != 0;
}

static int hp_witness(int n, const vset *adj, vset *w)
{
    vset dp[1 << BOARD_MAXN];
    vset ends = any_start_table(n, adj, dp);
    if (!ends)
        return 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    int S = (1 << n) - 1, v = __builtin_ctz(ends);
    while (S != (1 << v)) {
        S &= ~(1 << v);
        int u = __builtin_ctz(dp[S] & adj[v]);
        add_edge(w, u, v);
        v = u;
    }
    return 1;
}

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

static int fhp_holds(int n, const vset *adj)
{
    vset dp[1 << (BOARD_MAXN - 2)];
    int r = quick_path(n, adj, 2, 1, NULL);
    if (r >= 0)
        return r;
    if (n < 2)
        return 0;
    fhp_table(n, adj, 0, dp);
    return (dp[(1 << (n - 2)) - 1] & adj[1]) != 0;
}

static int fhp_witness(int n, const vset *adj, vset *w)
{
    vset dp[1 << (BOARD_MAXN - 1)];
    int order[BOARD_MAXN];
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
static void fhp_completions(int n, const vset *adj, const vset *cand, vset *out)
{
    vset d0[1 << (BOARD_MAXN - 2)], d1[1 << (BOARD_MAXN - 2)];
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
 * (search.c) pays for fhp: FHP7 4.7x, FHP8 breaker-first 3.9x fewer
 * positions. For ham the same computation cost twice what it saved on
 * HAM8; hp, conn and pm gained nothing, so they have no alive(). */
static void fhp_alive(int n, const vset *adj, vset *alive) { fhp_completions(n, adj, adj, alive); }

static int conn_holds(int n, const vset *adj)
{
    vset full = (vset)((1u << n) - 1), reach = 1, frontier = 1;
    while (frontier) {
        vset next = 0;
        while (frontier) {
            int v = __builtin_ctz(frontier);
            frontier &= (vset)(frontier - 1);
            next |= adj[v];
        }
        frontier = next & (vset)~reach;
        reach |= next;
    }
    return reach == full;
}

static int conn_witness(int n, const vset *adj, vset *w)
{
    vset full = (vset)((1u << n) - 1), reach = 1;
    int queue[BOARD_MAXN], head = 0, tail = 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    queue[tail++] = 0;
    while (head < tail) {
        int v = queue[head++];
        for (vset nb = adj[v] & (vset)~reach; nb; nb &= (vset)(nb - 1)) {
            int u = __builtin_ctz(nb);
            reach |= (vset)(1u << u);
            add_edge(w, u, v);
            queue[tail++] = u;
        }
    }
    return reach == full;
}

/* Perfect matching of the vertices in rest; its edges go into w if not NULL. */
static int match_into(const vset *adj, vset rest, vset *w)
{
    if (!rest)
        return 1;
    int v = __builtin_ctz(rest);
    rest &= (vset)~(1u << v);
    for (vset cand = adj[v] & rest; cand; cand &= (vset)(cand - 1)) {
        int u = __builtin_ctz(cand);
        if (match_into(adj, rest & (vset)~(1u << u), w)) {
            if (w)
                add_edge(w, u, v);
            return 1;
        }
    }
    return 0;
}

static int pm_holds(int n, const vset *adj)
{
    return !(n & 1) && match_into(adj, (vset)((1u << n) - 1), NULL);
}

static int pm_witness(int n, const vset *adj, vset *w)
{
    memset(w, 0, sizeof w[0] * (size_t)n);
    return !(n & 1) && match_into(adj, (vset)((1u << n) - 1), w);
}

static int edges_n(int n) { return n; }
static int edges_n1(int n) { return n - 1; }
static int edges_half(int n) { return n / 2; }
static int deg_two(int n, int v) { (void)n; (void)v; return 2; }
static int deg_one(int n, int v) { (void)n; (void)v; return 1; }
static int deg_fhp(int n, int v) { (void)n; return v < 2 ? 1 : 2; }
static int useless_none(int i, int j) { (void)i; (void)j; return 0; }
static int useless_fhp(int i, int j) { return (i == 0 && j == 1) || (i == 1 && j == 0); }

static const property props[] = {
    {"ham", "Hamiltonian cycle", 0, 0, ham_holds, ham_witness, ham_completions, NULL, edges_n, deg_two,
     useless_none},
    {"hp", "Hamiltonian path", 0, 0, hp_holds, hp_witness, NULL, NULL, edges_n1, deg_one, useless_none},
    {"fhp", "Hamiltonian path between fixed vertices 0 and 1", 2, 0, fhp_holds, fhp_witness, fhp_completions, fhp_alive,
     edges_n1, deg_fhp, useless_fhp},
    {"conn", "spanning tree", 0, 0, conn_holds, conn_witness, NULL, NULL, edges_n1, deg_one, useless_none},
    {"pm", "perfect matching", 0, 1, pm_holds, pm_witness, NULL, NULL, edges_half, deg_one, useless_none},
};

const property *prop_find(const char *name)
{
    for (size_t i = 0; i < sizeof props / sizeof props[0]; i++)
        if (strcmp(props[i].name, name) == 0)
            return &props[i];
    return NULL;
}

const char *prop_names(void) { return "ham, hp, fhp, conn, pm"; }
