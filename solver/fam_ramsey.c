/* fam_ramsey.c: graph Ramsey games on K_n with target graph H (seed 001,
 * Definitions 3.1 to 3.6; FORMAT.md 4.2). The first player colours red
 * (state 1), the second blue (state 2). */
#include "game.h"
#include "prop.h"

static int has_h(const game *g, uint64_t mask)
{
    vset adj[GR_MAXN];
    if (__builtin_popcountll(mask) < graph_edges(&g->prop.h))
        return 0;
    game_adjacency(g, mask, adj);
    return prop_contains(&g->prop.h, g->n, adj);
}

static int ramsey_legal(const game *g, const gpos *p, uint8_t mv)
{
    if (g->rule != RULE_AVOID && g->rule != RULE_AVOID_PLUS)
        return 1;
    uint64_t own = (p->mover == 0 ? p->s1 : p->s2) | (uint64_t)1 << MOVE_EDGE(mv);
    return !has_h(g, own);
}

static int ramsey_outcome(const game *g, const gpos *p)
{
    uint64_t free = g->all & ~(p->s1 | p->s2);
    switch (g->rule) {
    case RULE_AVOID:
    case RULE_AVOID_PLUS:
        if (p->done)
            return OUT_NONE;
        for (uint64_t f = free; f; f &= f - 1)
            if (ramsey_legal(g, p, MOVE(__builtin_ctzll(f), p->mover + 1)))
                return OUT_NONE;
        return 1 - p->mover;
    case RULE_MISERE:
    case RULE_ACHIEVE: {
        int lose = g->rule == RULE_MISERE;
        if (has_h(g, p->s1))
            return lose ? 1 : 0;
        if (has_h(g, p->s2))
            return lose ? 0 : 1;
        return free ? OUT_NONE : OUT_DRAW;
    }
    default: /* RULE_WEAK */
        if (has_h(g, p->s1))
            return 0;
        if (!has_h(g, p->s1 | free))
            return 1;
        return OUT_NONE;
    }
}

const family_ops fam_ramsey = {"ramsey", {"first", "second"}, ramsey_outcome, ramsey_legal};
