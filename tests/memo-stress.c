/* memo-stress.c - hammers checker/fast/memo.c from several threads and counts
 * false hits: lookups that answer "found" for a key that was never added.
 *
 * Each round makes a fresh memo; one thread adds keys whose first byte is
 * even (so the table fills and grows from 16 slots on), while the other
 * threads look up keys whose first byte is odd, which are never added, in
 * the same memo at the same time.  A single hit is a soundness failure:
 * the replay would accept a position (and its whole subtree) that no
 * thread ever checked.  Rounds then free the memo.
 *
 * Usage: memo-stress KLEN ROUNDS LOOKERS.  Prints the lookups made and the
 * false hits found; exits 1 on any false hit, 2 on usage or memory errors.
 * Built by tests/72-memo-stress.t with checker/fast/memo.c (and under the
 * sanitizer builds, with them); with -DOLD_MEMO, with 8f42c60's
 * checker/memo.c, whose memo(t, key, add) did both.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OLD_MEMO
#include "../checker/checker.h"
#define memo_add(t, key) memo(t, key, 1)
#define memo_has(t, key) memo(t, key, 0)
#else
#include "../checker/fast/fast.h"
#endif

#define ADDS 6000                /* keys added a round: 16 -> 8192 slots */

static memo_t *current;          /* the round's memo */
static pthread_barrier_t start, stop;
static atomic_int adding;        /* 1 while the adder runs */
static int klen, rounds;
static atomic_llong lookups, hits;
static int failed;

static void fill(uint8_t *key, uint64_t x, int odd)
{
    for (int i = 0; i < klen; i++) {        /* splitmix64 bytes */
        x += 0x9e3779b97f4a7c15u;
        uint64_t z = (x ^ x >> 30) * 0xbf58476d1ce4e5b9u;
        z = (z ^ z >> 27) * 0x94d049bb133111ebu;
        key[i] = (uint8_t)(z ^ z >> 31);
    }
    key[0] = (uint8_t)((key[0] & ~1u) | (unsigned)odd);
}

static void *adder(void *arg)
{
    (void)arg;
    uint8_t key[KEYMAX];
    for (int r = 0; r < rounds; r++) {
        pthread_barrier_wait(&start);
        for (uint64_t i = 0; i < ADDS; i++) {
            fill(key, (uint64_t)r << 32 | i, 0);
            if (memo_add(current, key) < 0)
                failed = 1;
        }
        atomic_store(&adding, 0);
        pthread_barrier_wait(&stop);
    }
    return NULL;
}

static void *looker(void *arg)
{
    uint8_t key[KEYMAX];
    uint64_t seed = (uint64_t)(uintptr_t)arg << 48, i = 0;
    long long n = 0, bad = 0;
    for (int r = 0; r < rounds; r++) {
        pthread_barrier_wait(&start);
        while (atomic_load_explicit(&adding, memory_order_relaxed)) {
            fill(key, seed | i++, 1);
            bad += memo_has(current, key);
            n++;
        }
        pthread_barrier_wait(&stop);
    }
    atomic_fetch_add(&lookups, n);
    atomic_fetch_add(&hits, bad);
    return NULL;
}

int main(int argc, char **argv)
{
    int lookers;
    if (argc != 4 || (klen = atoi(argv[1])) < 1 || klen > KEYMAX ||
        (rounds = atoi(argv[2])) < 1 || (lookers = atoi(argv[3])) < 1 ||
        lookers > 64) {
        fprintf(stderr, "usage: memo-stress KLEN(1-%d) ROUNDS LOOKERS(1-64)\n",
                KEYMAX);
        return 2;
    }
    pthread_t t[65];
    pthread_barrier_init(&start, NULL, (unsigned)lookers + 2);
    pthread_barrier_init(&stop, NULL, (unsigned)lookers + 2);
    pthread_create(&t[0], NULL, adder, NULL);
    for (int i = 1; i <= lookers; i++)
        pthread_create(&t[i], NULL, looker, (void *)(uintptr_t)i);
    for (int r = 0; r < rounds; r++) {
#ifdef OLD_MEMO                   /* 8f42c60's memo.c: no byte limit */
        memo_t m = MEMO(klen);
#else
        memo_t m = MEMO(klen, SIZE_MAX, 0);
#endif
        current = &m;
        atomic_store(&adding, 1);
        pthread_barrier_wait(&start);
        pthread_barrier_wait(&stop);
        uint8_t key[KEYMAX];          /* every key added is found */
        for (uint64_t i = 0; i < ADDS && !failed; i++) {
            fill(key, (uint64_t)r << 32 | i, 0);
            failed = memo_has(&m, key) != 1;
        }
        memo_free(&m);
    }
    for (int i = 0; i <= lookers; i++)
        pthread_join(t[i], NULL);
#ifndef OLD_MEMO
    /* One thread alone (MEMO's third argument): every key found, and only
     * the last table kept and counted (each replaced one freed at once,
     * which the sanitizer builds would catch if a lookup still read it). */
    memo_t one = MEMO(klen, SIZE_MAX, 1);
    uint8_t k1[KEYMAX];
    for (uint64_t i = 0; i < ADDS && !failed; i++) {
        fill(k1, i, 0);
        failed = memo_add(&one, k1) != 0;
    }
    for (uint64_t i = 0; i < ADDS && !failed; i++) {
        fill(k1, i, 0);
        failed = memo_has(&one, k1) != 1;
    }
    if (!failed && (one.tab[1] != 0 || one.bytes != (one.tab[0] * (size_t)(klen / 8 + 1) + 2) * 8)) {
        fprintf(stderr, "memo-stress: one thread alone kept a replaced table\n");
        failed = 1;
    }
    memo_free(&one);
#endif
    printf("klen %d: %lld lookups, %lld false hits%s\n", klen,
           (long long)lookups, (long long)hits,
           failed ? ", and an added key not found or out of memory" : "");
    return failed ? 2 : hits ? 1 : 0;
}
