/* dfpn.c: depth-first proof-number search (df-pn: A. Nagai, Df-pn
 * algorithm for searching AND/OR trees and its applications, PhD thesis,
 * University of Tokyo, 2002), with the 1 + epsilon threshold of J.
 * Pawlewicz and L. Lew (Improving depth-first PN-search: 1 + epsilon
 * trick, Computers and Games 2006), epsilon 1/4, and the first numbers of
 * a position by its mobility: where Maker moves, proof number 1 and
 * disproof number its number of moves; where Breaker moves, the other way
 * round.
 *
 * It proves the same game as search() (search.c): the same rules before
 * the canonical form, forced moves played through, dead pairs given to
 * Breaker, the same keys and move order (search_int.h: family_rules,
 * forced_move, play_child, node_moves, key_turn). Every position it solves
 * goes to the transposition table with its winner's move, exactly as
 * search() stores it, so the strategy walk (extract.c) follows df-pn's
 * proof, and a position the table forgot is searched again by search().
 * A best-first search proves a Maker-Breaker h:H game with a far smaller
 * strategy than a depth-first one (the move order puts a winning move
 * first less often there), at a cost in positions: BENCHMARKS.md, "Proof-number
 * search as the certificate maker".
 *
 * The numbers are Maker's: pn, what it takes to prove that Maker (side 0)
 * wins, dn, to prove that Breaker wins; 0 is proved, DFPN_INF impossible.
 * Positions not yet solved keep their numbers in a table of their own
 * (dfpn_bytes, solver.h), four-way buckets replacing the entry of least
 * work. The game is acyclic (every move claims a pair, but avoid-plus's
 * stop, after which the next move claims one), so df-pn's thresholds
 * always make progress; a replaced entry is only work to do again. Where
 * replacements pass the table's size (DFPN_TURNOVER), df-pn gives up
 * (DFPN_GAVE_UP) rather than thrash: search() then solves the game.
 * Only the first thread searches.
 */
#include "search_int.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

#define DFPN_INF UINT32_MAX       /* a number of a solved position */
#define DFPN_BIG (DFPN_INF - 1)   /* sums of numbers of unsolved positions stop here */
#define WAYS 4                    /* entries a bucket */
#define DFPN_TURNOVER 1           /* give up after replacing this many tables' worth of unsolved entries */

typedef struct dfpn_entry {
    position key;            /* canon_quick's form (dead pairs given to Breaker) */
    uint32_t pn, dn;
    uint32_t work;           /* positions visited under it (at most UINT32_MAX); 0: an empty entry */
    uint8_t turn;            /* key_turn */
} dfpn_entry;

/* A position of the search: a node being expanded, or a child of one. */
typedef struct node {
    position pos;            /* board labels, dead pairs given to Breaker */
    position cpos;           /* canon_quick's form of pos (the tables' key) */
    uint8_t inv[BOARD_MAXN]; /* ... and its inverse labelling */
    int turn;                /* -1: decided by the rules (a leaf) */
    int move;                /* the parent's move to it (the first move of a forced line) */
    pairset only, only2;     /* the moves the rules leave (search_int.h family_rules) */
    uint32_t pn, dn;
} node;

typedef struct dfpn {
    solver *s;
    worker *w;               /* the first thread's */
    dfpn_entry *table;
    size_t buckets;          /* a power of two */
    size_t replaced, limit;  /* unsolved entries replaced, and how many make df-pn give up */
    int gave_up;
    node *frames;            /* the children of the node of each level of the recursion */
    int width, levels;       /* children a level, at most; levels */
    unsigned long next_progress;
} dfpn;

static uint32_t add_sat(uint32_t a, uint32_t b)
{
    if (a == DFPN_INF || b == DFPN_INF)
        return DFPN_INF;
    uint64_t x = (uint64_t)a + b;
    return x > DFPN_BIG ? DFPN_BIG : (uint32_t)x;
}

static dfpn_entry *bucket_of(const dfpn *d, position key, int turn)
{
    uint64_t h = board_mix(board_hash_position(key) + (uint64_t)turn * 0x9E3779B97F4A7C15ULL);
    return &d->table[(h & (d->buckets - 1)) * WAYS];
}

