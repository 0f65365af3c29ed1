/* cert_write.c: builds a certificate file (FORMAT.md 1, 2 and 6). */
#define _GNU_SOURCE /* qsort_r */
#include "cert.h"
#include "sha256.h"

#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>
#include <zstd_errors.h>

#define MAX_HEADER 64

struct cert_writer {
    char *path, *tmp;
    int key_len, rec;        /* rec = key_len + 1 bytes an entry */
    uint8_t *ent;            /* the entries not yet in a run, rec bytes each */
    size_t count, cap;
    /* Runs: every run_max entries are sorted and written to a file beside
     * the target, unlinked at once (no file is left behind, whatever
     * happens); cert_finish merges them. */
    size_t run_max;
    int runs_fd;             /* -1 before the first run */
    size_t *run_n, nruns, runs_cap, spilled;   /* entries of each run; in all */
    char *hname[MAX_HEADER], *hvalue[MAX_HEADER];
    int nheader;
    sqlite3 *db;
    char (*assume)[3][72];   /* assumptions: start, shard, sha256 (FORMAT.md 6.4) */
    size_t nassume, assume_cap;
    int finished;
    int conflicts;           /* cert_allow_conflicts: keep the least move */
    char err[512];
};

static int fail(cert_writer *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(w->err, sizeof w->err, fmt, ap);
    va_end(ap);
    return -1;
}

cert_writer *cert_create(const char *path, int key_len, char *err, size_t errlen)
{
    assert(path && key_len >= 1 && key_len <= 31);   /* FORMAT.md 5.6: L + 1 <= 31 */
    cert_writer *w = calloc(1, sizeof *w);
    if (!w) {
        if (err)
            snprintf(err, errlen, "out of memory");
        return NULL;
    }
    w->key_len = key_len;
    w->rec = key_len + 1;
    w->run_max = CERT_RUN_BYTES / (size_t)w->rec;
    w->runs_fd = -1;
    w->path = strdup(path);
    size_t tl = strlen(path) + 32;
    w->tmp = malloc(tl);
    if (!w->path || !w->tmp) {
        if (err)
            snprintf(err, errlen, "out of memory");
        cert_free(w);
        return NULL;
    }
    snprintf(w->tmp, tl, "%s.tmp-%ld", path, (long)getpid());
    struct stat sb;
    if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
        if (err)
            snprintf(err, errlen, "cannot write certificate %s: it is a directory", path);
        cert_free(w);
        return NULL;
    }
    FILE *f = fopen(w->tmp, "wb");
    if (!f) {
        if (err)
            snprintf(err, errlen, "cannot write certificate %s: %s", path, strerror(errno));
        cert_free(w);
        return NULL;
    }
    fclose(f);
    return w;
}

const char *cert_temp_path(const cert_writer *w) { return w->tmp; }
const char *cert_errmsg(const cert_writer *w) { return w->err; }
size_t cert_count(const cert_writer *w) { return w->spilled + w->count; }
size_t cert_memory(const cert_writer *w) { return w->cap * (size_t)w->rec; }

void cert_run_entries(cert_writer *w, size_t n)
{
    assert(n >= 1 && w->spilled == 0 && w->count <= n);
    w->run_max = n;
}

int cert_header(cert_writer *w, const char *name, const char *value)
{
    for (int i = 0; i < w->nheader; i++)
        if (strcmp(w->hname[i], name) == 0) {
            char *v = strdup(value);
            if (!v)
                return fail(w, "out of memory");
            free(w->hvalue[i]);
            w->hvalue[i] = v;
            return 0;
        }
    if (w->nheader == MAX_HEADER)
        return fail(w, "too many header fields");
    w->hname[w->nheader] = strdup(name);
    w->hvalue[w->nheader] = strdup(value);
    if (!w->hname[w->nheader] || !w->hvalue[w->nheader])
        return fail(w, "out of memory");
    w->nheader++;
    return 0;
}

void cert_allow_conflicts(cert_writer *w)
{
    w->conflicts = 1;
}

