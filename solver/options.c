/* options.c: the options of every command, in one table (option_table:
 * each option once, with its value's name, the commands that take it,
 * the range of a number, from limits.h, and its help), read by
 * read_options for every command; and the help, whose option reference
 * print_help generates from the table (docs/usage.md's from the help:
 * scripts/usage-ref.sh). The grammar of GAME and the commands' prose stay
 * text. */
#include "cmd.h"
#include "canon.h"

#include <assert.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* Certificates leave the winner's one-move wins to the checker (FORMAT.md
 * 6.3, header finish); BENCHMARKS.md has the measurements. */
#define DEFAULT_FINISH 1

#define STR_(x) #x
#define STR(x) STR_(x)   /* a limit's digits, for the help */

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
    "  --game P --rule waiter-client|client-waiter|picker-chooser|chooser-picker\n"
    "         (--n N | --board GRAPH | --board-file FILE) [--bias 1:Q]\n"
    "         [--offer exact|upto] [--leftover ROLE|discard]\n"
    "      The offer games: each round Waiter (Picker) offers Q+1 free edges\n"
    "      (upto: 1 to Q+1; Q from 1 to 7, 1 for Picker) and Client (Chooser)\n"
    "      keeps one, the offerer the rest. Waiter-Client: Waiter wins iff\n"
    "      Client's graph has P; Client-Waiter: Client wins iff it has P;\n"
    "      Picker-Chooser: Picker wins iff Picker's graph has P; Chooser-Picker:\n"
    "      Chooser wins iff Chooser's graph has P. The offerer moves first;\n"
    "      under exact the edges left when a round cannot start go to --leftover\n"
    "      (default: the offerer).\n"
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
    "  with 128-bit pair sets); --batch hands it the rest of its input from the\n"
    "  first such board on.\n"
    "\n"
    "A GRAPH (a board, H) is graph6 (or sparse6) or one of these names, whose\n"
    "vertices 0..n-1 are labelled as networkx labels them (moves and positions\n"
    "use them):\n"
    "  Kn        complete graph, 2 <= n <= 16; as a board the same as --n n (as\n"
    "            is any name of a complete graph: C3, P2, Q1, K1,1, star:1)\n"
    "  Cn        cycle 0-1-...-(n-1)-0, 3 <= n <= 16 (C8: i ~ i+1 mod 8)\n"
    "  Pn        path 0-1-...-(n-1), 2 <= n <= 16 (P5: 0-1-2-3-4)\n"
    "  Ka,b      complete bipartite, parts 0..a-1 and a..a+b-1, a + b <= 16\n"
    "            (K3,3: {0,1,2} and {3,4,5})\n"
    "  Qd        hypercube, 1 <= d <= 4: vertices 0..2^d-1, adjacent when they\n"
    "            differ in one bit (Q3: 8 vertices)\n"
    "  Petersen  outer cycle 0-1-2-3-4-0, spokes i ~ i+5, inner pentagram\n"
    "            5+i ~ 5+(i+2 mod 5), i = 0..4 (nauty-genspecialg -P5,2)\n"
    "  star:L    K_{1,L}: centre 0, leaves 1..L, 1 <= L <= 15\n"
    "  I-J,...   an edge list: the edges I-J on the vertices 0 to the largest\n"
    "            named; N:I-J,... on 0..N-1 (0-1,1-2,2-0 is C3; 6:0-1 has 6);\n"
    "            decimals without sign or leading zero\n"
    "  Each is the graph6 nauty-genspecialg writes (-k, -c, -p, -b, -Q, -P5,2).\n"
    "  Up to commit 9a10277, C4 and P4 were C] and CU (certs/FORMAT.md 4.1).\n"
    "  Certificates store graph6; posproof-check reads the same names, and\n"
    "  prints a graph that is exactly a named one by its name.\n";

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
    "--cert FILE writes the winning strategy to FILE (one game), replaced\n"
    "atomically. A draw is proved by two certificates, one for each player:\n"
    "FILE with .first and .second before .cert. On a graph6 board of more than\n"
    STR(CERT_MAX_BOARD_EDGES) " edges it is refused (certs/FORMAT.md 3.1); K_n takes it up to K_"
    STR(GR_MAXN) ".\n"
    "--finish 1, the default, leaves the winner's one-move wins to the checker,\n"
    "which finds them itself (certs/FORMAT.md 6.3); --finish 0 stores them (the\n"
    "default for Avoider-Enforcer with more than 4 moves a turn).\n"
    "\n"
    "Ctrl-C (SIGINT), SIGTERM or SIGHUP stops the search or the certificate walk\n"
    "at its next check (no certificate is left partial), saves what it proved to\n"
    "--keep's FILE or, without --keep, to a new file posproof-GAME-HASH.keep in\n"
    "the current directory, prints on stderr how far it got and the command that\n"
    "goes on from there (this one with --keep FILE), and ends by the signal (exit\n"
    "status 130, 143, 129); a second signal ends the run at once (docs/keep.md).\n"
    "\n"
    "--batch reads graph6 boards, one a line, from standard input and prints\n"
    "\"G6 line=LINE maker-first=WINNER breaker-first=WINNER\" for each, in input\n"
    "order (LINE: the board's line number in the input, every line counted, so\n"
    "that sed -n LINEp finds it; with --first, only that starting player;\n"
    "--json: one object a line, with positions and seconds), solving --threads\n"
    "boards at a time, each on one thread; blank lines and the header >>graph6<<\n"
    "(or >>sparse6<<) that nauty tools write with -h are skipped. --only-wins\n"
    "ROLE prints only the boards ROLE wins with every starting player solved\n"
    "(once a starter loses, the next is not solved); --output graph6 prints\n"
    "their graph6 alone, one a line, for nauty's tools (nauty-countg, ...);\n"
    "--cert-dir DIR writes the certificates of the boards printed to\n"
    "DIR/LINE.ROLE-first.cert (ROLE: who moves first; who wins is in the\n"
    "certificate and the line printed).\n";

