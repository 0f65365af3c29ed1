/* pset.h: a growable hash set of positions (exact keys, no false hits),
 * each with a payload of a fixed size (none for a plain set). */
#ifndef POSPROOF_PSET_H
#define POSPROOF_PSET_H

#include "board.h"

#include <stddef.h>

typedef struct pset {
    position *slot;     /* empty slot: maker == ~0 */
    unsigned char *val; /* vsize bytes a slot, or NULL with vsize 0 */
    size_t cap, count;  /* cap is a power of two */
    size_t vsize;
} pset;

/* An empty set whose elements carry vsize bytes each; 0, or -1 if out of
 * memory. */
int pset_init(pset *s, size_t vsize);
void pset_free(pset *s);
/* Inserts p with the payload val (vsize bytes, copied). Returns 1 if it was
 * new, 0 if already present (its payload is not changed), -1 if out of
 * memory. */
int pset_add(pset *s, position p, const void *val);
/* 1 if p is in the set, else 0. */
int pset_has(const pset *s, position p);
/* Moves the elements to slot[0 .. count-1] and their payloads to the
 * first count payloads, in slot order, and gives the rest of the memory
 * back: the set becomes an array, which pset_add must not be given. */
void pset_pack(pset *s);
/* Bytes the set occupies. */
size_t pset_bytes(const pset *s);

#endif
