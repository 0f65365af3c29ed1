/* cycle: contains a cycle (FORMAT.md 4.1). */
#include "../prop.h"

#include <stdio.h>
#include <string.h>

/* More edges than a forest on its components has. */
static int cycle_holds(const gprop *g, int n, const vset *adj)
{
    (void)g;
    return adj_edges(n, adj) > n - prop_components(n, adj, NULL);
}

/* Adding {u,v} closes a cycle exactly when u and v are connected. */
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

/* The minimal graphs with a cycle are the cycles, so the alive pairs are
 * the edges on a cycle: those whose ends stay connected without them. */
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

/* A witness is one cycle, found as the first pair on one. */
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
        prop_add_edge(w, x, prev[x]);
    prop_add_edge(w, u, v);
    return 1;
}

/* A graph without a cycle is a forest. */
static int cycle_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    (void)g;
    (void)n;
    (void)adj;
    snprintf(out, len, "the edges not %s form a forest", whose);
    return 1;
}

static int cycle_init(property *p)
{
    p->min_edges = 3;
    p->witness = cycle_witness;
    p->completions = cycle_completions;
    p->alive = cycle_alive;
    return 0;
}

const prop_def prop_cycle = {
    .name = "cycle",
    .help = "contains a cycle",
    .words = "a cycle",
    .dense = 1,
    .holds = cycle_holds,
    .lacks = cycle_lacks,
    .init = cycle_init,
};
