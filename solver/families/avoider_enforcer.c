/* The Avoider-Enforcer game (FORMAT.md 4.2 avoider-enforcer): Avoider
 * claims A pairs a turn, Enforcer B, until no pair is free; Avoider loses
 * by claiming a graph with the property P. The family in one file: for the
 * engine its rules, with their proofs (search.h search_avoider_enforcer;
 * the end test is Maker-Breaker's with the winners swapped, threats.c); for
 * the commands its names, flags and words (family.h family_avoider_enforcer). */
#include "../family.h"
#include "../search_int.h"
#include "../spec.h"

#include <stdio.h>
/* The rules of Avoider-Enforcer (FORMAT.md 4.2, the misere game), before
 * the canonical form. Side 0, Avoider, claims state 1 and loses when its
 * graph A gets the property P; side 1, Enforcer, claims state 2 and loses
 * when the available graph V (A and the free pairs) loses P. The rules of
 * Maker-Breaker are not sound here: no move ever wins at once (Avoider's
 * move leaves V as it was, so it can end the game only by giving A the
 * property; Enforcer's leaves A as it was, so it can end it only by taking P
 * from V), a pair worth nothing is no pass but a tempo move, and parity
 * matters. The rules kept, each with its argument:
 *
 * (AE1) Suicides. A free pair is a suicide for the mover when claiming it
 *   ends the game: P(A + e) for Avoider (Maker-Breaker's threats), not
 *   P(V - e) for Enforcer. It loses at once, so the mover never tries one
 *   while it has another move: the node's value is the best over the other
 *   moves. Avoider's are all found here (threats()); Enforcer's here where
 *   a vertex has exactly its minimum degree in V (breaker_kills()), the
 *   others in search_child() (search.c) by the test of fragile pairs, where
 *   they lose.
 * (AE2) Too few safe moves. The mover must make `left` more moves in its
 *   turn (a turn is cut short only by the end of the game), none of which
 *   can end it well for the mover (above), and its safe moves only dwindle
 *   as it plays: after Avoider claims a safe e, every former threat f is
 *   still one (P is monotone: A + e + f contains A + f) and e is no longer
 *   free; after Enforcer claims a safe e, every former suicide f is still
 *   one (V - e - f lies within V - f). So with fewer than `left` safe pairs
 *   the mover must make a suicide within its turn -- or fill the board,
 *   which never happens by a safe move (then A = V, and a safe move leaves
 *   A without P and V with it). It loses. With `left` = 1 this is AE1 with
 *   no other move. Counting Enforcer's safe pairs with only some of its
 *   suicides removed overcounts them: the rule stays sound.
 * (AE3, measured and not kept) Dead pairs, where the property finds them
 *   (prop.h, alive: pairs of V in no minimal graph with P inside V), stay
 *   dead as V shrinks (a minimal graph with P inside a smaller V is one
 *   inside V), so they decide no end test, now or later: P(A) iff P(A
 *   without them) (a minimal witness in A lies in V, so avoids them), and
 *   likewise for V. Hence (a) Avoider's dead pairs may be given to
 *   Enforcer, and (b) the free dead pairs are interchangeable moves that
 *   end nothing, of which the mover need try only one. They must stay free:
 *   unlike Maker-Breaker's passes they count, since they decide who must
 *   make a suicide at last (never trying them, as Maker-Breaker never
 *   tries its passes, fails 16 of the checks of tests/67-ae-fast.t). Both sound, neither paid: (b) changed the
 *   positions of fhp K7, h:K3 K8 and fhp K8 by under 3% either way, and
 *   (a) made fhp K8 Avoider first take over 118 s instead of 25 s (the
 *   order of moves reads Avoider's degrees, which (a) changes). So
 *   without_dead() leaves Avoider-Enforcer positions alone.
 * Returns 1 (Avoider wins) or 0 (Enforcer wins) where decided, with *move
 * -1, else -1 with *only narrowed to the moves worth trying. */
