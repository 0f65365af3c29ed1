/* cert_read.c: reads a certificate (cert_read.h; FORMAT.md 1, 2 and 6). */
#include "cert_read.h"
#include "cert.h"
#include "sha256.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zstd.h>

#define MAX_ROWS 4096              /* header rows a file may have, at most */
#define MAX_BLOCK_BYTES (1 << 20)  /* FORMAT.md 6.1 */

/* A decompressed block: c entries in L + 1 byte planes. */
typedef struct block {
    uint8_t *data;
    size_t c;
    uint8_t first[CERT_READ_KEY_MAX];
    int valid;
} block;

struct cert_reader {
    char *path;
    sqlite3 *db;
    int nrows;
    char **name, **value;
    cert_info info;
    long nassume;
    char **assume;           /* start, shard, sha256 of each assumption: 3 a row */
    /* iteration */
    sqlite3_stmt *it;
    block itb;
    size_t it_i;
    uint64_t it_count;
    uint8_t it_last[CERT_READ_KEY_MAX];
    int it_started, it_done;
    /* lookup */
    sqlite3_stmt *look;
    block lb;
    int all;                 /* cert_read_load: lb holds every entry */
    char err[512];
};

static int fail(cert_reader *r, const char *fmt, ...)
{
    va_list ap;
    int k = snprintf(r->err, sizeof r->err, "%s: ", r->path);
    va_start(ap, fmt);
    vsnprintf(r->err + (k > 0 && k < (int)sizeof r->err ? k : 0), sizeof r->err - (size_t)(k > 0 ? k : 0), fmt, ap);
    va_end(ap);
    return -1;
}

/* A canonical decimal (FORMAT.md 2) from lo to hi into *out: 0, or -1. */
static int decimal(const char *s, uint64_t hi, uint64_t *out)
{
    uint64_t v = 0;
    if (!s || !*s || (s[0] == '0' && s[1]))
        return -1;
    for (; *s; s++) {
        if (*s < '0' || *s > '9' || v > hi / 10 || v * 10 + (uint64_t)(*s - '0') > hi)   /* hi < 2^64 / 16 */
            return -1;
        v = v * 10 + (uint64_t)(*s - '0');
    }
    *out = v;
    return 0;
}

const char *cert_read_value(const cert_reader *r, const char *name)
{
    for (int i = 0; i < r->nrows; i++)
        if (strcmp(r->name[i], name) == 0)
            return r->value[i];
    return NULL;
}

static const char *field(const cert_reader *r, const char *name)
{
    const char *v = cert_read_value(r, name);
    return v ? v : "";
}

/* "file:PATH?immutable=1" with PATH percent-encoded (SQLite URI). */
static char *uri_of(const char *path)
{
    size_t len = strlen(path);
    char *u = malloc(3 * len + 32);
    if (!u)
        return NULL;
    char *q = u + sprintf(u, "file:");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++)
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("/._~-", *p))
            *q++ = (char)*p;
        else
            q += sprintf(q, "%%%02X", *p);
    strcpy(q, "?immutable=1");
    return u;
}

/* The file's first 100 bytes, SQLite's database header: a SQLite file,
 * and as long as the header says (page size at offset 16, pages at 28,
 * valid when the counter at 92 equals the one at 24): a shorter file is
 * a copy that was cut off. 0, or -1 after the message. */
static int check_whole(cert_reader *r, uint64_t size)
{
    unsigned char h[100];
    FILE *f = fopen(r->path, "rb");
    size_t got = f ? fread(h, 1, sizeof h, f) : 0;
    if (f)
        fclose(f);
    if (!f)
        return fail(r, "cannot open: %s", strerror(errno));
    if (got < sizeof h || memcmp(h, "SQLite format 3", 16) != 0)
        return fail(r, "not a certificate (not an SQLite file%s)", size == 0 ? ": it is empty" : "");
    uint64_t page = (uint64_t)(h[16] << 8 | h[17]);
    if (page == 1)
        page = 65536;
    uint64_t pages = (uint64_t)h[28] << 24 | (uint64_t)h[29] << 16 | (uint64_t)h[30] << 8 | h[31];
    if (memcmp(h + 24, h + 92, 4) == 0 && size < page * pages)
        return fail(r, "truncated: the file has %llu bytes of the %llu its SQLite header declares (a copy cut off?)",
                    (unsigned long long)size, (unsigned long long)(page * pages));
    return 0;
}

