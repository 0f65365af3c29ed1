/* extract.c: walk of the winner's strategy, level by level, on every
 * search thread.
 *
 * Every move claims a pair (or, under avoid-plus, stops a turn), so the
 * positions the strategy reaches fall into levels that each move leaves
 * for a later one: level 2k holds those with k pairs claimed, and under
 * avoid-plus level 2k + 1 those where a turn starts after a stop (the
 * mover has coloured nothing yet). The walk takes the levels in order; a
 * level is a set of canonical positions (canon_quick's, with the turn),
 * each kept once whichever way it was reached, with what the walk needs
 * to go on from it (the board position it was reached as, by the
 * labelling, and the loser's ghost pairs). Only the level walked and the
 * two after it are in memory, never every position walked (the depth-first
 * walk before it kept them all: 8 GB beside the table for IU~~~~~~w,
 * BENCHMARKS.md "Strategy walk"), and entries go to the certificate writer,
 * which keeps 64 MB of them in memory (cert.h).
 *
 * The threads take the shards of the level walked one at a time (level,
 * below); each has its own canonical-form context, its own search worker
 * for positions the table forgot, and a small direct-mapped memory of the
 * positions it met exactly, which skips some exact repeats without a
 * canonical form.
 */
#include "extract.h"
#include "pset.h"

#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHARDS 64   /* of a level's set */
#define LIVE 5      /* levels in memory, at most: the one walked and the two after it (the offer families: four) */
/* A level's element beyond its key (solver_with_turn of canon_quick's
 * form): the loser's ghost pairs (meet), with bit GHOST_NAUTY set where
 * the key is canon_position's labelling (canon.h quick_was_nauty) and bit
 * GHOST_SHORT where the position needs no walk (a short win), and perm (4
 * bits a canonical vertex): the board position the element stands for is
 * canon_unapply of the key by perm; bit GHOST_CALM where the walk need not
 * ask the winner's one-move wins again (meet found none: finish,
 * Maker-Breaker), bit GHOST_DEAD where the ghosts hold every free dead pair
 * (walk_from). */
typedef struct payload {
    pairset ghost;
    uint64_t perm;
} payload;
#define GHOST_NAUTY ((pairset)1 << BOARD_MAXM)
#define GHOST_SHORT ((pairset)2 << BOARD_MAXM)
#define GHOST_CALM ((pairset)4 << BOARD_MAXM)
#define GHOST_DEAD ((pairset)8 << BOARD_MAXM)
#define GHOST_BITS (GHOST_NAUTY | GHOST_SHORT | GHOST_CALM | GHOST_DEAD)

/* A level's set, in shards by hash (one with one thread), each under its
 * own lock and walked in the order its positions were met (pset), which
 * keeps siblings together for the caches of the search workers (threats,
 * alive pairs): HAM9 Maker first's walk 6.75 G instructions, 7.02 G in the
 * order of a hash over 64 shards. */
typedef struct level {
    pset shard[SHARDS];
    pthread_mutex_t lock[SHARDS];
} level;

typedef struct shared {
    solver *s;
    cert_writer *w;
    int winner;
    int finish;              /* FORMAT.md 6.3: 0 or 1 */
    int first;               /* the side that moves first */
    int v2;                  /* keys layered-v2 (a turn byte), else layered-3state-v1 */
    int stops;               /* avoid-plus: odd levels */
    int offer;               /* the offer families' levels (level_of) */
    int live;                /* levels in memory: 3, or LIVE in the offer families */
    int last;                /* the last level */
    int shards;              /* of each level: SHARDS, or 1 with one thread */
    size_t mem_limit;
    extract_progress_fn progress;
    void *progress_arg;
    pthread_mutex_t lock;    /* guards w, st.entries, err, progress calls */
    level lv[LIVE];          /* level l is lv[l % live] */
    int walked;              /* the level walked */
    atomic_int next_shard;   /* of it, the next to take */
    atomic_size_t bytes, visited;
    extract_stats st;
    atomic_int failed;
    char *err;
    size_t errlen;
} shared;

#define RECENT_BITS 18   /* at most; fewer for small boards */

