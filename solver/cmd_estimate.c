/* cmd_estimate.c: `posproof estimate`: how many positions `posproof solve`
 * would visit on one thread, and for how long, measured in a few seconds
 * (BENCHMARKS.md, "Estimates", has the method's measurements).
 *
 * The search (search.c) is depth-first with a table over isomorphism
 * classes and stops at a winning move, so its cost is that of the part
 * of the game its cutoffs leave, each class of it searched once. Knuth's
 * random probes see neither: at a node whose mover wins they follow moves
 * the search never tries, and they count a position met along several
 * orders of moves once for each. The estimate follows the search instead:
 *
 * 1. The top. The engine's own search runs from the start with a
 *    frontier D moves deep (search.h solver_frontier, meet) that answers
 *    every position of that level, without searching it, as a win of the
 *    side assumed to win. Above the frontier it is the search itself:
 *    the same rules, move order, table and cutoffs, exactly as solve runs
 *    it if the winner's first move tried wins at every node above the
 *    frontier (the move order's aim; step 2 counts where it does not).
 *    It yields the frontier: the classes of positions the search reaches
 *    D moves deep (or more, where dead pairs given to Breaker jump the
 *    level), F shards. D grows while the top fits a third of the time (or
 *    is --depth).
 * 2. The sample. The shards, in a random order (a fixed seed), are
 *    solved for real one after another with one table, as solve's search
 *    meets them with one table: shard j costs c_j, the positions it adds
 *    to what the shards before it searched, until --samples or --seconds.
 *    A shard whose value is not the assumed winner's counts as not agreed:
 *    there the search tries more moves than the top assumed. Once every
 *    shard met is solved, the top runs again with their values (the
 *    search's own answers, where it tries the next move if the first
 *    fails) and meets other shards, solved in a round of their own with a
 *    new table; when a top meets only shards that have the value it gave
 *    them, it is the search's top, and the count is the search's
 *    (converged). A round there is no time for is priced at the costs of
 *    the round before, its new shards at their mean (projected).
 * 3. The extrapolation, from K shards solved of F. The shards share
 *    positions (a position D + k moves deep is reached from up to C(D +
 *    k, D) frontier positions), so c_j falls as the table fills, but only
 *    once the sample has met a fair part of the positions they share: the
 *    sum over F shards of their cost alone was 5 to 26 times the search on
 *    the benchmark games. Hence three figures: low = top + c_1 + ... +
 *    c_K (positions the search certainly visits, if the assumed side
 *    wins and the top is the search's); high = top + F times the mean c_j plus 1.96 standard errors
 *    (by concavity of the expected cost of the first j shards, an upper
 *    estimate: the shards not solved add no less sharing than those
 *    solved); the estimate, top + C(K) (F / K)^b, b the slope of log C(j)
 *    against log j over the last three quarters of the sample (C(j) =
 *    c_1 + ... + c_j), which is 1 (the estimate is high) while the shards
 *    solved do not share yet. `late` is the mean c_j of the later half of
 *    the sample over the earlier half's: near 1, no sharing seen yet, and
 *    the true count may be several times below the estimate. With every
 *    shard solved the three are one figure.
 * Seconds are positions over the rate of the search itself, run from the
 * start on one thread for a tenth of the time (estimate_rate).
 *
 * Who wins (estimate.verdict, printed with --bias). A top's answer is the
 * search's over a tree whose end positions are decided by the rules and
 * whose shards are decided by assumption, in favour of the side assumed
 * where not solved; AND/OR evaluation is monotone in its leaves, and every
 * pruning rule is an implication that holds in the game, so the answer is
 * never worse for the assumed side than the truth. Hence a top that gives
 * the other side the win is right (ESTIMATE_BY_BOUND), and a top that met
 * no shard not solved is exact (ESTIMATE_BY_END: it met none at all, the
 * whole search; ESTIMATE_BY_SOLVED: each had its solved value). Any other
 * top says nothing of the winner. In the families with draws the question
 * is not who wins, and the verdict is left unknown.
 *
 * Everything here runs on one thread; the estimate is of a one-thread
 * solve (with more threads a solve visits a few percent more positions,
 * in less time). In the families with draws, where side 1 is assumed to
 * win, solve asks a second question (solver_value: does the first player
 * avoid losing), estimated the same way and added.
 */
#include "cmd.h"
#include "engine.h"
#include "pset.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The search's progress hook (search.h): stops it at the deadline. */
static int past_deadline(void *arg, const solver *s, int depth)
{
    (void)s, (void)depth;
    return now_seconds() > *(const double *)arg;
}

