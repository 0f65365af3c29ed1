/* game.h: every game of the seeds as one specification, and the rules the
 * general engine plays by (certs/FORMAT.md sections 3 and 4).
 *
 * A game is a board (K_n or a graph6 graph, at most 16 vertices, so at
 * most 120 edges), a family with its rule, a property or target graph, a
 * bias and the role that moves first. The general engine numbers the board
 * edges of boards of at most GAME_MAXE (64) edges and plays only those
 * (game_general_ok); the fast engine (search.h) takes boards of any number
 * of edges, from the game's description and a start position of spec.h. A
 * position of the general engine gives each board edge a state 0, 1 or 2
 * (FORMAT.md 3.2), held as two edge masks, plus the turn: the player to
 * move (0 = first player, 1 = second) and the moves already made in the
 * current turn.
 *
 * Each family lives in its own file (fam_*.c) behind family_ops; game.c
 * holds what they share. Nothing here prints or exits.
 */
#ifndef POSPROOF_GAME_H
#define POSPROOF_GAME_H

#include "graphs.h"

#include <stddef.h>
#include <stdint.h>

#define GAME_MAXE 64

enum family { FAM_MB, FAM_AE, FAM_RAMSEY, FAM_SUBH, FAM_SHARED };
enum rule {
    RULE_NONE,
    RULE_AVOID,        /* ramsey: completing your own H is illegal */
    RULE_MISERE,       /* ramsey: completing your own H loses */
    RULE_AVOID_PLUS,   /* ramsey: as avoid, one or more edges a turn */
    RULE_ACHIEVE,      /* ramsey: completing your own H first wins */
    RULE_WEAK,         /* ramsey: first player builds H, second prevents it */
    RULE_NORMAL,       /* shared: making P true wins */
    RULE_SHARED_AVOID  /* shared: making P true loses */
};

/* Outcomes, as the player index that wins, or: */
#define OUT_DRAW 2
#define OUT_NONE 3   /* not an end position */

/* A move: edge e set to state s (1 or 2) is e | (s - 1) << 6; or MOVE_STOP. */
#define MOVE_STOP 255
#define MOVE(e, s) ((uint8_t)((e) | ((s) - 1) << 6))
#define MOVE_EDGE(mv) ((mv) & 63)
#define MOVE_STATE(mv) (((mv) >> 6) + 1)

typedef struct gpos {
    uint64_t s1, s2;   /* edges in state 1, in state 2 */
    uint8_t mover;     /* 0: first player to move, 1: second */
    uint8_t done;      /* moves the mover made in this turn (avoid-plus: 0 or 1) */
} gpos;

typedef struct game game;

typedef struct family_ops {
    const char *name;                /* header family: "maker-breaker" */
    const char *role[2];             /* roles: role[0] is the family's first role */
    /* Outcome of p (OUT_NONE if play goes on). */
    int (*outcome)(const game *g, const gpos *p);
    /* 1 if move mv is legal in the non-end position p (edge free assumed). */
    int (*legal)(const game *g, const gpos *p, uint8_t mv);
} family_ops;

struct game {
    int family, rule;
    const family_ops *ops;
    gprop prop;          /* MB, AE, shared: the property; ramsey: P_H with the target */
    int complete;        /* board is K_n */
    ugraph board;         /* the board graph */
    int n, m;            /* vertices, board edges (at most GR_MAXN(GR_MAXN-1)/2) */
    /* The general engine's edge numbering, set only when m <= GAME_MAXE
     * (game_general_ok); otherwise edge[][] is all -1 and all is 0. */
    uint8_t eu[GAME_MAXE], ev[GAME_MAXE];   /* endpoints of edge e, eu < ev */
    int8_t edge[GR_MAXN][GR_MAXN];          /* edge index of {i,j}, or -1 */
    uint64_t all;        /* mask of all edges */
    int bias[2];         /* moves a turn of the family's role[0] and role[1] */
    int first_role;      /* 0 or 1: which role of the family moves first */
    int quota[2];        /* moves a turn of player 0 (first) and 1 (second) */
    int nfixed;          /* fhp: 2 */
};

/* Families' operations (fam_*.c). */
extern const family_ops fam_mb, fam_ae, fam_ramsey, fam_subh, fam_shared;

/* The operations of family (enum family). */
const family_ops *game_family(int family);

/* Sets up the board of g: K_n when board is NULL, else the graph *board
 * (any number of edges; the edge numbering only up to GAME_MAXE of them).
 * Returns 0, or -1 with a reason (too many or too few vertices). */
int game_board(game *g, int n, const ugraph *board, char *err, size_t errlen);

/* Whether the general engine (gsolve.h, gkey.h, gpos) can play g: 0 if its
 * board has at most GAME_MAXE edges, else -1 with one line saying that the
 * family is limited to GAME_MAXE board edges there. */
int game_general_ok(const game *g, char *err, size_t errlen);

/* Finishes g after the caller filled family, rule, prop, bias and
 * first_role: sets ops and quota, checks the combination. 0 or -1. */
int game_finish(game *g, char *err, size_t errlen);

/* The start position. */
gpos game_start(const game *g);

/* The state a move by the player to move gives an edge (MB/AE/ramsey/shared). */
int game_own_state(const game *g, int player);

/* Adjacency of the graph of the edges in mask. */
void game_adjacency(const game *g, uint64_t mask, vset *adj);

/* Fills moves[] with the legal moves of the non-end position p; returns
 * their number (at most 2 * GAME_MAXE + 1). */
int game_moves(const game *g, const gpos *p, uint8_t *moves);

/* Plays move mv (legal) in p. */
void game_play(const game *g, gpos *p, uint8_t mv);

/* Role name of player index (0 first, 1 second). */
const char *game_role(const game *g, int player);

#endif
