/* The Maker-Breaker game (FORMAT.md 4.2 maker-breaker): Maker claims
 * A pairs a turn, Breaker B; Maker wins by claiming a graph with the
 * property P, Breaker by keeping Maker from it. The family in one file: for
 * the engine its rules with their proofs, the property's theorems and the
 * Erdos-Selfridge criterion (search.h search_maker_breaker, on threats.c);
 * for the commands its names, flags and words (family.h
 * family_maker_breaker). */
#include "../family.h"
#include "../search_int.h"
#include "../spec.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

/* The rules of Maker-Breaker. Before a node is canonicalised the search
 * settles it by cheap rules that hold in every Maker-Breaker game for a
 * monotone property:
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
 * many positions coincide. The moves are tried in the order of
 * order_moves(), which starts from Stojakovic-Trkulja section 5.3.
 * Where the property has a theorem that decides its game with bias 1:1
 * (prop.h, decide; conn: Lehman's), none of this is needed: the theorem
 * decides every node at once (theorem_rules). Where it offers its few
 * minimal graphs instead (prop.h, minimal; h:H), the Erdos-Selfridge
 * criterion gives Breaker the nodes of small potential, with 1:1 too
 * (es_breaker, proved below).
 */

/* Maker-Breaker with bias 1:1 for a property whose game a theorem decides
 * (prop.h, decide; conn: Lehman's, proved in props/conn.c): the node's
 * value at once, and where the mover wins, the first in order_moves' order
 * of the winning moves the property offers. Sound for the search, since
 * the theorem gives the exact value of every position; the certificate's
 * moves come from it too, and the checker replays them. Not under a
 * frontier (search.h), whose positions the search must reach. */
static int theorem_rules(worker *w, position pos, int tomove, pairset free, int *move)
{
    const solver *s = w->s;
    const board *b = &s->b;
    vset badj[BOARD_MAXN], madj[BOARD_MAXN], fadj[BOARD_MAXN], wins[BOARD_MAXN];
    uint8_t order[SOLVER_MOVES];
    board_adjacency(b, b->all & ~s->useless, badj);
    board_adjacency(b, pos.maker & ~s->useless, madj);
    board_adjacency(b, free & ~s->useless, fadj);
    int r = s->prop.decide(&s->prop, badj, madj, fadj, SIDE(tomove) == SIDE_MAKER, wins);
    pairset won = board_pairs(b, wins);
    assert(!(won & ~free) && (!won || r == (SIDE(tomove) == SIDE_MAKER)));
    *move = won ? (order_moves(s, pos, SIDE(tomove), won, order), order[0]) : -1;
    return r;
}

/* The Erdos-Selfridge criterion (P. Erdos and J. L. Selfridge, On a
 * combinatorial game, J. Combin. Theory Ser. A 14 (1973) 298-301), for
 * Maker-Breaker with bias 1:1 where the property offers its minimal graphs
 * (prop.h, minimal; h:H: the copies of H) and they are few: the winning
 * sets, all of one size k (es_init). A set is live while Breaker has none of
 * its pairs; weigh a live set A by 2^|A & Maker|, and let Phi be the sum of
 * the weights of the live sets (Erdos and Selfridge's potential, times 2^k).
 *   Claim: Breaker to move with Phi < 2^k wins; Maker to move (with no
 *   threat) with 2 Phi < 2^k wins for Breaker too.
 *   Proof. Let Breaker take a free pair y of greatest score S(y), the sum
 *   of the weights of the live sets containing y (the greedy move). Every
 *   live set through y dies: Phi falls by S(y). Maker then takes some x:
 *   the live sets through x double, so Phi rises by the score of x after
 *   y, at most S(x) <= S(y) (the sets through both died). So at every
 *   position with Breaker to move Phi < 2^k again, and since a set all of
 *   whose pairs are Maker's weighs 2^k, Maker never completes one; the
 *   game ends with the board full or the property impossible, Breaker's
 *   win either way. With Maker to move, his pair x raises Phi by at most
 *   Phi (S(x) <= Phi), to below 2^k with Breaker to move. Dead pairs
 *   given to Breaker (without_dead) lie in no live set and change nothing.
 *   QED.
 * Sound for the search; the certificate's moves are the greedy ones, and
 * the checker replays them. Under a frontier too (search.h: merge,
 * estimate), unlike theorem_rules: it decides only some positions, as the
 * other rules here do, and a position it decides needs no shard. */

