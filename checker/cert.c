/* cert.c - the SQLite container, the header, the block index and the
 * zstd blocks.  SQLite and zstd are used as readers only; everything they
 * return is checked against FORMAT.md before it is used. */
#include "cert.h"

#include <errno.h>
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
    cert_header_t h;
    int keylen, words;      /* L, and 64-bit words a key in memory */
    long long nblocks, cap;
    uint8_t *first;         /* first_key of each block, ascending */
    long long *count;       /* entries of each block */
    uint8_t **data;         /* decompressed block (load_block) or NULL */
    uint8_t *ref;           /* block used since the clock hand passed it */
    size_t cached;          /* bytes of decompressed blocks held */
    long long hand;         /* clock hand for second-chance eviction */
    ZSTD_DCtx *dctx;
    cert_stats_t stats;
    char err[384];
};

static int fail(cert_t *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
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
    int err = ferror(f) ? errno : 0;
    fclose(f);
    if (err)
        return fail(c, "cannot read %s: %s", path, strerror(err));
    if (got != sizeof head || memcmp(head, "SQLite format 3", 16) != 0)
        return fail(c, "%s: not a SQLite file", path);

    size_t len = strlen(path);
    char *uri = malloc(3 * len + 32), *u = uri;
    if (!uri)
        return fail(c, "out of memory");
    u += sprintf(u, path[0] == '/' ? "file://" : "file:");  /* no host */
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)path[i];
        if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
            (ch >= '0' && ch <= '9') || strchr("/-._~", ch))
            *u++ = (char)ch;
        else
            u += sprintf(u, "%%%02X", ch);
    }
    strcpy(u, "?immutable=1");
    int rc = sqlite3_open_v2(uri, &c->db,
                             SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);
    free(uri);
    if (rc != SQLITE_OK)
        return c->db ? sql_fail(c, "cannot open certificate")
                     : fail(c, "out of memory");
    sqlite3_db_config(c->db, SQLITE_DBCONFIG_DEFENSIVE, 1, NULL);
    sqlite3_db_config(c->db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, NULL);
    return 0;
}

/* Runs a query with an optional text parameter ?1 and reads one integer. */
static int query_int(cert_t *c, const char *sql, const char *arg,
                     long long *out)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(c->db, sql, -1, &st, NULL) != SQLITE_OK)
        return sql_fail(c, "SQL error");
    if (arg)
        sqlite3_bind_text(st, 1, arg, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *out = sqlite3_column_int64(st, 0);
    else
        sql_fail(c, "SQL error");
    sqlite3_finalize(st);
    return rc == SQLITE_ROW ? 0 : -1;
}

static int check_container(cert_t *c)
{
    long long v;
    if (query_int(c, "PRAGMA application_id", NULL, &v) != 0)
        return -1;
    if (v != APPLICATION_ID)
        return fail(c, "not a posproof certificate (application_id %lld, "
                    "expected %d)", v, APPLICATION_ID);
    static const char *const tables[] = { "header", "block" };
    for (int i = 0; i < 2; i++) {
        if (query_int(c, "SELECT count(*) FROM sqlite_master WHERE type = "
                      "'table' AND name = ?1 COLLATE NOCASE", tables[i], &v))
            return -1;
        if (v != 1)
            return fail(c, BAD "no table '%s'", tables[i]);
    }
    return 0;
}

/* Reads header value 'name' into buf; it must be text of < size bytes. */
static int field(cert_t *c, sqlite3_stmt *st, const char *name, char *buf,
                 size_t size)
{
    sqlite3_reset(st);
    sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_DONE)
        return fail(c, BAD "header field '%s' is missing", name);
    if (rc != SQLITE_ROW)
        return sql_fail(c, "cannot read header");
    if (sqlite3_column_type(st, 0) != SQLITE_TEXT)
        return fail(c, BAD "header field '%s' is not text", name);
    const char *v = (const char *)sqlite3_column_text(st, 0);
    size_t len = (size_t)sqlite3_column_bytes(st, 0);
    if (!v)
        return fail(c, "out of memory");
    if (len >= size || strlen(v) != len)
        return fail(c, BAD "header field '%s' has an invalid value", name);
    memcpy(buf, v, len + 1);
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

static int bad_value(cert_t *c, const char *name, const char *v)
{
    char buf[4 * 40 + 4];
    return fail(c, BAD "header field '%s' has invalid value '%s'", name,
                shown(v, buf));
}

