/* board.h - the board K_n: vertices, pair numbering and positions.
 *
 * FORMAT.md section 3: vertices 0..n-1, pairs {i,j} (i < j) numbered
 * colexicographically, pair(i,j) = j(j-1)/2 + i.  A position is two bit
 * masks over pair numbers: the pairs claimed by Maker and by Breaker.
 * A pair in neither mask is free.
 */
#ifndef BOARD_H
#define BOARD_H

#include <stdint.h>

#define BOARD_MAXN 10                 /* largest n of format version 1 */
#define BOARD_MAXM 45                 /* m = n(n-1)/2 for n = 10 */
#define BOARD_MAXKEY 12               /* key bytes L = ceil(m/4) */

enum { MAKER = 1, BREAKER = 2 };      /* also the pair states of section 3 */

typedef struct {
    int n, m, keylen;                 /* vertices, pairs, key bytes L */
    int lo[BOARD_MAXM], hi[BOARD_MAXM];            /* pair p = {lo[p], hi[p]} */
    int idx[BOARD_MAXN][BOARD_MAXN];  /* idx[i][j] = pair number, i != j */
} board_t;

typedef struct {
    uint64_t mk, bk;                  /* pairs claimed by Maker / Breaker */
} pos_t;

/* Fills b for K_n; 2 <= n <= BOARD_MAXN (the caller checks). */
void board_init(board_t *b, int n);

/* Mask of all pairs of the board. */
uint64_t board_all(const board_t *b);

/* adj[v] = bit set of the neighbours of v in the graph with edge set
 * 'edges' (a pair mask). */
void board_adj(const board_t *b, uint64_t edges, uint16_t adj[BOARD_MAXN]);

/* "Maker" or "Breaker" for MAKER / BREAKER. */
const char *board_player(int who);

#endif
