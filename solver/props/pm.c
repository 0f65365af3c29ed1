/* pm: contains a perfect matching (FORMAT.md 4.1; n even). */
#include "../prop.h"

#include <string.h>

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
                prop_add_edge(w, u, v);
            return 1;
        }
    }
    return 0;
}

static int pm_holds(const gprop *g, int n, const vset *adj)
{
    (void)g;
    return !(n & 1) && match_into(adj, (vset)((1u << n) - 1), NULL);
}

static int pm_witness(const property *p, const vset *adj, vset *w)
{
    int n = p->n;
    memset(w, 0, sizeof w[0] * (size_t)n);
    return !(n & 1) && match_into(adj, (vset)((1u << n) - 1), w);
}

/* A part of an odd number of vertices cut off cannot be matched within
 * itself (Tutte). */
static int pm_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    (void)g;
    return prop_cut_words(n, adj, PROP_CUT_ODD, whose, out, len);
}

static int pm_init(property *p)
{
    p->min_edges = p->n / 2;
    p->witness = pm_witness;
    return 1;
}

const prop_def prop_pm = {
    .name = "pm",
    .help = "perfect matching",
    .words = "a perfect matching",
    .even_n = 1,
    .v1_key = 1,
    .holds = pm_holds,
    .lacks = pm_lacks,
    .init = pm_init,
};
