/* container.c - reading a certificate (FORMAT.md 1, 2, 6.1, 6.2, 6.4).
 *
 * The file is read once into memory and hashed there (its SHA-256 is what a
 * top records of a shard and what the record line names, 6.4); SQLite
 * reads it from those bytes, read-only (no journal or WAL file is read or
 * made).  In order: the container (1: the first bytes, application_id, the
 * two tables exactly as declared), every
 * header row, names compared in C (2), in version 4 the rows of the table
 * assumption (6.4), and every block, decompressed once into one array of
 * entries in ascending key order (6.1).  The entries must fit the memory
 * budget, checked from the header before any block is read.  Lookups (6.2)
 * binary-search that array.  SQLite and zstd are readers only: everything
 * they return is checked against FORMAT.md.  SQLite column types are read
 * before any value, since reading a value may convert it.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>
#include <zstd.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>

#include "core.h"

#define APPLICATION_ID 0x706F7370       /* "posp" = 1886352240 */
#define BLOCK_MAX ((size_t)1 << 20)     /* FORMAT.md 6.1 */
#define BAD "malformed certificate: "

typedef struct {
    sqlite3 *db;
    cert_t *c;
    char *msg;
    size_t held;                /* the file's bytes, taken from the memory budget */
} reader_t;

/* The message, unless there is one already; UNCHECKED. */
static int fail(reader_t *r, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    if (r->msg[0] == 0) vsnprintf(r->msg, MSGMAX, fmt, ap);
    va_end(ap);
    return UNCHECKED;
}

static int sql_fail(reader_t *r, const char *what) {
    return fail(r, "%s: %s", what, sqlite3_errmsg(r->db));
}

static int prepare(reader_t *r, sqlite3_stmt **st, const char *sql) {
    if (sqlite3_prepare_v2(r->db, sql, -1, st, NULL) == SQLITE_OK) return 0;
    return sql_fail(r, "SQL error");
}

/* FORMAT.md 1, 6.4: the file at path, opened if it is a regular file,
 * which is asked of the file opened, without waiting for a writer (a FIFO
 * or a device is refused, never read); its size in *size.  NULL with msg
 * if it is none. */
FILE *file_open(const char *path, long long *size, char msg[MSGMAX]) {
    struct stat st;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    FILE *f = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? fdopen(fd, "rb") : NULL;
    if (f == NULL)
        say(msg, UNCHECKED, "cannot open: %s", fd < 0 ? strerror(errno) : "not a regular file");
    if (fd >= 0 && f == NULL) close(fd);
    *size = f == NULL ? 0 : (long long)st.st_size;
    return f;
}

/* FORMAT.md 1, 6.4: the file's bytes, read once into memory (they take
 * from the memory budget) and hashed there (SHA-256, by OpenSSL): a SQLite
 * file (offset 0), not WAL (bytes 18, 19 are 1), UTF-8 (56-59), not cut
 * off (the SQLite file format, its header: the page size at 16, two bytes
 * big-endian, 1 meaning 65536, the one value with byte 17 nonzero; times
 * the page count at 28, four bytes, valid when the change counter at 24
 * is the number at 92), which SQLite then reads from those bytes,
 * read-only.  So the bytes checked are the bytes hashed, whatever happens
 * to the file meanwhile. */
