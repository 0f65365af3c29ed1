/* tests/bf-prop.h: the graph properties of certs/FORMAT.md 4.1, and the
 * directed Hamiltonian cycle of `subh`, by plain brute force, for the tests'
 * own programs (tests/prop-check.c checks solver/prop.c against them;
 * tests/ref-game.c plays every game with them). No code shared with the
 * solver: a graph is n <= BF_MAXN vertices and an array a[v] of neighbour
 * sets (bit w of a[v] set iff {v, w} is an edge; for a digraph, iff v -> w is
 * an arc). Every function here is static: include this header once per
 * program. */
#ifndef POSPROOF_TESTS_BF_PROP_H
#define POSPROOF_TESTS_BF_PROP_H

#include <assert.h>
#include <stdint.h>
#include <string.h>

#define BF_MAXN 16
typedef uint32_t bf_set;   /* bit v set = vertex v in the set */

static inline bf_set bf_all(int n) { return (bf_set)((1u << n) - 1); }

/* A path from v through every vertex of `left` (each once), ending in ends. */
static inline int bf_ham_from(const bf_set *a, int v, bf_set left, bf_set ends)
{
    if (!left)
        return ends >> v & 1;
    for (bf_set q = a[v] & left; q; q &= q - 1) {
        int w = __builtin_ctz(q);
        if (bf_ham_from(a, w, left & ~(1u << w), ends))
            return 1;
    }
    return 0;
}

/* A Hamiltonian path from u to v (u = v: only on one vertex). */
static inline int bf_path_between(const bf_set *a, int n, int u, int v)
{
    if (u == v)
        return n == 1;
    return bf_ham_from(a, u, bf_all(n) & ~(1u << u), 1u << v);
}

/* ham: a cycle through all n >= 3 vertices (a path from 0 through all, back to a neighbour of 0). */
static inline int bf_ham(const bf_set *a, int n) { return n >= 3 && bf_ham_from(a, 0, bf_all(n) & ~1u, a[0]); }

/* hp: a path through all n vertices. */
static inline int bf_hp(const bf_set *a, int n)
{
    for (int u = 0; u < n; u++)
        if (bf_ham_from(a, u, bf_all(n) & ~(1u << u), bf_all(n)))
            return 1;
    return 0;
}

/* fhp: a Hamiltonian path with ends 0 and 1. */
static inline int bf_fhp(const bf_set *a, int n) { return n >= 2 && bf_path_between(a, n, 0, 1); }

/* hc: a Hamiltonian path between every two distinct vertices (n >= 3). */
static inline int bf_hc(const bf_set *a, int n)
{
    if (n < 3)
        return 0;
    for (int u = 0; u < n; u++)
        for (int v = u + 1; v < n; v++)
            if (!bf_path_between(a, n, u, v))
                return 0;
    return 1;
}

/* conn: every vertex reached from 0. */
static inline int bf_conn(const bf_set *a, int n)
{
    bf_set seen = 1;
    for (int r = 0; r < n; r++)
        for (int v = 0; v < n; v++)
            if (seen >> v & 1)
                seen |= a[v];
    return (seen & bf_all(n)) == bf_all(n);
}

/* A perfect matching of the vertices in rest. */
static inline int bf_pm_of(const bf_set *a, bf_set rest)
{
    if (!rest)
        return 1;
    int v = __builtin_ctz(rest);
    for (bf_set q = a[v] & rest & ~(1u << v); q; q &= q - 1)
        if (bf_pm_of(a, rest & ~(1u << v) & ~(1u << __builtin_ctz(q))))
            return 1;
    return 0;
}

/* pm: a perfect matching (n even). */
static inline int bf_pm(const bf_set *a, int n) { return n % 2 == 0 && bf_pm_of(a, bf_all(n)); }

/* cycle: some edge whose removal keeps its ends connected. */
static inline int bf_cycle(const bf_set *a, int n)
{
    for (int u = 0; u < n; u++)
        for (bf_set q = a[u]; q; q &= q - 1) {
            int v = __builtin_ctz(q);
            if (v < u)
                continue;
            bf_set b[BF_MAXN];
            memcpy(b, a, sizeof(bf_set) * (size_t)n);
            b[u] &= ~(1u << v);
            b[v] &= ~(1u << u);
            bf_set seen = 1u << u;
            for (int r = 0; r < n; r++)
                for (int w = 0; w < n; w++)
                    if (seen >> w & 1)
                        seen |= b[w];
            if (seen >> v & 1)
                return 1;
        }
    return 0;
}

/* arboricity >= K, the first definition: the edges cannot be split into
 * K - 1 forests, tried over every colouring of the edges (small graphs
 * only: exponential in the edges). */
