/* board.c: pair numbering and adjacency for K_n. */
#include "board.h"

#include <assert.h>
#include <string.h>

int board_init(board *b, int n, const vset *adj)
{
    if (n < 2 || n > BOARD_MAXN)
        return -1;
    memset(b, 0, sizeof *b);
    b->n = n;
    b->m = n * (n - 1) / 2;
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++) {
            int p = j * (j - 1) / 2 + i;
            b->pi[p] = (uint8_t)i;
            b->pj[p] = (uint8_t)j;
            b->pair[i][j] = b->pair[j][i] = (uint8_t)p;
            if (adj && !(adj[i] >> j & 1)) {
                b->off |= (pairset)1 << p;
                continue;
            }
            b->all |= (pairset)1 << p;
            b->at[i] |= (pairset)1 << p;
            b->at[j] |= (pairset)1 << p;
        }
    return 0;
}

void board_adjacency(const board *b, pairset s, vset adj[BOARD_MAXN])
{
    assert((s & ~(b->all | b->off)) == 0);          /* pairs of K_n only */
    for (int v = 0; v < b->n; v++)
        adj[v] = 0;
    int p;
    BOARD_EACH(p, s) {
        adj[b->pi[p]] |= (vset)(1u << b->pj[p]);
        adj[b->pj[p]] |= (vset)(1u << b->pi[p]);
    }
}

pairset board_pairs(const board *b, const vset adj[BOARD_MAXN])
{
    board_builder s = BOARD_BUILDER_EMPTY;
    assert(b->n >= 2 && b->n <= BOARD_MAXN);
    for (int v = 0; v < b->n; v++)
        for (vset up = adj[v] & (vset) ~((2u << v) - 1); up; up &= (vset)(up - 1))
            board_builder_add(&s, b->pair[v][__builtin_ctz(up)]);
    return board_builder_set(&s);
}

void board_degrees(const board *b, pairset s, int deg[BOARD_MAXN])
{
    assert((s & ~(b->all | b->off)) == 0);
    for (int v = 0; v < b->n; v++)
        deg[v] = board_popcount(s & b->at[v]);
}
