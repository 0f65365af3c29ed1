/* claim.c - the claim: asked on the command line (docs/usage.md, "Command line": its
 * table of names), in words, and in canonical form for the record line
 * and the discharge of a top's assumptions (FORMAT.md 6.4: claims are
 * compared by meaning, that is by their canonical forms).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* A decimal of docs/usage.md's names (no sign, no leading zero) in lo..hi. */
static int number(const char *s, int lo, int hi) {
    long long v;
    if (decimal(s, &v) != 0 || v < lo || v > hi) return -1;
    return (int)v;
}

/* docs/usage.md, "Command line", its names, labelled as networkx labels
 * them (Cn cycle_graph(n), Pn path_graph(n), Ka,b complete_bipartite_graph,
 * Qd hypercube_graph in its node order, Petersen petersen_graph, star:L
 * star_graph(L); FORMAT.md 4.1): the graph named s, on *n vertices, or -1. */
static int named(const char *s, int *n, set_t *e) {
    int a = -1, c = -1;
    const char *comma = strchr(s, ',');
    *e = 0;
    if (strcmp(s, "Petersen") == 0) return g6_parse("IheA@GUAo", n, e);
    if (strncmp(s, "star:", 5) == 0) {
        a = number(s + 5, 1, 15);
        *n = a + 1;
    } else if (s[0] == 'K' && comma != NULL) {
        char first[8] = "";
        if (comma - s - 1 < 8) memcpy(first, s + 1, (size_t)(comma - s - 1));
        a = number(first, 1, 15);
        c = number(comma + 1, 1, 15);
        *n = a + c;
        if (c < 0 || *n > NMAX) return -1;
    } else if (s[0] == 'K' || s[0] == 'P') {
        a = number(s + 1, 2, NMAX);
        *n = a;
    } else if (s[0] == 'C') {
        a = number(s + 1, 3, NMAX);
        *n = a;
    } else if (s[0] == 'Q') {
        a = number(s + 1, 1, 4);
        *n = a < 0 ? 0 : 1 << a;
    }
    if (a < 0) return -1;
    for (int j = 1; j < *n; j++) {
        for (int i = 0; i < j; i++) {
            int edge = 0;
            if (s[0] == 's')
                edge = i == 0;
            else if (s[0] == 'K' && c > 0)
                edge = i < a && j >= a;
            else if (s[0] == 'K')
                edge = 1;
            else if (s[0] == 'C')
                edge = j == i + 1 || (i == 0 && j == *n - 1);
            else if (s[0] == 'P')
                edge = j == i + 1;
            else
                edge = __builtin_popcount((unsigned)(i ^ j)) == 1;
            if (edge) *e |= bit_of(j * (j - 1) / 2 + i);
        }
    }
    return 0;
}

/* nauty's formats.txt, sparse6 (n <= 16: one byte n + 63): units of a
 * bit b and k bits x; b = 1 moves v on; x > v sets v = x, else the edge
 * {x, v} (while v < n).  Loops are refused. */
static int sparse6(const char *s, int *n, set_t *e) {
    *n = s[1] - 63;
    *e = 0;
    if (s[0] != ':' || *n < 1 || *n > NMAX) return -1;
    int k = 0;
    while ((1 << k) < *n) k++;
    int v = 0, nb = 0, x = 0;
    const char *p = s + 2;
    for (;;) {
        int unit = 0;
        for (int i = 0; i <= k; i++) {
            if (nb == 0 && *p == 0) return 0;
            if (nb == 0) {
                x = *p - 63;
                nb = 6;
                if (x < 0 || x > 63) return -1;
                p++;
            }
            nb--;
            unit = unit << 1 | (x >> nb & 1);
        }
        int j = unit & ((1 << k) - 1);
        if (unit >> k) v++;
        if (j > v)
            v = j;
        else if (v < *n && j == v)
            return -1;
        else if (v < *n)
            *e |= bit_of(v * (v - 1) / 2 + j);
    }
}

/* docs/usage.md, "Command line": an edge list "0-1,1-2" on the vertices 0
 * to the largest named, or "N:0-1,1-2" on 0..N-1; 0, or -1. */
