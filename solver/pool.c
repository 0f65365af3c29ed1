/* pool.c: the search's threads (young brothers wait): at a node within
 * SPLIT_PLIES of the root whose first move did not decide it, search.c hands
 * the remaining moves to run_split, a split that idle threads take moves
 * from. (Splitting Breaker's nodes only left the second thread idle where
 * side 1 wins, e.g. Avoider-Enforcer ham K8 and K4 weak achievement on K8:
 * 1.0x; with every node, 1.39x and 1.29x on two threads, 2026-11-24,
 * docs/history/benchmarks-history.md "Threads: young brothers wait at
 * every node".) A decided split cancels the searches still running under
 * it; cancelled searches store nothing. A thread waiting for its split to
 * finish helps with splits below it. The table is shared.
 */
#include "search_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *helper_main(void *arg);

int pool_start(solver *s, char *err, size_t errlen)
{
    s->pool = calloc(1, sizeof *s->pool);
    pthread_t *tid = calloc((size_t)s->threads, sizeof *tid);
    if (!s->pool || !tid) {
        free(tid);
        solver_free(s);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    s->pool->tid = tid;
    pthread_mutex_init(&s->pool->m, NULL);
    pthread_cond_init(&s->pool->cv, NULL);
    for (int i = 1; i < s->threads; i++) {
        if (pthread_create(&tid[i], NULL, helper_main, &s->workers[i]) != 0) {
            solver_free(s);
            snprintf(err, errlen, "cannot start thread %d", i + 1);
            return -1;
        }
        s->pool->started++;
    }
    return 0;
}

void pool_stop(solver *s)
{
    if (!s->pool)
        return;
    pthread_mutex_lock(&s->pool->m);
    s->pool->shutdown = 1;
    pthread_cond_broadcast(&s->pool->cv);
    pthread_mutex_unlock(&s->pool->m);
    for (int i = 1; i <= s->pool->started; i++)
        pthread_join(s->pool->tid[i], NULL);
    pthread_mutex_destroy(&s->pool->m);
    pthread_cond_destroy(&s->pool->cv);
    free(s->pool->tid);
    free(s->pool);
    s->pool = NULL;
}

/* Searches child i of sp under sp and records its answer; pool lock held on
 * entry and exit. */
static void take_child(worker *w, split *sp)
{
    pool *pl = w->s->pool;
    int i = sp->next++;
    sp->busy++;
    pthread_mutex_unlock(&pl->m);
    const split *saved = w->watch;
    w->watch = sp;
    int r = search_child(w, sp->pos, sp->tomove, sp->depth, sp->order[i], sp->fragile);
    w->watch = saved;
    pthread_mutex_lock(&pl->m);
    sp->busy--;
    int want = SIDE(sp->tomove) == SIDE_MAKER;
    if (r == want && !atomic_load(&sp->cut)) {
        sp->cut_move = sp->order[i];
        atomic_store(&sp->cut, 1);
    } else if (r < 0 && !atomic_load(&sp->cut))
        sp->lost = 1;
    pthread_cond_broadcast(&pl->cv);
}

/* An open split with moves left whose chain of parents contains below (any
 * split if below is NULL), the shallowest first; pool lock held. */
static split *find_work(pool *pl, const split *below)
{
    split *best = NULL;
    for (split *sp = pl->open; sp; sp = sp->link) {
        if (sp->next >= sp->cnt || atomic_load(&sp->cut))
            continue;
        int under = below == NULL;
        for (const split *q = sp; q && !under; q = q->parent)
            under = q == below;
        if (under && (!best || sp->depth < best->depth))
            best = sp;
    }
    return best;
}

static void unlink_split(pool *pl, split *sp)
{
    for (split **q = &pl->open; *q; q = &(*q)->link)
        if (*q == sp) {
            *q = sp->link;
            return;
        }
}

int run_split(worker *w, position pos, int tomove, int depth, const uint8_t *order, int cnt, pairset fragile,
              int *move)
{
    pool *pl = w->s->pool;
    split sp = {.pos = pos, .tomove = tomove, .depth = depth, .cnt = cnt, .fragile = fragile,
                .parent = w->watch};
    memcpy(sp.order, order, (size_t)cnt);
    atomic_init(&sp.cut, 0);
    pthread_mutex_lock(&pl->m);
    sp.link = pl->open;
    pl->open = &sp;
    pthread_cond_broadcast(&pl->cv);
    for (;;) {
        if (sp.next < sp.cnt && !atomic_load(&sp.cut) && !cancelled(w)) {
            take_child(w, &sp);
            continue;
        }
        if (sp.busy == 0)
            break;
        split *other = find_work(pl, &sp);   /* help below while waiting */
        if (other)
            take_child(w, other);
        else
            pthread_cond_wait(&pl->cv, &pl->m);
    }
    unlink_split(pl, &sp);
    pthread_mutex_unlock(&pl->m);
    if (atomic_load(&sp.cut)) {
        *move = sp.cut_move;
        return SIDE(tomove) == SIDE_MAKER;
    }
    if (sp.lost || cancelled(w))
        return -1;
    *move = -1;
    return SIDE(tomove) != SIDE_MAKER;
}

static void *helper_main(void *arg)
{
    worker *w = arg;
    pool *pl = w->s->pool;
    pthread_mutex_lock(&pl->m);
    while (!pl->shutdown) {
        split *sp = find_work(pl, NULL);
        if (sp)
            take_child(w, sp);
        else
            pthread_cond_wait(&pl->cv, &pl->m);
    }
    pthread_mutex_unlock(&pl->m);
    return NULL;
}
