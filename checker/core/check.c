/* check.c - one file's check (FORMAT.md 6.3, 6.4, 7.1): its budgets, the
 * claim compared, the replay, and for a top (version 4) the obligations
 * its assumptions make, each discharged by a record line of an earlier
 * run (--verified) or by its shard, hashed and checked here (--shards).
 * Claims are compared by meaning, that is by their canonical forms.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>


#include "core.h"

#define WORK_BASE 100000000LL   /* units any file may spend */
#define WORK_PER_BYTE 16384LL   /* and more a byte: FORMAT.md 7.1 says why */
#define MEM_BASE ((size_t)256 << 20)
#define MEM_PER_BYTE 64

/* FORMAT.md 6.4, the record line: the claim's fields by meaning. */
void claim_canonical(const header_t *h, char out[CLAIMMAX]) {
    char board[24] = "complete";
    uint8_t start[KEYMAX];
    char hex[2 * KEYMAX + 1];
    char winner[16] = "none";
    if (h->b.off != 0) g6_write(h->b.n, h->b.all, board);
    key_pack(h, &h->start, NULL, start);
    for (int i = 0; i <= h->b.L; i++) sprintf(hex + 2 * i, "%02x", start[i]);
    if (h->winner != 0) snprintf(winner, sizeof winner, "%s", h->fam->roles[h->winner - 1]);
    snprintf(out, CLAIMMAX, "family=%s game=%s rule=%s H=%s property=%s "
             "board=%s n=%d bias=%lld:%lld first=%s winner=%s strategy=%s "
             "start=%s", h->fam->name, h->f[H_GAME], h->f[H_RULE],
             h->f[H_H], h->f[H_PROPERTY], board, h->b.n, h->q[0], h->q[1],
             h->fam->roles[h->first - 1], winner,
             h->fam->roles[h->strategy - 1], hex);
    size_t len = strlen(out);
    if (h->fam->pile)           /* FORMAT.md 6.4: the offer families' conventions */
        snprintf(out + len, CLAIMMAX - len, " offer=%s leftover=%s", h->f[H_OFFER], h->f[H_LEFTOVER]);
}

/* FORMAT.md 7.1: the budgets of a file of 'bytes' bytes, unless a gives
 * them: work WORK_BASE + WORK_PER_BYTE a byte; memory MEM_BASE +
 * MEM_PER_BYTE a byte, at most a quarter of the machine's. */
static void budgets(const ask_t *a, const char *path, work_t *w, mem_t *m) {
    struct stat st;
    long long bytes = 0;
    if (stat(path, &st) == 0) bytes = (long long)st.st_size;
    w->limit = WORK_BASE + WORK_PER_BYTE * bytes;
    if (a->work > 0) w->limit = a->work;
    w->left = w->limit;
    long long phys = sysconf(_SC_PHYS_PAGES) * sysconf(_SC_PAGESIZE);
    m->limit = MEM_BASE + MEM_PER_BYTE * (size_t)bytes;
    if (phys > 0 && (size_t)phys / 4 < m->limit) m->limit = (size_t)phys / 4;
    if (a->mem > 0) m->limit = a->mem;
    m->left = m->limit;
}

/* FORMAT.md 6.3, 6.4: a position is assumed when its key is the key of an
 * assumed start; those keys, made once. */
int check_open(check_t *c, const char *path, const ask_t *a, char msg[MSGMAX]) {
    work_t w;
    mem_t m;
    int lab[NMAX];
    memset(c, 0, sizeof *c);
    c->path = path;
    budgets(a, path, &w, &m);
    if (cert_open(&c->cert, path, &m, msg) != VERIFIED) return UNCHECKED;
    const header_t *h = &c->cert.h;
    game_init(&c->game, h);
    c->work = w.limit;
    c->mem = m.left;
    c->assumed = calloc((size_t)h->assumptions + 1, sizeof *c->assumed);
    if (c->assumed == NULL) return say(msg, UNCHECKED, "out of memory");
    for (long long i = 0; i < h->assumptions; i++)
        if (key_make(h, &c->cert.assumed[i].pos, c->assumed[i], lab) != 0)
            return say(msg, UNCHECKED, NAUTY_BAD);
    return VERIFIED;
}

void check_close(check_t *c) {
    cert_close(&c->cert);
    free(c->assumed);
    c->assumed = NULL;
}

