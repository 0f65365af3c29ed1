/* extract.c: depth-first walk of the winner's strategy. */
#include "extract.h"
#include "pset.h"

#include <stdio.h>

typedef struct walk {
    solver *s;
    cert_writer *w;
    pset seen;
    pset raw;                /* positions as reached, to skip nauty on repeats */
    int winner;
    size_t mem_limit;
    extract_progress_fn progress;
    void *progress_arg;
    extract_stats st;
    char *err;
    size_t errlen;
} walk;

/* Adds p to set: 1 if new, 0 if there already, -1 (message in k) if out of
 * memory. */
static int remember(walk *k, pset *set, position p)
{
    int r = pset_add(set, p);
    if (r < 0)
        snprintf(k->err, k->errlen, "out of memory walking the strategy");
    return r;
}

/* Visits pos with side tomove to move; end is its solver_end value. */
static int visit(walk *k, position pos, int tomove, int end)
{
    solver *s = k->s;
    const board *b = &s->b;
    if (end != END_NONE) {
        if (end != (k->winner == SIDE_MAKER ? END_MAKER : END_BREAKER)) {
            snprintf(k->err, k->errlen, "internal error: strategy reaches a lost end position");
            return -1;
        }
        return 0;
    }
    int fresh = remember(k, &k->raw, pos);
    if (fresh <= 0)
        return fresh;
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    position cpos = canon_position(&s->cn, pos, perm, inv);
    fresh = remember(k, &k->seen, cpos);
    if (fresh <= 0)
        return fresh;
    k->st.visited++;
    if (k->progress && (k->st.visited & 0xffff) == 0)
        k->progress(k->progress_arg, &k->st);
    if ((k->seen.cap + k->raw.cap) * sizeof(position) + cert_memory(k->w) > k->mem_limit) {
        snprintf(k->err, k->errlen, "the strategy walk needs more than the %zu MB left by --mem",
                 k->mem_limit >> 20);
        return -1;
    }
    pairset free = b->all & ~(pos.maker | pos.breaker);
    if (tomove == k->winner) {
        int mv = solver_winning_move(s, pos, tomove, cpos, perm);
        if (mv == -2) {
            snprintf(k->err, k->errlen, "aborted");
            return -1;
        }
        if (mv < 0 || !(free >> mv & 1)) {
            snprintf(k->err, k->errlen, "internal error: solver has no winning move in a won position");
            return -1;
        }
        uint8_t key[16];
        canon_key_bytes(b, cpos, key);
        if (cert_add(k->w, key, b->pair[inv[b->pi[mv]]][inv[b->pj[mv]]]) != 0) {
            snprintf(k->err, k->errlen, "%s", cert_errmsg(k->w));
            return -1;
        }
        k->st.entries++;
        position c = pos;
        if (tomove == SIDE_MAKER)
            c.maker |= (pairset)1 << mv;
        else
            c.breaker |= (pairset)1 << mv;
        return visit(k, c, !tomove, solver_end(s, c));
    }
    pairset ending = solver_ending_moves(s, pos, tomove);
    int won_by_mover = tomove == SIDE_MAKER ? END_MAKER : END_BREAKER;
    while (free) {
        int p = __builtin_ctzll(free);
        free &= free - 1;
        position c = pos;
        if (tomove == SIDE_MAKER)
            c.maker |= (pairset)1 << p;
        else
            c.breaker |= (pairset)1 << p;
        if (visit(k, c, !tomove, (ending >> p & 1) ? won_by_mover : END_NONE) != 0)
            return -1;
    }
    return 0;
}

int extract_strategy(solver *s, position start, int tomove, int winner, cert_writer *w,
                     size_t mem_limit, extract_progress_fn progress, void *progress_arg,
                     extract_stats *st, char *err, size_t errlen)
{
    walk k = {.s = s, .w = w, .winner = winner, .mem_limit = mem_limit, .progress = progress,
              .progress_arg = progress_arg, .err = err, .errlen = errlen};
    if (pset_init(&k.seen) != 0 || pset_init(&k.raw) != 0) {
        pset_free(&k.seen);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = visit(&k, start, tomove, solver_end(s, start));
    pset_free(&k.seen);
    pset_free(&k.raw);
    if (st)
        *st = k.st;
    return rc;
}