/* A shard solved: its class (canonical, with its turn), its value for
 * the search and its cost in its round. */
typedef struct solved {
    position key;
    int outcome;             /* END_MAKER or END_BREAKER */
    double cost;
} solved;

/* The frontier as one run of the top meets it: every class met, once,
 * collected; the classes solved in earlier rounds answer with their value
 * (known, sorted by key, found through keys as solver_frontier_find finds
 * a merge's), the others as the side assumed to win. */
typedef struct top {
    canon cn;
    const solved *known;
    solver_frontier keys;    /* n and key: the keys of known */
    size_t unknown;          /* classes met that known lacks */
    pset seen;               /* the classes met, with their turn */
    position *pos;           /* one position of each, as met */
    position *key;           /* its class */
    int *turn;
    size_t n, cap;
    int outcome;             /* the assumed answer: END_MAKER or END_BREAKER */
    int full;                /* more than ESTIMATE_FRONTIER_MAX classes, or out of memory */
    int answer;              /* the top's answer: END_MAKER, END_BREAKER, or END_NONE (stopped) */
} top;

static int top_meet(void *arg, position pos, int turn)
{
    top *t = arg;
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    position key = solver_with_turn(canon_quick(&t->cn, pos, perm, inv), turn);
    long i = t->keys.n ? solver_frontier_find(&t->keys, key) : -1;
    int fresh = pset_add(&t->seen, key, NULL);
    if (fresh == 1 && t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 1024;
        position *p = cap <= ESTIMATE_FRONTIER_MAX ? realloc(t->pos, cap * sizeof *p) : NULL;
        if (p)
            t->pos = p;
        position *k = p ? realloc(t->key, cap * sizeof *k) : NULL;
        if (k)
            t->key = k;
        int *q = k ? realloc(t->turn, cap * sizeof *q) : NULL;
        if (!q)
            return t->full = 1, -1;
        t->turn = q;
        t->cap = cap;
    }
    if (fresh < 0)
        return t->full = 1, -1;
    if (fresh) {
        t->pos[t->n] = pos;
        t->key[t->n] = key;
        t->turn[t->n++] = turn;
        t->unknown += i < 0;
    }
    return i >= 0 ? t->known[i].outcome : t->outcome;
}

static void top_free(top *t)
{
    pset_free(&t->seen);
    free(t->pos);
    free(t->key);
    free(t->turn);
    memset(t, 0, sizeof *t);
}

/* A solver of o's game g on one thread, its table as solve sizes it, a
 * draw counting for the side draw (search.h); the deadline (seconds of
 * now_seconds) stops its searches. 0, or -1 with err. */
static int one_thread_solver(const options *o, const game *g, int draw, solver *s, const double *deadline,
                             char *err, size_t errlen)
{
    const search_family *fam = engine_family(g);
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    const vset *adj = o->sp.has_board ? o->sp.board.adj : NULL;
    if (solver_init(s, fam, &o->sp.prop, o->sp.n, adj, o->sp.bias_ab, solve_table_bytes(o, fam, mem), 1, err,
                    errlen) != 0)
        return -1;
    engine_offer(s, g);
    if (o->no_theorem)
        solver_no_theorem(s);
    s->progress = past_deadline;
    s->progress_arg = (void *)deadline;
    s->progress_mask = (1ul << 10) - 1;   /* a slow game (hc on K10: 2,500 positions a second) stops in time */
    if (draw == SIDE_MAKER)
        solver_set_draw(s, SIDE_MAKER);
    return 0;
}

/* The top d moves deep, known (sorted, nk, with their keys in keys) answering
 * for the classes solved: its positions into *nodes, its frontier into t.
 * 1 done, 0 stopped (deadline, or the frontier too large), -1 with err. */
