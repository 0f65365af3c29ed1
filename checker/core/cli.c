/* cli.c - the command line of posproof-check and posproof-check-core; the
 * only file of the core that prints.
 *
 * posproof-check [GAME] [--winner ROLE | --no-loss ROLE]
 *                [--plain | --threads N] [--shortcuts LIST] [--mem MB]
 *                [--work N] [--quiet] [--shards DIR] [--verified FILE]...
 *                FILE...
 *
 * Each FILE is read (FORMAT.md 1, 2, 6.1), its claim compared with the
 * claim asked (GAME: posproof solve's game flags and --start; without
 * them, the file's own game), and replayed (6.3, 7.1): by the engine
 * (the fast layer of posproof-check) or, with --plain or in
 * posproof-check-core, by replay_plain.  A top (version 4, 6.4) whose
 * replay passes is VERIFIED only when each assumption is discharged: by a
 * record line of a --verified FILE with its sha256 and claim, or by the
 * shard DIR/NAME of --shards (its SHA-256, a version 1 to 3 certificate
 * of that claim, its replay VERIFIED).  Without either it is PARTIAL.
 *
 * Budgets (FORMAT.md 7.1): --mem MB for the decompressed entries and the
 * memo (default: the least of a quarter of the memory and 256 MiB + 64
 * bytes a byte of the file); --work N units, a unit being a position
 * replayed or searched or a step of a property test (default: WORK_BASE +
 * WORK_PER_BYTE units a byte of the file).  A budget spent is exit 2.
 *
 * Output: VERIFIED, REJECTED, MISMATCH or PARTIAL lines on stdout; errors
 * one line "posproof-check: FILE: message" on stderr.  After a VERIFIED
 * version 1 to 3 file, always (--quiet too), its record line:
 *     verified: sha256 <64 hex digits of the file> claim <claim>
 * the claim in the canonical form of claim_canonical.  A PARTIAL top
 * lists its obligations one a line:
 *     assumption <shard> <sha256 recorded> <start, as header start>
 * Exit status: 0 VERIFIED (every FILE); 1 REJECTED; 2 not checked (usage,
 * I/O, malformed file, a limit); 3 MISMATCH; 4 PARTIAL.  With several
 * files, 0 only if all are VERIFIED, else the first other status in file
 * order.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <nauty.h>
#include <sqlite3.h>
#include <zstd.h>

#include "core.h"

#ifndef POSPROOF_VERSION
#define POSPROOF_VERSION "unknown"
#endif

#define WORK_BASE 100000000LL   /* units any file may spend */
#define WORK_PER_BYTE 16384LL   /* and more a byte: FORMAT.md 7.1 says why */
#define MEM_BASE ((size_t)256 << 20)
#define MEM_PER_BYTE 64

static const char usage[] =
    "usage: posproof-check [GAME] [--winner ROLE | --no-loss ROLE]\n"
    "           [--plain | --threads N] [--shortcuts LIST] [--mem MB]\n"
    "           [--work N] [--quiet] [--shards DIR] [--verified FILE]... FILE...\n"
    "       posproof-check --help | --version\n"
    "GAME: --game P [--rule maker-breaker|avoider-enforcer] (--n N | --board G)\n"
    "             --first ROLE [--bias A:B]\n"
    "    | --game ramsey --H G --n N --rule avoid|misere|avoid-plus|achieve|weak-achieve\n"
    "    | --game subh --n N --creator first|second\n"
    "    | --game shared --property P --n N [--rule normal|avoid]\n"
    "  and [--start HEX]: the start as header field start spells it (FORMAT.md 3.4).\n"
    "P: ham hp fhp hc conn pm cycle arboricity:K h:G.  G: graph6, sparse6 or a\n"
    "name: Kn Cn Pn Ka,b Qd Petersen star:L (README, Command line).\n"
    "Replays each certificate's strategy against every opponent move (FORMAT.md\n"
    "6.3, 7.1).  The claim asked is the whole GAME and who wins (--no-loss: a\n"
    "draw certificate); without GAME, the certificate's game.  --plain: the\n"
    "replay of FORMAT.md 7.1 with no shortcut of 7.2, one thread.  --mem MB,\n"
    "--work N: the memory and work budgets (FORMAT.md 7.1).  A top (FORMAT.md\n"
    "6.4) is discharged by --shards DIR (its shards) or --verified FILE (the\n"
    "record lines 'verified: sha256 H claim C' of runs of posproof-check SHARD).\n"
    "Exit status: 0 VERIFIED (every FILE); 1 REJECTED; 2 not checked: usage,\n"
    "I/O, malformed file or a limit (one line on stderr); 3 MISMATCH (the\n"
    "claim is not the claim asked); 4 PARTIAL (a top whose assumptions are\n"
    "not discharged); several FILEs: the first status other than 0.\n";

