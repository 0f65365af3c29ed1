/* tt.c: 4-way bucketed hash table, replace-least-work. */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include "tt.h"

#include <assert.h>
#include <stdlib.h>
#include <stdint.h>
#include <sys/mman.h>

#define HUGE_PAGE ((size_t)2 << 20)

#define KEYMASK (((uint64_t)1 << 46) - 1)   /* maker mask and the side-to-move bit 45 */
#define VALID ((uint64_t)1 << 63)
#define WIN ((uint64_t)1 << 62)
#define MOVE_SHIFT 56
#define WORK_SHIFT 50

int tt_init(tt *t, size_t max_bytes, int locked)
{
    size_t b = 1;
    while (b * 2 * 4 * sizeof(tt_entry) <= max_bytes)
        b *= 2;
    /* Large tables on transparent huge pages, where the kernel allows them
     * on request: the lookups are random, and with 4 KiB pages each costs a
     * TLB miss and, the first time, a page fault. Anonymous memory is zero
     * and is only backed where touched. */
    size_t bytes = b * 4 * sizeof(tt_entry);
    void *p = NULL;
    t->map = NULL;
    if (bytes >= HUGE_PAGE) {
        t->map_bytes = bytes + HUGE_PAGE;
        t->map = mmap(NULL, t->map_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (t->map == MAP_FAILED)
            t->map = NULL;
        else {
            p = (void *)(((uintptr_t)t->map + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
#ifdef MADV_HUGEPAGE
            madvise(p, bytes, MADV_HUGEPAGE);
#endif
        }
    } else
        p = calloc(b * 4, sizeof(tt_entry));
    t->slot = p;
    t->buckets = b;
    t->locked = locked;
    for (int i = 0; i < TT_LOCKS; i++)
        atomic_flag_clear(&t->lock[i]);
    return t->slot ? 0 : -1;
}

static inline atomic_flag *stripe(tt *t, const tt_entry *e)
{
    return &t->lock[(size_t)(e - t->slot) / 4 & (TT_LOCKS - 1)];
}

static inline void lock(tt *t, const tt_entry *e)
{
    if (t->locked)
        while (atomic_flag_test_and_set_explicit(stripe(t, e), memory_order_acquire))
            ;
}

static inline void unlock(tt *t, const tt_entry *e)
{
    if (t->locked)
        atomic_flag_clear_explicit(stripe(t, e), memory_order_release);
}

void tt_free(tt *t)
{
    if (t->map) {
        munmap(t->map, t->map_bytes);
        t->map = NULL;
    } else
        free(t->slot);
    t->slot = NULL;
}

static inline tt_entry *bucket(tt *t, position k)
{
    uint64_t h = board_mix(k.maker * 0x9E3779B97F4A7C15ULL ^ board_mix(k.breaker));
    return t->slot + 4 * (h & (t->buckets - 1));
}

int tt_probe(tt *t, position k, int *maker_wins, int *move)
{
    tt_entry *e = bucket(t, k);
    int found = 0;
    lock(t, e);
    for (int i = 0; i < 4; i++)
        if ((e[i].a & VALID) && (e[i].a & KEYMASK) == k.maker && e[i].b == k.breaker) {
            *maker_wins = (e[i].a & WIN) != 0;
            *move = (int)(e[i].a >> MOVE_SHIFT & 63);
            found = 1;
            break;
        }
    unlock(t, e);
    return found;
}

void tt_store(tt *t, position k, int maker_wins, int move, unsigned long work)
{
    assert((k.maker & ~KEYMASK) == 0 && move >= 0 && move <= TT_NOMOVE);
    tt_entry *e = bucket(t, k);
    int lw = 0;
    while (lw < 63 && (work >> lw) > 1)
        lw++;
    uint64_t a = k.maker | VALID | (maker_wins ? WIN : 0) | ((uint64_t)(move & 63) << MOVE_SHIFT)
               | ((uint64_t)lw << WORK_SHIFT);
    int victim = -1, least = 64;
    lock(t, e);
    for (int i = 0; i < 4; i++) {
        if (!(e[i].a & VALID)) {
            if (victim < 0 || least >= 0) {
                victim = i;
                least = -1;
            }
            continue;
        }
        if ((e[i].a & KEYMASK) == k.maker && e[i].b == k.breaker) {
            victim = i;
            least = -2;
            break;
        }
        int w = (int)(e[i].a >> WORK_SHIFT & 63);
        if (least >= 0 && w < least) {
            least = w;
            victim = i;
        }
    }
    e[victim].a = a;
    e[victim].b = k.breaker;
    unlock(t, e);
}
