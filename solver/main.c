/* main.c: the posproof command (print_help below has the whole grammar).
 *
 * Every game (Maker-Breaker, Avoider-Enforcer, shared-graph, Ramsey and
 * Subh; bias up to SOLVER_MAXQ:SOLVER_MAXQ) on a board of at most
 * BOARD_MAXN vertices goes to the one engine: search.h solves, extract.h
 * walks the strategy into a certificate (keys layered-3state-v1 where
 * FORMAT.md allows them, oriented-v2 for Subh, else layered-v2), count.h
 * counts positions. A larger board (up to 16 vertices) is handed to
 * posproof-wide, the same program built with 128-bit pair sets (board.h).
 * A solve may start from a position (spec.h: --maker, --red, ...,
 * FORMAT.md 3.4), and a certificate from a position other than the empty
 * one gets the header start (format version 3).
 *
 * Exit status: 0 success; 1 the run failed (out of memory, I/O error,
 * interrupted); 2 bad usage or bad input. Errors are one line on stderr.
 */
#include "../certs/cert.h"
#include "../certs/cert_read.h"
#include "count.h"
#include "dump.h"
#include "engine.h"
#include "extract.h"
#include "key.h"
#include "play.h"
#include "search.h"
#include "shard.h"
#include "show.h"
#include "spec.h"

#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define VERSION POSPROOF_VERSION   /* the file VERSION, from the Makefile */
_Static_assert(SPEC_MAXQ == SOLVER_MAXQ, "spec.h accepts the biases search.h plays");

/* Certificates leave the winner's one-move wins to the checker (FORMAT.md
 * 6.3, header finish); BENCHMARKS.md has the measurements. */
#define DEFAULT_FINISH 1

/* The help: `posproof --help` prints all of it, `posproof COMMAND --help`
 * the command's part. README "Command line" says the same (tests/63-options.t
 * compares the synopses). */
#define SOLVE_USAGE                                                                    \
    "posproof solve GAME [--first ROLE | --creator first|second] [POSITION]\n"        \
    "                      [--cert FILE] [--finish 0|1] [--json] [--mem MB]\n"         \
    "                      [--threads N] [--quiet]\n"
#define BATCH_USAGE                                                                    \
    "posproof solve GAME --batch [--first ROLE] [--only-wins ROLE] [--cert-dir DIR]\n" \
    "                      [--finish 0|1] [--json] [--mem MB] [--threads N] [--quiet]\n"
#define COUNT_USAGE "posproof count GAME [--whole-board] [--json] [--mem MB]\n"
#define KEY_USAGE                                                                      \
    "posproof key GAME [--first ROLE | --creator first|second] [POSITION]\n"          \
    "                      [--kind KIND]\n"                                             \
    "       posproof key --game ham|hp|fhp|conn|pm --n N [--maker PAIRS] [--breaker PAIRS]\n"
#define SHOW_USAGE "posproof show CERT [--after MOVES] [--depth K | --line] [--dot FILE | --svg FILE]\n"
#define DUMP_USAGE "posproof dump CERT [--json]\n"
#define PLAY_USAGE "posproof play CERT\n"
#define SPLIT_USAGE                                                                    \
    "posproof split GAME --first ROLE [POSITION] (--depth D | --shards N) --out DIR\n"  \
    "                      [--estimate K] [--finish 0|1] [--mem MB]\n"
#define SHARD_USAGE "posproof shard DIR K [--threads N] [--mem MB] [--quiet]\n"
#define MERGE_USAGE "posproof merge DIR --cert TOP [--single FILE] [--threads N] [--mem MB] [--quiet]\n"
#define STATUS_USAGE "posproof status DIR\n"

static const char intro_text[] =
    "Decides a game played on the edges of a graph and, with --cert, writes the\n"
    "winning strategy as a certificate (certs/FORMAT.md) that posproof-check\n"
    "verifies independently.\n";

static const char game_text[] =
    "GAME is one of:\n"
    "\n"
    "  --game P [--rule maker-breaker|avoider-enforcer] (--n N | --board GRAPH |\n"
    "         --board-file FILE) [--first maker|breaker|avoider|enforcer] [--bias A:B]\n"
    "      Maker-Breaker (default) or Avoider-Enforcer for property P on K_n or on\n"
    "      a board GRAPH of at most 16 vertices (up to 120 edges); FILE holds one\n"
    "      line, a GRAPH. P is one of\n"
    "        ham   Hamiltonian cycle          hp    Hamiltonian path\n"
    "        fhp   Hamiltonian path from vertex 0 to vertex 1\n"
    "        hc    Hamilton-connected         conn  connected\n"
    "        pm    perfect matching           cycle contains a cycle\n"
    "        arboricity:K  arboricity at least K\n"
    "        h:H   contains a copy of the GRAPH H\n"
    "      --bias A:B: Maker (Avoider) claims A edges a turn, Breaker (Enforcer) B\n"
    "      (1 to 8 each).\n"
    "  --game ramsey --H H --n N --rule avoid|misere|avoid-plus|achieve|weak-achieve\n"
    "      Graph Ramsey games (Slany); the first player colours red. Sim is\n"
    "      --H K3 --n 6 --rule misere; Sim+ is --rule avoid-plus.\n"
    "  --game subh --n N [--creator first|second]\n"
    "      Players orient the pairs of K_n; the creator wins iff the tournament\n"
    "      has a directed Hamiltonian cycle.\n"
    "  --game shared --property P --n N [--rule normal|avoid]\n"
    "      Both players add edges to one graph; whoever first gives it P wins\n"
    "      (normal) or loses (avoid).\n"
    "  Boards of 12 to 16 vertices are handed to posproof-wide (the same program\n"
    "  with 128-bit pair sets), which --batch needs to be run as for them.\n"
    "\n"
    "A GRAPH (a board, H) is graph6 (or sparse6) or one of these names, whose\n"
    "vertices 0..n-1 are labelled as follows (moves and positions use them):\n"
    "  Kn        complete graph, 2 <= n <= 16; as a board the same as --n n (as\n"
    "            is any name of a complete graph: C3, P2, Q1, K1,1, star:1)\n"
    "  Cn        cycle 0-1-...-(n-1)-0, 3 <= n <= 16 (C8: i ~ i+1 mod 8); but C4\n"
    "            is the cycle 0-2-1-3-0 (graph6 C], as in certs/FORMAT.md 4.1)\n"
    "  Pn        path 0-1-...-(n-1), 2 <= n <= 16 (P5: 0-1-2-3-4); but P4 is the\n"
    "            path 2-0-3-1 (graph6 CU, as in certs/FORMAT.md 4.1)\n"
    "  Ka,b      complete bipartite, parts 0..a-1 and a..a+b-1, a + b <= 16\n"
    "            (K3,3: {0,1,2} and {3,4,5})\n"
    "  Qd        hypercube, 1 <= d <= 4: vertices 0..2^d-1, adjacent when they\n"
    "            differ in one bit (Q3: 8 vertices)\n"
    "  Petersen  outer cycle 0-1-2-3-4-0, spokes i ~ i+5, inner pentagram\n"
    "            5+i ~ 5+(i+2 mod 5), i = 0..4 (nauty-genspecialg -P5,2)\n"
    "  star:L    K_{1,L}: centre 0, leaves 1..L, 1 <= L <= 15\n"
    "  Each is the graph6 nauty-genspecialg writes (-k, -c, -p, -b, -Q, -P5,2),\n"
    "  C4 and P4 aside. Certificates store graph6; posproof-check reads the same\n"
    "  names, and prints K3, K4, C4, P4 and star:L by name, others as graph6.\n";

static const char solve_text[] =
    "solve decides GAME exactly. Without --first (--creator for subh) both\n"
    "starting players are solved. Each solve prints one line: first=ROLE\n"
    "result=first-player-win|second-player-win|draw winner=ROLE|none. --json\n"
    "prints one object a solve instead.\n"
    "\n"
    "POSITION solves from a start position instead of the empty board, in the\n"
    "game's words (PAIRS: \"0-1,2-3\", vertices from 0; '' for none):\n"
    "  --maker PAIRS --breaker PAIRS     Maker-Breaker\n"
    "  --avoider PAIRS --enforcer PAIRS  Avoider-Enforcer\n"
    "  --red PAIRS --blue PAIRS          Ramsey (red: the first player's colour)\n"
    "  --arcs ARCS                       Subh (\"0>1,2>0\": i>j orients {i,j} from i to j)\n"
    "  --edges PAIRS                     shared graph\n"
    "The player to move follows from the counts (certs/FORMAT.md 3.4): with c\n"
    "pairs taken and bias A:B, the first player moves iff c mod (A+B) < its\n"
    "share, so --first (--creator) is then required; under --rule avoid-plus\n"
    "--to-move first|second says who moves (default: by the parity of c). A\n"
    "certificate from a position other than the empty one is of format version 3.\n"
    "\n"
    "  --cert FILE   write the winning strategy to FILE (one game; replaced\n"
    "                atomically). A draw is proved by two certificates, one for\n"
    "                each player: FILE with .first and .second before .cert.\n"
    "                On a graph6 board of more than 64 edges it is refused\n"
    "                (certs/FORMAT.md 3.1); K_n takes it up to K_16.\n"
    "  --finish F    (with --cert) 1, the default: leave the winner's one-move\n"
    "                wins to the checker, which finds them itself (certs/FORMAT.md\n"
    "                6.3); 0: store them (the default for Avoider-Enforcer with\n"
    "                more than 4 moves a turn)\n"
    "  --batch       read graph6 boards, one a line, from standard input and print\n"
    "                \"G6 maker-first=WINNER breaker-first=WINNER\" for each, in input\n"
    "                order (with --first, only that starting player; --json: one\n"
    "                object a line, with positions and seconds), solving\n"
    "                --threads boards at a time, each on one thread; blank lines\n"
    "                and the header >>graph6<< (or >>sparse6<<) that nauty tools\n"
    "                write with -h are skipped\n"
    "  --only-wins ROLE  (--batch) print only the boards ROLE wins (none: draws)\n"
    "                with every starting player solved\n"
    "  --cert-dir DIR  (--batch) write each board's certificate to DIR/LINE-ROLE.cert\n"
    "                (LINE: the board's line number in the input, skipped lines\n"
    "                counted; ROLE: who moves first); DIR and its parents are\n"
    "                made if missing\n"
    "  --mem MB      memory budget (default: a quarter of physical memory)\n"
    "  --threads N   search threads, or boards solved at once by --batch\n"
    "                (default: processors)\n"
    "  --quiet       no progress on stderr (progress is shown only on a terminal)\n";

static const char count_text[] =
    "count prints the number of positions reachable from the start up to\n"
    "isomorphism, level by level (level k: k edges taken; level 0 the empty\n"
    "board); end positions are counted but not played on unless --whole-board.\n"
    "\n"
    "  --whole-board play on through end positions until no legal move is left\n"
    "  --json        one object: total, levels (level 0 first), convention\n"
    "  --mem MB      memory budget (default: a quarter of physical memory)\n";

static const char key_text[] =
    "key prints the canonical key of a position (certs/FORMAT.md section 5) as a\n"
    "certificate of GAME stores it, for every game: GAME and POSITION as for\n"
    "solve (--first or --creator is needed where the game has two starters).\n"
    "Three lines: \"kind KIND\" (layered-3state-v1, layered-v2 or oriented-v2),\n"
    "\"key HEX\" (two hexadecimal digits a byte, with the turn byte unless KIND is\n"
    "layered-3state-v1) and \"lab L0 L1 ...\": canonical vertex k is your vertex\n"
    "Lk, so a stored move a-b (a < b) is your pair La-Lb (Subh: stored q is the\n"
    "arc La>Lb, q + 128 the arc Lb>La). --kind KIND builds a key of another kind\n"
    "than the game's certificates have (layered-v2 for a layered-3state-v1 game: the\n"
    "keys of a sharded proof's top). The old form (--game ham|hp|fhp|conn|pm --n N\n"
    "without --first) prints the layered-3state-v1 key alone.\n";

