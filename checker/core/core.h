/* core.h - the whole interface of the checker's trusted core.
 *
 * The core reads a posproof certificate (certs/FORMAT.md, format versions 1
 * to 6) and decides whether it proves its claim, or a claim asked in the
 * canonical form of check.c, by the plain replay of FORMAT.md 6.3 / 7.1.
 * It is written from FORMAT.md alone and shares no code with the solver.
 * Files, in the order of FORMAT.md:
 *   container.c  1, 6.1, 6.2 (and the table assumption of 6.4): the bytes
 *                and their SHA-256 (OpenSSL), SQLite, header rows,
 *                blocks, lookup
 *   header.c     2, 3.1, 3.4: what the header values mean, the start
 *   graph.c      3, 3.1, 4.1: board, graph6, the properties (work-bounded)
 *   key.c        5: canonical keys (nauty is an oracle, checked)
 *   rules.c      3.3, 4.2, 6.3: the families' table, the moves and end
 *                positions every family shares, short wins, the stored
 *                move
 *   fam_*.c      4.2: one family each, its rules whole (family_t below):
 *                fam_maker_breaker.c, fam_avoider_enforcer.c,
 *                fam_ramsey.c, fam_subh.c, fam_shared.c, and
 *                fam_offer.c for the four offer families
 *   replay.c     6.3, 7.1: the plain replay with an exact memo
 *   check.c      6.3, 6.4, 7.1: one file's check: the budgets, the claim
 *                compared, the replay, a top's obligations discharged

 *   main.c       posproof-check-core, the core's own command line
 * Libraries return a status and a message; only main.c prints.  No
 * threads, no atomics, no global that changes.
 *
 * Outside the core, and trusted by nobody: checker/cli/ (posproof-check's
 * command line: the claim asked by game flags and graph names, the claim
 * in words) and checker/fast/ (the shortcuts of FORMAT.md 7.2), which
 * plugs in through engine_t and calls the rules below, so that it writes
 * no rule of the game again.  Whatever they print, the verdict and the
 * canonical claim it is about come from here.
 */
#ifndef POSPROOF_CORE_H
#define POSPROOF_CORE_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

/* The values FORMAT.md fixes; the solver has its own copy (solver/limits.h)
 * and tests/56-limits.t compares the two. */
#define NMAX 16          /* largest n (FORMAT.md 2) */
#define MMAX 120         /* pairs of K_16 */
#define BIAS_MAX 8       /* moves a turn, at most (FORMAT.md 2, bias) */
#define BOARD_EDGES_MAX 64  /* edges of a graph6 board (FORMAT.md 3.1) */
#define V1_NMAX 10       /* largest n with key layered-3state-v1 (FORMAT.md 2) */
#define MEM_MAX_MB (1LL << 30)  /* --mem MB at most: MB << 20 fits 64 bits */
#define KEYMAX 31        /* key bytes L + 1 for n = 16 (5.6) */
#define PATHMAX 256      /* moves of one play: at most 2m (stop) */
#define STOP 255         /* the move stop (5.6) */
#define MSGMAX 1280      /* a message, NUL included (two claims fit) */
#define CLAIMMAX 512     /* a canonical claim, NUL included */
#define SEARCH_MAX 1000000  /* positions one search of the checker may visit */
#define RECORD "verified: sha256 %s claim %s"   /* the record line (FORMAT.md 6.4) */
#define NAUTY_BAD "nauty returned a labelling that is not a permutation of the right kind"

/* Verdicts and exit statuses (cli.c documents them). */
enum { VERIFIED = 0, REJECTED = 1, UNCHECKED = 2, MISMATCH = 3, PARTIAL = 4 };

/* A set of pair numbers (FORMAT.md 3: pair(i,j) = j(j-1)/2 + i < 120). */
typedef unsigned __int128 set_t;

static inline set_t bit_of(int p) { return (set_t)1 << p; }

static inline int count_of(set_t s) {
    return __builtin_popcountll((uint64_t)s) + __builtin_popcountll((uint64_t)(s >> 64));
}

/* The least pair of s, which is not empty. */
static inline int lowest(set_t s) {
    if ((uint64_t)s != 0) return __builtin_ctzll((uint64_t)s);
    return 64 + __builtin_ctzll((uint64_t)(s >> 64));
}

/* The work budget (FORMAT.md 7.1): units are positions replayed or searched
 * and steps inside property tests.  Once left < 0 the budget ran out and
 * no value computed since may become a verdict. */
typedef struct {
    long long left, limit;      /* limit: the budget given, for messages */
} work_t;

