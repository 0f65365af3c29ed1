/* posproof-check - the small, independent checker of posproof certificates.
 *
 * Usage: posproof-check FILE [--game GAME] [--n N] [--first maker|breaker]
 *                            [--winner maker|breaker] [--quiet]
 *        posproof-check --help | --version
 *
 * Reads a certificate (certs/FORMAT.md, format version 1), checks that its
 * claim matches every expectation given on the command line, and replays the
 * stored strategy against every opponent move, deciding every end position
 * with its own rule code.  It shares no code with the solver.
 *
 * Exit codes (no error path exits 0):
 *   0  VERIFIED: the certificate proves the claim printed on stdout.
 *   1  REJECTED: the certificate was read, but it does not prove the claim:
 *      its claim differs from an expectation flag, a position reached has
 *      no entry, a stored move is out of range or not free, a play ends
 *      with the other player winning, or a tail position is lost.  Prints
 *      the reason and the moves from the start to the failing position.
 *   2  The certificate could not be checked: usage error, I/O error, not a
 *      SQLite file, SQL error, wrong application_id, missing table, missing
 *      or invalid header field, unsupported format version, malformed block
 *      index (first_key length, type or order; entries not summing to
 *      header.entries), zstd error or checksum failure, wrong decompressed
 *      size, unordered keys in a block, or out of memory.  Prints one line
 *      "posproof-check: <message>" on stderr.
 * Every block is read and validated before the replay starts, so a damaged
 * block gives exit 2 even where the replay would not need it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <nauty.h>
#include <sqlite3.h>
#include <zstd.h>

#include "cert.h"
#include "rules.h"
#include "verify.h"

#define VERSION "1.0"

static const char usage[] =
    "usage: posproof-check FILE [--game GAME] [--n N] [--first maker|breaker]\n"
    "                           [--winner maker|breaker] [--quiet]\n"
    "       posproof-check --help | --version\n\n"
    "Checks a posproof certificate (format version 1): replays the stored\n"
    "strategy against every opponent move and decides every end position\n"
    "with its own rules.  Each expectation given (GAME is ham, hp, fhp, conn\n"
    "or pm) must match the certificate's claim.  --quiet prints only the\n"
    "verdict.\n\n"
    "Exit status: 0 VERIFIED, the claim printed is proved.\n"
    "  1 REJECTED, the certificate was read but does not prove the claim (it\n"
    "    differs from an expectation, a position has no entry, a stored move\n"
    "    is out of range or not free, or a play is lost); the moves from the\n"
    "    start to the failing position are printed.\n"
    "  2 could not check: usage or I/O error, not a SQLite file or not a\n"
    "    certificate, SQL error, missing or invalid header field, unsupported\n"
    "    format version, malformed block index or block, zstd or checksum\n"
    "    error, out of memory.\n";

typedef struct {
    const char *file, *game;
    int n, first, winner, quiet;
} opts_t;

static int die(const char *msg, const char *arg)
{
    fprintf(stderr, "posproof-check: %s%s\n", msg, arg ? arg : "");
    return 2;
}

static const char *lower(int player)
{
    return player == MAKER ? "maker" : "breaker";
}

/* One option with a value (--name VALUE or --name=VALUE); 0 or an error. */
static int option(opts_t *o, const char *name, const char *val)
{
    char *end;
    if (strcmp(name, "--game") && strcmp(name, "--n") &&
        strcmp(name, "--first") && strcmp(name, "--winner"))
        return die("unknown option (try --help): ", name);
    if (!val)
        return die("missing value for ", name);
    if (strcmp(name, "--game") == 0) {
        if (!rules_find(val))
            return die("--game must be ham, hp, fhp, conn or pm, not ", val);
        o->game = val;
    } else if (strcmp(name, "--n") == 0) {
        long n = strtol(val, &end, 10);
        if (*end || end == val || n < 3 || n > BOARD_MAXN)
            return die("--n must be a number from 3 to 10, not ", val);
        o->n = (int)n;
    } else {                                     /* --first, --winner */
        int p = !strcmp(val, "maker") ? MAKER
              : !strcmp(val, "breaker") ? BREAKER : 0;
        if (!p)
            return die("expected maker or breaker, not ", val);
        *(name[2] == 'f' ? &o->first : &o->winner) = p;
    }
    return 0;
}