static int open_db(reader_t *r, const char *path, mem_t *mem) {
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned len = 0;
    long long bytes_in = 0;
    FILE *f = file_open(path, &bytes_in, r->msg);
    if (f == NULL) return UNCHECKED;
    size_t size = (size_t)bytes_in;
    unsigned char *bytes = size <= mem->left ? sqlite3_malloc64(size + 1) : NULL;
    size_t got = bytes == NULL ? 0 : fread(bytes, 1, size + 1, f);
    fclose(f);
    if (size > mem->left)
        return fail(r, "the file takes %zu MiB, more than the memory budget of %zu MiB (--mem)",
                    size >> 20, mem->limit >> 20);
    if (bytes == NULL) return fail(r, "out of memory");
    if (got != size) sqlite3_free(bytes);
    if (got != size) return fail(r, "cannot read the file whole (it changed?)");
    /* OpenSSL without the machine's openssl.cnf: no configuration can change the hash (and a
     * millisecond less a run) */
    int hashed = OPENSSL_init_crypto(OPENSSL_INIT_NO_LOAD_CONFIG, NULL);
    hashed = hashed && EVP_Digest(bytes, size, md, &len, EVP_sha256(), NULL) && len == 32;
    if (!hashed) sqlite3_free(bytes);
    if (!hashed) return fail(r, "cannot hash the file (SHA-256)");
    for (unsigned i = 0; i < len; i++) sprintf(r->c->sha256 + 2 * i, "%02x", md[i]);
    mem->left -= size;
    r->held = size;
    int bad = size < 100 || memcmp(bytes, "SQLite format 3", 16) != 0;
    int wal = !bad && (bytes[18] != 1 || bytes[19] != 1);
    int utf8 = !bad && memcmp(bytes + 56, "\0\0\0\1", 4) == 0;
    size_t declared = bad ? 0 : (size_t)(bytes[16] << 8 | bytes[17] << 16) *
                      ((size_t)bytes[28] << 24 | (size_t)bytes[29] << 16 | bytes[30] << 8 | bytes[31]);
    int cut = !bad && memcmp(bytes + 24, bytes + 92, 4) == 0 && size < declared;
    if (bad || wal || !utf8 || cut) sqlite3_free(bytes);
    if (bad) return fail(r, "not a SQLite file");
    if (wal) return fail(r, BAD "a WAL-mode file (FORMAT.md 1: never WAL)");
    if (!utf8) return fail(r, BAD "text encoding is not UTF-8 (FORMAT.md 1)");
    if (cut)
        return fail(r, "truncated: the file has %zu bytes of the %zu its SQLite header declares "
                    "(a copy cut off?)", size, declared);
    int rc = sqlite3_open_v2(":memory:", &r->db, SQLITE_OPEN_READWRITE, NULL);
    if (rc != SQLITE_OK) sqlite3_free(bytes);
    if (rc == SQLITE_OK)        /* frees bytes when it fails, or at sqlite3_close */
        rc = sqlite3_deserialize(r->db, "main", bytes, (sqlite3_int64)size, (sqlite3_int64)size,
                                 SQLITE_DESERIALIZE_READONLY | SQLITE_DESERIALIZE_FREEONCLOSE);
    if (rc != SQLITE_OK) return sql_fail(r, "cannot open certificate");
    sqlite3_db_config(r->db, SQLITE_DBCONFIG_DEFENSIVE, 1, NULL);
    sqlite3_db_config(r->db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, NULL);
    return 0;
}

/* FORMAT.md 1: the application_id, and each of the two tables the only
 * schema object of its name, declared exactly as FORMAT.md says. */
static int check_container(reader_t *r) {
    static const char *const want[2] = {
        "table:CREATE TABLE header (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) "
        "WITHOUT ROWID",
        "table:CREATE TABLE block (first_key BLOB PRIMARY KEY NOT NULL, entries INTEGER "
        "NOT NULL, data BLOB NOT NULL) WITHOUT ROWID" };
    sqlite3_stmt *st;
    if (prepare(r, &st, "SELECT (SELECT application_id FROM pragma_application_id), "
                "(SELECT group_concat(type || ':' || sql, ';') FROM sqlite_master WHERE "
                "tbl_name = 'header' COLLATE NOCASE), (SELECT group_concat(type || ':' || "
                "sql, ';') FROM sqlite_master WHERE tbl_name = 'block' COLLATE NOCASE)"))
        return UNCHECKED;
    int rc = 0;
    if (sqlite3_step(st) != SQLITE_ROW) rc = sql_fail(r, "cannot read the file");
    long long id = sqlite3_column_int64(st, 0);
    if (rc == 0 && id != APPLICATION_ID)
        rc = fail(r, "not a posproof certificate (application_id %lld, expected %d)", id,
                  APPLICATION_ID);
    for (int i = 0; i < 2 && rc == 0; i++) {
        const char *got = (const char *)sqlite3_column_text(st, i + 1);
        if (got == NULL || strcmp(got, want[i]) != 0)
            rc = fail(r, BAD "no table '%s' as FORMAT.md 1 declares it",
                      i == 0 ? "header" : "block");
    }
    sqlite3_finalize(st);
    return rc;
}

/* Column i of st as text of at most max bytes of printable ASCII (every
 * value FORMAT.md defines is) into out, or -1. */