int ask_option(ask_t *a, const char *name, const char *value, char msg[MSGMAX]) {
    static const char *const names[5] = { "--claim", "--work", "--mem", "--shards",
                                          "--verified" };
    struct stat st;
    long long v = 0;
    long long max = 1000000000000000000LL;
    int k = find(names, 5, name);
    int twice = (k == 1 && a->claim) || (k == 2 && a->work) || (k == 3 && a->mem) ||
                (k == 4 && a->shards);
    if (k == 3) max = MEM_MAX_MB;
    if (k == 0) return 0;
    msg[0] = 0;
    if (twice) snprintf(msg, MSGMAX, "option given twice: %s", name);
    if (k == 5 && a->nverified == 64) snprintf(msg, MSGMAX, "more than 64 --verified FILEs");
    if ((k == 2 || k == 3) && (decimal(value, &v) != 0 || v < 1 || v > max))
        snprintf(msg, MSGMAX, "invalid %s '%s' (try --help)", name, value);
    if (k == 4 && (stat(value, &st) != 0 || !S_ISDIR(st.st_mode)))
        snprintf(msg, MSGMAX, "--shards %s: not a directory", value);
    if (msg[0] != 0) return -1;
    if (k == 1) a->claim = value;
    if (k == 2) a->work = v;
    if (k == 3) a->mem = (size_t)v << 20;
    if (k == 4) a->shards = value;
    if (k == 5) a->verified[a->nverified++] = value;
    return 1;
}

/* FORMAT.md 6.4: the record lines of the --verified FILEs, each file read
 * once, one a row of ROW bytes (a record line at its longest, NUL
 * included), sorted: the index that each assumption is looked up in by
 * its exact bytes.  The rows take at most 'mem' bytes (the memory budget
 * that the replay's memo had). */
#define ROW (sizeof RECORD - 5 + 64 + CLAIMMAX)

typedef struct {
    char *rows;
    size_t n, cap, mem;
} records_t;

/* Two rows (or a line and a row) by their exact bytes. */
static int row_cmp(const void *a, const void *b) {
    return strcmp(a, b);
}

/* FORMAT.md 6.4: the --verified FILE path into rs, read once: each line
 * of printable ASCII that starts as a record line does; a line longer
 * than a record line is refused.  0, or UNCHECKED with v's file and
 * message. */
static int records_read(records_t *rs, const char *path, verdict_t *v) {
    char line[ROW + 1];
    long long size;
    int ch = 0;
    FILE *f = file_open(path, &size, v->r.msg);
    snprintf(v->file, sizeof v->file, "%s", path);
    for (long long no = 1; f != NULL && v->r.msg[0] == 0 && ch != EOF; no++) {
        size_t len = 0, cap = 2 * rs->cap + 64;
        int odd = 0;
        while (len < ROW && (ch = getc(f)) != EOF && ch != '\n') {
            odd |= ch < ' ' || ch > '~';
            line[len++] = (char)ch;
        }
        line[len] = 0;
        if (len == ROW)
            say(v->r.msg, UNCHECKED, "line %lld is longer than %zu bytes, the most a record line "
                "takes (FORMAT.md 6.4)", no, ROW - 1);
        int record = !odd && len < ROW && strncmp(line, RECORD, strcspn(RECORD, "%")) == 0;
        if (cap > rs->mem / ROW) cap = rs->mem / ROW;
        char *rows = record && rs->n == rs->cap && cap > rs->n ? realloc(rs->rows, cap * ROW) : NULL;
        if (rows != NULL) rs->rows = rows;
        if (rows != NULL) rs->cap = cap;
        if (record && rs->n == rs->cap)
            say(v->r.msg, UNCHECKED, "its record lines take more than the memory budget of %zu "
                "MiB (--mem)", rs->mem >> 20);
        else if (record)
            strcpy(rs->rows + rs->n++ * ROW, line);
    }
    if (f != NULL && ferror(f)) say(v->r.msg, UNCHECKED, "cannot read: %s", strerror(errno));
    if (f != NULL) fclose(f);
    return v->r.msg[0] != 0 ? UNCHECKED : 0;
}

/* The verdict 'status' on v->file: "assumption I (start X): shard ...". */
static int shard_says(verdict_t *v, int status, long long i, const assumption_t *a,
                      const char *fmt, ...) {
    char what[MSGMAX - 128];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(v->r.msg, MSGMAX, "assumption %lld (start %s): shard %s", i, a->start, what);
    v->r.nmoves = -1;
    v->status = status;
    return status;
}

