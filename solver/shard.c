/* shard.c: the manifest and the shard files of a sharded proof (shard.h). */
#include "shard.h"
#include "errmsg.h"
#include "strategy.h"
#include "../certs/cert.h"
#include "../certs/cert_read.h"
#include "../certs/sha256.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


void shard_name(size_t k, size_t n, char *out)
{
    int digits = 1;
    for (size_t x = n; x >= 10; x /= 10)
        digits++;
    snprintf(out, 32, "s%0*zu", digits, k);
}

int shard_write_file(const char *path, const char *text, char *err, size_t errlen)
{
    size_t len = strlen(path) + 16;
    char *tmp = malloc(len);
    if (!tmp)
        return errmsg(err, errlen, "out of memory");
    snprintf(tmp, len, "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(tmp, "w");
    int ok = f && fputs(text, f) >= 0;
    ok = f && fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        free(tmp);
        return errmsg(err, errlen, "cannot write %s: %s", path, strerror(e));
    }
    free(tmp);
    return 0;
}

int shard_manifest_add(shard_manifest *m, const char *hex, const char *flags)
{
    if ((m->n & (m->n - 1)) == 0) {   /* grow at powers of two */
        size_t cap = m->n ? 2 * m->n : 1;
        void *h = realloc(m->hex, cap * sizeof *m->hex);
        if (h)
            m->hex = h;
        void *f = h ? realloc(m->flags, cap * sizeof *m->flags) : NULL;
        if (!f)
            return -1;
        m->flags = f;
    }
    m->flags[m->n] = strdup(flags);
    if (!m->flags[m->n] || strlen(hex) >= sizeof m->hex[0])
        return free(m->flags[m->n]), -1;
    snprintf(m->hex[m->n], sizeof m->hex[0], "%s", hex);
    m->n++;
    return 0;
}

int shard_manifest_write(const char *dir, const shard_manifest *m, char *err, size_t errlen)
{
    char *text = NULL, path[4200];
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return errmsg(err, errlen, "out of memory");
    fprintf(f, "posproof shards 1\n");
    for (int i = 0; i < m->nargs; i++)
        fprintf(f, "arg %s\n", m->args[i]);
    fprintf(f, "depth %d\nlevel %d\nshards %zu\n", m->depth, m->level, m->n);
    for (size_t k = 0; k < m->n; k++)
        fprintf(f, "shard %zu %s%s%s\n", k + 1, m->hex[k], m->flags[k][0] ? " " : "", m->flags[k]);
    for (size_t i = 0; i < m->nsample; i++)
        fprintf(f, "estimate %zu %.0f %.3f %.1f\n", m->sample[i], m->sample_positions[i], m->sample_seconds[i],
                m->sample_mb[i]);
    if (fclose(f) != 0 || !text)
        return free(text), errmsg(err, errlen, "out of memory");
    snprintf(path, sizeof path, "%s/manifest", dir);
    int rc = shard_write_file(path, text, err, errlen);
    free(text);
    return rc;
}

void shard_manifest_free(shard_manifest *m)
{
    for (int i = 0; i < m->nargs; i++)
        free(m->args[i]);
    for (size_t k = 0; k < m->n; k++)
        free(m->flags[k]);
    free(m->hex);
    free(m->flags);
    free(m->sample);
    free(m->sample_positions);
    free(m->sample_seconds);
    free(m->sample_mb);
    memset(m, 0, sizeof *m);
}

/* Appends one sampled shard to m. 0 or -1. */
int shard_manifest_sample(shard_manifest *m, size_t k, double pos, double sec, double mb)
{
    size_t n = m->nsample + 1;
    size_t *s = realloc(m->sample, n * sizeof *s);
    if (s)
        m->sample = s;
    double *p = s ? realloc(m->sample_positions, n * sizeof *p) : NULL;
    if (p)
        m->sample_positions = p;
    double *t = p ? realloc(m->sample_seconds, n * sizeof *t) : NULL;
    if (t)
        m->sample_seconds = t;
    double *b = t ? realloc(m->sample_mb, n * sizeof *b) : NULL;
    if (!b)
        return -1;
    m->sample_mb = b;
    m->sample[m->nsample] = k;
    m->sample_positions[m->nsample] = pos;
    m->sample_seconds[m->nsample] = sec;
    m->sample_mb[m->nsample++] = mb;
    return 0;
}