static int text(sqlite3_stmt *st, int i, size_t max, char *out) {
    if (sqlite3_column_type(st, i) != SQLITE_TEXT) return -1;
    const char *v = (const char *)sqlite3_column_text(st, i);
    size_t len = (size_t)sqlite3_column_bytes(st, i);
    if (v == NULL || len > max) return -1;
    for (size_t k = 0; k < len; k++)
        if (v[k] < ' ' || v[k] > '~') return -1;
    memcpy(out, v, len);
    out[len] = 0;
    return 0;
}

/* FORMAT.md 2: one row.  Names compare bytewise with those of FORMAT.md 2
 * (others, and names that are not text, are ignored); a known field
 * appears once, its value text of at most 63 bytes. */
static int header_row(reader_t *r, sqlite3_stmt *st) {
    header_t *h = &r->c->h;
    char name[64];
    if (text(st, 0, 63, name) != 0) return 0;
    int i = find(header_names, H_FIELDS, name) - 1;
    if (i < 0) return 0;
    if (h->have >> i & 1) return fail(r, BAD "header field '%s' appears twice", name);
    if (text(st, 1, 63, h->f[i]) != 0)
        return fail(r, BAD "header field '%s' is not printable text of at most 63 bytes", name);
    h->have |= 1u << i;
    return 0;
}

/* FORMAT.md 2: every row; format_version first (1 to 6, never guessed),
 * then no field of another version (8), then header_setup. */
static int read_header(reader_t *r) {
    static const char *const versions[6] = { "1", "2", "3", "4", "5", "6" };
    static const int since[5][3] = { { H_FINISH, 2, 6 }, { H_START, 3, 6 }, { H_ASSUMPTIONS, 4, 4 },
                                     { H_OFFER, 6, 6 }, { H_LEFTOVER, 6, 6 } };
    header_t *h = &r->c->h;
    sqlite3_stmt *st;
    if (prepare(r, &st, "SELECT name, value FROM header")) return UNCHECKED;
    int rc = 0;
    int step = sqlite3_step(st);
    for (; rc == 0 && step == SQLITE_ROW; step = sqlite3_step(st)) rc = header_row(r, st);
    if (rc == 0 && step != SQLITE_DONE) rc = sql_fail(r, "cannot read header");
    sqlite3_finalize(st);
    if (rc != 0) return rc;
    if (!(h->have >> H_VERSION & 1)) return fail(r, BAD "header field 'format_version' is missing");
    h->version = find(versions, 6, h->f[H_VERSION]);
    if (h->version == 0)
        return fail(r, "unsupported format version %s", h->f[H_VERSION]);
    for (int k = 0; k < 5; k++)
        if ((h->have >> since[k][0] & 1) && (h->version < since[k][1] || h->version > since[k][2]))
            return fail(r, BAD "header field '%s' in a version %d file",
                        header_names[since[k][0]], h->version);
    int bad = header_setup(h);
    if (bad >= 0 && !(h->have >> bad & 1))
        return fail(r, BAD "header field '%s' is missing", header_names[bad]);
    if (bad >= 0)
        return fail(r, BAD "header field '%s' has invalid value '%s'%s%s", header_names[bad],
                    h->f[bad], h->why[0] ? ": " : "", h->why);
    return 0;
}

/* FORMAT.md 6.4: assumption i (from 1) of row st: three text values, the
 * start a position spelled as header start and not the one before (the
 * rows come in start order), the shard a file name. */
static int assumption_row(reader_t *r, sqlite3_stmt *st, long long i, assumption_t *a) {
    static const char name_chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                     "0123456789._-";
    char why[64];
    if (text(st, 0, 63, a->start) || text(st, 1, 63, a->shard) || text(st, 2, 64, a->sha256))
        return fail(r, BAD "assumption %lld: a value is not printable text of at most 63 (sha256: 64) "
                    "bytes", i);
    if (start_parse(&r->c->h, a->start, &a->pos, why) != 0)
        return fail(r, BAD "assumption %lld: start '%s' is no position: %s", i,
                    a->start, why);
    if (i > 1 && strcmp(a[-1].start, a->start) == 0)
        return fail(r, BAD "assumption %lld: start %s appears twice", i, a->start);
    if (a->shard[0] == '.' || a->shard[0] == 0 || a->shard[strspn(a->shard, name_chars)])
        return fail(r, BAD "assumption %lld: shard '%s' is not a file name of A-Z a-z 0-9 . _ "
                    "- not starting with '.'", i, a->shard);
    return 0;
}

