/* tt.h: transposition table of solved canonical positions.
 *
 * Keys are canonical positions (two pair masks of at most 45 bits) with the
 * side to move in bit 45 of the Maker mask (search.c). Each entry
 * records who wins with the player to move, the winner's move in the
 * canonical labelling (if known) and the log2 of the work the proof took,
 * which decides what is replaced when a bucket is full.
 */
#ifndef POSPROOF_TT_H
#define POSPROOF_TT_H

#include "board.h"

#include <stdatomic.h>
#include <stddef.h>

#define TT_NOMOVE 63

typedef struct tt_entry {
    uint64_t a;   /* maker mask | meta in bits 50..63 */
    uint64_t b;   /* breaker mask */
} tt_entry;

#define TT_LOCKS 4096

/* Safe for concurrent use when locked: each bucket is guarded by one of
 * TT_LOCKS spinlocks (chosen by bucket index). */
typedef struct tt {
    tt_entry *slot;
    void *map;           /* large tables: the mapping slot lies in, or NULL */
    size_t map_bytes;
    size_t buckets;      /* power of two; 4 entries a bucket */
    int locked;          /* take the stripe locks (more than one thread) */
    atomic_flag lock[TT_LOCKS];
} tt;

/* Allocates a table of at most max_bytes (rounded down to a power of two of
 * buckets, at least one bucket); locked: for use by several threads.
 * Returns 0, or -1 if out of memory. */
int tt_init(tt *t, size_t max_bytes, int locked);
void tt_free(tt *t);

/* Looks up canonical position k. Returns 1 and sets *maker_wins and *move
 * (canonical pair or TT_NOMOVE) if present, else 0. */
int tt_probe(tt *t, position k, int *maker_wins, int *move);

/* Records canonical position k. work is the number of nodes its proof took. */
void tt_store(tt *t, position k, int maker_wins, int move, unsigned long work);

#endif
