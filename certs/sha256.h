/* sha256.h: SHA-256 (FIPS 180-4), streaming. */
#ifndef POSPROOF_SHA256_H
#define POSPROOF_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct sha256 {
    uint32_t h[8];
    uint64_t len;        /* bytes hashed so far */
    uint8_t buf[64];
    size_t fill;
} sha256;

void sha256_init(sha256 *c);
void sha256_update(sha256 *c, const void *data, size_t len);
/* Writes the digest as 64 lowercase hex digits and a NUL into hex[65]. */
void sha256_hex(sha256 *c, char hex[65]);

#endif
