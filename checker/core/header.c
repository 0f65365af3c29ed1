/* header.c - what the header values mean (FORMAT.md 2, 3.1, 3.4, 4.2).
 *
 * header_setup interprets the values read by container.c (or built from
 * the command line by claim.c) and refuses every value outside the sets
 * FORMAT.md 2 lists.  start_parse reads a position spelled as the header
 * start is (3.4), for the header, an assumption (6.4) or --start.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core.h"

const char *const header_names[H_FIELDS] = {
    "format_version", "magic", "family", "game", "rule", "H", "property",
    "offer", "leftover", "board", "n", "fixed", "bias", "first", "winner", "strategy", "key",
    "tail", "finish", "start", "assumptions", "entries" };
const char *const rule_names[7] = { "avoid", "misere", "avoid-plus",
                                    "achieve", "weak-achieve", "normal", "monotone" };
static const char *const key_names[4] = { "layered-3state-v1", "layered-v2",
                                          "oriented-v2", "offer-v2" };

/* FORMAT.md 2: ASCII digits, no sign, no leading zero (but "0"). */
int decimal(const char *s, long long *out) {
    size_t len = strlen(s);
    if (len == 0 || len > 18 || strspn(s, "0123456789") != len) return -1;
    if (s[0] == '0' && len > 1) return -1;
    *out = 0;
    for (size_t i = 0; i < len; i++) *out = *out * 10 + (s[i] - '0');
    return 0;
}

int say(char *msg, int status, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, MSGMAX, fmt, ap);
    va_end(ap);
    return status;
}

int find(const char *const *list, int count, const char *s) {
    for (int i = 0; i < count; i++)
        if (strcmp(list[i], s) == 0) return i + 1;
    return 0;
}

/* FORMAT.md 2: bias "A:B", canonical decimals, 1 <= A, B <= BIAS_MAX. */
static int bias_parse(const char *s, long long q[2]) {
    char a[20];
    const char *colon = strchr(s, ':');
    if (colon == NULL || colon - s >= (long)sizeof a) return -1;
    memcpy(a, s, (size_t)(colon - s));
    a[colon - s] = 0;
    if (decimal(a, &q[0]) != 0 || decimal(colon + 1, &q[1]) != 0) return -1;
    if (q[0] < 1 || q[0] > BIAS_MAX || q[1] < 1 || q[1] > BIAS_MAX) return -1;
    return 0;
}

/* FORMAT.md 3.4: the states, then the turn byte t = p + 2d, which must be
 * the counts' (under avoid-plus and monotone 0 or 1: a turn starts; in
 * the offer families 0: a round starts); board
 * pairs in state 0 to 2 (not 2 in shared), the others 3, unused bits zero.  x is read, then packed
 * again: the bytes must be the same. */
int start_parse(const header_t *h, const char *hex, pos_t *x, char why[64]) {
    const board_t *b = &h->b;
    int len = (int)strlen(hex);
    int stop = h->rule == R_PLUS || h->rule == R_MONO;
    uint8_t t[KEYMAX], u[KEYMAX];
    memset(x, 0, sizeof *x);
    if (len != 2 * b->L + 2 || (int)strspn(hex, "0123456789abcdef") != len) {
        snprintf(why, 64, "not %d lowercase hexadecimal digits (2(L + 1))", 2 * b->L + 2);
        return -1;
    }
    for (int i = 0; i <= b->L; i++) {
        unsigned v = 0;
        sscanf(hex + 2 * i, "%2x", &v);
        t[i] = (uint8_t)v;
    }
    for (int p = 0; p < b->m; p++) {
        int st = t[p / 4] >> 2 * (p % 4) & 3;
        int board = (int)(b->all >> p & 1);
        if (board && st == 1) x->s1 |= bit_of(p);
        if (board && st == 2 && h->fam->state != 1) x->s2 |= bit_of(p);   /* shared: none */
    }
    long long q1 = h->q[h->first - 1];
    long long q2 = h->q[2 - h->first];
    long long r = count_of(x->s1 | x->s2) % (q1 + q2);
    x->p = r >= q1;
    x->d = (int)r;
    if (r >= q1) x->d = (int)(r - q1);
    if (stop) x->p = t[b->L] & 1;
    if (stop) x->d = 0;
    if (h->fam->pile) x->p = x->d = 0;
    key_pack(h, x, NULL, u);
    int i = 0;
    while (i <= b->L && t[i] == u[i]) i++;
    if (i > b->L) return 0;
    if (i == b->L) {
        snprintf(why, 64, "the turn byte is not %s",
                 h->rule == R_PLUS ? "0 or 1 (avoid-plus)" : stop ? "0 or 1 (monotone)" :
                 h->fam->pile ? "0 (a round starts)" : "the counts' one");
        return -1;
    }
    int p = 4 * i + __builtin_ctz((unsigned)(t[i] ^ u[i])) / 2;
    if (p >= b->m) {
        snprintf(why, 64, "unused bits are not zero");
        return -1;
    }
    snprintf(why, 64, "%s pair %d-%d may not be in state %d",
             (b->all >> p & 1) ? "board" : "non-board", b->lo[p], b->hi[p],
             t[i] >> 2 * (p % 4) & 3);
    return -1;
}

/* 1 if field i is required in this version (FORMAT.md 2): rule, H,
 * property and leftover depend on the family; finish since 2; start since
 * 3; assumptions in 4 only; offer in 6 only. */
