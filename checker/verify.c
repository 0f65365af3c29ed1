/* verify.c - moves, end positions, the replay of a certificate's strategy
 * (FORMAT.md 3.3, 4.2, 6.3 and 7) and the checker's own searches.
 *
 * Two replays.  plain() is FORMAT.md 6.3 written as code, for an auditor
 * to read first (--plain): from the start position, at an end position
 * accept if it is good for the strategy role S (S wins, or a draw when
 * the claim is winner none); where S moves with at most header.tail free
 * pairs, accept if S wins by perfect play; where S forces a good end
 * within header.finish of its moves, accept (no entry is read); where S
 * moves otherwise, look up the stored move by the position's key, map it
 * back, check that it is legal and continue; where the opponent moves,
 * continue with every legal move (pairs in ascending order, state 1
 * before 2 for subh, stop last).  Positions accepted are remembered by
 * their exact key bytes (FORMAT.md 7, statement 1).
 *
 * visit() is the default replay: the same verdict and, for a rejection,
 * the same play, with the shortcuts of FORMAT.md 7 (each cited where it
 * is used): short wins found without a deep search (3), opponent moves
 * left out where S surely wins (needed(), 4), threads (5), and a cache of
 * the property's values (6).  Statement 2 (a memo of relabellings) is not
 * used: the memo holds exact keys (statement 1), as in plain().
 *
 * Every search the checker makes for itself (finish, tail) is bounded:
 * past SEARCH_MAX positions it gives up with an error (exit 2), so no
 * header makes the checker search without end.
 */
#include <pthread.h>

#include "checker.h"

#define GRAPHS_LOG 15   /* 512 KiB */
#define ABORTED 3       /* given up: another thread decided the replay */
#define SEARCH_MAX 1000000  /* positions one search of the checker's may visit */
#define NAUTY_BAD "nauty returned a labelling that is not a permutation of " \
                  "the right kind"

/* How end positions are decided (FORMAT.md 4.2). */
enum { AVAIL, BOTH, AVOID, SUBH, SHARED };

typedef struct {
    cert_t *cert;
    const header_t *h;
    int mode, w1;           /* w1: the role winning by rule 1 of the mode */
    int plus;               /* rule avoid-plus */
    int calm;               /* mode AVAIL with w1 = 1: see needed() */
    int plain;              /* --plain: plain(), no shortcut */
    long long left;         /* positions the current search may still visit */
    long long turn[2];      /* moves a turn of the first, second player */
    memo_t *accepted;       /* the keys of positions accepted */
    set_t *graphs;          /* see has(); one a thread */
    int path[PATHMAX];      /* moves from the start to the current position */
    atomic_int *done;       /* the replay ends: see verify_run */
    uint64_t rng;           /* 0: the first thread; odd: a helper's state */
    pthread_t tid;
    int rc;                 /* the thread's verdict */
    /* last: its cold end (moves) meets the next thread's verify_t */
    verify_result_t r;      /* this thread's counts and report */
} verify_t;

static int finish(verify_t *v, int status, int depth, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->r.msg, sizeof v->r.msg, fmt, ap);
    va_end(ap);
    v->r.nmoves = depth;
    memcpy(v->r.moves, v->path, sizeof v->path[0] * (size_t)depth);
    return status;
}

#define role(v, player) ((player) == 0 ? (v)->h->first : 3 - (v)->h->first)
#define FREE(v, x) ((v)->h->b.all & ~((x)->s1 | (x)->s2))
#define GOOD(v, end) \
    ((end) == (v)->h->strategy || ((end) == DRAW && !(v)->h->winner))

/* P (or H) for the graph with edge set e, remembered by the exact edge
 * set in a direct-mapped cache (few distinct graphs recur often; FORMAT.md
 * 7, statement 6); a slot
 * holds e with 1 + P in bits 126 and 127 (pairs are < 120), or 0. */
static int has(verify_t *v, set_t e)
{
    set_t *s = &v->graphs[(uint64_t)(((uint64_t)e ^ (uint64_t)(e >> 64) *
                          0xbf58476d1ce4e5b9u) * 0x9e3779b97f4a7c15u)
                          >> (64 - GRAPHS_LOG)];
    if (*s << 2 >> 2 != e || *s == 0)
        *s = e | (set_t)(1 + prop_has(&v->h->prop, &v->h->b, e)) << 126;
    return (int)(*s >> 126) - 1;
}

