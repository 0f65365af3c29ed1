/* fast.c - posproof-check's default replay: the core's replay (FORMAT.md
 * 7.1, checker/core/replay.c) with the shortcuts of FORMAT.md 7.2, each
 * cited where it is used and each behind its own switch (--shortcuts LIST,
 * statement numbers; default all):
 *   2  the memo holds positions relabelled by a colour refinement, and
 *      nauty's keys only where it must look up an entry or where the
 *      refinement left ties (quick.c);
 *   3  S's short wins that end the game at once are found before any key
 *      is made; in a calm family with finish 1 they are all (3b);
 *   4  the opponent's moves that need no visit are left out (needed());
 *   5  threads share the memo (memo.c); more than one with --threads;
 *   6  property values are cached by their exact edge set (has()).
 * Rules with stop (avoid-plus, monotone: a turn of any length) are not
 * calm, so statements 3b and 4 never apply to them, and a version 5 file
 * (monotone) has finish 0, so 3 does not either (short_win stops at
 * once); 2, 5 and 6 rest on the key, whose turn byte holds p and d (d up
 * to q), and on the core's rules alone.  The offer families (version 6)
 * take none: their replay is the core's (replay_plain, its exact memo);
 * statement 2's relabelling here packs states, not their classes (5.8).
 * With none of them this is the core's replay on a shared memo.  Every
 * rule (legal moves, end positions, short wins, the stored move) is the
 * core's.  The verdict and, for a rejection, the message and the play
 * named are those of the core's replay (tests/73-plain.t); statistics and
 * the moment a limit is met may differ.
 *
 * Budgets: the threads share one work budget (--work): each spends an
 * allotment drawn from it (draw()), so the whole check spends at most the
 * budget, as one thread does; the shared memo takes at most --mem.  A
 * thread adds a key to the memo only while its allotment is not spent, so
 * no value computed after that reaches another thread, and its answer is
 * then no verdict.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "fast.h"

#define ABORTED 5          /* given up: another thread decided the replay */
#define CACHE_LOG 15       /* property cache: 2^15 slots, 512 KiB a thread */

/* What the whole replay shares. */
typedef struct {
    const check_t *check;
    int on[7];                  /* on[s]: statement s of 7.2 is used */
    int top;                    /* the file is a top (6.4) */
    int progress;               /* print progress on stderr (a terminal) */
    memo_t memo;
    atomic_int done;            /* the replay is decided: see run() */
    atomic_llong pool;          /* the work units no thread has drawn yet */
    long long chunk;            /* a thread's allotment: the budget / threads */
    atomic_llong seen;          /* positions, for the progress line */
    struct timespec t0;
} shared_t;

/* One thread's replay. */
typedef struct {
    shared_t *s;
    ctx_t ctx;
    work_t work;                /* left: the allotment not spent; limit: the budget */
    long long drawn;            /* the units drawn from the pool */
    set_t *cache;               /* statement 6; NULL when off */
    uint64_t rng;               /* 0: the first thread; odd: a helper's */
    int path[PATHMAX];
    result_t r;
    pthread_t tid;
} fast_t;

static int answer(fast_t *v, int status, int depth, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->r.msg, sizeof v->r.msg, fmt, ap);
    va_end(ap);
    v->r.nmoves = depth;
    memcpy(v->r.moves, v->path, sizeof v->path[0] * (size_t)depth);
    return status;
}

/* The allotment topped up to s->chunk from the pool, once it is below half
 * that and while the pool lasts (one thread: the whole budget at once, so
 * that it spends as the core does). */
static void draw(fast_t *v) {
    shared_t *s = v->s;
    long long had = atomic_load_explicit(&s->pool, memory_order_relaxed);
    long long take = 0;
    if (had <= 0 || v->work.left < 0 || 2 * v->work.left >= s->chunk) return;
    do take = had < s->chunk - v->work.left ? had : s->chunk - v->work.left;
    while (!atomic_compare_exchange_weak(&s->pool, &had, had - take));
    v->work.left += take;
    v->drawn += take;
}

static int spent(fast_t *v, int depth) {
    return answer(v, UNCHECKED, depth, "the check needs more work than its "
                  "budget of %lld units (--work)", v->work.limit);
}

/* Statement 6: P (or H) of the edge set e, remembered in a direct-mapped
 * cache; a slot holds e with 1 + P in bits 126 and 127 (pairs are < 120),
 * or 0.  A value computed after the budget ran out is not remembered. */
