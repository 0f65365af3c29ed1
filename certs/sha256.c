/* sha256.c: SHA-256 by OpenSSL's EVP interface. */
#include "sha256.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>

void sha256_init(sha256 *c)
{
    /* OpenSSL without the machine's openssl.cnf: no configuration can change the hash (and a
     * millisecond less a run that hashes) */
    if (!OPENSSL_init_crypto(OPENSSL_INIT_NO_LOAD_CONFIG, NULL))
        abort();
    c->ctx = EVP_MD_CTX_new();
    if (c->ctx == NULL || !EVP_DigestInit_ex(c->ctx, EVP_sha256(), NULL))
        abort();
}

void sha256_update(sha256 *c, const void *data, size_t len)
{
    assert(c->ctx != NULL);
    if (len > 0 && !EVP_DigestUpdate(c->ctx, data, len))
        abort();
}

void sha256_hex(sha256 *c, char hex[65])
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned len = 0;
    if (!EVP_DigestFinal_ex(c->ctx, md, &len) || len != 32)
        abort();
    for (unsigned i = 0; i < len; i++)
        snprintf(hex + 2 * i, 3, "%02x", md[i]);
    EVP_MD_CTX_free(c->ctx);
    c->ctx = NULL;
}

void sha256_free(sha256 *c)
{
    EVP_MD_CTX_free(c->ctx);
    c->ctx = NULL;
}
