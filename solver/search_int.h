/* search_int.h: what solver.c, search.c, pool.c and the families' rules
 * (solver/families/, on threats.c) share; search.h is the engine's
 * interface to the other files.
 */
#ifndef POSPROOF_SEARCH_INT_H
#define POSPROOF_SEARCH_INT_H

#include "search.h"

#include <assert.h>
#include <pthread.h>
#include <string.h>

/* A node whose remaining moves the threads share (pool.c). */
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

/* A thread's state: its canonical-form context, its caches and counts. */
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

/* The thread pool (pool.c), NULL with one thread. */
struct pool {
    pthread_mutex_t m;
    pthread_cond_t cv;
    split *open;
    int shutdown;
    pthread_t *tid;
    int started;
};


/* The slot of key in the cache m of w. */
static inline memo_slot *memo_at(const worker *w, memo_slot *m, pairset key)
{
    return &m[board_hash(key) & w->memo_mask];
}

/* Subh's moves renamed (solver_relabel_move): the arc tail -> head of mv. */
static inline int relabel_arc(const board *b, int mv, const uint8_t *map)
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
           : s->fam->oriented         ? relabel_arc(b, mv, map)
                                      : b->pair[map[b->pi[mv]]][map[b->pj[mv]]];
}

/* Does the graph with edge set e have the property? */
static inline int has_prop(const solver *s, pairset e)
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

/* Inserts move mv with sort key k into out[0..cnt-1], kept in increasing
 * order of key (ties in insertion order): the move orders' insertion sort. */
static inline void insert_move(int *key, uint8_t *out, int cnt, int k, int mv)
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

/* Has the split w works under, or one above it, been decided? */
static inline int cancelled(const worker *w)
{
    for (const split *sp = w->watch; sp; sp = sp->parent)
        if (atomic_load_explicit(&sp->cut, memory_order_relaxed))
            return 1;
    return atomic_load_explicit(&w->s->aborted, memory_order_relaxed);
}

/* search.c: the child of pos reached by move p, searched (pool.c takes the
 * children of a split from it). Returns 1 Maker wins, 0 Breaker wins, -1
 * cancelled. */
int search_child(worker *w, position pos, int tomove, int depth, int p, pairset fragile);

/* pool.c: starts the threads - 1 helpers of s; 0, or -1 with a message in
 * err after solver_free(s). pool_stop ends them and frees the pool. */
int pool_start(solver *s, char *err, size_t errlen);
void pool_stop(solver *s);
/* Searches the moves order[0..cnt-1] of a node with all threads. Returns the
 * node's value as search() does, or -1 if cancelled. */
int run_split(worker *w, position pos, int tomove, int depth, const uint8_t *order, int cnt, pairset fragile,
              int *move);

/* The rules of each family, before the canonical form (search()): each
 * returns 1 (Maker wins) or 0 (Breaker wins) where the node is decided,
 * with *move a winning move of the mover or -1, else -1 with *only (and,
 * in Subh, *only2) narrowed to the moves worth trying, *move untouched
 * (but in the shared, Ramsey and Subh families, which set it to -1). The
 * end tests are solver_end's (search.h) of each family. */
/* threats.c: what the rules of the property games share: the end test
 * of Maker-Breaker and Avoider-Enforcer, threats, witnesses, the pairs
 * alive and dead, and the move order of every family but Subh. */
int mb_end(worker *w, position pos, int turn);
int threats(worker *w, pairset maker, pairset free, int max, pairset *out);
int find_witness(const solver *s, pairset e, pairset *w);
pairset alive_pairs(worker *w, pairset avail);
position without_dead(worker *w, position pos, pairset *dead);
int order_moves(const solver *s, position pos, int tomove, pairset set, uint8_t *out);
/* families/subh.c: Subh's arcs and its order of moves */
int subh_arcs(worker *w, position pos, pairset win[2], pairset kill[2]);
int subh_order(const solver *s, position pos, int side, pairset one, pairset two, uint8_t *out);

/* Free pairs whose claiming by Breaker drops a vertex below its minimum
 * degree in the available graph (Breaker's immediate wins). */
static inline pairset breaker_kills(const solver *s, pairset avail, pairset free)
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

/* What both searches ask at a node (search.c's depth-first search() and
 * dfpn.c's proof-number search, search.h solver.prover): one set of rules,
 * keys and move orders, so that the two prove the same game and store the
 * same positions for the strategy walk (extract.c). */

/* The turn as the tables store it: in the families with draws, whose turns
 * are 0 and 1, with bit 1 set where a draw counts for Maker (the first player),
 * so that the answers to the two questions (search.h) never mix. Keep
 * files (keep.h) store it as it is, guarded by the version: a change of its
 * meaning, or of what an entry says, needs a new VERSION. */