static const char count_text[] =
    "count prints the number of positions reachable from the start up to\n"
    "isomorphism, level by level (level k: k edges taken; level 0 the empty\n"
    "board); end positions are counted but not played on unless --whole-board.\n"
    "--json prints one object: total, levels (level 0 first), convention.\n";

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
    "to isomorphic positions, \" *\" for a winning move the certificate leaves to\n"
    "the checker (a short win, found by the game's rules; a legend line says so),\n"
    "and \"-- OUTCOME\" where a move ends the game (a sharded proof's top: \"--\n"
    "assumed: the shard NAME proves the rest\" where its play stops at an assumed\n"
    "position). The strategy is a DAG: a position reached again is shown once,\n"
    "labelled \"#K\", and elsewhere \"-- the position #K, shown above\".\n"
    "--dot draws the position before each move shown, the move bold with its\n"
    "ends yellow, in one grid (vertices at fixed places: Petersen, K_a,b and Q_d\n"
    "in their usual drawings, other boards and --layout circle on a circle; the\n"
    "first role's pairs red, the second's blue and dashed, free pairs light grey).\n"
    "--json prints the strategy as a DAG, one JSON object a line, down to the end\n"
    "of every play (or --depth K moves deep): first {\"claim\", \"root\", \"key\",\n"
    "\"entries\"}; then each position up to isomorphism once, {\"node\": KEY,\n"
    "\"to_move\", \"moves_made\", \"position\": {FLAG: PAIRS, ...}, \"start\": HEX} (KEY\n"
    "its certificate key in hexadecimal; the position first reached, in your\n"
    "labels; HEX spelled as a header start), with \"outcome\" where the game is\n"
    "over, \"assumed\": NAME at a top's assumed position, \"frontier\" at depth K,\n"
    "\"no_move\" where the winner has none; followed by its moves, {\"edge\": [KEY,\n"
    "KEY], \"player\", \"move\", \"replies\": N} (N of the player's moves lead to\n"
    "that class), the winner's with \"how\": \"entry\", \"short\" or \"tail\".\n"
    "--line ends with \"why: ...\" and \"result: ...\" (so does a position shown\n"
    "that is an end): the edges of a subgraph with the property that a player\n"
    "made (Maker's Hamiltonian cycle, red's triangle), or why the pairs left\n"
    "that are not Breaker's lack it (\"vertex 3 has only 1 edge left that is\n"
    "not Breaker's\", a part cut off, no triangle left), or why the player to\n"
    "move has no legal move. A board or H that is a named graph is named\n"
    "(Petersen, K3) beside the graph6 the file stores.\n"
    "Exit status 1 if the certificate has no move for its winner at a position\n"
    "shown (the moves of --after leave its strategy: the first move that left it\n"
    "is named).\n";

static const char moves_text[] =
    "moves lists every legal move of the player to move, from the start or from\n"
    "the position after MOVES (--after \"0-1,2-3\", as show takes it), with its\n"
    "value for that player under perfect play: wins, draws or loses; the winning\n"
    "moves first. Moves that lead to isomorphic positions are solved once and\n"
    "say which move they are like (\"~ 0-1\"). With --cert-dir DIR, each class of\n"
    "winning moves up to symmetry gets one certificate, DIR/MOVE.cert named by\n"
    "the class's first move, the one the others are like (0-1.cert; Subh\n"
    "0to1.cert; stop.cert), of the mover's win from the position after it,\n"
    "which posproof-check verifies with --start. At the end of a game it says\n"
    "who won and why (as show --line). --json prints one object: the position\n"
    "(with \"over\" and \"why\" at an end), \"start\" as solve --json has it, and a\n"
    "list {\"move\", \"value\", \"like\", \"start\"} (start: the position after the\n"
    "move; start.header is what posproof-check --start takes).\n";

