/* memo.h - a set of exact keys with a small value each.
 *
 * Open addressing with linear probing; every slot stores the full key bytes
 * and a lookup compares them, so a hash collision can never make two keys
 * equal.  The table doubles when it is three quarters full.
 */
#ifndef MEMO_H
#define MEMO_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t *slot;     /* cap slots of 'words' words: key bytes, then */
    size_t cap, count;  /* the value (0: empty) in the slot's last byte */
    int klen, words;    /* klen <= 15 */
} memo_t;

/* Empty memo for keys of klen bytes.  Returns 0, or -1 out of memory. */
int memo_init(memo_t *t, int klen);

/* The value (1..255) stored for key, or 0 if key is absent. */
int memo_get(const memo_t *t, const uint8_t *key);

/* Stores value (1..255) for key.  Returns 0, or -1 out of memory (then t
 * is unchanged). */
int memo_put(memo_t *t, const uint8_t *key, int value);

void memo_free(memo_t *t);

#endif