static int read_header(cert_reader *r)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(r->db, "PRAGMA application_id", -1, &st, NULL) != SQLITE_OK)
        return fail(r, "not a certificate (not an SQLite database)");
    int id = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
    sqlite3_finalize(st);
    if (id != CERT_APPLICATION_ID)
        return fail(r, "not a posproof certificate (application_id %d, not %d)", id, CERT_APPLICATION_ID);
    if (sqlite3_prepare_v2(r->db, "SELECT name, value FROM header ORDER BY name", -1, &st, NULL) != SQLITE_OK)
        return fail(r, "not a certificate: no table header (%s)", sqlite3_errmsg(r->db));
    int rc = 0, step;
    r->name = calloc(MAX_ROWS, sizeof *r->name);
    r->value = calloc(MAX_ROWS, sizeof *r->value);
    if (!r->name || !r->value)
        rc = fail(r, "out of memory");
    while (rc == 0 && (step = sqlite3_step(st)) == SQLITE_ROW) {
        if (sqlite3_column_type(st, 0) != SQLITE_TEXT || sqlite3_column_type(st, 1) != SQLITE_TEXT)
            rc = fail(r, "a header name or value that is not TEXT (FORMAT.md 2)");
        else if (r->nrows == MAX_ROWS)
            rc = fail(r, "more than %d header rows", MAX_ROWS);
        else {
            const char *nm = (const char *)sqlite3_column_text(st, 0), *v = (const char *)sqlite3_column_text(st, 1);
            if (r->nrows && strcmp(r->name[r->nrows - 1], nm) == 0)
                rc = fail(r, "the header field %.40s is given twice (FORMAT.md 2)", nm);
            else if (!(r->name[r->nrows] = strdup(nm)) || !(r->value[r->nrows++] = strdup(v)))
                rc = fail(r, "out of memory");
        }
    }
    if (rc == 0 && step != SQLITE_DONE)
        rc = fail(r, "cannot read the header: %s", sqlite3_errmsg(r->db));
    sqlite3_finalize(st);
    return rc;
}

