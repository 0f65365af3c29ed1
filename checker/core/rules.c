/* rules.c - the rules of the game (FORMAT.md 3.3, 4.2) and the steps of
 * the replay that rest on them (6.3): short wins and tails, and the stored
 * move of a position.  The fast layer calls these too, so every rule is
 * written once.  Property values come through c->has (prop_has unless
 * the fast layer installs its cache) and spend c->work.
 */
#include <stdio.h>
#include <string.h>

#include "core.h"

/* How end positions are decided (FORMAT.md 4.2). */
enum { AVAIL, BOTH, AVOID, SUBH, SHARED };

static int core_has(void *ctx, const game_t *g, set_t e, work_t *w) {
    (void)ctx;
    return prop_has(&g->h->prop, g->b, e, w);
}

/* FORMAT.md 4.2: AVAIL decides by rule 1 (P of the state-1 graph) and 2
 * (no P in the available graph): maker-breaker, avoider-enforcer, ramsey
 * weak-achieve; BOTH by H in red, then in blue, then a draw: misere and
 * achieve.  w1 is the role winning by rule 1. */
void game_init(game_t *g, const header_t *h) {
    int fam = h->family;
    memset(g, 0, sizeof *g);
    g->h = h;
    g->b = &h->b;
    g->mode = BOTH;
    if (fam == F_MB || fam == F_AE || (fam == F_RAMSEY && h->rule == R_WEAK)) g->mode = AVAIL;
    if (fam == F_RAMSEY && (h->rule == R_AVOID || h->rule == R_PLUS)) g->mode = AVOID;
    if (fam == F_SUBH) g->mode = SUBH;
    if (fam == F_SHARED) g->mode = SHARED;
    g->w1 = 1;
    if (fam == F_AE || (fam == F_RAMSEY && h->rule == R_MISERE)) g->w1 = 2;
    g->plus = fam == F_RAMSEY && h->rule == R_PLUS;
    g->calm = g->mode == AVAIL && g->w1 == 1;
    g->turn[0] = g->plus ? -1 : h->q[h->first - 1];       /* -1: a turn ends with stop */
    g->turn[1] = g->plus ? -1 : h->q[2 - h->first];       /* (bias 1:1 but in 4.2's MB, AE) */
}

void ctx_init(ctx_t *c, const game_t *g, work_t *w) {
    memset(c, 0, sizeof *c);
    c->g = g;
    c->work = w;
    c->has = core_has;
}

/* FORMAT.md 3.3: player 0 is the first player. */
int role_to_move(const game_t *g, const pos_t *x) {
    if (x->p == 0) return g->h->first;
    return 3 - g->h->first;
}

/* FORMAT.md 6.3: S wins, or a draw when the claim is winner none. */
int good_end(const game_t *g, int end) {
    if (end == g->h->strategy) return 1;
    return end == DRAW && g->h->winner == 0;
}

static set_t free_pairs(const game_t *g, const pos_t *x) {
    return g->b->all & ~(x->s1 | x->s2);
}

/* FORMAT.md 3.3: every free pair; under avoid and avoid-plus those after
 * which the mover's colour holds no copy of H. */
set_t legal_pairs(ctx_t *c, const pos_t *x) {
    const game_t *g = c->g;
    set_t free = free_pairs(g, x);
    set_t mine = x->s1, ok = 0;
    if (x->p == 1) mine = x->s2;
    if (g->mode != AVOID || !c->has(c->has_ctx, g, mine | free, c->work)) return free;
    for (set_t e = free; e != 0; e &= e - 1) {
        set_t one = e & -e;
        if (!c->has(c->has_ctx, g, mine | one, c->work)) ok |= one;
    }
    return ok;
}

