/* options.c: the options of solve, count, key and split, read into
 * options (cmd.h), and the help (print_help has the whole grammar). */
#include "cmd.h"
#include "canon.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* Certificates leave the winner's one-move wins to the checker (FORMAT.md
 * 6.3, header finish); BENCHMARKS.md has the measurements. */
#define DEFAULT_FINISH 1

static const char intro_text[] =
    "Decides a game played on the edges of a graph and, with --cert, writes the\n"
    "winning strategy as a certificate (certs/FORMAT.md) that posproof-check\n"
    "verifies independently.\n";

/* GAME: game_head, the properties' lines (prop_help), game_tail. */
static const char game_head[] =
    "GAME is one of:\n"
    "\n"
    "  --game P [--rule maker-breaker|avoider-enforcer] (--n N | --board GRAPH |\n"
    "         --board-file FILE) [--first maker|breaker|avoider|enforcer] [--bias A:B]\n"
    "      Maker-Breaker (default) or Avoider-Enforcer for property P on K_n or on\n"
    "      a board GRAPH of at most 16 vertices (up to 120 edges); FILE holds one\n"
    "      line, a GRAPH. P is one of\n";
static const char game_tail[] =
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
    "A sharded proof (docs/sharding.md): split writes to DIR the\n"
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
void print_help(const char *command)
{
    char props[2048], game_text[8192];
    prop_help(props, sizeof props, 8);
    snprintf(game_text, sizeof game_text, "%s%s%s", game_head, props, game_tail);
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

const char *const flag_options[] = {"--json", "--quiet", "--batch", "--whole-board", NULL};
static const char *const value_options[] = {"--game", "--rule", "--board", "--board-file", "--H", "--property",
                                            "--bias", "--first", "--creator", "--cert", "--maker", "--breaker",
                                            "--avoider", "--enforcer", "--red", "--blue", "--arcs", "--edges",
                                            "--to-move", "--n", "--threads", "--finish", "--mem",
                                            "--cert-dir", "--only-wins", "--out", "--depth", "--estimate", "--shards", "--kind",
                                            NULL};
/* The start position's flags (spec.h), --to-move aside. */
const char *const start_options[] = {"--maker", "--breaker", "--avoider", "--enforcer", "--red", "--blue",
                                            "--arcs", "--edges", NULL};

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
int wants_help(int argc, char **argv)
{
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
        if (one_of(argv[i], value_options))
            i++;
    }
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

int parse_options(int argc, char **argv, options *o)
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
        /* the old form: --game G --n N [--maker] [--breaker], G a game of the
         * key layered-3state-v1 (prop.h, v1_key), the key alone */
        const spec *q = &o->sp;
        gprop g;
        char err[200], v1[64];
        o->legacy_key = q->game && gprop_parse(q->game, &g, err, sizeof err) == 0 && g.def->v1_key && !q->first &&
                        !q->creator && !q->rule && !q->bias && !q->board_g6 && !q->board_file && !o->kind;
        prop_names(v1, sizeof v1, "|", "|", 1);
        if (o->legacy_key && (q->n < 3 || q->n > CANON_V1_MAXN))
            return die_usage("key needs --game %s and --n from 3 to %d", v1, CANON_V1_MAXN);
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

int command_options(int argc, char **argv, options *o)
{
    int rc = parse_options(argc, argv, o);
    if (rc)
        return rc;
#ifndef POSPROOF_WIDE
    if (!o->batch && o->sp.n > BOARD_MAXN) {
        hand_to_wide(argv);
        return die_usage("a board of %d vertices goes to posproof-wide, which cannot be started from beside this "
                         "program: %s", o->sp.n, strerror(errno));
    }
#endif
    return 0;
}

/* posproof --help [COMMAND] (also -h, help) */
int cmd_help(int argc, char **argv)
{
    const char *cmd = argv[1];
    static const char *const commands[] = {"solve", "count", "key", "show", "dump", "play", "split", "shard",
                                           "merge", "status", NULL};
    if (argc > 3 || (argc == 3 && !one_of(argv[2], commands)))
        return die_usage("%s takes one command: solve, count, key, show, dump, play, split, shard, merge or status",
                         cmd);
    print_help(argc == 3 ? (one_of(argv[2], commands + 7) ? "split" : argv[2]) : NULL);
    return 0;
}

/* posproof --version */
int cmd_version(int argc, char **argv)
{
    (void)argv;
    if (argc > 2)
        return die_usage("--version takes no option");
    printf("posproof %s (nauty %s, certificate format %d, %d from a start position, %d for a sharded proof's "
           "top)\n", VERSION, NAUTYVERSION, CERT_FORMAT_VERSION, CERT_FORMAT_VERSION_START, CERT_FORMAT_VERSION_TOP);
    return 0;
}
