/* cli.c - the command line of posproof-check (the only file of it that
 * prints):
 *
 * posproof-check [GAME [POSITION | --start HEX] [--after MOVES] | --claim CLAIM]
 *                [--winner ROLE | --no-loss ROLE] [--plain | --threads N]
 *                [--shortcuts LIST] [--mem MB] [--work N] [--quiet]
 *                [--shards DIR] [--verified FILE]... FILE...
 *
 * Each FILE is checked by the core (check.c: read, FORMAT.md 1, 2, 6.1;
 * its claim compared with the claim asked, canonical; replayed, 6.3,
 * 7.1) for the claim asked (GAME: posproof solve's game flags, with its
 * start as solve and moves take it (start.c) or as --start HEX; without
 * them, the file's own game): by the fast layer or, with
 * --plain, by the core's replay_plain, as posproof-check-core does.  A top (version 4, 6.4) whose
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
 * file of version 1 to 3 or 5, always (--quiet too), its record line:
 *     verified: sha256 <64 hex digits of the file> claim <claim>
 * the claim in the canonical form of claim_canonical.  A PARTIAL top
 * lists its obligations one a line:
 *     assumption <shard> <sha256 recorded> <start, as header start>
 * Exit status: 0 VERIFIED (every FILE); 1 REJECTED; 2 not checked (usage,
 * I/O, malformed file, a limit); 3 MISMATCH; 4 PARTIAL.  With several
 * files, 0 only if all are VERIFIED, else the first other status in file
 * order.
 */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <nauty.h>
#include <sqlite3.h>
#include <zstd.h>

#include "cli.h"
#include "../fast/fast.h"

#ifndef POSPROOF_VERSION
#define POSPROOF_VERSION "unknown"
#endif

static const char usage[] =
    "usage: posproof-check [GAME [POSITION | --start HEX] [--after MOVES] | --claim CLAIM]\n"
    "           [--winner ROLE | --no-loss ROLE] [--plain | --threads N]\n"
    "           [--shortcuts LIST] [--mem MB] [--work N] [--quiet] [--shards DIR]\n"
    "           [--verified FILE]... FILE...\n"
    "       posproof-check --help | --version\n"
    "GAME: --game P [--rule maker-breaker|avoider-enforcer|monotone-avoider-enforcer]\n"
    "             (--n N | --board G | --board-file FILE) --first ROLE [--bias A:B]\n"
    "    | --game ramsey --H G --n N --rule avoid|misere|avoid-plus|achieve|weak-achieve\n"
    "    | --game subh --n N --creator first|second\n"
    "    | --game shared --property P --n N [--rule normal|avoid]\n"
    "    | --game P --rule waiter-client|client-waiter|picker-chooser|chooser-picker\n"
    "             (--n N | --board G | --board-file FILE) [--bias 1:Q]\n"
    "             [--offer exact|upto] [--leftover ROLE|discard] [--first OFFERER]\n"
    "POSITION (the start, as posproof solve takes it): --maker PAIRS --breaker PAIRS\n"
    "    | --avoider PAIRS --enforcer PAIRS | --red PAIRS --blue PAIRS\n"
    "      [--to-move first|second] | --arcs ARCS | --edges PAIRS\n"
    "  (PAIRS 0-1,2-3; ARCS 1>0,2>3; '' for none); --start HEX: the start as\n"
    "  header field start spells it (FORMAT.md 3.4); --after MOVES: the start is\n"
    "  the position after MOVES (0-1,2-3 in playing order, as posproof moves\n"
    "  takes them), played from the empty start, POSITION or --start HEX.\n"
    "P: ";                      /* the core's prop_spellings, then: */
