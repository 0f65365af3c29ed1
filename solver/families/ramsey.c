/* The Ramsey games (FORMAT.md 4.2 ramsey; Slany): the first player
 * colours red, the second blue, one pair a turn on K_n, with a rule for a
 * monochromatic copy of H: avoid, misere, avoid-plus (Sim+), achieve and
 * weak-achieve (which is Maker-Breaker for h:H). The family in one file: for
 * the engine the end test and the rules, with their proofs, of each rule
 * but weak-achieve (search.h search_ramsey_*, on threats.c's threats); for
 * the commands its names, flags and words (family.h family_ramsey). */
#include "../family.h"
#include "../search_int.h"
#include "../spec.h"

#include <stdio.h>
#include <string.h>

/* solver_end of the Ramsey games. */
static int ramsey_end(worker *w, position pos, int turn)
{
    const solver *s = w->s;
    pairset free = s->b.all & ~(pos.maker | pos.breaker);
    int draw = s->draw == SIDE_MAKER ? END_MAKER : END_BREAKER;
    if (s->fam->avoids) {
        if (turn >> 1)   /* avoid-plus after a colouring: stop is legal */
            return END_NONE;
        pairset own = SIDE(turn) == SIDE_MAKER ? pos.maker : pos.breaker, done;
        threats(w, own, free, BOARD_MAXM, &done);
        return free & ~done ? END_NONE : SIDE(turn) == SIDE_MAKER ? END_BREAKER : END_MAKER;
    }
    int lose = s->fam->complete_loses;
    if (has_prop(s, pos.maker))
        return lose ? END_BREAKER : END_MAKER;
    if (has_prop(s, pos.breaker))
        return lose ? END_MAKER : END_BREAKER;
    return free ? END_NONE : draw;
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
static int ramsey_rules(worker *w, position pos, int tomove, pairset free, pairset *only, pairset *only2, int *move)
{
    (void)only2;
    const solver *s = w->s;
    int mover_wins = SIDE(tomove) == SIDE_MAKER;
    pairset own = mover_wins ? pos.maker : pos.breaker, other = mover_wins ? pos.breaker : pos.maker, mine, theirs;
    int may_stop = solver_may_stop(s, tomove);
    *move = -1;
    if (!free && !may_stop)   /* only a start position, or avoid-plus, may be full */
        return s->fam->avoids ? !mover_wins : s->draw == SIDE_MAKER;
    threats(w, own, free, BOARD_MAXM, &mine);
    if (s->fam->complete_wins) {
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

const search_family search_ramsey_achieve = {
    .title = "Ramsey",
    .colours = 1,
    .complete_wins = 1,
    .draws = 1,
    .end = ramsey_end,
    .rules = ramsey_rules,
};

const search_family search_ramsey_misere = {
    .title = "Ramsey",
    .colours = 1,
    .complete_loses = 1,
    .draws = 1,
    .end = ramsey_end,
    .rules = ramsey_rules,
};

const search_family search_ramsey_avoid = {
    .title = "Ramsey",
    .colours = 1,
    .avoids = 1,
    .end = ramsey_end,
    .rules = ramsey_rules,
};

const search_family search_ramsey_avoid_plus = {
    .title = "Ramsey",
    .colours = 1,
    .avoids = 1,
    .stop = 1,
    .end = ramsey_end,
    .rules = ramsey_rules,
};

/* --H and --rule (spec.h). */
static int ramsey_resolve(spec *sp, char *err, size_t errlen)
{
    static const char *rules[] = {"avoid", "misere", "avoid-plus", "achieve", "weak-achieve"};
    static const int rv[] = {RULE_AVOID, RULE_MISERE, RULE_AVOID_PLUS, RULE_ACHIEVE, RULE_WEAK};
    if (spec_not_for("--property", sp->property, sp->game, err, errlen) ||
        spec_not_for("--creator", sp->creator, sp->game, err, errlen))
        return -1;
    if (!sp->H) {
        snprintf(err, errlen, "--game ramsey needs --H (a graph name such as K3, C5, K2,3 or Petersen, or graph6)");
        return -1;
    }
    sp->prop.def = &prop_h;
    if (graph_named(sp->H, &sp->prop.h, err, errlen) != 0)
        return spec_err_option("--H", err, errlen);
    sp->rulev = -1;
    for (int i = 0; i < 5; i++)
        if (sp->rule && strcmp(sp->rule, rules[i]) == 0)
            sp->rulev = rv[i];
    if (sp->rulev < 0) {
        snprintf(err, errlen, "--game ramsey needs --rule avoid, misere, avoid-plus, achieve or weak-achieve%s%s%s",
                 sp->rule ? " (got '" : "", sp->rule ? sp->rule : "", sp->rule ? "')" : "");
        return -1;
    }
    snprintf(sp->rule_name, sizeof sp->rule_name, "%s", sp->rule);
    return 0;
}

static const search_family *ramsey_engine(int rule)
{
    return rule == RULE_ACHIEVE      ? &search_ramsey_achieve
           : rule == RULE_MISERE     ? &search_ramsey_misere
           : rule == RULE_AVOID      ? &search_ramsey_avoid
           : rule == RULE_AVOID_PLUS ? &search_ramsey_avoid_plus
                                     : &search_maker_breaker;   /* weak-achieve: Maker-Breaker for h:H, red Maker */
}

static void ramsey_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out,
                              size_t len)
{
    char g6[GR_G6MAX], name[GR_G6MAX];
    (void)pname;
    graph_to_g6(&g->prop.h, g6);
    graph_name(&g->prop.h, name);
    snprintf(out, len, "the Ramsey game %s for H = %s%s on %s, the first player colouring red", sp->rule_name, name,
             strcmp(name, g6) ? "" : " (graph6)", board);
}

static void ramsey_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    static const char *const why[] = {
        [RULE_AVOID] = "a player who cannot colour an edge without completing H in their own colour loses",
        [RULE_MISERE] = "whoever first completes H in their own colour loses (a draw if nobody does)",
        [RULE_AVOID_PLUS] = "a player who cannot colour an edge without completing H in their own colour loses; "
                            "a turn colours one or more edges, then stops",
        [RULE_ACHIEVE] = "whoever first completes H in their own colour wins (a draw if nobody does)",
        [RULE_WEAK] = "the first player wins by completing H in red, the second by preventing it"};
    (void)side;
    (void)pw;
    (void)board;
    snprintf(out, len, "%s", why[g->rule]);
}

const family_def family_ramsey = {
    .name = "ramsey",
    .title = "Ramsey",
    .role = {"first", "second"},
    .player = {"First", "Second"},
    .chosen = FAMILY_BY_GAME,
    .first = FIRST_FIXED,
    .start = {"red", "blue"},
    .start_state = {1, 2},
    .min_n = 2,
    .colour = {"red", "blue"},
    .mark = {'R', 'B'},
    .legend = "R: red, the first player's; B: blue, the second player's; .: uncoloured",
    .taken = "coloured",
    .move_hint = "a pair like 0-1 to colour",
    .resolve = ramsey_resolve,
    .engine = ramsey_engine,
    .game_words = ramsey_game_words,
    .rule_words = ramsey_rule_words,
};
