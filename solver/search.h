/* search.h: exact solution of Maker-Breaker, Avoider-Enforcer, shared-graph,
 * Ramsey and Subh games on a board by AND/OR search with a transposition
 * table keyed by canonical positions, on one or more threads.
 *
 * Players: SIDE_MAKER (0) and SIDE_BREAKER (1). Moves are pair numbers in
 * the board labelling (board.h), except in Subh (below). Side 0 claims state 1 (position.maker) and
 * side 1 state 2 (position.breaker): in Avoider-Enforcer (search_family swapped) side 0
 * is Avoider and side 1 Enforcer, so the end test is Maker-Breaker's with
 * the winners swapped (FORMAT.md 4.2); in the Ramsey families side 0 is the
 * first player (red) and side 1 the second (blue). In the shared-graph
 * families (FORMAT.md 4.2 `shared`) side 0 is the first player and side 1
 * the second; both add pairs to one common graph, held as position.maker
 * (position.breaker stays empty). In Subh (search_family oriented, FORMAT.md 4.2
 * `subh`, board K_n, n >= 2; solve asks n >= 3) side 0 is the creator and side 1 the blocker;
 * position.maker holds the pairs {i,j}, i<j, oriented i -> j (state 1) and
 * position.breaker those oriented j -> i (state 2), whoever oriented them;
 * a move is p (orient pair p as state 1) or p + SOLVER_DIR (as state 2),
 * by either side, as FORMAT.md 5.7 stores moves. In the offer families
 * (search_family offer: Waiter-Client, Client-Waiter, Picker-Chooser,
 * Chooser-Picker) side 0 is the family's first role, whose pile is state 1,
 * side 1 the second; the offerer's moves offer free pairs (an offered pair
 * is in both masks), the chooser's move is an offered pair. Outside
 * Maker-Breaker, Avoider-Enforcer and the offers a turn is one move. Everything that says "Maker wins"
 * below means "side 0 wins".
 *
 * Shared games and Ramsey's achieve and misere can end in a draw (no pair
 * free, nobody won): the search decides a two-valued question, so a draw
 * counts as a win of the side solver.draw names (solver_set_draw): with
 * draw = SIDE_BREAKER "Maker wins" means the first player wins, with draw =
 * SIDE_MAKER it means the first player does not lose.
 *
 * The family decides the end test and which pruning rules the search uses
 * (each family's file of solver/families/ says why each is sound).
 */
#ifndef POSPROOF_SEARCH_H
#define POSPROOF_SEARCH_H

#include "board.h"
#include "canon.h"
#include "prop.h"
#include "tt.h"

#include <stdatomic.h>
#include <stddef.h>

enum { SIDE_MAKER = 0, SIDE_BREAKER = 1 };
/* Maker-Breaker, Avoider-Enforcer (misere), shared graph with rule normal
 * (making the property wins) and with rule avoid (making it loses), Ramsey
 * games (property h:H) with rules achieve (making your own H first wins),
 * misere (making it loses), avoid (making it is illegal; no legal move
 * loses) and avoid-plus (Sim+: as avoid, but a turn is one or more
 * colouring moves and then the move SOLVER_STOP). Ramsey's weak-achieve is
 * Maker-Breaker (FORMAT.md 4.2). */
typedef struct solver solver;
typedef struct worker worker;

/* A search family: what the engine asks of one rule set (FORMAT.md 4.2),
 * defined beside its rules: the flags say how moves change a position and
 * how a game ends, the two functions are its end test (solver_end) and
 * the rules the search asks at a node before the canonical form
 * (search_int.h family_rules, where their contract is). A game family
 * (family.h) names the search family of each of its rules (engine()). */