static const char play_text[] =
    "play lets you play the losing side of a certificate's game in the terminal:\n"
    "posproof answers at once with the certified moves. Type one move a line in\n"
    "your vertex labels (\"0-1\"; Subh \"0>1\"; Sim+ also \"stop\"), or board (the\n"
    "position as a table), hint (your moves up to symmetry), undo (back before\n"
    "your last move), moves (the game so far, as show --after takes it), help or\n"
    "quit; an illegal move is refused with one line saying why, and you try\n"
    "again. It says when the game ends, who won and why (as show --line), and the\n"
    "game's moves.\n";

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
    "prints the commands to run them under GNU parallel or Slurm. With\n"
    "--estimate K the job array asks twice the largest memory and four times\n"
    "the longest time of the K shards solved.\n"
    "shard solves shard K (1 to the number of shards) from its position into\n"
    "DIR/sK.cert (a draw: sK.first.cert and sK.second.cert), written under a\n"
    "temporary name and renamed, with its accounting in DIR/sK.json; a shard\n"
    "whose certificate is there and matches its content_hash is not solved\n"
    "again. merge solves the game's top from the shards' results and writes\n"
    "the top certificate (certs/FORMAT.md 6.4, format version 4): the strategy\n"
    "down to the shards' positions and, for each shard it relies on, the\n"
    "shard's start, file name and SHA-256; each shard is an ordinary\n"
    "certificate posproof-check verifies, and posproof-check verifies the\n"
    "top with its shards (--shards DIR, or --verified FILE of record lines).\n"
    "status prints the shards done, with the work done weighted by the\n"
    "estimate, the positions, seconds and peak memory.\n";

static const char estimate_text[] =
    "estimate says how many positions solve would visit on one thread, and for\n"
    "how long, in a few seconds (--seconds S, default " STR(ESTIMATE_SECONDS) "), before a long run.\n"
    "It runs the search's first D moves (D chosen, or --depth D) with every\n"
    "position D moves deep counted as a win of the side assumed to win\n"
    "(--winner ROLE; by default each side, one line each), then solves those\n"
    "positions (shards) in a random order with one table, as the search meets\n"
    "them, until --samples N or the time is up, and extrapolates: \"about P\n"
    "positions (LOW to HIGH)\", LOW the positions the search certainly visits\n"
    "(if the side wins), HIGH the upper estimate (each shard not solved costs as\n"
    "much as the mean one solved, plus two standard errors), P a power law\n"
    "fitted to the cost of the shards in their order, and seconds at the rate\n"
    "measured. Shards share positions, so later ones cost less once the sample\n"
    "is large enough: \"later shards cost R of the earlier\" near 1 means no\n"
    "sharing seen yet, and the true count may be several times below P. \"K won\n"
    "by ROLE\": where a shard is not the assumed side's, the search tries more\n"
    "moves than assumed. In games with draws, the estimate is of the first\n"
    "question (does the first player win). --json prints one object an estimate\n"
    "(from a start, with \"start\" as solve --json has it).\n"
    "With --bias, a last line names the winner where the estimate is certain\n"
    "of it (a run of the first D moves met no shard not solved, or gave the\n"
    "other side the win though every shard not solved counted as the side's),\n"
    "and why; else it says it cannot tell (--json: expected_winner, null if\n"
    "not known, and expected_why in each object).\n"
    "solve --estimate prints one line on stderr before each solve: the\n"
    "estimate for each side, in the default time.\n";

static const char exit_text[] =
    "Options that do not apply to the command are refused. Exit status: 0\n"
    "success, 1 the run failed, 2 bad usage or input (one line on stderr), 3 a\n"
    "solve stopped at --seconds; solve or shard stopped by a signal: 128 + its\n"
    "number (130 for Ctrl-C).\n";

/* The commands that take options: bits of option_def.commands, in the
 * order of command_names. */
enum { SOLVE = 1, COUNT = 2, KEY = 4, MOVES = 8, SHOW = 16, DUMP = 32, PLAY = 64, SPLIT = 128, SHARD = 256,
       MERGE = 512, STATUS = 1024, ESTIMATE = 2048 };
static const char *const command_names[] = {"solve", "count", "key", "moves", "show", "dump", "play", "split",
                                            "shard", "merge", "status", "estimate", NULL};
#define GAMES (SOLVE | COUNT | KEY | SPLIT | MOVES | ESTIMATE)   /* the commands that take GAME */
#define STARTS (SOLVE | KEY | SPLIT | MOVES | ESTIMATE)          /* ... and POSITION */
#define SOLVES (SOLVE | SHARD | MERGE | MOVES)        /* the commands that search */

/* A row: FLAG sets an int to 1, TEXT keeps a value's text, NUMBER reads a
 * long from lo to hi; each names its field of options, whose type the
 * compiler checks. */
