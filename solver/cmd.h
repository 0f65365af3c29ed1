/* cmd.h: what the files of posproof's commands share (main.c has the
 * command table, options.c the options and the help; one file a command:
 * cmd_solve.c, cmd_batch.c, cmd_count.c, cmd_key.c, cmd_cert.c for show,
 * dump and play, cmd_split.c, cmd_shard.c, cmd_merge.c, cmd_status.c; cmd.c
 * the helpers below).
 *
 * A command is int cmd_NAME(argc, argv), argv[1] its name; it returns the
 * exit status: 0 success; 1 the run failed (out of memory, I/O error);
 * 2 bad usage or bad input; 3 a solve stopped at --seconds (a solve or
 * shard stopped by a signal dies of it: solve_exit_signal). Errors are
 * one line on stderr,
 * "posproof: " first.
 */
#ifndef POSPROOF_CMD_H
#define POSPROOF_CMD_H

#include "../certs/cert.h"
#include "search.h"
#include "shard.h"
#include "spec.h"

#include <stddef.h>
#include <stdint.h>

#define VERSION POSPROOF_VERSION   /* the file VERSION, from the Makefile */

/* The help: `posproof --help` prints all of it, `posproof COMMAND --help`
 * the command's part. docs/usage.md, "Command line", says the same (tests/63-options.t
 * compares the synopses). */
#define SOLVE_USAGE                                                                    \
    "posproof solve GAME [--first ROLE | --creator first|second] [POSITION]\n"        \
    "                      [--cert FILE] [--finish 0|1] [--json] [--mem MB]\n"         \
    "                      [--threads N] [--quiet] [--no-theorem] [--seconds S]\n"       \
    "                      [--keep FILE [--keep-every S]] [--progress-every S]\n"      \
    "                      [--prover auto|dfpn|search]\n"
#define BATCH_USAGE                                                                    \
    "posproof solve GAME --batch [--first ROLE] [--only-wins ROLE] [--cert-dir DIR]\n" \
    "                      [--finish 0|1] [--json | --output graph6] [--mem MB]\n"    \
    "                      [--threads N] [--quiet] [--no-theorem] [--prover auto|dfpn|search]\n"
#define COUNT_USAGE "posproof count GAME [--whole-board] [--json] [--mem MB]\n"
#define KEY_USAGE                                                                      \
    "posproof key GAME [--first ROLE | --creator first|second] [POSITION]\n"          \
    "                      [--kind KIND]\n"                                             \
    "       posproof key --game ham|hp|fhp|conn|pm --n N [--maker PAIRS] [--breaker PAIRS]\n"
#define SHOW_USAGE \
    "posproof show CERT [--after MOVES] [--depth K | --line] [--dot FILE | --svg FILE | --json] [--layout circle|standard]\n"
#define MOVES_USAGE                                                                    \
    "posproof moves GAME [--first ROLE | --creator first|second] [POSITION] [--after MOVES]\n" \
    "                      [--cert-dir DIR] [--json] [--mem MB] [--threads N] [--no-theorem]\n" \
    "                      [--prover auto|dfpn|search]\n"
#define DUMP_USAGE "posproof dump CERT [--json]\n"
#define PLAY_USAGE "posproof play CERT\n"
#define SPLIT_USAGE                                                                    \
    "posproof split GAME --first ROLE [POSITION] (--depth D | --shards N) --out DIR\n"  \
    "                      [--estimate K] [--finish 0|1] [--mem MB]\n"
#define SHARD_USAGE \
    "posproof shard DIR K [--threads N] [--mem MB] [--quiet] [--keep FILE [--keep-every S]] [--progress-every S]\n"
#define MERGE_USAGE "posproof merge DIR --cert TOP [--single FILE] [--threads N] [--mem MB] [--quiet]\n"
#define STATUS_USAGE "posproof status DIR\n"
#define ESTIMATE_USAGE                                                                 \
    "posproof estimate GAME [--first ROLE | --creator first|second] [POSITION]\n"     \
    "                      [--winner ROLE] [--depth D] [--samples N] [--seconds S]\n" \
    "                      [--json] [--mem MB] [--no-theorem]\n"

/* The commands (main.c's table). */
int cmd_solve(int argc, char **argv);    /* cmd_solve.c; --batch: cmd_batch */
int cmd_count(int argc, char **argv);    /* cmd_count.c */
int cmd_key(int argc, char **argv);      /* cmd_key.c */
int cmd_moves(int argc, char **argv);    /* cmd_moves.c */
int cmd_show(int argc, char **argv);     /* cmd_cert.c */
int cmd_dump(int argc, char **argv);     /* cmd_cert.c */
int cmd_play(int argc, char **argv);     /* cmd_cert.c */
int cmd_split(int argc, char **argv);    /* cmd_split.c */
int cmd_shard(int argc, char **argv);    /* cmd_shard.c */
int cmd_merge(int argc, char **argv);    /* cmd_merge.c */
int cmd_status(int argc, char **argv);   /* cmd_status.c */
int cmd_estimate(int argc, char **argv); /* cmd_estimate.c */
int cmd_help(int argc, char **argv);     /* options.c: --help, -h, help */
int cmd_version(int argc, char **argv);  /* options.c: --version */

