/* threats.c: what the rules of the property games (Maker-Breaker,
 * Avoider-Enforcer, the shared graph, Ramsey: solver/families/) share: the
 * end test of Maker-Breaker and Avoider-Enforcer, the threats (free pairs
 * completing the property), witnesses, the pairs alive in the available
 * graph and the dead ones given to Breaker, and the order of moves of every
 * family but Subh. The rules themselves, with their proofs, are the
 * families' (maker_breaker.c says why dead pairs are passes).
 */
#include "search_int.h"

#include <assert.h>
#include <stdlib.h>

/* solver_end of Maker-Breaker and Avoider-Enforcer. */
int mb_end(worker *w, position pos, int turn)
{
    const solver *s = w->s;
    int ae = s->fam->swapped;   /* FORMAT.md 4.2: the same rules, the winners swapped */
    (void)turn;
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
    assert(!s->fam->oriented);
    pairset free = s->b.all & ~(pos.maker | pos.breaker), avail = s->b.all & ~pos.breaker, cand, w, ends = 0;
    if (SIDE(tomove) == SIDE_MAKER || s->fam->common || s->fam->colours) {
        threats(&s->workers[slot], SIDE(tomove) == SIDE_MAKER || s->fam->common ? pos.maker : pos.breaker, free, max,
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
    pairset r = s->fam->avoids && has_prop(s, m) ? s->b.all & ~m : completing_pairs(s, m);
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
    pairset own = s->fam->colours && tomove == SIDE_BREAKER ? pos.breaker : pos.maker;
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
        if (dense && s->fam->colours && !s->fam->complete_wins)   /* misere, avoid, avoid-plus */
            k = __builtin_popcount(madj[i] & madj[j]) * 64 - deg[i] - deg[j];
        else if (dense)
            k = -(__builtin_popcount(madj[i] & madj[j]) * 64 + deg[i] + deg[j]);
        else if (tomove == SIDE_MAKER || s->fam->common)
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
    if (s->fam->swapped)
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
    if (!s->prop.alive || !search_is_mb(s->fam) || (s->frontier && !s->frontier->meet))
        return pos;
    *dead = avail & ~alive_pairs(w, avail);
    pos.maker &= ~*dead;
    pos.breaker |= *dead;
    return pos;
}