static int has(void *arg, const game_t *g, set_t e, work_t *w) {
    fast_t *v = arg;
    uint64_t mixed = ((uint64_t)e ^ (uint64_t)(e >> 64) *
                      0xbf58476d1ce4e5b9u) * 0x9e3779b97f4a7c15u;
    set_t *slot = &v->cache[mixed >> (64 - CACHE_LOG)];
    if (*slot != 0 && (*slot << 2 >> 2) == e) return (int)(*slot >> 126) - 1;
    int value = prop_has(&g->h->prop, g->b, e, w);
    if (w->left >= 0) *slot = e | (set_t)(1 + value) << 126;
    return value;
}

/* Every 256 positions: has another thread decided?  And on a terminal,
 * every 2^20 positions of the first thread, the positions all threads
 * replayed (not those the searches of 6.3 visit, which the statistics'
 * positions checked count too), their rate and the time so far. */
static int now_and_then(fast_t *v) {
    shared_t *s = v->s;
    struct timespec t;
    atomic_fetch_add_explicit(&s->seen, 256, memory_order_relaxed);
    if (atomic_load_explicit(&s->done, memory_order_relaxed)) return 1;
    if (!s->progress || v->rng != 0 || (v->ctx.positions & 0xfffff) != 0) return 0;
    clock_gettime(CLOCK_MONOTONIC, &t);
    double secs = (double)(t.tv_sec - s->t0.tv_sec) +
                  (double)(t.tv_nsec - s->t0.tv_nsec) / 1e9;
    long long seen = atomic_load_explicit(&s->seen, memory_order_relaxed);
    fprintf(stderr, "\r%s: %lld positions replayed, %.0f a second, %.0f s ",
            s->check->path, seen, (double)seen / secs, secs);
    return 0;
}

/* Statement 3: 1 if S, to move in x, has a move after which the game ends
 * well at once: then S forces a good end within any f >= 1 (6.3); in a
 * calm family with f = 1 that is the only way (3b). */
static int win_at_once(fast_t *v, const pos_t *x, set_t legal) {
    ctx_t *c = &v->ctx;
    int list[2 * MMAX + 1];
    int k = move_list(c->g, x, legal, list);
    for (int i = 0; i < k; i++) {
        pos_t y = apply_move(c->g, *x, list[i]);
        c->positions++;
        c->work->left--;
        int end = outcome(c, &y);
        if (end != 0 && good_end(c->g, end)) return 1;
    }
    return 0;
}

/* Statement 4: the opponent's moves from x (no end position, the
 * opponent to move with 'left' moves of its turn to go) that need a
 * visit, in a calm family with finish >= 1.  W: the free pairs with which
 * S would end the game at once.  If |W| > left, none; if |W| = left, W;
 * otherwise all. */
static set_t needed(fast_t *v, const pos_t *x, set_t legal) {
    ctx_t *c = &v->ctx;
    const game_t *g = c->g;
    long long left = g->turn[x->p] - x->d;
    set_t avail = g->b->all & ~x->s2;
    set_t w = 0;
    if (!v->s->on[4] || !g->calm || g->h->finish == 0) return legal;
    for (set_t e = legal; e != 0; e &= e - 1) {
        set_t one = e & -e;
        int wins = !c->has(c->has_ctx, g, avail & ~one, c->work);
        if (g->h->strategy == 1) wins = c->has(c->has_ctx, g, x->s1 | one, c->work);
        if (wins) w |= one;
        if (count_of(w) > left) return 0;
    }
    if (count_of(w) == left) return w;
    return legal;
}

/* x accepted: its relabelled and nauty keys into the memo, while the
 * budget is not spent. */
static int accept(fast_t *v, const uint8_t *quick, const uint8_t *key,
                  int depth) {
    if (v->work.left < 0) return spent(v, depth);
    if ((quick != NULL && memo_add(&v->s->memo, quick) != 0) ||
        (key != NULL && memo_add(&v->s->memo, key) != 0))
        return answer(v, UNCHECKED, depth, "out of memory: the memo would "
                      "take more than the memory budget (--mem)");
    return VERIFIED;
}

static int visit(fast_t *v, pos_t x, int depth);