typedef struct search_family {
    const char *title;       /* in messages: "Maker-Breaker" */
    int claim;               /* the sides claim pairs, A:B a turn, and a game ends by P of state 1 or its loss
                              * from the available graph (Maker-Breaker, Avoider-Enforcer) */
    int swapped;             /* ... with the winners swapped (Avoider-Enforcer) */
    int common;              /* both sides add pairs to one graph, state 1 (shared) */
    int colours;             /* each side its own colour; an H in either may decide (Ramsey) */
    int avoids;              /* completing an own H is no legal move (Ramsey avoid, avoid-plus) */
    int stop;                /* a turn is at least its bias (1 under avoid-plus) of moves, then SOLVER_STOP
                              * (avoid-plus, monotone Avoider-Enforcer) */
    int complete_wins;       /* completing the property (H) wins for the mover (shared normal, achieve) */
    int complete_loses;      /* ... loses (shared avoid, misere) */
    int draws;               /* a full board where nobody won is a draw */
    int oriented;            /* a move orients a pair: p as state 1, p + SOLVER_DIR as state 2 (Subh) */
    /* The offer families (FORMAT.md 3.3; families/offer.c): side `offerer`
     * offers free pairs one a move, the other side chooses one of them. An
     * offered pair is in both masks (maker & breaker), so the free pairs
     * all & ~(maker | breaker) are those neither taken nor offered; a
     * choice gives the chosen pair to the chooser's mask and the other
     * offered pairs to the offerer's. The turn is side + 2d, d the pairs
     * offered (offerer to move; at most q = quota[offerer] <= OFFER_Q_MAX,
     * so below 16), 0 for the chooser. `builder` is the end where state 1
     * (side 0's pile) has P: END_MAKER or END_BREAKER (FORMAT.md 4.2,
     * the builder's outcome). solver.upto and solver.leftover say the rest. */
    int offer;
    int offerer;
    int builder;
    int (*init)(solver *s);  /* NULL, or solver_init's part of the family: 0, or -1 out of memory */
    int (*end)(worker *w, position pos, int turn);
    int (*rules)(worker *w, position pos, int tomove, pairset free, pairset *only, pairset *only2, int *move);
} search_family;

/* The search families, each in its family's file (solver/families/).
 * Ramsey's weak-achieve is Maker-Breaker for h:H, red Maker. */
extern const search_family search_maker_breaker, search_avoider_enforcer, search_avoider_enforcer_monotone,
    search_shared, search_shared_avoid,
    search_ramsey_achieve, search_ramsey_misere, search_ramsey_avoid, search_ramsey_avoid_plus, search_subh,
    search_waiter_client, search_client_waiter, search_picker_chooser, search_chooser_picker;

/* Exactly Maker-Breaker (its passes, dead pairs, theorems and criteria). */
static inline int search_is_mb(const search_family *f) { return f->claim && !f->swapped; }

/* Subh's moves: p + SOLVER_DIR orients pair p as state 2; every move, of
 * any family, is below SOLVER_DIR + BOARD_MAXM and fits a byte (tt.h). A
 * position has at most SOLVER_MOVES moves. */
#define SOLVER_DIR 128
#define SOLVER_MOVES (2 * BOARD_MAXM)   /* moves of a position, at most (Subh) */
/* avoid-plus: the move that ends a turn (legal once the mover coloured a
 * pair in it; FORMAT.md 3.3 and 5.6 store it as 255, the tables as this). */
#define SOLVER_STOP 254

/* A turn: the side to move and the moves d it has made in its turn (with a
 * bias of more than one move a turn), as side + 2d; below 16. Under
 * avoid-plus d is 0 or 1 (FORMAT.md 3.3: 1 once the mover has coloured a
 * pair in this turn). */
#define SIDE(turn) ((turn) & 1)
enum { END_NONE = 0, END_MAKER = 1, END_BREAKER = 2 };   /* END_MAKER: side 0 wins */

/* The frontier of a sharded proof (posproof merge): the positions with
 * `level` board pairs not free whose outcomes were found elsewhere (by
 * shards). key[i] is solver_with_turn(canon_quick form, turn) of position
 * i, ascending (solver_frontier_find); value[i] its outcome: END_MAKER,
 * END_BREAKER, FRONTIER_DRAW (counted for solver.draw), or FRONTIER_UNKNOWN
 * (not solved yet: a loss of the side `pessimist`, so that where that side
 * wins all the same its strategy never reaches the position). With a frontier
 * the search answers every position of that level from it instead of
 * searching (and gives no pairs to Breaker as dead, which would jump a
 * level); extract.c stops there and sets used[i] (atomically) for every
 * frontier position the strategy reaches. A position of the level that
 * is not listed aborts the search and sets `missing`. */
typedef struct solver_frontier {
    int level;
    size_t n;
    const position *key;
    const uint8_t *value;
    atomic_uchar *used;
    atomic_int missing;
    int pessimist;           /* the side a position of value FRONTIER_UNKNOWN counts against */
    /* posproof estimate (cmd_estimate.c): NULL, or called with each
     * position of the level or beyond (as met: dead pairs given to Breaker
     * may jump the level, and are given here) and its turn instead of
     * looking it up: its outcome for the search, END_MAKER or END_BREAKER,
     * or -1 to abort the search. One thread only. */
    int (*meet)(void *arg, position pos, int turn);
    void *meet_arg;
} solver_frontier;
#define FRONTIER_DRAW 3
#define FRONTIER_UNKNOWN 4   /* a shard not done yet */

