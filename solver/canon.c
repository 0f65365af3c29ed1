/* canon.c: the layered-graph canonical labelling of FORMAT.md section 5,
 * and the layered digraph of 5.7 for Subh's oriented positions: the one
 * builder of every key the certificates use. */
#include "canon.h"

#include <assert.h>
#include <nautinv.h>
#include <string.h>

static position canon_oriented(canon *c, position pos, uint8_t perm[BOARD_MAXN], uint8_t inv[BOARD_MAXN]);
static position quick_oriented(canon *c, position pos, uint8_t perm[BOARD_MAXN], uint8_t inv[BOARD_MAXN]);

void canon_init(canon *c, const board *b, int nfixed)
{
    assert(b->n >= 2 && b->n <= BOARD_MAXN && (nfixed == 0 || nfixed == 2));
    memset(c, 0, sizeof *c);
    c->b = b;
    c->nfixed = nfixed;
    static const DEFAULTOPTIONS_GRAPH(defaults);
    c->options = defaults;
    c->options.getcanon = TRUE;
    c->options.defaultptn = FALSE;
}

void canon_init_offer(canon *c, const board *b, int nfixed)
{
    canon_init(c, b, nfixed);
    c->offer = 1;
}

void canon_init_oriented(canon *c, const board *b)
{
    assert(b->n >= 2 && b->n <= BOARD_MAXN && !b->off);   /* Subh: K_n */
    canon_init(c, b, 0);
    c->oriented = 1;
    static const DEFAULTOPTIONS_DIGRAPH(defaults);   /* FORMAT.md 5.7 */
    c->options = defaults;
    c->options.getcanon = TRUE;
    c->options.defaultptn = FALSE;
}

position canon_apply_oriented(const board *b, position pos, const uint8_t inv[BOARD_MAXN])
{
    board_builder one = BOARD_BUILDER_EMPTY, two = BOARD_BUILDER_EMPTY;
    int p;
    assert(!b->off);
    BOARD_EACH(p, pos.maker) {   /* pi -> pj */
        int t = inv[b->pi[p]], h = inv[b->pj[p]];
        board_builder_add(t < h ? &one : &two, b->pair[t][h]);
    }
    BOARD_EACH(p, pos.breaker) {   /* pj -> pi */
        int t = inv[b->pj[p]], h = inv[b->pi[p]];
        board_builder_add(t < h ? &one : &two, b->pair[t][h]);
    }
    position r = {board_builder_set(&one), board_builder_set(&two)};
    return r;
}

/* canon_apply, with the pairs off the board in Breaker's mask alone
 * where offer is set (FORMAT.md 5.8: class 2). */
static position apply(const board *b, position pos, const uint8_t inv[BOARD_MAXN], int offer)
{
    board_builder mk = BOARD_BUILDER_EMPTY, br = BOARD_BUILDER_EMPTY;
    int p;
    BOARD_EACH(p, pos.maker)
        board_builder_add(&mk, b->pair[inv[b->pi[p]]][inv[b->pj[p]]]);
    BOARD_EACH(p, pos.breaker)
        board_builder_add(&br, b->pair[inv[b->pi[p]]][inv[b->pj[p]]]);
    BOARD_EACH(p, b->off) {   /* state 3: in both (offer: class 2, Breaker's alone) */
        int q = b->pair[inv[b->pi[p]]][inv[b->pj[p]]];
        if (!offer)
            board_builder_add(&mk, q);
        board_builder_add(&br, q);
    }
    position r = {board_builder_set(&mk), board_builder_set(&br)};
    return r;
}

position canon_apply(const board *b, position pos, const uint8_t inv[BOARD_MAXN]) { return apply(b, pos, inv, 0); }

position canon_unapply(const canon *c, position cpos, const uint8_t perm[BOARD_MAXN])
{
    const board *b = c->b;
    if (c->oriented)   /* K_n: no pair off the board */
        return canon_apply_oriented(b, cpos, perm);
    board_builder mk = BOARD_BUILDER_EMPTY, br = BOARD_BUILDER_EMPTY;
    int p;
    /* offer: the classes as they are, the pairs off the board (class 2)
     * left out below; else those in both masks */
    pairset one = c->offer ? cpos.maker : cpos.maker & ~cpos.breaker;
    pairset two = c->offer ? cpos.breaker : cpos.breaker & ~cpos.maker;
    BOARD_EACH(p, one)
        board_builder_add(&mk, b->pair[perm[b->pi[p]]][perm[b->pj[p]]]);
    BOARD_EACH(p, two)
        board_builder_add(&br, b->pair[perm[b->pi[p]]][perm[b->pj[p]]]);
    position r = {board_builder_set(&mk) & b->all, board_builder_set(&br) & b->all};
    return r;
}

