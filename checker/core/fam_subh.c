/* fam_subh.c - the family subh (FORMAT.md 4.2).
 *
 * On K_n (n >= 3) the creator and the blocker orient one unoriented pair
 * a turn, in either direction (state 1: from the smaller vertex to the
 * larger, 2: back), either moving first; keys are oriented-v2 (5.7).  The
 * creator wins once the oriented digraph has a directed Hamiltonian
 * cycle, the blocker once the available digraph (every unoriented pair
 * both ways) has none.
 */
#include "core.h"

/* FORMAT.md 4.2: 1. the oriented digraph has a directed Hamiltonian
 * cycle: creator wins; 2. the available digraph has none: blocker wins. */
static int subh_outcome(ctx_t *c, const pos_t *x) {
    const board_t *b = c->g->b;
    uint16_t made[NMAX] = { 0 }, avail[NMAX] = { 0 };
    for (int p = 0; p < b->m; p++) {
        uint16_t to_hi = (uint16_t)(1u << b->hi[p]);
        uint16_t to_lo = (uint16_t)(1u << b->lo[p]);
        if (x->s1 >> p & 1) made[b->lo[p]] |= to_hi;
        if (x->s2 >> p & 1) made[b->hi[p]] |= to_lo;
        if (!((x->s1 | x->s2) >> p & 1)) {
            avail[b->lo[p]] |= to_hi;
            avail[b->hi[p]] |= to_lo;
        }
    }
    for (int v = 0; v < b->n; v++) avail[v] |= made[v];
    if (dham(made, b->n, c->work)) return 1;
    if (!dham(avail, b->n, c->work)) return 2;
    return 0;
}

const family_t fam_subh = {
    .name = "subh", .roles = { "creator", "blocker" }, .said = { "Creator", "Blocker" },
    .keys = 1 << K_OR, .either = 1, .state = 3, .p_kind = P_DHAM, .outcome = subh_outcome };
