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
    int inv[BOARD_MAXN];            /* board vertex perm[a] is a */
    uint64_t bits[2] = { 0, 0 };    /* pair p's state at bit 2p of 128 */
    for (int a = 0; a < b->n; a++)
        inv[perm[a]] = a;
    for (int s = MAKER; s <= BREAKER; s++)
        for (uint64_t e = s == MAKER ? x->mk : x->bk; e; e &= e - 1) {
            int q = __builtin_ctzll(e);
            int p = b->idx[inv[b->lo[q]]][inv[b->hi[q]]];
            bits[p >> 5] |= (uint64_t)s << (2 * (p & 31));
        }
    for (int i = 0; i < b->keylen; i++)   /* byte p/4, bits 2(p mod 4) */
        key[i] = (uint8_t)(bits[i / 8] >> (8 * (i % 8)));
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
    for (uint64_t e = x->mk; e; e &= e - 1) {
        int p = __builtin_ctzll(e);
        ADDONEEDGE(g, b->lo[p], b->hi[p], m);
    }
    for (uint64_t e = x->bk; e; e &= e - 1) {
        int p = __builtin_ctzll(e);
        ADDONEEDGE(g, n + b->lo[p], n + b->hi[p], m);
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

static uint64_t mix(uint64_t h)        /* splitmix64's finaliser */
{
    h = (h ^ h >> 30) * 0xbf58476d1ce4e5b9u;
    h = (h ^ h >> 27) * 0x94d049bb133111ebu;
    return h ^ h >> 31;
}

int key_quick(const key_ctx_t *k, const pos_t *x, uint8_t key[BOARD_MAXKEY])
{
    const board_t *b = k->b;
    int n = b->n, order[BOARD_MAXN], discrete = 1;
    uint16_t mk[BOARD_MAXN], bk[BOARD_MAXN];
    uint64_t col[BOARD_MAXN], next[BOARD_MAXN], sortkey[BOARD_MAXN];
    board_adj(b, x->mk, mk);
    board_adj(b, x->bk, bk);
    unsigned fixed = k->fixed01 ? 3 : 0;
    uint64_t hm[BOARD_MAXN], hb[BOARD_MAXN];
    for (int v = 0; v < n; v++) {    /* refinement step 1, exact: cell and */
        col[v] = (uint64_t)(fixed >> v & 1)            /* the neighbours */
                 | (uint64_t)__builtin_popcount(mk[v]) << 1   /* in each */
                 | (uint64_t)__builtin_popcount(bk[v]) << 5   /* cell */
                 | (uint64_t)__builtin_popcount(mk[v] & fixed) << 9
                 | (uint64_t)__builtin_popcount(bk[v] & fixed) << 11;
        hm[v] = mix(col[v] << 1);
        hb[v] = mix(col[v] << 1 | 1);
    }
    for (int v = 0; v < n; v++) {    /* step 2: colour and the multisets of */
        next[v] = mix(col[v] | 1u << 13);  /* colours of its Maker and */
        for (unsigned a = mk[v]; a; a &= a - 1)      /* Breaker neighbours */
            next[v] += hm[__builtin_ctz(a)];
        for (unsigned a = bk[v]; a; a &= a - 1)
            next[v] += hb[__builtin_ctz(a)];
    }
    memcpy(col, next, sizeof col);
    for (int i = 0; i < n; i++) {  /* insertion sort by (cell, colour) */
        uint64_t c = (col[i] >> 1) | (uint64_t)!(k->fixed01 && i < 2) << 63;
        int j = i;
        for (; j > 0 && sortkey[j - 1] > c; j--) {
            sortkey[j] = sortkey[j - 1];
            order[j] = order[j - 1];
        }
        sortkey[j] = c;
        order[j] = i;
    }
    for (int i = 1; i < n; i++)
        discrete &= sortkey[i - 1] != sortkey[i];
    key_pack(b, x, order, key);
    return discrete;
}

void key_release(void)
{
    nauty_freedyn();
    nautil_freedyn();
    naugraph_freedyn();
}
