/* cli.h - posproof-check's command line (checker/cli/): the presentation
 * around the trusted core, trusted by nobody.  It turns the claim asked
 * by game flags and graph names (docs/usage.md, "Command line") into the core's
 * canonical claim, and the core's verdict into words; the verdict itself,
 * and the canonical claim of the record line, are the core's (core.h).
 *   claim.c  the claim asked, graph names and sparse6, the claim in words
 *   start.c  the start asked: the family's lists of pairs, --to-move,
 *            --after MOVES; --board-file
 *   cli.c    the options, the output, main
 */
#ifndef POSPROOF_CLI_H
#define POSPROOF_CLI_H

#include "../core/core.h"

/* The families' places in the core's table families[] (FORMAT.md 4.2's
 * order), for the flags that name a family's game or its pairs. */
enum { F_MB, F_AE, F_RAMSEY, F_SUBH, F_SHARED, F_WC, F_CW, F_PC, F_CP };

/* The options of posproof-check, rows of cli_options (cli.c): first
 * those whose value opts_t.val keeps, then the flags, then the core's
 * (ask_option reads them). */
enum { O_GAME, O_RULE, O_N, O_BOARD, O_BOARDFILE, O_FIRST, O_BIAS, O_H, O_CREATOR,
       O_PROPERTY, O_OFFER, O_LEFTOVER, O_START, O_MAKER, O_BREAKER, O_AVOIDER, O_ENFORCER, O_RED, O_BLUE,
       O_ARCS, O_EDGES, O_TOMOVE, O_AFTER, O_WINNER, O_NOLOSS, O_THREADS, O_SHORTCUTS, O_COUNT,
       O_QUIET = O_COUNT, O_PLAIN, O_CORE, O_ROWS = O_CORE + 5 };

/* An option: its name, its value's name (NULL: a flag), its help. */
typedef struct {
    const char *name, *arg, *help;
} cli_option_t;
extern const cli_option_t cli_options[O_ROWS];

typedef struct {
    const char *val[O_COUNT];   /* the value of each option, or NULL */
    ask_t ask;                  /* the core's options */
    const char *files[1024];    /* the certificates, in order */
    int nfiles, plain, quiet;
    int threads;                /* --threads N, or 0 when not given */
} opts_t;

/* claim.c */
/* docs/usage.md, "Command line": the graph6 of a graph written as graph6, sparse6
 * or a name.  0, or -1. */
int graph_read(const char *s, char g6[24]);
/* docs/usage.md, "Command line": the claim asked by the game flags of o, as header
 * fields validated by header_setup into a.  0, or -1 with msg. */
int claim_asked(const opts_t *o, header_t *a, char msg[MSGMAX]);
/* The claim in words (who wins only if 'who'), graphs by name. */
void claim_words(const header_t *h, int who, char out[CLAIMMAX]);

/* start.c */
#define BOARD_LINE 1024  /* a --board-file line, NUL included, at most */
/* 1 if o gives a start as posproof solve and moves take it: a list of
 * pairs, --to-move or --after. */
int position_asked(const opts_t *o);
/* docs/usage.md, "Solving from a position": the start those options of o
 * give, from the empty start or from --start, as the header field start
 * of a (set up by header_setup) into a (version 3); board: the board as
 * the command line spells it, for messages.  0, or -1 with msg. */
int start_asked(const opts_t *o, const char *board, header_t *a, char msg[MSGMAX]);
/* docs/usage.md, "Command line": the one GRAPH line of --board-file path
 * (nauty's header skipped; "-": standard input) into line.  0, or -1
 * with msg. */
int board_file(const char *path, char line[BOARD_LINE], char msg[MSGMAX]);

#endif
