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
 *    D moves deep, F shards. D grows until the top costs an eighth of the
 *    time (or is --depth).
 * 2. The sample. The shards, in a random order (a fixed seed), are
 *    solved for real one after another with one table, as solve's search
 *    meets them with one table: shard j costs c_j, the positions it adds
 *    to what the shards before it searched, until --samples or --seconds.
 *    A shard whose value is not the assumed winner's counts as not agreed:
 *    there the search tries more moves than the top assumed.
 * 3. The extrapolation, from K shards solved of F. The shards share
 *    positions (a position D + k moves deep is reached from up to C(D +
 *    k, D) frontier positions), so c_j falls as the table fills, but only
 *    once the sample has met a fair part of the positions they share: the
 *    sum over F shards of their cost alone was 5 to 26 times the search on
 *    the benchmark games. Hence three figures: low = top + c_1 + ... +
 *    c_K (positions the search certainly visits, if the assumed side
 *    wins); high = top + F times the mean c_j plus 1.96 standard errors
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
 * Everything here runs on one thread; the estimate is of a one-thread
 * solve (with more threads a solve visits a few percent more positions,
 * in less time). In the families with draws the estimate is of the first
 * question (does the first player win); solve asks a second where the
 * answer is no and a draw is possible.
 */
#include "cmd.h"
#include "engine.h"
#include "pset.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The search's progress hook (search.h): stops it at the deadline. */
static int past_deadline(void *arg, const solver *s, int depth)
{
    (void)s, (void)depth;
    return now_seconds() > *(const double *)arg;
}

/* The frontier of step 1, as the top's search meets it. */
typedef struct top {
    canon cn;
    pset seen;                /* the classes met, with their turn */
    position *pos;            /* one position of each class, as met */
    int *turn;
    size_t n, cap;
    int outcome;              /* the answer: END_MAKER or END_BREAKER */
    int full;                 /* more than ESTIMATE_FRONTIER_MAX classes, or out of memory */
} top;

static int top_meet(void *arg, position pos, int turn)
{
    top *t = arg;
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    int fresh = pset_add(&t->seen, solver_with_turn(canon_quick(&t->cn, pos, perm, inv), turn));
    if (fresh == 1 && t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 1024;
        position *p = cap <= ESTIMATE_FRONTIER_MAX ? realloc(t->pos, cap * sizeof *p) : NULL;
        if (p)
            t->pos = p;
        int *q = p ? realloc(t->turn, cap * sizeof *q) : NULL;
        if (!q)
            return t->full = 1, -1;
        t->turn = q;
        t->cap = cap;
    }
    if (fresh < 0)
        return t->full = 1, -1;
    if (fresh) {
        t->pos[t->n] = pos;
        t->turn[t->n++] = turn;
    }
    return t->outcome;
}

static void top_free(top *t)
{
    pset_free(&t->seen);
    free(t->pos);
    free(t->turn);
    memset(t, 0, sizeof *t);
}

/* A solver of o's game g on one thread, its table as solve sizes it;
 * the deadline (seconds of now_seconds) stops its searches. 0, or -1 with err. */
static int one_thread_solver(const options *o, const game *g, solver *s, const double *deadline, char *err,
                             size_t errlen)
{
    int fam = engine_family(g);
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    const vset *adj = o->sp.has_board ? o->sp.board.adj : NULL;
    if (solver_init(s, fam, &o->sp.prop, o->sp.n, adj, o->sp.bias_ab, solve_table_bytes(o, fam, mem), 1, err,
                    errlen) != 0)
        return -1;
    s->progress = past_deadline;
    s->progress_arg = (void *)deadline;
    return 0;
}

/* Step 1 at depth d: the top's positions into *nodes and its frontier
 * into t. 1 done, 0 stopped (deadline, or the frontier too large), -1
 * with err. */