/* The index of key in f (solver_frontier), or -1. */
long solver_frontier_find(const solver_frontier *f, position key);
typedef struct pool pool;
/* Called every progress_mask + 1 nodes of the first thread (2^18 unless
 * the caller sets it); nonzero aborts. */
typedef int (*solver_progress_fn)(void *arg, const solver *s, int depth);

struct solver {
    board b;
    const search_family *fam;   /* its rules */
    int draw;                /* the side a draw counts for (SIDE_BREAKER unless set) */
    property prop;           /* the property and its accelerations */
    canon cn;                /* for callers on the main thread (extract.c) */
    tt table;
    int quota[2];            /* moves a turn of Maker and of Breaker (the bias) */
    int req[BOARD_MAXN];     /* minimum degree of each vertex */
    int min_edges;
    pairset useless;         /* pairs in no winning set */
    int offer_dead;          /* 1: the offer families try one dead pair of each kind (families/offer.c,
                              * offer_rules); solver_init sets it where the property finds alive pairs
                              * (prop.h, alive), a caller may clear it (solver_no_theorem) */
    int theorem;             /* 1: the property's theorem decides each node (prop.h, decide;
                              * families/maker_breaker.c, theorem_rules); solver_init sets it where
                              * one applies, a caller may clear it (solver_no_theorem) */
    pairset *es_sets;        /* the winning sets of the Erdos-Selfridge criterion
                              * (families/maker_breaker.c, es_init), or NULL where it is not used */
    int es_count, es_size;   /* how many, and their common size (pairs) */
    int threads;
    worker *workers;         /* threads entries; workers[0] runs on the caller */
    pool *pool;              /* NULL with one thread */
    atomic_int aborted;      /* set when progress asked to stop */
    solver_progress_fn progress;
    void *progress_arg;
    unsigned long progress_mask;   /* 2^k - 1 */
    solver_frontier *frontier;   /* NULL, or the frontier of a merge (above) */
    /* Which search solver_solve runs (SOLVER_PROVER_SEARCH unless the
     * caller sets it): the depth-first search (search.c), or depth-first
     * proof-number search (dfpn.c), whose proofs of Maker-Breaker h:H games
     * are far smaller certificates (BENCHMARKS.md, "Proof-number search as
     * the certificate maker"). Both ask the same rules and store what they
     * solve in the same table, so the strategy walk (extract.c) follows
     * the proof of the one that ran. df-pn runs on the first thread alone,
     * with a table of its unsolved positions of at most dfpn_bytes beside
     * the transposition table; where that table overflows it gives up and
     * search() solves the game (dfpn_gave_up set), never with another
     * answer. Not under a frontier (search() runs there). */
    int prover;
    size_t dfpn_bytes;
    int dfpn_gave_up;
    /* The offer families (search_family.offer; solver_set_offer): offers
     * of 1 to q + 1 pairs, ended by SOLVER_STOP (upto = 1), or of exactly
     * q + 1; and under exact the side that gets the pairs left when a round
     * cannot start (FORMAT.md 4.2 rule 3), or -1: nobody. */
    int upto;
    int leftover;
};
enum { SOLVER_PROVER_SEARCH = 0, SOLVER_PROVER_DFPN = 1 };

/* Prepares s for the search family fam (Ramsey: p is h:H;
 * Subh: p is not read, board NULL, n >= 2) with property p on K_n (board NULL) or on the board whose pairs
 * are the edges of the graph board on n vertices, side 0 (Maker, Avoider)
 * claiming bias[0] and side 1 (Breaker, Enforcer) bias[1] pairs a turn (NULL: 1:1;
 * the shared, Ramsey and Subh families take 1:1 only), with a transposition
 * table of at most tt_bytes, searching with `threads` threads (>= 1; the
 * extra threads live until solver_free). Returns 0, or -1 with a message in
 * err. */
int solver_init(solver *s, const search_family *fam, const gprop *p, int n, const vset *board, const int bias[2], size_t tt_bytes,
                int threads, char *err, size_t errlen);

