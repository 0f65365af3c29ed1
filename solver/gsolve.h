/* gsolve.h: the general engine: exact values of every game of game.h by
 * depth-first search with a table of solved canonical positions, the
 * certificate walk, and position counting.
 *
 * Values are from the first player's point of view: +1 the first player
 * wins, 0 draw, -1 the second player wins. Functions return 0 on success or
 * -1 with a message in s->err (memory budget exceeded, certificate I/O).
 * Nothing here prints or exits.
 */
#ifndef POSPROOF_GSOLVE_H
#define POSPROOF_GSOLVE_H

#include "../certs/cert.h"
#include "game.h"
#include "kmap.h"

typedef struct gsolver {
    const game *g;
    kmap tt;                 /* canonical key -> value + 2 */
    unsigned long nodes;     /* positions searched */
    size_t mem;              /* memory budget in bytes */
    /* Optional progress callback, called every 2^16 positions. */
    void (*progress)(void *arg, unsigned long nodes, int depth);
    void *progress_arg;
    char err[256];
} gsolver;

/* Prepares s for game g (which must outlive s; at most GAME_MAXE board
 * edges: game_general_ok) within mem bytes. */
void gsolve_init(gsolver *s, const game *g, size_t mem);

/* Computes the value of p into *value. */
int gsolve_value(gsolver *s, const gpos *p, int *value);

/* Walks the strategy by which player (0 first, 1 second) reaches at least
 * target (+1 a win, 0 no loss, from that player's point of view) from p,
 * which must have that value, and adds one entry per position where the
 * player moves to w, except, with finish = 1, where the player has a move
 * that ends the game well at once (FORMAT.md 6.3: the checker finds it).
 * *entries receives the number of entries. */
int gsolve_walk(gsolver *s, const gpos *p, int player, int target, int finish, cert_writer *w,
                size_t *entries);

void gsolve_free(gsolver *s);

/* Counts the positions reachable from the start up to isomorphism (keys),
 * by the number of non-free edges: levels[k] for k = 0..g->m (g->m <=
 * GAME_MAXE: game_general_ok; levels has g->m + 1 entries). End
 * positions are counted and, unless whole_board, not expanded. */
int gcount(const game *g, int whole_board, size_t mem, unsigned long *levels, char *err, size_t errlen);

#endif