static const char usage_tail[] =
    ".\nG: graph6, sparse6, a name (Kn Cn Pn Ka,b Qd Petersen star:L) or an edge list\n"
    "(0-1,1-2; N:0-1,1-2 on N vertices)\n"
    "(docs/usage.md).\n"
    "Replays each certificate's strategy against every opponent move (FORMAT.md\n"
    "6.3, 7.1).  The claim asked is the whole GAME and who wins (--no-loss: a\n"
    "draw certificate), or CLAIM as a record line spells it; without either,\n"
    "the certificate's own.  --plain: the replay of FORMAT.md 7.1 with no\n"
    "shortcut of 7.2, one thread, exactly what posproof-check-core runs.  --mem MB,\n"
    "--work N: the memory and work budgets (FORMAT.md 7.1).  A top (FORMAT.md\n"
    "6.4) is discharged by --shards DIR (its shards) or --verified FILE (the\n"
    "record lines 'verified: sha256 H claim C' of runs of posproof-check SHARD).\n"
    "Exit status: 0 VERIFIED (every FILE); 1 REJECTED; 2 not checked: usage,\n"
    "I/O, malformed file or a limit (one line on stderr); 3 MISMATCH (the\n"
    "claim is not the claim asked); 4 PARTIAL (a top whose assumptions are\n"
    "not discharged); several FILEs: the first status other than 0.\n";

#define STR_(x) #x
#define STR(x) STR_(x)

/* Every option, in the order of cli.h's O_ names and of the help. */
const cli_option_t cli_options[O_ROWS] = {
    { "--game", "P", "the game asked (see GAME)" },
    { "--rule", "RULE", "its rule (see GAME)" },
    { "--n", "N", "the board K_N" },
    { "--board", "G", "the board: the graph G" },
    { "--board-file", "FILE", "the board: FILE's one line, a graph G (nauty's >>graph6<< header "
      "skipped; -: standard input)" },
    { "--first", "ROLE", "the role that moves first" },
    { "--bias", "A:B", "the moves a turn of the family's first and second role (default 1:1)" },
    { "--H", "G", "ramsey: the graph H" },
    { "--creator", "first|second", "subh: whether the creator moves first or second" },
    { "--property", "P", "shared: the property" },
    { "--offer", "exact|upto", "the offer families: each offer is q+1 pairs (exact, the default) "
      "or 1 to q+1 (upto; waiter-client and client-waiter only)" },
    { "--leftover", "ROLE|discard", "the offer families under exact: who gets the pairs left when "
      "fewer than q+1 are free (default: the offerer, waiter or picker), or nobody" },
    { "--start", "HEX", "the start, as the header field start spells it (default: the empty one)" },
    { "--maker", "PAIRS", "the start: the pairs Maker holds" },
    { "--breaker", "PAIRS", "the start: the pairs Breaker holds" },
    { "--avoider", "PAIRS", "the start: the pairs Avoider holds" },
    { "--enforcer", "PAIRS", "the start: the pairs Enforcer holds" },
    { "--red", "PAIRS", "the start: the pairs coloured red (the first player's colour)" },
    { "--blue", "PAIRS", "the start: the pairs coloured blue" },
    { "--arcs", "ARCS", "the start of subh: the pairs oriented, i>j from i to j" },
    { "--edges", "PAIRS", "the start of shared: the graph's edges" },
    { "--to-move", "first|second",
      "ramsey, rule avoid-plus, and monotone-avoider-enforcer: who moves at the start (default: by "
      "the parity of the pairs taken; monotone: the first player)" },
    { "--after", "MOVES", "the start: the position after MOVES (\"0-1,2-3\", in playing order) "
      "from the start the options above give" },
    { "--winner", "ROLE", "the claim: ROLE wins" },
    { "--no-loss", "ROLE", "the claim: ROLE does not lose (a certificate of a draw)" },
    { "--threads", "N", "replay on N threads (default: the processors; N from 1 to " STR(THREADS_MAX) ")" },
    { "--shortcuts", "LIST",
      "the shortcuts of FORMAT.md 7.2 taken: statement numbers 2 to 6, all or none (default: all)" },
    { "--quiet", NULL, "no statistics, no play of a rejection, no progress" },
    { "--plain", NULL, "the core's replay (FORMAT.md 7.1): no shortcut, one thread" },
    { "--claim", "CLAIM", "the claim asked, as a record line spells it, instead of GAME" },
    { "--work", "N", "the work budget in units (FORMAT.md 7.1)" },
    { "--mem", "MB", "the memory budget in megabytes (FORMAT.md 7.1)" },
    { "--shards", "DIR", "discharge a top's assumptions by its shards in DIR" },
    { "--verified", "FILE", "discharge them by the record lines of FILE (repeatable)" },
};

/* The help: the usage and prose above, the options from the table (the
 * name from column 2, the help from column 24, wrapped before column 80),
 * the exit status. */
