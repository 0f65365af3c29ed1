/* rules_ramsey.c: the rules and end tests of the shared-graph game and of
 * the Ramsey games (FORMAT.md 4.2 `shared`, `ramsey`): one pair a turn,
 * games that may end in a draw (search.h), built on Maker-Breaker's threats
 * (rules_mb.c).
 */
#include "search_int.h"

/* solver_end of the shared-graph game. */
int shared_end(const solver *s, position pos, int turn)
{
    pairset free = s->b.all & ~(pos.maker | pos.breaker);
    int draw = s->draw == SIDE_MAKER ? END_MAKER : END_BREAKER;
    int last = !SIDE(turn), winner = s->family == FAMILY_SHARED ? last : !last;
    if (has_prop(s, pos.maker))
        return winner == SIDE_MAKER ? END_MAKER : END_BREAKER;
    return free ? END_NONE : draw;
}

/* solver_end of the Ramsey games. */
int ramsey_end(worker *w, position pos, int turn)
{
    const solver *s = w->s;
    pairset free = s->b.all & ~(pos.maker | pos.breaker);
    int draw = s->draw == SIDE_MAKER ? END_MAKER : END_BREAKER;
    if (avoids(s)) {
        if (turn >> 1)   /* avoid-plus after a colouring: stop is legal */
            return END_NONE;
        pairset own = SIDE(turn) == SIDE_MAKER ? pos.maker : pos.breaker, done;
        threats(w, own, free, BOARD_MAXM, &done);
        return free & ~done ? END_NONE : SIDE(turn) == SIDE_MAKER ? END_BREAKER : END_MAKER;
    }
    int lose = s->family == FAMILY_RAMSEY_MISERE;
    if (has_prop(s, pos.maker))
        return lose ? END_BREAKER : END_MAKER;
    if (has_prop(s, pos.breaker))
        return lose ? END_MAKER : END_BREAKER;
    return free ? END_NONE : draw;
}

/* The rules of the shared-graph game (FORMAT.md 4.2 `shared`): both sides
 * add pairs to the common graph G (position.maker), one a turn; the move
 * that gives G the property P ends the game, a win for its maker under rule
 * normal, a loss under rule avoid; a full board without P is a draw. Call a
 * free pair completing P (Maker-Breaker's threat, in G) a completion.
 * (SH1) Rule normal: the mover with a completion makes it and wins.
 * (SH2) Rule avoid: making a completion loses at once, so the mover never
 *   makes one while another move exists; with free pairs but no other move
 *   the mover loses. (A move that is no completion never ends the game but
 *   by filling the board: the draw, found by the child.)
 * No pair is dead: every free pair may be the one that completes P, or fills
 * the board, so Maker-Breaker's passes and threats against the opponent do
 * not apply. Returns 1 or 0 (Maker wins) where decided, else -1 with *only
 * narrowed to the moves worth trying. */
int shared_rules(worker *w, position pos, int tomove, pairset free, pairset *only, int *move)
{
    const solver *s = w->s;
    int mover_wins = SIDE(tomove) == SIDE_MAKER;
    *move = -1;
    if (!free)   /* only a start position may be full: a draw */
        return s->draw == SIDE_MAKER;
    pairset done;
    threats(w, pos.maker, free, BOARD_MAXM, &done);
    if (s->family == FAMILY_SHARED) {
        if (done) {   /* SH1 */
            *move = board_first(done);
            return mover_wins;
        }
        return -1;
    }
    *only = free & ~done;   /* SH2 */
    return *only ? -1 : !mover_wins;
}

/* The rules of the Ramsey games (FORMAT.md 4.2 `ramsey`, seed 001): side 0
 * colours red (position.maker), side 1 blue (position.breaker), one pair a
 * turn; call a free pair completing an H in the mover's colour its own
 * completion, and one completing an H in the other colour the opponent's.
 * (R1) achieve: the mover with a completion of its own makes it and wins.
 *   Else, against two of the opponent's it loses (it can take one; its
 *   move completes nothing of its own, the opponent then makes the other),
 *   and against one it must take that pair (or the opponent makes it next).
 * (R2) misere, avoid and avoid-plus: making an own completion loses
 *   (misere) or is illegal (avoid, avoid-plus), so the mover tries only the
 *   other moves; with free pairs but none of those it loses (under misere
 *   it must make one, under avoid it has no legal move). A full board is a
 *   draw under misere, a loss of the mover under avoid (no legal move).
 *   Under avoid-plus all this holds at the start of a turn; once the mover
 *   has coloured a pair it may also stop (search() adds SOLVER_STOP), so
 *   nothing is decided here.
 * Returns 1 or 0 (Maker wins) where decided, else -1 with *only narrowed
 * to the moves worth trying (the pairs to colour). */
int ramsey_rules(worker *w, position pos, int tomove, pairset free, pairset *only, int *move)
{
    const solver *s = w->s;
    int mover_wins = SIDE(tomove) == SIDE_MAKER;
    pairset own = mover_wins ? pos.maker : pos.breaker, other = mover_wins ? pos.breaker : pos.maker, mine, theirs;
    int may_stop = solver_may_stop(s, tomove);
    *move = -1;
    if (!free && !may_stop)   /* only a start position, or avoid-plus, may be full */
        return avoids(s) ? !mover_wins : s->draw == SIDE_MAKER;
    threats(w, own, free, BOARD_MAXM, &mine);
    if (s->family == FAMILY_RAMSEY_ACHIEVE) {
        if (mine) {   /* R1 */
            *move = board_first(mine);
            return mover_wins;
        }
        int nt = threats(w, other, free, 2, &theirs);
        if (nt >= 2)
            return !mover_wins;
        if (nt == 1)
            *only = theirs;
        return -1;
    }
    *only = free & ~mine;   /* R2 */
    return *only || may_stop ? -1 : !mover_wins;
}