/* The entry of key with turn, or NULL. */
static const dfpn_entry *dfpn_find(const dfpn *d, position key, int turn)
{
    const dfpn_entry *e = bucket_of(d, key, turn);
    for (int i = 0; i < WAYS; i++)
        if (e[i].work && e[i].turn == turn && e[i].key.maker == key.maker && e[i].key.breaker == key.breaker)
            return &e[i];
    return NULL;
}

/* Records key with turn: its own entry, else an empty one, else the one of
 * least work (solved ones first); counts the unsolved entries replaced. */
static void dfpn_save(dfpn *d, position key, int turn, uint32_t pn, uint32_t dn, unsigned long work)
{
    dfpn_entry *e = bucket_of(d, key, turn), *victim = NULL;
    for (int i = 0; i < WAYS && !victim; i++)
        if (e[i].work && e[i].turn == turn && e[i].key.maker == key.maker && e[i].key.breaker == key.breaker)
            victim = &e[i];
    for (int i = 0; i < WAYS && !victim; i++)
        if (!e[i].work)
            victim = &e[i];
    if (!victim) {
        /* a solved entry's position is in the transposition table too */
        uint64_t least = UINT64_MAX;
        for (int i = 0; i < WAYS; i++) {
            int solved = e[i].pn == 0 || e[i].dn == 0;
            uint64_t rank = solved ? e[i].work : (uint64_t)e[i].work + ((uint64_t)1 << 32);
            if (rank < least) {
                least = rank;
                victim = &e[i];
            }
        }
        if (victim->pn != 0 && victim->dn != 0 && ++d->replaced > d->limit)
            d->gave_up = 1;
    }
    victim->key = key;
    victim->turn = (uint8_t)turn;
    victim->pn = pn;
    victim->dn = dn;
    assert(work >= 1);
    victim->work = work > UINT32_MAX ? UINT32_MAX : (uint32_t)work;
}

/* The numbers of x (not a leaf) from the tables: 1 where they hold it, 0
 * if they do not (x's numbers untouched). */
static int dfpn_lookup(dfpn *d, node *x)
{
    solver *s = d->s;
    int kt = key_turn(s, x->turn), won, cm;
    const dfpn_entry *e = dfpn_find(d, x->cpos, kt);
    if (e) {
        x->pn = e->pn;
        x->dn = e->dn;
        return 1;
    }
    if (tt_probe(&s->table, x->cpos, kt, &won, &cm)) {
        x->pn = won ? 0 : DFPN_INF;
        x->dn = won ? DFPN_INF : 0;
        return 1;
    }
    return 0;
}

/* The position pos with turn to move, met as a child (or the root): the
 * rules first, playing a forced move through, as search() does. Returns
 * its value (1 Maker wins, 0 Breaker wins) where the rules decide it, with
 * *move the mover's winning move or -1 where the mover loses; else -1 with
 * x the position the rules left (its numbers from the tables, or its
 * first ones), *move the first forced move played or -1. */
