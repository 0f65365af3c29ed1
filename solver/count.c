/* count.c: breadth-first enumeration of a game's positions up to
 * isomorphism, level by level (count.h).
 *
 * Every move adds one pair (or, under avoid-plus, stops a turn, which
 * stays in the level), so the positions of level k are complete once the
 * levels below are expanded: each level is a queue of positions as met,
 * and one set of canonical positions with their turn (canon_quick, a
 * canonical form: equal for isomorphic positions only) says which are new.
 */
#include "count.h"
#include "pset.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

/* A position met, with its turn. */
typedef struct item {
    position pos;
    int turn;
} item;

typedef struct queue {
    item *at;
    size_t len, cap;
} queue;

typedef struct counter {
    solver *s;
    canon cn;
    pset seen;
    queue q[BOARD_MAXM + 1];   /* by level */
    size_t mem, queued;        /* budget; bytes of the queues */
    char *err;
    size_t errlen;
} counter;

static int over(counter *c)
{
    snprintf(c->err, c->errlen, "counting exceeds the memory budget (%zu MB); raise --mem", c->mem >> 20);
    return -1;
}

static int out_of_memory(counter *c)
{
    snprintf(c->err, c->errlen, "out of memory counting positions");
    return -1;
}

/* Adds pos with turn, met at its level, if no isomorphic one was met:
 * 0, or -1 after a message. */
static int meet(counter *c, position pos, int turn)
{
    const board *b = &c->s->b;
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    int fresh = pset_add(&c->seen, solver_with_turn(canon_quick(&c->cn, pos, perm, inv), turn), NULL);
    if (fresh < 0)
        return out_of_memory(c);
    if (!fresh)
        return 0;
    queue *q = &c->q[board_popcount((pos.maker | pos.breaker) & b->all)];
    if (q->len == q->cap) {
        size_t cap = q->cap ? 2 * q->cap : 1024;
        item *at = realloc(q->at, cap * sizeof *at);
        if (!at)
            return out_of_memory(c);
        c->queued += (cap - q->cap) * sizeof *at;
        q->at = at;
        q->cap = cap;
    }
    q->at[q->len++] = (item){pos, turn};
    return pset_bytes(&c->seen) + c->queued > c->mem ? over(c) : 0;
}

/* Meets the positions after each legal move in x (FORMAT.md 3.3). */
static int expand(counter *c, item x)
{
    solver *s = c->s;
    pairset free = solver_pair_moves(s, x.pos, x.turn);   /* the offer families' chooser: the offered pairs */
    if (s->fam->avoids)   /* an own H is illegal */
        free &= ~solver_ending_moves(s, 0, x.pos, x.turn, BOARD_MAXM);
    if (solver_may_stop(s, x.turn) &&
        meet(c, x.pos, solver_next_turn(s, x.turn, SOLVER_STOP)) != 0)
        return -1;
    int p;
    for (int dir = 0; dir <= s->fam->oriented; dir++)   /* Subh: each pair both ways */
        BOARD_EACH(p, free) {
            int mv = p + dir * SOLVER_DIR;
            if (meet(c, solver_play(s, x.pos, x.turn, mv), solver_next_turn(s, x.turn, mv)) != 0)
                return -1;
        }
    return 0;
}

/* count_positions and count_level: levels 0 .. last (-1: all) expanded
 * but the last, whose non-end positions go to fn. */
static int enumerate(solver *s, position start, int tomove, int whole_board, size_t mem, unsigned long *levels,
                     int last, count_level_fn fn, void *arg, char *err, size_t errlen)
{
    counter *c = calloc(1, sizeof *c);
    if (!c || pset_init(&c->seen, 0) != 0) {
        free(c);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    c->s = s;
    c->mem = mem;
    c->err = err;
    c->errlen = errlen;
    solver_canon_init(s, &c->cn);
    int m = s->b.m, rc = meet(c, start, tomove);
    for (int lv = 0; lv <= m; lv++) {
        /* a stop adds to the level being expanded: q->len grows */
        for (size_t i = 0; rc == 0 && i < c->q[lv].len; i++) {
            item x = c->q[lv].at[i];
            int end = solver_end(s, 0, x.pos, x.turn) != END_NONE;
            if (lv == last ? !end : lv < last || last < 0 ? whole_board || !end : 0)
                rc = lv == last ? fn(arg, x.pos, x.turn) : expand(c, x);
        }
        if (levels)
            levels[lv] = c->q[lv].len;
        free(c->q[lv].at);
        c->q[lv].at = NULL;
    }
    pset_free(&c->seen);
    free(c);
    return rc;
}

int count_positions(solver *s, position start, int tomove, int whole_board, size_t mem, unsigned long *levels,
                    char *err, size_t errlen)
{
    return enumerate(s, start, tomove, whole_board, mem, levels, -1, NULL, NULL, err, errlen);
}

int count_level(solver *s, position start, int tomove, int level, size_t mem, count_level_fn fn, void *arg,
                char *err, size_t errlen)
{
    return enumerate(s, start, tomove, 0, mem, NULL, level, fn, arg, err, errlen);
}