static const char *const optnames[O_COUNT] = { "--game", "--rule", "--n",
    "--board", "--first", "--bias", "--H", "--creator", "--property",
    "--start", "--winner", "--no-loss", "--threads", "--mem", "--work",
    "--shortcuts", "--shards" };

/* One line on stderr, naming the file if there is one; UNCHECKED. */
static int error(const char *file, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "posproof-check: ");
    if (file != NULL) fprintf(stderr, "%s: ", file);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return UNCHECKED;
}

/* An option with a value: --name VALUE or --name=VALUE. */
static int option(opts_t *o, char *a, int *i, int argc, char **argv) {
    char *eq = strchr(a, '=');
    const char *val = NULL;
    long long v;
    if (eq != NULL) {
        *eq = 0;
        val = eq + 1;
    } else if (*i + 1 < argc) {
        *i += 1;
        val = argv[*i];
    }
    int k = find(optnames, O_COUNT, a) - 1;
    int verified = strcmp(a, "--verified") == 0;
    if (k < 0 && !verified) return error(NULL, "unknown option (try --help): %s", a);
    if (val == NULL) return error(NULL, "missing value for %s", a);
    if (verified && o->nverified == 64) return error(NULL, "more than 64 --verified FILEs");
    if (verified) {
        o->verified[o->nverified++] = val;
        return -1;
    }
    if (o->val[k] != NULL) return error(NULL, "option given twice: %s", a);
    o->val[k] = val;
    if (k != O_THREADS && k != O_MEM && k != O_WORK) return -1;
    long long max = 256;
    if (k == O_MEM) max = 1 << 30;
    if (k == O_WORK) max = 1000000000000000000LL;
    if (decimal(val, &v) != 0 || v < 1 || v > max)
        return error(NULL, "invalid %s '%s' (try --help)", a, val);
    if (k == O_THREADS) o->threads = (int)v;
    return -1;
}

/* argv into o.  -1 to go on, or an exit status. */
static int parse(int argc, char **argv, opts_t *o, const engine_t *e) {
    int options = 1;
    for (int i = 1; i < argc; i++) {
        char *a = argv[i];
        int help = strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0;
        if (options && (help || strcmp(a, "--version") == 0)) {
            if (argc != 2) return error(NULL, "%s takes no other argument", a);
            if (help)
                fputs(usage, stdout);
            else
                printf("posproof-check %s (certificate formats 1 to 4; nauty "
                       "%s, zstd %s, SQLite %s)\n", POSPROOF_VERSION,
                       NAUTYVERSION, ZSTD_versionString(),
                       sqlite3_libversion());
            return VERIFIED;
        }
        int rc = -1;
        if (!options || a[0] != '-' || a[1] == 0) {
            if (o->nfiles == 1024) return error(NULL, "more than 1024 FILEs");
            o->files[o->nfiles++] = a;
        } else if (strcmp(a, "--") == 0) {
            options = 0;
        } else if (strcmp(a, "--quiet") == 0) {
            o->quiet = 1;
        } else if (strcmp(a, "--plain") == 0) {
            o->plain = 1;
        } else {
            rc = option(o, a, &i, argc, argv);
        }
        if (rc >= 0) return rc;
    }
    if (o->nfiles == 0) return error(NULL, "no certificate FILE given (try --help)");
    if ((o->val[O_N] != NULL && o->val[O_BOARD] != NULL) ||
        (o->val[O_WINNER] != NULL && o->val[O_NOLOSS] != NULL))
        return error(NULL, "--n and --board, --winner and --no-loss exclude each other");
    if (o->plain && o->val[O_THREADS] != NULL)
        return error(NULL, "--plain runs on one thread: --threads does not apply");
    if (e == NULL && o->threads > 1) return error(NULL, "posproof-check-core runs on one thread");
    if (e == NULL && o->val[O_SHORTCUTS] != NULL)
        return error(NULL, "posproof-check-core has no shortcuts");
    if (e != NULL && e->refuse != NULL && e->refuse(o) != NULL)
        return error(NULL, "%s", e->refuse(o));
    struct stat st;
    if (o->val[O_SHARDS] != NULL && (stat(o->val[O_SHARDS], &st) != 0 || !S_ISDIR(st.st_mode)))
        return error(NULL, "--shards %s: not a directory", o->val[O_SHARDS]);
    return -1;
}