int shard_manifest_read(const char *dir, shard_manifest *m, char *err, size_t errlen)
{
    char path[4200], line[4096];
    memset(m, 0, sizeof *m);
    snprintf(path, sizeof path, "%s/manifest", dir);
    FILE *f = fopen(path, "r");
    if (!f)
        return errmsg(err, errlen, "%s: %s (is %s a directory written by posproof split?)", path, strerror(errno),
                    dir);
    long no = 0, shards = -1;
    int rc = 0, head = 0;
    while (rc == 0 && fgets(line, sizeof line, f)) {
        no++;
        size_t len = strcspn(line, "\n");
        if (line[len] != '\n')
            rc = errmsg(err, errlen, "%s line %ld: too long or not ended", path, no);
        line[len] = 0;
        char *v = strchr(line, ' ');
        if (rc || !v) {
            rc = rc ? rc : errmsg(err, errlen, "%s line %ld: not a manifest record", path, no);
            break;
        }
        *v++ = 0;
        size_t k;
        double a, b, c;
        int used = 0;
        char hex[64];
        if (!head) {
            head = strcmp(line, "posproof") == 0 && strcmp(v, "shards 1") == 0;
            if (!head)
                rc = errmsg(err, errlen, "%s: not a posproof shards manifest of version 1", path);
        } else if (strcmp(line, "arg") == 0) {
            if (m->nargs == SHARD_MAXARGS || !(m->args[m->nargs++] = strdup(v)))
                rc = errmsg(err, errlen, "%s line %ld: too many arguments", path, no);
        } else if (strcmp(line, "depth") == 0 || strcmp(line, "level") == 0) {
            int x;
            if (sscanf(v, "%d%n", &x, &used) != 1 || v[used] || x < 0 || x > 255)
                rc = errmsg(err, errlen, "%s line %ld: bad %s", path, no, line);
            *(line[0] == 'd' ? &m->depth : &m->level) = x;
        } else if (strcmp(line, "shards") == 0) {
            if (sscanf(v, "%ld%n", &shards, &used) != 1 || v[used] || shards < 1)
                rc = errmsg(err, errlen, "%s line %ld: bad shards", path, no);
        } else if (strcmp(line, "shard") == 0) {
            if (sscanf(v, "%zu %63[0-9a-f]%n", &k, hex, &used) != 2 || k != m->n + 1 || (v[used] && v[used] != ' '))
                rc = errmsg(err, errlen, "%s line %ld: bad shard record (shard %zu expected)", path, no, m->n + 1);
            else if (shard_manifest_add(m, hex, v[used] ? v + used + 1 : "") != 0)
                rc = errmsg(err, errlen, "out of memory");
        } else if (strcmp(line, "estimate") == 0) {
            if (sscanf(v, "%zu %lf %lf %lf%n", &k, &a, &b, &c, &used) != 4 || v[used] || k < 1)
                rc = errmsg(err, errlen, "%s line %ld: bad estimate", path, no);
            else if (shard_manifest_sample(m, k, a, b, c) != 0)
                rc = errmsg(err, errlen, "out of memory");
        } else
            rc = errmsg(err, errlen, "%s line %ld: unknown record '%s'", path, no, line);
    }
    if (rc == 0 && ferror(f))
        rc = errmsg(err, errlen, "%s: %s", path, strerror(errno));
    fclose(f);
    if (rc == 0 && (!head || shards < 0 || (size_t)shards != m->n))
        rc = errmsg(err, errlen, "%s: incomplete (%zu shard records, %ld announced)", path, m->n, shards);
    for (size_t i = 0; rc == 0 && i < m->nsample; i++)
        if (m->sample[i] > m->n)
            rc = errmsg(err, errlen, "%s: an estimate for shard %zu of %zu", path, m->sample[i], m->n);
    return rc;
}

int shard_cert_read(const char *path, shard_cert *c, int hash, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    if (hash) {
        FILE *f = fopen(path, "rb");
        if (!f)
            return errno == ENOENT ? 0 : errmsg(err, errlen, "%s: %s", path, strerror(errno));
        sha256 h;
        sha256_init(&h);
        unsigned char buf[65536];
        size_t got;
        while ((got = fread(buf, 1, sizeof buf, f)) > 0)
            sha256_update(&h, buf, got);
        int bad = ferror(f);
        fclose(f);
        if (bad)
            return errmsg(err, errlen, "%s: read error", path);
        sha256_hex(&h, c->sha256);
    } else if (access(path, F_OK) != 0) {
        return errno == ENOENT ? 0 : errmsg(err, errlen, "%s: %s", path, strerror(errno));
    }

    char why[512], got_hex[65];
    cert_reader *r = cert_read_open(path, why, sizeof why);
    if (!r)
        return errmsg(err, errlen, "%s", why);
    const cert_info *in = cert_read_info(r);
    int rc = 0;
    if (!cert_read_value(r, "content_hash"))
        rc = errmsg(err, errlen, "%s: not a certificate written by posproof (no content_hash)", path);
    else if (hash && cert_read_content_hash(r, got_hex) != 0)
        rc = errmsg(err, errlen, "%s", cert_read_errmsg(r));
    else if (hash && strcmp(got_hex, in->content_hash) != 0)
        rc = errmsg(err, errlen, "%s: its blocks do not match its content_hash (a damaged file)", path);
    c->version = in->format_version;
    snprintf(c->winner, sizeof c->winner, "%s", in->winner);
    snprintf(c->strategy, sizeof c->strategy, "%s", in->strategy);
    snprintf(c->start, sizeof c->start, "%s", in->start);
    cert_read_close(r);
    if (rc != 0)
        return rc;
    return 1;
}

