/* cmd_solve.c: `posproof solve` (--batch aside: cmd_batch.c). Every game
 * (Maker-Breaker, Avoider-Enforcer, shared-graph, Ramsey and Subh; bias up
 * to BIAS_MAX:BIAS_MAX) on a board of at most BOARD_MAXN vertices
 * goes to the one engine: search.h solves, extract.h walks the strategy
 * into a certificate (keys layered-3state-v1 where FORMAT.md allows them,
 * oriented-v2 for Subh, else layered-v2). A larger board (up to 16
 * vertices) is handed to posproof-wide, the same program built with
 * 128-bit pair sets (board.h). A solve may start from a position (spec.h:
 * --maker, --red, ..., FORMAT.md 3.4), and a certificate from a position
 * other than the empty one gets the header start (format version 3).
 * run_solve is also the solve of batch, shard and merge (cmd.h). */
#define _DEFAULT_SOURCE /* SA_RESTART */
#include "cmd.h"
#include "../certs/sha256.h"
#include "engine.h"
#include "extract.h"
#include "keep.h"

#include <assert.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Files to remove on a signal: two for each thread of --batch (one for a
 * solve), a certificate's temporary file or the first half of a draw's;
 * the last slot, --keep's temporary file. */
#define TEMP_SLOTS (2 * THREADS_MAX + 1)
#define KEEP_SLOT (TEMP_SLOTS - 1)
static _Atomic(const char *) temp_to_remove[TEMP_SLOTS];   /* for the signal handlers only */
/* The number of the first signal (SIGINT, SIGTERM, SIGHUP) that came
 * during a solve that stops on one (options.argv set, run_solve): the
 * search and the walk poll it at their progress checks (show_progress,
 * show_walk, no more often) and stop, and run_solve saves what they
 * proved (interrupted). A second signal is on_signal's. */
static volatile sig_atomic_t stop_signal;

static void on_signal(int sig)
{
    for (int i = 0; i < TEMP_SLOTS; i++) {
        const char *f = temp_to_remove[i];
        if (f)
            unlink(f);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static void on_signal_stop(int sig)
{
    if (stop_signal) {
        on_signal(sig);
        return;
    }
    stop_signal = sig;
}

/* The handlers of a solve: on_signal (the run ends at once, its
 * temporary files removed), or with stop on_signal_stop. By sigaction:
 * they stay for the next signal (signal() under _POSIX_C_SOURCE resets
 * the action to the default at the first, so a second signal killed the
 * run without removing its files), and a system call the first signal
 * interrupts goes on (SA_RESTART: a save or the certificate's writes do
 * not fail with EINTR). */
static void set_signals(int stop)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = stop ? on_signal_stop : on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
}

int solve_exit_signal(int sig)
{
    fflush(stdout);
    fflush(stderr);
    signal(sig, SIG_DFL);
    raise(sig);
    return 128 + sig;
}

typedef struct progress {
    double start;
    int enabled;             /* a line on stderr */
    double deadline;         /* --seconds: the search stops after it (0: never) */
    /* --keep: the file, the game's name in it (keep_game), the table, and
     * when the search saves it next (KEEP_EVERY_SECONDS) */
    const char *keep, *keep_id;
    tt *table;
    int quiet;
    double keep_next, keep_every;
    size_t kept;             /* entries in the file last saved */
    /* stderr no terminal: a line every log_every seconds (0: at each
     * call), the next at log_next (--progress-every) */
    int log_lines;
    double log_every, log_next;
    int walking;             /* the certificate walk has begun (set before its threads) */
    /* the hook's calls (every progress_mask + 1 positions of the first
     * thread), and a line (either kind) every show_every of them: every
     * 2^18 positions (PROGRESS_POSITIONS) */
    unsigned long calls, show_every;
} progress;
#define PROGRESS_POSITIONS (1ul << 18)

/* A progress line on a stderr that is no terminal, when one is due. */
static int log_due(progress *pr, double now)
{
    if (!pr->log_lines || now < pr->log_next)
        return 0;
    pr->log_next = now + pr->log_every;
    return 1;
}

/* The default keep file's name, beside the run (interrupted: a run
 * without --keep): "posproof-", the game in words (its family, property
 * or rule and H, board, bias), the first 8 hex digits of the SHA-256 of
 * its keep_game id (which names the build too) and ".keep", e.g.
 * posproof-maker-breaker-hc-K9-1f0c4b2a.keep; characters other than
 * letters, digits, '.', '_' and '-' become '-'. */
static void default_keep(const options *o, const game *g, const char *keep_id, char *out, size_t len)
{
    const spec *sp = &o->sp;
    char board[64], words[256], hex[65];
    spec_board_name(sp, board);
    if (sp->fam->chosen == FAMILY_BY_GAME)   /* ramsey-avoid-K3-K6, shared-normal-conn-K5, subh-K5 */
        snprintf(words, sizeof words, "%s%s%s%s%s-%s", sp->game, sp->rule_name[0] ? "-" : "", sp->rule_name,
                 sp->H || sp->prop_name[0] ? "-" : "", sp->H ? sp->H : sp->prop_name, board);
    else if (g->bias[0] != 1 || g->bias[1] != 1)
        snprintf(words, sizeof words, "%s-%s-%s-bias-%d-%d", family_word(g->fam), sp->prop_name, board, g->bias[0],
                 g->bias[1]);
    else
        snprintf(words, sizeof words, "%s-%s-%s", family_word(g->fam), sp->prop_name, board);
    for (char *c = words; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '.' ||
              *c == '_' || *c == '-'))
            *c = '-';
    sha256 h;
    sha256_init(&h);
    sha256_update(&h, keep_id, strlen(keep_id));
    sha256_hex(&h, hex);
    snprintf(out, len, "posproof-%.120s-%.8s.keep", words, hex);
}

/* The default keep file is never replaced: a run takes the first of
 * NAME.keep, NAME-2.keep, ... that does not exist, up to this many. */
#define KEEP_FRESH_MAX 1000

