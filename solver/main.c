/* main.c: the posproof command.
 *
 *   posproof solve --game GAME --n N --first maker|breaker [--cert FILE]
 *                  [--json] [--mem MB] [--quiet]
 *   posproof key --game GAME --n N [--maker PAIRS] [--breaker PAIRS]
 *
 * Exit status: 0 success; 1 the run failed (out of memory, I/O error,
 * interrupted); 2 bad usage or bad input. Errors are one line on stderr.
 */
#include "../certs/cert.h"
#include "extract.h"
#include "search.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define VERSION "0.1.0"

static const char usage_text[] =
    "usage: posproof solve --game GAME --n N --first maker|breaker [--cert FILE]\n"
    "                      [--json] [--mem MB] [--threads N] [--quiet]\n"
    "       posproof key --game GAME --n N [--maker PAIRS] [--breaker PAIRS]\n"
    "       posproof --help | --version\n"
    "\n"
    "Decides a Maker-Breaker game on the edges of K_n (one edge a move) and, with\n"
    "--cert, writes the winner's strategy as a certificate (certs/FORMAT.md) that\n"
    "posproof-check verifies independently.\n"
    "\n"
    "  --game GAME   ham   Hamiltonian cycle\n"
    "                hp    Hamiltonian path\n"
    "                fhp   Hamiltonian path between vertices 0 and 1\n"
    "                conn  spanning tree (connectivity)\n"
    "                pm    perfect matching (n even)\n"
    "  --n N         vertices of K_n, 3 <= N <= 10\n"
    "  --first WHO   maker or breaker: who moves first\n"
    "  --cert FILE   write the winner's strategy to FILE (replaced atomically)\n"
    "  --json        print the result as one JSON object\n"
    "  --mem MB      memory budget (default: a quarter of physical memory); the\n"
    "                transposition table takes at most half, the certificate\n"
    "                walk the rest\n"
    "  --threads N   search threads (default: the number of processors)\n"
    "  --quiet       no progress on stderr (progress is shown only on a terminal)\n"
    "\n"
    "key prints the canonical key (FORMAT.md section 5) of the position with\n"
    "Maker's and Breaker's pairs given as PAIRS, e.g. \"0-1,2-3\".\n"
    "\n"
    "Exit status: 0 success, 1 the run failed, 2 bad usage or input.\n";

static const char *temp_to_remove;   /* for the signal handler only */

static void on_signal(int sig)
{
    if (temp_to_remove)
        unlink(temp_to_remove);
    signal(sig, SIG_DFL);
    raise(sig);
}

static int die_usage(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("posproof: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 2;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

typedef struct options {
    const char *command, *game, *cert, *maker, *breaker;
    int n, first, json, quiet;
    long mem_mb, threads;
} options;

static int parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

static int parse_options(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof *o);
    o->n = -1;
    o->first = -1;
    o->command = argv[1];
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        long x;
        if (strcmp(a, "--json") == 0) {
            o->json = 1;
            continue;
        }
        if (strcmp(a, "--quiet") == 0) {
            o->quiet = 1;
            continue;
        }
        if (strcmp(a, "--game") && strcmp(a, "--n") && strcmp(a, "--first") && strcmp(a, "--cert") &&
            strcmp(a, "--mem") && strcmp(a, "--maker") && strcmp(a, "--breaker") && strcmp(a, "--threads"))
            return die_usage("unknown option '%s' (see posproof --help)", a);
        if (!v)
            return die_usage("option %s needs a value", a);
        i++;
        if (strcmp(a, "--game") == 0)
            o->game = v;
        else if (strcmp(a, "--cert") == 0)
            o->cert = v;
        else if (strcmp(a, "--maker") == 0)
            o->maker = v;
        else if (strcmp(a, "--breaker") == 0)
            o->breaker = v;
        else if (strcmp(a, "--n") == 0) {
            if (parse_int(v, -1000000, 1000000, &x) != 0)
                return die_usage("--n '%s' is not a number", v);
            if (x < 3 || x > BOARD_MAXN)
                return die_usage("--n %ld is out of range (3 <= n <= %d)", x, BOARD_MAXN);
            o->n = (int)x;
        } else if (strcmp(a, "--first") == 0) {
            if (strcmp(v, "maker") == 0)
                o->first = SIDE_MAKER;
            else if (strcmp(v, "breaker") == 0)
                o->first = SIDE_BREAKER;
            else
                return die_usage("--first '%s': expected maker or breaker", v);
        } else if (strcmp(a, "--threads") == 0) {
            if (parse_int(v, 1, 64, &x) != 0)
                return die_usage("--threads '%s': expected a number from 1 to 64", v);
            o->threads = x;
        } else if (strcmp(a, "--mem") == 0) {
            if (parse_int(v, 1, 1L << 30, &x) != 0)
                return die_usage("--mem '%s': expected a number of megabytes >= 1", v);
            o->mem_mb = x;
        }
    }
    if (!o->game)
        return die_usage("missing --game (one of %s)", prop_names());
    if (!prop_find(o->game))
        return die_usage("unknown game '%s' (expected one of %s)", o->game, prop_names());
    if (o->n < 0)
        return die_usage("missing --n");
    if (prop_find(o->game)->even_n && o->n % 2)
        return die_usage("game %s needs an even n (got %d)", o->game, o->n);
    return 0;
}

