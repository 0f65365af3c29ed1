/* count.h: the positions of a game up to isomorphism, level by level
 * (`posproof count`), on the search engine's layers: its moves and end
 * test (search.h), its canonical forms (canon.h) and an exact set of
 * positions (pset.h).
 *
 * Two positions count as one when an isomorphism of the board (fixing the
 * fixed vertices, preserving orientations in Subh) maps one onto the other
 * and the same side is to move with the same moves made in its turn: the
 * classes of FORMAT.md's keys (layered-v2 with its turn byte,
 * oriented-v2). Nothing here prints or exits.
 */
#ifndef POSPROOF_COUNT_H
#define POSPROOF_COUNT_H

#include "search.h"

#include <stddef.h>

/* Counts the positions reachable from start (turn tomove, search.h) by
 * legal moves, by the number k of board pairs not free: levels[k] for k =
 * 0 .. s->b.m (levels has s->b.m + 1 entries, set here). A `stop` of
 * avoid-plus stays in its level. End positions (solver_end) are counted
 * and, unless whole_board, not played on. Uses worker slot 0 of s, which
 * must not be searching. Returns 0, or -1 with a message in err if the
 * counting would need more than mem bytes or memory runs out. */
int count_positions(solver *s, position start, int tomove, int whole_board, size_t mem, unsigned long *levels,
                    char *err, size_t errlen);

/* Calls fn(arg, pos, turn) once for each class of the non-end positions
 * with `level` board pairs not free that are reachable from start without
 * passing an end position (the frontier of posproof split), in the order
 * of the breadth-first search; positions are as met (not canonical).
 * fn returns 0 to go on, nonzero to stop (returned; after a message in
 * err if -1). Otherwise as count_positions; 0 or -1. */
typedef int (*count_level_fn)(void *arg, position pos, int turn);
int count_level(solver *s, position start, int tomove, int level, size_t mem, count_level_fn fn, void *arg,
                char *err, size_t errlen);

#endif
