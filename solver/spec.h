/* spec.h: the command-line grammar shared by `posproof solve` and `posproof
 * count` (README "Command line"), turned into games (game.h).
 *
 *   --game ham|hp|fhp|hc|conn|pm|cycle|arboricity:K|h:H  [--rule maker-breaker|avoider-enforcer]
 *          (--n N | --board G6 | --board-file FILE) [--first ROLE] [--bias A:B]
 *   --game ramsey --H H --n N --rule avoid|misere|avoid-plus|achieve|weak-achieve
 *   --game subh --n N [--creator first|second]
 *   --game shared --property P --n N [--rule normal|avoid]
 *
 * Nothing here prints or exits; errors come back as one line of text.
 */
#ifndef POSPROOF_SPEC_H
#define POSPROOF_SPEC_H

#include "game.h"

typedef struct spec {
    /* as given */
    const char *game, *rule, *board_g6, *board_file, *H, *property, *bias, *first, *creator;
    int n;                   /* -1 when not given */
    /* resolved by spec_resolve */
    int family, rulev;
    gprop prop;
    int has_board;
    ugraph board;
    int bias_ab[2];
    int nroles, roles[2];    /* first roles to solve (family role index) */
    char rule_name[24];      /* header rule, "" if none */
    char prop_name[64];      /* header game (MB, AE) or property (shared) */
} spec;

/* Initialises an empty spec. */
void spec_init(spec *sp);

/* If opt is a game flag, stores val and returns 1; returns 0 otherwise. */
int spec_option(spec *sp, const char *opt, const char *val);

/* Checks and resolves the flags. With batch, boards come later (spec_board).
 * Returns 0, or -1 with one line naming what is wrong in err. */
int spec_resolve(spec *sp, int batch, char *err, size_t errlen);

/* Sets the board from graph6 text (batch lines). 0 or -1 with err. */
int spec_board(spec *sp, const char *g6, char *err, size_t errlen);

/* Builds the game with the family's role first_role (0 or 1) moving first. */
int spec_game(const spec *sp, int first_role, game *g, char *err, size_t errlen);

/* The board as printed: "K8" or its graph6. out: 48 bytes. */
void spec_board_name(const spec *sp, char *out);

#endif