/* The free pairs the mover may change: all, or under avoid and avoid-plus
 * those after which the mover's colour holds no copy of H. */
static set_t legal_of(verify_t *v, const pos_t *x)
{
    set_t free = FREE(v, x), mine = x->p ? x->s2 : x->s1, ok = 0;
    if (v->mode != AVOID || !has(v, mine | free))
        return free;
    for (set_t e = free; e; e &= e - 1)
        if (!has(v, mine | (e & -e)))
            ok |= e & -e;
    return ok;
}

/* FORMAT.md 4.2 for x: 0, the role that wins, or DRAW. */
static int outcome(verify_t *v, const pos_t *x)
{
    set_t all = v->h->b.all, free = FREE(v, x);
    switch (v->mode) {
    case AVAIL:
    case BOTH:
        if (has(v, x->s1))
            return v->w1;
        if (v->mode == AVAIL ? !has(v, all & ~x->s2) : has(v, x->s2))
            return 3 - v->w1;
        return v->mode == AVAIL || free ? 0 : DRAW;
    case AVOID:              /* the mover has no legal colouring: loses */
        return x->d == 0 && !legal_of(v, x) ? 2 - x->p : 0;
    case SHARED:             /* the last mover (not p) wins (normal) */
        if (has(v, x->s1))
            return v->h->rule == R_NORMAL ? 2 - x->p : 1 + x->p;
        return free ? 0 : DRAW;
    }
    uint16_t made[NMAX] = { 0 }, avail[NMAX], junk[NMAX] = { 0 };
    adj_add(made, junk, &v->h->b, x->s1);  /* subh: the oriented digraph */
    adj_add(junk, made, &v->h->b, x->s2);
    memcpy(avail, made, sizeof made);      /* and the available one */
    adj_add(avail, avail, &v->h->b, free);
    return dham(made, v->h->b.n) ? 1 : !dham(avail, v->h->b.n) ? 2 : 0;
}

/* The legal moves of x: pair | state << 8, and stop. */
static int moves(const verify_t *v, const pos_t *x, set_t legal, int *list)
{
    int k = 0, p, subh = v->mode == SUBH;
    int state = subh ? 2 : v->mode == SHARED ? 1 : role(v, x->p);
    EACH(p, legal) {
        if (subh)
            list[k++] = p | 1 << 8;
        list[k++] = p | state << 8;
    }
    if (v->plus && x->d)
        list[k++] = STOP;
    return k;
}

static pos_t apply(const verify_t *v, pos_t x, int move)
{
    assert(move == STOP || (move & 255) < v->h->b.m);
    if (move != STOP)
        *(move >> 8 == 1 ? &x.s1 : &x.s2) |= BIT(move & 255);
    x.d = move == STOP ? 0 : v->plus ? 1 : x.d + 1;
    if (move == STOP || x.d == v->turn[x.p]) {
        x.p ^= 1;
        x.d = 0;
    }
    return x;
}

/* 1 if S forces a good end within j of its own moves from x, which is no
 * end position (FORMAT.md 6.3), 0 if not: where S moves, after some move
 * (with j - 1); where the opponent moves, after every move (with j).  A
 * move that ends the game decides by its outcome; after another, only if
 * deep, the search goes on.  Not deep: only S's moves that end the game
 * well at once.  In a calm family the opponent's moves never end the game
 * well for S, so with j = 0 it has a way out (FORMAT.md 7, statement 3;
 * not in plain()).  0 also once the search has visited SEARCH_MAX
 * positions (v->left < 0). */
static int forces(verify_t *v, const pos_t *x, set_t legal, int j, int deep)
{
    int list[2 * MMAX + 1], s = role(v, x->p) == v->h->strategy;
    if (j == 0 && (s || (v->calm && !v->plain)))
        return 0;
    for (int i = 0, k = moves(v, x, legal, list); i < k; i++) {
        pos_t y = apply(v, *x, list[i]);
        if (--v->left < 0)
            return 0;
        int end = outcome(v, &y);
        v->r.positions++;
        if ((end ? GOOD(v, end) : deep && forces(v, &y, legal_of(v, &y),
                                                 j - s, 1)) == s)
            return v->left >= 0 && s;
    }
    return v->left >= 0 && !s;
}

