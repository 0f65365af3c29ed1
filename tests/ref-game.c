/* tests/ref-game.c: an independent reference solver for every game of
 * posproof, written from certs/FORMAT.md sections 3 and 4 (pairs and their
 * states, turns and moves, the start position, properties, families, end
 * positions and outcomes) and from no code of solver/.
 *
 * Plain minimax: from a position that is not an end position, the player to
 * move tries every move, stops at the first that wins, and otherwise takes a
 * draw over a loss. Every position searched is remembered in a hash table
 * keyed by the exact labelled position (the state of every pair free at the
 * start, the player to move and the moves made in the turn; in the offer
 * families below, the round starts only, end positions included); no
 * symmetry, no other pruning. Properties by brute force (tests/bf-prop.h).
 *
 * Beside FORMAT.md's families, five more, written from their definitions in
 * the literature alone (FORMAT.md does not have them yet); a board element
 * is a board pair, a winning set a set of pairs whose graph has P:
 * - waiter-client (Hefetz, Krivelevich, Tan; Bednarska-Bzdega, Hefetz,
 *   Krivelevich, Luczak) and client-waiter, bias 1:q: each round Waiter
 *   offers q+1 free pairs (--offer upto: 1 to q+1), Client claims one,
 *   Waiter the rest. Waiter-Client: Waiter wins iff Client's graph has P at
 *   the end; Client-Waiter: Client wins iff it has;
 * - picker-chooser and chooser-picker (Beck, Combinatorica 22 (2002)): each
 *   round Picker offers two free pairs, Chooser keeps one, Picker gets the
 *   other. Picker-Chooser: Picker wins iff Picker's graph has P at the end;
 *   Chooser-Picker: Chooser wins iff Chooser's graph has it.
 *   In these four the offerer (Waiter, Picker) is the first player and
 *   moves first in every round; a round is two plies, the offer (the
 *   offered pairs take state 3 until the choice) and the choice. Roles, role
 *   0 first, role 0's pairs in state 1 (the pile whose winning sets
 *   decide): {client, waiter}, {picker, chooser}, {chooser, picker}. Under
 *   --offer exact (the default), when fewer than q+1 pairs are free at an
 *   offer they all go to --leftover ROLE (default the offerer) or, with
 *   discard, to nobody, and the game ends;
 * - monotone-avoider-enforcer: avoider-enforcer, but a turn claims at least
 *   the mover's bias (all the free pairs where fewer are free) and as many
 *   more as the mover likes: one pair a move, then the move `stop`, legal
 *   once the bias is reached (as under avoid-plus); the key's d is the
 *   pairs claimed in the turn, counted up to the bias.
 *
 * Usage (the grammar of `posproof solve`, for the flags the tests need):
 *   ref-game --game P [--rule maker-breaker|avoider-enforcer] (--n N | --board G6)
 *            --first ROLE [--bias A:B] [--maker|--breaker|--avoider|--enforcer PAIRS]
 *   ref-game --game P --rule monotone-avoider-enforcer (--n N | --board G6)
 *            --first avoider|enforcer [--bias A:B]
 *   ref-game --game P --rule waiter-client|client-waiter (--n N | --board G6)
 *            [--bias 1:Q] [--offer exact|upto] [--leftover ROLE|discard]
 *   ref-game --game P --rule picker-chooser|chooser-picker (--n N | --board G6)
 *            [--leftover ROLE|discard]
 *            (the four offer families: a start by --client|--waiter PAIRS or
 *            --picker|--chooser PAIRS, each role's pile, the offerer to move)
 *   ref-game --game ramsey --H H --n N --rule avoid|misere|avoid-plus|achieve|weak-achieve
 *            [--red PAIRS] [--blue PAIRS] [--to-move first|second]
 *   ref-game --game subh --n N --creator first|second [--arcs ARCS]
 *   ref-game --game shared --property P --n N [--rule normal|avoid] [--edges PAIRS]
 *   ref-game --properties [N]
 * prints first-player-win, second-player-win or draw (the "result" of
 * posproof solve --json; the first player of the four offer families is the
 * offerer), or with --winner-role the winning role's name (or draw). With
 * --batch (the --game P families only, no position) it reads graph6 boards
 * from stdin and prints "G6 line=L maker-first=W breaker-first=W"
 * (avoider-first, enforcer-first; L the line number, every line a board)
 * like posproof solve --batch, or only the --first column; for the offer
 * families "G6 line=L RESULT" (RESULT as above). --properties prints
 * the samples of every property of tests/bf-prop.h, one a line (with N,
 * those that apply on N vertices). Bad input: one line on stderr, exit 2. */
#include "bf-prop.h"

#include <assert.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FAM_MB, FAM_AE, FAM_RAMSEY, FAM_SUBH, FAM_SHARED, FAM_MAE, FAM_WC, FAM_CW, FAM_PC, FAM_CP };
enum { R_AVOID, R_MISERE, R_PLUS, R_ACHIEVE, R_WEAK };
enum { WIN_FIRST = 0, WIN_SECOND = 1, DRAW = 2 };

#define MAXE (BF_MAXN * (BF_MAXN - 1) / 2)

typedef struct prop {
    const bf_prop *def;    /* tests/bf-prop.h's entry */
    int k;                 /* NAME:K: the K */
    int hn;                /* NAME:H: H's vertices and edges */
    bf_set h[BF_MAXN];
} prop;

