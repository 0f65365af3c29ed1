/* pset.c: linear probing, grows at 75% load. */
#include "pset.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define EMPTY (~(pairset)0)

static size_t hash(position p, size_t mask)
{
    return (size_t)board_hash_position(p) & mask;
}

static int alloc_slots(pset *s, size_t cap)
{
    s->slot = malloc(cap * sizeof *s->slot);
    s->val = s->vsize ? malloc(cap * s->vsize) : NULL;
    if (!s->slot || (s->vsize && !s->val)) {
        free(s->slot);
        free(s->val);
        return -1;
    }
    for (size_t i = 0; i < cap; i++)
        s->slot[i].maker = EMPTY;
    s->cap = cap;
    return 0;
}

int pset_init(pset *s, size_t vsize)
{
    s->count = 0;
    s->vsize = vsize;
    return alloc_slots(s, 64);
}

void pset_free(pset *s)
{
    free(s->slot);
    free(s->val);
    s->slot = NULL;
    s->val = NULL;
}

size_t pset_bytes(const pset *s)
{
    return s->cap * (sizeof(position) + s->vsize);
}

static void put(pset *s, position p, const void *val)
{
    size_t i = hash(p, s->cap - 1);
    while (s->slot[i].maker != EMPTY)
        i = (i + 1) & (s->cap - 1);
    s->slot[i] = p;
    if (s->vsize)
        memcpy(s->val + i * s->vsize, val, s->vsize);
}

int pset_has(const pset *s, position p)
{
    for (size_t i = hash(p, s->cap - 1); s->slot[i].maker != EMPTY; i = (i + 1) & (s->cap - 1))
        if (s->slot[i].maker == p.maker && s->slot[i].breaker == p.breaker)
            return 1;
    return 0;
}

int pset_add(pset *s, position p, const void *val)
{
    assert(s->count < s->cap);   /* not packed */
    size_t i = hash(p, s->cap - 1);
    for (; s->slot[i].maker != EMPTY; i = (i + 1) & (s->cap - 1))
        if (s->slot[i].maker == p.maker && s->slot[i].breaker == p.breaker)
            return 0;
    if (4 * (s->count + 1) > 3 * s->cap) {
        position *old = s->slot;
        unsigned char *oldv = s->val;
        size_t oc = s->cap;
        if (alloc_slots(s, 2 * oc) != 0) {
            s->slot = old;
            s->val = oldv;
            s->cap = oc;
            return -1;
        }
        for (size_t k = 0; k < oc; k++)
            if (old[k].maker != EMPTY)
                put(s, old[k], s->vsize ? oldv + k * s->vsize : NULL);
        free(old);
        free(oldv);
        put(s, p, val);
    } else {
        s->slot[i] = p;
        if (s->vsize)
            memcpy(s->val + i * s->vsize, val, s->vsize);
    }
    s->count++;
    return 1;
}

void pset_pack(pset *s)
{
    size_t k = 0;
    for (size_t i = 0; i < s->cap; i++)
        if (s->slot[i].maker != EMPTY) {
            s->slot[k] = s->slot[i];
            if (s->vsize)
                memmove(s->val + k * s->vsize, s->val + i * s->vsize, s->vsize);
            k++;
        }
    assert(k == s->count);
    size_t n = k ? k : 1;   /* realloc to 0 bytes may free */
    position *sl = realloc(s->slot, n * sizeof *sl);
    if (sl)
        s->slot = sl;
    unsigned char *v = s->vsize ? realloc(s->val, n * s->vsize) : NULL;
    if (v)
        s->val = v;
    s->cap = k;
}
