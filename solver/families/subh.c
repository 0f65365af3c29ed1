/* Subh (FORMAT.md 4.2 subh): the creator and the blocker orient the pairs
 * of K_n in turn; the creator wins if the tournament has a directed
 * Hamiltonian cycle. The family in one file: for the engine its end test and
 * immediate wins by counting directed Hamiltonian paths, its rules and its
 * order of moves (search.h search_subh); for the commands its names, flags
 * and words (family.h family_subh).
 */
#include "../family.h"
#include "../search_int.h"
#include "../spec.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

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
int subh_arcs(worker *w, position pos, pairset win[2], pairset kill[2])
{
    subh_graphs g;
    subh_build(&w->s->b, pos, &g);
    if (subh_d(w, &g, win))
        return END_MAKER;
    return subh_a(w, &g, kill) ? END_BREAKER : END_NONE;
}

void solver_subh_endings(solver *s, int slot, position pos, pairset win[2], pairset kill[2])
{
    assert(s->fam->oriented);
    worker *w = &s->workers[slot];
    subh_graphs g;
    subh_build(&s->b, pos, &g);
    int end = subh_d(w, &g, win) ? END_MAKER : !kill ? END_NONE : subh_a(w, &g, kill) ? END_BREAKER : END_NONE;
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
int subh_order(const solver *s, position pos, int side, pairset one, pairset two, uint8_t *out)
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

/* solver_end of Subh (FORMAT.md 4.2). */
static int subh_end(worker *w, position pos, int turn)
{
    (void)turn;
    return subh_arcs(w, pos, NULL, NULL);
}

const search_family search_subh = {
    .title = "Subh",
    .oriented = 1,
    .end = subh_end,
    .rules = subh_rules,
};

/* subh takes no --rule, --H or --property (spec.h). */
static int subh_resolve(spec *sp, char *err, size_t errlen)
{
    if (spec_not_for("--rule", sp->rule, sp->game, err, errlen) || spec_not_for("--H", sp->H, sp->game, err, errlen) ||
        spec_not_for("--property", sp->property, sp->game, err, errlen))
        return -1;
    return 0;
}

static const search_family *subh_engine(int rule)
{
    (void)rule;
    return &search_subh;
}

static void subh_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out,
                            size_t len)
{
    (void)sp;
    (void)g;
    (void)pname;
    snprintf(out, len, "Subh on %s", board);
}

static void subh_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    (void)g;
    (void)side;
    (void)pw;
    snprintf(out, len, "the players orient the edges of %s in turn; the creator wins if the tournament has a directed "
             "Hamiltonian cycle", board);
}

const family_def family_subh = {
    .name = "subh",
    .title = "Subh",
    .role = {"creator", "blocker"},
    .player = {"Creator", "Blocker"},
    .chosen = FAMILY_BY_GAME,
    .first = FIRST_CREATOR,
    .start = {"arcs", NULL},
    .start_state = {0, 0},
    .oriented = 1,
    .legend = "'>' in row i, column j: the arc i>j",
    .min_n = 3,
    .min_n_why = "for n = 2 no tournament has a directed Hamiltonian cycle",
    .taken = "oriented",
    .move_hint = "an arc like 0>1: the pair {0,1} oriented from 0 to 1",
    .resolve = subh_resolve,
    .engine = subh_engine,
    .game_words = subh_game_words,
    .rule_words = subh_rule_words,
};