static const char show_text[] =
    "show prints a certificate's claim in plain words, its sizes, and its\n"
    "winner's strategy in your vertex labels, from the start or from the position\n"
    "after MOVES (--after \"0-1,2-3\": moves in playing order, each checked legal;\n"
    "Subh arcs \"0>1\", Sim+ also \"stop\"). One move a line, indented by depth:\n"
    "\"PLAYER MOVE\", with \"(and N isomorphic replies)\" where N more replies lead\n"
    "to isomorphic positions, \"(short win: ...)\" for a winning move the\n"
    "certificate leaves to the checker (found by the game's rules), and\n"
    "\"-- OUTCOME\" where a move ends the game (a sharded proof's top: \"-- assumed:\n"
    "the shard NAME proves the rest\" where its play stops at an assumed position).\n"
    "  --depth K     the strategy tree K moves deep (default: down to the\n"
    "                winner's next move on every branch)\n"
    "  --line        one line of play to the end: the winner's certified moves,\n"
    "                the other player's first legal move; then \"result: ...\"\n"
    "  --dot FILE    also draw each move shown: the position before it, the move\n"
    "                bold with its ends yellow, as Graphviz DOT text (at most 400\n"
    "                boards, in one grid; vertices at fixed places on a circle,\n"
    "                the first role's pairs red, the second's blue and dashed,\n"
    "                free pairs light grey)\n"
    "  --svg FILE    the same picture drawn by Graphviz (dot -Kneato -Tsvg)\n"
    "Exit status 1 if the certificate has no move for its winner at a position\n"
    "shown (the moves of --after leave its strategy).\n";

static const char play_text[] =
    "play lets you play the losing side of a certificate's game in the terminal:\n"
    "posproof answers at once with the certified moves. Type one move a line in\n"
    "your vertex labels (\"0-1\"; Subh \"0>1\"; Sim+ also \"stop\"), or quit; an illegal\n"
    "move is refused with one line saying why, and you try again. It says when\n"
    "the game ends and who won.\n";

static const char dump_text[] =
    "dump prints every entry of a certificate in ascending key order, one a line,\n"
    "and nothing else: \"KEY BYTE MOVE\", KEY in hexadecimal (certs/FORMAT.md 5),\n"
    "BYTE the stored move byte, MOVE that move in the canonical labelling (\"a-b\",\n"
    "Subh \"a>b\", \"stop\", or \"?\" for a byte that is no move). --json prints\n"
    "{\"key\": \"KEY\", \"move\": BYTE, \"canonical\": \"MOVE\"} a line instead.\n";

static const char split_text[] =
    "A sharded proof (README \"Beyond one machine\"): split writes to DIR the\n"
    "positions D moves from the start (POSITION, or the empty board) that no play\n"
    "ends before, one a class of isomorphic positions, each a shard, in\n"
    "DIR/manifest, and DIR/shards.sbatch, a Slurm job array running them; it\n"
    "prints the commands to run them under GNU parallel or Slurm.\n"
    "  --shards N    instead of --depth: the least depth with N shards or more\n"
    "  --estimate K  solve K shards spread over the list now, each in a process\n"
    "                of its own, and predict the rest from them; the job array asks\n"
    "                twice their largest memory and four times their longest time\n"
    "shard solves shard K (1 to the number of shards) from its position into\n"
    "DIR/sK.cert (a draw: sK.first.cert and sK.second.cert), written under a\n"
    "temporary name and renamed, with its accounting in DIR/sK.json; a shard\n"
    "whose certificate is there and matches its content_hash is not solved\n"
    "again. merge solves the game's top from the shards' results and writes\n"
    "the top certificate (certs/FORMAT.md 6.4, format version 4): the strategy\n"
    "down to the shards' positions and, for each shard it relies on, the\n"
    "shard's start, file name and SHA-256; each shard is an ordinary\n"
    "certificate posproof-check verifies (it does not read tops yet).\n"
    "  --single FILE  also write the top and every shard it relies on as one\n"
    "                ordinary certificate (format version 3), which\n"
    "                posproof-check verifies whole\n"
    "status prints the shards done, with the work done weighted by the\n"
    "estimate, the positions, seconds and peak memory.\n";

static const char exit_text[] =
    "Options that do not apply to the command are refused. Exit status: 0\n"
    "success, 1 the run failed, 2 bad usage or input (one line on stderr).\n";

/* Prints the help of command (NULL: all of it) on stdout. */
static void print_help(const char *command)
{
    if (!command) {
        printf("usage: %s       %s       %s       %s       %s       %s       %s       %s       %s       %s       %s"
               "       posproof [COMMAND] --help | posproof --version\n\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s",
               SOLVE_USAGE, BATCH_USAGE, COUNT_USAGE, KEY_USAGE, SHOW_USAGE, DUMP_USAGE, PLAY_USAGE, SPLIT_USAGE,
               SHARD_USAGE, MERGE_USAGE, STATUS_USAGE, intro_text, game_text, solve_text, count_text, key_text,
               show_text, dump_text, play_text, split_text, exit_text);
    } else if (strcmp(command, "solve") == 0)
        printf("usage: %s       %s\n%s\n%s\n%s\n%s", SOLVE_USAGE, BATCH_USAGE, intro_text, game_text, solve_text,
               exit_text);
    else if (strcmp(command, "count") == 0)
        printf("usage: %s\n%s\n%s\n%s", COUNT_USAGE, count_text, game_text, exit_text);
    else if (strcmp(command, "key") == 0)
        printf("usage: %s\n%s\n%s\n%s", KEY_USAGE, key_text, game_text, exit_text);
    else if (strcmp(command, "show") == 0)
        printf("usage: %s\n%s\n%s", SHOW_USAGE, show_text, exit_text);
    else if (strcmp(command, "dump") == 0)
        printf("usage: %s\n%s\n%s", DUMP_USAGE, dump_text, exit_text);
    else if (strcmp(command, "play") == 0)
        printf("usage: %s\n%s\n%s", PLAY_USAGE, play_text, exit_text);
    else
        printf("usage: %s       %s       %s       %s\n%s\n%s\n%s", SPLIT_USAGE, SHARD_USAGE, MERGE_USAGE, STATUS_USAGE,
               split_text, game_text, exit_text);
}

/* Files to remove on a signal: two for each thread of --batch (one for a
 * solve), a certificate's temporary file or the first half of a draw's. */
#define TEMP_SLOTS (2 * 64)
static _Atomic(const char *) temp_to_remove[TEMP_SLOTS];   /* for the signal handler only */

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
    const char *command, *cert;
    const char *cert_dir, *only_wins;   /* --batch: --cert-dir, --only-wins */
    spec sp;
    int json, quiet, batch, whole_board, finish_given;
    int legacy_key;          /* key: the old form (key.h) */
    const char *kind;        /* key: --kind */
    long mem_mb, threads, finish;
    int slot;                /* the first of this solve's two temp_to_remove slots */
    const char *out;         /* split: --out DIR */
    long depth, estimate;    /* split: --depth, --estimate */
    long shards;             /* split: --shards (the least depth with as many) */
    /* merge: the shards (their files read) whose results make the frontier */
    struct merge *merge;
} options;

static const char *const flag_options[] = {"--json", "--quiet", "--batch", "--whole-board", NULL};
static const char *const value_options[] = {"--game", "--rule", "--board", "--board-file", "--H", "--property",
                                            "--bias", "--first", "--creator", "--cert", "--maker", "--breaker",
                                            "--avoider", "--enforcer", "--red", "--blue", "--arcs", "--edges",
                                            "--to-move", "--n", "--threads", "--finish", "--mem",
                                            "--cert-dir", "--only-wins", "--out", "--depth", "--estimate", "--shards", "--kind",
                                            NULL};
/* The start position's flags (spec.h), --to-move aside. */
static const char *const start_options[] = {"--maker", "--breaker", "--avoider", "--enforcer", "--red", "--blue",
                                            "--arcs", "--edges", NULL};

static int one_of(const char *s, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(s, *list) == 0)
            return 1;
    return 0;
}

/* Why the known option opt does not apply to command, or NULL if it does. */
static const char *misplaced(const char *command, const char *opt)
{
    static const char *const key_refuses[] = {"--json", "--quiet", "--whole-board", "--batch", "--cert", "--finish",
                                              "--threads", "--mem", "--cert-dir", "--only-wins", "--out", "--depth",
                                              "--estimate", "--shards", NULL};
    static const char *const solve_only[] = {"--cert", "--finish", "--batch", "--threads", "--quiet", "--to-move",
                                             "--cert-dir", "--only-wins", NULL};
    if (strcmp(command, "key") == 0)
        return one_of(opt, key_refuses) ? "does not apply to 'posproof key', which takes the game's flags and a position only"
                                        : NULL;
    if (strcmp(command, "key") != 0 && strcmp(opt, "--kind") == 0)
        return "applies to 'posproof key' only";
    if (strcmp(command, "count") == 0 && one_of(opt, start_options))
        return strcmp(opt, "--maker") == 0 || strcmp(opt, "--breaker") == 0
                   ? "applies to 'posproof solve' and 'posproof key' only; counting from a position is not supported"
                   : "applies to 'posproof solve' only; counting from a position is not supported";
    if (strcmp(command, "count") == 0 && one_of(opt, solve_only))
        return "applies to 'posproof solve' only";
    static const char *const split_only[] = {"--out", "--depth", "--estimate", "--shards", NULL};
    static const char *const not_split[] = {"--cert", "--batch", "--cert-dir", "--only-wins", "--json", "--whole-board",
                                            NULL};
    if (strcmp(command, "split") == 0 && one_of(opt, not_split))
        return "does not apply to 'posproof split' (see posproof split --help)";
    if (strcmp(command, "split") != 0 && one_of(opt, split_only))
        return "applies to 'posproof split' only";
    if (strcmp(command, "solve") == 0 && strcmp(opt, "--whole-board") == 0)
        return "applies to 'posproof count' only";
    return NULL;
}

/* Whether --help (-h) is among the options of a command. */
static int wants_help(int argc, char **argv)
{
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
        if (one_of(argv[i], value_options))
            i++;
    }
    return 0;
}

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

/* Whether s is valid UTF-8 (JSON text must be). */
static int utf8_valid(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    while (*u) {
        int len = *u < 0x80 ? 1 : (*u & 0xe0) == 0xc0 && *u >= 0xc2 ? 2 : (*u & 0xf0) == 0xe0 ? 3
                : (*u & 0xf8) == 0xf0 && *u <= 0xf4 ? 4 : 0;
        if (!len)
            return 0;
        for (int k = 1; k < len; k++)
            if ((u[k] & 0xc0) != 0x80)
                return 0;
        if ((len == 3 && ((*u == 0xe0 && u[1] < 0xa0) || (*u == 0xed && u[1] >= 0xa0))) ||
            (len == 4 && ((*u == 0xf0 && u[1] < 0x90) || (*u == 0xf4 && u[1] >= 0x90))))
            return 0;   /* overlong, surrogate or beyond U+10FFFF */
        u += len;
    }
    return 1;
}

/* mkdir -p path. 0, or -1 with errno set. */
static int mkdir_p(const char *path)
{
    char dir[4096];
    struct stat st;
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir)
        return errno = ENAMETOOLONG, -1;
    for (char *q = dir + 1;; q++)
        if (*q == '/' || !*q) {
            char c = *q;
            *q = 0;
            if (mkdir(dir, 0777) != 0 && errno != EEXIST)
                return -1;
            *q = c;
            if (!c)
                break;
        }
    if (stat(path, &st) != 0)
        return -1;
    return S_ISDIR(st.st_mode) ? 0 : (errno = ENOTDIR, -1);
}