static int edge_list(const char *s, int *n, set_t *e) {
    const char *p = s;
    const char *colon = strchr(s, ':');
    int top = 0;
    *n = 0;
    *e = 0;
    if (strspn(s, "0123456789,-:") != strlen(s) || strchr(s, '-') == NULL) return -1;
    if (colon != NULL) {
        char count[4] = "";
        if (colon - s > 2) return -1;
        memcpy(count, s, (size_t)(colon - s));
        *n = number(count, 1, NMAX);
        if (*n < 0) return -1;
        p = colon + 1;
    }
    while (*p != 0) {
        char a[4] = "";
        char b[4] = "";
        size_t la = strspn(p, "0123456789");
        size_t lb = p[la] == '-' ? strspn(p + la + 1, "0123456789") : 0;
        if (la == 0 || la > 2 || lb == 0 || lb > 2) return -1;
        memcpy(a, p, la);
        memcpy(b, p + la + 1, lb);
        int i = number(a, 0, NMAX - 1);
        int j = number(b, 0, NMAX - 1);
        if (i < 0 || j < 0 || i == j || (*n > 0 && (i >= *n || j >= *n))) return -1;
        if (i > j) {
            int t = i;
            i = j;
            j = t;
        }
        *e |= bit_of(j * (j - 1) / 2 + i);
        if (j > top) top = j;
        p += la + 1 + lb;
        if (*p == ',' && p[1] == 0) return -1;
        if (*p == ',') p++;
    }
    if (*n == 0) *n = top + 1;
    return 0;
}

int graph_read(const char *s, char g6[24]) {
    int n;
    set_t e;
    if (edge_list(s, &n, &e) == 0) {
        g6_write(n, e, g6);
        return 0;
    }
    if (strlen(s) > 22) return -1;
    if (named(s, &n, &e) == 0 || (s[0] == ':' && sparse6(s, &n, &e) == 0)) {
        g6_write(n, e, g6);
        return 0;
    }
    if (g6_parse(s, &n, &e) != 0) return -1;
    strcpy(g6, s);
    return 0;
}

/* The option that sets each header field, for messages. */
static const int from[H_FIELDS] = { [H_FAMILY] = O_RULE, [H_GAME] = O_GAME,
    [H_RULE] = O_RULE, [H_H] = O_H, [H_PROPERTY] = O_PROPERTY,
    [H_BOARD] = O_N, [H_N] = O_N, [H_FIXED] = O_GAME, [H_BIAS] = O_BIAS,
    [H_FIRST] = O_FIRST, [H_START] = O_START, [H_OFFER] = O_OFFER, [H_LEFTOVER] = O_LEFTOVER };
/* The flags that apply to a property game, ramsey, subh, shared (the
 * lists of pairs of another family are refused by start_asked, in the
 * solver's words). */
static unsigned allowed(int kind) {
    unsigned any = 1u << O_GAME | 1u << O_N | 1u << O_START;
    for (int k = O_MAKER; k <= O_AFTER; k++) any |= 1u << k;
    if (kind == 0)
        return any | 1u << O_RULE | 1u << O_BOARD | 1u << O_BOARDFILE | 1u << O_FIRST |
               1u << O_BIAS | 1u << O_OFFER | 1u << O_LEFTOVER;
    if (kind == 1) return any | 1u << O_RULE | 1u << O_H;
    if (kind == 2) return any | 1u << O_CREATOR;
    return any | 1u << O_RULE | 1u << O_PROPERTY;
}

/* A header field, or absent (NULL, or too long). */
static void set(header_t *a, int i, const char *v) {
    if (v != NULL && strlen(v) < sizeof a->f[i]) {
        strcpy(a->f[i], v);
        a->have |= 1u << i;
    }
}

/* --rule monotone-avoider-enforcer: the family avoider-enforcer under the
 * rule monotone, in files of format version 5 (FORMAT.md 3.3, 8). */
static int monotone(const opts_t *o) {
    return o->val[O_RULE] != NULL && strcmp(o->val[O_RULE], "monotone-avoider-enforcer") == 0;
}

/* The claim asked of a monotone game: the header of a, validated as of
 * version 2 (which ignores the rule), made version 5 with the rule and
 * the start (--start, or the empty one spelled out).  header_setup's
 * answer. */
static int monotone_fields(const opts_t *o, header_t *a) {
    uint8_t key[KEYMAX];
    pos_t empty = { 0 };
    char hex[2 * KEYMAX + 1];
    key_pack(a, &empty, NULL, key);
    for (int i = 0; i <= a->b.L; i++) sprintf(hex + 2 * i, "%02x", key[i]);
    a->version = 5;
    set(a, H_VERSION, "5");
    set(a, H_RULE, rule_names[R_MONO]);
    set(a, H_START, o->val[O_START] != NULL ? o->val[O_START] : hex);
    return header_setup(a);
}

/* The family of --rule if it is an offer family (FORMAT.md 3.3), or NULL. */
static const family_t *offer_family(const opts_t *o) {
    int fam = o->val[O_RULE] != NULL ? family_find(o->val[O_RULE]) : -1;
    return fam >= F_WC ? families[fam] : NULL;
}