static int ae_rules(worker *w, position pos, int tomove, pairset free, pairset *only, pairset *only2, int *move)
{
    (void)only2;
    const solver *s = w->s;
    int left = solver_left_in_turn(s, tomove);
    pairset bad;
    if (SIDE(tomove) == SIDE_MAKER)
        threats(w, pos.maker, free, BOARD_MAXM, &bad);
    else
        bad = breaker_kills(s, s->b.all & ~pos.breaker, free);
    pairset safe = free & ~bad;
    if (board_popcount(safe) < left) {   /* AE2 */
        *move = -1;
        return SIDE(tomove) == SIDE_MAKER ? 0 : 1;
    }
    *only = safe;   /* AE1 */
    return -1;
}

const search_family search_avoider_enforcer = {
    .title = "Avoider-Enforcer",
    .claim = 1,
    .swapped = 1,
    .end = mb_end,
    .rules = ae_rules,
};

/* Monotone Avoider-Enforcer (FORMAT.md 3.3): a turn is at least the
 * mover's bias of claims, as many more as it likes, then stop, which is
 * legal once the bias is claimed. ae_rules hold as they are: `left`
 * (solver_left_in_turn) is the claims the mover still owes, 0 once stop is
 * legal; AE1 holds with stop as one more move that is no suicide (a
 * suicide loses at once, no other move sooner); AE2's argument does not
 * use the end of the turn, only that the mover must make `left` more
 * claims and its safe pairs only dwindle, so with fewer safe pairs than it
 * owes it loses; with nothing owed it decides nothing (stop is a move,
 * search_int.h node_moves). The end test is the strict game's. */
const search_family search_avoider_enforcer_monotone = {
    .title = "monotone Avoider-Enforcer",
    .claim = 1,
    .swapped = 1,
    .stop = 1,
    .end = mb_end,
    .rules = ae_rules,
};

/* The search family of each rule: strict (RULE_NONE) or monotone. */
static const search_family *ae_engine(int rule)
{
    return rule == RULE_MONOTONE ? &search_avoider_enforcer_monotone : &search_avoider_enforcer;
}

/* "the Avoider-Enforcer game ham on K6", "the monotone Avoider-Enforcer
 * game ...": the family's title says which. */
static void ae_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out, size_t len)
{
    (void)sp;
    snprintf(out, len, "the %s game %s on %s", g->fam->title, pname, board);
}

static void ae_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    const char *turns = g->rule == RULE_MONOTONE ? ", each player claiming at least its bias a turn and then "
                                                   "stopping when it likes"
                                                 : "";
    (void)board;
    if (side == 0)
        snprintf(out, len, "Avoider never has to claim %s%s", pw, turns);
    else
        snprintf(out, len, "Enforcer forces Avoider to claim %s%s", pw, turns);
}

const family_def family_avoider_enforcer = {
    .name = "avoider-enforcer",
    .title = "Avoider-Enforcer",
    .role = {"avoider", "enforcer"},
    .player = {"Avoider", "Enforcer"},
    .chosen = FAMILY_BY_RULE,
    .first = FIRST_ROLE,
    .start = {"avoider", "enforcer"},
    .start_state = {1, 2},
    .biased = 1,
    .boards = 1,
    .tempo = 1,
    .min_n = 2,
    .taken = "taken",
    .move_hint = "a pair like 0-1",
    .engine = ae_engine,
    .game_words = ae_game_words,
    .rule_words = ae_rule_words,
};

/* Monotone Avoider-Enforcer: --rule monotone-avoider-enforcer, header
 * rule monotone. */
static int monotone_resolve(spec *sp, char *err, size_t errlen)
{
    (void)err;
    (void)errlen;
    sp->rulev = RULE_MONOTONE;
    snprintf(sp->rule_name, sizeof sp->rule_name, "monotone");
    return 0;
}

const family_def family_monotone_avoider_enforcer = {
    .name = "avoider-enforcer",
    .word = "monotone-avoider-enforcer",
    .header_rule = "monotone",
    .title = "monotone Avoider-Enforcer",
    .role = {"avoider", "enforcer"},
    .player = {"Avoider", "Enforcer"},
    .chosen = FAMILY_BY_RULE,
    .first = FIRST_ROLE,
    .start = {"avoider", "enforcer"},
    .start_state = {1, 2},
    .biased = 1,
    .boards = 1,
    .tempo = 1,
    .min_n = 2,
    .taken = "taken",
    .move_hint = "a pair like 0-1",
    .resolve = monotone_resolve,
    .engine = ae_engine,
    .game_words = ae_game_words,
    .rule_words = ae_rule_words,
};
