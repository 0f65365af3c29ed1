/* game.c: what the families share: the board, turns, moves. */
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
    memset(g->edge, -1, sizeof g->edge);
    int m = 0;
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++)
            if (!board || (board->adj[i] >> j & 1)) {
                g->board.adj[i] |= (vset)1 << j;
                g->board.adj[j] |= (vset)1 << i;
                m++;
            }
    g->m = m;
    g->all = 0;
    if (m > GAME_MAXE)   /* no edge numbering: the general engine refuses the game */
        return 0;
    for (int j = 1, e = 0; j < n; j++)
        for (int i = 0; i < j; i++)
            if (g->board.adj[i] >> j & 1) {
                g->eu[e] = (uint8_t)i;
                g->ev[e] = (uint8_t)j;
                g->edge[i][j] = g->edge[j][i] = (int8_t)e;
                e++;
            }
    g->all = m == 64 ? ~(uint64_t)0 : ((uint64_t)1 << m) - 1;
    return 0;
}

int game_general_ok(const game *g, char *err, size_t errlen)
{
    assert(g->ops && g->m >= 0 && g->m <= GR_MAXN * (GR_MAXN - 1) / 2);
    if (g->m <= GAME_MAXE)
        return 0;
    char board[24];
    if (g->complete)
        snprintf(board, sizeof board, "K_%d", g->n);
    else
        snprintf(board, sizeof board, "the board");
    snprintf(err, errlen, "%s games%s are limited to %d board edges for now (%s has %d edges)", g->ops->name,
             g->family == FAM_MB || g->family == FAM_AE ? " on the general engine" : "", GAME_MAXE, board, g->m);
    return -1;
}

const family_ops *game_family(int family)
{
    static const family_ops *ops[] = {&fam_mb, &fam_ae, &fam_ramsey, &fam_subh, &fam_shared};
    return ops[family];
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
    g->nfixed = g->family != FAM_SUBH && g->family != FAM_RAMSEY && g->prop.id == P_FHP ? 2 : 0;
    if (g->family != FAM_SUBH && gprop_check(&g->prop, g->n, err, errlen) != 0)
        return -1;
    if (g->family == FAM_SHARED) {
        vset adj[GR_MAXN];
        game_adjacency(g, 0, adj);
        if (prop_holds(&g->prop, g->n, adj)) {
            snprintf(err, errlen, "the empty graph on %d vertices already has the property", g->n);
            return -1;
        }
    }
    return 0;
}

gpos game_start(const game *g)
{
    (void)g;
    gpos p = {0, 0, 0, 0};
    return p;
}

const char *game_role(const game *g, int player)
{
    return g->ops->role[player == 0 ? g->first_role : 1 - g->first_role];
}

int game_own_state(const game *g, int player)
{
    if (g->family == FAM_SHARED)
        return 1;
    if (g->family == FAM_RAMSEY)
        return player + 1;
    return (player == 0 ? g->first_role : 1 - g->first_role) + 1;
}

void game_adjacency(const game *g, uint64_t mask, vset *adj)
{
    memset(adj, 0, sizeof(vset) * (size_t)g->n);
    while (mask) {
        int e = __builtin_ctzll(mask);
        mask &= mask - 1;
        adj[g->eu[e]] |= (vset)1 << g->ev[e];
        adj[g->ev[e]] |= (vset)1 << g->eu[e];
    }
}

int game_moves(const game *g, const gpos *p, uint8_t *moves)
{
    int k = 0;
    if (g->rule == RULE_AVOID_PLUS && p->done)
        moves[k++] = MOVE_STOP;
    uint64_t free = g->all & ~(p->s1 | p->s2);
    while (free) {
        int e = __builtin_ctzll(free);
        free &= free - 1;
        if (g->family == FAM_SUBH) {
            moves[k++] = MOVE(e, 1);
            moves[k++] = MOVE(e, 2);
            continue;
        }
        uint8_t mv = MOVE(e, game_own_state(g, p->mover));
        if (!g->ops->legal || g->ops->legal(g, p, mv))
            moves[k++] = mv;
    }
    return k;
}

void game_play(const game *g, gpos *p, uint8_t mv)
{
    if (mv == MOVE_STOP) {
        p->mover ^= 1;
        p->done = 0;
        return;
    }
    uint64_t bit = (uint64_t)1 << MOVE_EDGE(mv);
    if (MOVE_STATE(mv) == 1)
        p->s1 |= bit;
    else
        p->s2 |= bit;
    if (g->rule == RULE_AVOID_PLUS)
        p->done = 1;
    else if (++p->done >= g->quota[p->mover]) {
        p->mover ^= 1;
        p->done = 0;
    }
}