static int run_top(const options *o, const game *g, int draw, position start, int tomove, int d, int side,
                   const solved *known,
                   const position *keys, size_t nk, const double *deadline, top *t, double *nodes, char *err,
                   size_t errlen)
{
    solver s;
    memset(t, 0, sizeof *t);
    if (one_thread_solver(o, g, draw, &s, deadline, err, errlen) != 0)
        return -1;
    if (pset_init(&t->seen, 0) != 0) {
        solver_free(&s);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    solver_canon_init(&s, &t->cn);
    t->known = known;
    t->keys.n = nk;
    t->keys.key = keys;
    t->outcome = side == SIDE_MAKER ? END_MAKER : END_BREAKER;
    solver_frontier f = {.level = board_popcount(start.maker | start.breaker) + d, .meet = top_meet, .meet_arg = t};
    s.frontier = &f;
    int move, end = solver_end(&s, 0, start, tomove);
    int r = end != END_NONE ? 1 : solver_solve(&s, start, tomove, &move);
    t->answer = end != END_NONE ? end : r < 0 ? END_NONE : r ? END_MAKER : END_BREAKER;
    *nodes = (double)solver_nodes(&s);
    solver_free(&s);
    return r < 0 ? 0 : 1;
}

/* What top t, run d moves deep assuming side wins, shows of the winner
 * (the header comment, "Who wins"): into e->verdict where it is certain.
 * solved: every shard t met has since been solved with the value t gave it. */
static void top_verdict(estimate *e, const top *t, int side, int d, int solved)
{
    int assumed = side == SIDE_MAKER ? END_MAKER : END_BREAKER;
    if (t->answer == END_NONE || (t->answer == assumed && t->unknown > 0 && !solved))
        return;
    e->verdict = t->answer;
    e->verdict_how = t->n == 0 ? ESTIMATE_BY_END : t->answer != assumed ? ESTIMATE_BY_BOUND : ESTIMATE_BY_SOLVED;
    e->verdict_depth = d;
}

/* The slope of log y against log x, x = lo .. k (y[x - 1] > 0). */
static double loglog_slope(const double *y, size_t lo, size_t k)
{
    double sx = 0, sy = 0, sxx = 0, sxy = 0, m = (double)(k - lo + 1);
    for (size_t x = lo; x <= k; x++) {
        double a = log((double)x), b = log(y[x - 1]);
        sx += a, sy += b, sxx += a * a, sxy += a * b;
    }
    double den = m * sxx - sx * sx;
    return den > 0 ? (m * sxy - sx * sy) / den : 1;
}

/* Step 3 from the costs c[0..k-1] of k shards solved of f (e->top set;
 * with e->stopped the last was stopped: its cost so far counts in low,
 * the others give the rest). */
static void extrapolate(estimate *e, const double *c, size_t k, size_t f)
{
    double cut = e->stopped ? c[--k] : 0, base = e->top;
    double sum = 0, sq = 0, early = 0, late = 0;
    double *cum = malloc((k ? k : 1) * sizeof *cum);
    for (size_t j = 0; j < k; j++) {
        sum += c[j];
        sq += c[j] * c[j];
        if (cum)
            cum[j] = sum;
        *(j < k / 2 ? &early : &late) += c[j];
    }
    e->low = base + sum + cut;
    e->late = k >= 2 && early > 0 ? (late / (double)(k - k / 2)) / (early / (double)(k / 2)) : 1;
    if (k == f || k == 0 || !cum) {   /* all solved, or nothing to extrapolate from */
        e->positions = e->high = e->low;
        free(cum);
        return;
    }
    double mean = sum / (double)k, var = k > 1 ? (sq - sum * mean) / (double)(k - 1) : mean * mean;
    double se = (double)f * sqrt((var > 0 ? var : 0) / (double)k * (double)(f - k) / (double)f);
    e->high = base + (double)f * mean + 1.96 * se;
    double b = 1;
    if (k >= ESTIMATE_FIT_MIN && cum[0] > 0)
        b = loglog_slope(cum, k / 4 + 1, k);
    b = b < 0 ? 0 : b > 1 ? 1 : b;
    e->positions = base + sum * pow((double)f / (double)k, b);
    e->high = e->high > e->low ? e->high : e->low;
    e->positions = e->positions < e->low ? e->low : e->positions > e->high ? e->high : e->positions;
    free(cum);
}

static int solved_order(const void *a, const void *b)
{
    return board_position_cmp(((const solved *)a)->key, ((const solved *)b)->key);
}

/* estimate_game for one question of solver_value: a draw counting for
 * the side draw. */
static int estimate_question(const options *o, const game *g, position start, int tomove, int nfree, int draw,
                             int side, double seconds, long samples, estimate *e, char *err, size_t errlen)
{
    double t0 = now_seconds(), deadline = t0 + seconds, top_deadline = t0 + seconds / ESTIMATE_TOP_SHARE;
    memset(e, 0, sizeof *e);
    e->side = side;
    e->late = 1;
    /* Step 1: the deepest frontier within the top's share of the time. */
    top t, cur;
    memset(&cur, 0, sizeof cur);
    double nodes = 0;
    int d = o->depth ? (int)o->depth : 1, rc = 0;
    for (;; d++) {
        double prev = now_seconds();
        rc = run_top(o, g, draw, start, tomove, d, side, NULL, NULL, 0, o->depth ? &deadline : &top_deadline, &t, &nodes,
                     err, errlen);
        if (rc < 0 || (rc == 0 && (o->depth || d == 1))) {
            if (rc == 0)
                snprintf(err, errlen, "the search's first %d moves took more than the time given (--seconds %.0f)%s",
                         d, seconds, t.full ? ", or reached more than 16 M positions that deep" : "");
            top_free(&t);
            return -1;
        }
        if (rc == 0) {   /* the last that fitted */
            top_free(&t);
            break;
        }
        top_verdict(e, &t, side, d, 0);
        top_free(&cur);
        cur = t;
        e->depth = d;
        e->top = nodes;
        double took = now_seconds() - prev;
        /* the next level costs a few times this one */
        if (o->depth || cur.n == 0 || d >= nfree || now_seconds() + 4 * took > top_deadline)
            break;
    }
    d = e->depth;
    /* Step 2, in rounds: the shards the top meets in a random order,
     * solved with one table; once all are solved, the top again with their
     * values (where the assumed winner's first move fails, the search tries
     * others, and meets other shards), and its shards again with a new
     * table, so that each round's costs are of its shards alone; until a
     * top meets no shard without a value. */
    solved *known = NULL, *last = NULL;   /* values so far; the last complete round's shards, by key */
    position *keys = NULL, *last_keys = NULL;
    double *c = NULL, last_time = 0;
    size_t nk = 0, nlast = 0, k = 0;
    unsigned long long x = 0x9e3779b97f4a7c15ull;   /* xorshift64, a fixed seed: the same run gives the same sample */
    rc = 0;
    for (int round = 1;; round++) {
        if (round > 1 && (now_seconds() + last_time * (double)cur.n / (double)nlast > deadline ||
                          (samples && (long)cur.n > samples))) {
            /* no time (or samples) for this round: its shards at the last
             * round's costs, the new ones at their mean */
            double sum = 0, sq = 0, mean, var;
            for (size_t i = 0; i < nlast; i++)
                sum += last[i].cost, sq += last[i].cost * last[i].cost;
            mean = sum / (double)nlast;
            var = nlast > 1 ? (sq - sum * mean) / (double)(nlast - 1) : 0;
            size_t fresh = 0;
            e->low = e->top = nodes;
            for (size_t i = 0; i < cur.n; i++) {
                long at = solver_frontier_find(&(solver_frontier){.n = nlast, .key = last_keys}, cur.key[i]);
                if (at < 0)
                    fresh++;
                else
                    e->low += last[at].cost;
            }
            e->shards = cur.n;
            e->fresh = fresh;
            e->positions = e->low + (double)fresh * mean;
            e->high = e->positions + 1.96 * sqrt((var > 0 ? var : 0) * (double)fresh);
            e->projected = 1;
            break;
        }
        double round_start = now_seconds();
        e->rounds = round;
        e->shards = cur.n;
        e->solved = e->agree = 0;
        e->sampled = 0;
        for (size_t i = cur.n; i > 1; i--) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            size_t j = (size_t)(x % i);
            position p = cur.pos[i - 1], y = cur.key[i - 1];
            int q = cur.turn[i - 1];
            cur.pos[i - 1] = cur.pos[j], cur.key[i - 1] = cur.key[j], cur.turn[i - 1] = cur.turn[j];
            cur.pos[j] = p, cur.key[j] = y, cur.turn[j] = q;
        }
        solver s;
        solved *known2 = realloc(known, (nk + cur.n + 1) * sizeof *known);
        if (known2)
            known = known2;
        double *c2 = known2 ? realloc(c, (cur.n + 1) * sizeof *c) : NULL;
        if (c2)
            c = c2;
        solved *last2 = c2 ? realloc(last, (cur.n + 1) * sizeof *last) : NULL;
        if (last2)
            last = last2;
        position *lk2 = last2 ? realloc(last_keys, (cur.n + 1) * sizeof *last_keys) : NULL;
        if (lk2)
            last_keys = lk2;
        if (!lk2 || one_thread_solver(o, g, draw, &s, &deadline, err, errlen) != 0) {
            if (!lk2)
                snprintf(err, errlen, "out of memory");
            rc = -1;
            break;
        }
        unsigned long before = 0;
        size_t added = 0, differ = 0;
        for (k = 0; k < cur.n && (samples == 0 || (long)e->solved < samples) && now_seconds() < deadline; k++) {
            /* the top counted the shard's own position where it met it: the
             * shard adds the positions after it */
            int move, end = solver_end(&s, 0, cur.pos[k], cur.turn[k]);
            int r = end != END_NONE ? end == END_MAKER : solver_solve(&s, cur.pos[k], cur.turn[k], &move);
            unsigned long now = solver_nodes(&s);
            c[k] = now > before ? (double)(now - before - 1) : 0;
            e->sampled += c[k];
            before = now;
            if (r < 0) {   /* the deadline, within this shard: its cost so far */
                e->stopped = 1;
                k++;
                break;
            }
            solved v = {cur.key[k], r ? END_MAKER : END_BREAKER, c[k]};
            last[k] = v;
            if (!nk || solver_frontier_find(&(solver_frontier){.n = nk, .key = keys}, v.key) < 0) {
                known[nk + added++] = v;
                differ += r != (side == SIDE_MAKER);   /* the top took it for the assumed side's */
            }
            e->solved++;
            e->agree += r == (side == SIDE_MAKER);
        }
        solver_free(&s);
        /* every shard solved, each with the value the top gave it: the top
         * was the search's own */
        e->converged = k == cur.n && !e->stopped && differ == 0;
        if (k < cur.n || e->stopped || e->converged || round == ESTIMATE_ROUNDS_MAX)
            break;   /* out of time or samples, or done: this round stands */
        /* every shard met is solved: the top again, with their values */
        last_time = now_seconds() - round_start;
        nlast = k;
        qsort(last, nlast, sizeof *last, solved_order);
        for (size_t i = 0; i < nlast; i++)
            last_keys[i] = last[i].key;
        nk += added;
        qsort(known, nk, sizeof *known, solved_order);
        position *keys2 = realloc(keys, (nk ? nk : 1) * sizeof *keys);
        if (!keys2) {
            rc = -1;
            snprintf(err, errlen, "out of memory");
            break;
        }
        keys = keys2;
        for (size_t i = 0; i < nk; i++)
            keys[i] = known[i].key;
        rc = run_top(o, g, draw, start, tomove, d, side, known, keys, nk, &deadline, &t, &nodes, err, errlen);
        if (rc <= 0) {   /* out of time (or memory): the last round stands */
            top_free(&t);
            rc = rc < 0 ? -1 : 0;
            break;
        }
        rc = 0;
        top_verdict(e, &t, side, d, 0);
        top_free(&cur);
        cur = t;
        e->top = nodes;
        k = 0;
        if (cur.n == 0) {   /* the top meets no shard: it is the search */
            e->shards = 0;
            e->converged = 1;
            break;
        }
    }
    double t2 = now_seconds();
    if (rc == 0 && e->converged)
        top_verdict(e, &cur, side, d, 1);
    if (rc == 0 && !e->projected)
        extrapolate(e, c, k, cur.n);
    free(c);
    free(last);
    free(last_keys);
    free(known);
    free(keys);
    top_free(&cur);
    e->elapsed = t2 - t0;
    return rc < 0 ? -1 : 0;
}

