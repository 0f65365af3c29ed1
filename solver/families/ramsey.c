/* The Ramsey games (FORMAT.md 4.2 ramsey; Slany): the first player
 * colours red, the second blue, one pair a turn on K_n, with a rule for a
 * monochromatic copy of H: avoid, misere, avoid-plus (Sim+), achieve and
 * weak-achieve (which is Maker-Breaker for h:H). The engine's rules and
 * their proofs are rules_ramsey.c's. */
#include "../family.h"
#include "../search.h"
#include "../spec.h"

#include <stdio.h>
#include <string.h>

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

static int ramsey_engine(int rule)
{
    return rule == RULE_ACHIEVE      ? FAMILY_RAMSEY_ACHIEVE
           : rule == RULE_MISERE     ? FAMILY_RAMSEY_MISERE
           : rule == RULE_AVOID      ? FAMILY_RAMSEY_AVOID
           : rule == RULE_AVOID_PLUS ? FAMILY_RAMSEY_AVOID_PLUS
                                     : FAMILY_MB;   /* weak-achieve: Maker-Breaker for h:H, red Maker */
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
