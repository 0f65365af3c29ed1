/* fam_offer.c - the four offer families (FORMAT.md 3.3, 4.2; version 6):
 * waiter-client, client-waiter, picker-chooser, chooser-picker.
 *
 * The first player, the offerer (waiter, picker), offers free board
 * pairs one a move: q + 1 of them (offer exact), or 1 to q + 1 ended by
 * stop (offer upto); q is B of the bias 1:q (1 but in waiter-client and
 * client-waiter).  Then the chooser (client, chooser) names one offered
 * pair: it goes to the chooser's pile, the others to the offerer's, and
 * a round starts.  State 1 is the pile of the family's first role, whose
 * graph G1 decides: P(G1) is the builder's outcome (w1), P failing for
 * the available graph the other (available_outcome, rules.c); under
 * exact a round that cannot start ends by the leftover rule.  Keys are
 * offer-v2 (5.8, key.c); the rules shared with every family (the moves'
 * order, stop, the stored move) are in rules.c.
 */
#include <string.h>

#include "core.h"

/* FORMAT.md 2: offer exact or upto (exact only with q fixed at 1);
 * leftover a role or discard under exact, absent under upto; bias 1:q
 * with q <= 7 (the rest of bias_parse's rules, and 1:1 where the family
 * has no bias, are header.c's); first the offerer. */
static int offer_header(header_t *h) {
    const family_t *fam = h->fam;
    h->upto = strcmp(h->f[H_OFFER], "upto") == 0;
    if ((!h->upto || !fam->bias) && strcmp(h->f[H_OFFER], "exact") != 0) return H_OFFER;
    h->leftover = find(fam->roles, 2, h->f[H_LEFTOVER]);
    int discard = strcmp(h->f[H_LEFTOVER], "discard") == 0;
    if (h->upto ? (h->have >> H_LEFTOVER & 1) != 0 : h->leftover == 0 && !discard)
        return H_LEFTOVER;
    if (strncmp(h->f[H_BIAS], "1:", 2) != 0 || strcmp(h->f[H_BIAS], "1:8") == 0) return H_BIAS;
    if (find(fam->roles, 2, h->f[H_FIRST]) != 3 - fam->pile) return H_FIRST;
    return -1;
}

/* FORMAT.md 3.3, 5.8: the offerer offers a free pair not offered (class
 * 0); the chooser names an offered one (class 3). */
static set_t offer_legal(ctx_t *c, const pos_t *x) {
    return x->p == 0 ? free_pairs(c->g, x) & ~x->o : x->o;
}

/* FORMAT.md 4.2, the offer families: 1. P holds for G1: the builder's
 * outcome (w1); 2. P fails for the available graph: the other; 3. under
 * exact, a round starts (the offerer to move, nothing offered) with fewer
 * than q + 1 free pairs: they go to the leftover role, and G1 with them
 * has P (rule 2 did not apply) iff that role is the first. */
static int offer_outcome(ctx_t *c, const pos_t *x) {
    const header_t *h = c->g->h;
    int end = available_outcome(c, x);
    if (end != 0 || h->upto || x->p != 0 || x->o != 0) return end;
    if (count_of(free_pairs(c->g, x)) > h->q[1]) return 0;
    return h->leftover == 1 ? h->fam->w1 : 3 - h->fam->w1;
}

/* FORMAT.md 3.3: the offerer's move marks its pair offered (d counts
 * them); after q + 1, or stop, the chooser moves.  The chooser's move
 * sends its pair to the chooser's pile, every other offered pair to the
 * offerer's, and a round starts. */
static pos_t offer_apply(const game_t *g, pos_t x, int move) {
    set_t pair = move == STOP ? 0 : bit_of(move & 255);
    set_t rest = x.o & ~pair;
    if (x.p == 1) {
        x.s1 |= g->h->fam->pile == 1 ? pair : rest;
        x.s2 |= g->h->fam->pile == 1 ? rest : pair;
        x.o = 0;
    } else if (move != STOP) {
        x.o |= pair;
        x.d++;
    }
    if (x.p == 1 || move == STOP || x.d == g->h->q[1] + 1) {
        x.p ^= 1;
        x.d = 0;
    }
    return x;
}

/* FORMAT.md 4.2: the roles in order (state 1's first), the builder
 * (w1), the chooser (pile); waiter-client and client-waiter take a bias. */
const family_t fam_waiter_client = {
    .name = "waiter-client", .roles = { "client", "waiter" }, .said = { "Client", "Waiter" },
    .p_field = H_GAME, .keys = 1 << K_OFF, .graph6 = 1, .bias = 1, .either = 1, .w1 = 2,
    .header = offer_header, .legal = offer_legal, .outcome = offer_outcome, .pile = 1,
    .apply = offer_apply };
const family_t fam_client_waiter = {
    .name = "client-waiter", .roles = { "client", "waiter" }, .said = { "Client", "Waiter" },
    .p_field = H_GAME, .keys = 1 << K_OFF, .graph6 = 1, .bias = 1, .either = 1, .w1 = 1,
    .header = offer_header, .legal = offer_legal, .outcome = offer_outcome, .pile = 1,
    .apply = offer_apply };
const family_t fam_picker_chooser = {
    .name = "picker-chooser", .roles = { "picker", "chooser" }, .said = { "Picker", "Chooser" },
    .p_field = H_GAME, .keys = 1 << K_OFF, .graph6 = 1, .either = 1, .w1 = 1,
    .header = offer_header, .legal = offer_legal, .outcome = offer_outcome, .pile = 2,
    .apply = offer_apply };
const family_t fam_chooser_picker = {
    .name = "chooser-picker", .roles = { "chooser", "picker" }, .said = { "Chooser", "Picker" },
    .p_field = H_GAME, .keys = 1 << K_OFF, .graph6 = 1, .either = 1, .w1 = 1,
    .header = offer_header, .legal = offer_legal, .outcome = offer_outcome, .pile = 1,
    .apply = offer_apply };