static int run_top(const options *o, const game *g, position start, int tomove, int d, int side,
                   const double *deadline, top *t, double *nodes, char *err, size_t errlen)
{
    solver s;
    memset(t, 0, sizeof *t);
    if (one_thread_solver(o, g, &s, deadline, err, errlen) != 0)
        return -1;
    if (pset_init(&t->seen) != 0) {
        solver_free(&s);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    solver_canon_init(&s, &t->cn);
    t->outcome = side == SIDE_MAKER ? END_MAKER : END_BREAKER;
    solver_frontier f = {.level = board_popcount(start.maker | start.breaker) + d, .meet = top_meet, .meet_arg = t};
    s.frontier = &f;
    int move, r = solver_solve(&s, start, tomove, &move);
    *nodes = (double)solver_nodes(&s);
    solver_free(&s);
    return r < 0 ? 0 : 1;
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

/* Step 3 from the costs c[0..k-1] of k shards solved of f (e's top set;
 * with e->stopped the last was stopped: its cost so far counts in low,
 * and the others give the rest). */
static void extrapolate(estimate *e, const double *c, size_t k, size_t f)
{
    double cut = e->stopped ? c[--k] : 0;
    double sum = 0, sq = 0, early = 0, late = 0;
    double *cum = malloc((k ? k : 1) * sizeof *cum);
    for (size_t j = 0; j < k; j++) {
        sum += c[j];
        sq += c[j] * c[j];
        if (cum)
            cum[j] = sum;
        *(j < k / 2 ? &early : &late) += c[j];
    }
    e->low = e->top + sum + cut;
    e->late = k >= 2 && early > 0 ? (late / (double)(k - k / 2)) / (early / (double)(k / 2)) : 1;
    if (k == f || k == 0 || !cum) {   /* all solved, or nothing to extrapolate from */
        e->positions = e->high = e->low;
        free(cum);
        return;
    }
    double mean = sum / (double)k, var = k > 1 ? (sq - sum * mean) / (double)(k - 1) : mean * mean;
    double se = (double)f * sqrt((var > 0 ? var : 0) / (double)k * (double)(f - k) / (double)f);
    e->high = e->top + (double)f * mean + 1.96 * se;
    double b = 1;
    if (k >= ESTIMATE_FIT_MIN && cum[0] > 0)
        b = loglog_slope(cum, k / 4 + 1, k);
    b = b < 0 ? 0 : b > 1 ? 1 : b;
    e->positions = e->top + sum * pow((double)f / (double)k, b);
    e->high = e->high > e->low ? e->high : e->low;
    e->positions = e->positions < e->low ? e->low : e->positions > e->high ? e->high : e->positions;
    free(cum);
}

int estimate_game(const options *o, const game *g, const spec_pos *st, int side, double seconds, long samples,
                  estimate *e, char *err, size_t errlen)
{
    double t0 = now_seconds(), deadline = t0 + seconds, top_deadline = t0 + seconds / ESTIMATE_TOP_SHARE;
    board b;
    board_init(&b, o->sp.n, o->sp.has_board ? o->sp.board.adj : NULL);
    int tomove;
    position start = engine_start(g, &b, st, &tomove);
    int nfree = board_popcount(b.all & ~(start.maker | start.breaker));
    memset(e, 0, sizeof *e);
    e->side = side;
    e->late = 1;
    /* Step 1: the deepest frontier within the top's share of the time. */
    top t, best;
    memset(&best, 0, sizeof best);
    int d = o->depth ? (int)o->depth : 1, rc = 0;
    for (;; d++) {
        double nodes;
        double prev = now_seconds();
        rc = run_top(o, g, start, tomove, d, side, o->depth ? &deadline : &top_deadline, &t, &nodes, err, errlen);
        if (rc < 0 || (rc == 0 && (o->depth || !best.n))) {   /* even the shallowest did not fit: give its figure */
            if (rc == 0)
                snprintf(err, errlen, "the search's first %d moves took more than the %.0f s given (--seconds)", d,
                         seconds);
            top_free(&t);
            top_free(&best);
            return -1;
        }
        if (rc == 0) {   /* the last that fitted */
            top_free(&t);
            break;
        }
        top_free(&best);
        best = t;
        e->depth = d;
        e->top = nodes;
        double took = now_seconds() - prev;
        /* the next level costs a few times this one */
        if (o->depth || best.n == 0 || d >= nfree || now_seconds() + 4 * took > top_deadline)
            break;
    }
    e->shards = best.n;
    /* Step 2: the shards in a random order, with one table. */
    solver s;
    if (one_thread_solver(o, g, &s, &deadline, err, errlen) != 0) {
        top_free(&best);
        return -1;
    }
    unsigned long long x = 0x9e3779b97f4a7c15ull;   /* xorshift64, a fixed seed: the same run gives the same sample */
    for (size_t i = best.n; i > 1; i--) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        size_t j = (size_t)(x % i);
        position p = best.pos[i - 1];
        int q = best.turn[i - 1];
        best.pos[i - 1] = best.pos[j], best.turn[i - 1] = best.turn[j];
        best.pos[j] = p, best.turn[j] = q;
    }
    double *c = malloc((best.n ? best.n : 1) * sizeof *c);
    if (!c) {
        solver_free(&s);
        top_free(&best);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    size_t k = 0;
    unsigned long before = 0;
    if (best.n == 0) {   /* no play reaches the frontier: the top was the whole search, solved again without it */
        int move;
        if (solver_end(&s, 0, start, tomove) == END_NONE && solver_solve(&s, start, tomove, &move) < 0)
            e->stopped = 1;
        e->top = (double)solver_nodes(&s);
    }
    while (k < best.n && (samples == 0 || (long)k < samples) && now_seconds() < deadline) {
        int move, end = solver_end(&s, 0, best.pos[k], best.turn[k]);
        int r = end != END_NONE ? end == END_MAKER : solver_solve(&s, best.pos[k], best.turn[k], &move);
        unsigned long now = solver_nodes(&s) + (end != END_NONE);
        c[k++] = (double)(now - before);
        before = now;
        if (r < 0) {   /* the deadline, within this shard: its cost so far */
            e->stopped = 1;
            break;
        }
        e->agree += r == (side == SIDE_MAKER);
    }
    double t2 = now_seconds();
    e->solved = k;
    e->sampled = (double)before;
    solver_free(&s);
    /* Step 3. */
    extrapolate(e, c, k, best.n);
    free(c);
    top_free(&best);
    e->elapsed = t2 - t0;
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
    if (one_thread_solver(o, g, &s, &deadline, err, errlen) != 0)
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
    if (e->stopped && e->solved <= 1)
        snprintf(out, len, "if %s wins: more than %s positions, more than %s on one thread (%s did not end in the "
                 "time given: raise --seconds, or --depth)", who, lo, tlo, e->shards ? "the first shard" : "the search");
    else if (e->shards == 0 || e->low == e->high)
        snprintf(out, len, "if %s wins: %s positions, %s on one thread (%s; %zu of %zu shards %d moves deep solved, "
                 "%zu won by %s)", who, p, t, e->shards ? "all shards solved" : "the whole search, no position that deep",
                 e->solved, e->shards, e->depth, e->agree, who);
    else
        snprintf(out, len, "if %s wins: about %s positions (%s to %s), %s (%s to %s) on one thread; %zu of %zu "
                 "shards %d moves deep solved%s, %zu won by %s, later shards cost %.2f of the earlier", who, p, lo, hi,
                 t, tlo, thi, e->solved, e->shards, e->depth, e->stopped ? " (the last stopped at the time limit)" : "",
                 e->agree, who, e->late);
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
        if (strcmp(o->winner, g->ops->role[i]) == 0) {
            out[0] = i == 0 ? SIDE_MAKER : SIDE_BREAKER;   /* role 0 is side 0 (engine.h) */
            return 1;
        }
    die_usage("--winner '%s': expected %s or %s", o->winner, g->ops->role[0], g->ops->role[1]);
    return -1;
}

static void print_estimate(const options *o, const game *g, const estimate *e)
{
    if (o->json) {
        json_game(&o->sp, g);
        printf(", \"assumed_winner\": \"%s\", \"positions\": %.0f, \"low\": %.0f, \"high\": %.0f, \"seconds\": %.3f, "
               "\"seconds_low\": %.3f, \"seconds_high\": %.3f, \"rate\": %.0f, \"depth\": %d, \"shards\": %zu, "
               "\"solved\": %zu, \"agree\": %zu, \"stopped\": %s, \"late\": %.3f, \"top_positions\": %.0f, "
               "\"sampled_positions\": %.0f, \"elapsed\": %.3f}\n",
               game_role(g, e->side == engine_first(g) ? 0 : 1), e->positions, e->low, e->high,
               e->rate > 0 ? e->positions / e->rate : 0, e->rate > 0 ? e->low / e->rate : 0,
               e->rate > 0 ? e->high / e->rate : 0, e->rate, e->depth, e->shards, e->solved, e->agree,
               e->stopped ? "true" : "false", e->late, e->top, e->sampled, e->elapsed);
        return;
    }
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
    if (o.sp.family == FAM_SUBH && o.sp.n < 3)
        return die_usage("subh is solved for n >= 3 (for n = 2 no tournament has a directed Hamiltonian cycle)");
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
        for (int k = 0; k < ns; k++) {
            estimate e;
            if (estimate_game(&o, &g, &st, side[k], seconds * (1 - 1.0 / ESTIMATE_CALIBRATION_SHARE) / ns, o.samples,
                              &e, err, sizeof err) != 0) {
                fprintf(stderr, "posproof: estimate: %s\n", err);
                return 1;
            }
            e.rate = rate;
            print_estimate(&o, &g, &e);
            fflush(stdout);
        }
    }
    return 0;
}