static int resolve(dfpn *d, position pos, int turn, node *x, int *move)
{
    solver *s = d->s;
    worker *w = d->w;
    const board *b = &s->b;
    int first = -1, r, m = -1;
    pairset only, only2;
    for (;;) {
        atomic_fetch_add_explicit(&w->nodes, 1, memory_order_relaxed);
        pairset free = b->all & ~(pos.maker | pos.breaker);
        only = free;
        only2 = 0;
        r = family_rules(w, pos, turn, free, &only, &only2, &m);
        if (r >= 0)
            break;
        int p = forced_move(s, turn, only, only2), next;
        if (p < 0)
            break;
        if (first < 0)
            first = p;
        position c;
        r = play_child(w, pos, turn, p, only, &c, &next);
        m = p;
        if (r >= 0)
            break;
        pos = c;
        turn = next;
    }
    if (r >= 0) {
        /* the first move of the line played, or the rules' own */
        int mover_wins = r == (SIDE(turn) == SIDE_MAKER);
        *move = first >= 0 ? first : mover_wins ? m : -1;
        return r;
    }
    *move = first;
    pairset dead;
    uint8_t perm[BOARD_MAXN];
    x->pos = without_dead(w, pos, &dead);
    x->only = only & ~dead;
    x->only2 = only2;
    x->turn = turn;
    x->cpos = canon_quick(&w->cn, x->pos, perm, x->inv);
    if (!dfpn_lookup(d, x)) {
        int moves = board_popcount(x->only) + board_popcount(x->only2) +
                    solver_may_stop(s, turn);
        x->pn = SIDE(turn) == SIDE_MAKER ? 1 : (uint32_t)moves;
        x->dn = SIDE(turn) == SIDE_MAKER ? (uint32_t)moves : 1;
        if (moves == 0) {   /* the mover has no move left (Ramsey avoid): a loss, as search()'s empty loop */
            x->pn = SIDE(turn) == SIDE_MAKER ? DFPN_INF : 0;
            x->dn = SIDE(turn) == SIDE_MAKER ? 0 : DFPN_INF;
        }
    }
    return -1;
}

/* The forced line of resolve() decides nothing about *move where the
 * mover of the first position loses: its *move is then -1. */
static int root_move(int r, int tomove, int move)
{
    return r == (SIDE(tomove) == SIDE_MAKER) ? move : -1;
}

/* Expands x, level lv of the recursion, until its numbers reach the
 * thresholds thpn or thdn (or it is solved): x's numbers updated, and
 * stored (a solved x also in the transposition table with its winner's
 * move). 0, or -1 where the search was aborted or df-pn gave up. */
static int mid(dfpn *d, node *x, uint32_t thpn, uint32_t thdn, int lv)
{
    solver *s = d->s;
    worker *w = d->w;
    unsigned long start = atomic_load_explicit(&w->nodes, memory_order_relaxed);
    if (s->progress && start >= d->next_progress) {
        d->next_progress = start + s->progress_mask + 1;
        if (s->progress(s->progress_arg, s, board_popcount(x->pos.maker | x->pos.breaker)))
            atomic_store(&s->aborted, 1);
    }
    if (cancelled(w) || d->gave_up)
        return -1;
    assert(lv < d->levels && x->turn >= 0 && x->pn && x->dn);
    node *ch = d->frames + (size_t)lv * (size_t)d->width;
    uint8_t order[SOLVER_MOVES];
    pairset fragile;
    int cnt = node_moves(w, x->pos, x->turn, x->only, x->only2, &fragile, order);
    int maker = SIDE(x->turn) == SIDE_MAKER, n = 0;
    assert(cnt <= d->width);
    for (int k = 0; k < cnt; k++) {
        node *c = &ch[n++];
        position cp;
        int next, m;
        int r = play_child(w, x->pos, x->turn, order[k], fragile, &cp, &next);
        if (r < 0)
            r = resolve(d, cp, next, c, &m);
        c->move = order[k];
        if (r >= 0) {
            c->turn = -1;
            c->pn = r ? 0 : DFPN_INF;
            c->dn = r ? DFPN_INF : 0;
        }
        if (maker ? c->pn == 0 : c->dn == 0)
            break;   /* a winning move: x is solved */
    }
    uint32_t pn, dn;
    int best;
    for (;;) {
        /* Maker to move: pn the least of the children's, dn their sum;
         * Breaker to move the other way round. best: the child of least
         * pn (dn), the first in the move order among equals; second: the
         * next least. */
        uint32_t least = DFPN_INF, second = DFPN_INF, sum = 0;
        best = -1;
        for (int i = 0; i < n; i++) {
            node *c = &ch[i];
            if (c->turn >= 0 && c->pn && c->dn)
                dfpn_lookup(d, c);   /* solved or changed by another path meanwhile */
            uint32_t mine = maker ? c->pn : c->dn, theirs = maker ? c->dn : c->pn;
            sum = add_sat(sum, theirs);
            if (mine < least) {
                second = least;
                least = mine;
                best = i;
            } else if (mine < second)
                second = mine;
        }
        pn = maker ? least : sum;
        dn = maker ? sum : least;
        if (pn == 0 || dn == 0 || pn >= thpn || dn >= thdn)
            break;
        node *c = &ch[best];
        /* the child's thresholds: past the second best's numbers by a
         * quarter (1 + epsilon), and the rest of the node's */
        uint64_t grow = (uint64_t)second + second / 4 + 1, th1 = maker ? thpn : thdn, th2 = maker ? thdn : thpn;
        uint32_t cmine = (uint32_t)(grow < th1 ? grow : th1);
        uint64_t ctheirs = (uint64_t)th2 - (maker ? dn : pn) + (maker ? c->dn : c->pn);
        uint32_t cth2 = ctheirs > DFPN_INF ? DFPN_INF : (uint32_t)ctheirs;
        if (mid(d, c, maker ? cmine : cth2, maker ? cth2 : cmine, lv + 1) != 0)
            return -1;
    }
    x->pn = pn;
    x->dn = dn;
    int kt = key_turn(s, x->turn);
    unsigned long work = atomic_load_explicit(&w->nodes, memory_order_relaxed) - start + 1;
    if (pn == 0 || dn == 0) {
        int won = pn == 0, cmove = TT_NOMOVE;
        if (won == maker) {   /* the mover wins: by the child of number 0 */
            assert(best >= 0 && (maker ? ch[best].pn : ch[best].dn) == 0);
            cmove = relabel(s, ch[best].move, x->inv);
        }
        tt_store(&s->table, x->cpos, kt, won, cmove, work);
    }
    dfpn_save(d, x->cpos, kt, pn, dn, work);
    return 0;
}