const char *cert_header_value(const cert_writer *w, const char *name)
{
    for (int i = 0; i < w->nheader; i++)
        if (strcmp(w->hname[i], name) == 0)
            return w->hvalue[i];
    return NULL;
}

int cert_assume(cert_writer *w, const char *start, const char *shard, const char *sha256)
{
    const char *v[3] = {start, shard, sha256};
    for (int i = 0; i < 3; i++)
        if (strlen(v[i]) > 64)
            return fail(w, "assumption field '%s' is longer than 64 bytes", v[i]);
    if (w->nassume == w->assume_cap) {
        size_t cap = w->assume_cap ? 2 * w->assume_cap : 64;
        void *a = realloc(w->assume, cap * sizeof *w->assume);
        if (!a)
            return fail(w, "out of memory");
        w->assume = a;
        w->assume_cap = cap;
    }
    for (int i = 0; i < 3; i++)
        snprintf(w->assume[w->nassume][i], sizeof w->assume[0][i], "%s", v[i]);
    w->nassume++;
    return 0;
}

static void sort_entries(cert_writer *w);

/* Writes all of buf (n bytes) at offset off of fd; 0, or -1 with errno. */
static int write_at(int fd, const uint8_t *buf, size_t n, off_t off)
{
    while (n > 0) {
        ssize_t k = pwrite(fd, buf, n, off);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0) {
            if (k == 0)
                errno = EIO;
            return -1;
        }
        buf += k;
        n -= (size_t)k;
        off += k;
    }
    return 0;
}

/* Sorts the entries in memory and appends them to the file of runs as one
 * more run. */
static int spill(cert_writer *w)
{
    if (w->runs_fd < 0) {
        size_t len = strlen(w->tmp) + 8;
        char *name = malloc(len);
        if (!name)
            return fail(w, "out of memory");
        snprintf(name, len, "%s.runs", w->tmp);
        w->runs_fd = open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
        int e = errno;
        if (w->runs_fd >= 0)
            unlink(name);
        free(name);
        if (w->runs_fd < 0)
            return fail(w, "cannot write the entries beside %s: %s", w->path, strerror(e));
    }
    if (w->nruns == w->runs_cap) {
        size_t nc = w->runs_cap ? 2 * w->runs_cap : 16;
        size_t *r = realloc(w->run_n, nc * sizeof *r);
        if (!r)
            return fail(w, "out of memory");
        w->run_n = r;
        w->runs_cap = nc;
    }
    sort_entries(w);
    if (write_at(w->runs_fd, w->ent, w->count * (size_t)w->rec, (off_t)(w->spilled * (size_t)w->rec)) != 0)
        return fail(w, "cannot write the entries beside %s: %s", w->path, strerror(errno));
    w->run_n[w->nruns++] = w->count;
    w->spilled += w->count;
    w->count = 0;
    return 0;
}

int cert_add(cert_writer *w, const uint8_t *key, uint8_t move)
{
    assert(w && key && w->rec == w->key_len + 1);
    if (w->count == w->run_max && spill(w) != 0)
        return -1;
    if (w->count == w->cap) {
        size_t nc = w->cap ? 2 * w->cap : 4096;
        if (nc > w->run_max)
            nc = w->run_max;
        uint8_t *ne = realloc(w->ent, nc * (size_t)w->rec);
        if (!ne)
            return fail(w, "out of memory for %zu certificate entries", nc);
        w->ent = ne;
        w->cap = nc;
    }
    memcpy(w->ent + w->count * (size_t)w->rec, key, (size_t)w->key_len);
    w->ent[w->count * (size_t)w->rec + (size_t)w->key_len] = move;
    w->count++;
    return 0;
}

static int cmp_rec(const void *a, const void *b, void *len) { return memcmp(a, b, *(size_t *)len); }

/* Sorts the entries by key, then move (memcmp order of whole records): a
 * least-significant-digit radix sort, one counting pass a byte, skipping
 * bytes that every entry shares; it needs a second buffer as large as the
 * entries, and falls back to the slower qsort_r without one. */
