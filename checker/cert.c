/* cert.c - reading a certificate (FORMAT.md sections 1, 2 and 6).
 *
 * Reads the SQLite container read-only and immutable (the main file only;
 * no -journal or -wal file is read or made), validates the header and the
 * block index (kept in memory), and looks up strategy entries.  Blocks are
 * kept decompressed (entry by entry: key, then move) up to 256 MiB; beyond
 * that the cache is emptied and refilled.  cert_open decompresses and
 * validates every block once: a single zstd frame with the checksum flag
 * and the right declared content size, checksum verified, keys strictly
 * ascending, the first equal to first_key, the last below the next block's.
 * SQLite and zstd are used as readers only; everything they return is
 * checked against FORMAT.md before it is used.
 */
#include "checker.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>
#include <zstd.h>

#define APPLICATION_ID 0x706F7370         /* "posp" = 1886352240 */
#ifndef CACHE_BYTES
#define CACHE_BYTES ((size_t)256 << 20)   /* decompressed blocks kept */
#endif
#define MAX_BLOCK_BYTES (1LL << 30)       /* larger blocks are refused */
#define BAD "malformed certificate: "

struct cert {
    sqlite3 *db;
    sqlite3_stmt *get;      /* fetches one block by its first_key */
    header_t h;
    int L;                  /* key bytes */
    long long nblocks;
    uint8_t *first;         /* first_key of each block, ascending */
    long long *count;       /* entries of each block */
    uint8_t **data;         /* decompressed block (rows of L + 1) or NULL */
    size_t cached;          /* bytes of decompressed blocks held */
    ZSTD_DCtx *dctx;
    long long decompressed;
    int locked;             /* not every block fits: lookups take turns */
    pthread_mutex_t lock;
    char err[384];
};

/* The first error is kept: a thread may be reading it (cert_errmsg). */
static int fail(cert_t *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (!c->err[0])
        vsnprintf(c->err, sizeof c->err, fmt, ap);
    va_end(ap);
    return -1;
}

static int sql_fail(cert_t *c, const char *what)
{
    return fail(c, "%s: %s", what, sqlite3_errmsg(c->db));
}

/* Opens path read-only and immutable (no locks, no journal or WAL files
 * are read or written), after checking that it is a SQLite file at all. */
static int open_db(cert_t *c, const char *path)
{
    char head[16];
    FILE *f = fopen(path, "rb");
    if (!f)
        return fail(c, "cannot open %s: %s", path, strerror(errno));
    size_t got = fread(head, 1, sizeof head, f);
    fclose(f);
    if (got != sizeof head || memcmp(head, "SQLite format 3", 16) != 0)
        return fail(c, "%s: not a SQLite file", path);
    char uri[3 * strlen(path) + 32], *u = uri;   /* path < PATH_MAX: opened */
    u += sprintf(u, "file:");    /* every byte escaped: '/' too, no host */
    for (const unsigned char *p = (const unsigned char *)path; *p; p++)
        u += sprintf(u, "%%%02X", *p);
    strcpy(u, "?immutable=1");
    int rc = sqlite3_open_v2(uri, &c->db,
                             SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);
    if (rc != SQLITE_OK)
        return c->db ? sql_fail(c, "cannot open certificate")
                     : fail(c, "out of memory");
    sqlite3_db_config(c->db, SQLITE_DBCONFIG_DEFENSIVE, 1, NULL);
    sqlite3_db_config(c->db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, NULL);
    return 0;
}

/* Prepares sql (with the text parameter ?1 = arg, if any) into *st. */
static int prepare(cert_t *c, sqlite3_stmt **st, const char *sql,
                   const char *arg)
{
    if (sqlite3_prepare_v2(c->db, sql, -1, st, NULL) != SQLITE_OK)
        return sql_fail(c, "SQL error");
    if (arg)
        sqlite3_bind_text(*st, 1, arg, -1, SQLITE_STATIC);
    return 0;
}

/* Runs a query and reads one integer. */
static int query_int(cert_t *c, const char *sql, const char *arg,
                     long long *out)
{
    sqlite3_stmt *st;
    if (prepare(c, &st, sql, arg))
        return -1;
    int rc = sqlite3_step(st) == SQLITE_ROW ? 0 : sql_fail(c, "SQL error");
    *out = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return rc;
}

