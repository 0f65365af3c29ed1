/* The offer families (FORMAT.md 3.3, 4.2): Waiter-Client and Client-Waiter
 * (bias 1:q), Picker-Chooser and Chooser-Picker (1:1). Each round the
 * offerer (Waiter, Picker), who moves first, offers q + 1 free pairs
 * (under --offer upto 1 to q + 1, then stop), one a move; the chooser
 * (Client, Chooser) keeps one, the offerer gets the others. The family's
 * first role's pile is state 1 and its graph G1 decides: P(G1) is the
 * builder's outcome, P lost from the available graph the other (4.2).
 * The four in one file: for the engine their end test and rules (search.h
 * search_waiter_client, ...; an offered pair is in both masks), for the
 * commands their names, flags and words (family.h family_waiter_client,
 * ...).
 *
 * Engine sides are the family's roles (engine.h): side 0 owns state 1.
 * Waiter-Client, Client-Waiter: side 0 Client, side 1 Waiter (the
 * offerer); Picker-Chooser: side 0 Picker (the offerer), side 1 Chooser;
 * Chooser-Picker: side 0 Chooser, side 1 Picker (the offerer).
 */
#include "../family.h"
#include "../limits.h"
#include "../search_int.h"
#include "../spec.h"

#include <stdio.h>
#include <string.h>

/* solver_end of the offer families (FORMAT.md 4.2). Only a round start
 * (the offerer to move, nothing offered) can be an end position: an offer
 * claims nothing, so rules 1 and 2 read the same piles all round long, and
 * a round starts only where they did not end the game (the start position
 * is a round start, FORMAT.md 3.4). */
static int offer_end(worker *w, position pos, int turn)
{
    const solver *s = w->s;
    const search_family *f = s->fam;
    int other = f->builder == END_MAKER ? END_BREAKER : END_MAKER;
    if (SIDE(turn) != f->offerer || turn >> 1 || (pos.maker & pos.breaker))
        return END_NONE;
    pairset g1 = pos.maker & ~pos.breaker, free = s->b.all & ~(pos.maker | pos.breaker);
    if (has_prop(s, g1))   /* rule 1 */
        return f->builder;
    if (!has_prop(s, g1 | free))   /* rule 2: the available graph, G1 and the free pairs */
        return other;
    /* rule 3: under exact a round needs q + 1 free pairs; the leftover's
     * owner decides (P holds for G1 + free by rule 2, not for G1 by rule 1) */
    if (!s->upto && board_popcount(free) < s->quota[f->offerer] + 1)
        return s->leftover == SIDE_MAKER ? f->builder : other;
    return END_NONE;
}

/* The rules of the offer families, before the canonical form: the end
 * test (search() asks no other), and the moves: the chooser's are the
 * offered pairs, the offerer's the free ones (search() starts from those),
 * of which one rule prunes (below; off under --no-theorem, solver.offer_dead).
 * Symmetric offers and choices meet in the table by their canonical keys
 * (FORMAT.md 5.8: a permutation keeping every class maps positions to
 * positions of the same outcome).
 *
 * Dead pairs are interchangeable. Let A be the available graph: G1 (state 1
 * alone) and every pair free or offered, all & ~(breaker & ~maker); a pair x
 * of A is dead where it lies in no minimal winning set contained in A (prop.h,
 * alive; threats.c alive_pairs, the same cache as Maker-Breaker's dead pairs).
 * (i) For every G contained in A, P(G) iff P(G - x): P is monotone, and if
 * P(G) then G contains a minimal winning set W, W within A, so x is not in W
 * and W lies in G - x. Applied twice, P(G) iff P(G - {x, y}) for dead x, y.
 * (ii) A only shrinks as play goes on (an offer keeps it, a choice moves the
 * offered pairs to the piles, the chooser's or the offerer's, never back to
 * free), so at every later position the graphs the end test reads, G1 and
 * G1 + free, lie within the A of this node. (iii) Let x, y be two dead pairs
 * of the same kind here (both free and not offered, or both offered), and
 * sigma the permutation of pairs exchanging them. sigma fixes this position
 * and the turn, maps legal moves to legal moves (offer any free pair, choose
 * any offered one, stop), and maps each later position q to sigma(q) with
 * G1, free and offered mapped alike; the end test (offer_end, FORMAT.md 4.2
 * rules 1-3) reads P(G1), P(G1 + free) and the number of free pairs, and
 * P(sigma(G)) = P(G - {x, y}) = P(G) by (i) for G within A. So q and
 * sigma(q) have the same outcome (induction from the ends up), and the
 * children by x and by y are sigma-images: of the offerer's dead free pairs
 * only the first need be tried, of the offered dead pairs only the first by
 * the chooser, beside every alive one (and stop, under upto, which the
 * engine adds: solver_may_stop). Nothing here depends on which side builds,
 * on the bias, on exact or upto, or on the leftover's owner: the four
 * families alike. The strategy walk (extract.c) still meets every move of
 * the loser and solves the children the search skipped. One thread,
 * commit 5505af9 (2026-11-29): Picker-Chooser h:K4 on K7 10,513,828
 * positions, 5.0 s, instead of 13,635,294, 6.2 s; Client-Waiter h:K3 on
 * K7 8,275,359 instead of 8,288,843 (3.0 s against 2.9: the alive pairs
 * cost more than they save there); conn and ham have no dead pairs found
 * (prop.h alive: h:H, cycle, fhp only). */