/* Checks the header fields the reader relies on and fills r->info. */
static int parse_header(cert_reader *r)
{
    cert_info *in = &r->info;
    const char **str[] = {&in->magic, &in->family, &in->game, &in->rule, &in->H, &in->property, &in->board,
                          &in->fixed, &in->bias, &in->first, &in->winner, &in->strategy, &in->key, &in->start,
                          &in->nauty_version, &in->content_hash, &in->tool, &in->created};
    static const char *const names[] = {"magic", "family", "game", "rule", "H", "property", "board", "fixed", "bias",
                                        "first", "winner", "strategy", "key", "start", "nauty_version",
                                        "content_hash", "tool", "created"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        *str[i] = field(r, names[i]);
    if (strcmp(in->magic, "posproof certificate") != 0)
        return fail(r, "not a posproof certificate (header magic)");
    uint64_t v;
    if (decimal(cert_read_value(r, "format_version"), 6, &v) != 0 || v < 1)
        return fail(r, "format_version '%.20s' is not one this program reads (1 to 6)", field(r, "format_version"));
    in->format_version = (int)v;
    static const char *const required[] = {"family", "game", "board", "n", "fixed", "bias", "first", "winner",
                                           "strategy", "key", "tail", "entries", NULL};
    for (int i = 0; required[i]; i++)
        if (!cert_read_value(r, required[i]))
            return fail(r, "the required header field %s is missing (FORMAT.md 2)", required[i]);
    if ((in->format_version >= 2) != (cert_read_value(r, "finish") != NULL) ||
        (in->format_version >= 3) != (cert_read_value(r, "start") != NULL) ||
        (in->format_version == 5) != (strcmp(field(r, "rule"), "monotone") == 0) ||
        (in->format_version == 6) != (cert_read_value(r, "offer") != NULL) ||
        (in->format_version == 4) != (cert_read_value(r, "assumptions") != NULL))
        return fail(r, "the header fields finish, start, assumptions, rule and offer do not match format version %d (FORMAT.md 2)",
                    in->format_version);
    if (decimal(in->format_version >= 2 ? field(r, "finish") : "0", 2, &v) != 0)
        return fail(r, "bad header finish '%.20s'", field(r, "finish"));
    in->finish = (long)v;
    if (decimal(field(r, "n"), 16, &v) != 0 || v < 2)
        return fail(r, "bad header n '%.20s' (2 to 16)", field(r, "n"));
    in->n = (int)v;
    in->m = in->n * (in->n - 1) / 2;
    int L = (in->m + 3) / 4;
    if (strcmp(in->key, "layered-3state-v1") == 0 && in->n <= 10 && in->format_version < 4)
        in->key_len = L;
    else if (strcmp(in->key, "layered-v2") == 0 || strcmp(in->key, "oriented-v2") == 0 ||
             (strcmp(in->key, "offer-v2") == 0 && in->format_version == 6))
        in->key_len = L + 1;
    else
        return fail(r, "bad header key '%.30s' for n = %d", in->key, in->n);
    in->oriented = strcmp(in->key, "oriented-v2") == 0;
    if (decimal(field(r, "tail"), (uint64_t)in->m, &v) != 0)
        return fail(r, "bad header tail '%.20s'", field(r, "tail"));
    in->tail = (long)v;
    if (decimal(field(r, "entries"), UINT64_MAX / 64, &in->entries) != 0)
        return fail(r, "bad header entries '%.20s'", field(r, "entries"));
    in->assumptions = 0;
    if (in->format_version == 4) {
        if (decimal(field(r, "assumptions"), 1L << 30, &v) != 0 || v < 1)
            return fail(r, "bad header assumptions '%.20s'", field(r, "assumptions"));
        in->assumptions = (long)v;
    }
    if (in->format_version >= 3 && strlen(in->start) != 2 * (size_t)(L + 1))
        return fail(r, "bad header start '%.70s' (%d hexadecimal digits for n = %d)", in->start, 2 * (L + 1), in->n);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(r->db, "SELECT count(*) FROM block", -1, &st, NULL) != SQLITE_OK)
        return fail(r, "not a certificate: no table block (%s)", sqlite3_errmsg(r->db));
    int ok = sqlite3_step(st) == SQLITE_ROW;
    in->blocks = ok ? (uint64_t)sqlite3_column_int64(st, 0) : 0;
    sqlite3_finalize(st);
    return ok ? 0 : fail(r, "cannot read the table block: %s", sqlite3_errmsg(r->db));
}

/* The rows of the table assumption (version 4), as many as the header says. */
static int read_assumptions(cert_reader *r)
{
    long n = r->info.assumptions;
    sqlite3_stmt *st;
    if (n == 0)
        return 0;
    if (sqlite3_prepare_v2(r->db, "SELECT start, shard, sha256 FROM assumption ORDER BY start", -1, &st, NULL) != SQLITE_OK)
        return fail(r, "a top (format version 4) without the table assumption (FORMAT.md 6.4)");
    int step, rc = 0;
    long cap = 0;
    while (rc == 0 && (step = sqlite3_step(st)) == SQLITE_ROW) {
        if (r->nassume == n) {
            rc = fail(r, "the table assumption has more rows than the header's %ld (FORMAT.md 6.4)", n);
            break;
        }
        if (r->nassume == cap) {   /* grown as rows come: the header's count is not trusted with memory */
            cap = cap ? 2 * cap : 64;
            char **a = realloc(r->assume, (size_t)cap * 3 * sizeof *a);
            if (!a) {
                rc = fail(r, "out of memory");
                break;
            }
            memset(a + 3 * r->nassume, 0, (size_t)(cap - r->nassume) * 3 * sizeof *a);
            r->assume = a;
        }
        for (int c = 0; c < 3 && rc == 0; c++)
            if (sqlite3_column_type(st, c) != SQLITE_TEXT)
                rc = fail(r, "an assumption whose values are not TEXT (FORMAT.md 6.4)");
            else if (!(r->assume[3 * r->nassume + c] = strdup((const char *)sqlite3_column_text(st, c))))
                rc = fail(r, "out of memory");
        r->nassume++;
    }
    if (rc == 0 && step != SQLITE_DONE)
        rc = fail(r, "cannot read the table assumption: %s", sqlite3_errmsg(r->db));
    if (rc == 0 && r->nassume != n)
        rc = fail(r, "the table assumption has %ld rows, the header says %ld (FORMAT.md 6.4)", r->nassume, n);
    sqlite3_finalize(st);
    return rc;
}