static int check_container(cert_t *c)
{
    static const char *const tables[] = { "header", "block" };
    long long v;
    if (query_int(c, "PRAGMA application_id", NULL, &v) != 0)
        return -1;
    if (v != APPLICATION_ID)
        return fail(c, "not a posproof certificate (application_id %lld, "
                    "expected %d)", v, APPLICATION_ID);
    for (int i = 0; i < 2; i++) {
        if (query_int(c, "SELECT count(*) FROM sqlite_master WHERE type = "
                      "'table' AND name = ?1 COLLATE NOCASE", tables[i], &v))
            return -1;
        if (v != 1)
            return fail(c, BAD "no table '%s'", tables[i]);
    }
    return 0;
}

/* v for a message: printable ASCII, other bytes as \xNN, at most 40. */
static const char *shown(const char *v, char out[4 * 40 + 4])
{
    char *o = out;
    size_t len = strlen(v);
    for (size_t i = 0; i < len && i < 40; i++)
        o += sprintf(o, v[i] >= ' ' && v[i] <= '~' && v[i] != '\\' ? "%c"
                     : "\\x%02x", (unsigned char)v[i]);
    strcpy(o, len > 40 ? "..." : "");
    return out;
}

/* The header fields of FORMAT.md section 2, format_version first: no other
 * field is interpreted before the version is known to be 1 or 2.  Each must be
 * text of fewer than 64 bytes without NUL; game_setup interprets them. */
static int read_header(cert_t *c)
{
    header_t *h = &c->h;
    char buf[4 * 40 + 4];
    sqlite3_stmt *st;
    int rc = prepare(c, &st, "SELECT value FROM header WHERE name = ?1", NULL);
    for (int i = 0; i < H_FIELDS && !rc; i++) {
        sqlite3_reset(st);
        sqlite3_bind_text(st, 1, header_names[i], -1, SQLITE_STATIC);
        int step = sqlite3_step(st), type = sqlite3_column_type(st, 0);
        const char *v = (const char *)sqlite3_column_text(st, 0);
        size_t len = (size_t)sqlite3_column_bytes(st, 0);
        if (step == SQLITE_DONE && i == H_VERSION)
            break;
        if (step == SQLITE_DONE)
            continue;
        if (step != SQLITE_ROW)
            rc = sql_fail(c, "cannot read header");
        else if (type != SQLITE_TEXT || !v)
            rc = fail(c, BAD "header field '%s' is not text", header_names[i]);
        else if (len >= sizeof h->f[i] || strlen(v) != len)
            rc = fail(c, BAD "header field '%s' has an invalid value",
                      header_names[i]);
        else if (i == H_VERSION && strcmp(v, "1") && strcmp(v, "2"))
            rc = fail(c, "unsupported format version %s", shown(v, buf));
        else if (i == H_FINISH && strcmp(h->f[H_VERSION], "1") == 0)
            rc = fail(c, BAD "header field 'finish' in a version 1 file");
        else
            memcpy(h->f[i], v, len + 1), h->have |= 1u << i;
    }
    sqlite3_finalize(st);
    int bad = rc ? -1 : game_setup(h);
    if (bad >= 0 && !(h->have >> bad & 1))
        return fail(c, BAD "header field '%s' is missing", header_names[bad]);
    if (bad >= 0)
        return fail(c, BAD "header field '%s' has invalid value '%s'",
                    header_names[bad], shown(h->f[bad], buf));
    return rc;
}

/* Reads every block's first_key and entries (not its data) and checks
 * types, lengths, order and the total against header.entries. */
