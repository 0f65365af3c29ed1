/* canon.h: canonical forms of positions with nauty (certs/FORMAT.md section 5,
 * constructions layered-3state-v1 and layered-v2; for Subh's oriented
 * positions oriented-v2, 5.7).
 *
 * An oriented context (canon_init_oriented) reads a position as Subh's
 * (search.h): board K_n, pos.maker the pairs {i,j}, i<j, oriented i -> j
 * (state 1), pos.breaker those oriented j -> i (state 2). Relabelling turns
 * an arc i -> j into inv[i] -> inv[j], so a pair may change mask.
 *
 * A canon context owns nauty's work arrays; use one context per thread.
 */
#ifndef POSPROOF_CANON_H
#define POSPROOF_CANON_H

#include "board.h"

#include <nauty.h>

#define CANON_KEY_MAX ((BOARD_MAXM + 3) / 4)   /* key bytes, at most */

typedef struct canon {
    const board *b;
    int nfixed;                     /* 0, or 2 for fhp (vertices 0 and 1) */
    int oriented;                   /* Subh's positions (canon_init_oriented) */
    int offer;                      /* the offer families' classes (canon_init_offer) */
    int quick_was_nauty;            /* the last canon_quick gave canon_position's labelling */
    graph g[2 * BOARD_MAXN];
    graph cg[2 * BOARD_MAXN];
    int lab[2 * BOARD_MAXN], ptn[2 * BOARD_MAXN], orbits[2 * BOARD_MAXN];
    optionblk options;
} canon;

/* Prepares c for board b; nfixed vertices 0..nfixed-1 form their own cell. */
void canon_init(canon *c, const board *b, int nfixed);

/* Prepares c for Subh's oriented positions on the complete board b:
 * canon_position becomes FORMAT.md 5.7's labelling (oriented-v2) and
 * canon_quick refines on out-, in- and unoriented neighbourhoods. */
void canon_init_oriented(canon *c, const board *b);

/* Prepares c for the offer families' positions (search.h: an offered
 * pair in both masks): FORMAT.md 5.8, key offer-v2. Each pair's class is
 * its two mask bits, and the pairs off the board are class 2 (Breaker's
 * mask alone) instead of 3, in canon_position, canon_quick, canon_unapply
 * and canon_key_bytes alike. */
void canon_init_offer(canon *c, const board *b, int nfixed);

/* Canonical position of pos (FORMAT.md 5.3/5.6; 5.7 in an oriented
 * context, whose canon_key_bytes of the result are the oriented-v2 key
 * without its turn byte). On return perm[k] is the board vertex placed at
 * canonical vertex k and inv[v] the canonical vertex of board vertex v. The
 * pairs off the board (state 3) are in both masks of the result, so that
 * the result identifies the position on the relabelled board. */
position canon_position(canon *c, position pos, uint8_t perm[BOARD_MAXN],
                        uint8_t inv[BOARD_MAXN]);

/* A canonical position of pos for the solver's own tables, which need not
 * be FORMAT.md's: vertices ordered by an isomorphism-invariant colour
 * refinement (fixed vertices first) where it tells them all apart, and
 * canon_position's labelling where it does not (the choice between the two
 * is itself invariant). Either way the result is pos relabelled, so equal
 * results mean isomorphic positions. perm and inv as for canon_position.
 * Sets c->quick_was_nauty where the result is canon_position's. */
position canon_quick(canon *c, position pos, uint8_t perm[BOARD_MAXN], uint8_t inv[BOARD_MAXN]);

/* Relabels pos by inv: board vertex v becomes vertex inv[v]; the pairs off
 * the board go into both masks, as for canon_position. */
position canon_apply(const board *b, position pos, const uint8_t inv[BOARD_MAXN]);

/* The same for an oriented position (Subh): the arc i -> j becomes inv[i]
 * -> inv[j], state 1 or 2 by the new order of its ends. */
position canon_apply_oriented(const board *b, position pos, const uint8_t inv[BOARD_MAXN]);

/* The position of the board that canon_position or canon_quick (in the
 * context c) turned into cpos with this perm: cpos relabelled by perm
 * (canonical vertex k becomes board vertex perm[k]), the pairs off the
 * board (in both masks) left out. */
position canon_unapply(const canon *c, position cpos, const uint8_t perm[BOARD_MAXN]);

/* Key bytes of a canonical position (FORMAT.md 5.4 and 5.6, without the
 * turn byte); returns the length L. */
int canon_key_bytes(const board *b, position cpos, uint8_t *out);

/* Length L of the key for board b. */
int canon_key_len(const board *b);

#endif