const char *const shard_claim_fields[] = {"family", "game", "rule", "H", "property", "board", "n", "fixed", "bias",
                                          "first", "winner", "strategy", NULL};

int shard_check(const char *path, const char *start, const char *(*want)(const void *ctx, const char *name),
                const void *ctx, shard_cert *c, char *err, size_t errlen)
{
    char why[512];
    int got = shard_cert_read(path, c, 1, why, sizeof why);
    if (got <= 0)
        return got ? errmsg(err, errlen, "%s", why) : 0;
    if (strcmp(c->start, start) != 0)
        return errmsg(err, errlen, "%s: it starts from %s, not from the position assumed (%s)", path, c->start, start);
    cert_reader *r = cert_read_open(path, why, sizeof why);
    if (!r)
        return errmsg(err, errlen, "%s", why);
    int rc = 1;
    for (int f = 0; shard_claim_fields[f] && rc == 1; f++) {
        const char *a = want(ctx, shard_claim_fields[f]), *b = cert_read_value(r, shard_claim_fields[f]);
        if ((a || b) && (!a || !b || strcmp(a, b) != 0))
            rc = errmsg(err, errlen, "%s: its %s is %s, the top's %s (another claim)", path, shard_claim_fields[f],
                        b ? b : "absent", a ? a : "absent");
    }
    cert_read_close(r);
    return rc;
}

static const char *reader_value(const void *r, const char *name)
{
    return cert_read_value(r, name);
}

/* merge --single: which entries go into the one file, and why it is valid.
 *
 * Each file F (the top and every shard it assumes) is walked as its own
 * replay (FORMAT.md 6.3, 7.1) from its own start, with its own finish f_F:
 * at a position where S is to move and does not force a good end within
 * f_F moves, F's stored move; where the opponent is to move, every legal
 * move; the walk stops at end positions, at short wins and (the top) at
 * its assumed positions. Only the entries that walk consults go into the
 * union, with F's move; entries F holds for positions its own strategy
 * never reaches are dropped. (Taking the least move of every file's
 * entries instead let such an unreached entry replace, under a key another
 * file reaches, the move that file's strategy needs; fixed at 3bb7c35.)
 * A key consulted by the walks of several files keeps one of their moves,
 * the least; any of them does, by this argument.
 *
 * Call a position covered when it is isomorphic to a position some file's
 * walk visits. (The walk checks what the replay would: each end position
 * it meets is good, each entry it needs is there with a legal move; it
 * refuses the file otherwise.) The one file's replay from the top's start visits covered positions
 * only: the start is the top's own. At a covered x (x' in F's walk):
 * an end position is good, as x' is (outcomes are invariant under
 * isomorphism); if x is assumed by the top, it is isomorphic to the start
 * of a shard, where that shard's walk begins; if S to move forces a good
 * end within f_F moves at x', it does at x, and f_F <= the one file's
 * finish (the largest), so the replay accepts there; otherwise F's walk
 * consulted the key of x', which is x's, so the one file has an entry
 * there, the move of some file G whose walk consulted that key at some x''
 * (maybe G != F, with another move: the case of a position reached in two
 * files). x'' has x's key, so it is isomorphic to x and the stored move,
 * mapped through each position's own labelling, is the image of G's move
 * at x'' (FORMAT.md 7.2, statement 1): legal at x, and it leads to a
 * position isomorphic to one G's walk visits next -- covered again. Where
 * the opponent moves at x, every move leads to the image of a move F's
 * walk follows from x'. The game is finite, so every play of the replay
 * ends in a good end position or at a short win: the one file is valid. */