#define FIELD(field, type) \
    (offsetof(options, field) + 0 * sizeof(char[_Generic(((options *)0)->field, type: 1, default: -1)]))
#define FLAG(name, cmds, group, field, help) {name, NULL, cmds, group, 0, 0, FIELD(field, int), help}
#define TEXT(name, arg, cmds, group, field, help) {name, arg, cmds, group, 0, 0, FIELD(field, const char *), help}
#define NUMBER(name, arg, cmds, group, lo, hi, field, help) {name, arg, cmds, group, lo, hi, FIELD(field, long), help}

/* Every option of posproof, in the order of the help. An option is in
 * one row, but for --depth, which is two options of two commands. */
static const option_def option_table[] = {
    TEXT("--game", "P", GAMES, OPT_GAME, sp.game,
        "the game: a property P (Maker-Breaker, Avoider-Enforcer, the offer games), ramsey, subh or shared (see GAME)"),
    TEXT("--rule", "RULE", GAMES, OPT_GAME, sp.rule, "the rule of the game's family (see GAME)"),
    NUMBER("--n", "N", GAMES, OPT_GAME, 2, GR_MAXN, n, "the board K_N"),
    TEXT("--board", "GRAPH", GAMES, OPT_GAME, sp.board_g6,
        "the board: a GRAPH (graph6, sparse6, a name or an edge list 0-1,1-2)"),
    TEXT("--board-file", "FILE", GAMES, OPT_GAME, sp.board_file,
        "the board: FILE's one line, a GRAPH (nauty's >>graph6<< header skipped; -: standard input)"),
    TEXT("--H", "H", GAMES, OPT_GAME, sp.H, "ramsey: the GRAPH H a player must (not) colour"),
    TEXT("--property", "P", GAMES, OPT_GAME, sp.property, "shared: the property P of the players' graph"),
    TEXT("--bias", "A:B", GAMES, OPT_GAME, sp.bias,
        "Maker (Avoider) claims A pairs a turn, Breaker (Enforcer) B; 1 to " STR(BIAS_MAX) " each (default 1:1); "
        "solve: a range A:B..C:D (one side varies) finds the threshold bias"),
    TEXT("--first", "ROLE", GAMES, OPT_GAME, sp.first,
        "who moves first: maker or breaker, avoider or enforcer (default: both are solved)"),
    TEXT("--creator", "first|second", GAMES, OPT_GAME, sp.creator,
        "subh: whether the creator moves first or second (default: both)"),
    TEXT("--offer", "exact|upto", GAMES, OPT_GAME, sp.offer,
        "waiter-client, client-waiter: each offer is exactly q+1 pairs, or 1 to q+1 (default: exact)"),
    TEXT("--leftover", "ROLE|discard", GAMES, OPT_GAME, sp.leftover,
        "the offer families under --offer exact: who gets the pairs left when fewer than q+1 are free (default: the "
        "offerer)"),
    TEXT("--maker", "PAIRS", STARTS, OPT_START, sp.maker, "the start: the pairs Maker holds"),
    TEXT("--breaker", "PAIRS", STARTS, OPT_START, sp.breaker, "the start: the pairs Breaker holds"),
    TEXT("--avoider", "PAIRS", STARTS, OPT_START, sp.avoider, "the start: the pairs Avoider holds"),
    TEXT("--enforcer", "PAIRS", STARTS, OPT_START, sp.enforcer, "the start: the pairs Enforcer holds"),
    TEXT("--red", "PAIRS", STARTS, OPT_START, sp.red, "the start: the pairs coloured red (the first player's colour)"),
    TEXT("--blue", "PAIRS", STARTS, OPT_START, sp.blue, "the start: the pairs coloured blue"),
    TEXT("--arcs", "ARCS", STARTS, OPT_START, sp.arcs, "the start of subh: the pairs oriented, i>j from i to j"),
    TEXT("--edges", "PAIRS", STARTS, OPT_START, sp.edges, "the start of shared: the graph's edges"),
    TEXT("--client", "PAIRS", STARTS, OPT_START, sp.client, "the start: the pairs Client holds"),
    TEXT("--waiter", "PAIRS", STARTS, OPT_START, sp.waiter, "the start: the pairs Waiter holds"),
    TEXT("--picker", "PAIRS", STARTS, OPT_START, sp.picker, "the start: the pairs Picker holds"),
    TEXT("--chooser", "PAIRS", STARTS, OPT_START, sp.chooser, "the start: the pairs Chooser holds"),
    TEXT("--to-move", "first|second", STARTS, OPT_START, sp.to_move,
        "ramsey, rule avoid-plus: who moves at the start (default: by the parity of the pairs taken)"),
    TEXT("--cert", "FILE", SOLVE | MERGE, 0, cert, "write the winner's strategy to FILE (merge: the top's)"),
    TEXT("--keep", "FILE", SOLVE | SHARD, 0, keep,
        "load what earlier runs of the game proved from FILE if it exists, and save what this run proved to it when "
        "the search ends, answered or stopped (--seconds, Ctrl-C): a stopped run goes on from there; shard: the "
        "shards run one after another share what they proved (docs/keep.md)"),
    NUMBER("--keep-every", "S", SOLVE | SHARD, 0, 1, ESTIMATE_SECONDS_MAX, keep_every,
        "with --keep: also save every S seconds while the search runs (default: " STR(KEEP_EVERY_SECONDS) "), so that "
        "a run killed outright loses at most that"),
    NUMBER("--finish", "0|1", SOLVE | SPLIT, OPT_KEPT, 0, 1, finish,
        "with --cert: 1 leaves the winner's one-move wins to the checker, 0 stores them"),
    FLAG("--batch", SOLVE, 0, batch, "solve the graph6 boards of standard input, one a line"),
    TEXT("--only-wins", "ROLE", SOLVE, 0, only_wins, "with --batch: print only the boards ROLE wins (none: draws)"),
    TEXT("--cert-dir", "DIR", SOLVE | MOVES, 0, cert_dir,
        "solve --batch: write the certificates of the boards printed to DIR/LINE.ROLE-first.cert; moves: one "
        "certificate a class of winning moves, DIR/MOVE.cert (DIR made if missing)"),
    TEXT("--output", "graph6", SOLVE, 0, output,
        "with --batch: print only the graph6 of the boards printed, one a line, for nauty's tools"),
    FLAG("--whole-board", COUNT, 0, whole_board, "play on through end positions until no legal move is left"),
    TEXT("--kind", "KIND", KEY, 0, kind, "the key of KIND (layered-v2: a top's key of a layered-3state-v1 game)"),
    TEXT("--after", "MOVES", SHOW | MOVES, 0, after, "from the position after MOVES (\"0-1,2-3\", in playing order)"),
    NUMBER("--depth", "K", SHOW, 0, 1, SHOW_DEPTH_MAX, depth,
        "the strategy tree K moves deep (default: down to the winner's next move)"),
    FLAG("--line", SHOW, 0, line, "one line of play to the end: the winner's moves, the other's first legal move"),
    TEXT("--dot", "FILE", SHOW, 0, dot,
        "also draw each move shown as Graphviz DOT text (at most " STR(DRAW_MAX) " boards)"),
    TEXT("--svg", "FILE", SHOW, 0, svg, "the same picture drawn by Graphviz (dot -Kneato -Tsvg)"),
    TEXT("--layout", "circle|standard", SHOW, 0, layout,
        "the pictures' vertices: standard (the default) draws Petersen, K_a,b and Q_d as usual, circle all on a circle"),
    TEXT("--out", "DIR", SPLIT, 0, out, "the split's directory (made if missing)"),
    NUMBER("--depth", "D", SPLIT | ESTIMATE, 0, 1, SPLIT_DEPTH_MAX, depth,
        "the shards: the positions D moves from the start"),
    NUMBER("--shards", "N", SPLIT, 0, 1, SPLIT_SHARDS_MAX, shards,
        "instead of --depth: the least depth with N shards or more"),
    NUMBER("--estimate", "K", SPLIT, 0, 0, SPLIT_ESTIMATE_MAX, estimate,
        "solve K shards now, a process each, and predict the rest from them"),
    FLAG("--estimate", SOLVE, 0, show_estimate, "print estimate's line on stderr before each solve"),
    TEXT("--winner", "ROLE", ESTIMATE, 0, winner, "the side assumed to win (default: each side, a line each)"),
    NUMBER("--samples", "N", ESTIMATE, 0, 1, ESTIMATE_SAMPLES_MAX, samples,
        "solve at most N shards (default: as many as the time allows)"),
    NUMBER("--seconds", "S", SOLVE | ESTIMATE, 0, 1, ESTIMATE_SECONDS_MAX, seconds,
        "estimate: take about S seconds in all (default: " STR(ESTIMATE_SECONDS) "); solve: stop a search not ended "
        "after S seconds, print how far it got (result stopped) and exit 3"),
    TEXT("--single", "FILE", MERGE, 0, single,
        "also write the top and the shards it needs as one certificate (version 3)"),
    FLAG("--json", SOLVE | COUNT | SHOW | DUMP | MOVES | ESTIMATE, 0, json,
        "print JSON: an object a solve, count, estimate or entry; show: the strategy as a DAG, an object a position"),
    NUMBER("--mem", "MB", SOLVE | COUNT | SPLIT | SHARD | MERGE | MOVES | ESTIMATE, 0, 1, MEM_MAX_MB, mem_mb,
        "memory budget in megabytes (default: a quarter of physical memory)"),
    NUMBER("--threads", "N", SOLVES, 0, 1, THREADS_MAX, threads,
        "search threads, or boards solved at once by --batch (default: the processors)"),
    FLAG("--quiet", SOLVES, 0, quiet, "no progress on stderr (a line kept up to date on a terminal, else --progress-every)"),
    NUMBER("--progress-every", "S", SOLVE | SHARD, 0, 0, ESTIMATE_SECONDS_MAX, progress_every,
        "a whole progress line every S seconds of the search and the certificate walk, on a terminal too (default: "
        "one line kept up to date on a terminal, else every " STR(PROGRESS_EVERY_SECONDS) " s; 0: at each check, "
        "every 2^18 positions searched and 2^16 walked)"),
    TEXT("--prover", "auto|dfpn|search", SOLVE | MOVES, 0, prover,
        "the search that proves the game: dfpn (proof-number search: smaller certificates of h:H games, more "
        "positions), search (depth-first), or auto, the default: dfpn for Maker-Breaker h:H with bias 1:1 (ramsey "
        "weak-achieve too) when a certificate is written, search otherwise"),
    FLAG("--no-theorem", SOLVE | MOVES | ESTIMATE, 0, no_theorem,
        "decide by search alone, without the property's theorem (conn: Lehman's; h:H with bias 1:1: Erdos-Selfridge) or the offer families' dead-pair rule, to compare"),
};
#define NOPTIONS ((int)(sizeof option_table / sizeof *option_table))
_Static_assert(NOPTIONS <= 64, "options.given has a bit a row");