/* S to move in x, which is no end position: with at most header.tail
 * free pairs, S must win by perfect play (S has at most 2 nfree + 1 moves,
 * stop included); otherwise x needs no entry if S forces a good end
 * within header.finish moves (FORMAT.md 6.3; not deep: only S's moves
 * that end the game well at once).  One search of the checker's own, of
 * at most SEARCH_MAX positions.  Returns VERIFY_OK, a failure after
 * finish(), or -1: x needs its entry. */
static int short_win(verify_t *v, const pos_t *x, set_t legal, int deep,
                     int depth)
{
    int nfree = popc(FREE(v, x)), tail = nfree <= v->h->tail;
    char name[32];
    v->left = SEARCH_MAX;
    int w = forces(v, x, legal, tail ? 2 * nfree + 1 : (int)v->h->finish,
                   deep || tail);
    if (v->left < 0)
        return finish(v, VERIFY_ERROR, depth, "the checker's own search from "
                      "this position (header finish %lld, tail %lld) goes "
                      "beyond %d positions, its limit", v->h->finish,
                      v->h->tail, SEARCH_MAX);
    return w ? VERIFY_OK : !tail ? -1 : finish(v, VERIFY_REJECTED, depth,
        "%s wins by perfect play from this tail position (%d free pairs)",
        role_name(v->h, 3 - v->h->strategy, name), nfree);
}

/* The opponent's moves from x (no end position, the opponent to move with
 * 'left' moves of its turn to go) that need a visit: 'legal', fewer, or
 * none (0).  Only in calm families (mode AVAIL with w1 = 1) with finish
 * >= 1.  W: the free pairs with which S would end the game at once.  If
 * |W| > left, none; if |W| = left, W; otherwise all (FORMAT.md 7,
 * statement 4, which also shows that after the last move of a turn
 * visited here S has no move ending the game at once). */
static set_t needed(verify_t *v, const pos_t *x, set_t legal)
{
    int S = v->h->strategy, e;
    long long left = v->turn[x->p] - x->d;
    set_t w = 0, avail = v->h->b.all & ~x->s2;
    if (!v->calm || !v->h->finish)
        return legal;
    EACH(e, legal) {
        if (S == 1 ? has(v, x->s1 | BIT(e)) : !has(v, avail & ~BIT(e)))
            w |= BIT(e);
        if (popc(w) > left)
            return 0;
    }
    return popc(w) == left ? w : legal;
}

static int visit(verify_t *v, pos_t x, int depth);
static int plain(verify_t *v, pos_t x, int depth);

static int play(verify_t *v, pos_t x, int depth, int move)
{
    if (depth >= PATHMAX)
        return finish(v, VERIFY_ERROR, depth, "play too long");
    v->path[depth] = move | x.p << 10;
    return (v->plain ? plain : visit)(v, apply(v, x, move), depth + 1);
}

/* The verdict at an end position (outcome 'end'). */
static int ended(verify_t *v, int end, int depth)
{
    char name[32];
    return GOOD(v, end) ? VERIFY_OK : end == DRAW
        ? finish(v, VERIFY_REJECTED, depth, "play ends in a draw")
        : finish(v, VERIFY_REJECTED, depth, "play ends with %s winning",
                 role_name(v->h, end, name));
}

/* S to move in x, key and lab its key and labelling: the stored move q,
 * if any, mapped back to x's labelling (oriented-v2: q + 128 turns the
 * arc) and legal, is played. */
