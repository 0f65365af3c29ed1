/* tt.c: 4-way bucketed hash table, grown in place to its cap, then replace-least-work. */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include "tt.h"

#include <assert.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
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
#define WORDS TT_WORDS

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

/* The key of the entry e (not empty) and its turn. */
static inline position key_of(const uint64_t *e, int *turn)
{
    position k;
#ifdef POSPROOF_WIDE
    k.maker = (pairset)e[0] | (pairset)(e[1] & LOW(56)) << 64;
    k.breaker = (pairset)e[2] | (pairset)(e[3] & LOW(56)) << 64;
    *turn = (int)(e[1] >> 56 & 15);
#else
    k.maker = e[0] & LOW(55);
    k.breaker = e[1] & LOW(55);
    *turn = (int)(e[0] >> 55 & 15);
#endif
    return k;
}

/* The hash of k with turn; its low bits choose the bucket. */
static inline uint64_t hash_of(position k, int turn)
{
    return board_mix(board_hash_position(k) + (uint64_t)turn * 0x9E3779B97F4A7C15ULL);
}

int tt_init(tt *t, size_t start_bytes, size_t max_bytes, int m, int locked)
{
    assert(m >= 1 && m <= BOARD_MAXM);
    size_t entry = WORDS * sizeof(uint64_t), b = 1, first = 1;
    while (b * 2 * 4 * entry <= max_bytes)
        b *= 2;
    while (first < b && first * 2 * 4 * entry <= start_bytes)
        first *= 2;
    /* Large tables on transparent huge pages, where the kernel allows them
     * on request: the lookups are random, and with 4 KiB pages each costs a
     * TLB miss and, the first time, a page fault. Anonymous memory is zero
     * and is only backed where touched: the buckets not yet in use cost
     * nothing. */
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
    t->cap = b;
    atomic_init(&t->buckets, first);
    t->locked = locked;
    for (int i = 0; i < TT_LOCKS; i++)
        atomic_flag_clear(&t->lock[i]);
    return t->slot ? 0 : -1;
}

static inline void lock(tt *t, size_t i)
{
    if (t->locked)
        while (atomic_flag_test_and_set_explicit(&t->lock[i & (TT_LOCKS - 1)], memory_order_acquire))
            ;
}

static inline void unlock(tt *t, size_t i)
{
    if (t->locked)
        atomic_flag_clear_explicit(&t->lock[i & (TT_LOCKS - 1)], memory_order_release);
}

/* Bucket i's first word. */
static inline uint64_t *bucket(const tt *t, size_t i)
{
    return t->slot + 4 * (size_t)WORDS * i;
}

/* Locks the bucket of hash h in a table of *n buckets, setting *n and *i to
 * its index: the number of buckets read again under the lock, as only a
 * grower holding every lock changes it. */
static inline uint64_t *lock_bucket(tt *t, uint64_t h, size_t *n, size_t *i)
{
    for (;;) {
        *n = atomic_load_explicit(&t->buckets, memory_order_relaxed);
        *i = h & (*n - 1);
        lock(t, *i);
        if (!t->locked || atomic_load_explicit(&t->buckets, memory_order_relaxed) == *n)
            return bucket(t, *i);
        unlock(t, *i);
    }
}

/* The entry of bucket e for k with turn: its own, else the first empty one,
 * else the one of least work; *least is -2, -1 or that work code. */
static inline uint64_t *choose(uint64_t *e, position k, int turn, int *least)
{
    int victim = -1;
    *least = 64;
    for (int i = 0; i < 4; i++) {
        uint64_t *q = e + (size_t)i * WORDS;
        int c = code_of(q);
        if (!c) {
            if (victim < 0 || *least >= 0) {
                victim = i;
                *least = -1;
            }
            continue;
        }
        if (holds(q, k, turn)) {
            victim = i;
            *least = -2;
            break;
        }
        if (*least >= 0 && c < *least) {
            *least = c;
            victim = i;
        }
    }
    return e + (size_t)victim * WORDS;
}

/* The entry for k with turn, of bucket i in a table of n buckets: below the
 * cap, bucket i + n (in no use yet) takes what bucket i, full, cannot, and
 * NULL says both are full; at the cap, bucket i's entry of least work. */
static inline uint64_t *entry_for(tt *t, size_t n, size_t i, position k, int turn)
{
    int least;
    uint64_t *e = choose(bucket(t, i), k, turn, &least);
    if (least < 0 || n == t->cap)
        return e;
    e = choose(bucket(t, i + n), k, turn, &least);
    return least < 0 ? e : NULL;
}

/* Doubles a table of n buckets (unless another thread has): the entries of
 * bucket i, then of its overflow bucket i + n, go in that order to bucket
 * i or i + n by the next bit of their hash (their overflow buckets i + 2n
 * and i + 3n); at the cap a bucket that does not hold them all replaces. */