int dfpn_solve(solver *s, position pos, int tomove, int *move)
{
    assert(!s->frontier);
    dfpn d = {.s = s, .w = &s->workers[0]};
    d.next_progress = solver_nodes(s) + s->progress_mask + 1;
    /* levels: a move claims a pair, but avoid-plus's stop, which the
     * next move follows with a pair */
    d.levels = 2 * s->b.m + 4;
    d.width = s->fam->oriented ? 2 * s->b.m : s->b.m + 1;
    size_t buckets = 1;
    while (buckets * 2 * WAYS * sizeof(dfpn_entry) <= s->dfpn_bytes)
        buckets *= 2;
    d.buckets = buckets;
    d.limit = DFPN_TURNOVER * buckets * WAYS;
    d.table = calloc(buckets * WAYS, sizeof(dfpn_entry));   /* zero: empty, and pages never touched cost nothing */
    d.frames = malloc((size_t)d.levels * (size_t)d.width * sizeof(node));
    if (!d.table || !d.frames || s->dfpn_bytes < WAYS * sizeof(dfpn_entry)) {
        free(d.table);
        free(d.frames);
        return DFPN_GAVE_UP;
    }
    node root;
    int m, r = resolve(&d, pos, tomove, &root, &m);
    if (r < 0 && root.pn && root.dn && mid(&d, &root, DFPN_INF, DFPN_INF, 0) != 0)
        r = d.gave_up && !atomic_load(&s->aborted) ? DFPN_GAVE_UP : -1;
    else if (r < 0) {
        /* solved: the mover's winning move is the one its entry holds */
        r = root.pn == 0;
        if (m < 0 && r == (SIDE(root.turn) == SIDE_MAKER)) {
            int won, cm;
            uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
            position c = canon_quick(&d.w->cn, root.pos, perm, inv);
            if (tt_probe(&s->table, c, key_turn(s, root.turn), &won, &cm) && cm != TT_NOMOVE)
                m = relabel(s, cm, perm);
            else   /* replaced in the table already: ask search() (solver_winning_move) */
                m = solver_winning_move(s, 0, root.pos, root.turn, c, perm, 1);
            if (m < 0)
                r = m == -2 ? -1 : DFPN_GAVE_UP;
        }
    }
    free(d.table);
    free(d.frames);
    if (r == 0 || r == 1)
        *move = root_move(r, tomove, m);
    return r;
}
