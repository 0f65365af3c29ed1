/* search.c: depth-first AND/OR search for Maker-Breaker, Avoider-Enforcer,
 * shared-graph, Ramsey and Subh games: one search, whose rules depend on the
 * family (solver.family, read once a node; the rules of the other families
 * are at ae_rules(), shared_rules(), ramsey_rules() and subh_rules(), each
 * with its argument; the rest of this comment is Maker-Breaker's).
 *
 * Before a node is canonicalised the search settles it by cheap rules that
 * hold in every Maker-Breaker game for a monotone property:
 *  - Maker to move with a threat (a free pair completing the property) wins;
 *  - Breaker to move wins if some vertex has exactly its minimum degree in
 *    the available graph and a free pair at it (claiming that pair leaves the
 *    property impossible);
 *  - Breaker to move facing two threats loses, facing one must block it;
 *  - symmetrically, Maker to move (without a threat) facing two of Breaker's
 *    immediate wins loses, facing one must claim that pair.
 * Pairs that lie in no winning set inside the available graph ("dead" pairs)
 * are worth nothing to either player: claiming one is a pass. Where the
 * property can find them (prop.h, alive), they are given to Breaker before
 * the position is canonicalised, which never changes the outcome and makes
 * many positions coincide. Then the transposition table is consulted; then
 * the moves are tried in the order of order_moves(), which starts from
 * Stojakovic-Trkulja section 5.3.
 *
 * Threads (young brothers wait): at a node within SPLIT_PLIES of the root
 * whose first move did not decide it, the remaining moves form a split that
 * idle threads take moves from. (Splitting Breaker's nodes only left the
 * second thread idle where side 1 wins, e.g. Avoider-Enforcer ham K8 and K4
 * weak achievement on K8: 1.0x; with every node, 1.39x and 1.29x on two
 * threads, BENCHMARKS.md "Session 9".) A decided split cancels the searches still running under it;
 * cancelled searches store nothing. A thread waiting for its split to finish
 * helps with splits below it. The table is shared.
 */
#include "search.h"

#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SPLIT_PLIES 10   /* splits only this many plies below the root */

typedef struct split split;
struct split {
    position pos;
    int tomove, depth;
    uint8_t order[SOLVER_MOVES];
    int cnt, next;           /* moves, and the next one to hand out */
    int busy;                /* children being searched */
    atomic_int cut;          /* a child decided the node */
    int cut_move;
    int lost;                /* a child search was aborted from outside */
    pairset fragile;
    const split *parent;
    split *link;             /* pool's list of open splits */
};

/* Direct-mapped per-thread caches of a pair set computed from another: the
 * alive pairs (prop.h, alive) of an available graph, which changes only
 * with Breaker's moves, and Maker's threats by Maker's graph, which changes
 * only with Maker's: many positions share each, and the two computations
 * are the largest costs of an fhp position (BENCHMARKS.md). The third
 * cache, of positions exactly as met, is described at exact_slot. */
#define MEMO_BITS 18      /* at most; fewer where --mem is small (solver_init) */
typedef struct memo_slot {
    pairset key;             /* ~0 where empty: no pair set has bit 127 */
    pairset val;
} memo_slot;

struct worker {
    solver *s;
    canon cn;
    unsigned memo_mask;      /* slots - 1 in each cache */
    memo_slot *alive;        /* memo_mask + 1 slots, or NULL without prop->alive */
    memo_slot *threat;       /* the same, or NULL without prop->completions */
    memo_slot *exact;        /* positions solved, exactly as met (exact_get) */
    uint64_t *ham;           /* Subh: path counts (ham_paths), two tables */
    vset *ham_nz;            /* ... and their nonzero ends */
    atomic_ulong nodes;
    const split *watch;      /* the split this thread works under, or NULL */
    int root_depth;
    int solo;                /* searching for the strategy walk: no splits */
};

struct pool {
    pthread_mutex_t m;
    pthread_cond_t cv;
    split *open;
    int shutdown;
    pthread_t *tid;
    int started;
};

static void *helper_main(void *arg);

static int is_shared(const solver *s) { return s->family == FAMILY_SHARED || s->family == FAMILY_SHARED_AVOID; }
static int is_ramsey(const solver *s) { return s->family >= FAMILY_RAMSEY_ACHIEVE && s->family <= FAMILY_RAMSEY_AVOID_PLUS; }
/* Ramsey avoid and avoid-plus: an H of one's own colour is no legal move. */
static int avoids(const solver *s) { return s->family == FAMILY_RAMSEY_AVOID || s->family == FAMILY_RAMSEY_AVOID_PLUS; }

int solver_has_draws(const solver *s)
{
    return is_shared(s) || s->family == FAMILY_RAMSEY_ACHIEVE || s->family == FAMILY_RAMSEY_MISERE;
}

/* The turn as the tables store it: in the families with draws, whose turns
 * are 0 and 1, with bit 1 set where a draw counts for Maker (the first player),
 * so that the answers to the two questions (search.h) never mix. */
static int key_turn(const solver *s, int tomove)
{
    assert(s->draw == SIDE_BREAKER || tomove < 2);
    return s->draw == SIDE_MAKER ? tomove | 2 : tomove;
}

static memo_slot *memo_new(const worker *w)
{
    size_t bytes = sizeof(memo_slot) * ((size_t)w->memo_mask + 1);
    memo_slot *m = malloc(bytes);
    if (m)
        memset(m, 0xff, bytes);
    return m;
}

static memo_slot *memo_at(const worker *w, memo_slot *m, pairset key) { return &m[board_hash(key) & w->memo_mask]; }

