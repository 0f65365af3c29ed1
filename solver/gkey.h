/* gkey.h: canonical keys of the general engine (certs/FORMAT.md 5.6
 * `layered-v2` and 5.7 `oriented-v2`).
 *
 * The key is a canonical form of the position computed with nauty: the
 * position is turned into a vertex-coloured layered graph (a digraph for
 * subh), nauty returns a canonical labelling lab, and the key packs the
 * state of canonical pair {a,b} = board pair {lab[a], lab[b]} two bits a
 * pair, then a turn byte. Thread-compatible (no shared state).
 */
#ifndef POSPROOF_GKEY_H
#define POSPROOF_GKEY_H

#include "game.h"

#define GKEY_MAX 31

typedef struct gkey {
    int len;                      /* bytes of the key */
    uint8_t bytes[GKEY_MAX + 1];
    uint8_t lab[GR_MAXN];         /* canonical vertex k is board vertex lab[k] */
    uint8_t inv[GR_MAXN];         /* board vertex v is canonical vertex inv[v] */
} gkey;

/* Key length for game g. */
int gkey_len(const game *g);

/* Header name of g's key construction: "layered-v2" or "oriented-v2". */
const char *gkey_name(const game *g);

/* Computes the key of p. */
void gkey_make(const game *g, const gpos *p, gkey *k);

/* The stored byte of move mv in the canonical labelling of k (FORMAT.md 5.6, 5.7). */
uint8_t gkey_move(const game *g, const gkey *k, uint8_t mv);

#endif
