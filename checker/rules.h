/* rules.h - the games of family maker-breaker and their end positions.
 *
 * FORMAT.md section 4.  Each game is a monotone increasing graph property P,
 * decided here from its definition by the checker's own code.  The games
 * form a table: adding a game is adding one property function and one row.
 */
#ifndef RULES_H
#define RULES_H

#include "board.h"

typedef struct {
    const char *name;      /* header value of 'game', e.g. "ham" */
    const char *plain;     /* the property in plain words */
    int even_n;            /* 1 if n must be even */
    const char *fixed;     /* the required header value of 'fixed' */
    int fixed01;           /* 1 if vertices 0 and 1 are distinguished */
    /* P(G) for the graph on 0..n-1 with adjacency bit sets adj[] */
    int (*has)(const uint16_t adj[BOARD_MAXN], int n);
} rules_game_t;

/* The game called 'name', or NULL. */
const rules_game_t *rules_find(const char *name);

/* P(G) for the graph G on the board's vertices whose edges are the pairs
 * in the mask 'edges' (FORMAT.md 4: Maker's graph, or the available
 * graph). */
int rules_has(const rules_game_t *g, const board_t *b, uint64_t edges);

#endif