/* FORMAT.md 4.2 (subh): the oriented digraph, then the available one. */
static int subh_outcome(ctx_t *c, const pos_t *x) {
    const board_t *b = c->g->b;
    uint16_t made[NMAX] = { 0 }, avail[NMAX] = { 0 };
    for (int p = 0; p < b->m; p++) {
        uint16_t to_hi = (uint16_t)(1u << b->hi[p]);
        uint16_t to_lo = (uint16_t)(1u << b->lo[p]);
        if (x->s1 >> p & 1) made[b->lo[p]] |= to_hi;
        if (x->s2 >> p & 1) made[b->hi[p]] |= to_lo;
        if (!((x->s1 | x->s2) >> p & 1)) {
            avail[b->lo[p]] |= to_hi;
            avail[b->hi[p]] |= to_lo;
        }
    }
    for (int v = 0; v < b->n; v++) avail[v] |= made[v];
    if (dham(made, b->n, c->work)) return 1;
    if (!dham(avail, b->n, c->work)) return 2;
    return 0;
}

int outcome(ctx_t *c, const pos_t *x) {
    const game_t *g = c->g;
    set_t free = free_pairs(g, x);
    switch (g->mode) {
    case AVAIL:
        if (c->has(c->has_ctx, g, x->s1, c->work)) return g->w1;
        if (!c->has(c->has_ctx, g, g->b->all & ~x->s2, c->work)) return 3 - g->w1;
        return 0;
    case BOTH:
        if (c->has(c->has_ctx, g, x->s1, c->work)) return g->w1;
        if (c->has(c->has_ctx, g, x->s2, c->work)) return 3 - g->w1;
        return free == 0 ? DRAW : 0;
    case AVOID:         /* the mover has no legal colouring: it loses */
        if (x->d == 0 && legal_pairs(c, x) == 0) return 2 - x->p;
        return 0;
    case SHARED:        /* the last mover (not the one to move) wins */
        if (c->has(c->has_ctx, g, x->s1, c->work)) return g->h->rule == R_NORMAL ? 2 - x->p : 1 + x->p;
        return free == 0 ? DRAW : 0;
    }
    return subh_outcome(c, x);
}

int move_list(const game_t *g, const pos_t *x, set_t legal, int list[]) {
    int k = 0;
    int state = role_to_move(g, x);
    if (g->mode == SUBH) state = 2;
    if (g->mode == SHARED) state = 1;
    for (set_t e = legal; e != 0; e &= e - 1) {
        int p = lowest(e);
        if (g->mode == SUBH) list[k++] = p | 1 << 8;
        list[k++] = p | state << 8;
    }
    if (g->plus && x->d != 0) list[k++] = STOP;
    return k;
}

pos_t apply_move(const game_t *g, pos_t x, int move) {
    if (move == STOP) {
        x.p ^= 1;
        x.d = 0;
        return x;
    }
    if (move >> 8 == 1)
        x.s1 |= bit_of(move & 255);
    else
        x.s2 |= bit_of(move & 255);
    x.d++;
    if (g->plus) x.d = 1;
    if (x.d == g->turn[x.p]) {
        x.p ^= 1;
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
    char name[32];
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
               role_name(h, 3 - h->strategy, name), nfree);
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
    if (q == STOP && g->h->key != K_V1 && g->plus && x->d != 0) return VERIFIED;
    if (q == STOP && g->h->key != K_V1) return say(msg, REJECTED, "stored move stop is not legal here");
    if (q - 128 * dir >= b->m) return say(msg, REJECTED, "stored move %d is out of range (m = %d)", q, b->m);
    int from = lab[b->lo[q - 128 * dir]];
    int to = lab[b->hi[q - 128 * dir]];
    int p = b->idx[from][to];
    int is_free = (int)(free_pairs(g, x) >> p & 1);
    if (!(legal >> p & 1))
        return say(msg, REJECTED, "stored move %d-%d is not %s", b->lo[p], b->hi[p],
                   is_free ? "legal (the mover's colour would contain H)" : "free");
    int state = role_to_move(g, x);
    if (g->mode == SHARED) state = 1;
    if (g->mode == SUBH && (from < to) != dir)
        state = 1;              /* from -> to, or to -> from when dir */
    else if (g->mode == SUBH)
        state = 2;
    *move = p | state << 8;
    return VERIFIED;
}
