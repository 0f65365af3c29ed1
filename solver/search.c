/* search.c: depth-first AND/OR search for Maker-Breaker, Avoider-Enforcer,
 * shared-graph, Ramsey and Subh games: one search, whose rules depend on the
 * family (solver.family, read once a node). Before a node is canonicalised
 * the family's rules (solver/families/, each rule
 * with its argument) may settle it or narrow its moves; a forced move is
 * played at once; in Maker-Breaker the dead pairs are given to Breaker
 * (threats.c, without_dead). Then the exact cache and the transposition
 * table are consulted; then the moves are tried in the family's order, the
 * later ones shared with the other threads near the root (pool.c).
 */
#include "search_int.h"

#include <assert.h>
#include <string.h>

#define SPLIT_PLIES 10   /* splits only this many plies below the root */

/* The moves played: here, where search_child() inlines them. */
int solver_next_turn(const solver *s, int turn, int mv)
{
    int side = SIDE(turn), d = turn >> 1;
    if (s->fam->offer)   /* an offer counts up to q, the (q + 1)-th or stop passes; a choice passes */
        return side != s->fam->offerer || mv == SOLVER_STOP || d + 1 > s->quota[side] ? !side : side | 2 * (d + 1);
    if (s->fam->stop)   /* d counts the moves of the turn up to the bias, from which stop is legal */
        return mv == SOLVER_STOP ? !side : side | 2 * (d + 1 < s->quota[side] ? d + 1 : s->quota[side]);
    return d + 1 < s->quota[side] ? turn + 2 : !side;
}

position solver_play(const solver *s, position pos, int turn, int p)
{
    if (p == SOLVER_STOP) {
        assert(solver_may_stop(s, turn));
        return pos;
    }
    if (s->fam->offer) {   /* FORMAT.md 3.3: an offer marks a free pair; a choice settles the offer */
        pairset bit = (pairset)1 << p, offered = pos.maker & pos.breaker;
        assert(p >= 0 && p < BOARD_MAXM);
        if (SIDE(turn) == s->fam->offerer) {
            assert((s->b.all & ~(pos.maker | pos.breaker)) >> p & 1);
            pos.maker |= bit;
            pos.breaker |= bit;
            return pos;
        }
        assert(offered & bit);
        /* each offered pair leaves the mask of the side that does not get it */
        pairset to_maker = SIDE(turn) == SIDE_MAKER ? bit : offered & ~bit;
        pos.breaker &= ~(offered & to_maker);
        pos.maker &= ~(offered & ~to_maker);
        return pos;
    }
    if (s->fam->oriented) {   /* the direction, not the side, picks the mask */
        int q = p % SOLVER_DIR;
        assert(p >= 0 && q < BOARD_MAXM && !(((pos.maker | pos.breaker) >> q) & 1));
        if (p < SOLVER_DIR)
            pos.maker |= (pairset)1 << q;
        else
            pos.breaker |= (pairset)1 << q;
        return pos;
    }
    assert(p >= 0 && p < BOARD_MAXM && !(((pos.maker | pos.breaker) >> p) & 1));
    if (SIDE(turn) == SIDE_MAKER || s->fam->common)
        pos.maker |= (pairset)1 << p;
    else
        pos.breaker |= (pairset)1 << p;
    return pos;
}

int solver_end(solver *s, int slot, position pos, int turn)
{
    return s->fam->end(&s->workers[slot], pos, turn);   /* FORMAT.md 4.2 */
}

static int search(worker *w, position pos, int tomove, int depth, int *move);

/* A position of the frontier's level (search.h solver_frontier): its
 * outcome as search() returns it, with no move; -1 (the search aborted) if
 * the frontier does not list it. */
static int frontier_value(worker *w, position pos, int tomove, int *move)
{
    solver *s = w->s;
    *move = -1;
    if (s->frontier->meet) {
        int v = s->frontier->meet(s->frontier->meet_arg, pos, tomove);
        if (v < 0)
            atomic_store(&s->aborted, 1);
        return v < 0 ? -1 : v == END_MAKER;
    }
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    long i = solver_frontier_find(s->frontier, solver_with_turn(canon_quick(&w->cn, pos, perm, inv), tomove));
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
int search_child(worker *w, position pos, int tomove, int depth, int p, pairset fragile)
{
    position c;
    int next, reply, end = play_child(w, pos, tomove, p, fragile, &c, &next);
    return end >= 0 ? end : search(w, c, next, depth + 1, &reply);
}

static int search(worker *w, position pos, int tomove, int depth, int *move)
{
    solver *s = w->s;
    const board *b = &s->b;
    /* only: the moves worth trying; in Subh the pairs to orient as state 1,
     * and only2 those to orient as state 2 (0 in the other families) */
    pairset free = b->all & ~(pos.maker | pos.breaker), only = free, only2 = 0;
    unsigned long start = atomic_fetch_add_explicit(&w->nodes, 1, memory_order_relaxed) + 1;

    if (w == s->workers && s->progress && (start & s->progress_mask) == 0 &&
        s->progress(s->progress_arg, s, depth))
        atomic_store(&s->aborted, 1);
    if (cancelled(w))
        return -1;
    if (s->frontier && (s->frontier->meet ? board_popcount(pos.maker | pos.breaker) >= s->frontier->level
                                          : board_popcount(pos.maker | pos.breaker) == s->frontier->level))
        return frontier_value(w, pos, tomove, move);

    int ruled = family_rules(w, pos, tomove, free, &only, &only2, move);
    if (ruled >= 0)
        return ruled;

    /* A forced move is played without canonical form or table (forced_move). */
    int p = forced_move(s, tomove, only, only2);
    if (p >= 0) {
        int r = search_child(w, pos, tomove, depth, p, only);
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

    pairset fragile;
    uint8_t order[SOLVER_MOVES];
    int cnt = node_moves(w, pos, tomove, only, only2, &fragile, order);
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
        r = search_child(w, pos, tomove, depth, order[k], fragile);
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

int solver_winning_move(solver *s, int slot, position pos, int tomove, position cpos, const uint8_t *perm,
                        int known)
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
    /* The positions the search decides by its rules, or where they leave
     * one move, are not in the table (search()): the rules again, without
     * the search below them, where the side is known to win. */
    pairset only = s->b.all & ~(pos.maker | pos.breaker), only2 = 0;
    int want = SIDE(tomove) == SIDE_MAKER;
    int ruled = known ? family_rules(w, pos, tomove, only, &only, &only2, &move) : -1;
    if (ruled == want && move >= 0)
        return move;
    if (known && ruled < 0 && (move = forced_move(s, tomove, only, only2)) >= 0)
        return move;
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
    if (s->prover == SOLVER_PROVER_DFPN && !s->frontier) {
        int r = dfpn_solve(s, pos, tomove, move);
        if (r != DFPN_GAVE_UP)
            return r;
        s->dfpn_gave_up = 1;   /* search() goes on from what df-pn solved (the table) */
    }
    return search(&s->workers[0], pos, tomove, depth, move);
}