/* The memory budget in bytes (FORMAT.md 7.1): the decompressed entries,
 * then the memo. */
typedef struct {
    size_t left, limit;
} mem_t;

/* FORMAT.md 3: vertices 0..n-1, the m pairs, the board pairs. */
typedef struct {
    int n, m, L;                /* L = ceil(m/4): key bytes of states */
    int lo[MMAX], hi[MMAX];     /* pair p = {lo[p], hi[p]} */
    int idx[NMAX][NMAX];        /* idx[i][j] = pair number, i != j */
    set_t all, off;             /* the board pairs; the others (state 3) */
} board_t;

/* FORMAT.md 3.2, 3.3: the pairs in state 1 and 2, the player to move p
 * (0 first, 1 second), the moves d the mover made in this turn; in the
 * offer families the free pairs offered, o (d = their number). */
typedef struct {
    set_t s1, s2;
    int p, d;
    set_t o;
} pos_t;

/* FORMAT.md 4.1; P_DHAM is subh's directed Hamiltonian cycle.  The
 * properties no file but graph.c names are numbered there from P_MORE. */
enum { P_HAM, P_HP, P_FHP, P_CONN, P_PM, P_HC, P_CYCLE, P_ARB, P_H, P_DHAM, P_MORE };

typedef struct {
    int kind, k;                /* k: the K of arboricity:K */
    int hn;                     /* P_H: H on hn vertices with edges h */
    set_t h;
} prop_t;

enum { K_V1, K_V2, K_OR, K_OFF };       /* layered-3state-v1, layered-v2, oriented-v2, offer-v2 */
enum { R_AVOID, R_MISERE, R_PLUS, R_ACHIEVE, R_WEAK, R_NORMAL, R_MONO };
enum { DRAW = 3 };              /* an outcome: roles are 1 and 2 */

/* The header fields of FORMAT.md 2, in the order they are validated. */
enum { H_VERSION, H_MAGIC, H_FAMILY, H_GAME, H_RULE, H_H, H_PROPERTY,
       H_OFFER, H_LEFTOVER, H_BOARD, H_N, H_FIXED, H_BIAS, H_FIRST, H_WINNER, H_STRATEGY, H_KEY,
       H_TAIL, H_FINISH, H_START, H_ASSUMPTIONS, H_ENTRIES, H_FIELDS };

/* A header: the values as stored, and what they mean. */
typedef struct {
    char f[H_FIELDS][64];       /* the values ("" when absent) */
    unsigned have;              /* bit i: field i is present */
    int version, family, rule, key;     /* version 1 to 6; family: of families[] */
    int upto, leftover;         /* offer upto; leftover: role 1, 2, or 0 discard */
    const struct family *fam;   /* families[family] */
    int fixed01;                /* P is fhp: {0, 1} is fixed */
    int first, winner, strategy;        /* roles 1, 2 of fam->roles; winner 0: none */
    long long q[2];             /* bias A:B: moves a turn of role 1, 2 */
    long long tail, finish;     /* finish 0 in version 1 */
    long long assumptions, entries;     /* assumptions 0 before version 4 */
    prop_t prop;                /* P; H for ramsey; P_DHAM for subh */
    board_t b;
    pos_t start;                /* the empty position before version 3 */
    char why[64];               /* why a value is invalid, or "" */
} header_t;

/* One row of the table assumption (FORMAT.md 6.4). */
typedef struct {
    char start[64], shard[64];  /* start: spelled as header start */
    char sha256[65];            /* as stored (not checked, 6.4 allows) */
    pos_t pos;                  /* the start, read */
} assumption_t;

/* A certificate read whole (its SQLite file is closed after reading). */
typedef struct {
    char sha256[65];            /* the SHA-256 of the bytes read, or "" */
    header_t h;
    int klen;                   /* key bytes: L, or L + 1 with a turn byte */
    uint8_t *rows;              /* h.entries rows: klen key bytes, a move */
    assumption_t *assumed;      /* h.assumptions rows, in start order */
} cert_t;

/* The rules of one game, built once from its header (read-only after). */
typedef struct {
    const header_t *h;
    const board_t *b;
    int stop;                   /* avoid-plus, monotone, offer upto: a turn is at
                                 * least turn[p] moves, then stop (3.3) */
    int calm;                   /* the family is calm (7.2, statement 3) */
    long long turn[2];          /* moves a turn of player 0, 1 (at least, with stop) */
} game_t;

/* P (or H, or the avoid test) of the graph with edge set e; the core's is
 * prop_has; the fast layer may install a cache (7.2, statement 6). */
