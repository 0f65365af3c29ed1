/* mindeg:K: every vertex has degree at least K (FORMAT.md 4.1; K < n). */
#include "../prop.h"

#include <stdio.h>

static int mindeg_holds(const gprop *g, int n, const vset *adj)
{
    for (int v = 0; v < n; v++)
        if (__builtin_popcount(adj[v]) < g->k)
            return 0;
    return 1;
}

/* No graph on n <= K vertices has it. */
static int mindeg_fits(const gprop *g, int n, char *err, size_t errlen)
{
    if (g->k < n)
        return 0;
    snprintf(err, errlen, "mindeg:%d needs more than %d vertices (the board has %d)", g->k, g->k, n);
    return -1;
}

/* The degrees are the property: has_prop's degree test decides it, and
 * threats.c's threats look only at pairs of vertices below K. */
static int mindeg_init(property *p)
{
    p->min_edges = (p->g.k * p->n + 1) / 2;
    return p->g.k;
}

const prop_def prop_mindeg = {
    .name = "mindeg",
    .param = PROP_K,
    .kmin = 1,
    .kmax = GR_MAXN - 1,
    .help = "minimum degree at least K",
    .words = "a spanning graph of minimum degree at least %d",
    .holds = mindeg_holds,
    .fits = mindeg_fits,
    .init = mindeg_init,
};