typedef struct es_collect {
    solver *s;
    int size;       /* the sets' common size, or -1 if they differ or are too many */
    long emitted;   /* graphs the property emitted (a copy of H once an automorphism) */
} es_collect;

static int es_cmp(const void *a, const void *b)
{
    pairset x = *(const pairset *)a, y = *(const pairset *)b;
    return (x > y) - (x < y);
}

/* Sorts s->es_sets and keeps each set once. */
static void es_unique(solver *s)
{
    qsort(s->es_sets, (size_t)s->es_count, sizeof(pairset), es_cmp);
    int k = 0;
    for (int i = 0; i < s->es_count; i++)
        if (k == 0 || s->es_sets[i] != s->es_sets[k - 1])
            s->es_sets[k++] = s->es_sets[i];
    s->es_count = k;
}

static int es_emit(void *arg, const vset *g)
{
    es_collect *c = arg;
    solver *s = c->s;
    pairset set = board_pairs(&s->b, g);
    int k = board_popcount(set);
    if (s->es_count == ES_SETS_MAX)
        es_unique(s);   /* the same copy comes once for each automorphism of H */
    if (s->es_count == ES_SETS_MAX || ++c->emitted > ES_EMIT_MAX || k > ES_SET_MAX ||
        (s->es_count > 0 && k != c->size)) {
        c->size = -1;
        return 1;
    }
    c->size = k;
    s->es_sets[s->es_count++] = set;
    return 0;
}

/* Collects the winning sets of the criterion into s->es_sets, each once;
 * leaves s->es_sets NULL where the property offers none, or too many, or
 * of several sizes. Returns 0, or -1 out of memory. */
static int es_init(solver *s)
{
    vset board[BOARD_MAXN];
    es_collect c = {s, 0, 0};
    if (!s->prop.minimal)
        return 0;
    s->es_sets = malloc(sizeof(pairset) * ES_SETS_MAX);
    if (!s->es_sets)
        return -1;
    board_adjacency(&s->b, s->b.all, board);
    s->es_count = 0;
    s->prop.minimal(&s->prop, board, es_emit, &c);
    if (c.size <= 0 || s->es_count == 0) {
        free(s->es_sets);
        s->es_sets = NULL;
        s->es_count = 0;
        return 0;
    }
    es_unique(s);
    s->es_size = c.size;
    return 0;
}

/* The criterion at pos (bias 1:1, the mover without a threat if Maker):
 * returns 1 where it gives Breaker the win, with *move Breaker's greedy
 * move (the smallest pair of greatest score) or -1 with Maker to move;
 * else 0, *move untouched. */
static int es_breaker(const solver *s, position pos, int tomove, pairset free, int *move)
{
    assert(s->es_sets && s->es_size >= 1 && s->es_size <= ES_SET_MAX);
    uint64_t lim = (uint64_t)1 << s->es_size, phi = 0;
    if (SIDE(tomove) == SIDE_MAKER)
        lim /= 2;
    for (int i = 0; i < s->es_count && phi < lim; i++)
        if (!(s->es_sets[i] & pos.breaker))
            phi += (uint64_t)1 << board_popcount(s->es_sets[i] & pos.maker);
    if (phi >= lim)
        return 0;
    if (SIDE(tomove) == SIDE_MAKER) {
        *move = -1;
        return 1;
    }
    assert(free);   /* a full board is an end position (mb_end) */
    uint64_t score[BOARD_MAXM] = {0};
    for (int i = 0; i < s->es_count; i++)
        if (!(s->es_sets[i] & pos.breaker))
            for (pairset q = s->es_sets[i] & free; q; q &= q - 1)
                score[board_first(q)] += (uint64_t)1 << board_popcount(s->es_sets[i] & pos.maker);
    int best = board_first(free);
    for (pairset q = free; q; q &= q - 1)
        if (score[board_first(q)] > score[best])
            best = board_first(q);
    *move = best;
    return 1;
}

