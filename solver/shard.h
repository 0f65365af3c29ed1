/* shard.h: the files of a sharded proof (docs/sharding.md).
 *
 * `posproof split` writes a directory DIR holding DIR/manifest: the game
 * (the solve arguments, one a line), the split depth, and the frontier:
 * one line a shard, with its start position spelled as a certificate's
 * header start (FORMAT.md 3.4) and as start flags of `posproof solve`.
 * Shard k (1 .. n) is solved by `posproof shard DIR k` into DIR/NAME.cert
 * (shard_file_name; a draw into NAME.first.cert and NAME.second.cert) and
 * its accounting into DIR/NAME.json; `posproof merge` reads them back.
 *
 * The manifest, version 1, is text, one record a line:
 *   posproof shards 1
 *   arg ARG               the game's arguments, in order, one a line
 *   depth D               moves from the split's start to the frontier
 *   level L               board pairs not free at the frontier
 *   shards N
 *   shard K HEX FLAGS     K = 1 .. N in order; FLAGS: start flags, single
 *                         spaces between words, none empty
 *   estimate K POSITIONS SECONDS PEAK_MB   (optional) a sampled shard
 * Files are written under a temporary name and renamed. Nothing here
 * prints or exits.
 */
#ifndef POSPROOF_SHARD_H
#define POSPROOF_SHARD_H

#include <stddef.h>

#include "limits.h"   /* SHARD_MAXARGS */

typedef struct shard_manifest {
    int nargs;
    char *args[SHARD_MAXARGS];   /* the game's solve arguments (owned) */
    int depth, level;
    size_t n;                    /* shards */
    char (*hex)[64];             /* start of shard k at hex[k - 1] */
    char **flags;                /* its start flags (owned), "" for none */
    /* a sample solved by split --estimate: for shard k, at most one */
    size_t nsample;
    size_t *sample;              /* k */
    double *sample_positions, *sample_seconds, *sample_mb;
} shard_manifest;

/* Writes m to DIR/manifest (replaced atomically). 0, or -1 with err. */
int shard_manifest_write(const char *dir, const shard_manifest *m, char *err, size_t errlen);

/* Reads DIR/manifest into m (zeroed here; shard_manifest_free releases
 * it, also after a failure). 0, or -1 with err naming the line. */
int shard_manifest_read(const char *dir, shard_manifest *m, char *err, size_t errlen);
void shard_manifest_free(shard_manifest *m);

/* Adds an owned copy of a start and its flags to m. 0 or -1 (out of memory). */
int shard_manifest_add(shard_manifest *m, const char *hex, const char *flags);

/* Appends a sampled shard (k, positions, CPU seconds, peak MB) to m. 0 or -1. */
int shard_manifest_sample(shard_manifest *m, size_t k, double pos, double sec, double mb);

/* "s" and k with as many digits as n has, e.g. s007 for k = 7 of 120;
 * out: 32 bytes. */
void shard_name(size_t k, size_t n, char *out);

/* What a shard's certificate says. */
typedef struct shard_cert {
    int version;
    char winner[16], strategy[16], start[64];
    char sha256[65];             /* of the file's bytes */
} shard_cert;

/* Reads the header of the certificate at path; with hash, also checks
 * that its content_hash is the SHA-256 of its blocks (a file cut short or
 * changed fails) and hashes the whole file (c->sha256; "" without hash).
 * 1 if read, 0 if there is no such file, -1 with err otherwise. */
int shard_cert_read(const char *path, shard_cert *c, int hash, char *err, size_t errlen);

/* The header fields that make a shard's claim the top's but for the start
 * (FORMAT.md 6.4, discharge), NULL-terminated. */
extern const char *const shard_claim_fields[];

/* Checks that the certificate at path can discharge an assumption of a top
 * whose header value of a field is want(ctx, name) (NULL: absent): read
 * with hash (shard_cert_read, into *c), it starts from the position start
 * (a header start, hex) and has the top's value of every field of
 * shard_claim_fields. 1 if it does, 0 if there is no such file, -1 with
 * err naming the file and the first difference. */
int shard_check(const char *path, const char *start, const char *(*want)(const void *ctx, const char *name),
                const void *ctx, shard_cert *c, char *err, size_t errlen);

/* Writes to path one ordinary certificate (format version 3) proving the
 * claim of the top at path top from its start: of the top and of every
 * shard it assumes (in dir), read one file at a time, the entries that the
 * file's own replay consults (FORMAT.md 6.3, walked from its own start;
 * entries for positions its strategy does not reach are left out), for a
 * key consulted in several files the least of their moves (any of them
 * does: shard.c has the argument). A file whose replay fails (a play lost,
 * no move or an illegal one where the walk needs one) is refused: it does
 * not prove its claim. Each shard must have the SHA-256
 * the top records, the top's game, winner and strategy role, and the
 * start assumed (shard_check); layered-3state-v1 keys get the turn byte of
 * layered-v2 (the labelling is the same on K_n, FORMAT.md 5.6); header
 * finish is the largest of the files'. The writer renames the file into
 * place only when complete. *entries: the entries written. 0, or -1 with
 * err. */
int shard_single(const char *top, const char *dir, const char *path, size_t *entries, char *err, size_t errlen);

/* Writes text to path through a temporary file and a rename. 0 or -1 with err. */
int shard_write_file(const char *path, const char *text, char *err, size_t errlen);

#endif