/* Parses argv into o.  Returns -1 to go on, or an exit status. */
static int parse(int argc, char **argv, opts_t *o)
{
    int options = 1;
    for (int i = 1; i < argc; i++) {
        char *a = argv[i], *eq = strchr(a, '=');
        if (!options || a[0] != '-' || a[1] == 0) {
            if (o->file)
                return die("more than one FILE given: ", a);
            o->file = a;
        } else if (strcmp(a, "--") == 0) {
            options = 0;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            printf("posproof-check %s (certificate format 1; nauty %s, zstd "
                   "%s, SQLite %s)\n", VERSION, NAUTYVERSION,
                   ZSTD_versionString(), sqlite3_libversion());
            return 0;
        } else if (strcmp(a, "--quiet") == 0) {
            o->quiet = 1;
        } else if (eq) {
            *eq = 0;
            if (option(o, a, eq + 1))
                return 2;
        } else if (option(o, a, i + 1 < argc ? argv[++i] : NULL)) {
            return 2;
        }
    }
    if (!o->file)
        return die("no certificate FILE given (try --help)", NULL);
    return -1;
}

static void print_moves(const verify_result_t *r, int first)
{
    board_t b;
    board_init(&b, BOARD_MAXN);      /* pair numbers do not depend on n */
    printf("moves from the start:");
    if (r->nmoves == 0)
        printf(" (none)");
    for (int i = 0; i < r->nmoves; i++) {
        int p = r->moves[i], maker = (i % 2 == 0) == (first == MAKER);
        printf("%s %c %d-%d", i ? "," : "", maker ? 'M' : 'B', b.lo[p],
               b.hi[p]);
    }
    printf("\n");
}

/* Compares the claim with the expectations; 0, or a reason in buf. */
static int expectations(const cert_header_t *h, const opts_t *o, char *buf,
                        size_t size)
{
    if (o->game && strcmp(o->game, h->game->name) != 0)
        snprintf(buf, size, "certificate claims game %s, expected %s",
                 h->game->name, o->game);
    else if (o->n && o->n != h->n)
        snprintf(buf, size, "certificate claims n %d, expected %d", h->n, o->n);
    else if (o->first && o->first != h->first)
        snprintf(buf, size, "certificate claims first %s, expected %s",
                 lower(h->first), lower(o->first));
    else if (o->winner && o->winner != h->winner)
        snprintf(buf, size, "certificate claims winner %s, expected %s",
                 lower(h->winner), lower(o->winner));
    else
        return 0;
    return 1;
}

static double now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    opts_t o = { 0 };
    int status = parse(argc, argv, &o);
    if (status >= 0)
        return status;
    double t0 = now();
    cert_t *c;
    if (cert_open(&c, o.file) != 0) {
        status = die(cert_errmsg(c), NULL);
        cert_close(c);
        return status;
    }
    const cert_header_t *h = cert_header(c);
    verify_result_t r;
    memset(&r, 0, sizeof r);
    if (expectations(h, &o, r.msg, sizeof r.msg))
        status = VERIFY_REJECTED;
    else
        status = verify_run(c, &r);
    if (status == VERIFY_ERROR) {
        die(r.msg, NULL);
    } else if (status == VERIFY_REJECTED) {
        printf("REJECTED: %s\n", r.msg);
        if (!o.quiet)
            print_moves(&r, h->first);
    } else {
        const cert_stats_t *s = cert_stats(c);
        printf("VERIFIED: %s wins %s (%s) on K%d when %s moves first\n",
               board_player(h->winner), h->game->name, h->game->plain, h->n,
               board_player(h->first));
        if (!o.quiet)
            printf("positions checked: %lld, strategy lookups: %lld, blocks "
                   "decompressed: %lld, entries: %lld, seconds: %.2f\n",
                   r.positions + r.searched, s->lookups, s->decompressed,
                   h->entries, now() - t0);
    }
    cert_close(c);
    if (fflush(stdout) != 0 || ferror(stdout))
        return die("cannot write output", NULL);
    return status;
}