/* Saves what the table holds (keep_save; the largest file,
 * KEEP_MAX_BYTES) to path (len bytes): --keep's FILE, replaced whole; or
 * with fresh a new file, path if it does not exist, else the first of
 * path's -2, -3, ... that does not (keep_link), whose name replaces path.
 * pr->kept entries, those of work code *min_code and more. 0, or -1 with
 * err. */
static int write_keep(progress *pr, char *path, size_t len, int fresh, int *min_code, char *err, size_t errlen)
{
    char tmp[4200];
    /* the process's own temporary file: shards run at the same time may
     * share FILE (the last one renamed into place wins, each whole) */
    if (snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid()) >= (int)sizeof tmp) {
        snprintf(err, errlen, "%s: the path is too long", path);
        return -1;
    }
    temp_to_remove[KEEP_SLOT] = tmp;   /* a second signal removes it (on_signal) */
    int rc = keep_save(pr->table, fresh ? NULL : path, tmp, pr->keep_id, KEEP_MAX_BYTES, &pr->kept, min_code, err,
                       errlen);
    if (rc == 0 && fresh) {
        size_t l = strlen(path);
        char base[256];   /* default_keep's name, without ".keep" */
        assert(l > 5 && l - 5 < sizeof base && strcmp(path + l - 5, ".keep") == 0 && l + 8 < len);
        snprintf(base, sizeof base, "%.*s", (int)(l - 5), path);
        rc = keep_link(tmp, path, err, errlen);
        for (int k = 2; rc == 1 && k <= KEEP_FRESH_MAX; k++) {
            snprintf(path, len, "%s-%d.keep", base, k);
            rc = keep_link(tmp, path, err, errlen);
        }
        if (rc == 1)
            snprintf(err, errlen, "%.200s.keep: it and %d more of its name exist already", base, KEEP_FRESH_MAX - 1);
        if (rc != 0) {
            unlink(tmp);
            rc = -1;
        }
    }
    temp_to_remove[KEEP_SLOT] = NULL;
    return rc;
}

/* --keep: saves what the search proved to FILE (write_keep), and says so
 * unless --quiet. 0, or 1 after a message. */
static int save_keep(progress *pr)
{
    char err[512] = "", path[4200];
    int min_code = 0;
    double t0 = now_seconds();
    snprintf(path, sizeof path, "%s", pr->keep);
    if (write_keep(pr, path, sizeof path, 0, &min_code, err, sizeof err) != 0) {
        fprintf(stderr, "%sposproof: --keep: %s\n", pr->enabled ? "\r\033[K" : "", err);
        return 1;
    }
    if (!pr->quiet)
        fprintf(stderr, "%sposproof: --keep: %zu positions saved to %s (those of work 2^%d and more), %.1f s\n",
                pr->enabled ? "\r\033[K" : "", pr->kept, pr->keep, min_code - 1, now_seconds() - t0);
    return 0;
}

/* The search's progress hook (search.h), called every progress_mask + 1
 * positions of the first thread: 1 (stop) once a signal came
 * (stop_signal), or past the deadline of the search; the line on stderr
 * every show_every calls; --keep-every's save when due. */
static int show_progress(void *arg, const solver *s, int depth)
{
    progress *pr = arg;
    if (stop_signal)
        return 1;
    double now = now_seconds(), t = now - pr->start;
    if (++pr->calls % pr->show_every == 0) {
        unsigned long nodes = solver_nodes(s);
        if (pr->enabled)
            fprintf(stderr, "\r%lu positions, %.0f/s, depth %d, %.1f s   ", nodes, t > 0 ? nodes / t : 0.0, depth, t);
        else if (!pr->walking && log_due(pr, now))   /* the walk's searches: show_walk's lines */
            fprintf(stderr, "posproof: search: %lu positions, %.0f/s, depth %d, %.0f s\n", nodes,
                    t > 0 ? nodes / t : 0.0, depth, t);
    }
    if (pr->keep && now > pr->keep_next) {   /* a failure is said, and the search goes on */
        save_keep(pr);
        pr->keep_next = now_seconds() + pr->keep_every;
    }
    return !pr->walking && pr->deadline > 0 && now > pr->deadline;   /* --seconds bounds the search, not the walk */
}

/* The walk's progress (extract.h), every 2^16 positions walked: 1 (stop)
 * once a signal came, else its line when due. */
static int show_walk(void *arg, const extract_stats *st)
{
    progress *pr = arg;
    if (stop_signal)
        return 1;
    double now = now_seconds();
    if (pr->enabled)
        fprintf(stderr, "\rcertificate: %zu positions walked, %zu entries, %.1f s   ", st->visited, st->entries,
                now - pr->start);
    else if (log_due(pr, now))
        fprintf(stderr, "posproof: certificate: %zu positions walked, %zu entries, %d moves deep, %.0f s\n",
                st->visited, st->entries, st->moves, now - pr->start);
    return 0;
}

/* The certificate's temporary file, removed on a signal (on_signal). */
static int install_signals(cert_writer *w, int slot)
{
    temp_to_remove[slot] = cert_temp_path(w);
    return 0;
}

/* A certificate writer for path (of a top: with a turn byte, FORMAT.md
 * 6.4), its temporary file removed on a signal (slot 0 or 1); NULL after a
 * message. */
static cert_writer *open_cert(const options *o, const solve_hook *top, const board *b, const char *path, int slot)
{
    char err[512] = "";
    /* A file there is replaced only if it is a certificate (SQLite's
     * header, application_id "posp" at offset 68: FORMAT.md 1): never a
     * file of another kind that a slip of the command line named. */
    unsigned char head[72];
    FILE *f = fopen(path, "rb");
    size_t got = f ? fread(head, 1, sizeof head, f) : 0;
    if (f)
        fclose(f);
    if (f && got > 0 && (got < sizeof head || memcmp(head, "SQLite format 3", 16) != 0 || memcmp(head + 68, "posp", 4) != 0)) {
        fprintf(stderr, "posproof: %s exists and is not a posproof certificate: not overwritten (remove it, or "
                "name another FILE)\n", path);
        return NULL;
    }
    cert_writer *w = cert_create(path, canon_key_len(b) + !(engine_v1_keys(&o->sp) && !top), err, sizeof err);
    if (!w)
        fprintf(stderr, "posproof: %s\n", err);
    else
        install_signals(w, slot);
    return w;
}

