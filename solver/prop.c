/* prop.c: Hamiltonian cycle, Hamiltonian path, Hamiltonian path between 0
 * and 1, connectivity and perfect matching, by bitmask search (n <= 10). */
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

static void add_edge(vset *w, int u, int v)
{
    w[u] |= (vset)(1u << v);
    w[v] |= (vset)(1u << u);
}

/* Walks a path from 0 ending at `end` back through the table of paths_table,
 * adding its edges to w. */
static void path_back(int n, const vset *adj, const vset *dp, int end, vset *w)
{
    vset S = (vset)((1u << n) - 1);
    int v = end;
    while (v != 0) {
        S &= (vset) ~(1u << v);
        vset prev = dp[S >> 1] & adj[v];
        int u = __builtin_ctz(prev);
        add_edge(w, u, v);
        v = u;
    }
}

/* Pairs {u,v} with u ending a path over S from vertex 0 and v ending a
 * path over the complement of S plus 0 (half tables of paths_table): the
 * pair closes a Hamiltonian cycle. Only pairs in cand are reported. One
 * table for all candidates: HAM8 breaker-first 16% less CPU than testing each
 * candidate; the same join for fhp (two full tables) cost FHP7 14% more. */
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
            vset both = back & cand[u];
            out[u] |= both;
            for (; both; both &= (vset)(both - 1))
                out[__builtin_ctz(both)] |= (vset)(1u << u);
        }
    }
}

static int ham_witness(int n, const vset *adj, vset *w)
{
    vset dp[1 << (BOARD_MAXN - 1)];
    if (n < 3)
        return 0;
    vset ends = paths_table(n, adj, -1, dp) & adj[0];
    if (!ends)
        return 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    int v = __builtin_ctz(ends);
    path_back(n, adj, dp, v, w);
    add_edge(w, v, 0);
    return 1;
}

static int fhp_witness(int n, const vset *adj, vset *w)
{
    vset dp[1 << (BOARD_MAXN - 1)];
    if (!((paths_table(n, adj, 1, dp) >> 1) & 1))
        return 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    path_back(n, adj, dp, 1, w);
    return 1;
}

static int ham_holds(int n, const vset *adj)
{
    if (n < 3)
        return 0;
    return (paths_from_zero(n, adj, -1) & adj[0]) != 0;
}

static int hp_holds(int n, const vset *adj)
{
    int ones = 0;
    for (int v = 0; v < n; v++) {
        int d = __builtin_popcount(adj[v]);
        if (d == 0)
            return n == 1;
        ones += d == 1;
    }
    if (ones > 2)
        return 0;
    /* ends of paths visiting exactly S, any start */
    vset dp[1 << BOARD_MAXN];
    int full = (1 << n) - 1;
    memset(dp, 0, sizeof dp[0] * (size_t)(full + 1));
    for (int v = 0; v < n; v++)
        dp[1 << v] = (vset)(1u << v);
    for (int S = 1; S < full; S++) {
        vset ends = dp[S];
        while (ends) {
            int v = __builtin_ctz(ends);
            ends &= (vset)(ends - 1);
            vset ext = adj[v] & (vset)~S;
            while (ext) {
                int w = __builtin_ctz(ext);
                ext &= (vset)(ext - 1);
                dp[S | (1 << w)] |= (vset)(1u << w);
            }
        }
    }
    return dp[full] != 0;
}

static int hp_witness(int n, const vset *adj, vset *w)
{
    vset dp[1 << BOARD_MAXN];
    int full = (1 << n) - 1;
    memset(dp, 0, sizeof dp[0] * (size_t)(full + 1));
    for (int v = 0; v < n; v++)
        dp[1 << v] = (vset)(1u << v);
    for (int S = 1; S < full; S++)
        for (vset ends = dp[S]; ends; ends &= (vset)(ends - 1)) {
            int v = __builtin_ctz(ends);
            for (vset ext = adj[v] & (vset)~S; ext; ext &= (vset)(ext - 1))
                dp[S | (1 << __builtin_ctz(ext))] |= (vset)(1u << __builtin_ctz(ext));
        }
    if (!dp[full])
        return 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    int S = full, v = __builtin_ctz(dp[full]);
    while (S != (1 << v)) {
        S &= ~(1 << v);
        int u = __builtin_ctz(dp[S] & adj[v]);
        add_edge(w, u, v);
        v = u;
    }
    return 1;
}