/* FORMAT.md 6.4: the rows of the table assumption, read by column name in
 * start order, as many as header assumptions says (memory grows with the
 * rows read). */
static int read_assumptions(reader_t *r) {
    cert_t *c = r->c;
    long long n = 0;
    sqlite3_stmt *st;
    if (prepare(r, &st, "SELECT start, shard, sha256 FROM assumption ORDER BY start"))
        return UNCHECKED;
    int rc = 0;
    int step = sqlite3_step(st);
    for (; rc == 0 && step == SQLITE_ROW; step = sqlite3_step(st)) {
        /* room for 2n + 1 rows made at n = 0, 1, 2, 4, 8, ...: lasts till the next power of 2 */
        assumption_t *more = n & (n - 1) ? c->assumed : realloc(c->assumed, (2 * n + 1) * sizeof *more);
        if (more == NULL) return fail(r, "out of memory");
        c->assumed = more;
        memset(&more[n], 0, sizeof more[n]);
        n++;
        rc = assumption_row(r, st, n, &more[n - 1]);
    }
    if (rc == 0 && step != SQLITE_DONE) rc = sql_fail(r, "cannot read table assumption");
    if (rc == 0 && n != c->h.assumptions)
        rc = fail(r, BAD "table assumption has %lld rows, header assumptions says %lld", n,
                  c->h.assumptions);
    sqlite3_finalize(st);
    return rc;
}

/* FORMAT.md 6.1: the data of block i, e entries, read by st: exactly one
 * zstd frame with the checksum flag and the content size e(L + 1),
 * decompressed into plane, turned into rows from row 'at' on; its keys
 * ascend strictly from the last of the block before; the first is first_key. */
static int read_block(reader_t *r, sqlite3_stmt *st, long long i, long long e, long long at,
                      ZSTD_DCtx *z, uint8_t *plane) {
    size_t L = (size_t)r->c->klen;
    size_t want = (size_t)e * (L + 1);
    const uint8_t *src = sqlite3_column_blob(st, 2);
    size_t size = (size_t)sqlite3_column_bytes(st, 2);
    uint8_t *row = r->c->rows + (size_t)at * (L + 1);
    if (size < 5 || memcmp(src, "\x28\xB5\x2F\xFD", 4) != 0)
        return fail(r, "block %lld: not a zstd frame", i);
    if (!(src[4] & 4)) return fail(r, "block %lld: zstd frame has no checksum", i);
    unsigned long long cs = ZSTD_getFrameContentSize(src, size);
    if (cs == ZSTD_CONTENTSIZE_UNKNOWN || cs == ZSTD_CONTENTSIZE_ERROR)
        return fail(r, "block %lld: zstd frame declares no content size", i);
    if (cs != want)
        return fail(r, "block %lld: zstd frame declares %llu bytes, expected %zu", i, cs, want);
    size_t fs = ZSTD_findFrameCompressedSize(src, size);
    if (ZSTD_isError(fs) || fs != size)
        return fail(r, "block %lld: data is not exactly one zstd frame", i);
    size_t got = ZSTD_decompressDCtx(z, plane, want, src, size);
    if (ZSTD_isError(got)) return fail(r, "block %lld: zstd: %s", i, ZSTD_getErrorName(got));
    if (got != want)
        return fail(r, "block %lld: decompressed to %zu bytes, expected %zu", i, got, want);
    for (size_t k = 0; k < (size_t)e; k++)                  /* planes -> rows */
        for (size_t j = 0; j <= L; j++) row[k * (L + 1) + j] = plane[j * (size_t)e + k];
    if (memcmp(row, sqlite3_column_blob(st, 0), L) != 0)
        return fail(r, "block %lld: first key differs from first_key", i);
    for (long long k = at > 0 ? -1 : 0; k < e - 1; k++)    /* from the row before */
        if (memcmp(row + k * (long long)(L + 1), row + (k + 1) * (long long)(L + 1), L) >= 0)
            return fail(r, "block %lld: keys are not strictly ascending%s", i,
                        k < 0 ? " after the block before" : "");
    return 0;
}

