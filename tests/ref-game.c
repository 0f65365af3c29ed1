/* tests/ref-game.c: an independent reference solver for every game of
 * posproof, written from certs/FORMAT.md sections 3 and 4 (pairs and their
 * states, turns and moves, the start position, properties, families, end
 * positions and outcomes) and from no code of solver/.
 *
 * Plain minimax: from a position that is not an end position, the player to
 * move tries every move, stops at the first that wins, and otherwise takes a
 * draw over a loss. Every position searched is remembered in a hash table
 * keyed by the exact labelled position (the state of every pair free at the
 * start, the player to move and the moves made in the turn); no symmetry, no
 * other pruning. Properties by brute force (tests/bf-prop.h).
 *
 * Usage (the grammar of `posproof solve`, for the flags the tests need):
 *   ref-game --game P [--rule maker-breaker|avoider-enforcer] (--n N | --board G6)
 *            --first ROLE [--bias A:B] [--maker|--breaker|--avoider|--enforcer PAIRS]
 *   ref-game --game ramsey --H H --n N --rule avoid|misere|avoid-plus|achieve|weak-achieve
 *            [--red PAIRS] [--blue PAIRS] [--to-move first|second]
 *   ref-game --game subh --n N --creator first|second [--arcs ARCS]
 *   ref-game --game shared --property P --n N [--rule normal|avoid] [--edges PAIRS]
 *   ref-game --properties [N]
 * prints first-player-win, second-player-win or draw (the "result" of
 * posproof solve --json). With --batch (Maker-Breaker and Avoider-Enforcer
 * only, no position) it reads graph6 boards from stdin and prints
 * "G6 line=L maker-first=W breaker-first=W" (avoider-first, enforcer-first;
 * L the line number, every line a board) like posproof solve --batch, or
 * only the --first column. --properties prints
 * the samples of every property of tests/bf-prop.h, one a line (with N,
 * those that apply on N vertices). Bad input: one line on stderr, exit 2. */
#include "bf-prop.h"

#include <assert.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FAM_MB, FAM_AE, FAM_RAMSEY, FAM_SUBH, FAM_SHARED };
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
    int role0;                     /* MB/AE: the first player's role (0 Maker/Avoider, 1 Breaker/Enforcer); subh: the creator (0 first, 1 second) */
    int bias[2];                   /* MB/AE: moves a turn of role 0 and role 1 */
    int q[2];                      /* moves a turn of the first and of the second player */
    uint8_t st[MAXE];              /* each board pair's state, 0 1 2 (FORMAT.md 3.2) */
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

/* ---- the memo: exact labelled positions ---- */
static int KW;                 /* 64-bit words a key */
static uint64_t *tkeys;
static uint8_t *tvals;         /* 0 empty, else outcome + 1 */
static size_t tcap, tcount;
static long positions;

static void make_key(uint64_t *key)
{
    memset(key, 0, sizeof(uint64_t) * (size_t)KW);
    int b = 0;
    for (int i = 0; i < G.F; i++, b += 2)
        key[b / 64] |= (uint64_t)G.st[G.fe[i]] << (b % 64);
    assert(G.mover <= 1 && G.d <= 7);
    key[b / 64] |= (uint64_t)(G.mover | G.d << 1) << (b % 64);   /* 4 bits, b even: within one word */
}

static size_t key_hash(const uint64_t *key)
{
    uint64_t h = 0x243F6A8885A308D3u;
    for (int i = 0; i < KW; i++) {
        h = (h ^ key[i]) * 0x9E3779B97F4A7C15u;
        h ^= h >> 31;
    }
    return (size_t)h;
}

static void memo_init(void)
{
    free(tkeys);
    free(tvals);
    tcap = 1u << 16;
    tcount = 0;
    tkeys = calloc(tcap * (size_t)KW, sizeof *tkeys);
    tvals = calloc(tcap, 1);
    if (!tkeys || !tvals)
        die("out of memory");
}

static size_t memo_slot(const uint64_t *key)
{
    size_t i = key_hash(key) & (tcap - 1);
    while (tvals[i] && memcmp(tkeys + i * (size_t)KW, key, sizeof(uint64_t) * (size_t)KW) != 0)
        i = (i + 1) & (tcap - 1);
    return i;
}

static int memo_get(const uint64_t *key)
{
    size_t i = memo_slot(key);
    return tvals[i] ? tvals[i] - 1 : -1;
}