static int play(fast_t *v, pos_t x, int depth, int move) {
    if (depth >= PATHMAX) return answer(v, UNCHECKED, depth, "play too long");
    v->path[depth] = move | x.p << 10;
    return visit(v, apply_move(v->ctx.g, x, move), depth + 1);
}

/* FORMAT.md 7.1 at x, with the shortcuts (the top of this file). */
static int visit(fast_t *v, pos_t x, int depth) {
    shared_t *s = v->s;
    ctx_t *c = &v->ctx;
    const game_t *g = c->g;
    const header_t *h = g->h;
    char msg[MSGMAX];
    uint8_t key[KEYMAX];
    uint8_t quick[KEYMAX];
    int lab[NMAX];
    int list[2 * MMAX + 1];
    int k = 0;
    int rc = VERIFIED;
    draw(v);
    c->positions++;
    c->work->left -= g->b->n * g->b->n;     /* as the core counts it */
    if ((c->positions & 255) == 0 && now_and_then(v)) return ABORTED;
    int s_moves = role_to_move(g, &x) == h->strategy;
    int finish = (int)h->finish;
    /* fresh: S to move after an opponent's turn visited by needed(), so
     * S has no move ending the game at once (statement 4) */
    int fresh = s_moves && s->on[4] && g->calm && finish >= 1 && x.d == 0 &&
                depth > 0;
    int end = outcome(c, &x);
    set_t legal = legal_pairs(c, &x);
    if (c->work->left < 0) return spent(v, depth);
    if (end != 0 && good_end(g, end)) return VERIFIED;
    if (end == DRAW) return answer(v, REJECTED, depth, "play ends in a draw");
    if (end != 0)
        return answer(v, REJECTED, depth, "play ends with %s winning",
                      h->fam->said[end - 1]);
    if (s_moves && s->on[3] && finish >= 1 && !fresh &&
        win_at_once(v, &x, legal))
        return c->work->left < 0 ? spent(v, depth) : VERIFIED;
    if (!s_moves) {
        k = move_list(g, &x, needed(v, &x, legal), list);
        if (c->work->left < 0) return spent(v, depth);
        if (k == 0) return VERIFIED;
        if (k == 1 && !s->top)          /* not worth a memo slot */
            return play(v, x, depth, list[0]);
    }
    int quick_on = s->on[2] && !s->top;  /* a top's assumed keys are nauty's */
    int keyed = !(quick_on && key_quick(h, &x, quick));
    if (quick_on && memo_has(&s->memo, quick)) return VERIFIED;
    int deep = !s->on[3] || !g->calm || finish > 1 ||
               count_of(g->b->all & ~(x.s1 | x.s2)) <= h->tail;
    int w = s_moves && deep ? short_win(c, &x, legal, msg) : -1;
    if (w == VERIFIED) return VERIFIED;
    if (w >= 0)                         /* a lost tail, or a limit */
        return answer(v, w, depth, "%s", msg);
    if ((keyed || s_moves) && key_make(h, &x, key, lab) != 0)
        return answer(v, UNCHECKED, depth, NAUTY_BAD);
    if (keyed && memo_has(&s->memo, key)) return VERIFIED;
    if (s_moves) {
        int move;
        rc = stored_move(c, &s->check->cert, &x, legal, key, lab, &move, msg);
        if (rc != VERIFIED) return answer(v, rc, depth, "%s", msg);
        rc = play(v, x, depth, move);
    } else {
        int off = 0;    /* a helper takes the moves in an order of its own */
        if (v->rng != 0) {
            v->rng = v->rng * 0x5851f42d4c957f2du + 2;        /* stays odd */
            off = (int)((v->rng >> 33) % (uint64_t)k);
        }
        for (int i = 0; i < k && rc == VERIFIED; i++)
            rc = play(v, x, depth, list[(i + off) % k]);
    }
    if (rc != VERIFIED) return rc;
    return accept(v, quick_on ? quick : NULL, keyed ? key : NULL, depth);
}

/* A thread's replay.  The first thread's ends the replay; a helper's ends
 * it if it passes (statement 5). */