position canon_position(canon *c, position pos, uint8_t perm[BOARD_MAXN],
                        uint8_t inv[BOARD_MAXN])
{
    /* a position: disjoint sets of board pairs (offer: both masks, the offered pairs) */
    assert((c->offer || !(pos.maker & pos.breaker)) && !((pos.maker | pos.breaker) & ~c->b->all));
    if (c->oriented)
        return canon_oriented(c, pos, perm, inv);
    if (!c->offer)
        pos.maker |= c->b->off;   /* FORMAT.md 5.6: state 3, an edge in both layers */
    pos.breaker |= c->b->off;     /* 5.8: class 2, an edge of layer 1 */
    statsblk stats;
    const board *b = c->b;
    int n = b->n, nn = 2 * n;

    for (int v = 0; v < nn; v++)
        c->g[v] = 0;
    for (int v = 0; v < n; v++) {
        c->g[v] |= bit[n + v];
        c->g[n + v] |= bit[v];
    }
    int p;
    BOARD_EACH(p, pos.maker) {
        int i = b->pi[p], j = b->pj[p];
        c->g[i] |= bit[j];
        c->g[j] |= bit[i];
    }
    BOARD_EACH(p, pos.breaker) {
        int i = n + b->pi[p], j = n + b->pj[p];
        c->g[i] |= bit[j];
        c->g[j] |= bit[i];
    }
    for (int k = 0; k < nn; k++) {
        c->lab[k] = k;
        c->ptn[k] = 1;
    }
    if (c->nfixed > 0) {
        c->ptn[c->nfixed - 1] = 0;
        c->ptn[n + c->nfixed - 1] = 0;
    }
    c->ptn[n - 1] = 0;
    c->ptn[nn - 1] = 0;
    densenauty(c->g, c->lab, c->ptn, c->orbits, &c->options, &stats, 1, nn, c->cg);
    for (int k = 0; k < n; k++) {
        perm[k] = (uint8_t)c->lab[k];
        inv[c->lab[k]] = (uint8_t)k;
    }
    return apply(b, pos, inv, c->offer);
}

/* Number of distinct values among col[0..n-1]. */
static int distinct(const uint64_t *col, int n)
{
    int k = 0;
    for (int v = 0; v < n; v++) {
        int seen = 0;
        for (int u = 0; u < v && !seen; u++)
            seen = col[u] == col[v];
        k += !seen;
    }
    return k;
}

/* 1 if every two vertices of equal colour (and both fixed or both not) are
 * twins: exchanging them maps Maker's and Breaker's graphs onto
 * themselves. Then every permutation inside the colour classes is an
 * automorphism of the position, and all orders inside the classes give
 * the same relabelled position. */
static int twins_only(const canon *c, const vset *mk, const vset *br, const uint64_t *col)
{
    int n = c->b->n;
    for (int v = 1; v < n; v++)
        for (int u = 0; u < v; u++) {
            if (col[u] != col[v] || (u < c->nfixed) != (v < c->nfixed))
                continue;
            vset bu = (vset)(1u << u), bv = (vset)(1u << v);
            if ((mk[u] & (vset)~bv) != (mk[v] & (vset)~bu) || (br[u] & (vset)~bv) != (br[v] & (vset)~bu))
                return 0;
        }
    return 1;
}