typedef struct walker {
    shared *sh;
    int slot;                /* search worker */
    canon cn;
    position *recent;        /* recent_mask + 1 positions this walker met, exactly as met (or ~0) */
    unsigned recent_mask;
} walker;


static int fail(walker *k, const char *msg)
{
    shared *sh = k->sh;
    pthread_mutex_lock(&sh->lock);
    if (!atomic_load(&sh->failed))
        snprintf(sh->err, sh->errlen, "%s", msg);
    atomic_store(&sh->failed, 1);
    pthread_mutex_unlock(&sh->lock);
    return -1;
}

/* Fails if the walk's memory (levels and writer) exceeds the budget; 0 if not. */
static int over_budget(walker *k)
{
    shared *sh = k->sh;
    char buf[128];
    pthread_mutex_lock(&sh->lock);
    size_t used = atomic_load(&sh->bytes) + cert_memory(sh->w);
    pthread_mutex_unlock(&sh->lock);
    if (used <= sh->mem_limit)
        return 0;
    snprintf(buf, sizeof buf, "the strategy walk needs more than the %zu MB left by --mem", sh->mem_limit >> 20);
    return fail(k, buf);
}

/* The level of pos with turn (above). In the offer families a choice and
 * a stop change no pair's freedom: level 3k holds the positions with k
 * pairs taken or offered where the offerer has offered some, 3k + 1 those
 * where the chooser is to move, 3k + 2 the round starts. An offer goes up
 * 1 to 4 levels (so five are in memory), a stop or a choice 1. */
static int level_of(const shared *sh, position pos, int turn)
{
    int taken = board_popcount((pos.maker | pos.breaker) & sh->s->b.all);
    if (sh->offer)
        return 3 * taken + (SIDE(turn) != sh->s->fam->offerer ? 1 : turn >> 1 ? 0 : 2);
    return 2 * taken + (sh->stops && !(turn >> 1));
}

/* Is key in its level (lvl)? */
static int known(walker *k, position key, int lvl)
{
    shared *sh = k->sh;
    assert(lvl > sh->walked && lvl <= sh->walked + sh->live - 1);
    level *l = &sh->lv[lvl % sh->live];
    unsigned i = (unsigned)(board_hash_position(key) >> 58) % (unsigned)sh->shards;
    pthread_mutex_lock(&l->lock[i]);
    int r = pset_has(&l->shard[i], key);
    pthread_mutex_unlock(&l->lock[i]);
    return r;
}

/* Adds the element key, x to its level: 1 if it was new, 0 if not, -1
 * after fail(). */
static int claim(walker *k, position key, int lvl, const payload *x)
{
    shared *sh = k->sh;
    assert(lvl > sh->walked && lvl <= sh->walked + sh->live - 1);
    level *l = &sh->lv[lvl % sh->live];
    unsigned i = (unsigned)(board_hash_position(key) >> 58) % (unsigned)sh->shards;
    pthread_mutex_lock(&l->lock[i]);
    size_t bytes = pset_bytes(&l->shard[i]);
    int fresh = pset_add(&l->shard[i], key, x);
    size_t grown = pset_bytes(&l->shard[i]) - bytes;
    pthread_mutex_unlock(&l->lock[i]);
    if (fresh < 0)
        return fail(k, "out of memory walking the strategy");
    if (grown) {
        atomic_fetch_add(&sh->bytes, grown);
        if (over_budget(k) != 0)
            return -1;
    }
    if (fresh && !(x->ghost & GHOST_SHORT) && ((atomic_fetch_add(&sh->visited, 1) + 1) & 0xffff) == 0 &&
        sh->progress) {
        pthread_mutex_lock(&sh->lock);
        sh->st.visited = atomic_load(&sh->visited);
        sh->st.moves = sh->walked / 2;
        int stop = sh->progress(sh->progress_arg, &sh->st);
        pthread_mutex_unlock(&sh->lock);
        if (stop)
            return fail(k, "interrupted");
    }
    return fresh;
}

