/* verify.c - the replay, the memo of accepted positions, and the
 * exhaustive search for tail positions. */
#include "verify.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "key.h"
#include "memo.h"
#include "rules.h"

#define GRAPHS_LOG 16   /* 512 KiB */

typedef struct {
    cert_t *cert;
    const cert_header_t *h;
    board_t b;
    key_ctx_t key;
    memo_t accepted;        /* positions accepted, relabelled (see visit) */
    memo_t solved;          /* tail search: exact position -> 1 lost, 2 won */
    uint64_t *graphs;       /* see has() */
    int ident[BOARD_MAXN];  /* identity labelling, for exact positions */
    int path[BOARD_MAXM];   /* moves from the start to the current position */
    verify_result_t *r;
} verify_t;

static int finish(verify_t *v, int status, int depth, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->r->msg, sizeof v->r->msg, fmt, ap);
    va_end(ap);
    v->r->nmoves = depth;
    memcpy(v->r->moves, v->path, sizeof v->path[0] * (size_t)depth);
    return status;
}

/* Who moves after 'depth' moves from the start. */
static int mover(const verify_t *v, int depth)
{
    return depth % 2 == 0 ? v->h->first : MAKER + BREAKER - v->h->first;
}

/* P for the graph with edge set 'edges', remembered by the exact edge
 * set in a direct-mapped cache of 2^GRAPHS_LOG slots (few distinct graphs
 * recur often); a slot holds edges << 2 | (1 + P), or 0 when empty.  A
 * table that grew would miss the processor's caches (measured slower). */
static int has(verify_t *v, uint64_t edges)
{
    uint64_t *s = &v->graphs[edges * 0x9e3779b97f4a7c15u >> (64 - GRAPHS_LOG)];
    if (*s >> 2 != edges || *s == 0)
        *s = edges << 2 | (uint64_t)(1 + rules_has(v->h->game, &v->b, edges));
    return (int)(*s & 3) - 1;
}

/* FORMAT.md 4 for position x after 'depth' moves: MAKER if P holds for
 * Maker's graph, else BREAKER if P fails for the available graph, else 0.
 * Every position visited but the start is reached by
 * one move from a position that is no end position.  So after a Breaker
 * move, Maker's graph is unchanged and P fails for it, and after a Maker
 * move the available graph is unchanged and P holds for it: only the graph
 * the move changed is tested. */
static int end_of(verify_t *v, const pos_t *x, int depth)
{
    int last = depth ? mover(v, depth - 1) : 0;
    if (last != BREAKER && has(v, x->mk))
        return MAKER;
    if (last != MAKER && !has(v, board_all(&v->b) & ~x->bk))
        return BREAKER;
    return 0;
}

static pos_t claim(const verify_t *v, pos_t x, int depth, int p)
{
    if (mover(v, depth) == MAKER)
        x.mk |= (uint64_t)1 << p;
    else
        x.bk |= (uint64_t)1 << p;
    return x;
}

/* 1 if S wins from x (depth moves played) with perfect play of both
 * sides, 0 if not, -1 out of memory. */
static int solve(verify_t *v, pos_t x, int depth)
{
    uint8_t key[BOARD_MAXKEY];
    v->r->searched++;
    int end = end_of(v, &x, depth);
    if (end)
        return end == v->h->strategy;
    key_pack(&v->b, &x, v->ident, key);
    int known = memo_get(&v->solved, key);
    if (known)
        return known == 2;
    int s_moves = mover(v, depth) == v->h->strategy;
    int win = !s_moves;     /* S needs one winning move, or all replies won */
    uint64_t free_pairs = board_all(&v->b) & ~(x.mk | x.bk);
    for (int p = 0; p < v->b.m; p++)
        if (free_pairs >> p & 1) {
            int w = solve(v, claim(v, x, depth, p), depth + 1);
            if (w < 0)
                return -1;
            if (w == s_moves) {
                win = s_moves;
                break;
            }
        }
    if (memo_put(&v->solved, key, win ? 2 : 1))
        return -1;
    return win;
}

static int visit(verify_t *v, pos_t x, int depth);

static int play(verify_t *v, pos_t x, int depth, int p)
{
    v->path[depth] = p;
    return visit(v, claim(v, x, depth, p), depth + 1);
}

/* The position after 'depth' moves; every move claims a pair, so depth is
 * also the number of claimed pairs. */
