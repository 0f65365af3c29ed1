/* fam_subh.c: Subh, the orientation game (seed 003; FORMAT.md 4.2). State 1
 * orients an edge from its smaller to its larger vertex, state 2 the other
 * way. The creator wins iff the final tournament has a directed Hamiltonian
 * cycle. */
#include "game.h"
#include "prop.h"

#include <string.h>

static void arcs(const game *g, uint64_t mask, int state, vset *adj)
{
    for (; mask; mask &= mask - 1) {
        int e = __builtin_ctzll(mask), u = g->eu[e], v = g->ev[e];
        if (state == 1)
            adj[u] |= (vset)1 << v;
        else
            adj[v] |= (vset)1 << u;
    }
}

static int subh_outcome(const game *g, const gpos *p)
{
    int creator = g->first_role == 0 ? 0 : 1;
    vset adj[GR_MAXN];
    memset(adj, 0, sizeof adj);
    arcs(g, p->s1, 1, adj);
    arcs(g, p->s2, 2, adj);
    if (prop_dham(g->n, adj))
        return creator;
    uint64_t free = g->all & ~(p->s1 | p->s2);
    arcs(g, free, 1, adj);
    arcs(g, free, 2, adj);
    if (!prop_dham(g->n, adj))
        return 1 - creator;
    return OUT_NONE;
}

const family_ops fam_subh = {"subh", {"creator", "blocker"}, subh_outcome, NULL};