int estimate_game(const options *o, const game *g, const spec_pos *st, int side, double seconds, long samples,
                  estimate *e, char *err, size_t errlen)
{
    assert((side == SIDE_MAKER || side == SIDE_BREAKER) && seconds > 0 && samples >= 0);
    board b;
    board_init(&b, o->sp.n, o->sp.has_board ? o->sp.board.adj : NULL);
    int tomove;
    position start = engine_start(g, &b, st, &tomove);
    int nfree = board_popcount(b.all & ~(start.maker | start.breaker));
    /* Where side 1 wins and a draw is possible, solve asks a second
     * question (solver_value): does side 0 avoid losing. */
    solver s;
    double deadline = now_seconds() + seconds;
    if (one_thread_solver(o, g, SIDE_BREAKER, &s, &deadline, err, errlen) != 0)
        return -1;
    int draws = solver_asks_draw(&s), two = side == SIDE_BREAKER && draws;
    if (s.theorem) {
        /* a theorem decides every position (search.h, theorem): the solve
         * is the count of the search run here, exactly */
        int move;
        memset(e, 0, sizeof *e);
        e->side = side;
        e->theorem = 1;
        e->converged = 1;
        e->rounds = 1;
        int end = solver_end(&s, 0, start, tomove);
        int r = end != END_NONE ? 1 : solver_solve(&s, start, tomove, &move);
        if (!draws && r >= 0) {   /* no frontier: the search's answer */
            e->verdict = end != END_NONE ? end : r ? END_MAKER : END_BREAKER;
            e->verdict_how = ESTIMATE_BY_THEOREM;
        }
        e->positions = e->low = e->high = e->top = (double)solver_nodes(&s);
        e->elapsed = now_seconds() + seconds - deadline;
        solver_free(&s);
        return 0;
    }
    solver_free(&s);
    if (estimate_question(o, g, start, tomove, nfree, SIDE_BREAKER, side, seconds / (1 + two), samples, e, err,
                          errlen) != 0)
        return -1;
    estimate q;
    if (draws)
        e->verdict = END_NONE;   /* a question of the first player's win, not of who wins */
    if (!two)
        return 0;
    if (estimate_question(o, g, start, tomove, nfree, SIDE_MAKER, side, seconds / 2, samples, &q, err, errlen) != 0)
        return -1;
    /* the two searches' figures add up; the rest is the first's, and the
     * counts of both */
    e->positions += q.positions, e->low += q.low, e->high += q.high;
    e->top += q.top, e->sampled += q.sampled, e->elapsed += q.elapsed;
    e->shards += q.shards, e->solved += q.solved, e->agree += q.agree, e->fresh += q.fresh;
    e->stopped |= q.stopped, e->projected |= q.projected, e->converged &= q.converged;
    e->questions = 2;
    return 0;
}