static int parse_options(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof *o);
    spec_init(&o->sp);
    o->finish = DEFAULT_FINISH;
    o->command = argv[1];
    const char *seen[64];
    int nseen = 0;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        long x;
        int is_flag = one_of(a, flag_options);
        if (strncmp(a, "--", 2) != 0)
            return die_usage("unexpected argument '%s' (see posproof %s --help)", a, o->command);
        if (!is_flag && !one_of(a, value_options))
            return die_usage("unknown option '%s' (see posproof %s --help)", a, o->command);
        const char *why = misplaced(o->command, a);
        if (why)
            return die_usage("%s %s", a, why);
        for (int k = 0; k < nseen; k++)
            if (strcmp(seen[k], a) == 0)
                return die_usage("%s is given twice", a);
        seen[nseen++] = a;
        if (is_flag) {
            *(strcmp(a, "--json") == 0 ? &o->json : strcmp(a, "--quiet") == 0 ? &o->quiet
              : strcmp(a, "--batch") == 0 ? &o->batch : &o->whole_board) = 1;
            continue;
        }
        if (!v)
            return die_usage("option %s needs a value", a);
        if (strncmp(v, "--", 2) == 0)   /* a forgotten value: --cert --json would write a file "--json" */
            return die_usage("option %s needs a value, not the option %s", a, v);
        i++;
        if (spec_option(&o->sp, a, v))
            continue;
        if (strcmp(a, "--cert") == 0)
            o->cert = v;
        else if (strcmp(a, "--out") == 0)
            o->out = v;
        else if (strcmp(a, "--kind") == 0)
            o->kind = v;
        else if (strcmp(a, "--shards") == 0) {
            if (parse_int(v, 1, 1000000, &x) != 0)
                return die_usage("--shards '%s': expected a number from 1 to 1000000", v);
            o->shards = x;
        }
        else if (strcmp(a, "--depth") == 0 || strcmp(a, "--estimate") == 0) {
            if (parse_int(v, a[2] == 'd' ? 1 : 0, a[2] == 'd' ? 64 : 1000, &x) != 0)
                return die_usage("%s '%s': expected a number from %d to %d", a, v, a[2] == 'd' ? 1 : 0,
                                 a[2] == 'd' ? 64 : 1000);
            *(a[2] == 'd' ? &o->depth : &o->estimate) = x;
        }
        else if (strcmp(a, "--cert-dir") == 0)
            o->cert_dir = v;
        else if (strcmp(a, "--only-wins") == 0)
            o->only_wins = v;
        else if (strcmp(a, "--n") == 0) {
            if (parse_int(v, 0, 1000000, &x) != 0)
                return die_usage("--n '%s' is not a number", v);
            o->sp.n = (int)x;
        } else if (strcmp(a, "--threads") == 0) {
            if (parse_int(v, 1, 64, &x) != 0)
                return die_usage("--threads '%s': expected a number from 1 to 64", v);
            o->threads = x;
        } else if (strcmp(a, "--finish") == 0) {
            if (parse_int(v, 0, 1, &x) != 0)
                return die_usage("--finish '%s': expected 0 or 1", v);
            o->finish = x;
            o->finish_given = 1;
        } else {   /* --mem */
            if (parse_int(v, 1, 1L << 30, &x) != 0)
                return die_usage("--mem '%s': expected a number of megabytes >= 1", v);
            o->mem_mb = x;
        }
    }
    if (strcmp(o->command, "key") == 0) {
        /* the old form: --game ham|hp|fhp|conn|pm --n N [--maker] [--breaker], the key alone */
        static const char *const v1_games[] = {"ham", "hp", "fhp", "conn", "pm", NULL};
        const spec *q = &o->sp;
        o->legacy_key = q->game && one_of(q->game, v1_games) && !q->first && !q->creator && !q->rule && !q->bias &&
                        !q->board_g6 && !q->board_file && !o->kind;
        if (o->legacy_key && (q->n < 3 || q->n > CANON_V1_MAXN))
            return die_usage("key needs --game ham|hp|fhp|conn|pm and --n from 3 to %d", CANON_V1_MAXN);
        if (o->legacy_key)
            o->sp.first = "maker";   /* no turn byte: who moved first does not matter */
    }
    char err[512];
    if (spec_resolve(&o->sp, o->batch, err, sizeof err) != 0)
        return die_usage("%s", err);
    if (strcmp(o->command, "count") == 0 || strcmp(o->command, "key") == 0)
        return 0;
    if (o->cert && o->batch)
        return die_usage("--cert does not apply to --batch (--cert-dir DIR writes one certificate a board)");
    if (o->cert_dir && !o->batch)
        return die_usage("--cert-dir applies to --batch only (--cert FILE writes one game's certificate)");
    if (o->only_wins && !o->batch)
        return die_usage("--only-wins applies to --batch only");
    if (o->only_wins) {
        const family_ops *ops = game_family(o->sp.family);
        if (strcmp(o->only_wins, ops->role[0]) && strcmp(o->only_wins, ops->role[1]) && strcmp(o->only_wins, "none"))
            return die_usage("--only-wins '%s': expected %s, %s or none", o->only_wins, ops->role[0], ops->role[1]);
    }
    if (o->cert_dir) {
        if (mkdir_p(o->cert_dir) != 0)
            return die_usage("--cert-dir %s: %s", o->cert_dir,
                             errno == ENOTDIR ? "not a directory" : errno == ENAMETOOLONG
                                 ? "the path is longer than 4095 bytes" : strerror(errno));
        if (o->json && !utf8_valid(o->cert_dir))
            return die_usage("--cert-dir: the path is not valid UTF-8, which --json cannot print");
    }
    if (o->cert && o->sp.nroles != 1)
        return die_usage("--cert writes one game's proof: give --%s", o->sp.family == FAM_SUBH ? "creator" : "first");
    if (o->cert && o->sp.has_board && graph_edges(&o->sp.board) > CERT_MAX_BOARD_EDGES)
        return die_usage("--cert: a certificate's graph6 board has at most %d edges (certs/FORMAT.md 3.1), and the "
                         "board of %s%s has %d; solve without --cert", CERT_MAX_BOARD_EDGES,
                         o->sp.board_file ? "--board-file " : "--board", o->sp.board_file ? o->sp.board_file : "",
                         graph_edges(&o->sp.board));
    if (o->finish_given && !o->cert && !o->cert_dir && strcmp(o->command, "split") != 0)
        return die_usage("--finish applies with --cert only: it chooses what the certificate stores");
    /* In Avoider-Enforcer the loser's moves are no passes (FORMAT.md 7.2,
     * statement 3 does not apply), so the checker finds a one-move win by
     * searching the loser's whole turn: with 6 moves a turn on K6 that is
     * past its limit of a million positions. Above 4 moves a turn the
     * default stores those wins. */
    if (!o->finish_given && o->sp.family == FAM_AE && (o->sp.bias_ab[0] > 4 || o->sp.bias_ab[1] > 4))
        o->finish = 0;
    if (o->cert && o->json && !utf8_valid(o->cert))
        return die_usage("--cert: the path is not valid UTF-8, which --json cannot print");
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

/* Threads by default: the processors online, 1 to 64. */
static int default_threads(void)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    return cpus < 1 ? 1 : cpus > 64 ? 64 : (int)cpus;
}

static long default_mem_mb(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || size <= 0)
        return 1024;
    return (long)((double)pages * (double)size / 4 / (1 << 20));
}

/* What one solve found. */
typedef struct result {
    int outcome;                 /* winning player index (0 first, 1 second) or OUT_DRAW */
    unsigned long positions;
    unsigned long cert_positions;   /* searched again by the strategy walk */
    double seconds, cert_seconds;
    int threads;
    int ncerts;
    char path[2][4096];
    cert_stats cs[2];
} result;

static int install_signals(cert_writer *w, int slot)
{
    temp_to_remove[slot] = cert_temp_path(w);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    return 0;
}

/* A certificate writer for path, its temporary file removed on a signal
 * (slot 0 or 1); NULL after a message. */
static cert_writer *open_cert(const options *o, const board *b, const char *path, int slot)
{
    char err[512] = "";
    cert_writer *w = cert_create(path, canon_key_len(b) + !(engine_v1_keys(&o->sp) && !o->merge), err, sizeof err);
    if (!w)
        fprintf(stderr, "posproof: %s\n", err);
    else
        install_signals(w, slot);
    return w;
}

/* A merge (posproof merge): the manifest, and for each shard its outcome
 * and, if a side wins it, its certificate (name and hash). */
typedef struct merge {
    const char *dir;
    const shard_manifest *m;
    uint8_t *value;          /* shard k at k - 1: END_MAKER, END_BREAKER, FRONTIER_DRAW */
    shard_cert *cert;        /* the win's certificate */
    char (*name)[48];        /* its file name in dir */
    size_t *order;           /* frontier index i (search.h) -> shard k - 1 */
    size_t *assumed;         /* merge_assume: how many assumptions were written */
    int pessimist;           /* the side shards not done count against (search.h) */
    int plan;                /* no certificate: list the shards not done the strategy reaches */
    size_t *next, *nnext;    /* ... here (shard k), and how many */
    int damaged;             /* merge_assume found a shard damaged */
} merge;

/* A frontier position's key and its shard (k - 1), sorted by key. */
typedef struct frontier_key {
    position key;
    size_t k;
} frontier_key;

static int key_order(const void *a, const void *b)
{
    return board_position_cmp(((const frontier_key *)a)->key, ((const frontier_key *)b)->key);
}

/* Fills f with the shards' outcomes, keyed as search() asks (search.h
 * solver_frontier). 0, or -1 after a message. */
static int merge_frontier(const merge *mg, const game *g, solver *s, solver_frontier *f)
{
    size_t n = mg->m->n;
    canon cn;
    solver_canon_init(s, &cn);
    frontier_key *keys = malloc(n * sizeof *keys);
    position *sorted = malloc(n * sizeof *sorted);
    uint8_t *value = malloc(n);
    f->used = calloc(n, sizeof *f->used);
    if (!keys || !sorted || !value || !f->used) {
        fprintf(stderr, "posproof: out of memory\n");
        free(keys), free(sorted), free(value), free(f->used);
        return -1;
    }
    for (size_t k = 0; k < n; k++) {
        spec_pos st;
        int tomove;
        uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
        spec_start_parse(mg->m->hex[k], s->b.n, &st);   /* checked by cmd_merge */
        position p = engine_start(g, &s->b, &st, &tomove);
        keys[k] = (frontier_key){solver_with_turn(canon_quick(&cn, p, perm, inv), tomove), k};
    }
    qsort(keys, n, sizeof *keys, key_order);
    for (size_t i = 0; i < n; i++) {
        sorted[i] = keys[i].key;
        value[i] = mg->value[mg->order[i] = keys[i].k];
        if (i && board_position_cmp(sorted[i - 1], sorted[i]) == 0) {
            fprintf(stderr, "posproof: %s/manifest: shards %zu and %zu start from isomorphic positions\n", mg->dir,
                    keys[i - 1].k + 1, keys[i].k + 1);
            free(keys), free(sorted), free(value), free(f->used);
            return -1;
        }
    }
    free(keys);
    f->pessimist = mg->pessimist;
    f->level = mg->m->level;
    f->n = n;
    f->key = sorted;
    f->value = value;
    return 0;
}

static void frontier_free(solver_frontier *f)
{
    free((void *)f->key);
    free((void *)f->value);
    free(f->used);
}

static const char *writer_value(const void *w, const char *name)
{
    return cert_header_value(w, name);
}

/* Writes an assumption (FORMAT.md 6.4) for every frontier position the
 * strategy reached, with the SHA-256 of its shard's file, once the top's
 * header is set in w: shard_check hashes the file, checks its blocks
 * against its content_hash and its claim against the top's (merge read
 * only the shards' headers, and hashes only those the top relies on). 0,
 * or -1 with the message in err (a bad shard: mg->damaged) or the
 * writer's. */
static int merge_assume(merge *mg, const solver_frontier *f, cert_writer *w, char *err, size_t errlen)
{
    *mg->assumed = 0;
    if (mg->plan)
        *mg->nnext = 0;
    for (size_t i = 0; i < f->n; i++)
        if (atomic_load(&f->used[i]) && mg->plan) {
            if (f->value[i] == FRONTIER_UNKNOWN)
                mg->next[(*mg->nnext)++] = mg->order[i] + 1;
        } else if (atomic_load(&f->used[i])) {
            size_t k = mg->order[i];
            char path[4200];
            assert(f->value[i] != FRONTIER_UNKNOWN);
            snprintf(path, sizeof path, "%s/%s", mg->dir, mg->name[k]);
            int got = shard_check(path, mg->m->hex[k], writer_value, w, &mg->cert[k], err, errlen);
            if (got != 1) {
                mg->damaged = 1;
                if (!got)
                    snprintf(err, errlen, "%.400s: gone since merge read it", path);
                return -1;
            }
            if (cert_assume(w, mg->m->hex[k], mg->name[k], mg->cert[k].sha256) != 0)
                return -1;
            ++*mg->assumed;
        }
    return 0;
}

/* Writes the certificate of the solved game to w (made by open_cert for
 * path, freed here): the strategy of side `winner` (search.h) winning
 * (draw 0) or not losing (draw 1: winner none), walked from start with the
 * turn tomove; s decides the question of that certificate
 * (solver_set_draw). 0, or 1 after a message. */
