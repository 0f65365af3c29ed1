/* engine.c: a game handed to the engine (engine.h). */
#include "engine.h"

#include <assert.h>
#include <string.h>

const search_family *engine_family(const game *g) { return g->fam->engine(g->rule); }

int engine_first(const game *g) { return g->first_role == 0 ? SIDE_MAKER : SIDE_BREAKER; }

position engine_start(const game *g, const board *b, const spec_pos *st, int *turn)
{
    int first = engine_first(g);
    assert(st->n == b->n && b->m == b->n * (b->n - 1) / 2);   /* the same pair numbering (FORMAT.md 3) */
    board_builder mk = BOARD_BUILDER_EMPTY, br = BOARD_BUILDER_EMPTY;
    for (int q = 0; q < b->m; q++)
        if (st->state[q] == 1 || st->state[q] == 2)
            board_builder_add(st->state[q] == 1 ? &mk : &br, q);
    position start = {board_builder_set(&mk), board_builder_set(&br)};
    assert(!((start.maker | start.breaker) & ~b->all));
    *turn = (st->mover == 0 ? first : !first) + 2 * st->done;
    return start;
}

spec_pos engine_spec_pos(const game *g, const board *b, position pos, int turn)
{
    spec_pos st;
    memset(&st, 0, sizeof st);
    st.n = b->n;
    for (int q = 0; q < b->m; q++)
        st.state[q] = !((b->all >> q) & 1)                   ? 3
                      : (pos.maker & pos.breaker) >> q & 1 ? 0   /* offered: free (FORMAT.md 3.2) */
                      : (pos.maker >> q & 1)               ? 1
                      : (pos.breaker >> q & 1)             ? 2
                                                           : 0;
    st.mover = (uint8_t)(SIDE(turn) != engine_first(g));
    st.done = (uint8_t)(turn >> 1);
    return st;
}

int engine_v1_keys(const spec *sp)
{
    return sp->fam->v1_keys && !sp->has_board && sp->bias_ab[0] == 1 && sp->bias_ab[1] == 1 &&
           sp->n <= CANON_V1_MAXN && sp->prop.def->v1_key;
}

const char *engine_key_kind(const spec *sp)
{
    return sp->fam->oriented                ? "oriented-v2"
           : sp->fam->first == FIRST_OFFERER ? "offer-v2"
           : engine_v1_keys(sp)              ? "layered-3state-v1"
                                             : "layered-v2";
}

int engine_solver(solver *s, const spec *sp, const game *g, size_t tt_bytes, int threads, char *err, size_t errlen)
{
    if (solver_init(s, engine_family(g), &sp->prop, sp->n, sp->has_board ? sp->board.adj : NULL, g->bias, tt_bytes,
                    threads, err, errlen) != 0)
        return -1;
    engine_offer(s, g);
    return 0;
}

void engine_offer(solver *s, const game *g)
{
    if (s->fam->offer)   /* engine sides are the roles: the leftover's role is its side */
        solver_set_offer(s, g->upto, g->upto ? -1 : g->leftover);
}