static void *run(void *arg) {
    fast_t *v = arg;
    int rc = VERIFIED;
    if (v->s->on[6]) {
        v->cache = calloc((size_t)1 << CACHE_LOG, sizeof *v->cache);
        v->ctx.has = has;
        v->ctx.has_ctx = v;
        if (v->cache == NULL) rc = answer(v, UNCHECKED, 0, "out of memory");
    }
    if (rc == VERIFIED) rc = visit(v, v->s->check->cert.h.start, 0);
    if (v->work.left < 0 && rc != UNCHECKED && rc != ABORTED)
        rc = spent(v, 0);       /* no verdict after the budget ran out */
    if (rc == VERIFIED || v->rng == 0) atomic_store(&v->s->done, 1);
    v->r.status = rc;
    v->r.positions = v->ctx.positions;
    v->r.lookups = v->ctx.lookups;
    v->r.work = v->drawn - v->work.left;
    if (v->work.left > 0) atomic_fetch_add(&v->s->pool, v->work.left);     /* for the others */
    free(v->cache);
    return NULL;
}

/* --shortcuts LIST: statement numbers of 7.2 (2 to 6) separated by
 * commas, "all" or NULL (every one), or "none"; --threads N, 0: one a
 * processor (at most THREADS_MAX). */
const char *fast_config(fast_cfg_t *cfg, int threads, const char *list, int progress) {
    int all = list == NULL || !strcmp(list, "all");
    memset(cfg, 0, sizeof *cfg);
    for (const char *p = list; p != NULL && !all && strcmp(list, "none"); p += 2) {
        if (p[0] < '2' || p[0] > '6' || (p[1] != ',' && p[1] != 0))
            return "invalid --shortcuts (a list of 2 to 6, all or none)";
        cfg->on[p[0] - '0'] = 1;
        if (p[1] == 0) break;
    }
    for (int i = 2; i <= 6; i++)
        cfg->on[i] |= all;
    cfg->threads = threads > 0 ? threads : (int)sysconf(_SC_NPROCESSORS_ONLN);
    cfg->threads = cfg->threads < 1 || !cfg->on[5] ? 1 : cfg->threads < THREADS_MAX ? cfg->threads : THREADS_MAX;
    cfg->progress = progress && isatty(STDERR_FILENO);
    return NULL;
}

/* The replay, on the threads asked for (statement 5): each thread takes
 * the opponent's moves in its own order (the first in the core's), all
 * share the memo.  A helper that passes the start has checked the whole
 * replay; otherwise the first thread decides, and its first failure is
 * the core's first failure. */
int fast_replay(const check_t *c, const void *config, result_t *r) {
    const fast_cfg_t *cfg = config;
    if (c->cert.h.fam->pile != 0) return replay_plain(c, r);   /* no shortcut proved for them */
    shared_t s = { .check = c, .memo = MEMO(c->cert.klen, c->mem, cfg->threads == 1),
                   .pool = c->work, .chunk = (c->work + cfg->threads - 1) / cfg->threads };
    memcpy(s.on, cfg->on, sizeof s.on);
    s.top = c->cert.h.assumptions > 0;
    s.progress = cfg->progress;
    clock_gettime(CLOCK_MONOTONIC, &s.t0);
    fast_t *w = calloc((size_t)cfg->threads, sizeof *w);
    memset(r, 0, sizeof *r);
    r->status = UNCHECKED;
    if (w == NULL) return snprintf(r->msg, sizeof r->msg, "out of memory"), UNCHECKED;
    for (long long i = 0; i < c->cert.h.assumptions; i++)
        if (memo_add(&s.memo, c->assumed[i]) != 0)
            snprintf(r->msg, sizeof r->msg, "out of memory (--mem)");
    for (int i = 0; i < cfg->threads && r->msg[0] == 0; i++) {
        w[i].s = &s;
        w[i].work.limit = c->work;
        ctx_init(&w[i].ctx, &c->game, &w[i].work);
        w[i].rng = i == 0 ? 0 : 2 * (uint64_t)i + 1;
    }
    int started = 1;
    while (r->msg[0] == 0 && started < cfg->threads &&
           pthread_create(&w[started].tid, NULL, run, &w[started]) == 0)
        started++;
    if (r->msg[0] == 0) {
        run(&w[0]);
        *r = w[0].r;
    }
    int rc = r->status;
    for (int i = 1; i < started; i++) {
        pthread_join(w[i].tid, NULL);
        r->positions += w[i].r.positions;
        r->lookups += w[i].r.lookups;
        r->work += w[i].r.work;
    }
    if (rc == ABORTED)          /* a helper passed the start */
        rc = VERIFIED;
    if (s.progress) fprintf(stderr, "\r\033[K");
    r->status = rc;
    memo_free(&s.memo);
    free(w);
    return rc;
}

