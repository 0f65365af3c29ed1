/* cert_read.h: reading posproof certificates (certs/FORMAT.md, versions 1
 * to 4), for the solver side: `posproof show`, `dump` and `play`, and the
 * shards of a sharded proof. (The checker, checker/, reads certificates
 * with code of its own and shares none of this.)
 *
 * A reader opens the file read-only and immutable (FORMAT.md 1), reads
 * every header row (FORMAT.md 2) and checks what it needs to read the
 * strategy safely: the application id, the magic, the format version, the
 * required fields for that version, their decimal spellings, n and the key
 * kind (which give the key length). It is not a checker: it does not check
 * the table statements, the game's combination of values or the strategy.
 * Blocks (FORMAT.md 6.1) are read when asked for: their first_key type and
 * length, the entry count against 1 MiB, the zstd frame's recorded size
 * and checksum, and the order of the keys are checked then.
 *
 * Every function that can fail returns -1 and leaves one line in
 * cert_read_errmsg(); nothing here prints or exits. A reader is used by one
 * thread at a time.
 */
#ifndef POSPROOF_CERT_READ_H
#define POSPROOF_CERT_READ_H

#include <stddef.h>
#include <stdint.h>

#define CERT_READ_KEY_MAX 31   /* key bytes, at most (FORMAT.md 5.6: n = 16) */

typedef struct cert_reader cert_reader;

/* The header, as read by cert_read_open. The strings are the stored values
 * (owned by the reader, valid until cert_read_close), "" where the field
 * is absent; the numbers are parsed from them. */
typedef struct cert_info {
    const char *magic, *family, *game, *rule, *H, *property, *board, *fixed, *bias, *first, *winner, *strategy, *key,
        *start, *nauty_version, *content_hash, *tool, *created;
    int format_version;      /* 1 to 6 */
    int n;                   /* 2 to 16 */
    int m;                   /* pairs of K_n: n(n-1)/2 */
    int key_len;             /* bytes of a key: ceil(m/4), plus the turn byte unless key is layered-3state-v1 */
    int oriented;            /* key oriented-v2 (Subh's moves: q and q + 128) */
    long tail;               /* header tail */
    long finish;             /* header finish; 0 in version 1 */
    long assumptions;        /* header assumptions; 0 before version 4 */
    uint64_t entries;        /* header entries */
    uint64_t blocks;         /* rows of the table block */
    uint64_t file_bytes;     /* size of the file */
} cert_info;

/* Opens the certificate at path. Returns the reader, or NULL with one line
 * naming path and what is wrong written to err (errlen bytes). */
cert_reader *cert_read_open(const char *path, char *err, size_t errlen);

/* The header, parsed (valid until cert_read_close). */
const cert_info *cert_read_info(const cert_reader *r);

/* The value of any header field name (also those FORMAT.md 2 does not
 * list: informative statistics), or NULL if the file has no such row. */
const char *cert_read_value(const cert_reader *r, const char *name);

/* The number of header rows, and row i's name and value (0 <= i < count),
 * in the order of their names. */
int cert_read_nheader(const cert_reader *r);
void cert_read_header_row(const cert_reader *r, int i, const char **name, const char **value);

/* A top's assumptions (FORMAT.md 6.4, version 4; none before): their
 * number, and row i's start (spelled as the header start), shard file name
 * and SHA-256, in ascending order of start (owned by the reader). */
long cert_read_nassume(const cert_reader *r);
void cert_read_assumption(const cert_reader *r, long i, const char **start, const char **shard, const char **sha256);

/* Iteration over every entry in ascending key order (FORMAT.md 6.1):
 * cert_read_next writes entry's key (info.key_len bytes) to key and its
 * stored move byte to *move and returns 1; 0 after the last entry; -1 on a
 * malformed block or an I/O error. cert_read_rewind starts again from the
 * first entry (the first call of cert_read_next starts there too). At the
 * end the entries counted are compared with the header's `entries`. */
int cert_read_next(cert_reader *r, uint8_t *key, uint8_t *move);
int cert_read_rewind(cert_reader *r);

/* Looks up key (info.key_len bytes) as FORMAT.md 6.2 says: 1 and the
 * stored move in *move if the strategy has an entry for it, 0 if not, -1
 * on a malformed block or an I/O error. The last block read is kept, so
 * lookups near each other decompress once. */
int cert_read_lookup(cert_reader *r, const uint8_t *key, uint8_t *move);

/* Reads every entry into memory at once (info.entries times key_len + 1
 * bytes, checked as cert_read_next checks them): from then on
 * cert_read_lookup answers from memory, however far apart the keys asked
 * are (a walk of the whole strategy: merge --single). Leaves the iteration
 * at its end. 0, or -1. */
int cert_read_load(cert_reader *r);

/* The SHA-256 of the concatenated block data in ascending first_key order
 * (the header's content_hash, FORMAT.md 2), as 64 lowercase hex digits and
 * a NUL in hex. 0, or -1. */
int cert_read_content_hash(cert_reader *r, char hex[65]);

/* The last error of r. */
const char *cert_read_errmsg(const cert_reader *r);

/* Closes r (NULL is allowed). */
void cert_read_close(cert_reader *r);

#endif