double estimate_rate(const options *o, const game *g, const spec_pos *st, double seconds, char *err, size_t errlen)
{
    double t0 = now_seconds(), deadline = t0 + seconds;
    solver s;
    board b;
    board_init(&b, o->sp.n, o->sp.has_board ? o->sp.board.adj : NULL);
    int tomove, move;
    position start = engine_start(g, &b, st, &tomove);
    if (one_thread_solver(o, g, SIDE_BREAKER, &s, &deadline, err, errlen) != 0)
        return -1;
    if (solver_end(&s, 0, start, tomove) == END_NONE)
        solver_solve(&s, start, tomove, &move);
    double nodes = (double)solver_nodes(&s), t = now_seconds() - t0;
    solver_free(&s);
    return nodes / (t > 1e-6 ? t : 1e-6);
}

/* A count of positions in a few digits: 164984, 3.2e+09. */
static void count_text(double v, char *out, size_t len)
{
    snprintf(out, len, v < 1e7 ? "%.0f" : "%.2g", v);
}

/* Seconds as "0.25 s", "3.1 min", "2.4 h", "5.2 days" or "1.3 years". */
static void time_text(double s, char *out, size_t len)
{
    if (s < 120)
        snprintf(out, len, "%.2g s", s);
    else if (s < 7200)
        snprintf(out, len, "%.2g min", s / 60);
    else if (s < 172800)
        snprintf(out, len, "%.2g h", s / 3600);
    else if (s < 3 * 365.25 * 86400)
        snprintf(out, len, "%.2g days", s / 86400);
    else
        snprintf(out, len, "%.2g years", s / (365.25 * 86400));
}