static int read_index(cert_t *c)
{
    int L = c->L, rc = SQLITE_DONE;
    long long sum = 0, cap;
    sqlite3_stmt *st;
    if (query_int(c, "SELECT count(*) FROM block", NULL, &cap) ||
        prepare(c, &st, "SELECT first_key, entries, typeof(data) FROM block "
                "ORDER BY first_key", NULL))
        return -1;
    c->first = malloc((size_t)(cap * L) + 1);
    c->count = malloc((size_t)cap * sizeof *c->count + 1);
    c->data = calloc((size_t)cap + 1, sizeof *c->data);
    if (!c->first || !c->count || !c->data)
        rc = fail(c, "out of memory");
    while (c->first && c->count && c->data && c->nblocks < cap &&
           (rc = sqlite3_step(st)) == SQLITE_ROW) {
        int t0 = sqlite3_column_type(st, 0), t1 = sqlite3_column_type(st, 1);
        long long i = c->nblocks, e = sqlite3_column_int64(st, 1);
        const void *key = sqlite3_column_blob(st, 0);
        const char *type = (const char *)sqlite3_column_text(st, 2);
        if (t0 != SQLITE_BLOB || sqlite3_column_bytes(st, 0) != L || !key)
            rc = fail(c, BAD "block %lld: first_key is not a %d-byte blob",
                      i, L);
        else if (t1 != SQLITE_INTEGER || e < 1 ||
                 e > c->h.entries - sum || e > MAX_BLOCK_BYTES / (L + 1))
            rc = fail(c, BAD "block %lld: entries out of range", i);
        else if (!type || strcmp(type, "blob") != 0)
            rc = fail(c, BAD "block %lld: data is not a blob", i);
        else if (i > 0 && memcmp(c->first + (i - 1) * L, key, (size_t)L) >= 0)
            rc = fail(c, BAD "first_keys are not strictly ascending");
        if (rc < 0)
            break;
        memcpy(c->first + i * L, key, (size_t)L);
        c->count[i] = e;
        sum += e;
        c->nblocks++;
    }
    sqlite3_finalize(st);
    if (rc == -1)
        return -1;
    if (rc != SQLITE_DONE && c->nblocks < cap)
        return sql_fail(c, "cannot read table block");
    if (sum != c->h.entries)
        return fail(c, BAD "blocks hold %lld entries, header.entries says "
                    "%lld", sum, c->h.entries);
    return 0;
}

/* Checks that src is exactly one zstd frame with the checksum flag set and
 * a declared content size of 'want' bytes (RFC 8878, 3.1.1). */
static int check_frame(cert_t *c, long long i, const uint8_t *src, size_t size,
                       size_t want)
{
    if (size < 5 || memcmp(src, "\x28\xB5\x2F\xFD", 4) != 0)
        return fail(c, "block %lld: not a zstd frame", i);
    if (!(src[4] & 4))
        return fail(c, "block %lld: zstd frame has no checksum", i);
    unsigned long long cs = ZSTD_getFrameContentSize(src, size);
    if (cs == ZSTD_CONTENTSIZE_UNKNOWN || cs == ZSTD_CONTENTSIZE_ERROR)
        return fail(c, "block %lld: zstd frame declares no content size", i);
    if (cs != want)
        return fail(c, "block %lld: zstd frame declares %llu bytes, expected "
                    "%zu", i, cs, want);
    size_t fs = ZSTD_findFrameCompressedSize(src, size);
    if (ZSTD_isError(fs) || fs != size)
        return fail(c, "block %lld: data is not exactly one zstd frame", i);
    return 0;
}

/* Decompresses and checks block i into c->data[i]: its first key is
 * first_key, its keys ascend strictly, the last is below the next block's
 * first_key. */
static int load_block(cert_t *c, long long i)
{
    long long n = c->count[i];
    size_t want = (size_t)(n * (c->L + 1)), L = (size_t)c->L;
    sqlite3_reset(c->get);
    sqlite3_bind_blob(c->get, 1, c->first + i * c->L, c->L, SQLITE_STATIC);
    int rc = sqlite3_step(c->get);
    if (rc != SQLITE_ROW)
        return rc == SQLITE_DONE ? fail(c, "block %lld disappeared", i)
                                 : sql_fail(c, "cannot read block");
    int type = sqlite3_column_type(c->get, 1);
    const uint8_t *src = sqlite3_column_blob(c->get, 1);
    size_t size = (size_t)sqlite3_column_bytes(c->get, 1);
    if (type != SQLITE_BLOB || !src || sqlite3_column_int64(c->get, 0) != n)
        return fail(c, "block %lld changed while reading", i);
    if (check_frame(c, i, src, size, want))
        return -1;
    uint8_t *d = c->data[i] = malloc(want), *rows = malloc(want);
    if (!d || !rows) {
        free(rows);
        return fail(c, "out of memory");
    }
    size_t got = ZSTD_decompressDCtx(c->dctx, rows, want, src, size);
    sqlite3_reset(c->get);
    c->decompressed++;
    for (long long e = 0; e < n && got == want; e++)  /* planes -> rows */
        for (size_t j = 0; j <= L; j++)
            d[e * (L + 1) + j] = rows[j * (size_t)n + e];
    free(rows);
    if (ZSTD_isError(got))
        return fail(c, "block %lld: zstd: %s", i, ZSTD_getErrorName(got));
    if (got != want)
        return fail(c, "block %lld: decompressed to %zu bytes, expected %zu",
                    i, got, want);
    if (memcmp(d, c->first + i * c->L, L) != 0)
        return fail(c, "block %lld: first key differs from first_key", i);
    for (long long e = 1; e < n; e++)
        if (memcmp(d + (e - 1) * (L + 1), d + e * (L + 1), L) >= 0)
            return fail(c, "block %lld: keys are not strictly ascending", i);
    if (i + 1 < c->nblocks &&
        memcmp(d + (n - 1) * (L + 1), c->first + (i + 1) * c->L, L) >= 0)
        return fail(c, "block %lld: keys reach into the next block", i);
    c->cached += want;
    return 0;
}