/* Adds the entry (key, move); 0, or -1 after fail(). */
static int add_entry(walker *k, const uint8_t *key, int move)
{
    shared *sh = k->sh;
    pthread_mutex_lock(&sh->lock);
    int r = cert_add(sh->w, key, (uint8_t)move);
    sh->st.entries += r == 0;
    int check = r == 0 && (sh->st.entries & 0xfff) == 0;
    pthread_mutex_unlock(&sh->lock);
    if (r)
        return fail(k, cert_errmsg(sh->w));
    return check ? over_budget(k) : 0;
}

/* Avoider-Enforcer: the side to move in the non-end position pos cannot
 * make the rest of its turn without ending the game -- every sequence of
 * its moves to the end of its turn meets a move that ends it, and in this
 * family that is a loss for the mover (families/avoider_enforcer.c, ae_rules). That is
 * FORMAT.md 6.3's "S forces a good end within 0 moves" with the mover S's
 * opponent. (No safe move fills the board: ae_rules, AE2.) */
static int ae_stuck(walker *k, position pos, int turn)
{
    solver *s = k->sh->s;
    pairset free = s->b.all & ~(pos.maker | pos.breaker);
    pairset safe = free & ~solver_ending_moves(s, k->slot, pos, turn, BOARD_MAXM);
    int next = solver_next_turn(s, turn, -1), p;
    if (safe && SIDE(next) != SIDE(turn))
        return 0;   /* a safe last move of the turn */
    BOARD_EACH(p, safe) {
        if (!ae_stuck(k, solver_play(s, pos, turn, p), next))
            return 0;
    }
    return 1;
}

/* Avoider-Enforcer, FORMAT.md 6.3 with f = 1: does the side to move in the
 * non-end position pos force a good end within one move? Its own moves
 * never end the game well for it, so only with the last move of its turn,
 * a safe one, after which the opponent is stuck (ae_stuck). */
static int ae_forces1(walker *k, position pos, int turn)
{
    solver *s = k->sh->s;
    if (solver_left_in_turn(s, turn) != 1)
        return 0;
    pairset free = s->b.all & ~(pos.maker | pos.breaker);
    pairset safe = free & ~solver_ending_moves(s, k->slot, pos, turn, BOARD_MAXM);
    int next = solver_next_turn(s, turn, -1), p;
    BOARD_EACH(p, safe) {
        if (ae_stuck(k, solver_play(s, pos, turn, p), next))
            return 1;
    }
    return 0;
}

/* The shared and Ramsey families, FORMAT.md 6.3 with f = 1: does the side
 * to move in the non-end position pos force a good end within one move?
 * Where making a completion (a free pair giving the common graph the
 * property, or the mover's colour an H) wins -- shared normal, Ramsey
 * achieve -- where it has one. Where it loses or is illegal -- shared
 * avoid, Ramsey misere and avoid -- where it has another move after which
 * pairs are free and each is a completion for the opponent, who must make
 * one and loses (under Ramsey avoid also where no pair is left: the
 * opponent has no legal move). Under avoid-plus a colouring never ends
 * the game and leaves the mover to move, so only `stop` can: where the
 * mover has coloured a pair and the opponent, to start a turn, has no
 * legal move. (Draws, good or not, are left to the entries.) */
static int others_forces1(walker *k, position pos, int turn)
{
    solver *s = k->sh->s;
    if (s->fam->stop)
        return turn >> 1 && solver_end(s, k->slot, pos, !SIDE(turn)) == (SIDE(turn) == SIDE_MAKER ? END_MAKER : END_BREAKER);
    pairset free = s->b.all & ~(pos.maker | pos.breaker), done = solver_ending_moves(s, k->slot, pos, turn, BOARD_MAXM);
    if (s->fam->complete_wins)   /* shared normal, achieve */
        return done != 0;
    int p, next = solver_next_turn(s, turn, -1);
    BOARD_EACH(p, free & ~done) {
        pairset rest = free & ~((pairset)1 << p);
        position x = solver_play(s, pos, turn, p);
        if ((rest || s->fam->avoids) &&
            (solver_ending_moves(s, k->slot, x, next, BOARD_MAXM) & rest) == rest)
            return 1;
    }
    return 0;
}