position canon_quick(canon *c, position pos, uint8_t perm[BOARD_MAXN], uint8_t inv[BOARD_MAXN])
{
    if (c->oriented)
        return quick_oriented(c, pos, perm, inv);
    const board *b = c->b;
    int n = b->n, classes = c->nfixed > 0 && c->nfixed < n ? 2 : 1;
    vset mk[BOARD_MAXN], br[BOARD_MAXN];
    uint64_t col[BOARD_MAXN], pm[BOARD_MAXN], pb[BOARD_MAXN];
    /* pairs off the board count as both Maker's and Breaker's (state 3) */
    board_adjacency(b, pos.maker | (c->offer ? 0 : b->off), mk);
    board_adjacency(b, pos.breaker | b->off, br);
    for (int v = 0; v < n; v++)
        col[v] = v < c->nfixed ? 1 : 2;
    /* Each round a vertex's colour becomes a hash of its colour and the
     * multiset (a sum of hashes) of its neighbours' colours in Maker's and
     * in Breaker's graph; stop when all differ or no class splits. */
    for (int k = classes; k < n; classes = k) {
        for (int u = 0; u < n; u++) {   /* two functions of the colour, one mix */
            pm[u] = board_mix(col[u]);
            pb[u] = pm[u] << 32 | pm[u] >> 32;
        }
        for (int v = 0; v < n; v++) {
            uint64_t h = col[v] * 0x9e3779b97f4a7c15ULL;
            for (vset q = mk[v]; q; q &= (vset)(q - 1))
                h += pm[__builtin_ctz(q)];
            for (vset q = br[v]; q; q &= (vset)(q - 1))
                h += pb[__builtin_ctz(q)];
            col[v] = board_mix(h);
        }
        k = distinct(col, n);
        if (k == classes) {
            if (twins_only(c, mk, br, col))
                break;
            c->quick_was_nauty = 1;
            return canon_position(c, pos, perm, inv);
        }
    }
    c->quick_was_nauty = 0;
    /* Order by (not fixed, colour), by insertion; equal colours are twins
     * and keep the board's order, which any other order within their
     * class would give the same result. (Should two keys of different
     * colours ever coincide, the result is still pos relabelled, only
     * perhaps not canonical.) */
    uint64_t key[BOARD_MAXN];
    for (int v = 0; v < n; v++) {
        uint64_t kv = col[v] >> 1 | (uint64_t)(v >= c->nfixed) << 63;
        int k = v;
        for (; k > 0 && key[k - 1] > kv; k--) {
            key[k] = key[k - 1];
            perm[k] = perm[k - 1];
        }
        key[k] = kv;
        perm[k] = (uint8_t)v;
    }
    for (int k = 0; k < n; k++)
        inv[perm[k]] = (uint8_t)k;
    return apply(b, pos, inv, c->offer);
}

int canon_key_len(const board *b) { return (b->m + 3) / 4; }

int canon_key_bytes(const board *b, position cpos, uint8_t *out)
{
    int len = canon_key_len(b);
    assert(len >= 1 && len <= (BOARD_MAXM + 3) / 4);
    assert(!((cpos.maker | cpos.breaker) & ~(((pairset)1 << b->m) - 1)));
    memset(out, 0, (size_t)len);
    for (int p = 0; p < b->m; p++) {
        int st = (int)(cpos.maker >> p & 1) | (int)(cpos.breaker >> p & 1) << 1;
        out[p / 4] |= (uint8_t)(st << (2 * (p % 4)));
    }
    return len;
}

/* FORMAT.md 5.7: the digraph D on 2n vertices (v <-> n+v, the arcs of the
 * oriented pairs in layer 0, both arcs of each unoriented pair in layer 1),
 * two cells, nauty in digraph mode; the arc u -> v is bit v of row u. */
static position canon_oriented(canon *c, position pos, uint8_t perm[BOARD_MAXN], uint8_t inv[BOARD_MAXN])
{
    statsblk stats;
    const board *b = c->b;
    int n = b->n, nn = 2 * n, p;
    for (int v = 0; v < nn; v++)
        c->g[v] = 0;
    for (int v = 0; v < n; v++) {
        c->g[v] |= bit[n + v];
        c->g[n + v] |= bit[v];
    }
    BOARD_EACH(p, pos.maker)
        c->g[b->pi[p]] |= bit[b->pj[p]];
    BOARD_EACH(p, pos.breaker)
        c->g[b->pj[p]] |= bit[b->pi[p]];
    BOARD_EACH(p, b->all & ~(pos.maker | pos.breaker)) {
        int i = n + b->pi[p], j = n + b->pj[p];
        c->g[i] |= bit[j];
        c->g[j] |= bit[i];
    }
    for (int k = 0; k < nn; k++) {
        c->lab[k] = k;
        c->ptn[k] = 1;
    }
    c->ptn[n - 1] = 0;
    c->ptn[nn - 1] = 0;
    densenauty(c->g, c->lab, c->ptn, c->orbits, &c->options, &stats, 1, nn, c->cg);
    for (int k = 0; k < n; k++) {
        perm[k] = (uint8_t)c->lab[k];
        inv[c->lab[k]] = (uint8_t)k;
    }
    return canon_apply_oriented(b, pos, inv);
}