static int write_cert(const options *o, const game *g, solver *s, position start, const spec_pos *st, int tomove,
                           int first, int winner, int draw, cert_writer *w, const char *path, long mem,
                           size_t tt_bytes, int slot, const result *r, progress *pr, cert_stats *cs)
{
    char err[512] = "";
    int v2 = !engine_v1_keys(&o->sp) || o->merge;   /* a top has a turn byte (FORMAT.md 6.4) */
    extract_stats es;
    char buf[64];
    const char *wname = g->ops->role[winner == SIDE_MAKER ? 0 : 1];   /* FORMAT.md 4.2 */
    snprintf(buf, sizeof buf, "%d", o->sp.n);
    char fin[8];
    snprintf(fin, sizeof fin, "%ld", o->finish);
    char board[GR_G6MAX] = "complete", bias[24], hex[64], h[GR_G6MAX];
    if (o->sp.has_board)
        graph_to_g6(&o->sp.board, board);
    snprintf(bias, sizeof bias, "%d:%d", o->sp.bias_ab[0], o->sp.bias_ab[1]);
    spec_start_hex(st, hex);
    int shared = g->family == FAM_SHARED, ramsey = g->family == FAM_RAMSEY, subh = g->family == FAM_SUBH, rc = 0;
    if (ramsey)
        graph_to_g6(&g->prop.h, h);
    if (extract_strategy(s, start, tomove, first, v2, winner, (int)o->finish, w, ((size_t)mem << 20) - tt_bytes,
                         pr->enabled ? show_walk : NULL, pr, &es, err, sizeof err) != 0 ||
        ((o->merge || !spec_start_is_empty(st)) && cert_header(w, "start", hex)) ||
        cert_header(w, "family", g->ops->name) ||
        cert_header(w, "game", shared || ramsey || subh ? o->sp.game : o->sp.prop_name) ||
        ((shared || ramsey) && cert_header(w, "rule", o->sp.rule_name)) ||
        (shared && cert_header(w, "property", o->sp.prop_name)) || (ramsey && cert_header(w, "H", h)) ||
        cert_header(w, "board", board) || cert_header(w, "n", buf) ||
        cert_header(w, "fixed", !subh && s->prop.nfixed ? "0 1" : "") || cert_header(w, "bias", bias) ||
        cert_header(w, "first", g->ops->role[first == SIDE_MAKER ? 0 : 1]) ||
        cert_header(w, "winner", draw ? "none" : wname) || cert_header(w, "strategy", wname) ||
        cert_header(w, "key", subh ? "oriented-v2" : v2 ? "layered-v2" : "layered-3state-v1") ||
        cert_header(w, "tail", "0") ||
        cert_header(w, "finish", fin) || cert_header(w, "nauty_version", NAUTYVERSION) ||
        cert_header(w, "tool", "posproof " VERSION) ||
        (o->merge && merge_assume(o->merge, s->frontier, w, err, sizeof err) != 0)) {
        fprintf(stderr, "posproof: certificate %s: %s\n", path, err[0] ? err : cert_errmsg(w));
        rc = 1;
    } else if (!o->merge || !o->merge->plan) {
        snprintf(buf, sizeof buf, "%.3f", r->seconds);
        cert_header(w, "solve_seconds", buf);
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

/* Solves game g from the start position st, on a board of at most
 * BOARD_MAXN vertices (any number of edges), and writes the certificate of
 * --cert. A game that may end in a draw is solved as two questions
 * (search.h): does the first player win, and if not, does the first player
 * avoid losing. */
static int run_solve(const options *o, const game *g, const spec_pos *st, result *r)
{
    int fam = engine_family(g);
    int shared = g->family == FAM_SHARED;
    int n = o->sp.n, first = g->first_role == 0 ? SIDE_MAKER : SIDE_BREAKER;
    char err[512] = "";
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    int threads = o->batch ? 1 : (int)(o->threads ? o->threads : default_threads());
    size_t tt_bytes = (size_t)mem << 19;   /* half the budget */
    /* No larger than the games need: the kernel clears every page the
     * table touches, and its hashing touches them all (HAM9 Breaker first
     * spent 1.4 s clearing 3 GB; FHP9 Breaker first, 50M positions, needs
     * only 3% more with 1 GB than with 3 GB). */
    size_t cap = n <= 6 ? (size_t)16 << 20 : n == 7 ? (size_t)64 << 20 : n == 8 ? (size_t)128 << 20
               : n == 9 ? (size_t)1 << 30 : tt_bytes;
    /* The other families meet far fewer positions on K10 and K11 (triangle
     * avoidance on K11: 460,040) than Maker-Breaker does (HAM10: 55
     * million), and clearing a table of gigabytes cost them more than the
     * search (K11: 4.6 s of 5.5 s CPU with 2 GB; BENCHMARKS.md). */
    if (fam != FAMILY_MB && fam != FAMILY_AE && n >= 10 && n <= 11 && cap > (size_t)256 << 20)
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

    solver s;
    board b;
    const vset *adj = o->sp.has_board ? o->sp.board.adj : NULL;
    board_init(&b, n, adj);
    /* The file is created before the search, so that a path that cannot be
     * written fails at once, not after the solve. */
    cert_writer *w = o->cert ? open_cert(o, &b, o->cert, o->slot) : NULL;
    if (o->cert && !w)
        return 2;
    if (solver_init(&s, fam, &o->sp.prop, n, adj, o->sp.bias_ab, tt_bytes, threads, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        temp_to_remove[o->slot] = NULL;
        cert_free(w);
        return 1;
    }
    progress pr = {now_seconds(), !o->quiet && !o->batch && isatty(2)};
    if (pr.enabled) {
        s.progress = show_progress;
        s.progress_arg = &pr;
    }
    solver_frontier frontier;
    memset(&frontier, 0, sizeof frontier);
    if (o->merge) {
        if (merge_frontier(o->merge, g, &s, &frontier) != 0) {
            temp_to_remove[o->slot] = NULL;
            cert_free(w);
            solver_free(&s);
            return 1;
        }
        s.frontier = &frontier;
    }
    int tomove;
    position start = engine_start(g, &b, st, &tomove);
    double t0 = now_seconds();
    int move = -1, winner, draw = 0;
    /* Side 0 wins outright? (A draw counts for side 1: solver.draw.) Where
     * the full board has the property, no play ends in a draw. */
    int end = solver_end(&s, 0, start, tomove);
    int side0 = end != END_NONE ? end == END_MAKER : solver_solve(&s, start, tomove, &move) == 1;
    winner = side0 ? SIDE_MAKER : SIDE_BREAKER;
    /* A shared game whose full board has the property never ends in a
     * draw (without it both turns give the full board the same value). */
    position full = {s.b.all, 0};
    if (!side0 && solver_has_draws(&s) && !(shared && solver_end(&s, 0, full, 0) != solver_end(&s, 0, full, 1))) {
        /* a draw is possible: does side 0 avoid losing? */
        solver_set_draw(&s, SIDE_MAKER);
        end = solver_end(&s, 0, start, tomove);
        draw = end != END_NONE ? end == END_MAKER : solver_solve(&s, start, tomove, &move) == 1;
    }
    r->seconds = now_seconds() - t0;
    r->positions = solver_nodes(&s);
    r->outcome = draw ? OUT_DRAW : winner == first ? 0 : 1;
    r->threads = threads;
    if (pr.enabled)
        fputs("\r\033[K", stderr);
    int rc = 0;
    if (o->merge && (atomic_load(&frontier.missing) || draw)) {
        fprintf(stderr, "posproof: merge: %s\n", draw ? "the game is a draw, and merge proves wins only: solve it "
                "whole, or split it from positions one side wins" : "internal error: the search met a position of the "
                "frontier that is no shard of the manifest");
        temp_to_remove[o->slot] = NULL;
        cert_free(w);
        frontier_free(&frontier);
        solver_free(&s);
        return 1;
    }
    if (o->cert) {
        double t1 = now_seconds();
        if (!draw) {
            r->ncerts = 1;
            snprintf(r->path[0], sizeof r->path[0], "%s", o->cert);
            rc = write_cert(o, g, &s, start, st, tomove, first, winner, 0, w, o->cert, mem, tt_bytes, o->slot, r,
                                 &pr, &r->cs[0]);
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
                cert_writer *wp = open_cert(o, &b, r->path[p], o->slot + p);
                rc = !wp ? 2
                         : write_cert(o, g, &s, start, st, tomove, first, p == 0 ? SIDE_MAKER : SIDE_BREAKER, 1,
                                           wp, r->path[p], mem, tt_bytes, o->slot + p, r, &pr, &r->cs[p]);
                if (p == 0 && rc == 0)
                    temp_to_remove[o->slot] = r->path[0];   /* a signal during the second half removes the first */
            }
            temp_to_remove[o->slot] = NULL;
            if (rc != 0 && r->path[1][0])
                unlink(r->path[0]);   /* half a proof of the draw is no proof */
        }
        r->cert_seconds = now_seconds() - t1;
        r->cert_positions = solver_nodes(&s) - r->positions;
    }
    frontier_free(&frontier);
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

static void json_string(const char *s)
{
    putchar('"');
    for (; *s; s++)
        if (*s == '"' || *s == '\\')
            printf("\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            printf("\\u%04x", *s);
        else
            putchar(*s);
    putchar('"');
}

static const char *result_name(int outcome)
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
static void print_start_json(const spec *sp, const game *g, const spec_pos *start)
{
    const char *names[2];
    int states[2], k = spec_start_names(sp, names, states);
    char list[1024], hex[64];
    printf(", \"start\": {");
    for (int i = 0; i < k; i++) {
        spec_start_pairs(g->family, start, states[i], list);
        printf("%s\"%s\": \"%s\"", i ? ", " : "", names[i], list);
    }
    spec_start_hex(start, hex);
    printf(", \"to_move\": \"%s\", \"moves_made\": %d, \"header\": \"%s\"}", game_role(g, start->mover), start->done,
           hex);
}

/* One line (or JSON object) for one solve, from start. */
static void print_result(const options *o, const game *g, const spec_pos *start, const result *r)
{
    const spec *sp = &o->sp;
    char board[48];
    spec_board_name(sp, board);
    const char *winner = r->outcome == OUT_DRAW ? NULL : game_role(g, r->outcome);
    const char *creator = g->first_role == 0 ? "first" : "second";
    if (o->json) {
        printf("{\"game\": ");
        json_string(sp->game);
        if (sp->rule_name[0] || sp->family == FAM_MB || sp->family == FAM_AE)
            printf(", \"rule\": \"%s\"", sp->rule_name[0] ? sp->rule_name : g->ops->name);
        if (sp->family == FAM_SHARED || sp->family == FAM_MB || sp->family == FAM_AE)
        {
            printf(", \"property\": ");
            json_string(sp->prop_name);
        }
        if (sp->family == FAM_RAMSEY) {
            char h[GR_G6MAX];
            graph_to_g6(&sp->prop.h, h);
            printf(", \"H\": ");
            json_string(h);
        }
        printf(", \"board\": ");
        json_string(board);
        printf(", \"n\": %d", g->n);
        if (sp->family == FAM_MB || sp->family == FAM_AE)
            printf(", \"bias\": \"%d:%d\"", g->bias[0], g->bias[1]);
        printf(", \"first\": \"%s\"", game_role(g, 0));
        if (sp->family == FAM_SUBH)
            printf(", \"creator\": \"%s\"", creator);
        if (sp->has_start)
            print_start_json(sp, g, start);
        printf(", \"result\": \"%s\"", result_name(r->outcome));
        if (winner)
            printf(", \"winner\": \"%s\"", winner);
        printf(", \"positions\": %lu, \"seconds\": %.3f, \"threads\": %d", r->positions, r->seconds, r->threads);
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
    if (sp->family == FAM_RAMSEY)
        printf("ramsey %s H=%s K%d", sp->rule_name, sp->H, g->n);
    else if (sp->family == FAM_SUBH)
        printf("subh K%d", g->n);
    else if (sp->family == FAM_SHARED)
        printf("shared %s property=%s K%d", sp->rule_name, sp->property, g->n);
    else {
        printf("%s %s on %s", g->ops->name, sp->game, board);
        if (g->bias[0] != 1 || g->bias[1] != 1)
            printf(" bias %d:%d", g->bias[0], g->bias[1]);
    }
    if (sp->has_start)
        print_start_text(sp, g, start);
    putchar(':');
    if (sp->family == FAM_SUBH)
        printf(" creator=%s", creator);
    printf(" first=%s result=%s winner=%s (%lu positions, %.2f s", game_role(g, 0), result_name(r->outcome),
           winner ? winner : "none", r->positions, r->seconds);
    for (int i = 0; i < r->ncerts; i++)
        printf("; certificate %s: %zu entries, %zu bytes", r->path[i], r->cs[i].entries, r->cs[i].file_bytes);
    printf(")\n");
}

static int cmd_solve(const options *o)
{
    char err[512];
    if (o->sp.family == FAM_SUBH && o->sp.n < 3)
        return die_usage("subh is solved for n >= 3 (for n = 2 no tournament has a directed Hamiltonian cycle)");
    for (int i = 0; i < o->sp.nroles; i++) {
        game g;
        if (spec_game(&o->sp, o->sp.roles[i], &g, err, sizeof err) != 0)
            return die_usage("%s", err);
        result r;
        memset(&r, 0, sizeof r);
        spec_pos start = spec_start(&o->sp, &g);
        int rc = run_solve(o, &g, &start, &r);
        if (rc)
            return rc;
        print_result(o, &g, &start, &r);
        fflush(stdout);
    }
    return 0;
}

/* One board of --batch and what solving it gave. */
typedef struct batch_job {
    char *line;              /* the board (graph6) */
    long lineno;
    int rc;                  /* 0, or the exit status of its failure */
    char err[640];           /* the message of a failure, printed in order */
    const char *winner[2];   /* the winning role (or "none") for each starter asked */
    unsigned long positions;
    double seconds;
    int wins;                /* --only-wins holds */
    char path[2][2][4096];   /* certificates written (--cert-dir): [starter][half of a draw] */
} batch_job;

typedef struct batch {
    const options *o;
    batch_job *job;
    size_t njobs;
    long mem_mb;             /* each thread's budget */
    atomic_size_t next;
} batch;

/* Solves the board of j with the options of --batch, on one thread, using
 * the temp_to_remove slots 2 slot and 2 slot + 1. */
static void batch_solve(const batch *bt, batch_job *j, int slot)
{
    options o = *bt->o;   /* a copy: its spec takes the board */
    char err[512];
    o.slot = 2 * slot;
    o.mem_mb = bt->mem_mb;
    o.threads = 1;
    if (spec_board(&o.sp, j->line, err, sizeof err) != 0) {
        snprintf(j->err, sizeof j->err, "posproof: line %ld: %s", j->lineno, err);
        j->rc = 2;
        return;
    }
    if (o.sp.n > BOARD_MAXN) {   /* the ordinary build (board.h) */
        snprintf(j->err, sizeof j->err,
                 "posproof: line %ld: '%s': a board of %d vertices; this program takes at most %d, posproof-wide "
                 "(beside it) up to 16: run posproof-wide solve ... --batch",
                 j->lineno, j->line, o.sp.n, BOARD_MAXN);
        j->rc = 2;
        return;
    }
    j->wins = 1;
    for (int k = 0; k < o.sp.nroles; k++) {
        int role = o.sp.roles[k];
        game g;
        result r;
        memset(&r, 0, sizeof r);
        if (spec_game(&o.sp, role, &g, err, sizeof err) != 0) {
            snprintf(j->err, sizeof j->err, "posproof: line %ld: '%s': %s", j->lineno, j->line, err);
            j->rc = 2;
            return;
        }
        if (o.cert_dir && o.sp.has_board && graph_edges(&o.sp.board) > CERT_MAX_BOARD_EDGES) {
            snprintf(j->err, sizeof j->err,
                     "posproof: line %ld: '%s': a certificate's graph6 board has at most %d edges (certs/FORMAT.md "
                     "3.1), and this one has %d",
                     j->lineno, j->line, CERT_MAX_BOARD_EDGES, graph_edges(&o.sp.board));
            j->rc = 2;
            return;
        }
        if (o.cert_dir) {
            snprintf(j->path[k][0], sizeof j->path[k][0], "%s/%ld-%s.cert", o.cert_dir, j->lineno, g.ops->role[role]);
            o.cert = j->path[k][0];
        }
        spec_pos empty = spec_start(&o.sp, &g);   /* --batch takes no start: the empty position */
        if (run_solve(&o, &g, &empty, &r) != 0) {
            snprintf(j->err, sizeof j->err, "posproof: line %ld: '%s': the solve failed", j->lineno, j->line);
            j->rc = 1;
            return;
        }
        j->winner[k] = r.outcome == OUT_DRAW ? "none" : game_role(&g, r.outcome);
        if (o.only_wins && strcmp(j->winner[k], o.only_wins) != 0)
            j->wins = 0;
        j->positions += r.positions + r.cert_positions;
        j->seconds += r.seconds + r.cert_seconds;
        for (int h = 0; h < r.ncerts && h < 2; h++)
            snprintf(j->path[k][h], sizeof j->path[k][h], "%s", r.path[h]);
        if (r.ncerts < 2)
            j->path[k][1][0] = 0;
    }
}

static void *batch_main(void *arg)
{
    batch *bt = ((batch **)arg)[0];
    int slot = (int)(intptr_t)((void **)arg)[1];
    for (;;) {
        size_t i = atomic_fetch_add(&bt->next, 1);
        if (i >= bt->njobs)
            break;
        batch_solve(bt, &bt->job[i], slot);
    }
    return NULL;
}

/* Prints the line of job j (in input order). */
static void batch_print(const options *o, const batch_job *j)
{
    const family_ops *ops = game_family(o->sp.family);
    if (o->only_wins && !j->wins)
        return;
    if (o->json) {
        printf("{\"board\": ");
        json_string(j->line);
        printf(", \"line\": %ld", j->lineno);
        for (int k = 0; k < o->sp.nroles; k++)
            printf(", \"%s-first\": \"%s\"", ops->role[o->sp.roles[k]], j->winner[k]);
        printf(", \"positions\": %lu, \"seconds\": %.3f", j->positions, j->seconds);
        if (o->cert_dir) {
            printf(", \"certificates\": [");
            int first = 1;
            for (int k = 0; k < o->sp.nroles; k++)
                for (int h = 0; h < 2; h++)
                    if (j->path[k][h][0]) {
                        printf("%s", first ? "" : ", ");
                        json_string(j->path[k][h]);
                        first = 0;
                    }
            printf("]");
        }
        printf("}\n");
    } else {
        printf("%s", j->line);
        for (int k = 0; k < o->sp.nroles; k++)
            printf(" %s-first=%s", ops->role[o->sp.roles[k]], j->winner[k]);
        putchar('\n');
    }
}

/* --batch: boards from standard input, solved on o->threads threads (one
 * board a thread), read and printed in chunks in input order. */
static int cmd_batch(options *o)
{
    char line[4096];
    int rc = 0, threads = (int)(o->threads ? o->threads : default_threads());
    long lineno = 0;
    size_t chunk = (size_t)64 * (size_t)threads;
    batch bt = {.o = o, .mem_mb = (o->mem_mb ? o->mem_mb : default_mem_mb()) / threads};
    if (bt.mem_mb < 16)
        bt.mem_mb = 16;
    bt.job = calloc(chunk, sizeof *bt.job);
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    void *(*args)[2] = calloc((size_t)threads, sizeof *args);
    if (!bt.job || !tid || !args) {
        fprintf(stderr, "posproof: out of memory\n");
        free(bt.job);
        free(tid);
        free(args);
        return 1;
    }
    for (int eof = 0; !eof;) {
        bt.njobs = 0;
        while (bt.njobs < chunk) {
            if (!fgets(line, sizeof line, stdin)) {
                eof = 1;
                break;
            }
            lineno++;
            size_t len = strcspn(line, "\r\n");
            if (line[len] == 0 && !feof(stdin)) {
                fprintf(stderr, "posproof: line %ld: longer than %zu bytes\n", lineno, sizeof line - 2);
                rc = 2;
                int c;
                while ((c = getchar()) != EOF && c != '\n')
                    ;
                continue;
            }
            line[len] = 0;
            /* nauty's header (geng -h writes it before the first graph, on
             * the same line) and blank lines are skipped; lineno counts
             * every line */
            char *board = line;
            if (strncmp(board, ">>graph6<<", 10) == 0 || strncmp(board, ">>sparse6<<", 11) == 0)
                board += board[2] == 'g' ? 10 : 11;
            if (board[strspn(board, " \t")] == 0)
                continue;
            batch_job *j = &bt.job[bt.njobs++];
            memset(j, 0, sizeof *j);
            j->lineno = lineno;
            j->line = strdup(board);
            if (!j->line) {
                fprintf(stderr, "posproof: out of memory\n");
                eof = 1;
                rc = 1;
                bt.njobs--;
                break;
            }
        }
        atomic_store(&bt.next, 0);
        int started = 0;
        for (int t = 1; t < threads && (size_t)t < bt.njobs; t++) {
            args[t][0] = &bt;
            args[t][1] = (void *)(intptr_t)t;
            if (pthread_create(&tid[t], NULL, batch_main, args[t]) != 0)
                break;
            started = t;
        }
        args[0][0] = &bt;
        args[0][1] = (void *)(intptr_t)0;
        batch_main(args[0]);
        for (int t = 1; t <= started; t++)
            pthread_join(tid[t], NULL);
        for (size_t i = 0; i < bt.njobs; i++) {
            batch_job *j = &bt.job[i];
            if (j->rc) {
                if (j->err[0])
                    fprintf(stderr, "%s\n", j->err);
                if (rc == 0 || j->rc == 2)
                    rc = j->rc;
            } else
                batch_print(o, j);
            free(j->line);
        }
        fflush(stdout);
    }
    free(bt.job);
    free(tid);
    free(args);
    if (ferror(stdin)) {
        fprintf(stderr, "posproof: standard input: %s\n", strerror(errno));
        rc = 1;
    }
    return rc;
}

/* A solver for enumerating g's positions (count, split) on one thread
 * with a small table (only end tests and immediate wins are asked), and
 * the start position with its turn. 0, or -1 after a message. */
static int enumerating_solver(const options *o, const game *g, solver *s, position *start, int *tomove)
{
    char err[512];
    const vset *adj = o->sp.has_board ? o->sp.board.adj : NULL;
    if (solver_init(s, engine_family(g), &o->sp.prop, o->sp.n, adj, o->sp.bias_ab, (size_t)1 << 20, 1, err,
                    sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return -1;
    }
    spec_pos st = spec_start(&o->sp, g);
    *start = engine_start(g, &s->b, &st, tomove);
    return 0;
}

static int cmd_count(const options *o)
{
    char err[512], board[48];
    game g;
    if (spec_game(&o->sp, o->sp.roles[0], &g, err, sizeof err) != 0)
        return die_usage("%s", err);
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    solver s;
    int tomove;
    position start;
    if (enumerating_solver(o, &g, &s, &start, &tomove) != 0)
        return 1;
    unsigned long levels[BOARD_MAXM + 1] = {0}, total = 0;
    int rc = count_positions(&s, start, tomove, o->whole_board, (size_t)mem << 20, levels, err, sizeof err);
    int m = s.b.m;
    solver_free(&s);
    if (rc != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return 1;
    }
    int top = 0;
    for (int k = 0; k <= m; k++) {
        total += levels[k];
        if (levels[k])
            top = k;
    }
    const char *conv = o->whole_board
        ? "positions reachable from the empty board by legal moves, counted once per isomorphism class of the "
          "position with the player to move; level k has k edges taken; level 0 is the empty board; play goes on "
          "through end positions until no legal move is left"
        : "positions reachable from the empty board by legal moves, counted once per isomorphism class of the "
          "position with the player to move; level k has k edges taken; level 0 is the empty board; end positions "
          "are counted but not played on";
    spec_board_name(&o->sp, board);
    if (o->json) {
        printf("{\"game\": ");
        json_string(o->sp.game);
        printf(", \"board\": ");
        json_string(board);
        printf(", \"first\": \"%s\", \"whole_board\": %s, \"convention\": \"%s\", \"levels\": [", game_role(&g, 0),
               o->whole_board ? "true" : "false", conv);
        for (int k = 0; k <= top; k++)
            printf("%s%lu", k ? ", " : "", levels[k]);
        printf("], \"total\": %lu}\n", total);
        return 0;
    }
    printf("%s on %s, %s first\nconvention: %s\n", o->sp.game, board, game_role(&g, 0), conv);
    for (int k = 0; k <= top; k++)
        printf("level %d: %lu\n", k, levels[k]);
    printf("total: %lu\n", total);
    return 0;
}

#ifndef POSPROOF_WIDE
/* Hands the run to posproof-wide, this program built for boards of up to 16
 * vertices (board.h), found next to this one; returns only if it cannot be
 * started. */
static void hand_to_wide(char **argv)
{
    char path[4096];
    ssize_t len = readlink("/proc/self/exe", path, sizeof path - 16);
    if (len <= 0)
        return;
    path[len] = 0;
    char *slash = strrchr(path, '/');
    if (!slash)
        return;
    strcpy(slash + 1, "posproof-wide");
    fflush(NULL);
    execv(path, argv);
}
#endif


/* The resources a shard asks of Slurm: from the sample of --estimate,
 * twice the largest memory (at least 256 MB) and four times the longest
 * CPU time (at least 10 minutes); without a sample 4 GB and a day. */
static void shard_request(const shard_manifest *m, long *mb, long *minutes)
{
    double big = 0, slow = 0;
    for (size_t i = 0; i < m->nsample; i++) {
        big = m->sample_mb[i] > big ? m->sample_mb[i] : big;
        slow = m->sample_seconds[i] > slow ? m->sample_seconds[i] : slow;
    }
    *mb = !m->nsample ? 4096 : big * 2 < 256 ? 256 : (long)(big * 2) + 1;
    *minutes = !m->nsample ? 24 * 60 : slow * 4 / 60 < 10 ? 10 : (long)(slow * 4 / 60) + 1;
}

/* DIR/shards.sbatch: a Slurm job array, one shard a task. */
static int write_sbatch(const char *dir, const shard_manifest *m, char *err, size_t errlen)
{
    char self[4096], cwd[4096], abs[8200], path[4200], text[40000];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    long mb, minutes;
    if (len <= 0 || (dir[0] != '/' && !getcwd(cwd, sizeof cwd)) || strchr(dir, '\'') || strchr(self, '\'')) {
        snprintf(err, errlen, "cannot write a job script for %s: its path or this program's is unknown or has a quote",
                 dir);
        return -1;
    }
    snprintf(abs, sizeof abs, "%s%s%s", dir[0] == '/' ? "" : cwd, dir[0] == '/' ? "" : "/", dir);
    self[len] = 0;
    shard_request(m, &mb, &minutes);
    snprintf(text, sizeof text,
             "#!/bin/sh\n"
             "# posproof shards: one array task a shard (posproof split wrote this file).\n"
             "# Submit: sbatch %s/shards.sbatch   Then: posproof merge %s --cert TOP.cert --single ONE.cert\n"
             "# Task i solves shard i + POSPROOF_OFFSET (default 0): past Slurm's MaxArraySize\n"
             "# (often 1001), submit in pieces, e.g. shards 1001-2000 with\n"
             "#   sbatch --array=1-1000 --export=ALL,POSPROOF_OFFSET=1000 THIS_FILE\n"
             "#SBATCH --job-name=posproof-shards\n"
             "#SBATCH --array=1-%zu\n"
             "#SBATCH --ntasks=1\n"
             "#SBATCH --cpus-per-task=1\n"
             "#SBATCH --mem=%ldM\n"
             "#SBATCH --time=%ld:%02ld:00\n"
             "#SBATCH --output=%s/slurm-%%A_%%a.out\n"
             "exec '%s' shard '%s' \"$((SLURM_ARRAY_TASK_ID + ${POSPROOF_OFFSET:-0}))\" --threads 1 --mem %ld --quiet\n",
             abs, abs, m->n, mb, minutes / 60, minutes % 60, abs, self, abs, mb * 3 / 4);
    snprintf(path, sizeof path, "%s/shards.sbatch", dir);
    return shard_write_file(path, text, err, errlen);
}

static void print_split(const char *dir, const shard_manifest *m)
{
    long mb, minutes;
    shard_request(m, &mb, &minutes);
    printf("split: %zu shards at depth %d (%d pairs taken) in %s\n", m->n, m->depth, m->level, dir);
    if (m->nsample) {
        double cpu = 0, big = 0, pos = 0;
        for (size_t i = 0; i < m->nsample; i++) {
            cpu += m->sample_seconds[i];
            pos += m->sample_positions[i];
            big = m->sample_mb[i] > big ? m->sample_mb[i] : big;
        }
        printf("estimate from %zu shards solved: %.0f positions and %.2f CPU s a shard on average, peak %.0f MB; "
               "all %zu shards: about %.0f CPU s\n", m->nsample, pos / (double)m->nsample, cpu / (double)m->nsample,
               big, m->n, cpu / (double)m->nsample * (double)m->n);
    }
    char memopt[32] = "";   /* as the job array: the table sized from the sample, not from the machine */
    if (m->nsample)
        snprintf(memopt, sizeof memopt, " --mem %ld", mb * 3 / 4);
    printf("run the shards (each skips itself once done):\n"
           "  GNU parallel: seq %zu | parallel --joblog %s/joblog posproof shard %s {} --threads 1%s --quiet\n"
           "                (other hosts sharing %s: add --sshlogin HOST,HOST)\n"
           "  Slurm:        sbatch %s/shards.sbatch   (%zu array tasks, %ld MB and %ld min each)\n"
           "then: posproof merge %s --cert TOP.cert --single ONE.cert, and posproof-check ONE.cert\n",
           m->n, dir, dir, memopt, dir, dir, m->n, mb, minutes, dir);
}

/* The frontier of a split, collected by count_level. */
typedef struct split_ctx {
    const options *o;
    const game *g;
    const board *b;
    shard_manifest *m;
} split_ctx;

/* The start flags of st in the words of sp's family ("" for none). */
static void start_flags(const spec *sp, const game *g, const spec_pos *st, char *out, size_t len)
{
    const char *names[2];
    int states[2], k = spec_start_names(sp, names, states);
    char list[1024];
    size_t at = 0;
    out[0] = 0;
    for (int i = 0; i < k; i++) {
        spec_start_pairs(g->family, st, states[i], list);
        if (list[0])
            at += (size_t)snprintf(out + at, at < len ? len - at : 0, "%s--%s %s", at ? " " : "", names[i], list);
    }
}

static int split_add(void *arg, position pos, int turn)
{
    split_ctx *c = arg;
    spec_pos st = engine_spec_pos(c->g, c->b, pos, turn);
    char hex[64], flags[4096];
    spec_start_hex(&st, hex);
    start_flags(&c->o->sp, c->g, &st, flags, sizeof flags);
    return shard_manifest_add(c->m, hex, flags) != 0 ? -1 : 0;
}

/* The arguments of a solve with --key value pairs among argv[2..] kept
 * but for the options in drop (and their values); --board-file becomes
 * --board G6 (the manifest must not depend on the directory). */
static int keep_args(const options *o, int argc, char **argv, shard_manifest *m)
{
    static const char *const drop[] = {"--out", "--depth", "--estimate", "--shards", "--threads", "--mem", NULL};
    char g6[GR_G6MAX];
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : "";
        int flag = one_of(a, flag_options);
        if (!one_of(a, drop) && !flag) {
            int file = strcmp(a, "--board-file") == 0;
            if (file)
                graph_to_g6(&o->sp.board, g6);
            if (m->nargs + 2 > SHARD_MAXARGS || !(m->args[m->nargs++] = strdup(file ? "--board" : a)) ||
                !(m->args[m->nargs++] = strdup(file ? g6 : v)))
                return -1;
        }
        i += !flag;
    }
    return 0;
}

/* Runs `posproof shard DIR k --quiet --threads 1` as a child process and
 * waits: its exit status, and its CPU seconds. */
static int run_child_shard(const char *dir, size_t k, double *cpu)
{
    struct rusage before, ru;
    getrusage(RUSAGE_CHILDREN, &before);
    char self[4096], num[32];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0)
        return -1;
    self[len] = 0;
    snprintf(num, sizeof num, "%zu", k);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        execl(self, "posproof", "shard", dir, num, "--quiet", "--threads", "1", (char *)NULL);
        _exit(127);
    }
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) != pid)
        return -1;
    getrusage(RUSAGE_CHILDREN, &ru);
    *cpu = (double)(ru.ru_utime.tv_sec - before.ru_utime.tv_sec + ru.ru_stime.tv_sec - before.ru_stime.tv_sec) +
           (double)(ru.ru_utime.tv_usec - before.ru_utime.tv_usec + ru.ru_stime.tv_usec - before.ru_stime.tv_usec) * 1e-6;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* The number after "key": in a shard's JSON text, or -1. */
static double json_number(const char *text, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\": ", key);
    const char *at = strstr(text, pat);
    return at ? atof(at + strlen(pat)) : -1;
}

/* Shard k's accounting (DIR/NAME.json) into text (4096 bytes); 0 or -1. */
static int read_shard_json(const char *dir, const char *name, char *text)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s.json", dir, name);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t got = fread(text, 1, 4095, f);
    text[got] = 0;
    fclose(f);
    return 0;
}