/* The claim asked of an offer family: the header of a made version 6
 * (FORMAT.md 8) with key offer-v2, the offerer first unless --first says
 * otherwise, --offer (default exact), --leftover (under exact; default
 * the offerer) and the start (--start, or the empty one spelled out once
 * the board is read).  header_setup's answer. */
static int offer_fields(const opts_t *o, header_t *a) {
    const family_t *fam = offer_family(o);
    const char *offerer = fam->roles[2 - fam->pile];
    const char *offer = o->val[O_OFFER] != NULL ? o->val[O_OFFER] : "exact";
    const char *left = strcmp(offer, "upto") == 0 ? NULL : offerer;
    pos_t empty = { 0 };
    uint8_t key[KEYMAX];
    char hex[2 * KEYMAX + 1];
    a->version = 6;
    set(a, H_VERSION, "6");
    set(a, H_OFFER, offer);
    set(a, H_LEFTOVER, o->val[O_LEFTOVER] != NULL ? o->val[O_LEFTOVER] : left);
    set(a, H_KEY, "offer-v2");
    set(a, H_FIRST, o->val[O_FIRST] != NULL ? o->val[O_FIRST] : offerer);
    set(a, H_STRATEGY, a->f[H_FIRST]);
    set(a, H_START, o->val[O_START] != NULL ? o->val[O_START] : "");
    int bad = header_setup(a);
    if (bad != H_START || o->val[O_START] != NULL) return bad;
    key_pack(a, &empty, NULL, key);     /* the board is read: the empty start */
    for (int i = 0; i <= a->b.L; i++) sprintf(hex + 2 * i, "%02x", key[i]);
    set(a, H_START, hex);
    return header_setup(a);
}

/* The game fields a certificate of the game asked would hold; the board
 * given by --board or --board-file is 'board'. */
static void game_fields(const opts_t *o, int kind, const char *board, header_t *a) {
    const char *const *v = o->val;
    char P[64], g[24];
    char n[24] = "";
    int bn = 0;
    set_t edges = 0;
    snprintf(P, sizeof P, "%s", v[O_GAME]);
    if (kind == 3 && v[O_PROPERTY] != NULL) snprintf(P, sizeof P, "%s", v[O_PROPERTY]);
    if (strncmp(P, "h:", 2) == 0 && graph_read(P + 2, g) == 0) snprintf(P, sizeof P, "h:%s", g);
    set(a, H_FAMILY, kind != 0 ? v[O_GAME] : families[F_MB]->name);
    if (kind == 0 && v[O_RULE] != NULL) set(a, H_FAMILY, v[O_RULE]);
    if (kind == 0 && monotone(o)) set(a, H_FAMILY, families[F_AE]->name);
    set(a, H_GAME, kind != 0 ? v[O_GAME] : P);
    set(a, H_PROPERTY, kind == 3 && v[O_PROPERTY] != NULL ? P : "");
    set(a, H_RULE, kind == 0 || kind == 2 ? "" : v[O_RULE]);
    if (kind == 0 && monotone(o)) set(a, H_RULE, rule_names[R_MONO]);
    if (kind == 3 && v[O_RULE] == NULL) set(a, H_RULE, "normal");
    set(a, H_H, kind == 1 ? NULL : "");
    if (kind == 1 && v[O_H] != NULL) set(a, H_H, graph_read(v[O_H], g) == 0 ? g : v[O_H]);
    set(a, H_FIXED, strcmp(P, "fhp") == 0 ? "0 1" : "");
    if (v[O_N] != NULL) set(a, H_BOARD, "complete");
    if (v[O_N] != NULL) snprintf(n, sizeof n, "%s", v[O_N]);
    if (board != NULL && graph_read(board, g) == 0) {
        g6_parse(g, &bn, &edges);
        snprintf(n, sizeof n, "%d", bn);
        set(a, H_BOARD, count_of(edges) == bn * (bn - 1) / 2 ? "complete" : g);
    } else if (board != NULL) {
        set(a, H_BOARD, board);
    }
    set(a, H_N, n);
}

/* The roles asked for the first player: --first, or --creator for subh. */
static const char *first_asked(const opts_t *o, int kind) {
    if (kind == 1 || kind == 3) return "first";
    if (kind == 0) return o->val[O_FIRST];
    if (o->val[O_CREATOR] == NULL) return NULL;
    if (strcmp(o->val[O_CREATOR], "first") == 0) return "creator";
    if (strcmp(o->val[O_CREATOR], "second") == 0) return "blocker";
    return "?";
}