/* The bit of command in option_def.commands, 0 if it takes no option. */
static unsigned command_bit(const char *command)
{
    for (int i = 0; command_names[i]; i++)
        if (strcmp(command, command_names[i]) == 0)
            return 1u << i;
    return 0;
}

/* The row of option name for the commands cmds (~0u: any), or -1. */
static int option_row(const char *name, unsigned cmds)
{
    for (int k = 0; k < NOPTIONS; k++)
        if (strcmp(option_table[k].name, name) == 0 && (option_table[k].commands & cmds))
            return k;
    return -1;
}

const option_def *option_named(const char *name)
{
    int k = option_row(name, ~0u);
    return k < 0 ? NULL : &option_table[k];
}

void options_init(options *o, const char *command)
{
    memset(o, 0, sizeof *o);
    spec_init(&o->sp);
    o->command = command;
    o->n = -1;
    o->progress_every = -1;
    o->finish = DEFAULT_FINISH;
}

int option_given(const options *o, const char *name)
{
    for (int k = 0; k < NOPTIONS; k++)
        if (o->given >> k & 1 && strcmp(option_table[k].name, name) == 0)
            return 1;
    return 0;
}

/* "'posproof solve', 'posproof key' and 'posproof split'": the commands cmds. */
static void command_list(unsigned cmds, char *out, size_t len)
{
    int n = __builtin_popcount(cmds), k = 0;
    size_t at = 0;
    out[0] = 0;
    for (int i = 0; command_names[i] && at < len; i++)
        if (cmds >> i & 1) {
            k++;
            at += (size_t)snprintf(out + at, len - at, "%s'posproof %s'", k == 1 ? "" : k == n ? " and " : ", ",
                                   command_names[i]);
        }
}