/* The headers offer and leftover of an offer family's certificate
 * (FORMAT.md 2): 0, or -1 as cert_header. */
static int offer_headers(cert_writer *w, const game *g)
{
    return cert_header(w, "offer", g->upto ? "upto" : "exact") ||
           (!g->upto && cert_header(w, "leftover", g->leftover < 0 ? "discard" : g->fam->role[g->leftover]));
}

/* Writes the certificate of the solved game to w (made by open_cert for
 * path, freed here): the strategy of side `winner` (search.h) winning
 * (draw 0) or not losing (draw 1: winner none), walked from start with the
 * turn tomove; s decides the question of that certificate
 * (solver_set_draw); with top, a top's, which top->assume completes. 0, or
 * 1 after a message. */
static int write_cert(const options *o, const solve_hook *top, const game *g, solver *s, position start,
                      const spec_pos *st, int tomove, int first, int winner, int draw, cert_writer *w,
                      const char *path, long mem, int slot, const result *r, progress *pr,
                      cert_stats *cs)
{
    char err[512] = "";
    int v2 = !engine_v1_keys(&o->sp) || top;   /* a top has a turn byte (FORMAT.md 6.4) */
    extract_stats es;
    char buf[64];
    const char *wname = g->fam->role[winner == SIDE_MAKER ? 0 : 1];   /* FORMAT.md 4.2 */
    snprintf(buf, sizeof buf, "%d", o->sp.n);
    char fin[8];
    snprintf(fin, sizeof fin, "%ld", o->finish);
    char board[GR_G6MAX] = "complete", bias[24], hex[64], h[GR_G6MAX];
    if (o->sp.has_board)
        graph_to_g6(&o->sp.board, board);
    snprintf(bias, sizeof bias, "%d:%d", o->sp.bias_ab[0], o->sp.bias_ab[1]);
    spec_start_hex(st, hex);
    int by_game = g->fam->chosen == FAMILY_BY_GAME, rc = 0;
    int unfinished = 0;
    if (o->sp.H)
        graph_to_g6(&g->prop.h, h);
    /* the walk has the budget but the table (its size rounded down, not
     * the size asked: solve_table_bytes) */
    size_t walk_bytes = ((size_t)mem << 20) - tt_size(&s->table);
    pr->walking = 1;
    if (extract_strategy(s, start, tomove, first, v2, winner, (int)o->finish, w, walk_bytes, show_walk, pr, &es, err,
                         sizeof err) != 0 ||
        ((top || !spec_start_is_empty(st) || g->rule == RULE_MONOTONE || g->fam->first == FIRST_OFFERER) &&
         cert_header(w, "start", hex)) ||
        (g->fam->first == FIRST_OFFERER && offer_headers(w, g)) ||
        cert_header(w, "family", g->fam->name) ||
        cert_header(w, "game", by_game ? o->sp.game : o->sp.prop_name) ||
        (o->sp.rule_name[0] && cert_header(w, "rule", o->sp.rule_name)) ||
        (by_game && o->sp.prop_name[0] && cert_header(w, "property", o->sp.prop_name)) ||
        (o->sp.H && cert_header(w, "H", h)) || cert_header(w, "board", board) || cert_header(w, "n", buf) ||
        cert_header(w, "fixed", g->nfixed ? "0 1" : "") || cert_header(w, "bias", bias) ||
        cert_header(w, "first", g->fam->role[first == SIDE_MAKER ? 0 : 1]) ||
        cert_header(w, "winner", draw ? "none" : wname) || cert_header(w, "strategy", wname) ||
        cert_header(w, "key", g->fam->oriented                ? "oriented-v2"
                              : g->fam->first == FIRST_OFFERER ? "offer-v2"
                              : v2                             ? "layered-v2"
                                                               : "layered-3state-v1") ||
        cert_header(w, "tail", "0") ||
        cert_header(w, "finish", fin) || cert_header(w, "nauty_version", NAUTYVERSION) ||
        cert_header(w, "tool", "posproof " VERSION) ||
        (top && (unfinished = top->assume(top->arg, w, err, sizeof err)) < 0)) {
        if (!stop_signal)   /* a signal stopped the walk: interrupted() says so */
            fprintf(stderr, "posproof: certificate %s: %s\n", path, err[0] ? err : cert_errmsg(w));
        rc = 1;
    } else if (!unfinished) {
        /* no run time (nor anything else of the clock or the host): one
         * thread's certificate is the same file at each run (FORMAT.md 2) */
        snprintf(buf, sizeof buf, "%lu", r->positions);
        cert_header(w, "positions", buf);
        if (cert_finish(w, 0, 0, cs) != 0) {
            fprintf(stderr, "posproof: certificate %s: %s\n", path, cert_errmsg(w));
            rc = 1;
        }
    }
    if (pr->enabled)
        fputs("\r\033[K", stderr);
    temp_to_remove[slot] = NULL;
    cert_free(w);
    return rc;
}

static void draw_path(const char *file, const char *who, char *out, size_t len);

/* --keep's name of the game whose positions the table holds (keep.h; as a
 * certificate's header names it, FORMAT.md 4, without the start, the
 * first player and the winner, which the entries do not depend on), of
 * this build and version: an entry is a position, its turn, its winner and
 * a move, in the board's labelling of pairs. */