static int plan_next(const options *o, const game *g, merge *mg);

static int cmd_split(const options *o, int argc, char **argv)
{
    char err[512], path[4200];
    if (!o->out || !o->depth == !o->shards)
        return die_usage("split needs --depth D or --shards N (one of them) and --out DIR (see posproof split --help)");
    if (o->sp.nroles != 1)
        return die_usage("split divides one game's proof: give --%s", o->sp.family == FAM_SUBH ? "creator" : "first");
    game g;
    if (spec_game(&o->sp, o->sp.roles[0], &g, err, sizeof err) != 0)
        return die_usage("%s", err);
    if (g.rule == RULE_AVOID_PLUS)
        return die_usage("split does not take rule avoid-plus: its frontier positions are in the middle of a turn, "
                         "which no start position may be (certs/FORMAT.md 3.4)");
    int made = access(o->out, F_OK) != 0;   /* DIR is new: a refused split removes it */
    if (mkdir_p(o->out) != 0)
        return die_usage("--out %s: %s", o->out, strerror(errno));
    snprintf(path, sizeof path, "%s/manifest", o->out);
    if (access(path, F_OK) == 0)
        return die_usage("--out %s already holds a split (%s): remove it or choose another directory", o->out, path);
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    solver s;
    int tomove;
    position start;
    if (enumerating_solver(o, &g, &s, &start, &tomove) != 0)
        return 1;
    shard_manifest m;
    memset(&m, 0, sizeof m);
    int nfree = board_popcount(s.b.all & ~(start.maker | start.breaker)), rc = 0;
    if (o->depth > nfree) {
        solver_free(&s);
        return die_usage("--depth %ld: the board has only %d free pairs", o->depth, nfree);
    }
    /* --depth D, or with --shards N each depth from 1 until the frontier
     * holds N shards */
    size_t most = 0;                 /* --shards: the largest frontier met, at depth 'at' */
    long at = 1;
    for (long d = o->depth ? o->depth : 1; rc == 0; d++) {
        shard_manifest_free(&m);
        memset(&m, 0, sizeof m);
        m.depth = (int)d;
        m.level = board_popcount(start.maker | start.breaker) + m.depth;
        split_ctx ctx = {o, &g, &s.b, &m};
        rc = count_level(&s, start, tomove, m.level, (size_t)mem << 20, split_add, &ctx, err, sizeof err);
        if (m.n > most)
            most = m.n, at = d;
        if (rc == 0 && o->shards && m.n < (size_t)o->shards && (d == nfree || m.n == 0)) {
            shard_manifest_free(&m);
            solver_free(&s);
            if (made)
                rmdir(o->out);   /* made above, and still empty */
            return die_usage("--shards %ld: no depth gives so many (the most: %zu at depth %ld)", o->shards, most, at);
        }
        if (o->depth || (size_t)o->shards <= m.n)
            break;
    }
    if (rc == 0 && keep_args(o, argc, argv, &m) != 0)
        rc = (snprintf(err, sizeof err, "too many arguments"), -1);
    solver_free(&s);
    if (rc == 0 && m.n == 0)
        rc = (snprintf(err, sizeof err, "no position at depth %d is left to solve: every play ends sooner (solve the "
                                        "game whole)", m.depth), -1);
    if (rc == 0)
        rc = shard_manifest_write(o->out, &m, err, sizeof err);
    if (rc != 0) {
        fprintf(stderr, "posproof: split: %s\n", err[0] ? err : "out of memory");
        shard_manifest_free(&m);
        return 1;
    }
    /* --estimate K: K shards spread over the list solved for real, one
     * process each, their figures kept in the manifest. */
    size_t want = (size_t)o->estimate < m.n ? (size_t)o->estimate : m.n;
    for (size_t i = 0; i < want; i++) {
        size_t k = want == 1 ? 1 : 1 + i * (m.n - 1) / (want - 1);
        double cpu = 0, mb = 0;
        char name[32], text[4096];
        int crc = run_child_shard(o->out, k, &cpu);
        shard_name(k, m.n, name);
        if (crc != 0 || read_shard_json(o->out, name, text) != 0) {
            fprintf(stderr, "posproof: split --estimate: shard %zu failed (exit %d)\n", k, crc);
            shard_manifest_free(&m);
            return 1;
        }
        double pos = json_number(text, "positions") + json_number(text, "cert_positions");
        mb = json_number(text, "peak_mb");
        if (shard_manifest_sample(&m, k, pos, cpu, mb) != 0 || shard_manifest_write(o->out, &m, err, sizeof err) != 0) {
            fprintf(stderr, "posproof: split: %s\n", err);
            shard_manifest_free(&m);
            return 1;
        }
    }
    rc = write_sbatch(o->out, &m, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "posproof: split: %s\n", err);
    else
        print_split(o->out, &m);
    /* which shards a proof of either side needs first, none being done */
    size_t assumed = 0, *order = calloc(m.n, sizeof *order);
    uint8_t *value = malloc(m.n);
    if (rc == 0 && order && value) {
        memset(value, FRONTIER_UNKNOWN, m.n);
        merge mg = {o->out, &m, value, NULL, NULL, order, &assumed, 0, 0, NULL, NULL, 0};
        rc = plan_next(o, &g, &mg);
    }
    free(order);
    free(value);
    shard_manifest_free(&m);
    return rc ? 1 : 0;
}
/* The shard certificate(s) of shard k - 1 of m in dir: 1 done (*draw if
 * as two halves), 0 not done, -1 damaged (message in err). With hash, the
 * blocks are checked against content_hash and the file hashed
 * (shard_cert_read); without, only the header is read. */