/* The moves from the start to a failing position. */
static void print_moves(const result_t *r, const header_t *h) {
    printf("moves from the start:%s", r->nmoves ? "" : " (none)");
    for (int i = 0; i < r->nmoves; i++) {
        int m = r->moves[i];
        int p = m & 255;
        int role = m >> 10 ? 3 - h->first : h->first;
        int state = m >> 8 & 3;
        char c = (char)(roles[h->family][role - 1][0] - 'a' + 'A');
        printf("%s %c", i ? "," : "", c);
        if (p == STOP)
            printf(" stop");
        else if (h->family == F_SUBH && state == 2)
            printf(" %d>%d", h->b.hi[p], h->b.lo[p]);
        else if (h->family == F_SUBH)
            printf(" %d>%d", h->b.lo[p], h->b.hi[p]);
        else
            printf(" %d-%d", h->b.lo[p], h->b.hi[p]);
    }
    printf("\n");
}

/* FORMAT.md 7.1: the budgets of a file of 'bytes' bytes. */
static void budgets(const opts_t *o, const char *path, work_t *w, mem_t *m) {
    struct stat st;
    long long bytes = 0;
    if (stat(path, &st) == 0) bytes = (long long)st.st_size;
    w->limit = WORK_BASE + WORK_PER_BYTE * bytes;
    if (o->val[O_WORK] != NULL) w->limit = atoll(o->val[O_WORK]);
    w->left = w->limit;
    long long phys = sysconf(_SC_PHYS_PAGES) * sysconf(_SC_PAGESIZE);
    m->limit = MEM_BASE + MEM_PER_BYTE * (size_t)bytes;
    if (phys > 0 && (size_t)phys / 4 < m->limit) m->limit = (size_t)phys / 4;
    if (o->val[O_MEM] != NULL) m->limit = (size_t)atoll(o->val[O_MEM]) << 20;
    m->left = m->limit;
}

/* Opens path into c with its budgets, and the keys a top assumes.
 * VERIFIED, or UNCHECKED after a message. */
static int open_check(const opts_t *o, const char *path, check_t *c) {
    char msg[MSGMAX];
    work_t w;
    mem_t m;
    memset(c, 0, sizeof *c);
    c->path = path;
    budgets(o, path, &w, &m);
    if (cert_open(&c->cert, path, &m, msg) != VERIFIED) return error(path, "%s", msg);
    game_init(&c->game, &c->cert.h);
    c->work = w.limit;
    c->mem = m.left;
    if (c->cert.h.version == 4 && top_keys(c, msg) != VERIFIED) return error(path, "%s", msg);
    return VERIFIED;
}

static void close_check(check_t *c) {
    cert_close(&c->cert);
    free(c->assumed);
}

/* The replay of c, by the engine or the core (--plain). */
static int replay(const opts_t *o, const engine_t *e, const check_t *c, result_t *r) {
    if (e == NULL || o->plain) return replay_plain(c, o, r);
    return e->replay(c, o, r);
}

/* The text of the --verified FILEs, one after another, or NULL. */
static char *read_verified(const opts_t *o) {
    char *text = NULL;
    size_t len = 0;
    FILE *all = open_memstream(&text, &len);
    for (int i = 0; all != NULL && i < o->nverified; i++) {
        FILE *f = fopen(o->verified[i], "rb");
        int c;
        if (f == NULL) {
            fclose(all);
            free(text);
            error(o->verified[i], "cannot read: %s", strerror(errno));
            return NULL;
        }
        while ((c = getc(f)) != EOF) putc(c, all);
        putc('\n', all);
        fclose(f);
    }
    if (all == NULL || fclose(all) != 0) error(NULL, "out of memory");
    return text;
}

