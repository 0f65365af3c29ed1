/* fam_ramsey.c - the family ramsey (FORMAT.md 4.2).
 *
 * On K_n the first player colours free pairs red (state 1), the second
 * blue (state 2), the first moving first, one pair a turn (under
 * avoid-plus one or more, then stop: rules.c, 3.3).  The header rule says
 * what a monochromatic copy of the header's H does: it is forbidden
 * (avoid, avoid-plus: a player with no legal move loses), loses
 * (misere), or wins (achieve; weak-achieve, where the second player wins
 * by making a red H impossible).
 */
#include "core.h"

/* FORMAT.md 2: H in graph6 with at least one edge; P, the property asked
 * of each colour, is to contain H (p_kind P_H; 4.1, h:G6). */
static int ramsey_header(header_t *h) {
    return g6_parse(h->f[H_H], &h->prop.hn, &h->prop.h) != 0 || h->prop.h == 0 ? H_H : -1;
}

/* FORMAT.md 3.3: every free pair; under avoid and avoid-plus those after
 * which the mover's colour holds no copy of H. */
static set_t ramsey_legal(ctx_t *c, const pos_t *x) {
    const game_t *g = c->g;
    set_t free = free_pairs(g, x);
    set_t mine = x->p == 1 ? x->s2 : x->s1, ok = 0;
    if (g->h->rule != R_AVOID && g->h->rule != R_PLUS) return free;
    if (!c->has(c->has_ctx, g, mine | free, c->work)) return free;     /* no H within reach */
    for (set_t e = free; e != 0; e &= e - 1) {
        set_t one = e & -e;
        if (!c->has(c->has_ctx, g, mine | one, c->work)) ok |= one;
    }
    return ok;
}

/* FORMAT.md 4.2 (ramsey), by the rule:
 * - avoid, avoid-plus: the player to move has d = 0 and no legal
 *   colouring: that player loses;
 * - misere: 1. a red H: second wins; 2. a blue H: first wins; 3. no pair
 *   is free: a draw; achieve: the same with first and second swapped;
 * - weak-achieve: 1. a red H: first wins; 2. the available graph (red and
 *   free pairs) has no H: second wins (available_outcome, w1 = 1). */
static int ramsey_outcome(ctx_t *c, const pos_t *x) {
    int rule = c->g->h->rule;
    int red = rule == R_MISERE ? 2 : 1;     /* the role a red H makes win */
    if (rule == R_WEAK) return available_outcome(c, x);
    if (rule == R_AVOID || rule == R_PLUS)  /* the mover, with no legal colouring, loses */
        return x->d == 0 && legal_pairs(c, x) == 0 ? 2 - x->p : 0;
    if (c->has(c->has_ctx, c->g, x->s1, c->work)) return red;
    if (c->has(c->has_ctx, c->g, x->s2, c->work)) return 3 - red;
    return free_pairs(c->g, x) == 0 ? DRAW : 0;
}

/* FORMAT.md 2: every rule but normal; 7.2, statement 3: weak-achieve is
 * calm. */
const family_t fam_ramsey = {
    .name = "ramsey", .roles = { "first", "second" },
    .said = { "the first player", "the second player" },
    .fields = 1 << H_RULE | 1 << H_H, .p_kind = P_H, .header = ramsey_header, .keys = 1 << K_V2,
    .rules = 1 << R_AVOID | 1 << R_MISERE | 1 << R_PLUS | 1 << R_ACHIEVE | 1 << R_WEAK,
    .legal = ramsey_legal, .outcome = ramsey_outcome, .w1 = 1, .calm = 1 << (R_WEAK + 1) };
