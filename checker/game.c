/* game.c - what the header fields mean (FORMAT.md sections 2, 3 and 4.2):
 * the family, its rule, roles and property, the board, the bias and the
 * key.  Every value outside the sets FORMAT.md lists is refused. */
#include "checker.h"

const char *const header_names[H_FIELDS] = {
    "format_version", "magic", "family", "game", "rule", "H", "property",
    "board", "n", "fixed", "bias", "first", "winner", "strategy", "key",
    "tail", "finish", "start", "entries" };
const char *const families[5] = { "maker-breaker", "avoider-enforcer",
                                  "ramsey", "subh", "shared" };
const char *const rules[6] = { "avoid", "misere", "avoid-plus", "achieve",
                               "weak-achieve", "normal" };
const char *const roles[5][2] = { { "maker", "breaker" },
    { "avoider", "enforcer" }, { "first", "second" },
    { "creator", "blocker" }, { "first", "second" } };

/* Canonical decimal: digits, no leading zero, at most 18 of them. */
int decimal(const char *s, long long *out)
{
    size_t len = strlen(s);
    if (len == 0 || len > 18 || (s[0] == '0' && len > 1) ||
        strspn(s, "0123456789") != len)
        return -1;
    *out = strtoll(s, NULL, 10);
    return 0;
}

/* "A:B" with canonical decimals A, B >= 1. */
static int bias_parse(const char *s, long long q[2])
{
    char a[20], b[20];
    int end = 0;
    return sscanf(s, "%19[0-9]:%19[0-9]%n", a, b, &end) < 2 || s[end] ||
           decimal(a, &q[0]) || decimal(b, &q[1]) || !q[0] || !q[1] ? -1 : 0;
}

int find(const char *const *list, int count, const char *s)
{
    for (int i = 0; i < count; i++)
        if (strcmp(list[i], s) == 0)
            return i + 1;
    return 0;
}

/* Sets x->p and x->d to the turn that the counts of x give (FORMAT.md
 * 3.4). */
static void turn_of(const header_t *h, pos_t *x)
{
    long long q1 = h->q[h->first - 1], q2 = h->q[2 - h->first];
    long long r = popc(x->s1 | x->s2) % (q1 + q2);
    x->p = r >= q1;
    x->d = (int)(r >= q1 ? r - q1 : r);
}

/* The header start (FORMAT.md 3.4) into h->start.  Returns 0, or the
 * length of a message in h->why: the first thing wrong with it.  The
 * states and the turn byte are read, pairs off the board and (shared)
 * state 2 ignored, the turn set to the counts' (avoid-plus: p from the
 * byte), and the position so read must pack back to the same bytes. */
static int start_parse(header_t *h)
{
    const board_t *b = &h->b;
    const char *s = h->f[H_START];
    int i, p, len = (int)strlen(s), plus = h->family == F_RAMSEY &&
                                            h->rule == R_PLUS;
    uint8_t t[KEYMAX], u[KEYMAX];
    if (len != 2 * b->L + 2 || (int)strspn(s, "0123456789abcdef") != len)
        return snprintf(h->why, sizeof h->why, "not %d lowercase hexadecimal "
                        "digits (2(L + 1))", 2 * b->L + 2);
    for (i = 0; i <= b->L; i++)
        sscanf(s + 2 * i, "%2hhx", &t[i]);
    EACH(p, b->all) {
        int st = t[p / 4] >> 2 * (p % 4) & 3;
        if (st == 1 || (st == 2 && h->family != F_SHARED))
            *(st == 1 ? &h->start.s1 : &h->start.s2) |= BIT(p);
    }
    turn_of(h, &h->start);
    h->start.p = plus ? t[b->L] & 1 : h->start.p;
    key_pack(h, &h->start, NULL, u);
    for (i = 0; i <= b->L && t[i] == u[i];)
        i++;
    p = i < b->L ? 4 * i + __builtin_ctz(t[i] ^ u[i]) / 2 : 0;
    if (i >= b->L)
        return i > b->L ? 0 : snprintf(h->why, sizeof h->why, "the turn byte "
            "is not %s", plus ? "0 or 1 (avoid-plus)" : "the counts' one");
    if (p >= b->m)
        return snprintf(h->why, sizeof h->why, "unused bits are not zero");
    return snprintf(h->why, sizeof h->why, "%s pair %d-%d may not be in "
                    "state %d", b->all >> p & 1 ? "board" : "non-board",
                    b->lo[p], b->hi[p], t[i] >> 2 * (p % 4) & 3);
}

