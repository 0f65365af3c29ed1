/* rules_mb.c: the rules and end test of Maker-Breaker and of
 * Avoider-Enforcer, the threats (free pairs completing the property) that
 * the shared-graph and Ramsey games use too, and the order of moves of
 * every family but Subh.
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
 * many positions coincide. The moves are tried in the order of
 * order_moves(), which starts from Stojakovic-Trkulja section 5.3.
 * Where the property has a theorem that decides its game with bias 1:1
 * (prop.h, decide; conn: Lehman's), none of this is needed: the theorem
 * decides every node at once (theorem_rules). Where it offers its few
 * minimal graphs instead (prop.h, minimal; h:H), the Erdos-Selfridge
 * criterion gives Breaker the nodes of small potential, with 1:1 too
 * (es_breaker, proved below).
 */
#include "search_int.h"

#include <assert.h>
#include <stdlib.h>

/* solver_end of Maker-Breaker and Avoider-Enforcer. */
int mb_end(const solver *s, position pos)
{
    int ae = s->family == FAMILY_AE;   /* FORMAT.md 4.2: the same rules, the winners swapped */
    if (has_prop(s, pos.maker))
        return ae ? END_BREAKER : END_MAKER;
    if (!has_prop(s, s->b.all & ~pos.breaker))
        return ae ? END_MAKER : END_BREAKER;
    return END_NONE;
}

/* If the graph with edge set e has the property, sets *w to the pairs of one
 * witness inside e and returns 1; else returns 0. */
int find_witness(const solver *s, pairset e, pairset *w)
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
int threats(worker *w, pairset maker, pairset free, int max, pairset *out)
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
int order_moves(const solver *s, position pos, int tomove, pairset set, uint8_t *out)
{
    const board *b = &s->b;
    int deg[BOARD_MAXN], slack[BOARD_MAXN], comp[BOARD_MAXN], key[BOARD_MAXM], cnt = 0;
    vset madj[BOARD_MAXN], cadj[BOARD_MAXN];
    pairset avail = b->all & ~pos.breaker & ~s->useless;
    /* Ramsey: each side builds (or avoids) in its own colour */
    pairset own = is_ramsey(s) && tomove == SIDE_BREAKER ? pos.breaker : pos.maker;
    board_degrees(b, own, deg);
    int dense = s->prop.g.def->dense;
    if (dense)
        board_adjacency(b, own, madj);
    for (int v = 0; v < b->n; v++)
        slack[v] = board_popcount(avail & b->at[v]) - s->req[v];
    board_adjacency(b, pos.maker & ~s->useless, cadj);
    prop_components(b->n, cadj, comp);
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
pairset alive_pairs(worker *w, pairset avail)
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
position without_dead(worker *w, position pos, pairset *dead)
{
    const solver *s = w->s;
    pairset avail = s->b.all & ~pos.breaker;
    *dead = 0;
    /* not in Avoider-Enforcer (ae_rules(), AE3), nor at a merge's top, whose
     * frontier is a level */
    if (!s->prop.alive || s->family != FAMILY_MB || (s->frontier && !s->frontier->meet))
        return pos;
    *dead = avail & ~alive_pairs(w, avail);
    pos.maker &= ~*dead;
    pos.breaker |= *dead;
    return pos;
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
 *   others in search_child() (search.c) by the test of fragile pairs, where
 *   they lose.
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
 * Returns 1 (Avoider wins) or 0 (Enforcer wins) where decided, with *move
 * -1, else -1 with *only narrowed to the moves worth trying. */
int ae_rules(worker *w, position pos, int tomove, pairset free, pairset *only, int *move)
{
    const solver *s = w->s;
    int left = solver_left_in_turn(s, tomove);
    pairset bad;
    if (SIDE(tomove) == SIDE_MAKER)
        threats(w, pos.maker, free, BOARD_MAXM, &bad);
    else
        bad = breaker_kills(s, s->b.all & ~pos.breaker, free);
    pairset safe = free & ~bad;
    if (board_popcount(safe) < left) {   /* AE2 */
        *move = -1;
        return SIDE(tomove) == SIDE_MAKER ? 0 : 1;
    }
    *only = safe;   /* AE1 */
    return -1;
}

/* Maker-Breaker with bias 1:1 for a property whose game a theorem decides
 * (prop.h, decide; conn: Lehman's, proved in props/conn.c): the node's
 * value at once, and where the mover wins, the first in order_moves' order
 * of the winning moves the property offers. Sound for the search, since
 * the theorem gives the exact value of every position; the certificate's
 * moves come from it too, and the checker replays them. Not under a
 * frontier (search.h), whose positions the search must reach. */
int theorem_rules(worker *w, position pos, int tomove, pairset free, int *move)
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
int es_init(solver *s)
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
int es_breaker(const solver *s, position pos, int tomove, pairset free, int *move)
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