static int offer_rules(worker *w, position pos, int tomove, pairset free, pairset *only, pairset *only2, int *move)
{
    const solver *s = w->s;
    (void)free;
    (void)only2;
    int end = offer_end(w, pos, tomove);
    if (end != END_NONE) {
        *move = -1;
        return end == END_MAKER;
    }
    *only = solver_pair_moves(s, pos, tomove);
    if (s->offer_dead) {
        pairset avail = s->b.all & ~(pos.breaker & ~pos.maker);
        pairset dead = *only & avail & ~alive_pairs(w, avail);
        if (dead & (dead - 1))   /* two or more: the first stands for all */
            *only &= ~(dead & (dead - 1));
    }
    return -1;
}

/* Side 0 is role 0 (engine.h); the builder's outcome is a win of Waiter
 * in Waiter-Client (side 1), of the first role in the other three. */
const search_family search_waiter_client = {
    .title = "Waiter-Client", .offer = 1, .offerer = SIDE_BREAKER, .builder = END_BREAKER,
    .end = offer_end, .rules = offer_rules,
};
const search_family search_client_waiter = {
    .title = "Client-Waiter", .offer = 1, .offerer = SIDE_BREAKER, .builder = END_MAKER,
    .end = offer_end, .rules = offer_rules,
};
const search_family search_picker_chooser = {
    .title = "Picker-Chooser", .offer = 1, .offerer = SIDE_MAKER, .builder = END_MAKER,
    .end = offer_end, .rules = offer_rules,
};
const search_family search_chooser_picker = {
    .title = "Chooser-Picker", .offer = 1, .offerer = SIDE_BREAKER, .builder = END_MAKER,
    .end = offer_end, .rules = offer_rules,
};

/* --offer exact|upto and --leftover ROLE|discard (spec.h), after the
 * family is known; the bias is checked by game_finish. */
static int offer_resolve(spec *sp, char *err, size_t errlen)
{
    const family_def *fd = sp->fam;
    const char *word = family_word(fd);
    sp->upto = 0;
    if (sp->offer && strcmp(sp->offer, "exact") != 0 && strcmp(sp->offer, "upto") != 0) {
        snprintf(err, errlen, "--offer '%s': expected exact or upto", sp->offer);
        return -1;
    }
    sp->upto = sp->offer && strcmp(sp->offer, "upto") == 0;
    if (sp->upto && !fd->biased) {
        snprintf(err, errlen, "--offer upto does not apply to %s: %s offers exactly two pairs", word, fd->player[fd->offerer]);
        return -1;
    }
    if (sp->upto && sp->leftover) {
        snprintf(err, errlen, "--leftover applies under --offer exact only (under upto no pair is left over)");
        return -1;
    }
    sp->leftover_role = fd->offerer;
    if (sp->leftover) {
        sp->leftover_role = strcmp(sp->leftover, "discard") == 0 ? -1 : family_role(fd, sp->leftover);
        if (sp->leftover_role == -1 && strcmp(sp->leftover, "discard") != 0) {
            snprintf(err, errlen, "--leftover '%s': expected %s, %s or discard", sp->leftover, fd->role[0], fd->role[1]);
            return -1;
        }
    }
    return 0;
}

static const search_family *offer_engine_wc(int rule) { (void)rule; return &search_waiter_client; }
static const search_family *offer_engine_cw(int rule) { (void)rule; return &search_client_waiter; }
static const search_family *offer_engine_pc(int rule) { (void)rule; return &search_picker_chooser; }
static const search_family *offer_engine_cp(int rule) { (void)rule; return &search_chooser_picker; }

/* "offers of exactly 3, the leftover to Waiter" */
void offer_convention(const game *g, char *out, size_t len)
{
    const family_def *fd = g->fam;
    int q = g->bias[fd->offerer];
    if (g->upto)
        snprintf(out, len, "offers of 1 to %d", q + 1);
    else
        snprintf(out, len, "offers of exactly %d, the leftover %s%s", q + 1, g->leftover < 0 ? "discarded" : "to ",
                 g->leftover < 0 ? "" : fd->player[g->leftover]);
}

