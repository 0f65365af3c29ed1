/* tests/tt-check.c: solver/tt.c, in three parts; exits 1 on any difference.
 *
 * 1. It keeps positions apart that differ in any pair, the last pairs of
 *    K_16 (119) and of K_11 (54) included, with every turn, win, move (a
 *    byte) and work code: stores positions that differ in one pair each (and
 *    with both masks holding the pair, as canonical forms do for pairs off
 *    the board), then probes every one and compares.
 * 2. A table that starts with one bucket and grows answers every probe as
 *    a table of its cap from the start, until that one replaces an entry:
 *    a random run of stores and probes on a small cap applied to both; it
 *    goes on until the grown table reaches its cap and replaces entries
 *    too, its answers still the values last stored.
 * 3. Under threads (locked): each thread stores its own positions into a
 *    growing table too large to replace any, probing its earlier ones as it
 *    goes (each found, with its values) and one not yet stored (never found);
 *    at the end every position of every thread is found.
 * 4. What solve --keep saves and loads (solver/keep.c): every entry that
 *    tt_each gives, put into another table with tt_put, answers every
 *    probe as the first table does; tt_each's min_code passes exactly the
 *    entries of that work code and more; tt_put refuses an empty entry.
 * Built once as is and once with -DPOSPROOF_WIDE. */
#include "../solver/tt.h"

#include <pthread.h>
#include <stdio.h>

#define THREADS 3
#define PER_THREAD 20000

static uint64_t next(uint64_t *r)
{
    *r ^= *r << 13;
    *r ^= *r >> 7;
    *r ^= *r << 17;
    return *r;
}

/* Position i of a family f: distinct for distinct (f, i). */
static position nth(int f, unsigned i)
{
    uint64_t r = 0x9E3779B97F4A7C15ULL * (i + 1) ^ (uint64_t)f << 40, a = next(&r), b = next(&r);
    position k;
    k.maker = (pairset)(a & (((uint64_t)1 << 24) - 1)) << 24 | (pairset)i;
    k.breaker = (pairset)(b & (((uint64_t)1 << 40) - 1)) | (pairset)f << 44;
#ifdef POSPROOF_WIDE
    k.breaker |= (pairset)(b >> 8) << 64 & (((pairset)1 << BOARD_MAXM) - 1);
#endif
    return k;
}

static int part1(void)
{
    tt t;
    int m = BOARD_MAXM, bad = 0, n = 0;
    if (tt_init(&t, 0, (size_t)64 << 20, m, 0) != 0)
        return 1;
    position base = {(pairset)1 << 3, (pairset)1 << 5};
    for (int pass = 0; pass < 2; pass++)
        for (int p = 0; p < m; p++)
            for (int kind = 0; kind < 3; kind++) {
                position k = base;
                if (p == 3 || p == 5)
                    continue;
                if (kind != 1)
                    k.maker |= (pairset)1 << p;
                if (kind != 0)
                    k.breaker |= (pairset)1 << p;
                int turn = (p + kind) % TT_TURNS, win = (p + kind) & 1, move = (p * 7 + kind) % TT_NOMOVE;
                if (pass == 0) {
                    tt_store(&t, k, turn, win, move, 1ul << (p % 40));   /* every work code */
                    continue;
                }
                int w, mv;
                n++;
                if (!tt_probe(&t, k, turn, &w, &mv) || w != win || mv != move) {
                    if (bad++ < 10)
                        printf("pair %d kind %d: stored win %d move %d, probe gave %d %d\n", p, kind, win, move, w, mv);
                }
                if (tt_probe(&t, k, (turn + 1) % TT_TURNS, &w, &mv))
                    bad++;
            }
    printf("part 1: %d positions probed, %d wrong\n", n, bad);
    tt_free(&t);
    return bad != 0;
}

/* 1 if every position of keys[0..n) with stored[i] set is in t. */
static int holds_all(tt *t, const unsigned char *stored, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        int w, mv;
        if (stored[i] && !tt_probe(t, nth(1, i), (int)(i % 3), &w, &mv))
            return 0;
    }
    return 1;
}

static int part2(void)
{
    tt full, grown;
    size_t cap = 1024 * 4 * sizeof(position);   /* 1024 buckets of 4 entries */
    if (tt_init(&full, cap, cap, BOARD_MAXM, 0) != 0 || tt_init(&grown, 0, cap, BOARD_MAXM, 0) != 0)
        return 1;
    enum { KEYS = 6000, OPS = 40000 };
    static unsigned char stored[KEYS], win[KEYS], mov[KEYS];
    uint64_t r = 12345;
    int bad = 0, alike = -1, growths = 0, misses = 0;
    size_t start = atomic_load(&grown.buckets), last = start;
    for (int op = 0; op < OPS; op++) {
        unsigned i = (unsigned)(next(&r) % KEYS), x = (unsigned)next(&r);
        position k = nth(1, i);
        int turn = (int)(i % 3);
        if (x & 1) {
            unsigned long work = 1ul << (x >> 1 & 3);   /* four work codes: many ties */
            win[i] = x >> 3 & 1;
            mov[i] = (unsigned char)((x >> 4) % TT_NOMOVE);
            tt_store(&full, k, turn, win[i], mov[i], work);
            tt_store(&grown, k, turn, win[i], mov[i], work);
            stored[i] = 1;
            if (alike < 0 && !holds_all(&full, stored, KEYS))
                alike = op;   /* the full table has replaced an entry */
        }
        size_t nb = atomic_load(&grown.buckets);
        growths += alike < 0 && nb != last;
        last = nb;
        int w1 = -1, m1 = -1, w2 = -1, m2 = -1;
        int f1 = tt_probe(&full, k, turn, &w1, &m1), f2 = tt_probe(&grown, k, turn, &w2, &m2);
        /* Until then, the same answers, each the last stored; after, the
         * grown table's answers are still the last stored. */
        int wrong = (f2 && (w2 != win[i] || m2 != mov[i])) || (f2 && !stored[i]) ||
                    (alike < 0 && (f1 != f2 || f2 != stored[i] || (f1 && (w1 != w2 || m1 != m2))));
        misses += stored[i] && !f2;
        if (wrong && bad++ < 10)
            printf("op %d: full table %d %d %d, grown %d %d %d\n", op, f1, w1, m1, f2, w2, m2);
    }
    int ok = !bad && alike > 0 && growths >= 8 && last == grown.cap && misses > 0;
    printf("part 2: %d ops, %d answers wrong, alike up to op %d (%d growths, %zu buckets then), cap %zu reached, "
           "%d misses of stored positions after\n",
           OPS, bad, alike, growths, start << growths, grown.cap, misses);
    tt_free(&full);
    tt_free(&grown);
    return !ok;
}

