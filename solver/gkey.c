/* gkey.c: layered-v2 and oriented-v2 keys (certs/FORMAT.md 5.6, 5.7). */
#include "gkey.h"

#include <assert.h>
#include <nauty.h>
#include <nautinv.h>
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

void gkey_make(const game *g, const gpos *p, gkey *k)
{
    int n = g->n, nn = 2 * n, subh = g->family == FAM_SUBH;
    assert(n >= 2 && n <= GR_MAXN && (p->mover == 0 || p->mover == 1));
    assert(p->mover + 2 * p->done < 256);   /* the turn byte */
    assert(!(p->s1 & p->s2) && !((p->s1 | p->s2) & ~g->all));
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
            if (subh) {
                if (s == 1)
                    ADDONEARC(lg, i, j, 1);
                else if (s == 2)
                    ADDONEARC(lg, j, i, 1);
                else if (s == 0)
                    ADDONEEDGE(lg, n + i, n + j, 1);
                continue;
            }
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
    if (subh) {
        DEFAULTOPTIONS_DIGRAPH(opt);
        opt.getcanon = TRUE;
        opt.defaultptn = FALSE;
        densenauty(lg, lab, ptn, orbits, &opt, &stats, 1, nn, canong);
    } else {
        DEFAULTOPTIONS_GRAPH(opt);
        opt.getcanon = TRUE;
        opt.defaultptn = FALSE;
        densenauty(lg, lab, ptn, orbits, &opt, &stats, 1, nn, canong);
    }
    for (int c = 0; c < n; c++) {
        k->lab[c] = (uint8_t)lab[c];
        k->inv[lab[c]] = (uint8_t)c;
    }
    k->len = gkey_len(g);
    assert(k->len >= 2 && k->len <= GKEY_MAX);
    memset(k->bytes, 0, sizeof k->bytes);
    int q = 0;
    for (int b = 1; b < n; b++)
        for (int a = 0; a < b; a++, q++) {
            int u = k->lab[a], v = k->lab[b];
            int s = u < v ? pair_state(g, p, u, v) : pair_state(g, p, v, u);
            if (subh && u > v && s)
                s = 3 - s;   /* oriented u -> v is state 1 in canonical terms */
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
