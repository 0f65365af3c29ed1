/* The Maker-Breaker game (FORMAT.md 4.2 maker-breaker): Maker claims
 * A pairs a turn, Breaker B; Maker wins by claiming a graph with the
 * property P, Breaker by keeping Maker from it. The engine's rules and
 * their proofs are rules_mb.c's. */
#include "../family.h"
#include "../search.h"
#include "../spec.h"

#include <stdio.h>

static int mb_engine(int rule)
{
    (void)rule;
    return FAMILY_MB;
}

static void mb_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out, size_t len)
{
    (void)sp;
    (void)g;
    snprintf(out, len, "the Maker-Breaker game %s on %s", pname, board);
}

static void mb_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    (void)g;
    (void)board;
    if (side == 0)
        snprintf(out, len, "Maker claims %s however Breaker plays", pw);
    else
        snprintf(out, len, "Breaker keeps Maker from claiming %s", pw);
}

const family_def family_maker_breaker = {
    .name = "maker-breaker",
    .title = "Maker-Breaker",
    .role = {"maker", "breaker"},
    .player = {"Maker", "Breaker"},
    .chosen = FAMILY_BY_RULE,
    .first = FIRST_ROLE,
    .start = {"maker", "breaker"},
    .start_state = {1, 2},
    .biased = 1,
    .boards = 1,
    .v1_keys = 1,
    .min_n = 2,
    .taken = "taken",
    .move_hint = "a pair like 0-1",
    .engine = mb_engine,
    .game_words = mb_game_words,
    .rule_words = mb_rule_words,
};
