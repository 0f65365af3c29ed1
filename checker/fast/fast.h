/* fast.h - the fast layer's modules (checker/fast/), on top of the core.
 *
 * The fast layer adds the shortcuts of FORMAT.md 7.2 to the core's replay,
 * each proved there and each behind its own switch (--shortcuts):
 *   quick.c  statement 2: a memo of relabellings (a colour refinement)
 *   memo.c   statement 5: a memo of exact keys shared by threads
 *   fast.c   statements 3 (short wins in calm families), 4 (opponent moves
 *            left out), 5 (threads), 6 (a cache of property values), and
 *            the engine posproof-check runs (progress on a terminal)
 * Every rule of the game is the core's (core.h); nothing here decides an
 * end position, a legal move or a stored move by itself.
 */
#ifndef POSPROOF_FAST_H
#define POSPROOF_FAST_H

#include <stdatomic.h>

#include "../core/core.h"

/* memo.c: a set of exact keys of klen <= 31 bytes, for any thread.
 * memo_has answers 1 only for a key that was added (0 may also mean that
 * another thread is adding it); memo_add returns 0, or -1 if its tables
 * would take more than 'limit' bytes.  memo_t t = MEMO(klen, limit, alone):
 * alone 1 where one thread uses it, which lets a replaced table go at
 * once. */
typedef struct {
    uint64_t *tab;
    size_t count;
    size_t bytes;
    size_t limit;
    int klen;
    int alone;
    atomic_flag lock;
} memo_t;

#define MEMO(l, lim, one) { NULL, 0, 0, lim, l, one, ATOMIC_FLAG_INIT }

int memo_has(memo_t *t, const uint8_t *key);
int memo_add(memo_t *t, const uint8_t *key);
void memo_free(memo_t *t);

/* quick.c: x relabelled by a colour refinement of its own (FORMAT.md 7.2,
 * statement 2), packed as key_pack does.  1 if the refinement told every
 * vertex apart (the bytes are then the same for all positions isomorphic
 * to x), 0 if it left ties. */
int key_quick(const header_t *h, const pos_t *x, uint8_t key[KEYMAX]);

/* fast.c: the engine (core.h engine_t: { fast_replay, &cfg }), and its
 * configuration: on[s] for statement s of 7.2, the threads, progress on
 * a terminal.  fast_config returns NULL, or why the options are invalid. */
#define THREADS_MAX 64   /* --threads, at most: as the solver's (solver/limits.h) */
typedef struct {
    int on[7];
    int threads;
    int progress;
} fast_cfg_t;

const char *fast_config(fast_cfg_t *cfg, int threads, const char *list, int progress);
int fast_replay(const check_t *c, const void *config, result_t *r);

#endif