/* "REJECTED: assumption I (start X): shard F..." */
static int reject(long long i, const assumption_t *a, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("REJECTED: assumption %lld (start %s): shard ", i, a->start);
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    return REJECTED;
}

/* FORMAT.md 6.4: the shard c of assumption i (from 1) of the top t, its
 * hash checked: a certificate of version 1 to 3 of the claim the top
 * assumes there, whose replay is VERIFIED.  Else a message, and REJECTED
 * or UNCHECKED. */
static int shard_check(const opts_t *o, const engine_t *e, const check_t *t, long long i,
                       const check_t *c, result_t *sum) {
    const assumption_t *a = &t->cert.assumed[i - 1];
    header_t assumed = t->cert.h;
    char want[CLAIMMAX], got[CLAIMMAX];
    result_t r;
    assumed.start = a->pos;
    claim_canonical(&assumed, want);
    claim_canonical(&c->cert.h, got);
    if (c->cert.h.version == 4) return reject(i, a, "%s is a top itself (format version 4)", a->shard);
    if (strcmp(want, got) != 0) {
        claim_words(&c->cert.h, 1, got);
        claim_words(&assumed, 1, want);
        return reject(i, a, "%s claims: %s; the top assumes: %s", a->shard, got, want);
    }
    int rc = replay(o, e, c, &r);
    sum->positions += r.positions;
    sum->lookups += r.lookups;
    sum->work += r.work;
    if (rc == UNCHECKED) return error(c->path, "%s", r.msg);
    if (rc == REJECTED) reject(i, a, "%s: %s", a->shard, r.msg);
    if (rc == REJECTED && !o->quiet) print_moves(&r, &c->cert.h);
    return rc;
}

/* FORMAT.md 6.4: assumption i (from 1) of the top t discharged by a record
 * line of text (--verified) with its sha256 and claim, or by the shard
 * DIR/NAME (--shards): there, with the SHA-256 recorded, and shard_check.
 * VERIFIED, or a message and REJECTED or UNCHECKED. */
static int discharge(const opts_t *o, const engine_t *e, const check_t *t, long long i,
                     const char *text, long long *entries, result_t *sum) {
    const assumption_t *a = &t->cert.assumed[i - 1];
    char want[CLAIMMAX], path[4200], hex[65], msg[MSGMAX];
    check_t c;
    top_claim(&t->cert.h, a, want);
    if (top_vouched(text, a->sha256, want)) return VERIFIED;
    if (o->val[O_SHARDS] == NULL)
        return reject(i, a, "%s: no record line of --verified has sha256 %s and the claim",
                      a->shard, a->sha256);
    snprintf(path, sizeof path, "%s/%s", o->val[O_SHARDS], a->shard);
    if (access(path, F_OK) != 0) return reject(i, a, "%s is missing", path);
    if (sha256_file(path, hex, msg) != 0) return error(path, "%s", msg);
    if (strcmp(hex, a->sha256) != 0)
        return reject(i, a, "%s has sha256 %s; the top records %s", a->shard, hex, a->sha256);
    int rc = open_check(o, path, &c);
    if (rc == VERIFIED) rc = shard_check(o, e, t, i, &c, sum);
    *entries += c.cert.h.entries;
    close_check(&c);
    return rc;
}

/* FORMAT.md 6.4: a top whose replay passed: PARTIAL with its obligations,
 * or each discharged in table order (the first failure is named); the
 * shards replayed add their counts to sum. */
static int top_verdict(const opts_t *o, const engine_t *e, const check_t *t, const char *claim,
                       long long *entries, result_t *sum) {
    const header_t *h = &t->cert.h;
    if (o->val[O_SHARDS] == NULL && o->nverified == 0) {
        printf("PARTIAL: %s if its %lld %s\n", claim, h->assumptions,
               h->assumptions > 1 ? "assumptions hold" : "assumption holds");
        for (long long i = 0; i < h->assumptions; i++)
            printf("assumption %s %s %s\n", t->cert.assumed[i].shard, t->cert.assumed[i].sha256,
                   t->cert.assumed[i].start);
        if (!o->quiet)
            printf("discharge them: posproof-check %s --shards DIR (the shards), or --verified "
                   "FILE (the record lines of posproof-check SHARD runs)\n", t->path);
        return PARTIAL;
    }
    char *text = read_verified(o);
    int rc = text == NULL ? UNCHECKED : VERIFIED;
    for (long long i = 1; i <= h->assumptions && rc == VERIFIED; i++)
        rc = discharge(o, e, t, i, text, entries, sum);
    free(text);
    return rc;
}

