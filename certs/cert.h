/* cert.h: writing posproof certificates (certs/FORMAT.md, versions 2 and 3).
 *
 * A writer collects (key, move) entries in memory, CERT_RUN_BYTES at most:
 * each time they fill it, it sorts them and writes them as a run to a file
 * beside the target, unlinked as soon as it is made; cert_finish merges the
 * runs, packs the entries into zstd blocks and writes the SQLite file. The
 * file is
 * built under a temporary name beside the target and renamed into place only
 * when complete, so no partial certificate is ever left at the target path.
 *
 * Every function returns 0 on success or -1 on failure; the message is then
 * available from cert_errmsg() and stays valid until the next call. Nothing
 * here prints or exits.
 */
#ifndef POSPROOF_CERT_H
#define POSPROOF_CERT_H

#include <stddef.h>
#include <stdint.h>

/* The format version cert_finish writes: CERT_FORMAT_VERSION, or
 * CERT_FORMAT_VERSION_START when the header has a `start` (a start position
 * other than the empty one, FORMAT.md 3.4 and 8). */
#define CERT_FORMAT_VERSION 2
#define CERT_FORMAT_VERSION_START 3
/* ... or CERT_FORMAT_VERSION_TOP when assumptions were added (cert_assume:
 * a sharded proof's top, FORMAT.md 6.4), which needs a `start` too. */
#define CERT_FORMAT_VERSION_TOP 4
/* ... or CERT_FORMAT_VERSION_RULE when the header rule is one that version
 * 4 ignores (monotone, of avoider-enforcer: FORMAT.md 3.3 and 8), which
 * needs a `start` too and is never a top. */
#define CERT_FORMAT_VERSION_RULE 5
/* ... or CERT_FORMAT_VERSION_OFFER when the header has `offer` (the offer
 * families, FORMAT.md 3.3 and 8), which needs a `start` too and is never
 * a top. */
#define CERT_FORMAT_VERSION_OFFER 6
#define CERT_APPLICATION_ID 0x706F7370   /* "posp" */
/* The stored move `stop` of rule avoid-plus (FORMAT.md 5.6). */
#define CERT_STOP 255

typedef struct cert_writer cert_writer;

typedef struct cert_stats {
    size_t entries;      /* strategy entries written */
    size_t blocks;       /* zstd blocks written */
    size_t data_bytes;   /* compressed bytes of all blocks */
    size_t file_bytes;   /* size of the finished file */
} cert_stats;

/* Creates a writer for target path with keys of key_len bytes. The temporary
 * file is created at once, so an unwritable path fails here, before any work.
 * On failure returns NULL and, if err is not NULL, writes the reason there. */
cert_writer *cert_create(const char *path, int key_len, char *err, size_t errlen);

/* Path of the temporary file (for a signal handler to unlink). */
const char *cert_temp_path(const cert_writer *w);

/* Sets header field name to value (copied). Required fields: FORMAT.md 2;
 * setting `start` makes the file format version 3.
 * magic, format_version, key and entries are filled in by cert_finish. */
int cert_header(cert_writer *w, const char *name, const char *value);

/* The value set for header field name (owned by w, valid until the next
 * cert_header of that name), or NULL if none is set. */
const char *cert_header_value(const cert_writer *w, const char *name);

/* From now on a key added with different moves keeps the least of them
 * instead of failing cert_finish: for a union of strategies that are each
 * complete (posproof merge --single, FORMAT.md 6.4's one file). */
void cert_allow_conflicts(cert_writer *w);

/* Adds one strategy entry: key_len key bytes and the canonical move. */
int cert_add(cert_writer *w, const uint8_t *key, uint8_t move);

/* Entries a writer holds in memory before it writes a run: 64 MB of them
 * keep the runs of the largest certificates few (125 million entries of 13
 * bytes, 25 runs) and those of every bench instance in memory, where the
 * file is the same. cert_run_entries sets another number (n >= 1, before
 * the first run; the tests). */
#define CERT_RUN_BYTES ((size_t)64 << 20)
void cert_run_entries(cert_writer *w, size_t n);

/* Adds an assumption of a top certificate (FORMAT.md 6.4): a start
 * position spelled as the header start, the shard's file name and the
 * SHA-256 of its bytes (64 lowercase hex digits); values are copied, and
 * checked here only for length (at most 64 bytes). */
int cert_assume(cert_writer *w, const char *start, const char *shard, const char *sha256);
/* Number of entries added so far (duplicates included). */
size_t cert_count(const cert_writer *w);

/* Bytes of memory the entries not yet in a run occupy (at most about
 * CERT_RUN_BYTES). */
size_t cert_memory(const cert_writer *w);

/* The writer's defaults, chosen by measurement (BENCHMARKS.md, "Certificates
 * and checking"): with byte-plane blocks, level 9 compresses within 5% of
 * level 19 at a tenth of the time, and blocks of 16384 entries are 5-10%
 * smaller than blocks of 4096 (fewer zstd and SQLite page overheads). */
#define CERT_DEFAULT_LEVEL 9
#define CERT_DEFAULT_BLOCK 16384

/* Sorts, merges, compresses and writes everything, then renames the file
 * into place.
 * level is the zstd level (1..22; 0 selects CERT_DEFAULT_LEVEL) and
 * block_entries the number of entries a block (0 selects
 * CERT_DEFAULT_BLOCK); they change the file's size and the time taken, not
 * its meaning. Rejects duplicate keys with different moves (unless
 * cert_allow_conflicts). Fills *st if not
 * NULL. Whether it succeeds or fails, the writer is still to be freed.
 * The file's bytes are a function of the header fields set, the entries
 * (as a set), level, block_entries and the SQLite and zstd libraries:
 * nothing of the clock, the host or the process goes in (no `created`,
 * FORMAT.md 2), so the same proof makes the same file. */
int cert_finish(cert_writer *w, int level, size_t block_entries, cert_stats *st);

/* Last error message of w. */
const char *cert_errmsg(const cert_writer *w);

/* Frees w; if the file was not finished, removes the temporary file. */
void cert_free(cert_writer *w);

#endif
