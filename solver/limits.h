/* limits.h: every limit of the solver, each with its reason. The options
 * table (options.c) takes the ranges of its numbers from here, so the
 * parser, `posproof --help` and docs/usage.md's option reference say the
 * same. Buffer sizes and tuning constants that no input reaches stay
 * beside their code.
 *
 * A limit marked [checker NAME] is one the checker must share: the
 * checker, which includes nothing from solver/, keeps its own copy under
 * NAME (checker/core/core.h, checker/fast/fast.h), and tests/56-limits.t
 * compares the two by these marks and fails on any difference (or on a
 * mark whose NAME the checker lacks).
 */
#ifndef POSPROOF_LIMITS_H
#define POSPROOF_LIMITS_H

/* ---- The values certs/FORMAT.md fixes ---- */

/* Vertices of a board, at most (FORMAT.md 2: 2 <= n <= 16). A vertex set
 * is 16 bits (graphs.h vset), K_16's pairs fit posproof-wide's 128-bit
 * pair sets (board.h), and a key is at most 31 bytes (FORMAT.md 5.6).
 * [checker NMAX] */
#define GR_MAXN 16
/* Pairs of K_n for n <= GR_MAXN: the largest board. [checker MMAX] */
#define GR_MAXM 120
_Static_assert(GR_MAXM == GR_MAXN * (GR_MAXN - 1) / 2, "GR_MAXM is the pairs of K_GR_MAXN");
/* Moves a turn of either side, at most (FORMAT.md 2, bias A:B with
 * 1 <= A, B <= 8): a replay visits every order of the opponent's moves
 * within a turn, so the bound keeps a small file from asking for an
 * unbounded replay; and the search's turn, side + 2d, stays below 16
 * (search.h). [checker BIAS_MAX] */
#define BIAS_MAX 8
/* Monotone Avoider-Enforcer (FORMAT.md 3.3) counts the moves of a turn up
 * to the bias, d = 0 .. A: the turn side + 2d must stay below 16, the
 * turns the transposition table (tt.h TT_TURNS) and the exact cache keep
 * in 4 bits. */
#define MONOTONE_BIAS_MAX 7
/* The offer families' q of bias 1:q (FORMAT.md 2): the offerer's turn
 * counts its offered pairs, d = 0 .. q, in the same 4 bits. */
#define OFFER_Q_MAX 7
/* Edges of a graph6 board in a certificate, at most (FORMAT.md 3.1;
 * `board = complete` has no such limit: K_16 is certified). Fixed by the
 * format's second revision, when the engine of the time held a graph6
 * board's pairs in one 64-bit set; it stays because the format fixes it
 * (a change would be a new format version, FORMAT.md 8). --cert on a
 * larger graph6 board is refused. [checker BOARD_EDGES_MAX] */
#define CERT_MAX_BOARD_EDGES 64
/* Vertices of a game with layered-3state-v1 keys, at most (FORMAT.md 2,
 * 5.4: the first format's keys, whose table stops at n = 10); `posproof
 * key`'s old form builds them. [checker V1_NMAX] */
#define CANON_V1_MAXN 10

/* ---- Limits the solver and the checker share ---- */

/* Threads, at most (--threads; the default, the processors online, is
 * capped the same). Every thread costs its own memory (the solver: three
 * memo tables a thread, solver.c, and two temporary files of --batch,
 * cmd_solve.c; the checker: its own work budget, so a check may spend
 * threads times --work, checker/fast/fast.c), so a bound keeps a slip
 * such as --threads 10000 from asking for that much; 64 is more than the
 * machines posproof runs on have. The checker took up to 256 before
 * bfe1300 (2026-11-26): one bound for both. [checker THREADS_MAX] */
#define THREADS_MAX 64
/* --mem MB, at most: 2^30 megabytes (a petabyte), so that the bytes,
 * MB << 20, fit 64 bits. [checker MEM_MAX_MB] */
#define MEM_MAX_MB (1L << 30)

/* ---- The solver's own ---- */

/* Vertices of a board in this build: bin/posproof holds a position's pairs
 * in 64-bit sets (n <= 11: 55 pairs) and hands larger boards to
 * posproof-wide, built with -DPOSPROOF_WIDE and 128-bit sets (n <= 16:
 * 120 pairs); the wide build costs the ordinary games 14% more
 * instructions (board.h). */
