/* kmap.h: a growing hash map from fixed-length keys (at most 31 bytes) to a
 * small value (1..255), for the general engine's table of solved
 * positions and its sets of visited positions. Single-threaded. */
#ifndef POSPROOF_KMAP_H
#define POSPROOF_KMAP_H

#include <stddef.h>
#include <stdint.h>

typedef struct kmap {
    int klen;            /* key bytes */
    size_t cap, count;   /* slots (a power of two), used slots */
    size_t limit;        /* most bytes the slots may take */
    uint8_t *slot;       /* cap slots of 32 bytes: value byte (0 = empty), key */
} kmap;

/* Initialises an empty map for keys of klen bytes using at most limit bytes. */
void kmap_init(kmap *m, int klen, size_t limit);

/* Value of key, or 0 if absent. */
int kmap_get(const kmap *m, const uint8_t *key);

/* Sets key to value (1..255). Returns 0, or -1 if the map would exceed its
 * memory limit or allocation fails (the map is then unchanged). */
int kmap_put(kmap *m, const uint8_t *key, int value);

/* Bytes the map occupies. */
size_t kmap_bytes(const kmap *m);

void kmap_free(kmap *m);

#endif
