/* fam_avoider_enforcer.c - the family avoider-enforcer (FORMAT.md 4.2),
 * the misere game of maker-breaker.
 *
 * Avoider and Enforcer claim free pairs (a move gives a pair to its
 * mover: state 1 Avoider's, 2 Enforcer's), A and B a turn (header bias
 * A:B), either moving first, on K_n or a graph6 board; the header game is
 * the property P (4.1).  Under the rule monotone (version 5 files, whose
 * header rule it is; 3.3, 8) a turn is at least A (B) claims, then stop
 * (rules.c: the turns of a rule with stop).  The rules of 4.2, under
 * either rule, tested in order:
 *   1. P holds for Avoider's graph: Enforcer wins (w1, role 2);
 *   2. P does not hold for the available graph (Avoider's pairs and the
 *      free ones): Avoider wins;
 * available_outcome (rules.c) decides them, as for maker-breaker.
 */
#include "core.h"

const family_t fam_avoider_enforcer = {
    .name = "avoider-enforcer", .roles = { "avoider", "enforcer" },
    .said = { "Avoider", "Enforcer" }, .p_field = H_GAME, .keys = 1 << K_V2,
    .rules5 = 1 << R_MONO, .graph6 = 1, .bias = 1, .either = 1, .w1 = 2,
    .outcome = available_outcome };
