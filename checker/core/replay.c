/* replay.c - the plain replay (FORMAT.md 6.3, 7.1) and its exact memo.
 *
 * From the start position, at each position x, in the order of 7.1:
 *   1. an end position: accept if it is good, else reject;
 *   2, 3. S to move: a tail position or a short win decides (rules.c);
 *   memo: a position whose key was accepted before (or is the key of an
 *      assumed start of a top, put there first) is accepted (7.2,
 *      statement 1; 6.3 for the assumed ones);
 *   4. S to move: the stored move of x's key, checked legal, is played;
 *   5. the opponent to move: every legal move is played, in the order of
 *      move_list; x is accepted when all are.
 * The first rejection in this depth-first order is reported with the
 * moves that lead to it.  Every position spends a unit of work; once the
 * budget is spent the replay stops, and whatever it found is no verdict.
 */
#define _GNU_SOURCE             /* tdestroy */
#include <search.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"


/* FORMAT.md 7.2, statement 1: the exact keys accepted (KEYMAX bytes,
 * zero after the key), in a search tree of the C library (tsearch) that
 * compares whole keys, so a key is found only if it was added.  Each key
 * takes KEY_COST bytes of the memory budget: itself and its tree node. */
#define KEY_COST (KEYMAX + 65)

typedef struct {
    void *root;
    size_t left;                /* the bytes the memo may still take */
} memo_t;

static int memo_cmp(const void *a, const void *b) {
    return memcmp(a, b, KEYMAX);
}

/* Adds key.  0, or -1: the memo would take more than its budget. */
static int memo_add(memo_t *m, const uint8_t key[KEYMAX]) {
    if (m->left < KEY_COST) return -1;
    uint8_t *k = malloc(KEYMAX);
    if (k == NULL) return -1;
    memcpy(k, key, KEYMAX);
    uint8_t **node = tsearch(k, &m->root, memo_cmp);
    if (node == NULL || *node != k) free(k);
    if (node != NULL && *node == k) m->left -= KEY_COST;
    return node == NULL ? -1 : 0;
}

/* One replay: the certificate, the rules' context, the memo, the moves
 * from the start to the current position, the answer. */
typedef struct {
    const check_t *check;
    ctx_t ctx;
    memo_t memo;
    int path[PATHMAX];
    result_t *r;
} replay_t;

/* The answer 'status' at depth, with a message (none for VERIFIED). */
static int answer(replay_t *p, int status, int depth, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->r->msg, sizeof p->r->msg, fmt, ap);
    va_end(ap);
    p->r->nmoves = depth;
    memcpy(p->r->moves, p->path, sizeof p->path[0] * (size_t)depth);
    return status;
}

static int spent(replay_t *p, int depth) {
    return answer(p, UNCHECKED, depth, "the check needs more work than its "
                  "budget of %lld units (--work)", p->ctx.work->limit);
}

/* 6.3: the verdict at an end position. */
static int ended(replay_t *p, int end, int depth) {
    if (good_end(p->ctx.g, end)) return VERIFIED;
    if (end == DRAW) return answer(p, REJECTED, depth, "play ends in a draw");
    return answer(p, REJECTED, depth, "play ends with %s winning",
                  p->ctx.g->h->fam->said[end - 1]);
}

static int node(replay_t *p, pos_t x, int depth);

/* The move from x, then the replay from there. */
static int play(replay_t *p, pos_t x, int depth, int move) {
    if (depth >= PATHMAX) return answer(p, UNCHECKED, depth, "play too long");
    p->path[depth] = move | x.p << 10;
    return node(p, apply_move(p->ctx.g, x, move), depth + 1);
}

/* FORMAT.md 7.1 at x (the top of this file). */
static int node(replay_t *p, pos_t x, int depth) {
    ctx_t *c = &p->ctx;
    const game_t *g = c->g;
    const cert_t *cert = &p->check->cert;
    char msg[MSGMAX];
    uint8_t key[KEYMAX];
    int lab[NMAX];
    int rc = VERIFIED;
    c->positions++;
    c->work->left -= g->b->n * g->b->n;     /* the key (nauty), the moves */
    int end = outcome(c, &x);
    set_t legal = legal_pairs(c, &x);
    if (c->work->left < 0) return spent(p, depth);
    if (end != 0) return ended(p, end, depth);
    int s_moves = role_to_move(g, &x) == g->h->strategy;
    if (s_moves) {
        int w = short_win(c, &x, legal, msg);
        if (w == VERIFIED) return VERIFIED;
        if (w >= 0) return answer(p, w, depth, "%s", msg);
    }
    if (key_make(g->h, &x, key, lab) != 0) return answer(p, UNCHECKED, depth, NAUTY_BAD);
    if (tfind(key, &p->memo.root, memo_cmp) != NULL) return VERIFIED;
    if (s_moves) {
        int move;
        rc = stored_move(c, cert, &x, legal, key, lab, &move, msg);
        if (rc != VERIFIED) return answer(p, rc, depth, "%s", msg);
        rc = play(p, x, depth, move);
    } else {
        int list[2 * MMAX + 1];
        int k = move_list(g, &x, legal, list);
        for (int i = 0; i < k && rc == VERIFIED; i++) rc = play(p, x, depth, list[i]);
    }
    if (rc == VERIFIED && memo_add(&p->memo, key) != 0)
        return answer(p, UNCHECKED, depth, "out of memory: the memo would "
                      "take more than the memory budget (--mem)");
    return rc;
}

int replay_plain(const check_t *c, result_t *r) {
    replay_t *p = calloc(1, sizeof *p);
    work_t work = { c->work, c->work };
    int rc = VERIFIED;
    memset(r, 0, sizeof *r);
    if (p == NULL) return r->status = say(r->msg, UNCHECKED, "out of memory");
    p->check = c;
    p->r = r;
    ctx_init(&p->ctx, &c->game, &work);
    p->memo.left = c->mem;
    for (long long i = 0; i < c->cert.h.assumptions && rc == VERIFIED; i++)
        if (memo_add(&p->memo, c->assumed[i]) != 0)
            rc = answer(p, UNCHECKED, 0, "out of memory (--mem)");
    if (rc == VERIFIED) rc = node(p, c->cert.h.start, 0);
    if (work.left < 0 && rc != UNCHECKED)
        rc = spent(p, 0);       /* no verdict after the budget ran out */
    r->status = rc;
    r->positions = p->ctx.positions;
    r->lookups = p->ctx.lookups;
    r->work = work.limit - work.left;
    tdestroy(p->memo.root, free);
    free(p);
    return rc;
}