typedef int (*has_fn)(void *ctx, const game_t *g, set_t e, work_t *w);

/* One replay's mutable state: each thread of the fast layer has its own. */
typedef struct {
    const game_t *g;
    work_t *work;
    has_fn has;
    void *has_ctx;
    long long search_left;      /* positions the current search may visit */
    long long positions, lookups;       /* positions replayed or searched */
} ctx_t;

/* A family of FORMAT.md 4.2, its rules whole: one file fam_NAME.c each,
 * listed in families[] (rules.c) in 4.2's order.  The rest of the core
 * reaches what is a family's own only through these fields. */
typedef struct family {
    /* the header family; roles 1 and 2 in the header (FORMAT.md 2, 4.2),
     * and in a message ("Maker", "the first player") */
    const char *name, *roles[2], *said[2];
    /* FORMAT.md 2: of rule, H and property, the fields it reads (bits
     * H_RULE, H_H, H_PROPERTY; the others are ignored); the rules it takes
     * (bit r: rule r); the keys it takes (bit k: key k); FORMAT.md 8: the
     * rules of its version 5 files, which have the header rule (0: none) */
    unsigned fields, rules, keys, rules5;
    /* FORMAT.md 2: the field that spells P as 4.1 does (H_GAME, else the
     * game is the family's name; H_PROPERTY), or 0; the kind of P when the
     * family fixes it (ramsey: P_H, subh: P_DHAM) */
    int p_field, p_kind;
    /* FORMAT.md 2: 1 if the board may be graph6, the bias other than 1:1,
     * either role may move first */
    int graph6, bias, either;
    /* FORMAT.md 3.3: what a move sets: 0 the mover's own state (role r:
     * state r); else this state, or 3 for either (state 1 listed first) */
    int state;
    /* FORMAT.md 4.2: the role that wins by rule 1 of available_outcome;
     * 7.2, statement 3: the family is calm (bit 0), or calm under rule r
     * (bit r + 1) */
    int w1, calm;
    /* FORMAT.md 2: what the family reads beyond the above (ramsey's H)
     * into h: -1, or the field that is invalid; NULL: nothing. */
    int (*header)(header_t *h);
    /* FORMAT.md 3.3: the pairs the mover may change; NULL: the free ones. */
    set_t (*legal)(ctx_t *c, const pos_t *x);
    /* FORMAT.md 4.2: 0 if x is no end position, else the role that wins
     * or DRAW. */
    int (*outcome)(ctx_t *c, const pos_t *x);
    /* FORMAT.md 3.3, the offer families: the chooser's role, which is its
     * pile's state (the offerer's role is 3 - pile), or 0; x after move
     * (NULL: a move sets the pair's state, apply_move). */
    int pile;
    pos_t (*apply)(const game_t *g, pos_t x, int move);
} family_t;

/* A replay's answer: VERIFIED, REJECTED or UNCHECKED (msg says why). */
typedef struct {
    int status;
    long long positions, lookups;
    long long work;             /* work units spent (all threads) */
    char msg[MSGMAX];
    int nmoves;                 /* REJECTED: the moves from the start (-1: none apply), */
    int moves[PATHMAX];         /* pair | state << 8 | player << 10 */
} result_t;

/* What one file's check is given: the certificate, its rules, its
 * assumed keys and its budgets. */
typedef struct {
    const char *path;
    cert_t cert;
    game_t game;
    uint8_t (*assumed)[KEYMAX]; /* keys of the assumed starts (6.3, 6.4) */
    long long work;             /* the work budget of the replay */
    size_t mem;                 /* bytes the replay's memo may take */
} check_t;

/* A replay engine: the fast layer, with its configuration in cfg. */
typedef struct {
    /* the replay of c, with every rule of the core: r->status.  It spends
     * c->work units as replay.c does (n * n a replayed position, the rest
     * through the rules) and c->mem bytes at most; once either runs out
     * it returns UNCHECKED, whatever it found (FORMAT.md 7.1). */
    int (*replay)(const check_t *c, const void *cfg, result_t *r);
    const void *cfg;
} engine_t;

/* What a check is asked besides its file (check.c): the options of both
 * command lines that the core reads (ask_option). */
typedef struct {
    const char *claim;          /* --claim: the claim asked, canonical; or NULL */
    long long work;             /* --work N: the work budget; 0: FORMAT.md 7.1's */
    size_t mem;                 /* --mem MB in bytes; 0: the default */
    const char *shards;         /* --shards DIR, or NULL */
    const char *verified[64];   /* --verified FILE, each */
    int nverified;
    const engine_t *engine;     /* NULL: replay_plain */
} ask_t;

