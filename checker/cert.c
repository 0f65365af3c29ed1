/* cert.c - reading a certificate (FORMAT.md sections 1, 2 and 6).
 *
 * Reads the SQLite container read-only and immutable (the main file only;
 * no -journal or -wal file is read or made), checks the container (section
 * 1: application_id, no WAL, the two tables exactly as FORMAT.md declares
 * them), reads every header row and compares the names in C (section 2),
 * and decompresses every block once into one array of entries in
 * ascending key order (section 6.1): a single zstd frame with the checksum
 * flag and the right declared content size (at most 1 MiB), checksum
 * verified, keys strictly ascending across all blocks, each block's first
 * equal to its first_key.  Lookups (6.2) then binary-search that array,
 * from any thread, without a lock: it never changes after cert_open.  The
 * array must fit the memory budget given to cert_open, which is checked
 * before anything is decompressed.  SQLite and zstd are used as readers
 * only; everything they return is checked against FORMAT.md first.
 */
#include "checker.h"

#include <sqlite3.h>
#include <zstd.h>

#define APPLICATION_ID 0x706F7370         /* "posp" = 1886352240 */
#define BLOCK_MAX ((size_t)1 << 20)       /* FORMAT.md 6.1 */
#define BAD "malformed certificate: "

struct cert {
    sqlite3 *db;
    header_t h;
    int L;                  /* key bytes */
    uint8_t *rows;          /* every entry: L key bytes, then the move */
    char err[384];
};

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
 * are read or written), after checking its first bytes: a SQLite file
 * (offset 0) in rollback-journal mode (offsets 18 and 19 are 1; 2 means
 * WAL, whose pages may live in a side file) with UTF-8 text (56-59). */