static void keep_game(const options *o, const game *g, char *out, size_t len)
{
    char board[GR_G6MAX] = "complete", h[GR_G6MAX] = "";
    if (o->sp.has_board)
        graph_to_g6(&o->sp.board, board);
    if (o->sp.H)
        graph_to_g6(&g->prop.h, h);
    int by_game = g->fam->chosen == FAMILY_BY_GAME;
    snprintf(out, len, "tool=posproof-%s entry_words=%d family=%s game=%s rule=%s property=%s H=%s board=%s n=%d "
             "fixed=%s bias=%d:%d", VERSION, TT_WORDS, g->fam->name,
             by_game ? o->sp.game : o->sp.prop_name, o->sp.rule_name, by_game ? o->sp.prop_name : "", h, board,
             o->sp.n, g->nfixed ? "0,1" : "",
             o->sp.bias_ab[0], o->sp.bias_ab[1]);
    if (g->fam->first == FIRST_OFFERER) {   /* the offer families' convention is part of the game */
        size_t at = strlen(out);
        snprintf(out + at, len - at, " offer=%s leftover=%s", g->upto ? "upto" : "exact",
                 g->upto ? "" : g->leftover < 0 ? "discard" : g->fam->role[g->leftover]);
    }
}

size_t solve_table_bytes(const options *o, const search_family *fam, long mem)
{
    int n = o->sp.n;
    size_t tt_bytes = (size_t)mem << 19;   /* half the budget */
    /* The cap to which the table may grow (tt.h), no larger than the
     * games on K_n for n <= 8 need: the kernel clears every page the table
     * touches, and a table at its cap touches them all. From n = 9 on the
     * table grows to half the budget: it touches only what it fills, and
     * a long search fills any size (the 1 GB cap K9 had before the table
     * grew held the K4 game on K9 to 67 million entries). */
    size_t cap = n <= 6 ? (size_t)16 << 20 : n == 7 ? (size_t)64 << 20 : n == 8 ? (size_t)128 << 20 : tt_bytes;
    /* The other families meet far fewer positions on K10 and K11 (triangle
     * avoidance on K11: 460,040) than Maker-Breaker does (HAM10: 55
     * million), and clearing a table of gigabytes cost them more than the
     * search (K11: 4.6 s of 5.5 s CPU with 2 GB; BENCHMARKS.md). */
    if (!fam->claim && n >= 10 && n <= 11 && cap > (size_t)256 << 20)
        cap = (size_t)256 << 20;
    /* ... nor than 64 bytes for each of the 3^m positions of a board of m
     * pairs, an upper bound that matters for the small boards of --batch:
     * large tables live on huge pages, each touched one cleared in full. */
    int mb = 0;
    for (int v = 0; v < n; v++)
        mb += o->sp.has_board ? __builtin_popcount(o->sp.board.adj[v]) : n - 1;
    mb /= 2;
    double all = 64;
    for (int k = 0; k < mb && all < (double)cap; k++)
        all *= 3;
    if ((double)cap > all)
        cap = (size_t)all;
    if (tt_bytes > cap)
        tt_bytes = cap;
    return tt_bytes;

}

void solve_prover(solver *s, const options *o, const search_family *fam, const solve_hook *top, long mem, size_t tt_bytes)
{
    int hh = o->sp.prop.def && strcmp(o->sp.prop.def->name, "h") == 0;
    int one = o->sp.bias_ab[0] == 1 && o->sp.bias_ab[1] == 1;
    int automatic = !o->prover || strcmp(o->prover, "auto") == 0;
    s->prover = top                                         ? SOLVER_PROVER_SEARCH
              : !automatic                                  ? (strcmp(o->prover, "dfpn") == 0 ? SOLVER_PROVER_DFPN
                                                                                              : SOLVER_PROVER_SEARCH)
              : o->cert && search_is_mb(fam) && hh && one    ? SOLVER_PROVER_DFPN
                                                            : SOLVER_PROVER_SEARCH;
    /* a quarter of the budget, beside the table's half, and no more than
     * the table may take (solve_table_bytes: the games on K_n, n <= 8) */
    s->dfpn_bytes = (size_t)mem << 18 < tt_bytes ? (size_t)mem << 18 : tt_bytes;
}

/* word as one word of a POSIX shell's command line, on f: as it is if it
 * has only characters no shell reads specially, else in single quotes. */
static void print_shell_word(FILE *f, const char *word)
{
    int plain = word[0] != 0;
    for (const char *c = word; *c && plain; c++)
        plain = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
                strchr("@%+=:,./_-", *c) != NULL;
    if (plain) {
        fputs(word, f);
        return;
    }
    fputc('\'', f);
    for (const char *c = word; *c; c++)
        if (*c == '\'')
            fputs("'\\''", f);
        else
            fputc(*c, f);
    fputc('\'', f);
}

static const char *signal_name(int sig)
{
    return sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" : sig == SIGHUP ? "SIGHUP" : "a signal";
}

/* run_solve stopped by the signal stop_signal (options.argv set): saves
 * what the table holds to --keep's FILE or, without --keep, to a new
 * default keep file in the current directory (default_keep, write_keep),
 * unless saved is set (--keep's FILE holds it all already); says on
 * stderr, --quiet or not, how far the run got, where it saved and the
 * command line that goes on from there (o->argv, with --keep FILE added
 * if it was not there); and fills r. The certificates run_solve finished
 * stand; one the walk was writing was removed (cert_free). Returns 128 +
 * the signal's number. */
