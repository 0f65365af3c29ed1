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
    int moves;             /* the moves played to the positions walked now */
} extract_stats;

/* Called every 2^16 positions walked, if not NULL; nonzero stops the
 * walk (extract_strategy then fails: "interrupted"). */
typedef int (*extract_progress_fn)(void *arg, const extract_stats *st);

/* Walks from start, side tomove to move, side first having moved first,
 * and adds the entries of winner's strategy to w with keys layered-v2 (v2
 * = 1: canon_key_bytes and a turn byte; in Subh oriented-v2, the same
 * bytes of canon.c's oriented labelling) or layered-3state-v1 (v2 = 0).
 * Returns 0, or -1 with a message in err (solver disagreed with itself,
 * certificate writer failed, out of memory, the walk's memory exceeded
 * mem_limit bytes, or aborted: the search's progress hook or progress
 * asked it to stop). */
int extract_strategy(solver *s, position start, int tomove, int first, int v2, int winner, int finish,
                     cert_writer *w, size_t mem_limit, extract_progress_fn progress, void *progress_arg,
                     extract_stats *st, char *err, size_t errlen);

/* The key of pos with turn `turn` as the walk writes it into a
 * certificate (FORMAT.md 5.4, 5.6; in Subh 5.7): canon_position's
 * labelling in the context c (solver_canon_init), and with v2 the turn
 * byte p + 2d, p = 0 when side `first` (the side that moved first) is to
 * move. cpos is canon_position's result for pos with perm and inv already
 * filled, or NULL to compute them here (into perm and inv: perm[k] is the
 * board vertex at canonical vertex k). key: CANON_KEY_MAX + 1 bytes.
 * Returns the key's length. The one key builder of posproof: the
 * certificate walk, `posproof key`, `show` and `play` call it. */
int extract_key(canon *c, const board *b, position pos, const position *cpos, int turn, int first, int v2,
                uint8_t *key, uint8_t perm[BOARD_MAXN], uint8_t inv[BOARD_MAXN]);

/* A move mv of the engine (board labelling, search.h) as a certificate
 * stores it (FORMAT.md 5.5, 5.6, 5.7) for the position whose labelling
 * has the inverse inv; and back: the stored byte at a position whose
 * labelling is perm, as an engine move in board labels, or -1 if the byte
 * is no move of the family (a pair out of range, a stop outside
 * avoid-plus). */
int extract_move_to_cert(const solver *s, int mv, const uint8_t inv[BOARD_MAXN]);
int extract_move_from_cert(const solver *s, int stored, const uint8_t perm[BOARD_MAXN]);

#endif
