/* key.c - canonical keys (FORMAT.md 5: layered-3state-v1, layered-v2,
 * oriented-v2, offer-v2) and the spelling of positions (3.4).
 *
 * nauty is an oracle, not a trusted part: key_make asks it for a
 * labelling, checks that lab[0..n-1] is a permutation of the board's
 * vertices (one that maps {0, 1} onto itself where P is fhp), and applies
 * it to the position itself.  The key is therefore always a position
 * isomorphic to the given one, whatever nauty returns (5.3).  nauty is
 * built with MAXN (static arrays): it holds no memory to release.
 */
#include <string.h>

#include <nauty.h>
#include <nautinv.h>

#include "core.h"

int key_length(const header_t *h) {
    return h->b.L + (h->key != K_V1);
}

/* Canonical pair {a, b} gets the state of board pair {perm[a], perm[b]}
 * (5.4), state 3 off the board (5.6); in oriented-v2 the arc perm[a] ->
 * perm[b] is state 1 when a < b (5.7); in offer-v2 its class, 3 offered
 * and 2 off the board (5.8).  Two bits a pair, pair p in byte p / 4 at
 * bit 2(p mod 4); then the turn byte p + 2d (5.6). */
void key_pack(const header_t *h, const pos_t *x, const int perm[], uint8_t key[KEYMAX]) {
    const board_t *b = &h->b;
    int inv[NMAX];
    int classes = h->key == K_OFF && perm != NULL;
    set_t sets[3] = { x->s1 | x->o, x->s2 | x->o | (classes ? b->off : 0), classes ? 0 : b->off };
    memset(key, 0, KEYMAX);
    for (int a = 0; a < b->n; a++) inv[perm == NULL ? a : perm[a]] = a;
    for (int s = 1; s <= 3; s++) {
        for (set_t e = sets[s - 1]; e != 0; e &= e - 1) {
            int q = lowest(e);
            int i = inv[b->lo[q]];
            int j = inv[b->hi[q]];
            int p = b->idx[i][j];
            int state = h->key == K_OR && i > j ? 3 - s : s;   /* the arc turns round */
            key[p / 4] |= (uint8_t)(state << 2 * (p % 4));
        }
    }
    key[b->L] = (uint8_t)(x->p + 2 * x->d);
}

/* FORMAT.md 5.1, 5.6: the layered graph, 5.8: of the classes; 5.7: the
 * digraph D. */
static void layered(const header_t *h, const pos_t *x, graph *g, int m) {
    const board_t *b = &h->b;
    int n = b->n;
    EMPTYGRAPH(g, m, 2 * n);
    for (int v = 0; v < n; v++) {
        ADDONEARC(g, v, n + v, m);
        ADDONEARC(g, n + v, v, m);
    }
    for (int q = 0; q < b->m; q++) {
        int i = b->lo[q];
        int j = b->hi[q], state = h->key == K_OFF ? 2 : 3;
        if (b->all >> q & 1)
            state = (int)(x->s1 >> q & 1) + 2 * (int)(x->s2 >> q & 1) + 3 * (int)(x->o >> q & 1);
        if (h->key == K_OR && state == 1) ADDONEARC(g, i, j, m);
        if (h->key == K_OR && state == 2) ADDONEARC(g, j, i, m);
        if (h->key == K_OR && state == 0) {
            ADDONEARC(g, n + i, n + j, m);
            ADDONEARC(g, n + j, n + i, m);
        }
        if (h->key != K_OR && (state & 1)) ADDONEEDGE(g, i, j, m);
        if (h->key != K_OR && (state & 2)) ADDONEEDGE(g, n + i, n + j, m);
    }
}

/* FORMAT.md 5.2, 5.3, 5.7: densenauty with the partition (0..n-1)
 * (n..2n-1), or (0,1)(2..n-1)(n,n+1)(n+2..2n-1) for fhp; then the checks
 * of 5.3 on lab, and the key of 5.4, 5.6, 5.7 made from lab. */
int key_make(const header_t *h, const pos_t *x, uint8_t key[KEYMAX], int lab[NMAX]) {
    int n = h->b.n;
    int nn = 2 * n;
    int m = SETWORDSNEEDED(2 * n);
    graph g[MAXN * MAXM];
    graph canong[MAXN * MAXM];
    int nlab[MAXN], ptn[MAXN], orbits[MAXN];
    statsblk stats;
    DEFAULTOPTIONS_GRAPH(og);
    DEFAULTOPTIONS_DIGRAPH(od);
    optionblk *opt = h->key == K_OR ? &od : &og;
    opt->getcanon = TRUE;
    opt->defaultptn = FALSE;
    layered(h, x, g, m);
    for (int v = 0; v < nn; v++) {
        nlab[v] = v;
        ptn[v] = 1;
    }
    ptn[n - 1] = 0;
    ptn[nn - 1] = 0;
    if (h->fixed01) {
        ptn[1] = 0;
        ptn[n + 1] = 0;
    }
    densenauty(g, nlab, ptn, orbits, opt, &stats, m, nn, canong);
    unsigned seen = 0;
    for (int c = 0; c < n; c++) {
        if (nlab[c] < 0 || nlab[c] >= n || (seen >> nlab[c] & 1)) return -1;
        if (h->fixed01 && c < 2 && nlab[c] > 1) return -1;
        seen |= 1u << nlab[c];
        lab[c] = nlab[c];
    }
    key_pack(h, x, lab, key);
    return 0;
}