long cert_read_nassume(const cert_reader *r) { return r->nassume; }

void cert_read_assumption(const cert_reader *r, long i, const char **start, const char **shard, const char **sha256)
{
    *start = r->assume[3 * i];
    *shard = r->assume[3 * i + 1];
    *sha256 = r->assume[3 * i + 2];
}

cert_reader *cert_read_open(const char *path, char *err, size_t errlen)
{
    struct stat sb;
    if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        snprintf(err, errlen, "%s: %s", path, stat(path, &sb) != 0 ? strerror(errno) : "not a regular file");
        return NULL;
    }
    cert_reader *r = calloc(1, sizeof *r);
    char *uri = uri_of(path);
    if (!r || !uri || !(r->path = strdup(path))) {
        snprintf(err, errlen, "%s: out of memory", path);
        free(uri);
        cert_read_close(r);
        return NULL;
    }
    r->info.file_bytes = (uint64_t)sb.st_size;
    int rc = check_whole(r, (uint64_t)sb.st_size);
    rc = rc ? rc : sqlite3_open_v2(uri, &r->db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL) != SQLITE_OK
                 ? fail(r, "cannot open: %s", r->db ? sqlite3_errmsg(r->db) : "out of memory")
                 : 0;
    free(uri);
    if (rc == 0)
        rc = read_header(r);
    if (rc == 0)
        rc = parse_header(r);
    if (rc == 0)
        rc = read_assumptions(r);
    if (rc != 0) {
        snprintf(err, errlen, "%s", r->err);
        cert_read_close(r);
        return NULL;
    }
    return r;
}

const cert_info *cert_read_info(const cert_reader *r) { return &r->info; }

int cert_read_nheader(const cert_reader *r) { return r->nrows; }

void cert_read_header_row(const cert_reader *r, int i, const char **name, const char **value)
{
    *name = r->name[i];
    *value = r->value[i];
}

const char *cert_read_errmsg(const cert_reader *r) { return r->err; }

/* Byte j of the key of entry i of b. */
static inline uint8_t kbyte(const block *b, size_t i, int j) { return b->data[(size_t)j * b->c + i]; }

static int key_cmp(const block *b, size_t i, const uint8_t *key, int len)
{
    for (int j = 0; j < len; j++)
        if (kbyte(b, i, j) != key[j])
            return kbyte(b, i, j) < key[j] ? -1 : 1;
    return 0;
}

/* Decompresses the block of the current row of st (first_key, entries,
 * data) into b and checks it (FORMAT.md 6.1). 0, or -1. */
