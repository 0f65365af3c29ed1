/* cert.h - reading a certificate (FORMAT.md sections 1, 2 and 6).
 *
 * Reads the SQLite container read-only and immutable (the main file only;
 * no -journal or -wal file is read or made), validates the header and the
 * block index (kept in memory), and looks up strategy entries, decompressing
 * at most one zstd block per lookup.  Decompressed blocks are kept, up to
 * 256 MiB, evicting those least recently used (clock algorithm): lookups
 * come in canonical-key order, which jumps between blocks.
 * Every block is validated when it is decompressed, and cert_open
 * decompresses each once: a single zstd frame with the checksum flag and
 * the right declared content size, checksum verified, keys strictly
 * ascending, the first equal to first_key, the last below the next block's.
 *
 * Every function that can fail returns -1 and leaves a message in
 * cert_errmsg(); every such failure means the certificate could not be
 * read (malformed, corrupt, unsupported, I/O or out of memory).
 */
#ifndef CERT_H
#define CERT_H

#include <stdint.h>

#include "rules.h"

typedef struct {
    const rules_game_t *game;
    int n;
    int first, winner, strategy;   /* MAKER or BREAKER */
    long long tail;                  /* header.tail (6.3) */
    long long entries;               /* header.entries */
} cert_header_t;

typedef struct {
    long long lookups;               /* calls of cert_lookup */
    long long decompressed;          /* blocks decompressed */
} cert_stats_t;

typedef struct cert cert_t;

/* Opens the certificate at path, reads and validates its header and block
 * index.  *out is set to a handle (NULL only if even that could not be
 * allocated) that the caller closes with cert_close, also on failure.
 * Returns 0 or -1. */
int cert_open(cert_t **out, const char *path);

const cert_header_t *cert_header(const cert_t *c);
const cert_stats_t *cert_stats(const cert_t *c);

/* Looks up the stored move of key (L bytes, L from the header's n).
 * Returns 1 and sets *move, 0 if there is no entry, -1 on error. */
int cert_lookup(cert_t *c, const uint8_t *key, int *move);

/* The message of the last failure ("out of memory" if c is NULL). */
const char *cert_errmsg(const cert_t *c);

void cert_close(cert_t *c);

#endif
