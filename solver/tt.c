/* tt.c: 4-way bucketed hash table, replace-least-work. */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include "tt.h"

#include <assert.h>
#include <stdlib.h>
#include <stdint.h>
#include <sys/mman.h>

#define HUGE_PAGE ((size_t)2 << 20)

/* Entries of the ordinary build (m <= 55, two words): word 0 Maker's pairs,
 * the turn in bits 55..58 and the work code in bits 59..63 (0: empty slot);
 * word 1 Breaker's pairs, the win in bit 55 and the move in bits 56..63.
 * The wide build (m <= 120, four words): words 0 and 1 Maker's pairs, words
 * 2 and 3 Breaker's, with the turn in bits 56..59, the work code in bits
 * 60..62 and the win in bit 63 of word 1, the move in bits 56..63 of word 3
 * (pairs 64..119 take bits 0..55 of words 1 and 3).
 * A move is a byte (8 bits: Subh's moves are a pair plus 128 for the
 * direction, search.h). The work code is 1 + the log2 of the work (at most
 * 31), 1 + a fifth of it in the wide build (at most 7). */
#define LOW(b) (((uint64_t)1 << (b)) - 1)
#ifdef POSPROOF_WIDE
#define WORDS 4
#else
#define WORDS 2
#endif

/* The work code of entry e (0: empty). */
#ifdef POSPROOF_WIDE
static inline int code_of(const uint64_t *e) { return (int)(e[1] >> 60 & 7); }
#else
static inline int code_of(const uint64_t *e) { return (int)(e[0] >> 59); }
#endif

static inline void pack(uint64_t *e, position k, int turn, int code, int win, int move)
{
#ifdef POSPROOF_WIDE
    e[0] = (uint64_t)k.maker;
    e[1] = board_high(k.maker) | (uint64_t)turn << 56 | (uint64_t)code << 60 | (uint64_t)win << 63;
    e[2] = (uint64_t)k.breaker;
    e[3] = board_high(k.breaker) | (uint64_t)move << 56;
#else
    e[0] = k.maker | (uint64_t)turn << 55 | (uint64_t)code << 59;
    e[1] = k.breaker | (uint64_t)win << 55 | (uint64_t)move << 56;
#endif
}

/* 1 if e holds k with turn. */
static inline int holds(const uint64_t *e, position k, int turn)
{
#ifdef POSPROOF_WIDE
    return e[0] == (uint64_t)k.maker && (e[1] & LOW(60)) == (board_high(k.maker) | (uint64_t)turn << 56) &&
           e[2] == (uint64_t)k.breaker && (e[3] & LOW(56)) == board_high(k.breaker) && code_of(e);
#else
    return (e[0] & LOW(59)) == (k.maker | (uint64_t)turn << 55) && (e[1] & LOW(55)) == k.breaker && code_of(e);
#endif
}

int tt_init(tt *t, size_t max_bytes, int m, int locked)
{
    assert(m >= 1 && m <= BOARD_MAXM);
    size_t entry = WORDS * sizeof(uint64_t), b = 1;
    while (b * 2 * 4 * entry <= max_bytes)
        b *= 2;
    /* Large tables on transparent huge pages, where the kernel allows them
     * on request: the lookups are random, and with 4 KiB pages each costs a
     * TLB miss and, the first time, a page fault. Anonymous memory is zero
     * and is only backed where touched. */
    size_t bytes = b * 4 * entry;
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
        p = calloc(b * 4, entry);
    t->slot = p;
    t->buckets = b;
    t->locked = locked;
    for (int i = 0; i < TT_LOCKS; i++)
        atomic_flag_clear(&t->lock[i]);
    return t->slot ? 0 : -1;
}

static inline atomic_flag *stripe(tt *t, const uint64_t *e)
{
    return &t->lock[(size_t)(e - t->slot) / (4 * (size_t)WORDS) & (TT_LOCKS - 1)];
}

static inline void lock(tt *t, const uint64_t *e)
{
    if (t->locked)
        while (atomic_flag_test_and_set_explicit(stripe(t, e), memory_order_acquire))
            ;
}

static inline void unlock(tt *t, const uint64_t *e)
{
    if (t->locked)
        atomic_flag_clear_explicit(stripe(t, e), memory_order_release);
}

size_t tt_size(const tt *t)
{
    return t->buckets * 4 * WORDS * sizeof(uint64_t);
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

static inline uint64_t *bucket(tt *t, position k, int turn)
{
    uint64_t h = board_hash_position(k) + (uint64_t)turn * 0x9E3779B97F4A7C15ULL;
    return t->slot + 4 * (size_t)WORDS * (board_mix(h) & (t->buckets - 1));
}

int tt_probe(tt *t, position k, int turn, int *maker_wins, int *move)
{
    uint64_t *b = bucket(t, k, turn);
    int found = 0;
    lock(t, b);
    for (int i = 0; i < 4 && !found; i++) {
        const uint64_t *e = b + (size_t)i * WORDS;
        if (holds(e, k, turn)) {
            *maker_wins = (int)(WORDS == 2 ? e[1] >> 55 & 1 : e[1] >> 63);
            *move = (int)(e[WORDS - 1] >> 56 & 255);
            found = 1;
        }
    }
    unlock(t, b);
    return found;
}

void tt_store(tt *t, position k, int turn, int maker_wins, int move, unsigned long work)
{
    assert(turn >= 0 && turn < TT_TURNS && move >= 0 && move <= TT_NOMOVE);
    assert(!(k.maker >> BOARD_MAXM) && !(k.breaker >> BOARD_MAXM));
    uint64_t *e = bucket(t, k, turn);
    int lw = 0;
    while (lw < 63 && (work >> lw) > 1)
        lw++;
    int code = WORDS == 2 ? 1 + (lw < 30 ? lw : 30) : 1 + (lw / 5 < 6 ? lw / 5 : 6);
    int victim = -1, least = 64;
    lock(t, e);
    for (int i = 0; i < 4; i++) {
        uint64_t *q = e + (size_t)i * WORDS;
        int c = code_of(q);
        if (!c) {
            if (victim < 0 || least >= 0) {
                victim = i;
                least = -1;
            }
            continue;
        }
        if (holds(q, k, turn)) {
            victim = i;
            least = -2;
            break;
        }
        if (least >= 0 && c < least) {
            least = c;
            victim = i;
        }
    }
    pack(e + (size_t)victim * WORDS, k, turn, code, maker_wins != 0, move);
    unlock(t, e);
}