/* The keys a walk has visited: open addressing, grown at half load. */
typedef struct keyset {
    uint8_t *slot;   /* cap slots of len + 1 bytes: 1 if used, the key */
    size_t cap, count;
    int len;
} keyset;

static size_t key_hash(const uint8_t *key, int len)
{
    uint64_t h = 0;
    for (int i = 0; i < len; i++)
        h = board_mix(h ^ key[i] ^ (uint64_t)i << 56);
    return (size_t)h;
}

/* Inserts key: 1 if it was new, 0 if present, -1 if out of memory. */
static int keyset_add(keyset *s, const uint8_t *key)
{
    size_t rec = (size_t)s->len + 1;
    if (2 * (s->count + 1) > s->cap) {
        keyset g = {calloc(s->cap ? 2 * s->cap : 1024, rec), s->cap ? 2 * s->cap : 1024, 0, s->len};
        if (!g.slot)
            return -1;
        for (size_t i = 0; i < s->cap; i++)
            if (s->slot[i * rec])
                keyset_add(&g, s->slot + i * rec + 1);
        free(s->slot);
        *s = g;
    }
    size_t i = key_hash(key, s->len) & (s->cap - 1);
    for (; s->slot[i * rec]; i = (i + 1) & (s->cap - 1))
        if (memcmp(s->slot + i * rec + 1, key, (size_t)s->len) == 0)
            return 0;
    s->slot[i * rec] = 1;
    memcpy(s->slot + i * rec + 1, key, (size_t)s->len);
    s->count++;
    return 1;
}

typedef struct single_walk {
    strategy st;
    keyset seen;
    cert_writer *w;
    int widen;              /* layered-3state-v1 keys, given the turn byte */
    const char *path;
    char *err;
    size_t errlen;
} single_walk;

#define NOT_PROVED ": the file does not prove its claim (posproof-check would reject it)"

static int walk_fail(single_walk *k, position pos, int turn, const char *what)
{
    char words[600];
    strategy_position(&k->st, pos, turn, words, sizeof words);
    return errmsg(k->err, k->errlen, "%.400s: at the position %s: %s", k->path, words, what);
}

/* F's replay from pos (the comment above), adding the entries it consults. */
static int walk(single_walk *k, position pos, int turn)
{
    strategy *st = &k->st;
    uint8_t key[CANON_KEY_MAX + 2], stored;
    int o = strategy_outcome(st, pos, turn), mv[SOLVER_MOVES + 1], next, got;
    if (o != STRATEGY_GOING)
        return strategy_good(st, o) ? 0 : walk_fail(k, pos, turn, "a play of its strategy is lost" NOT_PROVED);
    if (strategy_assumed(st, pos, turn))
        return 0;
    int len = strategy_key(st, pos, turn, key);
    if ((got = keyset_add(&k->seen, key)) <= 0)
        return got ? errmsg(k->err, k->errlen, "%.400s: out of memory walking its strategy", k->path) : 0;
    if (SIDE(turn) == st->side) {
        if (st->in->finish > 0 && strategy_forces(st, pos, turn, (int)st->in->finish, NULL))
            return 0;
        char why[400];
        int how = strategy_move(st, pos, turn, &mv[0], why, sizeof why);
        if (how < 0)
            return walk_fail(k, pos, turn, why);
        if (how != STRATEGY_ENTRY || cert_read_lookup(st->cr, key, &stored) != 1)
            return walk_fail(k, pos, turn, "the file has no move for its strategy" NOT_PROVED);
        if (k->widen) {
            int taken = 0;                 /* 2-bit pair states not 0 */
            for (int i = 0; i < len; i++)
                for (int b = 0; b < 8; b += 2)
                    taken += (key[i] >> b & 3) != 0;
            key[len] = (uint8_t)(taken & 1);
        }
        if (cert_add(k->w, key, stored) != 0)
            return errmsg(k->err, k->errlen, "%s", cert_errmsg(k->w));
        position x = strategy_play(st, pos, turn, mv[0], &next);
        return walk(k, x, next);
    }
    int n = strategy_moves(st, pos, turn, mv);
    for (int i = 0; i < n; i++) {
        position x = strategy_play(st, pos, turn, mv[i], &next);
        if (walk(k, x, next) != 0)
            return -1;
    }
    return 0;
}

/* Adds to w the entries of the certificate at path that its own replay
 * consults (the comment above), keys of layered-3state-v1 extended by the
 * turn byte (bias 1:1, so d = 0 and p is the parity of the pairs taken)
 * when the top's (ti) are layered-v2; *finish: the largest finish so far.
 * 0, or -1 with err. */