/* --no-theorem: the search alone, with neither the property's theorem
 * (decide) nor the Erdos-Selfridge criterion, and in the offer families
 * every dead pair tried (solver.offer_dead). */
void solver_no_theorem(solver *s);

/* The moves side SIDE(turn) has left in its turn, this one included. */
static inline int solver_left_in_turn(const solver *s, int turn) { return s->quota[SIDE(turn)] - (turn >> 1); }

/* pos with turn in the bits above the pairs of its Maker mask: a key for
 * exact sets of positions (pset.h) in which one colouring may come with
 * several turns (avoid-plus; elsewhere the pairs give the turn). */
static inline position solver_with_turn(position pos, int turn)
{
    pos.maker |= (pairset)turn << BOARD_MAXM;
    return pos;
}

/* The turn after move mv made in turn (mv matters only under avoid-plus:
 * SOLVER_STOP passes the turn, a colouring keeps it with d = 1). */
int solver_next_turn(const solver *s, int turn, int mv);

/* Whether SOLVER_STOP is a move in turn: under avoid-plus once the mover
 * has coloured a pair in it (d >= 1; seed 001, Sim+), under monotone
 * Avoider-Enforcer once it has claimed its bias (d = A or B: d counts up
 * to the bias and no further). */
static inline int solver_may_stop(const solver *s, int turn)
{
    if (s->fam->offer)   /* under upto, once the offerer offered a pair */
        return s->upto && SIDE(turn) == s->fam->offerer && turn >> 1 >= 1;
    return s->fam->stop && turn >> 1 >= s->quota[SIDE(turn)];
}

/* Whether SOLVER_STOP is a move of the game at all (at some turn). */
static inline int solver_has_stop(const solver *s) { return s->fam->offer ? s->upto : s->fam->stop; }

/* The pairs that are moves of side SIDE(turn) at pos (SOLVER_STOP aside;
 * not Subh, whose moves are arcs): the free pairs, or the offered pairs
 * where the chooser of an offer family is to move. */
static inline pairset solver_pair_moves(const solver *s, position pos, int turn)
{
    if (s->fam->offer && SIDE(turn) != s->fam->offerer)
        return pos.maker & pos.breaker;
    return s->b.all & ~(pos.maker | pos.breaker);
}

/* The offer families: offers of 1 to q + 1 pairs (upto) or of exactly
 * q + 1, and the side that gets the pairs left over (-1: nobody). Call
 * after solver_init, before the search. */
void solver_set_offer(solver *s, int upto, int leftover);

/* pos after side SIDE(turn) claims the free pair p (to the common graph in
 * the shared families; in Subh p is a move: the pair p % SOLVER_DIR
 * oriented; SOLVER_STOP changes no pair). */
position solver_play(const solver *s, position pos, int turn, int p);

/* The move mv (board labelling) with every vertex v renamed map[v]: a pair
 * number, or in Subh the same arc in the new names (its direction bit
 * follows the order of the new ends); SOLVER_STOP stays itself. */
int solver_relabel_move(const solver *s, int mv, const uint8_t map[BOARD_MAXN]);

/* A canonical-form context for s's positions (oriented in Subh). */
void solver_canon_init(const solver *s, canon *c);

/* 1 if the family's games can end in a draw (shared, Ramsey achieve and
 * misere), else 0. */
int solver_has_draws(const solver *s);

/* Families with draws: sets the side a draw counts for (SIDE_MAKER: the
 * question becomes "does the first player avoid losing"). Entries of the
 * table made under the other setting stay, apart (tt.h turns). */
void solver_set_draw(solver *s, int side);
void solver_free(solver *s);

/* Positions expanded so far, over all threads. */
unsigned long solver_nodes(const solver *s);

/* The outcome of pos with turn to move (worker slot's caches are used, as
 * by solver_winning_move): if Maker's (Avoider's) graph has the property,
 * END_MAKER in Maker-Breaker and END_BREAKER (Enforcer wins) in
 * Avoider-Enforcer; else if the available graph (state-1 and free pairs)
 * lacks it, END_BREAKER (END_MAKER: Avoider wins); else END_NONE. In the
 * shared families: if the common graph has the property, a win of the side
 * that moved last (the side not to move) under rule normal, of the other
 * under rule avoid; else if no pair is free, a draw (the side solver.draw);
 * else END_NONE. Ramsey achieve (misere): red has H, a win (loss) of the
 * first player; blue has H, of the second; no pair free, a draw. Ramsey
 * avoid: the side to move has no legal move (each free pair would give its
 * colour an H, or none is free) and loses; avoid-plus the same at the
 * start of a turn (d = 0), and never once the mover has coloured a pair
 * (it may stop). Subh: the oriented digraph has a
 * directed Hamiltonian cycle, END_MAKER (the creator wins); else the
 * available digraph has none, END_BREAKER; else END_NONE. */
