/* graph.c - the board, graph6, and the graph properties of FORMAT.md 4.1,
 * one function each, written from their definitions.  n <= 16, so vertex
 * sets are bit sets in an unsigned. */
#include "checker.h"

void board_init(board_t *b, int n, set_t board)
{
    assert(n >= 2 && n <= NMAX);
    b->n = n;
    b->m = n * (n - 1) / 2;
    b->L = (b->m + 3) / 4;
    b->all = b->off = 0;
    for (int j = 0; j < n; j++) {
        b->idx[j][j] = -1;
        for (int i = 0; i < j; i++) {
            int p = j * (j - 1) / 2 + i;
            b->lo[p] = i;
            b->hi[p] = j;
            b->idx[i][j] = b->idx[j][i] = p;
            *(board >> p & 1 ? &b->all : &b->off) |= BIT(p);
        }
    }
}

void adj_add(uint16_t *out, uint16_t *in, const board_t *b, set_t e)
{
    int p;
    EACH(p, e) {
        out[b->lo[p]] |= (uint16_t)(1u << b->hi[p]);
        in[b->hi[p]] |= (uint16_t)(1u << b->lo[p]);
    }
}

/* One byte n + 63, then the pairs in pair order six a byte, most
 * significant first, each byte plus 63, padding bits zero. */
int g6_parse(const char *s, int *n, set_t *edges)
{
    int v = s[0] - 63, m = v * (v - 1) / 2, len = (m + 5) / 6;
    if (v < 1 || v > NMAX || strlen(s) != (size_t)len + 1)
        return -1;
    *n = v;
    *edges = 0;
    for (int i = 0; i < 6 * len; i++) {
        int c = s[1 + i / 6] - 63;
        if (c < 0 || c > 63)
            return -1;
        if (c >> (5 - i % 6) & 1) {
            if (i >= m)
                return -1;                      /* nonzero padding */
            *edges |= BIT(i);
        }
    }
    return 0;
}

int prop_parse(const char *s, prop_t *p)
{
    static const char *const names[] = { "ham", "hp", "fhp", "conn", "pm",
                                         "hc", "cycle" };
    long long k;
    memset(p, 0, sizeof *p);
    for (p->kind = 0; p->kind < 7; p->kind++)
        if (strcmp(s, names[p->kind]) == 0)
            return 0;
    p->kind = strncmp(s, "h:", 2) == 0 ? P_H : P_ARB;
    if (p->kind == P_H)
        return g6_parse(s + 2, &p->hn, &p->h) || !p->h ? -1 : 0;
    if (strncmp(s, "arboricity:", 11) || decimal(s + 11, &k) || k < 2)
        return -1;
    p->k = k > 99 ? 99 : (int)k;    /* P fails for K > 9 when n <= 16 */
    return 0;
}

int prop_fits(const prop_t *p, int n)
{
    if (p->kind == P_HAM || p->kind == P_HC || p->kind == P_DHAM)
        return n >= 3;
    return p->kind == P_PM ? n % 2 == 0 : p->kind != P_H || p->hn <= n;
}

/* Can the path that has visited the vertex set 'vis' and stands at v be
 * extended to a path through all vertices ('full') ending in a vertex of
 * 'ends'?  Vertices in 'last' may only be entered as the last vertex.
 * dead[vis] bit v records states already known to fail; that fact does not
 * depend on where the path started.  adj[v]: the successors of v. */
static int path_extend(const uint16_t *adj, unsigned full, unsigned ends,
                       unsigned last, unsigned vis, int v, uint16_t *dead)
{
    if (vis == full)
        return (int)(ends >> v & 1);
    if (dead[vis] >> v & 1)
        return 0;
    unsigned rest = full & ~vis, next = adj[v] & rest;
    if (rest & (rest - 1))          /* not the last step: keep 'last' out */
        next &= ~last;
    for (; next; next &= next - 1)
        if (path_extend(adj, full, ends, last, vis | (next & -next),
                        __builtin_ctz(next), dead))
            return 1;
    dead[vis] |= (uint16_t)(1u << v);
    return 0;
}

/* A Hamiltonian path from a vertex of 'from' to one of 'ends'. */
static int ham_path(const uint16_t *adj, int n, unsigned from, unsigned ends,
                    unsigned last)
{
    uint16_t dead[1 << NMAX];
    memset(dead, 0, sizeof dead[0] << n);
    for (; from; from &= from - 1)
        if (path_extend(adj, (1u << n) - 1, ends, last, from & -from,
                        __builtin_ctz(from), dead))
            return 1;
    return 0;
}

