/* gkey.c: layered-v2 and oriented-v2 keys (certs/FORMAT.md 5.6, 5.7); the
 * oriented-v2 labelling is canon.c's (canon_init_oriented), shared with the
 * fast engine. */
#include "gkey.h"
#include "canon.h"

#include <assert.h>
#include <nauty.h>
#include <string.h>

int gkey_len(const game *g) { return (g->n * (g->n - 1) / 2 + 3) / 4 + 1; }

const char *gkey_name(const game *g) { return g->family == FAM_SUBH ? "oriented-v2" : "layered-v2"; }

/* State 0..3 of board pair {i,j} (3: not a board pair). */
static int pair_state(const game *g, const gpos *p, int i, int j)
{
    int e = g->edge[i][j];
    if (e < 0)
        return 3;
    return (p->s1 >> e & 1) ? 1 : (p->s2 >> e & 1) ? 2 : 0;
}

/* oriented-v2 (FORMAT.md 5.7) by canon.c: board K_n, whose pairs are the
 * game's edges in the same order (game_board numbers K_n's edges
 * colexicographically, as board.h its pairs). */
static void oriented_key(const game *g, const gpos *p, gkey *k)
{
    board b;
    canon c;
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    assert(g->complete && g->n >= 2 && g->n <= BOARD_MAXN);
    board_init(&b, g->n, NULL);
    assert(b.m == g->m);
    canon_init_oriented(&c, &b);
    position pos = {(pairset)p->s1, (pairset)p->s2};
    int len = canon_key_bytes(&b, canon_position(&c, pos, perm, inv), k->bytes);
    for (int v = 0; v < g->n; v++) {
        k->lab[v] = perm[v];
        k->inv[v] = inv[v];
    }
    k->len = gkey_len(g);
    assert(len + 1 == k->len);
    k->bytes[len] = (uint8_t)(p->mover + 2 * p->done);
}

void gkey_make(const game *g, const gpos *p, gkey *k)
{
    int n = g->n, nn = 2 * n;
    assert(n >= 2 && n <= GR_MAXN && (p->mover == 0 || p->mover == 1));
    assert(p->mover + 2 * p->done < 256);   /* the turn byte */
    assert(!(p->s1 & p->s2) && !((p->s1 | p->s2) & ~g->all));
    memset(k->bytes, 0, sizeof k->bytes);
    if (g->family == FAM_SUBH) {
        oriented_key(g, p, k);
        return;
    }
    graph lg[2 * GR_MAXN], canong[2 * GR_MAXN];
    int lab[2 * GR_MAXN], ptn[2 * GR_MAXN], orbits[2 * GR_MAXN];
    statsblk stats;
    memset(lg, 0, sizeof lg);
    for (int v = 0; v < n; v++) {
        ADDONEARC(lg, v, n + v, 1);
        ADDONEARC(lg, n + v, v, 1);
    }
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++) {
            int s = pair_state(g, p, i, j);
            if (s & 1)
                ADDONEEDGE(lg, i, j, 1);
            if (s & 2)
                ADDONEEDGE(lg, n + i, n + j, 1);
        }
    for (int v = 0; v < nn; v++) {
        lab[v] = v;
        ptn[v] = 1;
    }
    ptn[n - 1] = ptn[nn - 1] = 0;
    if (g->nfixed == 2 && n > 2)
        ptn[1] = ptn[n + 1] = 0;
    DEFAULTOPTIONS_GRAPH(opt);
    opt.getcanon = TRUE;
    opt.defaultptn = FALSE;
    densenauty(lg, lab, ptn, orbits, &opt, &stats, 1, nn, canong);
    for (int c = 0; c < n; c++) {
        k->lab[c] = (uint8_t)lab[c];
        k->inv[lab[c]] = (uint8_t)c;
    }
    k->len = gkey_len(g);
    assert(k->len >= 2 && k->len <= GKEY_MAX);
    int q = 0;
    for (int b = 1; b < n; b++)
        for (int a = 0; a < b; a++, q++) {
            int u = k->lab[a], v = k->lab[b];
            int s = u < v ? pair_state(g, p, u, v) : pair_state(g, p, v, u);
            k->bytes[q / 4] |= (uint8_t)(s << (2 * (q % 4)));
        }
    k->bytes[k->len - 1] = (uint8_t)(p->mover + 2 * p->done);
}

uint8_t gkey_move(const game *g, const gkey *k, uint8_t mv)
{
    if (mv == MOVE_STOP)
        return MOVE_STOP;
    int e = MOVE_EDGE(mv), tail = g->eu[e], head = g->ev[e];
    assert(e < g->m && (MOVE_STATE(mv) == 1 || MOVE_STATE(mv) == 2));
    if (MOVE_STATE(mv) == 2) {
        tail = g->ev[e];
        head = g->eu[e];
    }
    int a = k->inv[tail], b = k->inv[head];
    int lo = a < b ? a : b, hi = a < b ? b : a;
    int q = hi * (hi - 1) / 2 + lo;
    assert(lo < hi && hi < g->n && q < 120);       /* a pair of K_16 */
    if (g->family == FAM_SUBH && a > b)
        q += 128;
    return (uint8_t)q;
}
