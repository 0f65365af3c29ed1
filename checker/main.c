/* posproof-check - the small, independent checker of posproof certificates.
 *
 * Usage: posproof-check FILE [--game GAME] [--rule RULE] [--n N | --board G6]
 *            [--first ROLE] [--bias A:B] [--H G6-or-name]
 *            [--creator first|second] [--property P]
 *            [--winner ROLE | --no-loss ROLE] [--quiet] [--threads N]
 *        posproof-check --help | --version
 *
 * Reads a certificate (certs/FORMAT.md, format versions 1 and 2: families
 * maker-breaker, avoider-enforcer, ramsey, subh and shared), checks that
 * its claim matches every expectation given on the command line, and
 * replays the stored strategy against every opponent move, deciding every
 * end position and every short win (header finish) with its own rule
 * code.  It shares no code with the solver.
 *
 * Expectations: GAME is a property (ham, hp, fhp, hc, conn, pm, cycle,
 * arboricity:K, h:H; the family is then maker-breaker unless --rule
 * avoider-enforcer says otherwise) or ramsey, subh or shared.  RULE is
 * maker-breaker or avoider-enforcer (the family), or the header's rule
 * (avoid, misere, avoid-plus, achieve, weak-achieve, normal).  --n N means
 * the board K_N, --board the graph6 board.  H, and the H of h:H, is a
 * graph6 string or a name: K3, K4, C4, P4, star:L (K_{1,L}, centre 0),
 * compared as the graph6 string FORMAT.md 4.1 gives it.  --creator says
 * whether subh's creator moves first.  --no-loss ROLE expects winner none
 * with ROLE's strategy.  --threads N: replay on N threads, 1 <= N <= 256
 * (default: the processors online); the verdict, and for REJECTED the
 * message and the play named, are the same for every N (verify.c), the
 * statistics may differ a little: positions and lookups count the work of
 * every thread, seconds are wall-clock seconds.
 *
 * Exit codes (no error path exits 0):
 *   0  VERIFIED: the certificate proves the claim printed on stdout.
 *   1  REJECTED: the certificate was read, but it does not prove the claim:
 *      its claim differs from an expectation flag, a position reached has
 *      no entry, a stored move is out of range, not free or not legal, a
 *      play ends with the other player winning (or in a draw where a win
 *      is claimed), or a tail position is lost.  Prints the reason and the
 *      moves from the start to the failing position.
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
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <nauty.h>
#include <sqlite3.h>
#include <zstd.h>

#include "checker.h"

#define VERSION "2.1"

static const char usage[] =
    "usage: posproof-check FILE [--game GAME] [--rule RULE] [--n N | --board G6]\n"
    "           [--first ROLE] [--bias A:B] [--H G6-or-name]\n"
    "           [--creator first|second] [--property P]\n"
    "           [--winner ROLE | --no-loss ROLE] [--quiet] [--threads N]\n"
    "       posproof-check --help | --version\n\n"
    "Replays the strategy of a posproof certificate (format version 1 or\n"
    "2) against every opponent move, deciding every end position and short\n"
    "win with its own rules.  Each expectation must match the certificate.\n"
    "GAME: ham hp fhp hc conn pm cycle arboricity:K h:H (maker-breaker unless\n"
    "--rule avoider-enforcer), ramsey, subh, shared.  RULE: maker-breaker\n"
    "avoider-enforcer avoid misere avoid-plus achieve weak-achieve normal.\n"
    "H: graph6, K3, K4, C4, P4 or star:L.  --no-loss ROLE: ROLE does not\n"
    "lose (a draw certificate, winner none).  --threads N: replay on N\n"
    "threads (1 to 256; default: the processors online); any N gives the same\n"
    "verdict and rejection, the statistics may differ a little.\n"
    "Exit status: 0 VERIFIED, the claim printed is proved; 1 REJECTED, the\n"
    "certificate does not prove the claim (the moves to the failing position\n"
    "are printed unless --quiet); 2 the certificate could not be checked.\n";

enum { O_GAME, O_RULE, O_N, O_BOARD, O_FIRST, O_BIAS, O_H, O_CREATOR,
       O_PROPERTY, O_WINNER, O_NOLOSS, O_THREADS, O_COUNT };
static const char *const optnames[O_COUNT] = { "--game", "--rule", "--n",
    "--board", "--first", "--bias", "--H", "--creator", "--property",
    "--winner", "--no-loss", "--threads" };

typedef struct {
    const char *file, *val[O_COUNT];
    int quiet;
    const char *expect[H_FIELDS];    /* header values expected, or NULL */
    char buf[O_COUNT][64];
} opts_t;