/* FORMAT.md 6.1: one row of table block: the types, first_key's length,
 * entries (>= 1, at most 1 MiB of content, in all the header's), data. */
static int block_row(reader_t *r, sqlite3_stmt *st, long long i, long long *sum,
                     ZSTD_DCtx *z, uint8_t *plane) {
    long long L = r->c->klen;
    int entries_int = sqlite3_column_type(st, 1) == SQLITE_INTEGER;
    int data_blob = sqlite3_column_type(st, 2) == SQLITE_BLOB;
    if (sqlite3_column_type(st, 0) != SQLITE_BLOB || sqlite3_column_bytes(st, 0) != L)
        return fail(r, BAD "block %lld: first_key is not a %lld-byte blob", i, L);
    long long e = sqlite3_column_int64(st, 1);
    if (!entries_int || e < 1 || e > r->c->h.entries - *sum)
        return fail(r, BAD "block %lld: entries out of range", i);
    if (e > (long long)BLOCK_MAX / (L + 1))
        return fail(r, BAD "block %lld: %lld entries, more than a block may hold (1 MiB of "
                    "content)", i, e);
    if (!data_blob) return fail(r, BAD "block %lld: data is not a blob", i);
    uint8_t *rows = realloc(r->c->rows, (size_t)((*sum + e) * (L + 1)));
    if (rows == NULL) return fail(r, "out of memory");
    r->c->rows = rows;
    *sum += e;
    return read_block(r, st, i, e, *sum - e, z, plane);
}

/* FORMAT.md 6.1: every block in first_key order; the entries' bytes are
 * taken from the memory budget before any is read; they add up to the
 * header's entries. */
static int read_blocks(reader_t *r, mem_t *mem) {
    long long L = r->c->klen;
    long long total = r->c->h.entries, sum = 0;
    if ((unsigned long long)total > mem->left / (size_t)(L + 1))
        return fail(r, "the strategy takes %lld MiB decompressed, more than the memory "
                    "budget of %zu MiB (--mem)", (total * (L + 1)) >> 20, mem->limit >> 20);
    mem->left -= (size_t)(total * (L + 1));
    sqlite3_stmt *st = NULL;
    ZSTD_DCtx *z = ZSTD_createDCtx();
    uint8_t *plane = malloc(BLOCK_MAX);
    int rc = 0;
    if (z == NULL || plane == NULL) rc = fail(r, "out of memory");
    if (rc == 0)
        rc = prepare(r, &st, "SELECT first_key, entries, data FROM block ORDER BY first_key");
    int step = SQLITE_DONE;
    for (long long i = 0; rc == 0 && (step = sqlite3_step(st)) == SQLITE_ROW; i++)
        rc = block_row(r, st, i, &sum, z, plane);
    if (rc == 0 && step != SQLITE_DONE) rc = sql_fail(r, "cannot read table block");
    if (rc == 0 && sum != total)
        rc = fail(r, BAD "blocks hold %lld entries, header.entries says %lld", sum, total);
    sqlite3_finalize(st);
    ZSTD_freeDCtx(z);
    free(plane);
    return rc;
}

int cert_open(cert_t *c, const char *path, mem_t *mem, char msg[MSGMAX]) {
    reader_t r = { NULL, c, msg, 0 };
    memset(c, 0, sizeof *c);
    msg[0] = 0;
    int rc = open_db(&r, path, mem);
    if (rc == 0) rc = check_container(&r);
    if (rc == 0) rc = read_header(&r);
    c->klen = key_length(&c->h);
    if (rc == 0 && c->h.version == 4) rc = read_assumptions(&r);
    if (rc == 0) rc = read_blocks(&r, mem);
    sqlite3_close(r.db);
    mem->left += r.held;        /* the bytes are freed with the connection */
    return rc;
}

int cert_lookup(const cert_t *c, const uint8_t *key, int *move) {
    size_t L = (size_t)c->klen;
    long long lo = 0;
    long long hi = c->h.entries;
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        const uint8_t *row = c->rows + (size_t)mid * (L + 1);
        int cmp = memcmp(row, key, L);
        if (cmp == 0) {
            *move = row[L];
            return 1;
        }
        if (cmp < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

void cert_close(cert_t *c) {
    free(c->rows);
    free(c->assumed);
    c->rows = NULL;
    c->assumed = NULL;
}
