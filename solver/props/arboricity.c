/* arboricity:K: arboricity at least K (FORMAT.md 4.1). */
#include "../limits.h"
#include "../prop.h"

/* Some set S of at least two vertices spans more than (K-1)(|S|-1) edges
 * (Nash-Williams). */
static int arb_holds(const gprop *g, int n, const vset *adj)
{
    int k = g->k;
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

const prop_def prop_arboricity = {
    .name = "arboricity",
    .param = PROP_K,
    .kmin = 2,
    .kmax = ARB_MAXK,   /* K_16 has arboricity 8 (limits.h) */
    .help = "arboricity at least K",
    .words = "a graph of arboricity at least %d",
    .dense = 1,
    .holds = arb_holds,
};