/* Subh, FORMAT.md 6.3 with f = 1: does the side to move in the non-end
 * position pos have a winning arc (the creator a completion, the blocker a
 * kill: families/subh.c, subh_rules)? That is a short win: the position needs
 * no entry. The other short win of f = 1, a move after which every move of
 * the opponent ends the game in the mover's favour, is not looked for: on
 * Subh K7 it was found at 2 (creator first) and 7 (creator second) of
 * 119,994 and 88,928 positions tested, for 114,287 and 83,557 tests of a
 * move, a third of the walk's time; such a position keeps its entry, which
 * the checker does not need (BENCHMARKS.md, "The strategy walk"). */
static int subh_forces1(walker *k, position pos, int turn)
{
    solver *s = k->sh->s;
    int creator = SIDE(turn) == SIDE_MAKER;
    pairset win[2], kill[2] = {0, 0};
    /* The creator's kills are not asked: after one, no arc completes a
     * cycle (the available digraph has none), so no completion follows. */
    solver_subh_endings(s, k->slot, pos, win, creator ? NULL : kill);
    return creator ? (win[0] | win[1]) != 0 : (kill[0] | kill[1]) != 0;
}

/* pos with the loser's ghost pairs given to the loser. */
static position haunted(const shared *sh, position pos, pairset ghost)
{
    if (sh->winner == SIDE_MAKER)
        pos.breaker |= ghost;
    else
        pos.maker |= ghost;
    return pos;
}

/* Meets pos (turn tomove, end its solver_end value or END_NONE, ghost the
 * loser's ghost pairs, hint NULL or the winner's one-move wins in pos as
 * solver_ending_moves gives them, which walk_from knows after a move of the
 * loser: those of the position before, but the pair taken) on the way: an end must be the winner's; any other
 * position joins its level, once for each isomorphism class and turn,
 * marked GHOST_SHORT where it needs no entry and no walk below it (a short
 * win, FORMAT.md 6.3), tested only the first time: the tests cost more than
 * the canonical form (BENCHMARKS.md "Strategy walk"). Returns 0, or -1
 * after fail().
 *
 * Ghost pairs: where the loser passes (claims a pair worth nothing to
 * either player, search.h solver_dead_pairs), the position is one the
 * search never met, and finding the winner's moves from there would be a
 * search again. Instead the walk pretends the loser also claimed a free
 * pair (a ghost) after which the table knows the winner's move
 * (solver_pass_reply), and takes the winner's moves from the position with
 * the ghosts, which stays on the search's tree. The loser holding more
 * pairs never helps the loser (the property is monotone), so those moves
 * win the real position too; entries are made for the real positions.
 * (A position reached both with and without ghosts keeps the first way
 * it joined its level.) */