static int visit(verify_t *v, pos_t x, int depth)
{
    const board_t *b = &v->b;
    int S = v->h->strategy, rc = VERIFY_OK;
    uint8_t key[BOARD_MAXKEY], quick[BOARD_MAXKEY];
    v->r->positions++;

    int end = end_of(v, &x, depth);
    if (end)
        return end == S ? VERIFY_OK : finish(v, VERIFY_REJECTED, depth,
                          "play ends with %s winning", board_player(end));
    if (mover(v, depth) == S && b->m - depth <= v->h->tail) {
        int w = solve(v, x, depth);
        if (w < 0)
            return finish(v, VERIFY_ERROR, depth, "out of memory");
        return w ? VERIFY_OK
                 : finish(v, VERIFY_REJECTED, depth, "%s wins by perfect play "
                          "from this tail position (%d free pairs)",
                          board_player(MAKER + BREAKER - S), b->m - depth);
    }
    /* The memo holds positions relabelled by key_quick or by key_make:
     * either way isomorphic to positions accepted.  Where key_quick told
     * all vertices apart, its result is the same for every position
     * isomorphic to x, so the key adds nothing to the memo: it is made
     * only for S's lookup.  Elsewhere the key is remembered too. */
    int s_moves = mover(v, depth) == S;
    int keyed = !key_quick(&v->key, &x, quick);
    if (memo_get(&v->accepted, quick)) {
        v->r->memo_hits++;
        return VERIFY_OK;
    }
    if (keyed || s_moves) {
        if (key_make(&v->key, &x, key))
            return finish(v, VERIFY_ERROR, depth, "nauty returned a labelling "
                          "that is not a permutation of the right kind");
        if (keyed && memo_get(&v->accepted, key)) {
            v->r->memo_hits++;
            return memo_put(&v->accepted, quick, 1) ? finish(v, VERIFY_ERROR,
                   depth, "out of memory") : VERIFY_OK;
        }
    }
    uint64_t free_pairs = board_all(b) & ~(x.mk | x.bk);
    if (s_moves) {
        int q, found = cert_lookup(v->cert, key, &q);
        if (found < 0)
            return finish(v, VERIFY_ERROR, depth, "%s", cert_errmsg(v->cert));
        if (!found) {
            char hex[2 * BOARD_MAXKEY + 1];
            for (int i = 0; i < b->keylen; i++)
                sprintf(hex + 2 * i, "%02x", key[i]);
            return finish(v, VERIFY_REJECTED, depth,
                          "no strategy entry for position (key %s)", hex);
        }
        if (q >= b->m)
            return finish(v, VERIFY_REJECTED, depth, "stored move %d is out "
                          "of range (m = %d)", q, b->m);
        int p = b->idx[v->key.lab[b->lo[q]]][v->key.lab[b->hi[q]]];
        if (!(free_pairs >> p & 1))
            return finish(v, VERIFY_REJECTED, depth, "stored move %d-%d is "
                          "not free", b->lo[p], b->hi[p]);
        rc = play(v, x, depth, p);
    } else {
        for (int p = 0; p < b->m && rc == VERIFY_OK; p++)
            if (free_pairs >> p & 1)
                rc = play(v, x, depth, p);
    }
    if (rc == VERIFY_OK && (memo_put(&v->accepted, quick, 1) ||
                            (keyed && memo_put(&v->accepted, key, 1))))
        return finish(v, VERIFY_ERROR, depth, "out of memory");
    return rc;
}

int verify_run(cert_t *c, verify_result_t *r)
{
    verify_t v;
    pos_t start = { 0, 0 };
    memset(&v, 0, sizeof v);
    memset(r, 0, sizeof *r);
    v.cert = c;
    v.h = cert_header(c);
    v.r = r;
    board_init(&v.b, v.h->n);
    key_init(&v.key, &v.b, v.h->game->fixed01);
    for (int i = 0; i < BOARD_MAXN; i++)
        v.ident[i] = i;
    int rc = VERIFY_ERROR;
    v.graphs = calloc((size_t)1 << GRAPHS_LOG, sizeof *v.graphs);
    if (memo_init(&v.accepted, v.b.keylen) || memo_init(&v.solved, v.b.keylen)
        || !v.graphs)
        finish(&v, VERIFY_ERROR, 0, "out of memory");
    else
        rc = visit(&v, start, 0);
    memo_free(&v.accepted);
    memo_free(&v.solved);
    free(v.graphs);
    key_release();
    return rc;
}