static int die(const char *msg, const char *arg)
{
    fprintf(stderr, "posproof-check: %s%s\n", msg, arg ? arg : "");
    return 2;
}

/* A graph given by name or in graph6, in graph6 (FORMAT.md 4.1). */
static const char *named(const char *s, char out[64])
{
    static const char *const names[] = { "K3", "Bw", "K4", "C~", "C4", "C]",
                                         "P4", "CU" };
    long long l;
    set_t star = 0;
    for (int i = 0; i < 8; i += 2)
        if (strcmp(s, names[i]) == 0)
            return names[i + 1];
    if (strncmp(s, "star:", 5) || decimal(s + 5, &l) || l < 1 || l >= NMAX)
        return s;
    for (int j = 1; j <= l; j++)
        star |= BIT(j * (j - 1) / 2);           /* the pair {0, j} */
    g6_write((int)l + 1, star, out);
    return out;
}

/* 1 if s is a property (GAME or P; h:H with H named or in graph6), in out
 * as the header spells it. */
static int property(const char *s, char out[64])
{
    char g[64];
    prop_t p;
    snprintf(out, 64, "%s", s);
    if (strncmp(s, "h:", 2) == 0)
        snprintf(out, 64, "h:%s", named(s + 2, g));
    return strlen(s) < 40 && prop_parse(out, &p) == 0;
}

/* Checks the values of the options and sets the expectations. */
static int expectations(opts_t *o)
{
    static const char *const any[] = { "maker", "breaker", "avoider",
        "enforcer", "creator", "blocker", "first", "second" };
    const char **v = o->val, **e = o->expect, *H = NULL;
    long long q[2];
    set_t edges;
    int n, ok = 1;
    for (int k = 0; k < O_COUNT && ok; k++) {
        const char *x = v[k];
        if (x && k == O_GAME)
            ok = find(families + 2, 3, x) || property(x, o->buf[k]);
        else if (x && k == O_RULE)
            ok = find(families, 2, x) || find(rules, 6, x);
        else if (x && k == O_N)
            ok = !decimal(x, q) && q[0] >= 2 && q[0] <= NMAX;
        else if (x && k == O_BOARD)
            ok = !g6_parse(x, &n, &edges) && n >= 2;
        else if (x && k == O_BIAS)
            ok = !bias_parse(x, q);
        else if (x && k == O_H)
            ok = !g6_parse(H = named(x, o->buf[k]), &n, &edges) && edges;
        else if (x && k == O_CREATOR)
            ok = find(any + 6, 2, x);
        else if (x && k == O_PROPERTY)
            ok = property(x, o->buf[k]);
        else if (x && k == O_THREADS)
            ok = !decimal(x, q) && q[0] >= 1 && q[0] <= 256;
        else if (x)
            ok = find(any, 8, x);
        if (!ok) {
            fprintf(stderr, "posproof-check: invalid %s '%s' (try --help)\n",
                    optnames[k], x);
            return 2;
        }
    }
    if ((v[O_N] && v[O_BOARD]) || (v[O_WINNER] && v[O_NOLOSS]))
        return die("--n and --board, --winner and --no-loss exclude each "
                   "other", NULL);
    if (v[O_GAME] && find(families + 2, 3, v[O_GAME]))
        e[H_FAMILY] = v[O_GAME];
    else if (v[O_GAME])
        e[H_FAMILY] = families[F_MB], e[H_GAME] = o->buf[O_GAME];
    if (v[O_RULE])
        *(find(families, 2, v[O_RULE]) ? &e[H_FAMILY] : &e[H_RULE]) = v[O_RULE];
    e[H_N] = v[O_N];
    e[H_BOARD] = v[O_N] ? "complete" : v[O_BOARD];
    e[H_FIRST] = v[O_CREATOR] ? roles[F_SUBH][v[O_CREATOR][0] == 's']
                              : v[O_FIRST];
    e[H_BIAS] = v[O_BIAS];
    e[H_H] = H;
    e[H_PROPERTY] = v[O_PROPERTY] ? o->buf[O_PROPERTY] : NULL;
    e[H_WINNER] = v[O_NOLOSS] ? "none" : v[O_WINNER];
    e[H_STRATEGY] = v[O_NOLOSS];
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
            printf("posproof-check %s (certificate formats 1 and 2; "
                   "nauty %s, zstd %s, SQLite %s)\n", VERSION, NAUTYVERSION,
                   ZSTD_versionString(), sqlite3_libversion());
            return 0;
        } else if (strcmp(a, "--quiet") == 0) {
            o->quiet = 1;
        } else {
            const char *val = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
            if (eq)
                *eq = 0;
            int k = find(optnames, O_COUNT, a) - 1;
            if (k < 0)
                return die("unknown option (try --help): ", a);
            if (!val)
                return die("missing value for ", a);
            o->val[k] = val;
        }
    }
    if (!o->file)
        return die("no certificate FILE given (try --help)", NULL);
    return expectations(o) ? 2 : -1;
}