static int shard_done(const char *dir, const shard_manifest *m, size_t k, int hash, shard_cert *c, int *draw,
                      char *name, char *err, size_t errlen)
{
    char base[32], path[4200];
    shard_cert h[2];
    shard_name(k, m->n, base);
    snprintf(name, 48, "%s.cert", base);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    *draw = 0;
    int rc = shard_cert_read(path, c, hash, err, errlen);
    if (rc != 0)
        return rc;
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s.%s.cert", dir, base, i ? "second" : "first");
        if ((rc = shard_cert_read(path, &h[i], hash, err, errlen)) <= 0)
            return rc;
    }
    *draw = 1;
    *c = h[0];
    return 1;
}

/* Options and game for shard k - 1 of m (k = 0: the top, the split's own
 * start): the manifest's game, the start flags, and extra (NULL-terminated);
 * a board of more than BOARD_MAXN vertices hands the command line argv to
 * posproof-wide. *buf (freed by the caller) holds the flags' words. 0, or
 * an exit status after a message. */
static int shard_game(const shard_manifest *m, size_t k, const char *const *extra, char **cmdline, options *o,
                      game *g, char **buf)
{
    char err[512];
    char *argv[2 * SHARD_MAXARGS + 64];
    int argc = 0;
    argv[argc++] = "posproof";
    argv[argc++] = "solve";
    for (int i = 0; i + 1 < m->nargs; i += 2)
        if (k == 0 || (!one_of(m->args[i], start_options) && strcmp(m->args[i], "--to-move") != 0)) {
            argv[argc++] = m->args[i];
            argv[argc++] = m->args[i + 1];
        }
    if (k > 0 && !(*buf = strdup(m->flags[k - 1])))
        return die_usage("out of memory");
    for (char *t = k > 0 ? strtok(*buf, " ") : NULL; t && argc < 2 * SHARD_MAXARGS + 32; t = strtok(NULL, " "))
        argv[argc++] = t;
    for (; *extra; extra++)
        argv[argc++] = (char *)*extra;
    argv[argc] = NULL;
    int rc = parse_options(argc, argv, o);
#ifndef POSPROOF_WIDE
    if (rc == 0 && o->sp.n > BOARD_MAXN) {
        hand_to_wide(cmdline);
        return die_usage("a board of %d vertices goes to posproof-wide, which cannot be started", o->sp.n);
    }
#else
    (void)cmdline;
#endif
    if (rc == 0 && spec_game(&o->sp, o->sp.roles[0], g, err, sizeof err) != 0)
        return die_usage("%s", err);
    return rc;
}

