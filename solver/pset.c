/* pset.c: linear probing, grows at 50% load. */
#include "pset.h"

#include <stdlib.h>

#define EMPTY (~(pairset)0)

static size_t hash(position p, size_t mask)
{
    uint64_t x = p.maker * 0x9E3779B97F4A7C15ULL ^ (p.breaker + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    x ^= x >> 31;
    return (size_t)(x * 0xff51afd7ed558ccdULL >> 17) & mask;
}

static int alloc_slots(pset *s, size_t cap)
{
    s->slot = malloc(cap * sizeof *s->slot);
    if (!s->slot)
        return -1;
    for (size_t i = 0; i < cap; i++)
        s->slot[i].maker = EMPTY;
    s->cap = cap;
    return 0;
}

int pset_init(pset *s)
{
    s->count = 0;
    return alloc_slots(s, 64);
}

void pset_free(pset *s)
{
    free(s->slot);
    s->slot = NULL;
}

static void put(pset *s, position p)
{
    size_t i = hash(p, s->cap - 1);
    while (s->slot[i].maker != EMPTY)
        i = (i + 1) & (s->cap - 1);
    s->slot[i] = p;
}

int pset_add(pset *s, position p)
{
    size_t i = hash(p, s->cap - 1);
    for (; s->slot[i].maker != EMPTY; i = (i + 1) & (s->cap - 1))
        if (s->slot[i].maker == p.maker && s->slot[i].breaker == p.breaker)
            return 0;
    if (2 * (s->count + 1) > s->cap) {
        position *old = s->slot;
        size_t oc = s->cap;
        if (alloc_slots(s, 2 * oc) != 0) {
            s->slot = old;
            s->cap = oc;
            return -1;
        }
        for (size_t k = 0; k < oc; k++)
            if (old[k].maker != EMPTY)
                put(s, old[k]);
        free(old);
        put(s, p);
    } else
        s->slot[i] = p;
    s->count++;
    return 1;
}
