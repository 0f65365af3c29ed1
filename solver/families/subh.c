/* Subh (FORMAT.md 4.2 subh): the creator and the blocker
 * orient the pairs of K_n in turn; the creator wins if the tournament has
 * a directed Hamiltonian cycle. The engine's rules and their proofs are
 * rules_subh.c's. */
#include "../family.h"
#include "../search.h"
#include "../spec.h"

#include <stdio.h>

/* subh takes no --rule, --H or --property (spec.h). */
static int subh_resolve(spec *sp, char *err, size_t errlen)
{
    if (spec_not_for("--rule", sp->rule, sp->game, err, errlen) || spec_not_for("--H", sp->H, sp->game, err, errlen) ||
        spec_not_for("--property", sp->property, sp->game, err, errlen))
        return -1;
    return 0;
}

static int subh_engine(int rule)
{
    (void)rule;
    return FAMILY_SUBH;
}

static void subh_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out,
                            size_t len)
{
    (void)sp;
    (void)g;
    (void)pname;
    snprintf(out, len, "Subh on %s", board);
}

static void subh_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    (void)g;
    (void)side;
    (void)pw;
    snprintf(out, len, "the players orient the edges of %s in turn; the creator wins if the tournament has a directed "
             "Hamiltonian cycle", board);
}

const family_def family_subh = {
    .name = "subh",
    .title = "Subh",
    .role = {"creator", "blocker"},
    .player = {"Creator", "Blocker"},
    .chosen = FAMILY_BY_GAME,
    .first = FIRST_CREATOR,
    .start = {"arcs", NULL},
    .start_state = {0, 0},
    .oriented = 1,
    .legend = "'>' in row i, column j: the arc i>j",
    .min_n = 3,
    .min_n_why = "for n = 2 no tournament has a directed Hamiltonian cycle",
    .taken = "oriented",
    .move_hint = "an arc like 0>1: the pair {0,1} oriented from 0 to 1",
    .resolve = subh_resolve,
    .engine = subh_engine,
    .game_words = subh_game_words,
    .rule_words = subh_rule_words,
};