/* Maker-Breaker's rules (above, and why they hold). With a bias they look
 * at the moves left in the turn: Breaker cannot make the property
 * impossible while a threat is free, so with more threats than moves left
 * Breaker loses, and with as many must take them all (first one of them, in
 * some order); Maker's last move of a turn must take Breaker's only win,
 * and loses against two. */
static int mb_rules(worker *w, position pos, int tomove, pairset free, pairset *only, pairset *only2, int *move)
{
    (void)only2;
    const solver *s = w->s;
    const board *b = &s->b;
    int left = solver_left_in_turn(s, tomove);
    pairset t;
    if (s->theorem && !s->frontier)
        return theorem_rules(w, pos, tomove, free, move);
    if (SIDE(tomove) == SIDE_MAKER) {
        if (threats(w, pos.maker, free, 1, &t)) {
            *move = board_first(t);
            return 1;
        }
        if (s->es_sets && es_breaker(s, pos, tomove, free, move))
            return 0;
        if (left == 1) {
            pairset kills = breaker_kills(s, b->all & ~pos.breaker, free);
            if (board_popcount(kills) >= 2) {
                *move = -1;
                return 0;
            }
            if (kills)
                *only = kills;
        }
        return -1;
    }
    pairset kills = breaker_kills(s, b->all & ~pos.breaker, free);
    if (kills) {
        *move = board_first(kills);
        return 0;
    }
    if (s->es_sets && es_breaker(s, pos, tomove, free, move))
        return 0;
    int nt = threats(w, pos.maker, free, left + 1, &t);
    if (nt > left) {
        *move = -1;
        return 1;
    }
    if (nt == left)
        *only = t;
    return -1;
}

/* solver_init's part for Maker-Breaker: with bias 1:1 the property's
 * theorem where it has one, else the Erdos-Selfridge criterion where it
 * offers its minimal graphs. 0, or -1 out of memory. */
static int mb_init(solver *s)
{
    int one = s->quota[0] == 1 && s->quota[1] == 1;
    s->theorem = s->prop.decide && one;
    return !s->theorem && one ? es_init(s) : 0;
}

const search_family search_maker_breaker = {
    .title = "Maker-Breaker",
    .claim = 1,
    .init = mb_init,
    .end = mb_end,
    .rules = mb_rules,
};
static const search_family *mb_engine(int rule)
{
    (void)rule;
    return &search_maker_breaker;
}

static void mb_game_words(const spec *sp, const game *g, const char *board, const char *pname, char *out, size_t len)
{
    (void)sp;
    (void)g;
    snprintf(out, len, "the Maker-Breaker game %s on %s", pname, board);
}

static void mb_rule_words(const game *g, int side, const char *pw, const char *board, char *out, size_t len)
{
    (void)g;
    (void)board;
    if (side == 0)
        snprintf(out, len, "Maker claims %s however Breaker plays", pw);
    else
        snprintf(out, len, "Breaker keeps Maker from claiming %s", pw);
}

const family_def family_maker_breaker = {
    .name = "maker-breaker",
    .title = "Maker-Breaker",
    .role = {"maker", "breaker"},
    .player = {"Maker", "Breaker"},
    .chosen = FAMILY_BY_RULE,
    .first = FIRST_ROLE,
    .start = {"maker", "breaker"},
    .start_state = {1, 2},
    .biased = 1,
    .boards = 1,
    .v1_keys = 1,
    .min_n = 2,
    .taken = "taken",
    .move_hint = "a pair like 0-1",
    .engine = mb_engine,
    .game_words = mb_game_words,
    .rule_words = mb_rule_words,
};
