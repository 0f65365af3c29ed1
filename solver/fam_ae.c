/* fam_ae.c: the Avoider-Enforcer family, the misere Maker-Breaker game
 * (FORMAT.md 4.2). Avoider's edges are in state 1, Enforcer's in state 2. */
#include "game.h"
#include "prop.h"

static int ae_outcome(const game *g, const gpos *p)
{
    vset adj[GR_MAXN];
    int avoider = g->first_role == 0 ? 0 : 1;
    game_adjacency(g, p->s1, adj);
    if (prop_holds(&g->prop, g->n, adj))
        return 1 - avoider;
    game_adjacency(g, g->all & ~p->s2, adj);
    if (!prop_holds(&g->prop, g->n, adj))
        return avoider;
    return OUT_NONE;
}

const family_ops fam_ae = {"avoider-enforcer", {"avoider", "enforcer"}, ae_outcome, NULL};
