/* memo.c - a set of exact keys, shared by the replay's threads.
 *
 * Open addressing with linear probing; every slot stores the full key bytes
 * and a lookup compares them, so a hash collision can never make two keys
 * equal.  A slot is 'words' 64-bit words: the key's bytes from the first
 * byte of the first word on, zeros, and a last byte 1 (0: the slot is
 * empty).  The table is made with the first key and doubles when it is
 * three quarters full.
 *
 * Lookups take no lock.  A slot is written once, under the lock: its
 * first words, then its last word (release); it never changes after that
 * (a table that was replaced is left as it was).  Hence the argument that
 * a lookup never answers "found" for a key that was not added: slot_of
 * reads each slot's last word once (acquire) and decides from that one
 * read, and from the slot's other words, which that read makes visible
 * and which no longer change.  A last word of 0 (empty) ends the probe:
 * "not found", even if a thread fills the slot a moment later -- that
 * costs work (the position is checked again), never a wrong answer.  A
 * nonzero last word equal to the key's, with equal other words, is the
 * key itself.  (8f42c60 read the last word a second time to answer, and
 * answered "found" when another key had filled the slot in between.)
 * Replaced tables are kept till memo_free (a lookup may still be reading
 * one): at most as much memory again as the last table.  Additions take
 * a spin lock, held for a moment only (with a mutex, threads that found
 * it taken slept in the kernel, which cost more than the wait).
 */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include "checker.h"

#include <sched.h>
#include <sys/mman.h>

#define LAST(s, w) __atomic_load_n(&(s)[(w) - 1], __ATOMIC_ACQUIRE)

/* A table: its capacity, the table it replaced, the slots.  The slot of
 * table tab holding the slot words k (*found = 1), or the empty slot where
 * they belong (*found = 0), decided by one read of each last word. */
static uint64_t *slot_of(uint64_t *tab, size_t w, const uint64_t *k,
                         int *found)
{
    uint64_t h = 0x9e3779b97f4a7c15u, cap = tab[0];
    for (size_t i = 0; i < w; i++)
        h = (h ^ h >> 29 ^ k[i]) * 0xbf58476d1ce4e5b9u;
    for (size_t i = (h ^ h >> 32) & (cap - 1);; i = (i + 1) & (cap - 1)) {
        uint64_t *s = tab + 2 + i * w, last = LAST(s, w);
        if ((*found = last == k[w - 1] && !memcmp(s, k, 8 * (w - 1))) ||
            last == 0)
            return s;
    }
}

/* Doubles the table, or makes the first (t locked), unless all its tables
 * would then take more than t->limit bytes.  A large table goes on huge
 * pages where the system has them (lookups land anywhere: 4 KiB pages
 * missed the TLB on almost every one); a large calloc is a fresh mapping,
 * so its page is its own. */
static int grow(memo_t *t)
{
    size_t w = (size_t)t->words, cap = t->tab ? t->tab[0] : 0;
    size_t more = cap ? 2 * cap : 16, bytes = (more * w + 2) * 8;
    uint64_t *s, *old = t->tab;
    int found;
    if (cap > SIZE_MAX / 4 / (8 * w) || bytes > t->limit - t->bytes ||
        t->bytes > t->limit || !(s = calloc(more * w + 2, 8)))
        return -1;
#ifdef MADV_HUGEPAGE
    if (more * w >= (size_t)1 << 18)
        madvise((void *)((uintptr_t)s & ~(uintptr_t)4095), bytes,
                MADV_HUGEPAGE);
#endif
    t->bytes += bytes;
    s[0] = more;
    s[1] = (uintptr_t)old;
    for (size_t i = 0; i < cap; i++)
        if (old[2 + i * w + w - 1])
            memcpy(slot_of(s, w, old + 2 + i * w, &found), old + 2 + i * w,
                   8 * w);
    __atomic_store_n(&t->tab, s, __ATOMIC_RELEASE);
    return 0;
}

int memo(memo_t *t, const uint8_t *key, int add)
{
    uint64_t k[4] = { 0, 0, 0, 0 }, *s, *tab;
    size_t w = (size_t)t->words;
    int found = 0;
    assert(t->klen >= 1 && t->klen <= KEYMAX && w == (size_t)t->klen / 8 + 1);
    memcpy(k, key, (size_t)t->klen);
    ((uint8_t *)k)[8 * w - 1] = 1;
    if (!add) {
        if ((tab = __atomic_load_n(&t->tab, __ATOMIC_ACQUIRE)))
            slot_of(tab, w, k, &found);
        return found;
    }
    while (atomic_flag_test_and_set_explicit(&t->lock, memory_order_acquire))
        sched_yield();
    int rc = (t->count + 1) * 4 > (t->tab ? t->tab[0] : 0) * 3 ? grow(t) : 0;
    if (rc == 0 && (s = slot_of(t->tab, w, k, &found), !found)) {
        memcpy(s, k, 8 * (w - 1));
        __atomic_store_n(&s[w - 1], k[w - 1], __ATOMIC_RELEASE);
        t->count++;
    }
    atomic_flag_clear_explicit(&t->lock, memory_order_release);
    return rc;
}

void memo_free(memo_t *t)
{
    for (uint64_t *p = t->tab, *before; p; p = before) {
        before = (uint64_t *)(uintptr_t)p[1];
        free(p);
    }
}
