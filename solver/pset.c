/* pset.c: elements appended in chunks; the index is linear probing over
 * element numbers with 32 bits of each hash beside them (a probe reads an
 * element only when those agree), rebuilt from the elements, in order,
 * when it is 75% full. */
#include "pset.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

static int make_index(pset *s, size_t cap)
{
    uint64_t *x = calloc(cap, sizeof *x);
    if (!x)
        return -1;
    for (size_t i = 0; i < s->count; i++) {
        uint64_t h = board_hash_position(*pset_at(s, i));
        size_t j = h & (cap - 1);
        while (x[j])
            j = (j + 1) & (cap - 1);
        x[j] = (h >> 32) << 32 | (i + 1);
    }
    free(s->index);
    s->index = x;
    s->cap = cap;
    return 0;
}

int pset_init(pset *s, size_t vsize)
{
    memset(s, 0, sizeof *s);
    s->vsize = vsize;
    s->esize = (sizeof(position) + vsize + 7) & ~(size_t)7;
    return make_index(s, 64);
}

void pset_free(pset *s)
{
    for (size_t c = 0; c < s->nchunks; c++)
        free(s->chunk[c]);
    free(s->chunk);
    free(s->index);
    memset(s, 0, sizeof *s);
}

size_t pset_bytes(const pset *s)
{
    size_t chunks = s->nchunks - s->released, first = s->released ? 0 : s->nchunks ? 1 : 0;
    return s->cap * sizeof *s->index + ((chunks - first) * PSET_CHUNK + first * s->first_cap) * s->esize +
           s->chunks_cap * sizeof *s->chunk;
}

/* The slot of p in the index: where it is, or the empty slot that ends its
 * probe; *found says which. */
static size_t probe(const pset *s, position p, int *found)
{
    uint64_t h = board_hash_position(p), tag = h >> 32;
    size_t j = h & (s->cap - 1);
    for (; s->index[j]; j = (j + 1) & (s->cap - 1))
        if (s->index[j] >> 32 == tag) {
            const position *e = pset_at(s, (size_t)(uint32_t)s->index[j] - 1);
            if (e->maker == p.maker && e->breaker == p.breaker) {
                *found = 1;
                return j;
            }
        }
    *found = 0;
    return j;
}

int pset_has(const pset *s, position p)
{
    int found;
    assert(s->cap);   /* not sealed */
    probe(s, p, &found);
    return found;
}

int pset_add(pset *s, position p, const void *val)
{
    int found;
    assert(s->cap && s->count < UINT32_MAX);   /* not sealed; element numbers fit 32 bits */
    size_t j = probe(s, p, &found);
    if (found)
        return 0;
    if (s->count == s->first_cap && s->first_cap < PSET_CHUNK) {   /* the first chunk grows */
        size_t nc = s->first_cap ? 2 * s->first_cap : 64;
        unsigned char *c = realloc(s->nchunks ? s->chunk[0] : NULL, nc * s->esize);
        if (!c)
            return -1;
        if (!s->nchunks && !(s->chunk = malloc(4 * sizeof *s->chunk))) {
            free(c);
            return -1;
        }
        s->chunks_cap = s->chunks_cap ? s->chunks_cap : 4;
        s->chunk[0] = c;
        s->nchunks = 1;
        s->first_cap = nc;
    } else if (s->count % PSET_CHUNK == 0) {   /* a new chunk */
        if (s->nchunks == s->chunks_cap) {
            size_t nc = s->chunks_cap ? 2 * s->chunks_cap : 4;
            unsigned char **c = realloc(s->chunk, nc * sizeof *c);
            if (!c)
                return -1;
            s->chunk = c;
            s->chunks_cap = nc;
        }
        if (!(s->chunk[s->nchunks] = malloc(PSET_CHUNK * s->esize)))
            return -1;
        s->nchunks++;
    }
    size_t i = s->count++;
    position *e = pset_at(s, i);
    *e = p;
    if (s->vsize)
        memcpy(e + 1, val, s->vsize);
    if (4 * s->count > 3 * s->cap) {
        if (make_index(s, 2 * s->cap) != 0) {
            s->count--;
            return -1;
        }
    } else
        s->index[j] = (board_hash_position(p) >> 32) << 32 | (i + 1);
    return 1;
}

void pset_seal(pset *s)
{
    free(s->index);
    s->index = NULL;
    s->cap = 0;
}

void pset_release(pset *s, size_t i)
{
    for (; s->released < s->nchunks && (s->released + 1) * PSET_CHUNK <= i; s->released++) {
        free(s->chunk[s->released]);
        s->chunk[s->released] = NULL;
    }
}
