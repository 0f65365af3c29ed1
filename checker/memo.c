/* memo.c - a set of exact keys, shared by the replay's threads.
 *
 * Open addressing with linear probing; every slot stores the full key bytes
 * and a lookup compares them, so a hash collision can never make two keys
 * equal.  A slot is 'words' 64-bit words: the key's bytes from the first
 * byte of the first word on, zeros, and a last byte 1 (0: the slot is
 * empty).  The table is made with the first key and doubles when it is
 * three quarters full.  One lock guards it: a spin lock, as it is held
 * for a moment only (a mutex put the threads to sleep instead, which cost
 * more than the wait).
 */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include "checker.h"

#include <sched.h>
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

/* The slot holding the slot words k, or the empty slot where they belong. */
static uint64_t *slot_of(const memo_t *t, const uint64_t *k)
{
    int w = t->words;
    uint64_t h = 0x9e3779b97f4a7c15u;
    for (int i = 0; i < w; i++)
        h = (h ^ h >> 29 ^ k[i]) * 0xbf58476d1ce4e5b9u;
    for (size_t i = (h ^ h >> 32) & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
        uint64_t *s = t->slot + i * (size_t)w;
        if (s[w - 1] == 0 || memcmp(s, k, 8 * (size_t)w) == 0)
            return s;
    }
}

/* Doubles the table, or makes the first. */
static int grow(memo_t *t)
{
    size_t w = (size_t)t->words, cap = t->cap, more = cap ? 2 * cap : 16;
    uint64_t *old = t->slot, *s;
    if (cap > SIZE_MAX / 4 / (8 * w) || !(s = table(more, t->words)))
        return -1;
    t->slot = s;
    t->cap = more;
    for (size_t i = 0; i < cap; i++)
        if (old[i * w + w - 1])
            memcpy(slot_of(t, old + i * w), old + i * w, 8 * w);
    free(old);
    return 0;
}

int memo(memo_t *t, const uint8_t *key, int add)
{
    uint64_t k[4] = { 0, 0, 0, 0 };
    memcpy(k, key, (size_t)t->klen);
    ((uint8_t *)k)[8 * t->words - 1] = 1;
    while (atomic_flag_test_and_set_explicit(&t->lock, memory_order_acquire))
        sched_yield();
    int rc = add && (t->count + 1) * 4 > t->cap * 3 ? grow(t) : 0;
    uint64_t *s = t->cap ? slot_of(t, k) : NULL;
    if (rc == 0 && s && s[t->words - 1]) {
        rc = 1;
    } else if (rc == 0 && add) {
        memcpy(s, k, 8 * (size_t)t->words);
        t->count++;
    }
    atomic_flag_clear_explicit(&t->lock, memory_order_release);
    return rc;
}