static int lookup(verify_t *v, pos_t x, set_t legal, const uint8_t *key,
                  const int *lab, int depth)
{
    const board_t *b = &v->h->b;
    int q;
    v->r.lookups++;
    if (!cert_lookup(v->cert, key, &q)) {
        char hex[2 * KEYMAX + 1];
        for (int i = 0; i < b->L + (v->h->key != K_V1); i++)
            sprintf(hex + 2 * i, "%02x", key[i]);
        return finish(v, VERIFY_REJECTED, depth,
                      "no strategy entry for position (key %s)", hex);
    }
    int dir = v->h->key == K_OR && q >> 7, orig = q;   /* oriented-v2 */
    if (q == STOP && v->h->key != K_V1)
        return v->plus && x.d ? play(v, x, depth, STOP) : finish(v,
               VERIFY_REJECTED, depth, "stored move stop is not legal here");
    q -= 128 * dir;
    if (q >= b->m)
        return finish(v, VERIFY_REJECTED, depth, "stored move %d is out of "
                      "range (m = %d)", orig, b->m);
    int from = lab[b->lo[q]], to = lab[b->hi[q]], p = b->idx[from][to];
    if (!(legal >> p & 1))          /* legal moves are free */
        return finish(v, VERIFY_REJECTED, depth, "stored move %d-%d is not %s",
                      b->lo[p], b->hi[p], !(FREE(v, &x) >> p & 1) ? "free"
                      : "legal (the mover's colour would contain H)");
    if (v->mode == SUBH)     /* from -> to, or to -> from when dir */
        return play(v, x, depth, p | ((from < to) == !dir ? 1 : 2) << 8);
    return play(v, x, depth, p | (v->mode == SHARED ? 1 : role(v, x.p)) << 8);
}

/* Adds key to the memo after x was accepted (rc). */
static int accept(verify_t *v, const uint8_t *key, int rc, int depth)
{
    if (rc == VERIFY_OK && memo(v->accepted, key, 1) < 0)
        return finish(v, VERIFY_ERROR, depth, "out of memory: the memo would "
                      "take more than the memory budget (--mem)");
    return rc;
}

/* FORMAT.md 6.3 as it reads (see the top of this file). */
static int plain(verify_t *v, pos_t x, int depth)
{
    int s_moves = role(v, x.p) == v->h->strategy, end = outcome(v, &x);
    int rc = VERIFY_OK, w, lab[NMAX];
    int list[2 * MMAX + 1], k = 0;
    uint8_t key[KEYMAX];
    set_t legal = legal_of(v, &x);
    v->r.positions++;
    if (end)
        return ended(v, end, depth);
    if (s_moves && (w = short_win(v, &x, legal, 1, depth)) >= 0)
        return w;
    if (key_make(v->h, &x, key, lab))
        return finish(v, VERIFY_ERROR, depth, NAUTY_BAD);
    if (memo(v->accepted, key, 0))
        return VERIFY_OK;
    if (s_moves)
        rc = lookup(v, x, legal, key, lab, depth);
    else
        k = moves(v, &x, legal, list);
    for (int i = 0; i < k && !rc; i++)
        rc = play(v, x, depth, list[i]);
    return accept(v, key, rc, depth);
}

static int visit(verify_t *v, pos_t x, int depth)
{
    const header_t *h = v->h;
    int S = h->strategy, rc = VERIFY_OK, lab[NMAX], list[2 * MMAX + 1], w;
    uint8_t key[KEYMAX];
    /* Now and then: has another thread decided the replay? */
    if (!(++v->r.positions & 255) &&
        atomic_load_explicit(v->done, memory_order_relaxed))
        return ABORTED;

    /* Fresh: S to move just after the opponent's turn, where needed() was
     * at work. */
    int s_moves = role(v, x.p) == S, fin = (int)h->finish;
    int fresh = s_moves && v->calm && fin && x.d == 0 && depth;
    set_t legal = legal_of(v, &x);
    int end = outcome(v, &x);
    if (end)
        return ended(v, end, depth);
    /* S's short wins (6.3) need no entry: those that end the game at once
     * are found before any key is made, the others where the memo does
     * not hold the position.  Where fresh, S has none of the first kind
     * (statement 4); in a calm family, where the opponent's moves never
     * end the game well for S, none of the second with finish 1
     * (statement 3). */
    if (s_moves && !fresh && (w = short_win(v, &x, legal, 0, depth)) >= 0)
        return w;
    int k = s_moves ? 0 : moves(v, &x, needed(v, &x, legal), list);
    if (!s_moves && k < 2)      /* not worth a place in the memo */
        return k ? play(v, x, depth, list[0]) : VERIFY_OK;
    if (key_make(h, &x, key, lab))
        return finish(v, VERIFY_ERROR, depth, NAUTY_BAD);
    if (memo(v->accepted, key, 0))
        return VERIFY_OK;
    if (s_moves && (fin > 1 || !v->calm || popc(FREE(v, &x)) <= h->tail) &&
        (w = short_win(v, &x, legal, 1, depth)) >= 0)
        return w;
    if (s_moves) {
        rc = lookup(v, x, legal, key, lab, depth);
    } else {
        int off = v->rng ? (int)((v->rng = v->rng * 0x5851f42d4c957f2du +
                                     2) >> 33) % k : 0;    /* stays odd */
        for (int i = 0; i < k && !rc; i++)
            rc = play(v, x, depth, list[(i + off) % k]);
    }
    return accept(v, key, rc, depth);
}

