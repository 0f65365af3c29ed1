/* memo.c - open-addressing table of exact keys. */
#include "memo.h"

#include <stdlib.h>
#include <string.h>

static uint64_t hash(const uint8_t *key, int klen)
{
    uint64_t h = 1469598103934665603u;           /* FNV-1a, then a mixer */
    for (int i = 0; i < klen; i++)
        h = (h ^ key[i]) * 1099511628211u;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdu;
    h ^= h >> 33;
    return h;
}

/* The slot holding key, or the empty slot where it belongs. */
static uint8_t *find(const memo_t *t, const uint8_t *key)
{
    size_t width = 1 + (size_t)t->klen, i = hash(key, t->klen) & (t->cap - 1);
    for (;;) {
        uint8_t *s = t->slot + i * width;
        if (s[0] == 0 || memcmp(s + 1, key, (size_t)t->klen) == 0)
            return s;
        i = (i + 1) & (t->cap - 1);
    }
}

int memo_init(memo_t *t, int klen)
{
    t->klen = klen;
    t->cap = 16;                /* small, so growth is exercised */
    t->count = 0;
    t->slot = calloc(t->cap, 1 + (size_t)klen);
    return t->slot ? 0 : -1;
}

int memo_get(const memo_t *t, const uint8_t *key)
{
    return find(t, key)[0];
}

static int grow(memo_t *t)
{
    memo_t bigger = *t;
    size_t width = 1 + (size_t)t->klen;
    if (t->cap > SIZE_MAX / 2 / width)
        return -1;
    bigger.cap = t->cap * 2;
    bigger.slot = calloc(bigger.cap, width);
    if (!bigger.slot)
        return -1;
    for (size_t i = 0; i < t->cap; i++) {
        const uint8_t *s = t->slot + i * width;
        if (s[0])
            memcpy(find(&bigger, s + 1), s, width);
    }
    free(t->slot);
    *t = bigger;
    return 0;
}

int memo_put(memo_t *t, const uint8_t *key, int value)
{
    if ((t->count + 1) * 4 > t->cap * 3 && grow(t) != 0)
        return -1;
    uint8_t *s = find(t, key);
    if (s[0] == 0) {
        t->count++;
        memcpy(s + 1, key, (size_t)t->klen);
    }
    s[0] = (uint8_t)value;
    return 0;
}

void memo_free(memo_t *t)
{
    free(t->slot);
    t->slot = NULL;
    t->cap = t->count = 0;
}