/* FORMAT.md 6.4, discharge: assumption i (from 1) of the top t, by a
 * record line of rs with its sha256 and claim, or by the shard DIR/NAME: with
 * the SHA-256 recorded, a certificate of version 1 to 3 of the claim the
 * top assumes there (a version 5 file claims another game), whose replay is VERIFIED.  v->status; the shard's
 * counts are added to v's. */
static int discharge(const check_t *t, long long i, const ask_t *a, const records_t *rs,
                     verdict_t *v) {
    const assumption_t *as = &t->cert.assumed[i - 1];
    header_t assumed = t->cert.h;
    char want[CLAIMMAX], got[CLAIMMAX], hex[65], line[ROW];
    check_t c;
    result_t r;
    assumed.start = as->pos;
    claim_canonical(&assumed, want);
    snprintf(line, sizeof line, RECORD, as->sha256, want);
    if (rs->n > 0 && bsearch(line, rs->rows, rs->n, ROW, row_cmp) != NULL)
        return v->status = VERIFIED;
    if (a->shards == NULL)
        return shard_says(v, REJECTED, i, as, "%s: no record line of --verified has sha256 %s "
                          "and the claim", as->shard, as->sha256);
    snprintf(v->file, sizeof v->file, "%s/%s", a->shards, as->shard);
    if (access(v->file, F_OK) != 0) return shard_says(v, REJECTED, i, as, "%s is missing", v->file);
    int opened = check_open(&c, v->file, a, v->r.msg);
    strcpy(hex, c.cert.sha256);
    if (hex[0] != 0 && strcmp(hex, as->sha256) != 0) {
        check_close(&c);
        return shard_says(v, REJECTED, i, as, "%s has sha256 %s; the top records %s",
                          as->shard, hex, as->sha256);
    }
    if (opened != VERIFIED) {
        check_close(&c);
        return v->status = UNCHECKED;
    }
    claim_canonical(&c.cert.h, got);
    v->entries += c.cert.h.entries;
    int rc = REJECTED;
    if (c.cert.h.version == 4)
        shard_says(v, REJECTED, i, as, "%s is a top itself (format version 4)", as->shard);
    else if (strcmp(want, got) != 0)
        shard_says(v, REJECTED, i, as, "%s claims: %s; the top assumes: %s", as->shard, got, want);
    else if (a->engine == NULL)
        rc = replay_plain(&c, &r);
    else
        rc = a->engine->replay(&c, a->engine->cfg, &r);
    check_close(&c);
    if (rc == REJECTED && v->status == REJECTED) return REJECTED;
    v->r.positions += r.positions;
    v->r.lookups += r.lookups;
    v->r.work += r.work;
    if (rc == REJECTED) shard_says(v, REJECTED, i, as, "%s: %s", as->shard, r.msg);
    v->r.nmoves = r.nmoves;
    memcpy(v->r.moves, r.moves, sizeof r.moves);
    if (rc == REJECTED) return REJECTED;
    memcpy(v->r.msg, r.msg, sizeof r.msg);
    v->status = rc;
    return rc;
}

int check_run(const check_t *c, const char *claim, const ask_t *a, verdict_t *v) {
    const header_t *h = &c->cert.h;
    memset(v, 0, sizeof *v);
    snprintf(v->file, sizeof v->file, "%s", c->path);
    claim_canonical(h, v->claim);
    v->entries = h->entries;
    if (claim != NULL && strcmp(claim, v->claim) != 0) return v->status = MISMATCH;
    if (a->engine == NULL)
        v->status = replay_plain(c, &v->r);
    else
        v->status = a->engine->replay(c, a->engine->cfg, &v->r);
    if (v->status != VERIFIED) return v->status;
    if (h->version == 4 && a->shards == NULL && a->nverified == 0) return v->status = PARTIAL;
    records_t rs = { NULL, 0, 0, c->mem };
    for (int i = 0; i < a->nverified && h->version == 4 && v->status == VERIFIED; i++)
        v->status = records_read(&rs, a->verified[i], v) == 0 ? VERIFIED : UNCHECKED;
    if (rs.n > 1) qsort(rs.rows, rs.n, ROW, row_cmp);
    for (long long i = 1; i <= h->assumptions && v->status == VERIFIED; i++) {
        v->r.nmoves = 0;
        discharge(c, i, a, &rs, v);
    }
    free(rs.rows);
    if (v->status == VERIFIED) snprintf(v->file, sizeof v->file, "%s", c->path);
    if (v->status == VERIFIED && h->version != 4) strcpy(v->sha256, c->cert.sha256);
    return v->status;
}
