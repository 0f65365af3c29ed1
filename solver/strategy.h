/* strategy.h: a certificate's strategy as a game to look at and play
 * (`posproof show`, `play`): the game rebuilt from the header (FORMAT.md 2)
 * by the command line's own builders (spec.h, game.h), its rules from the
 * engine (search.h: end test, moves), and at each position where the
 * strategy's role S is to move, S's move in the board's own labels.
 *
 * That move is the stored one, found under the position's key (built by
 * extract_key, as the certificate walk built it) and mapped back through
 * the position's canonical labelling (FORMAT.md 5.5). Where the file has no
 * entry because S forces a good end within `finish` moves (FORMAT.md 6.3:
 * the checker finds those itself), the move is found here by that
 * definition, with the engine's rules; with a `tail`, by the engine's
 * search.
 *
 * Moves are engine moves (search.h): a pair number of board.h, in Subh p or
 * p + SOLVER_DIR (the pair p oriented as state 1 or 2), SOLVER_STOP. Sides
 * are search.h's: side 0 is the family's role 0 (maker, avoider, first,
 * creator). Nothing here prints or exits.
 */
#ifndef POSPROOF_STRATEGY_H
#define POSPROOF_STRATEGY_H

#include "../certs/cert_read.h"
#include "engine.h"

#define STRATEGY_MAXLEN 3200   /* bytes of a claim or a position in words */

/* The key of a top's assumed position (FORMAT.md 6.4) and its shard. */
typedef struct strategy_assumed_key {
    uint8_t key[CANON_KEY_MAX + 1];   /* zero beyond the key's length */
    const char *shard;                /* the shard's file name (the reader's) */
} strategy_assumed_key;

typedef struct strategy {
    cert_reader *cr;
    const cert_info *in;
    spec sp;                 /* the game flags, rebuilt from the header */
    game g;
    solver s;                /* the engine's rules (and its search, for a tail) */
    canon cn;
    int solver_ready;
    int v2;                  /* keys with a turn byte */
    int first;               /* the side that moves first */
    int side;                /* S, the side whose moves are stored */
    int no_loss;             /* header winner none: S does not lose */
    position start;          /* the header's start (FORMAT.md 3.4) */
    int start_turn;
    strategy_assumed_key *assumed;   /* a top's assumed positions, by key */
    long nassumed;
} strategy;

/* Outcomes of strategy_outcome: the side that won, or: */
#define STRATEGY_GOING -1
#define STRATEGY_DRAW 2

/* How strategy_move found S's move. */
enum { STRATEGY_NONE = 0, STRATEGY_ENTRY = 1, STRATEGY_SHORT = 2, STRATEGY_TAIL = 3 };

/* Opens the certificate at path and rebuilds its game. 0, or -1 with one
 * line in err (a file that is no certificate, or a header that is no game
 * of this program; a board of more than BOARD_MAXN vertices is refused: in
 * the narrow build, the caller hands such files to posproof-wide). On
 * failure nothing is left to close. */
int strategy_open(strategy *st, const char *path, char *err, size_t errlen);
/* A game without a certificate (`posproof moves`): the rules, moves, keys
 * and words of game g (from sp) from the position start, and a solver of
 * tt_bytes and threads for its positions (st->s); everything but
 * strategy_move and strategy_assumed works. 0, or -1 with err. Closed by
 * strategy_close. */
int strategy_game(strategy *st, const spec *sp, const game *g, const spec_pos *start, size_t tt_bytes, int threads,
                  char *err, size_t errlen);
void strategy_close(strategy *st);

/* The outcome of pos with turn to move: STRATEGY_GOING, the winning side,
 * or STRATEGY_DRAW. */
int strategy_outcome(strategy *st, position pos, int turn);

/* Whether outcome o is good for S (its win, or a draw when S only does not
 * lose). */
int strategy_good(const strategy *st, int o);

/* The legal moves of the side to move at the non-end position pos, in the
 * replay's order (FORMAT.md 7.1: ascending pairs, in Subh state 1 before
 * state 2, stop last), into mv (SOLVER_MOVES + 1 entries). Returns their
 * number. */