/* What check_run found. */
typedef struct {
    int status;                 /* VERIFIED, REJECTED, UNCHECKED, MISMATCH, PARTIAL */
    char claim[CLAIMMAX];       /* the file's claim, canonical */
    char sha256[65];            /* VERIFIED, version 1 to 3: the file's SHA-256 */
    char file[4200];            /* the file a REJECTED or UNCHECKED is about */
    long long entries;          /* the file's, and its shards' */
    result_t r;                 /* the counts (shards' too); msg, moves */
} verdict_t;

/* container.c */
/* FORMAT.md 1, 6.4: path opened for reading if it is a regular file (asked
 * without waiting: a FIFO is refused, never read), its size in *size;
 * else NULL with msg. */
FILE *file_open(const char *path, long long *size, char msg[MSGMAX]);
/* FORMAT.md 1, 2, 6.1, 6.4: reads path's bytes (hashed into c->sha256),
 * checks the container, reads the header (header_setup), the assumptions
 * and every block into c->rows, taking the file's and then the entries'
 * bytes from *mem first.  VERIFIED, or UNCHECKED with
 * msg.  cert_close releases c either way. */
int cert_open(cert_t *c, const char *path, mem_t *mem, char msg[MSGMAX]);
/* FORMAT.md 6.2: 1 and the stored move of key, or 0 if it has no entry. */
int cert_lookup(const cert_t *c, const uint8_t *key, int *move);
/* Releases what cert_open took. */
void cert_close(cert_t *c);