/* Block i, decompressed: from the cache, or loaded (after emptying the
 * cache if it would grow beyond CACHE_BYTES). */
static const uint8_t *get_block(cert_t *c, long long i)
{
    if (c->data[i])
        return c->data[i];
    if (c->cached + (size_t)(c->count[i] * (c->L + 1)) > CACHE_BYTES) {
        for (long long j = 0; j < c->nblocks; j++)
            free(c->data[j]);
        memset(c->data, 0, (size_t)c->nblocks * sizeof *c->data);
        c->cached = 0;
    }
    if (load_block(c, i) == 0)
        return c->data[i];
    free(c->data[i]);
    return c->data[i] = NULL;
}

const header_t *cert_open(cert_t **out, const char *path)
{
    cert_t *c = *out = calloc(1, sizeof *c);
    if (!c || open_db(c, path) || check_container(c) || read_header(c))
        return NULL;
    c->L = c->h.b.L + (c->h.key != K_V1);
    if (read_index(c) || prepare(c, &c->get, "SELECT entries, data FROM "
                                 "block WHERE first_key = ?1", NULL))
        return NULL;
    if (!(c->dctx = ZSTD_createDCtx()))
        return fail(c, "out of memory"), NULL;
    for (long long i = 0; i < c->nblocks; i++)  /* every block, once */
        if (!get_block(c, i))
            return NULL;
    c->locked = !c->data[0];
    return pthread_mutex_init(&c->lock, NULL) ? fail(c, "no lock"), NULL
                                              : &c->h;
}

/* Where every block stays decompressed (cert_open loaded them all and
 * none was dropped: the first would have been), threads share them
 * without a lock. */
int cert_lookup(cert_t *c, const uint8_t *key, int *move)
{
    size_t L = (size_t)c->L;
    long long lo = 0, hi = c->nblocks;
    int found = 0;
    while (lo < hi) {                /* count blocks with first_key <= key */
        long long mid = lo + (hi - lo) / 2;
        if (memcmp(c->first + mid * c->L, key, L) <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (c->locked)
        pthread_mutex_lock(&c->lock);
    const uint8_t *d = lo ? get_block(c, lo - 1) : NULL;
    long long n = lo ? c->count[lo - 1] : 0;
    if (lo && !d)
        found = -1;
    for (lo = 0, hi = n; lo < hi && !found;) {
        long long mid = lo + (hi - lo) / 2;
        int cmp = memcmp(d + mid * (L + 1), key, L);
        if (cmp == 0) {
            *move = d[mid * (L + 1) + L];
            found = 1;
        }
        *(cmp < 0 ? &lo : &hi) = cmp < 0 ? mid + 1 : mid;
    }
    if (c->locked)
        pthread_mutex_unlock(&c->lock);
    return found;
}

long long cert_decompressed(const cert_t *c)
{
    return c->decompressed;
}

const char *cert_errmsg(const cert_t *c)
{
    return c ? c->err : "out of memory";
}

void cert_close(cert_t *c)
{
    for (long long i = 0; c && c->data && i < c->nblocks; i++)
        free(c->data[i]);
    if (c) {
        sqlite3_finalize(c->get);
        sqlite3_close(c->db);
        free(c->data);
        free(c->first);
        free(c->count);
        ZSTD_freeDCtx(c->dctx);
    }
    free(c);
}