static int meet(walker *k, position pos, pairset ghost, int tomove, int end, const pairset *hint)
{
    shared *sh = k->sh;
    solver *s = sh->s;
    if (atomic_load_explicit(&sh->failed, memory_order_relaxed))
        return -1;
    if (end != END_NONE) {
        if (end != (sh->winner == SIDE_MAKER ? END_MAKER : END_BREAKER))
            return fail(k, "internal error: strategy reaches a lost end position");
        return 0;
    }
    /* A position this walker met before, exactly, needs nothing more: about
     * half of the repeats the level's set would find (FHP8), without the
     * canonical form. */
    position tp = solver_with_turn(pos, tomove);
    position *r = &k->recent[board_hash_position(tp) & k->recent_mask];
    if (r->maker == tp.maker && r->breaker == tp.breaker)
        return 0;
    *r = tp;
    /* With finish = 1 the checker itself finds a move of the winner that
     * ends the game: no entry where the winner has one (wins, below); where
     * the loser moves with `left` moves left in its turn and the winner has
     * more, every continuation leaves one (FORMAT.md 7.2, statement 4).
     * Maker's wins (threats, cached: threats.c) cost less than the
     * canonical form and are asked first; every other short win is asked
     * once for each position, after the level's set (HAM8 Breaker first 3%
     * fewer instructions the first way, h:K4 on K7 2% and Subh K7 11% the
     * second: BENCHMARKS.md "Strategy walk"). */
    int left = solver_left_in_turn(s, tomove), ae = s->fam->swapped, mb = search_is_mb(s->fam);
    int subh = s->fam->oriented, mine = SIDE(tomove) == sh->winner, cheap = sh->winner == SIDE_MAKER;
    pairset wins = !(sh->finish && mb && cheap) ? 0 : hint ? *hint : solver_ending_moves(s, k->slot, pos, sh->winner, left + 1);
    if (wins && (mine || board_popcount(wins) > left))
        return 0;
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    position key = solver_with_turn(canon_quick(&k->cn, pos, perm, inv), tomove);   /* the solver's tables */
    payload x = {ghost | (k->cn.quick_was_nauty ? GHOST_NAUTY : 0), 0};
    int lvl = level_of(sh, pos, tomove);
    if (known(k, key, lvl))
        return 0;
    for (int v = s->b.n - 1; v >= 0; v--)
        x.perm = x.perm << 4 | perm[v];
    if (sh->finish && mb && !cheap)
        wins = hint ? *hint : solver_ending_moves(s, k->slot, pos, sh->winner, left + 1);
    if (sh->finish && mb && !wins)
        x.ghost |= GHOST_CALM;   /* walk_from need not ask again */
    /* Avoider-Enforcer is not calm (FORMAT.md 7.2, statement 3): the
     * winner's short wins are those of ae_forces1. */
    if ((wins && (mine || board_popcount(wins) > left)) ||
        (sh->finish && mine &&
         (ae     ? ae_forces1(k, pos, tomove)
          : subh ? subh_forces1(k, pos, tomove)
                 : !mb && others_forces1(k, pos, tomove))))
        x.ghost |= GHOST_SHORT;
    return claim(k, key, lvl, &x) < 0 ? -1 : 0;
}

/* Walks on from the element key, x of the level walked: its entry where
 * the winner moves, and meet() for each position after a move of the
 * strategy. Returns 0, or -1 after fail(). */