#ifdef POSPROOF_WIDE
#define BOARD_MAXN GR_MAXN
#else
#define BOARD_MAXN 11
#endif
/* arboricity:K, K at most this: K_16, the largest board, has arboricity
 * ceil(16/2) = 8, so a larger K never holds and its game is decided before
 * a move. FORMAT.md 4.1 bounds no K: the checker reads any K >= 2 (a K
 * above NMAX / 2 as never holding). */
#define ARB_MAXK (GR_MAXN / 2)
/* Winning sets of the Erdos-Selfridge criterion (families/maker_breaker.c), at most:
 * the criterion costs a pass over them at each node, so a game with more
 * goes without it (K4 on K16 has 1,820 and uses it, K5 on K16 4,368 does
 * not); their sizes,
 * at most ES_SET_MAX pairs, keep its sums exact in 64 bits (4,096 sets of
 * weight at most 2^40: below 2^53). */
#define ES_SETS_MAX 4096
#define ES_SET_MAX 40
/* ... and it asks the property for at most 32 times as many graphs, the
 * same copy of H coming once for each automorphism of H (K4 on K16: 43,680
 * for its 1,820 copies), so that its setup stays a few milliseconds. */
#define ES_EMIT_MAX (32L * ES_SETS_MAX)

/* solve --keep FILE: the largest file, in bytes (keep.h). The entries of
 * most work are kept first; 2 GiB is 134 million entries (67 million in
 * the wide build), written in seconds, and a search stopped after hours
 * (the K4 game on K9: about 10^9 positions an hour on one thread) has
 * proved that many positions of work 2^6 and more. */
#define KEEP_MAX_BYTES ((size_t)2 << 30)
/* ... and how often a search saves it while it runs (the progress hook,
 * cmd_solve.c), so that a run killed outright (SIGKILL, a machine lost)
 * loses at most this much: writing 2 GiB takes seconds, half an hour of
 * search costs more. */
#define KEEP_EVERY_SECONDS 1800
/* solve, shard: on a stderr that is no terminal (a log file, a Slurm job's
 * output), a progress line every --progress-every S seconds, by default
 * this many: a run of hours shows how far it got (search, then walk) in
 * tens of lines, and a run of minutes in none. */
#define PROGRESS_EVERY_SECONDS 600
/* split --depth D, at most: no frontier that deep is ever wanted (a
 * frontier grows with its depth; docs/sharding.md splits 2 or 3 moves
 * deep); the bound only keeps the number small. */
#define SPLIT_DEPTH_MAX 64
/* split --shards N, at most: a million shards, a million lines of
 * DIR/manifest and a million files in DIR. */
#define SPLIT_SHARDS_MAX 1000000
/* split --estimate K, at most: K shards solved now, one process each. */
#define SPLIT_ESTIMATE_MAX 1000
/* The arguments of a game in a split's DIR/manifest, at most (shard.h):
 * the game's flags and a start, each with its value, take 40 at most. */
#define SHARD_MAXARGS 64
/* estimate --seconds S: by default a few seconds, so that a user asks
 * before a long run; at most a week. The top, the search's
 * first moves, may take 1/ESTIMATE_TOP_SHARE of an estimate's share
 * (cmd_estimate.c). */
#define ESTIMATE_SECONDS 5
#define ESTIMATE_SECONDS_MAX 604800
#define ESTIMATE_TOP_SHARE 3
/* A tenth of it measures the search's rate (positions a second). */
#define ESTIMATE_CALIBRATION_SHARE 10
/* estimate --samples N, at most: the shards solved. */
#define ESTIMATE_SAMPLES_MAX 1000000000L
/* Frontier classes kept by estimate, at most: 16 M positions of 32 bytes
 * (posproof-wide) and a set of their classes, about 1.5 GB. */
#define ESTIMATE_FRONTIER_MAX ((size_t)1 << 24)
/* Shards solved before the estimate fits a slope to their costs (fewer:
 * no sharing is assumed). */
#define ESTIMATE_FIT_MIN 8
/* Runs of the top with the values of the shards solved, at most: each
 * meets the shards the search reaches where the assumed winner's first
 * move fails; a few rounds reach every shard on the games measured. */
#define ESTIMATE_ROUNDS_MAX 64
/* show --depth K, at most: show keeps the moves from the position shown
 * down to the one printed, one a level, for the captions of --dot
 * (show.c). */
#define SHOW_DEPTH_MAX 64
/* Pictures of one show --dot or --svg, at most: one grid of boards that
 * Graphviz lays out in seconds and a screen shows. */
#define DRAW_MAX 400

#endif