/* Refuses the option opt of the table, which command does not take: one
 * line naming the commands that do. Returns 2. */
static int misplaced(const char *command, const char *opt)
{
    unsigned cmds = 0;
    int group = 0;
    for (int k = 0; k < NOPTIONS; k++)
        if (strcmp(option_table[k].name, opt) == 0) {
            cmds |= option_table[k].commands;
            group = option_table[k].group;
        }
    if (strcmp(command, "key") == 0)
        return die_usage("%s does not apply to 'posproof key', which takes the game's flags and a position only", opt);
    char list[256];
    command_list(cmds, list, sizeof list);
    return die_usage("%s applies to %s only%s", opt, list,
                     group == OPT_START && strcmp(command, "count") == 0 ? "; counting from a position is not supported"
                                                                         : "");
}

int read_options(int argc, char **argv, int from, options *o)
{
    unsigned cmd = command_bit(o->command);
    assert(cmd);
    for (int i = from; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strncmp(a, "--", 2) != 0)
            return die_usage("unexpected argument '%s' (see posproof %s --help)", a, o->command);
        int k = option_row(a, cmd);
        if (k < 0)
            return option_named(a) ? misplaced(o->command, a)
                                   : die_usage("unknown option '%s' (see posproof %s --help)", a, o->command);
        const option_def *d = &option_table[k];
        if (o->given >> k & 1)
            return die_usage("%s is given twice", a);
        o->given |= (uint64_t)1 << k;
        char *at = (char *)o + d->at;
        if (!d->arg) {
            *(int *)at = 1;
            continue;
        }
        if (!v)
            return die_usage("option %s needs a value", a);
        if (strncmp(v, "--", 2) == 0)   /* a forgotten value: --cert --json would write a file "--json" */
            return die_usage("option %s needs a value, not the option %s", a, v);
        i++;
        if (d->hi == 0) {
            *(const char **)at = v;
            continue;
        }
        long x;
        if (parse_int(v, d->lo, d->hi, &x) != 0)
            return d->hi - d->lo == 1 ? die_usage("%s '%s': expected %ld or %ld", a, v, d->lo, d->hi)
                                      : die_usage("%s '%s': expected a number from %ld to %ld", a, v, d->lo, d->hi);
        *(long *)at = x;
    }
    return 0;
}

