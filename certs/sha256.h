/* sha256.h: SHA-256 (FIPS 180-4), streaming, by OpenSSL's libcrypto (the
 * checker hashes with it too: one implementation, a well-audited one). */
#ifndef POSPROOF_SHA256_H
#define POSPROOF_SHA256_H

#include <stddef.h>

typedef struct sha256 {
    void *ctx;           /* OpenSSL's EVP_MD_CTX */
} sha256;

/* Aborts only when a few hundred bytes cannot be allocated. */
void sha256_init(sha256 *c);
void sha256_update(sha256 *c, const void *data, size_t len);
/* Writes the digest as 64 lowercase hex digits and a NUL into hex[65] and
 * releases c. */
void sha256_hex(sha256 *c, char hex[65]);
/* Releases c without a digest (a write that failed). */
void sha256_free(sha256 *c);

#endif