static int walk_from(walker *k, position key, const payload *x)
{
    shared *sh = k->sh;
    solver *s = sh->s;
    const board *b = &s->b;
    int tomove = (int)(key.maker >> BOARD_MAXM & 15);
    position cpos = {key.maker & (((pairset)1 << BOARD_MAXM) - 1), key.breaker};
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    for (int v = 0; v < b->n; v++)
        inv[perm[v] = (uint8_t)(x->perm >> 4 * v & 15)] = (uint8_t)v;
    position pos = canon_unapply(&k->cn, cpos, perm);
    pairset ghost = x->ghost & ~GHOST_BITS;
    int cpos_is_key = (x->ghost & GHOST_NAUTY) != 0;
    if (x->ghost & GHOST_SHORT)
        return 0;
    int left = solver_left_in_turn(s, tomove), ae = s->fam->swapped, mb = search_is_mb(s->fam);
    int subh = s->fam->oriented;
    /* A sharded proof's frontier (search.h): a shard proves the position;
     * the top stores nothing below it. */
    solver_frontier *f = s->frontier;
    if (f && board_popcount(pos.maker | pos.breaker) == f->level) {
        long i = solver_frontier_find(f, key);
        /* a shard not done is the winner's only where it counts for it:
         * a plan of what to solve next (posproof merge) */
        if (i < 0 || (f->value[i] != (sh->winner == SIDE_MAKER ? END_MAKER : END_BREAKER) &&
                      !(f->value[i] == FRONTIER_UNKNOWN && f->pessimist != sh->winner)))
            return fail(k, "internal error: the strategy reaches a frontier position that no shard proves for it");
        atomic_store(&f->used[i], 1);
        return 0;
    }
    pairset free = solver_pair_moves(s, pos, tomove);   /* the mover's pairs: free, or offered */
    if (SIDE(tomove) == sh->winner) {
        int mv = -1;
        if (ghost) {
            uint8_t gperm[BOARD_MAXN], ginv[BOARD_MAXN];
            position gp = haunted(sh, pos, ghost);
            mv = solver_winning_move(s, k->slot, gp, tomove, canon_quick(&k->cn, gp, gperm, ginv), gperm, 1);
            if (mv == -1)
                ghost = 0;   /* not expected: the ghosts were chosen as won; walk the real position */
        }
        if (!ghost)
            mv = solver_winning_move(s, k->slot, pos, tomove, cpos, perm, 1);
        if (mv == -2)
            return fail(k, "aborted");
        int legal = mv == SOLVER_STOP ? solver_may_stop(s, tomove)
                                      : mv >= 0 && (free >> (mv % SOLVER_DIR) & 1);
        if (!legal)
            return fail(k, "internal error: solver has no winning move in a won position");
        /* The certificate's key is FORMAT.md's labelling, not the tables'
         * (unless canon_quick fell back to it). */
        uint8_t ckey[CANON_KEY_MAX + 1];
        extract_key(&k->cn, b, pos, cpos_is_key ? &cpos : NULL, tomove, sh->first, sh->v2, ckey, perm, inv);
        if (add_entry(k, ckey, extract_move_to_cert(s, mv, inv)) != 0)
            return -1;
        position c = solver_play(s, pos, tomove, mv);
        int next = solver_next_turn(s, tomove, mv);
        /* Where Maker wins, its move leaves the available graph as it was,
         * so the free dead pairs after it are those of pos (the table's
         * memory has them, solver_winning_move just asked): they join the
         * ghosts, GHOST_DEAD, and the walk below does not ask for them a
         * level later, when the memory has forgotten them (FHP8 Breaker
         * first: 261,439 computations of alive pairs, 0.5 G of the walk's
         * 15.3 G instructions). Giving dead pairs to Breaker changes no
         * position the table is asked about: without_dead gives them to
         * him anyway, and they stay dead as the available graph shrinks. */
        if (mb && !s->frontier && sh->winner == SIDE_MAKER)
            ghost |= (solver_dead_pairs(s, k->slot, haunted(sh, pos, ghost)) & b->all & ~(c.maker | c.breaker)) |
                     GHOST_DEAD;
        /* With finish = 1 the winner's stored move never ends a
         * Maker-Breaker or Subh game in its favour (a position where one
         * does has no entry: subh_forces1's first test), nor in the loser's
         * unless the solver contradicts itself, which the walk finds when
         * no winning move follows. (In Avoider-Enforcer it never does, or
         * it would lose: checked.) */
        return meet(k, c, ghost, next, sh->finish && (mb || subh) ? END_NONE : solver_end(s, k->slot, c, next), NULL);
    }
    /* The loser's move p leaves the winner's one-move wins other than p:
     * with as many as the loser's moves left, only the moves into them
     * need a visit (statement 4); each other child keeps more wins than
     * moves left, and needs no entry. (meet() left the position with more.) */
    pairset wins = sh->finish && mb && !(x->ghost & GHOST_CALM) ? solver_ending_moves(s, k->slot, pos, sh->winner, left + 1) : 0;
    if (wins && board_popcount(wins) == left)
        free &= wins;
    /* Without finish, the loser's moves that end the game are found here
     * once (each would be the solver contradicting itself). With finish the
     * walk does not look for them: the checker rejects such a strategy.
     * In Avoider-Enforcer they are the loser's suicides, found always. */
    pairset ending = (sh->finish && mb) || (!mb && !ae) ? 0 : solver_ending_moves(s, k->slot, pos, tomove, BOARD_MAXM);
    int by_mover = (SIDE(tomove) == SIDE_MAKER) != ae ? END_MAKER : END_BREAKER;   /* ending moves: who wins */
    position gp = haunted(sh, pos, ghost);
    /* Ghosts only in Maker-Breaker (in Avoider-Enforcer a dead pair is a
     * tempo move, not a pass) and with one move a turn, where the winner
     * moves after each move of the loser (solver_pass_reply asks the table
     * about that). */
    pairset passes = !mb || s->frontier                ? 0
                     : (x->ghost & GHOST_DEAD) ? ghost & free
                                                : (ghost | solver_dead_pairs(s, k->slot, gp)) & free;
    int one = s->quota[0] == 1 && s->quota[1] == 1;
    if (s->fam->avoids)   /* an own H is no legal move */
        free &= ~solver_ending_moves(s, k->slot, pos, tomove, BOARD_MAXM);
    if (solver_may_stop(s, tomove)) {   /* the loser may stop */
        int next = solver_next_turn(s, tomove, SOLVER_STOP);
        if (meet(k, pos, 0, next, solver_end(s, k->slot, pos, next), NULL) != 0)
            return -1;
    }
    int reply = passes && one ? solver_pass_reply(s, k->slot, gp, sh->winner) : -1;
    pairset fresh_ghost = reply >= 0 ? (pairset)1 << reply : 0;
    /* Subh: the ends of the children at once (one count of cycles, not one
     * a child). Where the creator wins, the blocker's kills are not asked
     * (the available digraph's cycles, most of the cost): one would be the
     * solver contradicting itself, and the walk would find no winning move
     * after it (solver_winning_move fails). */
    pairset sw[2] = {0, 0}, sk[2] = {0, 0};
    if (subh)
        solver_subh_endings(s, k->slot, pos, sw, sh->winner == SIDE_MAKER ? NULL : sk);
    for (int dir = 0; dir <= subh; dir++)   /* Subh: each pair both ways */
        for (pairset left_free = free; left_free;) {
            int p = board_first(left_free), end;
            left_free &= left_free - 1;
            position c = solver_play(s, pos, tomove, p + dir * SOLVER_DIR);
            int next = solver_next_turn(s, tomove, p);
            if (subh)
                end = (sw[dir] >> p & 1) ? END_MAKER : (sk[dir] >> p & 1) ? END_BREAKER : END_NONE;
            else if (!mb && !ae)   /* shared, Ramsey: the end test of each child */
                end = solver_end(s, k->slot, c, next);
            else
                end = (ending >> p & 1) ? by_mover : END_NONE;
            pairset hint = wins & ~((pairset)1 << p);
            if (meet(k, c, (passes >> p & 1) ? (ghost & ~((pairset)1 << p)) | fresh_ghost : ghost, next, end,
                     sh->finish && mb ? &hint : NULL) != 0)
                return -1;
        }
    return 0;
}