/* Whether --help (-h) is among the options of a command. */
int wants_help(int argc, char **argv)
{
    unsigned cmd = command_bit(argv[1]);
    for (int i = 2; i < argc; i++) {
        int k = option_row(argv[i], cmd ? cmd : ~0u);   /* solve's --estimate is a flag, split's takes K */
        const option_def *d = k < 0 ? NULL : &option_table[k];
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
        i += d && d->arg;
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
    options_init(o, argv[1]);
    int rc = read_options(argc, argv, 2, o);
    if (rc)
        return rc;
    o->sp.n = (int)o->n;
    o->finish_given = option_given(o, "--finish");
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
    int range = o->sp.bias_to[0] != o->sp.bias_ab[0] || o->sp.bias_to[1] != o->sp.bias_ab[1];
    if (range && (strcmp(o->command, "solve") != 0 || o->batch))
        return die_usage("--bias %s: a range of biases (a threshold search) applies to solve without --batch only",
                         o->sp.bias);
    if (o->prover && strcmp(o->prover, "auto") && strcmp(o->prover, "dfpn") && strcmp(o->prover, "search"))
        return die_usage("--prover '%s': expected auto, dfpn or search", o->prover);
    if (strcmp(o->command, "count") == 0 || strcmp(o->command, "key") == 0 || strcmp(o->command, "moves") == 0)
        return 0;
    if (o->cert && o->batch)
        return die_usage("--cert does not apply to --batch (--cert-dir DIR writes one certificate a board)");
    if (o->show_estimate && (o->batch || range))
        return die_usage("--estimate applies to one game, not to --batch or a range of biases");
    if (o->cert_dir && !o->batch)
        return die_usage("--cert-dir applies to --batch only (--cert FILE writes one game's certificate)");
    if (o->only_wins && !o->batch)
        return die_usage("--only-wins applies to --batch only");
    if (o->output && !o->batch)
        return die_usage("--output applies to --batch only");
    if (o->output && strcmp(o->output, "graph6") != 0)
        return die_usage("--output '%s': expected graph6", o->output);
    if (o->output && o->json)
        return die_usage("--output graph6 and --json: give one (the boards alone, or an object a board)");
    if (o->only_wins) {
        const family_def *fd = o->sp.fam;
        if (family_role(fd, o->only_wins) < 0 && strcmp(o->only_wins, "none"))
            return die_usage("--only-wins '%s': expected %s, %s or none", o->only_wins, fd->role[0], fd->role[1]);
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
        return die_usage("--cert writes one game's proof: give --%s", o->sp.fam->first == FIRST_CREATOR ? "creator" : "first");
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
    if (!o->finish_given && o->sp.fam->tempo && (o->sp.bias_to[0] > 4 || o->sp.bias_to[1] > 4))
        o->finish = 0;
    /* Monotone Avoider-Enforcer: the walk finds no short wins of turns of
     * any length (extract.c asks those of strict turns), so every move of
     * the winner is stored. */
    if (o->sp.rulev == RULE_MONOTONE || o->sp.fam->first == FIRST_OFFERER) {
        if (o->finish_given && o->finish)
            return die_usage("--finish 1 does not apply to %s: every move of its strategies is stored (--finish 0; "
                             "certs/FORMAT.md 8)",
                             family_word(o->sp.fam));
        o->finish = 0;
    }
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

/* The option reference: the rows of the commands cmds, one an entry,
 * "  --NAME ARG" and the help from column 24, wrapped before column 80,
 * with the range of a number and, with tags, the commands that take it
 * in brackets. */
static void print_options(unsigned cmds, int tags)
{
    enum { COLUMN = 24, WIDTH = 79 };
    for (int k = 0; k < NOPTIONS; k++) {
        const option_def *d = &option_table[k];
        if (!(d->commands & cmds))
            continue;
        char text[512], list[128] = "";
        size_t at = (size_t)snprintf(text, sizeof text, "%s", d->help);
        if (d->hi && !strchr(d->arg, '|') && text[at - 1] == ')')   /* "(default: x; N from 1 to 64)" */
            at += (size_t)snprintf(text + at - 1, sizeof text - at + 1, "; %s from %ld to %ld)", d->arg, d->lo,
                                   d->hi) - 1;
        else if (d->hi && !strchr(d->arg, '|'))
            at += (size_t)snprintf(text + at, sizeof text - at, " (%s from %ld to %ld)", d->arg, d->lo, d->hi);
        for (int i = 0, n = 0; tags && command_names[i]; i++)
            if (d->commands >> i & 1)
                n += snprintf(list + n, sizeof list - (size_t)n, "%s%s", n ? ", " : "", command_names[i]);
        if (tags)
            at += (size_t)snprintf(text + at, sizeof text - at, " [%s]", list);
        assert(at < sizeof text - 1);
        int col = printf("  %s%s%s", d->name, d->arg ? " " : "", d->arg ? d->arg : "");
        col += printf("%*s", col <= COLUMN - 2 ? COLUMN - col : 2, "");
        for (const char *w = text; *w;) {   /* a word at a time */
            int len = (int)strcspn(w, " ");
            if (w != text && col + 1 + len > WIDTH)
                col = printf("\n%*s", COLUMN, "") - 1;
            else if (w != text)
                col += printf(" ");
            col += printf("%.*s", len, w);
            for (w += len; *w == ' '; w++)
                ;
        }
        printf("\n");
    }
}

/* Prints the help of command (NULL: all of it; shard, merge and status
 * have split's) on stdout. */
void print_help(const char *command)
{
    unsigned cmds = command ? command_bit(command) : ~0u;
    char props[2048], game_text[8192];
    prop_help(props, sizeof props, 8);
    snprintf(game_text, sizeof game_text, "%s%s%s", game_head, props, game_tail);
    if (!command)
        printf("usage: %s       %s       %s       %s       %s       %s       %s       %s       %s       %s       %s"
               "       %s       %s       posproof [COMMAND] --help | posproof --version\n\n%s\n%s\n%s\n%s\n%s\n%s\n%s"
               "\n%s\n%s\n%s\n%s",
               SOLVE_USAGE, BATCH_USAGE, COUNT_USAGE, KEY_USAGE, MOVES_USAGE, SHOW_USAGE, DUMP_USAGE, PLAY_USAGE,
               SPLIT_USAGE, SHARD_USAGE, MERGE_USAGE, STATUS_USAGE, ESTIMATE_USAGE, intro_text, game_text, solve_text,
               count_text, key_text, moves_text, show_text, dump_text, play_text, split_text, estimate_text);
    else if (cmds == SOLVE)
        printf("usage: %s       %s\n%s\n%s\n%s", SOLVE_USAGE, BATCH_USAGE, intro_text, game_text, solve_text);
    else if (cmds == COUNT)
        printf("usage: %s\n%s\n%s", COUNT_USAGE, count_text, game_text);
    else if (cmds == KEY)
        printf("usage: %s\n%s\n%s", KEY_USAGE, key_text, game_text);
    else if (cmds == SHOW)
        printf("usage: %s\n%s", SHOW_USAGE, show_text);
    else if (cmds == DUMP)
        printf("usage: %s\n%s", DUMP_USAGE, dump_text);
    else if (cmds == PLAY)
        printf("usage: %s\n%s", PLAY_USAGE, play_text);
    else if (cmds == MOVES)
        printf("usage: %s\n%s\n%s", MOVES_USAGE, moves_text, game_text);
    else if (cmds == ESTIMATE)
        printf("usage: %s\n%s\n%s", ESTIMATE_USAGE, estimate_text, game_text);
    else {
        cmds = SPLIT | SHARD | MERGE | STATUS;
        printf("usage: %s       %s       %s       %s\n%s\n%s", SPLIT_USAGE, SHARD_USAGE, MERGE_USAGE, STATUS_USAGE,
               split_text, game_text);
    }
    int tags = __builtin_popcount(cmds) > 1, any = 0;
    for (int k = 0; k < NOPTIONS; k++)
        any |= (option_table[k].commands & cmds) != 0;
    if (any)
        printf(tags ? "\nOptions, with the commands that take each in brackets:\n" : "\nOptions:\n");
    print_options(cmds, tags);
    printf("\n%s", exit_text);
}

/* posproof --help [COMMAND] (also -h, help) */
int cmd_help(int argc, char **argv)
{
    const char *cmd = argv[1];
    if (argc > 3 || (argc == 3 && !one_of(argv[2], command_names)))
        return die_usage("%s takes one command: solve, count, key, moves, show, dump, play, split, shard, merge, status "
                         "or estimate", cmd);
    print_help(argc == 3 ? (command_bit(argv[2]) & (SHARD | MERGE | STATUS) ? "split" : argv[2]) : NULL);
    return 0;
}

/* posproof --version */
int cmd_version(int argc, char **argv)
{
    (void)argv;
    if (argc > 2)
        return die_usage("--version takes no option");
    printf("posproof %s (nauty %s, certificate format %d, %d from a start position, %d for a sharded proof's "
           "top, %d for rule monotone)\n", VERSION, NAUTYVERSION, CERT_FORMAT_VERSION, CERT_FORMAT_VERSION_START,
           CERT_FORMAT_VERSION_TOP, CERT_FORMAT_VERSION_RULE);
    return 0;
}
