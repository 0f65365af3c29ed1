/* key.c - the layered graph, nauty's labelling, and the key bytes. */
#include "key.h"

#include <string.h>
#include <nauty.h>

void key_init(key_ctx_t *k, const board_t *b, int fixed01)
{
    k->b = b;
    k->fixed01 = fixed01;
    for (int v = 0; v < BOARD_MAXN; v++)
        k->lab[v] = v;
    nauty_check(WORDSIZE, SETWORDSNEEDED(2 * b->n), 2 * b->n, NAUTYVERSIONID);
}

void key_pack(const board_t *b, const pos_t *x, const int perm[],
              uint8_t key[BOARD_MAXKEY])
{
    memset(key, 0, (size_t)b->keylen);
    for (int p = 0; p < b->m; p++) {
        int s = board_state(x, b->idx[perm[b->lo[p]]][perm[b->hi[p]]]);
        key[p / 4] |= (uint8_t)(s << (2 * (p % 4)));
    }
}

int key_make(key_ctx_t *k, const pos_t *x, uint8_t key[BOARD_MAXKEY])
{
    const board_t *b = k->b;
    int n = b->n, nn = 2 * n, m = SETWORDSNEEDED(2 * b->n);
    graph g[MAXN * MAXM], canong[MAXN * MAXM];
    int lab[MAXN], ptn[MAXN], orbits[MAXN];
    statsblk stats;
    DEFAULTOPTIONS_GRAPH(options);
    options.getcanon = TRUE;
    options.defaultptn = FALSE;

    /* 5.1: layer 0 = Maker's graph, layer 1 = Breaker's graph, rungs v--n+v */
    EMPTYGRAPH(g, m, nn);
    for (int v = 0; v < n; v++)
        ADDONEEDGE(g, v, n + v, m);
    for (int p = 0; p < b->m; p++) {
        int s = board_state(x, p);
        if (s == MAKER) {
            ADDONEEDGE(g, b->lo[p], b->hi[p], m);
        } else if (s == BREAKER) {
            ADDONEEDGE(g, n + b->lo[p], n + b->hi[p], m);
        }
    }
    /* 5.2: cells (0..n-1)(n..2n-1), or for fhp (0,1)(2..n-1)(n,n+1)(n+2..) */
    for (int v = 0; v < nn; v++) {
        lab[v] = v;
        ptn[v] = 1;
    }
    ptn[n - 1] = ptn[nn - 1] = 0;
    if (k->fixed01)
        ptn[1] = ptn[n + 1] = 0;
    densenauty(g, lab, ptn, orbits, &options, &stats, m, nn, canong);

    /* Trust nothing: lab[0..n-1] must permute the board vertices. */
    unsigned seen = 0;
    for (int c = 0; c < n; c++) {
        if (lab[c] < 0 || lab[c] >= n || (seen >> lab[c] & 1))
            return -1;
        if (k->fixed01 && c < 2 && lab[c] > 1)
            return -1;
        seen |= 1u << lab[c];
    }
    for (int c = 0; c < n; c++)
        k->lab[c] = lab[c];
    key_pack(b, x, k->lab, key);
    return 0;
}

void key_release(void)
{
    nauty_freedyn();
    nautil_freedyn();
    naugraph_freedyn();
}
