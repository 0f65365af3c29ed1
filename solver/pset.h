/* pset.h: a growable hash set of positions (exact keys, no false hits). */
#ifndef POSPROOF_PSET_H
#define POSPROOF_PSET_H

#include "board.h"

#include <stddef.h>

typedef struct pset {
    position *slot;     /* empty slot: maker == ~0 */
    size_t cap, count;  /* cap is a power of two */
} pset;

int pset_init(pset *s);
void pset_free(pset *s);
/* Inserts p. Returns 1 if it was new, 0 if already present, -1 if out of memory. */
int pset_add(pset *s, position p);

#endif
