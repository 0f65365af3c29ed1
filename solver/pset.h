/* pset.h: a set of positions (exact keys, no false hits) that keeps them in
 * the order they were added, each with a payload of a fixed size (none for
 * a plain set), found through a hash index.
 *
 * The elements lie in chunks of PSET_CHUNK (the first grows to that size,
 * so that small sets stay small), and those already read can be given back
 * (pset_release); the index (8 bytes a slot, at most 75% full) can be
 * dropped once nothing more is added (pset_seal). */
#ifndef POSPROOF_PSET_H
#define POSPROOF_PSET_H

#include "board.h"

#include <stddef.h>
#include <stdint.h>

#define PSET_CHUNK ((size_t)1 << 16)   /* elements a chunk */

typedef struct pset {
    unsigned char **chunk;   /* nchunks chunks of elements (NULL once released) */
    size_t nchunks, chunks_cap;
    size_t count, vsize, esize;   /* elements; payload bytes; bytes an element */
    size_t first_cap;        /* elements the first chunk holds */
    uint64_t *index;         /* cap slots: 0 empty, else hash tag << 32 | (element + 1) */
    size_t cap;              /* a power of two, or 0 once sealed */
    size_t released;         /* chunks released */
} pset;

/* An empty set whose elements carry vsize bytes each; 0, or -1 if out of
 * memory. */
int pset_init(pset *s, size_t vsize);
void pset_free(pset *s);
/* Inserts p with the payload val (vsize bytes, copied) as element count.
 * Returns 1 if it was new, 0 if already present (its payload is not
 * changed), -1 if out of memory. Not after pset_seal. */
int pset_add(pset *s, position p, const void *val);
/* 1 if p is in the set, else 0. Not after pset_seal. */
int pset_has(const pset *s, position p);
/* Element i (i < count, not released): its position, its payload (valid
 * until the next pset_add). */
static inline position *pset_at(const pset *s, size_t i)
{
    return (position *)(s->chunk[i / PSET_CHUNK] + i % PSET_CHUNK * s->esize);
}
static inline void *pset_val(const pset *s, size_t i) { return (unsigned char *)pset_at(s, i) + sizeof(position); }
/* Drops the index: the elements stay, nothing more is added or asked. */
void pset_seal(pset *s);
/* Gives back the memory of the elements below i (whole chunks). */
void pset_release(pset *s, size_t i);
/* Bytes the set occupies. */
size_t pset_bytes(const pset *s);

#endif