static void print_moves(const verify_result_t *r, const header_t *h)
{
    printf("moves from the start:%s", r->nmoves ? "" : " (none)");
    for (int i = 0; i < r->nmoves; i++) {
        int m = r->moves[i], p = m & 255, lo = h->b.lo[p % MMAX];
        int hi = h->b.hi[p % MMAX], role = m >> 10 ? 3 - h->first : h->first;
        int back = h->family == F_SUBH && (m >> 8 & 3) == 2;  /* hi -> lo */
        printf("%s %c ", i ? "," : "",
               toupper((unsigned char)roles[h->family][role - 1][0]));
        if (p == STOP)
            printf("stop");
        else                               /* subh: the arc */
            printf(h->family == F_SUBH ? "%d>%d" : "%d-%d", back ? hi : lo,
                   back ? lo : hi);
    }
    printf("\n");
}

/* The claim in plain words. */
static void print_claim(const header_t *h)
{
    static const char *const plain[] = { "Hamiltonian cycle",
        "Hamiltonian path", "Hamiltonian path between fixed vertices 0 and 1",
        "connectivity", "perfect matching", "Hamilton-connectedness",
        "a cycle", "arboricity at least %s", "a copy of %s",
        "directed Hamiltonian cycle" };
    int fam = h->family;
    const char *game = h->f[fam == F_SHARED ? H_PROPERTY : H_GAME];
    char buf[32];
    printf("VERIFIED: %s %s", role_name(h, h->strategy, buf),
           h->winner ? "wins" : "does not lose");
    if (fam != F_MB)
        printf(" %s", families[fam]);
    if (h->f[H_RULE][0])
        printf(" %s", h->f[H_RULE]);
    if (fam != F_RAMSEY && fam != F_SUBH)
        printf(" %s", game);
    printf(" (");
    printf(plain[h->prop.kind], fam == F_RAMSEY ? h->f[H_H]
           : game + (h->prop.kind == P_H ? 2 : 11));
    if (strcmp(h->f[H_BOARD], "complete") == 0)
        printf(") on K%d", h->b.n);
    else
        printf(") on the graph %s (n = %d)", h->f[H_BOARD], h->b.n);
    if (strcmp(h->f[H_BIAS], "1:1") != 0)
        printf(" with bias %s", h->f[H_BIAS]);
    printf(" when %s moves first\n", role_name(h, h->first, buf));
}

int main(int argc, char **argv)
{
    opts_t o = { 0 };
    int status = parse(argc, argv, &o);
    if (status >= 0)
        return status;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long long threads = sysconf(_SC_NPROCESSORS_ONLN);   /* -1: unknown */
    threads = o.val[O_THREADS] ? atoll(o.val[O_THREADS])
              : threads < 1 ? 1 : threads < 256 ? threads : 256;
    cert_t *c;
    const header_t *h = cert_open(&c, o.file);
    if (!h) {
        status = die(cert_errmsg(c), NULL);
        cert_close(c);
        return status;
    }
    verify_result_t r = { 0 };
    status = -1;
    for (int i = 0; i < H_FIELDS && status < 0; i++)
        if (o.expect[i] && strcmp(o.expect[i], h->f[i]) != 0) {
            snprintf(r.msg, sizeof r.msg, "certificate claims %s %s, "
                     "expected %s", header_names[i],
                     h->f[i][0] ? h->f[i] : "(none)", o.expect[i]);
            status = VERIFY_REJECTED;
        }
    if (status < 0)
        status = verify_run(c, h, (int)threads, &r);
    if (status == VERIFY_ERROR) {
        die(r.msg, NULL);
    } else if (status == VERIFY_REJECTED) {
        printf("REJECTED: %s\n", r.msg);
        if (!o.quiet)
            print_moves(&r, h);
    } else {
        clock_gettime(CLOCK_MONOTONIC, &t1);
        print_claim(h);
        if (!o.quiet)
            printf("positions checked: %lld, strategy lookups: %lld, blocks "
                   "decompressed: %lld, entries: %lld, seconds: %.2f\n",
                   r.positions, r.lookups, cert_decompressed(c), h->entries,
                   (double)(t1.tv_sec - t0.tv_sec) +
                   (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    }
    cert_close(c);
    if (fflush(stdout) != 0 || ferror(stdout))
        return die("cannot write output", NULL);
    return status;
}
