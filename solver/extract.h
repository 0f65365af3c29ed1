/* extract.h: turning a solved game into a certificate's strategy entries.
 *
 * Walks every position reachable from start when the winner follows the
 * solver's moves and the loser plays anything, and adds one entry (canonical
 * key, canonical move) for each non-end position where the winner moves,
 * except, with finish = 1, those where the winner ends the game with one
 * move (FORMAT.md 6.3: the checker finds that move itself).
 */
#ifndef POSPROOF_EXTRACT_H
#define POSPROOF_EXTRACT_H

#include "../certs/cert.h"
#include "search.h"

typedef struct extract_stats {
    size_t visited;        /* distinct canonical positions walked */
    size_t entries;        /* entries added */
} extract_stats;

/* Called every 2^16 positions walked, if not NULL. */
typedef void (*extract_progress_fn)(void *arg, const extract_stats *st);

/* Walks from start, side tomove to move, side first having moved first,
 * and adds the entries of winner's strategy to w with keys layered-v2 (v2
 * = 1: canon_key_bytes and a turn byte; in Subh oriented-v2, the same
 * bytes of canon.c's oriented labelling) or layered-3state-v1 (v2 = 0).
 * Returns 0, or -1 with a message in err (solver disagreed with itself,
 * certificate writer failed, out of memory, the walk's memory exceeded
 * mem_limit bytes, or aborted). */
int extract_strategy(solver *s, position start, int tomove, int first, int v2, int winner, int finish,
                     cert_writer *w, size_t mem_limit, extract_progress_fn progress, void *progress_arg,
                     extract_stats *st, char *err, size_t errlen);

#endif