/* A thread's replay.  The first thread's ends the replay; a helper's ends
 * it if it passes. */
static void *run(void *arg)
{
    verify_t *v = arg;
    v->graphs = calloc((size_t)1 << GRAPHS_LOG, sizeof *v->graphs);
    v->rc = !v->graphs ? finish(v, VERIFY_ERROR, 0, "out of memory")
            : (v->plain ? plain : visit)(v, v->h->start, 0);
    if (v->rc == VERIFY_OK || !v->rng)
        atomic_store(v->done, 1);
    free(v->graphs);
    return NULL;
}

/* The replay runs on the first thread in the order described at the top;
 * the other threads, the helpers, run it too, each taking the opponent's
 * moves in an order of its own (rotated by a random amount at each
 * position), so that they rarely work on the same position at once.  They
 * share the memo: it only ever holds positions isomorphic to positions
 * whose whole replay passed, whichever thread put them there, so a thread
 * skips no failure.  A helper that passes the start position has checked
 * the whole replay: the others give up and the certificate is verified.
 * Otherwise the first thread decides, and its first failure is the first
 * in the order above, as with one thread (only the statistics differ).
 * FORMAT.md 7, statement 5 has the argument; plain() runs on one thread. */
int verify_run(cert_t *c, const header_t *h, int threads, int plain,
               size_t budget, verify_result_t *r)
{
    atomic_int done = 0;
    memo_t memo = MEMO(h->b.L + (h->key != K_V1), budget);
    verify_t v = { .cert = c, .h = h, .accepted = &memo, .done = &done,
                   .plain = plain };
    threads = plain ? 1 : threads;
    verify_t *w = calloc((size_t)threads, sizeof *w);
    int fam = h->family, rule = h->rule, k = 1;
    if (!w)
        return snprintf(r->msg, sizeof r->msg, "out of memory"), VERIFY_ERROR;
    v.mode = fam <= F_AE || (fam == F_RAMSEY && rule == R_WEAK) ? AVAIL
           : fam == F_SUBH ? SUBH : fam == F_SHARED ? SHARED
           : rule == R_AVOID || rule == R_PLUS ? AVOID : BOTH;
    v.w1 = fam == F_AE || (fam == F_RAMSEY && rule == R_MISERE) ? 2 : 1;
    v.plus = fam == F_RAMSEY && rule == R_PLUS;
    v.calm = v.mode == AVAIL && v.w1 == 1;
    for (int p = 0; p < 2; p++)     /* avoid-plus: turns end with stop */
        v.turn[p] = fam <= F_AE ? h->q[role(&v, p) - 1] : v.plus ? -1 : 1;
    key_init(h);
    for (int i = 0; i < threads; i++) {
        w[i] = v;
        w[i].rng = i ? 2 * (uint64_t)i + 1 : 0;
    }
    while (k < threads && !pthread_create(&w[k].tid, NULL, run, &w[k]))
        k++;
    run(&w[0]);
    *r = w[0].r;
    while (--k > 0) {               /* threads not started counted nothing */
        pthread_join(w[k].tid, NULL);
        r->positions += w[k].r.positions;
        r->lookups += w[k].r.lookups;
    }
    k = w[0].rc;
    memo_free(&memo);
    free(w);
    return k == ABORTED ? VERIFY_OK : k;
}