int extract_key(canon *c, const board *b, position pos, const position *cpos, int turn, int first, int v2,
                uint8_t *key, uint8_t perm[BOARD_MAXN], uint8_t inv[BOARD_MAXN])
{
    int len = canon_key_bytes(b, cpos ? *cpos : canon_position(c, pos, perm, inv), key);
    if (v2)   /* FORMAT.md 5.6: the turn byte p + 2d */
        key[len++] = (uint8_t)((SIDE(turn) == first ? 0 : 1) + 2 * (turn >> 1));
    return len;
}

int extract_move_to_cert(const solver *s, int mv, const uint8_t inv[BOARD_MAXN])
{
    return mv == SOLVER_STOP ? CERT_STOP : solver_relabel_move(s, mv, inv);
}

int extract_move_from_cert(const solver *s, int stored, const uint8_t perm[BOARD_MAXN])
{
    if (stored == CERT_STOP)
        return solver_has_stop(s) ? SOLVER_STOP : -1;
    int q = s->fam->oriented ? stored % SOLVER_DIR : stored;
    if (q >= s->b.m || (!s->fam->oriented && stored >= SOLVER_DIR))
        return -1;
    return solver_relabel_move(s, stored, perm);
}

/* Walks the shards of the level walked, one at a time, each in the order
 * its positions were met, giving back their memory as it goes. */
static void *walk_main(void *arg)
{
    walker *k = arg;
    shared *sh = k->sh;
    level *l = &sh->lv[sh->walked % sh->live];
    for (int i; (i = atomic_fetch_add(&sh->next_shard, 1)) < sh->shards;) {
        pset *p = &l->shard[i];
        size_t bytes = pset_bytes(p);
        pset_seal(p);
        for (size_t j = 0; j < p->count && !atomic_load_explicit(&sh->failed, memory_order_relaxed); j++) {
            if (walk_from(k, *pset_at(p, j), pset_val(p, j)) != 0)
                break;
            if ((j + 1) % PSET_CHUNK == 0 || j + 1 == p->count) {
                pset_release(p, j + 1);
                atomic_fetch_sub(&sh->bytes, bytes - pset_bytes(p));
                bytes = pset_bytes(p);
            }
        }
        atomic_fetch_sub(&sh->bytes, bytes);
        pset_free(p);
        if (pset_init(p, sizeof(payload)) != 0) {   /* for level walked + LIVE */
            fail(k, "out of memory");
            break;
        }
        atomic_fetch_add(&sh->bytes, pset_bytes(p));
    }
    return NULL;
}