/* Parses "0-1,2-3" into a pair set. */
static int parse_pairs(const board *b, const char *s, pairset *out)
{
    *out = 0;
    while (s && *s) {
        int i, j, len;
        if (sscanf(s, "%d-%d%n", &i, &j, &len) != 2 || i < 0 || j < 0 || i >= b->n || j >= b->n || i == j)
            return -1;
        *out |= (pairset)1 << b->pair[i][j];
        s += len;
        if (*s == ',')
            s++;
        else if (*s)
            return -1;
    }
    return 0;
}

static int cmd_key(const options *o)
{
    const property *p = prop_find(o->game);
    board b;
    board_init(&b, o->n);
    position pos;
    if (parse_pairs(&b, o->maker, &pos.maker) != 0)
        return die_usage("--maker '%s': expected pairs like 0-1,2-3 with vertices below %d", o->maker, o->n);
    if (parse_pairs(&b, o->breaker, &pos.breaker) != 0)
        return die_usage("--breaker '%s': expected pairs like 0-1,2-3 with vertices below %d", o->breaker,
                         o->n);
    if (pos.maker & pos.breaker)
        return die_usage("a pair is claimed by both players");
    canon c;
    canon_init(&c, &b, p->nfixed);
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN], key[16];
    int len = canon_key_bytes(&b, canon_position(&c, pos, perm, inv), key);
    for (int i = 0; i < len; i++)
        printf("%02x", key[i]);
    putchar('\n');
    return 0;
}

typedef struct progress {
    double start;
    int enabled;
} progress;

static int show_progress(void *arg, const solver *s, int depth)
{
    progress *pr = arg;
    double t = now_seconds() - pr->start;
    unsigned long nodes = solver_nodes(s);
    fprintf(stderr, "\r%lu positions, %.0f/s, depth %d, %.1f s   ", nodes, t > 0 ? nodes / t : 0.0, depth, t);
    return 0;
}

static void show_walk(void *arg, const extract_stats *st)
{
    progress *pr = arg;
    fprintf(stderr, "\rcertificate: %zu positions walked, %zu entries, %.1f s   ", st->visited, st->entries,
            now_seconds() - pr->start);
}

static long default_mem_mb(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || size <= 0)
        return 1024;
    return (long)((double)pages * (double)size / 4 / (1 << 20));
}

static const char *side_name(int side) { return side == SIDE_MAKER ? "maker" : "breaker"; }