/* The options of shard and merge from argv[from] on: --quiet, --threads N,
 * --mem MB and, where cert is not NULL, --cert FILE (into *cert), copied
 * to extra (room for 12), NULL-terminated. Returns their count, or -1
 * after a message naming usage. */
static int dir_args(int argc, char **argv, int from, const char **extra, const char **cert, const char *usage)
{
    int next = 0;
    long x;
    for (int i = from; i < argc; i++) {
        int value = strcmp(argv[i], "--threads") == 0 || strcmp(argv[i], "--mem") == 0 ||
                    (cert && strcmp(argv[i], "--cert") == 0);
        if (value && i + 1 < argc && argv[i][2] != 'c' && parse_int(argv[i + 1], 1, 1L << 30, &x) != 0) {
            die_usage("%s '%s': expected a number >= 1", argv[i], argv[i + 1]);
            return -1;
        }
        if (next > 6 || (strcmp(argv[i], "--quiet") != 0 && !value) || (value && i + 1 >= argc)) {
            die_usage("unexpected '%s' (usage: %.*s)", argv[i], (int)strlen(usage) - 1, usage);
            return -1;
        }
        extra[next++] = argv[i];
        if (value)
            extra[next++] = argv[++i];
        if (value && argv[i - 1][2] == 'c')
            *cert = argv[i];
    }
    extra[next] = NULL;
    return next;
}

