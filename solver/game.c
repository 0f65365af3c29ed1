/* game.c: a game's board and the checks of the combination. */
#include "game.h"
#include "limits.h"
#include "prop.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

int game_board(game *g, int n, const ugraph *board, char *err, size_t errlen)
{
    if (n < 2 || n > GR_MAXN) {
        snprintf(err, errlen, "the board has %d vertices; 2 to %d are supported", n, GR_MAXN);
        return -1;
    }
    g->n = n;
    g->complete = board == NULL;
    memset(&g->board, 0, sizeof g->board);
    g->board.n = n;
    int m = 0;
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++)
            if (!board || (board->adj[i] >> j & 1)) {
                g->board.adj[i] |= (vset)1 << j;
                g->board.adj[j] |= (vset)1 << i;
                m++;
            }
    g->m = m;
    return 0;
}

int game_finish(game *g, char *err, size_t errlen)
{
    const family_def *fd = g->fam;
    assert(fd);
    if (!fd->biased && (g->bias[0] != 1 || g->bias[1] != 1)) {
        char names[128];
        family_list(names, sizeof names, FAMILY_LIST_BIASED, 0, ", ", " and ");
        snprintf(err, errlen, "--bias applies to %s games only", names);
        return -1;
    }
    if (g->rule == RULE_MONOTONE && (g->bias[0] > MONOTONE_BIAS_MAX || g->bias[1] > MONOTONE_BIAS_MAX)) {
        snprintf(err, errlen, "--bias %d:%d: %s takes biases up to %d:%d", g->bias[0], g->bias[1], family_word(fd),
                 MONOTONE_BIAS_MAX, MONOTONE_BIAS_MAX);
        return -1;
    }
    if (fd->first == FIRST_OFFERER) {   /* FORMAT.md 2: 1:q, q <= 7; Picker-Chooser and Chooser-Picker 1:1 */
        int q = g->bias[fd->offerer];
        if (g->bias[1 - fd->offerer] != 1 || q > OFFER_Q_MAX) {
            snprintf(err, errlen, "--bias %d:%d: %s takes 1:q with q from 1 to %d (%s keeps 1 pair a round, %s gets q)",
                     g->bias[0], g->bias[1], family_word(fd), OFFER_Q_MAX, fd->player[1 - fd->offerer],
                     fd->player[fd->offerer]);
            return -1;
        }
        if (g->first_role != fd->offerer) {
            snprintf(err, errlen, "%s: the offerer, %s, moves first", family_word(fd), fd->role[fd->offerer]);
            return -1;
        }
    }
    if (!fd->boards && !g->complete) {
        snprintf(err, errlen, "%s games are played on K_n: --board does not apply", fd->name);
        return -1;
    }
    for (int p = 0; p < 2; p++)
        g->quota[p] = g->bias[p == 0 ? g->first_role : 1 - g->first_role];
    g->nfixed = fd->chosen == FAMILY_BY_RULE || fd->common ? g->prop.def->nfixed : 0;
    if (g->prop.def && gprop_check(&g->prop, g->n, err, errlen) != 0)
        return -1;
    if (fd->common) {   /* the game would be over before it began */
        vset adj[GR_MAXN] = {0};
        if (prop_holds(&g->prop, g->n, adj)) {
            snprintf(err, errlen, "the empty graph on %d vertices already has the property", g->n);
            return -1;
        }
    }
    return 0;
}

const char *game_role(const game *g, int player)
{
    return g->fam->role[player == 0 ? g->first_role : 1 - g->first_role];
}