int extract_strategy(solver *s, position start, int tomove, int first, int v2, int winner, int finish,
                     cert_writer *w, size_t mem_limit, extract_progress_fn progress, void *progress_arg,
                     extract_stats *st, char *err, size_t errlen)
{
    int threads = s->threads;
    shared sh = {.s = s, .w = w, .winner = winner, .finish = finish, .first = first, .v2 = v2,
                 .stops = s->fam->stop, .offer = s->fam->offer, .live = s->fam->offer ? LIVE : 3,
                 .last = s->fam->offer ? 3 * s->b.m + 2 : 2 * s->b.m + 1, .shards = threads > 1 ? SHARDS : 1,
                 .mem_limit = mem_limit, .progress = progress,
                 .progress_arg = progress_arg, .err = err, .errlen = errlen};
    walker *k = calloc((size_t)threads, sizeof *k);
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    int made = 0;
    int recent_bits = 2 * s->b.n + 2 < RECENT_BITS ? 2 * s->b.n + 2 : RECENT_BITS;
    int rc = -1;
    pthread_mutex_init(&sh.lock, NULL);
    atomic_init(&sh.failed, 0);
    atomic_init(&sh.next_shard, 0);
    atomic_init(&sh.bytes, 0);
    atomic_init(&sh.visited, 0);
    for (; made < sh.live * SHARDS && pset_init(&sh.lv[made / SHARDS].shard[made % SHARDS], sizeof(payload)) == 0;
         made++) {
        pthread_mutex_init(&sh.lv[made / SHARDS].lock[made % SHARDS], NULL);
        atomic_fetch_add(&sh.bytes, pset_bytes(&sh.lv[made / SHARDS].shard[made % SHARDS]));
    }
    if (!k || !tid || made < sh.live * SHARDS) {
        snprintf(err, errlen, "out of memory");
        goto out;
    }
    for (int i = 0; i < threads; i++) {
        k[i].sh = &sh;
        k[i].slot = i;
        k[i].recent_mask = (1u << recent_bits) - 1;
        solver_canon_init(s, &k[i].cn);
        k[i].recent = malloc(sizeof(position) << recent_bits);
        if (!k[i].recent) {
            snprintf(err, errlen, "out of memory");
            goto out;
        }
        memset(k[i].recent, 0xff, sizeof(position) << recent_bits);
    }
    sh.walked = level_of(&sh, start, tomove) - 1;
    if (meet(&k[0], start, 0, tomove, solver_end(s, 0, start, tomove), NULL) == 0)
        /* every later level, each walked by every thread */
        for (sh.walked++; sh.walked <= sh.last && !atomic_load(&sh.failed); sh.walked++) {
            atomic_store(&sh.next_shard, 0);
            int started = 1;
            for (; started < threads; started++)
                if (pthread_create(&tid[started], NULL, walk_main, &k[started]) != 0)
                    break;
            walk_main(&k[0]);
            for (int i = 1; i < started; i++)
                pthread_join(tid[i], NULL);
        }
    rc = atomic_load(&sh.failed) ? -1 : 0;
out:
    sh.st.visited = atomic_load(&sh.visited);
    if (st)
        *st = sh.st;
    for (int i = 0; k && i < threads; i++)
        free(k[i].recent);
    free(k);
    free(tid);
    for (int i = 0; i < made; i++) {
        pset_free(&sh.lv[i / SHARDS].shard[i % SHARDS]);
        pthread_mutex_destroy(&sh.lv[i / SHARDS].lock[i % SHARDS]);
    }
    pthread_mutex_destroy(&sh.lock);
    return rc;
}
