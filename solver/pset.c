/* pset.c: linear probing, grows at 50% load. */
#include "pset.h"

#include <stdlib.h>

#define EMPTY (~(pairset)0)

static size_t hash(position p, size_t mask)
{
    return (size_t)board_hash_position(p) & mask;
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
