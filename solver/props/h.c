/* h:H: contains a copy of the graph H (FORMAT.md 4.1), not necessarily
 * induced; also the target of the Ramsey games (spec.c). */
#include "../prop.h"

#include <stdio.h>
#include <string.h>

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

static int h_holds(const gprop *g, int n, const vset *adj)
{
    int map[GR_MAXN];
    return adj_edges(n, adj) >= graph_edges(&g->h) && g->h.n <= n && copy_from(&g->h, 0, map, 0, adj, n);
}

/* A copy of H is a witness. */
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

/* The pairs {u,v} of cand such that adj plus {u,v} has a copy of H
 * through {u,v}: one with some edge a -> b of H on u -> v, and by symmetry
 * one directed edge of each orbit (p->aux, h_reps) needs trying, each a
 * search pinned at {u,v}. As completions (adj has no copy: they are asked
 * only of graphs without the property) every copy in adj plus {u,v} goes
 * through {u,v}; as alive pairs (cand = adj) these are the edges on some
 * copy of H, which are exactly the minimal graphs with the property (a
 * proper subgraph has fewer edges than H). One pinned search a pair
 * replaces a search for H anywhere in the graph a candidate, and the
 * enumeration of every copy (each |Aut(H)| times) for the alive pairs
 * (BENCHMARKS.md). */
static void h_completions(const property *p, const vset *adj, const vset *cand, vset *out)
{
    int n = p->n;
    memset(out, 0, sizeof out[0] * (size_t)n);
    for (int a = 0; a < p->g.h.n; a++)
        for (vset qb = p->aux[a]; qb; qb &= (vset)(qb - 1)) {
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

/* Every copy of H in the board meets an edge of whose. */
static int h_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    char words[GR_G6MAX + 40];
    (void)n;
    (void)adj;
    prop_words(g, words, sizeof words);   /* "a copy of K3" */
    snprintf(out, len, "no %s is left free of %s edges", words + 2, whose);
    return 1;
}

/* Extends the partial copy map[0..k-1] of h's vertices into board, calling
 * emit with each copy whole; 1 if emit stopped it. */
static int each_copy(const ugraph *h, int k, int *map, vset used, const vset *board, int n,
                     int (*emit)(void *arg, const vset *g), void *arg)
{
    if (k == h->n) {
        vset g[GR_MAXN] = {0};
        for (int x = 0; x < h->n; x++)
            for (vset q = h->adj[x]; q; q &= (vset)(q - 1))
                g[map[x]] |= (vset)(1u << map[__builtin_ctz(q)]);
        return emit(arg, g);
    }
    vset cand = (vset)((1u << n) - 1) & (vset)~used;
    for (int x = 0; x < k; x++)
        if (h->adj[k] >> x & 1)
            cand &= board[map[x]];
    for (; cand; cand &= (vset)(cand - 1)) {
        map[k] = __builtin_ctz(cand);
        if (each_copy(h, k + 1, map, (vset)(used | 1u << map[k]), board, n, emit, arg))
            return 1;
    }
    return 0;
}

/* The minimal graphs with h:H are the copies of H. */
static int h_minimal(const property *p, const vset *board, int (*emit)(void *arg, const vset *g), void *arg)
{
    int map[GR_MAXN];
    return each_copy(&p->g.h, 0, map, 0, board, p->n, emit, arg);
}

static int h_init(property *p)
{
    p->min_edges = graph_edges(&p->g.h);
    p->witness = h_witness;
    p->completions = h_completions;
    p->alive = h_alive;
    p->minimal = h_minimal;
    h_reps(&p->g.h, p->aux);
    return 0;
}

static int h_fits(const gprop *g, int n, char *err, size_t errlen)
{
    if (g->h.n <= n)
        return 0;
    snprintf(err, errlen, "H has %d vertices, more than the board's %d", g->h.n, n);
    return -1;
}

const prop_def prop_h = {
    .name = "h",
    .param = PROP_GRAPH,
    .help = "contains a copy of the GRAPH H",
    .words = "a copy of %s",
    .dense = 1,
    .holds = h_holds,
    .lacks = h_lacks,
    .fits = h_fits,
    .init = h_init,
};