static int single_add(const char *path, const cert_info *ti, cert_writer *w, long *finish, char *err, size_t errlen)
{
    single_walk k;
    char why[512];
    if (strategy_open(&k.st, path, why, sizeof why) != 0)
        return errmsg(err, errlen, "%s", why);
    const cert_info *si = k.st.in;
    k.seen = (keyset){NULL, 0, 0, si->key_len};
    k.w = w;
    k.widen = si->key_len + 1 == ti->key_len && strcmp(si->key, "layered-3state-v1") == 0 &&
              strcmp(ti->key, "layered-v2") == 0;
    k.path = path;
    k.err = err;
    k.errlen = errlen;
    int rc;
    if (cert_read_load(k.st.cr) != 0)   /* the walk's lookups jump from block to block */
        rc = errmsg(err, errlen, "%s", cert_read_errmsg(k.st.cr));
    else if (!k.widen && strcmp(si->key, ti->key) != 0)
        rc = errmsg(err, errlen, "%.400s: its keys (%s) cannot be read as the top's (%s)", path, si->key, ti->key);
    else if (si->tail != 0)
        rc = errmsg(err, errlen, "%.400s: header tail %ld: one certificate of the top's key cannot hold it", path,
                    si->tail);
    else
        rc = walk(&k, k.st.start, k.st.start_turn);
    if (si->finish > *finish)
        *finish = si->finish;
    free(k.seen.slot);
    strategy_close(&k.st);
    return rc;
}

int shard_single(const char *top, const char *dir, const char *path, size_t *entries, char *err, size_t errlen)
{
    char why[512], num[32];
    *entries = 0;
    cert_reader *t = cert_read_open(top, why, sizeof why);
    if (!t)
        return errmsg(err, errlen, "%s", why);
    const cert_info *ti = cert_read_info(t);
    long n = cert_read_nassume(t), finish = ti->finish;
    int rc = 0;
    cert_writer *w = NULL;
    if (ti->format_version < 3 || (ti->format_version == 3) != (n == 0))   /* a top relying on no shard: v3 */
        rc = errmsg(err, errlen, "%s: not a top (format version %d, %ld assumptions)", top, ti->format_version, n);
    else if (!(w = cert_create(path, ti->key_len, why, sizeof why)))
        rc = errmsg(err, errlen, "%s", why);
    else
        cert_allow_conflicts(w);
    if (rc == 0)
        rc = single_add(top, ti, w, &finish, err, errlen);
    /* the shards one at a time: hash and claim first, then their entries */
    for (long i = 0; rc == 0 && i < n; i++) {
        const char *start, *name, *sha;
        char file[4200];
        shard_cert sc;
        cert_read_assumption(t, i, &start, &name, &sha);
        snprintf(file, sizeof file, "%s/%s", dir, name);
        int got = shard_check(file, start, reader_value, t, &sc, err, errlen);
        if (got <= 0) {
            rc = got ? -1 : errmsg(err, errlen, "%.400s: missing (the top assumes it)", file);
            break;
        }
        if (strcmp(sc.sha256, sha) != 0) {
            rc = errmsg(err, errlen, "%.400s: its SHA-256 is not the one the top records (changed since the merge)",
                        file);
            break;
        }
        rc = single_add(file, ti, w, &finish, err, errlen);
    }
    for (int f = 0; rc == 0 && shard_claim_fields[f]; f++) {
        const char *v = cert_read_value(t, shard_claim_fields[f]);
        if (v && cert_header(w, shard_claim_fields[f], v) != 0)
            rc = errmsg(err, errlen, "%s", cert_errmsg(w));
    }
    snprintf(num, sizeof num, "%ld", finish);
    if (rc == 0 && (cert_header(w, "key", ti->key) || cert_header(w, "start", ti->start) ||
                    cert_header(w, "tail", "0") || cert_header(w, "finish", num) ||
                    (ti->nauty_version[0] && cert_header(w, "nauty_version", ti->nauty_version)) ||
                    (ti->tool[0] && cert_header(w, "tool", ti->tool))))
        rc = errmsg(err, errlen, "%s", cert_errmsg(w));
    snprintf(num, sizeof num, "%ld", n);
    if (rc == 0 && cert_header(w, "merged_shards", num) != 0)
        rc = errmsg(err, errlen, "%s", cert_errmsg(w));
    cert_stats st;
    if (rc == 0 && cert_finish(w, 0, 0, &st) != 0)
        rc = errmsg(err, errlen, "%s", cert_errmsg(w));
    if (rc == 0)
        *entries = st.entries;
    cert_free(w);
    cert_read_close(t);
    return rc;
}
