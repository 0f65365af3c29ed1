/* spec.h: the command-line grammar shared by `posproof solve` and `posproof
 * count` (docs/usage.md, "Command line"), turned into games (game.h).
 *
 *   --game P  [--rule maker-breaker|avoider-enforcer]   (P: a property of prop.h's table)
 *          (--n N | --board GRAPH | --board-file FILE) [--first ROLE] [--bias A:B]
 *   --game ramsey --H H --n N --rule avoid|misere|avoid-plus|achieve|weak-achieve
 *   --game subh --n N [--creator first|second]
 *   --game shared --property P --n N [--rule normal|avoid]
 *
 * and, for `posproof solve`, a start position (certs/FORMAT.md 3.4) in the
 * words of the family:
 *
 *   --maker PAIRS --breaker PAIRS       maker-breaker
 *   --avoider PAIRS --enforcer PAIRS    avoider-enforcer
 *   --red PAIRS --blue PAIRS [--to-move first|second]   ramsey (--to-move:
 *                                       rule avoid-plus only)
 *   --arcs ARCS                         subh
 *   --edges PAIRS                       shared
 *
 * PAIRS is "i-j,k-l,..." (decimal vertices below n, i != j; "" for none),
 * ARCS "i>j,..." (the pair {i,j} oriented from i to j). The player to move
 * follows from the counts (FORMAT.md 3.4) and who moves first, so a start
 * position needs --first (--creator for subh) where the family has two.
 *
 * Nothing here prints or exits; errors come back as one line of text.
 */
#ifndef POSPROOF_SPEC_H
#define POSPROOF_SPEC_H

#include "game.h"


typedef struct spec {
    /* as given */
    const char *game, *rule, *board_g6, *board_file, *H, *property, *bias, *first, *creator;
    const char *offer, *leftover;   /* the offer families: --offer, --leftover */
    const char *maker, *breaker, *avoider, *enforcer, *red, *blue, *arcs, *edges, *to_move;   /* the start */
    const char *client, *waiter, *picker, *chooser;   /* the start of the offer families */
    int n;                   /* -1 when not given */
    /* resolved by spec_resolve */
    const family_def *fam;   /* its family (family.h) */
    int rulev;
    gprop prop;
    int has_board;
    ugraph board;
    int bias_ab[2];
    int bias_to[2];          /* --bias A:B..C:D: C and D (a threshold search); else bias_ab's */
    int nroles, roles[2];    /* first roles to solve (family role index) */
    char rule_name[24];      /* header rule, "" if none */
    char prop_name[64];      /* header game (MB, AE) or property (shared) */
    int upto, leftover_role; /* the offer families: --offer upto; --leftover's role, -1 discard */
    int has_start;           /* a start position was given (even the empty one) */
    int start_mover;         /* ramsey avoid-plus --to-move: 0 first, 1 second; -1 by the counts */
    uint8_t start[GR_MAXM];   /* state 0..2 of each pair of K_n (FORMAT.md 3) */
} spec;

/* Initialises an empty spec. */
void spec_init(spec *sp);

/* If opt is a game flag, stores val and returns 1; returns 0 otherwise. */
int spec_option(spec *sp, const char *opt, const char *val);

/* Checks and resolves the flags. With batch, boards come later (spec_board).
 * Returns 0, or -1 with one line naming what is wrong in err. */
int spec_resolve(spec *sp, int batch, char *err, size_t errlen);

/* Sets the board from graph6 text (batch lines; names are for --board and
 * --board-file, graphs.h graph_parse). 0 or -1 with err. */
int spec_board(spec *sp, const char *g6, char *err, size_t errlen);

/* For the families' own flags (family.h resolve): -1 with "WHAT does not
 * apply to --game GAME" in err if val is given, else 0. */
int spec_not_for(const char *what, const char *val, const char *game, char *err, size_t errlen);

/* err, about the value of option opt, prefixed "opt: " (a graph's own
 * message names the graph, not where it was given). Returns -1. */
int spec_err_option(const char *opt, char *err, size_t errlen);

/* Builds the game with the family's role first_role (0 or 1) moving first. */
int spec_game(const spec *sp, int first_role, game *g, char *err, size_t errlen);

/* The board as printed: "K8"; a board given by --board as the user wrote
 * it (a name such as Petersen, a short edge list); else (graph6, sparse6,
 * --board-file, a long edge list: a certificate's board too) its name
 * where it is exactly a named graph (graph_name), or its graph6. out:
 * SPEC_NAME_MAX bytes. */
#define SPEC_NAME_MAX 48
void spec_board_name(const spec *sp, char *out);

/* A start position (FORMAT.md 3.4) in the board's own labelling, on a
 * board of any number of edges: the state of every pair of K_n in the pair
 * numbering of FORMAT.md 3 (j(j-1)/2 + i, as board.h numbers its pairs):
 * 0 free, 1, 2 (FORMAT.md 3.2), 3 not a board pair; and the turn. */
typedef struct spec_pos {
    int n;                      /* vertices: the pairs are q < n(n-1)/2 */
    uint8_t state[GR_MAXM];   /* state of pair q; 0 beyond the pairs */
    uint8_t mover;              /* 0: first player to move, 1: second */
    uint8_t done;               /* moves the mover made in this turn */
} spec_pos;

/* The start position of g (built by spec_game from sp): the empty one
 * without start flags, else the pairs given with the turn of FORMAT.md 3.4. */
spec_pos spec_start(const spec *sp, const game *g);

/* Whether p is the empty position (FORMAT.md 3.4: versions 1 and 2). */
int spec_start_is_empty(const spec_pos *p);

/* FORMAT.md 3.4's spelling of p (the header start): 2(L + 1) lowercase
 * hexadecimal digits and a NUL, L = ceil(n(n-1)/8) <= 30; out: at least 64
 * bytes. */
void spec_start_hex(const spec_pos *p, char *out);

/* The inverse of spec_start_hex for n vertices (the digits' states and
 * turn byte as they are, not checked against a game): 0, or -1 if hex is
 * not 2(L + 1) lowercase hexadecimal digits. */
int spec_start_parse(const char *hex, int n, spec_pos *p);

/* The pairs of p in state (1 or 2) as the flags spell them, normalised:
 * "i-j" with i < j in the order of the pair numbers (FORMAT.md 3: 0-1, 0-2,
 * 1-2, 0-3, ...), comma-separated ("" if none); for an oriented family
 * (subh; state ignored) every oriented pair as "i>j". out: 1024 bytes. */
void spec_start_pairs(const family_def *fd, const spec_pos *p, int state, char *out);

/* The start flags of sp's family, for the output: names[0..count-1]
 * ("maker", "breaker"; "red", "blue"; "arcs"; ...) and the state each
 * lists. Returns count (1 or 2). */
int spec_start_names(const spec *sp, const char **names, int *states);

/* The position p in words, as the output of `solve` and `show` names it:
 * "Maker 0-1,2-3; Breaker 1-2 (Breaker to move)" (Ramsey "red ...; blue
 * ... (first player to move)", Subh "arcs 0>1", shared "edges ..."; with
 * ", 1 of its 2 moves made" within a turn); "none" for an empty list. */
void spec_start_words(const spec *sp, const game *g, const spec_pos *p, char *out, size_t len);

#endif
