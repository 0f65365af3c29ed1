/* checker.h - the types and functions the checker's modules share.
 *
 * The checker reads a certificate (certs/FORMAT.md, format versions 1
 * to 3) and replays its strategy from its start position.  Modules:
 *   graph.c   board, pair numbering, graph6, the properties of FORMAT.md 4.1
 *   game.c    the header's meaning: families, rules, roles, bias, keys
 *   key.c     canonical keys (FORMAT.md 5)
 *   memo.c    a set of exact keys, shared by threads without a lock on lookups
 *   cert.c    the SQLite container, the header fields, the zstd blocks
 *   verify.c  moves, end positions and the replays (FORMAT.md 3.3, 4.2, 6.3,
 *             7: plain() as 6.3 reads, visit() with the shortcuts of 7.2)
 *   main.c    the command line and the claim asked
 * Nothing here comes from the solver.
 */
#ifndef CHECKER_H
#define CHECKER_H

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NMAX 16                /* largest n */
#define MMAX 120               /* pairs of K_16 */
#define KEYMAX 31              /* key bytes L + 1 for n = 16 */
#define PATHMAX 256            /* moves of one play: at most 2m (stop) */
#define STOP 255               /* the move stop (pair part of a move) */

/* A set of pair numbers (FORMAT.md 3: pair(i,j) = j(j-1)/2 + i < 120). */
typedef unsigned __int128 set_t;

#define popc(s) (__builtin_popcountll((uint64_t)(s)) + \
                 __builtin_popcountll((uint64_t)((s) >> 64)))

/* for (each pair p in set): the two 64-bit halves in turn (no break). */
#define EACH(p, set) \
    for (int h_ = 0; h_ < 2; h_++) \
        for (uint64_t w_ = (uint64_t)((set) >> 64 * h_); w_; w_ &= w_ - 1) \
            if (((p) = 64 * h_ + __builtin_ctzll(w_)), 1)

#define BIT(p) ((set_t)1 << (p))

/* The board: vertices 0..n-1, the m pairs of K_n, the board pairs. */
typedef struct {
    int n, m, L;                      /* L = ceil(m/4) key bytes of states */
    int lo[MMAX], hi[MMAX];           /* pair p = {lo[p], hi[p]} */
    int idx[NMAX][NMAX];              /* idx[i][j] = pair number, i != j */
    set_t all, off;                   /* board pairs; the others (state 3) */
} board_t;

/* A position (FORMAT.md 3.2 and 3.3): the pairs in state 1 and in state 2,
 * the player to move p (0 first, 1 second) and the moves d the mover has
 * made in the current turn. */
typedef struct { set_t s1, s2; int p, d; } pos_t;

/* Properties (FORMAT.md 4.1); P_DHAM is subh's directed Hamiltonian
 * cycle.  The first five are those of key layered-3state-v1. */
enum { P_HAM, P_HP, P_FHP, P_CONN, P_PM, P_HC, P_CYCLE, P_ARB, P_H, P_DHAM };

/* kind; k: the K of arboricity:K; H (P_H): hn vertices, edges h */
typedef struct { int kind, k, hn; set_t h; } prop_t;

enum { F_MB, F_AE, F_RAMSEY, F_SUBH, F_SHARED };
enum { K_V1, K_V2, K_OR };            /* layered-3state-v1, -v2, oriented */
enum { R_AVOID, R_MISERE, R_PLUS, R_ACHIEVE, R_WEAK, R_NORMAL };
enum { DRAW = 3 };                    /* outcome other than role 1 or 2 */

/* Header fields in the order they are read and validated. */
enum { H_VERSION, H_MAGIC, H_FAMILY, H_GAME, H_RULE, H_H, H_PROPERTY,
       H_BOARD, H_N, H_FIXED, H_BIAS, H_FIRST, H_WINNER, H_STRATEGY, H_KEY,
       H_TAIL, H_FINISH, H_START, H_ENTRIES, H_FIELDS };

typedef struct {
    char f[H_FIELDS][64];             /* the values as stored ("" absent) */
    unsigned have;                    /* bit i: field i is present */
    int family, rule, key, fixed01;
    int first, winner, strategy;      /* roles 1 and 2 (table roles[]);
                                         winner 0 is none */
    long long q[2];                   /* bias: moves a turn of role 1, 2 */
    long long tail, finish, entries;  /* finish: 0 in version 1 */
    prop_t prop;                      /* P, or H for ramsey, or P_DHAM */
    board_t b;
    pos_t start;                      /* FORMAT.md 3.4; empty before v3 */
    char why[64];                     /* why a field is invalid, or "" */
} header_t;

