/* family.h: a family of games (certs/FORMAT.md 4.2) as the commands know
 * it. Each family is one file, solver/families/NAME.c, defining one
 * family_def: its names and roles, the flags that select it and spell its
 * start positions, which options it takes, the search family (search.h,
 * defined in the same file with its rules) of each of its rules, and its
 * words for solve, show, play and moves.
 * family.c lists them (family_table) in the order of FORMAT.md 4.2, and
 * every command reads them from there: no command names a family.
 * Nothing here prints or exits.
 */
#ifndef POSPROOF_FAMILY_H
#define POSPROOF_FAMILY_H

#include <stddef.h>

typedef struct spec spec;
typedef struct game game;

/* How a family is chosen on the command line: by --game NAME (ramsey,
 * subh, shared), or by a property --game P with --rule NAME (maker-breaker,
 * the default, and avoider-enforcer). */
enum { FAMILY_BY_GAME, FAMILY_BY_RULE };

/* Who moves first: a role named by --first ROLE; the creator's turn named
 * by --creator first|second; or the family's first player (numbered
 * players, whose roles are "first" and "second"). */
/* ... or FIRST_OFFERER: the offer families' offerer (role `offerer`),
 * who moves first in every round; --first may only name it. */
enum { FIRST_ROLE, FIRST_CREATOR, FIRST_FIXED, FIRST_OFFERER };

typedef struct family_def {
    const char *name;          /* FORMAT.md 4.2: the header's family, the --rule or --game word */
    const char *word;          /* the --rule word where it is not name ("monotone-avoider-enforcer"), or NULL */
    const char *header_rule;   /* chosen by --rule: the header rule it has, or NULL for none */
    const char *title;         /* in a sentence: "Maker-Breaker", "Ramsey" */
    const char *role[2];       /* role 0 claims state 1 (FORMAT.md 3.2), role 1 state 2 */
    const char *player[2];     /* the roles as a sentence begins with them: "Maker", "First" */
    int chosen;                /* FAMILY_BY_GAME or FAMILY_BY_RULE */
    int first;                 /* FIRST_ROLE, FIRST_CREATOR, FIRST_FIXED or FIRST_OFFERER */
    int offerer;               /* FIRST_OFFERER: the role that offers (the offer families, families/offer.c) */
    /* The start flags (without "--") and the state of the pairs each
     * lists: 1 and 2; a single flag of state 0 lists arcs (subh). */
    const char *start[2];
    int start_state[2];
    int biased;                /* takes --bias A:B (else 1:1) */
    int boards;                /* takes --board, --board-file and --batch (else K_n) */
    int oriented;              /* pairs are oriented (subh: moves are arcs, key oriented-v2) */
    int common;                /* both players add to one graph, state 1 (shared) */
    int v1_keys;               /* its certificates may have layered-3state-v1 keys (engine.h) */
    int tempo;                 /* a useless pair claimed is a move that counts, no pass (FORMAT.md 7.2) */
    int min_n;                 /* solve needs n >= min_n, and why not below: */
    const char *min_n_why;
    const char *colour[2];     /* the players' colours ("red", "blue"), or NULL: they are named by role */
    char mark[2];              /* play's table: the letter of a pair in state 1, 2 ('\0': the role's initial) */
    const char *legend;        /* ... and its legend, or NULL: "M: Maker, B: Breaker, .: free" */
    const char *taken;         /* a pair no longer free is "taken", "coloured", ... */
    const char *move_hint;     /* play: what one move is, "a pair like 0-1" */
    /* Its own flags (--rule, --H, --property: spec.h) into sp: 0, or -1
     * with one line in err. Given sp->game and sp->rule as typed. */
    int (*resolve)(spec *sp, char *err, size_t errlen);
    /* The search family (search.h) of rule (game.h RULE_*). */
    const struct search_family *(*engine)(int rule);
    /* The game in words (show's claim): "the Maker-Breaker game ham on
     * K6"; board and pname name the board and the property. */
    void (*game_words)(const spec *sp, const game *g, const char *board, const char *pname, char *out, size_t len);
    /* The rule in words for side (0: role 0) of a strategy: "Maker
     * claims a Hamiltonian cycle however Breaker plays"; pw names the
     * property, board the board. */
    void (*rule_words)(const game *g, int side, const char *pw, const char *board, char *out, size_t len);
} family_def;

/* The offer families' convention (game.h upto, leftover) in words:
 * "offers of exactly 3, the leftover to Waiter", "offers of 1 to 3"
 * (families/offer.c). */
void offer_convention(const game *g, char *out, size_t len);

/* The families in the order of FORMAT.md 4.2, NULL-terminated; the
 * first, maker-breaker, is --game P's without --rule. */
extern const family_def *const family_table[];

/* The family whose --rule word (chosen FAMILY_BY_RULE) or --game word
 * (FAMILY_BY_GAME) is name, or NULL. */
const family_def *family_named(const char *name, int chosen);

/* The family of a certificate's header fields family and rule ("" where
 * absent), or NULL. */
const family_def *family_of_header(const char *family, const char *rule);

/* The word that chooses fd: its --rule or --game word. */
static inline const char *family_word(const family_def *fd) { return fd->word ? fd->word : fd->name; }

/* The index of role name s of fd (0 or 1), or -1. */
int family_role(const family_def *fd, const char *s);

/* The names (titles, with titles) of the families that `which` selects,
 * joined by sep and, before the last, by last: "ramsey, subh or shared",
 * "Maker-Breaker and Avoider-Enforcer". */
enum { FAMILY_LIST_BY_GAME, FAMILY_LIST_BY_RULE, FAMILY_LIST_BIASED, FAMILY_LIST_OFFER };
void family_list(char *out, size_t len, int which, int titles, const char *sep, const char *last);

#endif
