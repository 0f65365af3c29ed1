/* tt.h: transposition table of solved canonical positions.
 *
 * Keys are canonical positions (two disjoint pair masks) with the turn (a
 * small number: the side to move, search.c). Each entry records who wins
 * with the player to move, the winner's move in the canonical labelling
 * (a byte, if known) and the log2 of the work the proof took, which decides what
 * is replaced when a bucket is full. An entry takes 16 bytes, 32 in the wide
 * build (board.h).
 */
#ifndef POSPROOF_TT_H
#define POSPROOF_TT_H

#include "board.h"

#include <stdatomic.h>
#include <stddef.h>

#define TT_NOMOVE 255   /* moves are bytes (search.h); 255 none */
#define TT_TURNS 16      /* turns 0..15 */

#define TT_LOCKS 4096

/* The solver's first size of the table, which then grows to its cap. */
#define TT_START_BYTES ((size_t)64 << 10)

/* Safe for concurrent use when locked: each bucket is guarded by one of
 * TT_LOCKS spinlocks (chosen by bucket index); growing takes them all.
 *
 * The table grows: it starts with few buckets and doubles, in place, up to
 * its cap. Below the cap a full bucket i of n passes what it cannot hold to
 * bucket i + n (in no other use until the table doubles), and the table
 * doubles when both are full, so nothing is replaced. It reaches its cap
 * only when a bucket and its overflow hold 9 keys, and one of the two
 * buckets they go to has 5: a table of the cap from the start would have
 * replaced an entry by then. Until then the two answer every probe alike:
 * the search meets the same positions, and the pages never reached are
 * never cleared. */
typedef struct tt {
    uint64_t *slot;      /* room for cap buckets of 4 entries of 2 words (4 in the wide build) */
    void *map;           /* large tables: the mapping slot lies in, or NULL */
    size_t map_bytes;
    _Atomic size_t buckets;   /* in use: a power of two, at most cap */
    size_t cap;          /* power of two */
    int locked;          /* take the stripe locks (more than one thread) */
    atomic_flag lock[TT_LOCKS];
} tt;

/* Allocates a table of at most max_bytes (rounded down to a power of two of
 * buckets, at least one bucket) for a board of m pairs, of which the first
 * start_bytes (rounded the same way) are in use at first; locked: for use
 * by several threads. Returns 0, or -1 if out of memory. */
int tt_init(tt *t, size_t start_bytes, size_t max_bytes, int m, int locked);
void tt_free(tt *t);
/* Bytes the table can grow to (max_bytes of tt_init rounded down), which
 * the strategy walk leaves to it while the table may still grow. */
size_t tt_size(const tt *t);

/* Looks up canonical position k with turn (0 <= turn < TT_TURNS). Returns 1
 * and sets *maker_wins and *move (canonical pair or TT_NOMOVE) if present,
 * else 0. */
int tt_probe(tt *t, position k, int turn, int *maker_wins, int *move);

/* Records canonical position k with turn. work is the number of nodes its
 * proof took. */
void tt_store(tt *t, position k, int turn, int maker_wins, int move, unsigned long work);

/* An entry as words (TT_WORDS of them; keep.c writes them to a file): the
 * table's own packing, a work code from 1 up (0: empty). */
#ifdef POSPROOF_WIDE
#define TT_WORDS 4
#define TT_CODES 8       /* work codes 1..7 */
#else
#define TT_WORDS 2
#define TT_CODES 32      /* work codes 1..31 */
#endif

/* The work code of entry e (1 + the log2 of its work, a fifth of that in
 * the wide build: tt.c), or 0 if e is no entry. */
int tt_code(const uint64_t e[TT_WORDS]);

/* Calls fn(arg, e) on every entry e of work code at least min_code, in no
 * particular order, until fn returns nonzero (returned). A locked table
 * is locked whole meanwhile (every stripe, as growing takes them), so
 * that other threads may go on using it: they wait. */
int tt_each(tt *t, int min_code, int (*fn)(void *arg, const uint64_t *e), void *arg);

/* Records entry e (one tt_each gave, maybe of another table of the same
 * build) as tt_store would record its position, turn, win, move and work.
 * 0, or -1 if e is no entry (code 0, or bits that do not read back as
 * they are): nothing stored. */
int tt_put(tt *t, const uint64_t e[TT_WORDS]);

#endif