typedef struct bf_split_ctx {
    int n, ne, forests;
    int eu[BF_MAXN * (BF_MAXN - 1) / 2], ev[BF_MAXN * (BF_MAXN - 1) / 2], colour[BF_MAXN * (BF_MAXN - 1) / 2];
} bf_split_ctx;

static inline int bf_forest_ok(const bf_split_ctx *c, int col, int upto)
{
    int parent[BF_MAXN];
    for (int v = 0; v < c->n; v++)
        parent[v] = v;
    for (int e = 0; e <= upto; e++) {
        if (c->colour[e] != col)
            continue;
        int x = c->eu[e], y = c->ev[e];
        while (parent[x] != x)
            x = parent[x];
        while (parent[y] != y)
            y = parent[y];
        if (x == y)
            return 0;
        parent[x] = y;
    }
    return 1;
}

static inline int bf_split(bf_split_ctx *c, int e)
{
    if (e == c->ne)
        return 1;
    for (int col = 0; col < c->forests; col++) {
        c->colour[e] = col;
        if (bf_forest_ok(c, col, e) && bf_split(c, e + 1))
            return 1;
    }
    return 0;
}

static inline int bf_arb_split(const bf_set *a, int n, int k)
{
    assert(k >= 2 && n <= BF_MAXN);
    bf_split_ctx c;
    c.n = n;
    c.ne = 0;
    c.forests = k - 1;
    for (int v = 0; v < n; v++)
        for (int w = v + 1; w < n; w++)
            if (a[v] >> w & 1) {
                c.eu[c.ne] = v;
                c.ev[c.ne++] = w;
            }
    return !bf_split(&c, 0);
}

/* arboricity >= K, the second definition (Nash-Williams): some set S of at
 * least two vertices spans more than (K-1)(|S|-1) edges; tried over every
 * vertex set (2^n of them). */
static inline int bf_arb_nw(const bf_set *a, int n, int k)
{
    assert(k >= 2 && n <= BF_MAXN);
    for (bf_set s = 3; s <= bf_all(n) && s; s++) {
        int size = __builtin_popcount(s);
        if (size < 2)
            continue;
        int twice = 0;   /* twice the edges spanned by s */
        for (bf_set q = s; q; q &= q - 1)
            twice += __builtin_popcount(a[__builtin_ctz(q)] & s);
        if (twice / 2 > (k - 1) * (size - 1))
            return 1;
    }
    return 0;
}

/* h:H: an injective map f of H's hn vertices into 0..n-1 with every edge of
 * H on an edge of the graph (not necessarily induced). */
static inline int bf_h_from(const bf_set *h, int hn, const bf_set *a, int n, int *map, int x, bf_set used)
{
    if (x == hn)
        return 1;
    for (int v = 0; v < n; v++) {
        if (used >> v & 1)
            continue;
        int ok = 1;
        for (int y = 0; y < x && ok; y++)
            if ((h[x] >> y & 1) && !(a[v] >> map[y] & 1))
                ok = 0;
        if (!ok)
            continue;
        map[x] = v;
        if (bf_h_from(h, hn, a, n, map, x + 1, used | 1u << v))
            return 1;
    }
    return 0;
}

static inline int bf_h(const bf_set *h, int hn, const bf_set *a, int n)
{
    int map[BF_MAXN];
    assert(hn >= 1 && hn <= BF_MAXN);
    return hn <= n && bf_h_from(h, hn, a, n, map, 0, 0);
}

/* The table: one entry a property of FORMAT.md 4.1, the tests' half of
 * it. tests/prop-check.c compares every property of the solver's table
 * (solver/prop.h) with its entry here, on each of its samples, and fails
 * on a property without one; tests/ref-game.c plays every game with them
 * (--properties lists the samples), and the tests that loop over its list
 * (tests/78-engine-cross.t, tests/69-shared-fast.t) cross the engine with
 * it and verify its certificates. A new property's tests are its entry. */
typedef struct bf_prop {
    const char *name;   /* FORMAT.md 4.1's spelling, without ":K" or ":H" */
    int param;          /* 0; 'K': NAME:K, a decimal K; 'H': NAME:H, a graph */
    const char *samples[6];   /* the spellings the tests try (NULL ends) */
    int maxn;           /* prop-check tries graphs of at most maxn vertices (its time) */
    /* P(G) for the graph a on n vertices: K = k, H = h on hn vertices. */
    int (*holds)(int k, const bf_set *h, int hn, const bf_set *a, int n);
    /* 1 if the property applies on n vertices (FORMAT.md 4.1: ham n >= 3, pm n even, ...). */
    int (*fits)(int k, int hn, int n);
    /* Optional: the other definition where FORMAT.md gives two, which
     * prop-check compares with holds on graphs of at most 18 edges. */
    int (*again)(int k, const bf_set *h, int hn, const bf_set *a, int n);
} bf_prop;

