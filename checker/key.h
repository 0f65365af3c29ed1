/* key.h - canonical keys of positions (FORMAT.md section 5,
 * key construction layered-3state-v1).
 *
 * nauty is an oracle here, not a trusted part: key_make asks it for a
 * labelling, checks that the labelling is a permutation of the board
 * vertices (fixing the set {0,1} where the game distinguishes it), and
 * applies it to the position itself.  The key is therefore always a
 * position isomorphic to the given one, whatever nauty returns.
 */
#ifndef KEY_H
#define KEY_H

#include "board.h"

typedef struct {
    const board_t *b;
    int fixed01;            /* vertices 0 and 1 form their own cell */
    int lab[BOARD_MAXN];    /* after key_make: canonical k <-> board lab[k] */
} key_ctx_t;

/* Prepares k for board b; fixed01 as in rules_game_t. */
void key_init(key_ctx_t *k, const board_t *b, int fixed01);

/* Writes the key of x (b->keylen bytes) and sets k->lab.  Returns 0, or -1
 * if nauty returned a labelling that is not a permutation of the right
 * kind (then key is not written). */
int key_make(key_ctx_t *k, const pos_t *x, uint8_t key[BOARD_MAXKEY]);

/* A cheaper relabelling, for the memo only (the key of FORMAT.md 5 is
 * key_make's): orders the vertices by colour refinement of their Maker and
 * Breaker neighbourhoods, vertices 0 and 1 first if k->fixed01, ties by
 * vertex number, and packs x in that order like key_pack.  Whatever the
 * order, the result is a position isomorphic to x (by an isomorphism
 * fixing {0,1} if k->fixed01), so equal results mean isomorphic positions.
 * Returns 1 if the colours told all vertices apart, so that the order, and
 * the result, is the same for all positions isomorphic to x; else 0. */
int key_quick(const key_ctx_t *k, const pos_t *x, uint8_t key[BOARD_MAXKEY]);

/* Packs the position in which pair {a,b} has the state of board pair
 * {perm[a], perm[b]} at two bits a pair (FORMAT.md 5.4).  With the
 * identity for perm this is an exact encoding of x itself. */
void key_pack(const board_t *b, const pos_t *x, const int perm[],
              uint8_t key[BOARD_MAXKEY]);

/* Frees nauty's internal buffers (call once at the end). */
void key_release(void);

#endif
