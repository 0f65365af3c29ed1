/* conn: connected, contains a spanning tree (FORMAT.md 4.1). */
#include "../prop.h"

#include <string.h>

static int conn_holds(const gprop *g, int n, const vset *adj)
{
    vset full = (vset)((1u << n) - 1), reach = 1, frontier = 1;
    (void)g;
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
            prop_add_edge(w, u, v);
            queue[tail++] = u;
        }
    }
    return reach == full;
}

/* Not connected: a part cut off. */
static int conn_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    (void)g;
    return prop_cut_words(n, adj, PROP_CUT_PART, whose, out, len);
}

static int conn_init(property *p)
{
    p->min_edges = p->n - 1;
    p->witness = conn_witness;
    return p->n > 1;
}

const prop_def prop_conn = {
    .name = "conn",
    .help = "connected",
    .words = "a connected spanning graph",
    .v1_key = 1,
    .holds = conn_holds,
    .lacks = conn_lacks,
    .init = conn_init,
};