static int open_db(cert_t *c, const char *path)
{
    unsigned char head[60];
    FILE *f = fopen(path, "rb");
    if (!f)
        return fail(c, "cannot open: %s", strerror(errno));
    size_t got = fread(head, 1, sizeof head, f);
    fclose(f);
    if (got != sizeof head || memcmp(head, "SQLite format 3", 16) != 0)
        return fail(c, "not a SQLite file");
    if (head[18] != 1 || head[19] != 1)
        return fail(c, BAD "a WAL-mode file (FORMAT.md 1: never WAL)");
    if (memcmp(head + 56, "\0\0\0\1", 4) != 0)
        return fail(c, BAD "text encoding is not UTF-8 (FORMAT.md 1)");
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

static int prepare(cert_t *c, sqlite3_stmt **st, const char *sql)
{
    return sqlite3_prepare_v2(c->db, sql, -1, st, NULL) == SQLITE_OK ? 0
           : sql_fail(c, "SQL error");
}

/* The application_id, and the two tables: each the only schema object
 * of its name (no index, trigger or view on it), declared exactly as in
 * FORMAT.md 1, so that names compare bytewise and no column is extra. */
static int check_container(cert_t *c)
{
    static const char *const want[3] = { NULL, "table:CREATE TABLE header "
        "(name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID",
        "table:CREATE TABLE block (first_key BLOB PRIMARY KEY NOT NULL, "
        "entries INTEGER NOT NULL, data BLOB NOT NULL) WITHOUT ROWID" };
    sqlite3_stmt *st;
    if (prepare(c, &st, "SELECT (SELECT application_id FROM "
                "pragma_application_id), (SELECT group_concat(type || ':' || "
                "sql, ';') FROM sqlite_master WHERE tbl_name = 'header' COLLATE "
                "NOCASE), (SELECT group_concat(type || ':' || sql, ';') FROM "
                "sqlite_master WHERE tbl_name = 'block' COLLATE NOCASE)"))
        return -1;
    int rc = sqlite3_step(st) == SQLITE_ROW ? 0 : sql_fail(c, "cannot read "
                                                           "the file");
    long long id = sqlite3_column_int64(st, 0);
    for (int i = 0; i < 3 && !rc; i++) {
        const char *got = (const char *)sqlite3_column_text(st, i);
        if (i == 0 && id != APPLICATION_ID)
            rc = fail(c, "not a posproof certificate (application_id %lld, "
                      "expected %d)", id, APPLICATION_ID);
        else if (i && (!got || strcmp(got, want[i])))
            rc = fail(c, BAD "no table '%s' as FORMAT.md 1 declares it",
                      i == 1 ? "header" : "block");
    }
    sqlite3_finalize(st);
    return rc;
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

/* Every header row; names compare bytewise with those of FORMAT.md 2
 * (others, and names that are not text, are ignored), each at most once.  A known field's value must be
 * text of fewer than 64 bytes without NUL.  format_version is checked
 * before any other field is interpreted; game_setup interprets them. */
static int read_header(cert_t *c)
{
    header_t *h = &c->h;
    char buf[4 * 40 + 4];
    sqlite3_stmt *st;
    int rc = prepare(c, &st, "SELECT name, value FROM header");
    int step = SQLITE_DONE;
    while (!rc && (step = sqlite3_step(st)) == SQLITE_ROW) {
        int t0 = sqlite3_column_type(st, 0), t1 = sqlite3_column_type(st, 1);
        const char *name = (const char *)sqlite3_column_text(st, 0);
        const char *v = (const char *)sqlite3_column_text(st, 1);
        int i = name ? find(header_names, H_FIELDS, name) - 1 : -1;
        size_t len = (size_t)sqlite3_column_bytes(st, 1);
        if (i < 0 || t0 != SQLITE_TEXT ||      /* not a name of FORMAT.md 2 */
            strlen(name) != (size_t)sqlite3_column_bytes(st, 0))
            continue;
        if (h->have >> i & 1)
            rc = fail(c, BAD "header field '%s' appears twice",
                      header_names[i]);
        else if (t1 != SQLITE_TEXT || !v || len >= sizeof h->f[i] ||
                 memchr(v, 0, len))
            rc = fail(c, BAD "header field '%s' is not text of at most 63 "
                      "bytes", header_names[i]);
        else
            memcpy(h->f[i], v, len), h->have |= 1u << i;
    }
    if (!rc && step != SQLITE_DONE)
        rc = sql_fail(c, "cannot read header");
    sqlite3_finalize(st);
    if (rc)
        return rc;
    if (!(h->have & 1))
        return fail(c, BAD "header field 'format_version' is missing");
    if (!find((const char *const[]){ "1", "2", "3" }, 3, h->f[H_VERSION]))
        return fail(c, "unsupported format version %s",
                    shown(h->f[H_VERSION], buf));
    for (int i = H_FINISH; i <= H_START; i++)    /* since version 2, 3 */
        if (h->have >> i & 1 && h->f[H_VERSION][0] < '2' + (i == H_START))
            return fail(c, BAD "header field '%s' in a version %s file",
                        header_names[i], h->f[H_VERSION]);
    int bad = game_setup(h);
    if (bad >= 0 && !(h->have >> bad & 1))
        return fail(c, BAD "header field '%s' is missing", header_names[bad]);
    if (bad >= 0)
        return fail(c, BAD "header field '%s' has invalid value '%s'%s%s",
                    header_names[bad], shown(h->f[bad], buf),
                    h->why[0] ? ": " : "", h->why);
    return 0;
}

/* Block i, of e entries, read by st: its data exactly one zstd frame
 * with the checksum flag set and a declared content size of 'want' bytes
 * (RFC 8878, 3.1.1), decompressed into plane (BLOCK_MAX bytes) and turned
 * into rows from row 'at' on; its keys must ascend strictly from the
 * previous block's last on, and its first be first_key. */
static int read_block(cert_t *c, sqlite3_stmt *st, long long i, long long e,
                      long long at, ZSTD_DCtx *z, uint8_t *plane)
{
    size_t L = (size_t)c->L, want = (size_t)e * (L + 1);
    const uint8_t *src = sqlite3_column_blob(st, 2);
    size_t size = (size_t)sqlite3_column_bytes(st, 2);
    uint8_t *row = c->rows + at * (long long)(L + 1);
    unsigned long long cs = size < 5 ? 0 : ZSTD_getFrameContentSize(src, size);
    size_t fs = ZSTD_findFrameCompressedSize(src, size);
    if (size < 5 || memcmp(src, "\x28\xB5\x2F\xFD", 4) != 0)
        return fail(c, "block %lld: not a zstd frame", i);
    if (!(src[4] & 4))
        return fail(c, "block %lld: zstd frame has no checksum", i);
    if (cs == ZSTD_CONTENTSIZE_UNKNOWN || cs == ZSTD_CONTENTSIZE_ERROR)
        return fail(c, "block %lld: zstd frame declares no content size", i);
    if (cs != want)
        return fail(c, "block %lld: zstd frame declares %llu bytes, expected "
                    "%zu", i, cs, want);
    if (ZSTD_isError(fs) || fs != size)
        return fail(c, "block %lld: data is not exactly one zstd frame", i);
    size_t got = ZSTD_decompressDCtx(z, plane, want, src, size);
    if (ZSTD_isError(got))
        return fail(c, "block %lld: zstd: %s", i, ZSTD_getErrorName(got));
    if (got != want)
        return fail(c, "block %lld: decompressed to %zu bytes, expected %zu",
                    i, got, want);
    for (long long k = 0; k < e; k++)            /* planes -> rows */
        for (size_t j = 0; j <= L; j++)
            row[k * (long long)(L + 1) + (long long)j] =
                plane[j * (size_t)e + (size_t)k];
    if (memcmp(row, sqlite3_column_blob(st, 0), L) != 0)
        return fail(c, "block %lld: first key differs from first_key", i);
    for (long long k = at ? -1 : 0; k < e - 1; k++)  /* from the last row */
        if (memcmp(row + k * (long long)(L + 1), row + (k + 1) *
                   (long long)(L + 1), L) >= 0)
            return fail(c, "block %lld: keys are not strictly ascending%s", i,
                        k < 0 ? " after the block before" : "");
    return 0;
}

/* Every block, in first_key order: the column types, the first_key's
 * length, the entries (at least 1, at most 1 MiB of content, the sum equal
 * to header.entries, which must fit the budget), then the content
 * (read_block), appended to the rows: memory grows with the content read,
 * not with what the file declares. */
static int read_blocks(cert_t *c, size_t *budget)
{
    long long L = c->L, total = c->h.entries, sum = 0, i = 0;
    uint8_t *rows;
    if ((unsigned long long)total > *budget / (size_t)(L + 1))
        return fail(c, "the strategy takes %lld MiB decompressed, more than "
                    "the memory budget of %zu MiB (--mem)",
                    (total * (L + 1)) >> 20, *budget >> 20);
    *budget -= (size_t)(total * (L + 1));
    sqlite3_stmt *st = NULL;
    ZSTD_DCtx *z = ZSTD_createDCtx();
    uint8_t *plane = malloc(BLOCK_MAX);
    int rc = !z || !plane ? fail(c, "out of memory") : prepare(c, &st,
        "SELECT first_key, entries, data FROM block ORDER BY first_key"),
        step = SQLITE_DONE;
    while (!rc && (step = sqlite3_step(st)) == SQLITE_ROW) {
        long long e = sqlite3_column_int64(st, 1);
        if (sqlite3_column_type(st, 0) != SQLITE_BLOB ||
            sqlite3_column_bytes(st, 0) != L)
            rc = fail(c, BAD "block %lld: first_key is not a %lld-byte blob",
                      i, L);
        else if (sqlite3_column_type(st, 1) != SQLITE_INTEGER || e < 1 ||
                 e > total - sum)
            rc = fail(c, BAD "block %lld: entries out of range", i);
        else if (e > (long long)BLOCK_MAX / (L + 1))
            rc = fail(c, BAD "block %lld: %lld entries, more than a block "
                      "may hold (1 MiB of content)", i, e);
        else if (sqlite3_column_type(st, 2) != SQLITE_BLOB)
            rc = fail(c, BAD "block %lld: data is not a blob", i);
        else if (!(c->rows = realloc(rows = c->rows, (size_t)((sum + e) *
                                                              (L + 1)))))
            c->rows = rows, rc = fail(c, "out of memory");
        else
            rc = read_block(c, st, i++, e, sum, z, plane);
        sum += e;
    }
    if (!rc && step != SQLITE_DONE)
        rc = sql_fail(c, "cannot read table block");
    if (!rc && sum != total)
        rc = fail(c, BAD "blocks hold %lld entries, header.entries says %lld",
                  sum, total);
    sqlite3_finalize(st);
    ZSTD_freeDCtx(z);
    free(plane);
    return rc;
}

const header_t *cert_open(cert_t **out, const char *path, size_t *budget)
{
    cert_t *c = *out = calloc(1, sizeof *c);
    if (!c || open_db(c, path) || check_container(c) || read_header(c))
        return NULL;
    c->L = c->h.b.L + (c->h.key != K_V1);
    return read_blocks(c, budget) ? NULL : &c->h;
}

int cert_lookup(const cert_t *c, const uint8_t *key, int *move)
{
    size_t L = (size_t)c->L;
    long long lo = 0, hi = c->h.entries;
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        const uint8_t *row = c->rows + mid * (long long)(L + 1);
        int cmp = memcmp(row, key, L);
        if (cmp == 0)
            return *move = row[L], 1;
        *(cmp < 0 ? &lo : &hi) = cmp < 0 ? mid + 1 : mid;
    }
    return 0;
}

const char *cert_errmsg(const cert_t *c)
{
    return c ? c->err : "out of memory";
}

void cert_close(cert_t *c)
{
    if (c) {
        sqlite3_close(c->db);
        free(c->rows);
    }
    free(c);
}