static inline int key_turn(const solver *s, int tomove)
{
    assert(s->draw == SIDE_BREAKER || tomove < 2);
    return s->draw == SIDE_MAKER ? tomove | 2 : tomove;
}

/* The family's rules (above) at pos: 1 or 0 where they decide it,
 * else -1 with only and only2 narrowed. */
static inline int family_rules(worker *w, position pos, int tomove, pairset free, pairset *only, pairset *only2,
                               int *move)
{
    return w->s->fam->rules(w, pos, tomove, free, only, only2, move);
}

/* The one move the rules left (only, only2 as family_rules narrowed them;
 * in Subh an arc), or -1 if they left more (SOLVER_STOP is a move too).
 * A forced move (one threat to block, one kill to prevent; in
 * Avoider-Enforcer the one safe move) is played without canonical form or
 * table: re-searching the few positions this repeats is cheaper than nauty
 * (BENCHMARKS.md; the strategy walk asks the rules again,
 * solver_winning_move). */
static inline int forced_move(const solver *s, int tomove, pairset only, pairset only2)
{
    if (solver_may_stop(s, tomove))
        return -1;
    if (only && !(only & (only - 1)) && !only2)
        return board_first(only);
    if (!only && only2 && !(only2 & (only2 - 1)))
        return board_first(only2) + SOLVER_DIR;
    return -1;
}

/* The child of pos by move p (a pair; in Subh an arc; SOLVER_STOP): sets
 * *c and its turn *next, and returns its value (1 Maker wins, 0 Breaker
 * wins) where Breaker's pair p, one of fragile (node_moves), made the
 * property impossible in Maker-Breaker (Breaker wins; in Avoider-Enforcer
 * Avoider), else -1: the child is to be searched. */
static inline int play_child(worker *w, position pos, int tomove, int p, pairset fragile, position *c, int *next)
{
    const solver *s = w->s;
    *next = solver_next_turn(s, tomove, p);
    if (s->fam->oriented || s->fam->offer || p == SOLVER_STOP) {   /* an arc (search.h), an offer or choice, or no pair */
        *c = solver_play(s, pos, tomove, p);
        return -1;
    }
    pairset bit = (pairset)1 << p;
    if (SIDE(tomove) == SIDE_MAKER || s->fam->common) {
        c->maker = pos.maker | bit;
        c->breaker = pos.breaker;
        return -1;
    }
    c->maker = pos.maker;
    c->breaker = pos.breaker | bit;
    /* the property became impossible: Breaker wins (Avoider in Avoider-Enforcer) */
    if ((fragile & bit) && s->fam->claim && (s->prop.alive && s->b.n > 2 ? !alive_pairs(w, s->b.all & ~c->breaker)
                                                          : !has_prop(s, s->b.all & ~c->breaker)))
        return s->fam->swapped;
    return -1;
}

/* The moves of a node the rules did not settle, only and only2 as they
 * left them (the dead pairs taken out), in the order they are tried
 * (under avoid-plus SOLVER_STOP first, where it is a move): their number,
 * the moves in order[]. *fragile gets the moves to give play_child: only
 * a Breaker move on one witness of the available graph can make the
 * property impossible; the others need no test. */
static inline int node_moves(worker *w, position pos, int tomove, pairset only, pairset only2, pairset *fragile,
                             uint8_t *order)
{
    const solver *s = w->s;
    const board *b = &s->b;
    *fragile = 0;
    if (SIDE(tomove) == SIDE_BREAKER && s->fam->claim)
        if (!find_witness(s, b->all & ~pos.breaker, fragile))
            *fragile = b->all & ~(pos.maker | pos.breaker);
    /* the offer families' order reads the piles, state 1 and state 2 */
    position piles = s->fam->offer ? (position){pos.maker & ~pos.breaker, pos.breaker & ~pos.maker} : pos;
    int cnt = s->fam->oriented ? subh_order(s, pos, SIDE(tomove), only, only2, order)
                                       : order_moves(s, piles, SIDE(tomove), only, order);
    if (solver_may_stop(s, tomove)) {   /* SOLVER_STOP is a move too: first */
        memmove(order + 1, order, (size_t)cnt++);
        order[0] = SOLVER_STOP;
    }
    return cnt;
}

/* dfpn.c: the proof-number search of solver_solve where solver.prover is
 * SOLVER_PROVER_DFPN: 1 Maker wins, 0 Breaker wins (with *move as
 * solver_solve's), -1 aborted (the progress callback, as search()), or
 * DFPN_GAVE_UP where its table of unsolved positions overflowed (or could
 * not be allocated): what it solved stays in the table, and the caller
 * searches with search() instead. */
#define DFPN_GAVE_UP (-2)
int dfpn_solve(solver *s, position pos, int tomove, int *move);

#endif
