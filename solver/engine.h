/* engine.h: a game of the command line (game.h, spec.h) handed to the
 * engine (search.h) and back: its search family, its start position as an
 * engine position and turn, an engine position as a start (FORMAT.md 3.4),
 * the key kind its certificates use, and the solver for it. Shared by
 * `posproof solve` and the commands that read certificates (`show`, `key`,
 * `play`), so that they play the same game. Nothing here prints or exits.
 */
#ifndef POSPROOF_ENGINE_H
#define POSPROOF_ENGINE_H

#include "search.h"
#include "spec.h"

/* The search family (search.h) of game g: its state 1 (Maker's or
 * Avoider's or the common graph's or red) is side 0 of search.h, as the
 * family's role 0 is; in Subh side 0 is the creator, role 0, and the
 * states 1 and 2 stay the two orientations, whoever made them. */
const search_family *engine_family(const game *g);

/* The side (search.h) that moves first in g. */
int engine_first(const game *g);

/* The start position st (its pair q is pair q of board.h) on board b, and
 * *turn its turn (search.h) in game g. */
position engine_start(const game *g, const board *b, const spec_pos *st, int *turn);

/* The inverse: position pos with turn `turn` of game g as a start (an
 * offered pair is free, as FORMAT.md 3.2 has it). */
spec_pos engine_spec_pos(const game *g, const board *b, position pos, int turn);

/* Whether sp's certificates have keys layered-3state-v1 (FORMAT.md 2):
 * Maker-Breaker on K_n, n <= 10, bias 1:1, for a property marked v1_key
 * in its table entry (prop.h);
 * otherwise layered-v2 (oriented-v2 for Subh). */
int engine_v1_keys(const spec *sp);

/* The certificate key kind of sp's games: "layered-3state-v1",
 * "layered-v2", "oriented-v2" or "offer-v2". */
const char *engine_key_kind(const spec *sp);

/* The offer families (search.h solver_set_offer): g's --offer and
 * --leftover given to s, made by solver_init for g; nothing elsewhere. */
void engine_offer(solver *s, const game *g);

/* solver_init for game g of sp (its family, property, board and bias) with
 * a table of tt_bytes and `threads` threads. 0, or -1 with err. */
int engine_solver(solver *s, const spec *sp, const game *g, size_t tt_bytes, int threads, char *err, size_t errlen);

#endif
