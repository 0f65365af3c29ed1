/* draw.h: pictures of positions, as Graphviz DOT text (posproof show --dot,
 * --svg).
 *
 * A picture shows the board: each vertex at a fixed place (a circle, vertex
 * 0 at the top, the others clockwise; or the standard drawing of a named
 * graph, DRAW_STANDARD below), the same place in every
 * picture of a game, so that pictures of successive positions compare at a
 * glance and a vertex is found by its number; Graphviz's neato keeps the
 * places (they are pinned). The pairs, by state (certs/FORMAT.md 3.2):
 *   - the first role's pairs (Maker, Avoider, red): red, solid;
 *   - the second role's (Breaker, Enforcer, blue): blue, dashed, so that
 *     the two differ without colour too;
 *   - shared: the common graph's edges black; subh: each oriented pair an
 *     arrow;
 *   - free board pairs: thin light grey; pairs off the board: not drawn;
 *   - the winner's next move: in the mover's style, bold, its two ends
 *     filled yellow.
 * fhp's fixed endpoints 0 and 1 are drawn as double circles. Several
 * positions (a strategy tree) make one picture: a grid of small boards,
 * each with its caption below it.
 *
 * Nothing here allocates; output goes to the caller's stream.
 */
#ifndef POSPROOF_DRAW_H
#define POSPROOF_DRAW_H

#include "board.h"
#include "game.h"

#include <stdio.h>

typedef struct draw_pos {
    position pos;          /* maker: state 1, breaker: state 2 (subh: the
                              arc from the higher vertex to the lower) */
    int next;              /* the pair of the next move to highlight, or -1 */
    int next_state;        /* its state after the move: 1 or 2 */
    const char *caption;   /* text under the board (a newline breaks the line), or NULL */
} draw_pos;

/* Where the vertices go: DRAW_STANDARD draws the named graphs whose
 * labelling graphs.h fixes as they are usually drawn (Petersen with its
 * pentagram inside its pentagon, K_{a,b} in two columns, Q_2 to Q_4 as
 * squares and cubes) and every other board as DRAW_CIRCLE does: a circle. */
enum { DRAW_STANDARD, DRAW_CIRCLE };

/* Writes to out one DOT graph of the k >= 1 positions of game g on board b,
 * `cols` boards a row (cols >= 1), the vertices placed by layout. Returns
 * 0, or -1 if writing failed (ferror(out)). */
int draw_dot(FILE *out, const game *g, const board *b, const draw_pos *pos,
             int k, int cols, int layout);

#endif