static int required(int i, int version) {
    if (i == H_RULE || i == H_H || i == H_PROPERTY || i == H_LEFTOVER) return 0;
    if (i == H_OFFER) return version == 6;
    if (i == H_FINISH) return version >= 2;
    if (i == H_START) return version >= 3;
    if (i == H_ASSUMPTIONS) return version == 4;
    return 1;
}

/* FORMAT.md 2, the rows of the table in order; 3.1 board; 3.4 start.
 * What a family takes (its rule, H, property, game, board, bias, first
 * player and keys) is what its family_t says (fam_*.c). */
int header_setup(header_t *h) {
    char (*f)[64] = h->f;
    long long n;
    int bn = 0;
    set_t board = ~(set_t)0;
    h->why[0] = 0;
    for (int i = 0; i < H_FIELDS; i++)
        if (!(h->have >> i & 1) && required(i, h->version)) return i;
    if (strcmp(f[H_MAGIC], "posproof certificate") != 0) return H_MAGIC;
    h->family = family_find(f[H_FAMILY]);
    if (h->family < 0) return H_FAMILY;
    const family_t *fam = h->fam = families[h->family];
    if ((h->version == 6) != (fam->pile != 0)) {     /* FORMAT.md 8 */
        snprintf(h->why, sizeof h->why, "version 6 is an offer family, others are not");
        return H_FAMILY;
    }
    unsigned fields = fam->fields, rules = fam->rules;
    if (h->version == 5) {      /* FORMAT.md 8: a rule of version 5, which earlier ignore */
        fields |= 1u << H_RULE;
        rules = fam->rules5;
    }
    for (int i = H_RULE; i <= H_PROPERTY; i++)
        if (!(fields >> i & 1)) f[i][0] = 0;    /* absent for the family: ignored */
    h->key = find(key_names, 4, f[H_KEY]) - 1;
    h->rule = find(rule_names, 7, f[H_RULE]) - 1;
    memset(&h->prop, 0, sizeof h->prop);
    h->prop.kind = fam->p_kind;
    if (fam->p_field != H_GAME && strcmp(f[H_GAME], fam->name) != 0) return H_GAME;
    int bad = (rules != 0 || h->version == 5) && (h->rule < 0 || !(rules >> h->rule & 1));
    if (bad && h->version == 5)
        snprintf(h->why, sizeof h->why, "version 5 is avoider-enforcer monotone (FORMAT.md 8)");
    if (bad) return H_RULE;
    if (fam->p_field != 0 && prop_parse(f[fam->p_field], &h->prop) != 0) return fam->p_field;
    h->upto = h->leftover = 0;
    bad = fam->header != NULL ? fam->header(h) : -1;
    if (bad >= 0) return bad;
    if (strcmp(f[H_BOARD], "complete") != 0) {
        if (!fam->graph6 || g6_parse(f[H_BOARD], &bn, &board) != 0) return H_BOARD;
        if (count_of(board) > BOARD_EDGES_MAX) return H_BOARD;
    }
    if (decimal(f[H_N], &n) != 0 || n < 2 || n > NMAX) return H_N;
    if ((bn != 0 && bn != n) || (h->key == K_V1 && n > V1_NMAX)) return H_N;
    if (!prop_fits(&h->prop, (int)n)) return H_N;
    board_init(&h->b, (int)n, board);
    h->fixed01 = h->prop.kind == P_FHP;
    if (strcmp(f[H_FIXED], h->fixed01 ? "0 1" : "") != 0) return H_FIXED;
    if (bias_parse(f[H_BIAS], h->q) != 0) return H_BIAS;
    if (!fam->bias && h->q[0] + h->q[1] != 2) return H_BIAS;
    h->first = find(fam->roles, 2, f[H_FIRST]);
    if (h->first == 0 || (!fam->either && h->first != 1)) return H_FIRST;
    h->winner = find(fam->roles, 2, f[H_WINNER]);
    if (h->winner == 0 && strcmp(f[H_WINNER], "none") != 0) return H_WINNER;
    h->strategy = find(fam->roles, 2, f[H_STRATEGY]);
    if (h->strategy == 0 || (h->winner != 0 && h->winner != h->strategy)) return H_STRATEGY;
    if (h->key < 0 || !(fam->keys >> h->key & 1)) return H_KEY;
    if (h->key == K_V1 && (bn != 0 || h->q[0] + h->q[1] != 2 || h->prop.kind > P_PM))
        return H_KEY;
    if (h->key == K_V1 && h->version == 4) {
        snprintf(h->why, sizeof h->why, "never in version 4 (FORMAT.md 6.4)");
        return H_KEY;
    }
    if (decimal(f[H_TAIL], &h->tail) != 0 || h->tail > h->b.m) return H_TAIL;
    if (h->tail != 0 && h->key != K_V1) return H_TAIL;
    h->finish = 0;
    if (h->version >= 5) snprintf(h->why, sizeof h->why, "must be 0 in version %d (FORMAT.md 8)", h->version);
    if (h->version >= 2 && (decimal(f[H_FINISH], &h->finish) != 0 || h->finish > 2 ||
                            (h->version >= 5 && h->finish != 0)))
        return H_FINISH;
    h->why[0] = 0;
    memset(&h->start, 0, sizeof h->start);
    if (h->version >= 3 && start_parse(h, f[H_START], &h->start, h->why)) return H_START;
    h->assumptions = 0;
    if (h->version == 4 && (decimal(f[H_ASSUMPTIONS], &h->assumptions) != 0 || h->assumptions < 1))
        return H_ASSUMPTIONS;
    if (decimal(f[H_ENTRIES], &h->entries) != 0) return H_ENTRIES;
    return -1;
}