/* The claim asked of a file whose header is h: the game flags' (in
 * game, or NULL: the file's game), with --winner or --no-loss.  0, or -1
 * after a message. */
static int asked(const opts_t *o, const header_t *game, const header_t *h, header_t *a) {
    const char *W = o->val[O_WINNER];
    const char *N = o->val[O_NOLOSS];
    *a = *h;
    if (game != NULL) *a = *game;
    a->winner = h->winner;
    a->strategy = h->strategy;
    if (W == NULL && N == NULL) return 0;
    const char *role = W != NULL ? W : N;
    int s = find(roles[a->family], 2, role);
    if (s == 0) {
        error(NULL, "invalid %s '%s' for this game (try --help)",
              W != NULL ? "--winner" : "--no-loss", role);
        return -1;
    }
    a->strategy = s;
    a->winner = 0;
    if (W != NULL) a->winner = s;
    return 0;
}

/* One FILE: open, compare the claims, replay, discharge; prints the
 * verdict.  The exit status of the file. */
static int check_one(const opts_t *o, const engine_t *e, const header_t *game, const char *path) {
    check_t c;
    result_t r;
    header_t a;
    char words[CLAIMMAX], mine[CLAIMMAX], theirs[CLAIMMAX];
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int rc = open_check(o, path, &c);
    const header_t *h = &c.cert.h;
    if (rc == VERIFIED && asked(o, game, h, &a) != 0) rc = UNCHECKED;
    if (rc != VERIFIED) {
        close_check(&c);
        return rc;
    }
    claim_canonical(h, mine);
    claim_canonical(&a, theirs);
    claim_words(h, 1, words);
    if (strcmp(mine, theirs) != 0) {
        claim_words(&a, o->val[O_WINNER] != NULL || o->val[O_NOLOSS] != NULL, theirs);
        printf("MISMATCH: the certificate claims: %s; you asked: %s\n", words, theirs);
        close_check(&c);
        return MISMATCH;
    }
    rc = replay(o, e, &c, &r);
    long long entries = h->entries;
    if (rc == UNCHECKED) error(path, "%s", r.msg);
    if (rc == REJECTED) {
        printf("REJECTED: %s\n", r.msg);
        if (!o->quiet) print_moves(&r, h);
    }
    if (rc == VERIFIED && h->version == 4) rc = top_verdict(o, e, &c, words, &entries, &r);
    if (rc == VERIFIED) {
        clock_gettime(CLOCK_MONOTONIC, &t1);
        printf("VERIFIED: %s", words);
        if (h->version == 4)
            printf(" (the top and %lld shard%s)", h->assumptions, h->assumptions > 1 ? "s" : "");
        printf("%s\n", o->plain ? " (plain replay)" : "");
        if (!o->quiet)
            printf("positions checked: %lld, strategy lookups: %lld, work units: %lld, "
                   "entries: %lld, seconds: %.2f\n", r.positions, r.lookups, r.work,
                   entries, (double)(t1.tv_sec - t0.tv_sec) +
                   (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    }
    if (rc == VERIFIED && h->version < 4) {
        char hex[65], msg[MSGMAX];
        if (sha256_file(path, hex, msg) != 0)
            rc = error(path, "%s", msg);
        else
            printf("verified: sha256 %s claim %s\n", hex, mine);
    }
    close_check(&c);
    return rc;
}

int check_main(int argc, char **argv, const engine_t *engine) {
    opts_t o;
    memset(&o, 0, sizeof o);
    int status = parse(argc, argv, &o, engine);
    if (status >= 0) return status;
    header_t game, *asked_game = NULL;
    char msg[MSGMAX];
    for (int k = 0; k < O_WINNER; k++)
        if (o.val[k] != NULL) asked_game = &game;
    if (asked_game != NULL && claim_asked(&o, &game, msg) != 0) return error(NULL, "%s", msg);
    status = VERIFIED;
    for (int i = 0; i < o.nfiles; i++) {
        int rc = check_one(&o, engine, asked_game, o.files[i]);
        if (status == VERIFIED) status = rc;
        fflush(stdout);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) return error(NULL, "cannot write output");
    return status;
}