/* The game and the current position. */
static struct {
    int fam, rule, avoid_shared, n, E;
    int eu[MAXE], ev[MAXE];        /* the board pairs, in the order of their numbers */
    prop P;                        /* the property, or H (as h:H) for ramsey */
    int role0;                     /* the first player's role = the player index of role 0: role(p) = role0 ^ p
                                      (MB/AE: 0 Maker/Avoider, 1 Breaker/Enforcer; subh: 0 creator, 1 blocker) */
    int bias[2];                   /* MB/AE/MAE: moves a turn of role 0 and role 1 (MAE: at least); WC/CW: 1 and q */
    int q[2];                      /* moves a turn of the first and of the second player (MAE: at least) */
    int offer_hi, upto, leftover;  /* offer families: q+1, --offer upto, --leftover's role (-1 discard) */
    uint8_t st[MAXE];              /* each board pair's state, 0 1 2 (FORMAT.md 3.2), 3 offered (offer families) */
    int mover, d;                  /* the player to move (0 first, 1 second), moves made in the turn */
    int F, fe[MAXE];               /* the pairs free at the start: the key */
} G;

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("ref-game: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

/* ---- the memo: exact labelled positions ----
 * A slot is KW words: the key (make_key), with the outcome + 1 in bits 5-6
 * of its first word (the key leaves bits 5-7 zero); a slot whose first word
 * is 0 is empty (a stored one has an outcome). One array, so that a lookup
 * reads one slot. */
#define VAL_SHIFT 5
#define VAL_MASK ((uint64_t)3 << VAL_SHIFT)
static int KW;                 /* 64-bit words a key */
static uint64_t *tkeys;
static size_t tcap, tcount;
static long positions;

static void make_key(uint64_t *key)
{
    memset(key, 0, sizeof(uint64_t) * (size_t)KW);
    assert(G.mover <= 1 && G.d <= 15);
    key[0] = (uint64_t)(G.mover | G.d << 1);   /* the turn: bits 0 to 4 */
    int b = 8;
    for (int i = 0; i < G.F; i++, b += 2)      /* the states, 2 bits a pair (3: offered) */
        key[b / 64] |= (uint64_t)G.st[G.fe[i]] << (b % 64);
}

static size_t key_hash(const uint64_t *key)
{
    uint64_t h = 0x243F6A8885A308D3u;
    for (int i = 0; i < KW; i++) {
        h = (h ^ (i ? key[i] : key[i] & ~VAL_MASK)) * 0x9E3779B97F4A7C15u;
        h ^= h >> 31;
    }
    return (size_t)h;
}

static void memo_init(void)
{
    free(tkeys);
    tcap = 1u << 10;   /* small: --batch starts a fresh memo a board */
    tcount = 0;
    tkeys = calloc(tcap * (size_t)KW, sizeof *tkeys);
    if (!tkeys)
        die("out of memory");
}

/* The slot of key (its value bits ignored): the one holding it, or the empty one where it goes. */
static size_t memo_slot(const uint64_t *key)
{
    const uint64_t k0 = key[0] & ~VAL_MASK;
    size_t i = key_hash(key) & (tcap - 1);
    for (;; i = (i + 1) & (tcap - 1)) {
        const uint64_t *s = tkeys + i * (size_t)KW;
        if (!s[0] || ((s[0] & ~VAL_MASK) == k0 && memcmp(s + 1, key + 1, sizeof(uint64_t) * (size_t)(KW - 1)) == 0))
            return i;
    }
}

static int memo_get(const uint64_t *key)
{
    const uint64_t *s = tkeys + memo_slot(key) * (size_t)KW;
    return s[0] ? (int)(s[0] >> VAL_SHIFT & 3) - 1 : -1;
}

static void memo_put(const uint64_t *key, int v)
{
    assert(v >= 0 && v <= 2 && !(key[0] & (VAL_MASK | (uint64_t)1 << 7)));
    if (2 * (tcount + 1) > tcap) {   /* grow: at most half full */
        uint64_t *ok = tkeys;
        size_t ocap = tcap;
        tcap *= 2;
        tkeys = calloc(tcap * (size_t)KW, sizeof *tkeys);
        if (!tkeys)
            die("out of memory (%zu positions)", tcount);
        for (size_t j = 0; j < ocap; j++)
            if (ok[j * (size_t)KW]) {
                size_t i = memo_slot(ok + j * (size_t)KW);
                memcpy(tkeys + i * (size_t)KW, ok + j * (size_t)KW, sizeof(uint64_t) * (size_t)KW);
            }
        free(ok);
    }
    size_t i = memo_slot(key);
    uint64_t *s = tkeys + i * (size_t)KW;
    assert(!s[0]);   /* each position is solved once */
    memcpy(s, key, sizeof(uint64_t) * (size_t)KW);
    s[0] |= (uint64_t)(v + 1) << VAL_SHIFT;
    tcount++;
}

/* ---- graphs of the position (FORMAT.md 3.3) ---- */

/* The graph of the pairs whose state is in the mask (bit s: state s). */
static void graph_of(int mask, bf_set *a)
{
    memset(a, 0, sizeof(bf_set) * BF_MAXN);
    for (int e = 0; e < G.E; e++)
        if (mask >> G.st[e] & 1) {
            a[G.eu[e]] |= 1u << G.ev[e];
            a[G.ev[e]] |= 1u << G.eu[e];
        }
}

static int holds(const prop *p, const bf_set *a) { return p->def->holds(p->k, p->h, p->hn, a, G.n); }

static int state_holds(int mask) {
    bf_set a[BF_MAXN];
    graph_of(mask, a);
    return holds(&G.P, a);
}

/* The state a colouring (claiming, adding) move of player p gives. */
static int claim_state(int p)
{
    switch (G.fam) {
    case FAM_MB:
    case FAM_AE:
    case FAM_MAE:
        return (G.role0 ^ p) == 0 ? 1 : 2;
    case FAM_RAMSEY:
        return p == 0 ? 1 : 2;
    case FAM_SHARED:
        return 1;
    }
    assert(0);
    return 0;
}

/* Ramsey avoid, avoid-plus: may the mover colour free pair e? (its colour
 * class then contains no H: FORMAT.md 3.3) */
static int legal_colouring(int e)
{
    assert(G.fam == FAM_RAMSEY && G.st[e] == 0);
    int s = claim_state(G.mover);
    G.st[e] = (uint8_t)s;
    int bad = state_holds(1 << s);
    G.st[e] = 0;
    return !bad;
}

static int count_free(void)
{
    int c = 0;
    for (int e = 0; e < G.E; e++)
        c += !G.st[e];
    return c;
}

static int any_free(void) { return count_free() > 0; }

static int offer_family(int fam) { return fam == FAM_WC || fam == FAM_CW || fam == FAM_PC || fam == FAM_CP; }

/* Offer families: the player (0 the offerer, 1 the chooser) who wins iff the
 * pairs of state 1 (role 0's) have P at the end: Waiter in Waiter-Client,
 * Client in Client-Waiter, Picker in Picker-Chooser, Chooser in
 * Chooser-Picker. */
static int builder(void) { return G.fam == FAM_WC || G.fam == FAM_PC ? 0 : 1; }

/* The state of the pair the chooser (player 1) keeps; the offerer gets the
 * other offered pairs (3 minus it). */
static int chooser_state(void) { return (G.role0 ^ 1) == 0 ? 1 : 2; }

/* FORMAT.md 4.2: the outcome (WIN_FIRST, WIN_SECOND, DRAW) of an end
 * position, -1 if the position is not one. */
static int end_outcome(void)
{
    int maker = G.role0;   /* the player index of role 0 (Maker, Avoider): role(p) = role0 ^ p */
    switch (G.fam) {
    case FAM_MB:
        if (state_holds(1 << 1))
            return maker;
        if (!state_holds(1 << 0 | 1 << 1))
            return maker ^ 1;
        return -1;
    case FAM_AE:
    case FAM_MAE:
        if (state_holds(1 << 1))
            return maker ^ 1;   /* Enforcer wins */
        if (!state_holds(1 << 0 | 1 << 1))
            return maker;       /* Avoider wins */
        return -1;
    case FAM_RAMSEY:
        switch (G.rule) {
        case R_AVOID:
        case R_PLUS:
            if (G.d != 0)
                return -1;
            for (int e = 0; e < G.E; e++)
                if (!G.st[e] && legal_colouring(e))
                    return -1;
            return G.mover ^ 1;   /* the mover loses */
        case R_MISERE:
            if (state_holds(1 << 1))
                return WIN_SECOND;
            if (state_holds(1 << 2))
                return WIN_FIRST;
            return any_free() ? -1 : DRAW;
        case R_ACHIEVE:
            if (state_holds(1 << 1))
                return WIN_FIRST;
            if (state_holds(1 << 2))
                return WIN_SECOND;
            return any_free() ? -1 : DRAW;
        case R_WEAK:
            if (state_holds(1 << 1))
                return WIN_FIRST;
            if (!state_holds(1 << 0 | 1 << 1))
                return WIN_SECOND;
            return -1;
        }
        break;
    case FAM_SUBH: {
        bf_set orient[BF_MAXN] = {0}, avail[BF_MAXN] = {0};
        for (int e = 0; e < G.E; e++) {
            int u = G.eu[e], v = G.ev[e];   /* u < v */
            if (G.st[e] == 1)
                orient[u] |= 1u << v;
            else if (G.st[e] == 2)
                orient[v] |= 1u << u;
            else {
                avail[u] |= 1u << v;
                avail[v] |= 1u << u;
            }
        }
        for (int v = 0; v < G.n; v++)
            avail[v] |= orient[v];
        int creator = G.role0;
        if (bf_dham(orient, G.n))
            return creator;
        if (!bf_dham(avail, G.n))
            return creator ^ 1;
        return -1;
    }
    case FAM_SHARED:
        if (state_holds(1 << 1)) {
            int last = G.mover ^ 1;   /* the player who made the last move */
            return G.avoid_shared ? G.mover : last;
        }
        return any_free() ? -1 : DRAW;
    case FAM_WC:
    case FAM_CW:
    case FAM_PC:
    case FAM_CP: {
        /* The definitions decide at the end, when no pair is free (or the
         * leftover rule applied), by P of the state-1 pile. P is monotone
         * and that pile only grows, within its pairs plus the free ones
         * (round starts only: nothing offered); so two earlier ends: */
        int b = builder();
        assert(G.mover == 0);   /* a round start: nothing offered */
        if (state_holds(1 << 1))
            return b;       /* the pile has P: its final superset has P */
        if (!state_holds(1 << 0 | 1 << 1))
            return b ^ 1;   /* pile + free lacks P: the final pile, within it, lacks P */
        if (!G.upto && count_free() < G.offer_hi) {
            /* exact offers: the leftover rule, then the end */
            int keep[MAXE], nk = 0;
            for (int e = 0; e < G.E; e++)
                if (!G.st[e]) {
                    keep[nk++] = e;
                    G.st[e] = (uint8_t)(G.leftover < 0 ? 3 : G.leftover == 0 ? 1 : 2);   /* 3: nobody's */
                }
            int has = state_holds(1 << 1);
            for (int i = 0; i < nk; i++)
                G.st[keep[i]] = 0;
            return has ? b : b ^ 1;
        }
        return -1;
    }
    }
    assert(0);
    return -1;
}

/* ---- minimax ---- */
static int solve(void);

/* After a colouring move of the mover: the next turn state. */
static void advance(void)
{
    if (G.fam == FAM_RAMSEY && G.rule == R_PLUS) {
        G.d = 1;   /* the turn goes on until `stop` */
        return;
    }
    if (G.fam == FAM_MAE) {   /* the turn goes on until `stop`; d counted up to the bias */
        if (G.d < G.q[G.mover])
            G.d++;
        return;
    }
    if (++G.d == G.q[G.mover]) {
        G.mover ^= 1;
        G.d = 0;
    }
}

/* ---- the offer families: a round is two plies ----
 * A round starts at a position with the offerer (player 0) to move and no
 * pair offered; the offer marks its pairs offered (state 3) and hands the
 * move to the chooser (player 1); the choice gives them out and starts the
 * next round. Only round starts are end positions (an offer changes neither
 * the state-1 pile nor the pairs not the other role's) and only they are
 * remembered: a position with an offer pending is reached from one round
 * start and one offer, so it is searched once anyway. The memo is asked
 * before the end rules, and keeps end positions too (the same round start
 * is reached by many choices). */
static int solve_round(void);

/* The chooser (player 1) to move: keep one offered pair, the offerer gets
 * the others. The outcome. */
static int solve_choice(void)
{
    assert(G.mover == 1 && G.d == 0);
    int off[MAXE], no = 0, best = WIN_FIRST;
    for (int e = 0; e < G.E; e++)
        if (G.st[e] == 3)
            off[no++] = e;
    assert(no >= 1 && no <= G.offer_hi);
    const int cs = chooser_state();
    for (int i = 0; i < no && best != WIN_SECOND; i++) {
        for (int j = 0; j < no; j++)
            G.st[off[j]] = (uint8_t)(j == i ? cs : 3 - cs);
        G.mover = 0;
        int r = solve_round();
        G.mover = 1;
        for (int j = 0; j < no; j++)
            G.st[off[j]] = 3;
        if (r == WIN_SECOND)
            best = r;
    }
    return best;
}

/* The offerer to move: every offer of offer_hi free pairs (--offer upto: of
 * 1 to offer_hi), each the pairs marked offered so far and free pairs
 * numbered `from` on. 1 once an offer wins for the offerer. */
static int offer_sets(int from, int size, int lo, int *moves)
{
    if (size >= lo) {
        G.mover = 1;
        int r = solve_choice();
        G.mover = 0;
        ++*moves;
        if (r == WIN_FIRST)
            return 1;
    }
    for (int e = from; e < G.E && size < G.offer_hi; e++) {
        if (G.st[e])
            continue;
        G.st[e] = 3;
        int won = offer_sets(e + 1, size + 1, lo, moves);
        G.st[e] = 0;
        if (won)
            return 1;
    }
    return 0;
}

static int solve_round(void)
{
    assert(G.mover == 0 && G.d == 0);
    uint64_t key[4];
    make_key(key);
    int v = memo_get(key);
    if (v >= 0)
        return v;
    v = end_outcome();
    if (v < 0) {
        positions++;
        int moves = 0;
        v = offer_sets(0, 0, G.upto ? 1 : G.offer_hi, &moves) ? WIN_FIRST : WIN_SECOND;
        assert(moves > 0);   /* a round start that is no end position has an offer */
    }
    memo_put(key, v);
    return v;
}

static int solve(void)
{
    if (offer_family(G.fam))
        return solve_round();
    int o = end_outcome();
    if (o >= 0)
        return o;
    uint64_t key[4];
    make_key(key);
    int v = memo_get(key);
    if (v >= 0)
        return v;
    positions++;
    const int me = G.mover, d0 = G.d;
    int best = me ^ 1, moves = 0;   /* a loss unless a move does better */
    for (int e = 0; e < G.E && best != me; e++) {
        if (G.st[e])
            continue;
        int states[2], ns = 0;
        if (G.fam == FAM_SUBH) {
            states[ns++] = 1;
            states[ns++] = 2;
        } else if (G.fam == FAM_RAMSEY && (G.rule == R_AVOID || G.rule == R_PLUS) && !legal_colouring(e))
            continue;
        else
            states[ns++] = claim_state(me);
        for (int i = 0; i < ns && best != me; i++) {
            G.st[e] = (uint8_t)states[i];
            advance();
            int r = solve();
            G.st[e] = 0;
            G.mover = me;
            G.d = d0;
            moves++;
            if (r == me || r == DRAW)
                best = r;
        }
    }
    if (((G.fam == FAM_RAMSEY && G.rule == R_PLUS && d0 == 1) || (G.fam == FAM_MAE && d0 == G.q[me])) && best != me) {   /* stop */
        G.mover = me ^ 1;
        G.d = 0;
        int r = solve();
        G.mover = me;
        G.d = d0;
        moves++;
        if (r == me || r == DRAW)
            best = r;
    }
    assert(moves > 0);   /* a position that is no end position has a move */
    assert(best == me || best == (me ^ 1) || best == DRAW);
    memo_put(key, best);
    return best;
}

/* ---- input ---- */

/* graph6 (nauty's formats.txt) of at most BF_MAXN vertices. */
static int parse_g6(const char *s, int *n, bf_set *adj)
{
    size_t len = strlen(s);
    if (len < 1 || s[0] < 63 + 1 || s[0] > 63 + BF_MAXN)
        return -1;
    *n = s[0] - 63;
    int m = *n * (*n - 1) / 2;
    if ((int)len != 1 + (m + 5) / 6)
        return -1;
    memset(adj, 0, sizeof(bf_set) * BF_MAXN);
    for (size_t i = 1; i < len; i++)
        if (s[i] < 63 || s[i] > 126)
            return -1;
    int k = 0;
    for (int j = 1; j < *n; j++)
        for (int i = 0; i < j; i++, k++)
            if ((s[1 + k / 6] - 63) >> (5 - k % 6) & 1) {
                adj[i] |= 1u << j;
                adj[j] |= 1u << i;
            }
    for (; k < 6 * ((m + 5) / 6); k++)
        if ((s[1 + k / 6] - 63) >> (5 - k % 6) & 1)
            return -1;   /* nonzero padding */
    return 0;
}

static int parse_uint(const char *s, int lo, int hi)
{
    char *end;
    if (!*s || *s < '0' || *s > '9')
        return -1;
    long v = strtol(s, &end, 10);
    if (*end || v < lo || v > hi)
        return -1;
    return (int)v;
}

/* H: K3, K4, C4, P4, star:L (centre 0) or graph6 with at least one edge. */
static void parse_H(const char *s, prop *p)
{
    memset(p, 0, sizeof *p);
    p->def = bf_find("h", 1);
    assert(p->def);
#define EDGE(x, y) (p->h[x] |= 1u << (y), p->h[y] |= 1u << (x))
    if (!strcmp(s, "K3") || !strcmp(s, "K4")) {
        p->hn = s[1] - '0';
        for (int x = 0; x < p->hn; x++)
            for (int y = x + 1; y < p->hn; y++)
                EDGE(x, y);
    } else if (!strcmp(s, "C4") || !strcmp(s, "P4")) {
        p->hn = 4;
        EDGE(0, 1), EDGE(1, 2), EDGE(2, 3);
        if (s[0] == 'C')
            EDGE(3, 0);
    } else if (!strncmp(s, "star:", 5)) {
        int l = parse_uint(s + 5, 1, BF_MAXN - 1);
        if (l < 0)
            die("H '%s': star:L needs 1 <= L <= %d", s, BF_MAXN - 1);
        p->hn = l + 1;
        for (int x = 1; x <= l; x++)
            EDGE(0, x);
    } else {
        if (parse_g6(s, &p->hn, p->h) != 0)
            die("H '%s': expected K3, K4, C4, P4, star:L or graph6", s);
        int edges = 0;
        for (int x = 0; x < p->hn; x++)
            edges += __builtin_popcount(p->h[x]);
        if (!edges)
            die("H '%s' has no edge", s);
    }
#undef EDGE
}

/* A property of tests/bf-prop.h's table: NAME, NAME:K or NAME:H. */
static void parse_prop(const char *s, prop *p)
{
    const char *colon = strchr(s, ':');
    const bf_prop *d = bf_find(s, colon ? (size_t)(colon - s) : strlen(s));
    if (!d || !colon != !d->param)
        die("unknown property '%s'", s);
    if (d->param == 'H')
        parse_H(colon + 1, p);
    else
        memset(p, 0, sizeof *p);
    p->def = d;
    if (d->param == 'K' && (p->k = parse_uint(colon + 1, 1, 64)) < 0)
        die("property '%s': a decimal K is expected after ':'", s);
}

/* PAIRS "0-1,2-3" ('' for none), or ARCS "0>1" (sep '>'): sets the states of
 * the board pairs; given[] catches a pair given twice. */
static void parse_pairs(const char *flag, const char *text, int state, char sep, uint8_t *given)
{
    const char *s = text;
    while (*s) {
        char *end;
        if (*s < '0' || *s > '9')
            die("%s '%s': expected pairs like 0-1,2-3 (or arcs 0>1)", flag, text);
        long a = strtol(s, &end, 10);
        if (*end != sep || end[1] < '0' || end[1] > '9')
            die("%s '%s': expected pairs like 0-1,2-3 (or arcs 0>1)", flag, text);
        long b = strtol(end + 1, &end, 10);
        if (*end && (*end != ',' || !end[1]))
            die("%s '%s': expected pairs like 0-1,2-3 (or arcs 0>1)", flag, text);
        if (a < 0 || b < 0 || a >= G.n || b >= G.n || a == b)
            die("%s '%s': %ld%c%ld is not a pair of vertices 0 to %d", flag, text, a, sep, b, G.n - 1);
        int lo = (int)(a < b ? a : b), hi = (int)(a < b ? b : a), e = -1;
        for (int i = 0; i < G.E; i++)
            if (G.eu[i] == lo && G.ev[i] == hi)
                e = i;
        if (e < 0)
            die("%s '%s': %d-%d is not a pair of the board", flag, text, lo, hi);
        if (given[e])
            die("%s '%s': the pair %d-%d is given twice", flag, text, lo, hi);
        given[e] = 1;
        G.st[e] = (uint8_t)(sep == '>' ? (a < b ? 1 : 2) : state);
        s = *end ? end + 1 : end;
    }
}

static void set_board(int n, const bf_set *adj)
{
    G.n = n;
    G.E = 0;
    for (int j = 1; j < n; j++)   /* colexicographic: pair(i, j) = j(j-1)/2 + i */
        for (int i = 0; i < j; i++)
            if (adj[i] >> j & 1) {
                G.eu[G.E] = i;
                G.ev[G.E++] = j;
            }
    memset(G.st, 0, sizeof G.st);
}

/* The start (FORMAT.md 3.4): the turn by the counts (avoid-plus: to_move or
 * the parity; monotone: to_move or the first player, a turn starting), the
 * key's pairs; a fresh memo. */
static void start(int to_move)
{
    int c = 0;
    G.F = 0;
    for (int e = 0; e < G.E; e++) {
        if (G.st[e])
            c++;
        else
            G.fe[G.F++] = e;
    }
    if (G.fam == FAM_RAMSEY && G.rule == R_PLUS) {
        G.mover = to_move >= 0 ? to_move : c % 2;
        G.d = 0;
    } else if (G.fam == FAM_MAE) {
        G.mover = to_move >= 0 ? to_move : 0;
        G.d = 0;
    } else if (offer_family(G.fam)) {   /* a round starts: the offerer to move, nothing offered */
        G.mover = 0;
        G.d = 0;
    } else {
        int r = c % (G.q[0] + G.q[1]);
        G.mover = r >= G.q[0];
        G.d = r < G.q[0] ? r : r - G.q[0];
    }
    KW = (2 * G.F + 8 + 63) / 64;
    assert(KW >= 1 && KW <= 4);
    positions = 0;
    memo_init();
}

/* What the board must give the game (FORMAT.md 4.1: pm on an even n; H no
 * larger than the board). */
static void check_board(void)
{
    if (G.fam == FAM_SUBH && G.n < 3)
        die("subh needs n >= 3");
    if (G.fam != FAM_SUBH && !G.P.def->fits(G.P.k, G.P.hn, G.n))
        die("%s does not apply on %d vertices (FORMAT.md 4.1)", G.P.def->name, G.n);
}

static const char *result_word(int o) { return o == WIN_FIRST ? "first-player-win" : o == WIN_SECOND ? "second-player-win" : "draw"; }

/* The family's two roles, role 0 first. */
static const char *role_name(int fam, int role)
{
    static const char *names[][2] = {
        [FAM_MB] = {"maker", "breaker"},   [FAM_AE] = {"avoider", "enforcer"}, [FAM_RAMSEY] = {"first", "second"},
        [FAM_SUBH] = {"creator", "blocker"}, [FAM_SHARED] = {"first", "second"}, [FAM_MAE] = {"avoider", "enforcer"},
        [FAM_WC] = {"client", "waiter"},   [FAM_CW] = {"client", "waiter"},    [FAM_PC] = {"picker", "chooser"},
        [FAM_CP] = {"chooser", "picker"},
    };
    assert(role == 0 || role == 1);
    return names[fam][role];
}

/* The result word, or with --winner-role the winner's role (or draw). */
static const char *outcome_word(int o, int by_role)
{
    return by_role && o != DRAW ? role_name(G.fam, G.role0 ^ o) : result_word(o);
}

int main(int argc, char **argv)
{
    const char *game = NULL, *rule = NULL, *board = NULL, *first = NULL, *bias = NULL, *H = NULL, *property = NULL,
               *creator = NULL, *to_move = NULL, *offer = NULL, *leftover = NULL, *pos[12] = {0};
    /* the start flags; the offer families' name a role each (its pile: state role + 1) */
    static const char *posflags[12] = {"--maker", "--breaker", "--avoider", "--enforcer", "--red", "--blue", "--arcs", "--edges",
                                       "--client", "--waiter", "--picker", "--chooser"};
    static const int posfam[8] = {FAM_MB, FAM_MB, FAM_AE, FAM_AE, FAM_RAMSEY, FAM_RAMSEY, FAM_SUBH, FAM_SHARED};
    int n = -1, batch = 0, verbose = 0, by_role = 0;
    if (argc >= 2 && !strcmp(argv[1], "--properties")) {   /* the samples of tests/bf-prop.h, those for n vertices */
        int on = argc > 2 ? parse_uint(argv[2], 1, BF_MAXN) : 0;
        if (argc > 3 || on < 0)
            die("usage: ref-game --properties [N]");
        for (int i = 0; i < BF_NPROPS; i++)
            for (int j = 0; j < 6 && bf_props[i].samples[j]; j++) {
                prop p;
                parse_prop(bf_props[i].samples[j], &p);
                if (!on || p.def->fits(p.k, p.hn, on))
                    printf("%s\n", bf_props[i].samples[j]);
            }
        return 0;
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--batch")) {
            batch = 1;
            continue;
        }
        if (!strcmp(a, "--verbose")) {
            verbose = 1;
            continue;
        }
        if (!strcmp(a, "--winner-role")) {
            by_role = 1;
            continue;
        }
        if (i + 1 >= argc)
            die("%s: needs a value", a);
        const char *v = argv[++i];
        const char **slot = NULL;
        if (!strcmp(a, "--game"))
            slot = &game;
        else if (!strcmp(a, "--rule"))
            slot = &rule;
        else if (!strcmp(a, "--board"))
            slot = &board;
        else if (!strcmp(a, "--first"))
            slot = &first;
        else if (!strcmp(a, "--bias"))
            slot = &bias;
        else if (!strcmp(a, "--H"))
            slot = &H;
        else if (!strcmp(a, "--property"))
            slot = &property;
        else if (!strcmp(a, "--creator"))
            slot = &creator;
        else if (!strcmp(a, "--to-move"))
            slot = &to_move;
        else if (!strcmp(a, "--offer"))
            slot = &offer;
        else if (!strcmp(a, "--leftover"))
            slot = &leftover;
        else if (!strcmp(a, "--n")) {
            if ((n = parse_uint(v, 1, BF_MAXN)) < 0)
                die("--n '%s': expected 1 to %d", v, BF_MAXN);
            continue;
        } else
            for (int k = 0; k < 12; k++)
                if (!strcmp(a, posflags[k]))
                    slot = &pos[k];
        if (!slot)
            die("unknown option %s", a);
        if (*slot)
            die("%s given twice", a);
        *slot = v;
    }
    if (!game)
        die("--game is required");
    memset(&G, 0, sizeof G);
    /* the family and its rule */
    if (!strcmp(game, "ramsey")) {
        static const char *rules[] = {"avoid", "misere", "avoid-plus", "achieve", "weak-achieve"};
        G.fam = FAM_RAMSEY;
        G.rule = -1;
        for (int r = 0; r < 5 && rule; r++)
            if (!strcmp(rule, rules[r]))
                G.rule = r;
        if (G.rule < 0)
            die("--game ramsey needs --rule avoid|misere|avoid-plus|achieve|weak-achieve");
        if (!H)
            die("--game ramsey needs --H");
        parse_H(H, &G.P);
    } else if (!strcmp(game, "subh")) {
        G.fam = FAM_SUBH;
        if (!creator || (strcmp(creator, "first") && strcmp(creator, "second")))
            die("--game subh needs --creator first|second");
        G.role0 = !strcmp(creator, "second");
    } else if (!strcmp(game, "shared")) {
        G.fam = FAM_SHARED;
        if (rule && strcmp(rule, "normal") && strcmp(rule, "avoid"))
            die("--rule '%s': expected normal or avoid", rule);
        G.avoid_shared = rule && !strcmp(rule, "avoid");
        if (!property)
            die("--game shared needs --property");
        parse_prop(property, &G.P);
    } else {
        static const char *rules[] = {"maker-breaker", "avoider-enforcer", "monotone-avoider-enforcer",
                                      "waiter-client", "client-waiter", "picker-chooser", "chooser-picker"};
        static const int fams[] = {FAM_MB, FAM_AE, FAM_MAE, FAM_WC, FAM_CW, FAM_PC, FAM_CP};
        G.fam = -1;
        for (int r = 0; r < 7; r++)
            if (!strcmp(rule ? rule : "maker-breaker", rules[r]))
                G.fam = fams[r];
        if (G.fam < 0)
            die("--rule '%s': expected maker-breaker, avoider-enforcer, monotone-avoider-enforcer, "
                "waiter-client, client-waiter, picker-chooser or chooser-picker", rule);
        parse_prop(game, &G.P);
    }
    const int offering = offer_family(G.fam), on_graph = G.fam == FAM_MB || G.fam == FAM_AE || G.fam == FAM_MAE || offering;
    if (!on_graph && (board || bias || first || batch))
        die("--board, --bias, --first and --batch apply to the --game P families (maker-breaker, avoider-enforcer and the rest)");
    if (!offering && (offer || leftover))
        die("--offer and --leftover apply to waiter-client, client-waiter, picker-chooser and chooser-picker");
    if (offering && first)
        die("--first does not apply to %s: the offerer (%s) moves first in every round", rule, role_name(G.fam, G.fam == FAM_PC ? 0 : 1));
    if ((G.fam == FAM_PC || G.fam == FAM_CP) && offer)
        die("--offer applies to waiter-client and client-waiter (%s offers two pairs)", rule);
    if (offer && strcmp(offer, "exact") && strcmp(offer, "upto"))
        die("--offer '%s': expected exact or upto", offer);
    G.upto = offer && !strcmp(offer, "upto");
    if (G.upto && leftover)
        die("--leftover applies under --offer exact (under upto no pair is left over)");
    if (batch && by_role && !offering)
        die("--winner-role: --batch of this family prints the winning roles already");
    if (G.fam != FAM_RAMSEY && H)
        die("--H applies to ramsey games");
    if (G.fam != FAM_SHARED && property)
        die("--property applies to shared games");
    if (G.fam != FAM_SUBH && creator)
        die("--creator applies to subh games");
    if (to_move && (G.fam != FAM_RAMSEY || G.rule != R_PLUS) && G.fam != FAM_MAE)
        die("--to-move applies to ramsey --rule avoid-plus and monotone-avoider-enforcer only");
    if (to_move && strcmp(to_move, "first") && strcmp(to_move, "second"))
        die("--to-move '%s': expected first or second", to_move);
    for (int k = 0; k < 8; k++)
        if (pos[k] && posfam[k] != G.fam && !(G.fam == FAM_MAE && posfam[k] == FAM_AE))
            die("%s does not apply to this game", posflags[k]);
    for (int k = 8; k < 12; k++)
        if (pos[k] && (!offer_family(G.fam) || (strcmp(posflags[k] + 2, role_name(G.fam, 0)) &&
                                                strcmp(posflags[k] + 2, role_name(G.fam, 1)))))
            die("%s does not apply to this game", posflags[k]);
    /* turns */
    G.bias[0] = G.bias[1] = 1;
    if (bias) {
        int a, b;
        char extra;
        if (sscanf(bias, "%d:%d%c", &a, &b, &extra) != 2 || a < 1 || b < 1 || a > 8 || b > 8)
            die("--bias '%s': expected A:B, 1 <= A, B <= 8", bias);
        G.bias[0] = a;
        G.bias[1] = b;
    }
    if (offering) {
        /* roles: WC/CW client, waiter; PC picker, chooser; CP chooser, picker; the offerer first */
        G.role0 = G.fam == FAM_PC ? 0 : 1;
        if ((G.fam == FAM_WC || G.fam == FAM_CW) && G.bias[0] != 1)
            die("--bias '%s': %s takes 1:q (Client 1 : Waiter q)", bias, rule);
        if ((G.fam == FAM_PC || G.fam == FAM_CP) && (G.bias[0] != 1 || G.bias[1] != 1))
            die("--bias '%s': %s takes 1:1 only", bias, rule);
        G.offer_hi = G.bias[1] + 1;
        G.leftover = G.role0;   /* the offerer's */
        if (leftover) {
            if (!strcmp(leftover, "discard"))
                G.leftover = -1;
            else if (!strcmp(leftover, role_name(G.fam, 0)) || !strcmp(leftover, role_name(G.fam, 1)))
                G.leftover = strcmp(leftover, role_name(G.fam, 0)) != 0;
            else
                die("--leftover '%s': expected %s, %s or discard", leftover, role_name(G.fam, 0), role_name(G.fam, 1));
        }
        if (batch && (board || n >= 0))
            die("--batch reads its boards from stdin (no --n, no --board)");
        if (!batch && !board == (n < 0))
            die("give --n N or --board G6");
    } else if (G.fam == FAM_MB || G.fam == FAM_AE || G.fam == FAM_MAE) {
        const char *r0 = role_name(G.fam, 0), *r1 = role_name(G.fam, 1);
        if (first && strcmp(first, r0) && strcmp(first, r1))
            die("--first '%s': expected %s or %s", first, r0, r1);
        if (!first && !batch)
            die("--first %s|%s is required", r0, r1);
        G.role0 = first && !strcmp(first, r1);
        if (batch && (board || n >= 0))
            die("--batch reads its boards from stdin (no --n, no --board)");
        if (batch) {
            for (int k = 0; k < 8; k++)
                if (pos[k])
                    die("--batch solves from the empty position");
        } else if (!board == (n < 0))
            die("give --n N or --board G6");
    } else if (n < 0)
        die("--n N is required");
    if (batch) {
        char line[256];
        int which[2], nw = 0;
        if (offering)
            which[nw++] = G.role0;   /* the offerer first: one column */
        else {
            if (!first || G.role0 == 0)
                which[nw++] = 0;
            if (!first || G.role0 == 1)
                which[nw++] = 1;
        }
        for (long lineno = 1; fgets(line, sizeof line, stdin); lineno++) {
            line[strcspn(line, "\r\n")] = 0;
            bf_set adj[BF_MAXN];
            int bn;
            if (parse_g6(line, &bn, adj) != 0)
                die("'%s' is not graph6 of 1 to %d vertices", line, BF_MAXN);
            printf("%s line=%ld", line, lineno);
            for (int w = 0; w < nw; w++) {
                set_board(bn, adj);
                check_board();
                G.role0 = which[w];
                G.q[0] = offering ? 1 : G.bias[G.role0];
                G.q[1] = offering ? 1 : G.bias[G.role0 ^ 1];
                start(-1);
                int o = solve();
                assert(o == WIN_FIRST || o == WIN_SECOND);
                if (offering)
                    printf(" %s", outcome_word(o, by_role));
                else
                    printf(" %s-first=%s", role_name(G.fam, which[w]), role_name(G.fam, which[w] ^ o));
            }
            printf("\n");
            fflush(stdout);
        }
        return 0;
    }
    bf_set adj[BF_MAXN];
    if (board) {
        if (parse_g6(board, &n, adj) != 0)
            die("--board '%s': not graph6 of 1 to %d vertices", board, BF_MAXN);
    } else
        for (int v = 0; v < n; v++)
            adj[v] = bf_all(n) & ~(1u << v);
    set_board(n, adj);
    check_board();
    if (G.fam == FAM_MB || G.fam == FAM_AE || G.fam == FAM_MAE) {
        G.q[0] = G.bias[G.role0];
        G.q[1] = G.bias[G.role0 ^ 1];
    } else
        G.q[0] = G.q[1] = 1;
    uint8_t given[MAXE] = {0};
    for (int k = 0; k < 8; k++)
        if (pos[k])
            parse_pairs(posflags[k], pos[k], k % 2 == 0 || k >= 6 ? 1 : 2, k == 6 ? '>' : '-', given);
    for (int k = 8; k < 12; k++)   /* the offer families: role 0's pile is state 1 */
        if (pos[k])
            parse_pairs(posflags[k], pos[k], strcmp(posflags[k] + 2, role_name(G.fam, 0)) ? 2 : 1, '-', given);
    if (G.fam == FAM_SHARED) {
        uint8_t keep[MAXE];
        memcpy(keep, G.st, sizeof keep);
        memset(G.st, 0, sizeof G.st);
        if (state_holds(1 << 1))
            die("the empty graph has the property: no shared game (FORMAT.md 4.2)");
        memcpy(G.st, keep, sizeof keep);
    }
    start(to_move ? !strcmp(to_move, "second") : -1);
    int o = solve();
    assert(o == WIN_FIRST || o == WIN_SECOND || o == DRAW);
    printf("%s\n", outcome_word(o, by_role));
    if (verbose)
        fprintf(stderr, "ref-game: %ld positions searched\n", positions);
    free(tkeys);
    return 0;
}
