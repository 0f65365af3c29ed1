/* board.h: vertices, pairs and positions of a game played on the edges of K_n.
 *
 * Pairs {i,j}, i<j, are numbered colexicographically: pair(i,j) = j(j-1)/2 + i
 * (certs/FORMAT.md section 3). A set of pairs is a mask, bit p = pair p: 64
 * bits in the ordinary build (n <= 11: 55 pairs), 128 bits in the wide
 * build, compiled with -DPOSPROOF_WIDE (n <= 16: 120 pairs), as nauty builds
 * its programs for each word size. The wide build costs the ordinary games
 * 14% more instructions (FHP7 Maker first, callgrind; BENCHMARKS.md), so
 * the ordinary build hands larger boards to it (main.c).
 * A position is two disjoint masks: Maker's pairs and Breaker's pairs.
 */
#ifndef POSPROOF_BOARD_H
#define POSPROOF_BOARD_H

#include "graphs.h"

#include <stdint.h>

#ifdef POSPROOF_WIDE   /* BOARD_MAXN, limits.h: 16 */
typedef unsigned __int128 pairset;   /* bit p set = pair p in the set */
#else                  /* BOARD_MAXN 11 */
typedef uint64_t pairset;
#endif
#define BOARD_MAXM (BOARD_MAXN * (BOARD_MAXN - 1) / 2)   /* 55 or 120: bits above are free */

typedef struct board {
    int n;                          /* vertices */
    int m;                          /* pairs of K_n, n(n-1)/2 */
    pairset all;                    /* the board pairs (all m pairs for K_n) */
    pairset off;                    /* the other pairs (FORMAT.md 5.6: state 3) */
    uint8_t pi[BOARD_MAXM], pj[BOARD_MAXM];   /* endpoints of pair p, pi < pj */
    uint8_t pair[BOARD_MAXN][BOARD_MAXN];     /* pair number of {i,j}, any order */
    pairset at[BOARD_MAXN];         /* board pairs incident to vertex v */
} board;

typedef struct position {
    pairset maker;
    pairset breaker;
} position;

/* Fills b for K_n, or, if adj is not NULL, for the board whose pairs are
 * the edges of the graph adj on n vertices. Returns 0, or -1 if n is
 * outside 2..BOARD_MAXN. */
int board_init(board *b, int n, const vset *adj);

/* Adjacency of the graph with edge set s: adj[v] = neighbours of v. */
void board_adjacency(const board *b, pairset s, vset adj[BOARD_MAXN]);

/* The inverse: the pairs {v, w} with w in adj[v] (adj symmetric). */
pairset board_pairs(const board *b, const vset adj[BOARD_MAXN]);

/* Degree of every vertex in edge set s. */
void board_degrees(const board *b, pairset s, int deg[BOARD_MAXN]);

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

#ifdef POSPROOF_WIDE
static inline int board_popcount(pairset s)
{
    return __builtin_popcountll((uint64_t)s) + __builtin_popcountll((uint64_t)(s >> 64));
}

/* The smallest pair of the non-empty set s. */
static inline int board_first(pairset s)
{
    uint64_t lo = (uint64_t)s;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(s >> 64));
}

/* The high 64 bits of s. */
static inline uint64_t board_high(pairset s) { return (uint64_t)(s >> 64); }

/* for (each pair p of set, in increasing order): one 64-bit half at a time,
 * cheaper than 128-bit arithmetic; set is read twice; no break. */
#define BOARD_EACH(p, set)                                                    \
    for (int h_ = 0, hn_ = ((set) >> 64) != 0 ? 2 : 1; h_ < hn_; h_++)        \
        for (uint64_t w_ = (uint64_t)((set) >> (64 * h_)); w_; w_ &= w_ - 1) \
            if (((p) = 64 * h_ + __builtin_ctzll(w_)), 1)

/* A pair set built one bit at a time, in two 64-bit halves. */
typedef struct board_builder {
    uint64_t w[2];
} board_builder;
static inline void board_builder_add(board_builder *b, int p) { b->w[p >> 6] |= (uint64_t)1 << (p & 63); }
static inline pairset board_builder_set(const board_builder *b) { return (pairset)b->w[1] << 64 | b->w[0]; }
#else
static inline int board_popcount(pairset s) { return __builtin_popcountll(s); }
static inline int board_first(pairset s) { return __builtin_ctzll(s); }
static inline uint64_t board_high(pairset s) { (void)s; return 0; }
#define BOARD_EACH(p, set) for (pairset w_ = (set); w_ && (((p) = __builtin_ctzll(w_)), 1); w_ &= w_ - 1)
typedef struct board_builder {
    pairset w;
} board_builder;
static inline void board_builder_add(board_builder *b, int p) { b->w |= (pairset)1 << p; }
static inline pairset board_builder_set(const board_builder *b) { return b->w; }
#endif
#define BOARD_BUILDER_EMPTY {0}

/* A 64-bit hash of a pair set. */
static inline uint64_t board_hash(pairset s) { return board_mix((uint64_t)s ^ board_high(s) * 0xc2b2ae3d27d4eb4fULL); }

/* A 64-bit hash of a position. */
static inline uint64_t board_hash_position(position p)
{
    uint64_t m = (uint64_t)p.maker ^ board_high(p.maker) * 0xc2b2ae3d27d4eb4fULL;
    uint64_t b = (uint64_t)p.breaker ^ board_high(p.breaker) * 0xc2b2ae3d27d4eb4fULL;
    return board_mix(m * 0x9E3779B97F4A7C15ULL ^ board_mix(b));
}

/* A total order of positions (Maker's pairs first): -1, 0 or 1. */
static inline int board_position_cmp(position a, position b)
{
    if (a.maker != b.maker)
        return a.maker < b.maker ? -1 : 1;
    return a.breaker == b.breaker ? 0 : a.breaker < b.breaker ? -1 : 1;
}

#endif
