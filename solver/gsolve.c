/* gsolve.c: search, certificate walk and counting for the general engine. */
#include "gsolve.h"

#include "gkey.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Value of an outcome for the first player. */
static int out_value(int out) { return out == OUT_DRAW ? 0 : out == 0 ? 1 : -1; }

/* Orders moves: edges touching many claimed edges first (play where the
 * action is); stop last. Insertion sort, at most 129 moves. */
static void order_moves(const game *g, const gpos *p, uint8_t *mv, int k)
{
    int deg[GR_MAXN] = {0}, score[2 * GAME_MAXE + 1];
    for (uint64_t c = p->s1 | p->s2; c; c &= c - 1) {
        int e = __builtin_ctzll(c);
        deg[g->eu[e]]++;
        deg[g->ev[e]]++;
    }
    for (int i = 0; i < k; i++)
        score[i] = mv[i] == MOVE_STOP ? -1 : deg[g->eu[MOVE_EDGE(mv[i])]] + deg[g->ev[MOVE_EDGE(mv[i])]];
    for (int i = 1; i < k; i++) {
        uint8_t m = mv[i];
        int sc = score[i], j = i;
        for (; j > 0 && score[j - 1] < sc; j--) {
            mv[j] = mv[j - 1];
            score[j] = score[j - 1];
        }
        mv[j] = m;
        score[j] = sc;
    }
}

void gsolve_init(gsolver *s, const game *g, size_t mem)
{
    assert(g->m <= GAME_MAXE);   /* game_general_ok */
    memset(s, 0, sizeof *s);
    s->g = g;
    s->mem = mem;
    kmap_init(&s->tt, gkey_len(g), mem / 2);
}

void gsolve_free(gsolver *s) { kmap_free(&s->tt); }

/* Returns the value of the non-end position p, or -2 on failure. */
static int search(gsolver *s, const gpos *p, int depth)
{
    const game *g = s->g;
    gkey k;
    gkey_make(g, p, &k);
    int v = kmap_get(&s->tt, k.bytes);
    if (v)
        return v - 2;
    if (++s->nodes % 65536 == 0 && s->progress)
        s->progress(s->progress_arg, s->nodes, depth);
    uint8_t mv[2 * GAME_MAXE + 1];
    int nm = game_moves(g, p, mv);
    int me = p->mover == 0 ? 1 : -1;   /* sign of a win for the mover */
    order_moves(g, p, mv, nm);
    gpos child[2 * GAME_MAXE + 1];
    int out[2 * GAME_MAXE + 1], best = -2 * me;
    /* A move that ends the game in the mover's favour needs no search; the
     * children and their outcomes are kept for the search below. */
    for (int i = 0; i < nm; i++) {
        child[i] = *p;
        game_play(g, &child[i], mv[i]);
        out[i] = g->ops->outcome(g, &child[i]);
        if (out[i] != OUT_NONE && out_value(out[i]) == me) {
            best = me;
            goto done;
        }
    }
    for (int i = 0; i < nm; i++) {
        int cv = out[i] != OUT_NONE ? out_value(out[i]) : search(s, &child[i], depth + 1);
        if (cv == -2)
            return -2;
        if (best == -2 * me || cv * me > best * me)
            best = cv;
        if (best == me)
            break;
    }
done:
    if (kmap_put(&s->tt, k.bytes, best + 2) != 0) {
        snprintf(s->err, sizeof s->err, "the table of solved positions exceeds the memory budget (%zu MB); raise --mem",
                 s->mem >> 20);
        return -2;
    }
    return best;
}

int gsolve_value(gsolver *s, const gpos *p, int *value)
{
    int o = s->g->ops->outcome(s->g, p);
    int v = o != OUT_NONE ? out_value(o) : search(s, p, 0);
    if (v == -2)
        return -1;
    *value = v;
    return 0;
}

typedef struct walker {
    gsolver *s;
    int player, target, finish;
    kmap seen;
    cert_writer *w;
    size_t entries;
} walker;

/* FORMAT.md 6.3: does the walker's player force a good end within j of
 * its own moves from the non-end position p? */
static int forces(walker *wk, const gpos *p, int j)
{
    const game *g = wk->s->g;
    int sign = wk->player == 0 ? 1 : -1, mine = p->mover == wk->player;
    if (mine && j < 1)
        return 0;
    uint8_t mv[2 * GAME_MAXE + 1];
    int nm = game_moves(g, p, mv);
    for (int i = 0; i < nm; i++) {
        gpos c = *p;
        game_play(g, &c, mv[i]);
        int oc = g->ops->outcome(g, &c);
        int ok = oc != OUT_NONE ? out_value(oc) * sign >= wk->target : forces(wk, &c, j - mine);
        if (ok == mine)
            return ok;
    }
    return !mine;
}