/* The options of every command (options.c), as read_options fills them
 * from the options table: a flag sets an int, a number is a long, other
 * values are their text (NULL when not given). */
typedef struct options {
    const char *command;     /* argv[1] */
    uint64_t given;          /* a bit a row of the options table */
    spec sp;                 /* the game flags and the start (spec.h) */
    long n;                  /* --n, or -1 (then sp.n, by parse_options) */
    const char *cert;
    const char *keep;        /* solve: --keep FILE (keep.h) */
    long keep_every;         /* solve: --keep-every S (0: KEEP_EVERY_SECONDS) */
    long progress_every;     /* solve: --progress-every S (-1: PROGRESS_EVERY_SECONDS) */
    const char *cert_dir, *only_wins;   /* --batch: --cert-dir, --only-wins */
    const char *output;      /* --batch: --output graph6 */
    int json, quiet, batch, whole_board, finish_given;
    int no_theorem;          /* --no-theorem: the search alone (search.h, solver.theorem) */
    const char *prover;      /* solve, moves: --prover auto|dfpn|search (NULL: auto; cmd_solve.c solve_prover) */
    int legacy_key;          /* key: the old form (key.h) */
    const char *kind;        /* key: --kind */
    long mem_mb, threads, finish;
    int slot;                /* the first of this solve's two temp slots (cmd_solve.c) */
    /* solve, shard: the command line, which an interrupted solve prints
     * (with --keep FILE) as the command that goes on from what it saved
     * (cmd_solve.c, run_solve); NULL: a signal ends the run at once */
    char **argv;
    int argc;
    const char *out;         /* split: --out DIR */
    long depth, estimate;    /* split: --depth, --estimate; show: --depth */
    long shards;             /* split: --shards (the least depth with as many) */
    const char *after, *dot, *svg;   /* show: --after, --dot, --svg */
    const char *layout;      /* show: --layout circle|standard */
    int line;                /* show: --line */
    const char *single;      /* merge: --single FILE */
    int show_estimate;       /* solve: --estimate */
    const char *winner;      /* estimate: --winner ROLE */
    long samples, seconds;   /* estimate: --samples, --seconds (0: not given) */
} options;

/* A row of the options table (options.c): an option, the name of its
 * value (NULL: a flag), the commands that take it, its group, the range
 * of a number (hi > 0) and where its value goes in options. */
enum {
    OPT_GAME = 1,   /* a game flag: kept in a split's manifest */
    OPT_START,      /* the start position (POSITION): kept, and replaced by a shard's own */
    OPT_KEPT        /* another option kept in the manifest (--finish) */
};
typedef struct option_def {
    const char *name, *arg;
    unsigned commands;
    int group;
    long lo, hi;
    size_t at;
    const char *help;
} option_def;

/* The first row of the option name, or NULL if posproof has none. */
const option_def *option_named(const char *name);
/* Empty options of command (no option given). */
void options_init(options *o, const char *command);
/* Reads argv[from..], the options of o->command, into o (options_init
 * first): each must be an option of the command, at most once, with its
 * value in range. 0, or 2 after a message. */
int read_options(int argc, char **argv, int from, options *o);
/* Whether option name was given. */
int option_given(const options *o, const char *name);
/* Parses argv[2..] for the command argv[1] (solve, count, key or split)
 * into o and resolves the game. 0, or 2 after a message. */
int parse_options(int argc, char **argv, options *o);
/* parse_options, then a board of more than BOARD_MAXN vertices hands the
 * command line to posproof-wide (--batch hands over the rest of its input
 * itself: cmd_batch.c). 0, or an exit status after a message. */
int command_options(int argc, char **argv, options *o);
/* Whether --help (-h) is among the options of a command. */
int wants_help(int argc, char **argv);
/* Prints the help of command (NULL: all of it; shard, merge and status
 * have split's) on stdout. */
void print_help(const char *command);

