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
    if (h->winner != 0) snprintf(winner, sizeof winner, "%s", roles[h->family][h->winner - 1]);
    snprintf(out, CLAIMMAX, "family=%s game=%s rule=%s H=%s property=%s "
             "board=%s n=%d bias=%lld:%lld first=%s winner=%s strategy=%s "
             "start=%s", families[h->family], h->f[H_GAME], h->f[H_RULE],
             h->f[H_H], h->f[H_PROPERTY], board, h->b.n, h->q[0], h->q[1],
             roles[h->family][h->first - 1], winner,
             roles[h->family][h->strategy - 1], hex);
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
    if (c->assumed == NULL) {
        snprintf(msg, MSGMAX, "out of memory");
        return UNCHECKED;
    }
    for (long long i = 0; i < h->assumptions; i++) {
        if (key_make(h, &c->cert.assumed[i].pos, c->assumed[i], lab) != 0) {
            snprintf(msg, MSGMAX, NAUTY_BAD);
            return UNCHECKED;
        }
    }
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

/* FORMAT.md 6.4: 1 if a line of a --verified FILE is exactly "verified:
 * sha256 H claim C", the record line main.c prints after a VERIFIED
 * version 1 to 3 file, with H = sha256 and C = claim; other lines are
 * ignored.  -1 if a file cannot be read (v names it). */
static int vouched(const ask_t *a, const char *sha256, const char *claim, verdict_t *v) {
    char want[CLAIMMAX + 128];
    char *line = NULL;
    size_t size = 0;
    int found = 0;
    size_t len = (size_t)snprintf(want, sizeof want, RECORD, sha256, claim);
    for (int i = 0; i < a->nverified && found == 0; i++) {
        FILE *f = fopen(a->verified[i], "r");
        if (f == NULL) snprintf(v->file, sizeof v->file, "%s", a->verified[i]);
        if (f == NULL) snprintf(v->r.msg, MSGMAX, "cannot read: %s", strerror(errno));
        if (f == NULL) found = -1;
        while (f != NULL && found == 0 && getline(&line, &size, f) > 0)
            found = strcspn(line, "\n") == len && memcmp(line, want, len) == 0;
        if (f != NULL) fclose(f);
    }
    free(line);
    return found;
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
 * record line with its sha256 and claim, or by the shard DIR/NAME: with
 * the SHA-256 recorded, a certificate of version 1 to 3 of the claim the
 * top assumes there, whose replay is VERIFIED.  v->status; the shard's
 * counts are added to v's. */
static int discharge(const check_t *t, long long i, const ask_t *a, verdict_t *v) {
    const assumption_t *as = &t->cert.assumed[i - 1];
    header_t assumed = t->cert.h;
    char want[CLAIMMAX], got[CLAIMMAX], hex[65];
    check_t c;
    result_t r;
    assumed.start = as->pos;
    claim_canonical(&assumed, want);
    int found = vouched(a, as->sha256, want, v);
    if (found != 0) return v->status = found > 0 ? VERIFIED : UNCHECKED;
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
    for (long long i = 1; i <= h->assumptions && v->status == VERIFIED; i++) {
        v->r.nmoves = 0;
        discharge(c, i, a, v);
    }
    if (v->status == VERIFIED) snprintf(v->file, sizeof v->file, "%s", c->path);
    if (v->status == VERIFIED && h->version < 4) strcpy(v->sha256, c->cert.sha256);
    return v->status;
}
