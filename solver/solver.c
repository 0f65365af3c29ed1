/* solver.c: a solver's setup (its caches, table and threads) and its small
 * queries (search.h: nodes, draws, moves renamed, the frontier); the search
 * and the playing of moves are search.c's.
 */
#include "search_int.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int solver_has_draws(const solver *s)
{
    return s->fam->draws;
}

static memo_slot *memo_new(const worker *w)
{
    size_t bytes = sizeof(memo_slot) * ((size_t)w->memo_mask + 1);
    memo_slot *m = malloc(bytes);
    if (m)
        memset(m, 0xff, bytes);
    return m;
}

int solver_init(solver *s, const search_family *fam, const gprop *gp, int n, const vset *board, const int bias[2], size_t tt_bytes,
                int threads, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    assert(fam && fam->end && fam->rules);
    assert(!fam->oriented || (!board && n >= 2));
    s->fam = fam;
    s->draw = SIDE_BREAKER;
    s->leftover = fam->offer ? fam->offerer : -1;
    s->progress_mask = (1ul << 18) - 1;
    s->quota[SIDE_MAKER] = bias ? bias[0] : 1;
    s->quota[SIDE_BREAKER] = bias ? bias[1] : 1;
    if (s->quota[0] < 1 || s->quota[1] < 1 || s->quota[0] > BIAS_MAX || s->quota[1] > BIAS_MAX) {
        snprintf(err, errlen, "a bias of %d:%d is outside 1..%d", s->quota[0], s->quota[1], BIAS_MAX);
        return -1;
    }
    if (!fam->claim && !fam->offer && (s->quota[0] != 1 || s->quota[1] != 1)) {
        snprintf(err, errlen, "the %s game has one move a turn (a bias of %d:%d was asked)", fam->title, s->quota[0],
                 s->quota[1]);
        return -1;
    }
    if (board_init(&s->b, n, board) != 0) {
        snprintf(err, errlen, "n = %d is out of range", n);
        return -1;
    }
    property *p = &s->prop;
    prop_init(p, gp, n);
    solver_canon_init(s, &s->cn);
    for (int v = 0; v < n; v++)
        s->req[v] = p->min_degree[v];
    s->min_edges = p->min_edges;
    if (p->useless01)
        s->useless = s->b.all & (pairset)1 << s->b.pair[0][1];
    s->threads = threads < 1 ? 1 : threads;
    /* The per-thread caches (three at most) take up to a quarter of the
     * budget, the table the rest. */
    int mb = board_popcount(s->b.all);   /* small boards, small caches */
    int memo_bits = 2 * n + 2 < MEMO_BITS ? 2 * n + 2 : MEMO_BITS;
    if (memo_bits > mb / 2 + 4)
        memo_bits = mb / 2 + 4 > 8 ? mb / 2 + 4 : 8;
    while (memo_bits > 8 && (size_t)s->threads * 3 * (sizeof(memo_slot) << memo_bits) > tt_bytes / 4)
        memo_bits--;
    size_t memo_total = (size_t)s->threads * 3 * (sizeof(memo_slot) << memo_bits);
    tt_bytes = tt_bytes > memo_total ? tt_bytes - memo_total : 0;
    if (tt_init(&s->table, TT_START_BYTES, tt_bytes, s->b.m, s->threads > 1) != 0) {
        snprintf(err, errlen, "cannot allocate a %zu MB transposition table", tt_bytes >> 20);
        return -1;
    }
    s->workers = calloc((size_t)s->threads, sizeof *s->workers);
    if (!s->workers) {
        tt_free(&s->table);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < s->threads; i++) {
        worker *w = &s->workers[i];
        w->s = s;
        solver_canon_init(s, &w->cn);
        w->memo_mask = (1u << memo_bits) - 1;
        /* Avoider-Enforcer asks for all of Avoider's threats at each of its
         * nodes (ae_rules): cached for every property there. */
        int threat_cache = p->completions || !search_is_mb(fam);
        if ((p->alive && !(w->alive = memo_new(w))) || (threat_cache && !(w->threat = memo_new(w))) ||
            !(w->exact = memo_new(w)) ||
            (fam->oriented && (!(w->ham = malloc(sizeof(uint64_t) * ((size_t)n << n))) ||
                                       !(w->ham_nz = malloc(sizeof(vset) << n))))) {
            solver_free(s);
            snprintf(err, errlen, "out of memory");
            return -1;
        }
    }
    s->offer_dead = fam->offer && p->alive;
    /* the family's own (Maker-Breaker: its theorems and the Erdos-Selfridge criterion) */
    if (fam->init && fam->init(s) != 0) {
        solver_free(s);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (s->threads > 1 && pool_start(s, err, errlen) != 0)
        return -1;
    return 0;
}

void solver_no_theorem(solver *s)
{
    s->theorem = 0;
    s->offer_dead = 0;
    free(s->es_sets);
    s->es_sets = NULL;
    s->es_count = s->es_size = 0;
}

void solver_free(solver *s)
{
    pool_stop(s);
    free(s->es_sets);
    s->es_sets = NULL;
    if (s->workers) {
        for (int i = 0; i < s->threads; i++) {
            free(s->workers[i].alive);
            free(s->workers[i].threat);
            free(s->workers[i].exact);
            free(s->workers[i].ham);
            free(s->workers[i].ham_nz);
        }
    }
    free(s->workers);
    s->workers = NULL;
    tt_free(&s->table);
}

unsigned long solver_nodes(const solver *s)
{
    unsigned long n = 0;
    for (int i = 0; i < s->threads; i++)
        n += atomic_load_explicit(&s->workers[i].nodes, memory_order_relaxed);
    return n;
}

int solver_relabel_move(const solver *s, int mv, const uint8_t map[BOARD_MAXN])
{
    assert((mv >= 0 && mv < SOLVER_DIR + BOARD_MAXM && (s->fam->oriented || mv < BOARD_MAXM)) ||
           (mv == SOLVER_STOP && solver_has_stop(s)));
    return relabel(s, mv, map);
}

void solver_canon_init(const solver *s, canon *c)
{
    if (s->fam->oriented)
        canon_init_oriented(c, &s->b);
    else if (s->fam->offer)
        canon_init_offer(c, &s->b, s->prop.nfixed);
    else
        canon_init(c, &s->b, s->prop.nfixed);
}

void solver_set_offer(solver *s, int upto, int leftover)
{
    assert(s->fam->offer && (upto == 0 || upto == 1) && leftover >= -1 && leftover <= 1);
    s->upto = upto;
    s->leftover = leftover;
}

void solver_set_draw(solver *s, int side)
{
    assert(solver_has_draws(s) && (side == SIDE_MAKER || side == SIDE_BREAKER));
    s->draw = side;
    for (int i = 0; i < s->threads; i++)   /* its keys do not hold the setting */
        memset(s->workers[i].exact, 0xff, sizeof(memo_slot) * ((size_t)s->workers[i].memo_mask + 1));
}

int solver_asks_draw(solver *s)
{
    /* A shared game whose full board has the property never ends in a
     * draw (without it both turns give the full board the same value). */
    int shared = s->fam->common;
    position full = {s->b.all, 0};
    return solver_has_draws(s) && !(shared && solver_end(s, 0, full, 0) != solver_end(s, 0, full, 1));
}

int solver_value(solver *s, position pos, int turn, int *move)
{
    if (solver_has_draws(s) && s->draw != SIDE_BREAKER)
        solver_set_draw(s, SIDE_BREAKER);
    /* Side 0 wins outright? (A draw counts for side 1.) */
    int end = solver_end(s, 0, pos, turn);
    int r = end != END_NONE ? end == END_MAKER : solver_solve(s, pos, turn, move);
    if (r < 0)
        return -1;
    if (r == 1)
        return SIDE_MAKER;
    if (!solver_asks_draw(s))
        return SIDE_BREAKER;
    /* a draw is possible: does side 0 avoid losing? */
    solver_set_draw(s, SIDE_MAKER);
    end = solver_end(s, 0, pos, turn);
    r = end != END_NONE ? end == END_MAKER : solver_solve(s, pos, turn, move);
    if (r < 0)
        return -1;
    return r == 1 ? SOLVER_DRAW : SIDE_BREAKER;
}

long solver_frontier_find(const solver_frontier *f, position key)
{
    size_t lo = 0, hi = f->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int cmp = board_position_cmp(f->key[mid], key);
        if (cmp == 0)
            return (long)mid;
        if (cmp < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}
