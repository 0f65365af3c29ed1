/* board.h: vertices, pairs and positions of a game played on the edges of K_n.
 *
 * Pairs {i,j}, i<j, are numbered colexicographically: pair(i,j) = j(j-1)/2 + i
 * (certs/FORMAT.md section 3). A set of pairs is a 64-bit mask, bit p = pair p.
 * A position is two disjoint masks: Maker's pairs and Breaker's pairs.
 */
#ifndef POSPROOF_BOARD_H
#define POSPROOF_BOARD_H

#include <stdint.h>

#define BOARD_MAXN 10
#define BOARD_MAXM 45

typedef uint64_t pairset;   /* bit p set = pair p in the set */
typedef uint16_t vset;      /* bit v set = vertex v in the set */

typedef struct board {
    int n;                          /* vertices */
    int m;                          /* pairs, n(n-1)/2 */
    pairset all;                    /* mask of all m pairs */
    uint8_t pi[BOARD_MAXM], pj[BOARD_MAXM];   /* endpoints of pair p, pi < pj */
    uint8_t pair[BOARD_MAXN][BOARD_MAXN];     /* pair number of {i,j}, any order */
    pairset at[BOARD_MAXN];         /* pairs incident to vertex v */
} board;

typedef struct position {
    pairset maker;
    pairset breaker;
} position;

/* Fills b for K_n. Returns 0, or -1 if n is outside 2..BOARD_MAXN. */
int board_init(board *b, int n);

/* Adjacency of the graph with edge set s: adj[v] = neighbours of v. */
void board_adjacency(const board *b, pairset s, vset adj[BOARD_MAXN]);

/* The inverse: the pairs {v, w} with w in adj[v] (adj symmetric). */
pairset board_pairs(const board *b, const vset adj[BOARD_MAXN]);

/* Degree of every vertex in edge set s. */
void board_degrees(const board *b, pairset s, int deg[BOARD_MAXN]);

static inline int board_popcount(pairset s) { return __builtin_popcountll(s); }

/* A 64-bit mixing function (MurmurHash3's finaliser), for hash tables and
 * the colour refinement of canon.c. */
static inline uint64_t board_mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

#endif