static int walk(walker *wk, const gpos *p)
{
    gsolver *s = wk->s;
    const game *g = s->g;
    int sign = wk->player == 0 ? 1 : -1;
    int o = g->ops->outcome(g, p);
    if (o != OUT_NONE) {
        if (out_value(o) * sign < wk->target) {
            snprintf(s->err, sizeof s->err, "internal error: the strategy walk reached a lost end position");
            return -1;
        }
        return 0;
    }
    /* With finish = 1 the checker finds the player's short wins itself
     * (FORMAT.md 6.3): they need no entry. */
    if (p->mover == wk->player && wk->finish && forces(wk, p, 1))
        return 0;
    uint8_t mv[2 * GAME_MAXE + 1];
    int nm = game_moves(g, p, mv), pick = -1;
    /* Prefer a move that ends the game well at once. */
    for (int i = 0; p->mover == wk->player && i < nm && pick < 0; i++) {
        gpos c = *p;
        game_play(g, &c, mv[i]);
        int oc = g->ops->outcome(g, &c);
        if (oc != OUT_NONE && out_value(oc) * sign >= wk->target)
            pick = i;
    }
    gkey k;
    gkey_make(g, p, &k);
    if (kmap_get(&wk->seen, k.bytes))
        return 0;
    if (kmap_put(&wk->seen, k.bytes, 1) != 0) {
        snprintf(s->err, sizeof s->err, "the certificate walk exceeds the memory budget; raise --mem");
        return -1;
    }
    if (p->mover != wk->player) {
        for (int i = 0; i < nm; i++) {
            gpos c = *p;
            game_play(g, &c, mv[i]);
            if (walk(wk, &c) != 0)
                return -1;
        }
        return 0;
    }
    if (pick < 0) {
        order_moves(g, p, mv, nm);
        for (int i = 0; i < nm && pick < 0; i++) {
            gpos c = *p;
            game_play(g, &c, mv[i]);
            int v;
            if (gsolve_value(s, &c, &v) != 0)
                return -1;
            if (v * sign >= wk->target)
                pick = i;
        }
    }
    if (pick < 0) {
        snprintf(s->err, sizeof s->err, "internal error: no move keeps the claimed value");
        return -1;
    }
    if (cert_add(wk->w, k.bytes, gkey_move(g, &k, mv[pick])) != 0) {
        snprintf(s->err, sizeof s->err, "%s", cert_errmsg(wk->w));
        return -1;
    }
    wk->entries++;
    gpos c = *p;
    game_play(g, &c, mv[pick]);
    return walk(wk, &c);
}

int gsolve_walk(gsolver *s, const gpos *p, int player, int target, int finish, cert_writer *w,
                size_t *entries)
{
    walker wk = {s, player, target, finish, {0}, w, 0};
    kmap_init(&wk.seen, gkey_len(s->g), s->mem / 2);
    int rc = walk(&wk, p);
    kmap_free(&wk.seen);
    *entries = wk.entries;
    return rc;
}

int gcount(const game *g, int whole_board, size_t mem, unsigned long *levels, char *err, size_t errlen)
{
    /* Positions of level k are queued in q[k]; a stop move stays in its level. */
    assert(g->m <= GAME_MAXE);   /* game_general_ok */
    kmap seen;
    kmap_init(&seen, gkey_len(g), mem / 2);
    gpos *q[GAME_MAXE + 1];
    size_t len[GAME_MAXE + 1] = {0}, cap[GAME_MAXE + 1] = {0};
    memset(q, 0, sizeof q);
    int rc = 0;
    gpos start = game_start(g);
    gkey k;
    gkey_make(g, &start, &k);
    kmap_put(&seen, k.bytes, 1);
    q[0] = malloc(sizeof(gpos));
    cap[0] = len[0] = 1;
    q[0][0] = start;
    for (int lv = 0; lv <= g->m && rc == 0; lv++) {
        for (size_t i = 0; i < len[lv] && rc == 0; i++) {
            gpos p = q[lv][i];
            if (!whole_board && g->ops->outcome(g, &p) != OUT_NONE)
                continue;
            uint8_t mv[2 * GAME_MAXE + 1];
            int nm = game_moves(g, &p, mv);
            for (int j = 0; j < nm; j++) {
                gpos c = p;
                game_play(g, &c, mv[j]);
                gkey_make(g, &c, &k);
                if (kmap_get(&seen, k.bytes))
                    continue;
                int cl = __builtin_popcountll(c.s1 | c.s2);
                if (kmap_put(&seen, k.bytes, 1) != 0 ||
                    (len[cl] == cap[cl] && !(q[cl] = realloc(q[cl], (cap[cl] = cap[cl] ? 2 * cap[cl] : 1024) * sizeof(gpos))))) {
                    snprintf(err, errlen, "counting exceeds the memory budget (%zu MB); raise --mem", mem >> 20);
                    rc = -1;
                    break;
                }
                q[cl][len[cl]++] = c;
            }
        }
        levels[lv] = len[lv];
        free(q[lv]);
        q[lv] = NULL;
    }
    for (int lv = 0; lv <= g->m; lv++)
        free(q[lv]);
    kmap_free(&seen);
    return rc;
}
