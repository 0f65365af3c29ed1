/* The Avoider-Enforcer game (FORMAT.md 4.2 avoider-enforcer): Avoider
 * claims A pairs a turn, Enforcer B, until no pair is free; Avoider loses
 * by claiming a graph with the property P. The engine's rules and their
 * proofs are rules_mb.c's (ae_rules). */
#include "../family.h"
#include "../search.h"
#include "../spec.h"

#include <stdio.h>

static int ae_engine(int rule)
{
    (void)rule;
    return FAMILY_AE;
}

static void ae_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out, size_t len)
{
    (void)sp;
    (void)g;
    snprintf(out, len, "the Avoider-Enforcer game %s on %s", pname, board);
}

static void ae_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    (void)g;
    (void)board;
    if (side == 0)
        snprintf(out, len, "Avoider never has to claim %s", pw);
    else
        snprintf(out, len, "Enforcer forces Avoider to claim %s", pw);
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
