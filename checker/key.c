/* key.c - canonical keys (FORMAT.md 5: layered-3state-v1, layered-v2 and
 * oriented-v2).
 *
 * nauty is an oracle here, not a trusted part: key_make asks it for a
 * labelling, checks that the labelling is a permutation of the board
 * vertices (fixing the set {0,1} where the game distinguishes it), and
 * applies it to the position itself.  The key is therefore always a
 * position isomorphic to the given one, whatever nauty returns.
 */
#include "checker.h"

#include <nauty.h>
#include <nautinv.h>

void key_init(const header_t *h)
{
    nauty_check(WORDSIZE, SETWORDSNEEDED(2 * h->b.n), 2 * h->b.n,
                NAUTYVERSIONID);
}

/* The position in which canonical pair {a, b} has the state of board pair
 * {perm[a], perm[b]}: two bits a pair (5.4), state 3 for pairs off the
 * board; for oriented-v2 an orientation from perm[a] to perm[b] is state 1
 * when a < b.  Then the turn byte p + 2d (5.6). */
void key_pack(const header_t *h, const pos_t *x, const int perm[],
              uint8_t *key)
{
    const board_t *b = &h->b;
    int inv[NMAX];                  /* board vertex perm[a] is a */
    uint64_t bits[4] = { 0, 0, 0, 0 };  /* pair p's state at bit 2p */
    set_t sets[3] = { x->s1, x->s2, b->off };
    int flip = h->key == K_OR ? 3 : 0, q;
    for (int a = 0; a < b->n; a++)
        inv[perm ? perm[a] : a] = a;
    assert(b->n <= NMAX && x->p >= 0 && x->p <= 1 && x->d >= 0 && x->d <= 127);
    for (uint64_t s = 1; s <= 3; s++)
        EACH(q, sets[s - 1]) {
            int i = inv[b->lo[q]], j = inv[b->hi[q]], p = b->idx[i][j];
            bits[p >> 5] |= (s ^ (i > j ? flip : 0)) << (2 * (p & 31));
        }
    for (int i = 0; i < b->L; i++)   /* byte p/4, bits 2(p mod 4) */
        key[i] = (uint8_t)(bits[i / 8] >> (8 * (i % 8)));
    key[b->L] = (uint8_t)(x->p + 2 * x->d);
}

/* nauty's labelling of the layered graph (5.1, 5.6) or digraph (5.7). */
int key_make(const header_t *h, const pos_t *x, uint8_t *key, int out[])
{
    const board_t *b = &h->b;
    int n = b->n, nn = 2 * n, m = SETWORDSNEEDED(2 * n), or = h->key == K_OR;
    graph g[MAXN * MAXM], canong[MAXN * MAXM];
    int lab[MAXN], ptn[MAXN], orbits[MAXN];
    statsblk stats;
    DEFAULTOPTIONS_GRAPH(og);
    DEFAULTOPTIONS_DIGRAPH(od);
    optionblk *opt = or ? &od : &og;
    opt->getcanon = TRUE;
    opt->defaultptn = FALSE;

    EMPTYGRAPH(g, m, nn);
    for (int v = 0; v < n; v++)
        ADDONEEDGE(g, v, n + v, m);
    /* layered: layer 0 the pairs of state 1 or 3, layer 1 of 2 or 3;
     * oriented: the arcs lo -> hi (state 1) and hi -> lo (state 2), and
     * in layer 1 both arcs of each unoriented pair */
    set_t sets[3] = { x->s1 | b->off, x->s2 | b->off,   /* off: 0 for subh */
                      or ? b->all & ~(x->s1 | x->s2) : 0 };
    for (int k = 0, p; k < 3; k++)
        EACH(p, sets[k]) {
            int o = (or ? k == 2 : k == 1) ? n : 0;
            int i = o + b->lo[p], j = o + b->hi[p];
            if (!or || k != 1)
                ADDONEARC(g, i, j, m);
            if (!or || k != 0)
                ADDONEARC(g, j, i, m);
        }
    /* 5.2: cells (0..n-1)(n..2n-1), or for fhp (0,1)(2..n-1)(n,n+1)(n+2..) */
    for (int v = 0; v < nn; v++) {
        lab[v] = v;
        ptn[v] = 1;
    }
    ptn[n - 1] = ptn[nn - 1] = 0;
    if (h->fixed01)
        ptn[1] = ptn[n + 1] = 0;
    densenauty(g, lab, ptn, orbits, opt, &stats, m, nn, canong);

    /* Trust nothing: lab[0..n-1] must permute the board vertices. */
    unsigned seen = 0;
    for (int c = 0; c < n; c++) {
        if (lab[c] < 0 || lab[c] >= n || (seen >> lab[c] & 1) ||
            (h->fixed01 && c < 2 && lab[c] > 1))
            return -1;
        seen |= 1u << lab[c];
        out[c] = lab[c];
    }
    key_pack(h, x, out, key);
    return 0;
}