static void print_help(void) {
    const char *exit_status = strstr(usage_tail, "Exit status:");
    printf("%s%s%.*s\nOptions:\n", usage, prop_spellings, (int)(exit_status - usage_tail), usage_tail);
    for (int k = 0; k < O_ROWS; k++) {
        const cli_option_t *d = &cli_options[k];
        int col = printf("  %s%s%s", d->name, d->arg ? " " : "", d->arg ? d->arg : "");
        col += printf("%*s", col <= 22 ? 24 - col : 2, "");
        for (const char *w = d->help; *w != 0;) {
            int len = (int)strcspn(w, " ");
            if (w != d->help && col + 1 + len > 79) col = printf("\n%24s", "") - 1;
            else if (w != d->help) col += printf(" ");
            col += printf("%.*s", len, w);
            w += len;
            while (*w == ' ') w++;
        }
        printf("\n");
    }
    printf("\n%s", exit_status);
}

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

/* An option with a value: --name VALUE or --name=VALUE, the core's
 * (ask_option) or one of optnames.  -1 to go on, or an exit status. */
static int option(opts_t *o, char *a, int *i, int argc, char **argv) {
    char *eq = strchr(a, '=');
    const char *val = NULL;
    char msg[MSGMAX] = "";
    long long v;
    if (eq != NULL) {
        *eq = 0;
        val = eq + 1;
    } else if (*i + 1 < argc) {
        *i += 1;
        val = argv[*i];
    }
    int k = -1;
    for (int r = 0; r < O_ROWS; r++)
        if (strcmp(cli_options[r].name, a) == 0 && cli_options[r].arg != NULL) k = r;
    if (k < 0) return error(NULL, "unknown option (try --help): %s", a);
    if (val == NULL) return error(NULL, "missing value for %s", a);
    int core = k >= O_CORE ? ask_option(&o->ask, a, val, msg) : 0;
    if (core < 0) return error(NULL, "%s", msg);
    if (core > 0) return -1;
    assert(k < O_COUNT);
    if (o->val[k] != NULL) return error(NULL, "option given twice: %s", a);
    o->val[k] = val;
    if (k != O_THREADS) return -1;
    if (decimal(val, &v) != 0 || v < 1 || v > THREADS_MAX)
        return error(NULL, "invalid %s '%s' (try --help)", a, val);
    o->threads = (int)v;
    return -1;
}

/* argv into o, and the engine e asked for (none: --plain).  -1 to go on,
 * or an exit status. */