static void sort_entries(cert_writer *w)
{
    size_t rec = (size_t)w->rec, n = w->count;
    if (n < 2)                 /* nothing to sort; ent may be NULL */
        return;
    uint8_t *tmp = malloc(n * rec);
    if (!tmp) {
        qsort_r(w->ent, n, rec, cmp_rec, &rec);
        return;
    }
    for (int j = w->rec - 1; j >= 0; j--) {
        size_t count[256] = {0}, at = 0;
        for (size_t i = 0; i < n; i++)
            count[w->ent[i * rec + (size_t)j]]++;
        if (count[w->ent[(size_t)j]] == n)
            continue;
        for (int d = 0; d < 256; d++) {
            size_t c = count[d];
            count[d] = at;
            at += c;
        }
        for (size_t i = 0; i < n; i++) {
            const uint8_t *e = w->ent + i * rec;
            memcpy(tmp + count[e[j]]++ * rec, e, rec);
        }
        uint8_t *t = w->ent;
        w->ent = tmp;
        tmp = t;
        w->cap = n;     /* both buffers hold at least n entries */
    }
    free(tmp);
}

static int exec(cert_writer *w, const char *sql)
{
    char *msg = NULL;
    if (sqlite3_exec(w->db, sql, NULL, NULL, &msg) != SQLITE_OK) {
        fail(w, "sqlite: %s", msg ? msg : sqlite3_errmsg(w->db));
        sqlite3_free(msg);
        return -1;
    }
    return 0;
}

static int put_header(cert_writer *w, sqlite3_stmt *st, const char *name, const char *value)
{
    sqlite3_reset(st);
    sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, value, -1, SQLITE_STATIC);
    if (sqlite3_step(st) != SQLITE_DONE)
        return fail(w, "sqlite: %s", sqlite3_errmsg(w->db));
    return 0;
}

/* Compresses the planes planes of c bytes each at raw into one zstd frame
 * at z, ending a zstd block after each plane so that every plane gets its
 * own entropy tables (the planes differ widely: the first ones are almost
 * constant in sorted keys).  Returns the frame size or a zstd error code. */
static size_t compress_planes(ZSTD_CCtx *cctx, uint8_t *z, size_t z_cap, const uint8_t *raw, size_t c,
                              size_t planes)
{
    ZSTD_outBuffer out = {z, z_cap, 0};
    size_t r = ZSTD_CCtx_reset(cctx, ZSTD_reset_session_only);
    if (!ZSTD_isError(r))
        r = ZSTD_CCtx_setPledgedSrcSize(cctx, c * planes);
    for (size_t p = 0; p < planes && !ZSTD_isError(r); p++) {
        ZSTD_inBuffer in = {raw + p * c, c, 0};
        do {
            r = ZSTD_compressStream2(cctx, &out, &in, p + 1 < planes ? ZSTD_e_flush : ZSTD_e_end);
            if (r != 0 && !ZSTD_isError(r) && out.pos == out.size)
                return (size_t)-ZSTD_error_dstSize_tooSmall;
        } while (!ZSTD_isError(r) && (r != 0 || in.pos < in.size));
    }
    return ZSTD_isError(r) ? r : out.pos;
}

/* The merge of the sorted runs (those on file, then the entries in
 * memory, sorted, as the last): each run's next entries, read a buffer at
 * a time, and a heap of the runs by their next entry. */
#define MERGE_BUF ((size_t)1 << 20)   /* bytes read from a run at a time */
typedef struct run {
    const uint8_t *at;       /* the run's next entry */
    size_t left;             /* entries from at in memory */
    size_t file_left;        /* entries still on file after those */
    off_t off;               /* where they start */
    uint8_t *buf;            /* NULL for the run in memory */
} run;
typedef struct merge {
    run *r;
    int *heap, nheap;
    uint8_t *last;           /* the last entry given, or NULL */
    size_t rec, L;
} merge;

static int run_less(const merge *m, int a, int b) { return memcmp(m->r[a].at, m->r[b].at, m->rec) < 0; }

