/* The shared-graph game (FORMAT.md 4.2 shared): both players
 * add pairs to one graph, one a turn; whoever first gives it the property
 * P wins (rule normal) or loses (rule avoid); a draw if the pairs run out.
 * The engine's rules and their proofs are rules_ramsey.c's (shared_rules). */
#include "../family.h"
#include "../search.h"
#include "../spec.h"

#include <stdio.h>
#include <string.h>

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

static int shared_engine(int rule)
{
    return rule == RULE_SHARED_AVOID ? FAMILY_SHARED_AVOID : FAMILY_SHARED;
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
