/* board.c - pair numbering and small helpers on positions. */
#include "board.h"

void board_init(board_t *b, int n)
{
    b->n = n;
    b->m = n * (n - 1) / 2;
    b->keylen = (b->m + 3) / 4;
    for (int j = 0; j < n; j++) {
        b->idx[j][j] = -1;
        for (int i = 0; i < j; i++) {
            int p = j * (j - 1) / 2 + i;
            b->lo[p] = i;
            b->hi[p] = j;
            b->idx[i][j] = b->idx[j][i] = p;
        }
    }
}

uint64_t board_all(const board_t *b)
{
    return b->m == 64 ? ~(uint64_t)0 : ((uint64_t)1 << b->m) - 1;
}

void board_adj(const board_t *b, uint64_t edges, uint16_t adj[BOARD_MAXN])
{
    for (int v = 0; v < BOARD_MAXN; v++)
        adj[v] = 0;
    for (edges &= board_all(b); edges; edges &= edges - 1) {
        int p = __builtin_ctzll(edges);
        adj[b->lo[p]] |= (uint16_t)(1u << b->hi[p]);
        adj[b->hi[p]] |= (uint16_t)(1u << b->lo[p]);
    }
}

const char *board_player(int who)
{
    return who == MAKER ? "Maker" : "Breaker";
}
