/* fam_shared.c - the family shared (FORMAT.md 4.2), Csirmaz's game.
 *
 * On K_n the two players add one absent pair a turn to one common graph
 * (state 1; no position has a pair in state 2, 3.2 and 3.4), the first
 * moving first.  Whoever first makes the property P (the header
 * property) hold wins (rule normal) or loses (rule avoid).
 */
#include "core.h"

/* FORMAT.md 4.2: 1. P holds for the common graph: the player who made
 * the last move (the one not to move) wins under normal, loses under
 * avoid; 2. no pair is free: a draw. */
static int shared_outcome(ctx_t *c, const pos_t *x) {
    int last = 2 - x->p;        /* the role of the player who moved last */
    if (c->has(c->has_ctx, c->g, x->s1, c->work)) return c->g->h->rule == R_NORMAL ? last : 3 - last;
    return free_pairs(c->g, x) == 0 ? DRAW : 0;
}

const family_t fam_shared = {
    .name = "shared", .roles = { "first", "second" },
    .said = { "the first player", "the second player" },
    .fields = 1 << H_RULE | 1 << H_PROPERTY, .p_field = H_PROPERTY, .keys = 1 << K_V2,
    .rules = 1 << R_NORMAL | 1 << R_AVOID, .state = 1, .outcome = shared_outcome };