/* "the Waiter-Client game conn on K6 with bias 1:2 (offers of exactly 3,
 * the leftover to Waiter)" */
static void offer_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out, size_t len)
{
    (void)sp;
    char conv[96];
    offer_convention(g, conv, sizeof conv);
    snprintf(out, len, "the %s game %s on %s with bias %d:%d (%s)", g->fam->title, pname, board, g->bias[0], g->bias[1],
             conv);
}

/* Who builds (the first role's pile, state 1) and who wins by it. */
static void offer_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    const family_def *fd = g->fam;
    const search_family *f = fd->engine(g->rule);
    int builder_wins = (f->builder == END_MAKER) == (side == 0);   /* does `side` win by P of state 1? */
    (void)board;
    const char *me = fd->player[side], *other = fd->player[1 - side];
    if (builder_wins && side == 0)   /* Client-Waiter's Client, Picker-Chooser's Picker, Chooser-Picker's Chooser */
        snprintf(out, len, "%s claims %s however %s plays", me, pw, other);
    else if (builder_wins)   /* Waiter-Client's Waiter */
        snprintf(out, len, "%s forces %s to claim %s", me, other, pw);
    else if (side == 0)   /* Waiter-Client's Client */
        snprintf(out, len, "%s never has to claim %s", me, pw);
    else
        snprintf(out, len, "%s keeps %s from claiming %s", me, other, pw);
}

/* The four families: role 0 owns state 1 (FORMAT.md 4.2), the offerer
 * moves first; only Waiter-Client and Client-Waiter take a bias (1:q). */
const family_def family_waiter_client = {
    .name = "waiter-client",
    .title = "Waiter-Client",
    .role = {"client", "waiter"},
    .player = {"Client", "Waiter"},
    .chosen = FAMILY_BY_RULE,
    .first = FIRST_OFFERER,
    .offerer = 1,
    .start = {"client", "waiter"},
    .start_state = {1, 2},
    .biased = 1,
    .boards = 1,
    .tempo = 1,
    .min_n = 2,
    .legend = "C: Client, W: Waiter, o: offered, .: free",
    .taken = "taken",
    .move_hint = "a pair like 0-1",
    .resolve = offer_resolve,
    .engine = offer_engine_wc,
    .game_words = offer_game_words,
    .rule_words = offer_rule_words,
};

const family_def family_client_waiter = {
    .name = "client-waiter",
    .title = "Client-Waiter",
    .role = {"client", "waiter"},
    .player = {"Client", "Waiter"},
    .chosen = FAMILY_BY_RULE,
    .first = FIRST_OFFERER,
    .offerer = 1,
    .start = {"client", "waiter"},
    .start_state = {1, 2},
    .biased = 1,
    .boards = 1,
    .tempo = 1,
    .min_n = 2,
    .legend = "C: Client, W: Waiter, o: offered, .: free",
    .taken = "taken",
    .move_hint = "a pair like 0-1",
    .resolve = offer_resolve,
    .engine = offer_engine_cw,
    .game_words = offer_game_words,
    .rule_words = offer_rule_words,
};

const family_def family_picker_chooser = {
    .name = "picker-chooser",
    .title = "Picker-Chooser",
    .role = {"picker", "chooser"},
    .player = {"Picker", "Chooser"},
    .chosen = FAMILY_BY_RULE,
    .first = FIRST_OFFERER,
    .offerer = 0,
    .start = {"picker", "chooser"},
    .start_state = {1, 2},
    .biased = 0,
    .boards = 1,
    .tempo = 1,
    .min_n = 2,
    .legend = "P: Picker, C: Chooser, o: offered, .: free",
    .taken = "taken",
    .move_hint = "a pair like 0-1",
    .resolve = offer_resolve,
    .engine = offer_engine_pc,
    .game_words = offer_game_words,
    .rule_words = offer_rule_words,
};

const family_def family_chooser_picker = {
    .name = "chooser-picker",
    .title = "Chooser-Picker",
    .role = {"chooser", "picker"},
    .player = {"Chooser", "Picker"},
    .chosen = FAMILY_BY_RULE,
    .first = FIRST_OFFERER,
    .offerer = 1,
    .start = {"chooser", "picker"},
    .start_state = {1, 2},
    .biased = 0,
    .boards = 1,
    .tempo = 1,
    .min_n = 2,
    .legend = "C: Chooser, P: Picker, o: offered, .: free",
    .taken = "taken",
    .move_hint = "a pair like 0-1",
    .resolve = offer_resolve,
    .engine = offer_engine_cp,
    .game_words = offer_game_words,
    .rule_words = offer_rule_words,
};