/* posproof shard DIR K [--threads N] [--mem MB] [--quiet] */
static int cmd_shard(int argc, char **argv)
{
    const char *extra[12];
    long k;
    char err[512], name[48], path[4200], hex[64];
    if (argc < 4 || strncmp(argv[2], "--", 2) == 0 || parse_int(argv[3], 1, LONG_MAX, &k) != 0)
        return die_usage("usage: %.*s, K from 1", (int)strlen(SHARD_USAGE) - 1, SHARD_USAGE);
    int next = dir_args(argc, argv, 4, extra, NULL, SHARD_USAGE);
    if (next < 0)
        return 2;
    shard_manifest m;
    if (shard_manifest_read(argv[2], &m, err, sizeof err) != 0) {
        shard_manifest_free(&m);
        return die_usage("%s", err);
    }
    if ((size_t)k > m.n) {
        size_t n = m.n;
        shard_manifest_free(&m);
        return die_usage("shard %ld: %s has %zu shards", k, argv[2], n);
    }
    shard_cert c;
    int draw, done = shard_done(argv[2], &m, (size_t)k, 1, &c, &draw, name, err, sizeof err);
    if (done < 0)
        fprintf(stderr, "posproof: shard %ld: %s; solving it again\n", k, err);
    if (done > 0) {
        printf("shard %ld of %zu: done already (%s)\n", k, m.n, draw ? "a draw" : name);
        shard_manifest_free(&m);
        return 0;
    }
    snprintf(path, sizeof path, "%s/%s", argv[2], name);
    extra[next++] = "--cert";
    extra[next++] = path;
    extra[next] = NULL;
    options o;
    char *buf = NULL;
    game g;
    int rc = shard_game(&m, (size_t)k, extra, argv, &o, &g, &buf);
    spec_pos st;
    if (rc == 0) {
        st = spec_start(&o.sp, &g);
        spec_start_hex(&st, hex);
        if (strcmp(hex, m.hex[k - 1]) != 0)
            rc = die_usage("%s/manifest: shard %ld: its flags give the start %s, not %s", argv[2], k, hex, m.hex[k - 1]);
    }
    result r;
    memset(&r, 0, sizeof r);
    if (rc == 0)
        rc = run_solve(&o, &g, &st, &r);
    if (rc == 0) {
        struct rusage ru;
        char text[1024];
        getrusage(RUSAGE_SELF, &ru);
        snprintf(text, sizeof text,
                 "{\"shard\": %ld, \"outcome\": \"%s\", \"positions\": %lu, \"seconds\": %.3f, \"cert_positions\": "
                 "%lu, \"cert_seconds\": %.3f, \"entries\": %zu, \"peak_mb\": %.1f, \"cpu_seconds\": %.3f, "
                 "\"threads\": %d}\n",
                 k, result_name(r.outcome), r.positions, r.seconds, r.cert_positions, r.cert_seconds,
                 r.cs[0].entries + r.cs[1].entries, (double)ru.ru_maxrss / 1024,
                 (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6,
                 r.threads);
        snprintf(path, sizeof path, "%s/%.*s.json", argv[2], (int)(strchr(name, '.') - name), name);
        rc = shard_write_file(path, text, err, sizeof err) != 0 ? die_usage("%s", err) * 0 + 1 : 0;
        if (rc == 0)
            printf("shard %ld of %zu: %s (%lu positions, %.2f s; certificate %.2f s)\n", k, m.n,
                   r.outcome == OUT_DRAW ? "a draw" : game_role(&g, r.outcome), r.positions, r.seconds,
                   r.cert_seconds);
    }
    free(buf);
    shard_manifest_free(&m);
    return rc;
}

/* For each side: the shards not done (value FRONTIER_UNKNOWN in mg) that
 * its strategy reaches where every shard not done counts as its win: the
 * fewest, in the search's order of moves, whose results can complete a
 * proof that it wins. Searched on one thread whatever --threads says, so
 * that the list does not depend on how threads were scheduled. Written to DIR/next-ROLE (one number a line, for
 * `parallel ... :::: DIR/next-ROLE`) and printed. 0, or an exit status. */
static int plan_next(const options *o, const game *g, merge *mg)
{
    size_t nnext = 0, n = mg->m->n;
    char path[4200], err[512];
    int rc = 0;
    mg->next = calloc(n, sizeof *mg->next);
    mg->nnext = &nnext;
    if (!mg->next)
        return die_usage("out of memory") - 1;
    for (int side = 0; side < 2 && rc == 0; side++) {
        options q = *o;
        result r;
        const char *role = g->ops->role[side];   /* side 0 is role 0 (search.h) */
        memset(&r, 0, sizeof r);
        snprintf(path, sizeof path, "%s/plan.cert", mg->dir);   /* never finished: its temporary file goes */
        q.cert = path;
        q.quiet = 1;
        q.threads = 1;   /* the plan is the top's search only; one thread makes it the same on every run */
        q.merge = mg;
        mg->plan = 1;
        mg->pessimist = !side;
        spec_pos st = spec_start(&q.sp, g);
        rc = run_solve(&q, g, &st, &r);
        int first = g->first_role == 0 ? SIDE_MAKER : SIDE_BREAKER;
        if (rc != 0 || r.outcome == OUT_DRAW || (r.outcome == 0 ? first : !first) != side) {
            if (rc == 0)
                printf("plan: %s does not win even if every shard not done goes its way\n", role);
            continue;
        }
        char *text = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        printf("plan: a proof that %s wins needs next the %zu shard%s", role, nnext, nnext == 1 ? "" : "s");
        for (size_t i = 0; f && i < nnext; i++) {
            fprintf(f, "%zu\n", mg->next[i]);
            if (i < 12)
                printf(" %zu", mg->next[i]);
        }
        printf("%s (%s/next-%s)\n", nnext > 12 ? " ..." : "", mg->dir, role);
        snprintf(path, sizeof path, "%s/next-%s", mg->dir, role);
        if (!f || fclose(f) != 0 || !text || shard_write_file(path, text, err, sizeof err) != 0)
            rc = die_usage("%s", text ? err : "out of memory") - 1;
        free(text);
    }
    mg->plan = 0;
    free(mg->next);
    mg->next = NULL;
    return rc;
}

/* posproof merge DIR --cert TOP [--single FILE] [--threads N] [--mem MB] [--quiet] */
static int cmd_merge(int argc, char **argv)
{
    const char *extra[12], *top = NULL, *single = NULL;
    char err[512];
    if (argc < 3 || strncmp(argv[2], "--", 2) == 0)
        return die_usage("usage: %.*s", (int)strlen(MERGE_USAGE) - 1, MERGE_USAGE);
    /* the options but --single FILE, for dir_args (argv itself stays whole:
     * a board for posproof-wide hands it the command line) */
    char **rest = calloc((size_t)argc + 1, sizeof *rest);
    int kept = 0;
    if (!rest)
        return die_usage("out of memory");
    for (int i = 0; i < argc; i++) {
        if (i < 3 || strcmp(argv[i], "--single") != 0) {
            rest[kept++] = argv[i];
        } else if (single || i + 1 >= argc) {
            free(rest);
            return die_usage(single ? "--single given twice" : "--single needs a FILE");
        } else {
            single = argv[++i];
        }
    }
    int next = dir_args(kept, rest, 3, extra, &top, MERGE_USAGE);
    free(rest);
    if (next < 0)
        return 2;
    if (!top)
        return die_usage("merge needs --cert TOP: the file the top certificate goes to");
    if (single && strcmp(single, top) == 0)
        return die_usage("--single %s: the top goes there already (--cert)", single);
    shard_manifest m;
    if (shard_manifest_read(argv[2], &m, err, sizeof err) != 0) {
        shard_manifest_free(&m);
        return die_usage("%s", err);
    }
    options o;
    game g;
    char *buf = NULL;
    int rc = shard_game(&m, 0, extra, argv, &o, &g, &buf);
    size_t n = m.n, assumed = 0, missing = 0, first_missing = 0;
    merge mg = {argv[2], &m, calloc(n, 1), calloc(n, sizeof(shard_cert)), calloc(n, 48), calloc(n, sizeof(size_t)),
                &assumed, 0, 0, NULL, NULL, 0};
    if (rc == 0 && (!mg.value || !mg.cert || !mg.name || !mg.order))
        rc = die_usage("out of memory") - 1;
    for (size_t k = 1; rc == 0 && k <= n; k++) {
        int draw, done = shard_done(argv[2], &m, k, 0, &mg.cert[k - 1], &draw, mg.name[k - 1], err, sizeof err);
        spec_pos st;
        if (done < 0)
            rc = die_usage("%s", err);   /* a damaged file: bad input */
        else if (!done) {
            mg.value[k - 1] = FRONTIER_UNKNOWN;
            first_missing = missing++ ? first_missing : k;
        } else if (spec_start_parse(m.hex[k - 1], o.sp.n, &st) != 0 || strcmp(mg.cert[k - 1].start, m.hex[k - 1]))
            rc = die_usage("%s/%s: its start is not shard %zu's of the manifest", argv[2], mg.name[k - 1], k);
        else
            mg.value[k - 1] = draw ? FRONTIER_DRAW : strcmp(mg.cert[k - 1].winner, g.ops->role[0]) == 0 ? END_MAKER
                                                                                                       : END_BREAKER;
    }
    result r;
    memset(&r, 0, sizeof r);
    spec_pos st = spec_start(&o.sp, &g);
    o.merge = &mg;
    /* With shards not done: a side that wins even where each of them
     * counts as its loss has a strategy that never reaches them (search.h
     * FRONTIER_UNKNOWN); the first solve of each side, without a
     * certificate, asks. */
    int decided = !missing;
    for (int side = 0; rc == 0 && !decided && side < 2; side++) {
        options q = o;
        q.cert = NULL;
        q.quiet = 1;
        mg.pessimist = side;
        rc = run_solve(&q, &g, &st, &r);
        int first = g.first_role == 0 ? SIDE_MAKER : SIDE_BREAKER;
        decided = rc == 0 && r.outcome != OUT_DRAW && (r.outcome == 0 ? first : !first) == side;
    }
    if (rc == 0 && !decided) {
        rc = plan_next(&o, &g, &mg);
        rc = rc ? rc : die_usage("the %zu shards done do not decide the game yet; %zu are not (the first: %zu): run "
                                 "posproof shard %s K for those the plan above names", n - missing, missing,
                                 first_missing, argv[2]) - 1;
    }
    if (rc == 0)
        rc = run_solve(&o, &g, &st, &r);
    if (rc != 0 && mg.damaged)
        rc = 2;      /* a shard the top needs is damaged: bad input (its message is out) */
    if (rc == 0)
        printf("merge: %s wins (top: %lu positions, %.2f s; certificate %s: %zu entries, %zu assumptions of %zu "
               "shards)\n", game_role(&g, r.outcome), r.positions,
               r.seconds + r.cert_seconds, top, r.cs[0].entries, assumed, n);
    size_t entries;
    if (rc == 0 && single && shard_single(top, argv[2], single, &entries, err, sizeof err) != 0)
        rc = die_usage("--single: %s", err);
    else if (rc == 0 && single)
        printf("merge: one certificate %s: %zu entries (the top's and its %zu shards', format version 3)\n", single,
               entries, assumed);
    free(buf);
    free(mg.value);
    free(mg.cert);
    free(mg.name);
    free(mg.order);
    shard_manifest_free(&m);
    return rc;
}

/* posproof status DIR: the shards done, weighted by estimated work. Only
 * the shards' headers are read (a status of thousands of shards must not
 * hash gigabytes); a damaged file is found by shard, which solves it
 * again, and by merge. */
static int cmd_status(int argc, char **argv)
{
    char err[512], name[48], text[4096];
    if (argc != 3 || strncmp(argv[2], "--", 2) == 0)
        return die_usage("usage: posproof status DIR");
    shard_manifest m;
    if (shard_manifest_read(argv[2], &m, err, sizeof err) != 0) {
        shard_manifest_free(&m);
        return die_usage("%s", err);
    }
    size_t done = 0, big = 0, listlen = 0;
    double pos = 0, sec = 0, peak = 0, est = 0, known = 0, cpu = 0;
    char *list = NULL;   /* a line a shard done */
    FILE *lf = open_memstream(&list, &listlen);
    for (size_t i = 0; i < m.nsample; i++)
        est += m.sample_seconds[i] / (double)m.nsample;
    for (size_t k = 1; k <= m.n; k++) {
        shard_cert c;
        int draw;
        if (shard_done(argv[2], &m, k, 0, &c, &draw, name, err, sizeof err) <= 0)
            continue;
        done++;
        char base[32];
        shard_name(k, m.n, base);
        if (read_shard_json(argv[2], base, text) != 0)
            continue;
        double s = json_number(text, "seconds") + json_number(text, "cert_seconds"), mb = json_number(text, "peak_mb");
        pos += json_number(text, "positions") + json_number(text, "cert_positions");
        cpu += json_number(text, "cpu_seconds") > 0 ? json_number(text, "cpu_seconds") : 0;
        sec += s;
        known++;
        if (lf)
            fprintf(lf, "  %s: %s, %.0f positions, %.1f s, %.1f CPU s, peak %.0f MB\n", base,
                    draw ? "a draw" : c.winner, json_number(text, "positions") + json_number(text, "cert_positions"), s,
                    json_number(text, "cpu_seconds") > 0 ? json_number(text, "cpu_seconds") : 0, mb);
        if (mb > peak)
            peak = mb, big = k;
    }
    /* each shard's estimated share: its measured seconds once done, else
     * the mean of the sample (or of the shards done) */
    double mean = m.nsample ? est : known ? sec / known : 1, total = sec + mean * (double)(m.n - done);
    printf("%s: %zu of %zu shards done (%.1f%%), %.1f%% of the estimated work\n", argv[2], done, m.n,
           100.0 * (double)done / (double)m.n, total > 0 ? 100.0 * (sec + mean * (double)(done - known)) / total : 0);
    printf("done: %.0f positions, %.1f s solving and writing (%.1f CPU s)", pos, sec, cpu);
    if (big)
        printf(", peak memory %.0f MB (shard %zu)", peak, big);
    printf("\n");
    if (lf && fclose(lf) == 0 && list && m.n <= 100)
        fputs(list, stdout);
    else if (list)
        printf("(a line a shard only up to 100 shards: see %s/sK.json)\n", argv[2]);
    free(list);
    /* what runs killed with SIGKILL left: temporary files, never a shard */
    DIR *dir = opendir(argv[2]);
    size_t stale = 0;
    for (struct dirent *e; dir && (e = readdir(dir));)
        stale += strstr(e->d_name, ".cert.tmp-") != NULL;
    if (dir)
        closedir(dir);
    if (stale)
        printf("%zu temporary file%s of runs that were killed or are running (NAME.cert.tmp-PID; never read)\n", stale,
               stale == 1 ? "" : "s");
    shard_manifest_free(&m);
    return 0;
}

/* posproof show|dump|play CERT [options]: the certificate, then the options
 * the command takes (show.h, dump.h; play.h none), each at most once. */
static int cmd_cert(int argc, char **argv)
{
    const char *cmd = argv[1], *usage = cmd[0] == 's' ? SHOW_USAGE : cmd[0] == 'd' ? DUMP_USAGE : PLAY_USAGE;
    show_options so = {0};
    int json = 0;
    if (argc < 3 || strncmp(argv[2], "--", 2) == 0)
        return die_usage("%s needs a certificate (usage: %.*s)", cmd, (int)strlen(usage) - 1, usage);
    so.cert = argv[2];
    const char *seen[8];
    int nseen = 0;
    for (int i = 3; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int show = cmd[0] == 's', value = show && (strcmp(a, "--after") == 0 || strcmp(a, "--depth") == 0 ||
                                                   strcmp(a, "--dot") == 0 || strcmp(a, "--svg") == 0);
        if (!(show && (value || strcmp(a, "--line") == 0)) && !(cmd[0] == 'd' && strcmp(a, "--json") == 0))
            return die_usage("%s %s 'posproof %s' (usage: %.*s)", a, strncmp(a, "--", 2) == 0 ? strcmp(a, "--json") == 0 ||
                             strcmp(a, "--after") == 0 || strcmp(a, "--depth") == 0 || strcmp(a, "--line") == 0 ||
                             strcmp(a, "--dot") == 0 || strcmp(a, "--svg") == 0
                             ? "does not apply to" : "is no option of" : "is an unexpected argument of", cmd,
                             (int)strlen(usage) - 1, usage);
        for (int k = 0; k < nseen; k++)
            if (strcmp(seen[k], a) == 0)
                return die_usage("%s is given twice", a);
        seen[nseen++] = a;
        if (!value) {
            *(show ? &so.line : &json) = 1;
            continue;
        }
        if (!v)
            return die_usage("option %s needs a value", a);
        i++;
        long x;
        if (a[2] == 'a')
            so.after = v;
        else if (strcmp(a, "--dot") == 0 || strcmp(a, "--svg") == 0)
            *(a[2] == 'd' ? &so.dot : &so.svg) = v;
        else if (parse_int(v, 1, 64, &x) != 0)
            return die_usage("--depth '%s': expected a number of moves from 1 to 64", v);
        else
            so.depth = (int)x;
    }
    if (so.depth && so.line)
        return die_usage("--depth and --line: give one (the tree, or one line of play)");
    if (so.dot && so.svg)
        return die_usage("--dot and --svg: give one (the DOT text, or the picture Graphviz draws from it)");
    if (cmd[0] == 'd')
        return dump_run(so.cert, json);
#ifndef POSPROOF_WIDE
    char err[600];
    cert_reader *r = cert_read_open(so.cert, err, sizeof err);
    int n = r ? cert_read_info(r)->n : 0;
    cert_read_close(r);
    if (n > BOARD_MAXN) {
        hand_to_wide(argv);
        return die_usage("a board of %d vertices goes to posproof-wide, which cannot be started from beside this "
                         "program: %s", n, strerror(errno));
    }
#endif
    return cmd[0] == 's' ? show_run(&so) : play_run(so.cert);
}

static int run(int argc, char **argv)
{
    if (argc < 2)
        return die_usage("missing command (see posproof --help)");
    const char *cmd = argv[1];
    int known = strcmp(cmd, "solve") == 0 || strcmp(cmd, "count") == 0 || strcmp(cmd, "key") == 0 ||
                strcmp(cmd, "split") == 0;
    int dir_cmd = strcmp(cmd, "shard") == 0 || strcmp(cmd, "merge") == 0 || strcmp(cmd, "status") == 0;
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        static const char *const commands[] = {"solve", "count", "key", "show", "dump", "play", "split", "shard",
                                               "merge", "status", NULL};
        if (argc > 3 || (argc == 3 && !one_of(argv[2], commands)))
            return die_usage("%s takes one command: solve, count, key, show, dump, play, split, shard, merge or status",
                             cmd);
        print_help(argc == 3 ? (one_of(argv[2], commands + 7) ? "split" : argv[2]) : NULL);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        if (argc > 2)
            return die_usage("--version takes no option");
        printf("posproof %s (nauty %s, certificate format %d, %d from a start position, %d for a sharded proof's "
               "top)\n", VERSION, NAUTYVERSION, CERT_FORMAT_VERSION, CERT_FORMAT_VERSION_START, CERT_FORMAT_VERSION_TOP);
        return 0;
    }
    if (dir_cmd && wants_help(argc, argv)) {
        print_help("split");
        return 0;
    }
    int cert_cmd = strcmp(cmd, "show") == 0 || strcmp(cmd, "dump") == 0 || strcmp(cmd, "play") == 0;
    if (cert_cmd && wants_help(argc, argv)) {
        print_help(cmd);
        return 0;
    }
    if (cert_cmd)
        return cmd_cert(argc, argv);
    if (dir_cmd)
        return cmd[1] == 'h' ? cmd_shard(argc, argv) : cmd[0] == 'm' ? cmd_merge(argc, argv) : cmd_status(argc, argv);
    if (!known)
        return die_usage("unknown command '%s' (see posproof --help)", cmd);
    if (wants_help(argc, argv)) {
        print_help(cmd);
        return 0;
    }
    options o;
    int rc = parse_options(argc, argv, &o);
    if (rc)
        return rc;
#ifndef POSPROOF_WIDE
    if (!o.batch && o.sp.n > BOARD_MAXN) {
        hand_to_wide(argv);
        return die_usage("a board of %d vertices goes to posproof-wide, which cannot be started from beside this "
                         "program: %s", o.sp.n, strerror(errno));
    }
#endif
    if (strcmp(o.command, "key") == 0)
        return key_run(&o.sp, o.legacy_key, o.kind);
    if (strcmp(o.command, "count") == 0)
        return cmd_count(&o);
    if (strcmp(o.command, "split") == 0)
        return cmd_split(&o, argc, argv);
    return o.batch ? cmd_batch(&o) : cmd_solve(&o);
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "posproof: standard output: %s\n", strerror(errno));
        return rc ? rc : 1;
    }
    return rc;
}