int solver_end(solver *s, int slot, position pos, int turn);

/* The free pairs whose claiming by side SIDE(turn) ends the non-end position pos
 * (side 0 completes the property, or side 1 makes it impossible: in that
 * side's favour in Maker-Breaker, against it in Avoider-Enforcer; in the
 * shared families the pairs completing the property, for either side; in
 * the Ramsey families the pairs completing an H of the mover's colour); all of them, or at least max of them where there are more.
 * Uses worker slot's caches (as solver_winning_move). Not Subh (solver_subh_endings). */
pairset solver_ending_moves(solver *s, int slot, position pos, int turn, int max);

/* Subh, the non-end position pos: win[d] the free pairs whose orienting as
 * state d + 1 gives the oriented digraph a directed Hamiltonian cycle (a
 * creator's win, whoever moves), kill[d] those after which the available
 * digraph has none (a blocker's win). Either may be NULL, not asked; with
 * kill NULL the available digraph is not examined (its Hamiltonian paths
 * are most of the cost), and pos may then be a blocker's win (where no arc
 * completes a cycle: win is empty). Worker slot as solver_winning_move. */
void solver_subh_endings(solver *s, int slot, position pos, pairset win[2], pairset kill[2]);

/* A winning move (board labelling) for side SIDE(turn) in the non-end position
 * pos, which that side wins; cpos and perm are canon_quick's results
 * for pos, used to consult the table without canonicalising again where the
 * search keys the table by the same form. Where the table does not know,
 * searches with worker slot (0 <= slot < threads) alone, without splits, so
 * that each of `threads` callers may use its own slot at the same time (not
 * while solver_solve runs); but with known = 1 (the caller knows that the
 * side wins pos: the strategy walk) first asks the family's rules, and
 * where they decide pos with a move or leave the side one move, returns
 * that move unsearched (a winning move wherever the side wins: the rules
 * are sound: solver/families/). Returns -1 if the
 * side does not win (or, with known, if the search finds that it does not),
 * -2 if aborted. */
int solver_winning_move(solver *s, int slot, position pos, int turn, position cpos, const uint8_t *perm, int known);

/* Maker-Breaker only: the free pairs of pos that are worth nothing to either
 * player (in no winning set inside the available graph; prop.h, alive), so
 * that claiming one is a pass (in Avoider-Enforcer such a move is a tempo
 * move, not a pass); uses worker slot as solver_winning_move does. */
pairset solver_dead_pairs(solver *s, int slot, position pos);

/* Maker-Breaker only. For the strategy walk, in a position pos that side winner wins with the
 * winner to move although the loser moved last (the loser passed): a free
 * pair g such that the table knows pos with g given to the loser, winner to
 * move, as the winner's win with a move; or -1. Such a g makes the
 * position one the search has solved, and by monotonicity the winner's
 * moves there win pos too. Worker slot as for solver_winning_move. */
int solver_pass_reply(solver *s, int slot, position pos, int winner);

/* The value of pos (an end position or not) with side SIDE(turn) to move:
 * SIDE_MAKER or SIDE_BREAKER, the side that wins it, or SOLVER_DRAW (the
 * families with draws, where neither side wins); -1 if aborted. It asks
 * whether side 0 wins outright (draw setting SIDE_BREAKER), and where a
 * draw is possible and side 0 does not win, whether it avoids losing (draw
 * setting SIDE_MAKER, left set: the setting under which a certificate of
 * the answer is walked). *move as solver_solve's, for the last question. */
#define SOLVER_DRAW 2
int solver_value(solver *s, position pos, int turn, int *move);

/* Whether solver_value asks its second question where side 0 does not
 * win outright: the family has draws, and the game can end in one. */
int solver_asks_draw(solver *s);

/* Solves the non-end position pos with side SIDE(turn) to move. Returns 1 if Maker
 * wins, 0 if Breaker wins, -1 if aborted by the progress callback. If the side
 * to move wins, *move is a winning move (board labelling), else -1. Call from
 * one thread at a time. */
int solver_solve(solver *s, position pos, int turn, int *move);

#endif