int strategy_moves(strategy *st, position pos, int turn, int *mv);

/* The moves mv[0..k-1] at pos grouped by the key of the position each
 * leads to (isomorphic positions, which one strategy answers alike):
 * like[i] the index of the first move of move i's group, i itself for the
 * first. Returns the number of groups. */
int strategy_classes(strategy *st, position pos, int turn, const int *mv, int k, int *like);

/* pos after move mv, and the turn after it. */
position strategy_play(strategy *st, position pos, int turn, int mv, int *next);

/* S's move at the non-end position pos, S to move: STRATEGY_ENTRY,
 * STRATEGY_SHORT or STRATEGY_TAIL with the move in *mv; STRATEGY_NONE if
 * the certificate has no move there (a position its strategy does not
 * reach); -1 with err if the file is damaged or its move is not legal. */
int strategy_move(strategy *st, position pos, int turn, int *mv, char *err, size_t errlen);

/* FORMAT.md 6.3: whether S forces a good end within j moves from the
 * non-end position pos (1 or 0); if it does and S is to move, S's first
 * such move in the replay's order goes to *mv (unless mv is NULL). */
int strategy_forces(strategy *st, position pos, int turn, int j, int *mv);

/* For a top (format version 4): the shard file name of the assumption
 * whose start has the key of pos (FORMAT.md 6.3: the play stops there, the
 * shard proves it), or NULL. */
const char *strategy_assumed(strategy *st, position pos, int turn);

/* The certificate key of pos (extract_key), for telling isomorphic
 * positions apart; returns its length. */
int strategy_key(strategy *st, position pos, int turn, uint8_t *key);

/* Parses one move in the user's labels ("3-5", Subh "3>5", avoid-plus
 * "stop") and checks that it is legal at pos for the side to move: 0 with
 * the move in *mv, or -1 with the reason in why ("the pair 0-1 is taken").
 * The game must not be over at pos. */
int strategy_parse_move(strategy *st, position pos, int turn, const char *text, int *mv, char *why, size_t len);

/* Plays the comma-separated moves of text from the start (playing order),
 * into *pos and *turn: 0, or -1 with one line naming the move that is not
 * legal (or that comes after the end of the game) in err. */
int strategy_after(strategy *st, const char *text, position *pos, int *turn, char *left, size_t leftlen, char *err,
                   size_t errlen);

/* Move mv in the user's labels: "3-5", "3>5" or "stop". out: 16 bytes. */
void strategy_move_text(const strategy *st, int mv, char *out);

/* The player of side as the output names it: "Maker", "Blocker", "First"
 * (Ramsey, shared: "First" or "Second"). */
const char *strategy_player(const strategy *st, int side);

/* The claim in plain words (one line, no newline). out: STRATEGY_MAXLEN. */
void strategy_claim(const strategy *st, char *out, size_t len);

/* The position in words: "Maker 0-1; Breaker none (Breaker to move)". */
void strategy_position(const strategy *st, position pos, int turn, char *out, size_t len);

/* Why the game ended at pos, turn to move (an end position; "" for any
 * other), in one line by the end rule that applies (FORMAT.md 4.2): the
 * graph that has the property and the edges of one such subgraph ("Maker
 * has a Hamiltonian cycle: 0-1,1-2,...", red's triangle, the common
 * graph's), or why the available graph lacks it (prop_lacks: "vertex 3 has
 * only 1 edge left that is not Breaker's, where ..."), or why the player to
 * move has no legal move (Ramsey avoid); Subh's directed Hamiltonian cycle
 * or a vertex whose pairs are all oriented one way. out: 1400 bytes. */
void strategy_why(strategy *st, position pos, int turn, char *out, size_t len);

/* Outcome o (not STRATEGY_GOING) in words: "Maker wins (Maker's graph has
 * the property)", "a draw". out: 160 bytes. */
void strategy_outcome_text(const strategy *st, int o, char *out, size_t len);

#endif