static int interrupted(const options *o, const game *g, progress *pr, int saved, const solver *s, result *r)
{
    int sig = stop_signal, min_code = 0;
    char err[512] = "";
    double t0 = now_seconds();
    if (o->keep)
        snprintf(r->keep, sizeof r->keep, "%s", o->keep);
    else
        default_keep(o, g, pr->keep_id, r->keep, sizeof r->keep);
    int failed = !saved && write_keep(pr, r->keep, sizeof r->keep, !o->keep, &min_code, err, sizeof err) != 0;
    r->kept_saved = pr->kept;
    r->interrupted = sig;
    const char *where = !r->searched ? ""
                      : !o->cert     ? " (the search had ended)"
                      : r->ncerts    ? " (the search had ended, its certificate written)"
                      : pr->walking  ? " in the certificate walk (no certificate written)"
                                     : " (the search had ended, no certificate written)";
    /* the whole run: the walk's searches and time too */
    fprintf(stderr, "%sposproof: interrupted by %s%s after %.1f s, %lu positions searched: ", pr->enabled ? "\r\033[K" : "",
            signal_name(sig), where, now_seconds() - pr->start, solver_nodes(s));
    if (failed) {
        fprintf(stderr, "nothing saved (%s)\n", err);
        r->keep[0] = 0;
        return 128 + sig;
    }
    fprintf(stderr, "%zu positions proved saved to %s", r->kept_saved, r->keep);
    if (!saved)
        fprintf(stderr, " (those of work 2^%d and more), %.1f s", min_code - 1, now_seconds() - t0);
    fprintf(stderr, "\nposproof: to go on from there: ");
    for (int i = 0; i < o->argc; i++) {
        if (i)
            fputc(' ', stderr);
        print_shell_word(stderr, o->argv[i]);
    }
    if (!o->keep) {
        fputs(" --keep ", stderr);
        print_shell_word(stderr, r->keep);
    }
    fputc('\n', stderr);
    return 128 + sig;
}

/* Solves game g from the start position st, on a board of at most
 * BOARD_MAXN vertices (any number of edges), and writes the certificate of
 * --cert; with top, the search answers the positions of top's frontier
 * from it and the certificate is a top (cmd.h solve_hook). A game that may
 * end in a draw is solved as two questions (search.h): does the first
 * player win, and if not, does the first player avoid losing. */
