/* memo.c - a set of exact keys, shared by the replay's threads (FORMAT.md
 * 7.2, statements 1 and 5).
 *
 * Open addressing with linear probing; every slot stores the full key bytes
 * and a lookup compares them, so a hash collision never makes two keys
 * equal.  A slot is 'words' 64-bit words: the key's bytes from the first
 * byte of the first word on, zeros, and a last byte 1 (0: the slot is
 * empty).  The table is made with the first key and doubles when it is
 * three quarters full.
 *
 * Lookups take no lock.  A slot is written once, under the lock: its
 * first words, then its last word (release); it never changes after that
 * (a table that was replaced is left as it was).  Hence a lookup never
 * answers "found" for a key that was not added: slot_of reads each slot's
 * last word once (acquire) and decides from that one read and from the
 * slot's other words, which that read makes visible and which no longer
 * change.  A last word of 0 ends the probe: "not found", even if a thread
 * fills the slot a moment later -- that costs work (the position is
 * checked again), never a wrong answer.  Replaced tables are kept till
 * memo_free (a lookup may still be reading one), unless one thread alone
 * uses the memo (t->alone): then no lookup can be under way while a table
 * grows, and the table replaced is freed at once, so that the memo takes
 * at most its last table and, while it grows, the one before (IU~~~~~~w's
 * check, one thread: 10.09 GB peak before, 7.99 GB after, BENCHMARKS.md
 * "Checking").  Additions take a spin lock, held for a moment only.  tests/72-memo-stress.t hammers it.
 */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include <assert.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "fast.h"

#define LAST(s, w) __atomic_load_n(&(s)[(w) - 1], __ATOMIC_ACQUIRE)

/* The slot of table tab (tab[0]: its capacity, tab[1]: the table it
 * replaced) holding the slot words k (*found = 1), or the empty slot where
 * they belong (*found = 0), decided by one read of each last word. */
static uint64_t *slot_of(uint64_t *tab, size_t w, const uint64_t *k,
                         int *found)
{
    uint64_t h = 0x9e3779b97f4a7c15u;
    uint64_t cap = tab[0];
    for (size_t i = 0; i < w; i++)
        h = (h ^ (h >> 29) ^ k[i]) * 0xbf58476d1ce4e5b9u;
    for (size_t i = (h ^ (h >> 32)) & (cap - 1);; i = (i + 1) & (cap - 1)) {
        uint64_t *s = tab + 2 + i * w;
        uint64_t last = LAST(s, w);
        *found = last == k[w - 1] && memcmp(s, k, 8 * (w - 1)) == 0;
        if (*found || last == 0)
            return s;
    }
}

/* Doubles the table, or makes the first (t locked), unless all its tables
 * would then take more than t->limit bytes.  A large table goes on huge
 * pages where the system has them (lookups land anywhere). */
static int grow(memo_t *t)
{
    size_t w = (size_t)(t->klen / 8 + 1);
    size_t cap = t->tab != NULL ? t->tab[0] : 0;
    size_t more = cap != 0 ? 2 * cap : 16;
    size_t bytes = (more * w + 2) * 8;
    uint64_t *old = t->tab;
    if (cap > SIZE_MAX / 4 / (8 * w) || t->bytes > t->limit ||
        bytes > t->limit - t->bytes)
        return -1;
    uint64_t *s = calloc(more * w + 2, 8);
    if (s == NULL)
        return -1;
#ifdef MADV_HUGEPAGE
    if (more * w >= (size_t)1 << 18)
        madvise((void *)((uintptr_t)s & ~(uintptr_t)4095), bytes,
                MADV_HUGEPAGE);
#endif
    t->bytes = (t->alone ? 0 : t->bytes) + bytes;   /* alone: old is freed below */
    s[0] = more;
    s[1] = t->alone ? 0 : (uintptr_t)old;
    for (size_t i = 0; i < cap; i++) {
        int found;
        const uint64_t *slot = old + 2 + i * w;
        if (slot[w - 1] != 0)
            memcpy(slot_of(s, w, slot, &found), slot, 8 * w);
    }
    free(t->alone ? old : NULL);   /* alone: nobody can be reading it */
    __atomic_store_n(&t->tab, s, __ATOMIC_RELEASE);
    return 0;
}

/* The slot words of key: its bytes, zeros, a last byte 1. */
static void words_of(const memo_t *t, const uint8_t *key, uint64_t k[4])
{
    memset(k, 0, 4 * sizeof k[0]);
    memcpy(k, key, (size_t)t->klen);
    ((uint8_t *)k)[8 * (t->klen / 8 + 1) - 1] = 1;
}

int memo_has(memo_t *t, const uint8_t *key)
{
    uint64_t k[4];
    int found = 0;
    uint64_t *tab = __atomic_load_n(&t->tab, __ATOMIC_ACQUIRE);
    assert(t->klen >= 1 && t->klen <= KEYMAX);
    if (tab == NULL)
        return 0;
    words_of(t, key, k);
    slot_of(tab, (size_t)(t->klen / 8 + 1), k, &found);
    return found;
}

int memo_add(memo_t *t, const uint8_t *key)
{
    uint64_t k[4];
    size_t w = (size_t)(t->klen / 8 + 1);
    int found = 0;
    int rc = 0;
    assert(t->klen >= 1 && t->klen <= KEYMAX);
    words_of(t, key, k);
    while (atomic_flag_test_and_set_explicit(&t->lock, memory_order_acquire))
        sched_yield();
    if ((t->count + 1) * 4 > (t->tab != NULL ? t->tab[0] : 0) * 3)
        rc = grow(t);
    if (rc == 0) {
        uint64_t *s = slot_of(t->tab, w, k, &found);
        if (!found) {
            memcpy(s, k, 8 * (w - 1));
            __atomic_store_n(&s[w - 1], k[w - 1], __ATOMIC_RELEASE);
            t->count++;
        }
    }
    atomic_flag_clear_explicit(&t->lock, memory_order_release);
    return rc;
}

void memo_free(memo_t *t)
{
    for (uint64_t *p = t->tab, *before; p != NULL; p = before) {
        before = (uint64_t *)(uintptr_t)p[1];
        free(p);
    }
}
