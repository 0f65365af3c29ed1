/* fuzz_cert.c - libFuzzer harness for posproof-check: the core (the
 * container, the header, the replay: checker/core/) against the fast
 * layer (checker/fast/).
 *
 * Built twice (Makefile target fuzz), with checker/core and checker/fast
 * (all but their main.c):
 *
 *   fuzz-raw     the input is the certificate file itself.
 *   fuzz-struct  (-DFUZZ_STRUCT) the input describes a certificate, which
 *                the harness writes as a SQLite file (fuzz/README.md gives
 *                the encoding): header lines "name=value", then blocks
 *                whose decompressed content (FORMAT.md 6.1 byte planes) the
 *                harness sorts, compresses and indexes itself if asked.
 *                Mutations of header values and stored moves then reach the
 *                replay instead of dying in SQLite's or zstd's parser.
 *
 * Each input is written to a file in /dev/shm (or TMPDIR), opened with
 * cert_open and, if it opens and the game is small (n <= 6, tail <= 6),
 * replayed by the core (replay_plain) and by the fast layer on 1 thread
 * and, for every fourth input, on 2 threads too (chosen by a hash of the
 * input, so runs repeat): the checker promises the same verdict, message
 * and play in every mode, so a difference aborts (a finding, like any
 * sanitizer report); a limit met by one mode only is no finding.
 *
 * FUZZ_VERBOSE=1 prints each verdict; FUZZ_WRITE=FILE writes the
 * certificate to FILE and keeps it (to run posproof-check on it).
 *
 * The checker's API is used in check_file() only.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>
#include <zstd.h>

#include "../checker/fast/fast.h"


#define MAX_N 6        /* replay only small games (n <= 6, tail <= 6) */
#define MAX_TAIL 6

static char path[256];
static int verbose;                /* FUZZ_VERBOSE=1: print each verdict */

/* --- the checker, in one place ------------------------------------------ */

/* Opens file (a memory budget of 256 MiB, work of 10^8); replays it by
 * the core and by the fast layer on 1 thread and, with 'both', on 2
 * threads; aborts on any difference but a limit. */
static void check_file(const char *file, int both)
{
    static result_t r[3];
    static const char *const how[3] = { "core", "fast, 1 thread",
                                        "fast, 2 threads" };
    ask_t ask;
    char msg[MSGMAX] = "";
    check_t c;
    memset(&ask, 0, sizeof ask);
    ask.work = 100000000;
    ask.mem = (size_t)256 << 20;
    int rc = check_open(&c, file, &ask, msg);
    const header_t *h = &c.cert.h;
    if (rc != VERIFIED && verbose)
        fprintf(stderr, "fuzz: not opened: %s\n", msg);
    if (rc != VERIFIED && !msg[0]) {
        fprintf(stderr, "fuzz: check_open failed without a message\n");
        abort();
    }
    if (rc == VERIFIED && h->b.n <= MAX_N && h->tail <= MAX_TAIL) {
        int s[3] = { -1, -1, -1 };
        for (int t = 0; t < 2 + both; t++) {
            fast_cfg_t cfg;
            fast_config(&cfg, t == 2 ? 2 : 1, NULL, 0);
            memset(&r[t], 0, sizeof r[t]);
            s[t] = t == 0 ? replay_plain(&c, &r[t])
                          : fast_replay(&c, &cfg, &r[t]);
            if (verbose)
                fprintf(stderr, "fuzz: %s: status %d %s\n", how[t], s[t],
                        r[t].msg);
            if (t && (s[0] == UNCHECKED || s[t] == UNCHECKED) &&
                (strstr(r[0].msg, "limit") || strstr(r[t].msg, "limit") ||
                 strstr(r[0].msg, "budget") || strstr(r[t].msg, "budget")))
                continue;        /* searches differ: limits may differ */
            if (t && (s[0] != s[t] || (s[0] != VERIFIED &&
                strcmp(r[0].msg, r[t].msg) != 0) || (s[0] == REJECTED &&
                (r[0].nmoves != r[t].nmoves || r[0].nmoves > PATHMAX ||
                 memcmp(r[0].moves, r[t].moves, sizeof r[0].moves[0] *
                        (size_t)(r[0].nmoves > 0 ? r[0].nmoves : 0)) != 0)))) {
                fprintf(stderr, "fuzz: core: %d %s; %s: %d %s\n", s[0],
                        r[0].msg, how[t], s[t], r[t].msg);
                abort();
            }
        }
    }
    check_close(&c);
}

/* ------------------------------------------------------------------------ */

/* FNV-1a of the input: every fourth input is also replayed on 2 threads
 * (the same ones on every run). */