void estimate_words(const game *g, const estimate *e, char *out, size_t len)
{
    char p[32], lo[32], hi[32], t[32], tlo[32], thi[32];
    count_text(e->positions, p, sizeof p);
    count_text(e->low, lo, sizeof lo);
    count_text(e->high, hi, sizeof hi);
    double r = e->rate > 0 ? e->rate : 1;
    time_text(e->positions / r, t, sizeof t);
    time_text(e->low / r, tlo, sizeof tlo);
    time_text(e->high / r, thi, sizeof thi);
    const char *who = game_role(g, e->side == engine_first(g) ? 0 : 1);
    double agree = 100.0 * (double)e->agree / (double)(e->solved ? e->solved : 1);   /* solved: to their end */
    char rounds[64] = "";
    if (e->rounds > 1 || e->questions == 2)
        snprintf(rounds, sizeof rounds, " (%s%s%.0d)", e->questions == 2 ? "solve's two questions" : "",
                 e->questions == 2 && e->rounds > 1 ? ", round " : e->rounds > 1 ? "round " : "",
                 e->rounds > 1 ? e->rounds : 0);
    if (e->theorem)
        snprintf(out, len, "%s positions, %s on one thread, whoever wins (the property's theorem decides every "
                 "position; --no-theorem estimates the search alone)", p, t);
    else if (e->stopped && e->solved == 0)
        snprintf(out, len, "if %s wins: more than %s positions, more than %s on one thread (%s did not end in the "
                 "time given: raise --seconds, or --depth)", who, lo, tlo, e->shards ? "the first shard" : "the search");
    else if (e->shards == 0)
        snprintf(out, len, "if %s wins: %s positions, %s on one thread (the whole search: no play reaches %d moves)",
                 who, p, t, e->depth);
    else if (e->projected)
        snprintf(out, len, "if %s wins: about %s positions (%s to %s), %s (%s to %s) on one thread; the top %d moves "
                 "deep, run again with the values of round %d, meets %zu shards: priced at their cost in round %d, "
                 "the %zu new at its mean; %.0f%% of round %d's won by %s as assumed", who, p, lo, hi, t, tlo, thi,
                 e->depth, e->rounds, e->shards, e->rounds, e->fresh, agree, e->rounds, who);
    else if (e->low == e->high && e->converged)
        snprintf(out, len, "if %s wins: %s positions, %s on one thread (all %zu shards %d moves deep solved%s, %.0f%% "
                 "won by %s as assumed)", who, p, t, e->shards, e->depth, rounds, agree, who);
    else if (e->low == e->high)
        snprintf(out, len, "if %s wins: about %s positions, %s on one thread (all %zu shards %d moves deep solved%s, "
                 "but %.0f%% won by %s as assumed: where not, the search tries moves this count leaves out; more "
                 "time runs the top again with their values)", who, p, t, e->shards, e->depth, rounds, agree, who);
    else
        snprintf(out, len, "if %s wins: about %s positions (%s to %s), %s (%s to %s) on one thread; %zu of %zu "
                 "shards %d moves deep solved%s%s, %.0f%% won by %s as assumed, later shards cost %.2f of the earlier",
                 who, p, lo, hi, t, tlo, thi, e->solved, e->shards, e->depth, rounds,
                 e->stopped ? " (the last stopped at the time limit)" : "", agree, who, e->late);
}