int solver_init(solver *s, int family, const gprop *gp, int n, const vset *board, const int bias[2], size_t tt_bytes,
                int threads, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    assert(family >= FAMILY_MB && family <= FAMILY_SUBH);
    assert(family != FAMILY_SUBH || (!board && n >= 2));
    s->family = family;
    s->draw = SIDE_BREAKER;
    s->quota[SIDE_MAKER] = bias ? bias[0] : 1;
    s->quota[SIDE_BREAKER] = bias ? bias[1] : 1;
    if (s->quota[0] < 1 || s->quota[1] < 1 || s->quota[0] > SOLVER_MAXQ || s->quota[1] > SOLVER_MAXQ) {
        snprintf(err, errlen, "a bias of %d:%d is outside 1..%d", s->quota[0], s->quota[1], SOLVER_MAXQ);
        return -1;
    }
    if (s->family >= FAMILY_SHARED && (s->quota[0] != 1 || s->quota[1] != 1)) {
        snprintf(err, errlen, "the %s game has one move a turn (a bias of %d:%d was asked)",
                 is_shared(s) ? "shared-graph" : is_ramsey(s) ? "Ramsey" : "Subh", s->quota[0], s->quota[1]);
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
    if (tt_init(&s->table, tt_bytes, s->b.m, s->threads > 1) != 0) {
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
        int threat_cache = p->completions || s->family != FAMILY_MB;
        if ((p->alive && !(w->alive = memo_new(w))) || (threat_cache && !(w->threat = memo_new(w))) ||
            !(w->exact = memo_new(w)) ||
            (family == FAMILY_SUBH && (!(w->ham = malloc(sizeof(uint64_t) * ((size_t)n << n))) ||
                                       !(w->ham_nz = malloc(sizeof(vset) << n))))) {
            solver_free(s);
            snprintf(err, errlen, "out of memory");
            return -1;
        }
    }
    if (s->threads > 1) {
        s->pool = calloc(1, sizeof *s->pool);
        pthread_t *tid = calloc((size_t)s->threads, sizeof *tid);
        if (!s->pool || !tid) {
            free(tid);
            solver_free(s);
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        s->pool->tid = tid;
        pthread_mutex_init(&s->pool->m, NULL);
        pthread_cond_init(&s->pool->cv, NULL);
        for (int i = 1; i < s->threads; i++) {
            if (pthread_create(&tid[i], NULL, helper_main, &s->workers[i]) != 0) {
                solver_free(s);
                snprintf(err, errlen, "cannot start thread %d", i + 1);
                return -1;
            }
            s->pool->started++;
        }
    }
    return 0;
}

void solver_free(solver *s)
{
    if (s->pool) {
        pthread_mutex_lock(&s->pool->m);
        s->pool->shutdown = 1;
        pthread_cond_broadcast(&s->pool->cv);
        pthread_mutex_unlock(&s->pool->m);
        for (int i = 1; i <= s->pool->started; i++)
            pthread_join(s->pool->tid[i], NULL);
        pthread_mutex_destroy(&s->pool->m);
        pthread_cond_destroy(&s->pool->cv);
        free(s->pool->tid);
        free(s->pool);
        s->pool = NULL;
    }
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

int solver_next_turn(const solver *s, int turn, int mv)
{
    int side = SIDE(turn), d = turn >> 1;
    if (s->family == FAMILY_RAMSEY_AVOID_PLUS)
        return mv == SOLVER_STOP ? !side : side | 2;
    return d + 1 < s->quota[side] ? turn + 2 : !side;
}

position solver_play(const solver *s, position pos, int turn, int p)
{
    if (p == SOLVER_STOP) {
        assert(s->family == FAMILY_RAMSEY_AVOID_PLUS && turn >> 1);
        return pos;
    }
    if (s->family == FAMILY_SUBH) {   /* the direction, not the side, picks the mask */
        int q = p % SOLVER_DIR;
        assert(p >= 0 && q < BOARD_MAXM && !(((pos.maker | pos.breaker) >> q) & 1));
        if (p < SOLVER_DIR)
            pos.maker |= (pairset)1 << q;
        else
            pos.breaker |= (pairset)1 << q;
        return pos;
    }
    assert(p >= 0 && p < BOARD_MAXM && !(((pos.maker | pos.breaker) >> p) & 1));
    if (SIDE(turn) == SIDE_MAKER || is_shared(s))
        pos.maker |= (pairset)1 << p;
    else
        pos.breaker |= (pairset)1 << p;
    return pos;
}

/* Subh's moves renamed (solver_relabel_move): the arc tail -> head of mv. */
static int relabel_arc(const board *b, int mv, const uint8_t *map)
{
    int p = mv % SOLVER_DIR, i = map[b->pi[p]], j = map[b->pj[p]];
    int tail = mv < SOLVER_DIR ? i : j, head = mv < SOLVER_DIR ? j : i;
    return b->pair[tail][head] + (tail > head ? SOLVER_DIR : 0);
}

/* solver_relabel_move, inline for the search. */
static inline int relabel(const solver *s, int mv, const uint8_t *map)
{
    const board *b = &s->b;
    return mv == SOLVER_STOP         ? mv
           : s->family == FAMILY_SUBH ? relabel_arc(b, mv, map)
                                      : b->pair[map[b->pi[mv]]][map[b->pj[mv]]];
}

int solver_relabel_move(const solver *s, int mv, const uint8_t map[BOARD_MAXN])
{
    assert((mv >= 0 && mv < SOLVER_DIR + BOARD_MAXM && (s->family == FAMILY_SUBH || mv < BOARD_MAXM)) ||
           (mv == SOLVER_STOP && s->family == FAMILY_RAMSEY_AVOID_PLUS));
    return relabel(s, mv, map);
}

void solver_canon_init(const solver *s, canon *c)
{
    if (s->family == FAMILY_SUBH)
        canon_init_oriented(c, &s->b);
    else
        canon_init(c, &s->b, s->prop.nfixed);
}

void solver_set_draw(solver *s, int side)
{
    assert(solver_has_draws(s) && (side == SIDE_MAKER || side == SIDE_BREAKER));
    s->draw = side;
    for (int i = 0; i < s->threads; i++)   /* its keys do not hold the setting */
        memset(s->workers[i].exact, 0xff, sizeof(memo_slot) * ((size_t)s->workers[i].memo_mask + 1));
}

/* The moves side SIDE(turn) has left in its turn, this one included. */
static int left_in_turn(const solver *s, int turn) { return s->quota[SIDE(turn)] - (turn >> 1); }

/* Does the graph with edge set e have the property? */
static int has_prop(const solver *s, pairset e)
{
    e &= ~s->useless;
    if (board_popcount(e) < s->min_edges)
        return 0;
    vset adj[BOARD_MAXN];
    board_adjacency(&s->b, e, adj);
    for (int v = 0; v < s->b.n; v++)
        if (__builtin_popcount(adj[v]) < s->req[v])
            return 0;
    return prop_holds(&s->prop.g, s->b.n, adj);
}

static int threats(worker *w, pairset maker, pairset free, int max, pairset *out);

static int subh_arcs(worker *w, position pos, pairset win[2], pairset kill[2]);

int solver_end(solver *s, int slot, position pos, int turn)
{
    pairset free = s->b.all & ~(pos.maker | pos.breaker);
    if (s->family == FAMILY_SUBH)   /* FORMAT.md 4.2 */
        return subh_arcs(&s->workers[slot], pos, NULL, NULL);
    int draw = s->draw == SIDE_MAKER ? END_MAKER : END_BREAKER;
    if (is_ramsey(s)) {   /* FORMAT.md 4.2 */
        if (avoids(s)) {
            if (turn >> 1)   /* avoid-plus after a colouring: stop is legal */
                return END_NONE;
            pairset own = SIDE(turn) == SIDE_MAKER ? pos.maker : pos.breaker, done;
            threats(&s->workers[slot], own, free, BOARD_MAXM, &done);
            return free & ~done ? END_NONE : SIDE(turn) == SIDE_MAKER ? END_BREAKER : END_MAKER;
        }
        int lose = s->family == FAMILY_RAMSEY_MISERE;
        if (has_prop(s, pos.maker))
            return lose ? END_BREAKER : END_MAKER;
        if (has_prop(s, pos.breaker))
            return lose ? END_MAKER : END_BREAKER;
        return free ? END_NONE : draw;
    }
    if (is_shared(s)) {   /* FORMAT.md 4.2 */
        int last = !SIDE(turn), winner = s->family == FAMILY_SHARED ? last : !last;
        if (has_prop(s, pos.maker))
            return winner == SIDE_MAKER ? END_MAKER : END_BREAKER;
        return free ? END_NONE : draw;
    }
    int ae = s->family == FAMILY_AE;   /* FORMAT.md 4.2: the same rules, the winners swapped */
    if (has_prop(s, pos.maker))
        return ae ? END_BREAKER : END_MAKER;
    if (!has_prop(s, s->b.all & ~pos.breaker))
        return ae ? END_MAKER : END_BREAKER;
    return END_NONE;
}

/* If the graph with edge set e has the property, sets *w to the pairs of one
 * witness inside e and returns 1; else returns 0. */
static int find_witness(const solver *s, pairset e, pairset *w)
{
    const board *b = &s->b;
    vset adj[BOARD_MAXN], wit[BOARD_MAXN];
    if (!s->prop.witness) {   /* the graph itself, where the property finds no smaller witness */
        *w = e;
        return has_prop(s, e);
    }
    board_adjacency(b, e & ~s->useless, adj);
    if (!s->prop.witness(&s->prop, adj, wit))
        return 0;
    *w = board_pairs(b, wit);
    return 1;
}

pairset solver_ending_moves(solver *s, int slot, position pos, int tomove, int max)
{
    assert(s->family != FAMILY_SUBH);
    pairset free = s->b.all & ~(pos.maker | pos.breaker), avail = s->b.all & ~pos.breaker, cand, w, ends = 0;
    if (SIDE(tomove) == SIDE_MAKER || is_shared(s) || is_ramsey(s)) {
        threats(&s->workers[slot], SIDE(tomove) == SIDE_MAKER || is_shared(s) ? pos.maker : pos.breaker, free, max,
                &ends);
        return ends;
    }
    /* Breaker: only pairs on every witness of the available graph; each
     * witness of the graph without a candidate narrows the candidates. */
    if (!find_witness(s, avail, &cand))
        return free;
    cand &= free;
    while (cand && board_popcount(ends) < max) {
        int p = board_first(cand);
        cand &= cand - 1;
        if (find_witness(s, avail & ~((pairset)1 << p), &w))
            cand &= w;
        else
            ends |= (pairset)1 << p;
    }
    return ends;
}

static pairset completing_pairs(const solver *s, pairset m)
{
    const board *b = &s->b;
    vset adj[BOARD_MAXN];
    board_adjacency(b, m, adj);
    pairset cand = b->all & ~m & ~s->useless, r = 0;
    for (int v = 0; v < b->n && cand; v++) {
        int d = __builtin_popcount(adj[v]);
        if (d < s->req[v] - 1)
            cand = 0;
        else if (d == s->req[v] - 1)
            cand &= b->at[v];
    }
    if (s->prop.completions && board_popcount(cand) >= 3) {
        vset cv[BOARD_MAXN], done[BOARD_MAXN];
        board_adjacency(b, cand, cv);
        s->prop.completions(&s->prop, adj, cv, done);
        r = board_pairs(b, done);
    } else
        for (; cand; cand &= cand - 1) {
            int p = board_first(cand), i = b->pi[p], j = b->pj[p];
            adj[i] |= (vset)(1u << j);
            adj[j] |= (vset)(1u << i);
            if (prop_holds(&s->prop.g, b->n, adj))
                r |= (pairset)1 << p;
            adj[i] &= (vset) ~(1u << j);
            adj[j] &= (vset) ~(1u << i);
        }
    return r;
}

/* All pairs outside Maker's graph m (without useless pairs) whose adding
 * completes the property, for a property with completions (or any, outside
 * Maker-Breaker); cached. */
static pairset threat_set(worker *w, pairset m)
{
    const solver *s = w->s;
    memo_slot *slot = memo_at(w, w->threat, m);
    if (slot->key == m)
        return slot->val;
    /* Ramsey avoid: a colour that has H already (only from a start
     * position) gets it with every pair. */
    pairset r = avoids(s) && has_prop(s, m) ? s->b.all & ~m : completing_pairs(s, m);
    slot->key = m;
    slot->val = r;
    return r;
}

/* Free pairs whose claiming by Maker completes the property; stops after max
 * found. Returns the number found, the pairs in *out. */
static int threats(worker *w, pairset maker, pairset free, int max, pairset *out)
{
    const solver *s = w->s;
    const board *b = &s->b;
    pairset m = maker & ~s->useless;
    *out = 0;
    if (board_popcount(m) + 1 < s->min_edges)
        return 0;
    if (w->threat) {
        *out = threat_set(w, m) & free;
        int found = board_popcount(*out);
        return found < max ? found : max;
    }
    vset adj[BOARD_MAXN];
    board_adjacency(b, m, adj);
    pairset cand = free & ~s->useless;
    for (int v = 0; v < b->n && cand; v++) {
        int d = __builtin_popcount(adj[v]);
        if (d < s->req[v] - 1)
            return 0;
        if (d == s->req[v] - 1)
            cand &= b->at[v];
    }
    int found = 0;
    while (cand && found < max) {
        int p = board_first(cand);
        cand &= cand - 1;
        int i = b->pi[p], j = b->pj[p];
        adj[i] |= (vset)(1u << j);
        adj[j] |= (vset)(1u << i);
        if (prop_holds(&s->prop.g, b->n, adj)) {
            *out |= (pairset)1 << p;
            found++;
        }
        adj[i] &= (vset) ~(1u << j);
        adj[j] &= (vset) ~(1u << i);
    }
    return found;
}

/* Free pairs whose claiming by Breaker drops a vertex below its minimum
 * degree in the available graph (Breaker's immediate wins). */
static pairset breaker_kills(const solver *s, pairset avail, pairset free)
{
    const board *b = &s->b;
    pairset kills = 0;
    avail &= ~s->useless;
    free &= ~s->useless;
    for (int v = 0; v < b->n; v++)
        if (board_popcount(avail & b->at[v]) == s->req[v])
            kills |= free & b->at[v];
    return kills;
}

/* Labels each vertex with the smallest vertex of its component in the graph
 * with edge set e. */
static void components(const board *b, pairset e, int *comp)
{
    vset adj[BOARD_MAXN], seen = 0;
    board_adjacency(b, e, adj);
    for (int v = 0; v < b->n; v++) {
        if (seen >> v & 1)
            continue;
        vset reach = (vset)(1u << v), front = reach;
        while (front) {
            vset next = 0;
            for (vset q = front; q; q &= (vset)(q - 1))
                next |= adj[__builtin_ctz(q)];
            front = next & (vset)~reach;
            reach |= next;
        }
        for (vset q = reach; q; q &= (vset)(q - 1))
            comp[__builtin_ctz(q)] = v;
        seen |= reach;
    }
}

/* Inserts move mv with sort key k into out[0..cnt-1], kept in increasing
 * order of key (ties in insertion order): the move orders' insertion sort. */
static void insert_move(int *key, uint8_t *out, int cnt, int k, int mv)
{
    int at = cnt;
    while (at > 0 && key[at - 1] > k) {
        key[at] = key[at - 1];
        out[at] = out[at - 1];
        at--;
    }
    key[at] = k;
    out[at] = (uint8_t)mv;
}

/* Orders the pairs of set, best first. Maker: pairs that give no vertex more
 * than its minimum degree and close no cycle of Maker's graph (nor, for
 * fhp, a path from 0 to 1) first (none helps towards a minimal winning set),
 * then the paper's order (low Maker
 * edge degree), ties to pairs whose ends have the least slack (available
 * degree above the minimum). Breaker: pairs at the vertex of least slack
 * first, then the pairs Maker would want (by the same waste measure), then
 * least total slack. BENCHMARKS.md has the measurements. For the properties
 * that ask for a dense spot rather than a spanning structure (cycle,
 * arboricity:K, h:H), both sides first take the pairs with the most common
 * neighbours in Maker's graph, then the largest Maker degrees. In Ramsey
 * games the mover's own colour takes the place of Maker's graph, and under
 * misere and avoid, where an own H loses, the pairs with the fewest common
 * neighbours come first (then the largest degrees). Measured (positions,
 * one thread; Maker's graph for both sides / own colour / own colour with
 * the misere order): K4 achieve K7 173,292 / 41,724 / -; K4 misere K7
 * 321,976 / 117,430 / 40,377; K4 avoid K7 157,053 / 90,866 / 23,007; K3
 * avoid K8 7,161,249 / 2,558,114 / 2,558,114; C4 misere K7 143,914 /
 * 162,706 / 251,016 (the one loss). The misere order tried on the shared
 * game's avoid rule: h:K4 K8 9,442 -> 21,305, not kept. */
static int order_moves(const solver *s, position pos, int tomove, pairset set, uint8_t *out)
{
    const board *b = &s->b;
    int deg[BOARD_MAXN], slack[BOARD_MAXN], comp[BOARD_MAXN], key[BOARD_MAXM], cnt = 0;
    pairset avail = b->all & ~pos.breaker & ~s->useless;
    /* Ramsey: each side builds (or avoids) in its own colour */
    pairset own = is_ramsey(s) && tomove == SIDE_BREAKER ? pos.breaker : pos.maker;
    board_degrees(b, own, deg);
    int id = s->prop.g.id, dense = id == P_CYCLE || id == P_ARB || id == P_H;
    vset madj[BOARD_MAXN];
    if (dense)
        board_adjacency(b, own, madj);
    for (int v = 0; v < b->n; v++)
        slack[v] = board_popcount(avail & b->at[v]) - s->req[v];
    components(b, pos.maker & ~s->useless, comp);
    while (set) {
        int p = board_first(set);
        set &= set - 1;
        int i = b->pi[p], j = b->pj[p], k;
        int waste = 2 * ((deg[i] >= s->req[i]) + (deg[j] >= s->req[j])) + (comp[i] == comp[j]);
        /* with fixed ends 0 and 1 (fhp): joining their components closes the
         * path early unless it is the winning move, handled before this */
        if (s->prop.nfixed == 2 && ((comp[i] == comp[0] && comp[j] == comp[1]) ||
                                     (comp[i] == comp[1] && comp[j] == comp[0])))
            waste++;
        if (dense && (s->family == FAMILY_RAMSEY_MISERE || avoids(s)))
            k = __builtin_popcount(madj[i] & madj[j]) * 64 - deg[i] - deg[j];
        else if (dense)
            k = -(__builtin_popcount(madj[i] & madj[j]) * 64 + deg[i] + deg[j]);
        else if (tomove == SIDE_MAKER || is_shared(s))
            k = waste * 4096 + (deg[i] + deg[j]) * 64 + slack[i] + slack[j];
        else {
            int least = slack[i] < slack[j] ? slack[i] : slack[j];
            k = least * 4096 + waste * 64 + slack[i] + slack[j];
        }
        insert_move(key, out, cnt++, k, p);
    }
    /* Avoider-Enforcer, the misere game: the order reversed (ties too).
     * Avoider first takes the pairs Maker would take last (the most wasted
     * for the property), Enforcer the pairs at the vertices of most slack
     * and those Avoider would take first. Measured against Enforcer keeping
     * Breaker's least slack first, then the most wasted (BENCHMARKS.md):
     * better on ham and hp, worse on conn K9 and fhp K8. */
    if (s->family == FAMILY_AE)
        for (int a = 0, z = cnt - 1; a < z; a++, z--) {
            uint8_t t = out[a];
            out[a] = out[z];
            out[z] = t;
        }
    return cnt;
}

/* Pairs of the available graph that lie in some minimal winning set. */
static pairset alive_pairs(worker *w, pairset avail)
{
    const solver *s = w->s;
    const board *b = &s->b;
    memo_slot *slot = memo_at(w, w->alive, avail);
    if (slot->key == avail)
        return slot->val;
    vset adj[BOARD_MAXN], alive[BOARD_MAXN];
    board_adjacency(b, avail & ~s->useless, adj);
    s->prop.alive(&s->prop, adj, alive);
    pairset r = board_pairs(b, alive);
    slot->key = avail;
    slot->val = r;
    return r;
}

/* pos with its dead pairs (in no minimal winning set inside the available
 * graph, where the property finds them: prop.h, alive) given to Breaker,
 * which changes no outcome and makes more positions coincide; *dead gets
 * them. (Computing them only where some vertex is short of available
 * pairs cost more than it saved: BENCHMARKS.md.) */
static position without_dead(worker *w, position pos, pairset *dead)
{
    const solver *s = w->s;
    pairset avail = s->b.all & ~pos.breaker;
    *dead = 0;
    if (!s->prop.alive || s->family != FAMILY_MB || s->frontier)   /* not in Avoider-Enforcer: ae_rules(), AE3 */
        return pos;
    *dead = avail & ~alive_pairs(w, avail);
    pos.maker &= ~*dead;
    pos.breaker |= *dead;
    return pos;
}

/* Has the split w works under, or one above it, been decided? */
static int cancelled(const worker *w)
{
    for (const split *sp = w->watch; sp; sp = sp->parent)
        if (atomic_load_explicit(&sp->cut, memory_order_relaxed))
            return 1;
    return atomic_load_explicit(&w->s->aborted, memory_order_relaxed);
}

static int search(worker *w, position pos, int tomove, int depth, int *move);

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

/* A position of the frontier's level (search.h solver_frontier): its
 * outcome as search() returns it, with no move; -1 (the search aborted) if
 * the frontier does not list it. */
static int frontier_value(worker *w, position pos, int tomove, int *move)
{
    solver *s = w->s;
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    long i = solver_frontier_find(s->frontier, solver_with_turn(canon_quick(&w->cn, pos, perm, inv), tomove));
    *move = -1;
    if (i < 0) {
        atomic_store(&s->frontier->missing, 1);
        atomic_store(&s->aborted, 1);
        return -1;
    }
    int v = s->frontier->value[i];
    return v == FRONTIER_UNKNOWN ? s->frontier->pessimist != SIDE_MAKER
           : v == FRONTIER_DRAW  ? s->draw == SIDE_MAKER
                                 : v == END_MAKER;
}

/* The exact cache: key Maker's pairs, the turn in the 4 bits from BOARD_MAXM
 * and the winner (1 Maker) in the bit above; value Breaker's pairs and the
 * winner's move (board labelling, a byte, 255 none) in the 8 bits from BOARD_MAXM. Per thread, so no locks; a
 * hit saves canon_quick, the largest cost of a ham position: HAM8
 * Breaker-first 7% fewer instructions. */
#define EXACT_KEY(pos, tomove) ((pos).maker | (pairset)(tomove) << BOARD_MAXM)   /* tomove: key_turn() */
#define PAIRS (((pairset)1 << BOARD_MAXM) - 1)
static memo_slot *exact_slot(worker *w, position pos, int tomove)
{
    return memo_at(w, w->exact, EXACT_KEY(pos, tomove) ^ board_hash(pos.breaker));
}

/* 1 Maker wins, 0 Breaker wins (and *move as search() sets it), or -1 if
 * the slot does not hold pos or holds no move for a winning mover. */
static int exact_get(const memo_slot *x, position pos, int tomove, int *move)
{
    if ((x->key & (PAIRS | (pairset)15 << BOARD_MAXM)) != EXACT_KEY(pos, tomove) || (x->val & PAIRS) != pos.breaker)
        return -1;
    int won = (int)(x->key >> (BOARD_MAXM + 4) & 1), m = (int)(x->val >> BOARD_MAXM & 255);
    if ((SIDE(tomove) == SIDE_MAKER) != (won == 1)) {
        *move = -1;
        return won;
    }
    if (m == 255)
        return -1;
    *move = m;
    return won;
}

static void exact_put(memo_slot *x, position pos, int tomove, int won, int move)
{
    x->key = EXACT_KEY(pos, tomove) | (pairset)won << (BOARD_MAXM + 4);
    x->val = pos.breaker | (pairset)(move >= 0 ? move : 255) << BOARD_MAXM;
}
static int run_split(worker *w, position pos, int tomove, int depth, const uint8_t *order, int cnt,
                     pairset fragile, int *move);

/* Searches the child of pos reached by move p. Returns 1 Maker wins, 0
 * Breaker wins, -1 cancelled. */
static int child(worker *w, position pos, int tomove, int depth, int p, pairset fragile)
{
    const solver *s = w->s;
    int reply, next = solver_next_turn(s, tomove, p);
    if (s->family == FAMILY_SUBH || p == SOLVER_STOP)   /* p is an arc (search.h), or no pair */
        return search(w, solver_play(s, pos, tomove, p), next, depth + 1, &reply);
    pairset bit = (pairset)1 << p;
    if (SIDE(tomove) == SIDE_MAKER || is_shared(s)) {
        position c = {pos.maker | bit, pos.breaker};
        return search(w, c, next, depth + 1, &reply);
    }
    position c = {pos.maker, pos.breaker | bit};
    /* the property became impossible: Breaker wins (Avoider in Avoider-Enforcer) */
    if ((fragile & bit) && s->family <= FAMILY_AE && (s->prop.alive && s->b.n > 2 ? !alive_pairs(w, s->b.all & ~c.breaker)
                                                          : !has_prop(s, s->b.all & ~c.breaker)))
        return s->family == FAMILY_AE;
    return search(w, c, next, depth + 1, &reply);
}

/* The rules of Avoider-Enforcer (FORMAT.md 4.2, the misere game), before
 * the canonical form. Side 0, Avoider, claims state 1 and loses when its
 * graph A gets the property P; side 1, Enforcer, claims state 2 and loses
 * when the available graph V (A and the free pairs) loses P. The rules of
 * Maker-Breaker are not sound here: no move ever wins at once (Avoider's
 * move leaves V as it was, so it can end the game only by giving A the
 * property; Enforcer's leaves A as it was, so it can end it only by taking P
 * from V), a pair worth nothing is no pass but a tempo move, and parity
 * matters. The rules kept, each with its argument:
 *
 * (AE1) Suicides. A free pair is a suicide for the mover when claiming it
 *   ends the game: P(A + e) for Avoider (Maker-Breaker's threats), not
 *   P(V - e) for Enforcer. It loses at once, so the mover never tries one
 *   while it has another move: the node's value is the best over the other
 *   moves. Avoider's are all found here (threats()); Enforcer's here where
 *   a vertex has exactly its minimum degree in V (breaker_kills()), the
 *   others in child() by the test of fragile pairs, where they lose.
 * (AE2) Too few safe moves. The mover must make `left` more moves in its
 *   turn (a turn is cut short only by the end of the game), none of which
 *   can end it well for the mover (above), and its safe moves only dwindle
 *   as it plays: after Avoider claims a safe e, every former threat f is
 *   still one (P is monotone: A + e + f contains A + f) and e is no longer
 *   free; after Enforcer claims a safe e, every former suicide f is still
 *   one (V - e - f lies within V - f). So with fewer than `left` safe pairs
 *   the mover must make a suicide within its turn -- or fill the board,
 *   which never happens by a safe move (then A = V, and a safe move leaves
 *   A without P and V with it). It loses. With `left` = 1 this is AE1 with
 *   no other move. Counting Enforcer's safe pairs with only some of its
 *   suicides removed overcounts them: the rule stays sound.
 * (AE3, measured and not kept) Dead pairs, where the property finds them
 *   (prop.h, alive: pairs of V in no minimal graph with P inside V), stay
 *   dead as V shrinks (a minimal graph with P inside a smaller V is one
 *   inside V), so they decide no end test, now or later: P(A) iff P(A
 *   without them) (a minimal witness in A lies in V, so avoids them), and
 *   likewise for V. Hence (a) Avoider's dead pairs may be given to
 *   Enforcer, and (b) the free dead pairs are interchangeable moves that
 *   end nothing, of which the mover need try only one. They must stay free:
 *   unlike Maker-Breaker's passes they count, since they decide who must
 *   make a suicide at last (never trying them, as Maker-Breaker never
 *   tries its passes, fails 16 of the checks of tests/67-ae-fast.t). Both sound, neither paid: (b) changed the
 *   positions of fhp K7, h:K3 K8 and fhp K8 by under 3% either way, and
 *   (a) made fhp K8 Avoider first take over 118 s instead of 25 s (the
 *   order of moves reads Avoider's degrees, which (a) changes). So
 *   without_dead() leaves Avoider-Enforcer positions alone.
 * Returns 1 (Avoider wins) or 0 (Enforcer wins) where decided, else -1 with
 * *only narrowed to the moves worth trying. */
static int ae_rules(worker *w, position pos, int tomove, int left, pairset free, pairset *only)
{
    const solver *s = w->s;
    pairset bad;
    if (SIDE(tomove) == SIDE_MAKER)
        threats(w, pos.maker, free, BOARD_MAXM, &bad);
    else
        bad = breaker_kills(s, s->b.all & ~pos.breaker, free);
    pairset safe = free & ~bad;
    if (board_popcount(safe) < left)   /* AE2 */
        return SIDE(tomove) == SIDE_MAKER ? 0 : 1;
    *only = safe;   /* AE1 */
    return -1;
}

/* The rules of the shared-graph game (FORMAT.md 4.2 `shared`): both sides
 * add pairs to the common graph G (position.maker), one a turn; the move
 * that gives G the property P ends the game, a win for its maker under rule
 * normal, a loss under rule avoid; a full board without P is a draw. Call a
 * free pair completing P (Maker-Breaker's threat, in G) a completion.
 * (SH1) Rule normal: the mover with a completion makes it and wins.
 * (SH2) Rule avoid: making a completion loses at once, so the mover never
 *   makes one while another move exists; with free pairs but no other move
 *   the mover loses. (A move that is no completion never ends the game but
 *   by filling the board: the draw, found by the child.)
 * No pair is dead: every free pair may be the one that completes P, or fills
 * the board, so Maker-Breaker's passes and threats against the opponent do
 * not apply. Returns 1 or 0 (Maker wins) where decided, else -1 with *only
 * narrowed to the moves worth trying. */
static int shared_rules(worker *w, position pos, int tomove, pairset free, pairset *only, int *move)
{
    const solver *s = w->s;
    int mover_wins = SIDE(tomove) == SIDE_MAKER;
    *move = -1;
    if (!free)   /* only a start position may be full: a draw */
        return s->draw == SIDE_MAKER;
    pairset done;
    threats(w, pos.maker, free, BOARD_MAXM, &done);
    if (s->family == FAMILY_SHARED) {
        if (done) {   /* SH1 */
            *move = board_first(done);
            return mover_wins;
        }
        return -1;
    }
    *only = free & ~done;   /* SH2 */
    return *only ? -1 : !mover_wins;
}

/* The rules of the Ramsey games (FORMAT.md 4.2 `ramsey`, seed 001): side 0
 * colours red (position.maker), side 1 blue (position.breaker), one pair a
 * turn; call a free pair completing an H in the mover's colour its own
 * completion, and one completing an H in the other colour the opponent's.
 * (R1) achieve: the mover with a completion of its own makes it and wins.
 *   Else, against two of the opponent's it loses (it can take one; its
 *   move completes nothing of its own, the opponent then makes the other),
 *   and against one it must take that pair (or the opponent makes it next).
 * (R2) misere, avoid and avoid-plus: making an own completion loses
 *   (misere) or is illegal (avoid, avoid-plus), so the mover tries only the
 *   other moves; with free pairs but none of those it loses (under misere
 *   it must make one, under avoid it has no legal move). A full board is a
 *   draw under misere, a loss of the mover under avoid (no legal move).
 *   Under avoid-plus all this holds at the start of a turn; once the mover
 *   has coloured a pair it may also stop (search() adds SOLVER_STOP), so
 *   nothing is decided here.
 * Returns 1 or 0 (Maker wins) where decided, else -1 with *only narrowed
 * to the moves worth trying (the pairs to colour). */
static int ramsey_rules(worker *w, position pos, int tomove, pairset free, pairset *only, int *move)
{
    const solver *s = w->s;
    int mover_wins = SIDE(tomove) == SIDE_MAKER;
    pairset own = mover_wins ? pos.maker : pos.breaker, other = mover_wins ? pos.breaker : pos.maker, mine, theirs;
    int may_stop = s->family == FAMILY_RAMSEY_AVOID_PLUS && tomove >> 1;
    *move = -1;
    if (!free && !may_stop)   /* only a start position, or avoid-plus, may be full */
        return avoids(s) ? !mover_wins : s->draw == SIDE_MAKER;
    threats(w, own, free, BOARD_MAXM, &mine);
    if (s->family == FAMILY_RAMSEY_ACHIEVE) {
        if (mine) {   /* R1 */
            *move = board_first(mine);
            return mover_wins;
        }
        int nt = threats(w, other, free, 2, &theirs);
        if (nt >= 2)
            return !mover_wins;
        if (nt == 1)
            *only = theirs;
        return -1;
    }
    *only = free & ~mine;   /* R2 */
    return *only || may_stop ? -1 : !mover_wins;
}

/* Subh's end test and immediate wins, by counting directed Hamiltonian
 * paths through vertex 0 (FORMAT.md 4.2 asks the question of prop_dham;
 * the counts answer it and tell which arcs lie on every cycle too).
 *
 * ham_paths: tab[s * n + v] is the number of directed paths from vertex 0
 * along the arcs of out that visit exactly the set S = 2s + 1 (vertex 0 and
 * the vertices of s shifted up one) and end at v, for v in nz[s] (the
 * other entries are not written: each is set when its bit is). */
static void ham_paths(int n, const vset *out, uint64_t *tab, vset *nz)
{
    int half = 1 << (n - 1);
    memset(nz, 0, sizeof *nz * (size_t)half);
    tab[0] = 1;
    nz[0] = 1;
    for (int s = 0; s < half; s++) {
        vset S = (vset)(s << 1 | 1);
        for (vset e = nz[s]; e; e &= (vset)(e - 1)) {
            int v = __builtin_ctz(e);
            uint64_t c = tab[(size_t)s * n + v];
            for (vset x = out[v] & (vset)~S; x; x &= (vset)(x - 1)) {
                int y = __builtin_ctz(x), t = (S | 1u << y) >> 1;
                uint64_t *to = &tab[(size_t)t * n + y];
                if (nz[t] >> y & 1)
                    *to += c;
                else {
                    *to = c;
                    nz[t] |= (vset)(1u << y);
                }
            }
        }
    }
}

/* The number of directed Hamiltonian cycles of the digraph out (in: the
 * same digraph by in-neighbours), and in thr[x * n + y], for each arc x ->
 * y with y in cand[x] (an arc of the digraph or not), the number of
 * directed Hamiltonian cycles of the digraph with x -> y added that use
 * x -> y. A cycle through x -> y is a path from 0 to x over a set S, the
 * arc, and a path from y to 0 over the other vertices and 0 (T): the
 * products of the counts of out from 0 and of in from 0 (paths to 0). Each
 * cycle through x -> y is counted once (its S is the part from 0 to x),
 * and neither path uses x -> y (one ends at x, the other starts at y), so
 * for an arc of the digraph the cycles avoiding it number the total minus
 * thr. Counts fit: at most (n-1)! < 2^64. */
static uint64_t ham_through(worker *w, const vset *out, const vset *in, const vset *cand, uint64_t *thr)
{
    int n = w->s->b.n, half = 1 << (n - 1), full = (1 << n) - 1;
    uint64_t *f = w->ham, *r = w->ham + ((size_t)half * n), total = 0;
    vset *nf = w->ham_nz, *nr = w->ham_nz + half;
    ham_paths(n, out, f, nf);
    for (vset e = nf[half - 1] & in[0]; e; e &= (vset)(e - 1))
        total += f[(size_t)(half - 1) * n + __builtin_ctz(e)];
    vset any = 0;
    for (int x = 0; x < n; x++) {
        any |= cand[x];
        for (int y = 0; y < n; y++)
            thr[x * n + y] = 0;
    }
    if (!any)   /* the total alone: no paths to 0 needed */
        return total;
    ham_paths(n, in, r, nr);
    for (int s = 0; s < half; s++) {
        int S = s << 1 | 1, t = ((full & ~S) | 1) >> 1;
        for (vset e = nf[s]; e; e &= (vset)(e - 1)) {
            int x = __builtin_ctz(e);
            vset ys = cand[x] & nr[t];
            if (!ys)
                continue;
            uint64_t c = f[(size_t)s * n + x];
            for (; ys; ys &= (vset)(ys - 1)) {
                int y = __builtin_ctz(ys);
                thr[x * n + y] += c * r[(size_t)t * n + y];
            }
        }
    }
    return total;
}

/* Subh's two digraphs of a position: D (oriented arcs; out, in) and A (D
 * and both arcs of every unoriented pair; aout, ain), un the unoriented
 * pairs, no_out and no_in the vertices without an out-arc (in-arc) in D. */
typedef struct subh_graphs {
    vset out[BOARD_MAXN], in[BOARD_MAXN], un[BOARD_MAXN], aout[BOARD_MAXN], ain[BOARD_MAXN];
    vset no_out, no_in;
    int arcs;
} subh_graphs;

static void subh_build(const board *b, position pos, subh_graphs *g)
{
    int n = b->n, p;
    for (int v = 0; v < n; v++)
        g->out[v] = g->in[v] = 0;
    BOARD_EACH(p, pos.maker) {
        g->out[b->pi[p]] |= (vset)(1u << b->pj[p]);
        g->in[b->pj[p]] |= (vset)(1u << b->pi[p]);
    }
    BOARD_EACH(p, pos.breaker) {
        g->out[b->pj[p]] |= (vset)(1u << b->pi[p]);
        g->in[b->pi[p]] |= (vset)(1u << b->pj[p]);
    }
    board_adjacency(b, b->all & ~(pos.maker | pos.breaker), g->un);
    g->no_out = g->no_in = 0;
    for (int v = 0; v < n; v++) {
        g->no_out |= (vset)((vset)!g->out[v] << v);
        g->no_in |= (vset)((vset)!g->in[v] << v);
        g->aout[v] = g->out[v] | g->un[v];
        g->ain[v] = g->in[v] | g->un[v];
    }
    g->arcs = board_popcount(pos.maker | pos.breaker);
}

/* 1 if D has a directed Hamiltonian cycle; else 0 and, if win is not NULL,
 * the completions (solver_subh_endings): a move x -> y completes D iff D
 * has a Hamiltonian path from y to x, that is ham_through of D at x -> y is
 * nonzero. Only an arc x -> y with x the one vertex without an out-arc in
 * D (if one lacks it) and y the one without an in-arc can, and only with
 * n - 1 arcs in D. */
static int subh_d(worker *w, const subh_graphs *g, pairset win[2])
{
    const board *b = &w->s->b;
    int n = b->n;
    vset cand[BOARD_MAXN] = {0}, all = (vset)((1u << n) - 1);
    uint64_t thr[BOARD_MAXN * BOARD_MAXN];
    if (win)
        win[0] = win[1] = 0;
    if (g->arcs < n - 1 || __builtin_popcount(g->no_out) > 1 || __builtin_popcount(g->no_in) > 1)
        return 0;
    for (int x = 0; x < n; x++)
        cand[x] = win && (!g->no_out || (g->no_out >> x & 1)) ? g->un[x] & (g->no_in ? g->no_in : all) : 0;
    if (ham_through(w, g->out, g->in, cand, thr))
        return 1;
    for (int x = 0; x < n; x++)
        for (vset ys = cand[x]; ys; ys &= (vset)(ys - 1)) {
            int y = __builtin_ctz(ys);
            if (thr[x * n + y])
                win[x > y] |= (pairset)1 << b->pair[x][y];
        }
    return 0;
}

/* 1 if A has no directed Hamiltonian cycle; else 0 and, if kill is not
 * NULL, the kills: a move x -> y removes y -> x from A, and leaves A
 * without a cycle iff every cycle of A uses y -> x, that is ham_through of
 * A at y -> x equals A's total. */
static int subh_a(worker *w, const subh_graphs *g, pairset kill[2])
{
    const board *b = &w->s->b;
    int n = b->n;
    vset cand[BOARD_MAXN] = {0};
    uint64_t thr[BOARD_MAXN * BOARD_MAXN];
    for (int x = 0; x < n; x++)
        cand[x] = kill ? g->un[x] : 0;
    uint64_t total = ham_through(w, g->aout, g->ain, cand, thr);
    if (kill)
        kill[0] = kill[1] = 0;
    if (!total)
        return 1;
    if (kill)
        for (int y = 0; y < n; y++)
            for (vset xs = g->un[y]; xs; xs &= (vset)(xs - 1)) {
                int x = __builtin_ctz(xs);
                if (thr[y * n + x] == total)   /* y -> x on every cycle: orienting x -> y kills */
                    kill[x > y] |= (pairset)1 << b->pair[x][y];
            }
    return 0;
}

/* Subh (FORMAT.md 4.2): END_MAKER if D has a directed Hamiltonian cycle
 * (the creator won), else END_BREAKER if A has none, else END_NONE and, if
 * win is not NULL, solver_subh_endings' sets. */
static int subh_arcs(worker *w, position pos, pairset win[2], pairset kill[2])
{
    subh_graphs g;
    subh_build(&w->s->b, pos, &g);
    if (subh_d(w, &g, win))
        return END_MAKER;
    return subh_a(w, &g, kill) ? END_BREAKER : END_NONE;
}

void solver_subh_endings(solver *s, int slot, position pos, pairset win[2], pairset kill[2])
{
    assert(s->family == FAMILY_SUBH);
    int end = subh_arcs(&s->workers[slot], pos, win, kill);
    assert(end == END_NONE);
    (void)end;
}

/* The rules of Subh (FORMAT.md 4.2 `subh`, seed 003): side 0, the creator,
 * wins when the oriented digraph D gets a directed Hamiltonian cycle; side
 * 1, the blocker, when the available digraph A (D and both arcs of every
 * unoriented pair) has none. Either side may orient a pair either way, so
 * either side's move may end the game either way. Call an arc x -> y of an
 * unoriented pair a completion if orienting it so gives D a cycle, and a
 * kill if it leaves A without one (it removes y -> x from A). No arc is
 * both (a cycle of D + (x -> y) lies in A - (y -> x)). Moves only add arcs
 * to D and remove arcs from A, so a completion stays one until its pair is
 * oriented (D grows), and so does a kill (A shrinks: a cycle of the smaller
 * A avoiding y -> x would be one of the larger).
 * (SU0) End test: D has a cycle, the creator has won; A has none, the
 *   blocker has (from a start position; inside the search SU1 and SU2 end
 *   every game one move early, as the full board's pair shows: with one
 *   pair free each direction is a completion or a kill).
 * (SU1) The mover with a winning arc (the creator a completion, the
 *   blocker a kill) makes it and wins.
 * (SU2) Else, if the opponent's winning arcs lie on two pairs or more, the
 *   mover loses: its move (no win, by SU1) orients one pair and the other
 *   stays the opponent's win, by the monotonicity above. If they lie on one
 *   pair, the mover must orient that pair, in a direction that is not the
 *   opponent's win; with none left it loses. A creator's kill is the
 *   blocker's win and the blocker's completion the creator's, so where the
 *   opponent has no winning arc the mover has no losing one: every move is
 *   tried.
 * Measured (one thread, positions and seconds, K7 creator first / second;
 * the general engine, plain minimax, deleted after 54cbda4: 389,524 / 353,158
 * positions, 8.4 / 7.3 s): SU0 alone
 * 922,043 / 777,685, 4.1 / 3.5 s; with SU1 379,114 / 263,180, 1.9 / 1.3 s;
 * with SU2 too 108,455 / 68,971, 0.57 / 0.38 s. Both kept. Counting the
 * paths is most of the cost (ham_paths two thirds of the instructions):
 * asking the mover's digraph first, and the other only where the mover has
 * no win, cut K7 creator second from 2,129M to 1,665M instructions.
 * Returns 1 or 0 (Maker wins) where decided, else -1 with *only and *only2
 * the pairs worth orienting as state 1 and as state 2. */
static int subh_rules(worker *w, position pos, int tomove, pairset free, pairset *only, pairset *only2, int *move)
{
    pairset win[2], kill[2];
    int creator = SIDE(tomove) == SIDE_MAKER;
    subh_graphs g;
    subh_build(&w->s->b, pos, &g);
    *move = -1;
    /* The mover's side first: its win (SU1) needs no look at the other
     * digraph. A completion makes D + (x -> y), inside A, Hamiltonian, so A
     * has a cycle; a kill leaves A without one, so D, inside A, has none:
     * neither is an end position, whose SU0 test the other digraph makes. */
    if (creator ? subh_d(w, &g, win) : subh_a(w, &g, kill))   /* SU0 */
        return creator;
    pairset *mine = creator ? win : kill, *theirs = creator ? kill : win;
    if (mine[0] | mine[1]) {   /* SU1 */
        *move = mine[0] ? board_first(mine[0]) : board_first(mine[1]) + SOLVER_DIR;
        return creator;
    }
    if (creator ? subh_a(w, &g, kill) : subh_d(w, &g, win))   /* SU0 */
        return !creator;
    pairset at = theirs[0] | theirs[1];
    if (board_popcount(at) >= 2)   /* SU2 */
        return !creator;
    *only = at ? at & ~theirs[0] : free;
    *only2 = at ? at & ~theirs[1] : free;
    if (!(*only | *only2))
        return !creator;
    return -1;
}

/* Subh's moves of the sets one (as state 1) and two (as state 2), best
 * first. A move t -> h adds t -> h to D and removes h -> t from A. The
 * creator first gives an out-arc to a vertex with few in D and an in-arc to
 * one with few, taking from A at vertices with many; the blocker first
 * takes from A where its vertices have least (h's out-arcs, t's in-arcs).
 * Against the order of the pair numbers: K7 creator first 108,455 positions
 * instead of 566,648, second 68,971 instead of 597,351. */
static int subh_order(const solver *s, position pos, int side, pairset one, pairset two, uint8_t *out)
{
    const board *b = &s->b;
    int n = b->n, dout[BOARD_MAXN] = {0}, din[BOARD_MAXN] = {0}, fdeg[BOARD_MAXN], key[SOLVER_MOVES], cnt = 0, p;
    BOARD_EACH(p, pos.maker) {
        dout[b->pi[p]]++;
        din[b->pj[p]]++;
    }
    BOARD_EACH(p, pos.breaker) {
        dout[b->pj[p]]++;
        din[b->pi[p]]++;
    }
    board_degrees(b, b->all & ~(pos.maker | pos.breaker), fdeg);
    (void)n;
    for (int dir = 0; dir < 2; dir++)
        BOARD_EACH(p, dir ? two : one) {
            int t = dir ? b->pj[p] : b->pi[p], h = dir ? b->pi[p] : b->pj[p], k;
            int aout = dout[h] + fdeg[h], ain = din[t] + fdeg[t];
            if (side == SIDE_MAKER)
                k = (dout[t] + din[h]) * 256 - aout - ain;
            else {
                int least = aout < ain ? aout : ain;
                k = least * 256 + aout + ain;
            }
            insert_move(key, out, cnt++, k, p + dir * SOLVER_DIR);
        }
    return cnt;
}

static int search(worker *w, position pos, int tomove, int depth, int *move)
{
    solver *s = w->s;
    const board *b = &s->b;
    /* only: the moves worth trying; in Subh the pairs to orient as state 1,
     * and only2 those to orient as state 2 (0 in the other families) */
    pairset free = b->all & ~(pos.maker | pos.breaker), only = free, only2 = 0, t;
    unsigned long start = atomic_fetch_add_explicit(&w->nodes, 1, memory_order_relaxed) + 1;

    if (w == s->workers && s->progress && (start & ((1ul << 18) - 1)) == 0 &&
        s->progress(s->progress_arg, s, depth))
        atomic_store(&s->aborted, 1);
    if (cancelled(w))
        return -1;
    if (s->frontier && board_popcount(pos.maker | pos.breaker) == s->frontier->level)
        return frontier_value(w, pos, tomove, move);

    /* With a bias the rules look at the moves left in the turn: Breaker
     * cannot make the property impossible while a threat is free, so with
     * more threats than moves left Breaker loses, and with as many must
     * take them all (first one of them, in some order); Maker's last move
     * of a turn must take Breaker's only win, and loses against two. */
    int left = left_in_turn(s, tomove);
    if (s->family >= FAMILY_SHARED) {
        int r = is_shared(s)   ? shared_rules(w, pos, tomove, free, &only, move)
              : is_ramsey(s)   ? ramsey_rules(w, pos, tomove, free, &only, move)
                               : subh_rules(w, pos, tomove, free, &only, &only2, move);
        if (r >= 0)
            return r;
    } else if (s->family == FAMILY_AE) {
        int r = ae_rules(w, pos, tomove, left, free, &only);
        if (r >= 0) {
            *move = -1;
            return r;
        }
    } else if (SIDE(tomove) == SIDE_MAKER) {
        if (threats(w, pos.maker, free, 1, &t)) {
            *move = board_first(t);
            return 1;
        }
        if (left == 1) {
            pairset kills = breaker_kills(s, b->all & ~pos.breaker, free);
            if (board_popcount(kills) >= 2) {
                *move = -1;
                return 0;
            }
            if (kills)
                only = kills;
        }
    } else {
        pairset kills = breaker_kills(s, b->all & ~pos.breaker, free);
        if (kills) {
            *move = board_first(kills);
            return 0;
        }
        int nt = threats(w, pos.maker, free, left + 1, &t);
        if (nt > left) {
            *move = -1;
            return 1;
        }
        if (nt == left)
            only = t;
    }

    /* A forced move (one threat to block, one kill to prevent; in
     * Avoider-Enforcer the one safe move) is played
     * without canonical form or table: re-searching the few positions this
     * repeats is cheaper than nauty (BENCHMARKS.md). */
    int stop = s->family == FAMILY_RAMSEY_AVOID_PLUS && tomove >> 1;   /* SOLVER_STOP is a move too */
    if (!stop && ((only && !(only & (only - 1)) && !only2) || (!only && only2 && !(only2 & (only2 - 1))))) {
        int p = only ? board_first(only) : board_first(only2) + SOLVER_DIR, r = child(w, pos, tomove, depth, p, only);
        *move = r == (SIDE(tomove) == SIDE_MAKER) ? p : -1;
        return r;
    }

    pairset dead;
    pos = without_dead(w, pos, &dead);
    only &= ~dead;

    /* The same position met again (another move order) is answered without
     * its canonical form. */
    int kt = key_turn(s, tomove);
    memo_slot *xs = exact_slot(w, pos, kt);
    int xr = exact_get(xs, pos, kt, move);
    if (xr >= 0)
        return xr;
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    position cpos = canon_quick(&w->cn, pos, perm, inv);
    int won, cm;
    if (tt_probe(&s->table, cpos, kt, &won, &cm)) {
        int mover_wins = (SIDE(tomove) == SIDE_MAKER) == (won == 1);
        *move = -1;
        if (mover_wins && cm != TT_NOMOVE)
            *move = relabel(s, cm, perm);
        if (!mover_wins || *move >= 0) {
            exact_put(xs, pos, kt, won, *move);
            return won;
        }
    }

    /* Only a Breaker move on one witness of the available graph can make the
     * property impossible; the others need no test. */
    pairset fragile = 0;
    if (SIDE(tomove) == SIDE_BREAKER && s->family <= FAMILY_AE)
        if (!find_witness(s, b->all & ~pos.breaker, &fragile))
            fragile = free;

    uint8_t order[SOLVER_MOVES];
    int cnt = s->family == FAMILY_SUBH ? subh_order(s, pos, SIDE(tomove), only, only2, order)
                                       : order_moves(s, pos, SIDE(tomove), only, order);
    if (stop) {   /* stop first */
        memmove(order + 1, order, (size_t)cnt++);
        order[0] = SOLVER_STOP;
    }
    int want = SIDE(tomove) == SIDE_MAKER;
    int result = !want, r = 0;
    *move = -1;
    for (int k = 0; k < cnt; k++) {
        if (k == 1 && s->pool && !w->solo && depth - w->root_depth < SPLIT_PLIES && cnt - k >= 2) {
            r = run_split(w, pos, tomove, depth, order + k, cnt - k, fragile, move);
            if (r < 0)
                return -1;
            result = r;
            break;
        }
        r = child(w, pos, tomove, depth, order[k], fragile);
        if (r < 0)
            return -1;
        if (r == want) {
            result = r;
            *move = order[k];
            break;
        }
    }
    int cmove = *move >= 0 ? relabel(s, *move, inv) : TT_NOMOVE;
    exact_put(xs, pos, kt, result, *move);
    unsigned long work = atomic_load_explicit(&w->nodes, memory_order_relaxed) - start + 1;
    tt_store(&s->table, cpos, kt, result, cmove, work);
    return result;
}

/* Searches child i of sp under sp and records its answer; pool lock held on
 * entry and exit. */
static void take_child(worker *w, split *sp)
{
    pool *pl = w->s->pool;
    int i = sp->next++;
    sp->busy++;
    pthread_mutex_unlock(&pl->m);
    const split *saved = w->watch;
    w->watch = sp;
    int r = child(w, sp->pos, sp->tomove, sp->depth, sp->order[i], sp->fragile);
    w->watch = saved;
    pthread_mutex_lock(&pl->m);
    sp->busy--;
    int want = SIDE(sp->tomove) == SIDE_MAKER;
    if (r == want && !atomic_load(&sp->cut)) {
        sp->cut_move = sp->order[i];
        atomic_store(&sp->cut, 1);
    } else if (r < 0 && !atomic_load(&sp->cut))
        sp->lost = 1;
    pthread_cond_broadcast(&pl->cv);
}

/* An open split with moves left whose chain of parents contains below (any
 * split if below is NULL), the shallowest first; pool lock held. */
static split *find_work(pool *pl, const split *below)
{
    split *best = NULL;
    for (split *sp = pl->open; sp; sp = sp->link) {
        if (sp->next >= sp->cnt || atomic_load(&sp->cut))
            continue;
        int under = below == NULL;
        for (const split *q = sp; q && !under; q = q->parent)
            under = q == below;
        if (under && (!best || sp->depth < best->depth))
            best = sp;
    }
    return best;
}

static void unlink_split(pool *pl, split *sp)
{
    for (split **q = &pl->open; *q; q = &(*q)->link)
        if (*q == sp) {
            *q = sp->link;
            return;
        }
}

/* Searches the moves order[0..cnt-1] of a node with all threads. Returns the
 * node's value as search() does, or -1 if cancelled. */
static int run_split(worker *w, position pos, int tomove, int depth, const uint8_t *order, int cnt,
                     pairset fragile, int *move)
{
    pool *pl = w->s->pool;
    split sp = {.pos = pos, .tomove = tomove, .depth = depth, .cnt = cnt, .fragile = fragile,
                .parent = w->watch};
    memcpy(sp.order, order, (size_t)cnt);
    atomic_init(&sp.cut, 0);
    pthread_mutex_lock(&pl->m);
    sp.link = pl->open;
    pl->open = &sp;
    pthread_cond_broadcast(&pl->cv);
    for (;;) {
        if (sp.next < sp.cnt && !atomic_load(&sp.cut) && !cancelled(w)) {
            take_child(w, &sp);
            continue;
        }
        if (sp.busy == 0)
            break;
        split *other = find_work(pl, &sp);   /* help below while waiting */
        if (other)
            take_child(w, other);
        else
            pthread_cond_wait(&pl->cv, &pl->m);
    }
    unlink_split(pl, &sp);
    pthread_mutex_unlock(&pl->m);
    if (atomic_load(&sp.cut)) {
        *move = sp.cut_move;
        return SIDE(tomove) == SIDE_MAKER;
    }
    if (sp.lost || cancelled(w))
        return -1;
    *move = -1;
    return SIDE(tomove) != SIDE_MAKER;
}

static void *helper_main(void *arg)
{
    worker *w = arg;
    pool *pl = w->s->pool;
    pthread_mutex_lock(&pl->m);
    while (!pl->shutdown) {
        split *sp = find_work(pl, NULL);
        if (sp)
            take_child(w, sp);
        else
            pthread_cond_wait(&pl->cv, &pl->m);
    }
    pthread_mutex_unlock(&pl->m);
    return NULL;
}

int solver_winning_move(solver *s, int slot, position pos, int tomove, position cpos, const uint8_t *perm)
{
    int won, cm, move;
    worker *w = &s->workers[slot];
    uint8_t dperm[BOARD_MAXN], dinv[BOARD_MAXN];
    pairset dead;
    position q = without_dead(w, pos, &dead);   /* as search() keys the table */
    if (dead) {
        cpos = canon_quick(&w->cn, q, dperm, dinv);
        perm = dperm;
    }
    if (tt_probe(&s->table, cpos, key_turn(s, tomove), &won, &cm) && won == (SIDE(tomove) == SIDE_MAKER) &&
        cm != TT_NOMOVE)
        return relabel(s, cm, perm);
    /* Worker slot searches alone: the other threads walk too (extract.c),
     * and the pool's helpers stay idle while nobody opens a split. */
    w->solo = 1;
    w->root_depth = board_popcount(pos.maker | pos.breaker);
    int r = search(w, pos, tomove, w->root_depth, &move);
    w->solo = 0;
    if (r < 0)
        return -2;
    return r == (SIDE(tomove) == SIDE_MAKER) ? move : -1;
}

pairset solver_dead_pairs(solver *s, int slot, position pos)
{
    pairset dead;
    without_dead(&s->workers[slot], pos, &dead);
    return dead | (s->b.all & ~(pos.maker | pos.breaker) & s->useless);
}

int solver_pass_reply(solver *s, int slot, position pos, int winner)
{
    const board *b = &s->b;
    worker *w = &s->workers[slot];
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    pairset dead;
    position q = without_dead(w, pos, &dead);
    pairset free = b->all & ~(q.maker | q.breaker) & ~s->useless;
    while (free) {
        int g = board_first(free), won, cm;
        free &= free - 1;
        position c = q;
        if (winner == SIDE_MAKER)
            c.breaker |= (pairset)1 << g;
        else
            c.maker |= (pairset)1 << g;
        c = without_dead(w, c, &dead);   /* as search() keys the table */
        position cpos = canon_quick(&w->cn, c, perm, inv);
        if (tt_probe(&s->table, cpos, winner, &won, &cm) && won == (winner == SIDE_MAKER) && cm != TT_NOMOVE)
            return g;
    }
    return -1;
}

int solver_solve(solver *s, position pos, int tomove, int *move)
{
    atomic_store(&s->aborted, 0);
    int depth = board_popcount(pos.maker | pos.breaker);
    for (int i = 0; i < s->threads; i++)
        s->workers[i].root_depth = depth;
    return search(&s->workers[0], pos, tomove, depth, move);
}
