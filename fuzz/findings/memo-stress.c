/* memo-stress.c - shows the race of checker/memo.c's lock-free lookup:
 * one thread adds keys with odd first bytes, the other looks up keys with
 * even first bytes, none of which is ever added; any hit is a wrong answer.
 *   cc -O2 -pthread -I checker fuzz/findings/memo-stress.c checker/memo.c
 * The lookup finds the empty slot where its key would be (slot_of), then
 * reads that slot's last word again (LAST(slot_of(...))): if the adding
 * thread filled the slot with another key in between, memo() returns 1. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "checker.h"

#define KLEN 5
static memo_t t = MEMO(KLEN);
static atomic_int stop;

static void make(uint32_t i, uint8_t *key, int odd)
{
    key[0] = (uint8_t)(2 * (i & 127) + odd);
    key[1] = (uint8_t)(i >> 7), key[2] = (uint8_t)(i >> 15);
    key[3] = (uint8_t)(i >> 23), key[4] = 0;
}

static void *adder(void *arg)
{
    uint8_t key[KLEN];
    for (uint32_t i = 0; i < (1u << 22); i++) {
        make(i, key, 1);
        memo(&t, key, 1);
    }
    atomic_store(&stop, 1);
    return arg;
}

int main(void)
{
    pthread_t a;
    uint8_t key[KLEN];
    long long wrong = 0, asked = 0;
    pthread_create(&a, NULL, adder, NULL);
    for (uint32_t i = 0; !atomic_load(&stop); i = (i + 1) & ((1u << 22) - 1), asked++) {
        make(i, key, 0);
        wrong += memo(&t, key, 0);
    }
    pthread_join(a, NULL);
    printf("lookups %lld, wrong hits %lld\n", asked, wrong);
    memo_free(&t);
    return wrong != 0;
}