/* What one solve found. */
typedef struct result {
    int outcome;                 /* winning player index (0 first, 1 second) or OUT_DRAW */
    unsigned long positions;
    unsigned long cert_positions;   /* searched again by the strategy walk */
    double seconds, cert_seconds;
    int threads;
    int ncerts;
    int searched;                /* the search ended: outcome and positions hold, whatever the certificate did */
    int stopped;                 /* stopped without an answer (positions, seconds hold) */
    int interrupted;             /* stopped by this signal (SIGINT, SIGTERM, SIGHUP; o->argv set), or 0 */
    size_t kept_loaded, kept_saved;   /* --keep: entries loaded, saved */
    char keep[4200];             /* interrupted: the keep file saved (--keep's, or the default), or "" */
    char path[2][4096];
    cert_stats cs[2];
} result;

/* A hook of run_solve for a sharded proof's top (cmd_merge.c gives it):
 * the search answers the positions of a frontier from it, and the
 * certificate is a top (FORMAT.md 6.4: layered-v2 keys, header start,
 * assumptions). Each function gets arg. */
typedef struct solve_hook {
    void *arg;
    /* The frontier for the solver s of g (it stays the hook's): NULL
     * after a message. */
    solver_frontier *(*frontier)(void *arg, const game *g, solver *s);
    /* After the search (draw: the game is a draw): 0, or -1 after a
     * message (the solve fails). */
    int (*searched)(void *arg, int draw);
    /* Once the certificate's header is set in w: 0 to finish it, 1 to
     * leave it unfinished (its temporary file goes), -1 with the message
     * in err or w's. */
    int (*assume)(void *arg, cert_writer *w, char *err, size_t errlen);
} solve_hook;

/* Sets the search that proves game family fam (search.h solver.prover,
 * dfpn_bytes) for the options o: --prover dfpn or search as asked; auto
 * (the default) takes proof-number search where it makes much smaller
 * certificates (BENCHMARKS.md, "Proof-number search as the certificate
 * maker"): Maker-Breaker for h:H (Ramsey weak-achieve is that game) with
 * bias 1:1 when a certificate is written (o->cert). A merge's or shard's
 * top (top not NULL) is searched by search(). Its table: a quarter of mem
 * megabytes, at most tt_bytes (solve_table_bytes). */
void solve_prover(solver *s, const options *o, const search_family *fam, const solve_hook *top, long mem, size_t tt_bytes);
/* Solves game g from the start position st (cmd_solve.c) as o says,
 * writing the certificate of o->cert; top NULL, or the hook of a top. 0,
 * SOLVE_STOPPED (--seconds passed: r->stopped, no message, no
 * certificate), 128 + a signal's number (o->argv set and a signal came:
 * r->interrupted, the search or the walk stopped, what they proved saved
 * to r->keep, and stderr has said so and how to go on: the caller prints
 * its line and ends with solve_exit_signal), or an exit status after a
 * message. */
#define SOLVE_STOPPED 3
int run_solve(const options *o, const game *g, const spec_pos *st, const solve_hook *top, result *r);
/* Ends the program by signal sig, as its default action does (the shell's
 * status 128 + sig), stdout flushed first; returns 128 + sig only if the
 * signal does not end it. */
int solve_exit_signal(int sig);
/* The transposition table's bytes for a solve of o's game (engine family
 * fam) within mem megabytes: half of mem, no more than the game's size
 * needs (cmd_solve.c). */
size_t solve_table_bytes(const options *o, const search_family *fam, long mem);
/* The game's words that begin solve's line: "maker-breaker ham on K8",
 * "ramsey misere H=K3 K6", "subh K7", "shared avoid property=h:K3 K11"
 * (cmd_solve.c), on stdout. */
void print_game_name(const spec *sp, const game *g);
/* "first-player-win", "second-player-win" or "draw" (cmd_solve.c). */
const char *result_name(int outcome);
/* The JSON member ', "start": {FLAG: PAIRS, ..., "to_move", "moves_made",
 * "header"}' of the position start, header its spelling as a header start
 * (FORMAT.md 3.4, posproof-check --start), on stdout (cmd_solve.c): every
 * --json output that names a position names it so. */
void print_start_json(const spec *sp, const game *g, const spec_pos *start);
/* posproof solve --batch (cmd_batch.c), its options parsed from argv. */
int cmd_batch(options *o, char **argv);

/* An estimate of a one-thread solve (cmd_estimate.c, which says how each
 * figure is made). */
