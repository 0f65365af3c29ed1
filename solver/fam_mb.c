/* fam_mb.c: the Maker-Breaker family on any board (FORMAT.md 4.2).
 * Maker's edges are in state 1, Breaker's in state 2. */
#include "game.h"
#include "prop.h"

static int mb_outcome(const game *g, const gpos *p)
{
    vset adj[GR_MAXN];
    int maker = g->first_role == 0 ? 0 : 1;
    game_adjacency(g, p->s1, adj);
    if (prop_holds(&g->prop, g->n, adj))
        return maker;
    game_adjacency(g, g->all & ~p->s2, adj);
    if (!prop_holds(&g->prop, g->n, adj))
        return 1 - maker;
    return OUT_NONE;
}

const family_ops fam_mb = {"maker-breaker", {"maker", "breaker"}, mb_outcome, NULL};