/* header.c */
extern const char *const header_names[H_FIELDS];
extern const char *const rule_names[7];
/* FORMAT.md 2: canonical decimal (at most 18 digits).  0 or -1. */
int decimal(const char *s, long long *out);
/* The message fmt into msg (MSGMAX bytes); returns status. */
int say(char *msg, int status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* 1 + the index of s among the count strings of list, or 0. */
int find(const char *const *list, int count, const char *s);
/* FORMAT.md 2, 3.1, 3.4, 4.1: interprets h->f (h->version and h->have
 * set).  -1, or the first field missing or invalid (h->why may say why). */
int header_setup(header_t *h);
/* FORMAT.md 3.4: the position spelled hex (header start, assumption start,
 * --start).  0, or -1 with the reason in why. */
int start_parse(const header_t *h, const char *hex, pos_t *x, char why[64]);

/* graph.c */
/* FORMAT.md 3: the pair numbering, with the board pairs 'board'. */
void board_init(board_t *b, int n, set_t board);
/* FORMAT.md 3.1: graph6 on 1 to 16 vertices.  0, or -1 if s is not one. */
int g6_parse(const char *s, int *n, set_t *edges);
/* FORMAT.md 3.1: the graph6 of n vertices and edges into out (22 bytes). */
void g6_write(int n, set_t edges, char out[24]);
/* FORMAT.md 4.1: a property as spelled in the header.  0 or -1. */
int prop_parse(const char *s, prop_t *p);
/* FORMAT.md 4.1: the spellings prop_parse reads, for the help. */
extern const char prop_spellings[];
/* FORMAT.md 4.1: 1 if P can be asked on n vertices (ham: n >= 3, ...). */
int prop_fits(const prop_t *p, int n);
/* FORMAT.md 4.1: P of the graph with edge set e, spending w; the value
 * means nothing once w->left < 0. */
int prop_has(const prop_t *p, const board_t *b, set_t e, work_t *w);
/* FORMAT.md 4.1: a directed Hamiltonian cycle in the digraph with arcs
 * v -> each of out[v], spending w. */
int dham(const uint16_t out[NMAX], int n, work_t *w);

/* key.c */
/* FORMAT.md 6: the key length of h's key, L or L + 1. */
int key_length(const header_t *h);
/* FORMAT.md 3.4, 5.4, 5.6, 5.7, 5.8: x relabelled by perm (canonical a <->
 * board perm[a]), packed, with the turn byte; perm NULL: x as it is,
 * spelled as 3.4 spells a start (states, not 5.8's classes). */
void key_pack(const header_t *h, const pos_t *x, const int perm[], uint8_t key[KEYMAX]);
/* FORMAT.md 5.1-5.7: the key of x and its labelling lab, after checking
 * that nauty's answer is a permutation of the right kind.  0, or -1. */
int key_make(const header_t *h, const pos_t *x, uint8_t key[KEYMAX], int lab[NMAX]);

/* rules.c */
/* FORMAT.md 4.2: the families, in its order, then NULL. */
extern const family_t *const families[];
/* FORMAT.md 2: the index in families[] of the family named s, or -1. */
int family_find(const char *s);
/* FORMAT.md 3.3, 4.2: the rules of h's game into g. */
void game_init(game_t *g, const header_t *h);
/* A replay context for g spending w, with the core's property code. */
void ctx_init(ctx_t *c, const game_t *g, work_t *w);
/* FORMAT.md 3.3: the role (1 or 2) of the player to move in x. */
int role_to_move(const game_t *g, const pos_t *x);
/* FORMAT.md 6.3: 1 if the outcome 'end' is good for the strategy role. */
int good_end(const game_t *g, int end);
/* FORMAT.md 3.2: the free pairs of x. */
set_t free_pairs(const game_t *g, const pos_t *x);
/* FORMAT.md 3.3: the free pairs the mover may change in x. */
set_t legal_pairs(ctx_t *c, const pos_t *x);
/* FORMAT.md 4.2: 0 if x is no end position, else the role that wins or
 * DRAW. */
int outcome(ctx_t *c, const pos_t *x);
/* FORMAT.md 4.2, rules 1 and 2 of maker-breaker, avoider-enforcer and
 * ramsey weak-achieve: P holds for the state-1 graph, the family's w1
 * wins; P does not hold for the available graph, the other role wins;
 * else 0 (no end position). */
int available_outcome(ctx_t *c, const pos_t *x);
/* FORMAT.md 3.3, 7.1: the legal moves in replay order (pairs ascending,
 * state 1 before 2 in subh, stop last), as pair | state << 8 or STOP. */
int move_list(const game_t *g, const pos_t *x, set_t legal, int list[]);
/* FORMAT.md 3.3: x after move. */
pos_t apply_move(const game_t *g, pos_t x, int move);
/* FORMAT.md 6.3: 1 if S forces a good end within j moves from x (no end
 * position), by the whole search of the definition; 0 also once the search
 * has visited c->search_left positions or the work ran out. */
int forces(ctx_t *c, const pos_t *x, set_t legal, int j);
/* FORMAT.md 6.3, 7.1 steps 2 and 3, S to move in x (no end position):
 * VERIFIED (a short win or a won tail), REJECTED (a lost tail), UNCHECKED
 * (a search beyond SEARCH_MAX), each with msg; or -1: x needs its entry. */
int short_win(ctx_t *c, const pos_t *x, set_t legal, char msg[MSGMAX]);
/* FORMAT.md 5.5, 5.6, 5.7, 6.2, 6.3: S to move in x with key and labelling
 * lab: the stored move mapped back, checked legal, in *move (as move_list
 * spells it): VERIFIED, or REJECTED with msg. */
int stored_move(ctx_t *c, const cert_t *cert, const pos_t *x, set_t legal,
                const uint8_t key[KEYMAX], const int lab[NMAX], int *move,
                char msg[MSGMAX]);

/* replay.c */
/* FORMAT.md 6.3, 7.1: the plain replay of c from its start, on one
 * thread, with an exact memo of accepted keys (the assumed ones put there
 * first).  r->status. */
int replay_plain(const check_t *c, result_t *r);

/* check.c */
/* FORMAT.md 6.4: the canonical claim of h, as the record line spells it:
 * family, game, rule, H, property, board, n, bias, first, winner,
 * strategy, start; two headers have the same claim by meaning exactly when
 * their canonical claims are equal. */
void claim_canonical(const header_t *h, char out[CLAIMMAX]);
/* FORMAT.md 1, 2, 6.1, 6.4, 7.1: path read into c with the budgets of a
 * (or their defaults for its size), and the keys of a top's assumed
 * starts.  VERIFIED, or UNCHECKED with msg.  check_close releases c. */
int check_open(check_t *c, const char *path, const ask_t *a, char msg[MSGMAX]);
void check_close(check_t *c);
/* FORMAT.md 6.3, 6.4, 7.1: c decided for the claim asked (canonical, or
 * NULL: its own): MISMATCH, or the replay's verdict; a top whose replay
 * passes is PARTIAL unless --shards or --verified are given, and
 * then VERIFIED only when each assumption is discharged.  v->status. */
int check_run(const check_t *c, const char *claim, const ask_t *a, verdict_t *v);
/* The option name (without its "=value") with its value, if it is one of
 * ask_t's: 1; 0 if it is none; -1 with msg if its value is invalid. */
int ask_option(ask_t *a, const char *name, const char *value, char msg[MSGMAX]);


#endif