/* Canonical decimal: digits, no leading zero, at most 18 of them. */
static int decimal(const char *s, long long *out)
{
    size_t len = strlen(s);
    if (len == 0 || len > 18 || (s[0] == '0' && len > 1))
        return -1;
    *out = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        *out = *out * 10 + (s[i] - '0');
    }
    return 0;
}

static int player(const char *s)
{
    return !strcmp(s, "maker") ? MAKER : !strcmp(s, "breaker") ? BREAKER : 0;
}

/* The header fields of FORMAT.md section 2, format_version first: no other
 * field is interpreted before the version is known to be 1. */
static int read_header(cert_t *c, sqlite3_stmt *st)
{
    static const char *const exact[][2] = {
        { "format_version", "1" }, { "magic", "posproof certificate" },
        { "family", "maker-breaker" }, { "board", "complete" },
        { "bias", "1:1" }, { "key", "layered-3state-v1" },
    };
    cert_header_t *h = &c->h;
    char v[64], buf[4 * 40 + 4];
    long long x;
    for (int i = 0; i < 6; i++) {
        if (field(c, st, exact[i][0], v, sizeof v))
            return -1;
        if (i == 0 && strcmp(v, "1") != 0)
            return fail(c, "unsupported format version %s", shown(v, buf));
        if (strcmp(v, exact[i][1]) != 0)
            return bad_value(c, exact[i][0], v);
    }
    if (field(c, st, "game", v, sizeof v))
        return -1;
    if (!(h->game = rules_find(v)))
        return bad_value(c, "game", v);
    if (field(c, st, "n", v, sizeof v))
        return -1;
    if (decimal(v, &x) || x < 3 || x > BOARD_MAXN || (h->game->even_n && x % 2))
        return bad_value(c, "n", v);
    h->n = (int)x;
    if (field(c, st, "fixed", v, sizeof v))
        return -1;
    if (strcmp(v, h->game->fixed) != 0)
        return bad_value(c, "fixed", v);
    static const char *const who[] = { "first", "winner", "strategy" };
    int *slot[] = { &h->first, &h->winner, &h->strategy };
    for (int i = 0; i < 3; i++) {
        if (field(c, st, who[i], v, sizeof v))
            return -1;
        if (!(*slot[i] = player(v)))
            return bad_value(c, who[i], v);
    }
    if (h->strategy != h->winner)
        return fail(c, BAD "strategy differs from winner");
    if (field(c, st, "tail", v, sizeof v))
        return -1;
    if (decimal(v, &h->tail))
        return bad_value(c, "tail", v);
    if (field(c, st, "entries", v, sizeof v))
        return -1;
    if (decimal(v, &h->entries))
        return bad_value(c, "entries", v);
    return 0;
}

/* Reads every block's first_key and entries (not its data) and checks
 * types, lengths, order and the total against header.entries. */
static int read_index(cert_t *c, sqlite3_stmt *st)
{
    int L = c->keylen, rc;
    long long sum = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        long long i = c->nblocks;
        if (i == c->cap) {
            long long cap = c->cap ? 2 * c->cap : 64;
            uint8_t *first = realloc(c->first, (size_t)(cap * L));
            if (first)
                c->first = first;
            long long *count = realloc(c->count, (size_t)cap * sizeof *count);
            if (count)
                c->count = count;
            if (!first || !count)
                return fail(c, "out of memory");
            c->cap = cap;
        }
        const void *key = sqlite3_column_blob(st, 0);
        if (sqlite3_column_type(st, 0) != SQLITE_BLOB ||
            sqlite3_column_bytes(st, 0) != L || !key)
            return fail(c, BAD "block %lld: first_key is not a %d-byte blob",
                        i, L);
        long long e = sqlite3_column_int64(st, 1);
        if (sqlite3_column_type(st, 1) != SQLITE_INTEGER || e < 1 ||
            e > c->h.entries - sum || e > MAX_BLOCK_BYTES / (L + 1))
            return fail(c, BAD "block %lld: entries out of range", i);
        const char *type = (const char *)sqlite3_column_text(st, 2);
        if (!type || strcmp(type, "blob") != 0)
            return fail(c, BAD "block %lld: data is not a blob", i);
        memcpy(c->first + i * L, key, (size_t)L);
        if (i > 0 && memcmp(c->first + (i - 1) * L, c->first + i * L,
                            (size_t)L) >= 0)
            return fail(c, BAD "first_keys are not strictly ascending");
        c->count[i] = e;
        sum += e;
        c->nblocks++;
    }
    if (rc != SQLITE_DONE)
        return sql_fail(c, "cannot read table block");
    if (sum != c->h.entries)
        return fail(c, BAD "blocks hold %lld entries, header.entries says "
                    "%lld", sum, c->h.entries);
    return 0;
}

