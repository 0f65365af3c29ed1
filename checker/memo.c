/* memo.c - open-addressing table of exact keys. */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include "memo.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HUGE_PAGE ((size_t)2 << 20)

/* A zeroed table of cap slots; large ones on huge pages where the system
 * has them (lookups land anywhere: 4 KiB pages missed the TLB on almost
 * every one). */
static uint64_t *table(size_t cap, int words)
{
    size_t bytes = cap * 8 * (size_t)words;
    void *p = NULL;
    if (bytes < HUGE_PAGE)
        return calloc(cap, 8 * (size_t)words);
    if (posix_memalign(&p, HUGE_PAGE, bytes) != 0)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, bytes, MADV_HUGEPAGE);
#endif
    return memset(p, 0, bytes);
}

/* A slot is 'words' 64-bit words: the key's bytes from the first byte of
 * the first word on, the value in the last byte of the last word. */
static int slot_value(const memo_t *t, const uint64_t *s)
{
    return (int)(s[t->words - 1] >> 56);
}

static uint64_t hash(const uint64_t *k, int words)
{
    uint64_t h = k[0] * 0x9e3779b97f4a7c15u;
    if (words > 1)
        h = (h ^ h >> 29 ^ k[1]) * 0xbf58476d1ce4e5b9u;
    return h ^ h >> 32;
}

/* The slot holding key k (value byte zero), or the empty slot where it
 * belongs. */
static uint64_t *find(const memo_t *t, const uint64_t *k)
{
    size_t i = hash(k, t->words) & (t->cap - 1);
    for (;;) {
        uint64_t *s = t->slot + i * (size_t)t->words;
        uint64_t last = s[t->words - 1] & ~((uint64_t)0xff << 56);
        if (slot_value(t, s) == 0 ||
            (last == k[t->words - 1] && (t->words == 1 || s[0] == k[0])))
            return s;
        i = (i + 1) & (t->cap - 1);
    }
}

/* The key's bytes as slot words, value byte zero. */
static void load(const memo_t *t, const uint8_t *key, uint64_t k[2])
{
    uint8_t buf[16] = { 0 };
    memcpy(buf, key, (size_t)t->klen);
    memcpy(k, buf, sizeof buf);
}

int memo_init(memo_t *t, int klen)
{
    t->klen = klen;
    t->words = klen < 8 ? 1 : 2;     /* klen <= 15 */
    t->cap = 16;                /* small, so growth is exercised */
    t->count = 0;
    t->slot = table(t->cap, t->words);
    return t->slot ? 0 : -1;
}

int memo_get(const memo_t *t, const uint8_t *key)
{
    uint64_t k[2];
    load(t, key, k);
    return slot_value(t, find(t, k));
}

static int grow(memo_t *t)
{
    memo_t bigger = *t;
    size_t width = 8 * (size_t)t->words;
    if (t->cap > SIZE_MAX / 2 / width)
        return -1;
    bigger.cap = t->cap * 2;
    bigger.slot = table(bigger.cap, t->words);
    if (!bigger.slot)
        return -1;
    for (size_t i = 0; i < t->cap; i++) {
        const uint64_t *s = t->slot + i * (size_t)t->words;
        uint64_t k[2] = { s[0], s[t->words - 1] & ~((uint64_t)0xff << 56) };
        if (slot_value(t, s))
            memcpy(find(&bigger, t->words == 1 ? k + 1 : k), s, width);
    }
    free(t->slot);
    *t = bigger;
    return 0;
}

int memo_put(memo_t *t, const uint8_t *key, int value)
{
    uint64_t k[2];
    if ((t->count + 1) * 4 > t->cap * 3 && grow(t) != 0)
        return -1;
    load(t, key, k);
    uint64_t *s = find(t, k);
    if (slot_value(t, s) == 0) {
        t->count++;
        memcpy(s, k, 8 * (size_t)t->words);
    }
    s[t->words - 1] = (s[t->words - 1] & ~((uint64_t)0xff << 56)) |
                      (uint64_t)value << 56;
    return 0;
}

void memo_free(memo_t *t)
{
    free(t->slot);
    t->slot = NULL;
    t->cap = t->count = 0;
}