static int mix(const uint8_t *data, size_t size)
{
    uint32_t x = 2166136261u;
    for (size_t i = 0; i < size; i++)
        x = (x ^ data[i]) * 16777619u;
    return (int)(x >> 7 & 3);
}

static int write_file(const uint8_t *data, size_t size)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        return -1;
    size_t done = 0;
    while (done < size) {
        ssize_t w = write(fd, data + done, size - done);
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    close(fd);
    return done == size ? 0 : -1;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    verbose = getenv("FUZZ_VERBOSE") != NULL;
    const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm"
                      : getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    snprintf(path, sizeof path, "%s/posproof-fuzz-%d.cert", dir, (int)getpid());
    if (getenv("FUZZ_WRITE"))      /* keep the file there (to replay by hand) */
        snprintf(path, sizeof path, "%s", getenv("FUZZ_WRITE"));
    return 0;
}

#ifndef FUZZ_STRUCT

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (write_file(data, size) == 0)
        check_file(path, mix(data, size) == 0);
    if (!getenv("FUZZ_WRITE"))
        unlink(path);
    return 0;
}

#else /* FUZZ_STRUCT: see fuzz/README.md for the encoding */

enum { DERIVE = 1, RAW = 2, NOCHECKSUM = 4, NOSIZE = 8, SORT = 16,
       KEYTEXT = 32, COUNTTEXT = 64 };

typedef struct { const uint8_t *p, *end; } in_t;

static int get(in_t *in, void *out, size_t n)
{
    if ((size_t)(in->end - in->p) < n)
        return -1;
    memcpy(out, in->p, n);
    in->p += n;
    return 0;
}

static size_t L_sort;
static int cmp_rows(const void *a, const void *b)
{
    return memcmp(a, b, L_sort);
}

/* Sorts the c entries of planes (L + 1 planes of c bytes) by key and drops
 * repeated keys; returns the new c. */
static size_t sort_planes(uint8_t *planes, size_t c, size_t L)
{
    uint8_t *rows = malloc(c * (L + 1) + 1);
    size_t k = 0;
    if (!rows)
        return c;
    for (size_t e = 0; e < c; e++)
        for (size_t j = 0; j <= L; j++)
            rows[e * (L + 1) + j] = planes[j * c + e];
    L_sort = L;
    qsort(rows, c, L + 1, cmp_rows);
    for (size_t e = 0; e < c; e++)
        if (k == 0 || memcmp(rows + (k - 1) * (L + 1), rows + e * (L + 1), L))
            memmove(rows + k++ * (L + 1), rows + e * (L + 1), L + 1);
    for (size_t e = 0; e < k; e++)
        for (size_t j = 0; j <= L; j++)
            planes[j * k + e] = rows[e * (L + 1) + j];
    free(rows);
    return k;
}

/* One block: flags, klen, first_key, entries (u16), len (u16), content. */
static int add_block(sqlite3 *db, sqlite3_stmt *ins, in_t *in, long long *sum)
{
    static ZSTD_CCtx *cctx;
    uint8_t flags, klen, key[256], lenb[2], cntb[2];
    if (get(in, &flags, 1) || get(in, &klen, 1) || get(in, key, klen) ||
        get(in, cntb, 2) || get(in, lenb, 2))
        return -1;
    size_t len = lenb[0] | (size_t)lenb[1] << 8;
    long long entries = cntb[0] | cntb[1] << 8;
    if ((size_t)(in->end - in->p) < len)
        len = (size_t)(in->end - in->p);
    uint8_t *content = malloc(len + 1);
    memcpy(content, in->p, len);
    in->p += len;
    size_t L = klen, c = len / (L + 1);
    if (!(flags & RAW) && (flags & SORT) && c > 0)
        len = (c = sort_planes(content, c, L)) * (L + 1);
    if (!(flags & RAW) && (flags & DERIVE)) {
        if (c == 0) {
            free(content);
            return 0;
        }
        len = c * (L + 1);
        entries = (long long)c;
        for (size_t j = 0; j < L; j++)
            key[j] = content[j * c];
    }
    const void *blob = content;
    size_t blen = len;
    uint8_t *z = NULL;
    if (!(flags & RAW)) {
        if (!cctx)
            cctx = ZSTD_createCCtx();
        ZSTD_CCtx_reset(cctx, ZSTD_reset_session_and_parameters);
        ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, 1);
        ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, !(flags & NOCHECKSUM));
        ZSTD_CCtx_setParameter(cctx, ZSTD_c_contentSizeFlag, !(flags & NOSIZE));
        size_t cap = ZSTD_compressBound(len);
        z = malloc(cap);
        blen = ZSTD_compress2(cctx, z, cap, content, len);
        if (ZSTD_isError(blen))
            blen = 0;
        blob = z;
    }
    sqlite3_reset(ins);
    if (flags & KEYTEXT)
        sqlite3_bind_text(ins, 1, (const char *)key, klen, SQLITE_TRANSIENT);
    else
        sqlite3_bind_blob(ins, 1, key, klen, SQLITE_TRANSIENT);
    if (flags & COUNTTEXT)
        sqlite3_bind_text(ins, 2, "1", 1, SQLITE_STATIC);
    else
        sqlite3_bind_int64(ins, 2, entries);
    sqlite3_bind_blob(ins, 3, blob, (int)blen, SQLITE_TRANSIENT);
    if (sqlite3_step(ins) == SQLITE_DONE && sqlite3_changes(db) == 1)
        *sum += entries;
    free(z);
    free(content);
    return 0;
}