/* The sides to assume: --winner's, or both. Their count, or -1 after a
 * message. */
static int sides(const options *o, const game *g, int *out)
{
    if (!o->winner) {
        out[0] = SIDE_MAKER, out[1] = SIDE_BREAKER;
        return 2;
    }
    for (int i = 0; i < 2; i++)
        if (strcmp(o->winner, g->fam->role[i]) == 0) {
            out[0] = i == 0 ? SIDE_MAKER : SIDE_BREAKER;   /* role 0 is side 0 (engine.h) */
            return 1;
        }
    die_usage("--winner '%s': expected %s or %s", o->winner, g->fam->role[0], g->fam->role[1]);
    return -1;
}

/* Who wins, as the estimates e[0..n-1] of one game (each side assumed, or
 * --winner's) show it: the role that wins into *winner (NULL where they
 * cannot tell), and why in words. */
static void verdict_words(const game *g, const estimate *e, int n, const char **winner, char *out, size_t len)
{
    assert(n == 1 || n == 2);
    const estimate *v = NULL;
    for (int i = 0; i < n && !v; i++)
        if (e[i].verdict != END_NONE)
            v = &e[i];
    if (!v) {
        *winner = NULL;
        if (e[0].questions == 2)
            snprintf(out, len, "the game can end in a draw, and the estimate asks only whether the first player "
                     "wins");
        else if (n == 1)
            snprintf(out, len, "the search's first %d moves, with every shard not solved counted as %s's win, give %s "
                     "the win, which rests on those shards; --winner left the other side out", e[0].depth,
                     game_role(g, e[0].side == engine_first(g) ? 0 : 1),
                     game_role(g, e[0].side == engine_first(g) ? 0 : 1));
        else
            snprintf(out, len, "the search's first moves give the win to whichever side the shards not solved are "
                     "counted for, so it rests on those shards; solve decides, and more --seconds or --samples may");
        return;
    }
    int side = v->verdict == END_MAKER ? SIDE_MAKER : SIDE_BREAKER;
    *winner = game_role(g, side == engine_first(g) ? 0 : 1);
    const char *assumed = game_role(g, v->side == engine_first(g) ? 0 : 1);
    if (v->verdict_how == ESTIMATE_BY_THEOREM)
        snprintf(out, len, "for certain: the property's theorem decides every position, and the estimate ran "
                 "solve's search");
    else if (v->verdict_how == ESTIMATE_BY_END)
        snprintf(out, len, "for certain: the estimate's search reached the end of every play, as solve's does");
    else if (v->verdict_how == ESTIMATE_BY_SOLVED)
        snprintf(out, len, "for certain: the search's first %d moves, run with the solved value of every shard "
                 "they meet, are solve's search", v->verdict_depth);
    else
        snprintf(out, len, "for certain: the search's first %d moves give %s the win even with every shard not "
                 "solved counted as %s's", v->verdict_depth, *winner, assumed);
}

/* e, as a line or a JSON object (from a start, its spelling as solve
 * --json has it); with --bias, the verdict: the winner (NULL: unknown) and
 * why. */
