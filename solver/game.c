/* game.c: a game's board, its family's names and the checks of the
 * combination. */
#include "game.h"
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

const family_ops *game_family(int family)
{
    /* FORMAT.md 4.2's families and roles, in the order of enum family */
    static const family_ops ops[] = {
        {"maker-breaker", {"maker", "breaker"}}, {"avoider-enforcer", {"avoider", "enforcer"}},
        {"ramsey", {"first", "second"}},         {"subh", {"creator", "blocker"}},
        {"shared", {"first", "second"}},
    };
    assert(family >= FAM_MB && family <= FAM_SHARED);
    return &ops[family];
}

int game_finish(game *g, char *err, size_t errlen)
{
    g->ops = game_family(g->family);
    if (g->family != FAM_MB && g->family != FAM_AE && (g->bias[0] != 1 || g->bias[1] != 1)) {
        snprintf(err, errlen, "--bias applies to maker-breaker and avoider-enforcer games only");
        return -1;
    }
    if (g->family != FAM_MB && g->family != FAM_AE && !g->complete) {
        snprintf(err, errlen, "%s games are played on K_n: --board does not apply", g->ops->name);
        return -1;
    }
    for (int p = 0; p < 2; p++)
        g->quota[p] = g->bias[p == 0 ? g->first_role : 1 - g->first_role];
    g->nfixed = g->family != FAM_SUBH && g->family != FAM_RAMSEY ? g->prop.def->nfixed : 0;
    if (g->family != FAM_SUBH && gprop_check(&g->prop, g->n, err, errlen) != 0)
        return -1;
    if (g->family == FAM_SHARED) {
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
    return g->ops->role[player == 0 ? g->first_role : 1 - g->first_role];
}