static const uint8_t *get_block(cert_t *c, long long i);

/* Bytes of block i in memory: keys as words, then moves (load_block). */
static size_t block_bytes(const cert_t *c, long long i)
{
    return (size_t)(c->count[i] * (8 * c->words + 1));
}

static int prepare_and(cert_t *c, const char *sql,
                       int (*step)(cert_t *, sqlite3_stmt *))
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(c->db, sql, -1, &st, NULL) != SQLITE_OK)
        return sql_fail(c, "SQL error");
    int rc = step(c, st);
    sqlite3_finalize(st);
    return rc;
}

int cert_open(cert_t **out, const char *path)
{
    cert_t *c = *out = calloc(1, sizeof *c);
    if (!c)
        return -1;
    if (open_db(c, path) || check_container(c) ||
        prepare_and(c, "SELECT value FROM header WHERE name = ?1", read_header))
        return -1;
    int m = c->h.n * (c->h.n - 1) / 2;
    c->keylen = (m + 3) / 4;
    c->words = (c->keylen + 7) / 8;
    if (prepare_and(c, "SELECT first_key, entries, typeof(data) FROM block "
                    "ORDER BY first_key", read_index))
        return -1;
    c->data = calloc((size_t)c->nblocks + 1, sizeof *c->data);
    c->ref = calloc((size_t)c->nblocks + 1, 1);
    if (!c->data || !c->ref)
        return fail(c, "out of memory");
    if (sqlite3_prepare_v2(c->db, "SELECT entries, data FROM block WHERE "
                           "first_key = ?1", -1, &c->get, NULL) != SQLITE_OK)
        return sql_fail(c, "SQL error");
    if (!(c->dctx = ZSTD_createDCtx()))
        return fail(c, "out of memory");
    for (long long i = 0; i < c->nblocks; i++)  /* every block, once */
        if (!get_block(c, i))
            return -1;
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

/* Key bytes as W = ceil(L / 8) big-endian words, zero-padded: words
 * compare as integers in the order memcmp compares the bytes. */
static void to_words(const cert_t *c, const uint8_t *key, uint64_t *w)
{
    w[0] = w[c->words - 1] = 0;
    for (int j = 0; j < c->keylen; j++)
        w[j / 8] |= (uint64_t)key[j] << (56 - 8 * (j % 8));
}

static int cmp_words(const cert_t *c, const uint64_t *a, const uint64_t *b)
{
    for (int k = 0; k < c->words; k++)
        if (a[k] != b[k])
            return a[k] < b[k] ? -1 : 1;
    return 0;
}

/* Checks the decompressed keys (as words): the first is first_key, they
 * ascend strictly, and the last is below the next block's first_key. */
static int check_keys(cert_t *c, long long i, const uint64_t *keys)
{
    int W = c->words;
    uint64_t f[2];
    to_words(c, c->first + i * c->keylen, f);
    if (cmp_words(c, keys, f) != 0)
        return fail(c, "block %lld: first key differs from first_key", i);
    for (long long j = 1; j < c->count[i]; j++)
        if (cmp_words(c, keys + (j - 1) * W, keys + j * W) >= 0)
            return fail(c, "block %lld: keys are not strictly ascending", i);
    if (i + 1 < c->nblocks) {
        to_words(c, c->first + (i + 1) * c->keylen, f);
        if (cmp_words(c, keys + (c->count[i] - 1) * W, f) >= 0)
            return fail(c, "block %lld: keys reach into the next block", i);
    }
    return 0;
}

/* Decompresses and checks block i into *out (malloc'd; NULL on failure):
 * the keys as words (to_words), then the moves. */
static int load_block(cert_t *c, long long i, uint8_t **out)
{
    long long count = c->count[i];
    size_t want = (size_t)(count * (c->keylen + 1));
    sqlite3_reset(c->get);
    sqlite3_bind_blob(c->get, 1, c->first + i * c->keylen, c->keylen,
                      SQLITE_STATIC);
    int rc = sqlite3_step(c->get);
    if (rc != SQLITE_ROW)
        return rc == SQLITE_DONE ? fail(c, "block %lld disappeared", i)
                                 : sql_fail(c, "cannot read block");
    const uint8_t *src = sqlite3_column_blob(c->get, 1);
    size_t size = (size_t)sqlite3_column_bytes(c->get, 1);
    if (sqlite3_column_type(c->get, 1) != SQLITE_BLOB || !src ||
        sqlite3_column_int64(c->get, 0) != count)
        return fail(c, "block %lld changed while reading", i);
    if (check_frame(c, i, src, size, want))
        return -1;
    uint8_t *planes = malloc(want);
    if (!planes || !(*out = calloc(1, block_bytes(c, i)))) {
        free(planes);
        return fail(c, "out of memory");
    }
    size_t got = ZSTD_decompressDCtx(c->dctx, planes, want, src, size);
    sqlite3_reset(c->get);
    c->stats.decompressed++;
    if (ZSTD_isError(got) || got != want) {
        free(planes);
        return ZSTD_isError(got) ? fail(c, "block %lld: zstd: %s", i,
                                        ZSTD_getErrorName(got))
               : fail(c, "block %lld: decompressed to %zu bytes, expected "
                      "%zu", i, got, want);
    }
    /* 6.1: byte j of key e is planes[j * count + e], move e is
     * planes[L * count + e] */
    uint64_t *keys = (uint64_t *)*out;
    for (int j = 0; j < c->keylen; j++)
        for (long long e = 0; e < count; e++)
            keys[e * c->words + j / 8] |=
                (uint64_t)planes[j * count + e] << (56 - 8 * (j % 8));
    memcpy(*out + count * c->words * 8, planes + count * c->keylen,
           (size_t)count);
    free(planes);
    return check_keys(c, i, keys);
}


/* Block i, decompressed: from the cache, or loaded after evicting blocks
 * not used since the clock hand last passed them until it fits. */
static const uint8_t *get_block(cert_t *c, long long i)
{
    if (c->data[i]) {
        c->ref[i] = 1;
        return c->data[i];
    }
    while (c->cached > 0 && c->cached + block_bytes(c, i) > CACHE_BYTES) {
        long long h = c->hand;
        c->hand = (h + 1) % c->nblocks;
        if (c->ref[h]) {
            c->ref[h] = 0;
        } else if (c->data[h]) {
            free(c->data[h]);
            c->data[h] = NULL;
            c->cached -= block_bytes(c, h);
        }
    }
    if (load_block(c, i, &c->data[i]) != 0) {
        free(c->data[i]);
        c->data[i] = NULL;
        return NULL;
    }
    c->cached += block_bytes(c, i);
    c->ref[i] = 1;
    return c->data[i];
}

int cert_lookup(cert_t *c, const uint8_t *key, int *move)
{
    size_t L = (size_t)c->keylen;
    long long lo = 0, hi = c->nblocks;
    c->stats.lookups++;
    while (lo < hi) {                /* count blocks with first_key <= key */
        long long mid = lo + (hi - lo) / 2;
        if (memcmp(c->first + mid * c->keylen, key, L) <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return 0;
    long long i = lo - 1;
    const uint8_t *b = get_block(c, i);
    uint64_t w[2];
    if (!b)
        return -1;
    to_words(c, key, w);
    lo = 0;
    hi = c->count[i];
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        int d = cmp_words(c, (const uint64_t *)b + mid * c->words, w);
        if (d == 0) {
            *move = b[c->count[i] * c->words * 8 + mid];
            return 1;
        }
        if (d < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

const cert_header_t *cert_header(const cert_t *c)
{
    return &c->h;
}

const cert_stats_t *cert_stats(const cert_t *c)
{
    return &c->stats;
}

const char *cert_errmsg(const cert_t *c)
{
    return c ? c->err : "out of memory";
}

void cert_close(cert_t *c)
{
    if (!c)
        return;
    sqlite3_finalize(c->get);
    sqlite3_close(c->db);
    for (long long i = 0; c->data && i < c->nblocks; i++)
        free(c->data[i]);
    free(c->data);
    free(c->ref);
    free(c->first);
    free(c->count);
    ZSTD_freeDCtx(c->dctx);
    free(c);
}
