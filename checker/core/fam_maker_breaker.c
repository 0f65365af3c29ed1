/* fam_maker_breaker.c - the family maker-breaker (FORMAT.md 4.2).
 *
 * Maker and Breaker claim free pairs (a move gives a pair to its mover:
 * state 1 Maker's, 2 Breaker's), A and B a turn (header bias A:B), either
 * moving first, on K_n or a graph6 board; the header game is the
 * property P (4.1).  The rules of 4.2, tested in order:
 *   1. P holds for Maker's graph: Maker wins (w1, role 1);
 *   2. P does not hold for the available graph (Maker's pairs and the
 *      free ones): Breaker wins;
 * available_outcome (rules.c) decides them, as for avoider-enforcer and
 * ramsey weak-achieve.  The family is calm (7.2, statement 3).  Its
 * certificates may have key layered-3state-v1 (section 5), on the terms
 * header.c checks.
 */
#include "core.h"

const family_t fam_maker_breaker = {
    .name = "maker-breaker", .roles = { "maker", "breaker" }, .said = { "Maker", "Breaker" },
    .p_field = H_GAME, .keys = 1 << K_V1 | 1 << K_V2, .graph6 = 1, .bias = 1, .either = 1,
    .w1 = 1, .calm = 1, .outcome = available_outcome };