static int load_block(cert_reader *r, sqlite3_stmt *st, block *b)
{
    int L = r->info.key_len;
    b->valid = 0;
    if (sqlite3_column_type(st, 0) != SQLITE_BLOB || sqlite3_column_bytes(st, 0) != L)
        return fail(r, "a block whose first_key is not a BLOB of %d bytes (FORMAT.md 6.1)", L);
    sqlite3_int64 c = sqlite3_column_int64(st, 1);
    if (sqlite3_column_type(st, 1) != SQLITE_INTEGER || c < 1 || c * (L + 1) > MAX_BLOCK_BYTES)
        return fail(r, "a block whose entries is not from 1 to %d (FORMAT.md 6.1)", MAX_BLOCK_BYTES / (L + 1));
    if (sqlite3_column_type(st, 2) != SQLITE_BLOB)
        return fail(r, "a block whose data is not a BLOB (FORMAT.md 6.1)");
    const void *src = sqlite3_column_blob(st, 2);
    size_t srclen = (size_t)sqlite3_column_bytes(st, 2), want = (size_t)c * (size_t)(L + 1);
    /* an ordinary frame (magic 0xFD2FB528), the checksum flag (bit 2 of the
     * frame header descriptor, RFC 8878 3.1.1.1.1) set, the size recorded */
    const uint8_t *s = src;
    if (srclen < 6 || s[0] != 0x28 || s[1] != 0xb5 || s[2] != 0x2f || s[3] != 0xfd || !(s[4] & 0x04) ||
        ZSTD_getFrameContentSize(src, srclen) != (unsigned long long)want ||
        ZSTD_findFrameCompressedSize(src, srclen) != srclen)
        return fail(r, "a block whose data is not one zstd frame of %zu bytes with a checksum (FORMAT.md 6.1)", want);
    uint8_t *buf = realloc(b->data, want);
    if (!buf)
        return fail(r, "out of memory");
    b->data = buf;
    size_t got = ZSTD_decompress(buf, want, src, srclen);
    if (ZSTD_isError(got) || got != want)
        return fail(r, "a block that does not decompress: %s", ZSTD_isError(got) ? ZSTD_getErrorName(got) : "short");
    b->c = (size_t)c;
    memcpy(b->first, sqlite3_column_blob(st, 0), (size_t)L);
    if (key_cmp(b, 0, b->first, L) != 0)
        return fail(r, "a block whose first entry's key is not its first_key (FORMAT.md 6.1)");
    for (size_t i = 1; i < b->c; i++) {
        uint8_t prev[CERT_READ_KEY_MAX];
        for (int j = 0; j < L; j++)
            prev[j] = kbyte(b, i - 1, j);
        if (key_cmp(b, i, prev, L) <= 0)
            return fail(r, "a block whose keys are not strictly ascending (FORMAT.md 6.1)");
    }
    b->valid = 1;
    return 0;
}

int cert_read_rewind(cert_reader *r)
{
    sqlite3_finalize(r->it);
    r->it = NULL;
    r->itb.valid = 0;
    r->it_i = 0;
    r->it_count = 0;
    r->it_started = r->it_done = 0;
    if (sqlite3_prepare_v2(r->db, "SELECT first_key, entries, data FROM block ORDER BY first_key", -1, &r->it, NULL) !=
        SQLITE_OK)
        return fail(r, "cannot read its blocks: %s", sqlite3_errmsg(r->db));
    return 0;
}

int cert_read_next(cert_reader *r, uint8_t *key, uint8_t *move)
{
    int L = r->info.key_len;
    if (!r->it && cert_read_rewind(r) != 0)
        return -1;
    if (r->it_done)
        return 0;
    while (!r->itb.valid || r->it_i == r->itb.c) {
        int step = sqlite3_step(r->it);
        if (step == SQLITE_DONE) {
            r->it_done = 1;
            if (r->it_count != r->info.entries)
                return fail(r, "its blocks hold %llu entries, its header says %llu (FORMAT.md 6.1)",
                            (unsigned long long)r->it_count, (unsigned long long)r->info.entries);
            return 0;
        }
        if (step != SQLITE_ROW)
            return fail(r, "cannot read its blocks: %s", sqlite3_errmsg(r->db));
        if (load_block(r, r->it, &r->itb) != 0)
            return -1;
        if (r->it_started && memcmp(r->it_last, r->itb.first, (size_t)L) >= 0)
            return fail(r, "a block whose first_key is not above the keys before it (FORMAT.md 6.1)");
        r->it_i = 0;
    }
    for (int j = 0; j < L; j++)
        key[j] = r->it_last[j] = kbyte(&r->itb, r->it_i, j);
    *move = r->itb.data[(size_t)L * r->itb.c + r->it_i];
    r->it_i++;
    r->it_count++;
    r->it_started = 1;
    return 1;
}