int game_setup(header_t *h)
{
    char (*f)[64] = h->f;
    long long n;
    int bn = 0;
    set_t board = ~(set_t)0;
    int ver = f[H_VERSION][0] - '0';          /* 1, 2 or 3 (read_header) */
    for (int i = 0; i < H_FIELDS; i++)      /* finish since 2, start since 3 */
        if (!(h->have >> i & 1) && i != H_RULE && i != H_H &&
            i != H_PROPERTY && ver >= 1 + (i == H_FINISH) + 2 * (i == H_START))
            return i;
    if (strcmp(f[H_MAGIC], "posproof certificate") != 0)
        return H_MAGIC;
    int fam = h->family = find(families, 5, f[H_FAMILY]) - 1;
    int graphs = fam <= F_AE;
    if (fam < 0)
        return H_FAMILY;
    for (int i = H_RULE; i <= H_PROPERTY; i++)   /* the others: ignored */
        if (!(fam == F_SHARED ? i != H_H : fam == F_RAMSEY && i != H_PROPERTY))
            f[i][0] = 0;
    h->key = find((const char *const[]){ "layered-3state-v1", "layered-v2",
                  "oriented-v2" }, 3, f[H_KEY]) - 1;
    if (graphs ? prop_parse(f[H_GAME], &h->prop) != 0
               : strcmp(f[H_GAME], families[fam]) != 0)
        return H_GAME;
    h->rule = find(rules, 6, f[H_RULE]) - 1;
    if (fam == F_RAMSEY ? h->rule < 0 || h->rule == R_NORMAL
        : fam == F_SHARED && h->rule != R_AVOID && h->rule != R_NORMAL)
        return H_RULE;
    if (fam == F_RAMSEY && (g6_parse(f[H_H], &h->prop.hn, &h->prop.h) ||
                            !h->prop.h))
        return H_H;
    h->prop.kind = fam == F_RAMSEY ? P_H : fam == F_SUBH ? P_DHAM
                                                         : h->prop.kind;
    if (fam == F_SHARED && prop_parse(f[H_PROPERTY], &h->prop))
        return H_PROPERTY;
    if (strcmp(f[H_BOARD], "complete") != 0 &&
        (!graphs || g6_parse(f[H_BOARD], &bn, &board) || popc(board) > 64))
        return H_BOARD;
    if (decimal(f[H_N], &n) || n < 2 || n > NMAX || (bn && bn != n) ||
        (h->key == K_V1 && n > 10) || !prop_fits(&h->prop, (int)n))
        return H_N;
    board_init(&h->b, (int)n, board);
    h->fixed01 = h->prop.kind == P_FHP;
    if (strcmp(f[H_FIXED], h->fixed01 ? "0 1" : "") != 0)
        return H_FIXED;
    if (bias_parse(f[H_BIAS], h->q) || (!graphs && h->q[0] + h->q[1] != 2))
        return H_BIAS;
    h->first = find(roles[fam], fam == F_RAMSEY || fam == F_SHARED ? 1 : 2,
                    f[H_FIRST]);
    if (!h->first)
        return H_FIRST;
    h->winner = find(roles[fam], 2, f[H_WINNER]);
    if (!h->winner && strcmp(f[H_WINNER], "none") != 0)
        return H_WINNER;
    h->strategy = find(roles[fam], 2, f[H_STRATEGY]);
    if (!h->strategy || (h->winner && h->winner != h->strategy))
        return H_STRATEGY;
    if (h->key < 0 || (h->key == K_OR) != (fam == F_SUBH) ||
        (h->key == K_V1 && (fam != F_MB || bn || h->q[0] + h->q[1] != 2 ||
                            h->prop.kind > P_PM)))
        return H_KEY;
    if (decimal(f[H_TAIL], &h->tail) || h->tail > h->b.m ||
        (h->tail && h->key != K_V1))
        return H_TAIL;
    if (ver >= 2 && (decimal(f[H_FINISH], &h->finish) || h->finish > 2))
        return H_FINISH;
    if (ver == 3 && start_parse(h))
        return H_START;
    return decimal(f[H_ENTRIES], &h->entries) ? H_ENTRIES : -1;
}

const char *role_name(const header_t *h, int role, char buf[32])
{
    const char *r = roles[h->family][role - 1];
    if (h->family == F_RAMSEY || h->family == F_SHARED)
        snprintf(buf, 32, "the %s player", r);
    else
        snprintf(buf, 32, "%c%s", toupper((unsigned char)r[0]), r + 1);
    return buf;
}
