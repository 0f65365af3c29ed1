/* memo.c - a set of exact keys with a small value each.
 *
 * Open addressing with linear probing; every slot stores the full key bytes
 * and a lookup compares them, so a hash collision can never make two keys
 * equal.  A slot is 'words' 64-bit words: the key's bytes from the first
 * byte of the first word on, the value (0: empty) in the last byte of the
 * last word.  The table doubles when it is three quarters full.
 */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include "checker.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HUGE_PAGE ((size_t)2 << 20)
#define VALUE(s, w) ((int)((s)[(w) - 1] >> 56))

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

/* The slot holding key k (its value byte zero), or the empty slot where
 * it belongs. */
static uint64_t *slot_of(const memo_t *t, const uint64_t *k)
{
    int w = t->words;
    uint64_t h = 0x9e3779b97f4a7c15u, m = 0xbf58476d1ce4e5b9u;
    for (int i = 0; i < w; i++)      /* the value byte left out */
        h = (h ^ h >> 29 ^ (i < w - 1 ? k[i] : k[i] << 8)) * m;
    for (size_t i = (h ^ h >> 32) & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
        uint64_t *s = t->slot + i * (size_t)w;
        int j = 0;
        while (j < w - 1 && s[j] == k[j])
            j++;
        if (VALUE(s, w) == 0 || (j == w - 1 && s[j] << 8 == k[j] << 8))
            return s;
    }
}

/* The key's bytes as slot words, value byte zero. */
static void load(const memo_t *t, const uint8_t *key, uint64_t k[4])
{
    memset(k, 0, 32);
    memcpy(k, key, (size_t)t->klen);
}

int memo_init(memo_t *t, int klen)
{
    t->klen = klen;
    t->words = klen / 8 + 1;         /* klen <= 31: a byte left for the value */
    t->cap = 16;                     /* small, so growth is exercised */
    t->count = 0;
    t->slot = table(t->cap, t->words);
    return t->slot ? 0 : -1;
}

int memo_get(const memo_t *t, const uint8_t *key)
{
    uint64_t k[4];
    load(t, key, k);
    return VALUE(slot_of(t, k), t->words);
}

static int grow(memo_t *t)
{
    memo_t bigger = *t;
    size_t width = 8 * (size_t)t->words;
    if (t->cap > SIZE_MAX / 2 / width)
        return -1;
    bigger.cap = t->cap * 2;
    if (!(bigger.slot = table(bigger.cap, t->words)))
        return -1;
    for (size_t i = 0; i < t->cap; i++) {
        const uint64_t *s = t->slot + i * (size_t)t->words;
        if (VALUE(s, t->words))
            memcpy(slot_of(&bigger, s), s, width);
    }
    free(t->slot);
    *t = bigger;
    return 0;
}

int memo_put(memo_t *t, const uint8_t *key, int value)
{
    uint64_t k[4];
    if ((t->count + 1) * 4 > t->cap * 3 && grow(t) != 0)
        return -1;
    load(t, key, k);
    uint64_t *s = slot_of(t, k);
    if (VALUE(s, t->words) == 0) {
        t->count++;
        memcpy(s, k, 8 * (size_t)t->words);
    }
    s[t->words - 1] = (s[t->words - 1] << 8 >> 8) | (uint64_t)value << 56;
    return 0;
}

void memo_free(memo_t *t)
{
    free(t->slot);
}
