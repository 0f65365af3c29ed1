/* kmap.c: open addressing with linear probing, doubled at half load. */
#include "kmap.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define SLOT 32

void kmap_init(kmap *m, int klen, size_t limit)
{
    assert(klen >= 1 && klen < SLOT);     /* a slot: value byte, key */
    m->klen = klen;
    m->cap = m->count = 0;
    m->limit = limit;
    m->slot = NULL;
}

static uint64_t hash(const uint8_t *k, int len)
{
    uint64_t h = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < len; i++)
        h = (h ^ k[i]) * 0x100000001B3ull;
    return h ^ (h >> 29);
}

static uint8_t *find(const kmap *m, const uint8_t *key)
{
    size_t i = hash(key, m->klen) & (m->cap - 1);
    for (;; i = (i + 1) & (m->cap - 1)) {
        uint8_t *s = m->slot + i * SLOT;
        if (!s[0] || memcmp(s + 1, key, (size_t)m->klen) == 0)
            return s;
    }
}

int kmap_get(const kmap *m, const uint8_t *key)
{
    return m->cap ? find(m, key)[0] : 0;
}

static int grow(kmap *m)
{
    size_t cap = m->cap ? 2 * m->cap : 1024;
    if (cap * SLOT > m->limit)
        return -1;
    uint8_t *old = m->slot;
    size_t oldcap = m->cap;
    m->slot = calloc(cap, SLOT);
    if (!m->slot) {
        m->slot = old;
        return -1;
    }
    m->cap = cap;
    for (size_t i = 0; i < oldcap; i++)
        if (old[i * SLOT])
            memcpy(find(m, old + i * SLOT + 1), old + i * SLOT, SLOT);
    free(old);
    return 0;
}

int kmap_put(kmap *m, const uint8_t *key, int value)
{
    assert(value >= 1 && value <= 255);   /* 0 marks an empty slot */
    if (2 * (m->count + 1) > m->cap && grow(m) != 0)
        return -1;
    uint8_t *s = find(m, key);
    if (!s[0]) {
        m->count++;
        memcpy(s + 1, key, (size_t)m->klen);
    }
    s[0] = (uint8_t)value;
    return 0;
}

size_t kmap_bytes(const kmap *m) { return m->cap * SLOT; }

void kmap_free(kmap *m)
{
    free(m->slot);
    m->slot = NULL;
    m->cap = m->count = 0;
}