int run_solve(const options *o, const game *g, const spec_pos *st, const solve_hook *top, result *r)
{
    const search_family *fam = engine_family(g);
    int n = o->sp.n, first = g->first_role == 0 ? SIDE_MAKER : SIDE_BREAKER;
    char err[512] = "";
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    int threads = o->batch ? 1 : (int)(o->threads ? o->threads : default_threads());
    size_t tt_bytes = solve_table_bytes(o, fam, mem);
    /* a signal stops the search or the walk, and what they proved is
     * saved (interrupted); else it ends the run at once (on_signal) */
    int stop = o->argv && !top && !o->batch;
    set_signals(stop);

    solver s;
    board b;
    const vset *adj = o->sp.has_board ? o->sp.board.adj : NULL;
    board_init(&b, n, adj);
    /* The file is created before the search, so that a path that cannot be
     * written fails at once, not after the solve. */
    cert_writer *w = o->cert ? open_cert(o, top, &b, o->cert, o->slot) : NULL;
    if (o->cert && !w)
        return 2;
    if (solver_init(&s, fam, &o->sp.prop, n, adj, o->sp.bias_ab, tt_bytes, threads, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        temp_to_remove[o->slot] = NULL;
        cert_free(w);
        return 1;
    }
    engine_offer(&s, g);
    if (o->no_theorem)
        solver_no_theorem(&s);
    solve_prover(&s, o, fam, top, mem, tt_bytes);
    assert(!o->keep || (!top && !o->batch));
    char keep_id[1024];
    keep_game(o, g, keep_id, sizeof keep_id);
    if (o->keep) {
        double t0 = now_seconds();
        int absent = keep_load(&s.table, o->keep, keep_id, &r->kept_loaded, err, sizeof err);
        if (absent < 0) {
            fprintf(stderr, "posproof: --keep: %s: not loaded, not overwritten\n", err);
            temp_to_remove[o->slot] = NULL;
            cert_free(w);
            solver_free(&s);
            return 2;
        }
        if (!absent && !o->quiet)
            fprintf(stderr, "posproof: --keep: %zu positions loaded from %s, %.1f s\n", r->kept_loaded, o->keep,
                    now_seconds() - t0);
        else if (!o->quiet)
            fprintf(stderr, "posproof: --keep: no file %s yet: the search starts afresh\n", o->keep);
    }
    if (stop_signal)   /* before the search: nothing to save, FILE as it was */
        on_signal(stop_signal);
    /* a terminal shows one line kept up to date, unless --progress-every asks for whole lines */
    progress pr = {.start = now_seconds(), .enabled = !o->quiet && !o->batch && isatty(2) && o->progress_every < 0,
                   .keep = o->keep,
                   .keep_id = keep_id, .table = &s.table, .quiet = o->quiet};
    pr.keep_every = o->keep_every ? (double)o->keep_every : KEEP_EVERY_SECONDS;
    pr.keep_next = pr.start + pr.keep_every;
    pr.log_lines = !pr.enabled && !o->quiet && !o->batch;
    pr.log_every = o->progress_every >= 0 ? (double)o->progress_every : PROGRESS_EVERY_SECONDS;
    pr.log_next = pr.start + pr.log_every;
    if (o->seconds)
        pr.deadline = pr.start + (double)o->seconds;
    if (pr.enabled || pr.deadline > 0 || o->keep || pr.log_lines || stop) {
        s.progress = show_progress;
        s.progress_arg = &pr;
    }
    /* The hook is the search's only check (search.c: one test of a
     * counter a position, a call every progress_mask + 1 of the first
     * thread's): every 2^10 positions where it must stop soon, a slow game
     * (hc on K10: 2,500 positions a second) within half a second; its
     * lines still every 2^18 (show_every). */
    if (pr.deadline > 0 || o->keep || stop)
        s.progress_mask = (1ul << 10) - 1;
    pr.show_every = PROGRESS_POSITIONS / (s.progress_mask + 1);
    assert(pr.show_every >= 1);
    if (top && !(s.frontier = top->frontier(top->arg, g, &s))) {
        temp_to_remove[o->slot] = NULL;
        cert_free(w);
        solver_free(&s);
        return 1;
    }
    int tomove;
    position start = engine_start(g, &b, st, &tomove);
    double t0 = now_seconds();
    int move = -1;
    int value = solver_value(&s, start, tomove, &move);   /* -1: stopped at --seconds or by a signal */
    if (pr.enabled)
        fputs("\r\033[K", stderr);
    if (s.dfpn_gave_up && !o->quiet)
        fprintf(stderr, "posproof: proof-number search filled its table (%.1f MB): the "
                "depth-first search solved the game\n", (double)s.dfpn_bytes / (1 << 20));
    r->seconds = now_seconds() - t0;
    r->positions = solver_nodes(&s);
    r->threads = threads;
    if (value >= 0) {
        r->searched = 1;
        r->outcome = value == SOLVER_DRAW ? OUT_DRAW : (value == SIDE_MAKER) == (first == SIDE_MAKER) ? 0 : 1;
    }
    int saved = 0, failed = 0;   /* --keep's FILE holds what the table does */
    if (o->keep) {
        failed = save_keep(&pr);
        r->kept_saved = pr.kept;
        saved = !failed;
    }
    /* --seconds passed, a signal came (during the search or the save: the
     * run stops here), or --keep's FILE could not be written (an answer
     * still stands, without its certificate: cmd_solve) */
    if (value < 0 || stop_signal || failed) {
        assert(value >= 0 || pr.deadline > 0 || stop_signal);
        r->stopped = value < 0;
        temp_to_remove[o->slot] = NULL;
        cert_free(w);   /* no certificate */
        int rc = stop_signal ? interrupted(o, g, &pr, saved, &s, r) : failed ? 1 : SOLVE_STOPPED;
        solver_free(&s);
        return rc;
    }
    int draw = value == SOLVER_DRAW, winner = value == SIDE_MAKER ? SIDE_MAKER : SIDE_BREAKER;
    int rc = 0;
    if (top && top->searched(top->arg, draw) != 0) {
        temp_to_remove[o->slot] = NULL;
        cert_free(w);
        solver_free(&s);
        return 1;
    }
    /* --batch --only-wins: no certificate for a board that ROLE does not win (cmd_batch.c) */
    int certify = o->cert && (!o->only_wins || strcmp(draw ? "none" : game_role(g, r->outcome), o->only_wins) == 0);
    if (o->cert && !certify) {
        temp_to_remove[o->slot] = NULL;
        cert_free(w);
    }
    if (certify) {
        double t1 = now_seconds();
        if (!draw) {
            r->ncerts = 1;
            snprintf(r->path[0], sizeof r->path[0], "%s", o->cert);
            rc = write_cert(o, top, g, &s, start, st, tomove, first, winner, 0, w, o->cert, mem, o->slot,
                            r, &pr, &r->cs[0]);
        } else {
            /* Two files instead of FILE. The first player's half under the
             * question just answered, the second's under the first one
             * (side 1 kept side 0 from winning). */
            temp_to_remove[o->slot] = NULL;
            cert_free(w);
            r->ncerts = 2;
            for (int p = 0; p < 2 && rc == 0; p++) {
                draw_path(o->cert, p == 0 ? "first" : "second", r->path[p], sizeof r->path[p]);
                if (p == 1)
                    solver_set_draw(&s, SIDE_BREAKER);
                cert_writer *wp = open_cert(o, top, &b, r->path[p], o->slot + p);
                rc = !wp ? 2
                         : write_cert(o, top, g, &s, start, st, tomove, first, p == 0 ? SIDE_MAKER : SIDE_BREAKER, 1,
                                      wp, r->path[p], mem, o->slot + p, r, &pr, &r->cs[p]);
                if (p == 0 && rc == 0)
                    temp_to_remove[o->slot] = r->path[0];   /* a signal during the second half removes the first */
            }
            temp_to_remove[o->slot] = NULL;
            if (rc != 0 && r->path[1][0])
                unlink(r->path[0]);   /* half a proof of the draw is no proof */
        }
        r->cert_seconds = now_seconds() - t1;
        r->cert_positions = solver_nodes(&s) - r->positions;
        if (rc != 0)
            r->ncerts = 0;
    }
    if (stop_signal)   /* it came during the walk (which stopped) or as a certificate was finished (it stands) */
        rc = interrupted(o, g, &pr, 0, &s, r);
    solver_free(&s);
    return rc;
}

/* FILE with ".first"/".second" before a ".cert" extension (or appended). */
static void draw_path(const char *file, const char *who, char *out, size_t len)
{
    size_t l = strlen(file);
    if (l > 5 && strcmp(file + l - 5, ".cert") == 0)
        snprintf(out, len, "%.*s.%s.cert", (int)(l - 5), file, who);
    else
        snprintf(out, len, "%s.%s", file, who);
}

const char *result_name(int outcome)
{
    return outcome == OUT_DRAW ? "draw" : outcome == 0 ? "first-player-win" : "second-player-win";
}

/* " from the position Maker 0-1,2-3; Breaker 1-2 (Breaker to move)" */
static void print_start_text(const spec *sp, const game *g, const spec_pos *start)
{
    char words[2400];
    spec_start_words(sp, g, start, words, sizeof words);
    printf(" from the position %s", words);
}

/* "start": {"maker": "0-1,2-3", "breaker": "1-2", "to_move": "breaker", "moves_made": 0, "header": "..."} */
void print_start_json(const spec *sp, const game *g, const spec_pos *start)
{
    const char *names[2];
    int states[2], k = spec_start_names(sp, names, states);
    char list[1024], hex[64];
    printf(", \"start\": {");
    for (int i = 0; i < k; i++) {
        spec_start_pairs(g->fam, start, states[i], list);
        printf("%s\"%s\": \"%s\"", i ? ", " : "", names[i], list);
    }
    spec_start_hex(start, hex);
    printf(", \"to_move\": \"%s\", \"moves_made\": %d, \"header\": \"%s\"}", game_role(g, start->mover), start->done,
           hex);
}

void print_game_name(const spec *sp, const game *g)
{
    char board[48];
    spec_board_name(sp, board);
    if (sp->fam->chosen == FAMILY_BY_GAME) {   /* ramsey avoid H=K3 K6, subh K5, shared normal property=conn K5 */
        printf("%s", sp->game);
        if (sp->rule_name[0])
            printf(" %s", sp->rule_name);
        if (sp->H)
            printf(" H=%s", sp->H);
        if (sp->property)
            printf(" property=%s", sp->property);
        printf(" K%d", g->n);
    } else {
        printf("%s %s on %s", family_word(g->fam), sp->game, board);
        if (g->bias[0] != 1 || g->bias[1] != 1)
            printf(" bias %d:%d", g->bias[0], g->bias[1]);
        if (g->fam->first == FIRST_OFFERER) {   /* "(offers of exactly 3, the leftover to Waiter)" */
            char conv[96];
            offer_convention(g, conv, sizeof conv);
            printf(" (%s)", conv);
        }
    }
}

/* One line (or JSON object) for one solve, from start. */
static void print_result(const options *o, const game *g, const spec_pos *start, const result *r)
{
    const spec *sp = &o->sp;
    const char *winner = r->outcome == OUT_DRAW ? NULL : game_role(g, r->outcome);
    const char *creator = g->first_role == 0 ? "first" : "second";
    if (o->json) {
        json_game(sp, g);
        if (sp->has_start)
            print_start_json(sp, g, start);
        printf(", \"result\": \"%s\"", r->stopped ? "stopped" : result_name(r->outcome));
        if (winner && !r->stopped)
            printf(", \"winner\": \"%s\"", winner);
        printf(", \"positions\": %lu, \"seconds\": %.3f, \"threads\": %d", r->positions, r->seconds, r->threads);
        if (r->interrupted)
            printf(", \"interrupted\": true");
        if (o->keep || r->keep[0])
            printf(", \"keep_loaded\": %zu, \"keep_saved\": %zu", r->kept_loaded, r->kept_saved);
        if (r->keep[0]) {   /* interrupted: the file saved */
            printf(", \"keep\": ");
            json_string(r->keep);
        }
        if (r->ncerts == 1) {
            printf(", \"cert\": ");
            json_string(r->path[0]);
            printf(", \"cert_entries\": %zu, \"cert_bytes\": %zu, \"cert_seconds\": %.3f", r->cs[0].entries,
                   r->cs[0].file_bytes, r->cert_seconds);
            printf(", \"cert_positions\": %lu", r->cert_positions);
        } else if (r->ncerts == 2) {
            printf(", \"certs\": [");
            json_string(r->path[0]);
            printf(", ");
            json_string(r->path[1]);
            printf("], \"cert_entries\": %zu, \"cert_bytes\": %zu, \"cert_seconds\": %.3f",
                   r->cs[0].entries + r->cs[1].entries, r->cs[0].file_bytes + r->cs[1].file_bytes, r->cert_seconds);
        }
        printf("}\n");
        return;
    }
    print_game_name(sp, g);
    if (sp->has_start)
        print_start_text(sp, g, start);
    putchar(':');
    if (sp->fam->first == FIRST_CREATOR)
        printf(" creator=%s", creator);
    if (r->stopped && r->interrupted) {
        printf(" first=%s interrupted without an answer (%lu positions, %.2f s)\n", game_role(g, 0), r->positions,
               r->seconds);
        return;
    }
    if (r->stopped) {
        printf(" first=%s stopped after %ld s without an answer (%lu positions, %.2f s)\n", game_role(g, 0),
               o->seconds, r->positions, r->seconds);
        return;
    }
    printf(" first=%s result=%s winner=%s (%lu positions, %.2f s", game_role(g, 0), result_name(r->outcome),
           winner ? winner : "none", r->positions, r->seconds);
    for (int i = 0; i < r->ncerts; i++)
        printf("; certificate %s: %zu entries, %zu bytes", r->path[i], r->cs[i].entries, r->cs[i].file_bytes);
    printf(")\n");
}

/* FILE with ".A-B" for bias A:B before a ".cert" extension (or appended). */
static void bias_path(const char *file, const int bias[2], char *out, size_t len)
{
    char who[16];
    snprintf(who, sizeof who, "%d-%d", bias[0], bias[1]);
    draw_path(file, who, out, len);
}

/* --bias A:B..C:D: each starter solved at each bias of the range (one
 * side's count varies), a line each, then the threshold: where the winner
 * changes. With --cert, the certificates of the two biases on either side
 * of a single change, FILE.A-B.cert each. 0, or an exit status. */
static int solve_range(options *o)
{
    spec *sp = &o->sp;
    int k = sp->bias_to[0] != sp->bias_ab[0] ? 0 : 1, lo = sp->bias_ab[k], hi = sp->bias_to[k];
    const char *cert = o->cert;
    char err[512], path[4200];
    game g0;
    sp->bias_ab[k] = hi;   /* the range's last bias is a game too (an offer family's q <= 7), before any solve */
    int bad = spec_game(sp, sp->roles[0], &g0, err, sizeof err);
    sp->bias_ab[k] = lo;
    if (bad)
        return die_usage("%s", err);
    o->cert = NULL;
    for (int i = 0; i < sp->nroles; i++) {
        int winner[BIAS_MAX + 1], changes = 0, at = 0;
        game g;
        for (int b = lo; b <= hi; b++) {
            sp->bias_ab[k] = b;
            if (spec_game(sp, sp->roles[i], &g, err, sizeof err) != 0)
                return die_usage("%s", err);
            spec_pos start = spec_start(sp, &g);
            result r;
            memset(&r, 0, sizeof r);
            int rc = run_solve(o, &g, &start, NULL, &r);
            if (rc == SOLVE_STOPPED)
                print_result(o, &g, &start, &r);
            if (rc)
                return rc;
            print_result(o, &g, &start, &r);
            fflush(stdout);
            /* the winner as a role of the family (0, 1), or 2: a draw */
            winner[b] = r.outcome == OUT_DRAW ? 2 : r.outcome == 0 ? g.first_role : 1 - g.first_role;
            if (b > lo && winner[b] != winner[b - 1]) {
                changes++;
                at = b;
            }
        }
        const char *first = g.fam->role[g.first_role];
        int bias[2] = {sp->bias_ab[0], sp->bias_ab[1]};
        char words[600];
        size_t len = 0;
        words[0] = 0;
        for (int b = lo; b <= hi; b++) {   /* "maker wins 1:1 to 1:2, breaker from 1:3 to 1:8" */
            if (b > lo && winner[b] == winner[b - 1])
                continue;
            int end = b;
            while (end < hi && winner[end + 1] == winner[b])
                end++;
            bias[k] = b;
            len += (size_t)snprintf(words + len, sizeof words - len, "%s%s %s %d:%d", len ? "; " : "",
                                    winner[b] == 2 ? "a draw" : g.fam->role[winner[b]],
                                    winner[b] == 2 ? "at" : "wins at", bias[0], bias[1]);
            bias[k] = end;
            if (end > b)
                len += (size_t)snprintf(words + len, sizeof words - len, " to %d:%d", bias[0], bias[1]);
        }
        if (o->json) {
            printf("{\"threshold\": {\"first\": \"%s\", \"side\": %d, \"changes\": %d", first, k, changes);
            if (changes == 1) {
                bias[k] = at;
                printf(", \"at\": \"%d:%d\"", bias[0], bias[1]);
            }
            printf(", \"words\": ");
            json_string(words);
            printf("}}\n");
        } else
            printf("threshold, %s first: %s%s\n", first, words,
                   changes > 1 ? " (not monotone in the bias)" : changes == 0 ? " (no change in this range)" : "");
        for (int b = at - 1; cert && changes == 1 && b <= at; b++) {   /* both sides of the threshold */
            sp->bias_ab[k] = b;
            bias[k] = b;
            bias_path(cert, bias, path, sizeof path);
            if (spec_game(sp, sp->roles[i], &g, err, sizeof err) != 0)
                return die_usage("%s", err);
            spec_pos start = spec_start(sp, &g);
            result r;
            memset(&r, 0, sizeof r);
            o->cert = path;
            int rc = run_solve(o, &g, &start, NULL, &r);
            o->cert = NULL;
            if (rc)
                return rc;
            for (int c = 0; c < r.ncerts && !o->json; c++)
                printf("certificate %s: %zu entries, %zu bytes (%s first, bias %d:%d)\n", r.path[c], r.cs[c].entries,
                       r.cs[c].file_bytes, first, bias[0], bias[1]);
        }
    }
    return 0;
}

/* solve --estimate: estimate's line for each side, on one stderr line,
 * in estimate's default time. 0, or 1 after a message. */
static int print_estimate_line(const options *o, const game *g, const spec_pos *start)
{
    char words[2][1024], err[512];
    double seconds = ESTIMATE_SECONDS, rate = estimate_rate(o, g, start, seconds / ESTIMATE_CALIBRATION_SHARE, err,
                                                           sizeof err);
    for (int side = 0; side < 2 && rate >= 0; side++) {
        estimate e;
        if (estimate_game(o, g, start, side, seconds * (1 - 1.0 / ESTIMATE_CALIBRATION_SHARE) / 2, 0, &e, err,
                          sizeof err) != 0)
            rate = -1;
        e.rate = rate;
        estimate_words(g, &e, words[side], sizeof words[side]);
    }
    if (rate < 0) {
        fprintf(stderr, "posproof: estimate: %s\n", err);
        return 1;
    }
    fprintf(stderr, "posproof: estimate, first=%s: %s; %s\n", game_role(g, 0), words[0], words[1]);
    return 0;
}

/* posproof solve: each starting player asked, one line (or JSON object)
 * a solve. */
int cmd_solve(int argc, char **argv)
{
    options o;
    char err[512];
    int rc = command_options(argc, argv, &o);
    if (rc)
        return rc;
    int stopped = 0;
    if (o.batch && o.seconds)
        return die_usage("--seconds stops one solve: it does not apply to --batch");
    if (o.batch && o.keep)
        return die_usage("--keep keeps the table of one game: it does not apply to --batch");
    if (o.keep_every && !o.keep)
        return die_usage("--keep-every applies with --keep only");
    if (o.batch && o.progress_every >= 0)
        return die_usage("--progress-every is for one solve: --batch prints a line a board instead");
    if (o.keep && (o.sp.bias_to[0] != o.sp.bias_ab[0] || o.sp.bias_to[1] != o.sp.bias_ab[1]))
        return die_usage("--keep keeps the table of one game: it does not apply to a range of biases");
    if (o.batch)
        return cmd_batch(&o, argv);
    if (o.sp.n < o.sp.fam->min_n)
        return die_usage("%s is solved for n >= %d (%s)", o.sp.fam->name, o.sp.fam->min_n, o.sp.fam->min_n_why);
    if (o.sp.bias_to[0] != o.sp.bias_ab[0] || o.sp.bias_to[1] != o.sp.bias_ab[1])
        return solve_range(&o);
    o.argv = argv;   /* a signal stops the solve, which saves and says how to go on (run_solve) */
    o.argc = argc;
    for (int i = 0; i < o.sp.nroles; i++) {
        game g;
        if (spec_game(&o.sp, o.sp.roles[i], &g, err, sizeof err) != 0)
            return die_usage("%s", err);
        result r;
        memset(&r, 0, sizeof r);
        spec_pos start = spec_start(&o.sp, &g);
        if (o.show_estimate && (rc = print_estimate_line(&o, &g, &start)) != 0)
            return rc;
        rc = run_solve(&o, &g, &start, NULL, &r);
        if (r.interrupted) {   /* the line of what it got to, and the end of the run, by the signal */
            print_result(&o, &g, &start, &r);
            return solve_exit_signal(r.interrupted);
        }
        if (rc == SOLVE_STOPPED) {   /* the other starter is still asked */
            print_result(&o, &g, &start, &r);
            fflush(stdout);
            stopped = 1;
            continue;
        }
        if (rc && r.searched) {   /* the answer stands, without the certificate whose failure stderr names */
            r.ncerts = 0;
            print_result(&o, &g, &start, &r);
        }
        if (rc)
            return rc;
        print_result(&o, &g, &start, &r);
        fflush(stdout);
    }
    return stopped ? SOLVE_STOPPED : 0;
}