static void memo_put(const uint64_t *key, int v)
{
    assert(v >= 0 && v <= 2);
    if (2 * (tcount + 1) > tcap) {   /* grow: at most half full */
        uint64_t *ok = tkeys;
        uint8_t *ov = tvals;
        size_t ocap = tcap;
        tcap *= 2;
        tkeys = calloc(tcap * (size_t)KW, sizeof *tkeys);
        tvals = calloc(tcap, 1);
        if (!tkeys || !tvals)
            die("out of memory (%zu positions)", tcount);
        for (size_t j = 0; j < ocap; j++)
            if (ov[j]) {
                size_t i = memo_slot(ok + j * (size_t)KW);
                memcpy(tkeys + i * (size_t)KW, ok + j * (size_t)KW, sizeof(uint64_t) * (size_t)KW);
                tvals[i] = ov[j];
            }
        free(ok);
        free(ov);
    }
    size_t i = memo_slot(key);
    assert(!tvals[i]);   /* each position is solved once */
    memcpy(tkeys + i * (size_t)KW, key, sizeof(uint64_t) * (size_t)KW);
    tvals[i] = (uint8_t)(v + 1);
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

static int any_free(void)
{
    for (int e = 0; e < G.E; e++)
        if (!G.st[e])
            return 1;
    return 0;
}

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
    if (++G.d == G.q[G.mover]) {
        G.mover ^= 1;
        G.d = 0;
    }
}

static int solve(void)
{
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
    if (G.fam == FAM_RAMSEY && G.rule == R_PLUS && d0 == 1 && best != me) {   /* stop */
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
 * the parity), the key's pairs; a fresh memo. */
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
    } else {
        int r = c % (G.q[0] + G.q[1]);
        G.mover = r >= G.q[0];
        G.d = r < G.q[0] ? r : r - G.q[0];
    }
    KW = (2 * G.F + 4 + 63) / 64;
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

int main(int argc, char **argv)
{
    const char *game = NULL, *rule = NULL, *board = NULL, *first = NULL, *bias = NULL, *H = NULL, *property = NULL,
               *creator = NULL, *to_move = NULL, *pos[8] = {0};
    static const char *posflags[8] = {"--maker", "--breaker", "--avoider", "--enforcer", "--red", "--blue", "--arcs", "--edges"};
    static const int posfam[8] = {FAM_MB, FAM_MB, FAM_AE, FAM_AE, FAM_RAMSEY, FAM_RAMSEY, FAM_SUBH, FAM_SHARED};
    int n = -1, batch = 0, verbose = 0;
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
        else if (!strcmp(a, "--n")) {
            if ((n = parse_uint(v, 1, BF_MAXN)) < 0)
                die("--n '%s': expected 1 to %d", v, BF_MAXN);
            continue;
        } else
            for (int k = 0; k < 8; k++)
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
        if (rule && strcmp(rule, "maker-breaker") && strcmp(rule, "avoider-enforcer"))
            die("--rule '%s': expected maker-breaker or avoider-enforcer", rule);
        G.fam = rule && !strcmp(rule, "avoider-enforcer") ? FAM_AE : FAM_MB;
        parse_prop(game, &G.P);
    }
    if (G.fam != FAM_MB && G.fam != FAM_AE && (board || bias || first || batch))
        die("--board, --bias, --first and --batch apply to Maker-Breaker and Avoider-Enforcer games");
    if (G.fam != FAM_RAMSEY && H)
        die("--H applies to ramsey games");
    if (G.fam != FAM_SHARED && property)
        die("--property applies to shared games");
    if (G.fam != FAM_SUBH && creator)
        die("--creator applies to subh games");
    if (to_move && (G.fam != FAM_RAMSEY || G.rule != R_PLUS))
        die("--to-move applies to ramsey --rule avoid-plus only");
    if (to_move && strcmp(to_move, "first") && strcmp(to_move, "second"))
        die("--to-move '%s': expected first or second", to_move);
    for (int k = 0; k < 8; k++)
        if (pos[k] && posfam[k] != G.fam)
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
    if (G.fam == FAM_MB || G.fam == FAM_AE) {
        const char *r0 = G.fam == FAM_MB ? "maker" : "avoider", *r1 = G.fam == FAM_MB ? "breaker" : "enforcer";
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
        if (!first || G.role0 == 0)
            which[nw++] = 0;
        if (!first || G.role0 == 1)
            which[nw++] = 1;
        const char *names[2][2] = {{"maker", "breaker"}, {"avoider", "enforcer"}};
        const char *const *nm = names[G.fam == FAM_AE];
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
                G.q[0] = G.bias[G.role0];
                G.q[1] = G.bias[G.role0 ^ 1];
                start(-1);
                int o = solve();
                assert(o == WIN_FIRST || o == WIN_SECOND);
                printf(" %s-first=%s", nm[which[w]], nm[which[w] ^ o]);
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
    if (G.fam == FAM_MB || G.fam == FAM_AE) {
        G.q[0] = G.bias[G.role0];
        G.q[1] = G.bias[G.role0 ^ 1];
    } else
        G.q[0] = G.q[1] = 1;
    uint8_t given[MAXE] = {0};
    for (int k = 0; k < 8; k++)
        if (pos[k])
            parse_pairs(posflags[k], pos[k], k % 2 == 0 || k >= 6 ? 1 : 2, k == 6 ? '>' : '-', given);
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
    printf("%s\n", result_word(o));
    if (verbose)
        fprintf(stderr, "ref-game: %ld positions searched\n", positions);
    free(tkeys);
    free(tvals);
    return 0;
}