/* canon_quick for oriented positions: the colour of a vertex is refined by
 * the multisets of the colours of its out-neighbours, of its in-neighbours
 * (oriented arcs) and of its unoriented neighbours; where a class stays
 * that is not of twins, canon_oriented. Vertices u and v are twins when
 * the pair {u,v} is unoriented and they agree on every other vertex (out,
 * in, unoriented): exchanging them maps the position onto itself (an
 * oriented pair between them would be reversed, so it rules them out). */
static position quick_oriented(canon *c, position pos, uint8_t perm[BOARD_MAXN], uint8_t inv[BOARD_MAXN])
{
    const board *b = c->b;
    int n = b->n, classes = 1, p;
    vset out[BOARD_MAXN], in[BOARD_MAXN], un[BOARD_MAXN];
    uint64_t col[BOARD_MAXN], po[BOARD_MAXN], pi[BOARD_MAXN], pu[BOARD_MAXN];
    for (int v = 0; v < n; v++)
        out[v] = in[v] = 0;
    BOARD_EACH(p, pos.maker) {
        out[b->pi[p]] |= (vset)(1u << b->pj[p]);
        in[b->pj[p]] |= (vset)(1u << b->pi[p]);
    }
    BOARD_EACH(p, pos.breaker) {
        out[b->pj[p]] |= (vset)(1u << b->pi[p]);
        in[b->pi[p]] |= (vset)(1u << b->pj[p]);
    }
    board_adjacency(b, b->all & ~(pos.maker | pos.breaker), un);
    for (int v = 0; v < n; v++)
        col[v] = 2;
    for (int k = classes; k < n; classes = k) {
        for (int u = 0; u < n; u++) {   /* three functions of the colour, one mix */
            po[u] = board_mix(col[u]);
            pi[u] = po[u] << 32 | po[u] >> 32;
            pu[u] = po[u] << 16 | po[u] >> 48;
        }
        for (int v = 0; v < n; v++) {
            uint64_t h = col[v] * 0x9e3779b97f4a7c15ULL;
            for (vset q = out[v]; q; q &= (vset)(q - 1))
                h += po[__builtin_ctz(q)];
            for (vset q = in[v]; q; q &= (vset)(q - 1))
                h += pi[__builtin_ctz(q)];
            for (vset q = un[v]; q; q &= (vset)(q - 1))
                h += pu[__builtin_ctz(q)];
            col[v] = board_mix(h);
        }
        k = distinct(col, n);
        if (k == classes) {
            int twins = 1;
            for (int v = 1; v < n && twins; v++)
                for (int u = 0; u < v && twins; u++) {
                    if (col[u] != col[v])
                        continue;
                    vset bu = (vset)(1u << u), bv = (vset)(1u << v), nu = (vset)~bv, nv = (vset)~bu;
                    twins = (un[u] & bv) && (out[u] & nu) == (out[v] & nv) && (in[u] & nu) == (in[v] & nv) &&
                            (un[u] & nu) == (un[v] & nv);
                }
            if (twins)
                break;
            c->quick_was_nauty = 1;
            return canon_oriented(c, pos, perm, inv);
        }
    }
    c->quick_was_nauty = 0;
    uint64_t key[BOARD_MAXN];   /* by colour, by insertion (as canon_quick) */
    for (int v = 0; v < n; v++) {
        uint64_t kv = col[v];
        int k = v;
        for (; k > 0 && key[k - 1] > kv; k--) {
            key[k] = key[k - 1];
            perm[k] = perm[k - 1];
        }
        key[k] = kv;
        perm[k] = (uint8_t)v;
    }
    for (int k = 0; k < n; k++)
        inv[perm[k]] = (uint8_t)k;
    return canon_apply_oriented(b, pos, inv);
}
