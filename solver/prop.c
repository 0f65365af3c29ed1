/* prop.c: the properties of FORMAT.md 4.1 by bitmask search (n <= 16).
 *
 * The Hamiltonian properties share two dynamic programmes over vertex sets:
 * paths_table (paths starting at vertex 0, one entry per set containing 0)
 * and start_table (paths starting in a given set, one entry per set).
 */
#include "prop.h"

#include <stdlib.h>
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
    vset dp[1 << (GR_MAXN - 1)];
    return paths_table(n, adj, stop, dp);
}

/* Ends of paths visiting exactly the set S, from a vertex of starts: dp[S].
 * Returns the ends for the full set. */
static vset start_table(int n, const vset *adj, vset starts, vset *dp)
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
    int budget = DFS_BUDGET, tmp[GR_MAXN];
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
    add_edge(w, v, 0);
    return 1;
}

/* Pairs {u,v} with u ending a path over S from vertex 0 and v ending a
 * path over the complement of S plus 0: the pair closes a Hamiltonian cycle.
 * Only pairs in cand are reported. One table for all candidates: HAM8
 * breaker-first 16% less CPU than testing each candidate (fhp_completions
 * below: the same for fhp). */
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
            add_star(out, u, back & cand[u]);
        }
    }
}

static int hp_holds(int n, const vset *adj)
{
    vset dp[1 << GR_MAXN];
    int ones = 0;
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
    vset dp[1 << (GR_MAXN - 2)];
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
 * (rules_mb.c) pays for fhp: FHP7 4.7x, FHP8 breaker-first 3.9x fewer
 * positions. For ham the same computation cost twice what it saved on
 * HAM8; hp, conn and pm gained nothing, so they have no alive(). */
static void fhp_alive(const property *p, const vset *adj, vset *alive) { fhp_completions(p, adj, adj, alive); }

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

static int conn_witness(const property *p, const vset *adj, vset *w)
{
    int n = p->n;
    vset full = (vset)((1u << n) - 1), reach = 1;
    int queue[GR_MAXN], head = 0, tail = 0;
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

static int pm_witness(const property *p, const vset *adj, vset *w)
{
    int n = p->n;
    memset(w, 0, sizeof w[0] * (size_t)n);
    return !(n & 1) && match_into(adj, (vset)((1u << n) - 1), w);
}

/* Hamilton-connected: a Hamiltonian path between every two vertices. */
static int hc_holds(int n, const vset *adj)
{
    vset dp[1 << GR_MAXN];
    vset full = (vset)((1u << n) - 1);
    if (n < 3)
        return 0;
    for (int v = 0; v < n; v++)
        if (__builtin_popcount(adj[v]) < (n >= 4 ? 3 : 2))
            return 0;
    if (!conn_holds(n, adj))
        return 0;
    for (int a = 0; a < n - 1; a++)   /* a path from a to every later vertex */
        if ((start_table(n, adj, (vset)(1u << a), dp) | (vset)((2u << a) - 1)) != full)
            return 0;
    return 1;
}

static int edges_of(int n, const vset *adj)
{
    int e = 0;
    for (int v = 0; v < n; v++)
        e += __builtin_popcount(adj[v]);
    return e / 2;
}

/* Arboricity at least k: some set S of at least two vertices spans more
 * than (k-1)(|S|-1) edges (Nash-Williams). */
static int arb_holds(int n, const vset *adj, int k)
{
    for (unsigned s = 1; s < 1u << n; s++) {
        int size = __builtin_popcount(s);
        if (size < 2)
            continue;
        int es = 0;
        for (unsigned t = s; t; t &= t - 1)
            es += __builtin_popcount(adj[__builtin_ctz(t)] & s);
        if (es / 2 > (k - 1) * (size - 1))
            return 1;
    }
    return 0;
}

/* Extends the partial copy map[0..k-1] of h's vertices (in order) into adj. */
static int copy_from(const ugraph *h, int k, int *map, vset used, const vset *adj, int n)
{
    if (k == h->n)
        return 1;
    vset cand = (vset)((1u << n) - 1) & (vset)~used;
    for (int x = 0; x < k; x++)
        if (h->adj[k] >> x & 1)
            cand &= adj[map[x]];
    for (; cand; cand &= (vset)(cand - 1)) {
        int v = __builtin_ctz(cand);
        if (__builtin_popcount(adj[v]) < __builtin_popcount(h->adj[k]))
            continue;
        map[k] = v;
        if (copy_from(h, k + 1, map, (vset)(used | 1u << v), adj, n))
            return 1;
    }
    return 0;
}

/* h:H: a copy of H is a witness. */
static int h_witness(const property *p, const vset *adj, vset *w)
{
    const ugraph *h = &p->g.h;
    int map[GR_MAXN];
    memset(w, 0, sizeof w[0] * (size_t)p->n);
    if (!copy_from(h, 0, map, 0, adj, p->n))
        return 0;
    for (int x = 0; x < h->n; x++)
        for (vset q = h->adj[x]; q; q &= (vset)(q - 1))
            w[map[x]] |= (vset)(1u << map[__builtin_ctz(q)]);
    return 1;
}

/* H's vertices renumbered a, b first, then each next the one with the most
 * neighbours already numbered, into hh: copy_from(hh, 2, ...) with a and b
 * placed extends a copy pinned at that edge and prunes at once. */
static void h_pinned(const ugraph *h, int a, int b, ugraph *hh)
{
    int order[GR_MAXN], pos[GR_MAXN];
    vset placed = (vset)(1u << a | 1u << b);
    order[0] = a;
    order[1] = b;
    for (int k = 2; k < h->n; k++) {
        int best = -1, most = -1;
        for (int x = 0; x < h->n; x++)
            if (!(placed >> x & 1) && __builtin_popcount(h->adj[x] & placed) > most) {
                best = x;
                most = __builtin_popcount(h->adj[x] & placed);
            }
        order[k] = best;
        placed |= (vset)(1u << best);
    }
    for (int k = 0; k < h->n; k++)
        pos[order[k]] = k;
    memset(hh, 0, sizeof *hh);
    hh->n = h->n;
    for (int k = 0; k < h->n; k++)
        for (vset q = h->adj[order[k]]; q; q &= (vset)(q - 1))
            hh->adj[k] |= (vset)(1u << pos[__builtin_ctz(q)]);
}

/* One directed edge a -> b of H (b in reps[a]) for each orbit of H's
 * automorphisms on its directed edges: a -> b and c -> d are in one orbit
 * when some copy of H inside H (an automorphism: same vertices, same number
 * of edges) maps a to c and b to d. */
static void h_reps(const ugraph *h, vset *reps)
{
    memset(reps, 0, sizeof reps[0] * GR_MAXN);
    for (int c = 0; c < h->n; c++)
        for (vset qd = h->adj[c]; qd; qd &= (vset)(qd - 1)) {
            int d = __builtin_ctz(qd), known = 0;
            for (int a = 0; a < h->n && !known; a++)
                for (vset qb = reps[a]; qb && !known; qb &= (vset)(qb - 1)) {
                    ugraph hh;
                    int map[GR_MAXN] = {c, d};
                    h_pinned(h, a, __builtin_ctz(qb), &hh);
                    known = copy_from(&hh, 2, map, (vset)(1u << c | 1u << d), h->adj, h->n);
                }
            if (!known)
                reps[c] |= (vset)(1u << d);
        }
}

/* h:H: the pairs {u,v} of cand such that adj plus {u,v} has a copy of H
 * through {u,v}: one with some edge a -> b of H on u -> v, and by symmetry
 * one directed edge of each orbit (p->reps) needs trying, each a search
 * pinned at {u,v}. As completions (adj has no copy: they are asked only of
 * graphs without the property) every copy in adj plus {u,v} goes through
 * {u,v}; as alive pairs (cand = adj) these are the edges on some copy of
 * H, which are exactly the minimal graphs with the property (a proper
 * subgraph has fewer edges than H). One pinned search a pair replaces a
 * search for H anywhere in the graph a candidate, and the enumeration of
 * every copy (each |Aut(H)| times) for the alive pairs (BENCHMARKS.md). */
static void h_completions(const property *p, const vset *adj, const vset *cand, vset *out)
{
    int n = p->n;
    memset(out, 0, sizeof out[0] * (size_t)n);
    for (int a = 0; a < p->g.h.n; a++)
        for (vset qb = p->reps[a]; qb; qb &= (vset)(qb - 1)) {
            ugraph hh;
            h_pinned(&p->g.h, a, __builtin_ctz(qb), &hh);
            for (int u = 0; u < n; u++)
                for (vset qv = cand[u] & (vset)~out[u]; qv; qv &= (vset)(qv - 1)) {
                    int v = __builtin_ctz(qv), map[GR_MAXN] = {u, v};
                    vset g[GR_MAXN];
                    memcpy(g, adj, sizeof g[0] * (size_t)n);
                    g[u] |= (vset)(1u << v);
                    g[v] |= (vset)(1u << u);
                    if (copy_from(&hh, 2, map, (vset)(1u << u | 1u << v), g, n)) {
                        out[u] |= (vset)(1u << v);
                        out[v] |= (vset)(1u << u);
                    }
                }
        }
}

static void h_alive(const property *p, const vset *adj, vset *alive) { h_completions(p, adj, adj, alive); }

/* cycle: adding {u,v} closes a cycle exactly when u and v are connected. */
static void cycle_completions(const property *p, const vset *adj, const vset *cand, vset *out)
{
    int n = p->n;
    vset done = 0;
    for (int v = 0; v < n; v++) {
        if (done >> v & 1)
            continue;
        vset reach = (vset)(1u << v), front = reach;
        while (front) {
            vset next = 0;
            for (vset q = front; q; q &= (vset)(q - 1))
                next |= adj[__builtin_ctz(q)];
            front = next & (vset)~reach;
            reach |= next;
        }
        for (vset q = reach; q; q &= (vset)(q - 1))
            out[__builtin_ctz(q)] = cand[__builtin_ctz(q)] & reach;
        done |= reach;
    }
}

/* cycle: the minimal graphs with a cycle are the cycles, so the alive pairs
 * are the edges on a cycle: those whose ends stay connected without them. */
static void cycle_alive(const property *p, const vset *adj, vset *alive)
{
    int n = p->n;
    memset(alive, 0, sizeof alive[0] * (size_t)n);
    for (int u = 0; u < n; u++)
        for (vset q = adj[u] & (vset)~((2u << u) - 1); q; q &= (vset)(q - 1)) {
            int v = __builtin_ctz(q);
            vset reach = (vset)(1u << u), frontier = reach;
            while (frontier && !(reach >> v & 1)) {
                vset next = 0;
                for (vset f = frontier; f; f &= (vset)(f - 1)) {
                    int x = __builtin_ctz(f);
                    next |= x == u ? (vset)(adj[x] & ~(1u << v)) : adj[x];
                }
                frontier = next & (vset)~reach;
                reach |= next;
            }
            if (reach >> v & 1) {
                alive[u] |= (vset)(1u << v);
                alive[v] |= (vset)(1u << u);
            }
        }
}

/* cycle: a witness is one cycle, found as the first pair on one. */
static int cycle_witness(const property *p, const vset *adj, vset *w)
{
    vset al[GR_MAXN];
    int n = p->n;
    cycle_alive(p, adj, al);
    memset(w, 0, sizeof w[0] * (size_t)n);
    int u = 0;
    while (u < n && !al[u])
        u++;
    if (u == n)
        return 0;
    /* the cycle through {u, v}: a shortest path from v to u avoiding {u, v}, closed */
    int v = __builtin_ctz(al[u]), prev[GR_MAXN];
    vset seen = (vset)(1u << v), frontier = seen;
    while (!(seen >> u & 1)) {
        vset next = 0;
        for (vset f = frontier; f; f &= (vset)(f - 1)) {
            int x = __builtin_ctz(f);
            for (vset q = adj[x] & (vset)~seen; q; q &= (vset)(q - 1)) {
                int y = __builtin_ctz(q);
                if (x == v && y == u)
                    continue;
                if (!((seen | next) >> y & 1))
                    prev[y] = x;
                next |= (vset)(1u << y);
            }
        }
        frontier = next & (vset)~seen;
        seen |= next;
    }
    for (int x = u; x != v; x = prev[x])
        add_edge(w, x, prev[x]);
    add_edge(w, u, v);
    return 1;
}

int prop_contains(const ugraph *h, int n, const vset *adj)
{
    int map[GR_MAXN];
    return h->n <= n && copy_from(h, 0, map, 0, adj, n);
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

int prop_holds(const gprop *p, int n, const vset *adj)
{
    switch (p->id) {
    case P_HAM:
        return ham_holds(n, adj);
    case P_HP:
        return hp_holds(n, adj);
    case P_FHP:
        return fhp_holds(n, adj);
    case P_HC:
        return hc_holds(n, adj);
    case P_CONN:
        return conn_holds(n, adj);
    case P_PM:
        return pm_holds(n, adj);
    case P_CYCLE:
        return edges_of(n, adj) > n - prop_components(n, adj, NULL);
    case P_ARB:
        return arb_holds(n, adj, p->k);
    default: /* P_H */
        return edges_of(n, adj) >= graph_edges(&p->h) && prop_contains(&p->h, n, adj);
    }
}

void prop_init(property *p, const gprop *g, int n)
{
    memset(p, 0, sizeof *p);
    p->g = *g;
    p->n = n;
    int deg = 0;
    switch (g->id) {
    case P_HAM:
        p->min_edges = n;
        deg = 2;
        p->witness = ham_witness;
        p->completions = ham_completions;
        break;
    case P_HP:
        p->min_edges = n - 1;
        deg = 1;
        p->witness = hp_witness;
        break;
    case P_FHP:
        p->min_edges = n - 1;
        deg = 2;
        p->nfixed = 2;
        p->useless01 = n > 2;
        p->witness = fhp_witness;
        p->completions = fhp_completions;
        p->alive = fhp_alive;
        break;
    case P_HC:   /* Hamilton-connected graphs on n >= 4 vertices are 3-connected */
        deg = n >= 4 ? 3 : 2;
        p->min_edges = (deg * n + 1) / 2;
        break;
    case P_CONN:
        p->min_edges = n - 1;
        deg = n > 1;
        p->witness = conn_witness;
        break;
    case P_PM:
        p->min_edges = n / 2;
        deg = 1;
        p->witness = pm_witness;
        break;
    case P_CYCLE:
        p->min_edges = 3;
        p->witness = cycle_witness;
        p->completions = cycle_completions;
        p->alive = cycle_alive;
        break;
    case P_H:
        p->min_edges = graph_edges(&g->h);
        p->witness = h_witness;
        p->completions = h_completions;
        p->alive = h_alive;
        h_reps(&g->h, p->reps);
        break;
    default:
        break;
    }
    for (int v = 0; v < n; v++)
        p->min_degree[v] = v < p->nfixed ? 1 : deg;
}