static void grow(tt *t, size_t n)
{
    for (size_t l = 0; l < TT_LOCKS; l++)
        lock(t, l);
    if (atomic_load_explicit(&t->buckets, memory_order_relaxed) == n) {
        assert(2 * n <= t->cap);
        for (size_t i = 0; i < n; i++) {
            uint64_t *a = bucket(t, i), *b = bucket(t, i + n), old[8 * WORDS];
            if (!code_of(a))
                continue;   /* empty (a bucket fills from its first entry) */
            int from = code_of(a + 3 * WORDS) ? 8 : 4;
            memcpy(old, a, 4 * WORDS * sizeof *a);
            memset(a, 0, 4 * WORDS * sizeof *a);
            if (from == 8) {
                memcpy(old + 4 * WORDS, b, 4 * WORDS * sizeof *b);
                memset(b, 0, 4 * WORDS * sizeof *b);
            }
            int put[2] = {0, 0};   /* entries put into bucket i, i + n */
            for (int s = 0; s < from; s++) {
                const uint64_t *e = old + (size_t)s * WORDS;
                int turn;
                if (!code_of(e))
                    continue;
                position k = key_of(e, &turn);
                int up = (hash_of(k, turn) & n) != 0, c = put[up]++;
                size_t j = i + (up ? n : 0);
                uint64_t *to = c < 4 ? bucket(t, j) + (size_t)c * WORDS
                             : 2 * n < t->cap ? bucket(t, j + 2 * n) + (size_t)(c - 4) * WORDS
                                              : entry_for(t, 2 * n, j, k, turn);
                memcpy(to, e, WORDS * sizeof *e);
            }
        }
        atomic_store_explicit(&t->buckets, 2 * n, memory_order_relaxed);
    }
    for (size_t l = 0; l < TT_LOCKS; l++)
        unlock(t, l);
}

size_t tt_size(const tt *t)
{
    return t->cap * 4 * WORDS * sizeof(uint64_t);
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

/* The entry of bucket b holding k with turn, or NULL. */
static inline const uint64_t *find(const uint64_t *b, position k, int turn)
{
    for (int i = 0; i < 4; i++)
        if (holds(b + (size_t)i * WORDS, k, turn))
            return b + (size_t)i * WORDS;
    return NULL;
}

int tt_probe(tt *t, position k, int turn, int *maker_wins, int *move)
{
    size_t n, at;
    const uint64_t *b = lock_bucket(t, hash_of(k, turn), &n, &at), *e = find(b, k, turn);
    if (!e && n < t->cap && code_of(b + 3 * WORDS))   /* bucket at full: its overflow */
        e = find(bucket(t, at + n), k, turn);
    if (e) {
        *maker_wins = (int)(WORDS == 2 ? e[1] >> 55 & 1 : e[1] >> 63);
        *move = (int)(e[WORDS - 1] >> 56 & 255);
    }
    unlock(t, at);
    return e != NULL;
}

/* Records k with turn, win and move, with work code `code`. */
static void store_code(tt *t, position k, int turn, int maker_wins, int move, int code)
{
    uint64_t h = hash_of(k, turn);
    for (;;) {
        size_t n, at;
        lock_bucket(t, h, &n, &at);
        uint64_t *e = entry_for(t, n, at, k, turn);
        if (e) {
            pack(e, k, turn, code, maker_wins != 0, move);
            unlock(t, at);
            return;
        }
        unlock(t, at);   /* both full: grow rather than replace */
        grow(t, n);
    }
}

void tt_store(tt *t, position k, int turn, int maker_wins, int move, unsigned long work)
{
    assert(turn >= 0 && turn < TT_TURNS && move >= 0 && move <= TT_NOMOVE);
    assert(!(k.maker >> BOARD_MAXM) && !(k.breaker >> BOARD_MAXM));
    int lw = 0;
    while (lw < 63 && (work >> lw) > 1)
        lw++;
    int code = WORDS == 2 ? 1 + (lw < 30 ? lw : 30) : 1 + (lw / 5 < 6 ? lw / 5 : 6);
    store_code(t, k, turn, maker_wins, move, code);
}

int tt_code(const uint64_t e[TT_WORDS])
{
    return code_of(e);
}

int tt_each(tt *t, int min_code, int (*fn)(void *arg, const uint64_t *e), void *arg)
{
    for (size_t l = 0; l < TT_LOCKS; l++)
        lock(t, l);
    /* Below the cap the entries lie in the buckets in use and their
     * overflow buckets (entry_for, grow): the first 2n of the cap. */
    size_t n = atomic_load_explicit(&t->buckets, memory_order_relaxed);
    size_t last = n < t->cap ? 2 * n : n;
    int rc = 0;
    for (size_t i = 0; i < last && !rc; i++)
        for (int j = 0; j < 4 && !rc; j++) {
            const uint64_t *e = bucket(t, i) + (size_t)j * WORDS;
            if (code_of(e) && code_of(e) >= min_code)
                rc = fn(arg, e);
        }
    for (size_t l = 0; l < TT_LOCKS; l++)
        unlock(t, l);
    return rc;
}

int tt_put(tt *t, const uint64_t e[TT_WORDS])
{
    int turn, code = code_of(e);
    position k = key_of(e, &turn);
    int win = (int)(WORDS == 2 ? e[1] >> 55 & 1 : e[1] >> 63);
    int move = (int)(e[WORDS - 1] >> 56 & 255);
    uint64_t copy[WORDS];
    pack(copy, k, turn, code, win, move);
    /* the fields read back must be the entry's, bit for bit */
    if (!code || memcmp(copy, e, sizeof copy) != 0)
        return -1;
    store_code(t, k, turn, win, move, code);
    return 0;
}