int cert_read_lookup(cert_reader *r, const uint8_t *key, uint8_t *move)
{
    int L = r->info.key_len;
    block *b = &r->lb;
    if (r->all && !b->valid)
        return 0;            /* loaded, and no entry at all */
    /* the block kept holds the key if its first key is <= key <= its last */
    if (!r->all && (!b->valid || memcmp(b->first, key, (size_t)L) > 0 || key_cmp(b, b->c - 1, key, L) < 0)) {
        if (!r->look && sqlite3_prepare_v2(r->db, "SELECT first_key, entries, data FROM block WHERE first_key <= ?1 "
                                           "ORDER BY first_key DESC LIMIT 1", -1, &r->look, NULL) != SQLITE_OK)
            return fail(r, "cannot read its blocks: %s", sqlite3_errmsg(r->db));
        sqlite3_reset(r->look);
        sqlite3_bind_blob(r->look, 1, key, L, SQLITE_TRANSIENT);
        int step = sqlite3_step(r->look);
        if (step == SQLITE_DONE)
            return 0;
        if (step != SQLITE_ROW)
            return fail(r, "cannot read its blocks: %s", sqlite3_errmsg(r->db));
        int same = b->valid && sqlite3_column_type(r->look, 0) == SQLITE_BLOB &&
                   sqlite3_column_bytes(r->look, 0) == L && memcmp(sqlite3_column_blob(r->look, 0), b->first, (size_t)L) == 0;
        if (!same && load_block(r, r->look, b) != 0)
            return -1;
        sqlite3_reset(r->look);
    }
    size_t lo = 0, hi = b->c;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = key_cmp(b, mid, key, L);
        if (c == 0) {
            *move = b->data[(size_t)L * b->c + mid];
            return 1;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

int cert_read_load(cert_reader *r)
{
    size_t L = (size_t)r->info.key_len, c = (size_t)r->info.entries, i = 0;
    uint8_t key[CERT_READ_KEY_MAX], move, *data = NULL;
    if (r->info.entries > SIZE_MAX / (L + 1) || (c && !(data = malloc(c * (L + 1)))))
        return fail(r, "out of memory reading its %llu entries", (unsigned long long)r->info.entries);
    int got = cert_read_rewind(r);
    while (got == 0 && (got = cert_read_next(r, key, &move)) == 1) {
        if (i == c) {        /* cert_read_next compares the count only at the end */
            got = fail(r, "its blocks hold more entries than its header says (%zu, FORMAT.md 6.1)", c);
            break;
        }
        for (size_t j = 0; j < L; j++)
            data[j * c + i] = key[j];
        data[L * c + i++] = move;
        got = 0;
    }
    if (got < 0) {
        free(data);
        return -1;
    }
    free(r->lb.data);
    r->lb.data = data;
    r->lb.c = c;
    for (size_t j = 0; j < L && c; j++)
        r->lb.first[j] = data[j * c];
    r->lb.valid = c > 0;
    r->all = 1;
    return 0;
}

int cert_read_content_hash(cert_reader *r, char hex[65])
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(r->db, "SELECT data FROM block ORDER BY first_key", -1, &st, NULL) != SQLITE_OK)
        return fail(r, "cannot read its blocks: %s", sqlite3_errmsg(r->db));
    sha256 h;
    sha256_init(&h);
    int step;
    while ((step = sqlite3_step(st)) == SQLITE_ROW)
        sha256_update(&h, sqlite3_column_blob(st, 0), (size_t)sqlite3_column_bytes(st, 0));
    sqlite3_finalize(st);
    if (step != SQLITE_DONE)
        return fail(r, "cannot read its blocks: %s", sqlite3_errmsg(r->db));
    sha256_hex(&h, hex);
    return 0;
}

void cert_read_close(cert_reader *r)
{
    if (!r)
        return;
    sqlite3_finalize(r->it);
    sqlite3_finalize(r->look);
    sqlite3_close(r->db);
    for (int i = 0; i < r->nrows; i++) {
        free(r->name[i]);
        free(r->value[i]);
    }
    free(r->name);
    free(r->value);
    for (long i = 0; r->assume && i < 3 * r->nassume; i++)
        free(r->assume[i]);
    free(r->assume);
    free(r->itb.data);
    free(r->lb.data);
    free(r->path);
    free(r);
}
