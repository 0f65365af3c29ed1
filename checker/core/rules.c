/* rules.c - the rules of the game (FORMAT.md 3.3, 4.2) and the steps of
 * the replay that rest on them (6.3): short wins and tails, and the stored
 * move of a position.  The fast layer calls these too, so every rule is
 * written once.  Property values come through c->has (prop_has unless
 * the fast layer installs its cache) and spend c->work.
 *
 * The families are the table families[], one file fam_*.c each (4.2):
 * here are the turns and moves they share (3.3), and the end test of
 * maker-breaker that two more use (available_outcome); what differs is
 * reached through the table (g->h->fam) or the fields game_init sets.
 */
#include <stdio.h>
#include <string.h>

#include "core.h"

/* FORMAT.md 4.2: the families, in its order (fam_*.c). */
extern const family_t fam_maker_breaker, fam_avoider_enforcer, fam_ramsey, fam_subh, fam_shared,
    fam_waiter_client, fam_client_waiter, fam_picker_chooser, fam_chooser_picker;
const family_t *const families[] = { &fam_maker_breaker, &fam_avoider_enforcer, &fam_ramsey,
                                     &fam_subh, &fam_shared, &fam_waiter_client,
                                     &fam_client_waiter, &fam_picker_chooser,
                                     &fam_chooser_picker, NULL };

/* FORMAT.md 2: the header family. */
int family_find(const char *s) {
    for (int i = 0; families[i] != NULL; i++)
        if (strcmp(families[i]->name, s) == 0) return i;
    return -1;
}

static int core_has(void *ctx, const game_t *g, set_t e, work_t *w) {
    (void)ctx;
    return prop_has(&g->h->prop, g->b, e, w);
}

/* FORMAT.md 3.3: a turn is q moves (header bias; 1 in the families
 * without one), or under avoid-plus and monotone at least q moves, then
 * stop; an offer under upto at least one (at most q + 1: fam_offer.c),
 * then stop; 7.2, statement 3: calm as the family says. */
void game_init(game_t *g, const header_t *h) {
    memset(g, 0, sizeof *g);
    g->h = h;
    g->b = &h->b;
    g->stop = h->rule == R_PLUS || h->rule == R_MONO || h->upto;
    g->turn[0] = h->upto ? 1 : h->q[h->first - 1];
    g->turn[1] = h->q[2 - h->first];
    g->calm = h->fam->calm >> (h->rule + 1) & 1;          /* rule -1: the family has none */
}

void ctx_init(ctx_t *c, const game_t *g, work_t *w) {
    memset(c, 0, sizeof *c);
    c->g = g;
    c->work = w;
    c->has = core_has;
}

/* FORMAT.md 3.3: player 0 is the first player. */
int role_to_move(const game_t *g, const pos_t *x) {
    return x->p == 0 ? g->h->first : 3 - g->h->first;
}

/* FORMAT.md 6.3: S wins, or a draw when the claim is winner none. */
int good_end(const game_t *g, int end) {
    return end == g->h->strategy || (end == DRAW && g->h->winner == 0);
}

/* FORMAT.md 3.2: the board pairs in state 0. */
set_t free_pairs(const game_t *g, const pos_t *x) {
    return g->b->all & ~(x->s1 | x->s2);
}

/* FORMAT.md 3.3: every free pair, unless the family says otherwise. */
set_t legal_pairs(ctx_t *c, const pos_t *x) {
    if (c->g->h->fam->legal != NULL) return c->g->h->fam->legal(c, x);
    return free_pairs(c->g, x);
}

/* FORMAT.md 4.2: the family's rules. */
int outcome(ctx_t *c, const pos_t *x) {
    return c->g->h->fam->outcome(c, x);
}

/* FORMAT.md 4.2, maker-breaker's rules 1 and 2 (core.h). */
int available_outcome(ctx_t *c, const pos_t *x) {
    int w1 = c->g->h->fam->w1;
    if (c->has(c->has_ctx, c->g, x->s1, c->work)) return w1;
    if (!c->has(c->has_ctx, c->g, c->g->b->all & ~x->s2, c->work)) return 3 - w1;
    return 0;
}

/* FORMAT.md 3.3, 7.1: each legal pair with each state the family's move
 * may set (fam->state), in replay order; stop once d reaches the turn's
 * least (under monotone d stops there). */
int move_list(const game_t *g, const pos_t *x, set_t legal, int list[]) {
    int k = 0;
    int states = g->h->fam->state ? g->h->fam->state : role_to_move(g, x);
    for (set_t e = legal; e != 0; e &= e - 1) {
        if (states & 1) list[k++] = lowest(e) | 1 << 8;
        if (states & 2) list[k++] = lowest(e) | 2 << 8;
    }
    if (g->stop && x->d >= g->turn[x->p]) list[k++] = STOP;
    return k;
}