extern const char *const header_names[H_FIELDS];
extern const char *const families[5];
extern const char *const rules[6];
extern const char *const roles[5][2];

/* graph.c */
void board_init(board_t *b, int n, set_t board);
/* out[lo] gets hi and in[hi] gets lo for every pair in e (out == in for
 * the undirected graph of e). */
void adj_add(uint16_t *out, uint16_t *in, const board_t *b, set_t e);
/* graph6 (FORMAT.md 3.1), 1 <= n <= 16: the vertices and the edge set as
 * pair numbers.  Returns 0, or -1 if s is not such an encoding. */
int g6_parse(const char *s, int *n, set_t *edges);
/* A property as spelled in the header (ham, ..., h:G6).  0 or -1. */
int prop_parse(const char *s, prop_t *p);
/* 1 if P can be asked about graphs on n vertices (ham: n >= 3, ...). */
int prop_fits(const prop_t *p, int n);
/* P for the graph on the board's vertices with edge set e. */
int prop_has(const prop_t *p, const board_t *b, set_t e);
/* A directed Hamiltonian cycle in the digraph with arcs v -> out[v]. */
int dham(const uint16_t out[NMAX], int n);

/* game.c */
int decimal(const char *s, long long *out);
/* 1 + the index of s among the count strings of list, or 0. */
int find(const char *const *list, int count, const char *s);
/* Interprets h->f; returns -1, or the index of the first field that is
 * missing or invalid (h->why may say why). */
int game_setup(header_t *h);
/* "Maker", ..., or "the first player" (ramsey, shared) for role 1 or 2. */
const char *role_name(const header_t *h, int role, char buf[32]);

/* key.c: keys of FORMAT.md 5 (L bytes of states, then the turn byte;
 * layered-3state-v1 lookups use the first L).  key_make asks nauty for a
 * labelling, checks it and applies it (lab: canonical k <-> board lab[k]);
 * returns 0, or -1 if it is not a permutation of the right kind.  nauty
 * is built with MAXN (static arrays): it holds no memory to release. */
void key_init(const header_t *h);
/* The key bytes of x relabelled by perm (NULL: x as it is, the spelling of
 * FORMAT.md 3.4). */
void key_pack(const header_t *h, const pos_t *x, const int perm[],
              uint8_t *key);
int key_make(const header_t *h, const pos_t *x, uint8_t *key, int lab[]);

/* memo.c: a set of exact keys of klen <= 31 bytes, for any thread.  memo
 * looks key up (1 if found, 0 if not; 0 may also mean that another thread
 * is adding it), or with add puts it there (0, or -1 if out of memory or
 * its tables would take more than 'limit' bytes).  memo_t t = MEMO(klen,
 * limit) is an empty set. */
typedef struct { uint64_t *tab; size_t count, bytes, limit; int klen, words;
                 atomic_flag lock; } memo_t;
#define MEMO(l, lim) { NULL, 0, 0, lim, l, (l) / 8 + 1, ATOMIC_FLAG_INIT }
int memo(memo_t *t, const uint8_t *key, int add);
void memo_free(memo_t *t);

/* cert.c: opens and validates a certificate, returns its header or NULL:
 * it could not be read (message in cert_errmsg; cert_close releases it
 * either way).  The entries, decompressed, must fit *budget bytes, which
 * is reduced by what they take.  cert_lookup, for any thread, returns 1
 * and the stored move, or 0 if there is no entry. */
typedef struct cert cert_t;
const header_t *cert_open(cert_t **out, const char *path, size_t *budget);
int cert_lookup(const cert_t *c, const uint8_t *key, int *move);
const char *cert_errmsg(const cert_t *c);
void cert_close(cert_t *c);

/* verify.c: the replay, on 'threads' threads, or with plain the replay of
 * FORMAT.md 6.3 without shortcuts on one thread; the memo of accepted
 * positions takes at most 'budget' bytes. */
enum { VERIFY_OK = 0, VERIFY_REJECTED = 1, VERIFY_ERROR = 2 };
typedef struct {
    long long positions, lookups;
    char msg[256];                /* reason of REJECTED or ERROR */
    int nmoves;                   /* REJECTED: the moves from the start, */
    int moves[PATHMAX];           /* pair | state << 8 | player << 10 */
} verify_result_t;
int verify_run(cert_t *c, const header_t *h, int threads, int plain,
               size_t budget, verify_result_t *r);

#endif
