/* game.h: every game of the seeds as one specification (certs/FORMAT.md
 * sections 3 and 4): a board (K_n or a graph6 graph, at most 16 vertices,
 * so at most 120 edges), a family with its rule, a property or target
 * graph, a bias and the role that moves first. The engine (search.h) plays
 * it from a start position of spec.h; the rules themselves are the engine's (rules_*.c),
 * the family's names and words its file's (family.h).
 * Nothing here prints or exits.
 */
#ifndef POSPROOF_GAME_H
#define POSPROOF_GAME_H

#include "family.h"
#include "prop.h"

#include <stddef.h>
#include <stdint.h>

enum rule {
    RULE_NONE,
    RULE_AVOID,        /* ramsey: completing your own H is illegal */
    RULE_MISERE,       /* ramsey: completing your own H loses */
    RULE_AVOID_PLUS,   /* ramsey: as avoid, one or more edges a turn */
    RULE_ACHIEVE,      /* ramsey: completing your own H first wins */
    RULE_WEAK,         /* ramsey: first player builds H, second prevents it */
    RULE_NORMAL,       /* shared: making P true wins */
    RULE_SHARED_AVOID, /* shared: making P true loses */
    RULE_MONOTONE      /* avoider-enforcer: at least A (B) pairs a turn, then stop */
};

/* Whether a turn of rule is of any length, ended by the move stop
 * (FORMAT.md 3.3: avoid-plus; monotone, once the bias is claimed), so that
 * the counts do not give the turn (3.4). */
static inline int rule_stops(int rule) { return rule == RULE_AVOID_PLUS || rule == RULE_MONOTONE; }

/* Outcomes: the player index that wins (0 first, 1 second), or: */
#define OUT_DRAW 2

struct game {
    const family_def *fam;   /* its family (family.h) */
    int rule;
    gprop prop;          /* MB, AE, shared: the property; ramsey: h:H with the target */
    int complete;        /* board is K_n */
    ugraph board;         /* the board graph */
    int n, m;            /* vertices, board edges (at most GR_MAXN(GR_MAXN-1)/2) */
    int bias[2];         /* moves a turn of the family's role[0] and role[1] */
    int first_role;      /* 0 or 1: which role of the family moves first */
    int quota[2];        /* moves a turn of player 0 (first) and 1 (second) */
    int nfixed;          /* fhp: 2 */
    int upto;            /* the offer families: offers of 1 to q + 1 pairs (else exactly q + 1) */
    int leftover;        /* ... under exact, the role that gets the pairs left over, or -1: nobody */
};

/* Sets up the board of g: K_n when board is NULL, else the graph *board.
 * Returns 0, or -1 with a reason (too many or too few vertices). */
int game_board(game *g, int n, const ugraph *board, char *err, size_t errlen);

/* Finishes g after the caller filled fam, rule, prop, bias and
 * first_role: sets quota, checks the combination. 0 or -1. */
int game_finish(game *g, char *err, size_t errlen);

/* Role name of player index (0 first, 1 second). */
const char *game_role(const game *g, int player);

#endif