static void sift_down(merge *m, int i)
{
    for (;;) {
        int c = 2 * i + 1;
        if (c >= m->nheap)
            return;
        if (c + 1 < m->nheap && run_less(m, m->heap[c + 1], m->heap[c]))
            c++;
        if (!run_less(m, m->heap[c], m->heap[i]))
            return;
        int t = m->heap[c];
        m->heap[c] = m->heap[i];
        m->heap[i] = t;
        i = c;
    }
}

/* Refills run r from the file if its buffer is spent; 0 (r->left may stay
 * 0: the run is done), or -1 after fail(). */
static int refill(cert_writer *w, merge *m, run *r)
{
    if (r->left || !r->file_left)
        return 0;
    size_t n = MERGE_BUF / m->rec < r->file_left ? MERGE_BUF / m->rec : r->file_left, got = 0;
    while (got < n * m->rec) {
        ssize_t k = pread(w->runs_fd, r->buf + got, n * m->rec - got, r->off + (off_t)got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return fail(w, "cannot read the entries beside %s: %s", w->path, k ? strerror(errno) : "file shrank");
        got += (size_t)k;
    }
    r->at = r->buf;
    r->left = n;
    r->file_left -= n;
    r->off += (off_t)(n * m->rec);
    return 0;
}

/* Copies to out up to max entries of the merge, ascending, each key once
 * (exact duplicates dropped, different moves for one key refused or, with
 * cert_allow_conflicts, the least kept); returns their number, or -1 after
 * fail(). */
static long merge_next(cert_writer *w, merge *m, uint8_t *out, size_t max)
{
    size_t k = 0;
    while (k < max && m->nheap > 0) {
        run *r = &m->r[m->heap[0]];
        if (m->last && memcmp(m->last, r->at, m->L) == 0) {
            if (m->last[m->L] != r->at[m->L] && !w->conflicts)
                return fail(w, "two different moves for one position");
        } else {
            memcpy(out + k * m->rec, r->at, m->rec);
            m->last = out + k++ * m->rec;
        }
        r->at += m->rec;
        r->left--;
        if (refill(w, m, r) != 0)
            return -1;
        if (!r->left)
            m->heap[0] = m->heap[--m->nheap];
        sift_down(m, 0);
    }
    return (long)k;
}

/* Writes all blocks, from the merge; hashes their data into h. */
static int write_blocks(cert_writer *w, int level, size_t per, sha256 *h, cert_stats *cs)
{
    size_t L = (size_t)w->key_len, raw_cap = per * (L + 1), z_cap = ZSTD_compressBound(raw_cap) + 8 * (L + 1) + 64;
    size_t nr = w->nruns + 1;
    uint8_t *raw = malloc(raw_cap), *z = malloc(z_cap), *blk = malloc(raw_cap);
    merge m = {calloc(nr, sizeof(run)), calloc(nr, sizeof(int)), 0, NULL, L + 1, L};
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    sqlite3_stmt *st = NULL;
    int rc = -1;
    if (!raw || !z || !blk || !m.r || !m.heap || !cctx) {
        fail(w, "out of memory");
        goto out;
    }
    off_t off = 0;
    for (size_t i = 0; i < nr; i++) {
        run *r = &m.r[i];
        if (i < w->nruns) {
            r->file_left = w->run_n[i];
            r->off = off;
            off += (off_t)(w->run_n[i] * (L + 1));
            size_t bytes = w->run_n[i] * (L + 1);
            if (!(r->buf = malloc(bytes < MERGE_BUF ? bytes : MERGE_BUF))) {
                fail(w, "out of memory");
                goto out;
            }
            if (refill(w, &m, r) != 0)
                goto out;
        } else {
            r->at = w->ent;
            r->left = w->count;
        }
        if (r->left) {
            m.heap[m.nheap++] = (int)i;
            for (int j = m.nheap - 1; j > 0 && run_less(&m, m.heap[j], m.heap[(j - 1) / 2]); j = (j - 1) / 2) {
                int t = m.heap[j];
                m.heap[j] = m.heap[(j - 1) / 2];
                m.heap[(j - 1) / 2] = t;
            }
        }
    }
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, level);
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1);
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_contentSizeFlag, 1);
    if (sqlite3_prepare_v2(w->db, "INSERT INTO block(first_key, entries, data) VALUES (?1, ?2, ?3)", -1,
                           &st, NULL) != SQLITE_OK) {
        fail(w, "sqlite: %s", sqlite3_errmsg(w->db));
        goto out;
    }
    for (;;) {
        long got = merge_next(w, &m, blk, per);
        if (got < 0)
            goto out;
        if (got == 0)
            break;
        size_t c = (size_t)got;
        cs->entries += c;
        for (size_t i = 0; i < c; i++) {   /* byte planes (FORMAT.md 6.1) */
            const uint8_t *e = blk + i * (L + 1);
            for (size_t j = 0; j <= L; j++)
                raw[j * c + i] = e[j];
        }
        size_t zn = compress_planes(cctx, z, z_cap, raw, c, L + 1);
        if (ZSTD_isError(zn)) {
            fail(w, "zstd: %s", ZSTD_getErrorName(zn));
            goto out;
        }
        sqlite3_reset(st);
        assert(c >= 1 && L == (size_t)w->key_len);  /* first_key: exactly L bytes */
        sqlite3_bind_blob(st, 1, blk, (int)L, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, (sqlite3_int64)c);
        sqlite3_bind_blob(st, 3, z, (int)zn, SQLITE_STATIC);
        if (sqlite3_step(st) != SQLITE_DONE) {
            fail(w, "sqlite: %s", sqlite3_errmsg(w->db));
            goto out;
        }
        sha256_update(h, z, zn);
        cs->blocks++;
        cs->data_bytes += zn;
    }
    rc = 0;