/* Wrappers with the table's signature. */
#define BF_PLAIN(f)                                                                           \
    static inline int f##_t(int k, const bf_set *h, int hn, const bf_set *a, int n)          \
    {                                                                                         \
        (void)k, (void)h, (void)hn;                                                           \
        return f(a, n);                                                                       \
    }
BF_PLAIN(bf_ham)
BF_PLAIN(bf_hp)
BF_PLAIN(bf_fhp)
BF_PLAIN(bf_hc)
BF_PLAIN(bf_conn)
BF_PLAIN(bf_pm)
BF_PLAIN(bf_cycle)
#undef BF_PLAIN
static inline int bf_arb_nw_t(int k, const bf_set *h, int hn, const bf_set *a, int n) { (void)h, (void)hn; return bf_arb_nw(a, n, k); }
static inline int bf_arb_split_t(int k, const bf_set *h, int hn, const bf_set *a, int n) { (void)h, (void)hn; return bf_arb_split(a, n, k); }
static inline int bf_h_t(int k, const bf_set *h, int hn, const bf_set *a, int n) { (void)k; return bf_h(h, hn, a, n); }

/* mindeg:K: no vertex with fewer than K neighbours (K < n). */
static inline int bf_mindeg_t(int k, const bf_set *h, int hn, const bf_set *a, int n)
{
    (void)h, (void)hn;
    for (int v = 0; v < n; v++)
        if (__builtin_popcount(a[v]) < k)
            return 0;
    return 1;
}
static inline int bf_mindeg_fits(int k, int hn, int n) { (void)hn; return k >= 1 && k < n; }

static inline int bf_any_n(int k, int hn, int n) { (void)k, (void)hn, (void)n; return 1; }
static inline int bf_three(int k, int hn, int n) { (void)k, (void)hn; return n >= 3; }
static inline int bf_two(int k, int hn, int n) { (void)k, (void)hn; return n >= 2; }
static inline int bf_even(int k, int hn, int n) { (void)k, (void)hn; return n % 2 == 0; }
static inline int bf_h_fits(int k, int hn, int n) { (void)k; return hn <= n; }
static inline int bf_arb_fits(int k, int hn, int n) { (void)hn, (void)n; return k >= 2; }

static const bf_prop bf_props[] = {
    {"ham", 0, {"ham"}, 16, bf_ham_t, bf_three, NULL},
    {"hp", 0, {"hp"}, 12, bf_hp_t, bf_any_n, NULL},
    {"fhp", 0, {"fhp"}, 12, bf_fhp_t, bf_two, NULL},
    {"hc", 0, {"hc"}, 12, bf_hc_t, bf_three, NULL},
    {"conn", 0, {"conn"}, 16, bf_conn_t, bf_any_n, NULL},
    {"pm", 0, {"pm"}, 16, bf_pm_t, bf_even, NULL},
    {"cycle", 0, {"cycle"}, 16, bf_cycle_t, bf_any_n, NULL},
    {"arboricity", 'K', {"arboricity:2", "arboricity:3", "arboricity:4"}, 16, bf_arb_nw_t, bf_arb_fits, bf_arb_split_t},
    {"h", 'H', {"h:K3", "h:K4", "h:C4", "h:P4", "h:star:3"}, 16, bf_h_t, bf_h_fits, NULL},
    {"mindeg", 'K', {"mindeg:1", "mindeg:2", "mindeg:3"}, 16, bf_mindeg_t, bf_mindeg_fits, NULL},
};
#define BF_NPROPS ((int)(sizeof bf_props / sizeof bf_props[0]))

/* The entry named name (FORMAT.md's spelling before ':'), or NULL. */
static inline const bf_prop *bf_find(const char *name, size_t len)
{
    for (int i = 0; i < BF_NPROPS; i++)
        if (strlen(bf_props[i].name) == len && strncmp(bf_props[i].name, name, len) == 0)
            return &bf_props[i];
    return NULL;
}

/* subh: a directed Hamiltonian cycle (n >= 3): a path from 0 through every
 * vertex along arcs, ending at an in-neighbour of 0. out[v]: the heads of
 * v's arcs. */
static inline int bf_dham(const bf_set *out, int n)
{
    bf_set into0 = 0;
    for (int v = 0; v < n; v++)
        if (out[v] & 1)
            into0 |= 1u << v;
    return n >= 3 && bf_ham_from(out, 0, bf_all(n) & ~1u, into0);
}

#endif