typedef struct estimate {
    int side;                /* the side assumed to win (search.h) */
    int depth;               /* the frontier: moves from the start */
    size_t shards, solved, agree;   /* the last top's frontier classes; solved to their end; won by side */
    int stopped;             /* the last shard solved was stopped at the time limit */
    int projected;           /* the last top's shards not solved: at the costs of the round before */
    size_t fresh;            /* ... of which new, at the round's mean */
    int questions;           /* 2: solve's two questions of a game with draws, added up (else 0) */
    int converged;           /* every shard of the last top solved, with the value it gave them: the search's count */
    int rounds;              /* runs of the top, each with the values of the shards of the one before */
    int theorem;             /* 1: the property's theorem decides the game (search.h): positions are exact */
    double top, sampled;     /* positions of the last top and of its shards solved */
    double positions, low, high;    /* the estimate and its interval */
    double rate;             /* positions a second, one thread (estimate_rate; set by the caller) */
    double late;             /* mean cost of the later half of the shards solved over the earlier's */
    double elapsed;          /* seconds the estimate took */
    int verdict;             /* END_MAKER or END_BREAKER: the side that wins for certain, by a run of the
                              * top (estimate_game says when); END_NONE: not known from this estimate */
    int verdict_how;         /* how it is known: ESTIMATE_BY_* */
    int verdict_depth;       /* the frontier of the top run that showed it */
} estimate;
/* How an estimate knows its verdict: the top met no shard (the search ran
 * to the end of every play); the top met only shards already solved (it
 * is solve's own search); the top gave the other side the win although
 * every shard not solved counted as the assumed side's; the property's
 * theorem decided every position. */
enum { ESTIMATE_BY_END = 1, ESTIMATE_BY_SOLVED, ESTIMATE_BY_BOUND, ESTIMATE_BY_THEOREM };
/* Estimates the solve of game g of o from st if side wins, within seconds
 * and at most samples shards (0: no limit), the frontier o->depth moves
 * deep (0: chosen); all but e->rate. 0, or -1 with err. */
int estimate_game(const options *o, const game *g, const spec_pos *st, int side, double seconds, long samples,
                  estimate *e, char *err, size_t errlen);
/* Positions a second of the search of game g of o from st, run on one
 * thread for about seconds (to its end if sooner); -1 with err. */
double estimate_rate(const options *o, const game *g, const spec_pos *st, double seconds, char *err, size_t errlen);
/* e in words, from "if ROLE wins: ..." (no newline). */
void estimate_words(const game *g, const estimate *e, char *out, size_t len);

/* The helpers (cmd.c). */
__attribute__((format(printf, 1, 2))) int die_usage(const char *fmt, ...);   /* the message; returns 2 */
int one_of(const char *s, const char *const *list);   /* s in the NULL-terminated list */
int parse_int(const char *s, long lo, long hi, long *out);   /* 0, or -1 if no number from lo to hi */
int mkdir_p(const char *path);   /* 0, or -1 with errno set */
int default_threads(void);       /* the processors online, 1 to THREADS_MAX */
double now_seconds(void);        /* a monotonic clock, in seconds */
long default_mem_mb(void);       /* a quarter of physical memory */
void json_string(const char *s); /* s as a JSON string on stdout */
int self_path(char *out, size_t len);   /* this program's absolute path: 0, or -1 if unknown */
/* The game's fields of a JSON object, its "{" included: game, rule,
 * property or H, board, n, bias, first (Subh: creator). */
void json_game(const spec *sp, const game *g);
/* A solver for enumerating g's positions (count, split) on one thread
 * with a small table, and the start position with its turn. 0, or -1
 * after a message. */
int enumerating_solver(const options *o, const game *g, solver *s, position *start, int *tomove);
#ifndef POSPROOF_WIDE
/* The path of posproof-wide, beside this program, into out (len bytes):
 * 0, or -1 if this program's path is unknown. */
int wide_path(char *out, size_t len);
/* Hands the run to posproof-wide beside this program; returns only if it
 * cannot be started. */
void hand_to_wide(char **argv);
#endif

/* The files of a sharded proof, as the commands read them (cmd_shard.c
 * says more). */
/* Shard k's certificate(s) in dir: 1 done, 0 not done, -1 damaged (err). */
int shard_done(const char *dir, const shard_manifest *m, size_t k, int hash, shard_cert *c, int *draw, char *name,
               char *err, size_t errlen);
/* The options and game of shard k (0: the top). 0, or an exit status. */
int shard_game(const shard_manifest *m, size_t k, const char *const *extra, char **cmdline, options *o, game *g,
               char **buf);
/* The options of shard or merge (argv[from..]) into o, and copied but
 * for --single into extra (room for DIR_EXTRA), NULL-terminated: their
 * count, or -1 after a message. */
#define DIR_EXTRA 16
int dir_args(int argc, char **argv, int from, options *o, const char **extra);
/* The number after "key": in a shard's JSON text, or -1. */
double json_number(const char *text, const char *key);
/* DIR/NAME.json into text (4096 bytes): 0 or -1. */
int read_shard_json(const char *dir, const char *name, char *text);
/* The shards a proof of either side needs first, none being done
 * (cmd_merge.c, for split). 0, or an exit status. */
int merge_plan_all(const options *o, const game *g, const char *dir, const shard_manifest *m);

#endif