out:
    sqlite3_finalize(st);
    ZSTD_freeCCtx(cctx);
    for (size_t i = 0; m.r && i < nr; i++)
        free(m.r[i].buf);
    free(m.r);
    free(m.heap);
    free(blk);
    free(raw);
    free(z);
    return rc;
}

int cert_finish(cert_writer *w, int level, size_t block_entries, cert_stats *out)
{
    cert_stats cs = {0, 0, 0, 0};
    if (level == 0)
        level = CERT_DEFAULT_LEVEL;
    if (block_entries == 0)
        block_entries = CERT_DEFAULT_BLOCK;
    sort_entries(w);   /* the last run, kept in memory */

    if (unlink(w->tmp) != 0 && errno != ENOENT)
        return fail(w, "cannot replace %s: %s", w->tmp, strerror(errno));
    if (sqlite3_open_v2(w->tmp, &w->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK)
        return fail(w, "cannot create %s: %s", w->tmp, w->db ? sqlite3_errmsg(w->db) : "out of memory");
    char sql[128];
    snprintf(sql, sizeof sql, "PRAGMA application_id = %d", CERT_APPLICATION_ID);
    if (exec(w, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 512") ||
        exec(w, sql) || exec(w, "BEGIN") ||
        exec(w, "CREATE TABLE header (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID") ||
        exec(w, "CREATE TABLE block (first_key BLOB PRIMARY KEY NOT NULL, entries INTEGER NOT NULL, "
                "data BLOB NOT NULL) WITHOUT ROWID"))
        return -1;

    sha256 h;
    sha256_init(&h);
    if (write_blocks(w, level, block_entries, &h, &cs) != 0) {
        sha256_free(&h);
        return -1;
    }
    char hex[65], num[32], bl[32], kb[32];
    sha256_hex(&h, hex);
    snprintf(num, sizeof num, "%zu", cs.entries);
    snprintf(bl, sizeof bl, "%zu", cs.blocks);
    snprintf(kb, sizeof kb, "%zu", cs.data_bytes);
    int start = 0, rule5 = 0, offer6 = 0;
    for (int i = 0; i < w->nheader; i++) {
        start |= strcmp(w->hname[i], "start") == 0;
        rule5 |= strcmp(w->hname[i], "rule") == 0 && strcmp(w->hvalue[i], "monotone") == 0;
        offer6 |= strcmp(w->hname[i], "offer") == 0;
    }
    if (offer6 && (!start || w->nassume || rule5))
        return fail(w, "a certificate of an offer family needs the header start and is never a top (FORMAT.md 8)");
    snprintf(sql, sizeof sql, "%d", offer6       ? CERT_FORMAT_VERSION_OFFER
                                    : rule5        ? CERT_FORMAT_VERSION_RULE
                                    : w->nassume ? CERT_FORMAT_VERSION_TOP
                                    : start      ? CERT_FORMAT_VERSION_START
                                                 : CERT_FORMAT_VERSION);
    if ((w->nassume || rule5) && !start)
        return fail(w, "a top certificate, or one of rule monotone, needs the header start (FORMAT.md 6.4, 8)");
    if (w->nassume && rule5)
        return fail(w, "a top certificate of rule monotone is no file of FORMAT.md (8)");
    if (w->nassume) {
        sqlite3_stmt *as;
        snprintf(num, sizeof num, "%zu", w->nassume);
        if (cert_header(w, "assumptions", num) ||
            exec(w, "CREATE TABLE assumption (start TEXT PRIMARY KEY NOT NULL, shard TEXT NOT NULL, "
                    "sha256 TEXT NOT NULL) WITHOUT ROWID"))
            return -1;
        if (sqlite3_prepare_v2(w->db, "INSERT INTO assumption(start, shard, sha256) VALUES (?1, ?2, ?3)", -1, &as,
                               NULL) != SQLITE_OK)
            return fail(w, "sqlite: %s", sqlite3_errmsg(w->db));
        for (size_t i = 0; i < w->nassume; i++) {
            for (int j = 0; j < 3; j++)
                sqlite3_bind_text(as, j + 1, w->assume[i][j], -1, SQLITE_STATIC);
            if (sqlite3_step(as) != SQLITE_DONE) {
                fail(w, "sqlite: assumption %s: %s", w->assume[i][0], sqlite3_errmsg(w->db));
                sqlite3_finalize(as);
                return -1;
            }
            sqlite3_reset(as);
        }
        sqlite3_finalize(as);
    }
    snprintf(num, sizeof num, "%zu", cs.entries);
    if (cert_header(w, "magic", "posproof certificate") || cert_header(w, "format_version", sql) ||
        cert_header(w, "entries", num) || cert_header(w, "blocks", bl) ||
        cert_header(w, "block_bytes", kb) || cert_header(w, "content_hash", hex))
        return -1;
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(w->db, "INSERT INTO header(name, value) VALUES (?1, ?2)", -1, &st, NULL) != SQLITE_OK)
        return fail(w, "sqlite: %s", sqlite3_errmsg(w->db));
    for (int i = 0; i < w->nheader; i++)
        if (put_header(w, st, w->hname[i], w->hvalue[i]) != 0) {
            sqlite3_finalize(st);
            return -1;
        }
    sqlite3_finalize(st);
    if (exec(w, "COMMIT"))
        return -1;
    if (sqlite3_close(w->db) != SQLITE_OK)
        return fail(w, "sqlite: cannot close %s", w->tmp);
    w->db = NULL;
    if (rename(w->tmp, w->path) != 0)
        return fail(w, "cannot rename %s to %s: %s", w->tmp, w->path, strerror(errno));
    w->finished = 1;
    struct stat sb;
    if (stat(w->path, &sb) == 0)
        cs.file_bytes = (size_t)sb.st_size;
    if (out)
        *out = cs;
    return 0;
}

void cert_free(cert_writer *w)
{
    if (!w)
        return;
    if (w->db)
        sqlite3_close(w->db);
    if (!w->finished && w->tmp)
        unlink(w->tmp);
    for (int i = 0; i < w->nheader; i++) {
        free(w->hname[i]);
        free(w->hvalue[i]);
    }
    if (w->runs_fd >= 0)
        close(w->runs_fd);
    free(w->run_n);
    free(w->ent);
    free(w->assume);
    free(w->path);
    free(w->tmp);
    free(w);
}