static int fhp_holds(int n, const vset *adj)
{
    return (paths_from_zero(n, adj, 1) >> 1) & 1;
}

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

static int pm_witness(int n, const vset *adj, vset *w)
{
    if (n & 1)
        return 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    return match_into(adj, (vset)((1u << n) - 1), w);
}

static int pm_holds(int n, const vset *adj)
{
    if (n & 1)
        return 0;
    return match_into(adj, (vset)((1u << n) - 1), NULL);
}

/* Fills dp[S] with the ends of paths that start at vertex `from` and visit
 * exactly the vertex set S (dp has 2^n entries; sets without `from` stay 0).
 * If stop >= 0 the path may not continue from vertex stop. */
static void paths_from(int n, const vset *adj, int from, int stop, vset *dp)
{
    int full = 1 << n;
    memset(dp, 0, sizeof dp[0] * (size_t)full);
    dp[1 << from] = (vset)(1u << from);
    for (int S = 1 << from; S < full; S++) {
        vset ends = dp[S];
        if (!ends)
            continue;
        while (ends) {
            int v = __builtin_ctz(ends);
            ends &= (vset)(ends - 1);
            if (v == stop)
                continue;
            vset ext = adj[v] & (vset)~S;
            while (ext) {
                int w = __builtin_ctz(ext);
                ext &= (vset)(ext - 1);
                dp[S | (1 << w)] |= (vset)(1u << w);
            }
        }
    }
}

/* alive(n, adj, alive): alive[v] = neighbours w of v such that the pair {v,w}
 * lies in some minimal graph with the property inside the graph adj. */

/* Pairs {u,v} with u ending a path over S from one side and v ending a path
 * over the complement from the other: dpa/dpb are the DP tables. */
static void join_alive(int n, const vset *adj, const vset *dpa, const vset *dpb, int need_a, int need_b,
                       vset *alive)
{
    int full = (1 << n) - 1;
    for (int S = 1; S < full; S++) {
        if ((S & need_a) != need_a || (~S & need_b) != need_b)
            continue;
        vset ends = dpa[S], other = dpb[full & ~S];
        if (!ends || !other)
            continue;
        while (ends) {
            int u = __builtin_ctz(ends);
            ends &= (vset)(ends - 1);
            vset both = other & adj[u];
            alive[u] |= both;
            while (both) {
                int v = __builtin_ctz(both);
                both &= (vset)(both - 1);
                alive[v] |= (vset)(1u << u);
            }
        }
    }
}

static void fhp_alive(int n, const vset *adj, vset *alive)
{
    vset d0[1 << BOARD_MAXN], d1[1 << BOARD_MAXN];
    memset(alive, 0, sizeof alive[0] * (size_t)n);
    paths_from(n, adj, 0, 1, d0);
    paths_from(n, adj, 1, 0, d1);
    join_alive(n, adj, d0, d1, 1, 2, alive);
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
    {"ham", "Hamiltonian cycle", 0, 0, ham_holds, ham_witness, ham_completions, NULL, edges_n, deg_two, useless_none},
    {"hp", "Hamiltonian path", 0, 0, hp_holds, hp_witness, NULL, NULL, edges_n1, deg_one, useless_none},
    {"fhp", "Hamiltonian path between fixed vertices 0 and 1", 2, 0, fhp_holds, fhp_witness, NULL, fhp_alive, edges_n1,
     deg_fhp, useless_fhp},
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