/* Can the vertices outside 'matched' be perfectly matched?  The lowest
 * unmatched vertex is matched to each unmatched neighbour in turn. */
static int match_rest(const uint16_t *adj, int n, unsigned matched)
{
    if (matched == (1u << n) - 1)
        return 1;
    int u = __builtin_ctz(~matched);
    for (unsigned w = adj[u] & ~matched; w; w &= w - 1)
        if (match_rest(adj, n, matched | 1u << u | (w & -w)))
            return 1;
    return 0;
}

/* An injective map of H's vertices k, k+1, ... into the unused vertices,
 * each adjacent to the images of its earlier H-neighbours. */
static int embed(const uint16_t *g, const uint16_t *hadj, int hn, int n,
                 int k, int *f, unsigned used)
{
    if (k == hn)
        return 1;
    unsigned cand = ((1u << n) - 1) & ~used;
    for (int j = 0; j < k; j++)
        if (hadj[k] >> j & 1)
            cand &= g[f[j]];
    for (; cand; cand &= cand - 1) {
        f[k] = __builtin_ctz(cand);
        if (embed(g, hadj, hn, n, k + 1, f, used | (cand & -cand)))
            return 1;
    }
    return 0;
}

int prop_has(const prop_t *p, const board_t *b, set_t e)
{
    uint16_t adj[NMAX] = { 0 }, hadj[NMAX] = { 0 };
    int n = b->n, mindeg = n, f[NMAX];
    unsigned full = (1u << n) - 1, seen = 1, before = 0, low = 0;
    adj_add(adj, adj, b, e);
    for (int v = 0; v < n; v++) {    /* low: the vertices of degree < 2 */
        int deg = __builtin_popcount(adj[v]);
        low |= (unsigned)(deg < 2) << v;
        mindeg = deg < mindeg ? deg : mindeg;
    }
    switch (p->kind) {
    case P_HAM:     /* a Hamiltonian path from 0 to a neighbour of 0 */
        return mindeg >= 2 && ham_path(adj, n, 1, adj[0], 0);
    case P_HP:
        return mindeg > 0 && __builtin_popcount(low) <= 2 &&
               ham_path(adj, n, full, full, 0);
    case P_FHP:
        return mindeg >= 1 && !(low >> 2) && ham_path(adj, n, 1, 2, 2);
    case P_HC:      /* a Hamiltonian u-v path for every u < v */
        for (int v = 1; v < n && mindeg >= 2; v++)
            for (int u = 0; u < v; u++)
                if (!ham_path(adj, n, 1u << u, 1u << v, 1u << v))
                    return 0;
        return mindeg >= 2;
    case P_CONN:    /* grow the set reachable from vertex 0 */
        while (seen != before) {
            before = seen;
            for (int v = 0; v < n; v++)
                if (before >> v & 1)
                    seen |= adj[v];
        }
        return seen == full;
    case P_PM:
        return n % 2 == 0 && match_rest(adj, n, 0);
    case P_CYCLE:   /* not a forest: peel off vertices of degree <= 1 */
        while (before != full) {
            before = full;
            for (int u = 0; u < n; u++)
                if (__builtin_popcount(adj[u] & full) < 2)
                    full &= ~(1u << u);
        }
        return full != 0;
    case P_ARB:     /* Nash-Williams: some S spans > (K-1)(|S|-1) edges */
        for (unsigned s = 3; s <= full; s++) {
            int size = __builtin_popcount(s), edges = 0;
            for (unsigned t = s; t; t &= t - 1)
                edges += __builtin_popcount(adj[__builtin_ctz(t)] & s);
            if (size >= 2 && edges / 2 > (p->k - 1) * (size - 1))
                return 1;
        }
        return 0;
    case P_H:
        adj_add(hadj, hadj, b, p->h);
        return popc(e) >= popc(p->h) && embed(adj, hadj, p->hn, n, 0, f, 0);
    }
    return 0;
}

int dham(const uint16_t out[NMAX], int n)
{
    unsigned into0 = 0, in = 0, from = 0;
    assert(n >= 1 && n <= NMAX);
    for (int v = 0; v < n; v++) {
        into0 |= (out[v] & 1u) << v;
        in |= out[v];
        from |= (unsigned)(out[v] != 0) << v;
    }
    return in == (1u << n) - 1 && from == in && ham_path(out, n, 1, into0, 0);
}
