/* fam_shared.c: the shared-graph game (seed 004; FORMAT.md 4.2): both
 * players add edges (state 1) to one common graph; whoever first gives it
 * the property wins (rule normal) or loses (rule avoid). */
#include "game.h"
#include "prop.h"

static int shared_outcome(const game *g, const gpos *p)
{
    vset adj[GR_MAXN];
    game_adjacency(g, p->s1, adj);
    if (prop_holds(&g->prop, g->n, adj)) {
        int last = 1 - p->mover;
        return g->rule == RULE_NORMAL ? last : 1 - last;
    }
    return (g->all & ~p->s1) ? OUT_NONE : OUT_DRAW;
}

const family_ops fam_shared = {"shared", {"first", "second"}, shared_outcome, NULL};