static int cmd_solve(const options *o)
{
    const property *p = prop_find(o->game);
    char err[512] = "";
    if (o->first < 0)
        return die_usage("missing --first (maker or breaker)");
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    int threads = (int)(o->threads ? o->threads : cpus < 1 ? 1 : cpus > 64 ? 64 : cpus);
    size_t tt_bytes = (size_t)mem << 19;   /* half the budget */
    size_t cap = o->n <= 6 ? (size_t)16 << 20 : o->n == 7 ? (size_t)64 << 20 : o->n == 8 ? (size_t)512 << 20 : tt_bytes;
    if (tt_bytes > cap)
        tt_bytes = cap;

    cert_writer *w = NULL;
    solver s;
    board b;
    board_init(&b, o->n);
    if (o->cert) {
        w = cert_create(o->cert, canon_key_len(&b), err, sizeof err);
        if (!w) {
            fprintf(stderr, "posproof: %s\n", err);
            return 2;
        }
        temp_to_remove = cert_temp_path(w);
        signal(SIGINT, on_signal);
        signal(SIGTERM, on_signal);
        signal(SIGHUP, on_signal);
    }
    if (solver_init(&s, p, o->n, tt_bytes, threads, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        cert_free(w);
        return 1;
    }
    progress pr = {now_seconds(), !o->quiet && isatty(2)};
    if (pr.enabled) {
        s.progress = show_progress;
        s.progress_arg = &pr;
    }

    position start = {0, 0};
    double t0 = now_seconds();
    int move = -1, winner;
    int end = solver_end(&s, start);
    if (end != END_NONE)
        winner = end == END_MAKER ? SIDE_MAKER : SIDE_BREAKER;
    else {
        int r = solver_solve(&s, start, o->first, &move);
        winner = r == 1 ? SIDE_MAKER : SIDE_BREAKER;
    }
    double solve_s = now_seconds() - t0;
    unsigned long positions = solver_nodes(&s);
    if (pr.enabled)
        fputs("\r\033[K", stderr);

    cert_stats cs = {0, 0, 0, 0};
    double cert_s = 0;
    int rc = 0;
    if (w) {
        double t1 = now_seconds();
        extract_stats es;
        char buf[64];
        snprintf(buf, sizeof buf, "%d", o->n);
        if (extract_strategy(&s, start, o->first, winner, w, ((size_t)mem << 20) - tt_bytes,
                             pr.enabled ? show_walk : NULL, &pr, &es, err, sizeof err) != 0 ||
            cert_header(w, "family", "maker-breaker") || cert_header(w, "game", p->name) ||
            cert_header(w, "board", "complete") || cert_header(w, "n", buf) ||
            cert_header(w, "fixed", p->nfixed ? "0 1" : "") || cert_header(w, "bias", "1:1") ||
            cert_header(w, "first", side_name(o->first)) || cert_header(w, "winner", side_name(winner)) ||
            cert_header(w, "strategy", side_name(winner)) || cert_header(w, "key", "layered-3state-v1") ||
            cert_header(w, "tail", "0") || cert_header(w, "nauty_version", NAUTYVERSION) ||
            cert_header(w, "tool", "posproof " VERSION)) {
            fprintf(stderr, "posproof: %s\n", err[0] ? err : cert_errmsg(w));
            rc = 1;
        } else {
            snprintf(buf, sizeof buf, "%.3f", solve_s);
            cert_header(w, "solve_seconds", buf);
            snprintf(buf, sizeof buf, "%lu", positions);
            cert_header(w, "positions", buf);
            if (cert_finish(w, 0, 0, &cs) != 0) {
                fprintf(stderr, "posproof: %s\n", cert_errmsg(w));
                rc = 1;
            }
        }
        cert_s = now_seconds() - t1;
        if (pr.enabled)
            fputs("\r\033[K", stderr);
        temp_to_remove = NULL;
        cert_free(w);
    }
    solver_free(&s);
    if (rc)
        return rc;

    if (o->json) {
        printf("{\"game\": \"%s\", \"n\": %d, \"first\": \"%s\", \"winner\": \"%s\", \"positions\": %lu, "
               "\"seconds\": %.3f, \"threads\": %d",
               p->name, o->n, side_name(o->first), side_name(winner), positions, solve_s, threads);
        if (o->cert) {
            printf(", \"cert\": \"");
            for (const char *c = o->cert; *c; c++)
                if (*c == '"' || *c == '\\')
                    printf("\\%c", *c);
                else if ((unsigned char)*c < 0x20)
                    printf("\\u%04x", *c);
                else
                    putchar(*c);
            printf("\", \"cert_entries\": %zu, \"cert_bytes\": %zu, \"cert_seconds\": %.3f", cs.entries,
                   cs.file_bytes, cert_s);
        }
        printf("}\n");
    } else {
        printf("%s K%d, %s first: %s wins (%lu positions, %.2f s", p->name, o->n, side_name(o->first),
               winner == SIDE_MAKER ? "Maker" : "Breaker", positions, solve_s);
        if (o->cert)
            printf("; certificate %s: %zu entries, %zu bytes, %.2f bytes/entry", o->cert, cs.entries,
                   cs.file_bytes, cs.entries ? (double)cs.file_bytes / (double)cs.entries : 0.0);
        printf(")\n");
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return die_usage("missing command (see posproof --help)");
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        fputs(usage_text, stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("posproof %s (nauty %s, certificate format %d)\n", VERSION, NAUTYVERSION, CERT_FORMAT_VERSION);
        return 0;
    }
    if (strcmp(argv[1], "solve") && strcmp(argv[1], "key"))
        return die_usage("unknown command '%s' (see posproof --help)", argv[1]);
    options o;
    int rc = parse_options(argc, argv, &o);
    if (rc)
        return rc;
    return strcmp(o.command, "key") == 0 ? cmd_key(&o) : cmd_solve(&o);
}
