/* The shared-graph game (FORMAT.md 4.2 shared): both players
 * add pairs to one graph, one a turn; whoever first gives it the property
 * P wins (rule normal) or loses (rule avoid); a draw if the pairs run out.
 * The family in one file: for the engine its end test and rules, with
 * their proofs (search.h search_shared, search_shared_avoid, on threats.c's
 * threats); for the commands its names, flags and words (family.h
 * family_shared). */
#include "../family.h"
#include "../search_int.h"
#include "../spec.h"

#include <stdio.h>
#include <string.h>

/* solver_end of the shared-graph game. */
static int shared_end(worker *w, position pos, int turn)
{
    const solver *s = w->s;
    pairset free = s->b.all & ~(pos.maker | pos.breaker);
    int draw = s->draw == SIDE_MAKER ? END_MAKER : END_BREAKER;
    int last = !SIDE(turn), winner = s->fam->complete_wins ? last : !last;
    if (has_prop(s, pos.maker))
        return winner == SIDE_MAKER ? END_MAKER : END_BREAKER;
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
static int shared_rules(worker *w, position pos, int tomove, pairset free, pairset *only, pairset *only2, int *move)
{
    (void)only2;
    const solver *s = w->s;
    int mover_wins = SIDE(tomove) == SIDE_MAKER;
    *move = -1;
    if (!free)   /* only a start position may be full: a draw */
        return s->draw == SIDE_MAKER;
    pairset done;
    threats(w, pos.maker, free, BOARD_MAXM, &done);
    if (s->fam->complete_wins) {
        if (done) {   /* SH1 */
            *move = board_first(done);
            return mover_wins;
        }
        return -1;
    }
    *only = free & ~done;   /* SH2 */
    return *only ? -1 : !mover_wins;
}

const search_family search_shared = {
    .title = "shared-graph",
    .common = 1,
    .complete_wins = 1,
    .draws = 1,
    .end = shared_end,
    .rules = shared_rules,
};

const search_family search_shared_avoid = {
    .title = "shared-graph",
    .common = 1,
    .complete_loses = 1,
    .draws = 1,
    .end = shared_end,
    .rules = shared_rules,
};

/* --property and --rule (spec.h). */
static int shared_resolve(spec *sp, char *err, size_t errlen)
{
    if (spec_not_for("--H", sp->H, sp->game, err, errlen) ||
        spec_not_for("--creator", sp->creator, sp->game, err, errlen))
        return -1;
    if (!sp->property) {
        char names[512];
        prop_names(names, sizeof names, ", ", " or ", 0);
        snprintf(err, errlen, "--game shared needs --property (%s)", names);
        return -1;
    }
    if (gprop_parse(sp->property, &sp->prop, err, errlen) != 0)
        return spec_err_option("--property", err, errlen);
    gprop_name(&sp->prop, 0, sp->prop_name);
    if (!sp->rule || strcmp(sp->rule, "normal") == 0)
        sp->rulev = RULE_NORMAL;
    else if (strcmp(sp->rule, "avoid") == 0)
        sp->rulev = RULE_SHARED_AVOID;
    else {
        snprintf(err, errlen, "--rule '%s' does not apply to --game shared (normal or avoid)", sp->rule);
        return -1;
    }
    snprintf(sp->rule_name, sizeof sp->rule_name, "%s", sp->rulev == RULE_NORMAL ? "normal" : "avoid");
    return 0;
}

static const search_family *shared_engine(int rule)
{
    return rule == RULE_SHARED_AVOID ? &search_shared_avoid : &search_shared;
}

static void shared_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out,
                              size_t len)
{
    (void)g;
    snprintf(out, len, "the shared-graph game %s (rule %s) on %s", pname, sp->rule_name, board);
}

static void shared_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    (void)side;
    (void)board;
    snprintf(out, len, "both players add edges to one graph; whoever first gives it %s %s", pw,
             g->rule == RULE_NORMAL ? "wins" : "loses");
}

const family_def family_shared = {
    .name = "shared",
    .title = "shared-graph",
    .role = {"first", "second"},
    .player = {"First", "Second"},
    .chosen = FAMILY_BY_GAME,
    .first = FIRST_FIXED,
    .start = {"edges", NULL},
    .start_state = {1, 0},
    .common = 1,
    .min_n = 2,
    .mark = {'E', 'E'},
    .legend = "E: an edge of the common graph; .: not in it",
    .taken = "in the graph",
    .move_hint = "a pair like 0-1 to add to the common graph",
    .resolve = shared_resolve,
    .engine = shared_engine,
    .game_words = shared_game_words,
    .rule_words = shared_rule_words,
};