static void print_estimate(const options *o, const game *g, const spec_pos *st, const estimate *e,
                           const char *winner, const char *why)
{
    if (o->json) {
        json_game(&o->sp, g);
        if (o->sp.has_start)
            print_start_json(&o->sp, g, st);   /* as solve --json names it */
        printf(", \"assumed_winner\": \"%s\", \"positions\": %.0f, \"low\": %.0f, \"high\": %.0f, \"seconds\": %.3f, "
               "\"seconds_low\": %.3f, \"seconds_high\": %.3f, \"rate\": %.0f, \"depth\": %d, \"shards\": %zu, "
               "\"solved\": %zu, \"agree\": %zu, \"stopped\": %s, \"late\": %.3f, \"rounds\": %d, \"projected\": %s, "
               "\"questions\": %d, \"converged\": %s, \"theorem\": %s, "
               "\"top_positions\": %.0f, \"sampled_positions\": %.0f, \"elapsed\": %.3f",
               game_role(g, e->side == engine_first(g) ? 0 : 1), e->positions, e->low, e->high,
               e->rate > 0 ? e->positions / e->rate : 0, e->rate > 0 ? e->low / e->rate : 0,
               e->rate > 0 ? e->high / e->rate : 0, e->rate, e->depth, e->shards, e->solved, e->agree,
               e->stopped ? "true" : "false", e->late, e->rounds, e->projected ? "true" : "false", e->questions ? e->questions : 1,
               e->converged ? "true" : "false", e->theorem ? "true" : "false", e->top,
               e->sampled,
               e->elapsed);
        if (why) {
            printf(", \"expected_winner\": ");
            if (winner)
                json_string(winner);
            else
                printf("null");
            printf(", \"expected_why\": ");
            json_string(why);
        }
        printf("}\n");
        return;
    }
    (void)winner;   /* the line after the sides' says it */
    char words[1024];
    estimate_words(g, e, words, sizeof words);
    print_game_name(&o->sp, g);
    printf(": first=%s %s\n", game_role(g, 0), words);
}

int cmd_estimate(int argc, char **argv)
{
    options o;
    char err[512];
    int rc = command_options(argc, argv, &o);
    if (rc)
        return rc;
    if (o.sp.n < o.sp.fam->min_n)
        return die_usage("%s is solved for n >= %d (%s)", o.sp.fam->name, o.sp.fam->min_n, o.sp.fam->min_n_why);
    /* the time is shared among the games asked: a tenth of each game's
     * share to measure the rate, the rest among the sides assumed */
    double seconds = (o.seconds ? (double)o.seconds : ESTIMATE_SECONDS) / o.sp.nroles;
    for (int i = 0; i < o.sp.nroles; i++) {
        game g;
        if (spec_game(&o.sp, o.sp.roles[i], &g, err, sizeof err) != 0)
            return die_usage("%s", err);
        int side[2], ns = sides(&o, &g, side);
        if (ns < 0)
            return 2;
        spec_pos st = spec_start(&o.sp, &g);
        double rate = estimate_rate(&o, &g, &st, seconds / ESTIMATE_CALIBRATION_SHARE, err, sizeof err);
        if (rate < 0) {
            fprintf(stderr, "posproof: estimate: %s\n", err);
            return 1;
        }
        /* with --bias, each side's line waits for the verdict, which
         * any of them may give */
        estimate e[2];
        int ne = 0;
        for (int k = 0; k < ns; k++) {
            if (estimate_game(&o, &g, &st, side[k], seconds * (1 - 1.0 / ESTIMATE_CALIBRATION_SHARE) / ns, o.samples,
                              &e[ne], err, sizeof err) != 0) {
                fprintf(stderr, "posproof: estimate: %s\n", err);
                return 1;
            }
            e[ne].rate = rate;
            if (!o.sp.bias) {
                print_estimate(&o, &g, &st, &e[ne], NULL, NULL);
                fflush(stdout);
            }
            if (e[ne++].theorem)
                break;   /* one line: the count is the same whoever wins */
        }
        if (o.sp.bias) {
            const char *winner;
            char why[512];
            verdict_words(&g, e, ne, &winner, why, sizeof why);
            for (int k = 0; k < ne; k++)
                print_estimate(&o, &g, &st, &e[k], winner, why);
            if (!o.json) {
                print_game_name(&o.sp, &g);
                printf(": first=%s expected winner: %s (%s)\n", game_role(&g, 0), winner ? winner : "cannot tell",
                       why);
            }
            fflush(stdout);
        }
    }
    return 0;
}