int claim_asked(const opts_t *o, header_t *a, char msg[MSGMAX]) {
    const char *const *v = o->val;
    const char *board = v[O_BOARD];
    char line[BOARD_LINE];
    memset(a, 0, sizeof *a);
    if (v[O_GAME] == NULL) {
        snprintf(msg, MSGMAX, "missing --game (the claim asked is a whole game)");
        return -1;
    }
    int fam = family_find(v[O_GAME]);
    int kind = fam >= F_RAMSEY && fam <= F_SHARED ? fam - F_RAMSEY + 1 : 0;  /* 0: a property */
    for (int k = 0; k < O_WINNER; k++) {
        if (v[k] != NULL && !(allowed(kind) >> k & 1)) {
            snprintf(msg, MSGMAX, "%s does not apply to --game %s", cli_options[k].name, v[O_GAME]);
            return -1;
        }
    }
    if (offer_family(o) == NULL && (v[O_OFFER] != NULL || v[O_LEFTOVER] != NULL))
        return say(msg, -1, "--offer and --leftover apply to the offer families only (--rule "
                   "waiter-client, client-waiter, picker-chooser or chooser-picker)");
    if (offer_family(o) != NULL && position_asked(o))
        return say(msg, -1, "the start of an offer game is given by --start HEX only");
    if (v[O_BOARDFILE] != NULL && board_file(v[O_BOARDFILE], line, msg) != 0) return -1;
    if (v[O_BOARDFILE] != NULL) board = line;
    a->version = 2;
    if (v[O_START] != NULL && !monotone(o)) a->version = 3;
    set(a, H_VERSION, a->version == 3 ? "3" : "2");
    set(a, H_MAGIC, "posproof certificate");
    game_fields(o, kind, board, a);
    set(a, H_BIAS, v[O_BIAS] != NULL ? v[O_BIAS] : "1:1");
    set(a, H_FIRST, first_asked(o, kind));
    set(a, H_WINNER, "none");
    set(a, H_STRATEGY, first_asked(o, kind));
    set(a, H_KEY, kind == 2 ? "oriented-v2" : "layered-v2");
    set(a, H_TAIL, "0");
    set(a, H_FINISH, "0");
    set(a, H_START, monotone(o) ? NULL : v[O_START]);
    set(a, H_ENTRIES, "0");
    int bad = offer_family(o) != NULL ? offer_fields(o, a) : header_setup(a);
    if (bad < 0 && kind == 0 && monotone(o)) bad = monotone_fields(o, a);
    if (bad < 0) return position_asked(o) ? start_asked(o, board != NULL ? board : "", a, msg) : 0;
    int k = from[bad];
    if (k == O_FIRST && kind == 2) k = O_CREATOR;
    if (k == O_N && v[O_BOARD] != NULL) k = O_BOARD;
    if (k == O_N && v[O_BOARDFILE] != NULL) k = O_BOARDFILE;
    const char *why = "";
    if (k == O_FIRST) why = " (a certificate is for one player moving first)";
    if (k == O_N) why = " (or --board or --board-file)";
    if (k == O_BOARDFILE)
        snprintf(msg, MSGMAX, "--board-file %s: invalid board '%s'%s%s", v[k], line,
                 a->why[0] ? ": " : " for this game (try --help)", a->why);
    else if (v[k] == NULL)
        snprintf(msg, MSGMAX, "--game %s needs %s%s", v[O_GAME], cli_options[k].name, why);
    else
        snprintf(msg, MSGMAX, "invalid %s '%s'%s%s", cli_options[k].name, v[k],
                 a->why[0] ? ": " : " for this game (try --help)", a->why);
    return -1;
}

/* Appends to out (CLAIMMAX bytes). */
static void add(char *out, const char *fmt, ...) {
    size_t len = strlen(out);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out + len, CLAIMMAX - len, fmt, ap);
    va_end(ap);
}

/* The name of the graph6 graph g (named() read back): the first of Kn, Cn,
 * Pn, Qd, Petersen, star:L, Ka,b that is g exactly, or g itself. */
static const char *name_of(const char *g, char buf[32]) {
    int n, m;
    set_t e, f;
    if (g6_parse(g, &n, &e) != 0) return g;
    for (int i = 0; i < n + 5; i++) {
        if (i < 3)
            snprintf(buf, 32, "%c%d", "KCP"[i], n);
        else if (i == 3)
            snprintf(buf, 32, "Q%d", __builtin_ctz((unsigned)n | 1u << 31));
        else if (i == 4)
            snprintf(buf, 32, "Petersen");
        else if (i == 5)
            snprintf(buf, 32, "star:%d", n - 1);
        else
            snprintf(buf, 32, "K%d,%d", i - 5, n - i + 5);
        if (named(buf, &m, &f) == 0 && m == n && f == e) return buf;
    }
    return g;
}