typedef struct {
    tt *t;
    int f, bad;
} job;

static void *part3_thread(void *arg)
{
    job *j = arg;
    uint64_t r = 777 + (uint64_t)j->f;
    for (unsigned i = 0; i < PER_THREAD; i++) {
        tt_store(j->t, nth(j->f, i), (int)(i % TT_TURNS), i & 1, (int)(i % TT_NOMOVE), 1ul << (i % 20));
        unsigned e = (unsigned)(next(&r) % (i + 1));
        int w, mv;
        if (!tt_probe(j->t, nth(j->f, e), (int)(e % TT_TURNS), &w, &mv) || w != (int)(e & 1) ||
            mv != (int)(e % TT_NOMOVE))
            j->bad++;
        if (tt_probe(j->t, nth(j->f, i + 1), (int)((i + 1) % TT_TURNS), &w, &mv))
            j->bad++;
    }
    return NULL;
}

static int part3(void)
{
    tt t;
    if (tt_init(&t, 0, (size_t)1 << 30, BOARD_MAXM, 1) != 0)
        return 1;
    pthread_t th[THREADS];
    job jobs[THREADS];
    for (int f = 0; f < THREADS; f++) {
        jobs[f] = (job){&t, f + 2, 0};
        if (pthread_create(&th[f], NULL, part3_thread, &jobs[f]) != 0)
            return 1;
    }
    int bad = 0, n = 0;
    for (int f = 0; f < THREADS; f++) {
        pthread_join(th[f], NULL);
        bad += jobs[f].bad;
    }
    for (int f = 0; f < THREADS; f++)
        for (unsigned i = 0; i < PER_THREAD; i++, n++) {
            int w, mv;
            if (!tt_probe(&t, nth(f + 2, i), (int)(i % TT_TURNS), &w, &mv) || w != (int)(i & 1) ||
                mv != (int)(i % TT_NOMOVE))
                bad++;
        }
    size_t nb = atomic_load(&t.buckets);
    printf("part 3: %d threads, %d positions, %d wrong, %zu buckets (cap %zu)\n", THREADS, n, bad, nb, t.cap);
    tt_free(&t);
    return bad != 0 || nb >= t.cap || nb < 1024;
}

/* Part 4's copier: puts each entry into the table arg. */
static int copy_entry(void *arg, const uint64_t *e)
{
    return tt_put(arg, e) != 0;
}

static int count_code(void *arg, const uint64_t *e)
{
    size_t *c = arg;
    c[tt_code(e)]++;
    return 0;
}

static int part4(void)
{
    tt a, b;
    int m = BOARD_MAXM, bad = 0, n = 0;
    if (tt_init(&a, 0, (size_t)64 << 20, m, 0) != 0 || tt_init(&b, 0, (size_t)64 << 20, m, 0) != 0)
        return 1;
    for (int p = 0; p < m; p++)
        for (int kind = 0; kind < 3; kind++) {
            position k = {(pairset)1 << p, (pairset)kind << (p + 1 < m ? p : 0)};
            tt_store(&a, k, (p + kind) % TT_TURNS, (p + kind) & 1, (p * 7 + kind) % 256, 1ul << (p % 40));
            n++;
        }
    if (tt_each(&a, 1, copy_entry, &b) != 0)
        bad++;
    for (int p = 0; p < m; p++)
        for (int kind = 0; kind < 3; kind++) {
            position k = {(pairset)1 << p, (pairset)kind << (p + 1 < m ? p : 0)};
            int w1, m1, w2, m2, t = (p + kind) % TT_TURNS;
            if (tt_probe(&a, k, t, &w1, &m1) != 1 || tt_probe(&b, k, t, &w2, &m2) != 1 || w1 != w2 || m1 != m2) {
                if (bad++ < 10)
                    printf("part 4: pair %d kind %d differs after the copy\n", p, kind);
            }
        }
    size_t all[TT_CODES] = {0}, high[TT_CODES] = {0}, sum = 0;
    tt_each(&b, 1, count_code, all);
    tt_each(&b, 4, count_code, high);
    for (int c = 0; c < TT_CODES; c++) {
        sum += all[c];
        if (high[c] != (c >= 4 ? all[c] : 0))
            bad++;
    }
    if (sum != (size_t)n || all[0] != 0)
        bad++;
    uint64_t empty[TT_WORDS] = {0};
    if (tt_put(&b, empty) != -1)
        bad++;
    printf("part 4: %d entries copied, %zu counted, %d wrong\n", n, sum, bad);
    tt_free(&a);
    tt_free(&b);
    return bad != 0;
}

int main(void)
{
    int rc = part1();
    rc |= part2();
    rc |= part3();
    rc |= part4();
    return rc;
}
