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
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

#define NAUTY_BAD "nauty returned a labelling that is not a permutation of " \
                  "the right kind"

/* FORMAT.md 7.2, statement 1: a set of exact keys, open addressing with
 * linear probing.  A slot is 'words' 64-bit words: the key bytes, zeros,
 * and a last byte 1 (all zero: the slot is empty).  Lookups compare whole
 * slots, so a hash collision never makes two keys equal. */
typedef struct {
    uint64_t *slots;
    size_t cap, count, words;
    size_t bytes;               /* what slots takes */
    size_t budget;              /* what the memo may take */
} memo_t;

/* The slot of k (*found = 1) or the empty slot where it goes (0). */
static uint64_t *memo_slot(const memo_t *m, const uint64_t *k, int *found) {
    uint64_t h = 0x9e3779b97f4a7c15u;
    for (size_t i = 0; i < m->words; i++) h = (h ^ (h >> 29) ^ k[i]) * 0xbf58476d1ce4e5b9u;
    size_t i = (size_t)(h ^ (h >> 32)) & (m->cap - 1);
    for (;;) {
        uint64_t *s = m->slots + i * m->words;
        *found = memcmp(s, k, 8 * m->words) == 0;
        if (*found || s[m->words - 1] == 0) return s;
        i = (i + 1) & (m->cap - 1);
    }
}

/* The slot words of key. */
static void memo_words(const memo_t *m, const uint8_t *key, int klen, uint64_t k[4]) {
    memset(k, 0, 4 * sizeof k[0]);
    memcpy(k, key, (size_t)klen);
    ((uint8_t *)k)[8 * m->words - 1] = 1;
}

/* Doubles the table (or makes the first), unless the old and the new
 * together would take more than the budget.  0 or -1. */
static int memo_grow(memo_t *m) {
    size_t cap = 16;
    if (m->cap != 0) cap = 2 * m->cap;
    size_t bytes = cap * m->words * 8;
    if (bytes > m->budget || m->bytes > m->budget - bytes) return -1;
    uint64_t *slots = calloc(cap * m->words, 8);
    if (slots == NULL) return -1;
    memo_t bigger = *m;
    bigger.slots = slots;
    bigger.cap = cap;
    bigger.bytes = bytes;
    for (size_t i = 0; i < m->cap; i++) {
        const uint64_t *s = m->slots + i * m->words;
        int found;
        if (s[m->words - 1] != 0) memcpy(memo_slot(&bigger, s, &found), s, 8 * m->words);
    }
    free(m->slots);
    *m = bigger;
    return 0;
}

static int memo_has(const memo_t *m, const uint8_t *key, int klen) {
    uint64_t k[4];
    int found = 0;
    if (m->cap == 0) return 0;
    memo_words(m, key, klen, k);
    memo_slot(m, k, &found);
    return found;
}

/* Adds key.  0, or -1: the memo would take more than its budget. */
static int memo_add(memo_t *m, const uint8_t *key, int klen) {
    uint64_t k[4];
    int found;
    if ((m->count + 1) * 4 > m->cap * 3 && memo_grow(m) != 0) return -1;
    memo_words(m, key, klen, k);
    uint64_t *s = memo_slot(m, k, &found);
    if (!found) {
        memcpy(s, k, 8 * m->words);
        m->count++;
    }
    return 0;
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
    char name[32];
    if (good_end(p->ctx.g, end)) return VERIFIED;
    if (end == DRAW) return answer(p, REJECTED, depth, "play ends in a draw");
    return answer(p, REJECTED, depth, "play ends with %s winning",
                  role_name(p->ctx.g->h, end, name));
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
    if (memo_has(&p->memo, key, cert->klen)) return VERIFIED;
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
    if (rc == VERIFIED && memo_add(&p->memo, key, cert->klen) != 0)
        return answer(p, UNCHECKED, depth, "out of memory: the memo would "
                      "take more than the memory budget (--mem)");
    return rc;
}

int replay_plain(const check_t *c, result_t *r) {
    replay_t *p = calloc(1, sizeof *p);
    work_t work = { c->work, c->work };
    int rc = VERIFIED;
    memset(r, 0, sizeof *r);
    if (p == NULL) {
        snprintf(r->msg, sizeof r->msg, "out of memory");
        r->status = UNCHECKED;
        return UNCHECKED;
    }
    p->check = c;
    p->r = r;
    ctx_init(&p->ctx, &c->game, &work);
    p->memo.words = (size_t)c->cert.klen / 8 + 1;
    p->memo.budget = c->mem;
    for (long long i = 0; i < c->cert.h.assumptions && rc == VERIFIED; i++)
        if (memo_add(&p->memo, c->assumed[i], c->cert.klen) != 0)
            rc = answer(p, UNCHECKED, 0, "out of memory (--mem)");
    if (rc == VERIFIED) rc = node(p, c->cert.h.start, 0);
    if (work.left < 0 && rc != UNCHECKED)
        rc = spent(p, 0);       /* no verdict after the budget ran out */
    r->status = rc;
    r->positions = p->ctx.positions;
    r->lookups = p->ctx.lookups;
    r->work = work.limit - work.left;
    free(p->memo.slots);
    free(p);
    return rc;
}