static int parse(int argc, char **argv, opts_t *o, engine_t *e, fast_cfg_t *cfg) {
    int options = 1;
    for (int i = 1; i < argc; i++) {
        char *a = argv[i];
        int help = strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0;
        if (options && (help || strcmp(a, "--version") == 0)) {
            if (argc != 2) return error(NULL, "%s takes no other argument", a);
            if (help)
                print_help();
            else
                printf("posproof-check %s (certificate formats 1 to 6; nauty "
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
        } else if (strcmp(a, cli_options[O_QUIET].name) == 0) {
            o->quiet = 1;
        } else if (strcmp(a, cli_options[O_PLAIN].name) == 0) {
            o->plain = 1;
        } else {
            rc = option(o, a, &i, argc, argv);
        }
        if (rc >= 0) return rc;
    }
    if (o->nfiles == 0) return error(NULL, "no certificate FILE given (try --help)");
    if ((o->val[O_N] != NULL) + (o->val[O_BOARD] != NULL) + (o->val[O_BOARDFILE] != NULL) > 1)
        return error(NULL, "give only one of --n, --board and --board-file");
    if (o->val[O_WINNER] != NULL && o->val[O_NOLOSS] != NULL)
        return error(NULL, "--winner and --no-loss exclude each other");
    for (int k = 0; k < O_THREADS && o->ask.claim != NULL; k++)
        if (o->val[k] != NULL) return error(NULL, "--claim and %s exclude each other", cli_options[k].name);
    if (o->plain && (o->val[O_THREADS] != NULL || o->val[O_SHORTCUTS] != NULL))
        return error(NULL, "--plain is the core's replay: --threads and --shortcuts do not apply");
    const char *bad = fast_config(cfg, o->threads, o->val[O_SHORTCUTS], !o->quiet);
    if (bad != NULL) return error(NULL, "%s", bad);
    e->replay = fast_replay;
    e->cfg = cfg;
    if (!o->plain) o->ask.engine = e;
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
        char c = (char)(h->fam->roles[role - 1][0] - 'a' + 'A');
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
    int s = find(a->fam->roles, 2, role);
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

/* The verdict v of the file c (asked: the claim asked) in words. */
static void report(const opts_t *o, const check_t *c, const header_t *asked, const verdict_t *v,
                   double seconds) {
    const header_t *h = &c->cert.h;
    char words[CLAIMMAX], theirs[CLAIMMAX];
    int who = o->val[O_WINNER] != NULL || o->val[O_NOLOSS] != NULL;
    claim_words(h, 1, words);
    claim_words(asked, who, theirs);
    if (v->status == UNCHECKED) error(v->file, "%s", v->r.msg);
    if (v->status == REJECTED) printf("REJECTED: %s\n", v->r.msg);
    if (v->status == REJECTED && !o->quiet && v->r.nmoves >= 0) print_moves(&v->r, h);
    if (v->status == MISMATCH && o->ask.claim != NULL)
        printf("MISMATCH: the certificate claims: %s; you asked: %s\n", v->claim, o->ask.claim);
    else if (v->status == MISMATCH)
        printf("MISMATCH: the certificate claims: %s; you asked: %s\n", words, theirs);
    if (v->status == PARTIAL) {
        printf("PARTIAL: %s if its %lld %s\n", words, h->assumptions,
               h->assumptions > 1 ? "assumptions hold" : "assumption holds");
        for (long long i = 0; i < h->assumptions; i++)
            printf("assumption %s %s %s\n", c->cert.assumed[i].shard, c->cert.assumed[i].sha256,
                   c->cert.assumed[i].start);
        if (!o->quiet)
            printf("discharge them: posproof-check %s --shards DIR (the shards), or --verified "
                   "FILE (the record lines of posproof-check SHARD runs)\n", c->path);
    }
    if (v->status != VERIFIED) return;
    printf("VERIFIED: %s", words);
    if (h->version == 4)
        printf(" (the top and %lld shard%s)", h->assumptions, h->assumptions > 1 ? "s" : "");
    printf("%s\n", o->plain ? " (plain replay)" : "");
    if (!o->quiet)
        printf("positions checked: %lld, strategy lookups: %lld, work units: %lld, "
               "entries: %lld, seconds: %.2f\n", v->r.positions, v->r.lookups, v->r.work,
               v->entries, seconds);
    if (h->version != 4) printf(RECORD "\n", v->sha256, v->claim);
}

/* One FILE: the claim asked, the core's check, the report.  Its exit
 * status. */
static int check_one(const opts_t *o, const header_t *game, const char *path) {
    check_t c;
    verdict_t v;
    header_t a;
    char msg[MSGMAX], claim[CLAIMMAX];
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int rc = check_open(&c, path, &o->ask, msg);
    if (rc != VERIFIED) error(path, "%s", msg);
    if (rc == VERIFIED && asked(o, game, &c.cert.h, &a) != 0) rc = UNCHECKED;
    if (rc != VERIFIED) {
        check_close(&c);
        return rc;
    }
    claim_canonical(&a, claim);
    rc = check_run(&c, o->ask.claim != NULL ? o->ask.claim : claim, &o->ask, &v);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    report(o, &c, &a, &v, (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    check_close(&c);
    return rc;
}

int main(int argc, char **argv) {
    opts_t o;
    engine_t engine;
    fast_cfg_t cfg;
    memset(&o, 0, sizeof o);
    int status = parse(argc, argv, &o, &engine, &cfg);
    if (status >= 0) return status;
    header_t game, *asked_game = NULL;
    char msg[MSGMAX];
    for (int k = 0; k < O_WINNER; k++)
        if (o.val[k] != NULL) asked_game = &game;
    if (asked_game != NULL && claim_asked(&o, &game, msg) != 0) return error(NULL, "%s", msg);
    status = VERIFIED;
    for (int i = 0; i < o.nfiles; i++) {
        int rc = check_one(&o, asked_game, o.files[i]);
        if (status == VERIFIED) status = rc;
        fflush(stdout);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) return error(NULL, "cannot write output");
    return status;
}