/* A header line "name=value" (value: any bytes but newline).  A name
 * starting with '#' stores the value as a blob, '%' as an integer. */
static void add_header(sqlite3_stmt *hins, const uint8_t *line, size_t n,
                       char *entries_auto)
{
    const uint8_t *eq = memchr(line, '=', n);
    if (!eq)
        return;
    size_t nl = (size_t)(eq - line), vl = n - nl - 1;
    int kind = nl && (line[0] == '#' || line[0] == '%') ? line[0] : 0;
    const char *name = (const char *)line + !!kind, *v = (const char *)eq + 1;
    nl -= !!kind;
    if (nl == 7 && memcmp(name, "entries", 7) == 0 && vl == 4 &&
        memcmp(v, "auto", 4) == 0 && !kind) {
        *entries_auto = 1;
        return;
    }
    sqlite3_reset(hins);
    sqlite3_bind_text(hins, 1, name, (int)nl, SQLITE_TRANSIENT);
    if (kind == '#')
        sqlite3_bind_blob(hins, 2, v, (int)vl, SQLITE_TRANSIENT);
    else if (kind == '%') {        /* v is not NUL-terminated */
        char num[24] = "";
        memcpy(num, v, vl < sizeof num - 1 ? vl : sizeof num - 1);
        sqlite3_bind_int64(hins, 2, atoll(num));
    } else {
        sqlite3_bind_text(hins, 2, v, (int)vl, SQLITE_TRANSIENT);
    }
    sqlite3_step(hins);
}

static int build(const uint8_t *data, size_t size)
{
    sqlite3 *db;
    sqlite3_stmt *hins = NULL, *bins = NULL;
    in_t in = { data, data + size };
    char entries_auto = 0;
    long long sum = 0;
    int rc = -1;
    if (sqlite3_open(":memory:", &db) != SQLITE_OK)
        goto out;
    if (sqlite3_exec(db, "PRAGMA application_id = 1886352240;"
            "CREATE TABLE header (name TEXT PRIMARY KEY NOT NULL, value TEXT "
            "NOT NULL) WITHOUT ROWID; CREATE TABLE block (first_key BLOB "
            "PRIMARY KEY NOT NULL, entries INTEGER NOT NULL, data BLOB NOT "
            "NULL) WITHOUT ROWID;", NULL, NULL, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO header VALUES (?1, ?2)",
                           -1, &hins, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "INSERT OR IGNORE INTO block VALUES (?1, ?2, ?3)",
                           -1, &bins, NULL) != SQLITE_OK)
        goto out;
    while (in.p < in.end && *in.p != '\n') {       /* header lines */
        const uint8_t *nl = memchr(in.p, '\n', (size_t)(in.end - in.p));
        size_t n = nl ? (size_t)(nl - in.p) : (size_t)(in.end - in.p);
        add_header(hins, in.p, n, &entries_auto);
        in.p += n + (nl != NULL);
    }
    in.p += in.p < in.end;                         /* the empty line */
    for (int b = 0; b < 64 && add_block(db, bins, &in, &sum) == 0; b++)
        ;
    if (entries_auto) {
        char v[32];
        snprintf(v, sizeof v, "%lld", sum);
        sqlite3_reset(hins);
        sqlite3_bind_text(hins, 1, "entries", -1, SQLITE_STATIC);
        sqlite3_bind_text(hins, 2, v, -1, SQLITE_TRANSIENT);
        sqlite3_step(hins);
    }
    sqlite3_finalize(hins);
    sqlite3_finalize(bins);
    hins = bins = NULL;
    sqlite3_int64 bytes = 0;
    unsigned char *image = sqlite3_serialize(db, "main", &bytes, 0);
    if (image)
        rc = write_file(image, (size_t)bytes);
    sqlite3_free(image);
out:
    sqlite3_finalize(hins);
    sqlite3_finalize(bins);
    sqlite3_close(db);
    return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (build(data, size) == 0)
        check_file(path, mix(data, size) == 0);
    if (!getenv("FUZZ_WRITE"))
        unlink(path);
    return 0;
}

#endif
