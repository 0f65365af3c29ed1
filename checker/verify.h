/* verify.h - replaying a certificate's strategy (FORMAT.md sections 6.3
 * and 7).
 *
 * From the start position: at an end position, accept if the strategy
 * player S has won; where S moves with at most header.tail free pairs,
 * accept if S wins by the checker's own exhaustive search; where S moves
 * otherwise, look up the stored move by the position's key, map it back,
 * check it is free and continue; where the opponent moves, continue with
 * every free pair.  Positions accepted are remembered by the exact bytes
 * of relabellings (key_quick's, and the key where it was made): equal
 * bytes mean isomorphic positions, which have the same outcome.
 */
#ifndef VERIFY_H
#define VERIFY_H

#include "board.h"
#include "cert.h"

enum { VERIFY_OK = 0, VERIFY_REJECTED = 1, VERIFY_ERROR = 2 };

typedef struct {
    char msg[256];               /* reason of REJECTED or ERROR */
    int nmoves;                  /* REJECTED: moves from the start ... */
    int moves[BOARD_MAXM];       /* ... pair numbers in play order */
    long long positions;           /* positions visited by the replay */
    long long memo_hits;           /* of which already accepted */
    long long searched;            /* positions visited by tail searches */
} verify_result_t;

/* Checks that the strategy in c proves the header's claim.  Returns
 * VERIFY_OK, VERIFY_REJECTED (the certificate does not prove the claim;
 * r->moves leads to the failing position) or VERIFY_ERROR (the certificate
 * could not be read, or out of memory). */
int verify_run(cert_t *c, verify_result_t *r);

#endif