/* FORMAT.md 3.3: the pair takes the move's state; d counts the moves of
 * the turn up to q; the turn ends after q of them, or with stop (legal
 * once d = q) where the rule has it.  The offer families: fam->apply. */
pos_t apply_move(const game_t *g, pos_t x, int move) {
    if (g->h->fam->apply != NULL) return g->h->fam->apply(g, x, move);
    if (move != STOP && move >> 8 == 1) x.s1 |= bit_of(move & 255);
    if (move != STOP && move >> 8 == 2) x.s2 |= bit_of(move & 255);
    if (move != STOP && x.d < g->turn[x.p]) x.d++;
    if (move == STOP || (!g->stop && x.d == g->turn[x.p])) {
        x.p ^= 1;               /* the turn ends */
        x.d = 0;
    }
    return x;
}

int forces(ctx_t *c, const pos_t *x, set_t legal, int j) {
    const game_t *g = c->g;
    int list[2 * MMAX + 1];
    int s = role_to_move(g, x) == g->h->strategy;
    if (j == 0 && s) return 0;
    int k = move_list(g, x, legal, list);
    for (int i = 0; i < k; i++) {
        pos_t y = apply_move(g, *x, list[i]);
        c->search_left--;
        c->work->left--;
        c->positions++;
        if (c->search_left < 0 || c->work->left < 0) return 0;
        int end = outcome(c, &y);
        int ok = 0;
        if (end != 0)
            ok = good_end(g, end);
        else
            ok = forces(c, &y, legal_pairs(c, &y), j - s);
        if (s && ok)
            return 1;           /* S has a move */
        if (!s && !ok)
            return 0;           /* the opponent has a way out */
    }
    return !s;
}

int short_win(ctx_t *c, const pos_t *x, set_t legal, char msg[MSGMAX]) {
    const header_t *h = c->g->h;
    int nfree = count_of(free_pairs(c->g, x));
    int tail = nfree <= h->tail;
    int j = (int)h->finish;
    if (tail)
        j = 2 * nfree + 1;      /* every move of S's, stop included */
    c->search_left = SEARCH_MAX;
    int w = forces(c, x, legal, j);
    if (c->work->left < 0)
        return say(msg, UNCHECKED, "the check needs more work than its budget of %lld units "
                   "(--work)", c->work->limit);
    if (c->search_left < 0)
        return say(msg, UNCHECKED, "the checker's own search from this position (header finish "
                   "%lld, tail %lld) goes beyond %d positions, its limit", h->finish, h->tail,
                   SEARCH_MAX);
    if (w) return VERIFIED;
    if (!tail) return -1;
    return say(msg, REJECTED, "%s wins by perfect play from this tail position (%d free pairs)",
               h->fam->said[2 - h->strategy], nfree);
}

int stored_move(ctx_t *c, const cert_t *cert, const pos_t *x, set_t legal,
                const uint8_t key[KEYMAX], const int lab[NMAX], int *move,
                char msg[MSGMAX]) {
    const game_t *g = c->g;
    const board_t *b = g->b;
    char hex[2 * KEYMAX + 1];
    int q = 0;
    c->lookups++;
    if (!cert_lookup(cert, key, &q)) {
        for (int i = 0; i < cert->klen; i++) sprintf(hex + 2 * i, "%02x", key[i]);
        return say(msg, REJECTED, "no strategy entry for position (key %s)", hex);
    }
    int dir = g->h->key == K_OR && q >= 128 && q != STOP;       /* oriented-v2: q + 128 */
    *move = STOP;
    if (q == STOP && g->h->key != K_V1 && g->stop && x->d >= g->turn[x->p]) return VERIFIED;
    if (q == STOP && g->h->key != K_V1) return say(msg, REJECTED, "stored move stop is not legal here");
    if (q - 128 * dir >= b->m) return say(msg, REJECTED, "stored move %d is out of range (m = %d)", q, b->m);
    int from = lab[b->lo[q - 128 * dir]];
    int to = lab[b->hi[q - 128 * dir]];
    int p = b->idx[from][to];
    const char *not = free_pairs(g, x) >> p & 1 ? "legal (the mover's colour would contain H)" : "free";
    if (g->h->fam->pile) not = x->p == 0 ? "free and not offered (5.8)" : "offered (5.8)";
    if (!(legal >> p & 1))
        return say(msg, REJECTED, "stored move %d-%d is not %s", b->lo[p], b->hi[p], not);
    int state = g->h->fam->state ? g->h->fam->state : role_to_move(g, x);
    if (g->h->key == K_OR)
        state = (from < to) != dir ? 1 : 2;     /* from -> to, or to -> from when dir */
    *move = p | state << 8;
    return VERIFIED;
}