/* A pair of a position in words: i-j, or for subh the arc i>j. */
static void add_pair(char *out, const header_t *h, char sep, int p, int back) {
    if (h->family == F_SUBH && back)
        add(out, "%c%d>%d", sep, h->b.hi[p], h->b.lo[p]);
    else if (h->family == F_SUBH)
        add(out, "%c%d>%d", sep, h->b.lo[p], h->b.hi[p]);
    else
        add(out, "%c%d-%d", sep, h->b.lo[p], h->b.hi[p]);
}

/* ", from the position ..." of a start other than the empty one. */
static void add_start(char *out, const header_t *h) {
    static const char *const words[4] = { "red", "blue", "arcs", "edges" };
    const pos_t *x = &h->start;
    int fam = h->family;
    add(out, ", from the position");
    for (int s = 0; s < 2; s++) {
        set_t set = s == 0 ? x->s1 : x->s2;
        const char *label = words[s];
        if ((fam == F_SUBH || fam == F_SHARED) && s == 1)
            break;              /* subh and shared: one list */
        if (fam == F_SUBH || fam == F_SHARED) label = words[fam - 1];
        if (fam == F_SUBH) set = x->s1 | x->s2;
        if (fam == F_MB || fam == F_AE || fam >= F_WC) label = h->fam->said[s];
        add(out, "%s %s%s", s ? ";" : "", label, set ? "" : " none");
        for (int k = 0; set != 0; set &= set - 1) {
            int p = lowest(set);
            add_pair(out, h, k++ ? ',' : ' ', p, (int)(x->s2 >> p & 1));
        }
    }
    add(out, " (%s to move)", h->fam->said[x->p ? 2 - h->first : h->first - 1]);
}

void claim_words(const header_t *h, int who, char out[CLAIMMAX]) {
    static const char *const words[7] = { "(Hamiltonian cycle",
        "(Hamiltonian path", "(Hamiltonian path between fixed vertices 0 "
        "and 1", "(connectivity", "(perfect matching",
        "(Hamilton-connectedness", "(a cycle" };
    int fam = h->family;
    int kind = h->prop.kind;
    const char *game = h->f[fam == F_SHARED ? H_PROPERTY : H_GAME];
    char nm[32], bn[32];
    const char *H = name_of(fam == F_RAMSEY ? h->f[H_H] : game + 2, nm);
    out[0] = 0;
    if (who)
        add(out, "%s %s ", h->fam->said[h->strategy - 1], h->winner ? "wins" : "does not lose");
    if (h->rule == R_MONO) add(out, "%s ", h->f[H_RULE]);      /* monotone avoider-enforcer */
    if (fam != F_MB) add(out, "%s ", h->fam->name);
    if (h->f[H_RULE][0] && h->rule != R_MONO) add(out, "%s ", h->f[H_RULE]);
    if (fam != F_RAMSEY && fam != F_SUBH && kind == P_H)
        add(out, "h:%s ", H);
    else if (fam != F_RAMSEY && fam != F_SUBH)
        add(out, "%s ", game);
    if (kind == P_ARB)
        add(out, "(arboricity at least %s", game + 11);
    else if (kind == P_H)
        add(out, "(a copy of %s", H);
    else if (kind == P_DHAM)
        add(out, "(directed Hamiltonian cycle");
    else if (kind <= P_CYCLE)
        add(out, "%s", words[kind]);
    else                        /* a property without words here */
        add(out, "(the property %s of FORMAT.md 4.1", game);
    const char *B = name_of(h->f[H_BOARD], bn);
    if (B != h->f[H_BOARD])
        add(out, ") on the graph %s (%s, n = %d)", B, h->f[H_BOARD], h->b.n);
    else if (strcmp(h->f[H_BOARD], "complete") != 0)
        add(out, ") on the graph %s (n = %d)", h->f[H_BOARD], h->b.n);
    else
        add(out, ") on K%d", h->b.n);
    if (strcmp(h->f[H_BIAS], "1:1") != 0) add(out, " with bias %s", h->f[H_BIAS]);
    add(out, " when %s moves first", h->fam->said[h->first - 1]);
    if (h->fam->pile) add(out, ", offer %s", h->f[H_OFFER]);
    if (h->fam->pile && !h->upto)
        add(out, ", leftover %s%s", h->leftover ? "to " : "discarded",
            h->leftover ? h->fam->said[h->leftover - 1] : "");
    if (h->start.s1 != 0 || h->start.s2 != 0 || h->start.p != 0) add_start(out, h);
}
