/* start.c - the start asked on posproof-check's command line as posproof
 * solve and posproof moves take it (docs/usage.md, "Solving from a
 * position"): the family's lists of pairs (--maker PAIRS --breaker PAIRS,
 * --avoider, --enforcer, --red, --blue, --arcs, --edges), --to-move under
 * avoid-plus and monotone, --after MOVES played from there; and
 * --board-file FILE.
 * The position is spelled as the header field start (FORMAT.md 3.4), the
 * spelling --start HEX gives, by the core's own functions: its turn byte
 * is the one the core's start_parse accepts, and the moves of --after are
 * checked and played by the core's rules (rules.c), so that nothing here
 * decides a turn, a legal move or an end of the game by itself.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* The lists of each family (FORMAT.md 3.2: state 1, then state 2). */
static const int lists[5][2] = { { O_MAKER, O_BREAKER }, { O_AVOIDER, O_ENFORCER },
    { O_RED, O_BLUE }, { O_ARCS, -1 }, { O_EDGES, -1 } };

int position_asked(const opts_t *o) {
    for (int k = O_MAKER; k <= O_AFTER; k++)
        if (o->val[k] != NULL) return 1;
    return 0;
}

/* A pair "I-J" (sep '-'; an arc "I>J" with sep '>') at the start of s,
 * ending at a comma or at the end of s: its vertices, decimal without a
 * leading zero, in *i and *j, and its length; or -1. */
static int pair_at(const char *s, char sep, long long *i, long long *j) {
    char a[20] = "", b[20] = "";
    size_t la = strspn(s, "0123456789");
    size_t lb = s[la] == sep ? strspn(s + la + 1, "0123456789") : 0;
    if (la == 0 || la > 18 || lb == 0 || lb > 18) return -1;
    if (s[la + 1 + lb] != ',' && s[la + 1 + lb] != 0) return -1;
    memcpy(a, s, la);
    memcpy(b, s + la + 1, lb);
    if (decimal(a, i) != 0 || decimal(b, j) != 0) return -1;
    return (int)(la + 1 + lb);
}

/* The board pair {i, j} of h (the board spelled 'board' on the command
 * line), or -1 with why, in the solver's words ("the pair " before the
 * pair not on the board where 'the' says so). */
static int board_pair(const header_t *h, const char *board, long long i, long long j, char sep,
                      const char *the, char why[MSGMAX]) {
    const board_t *b = &h->b;
    if (i >= b->n || j >= b->n)
        return say(why, -1, "vertex %lld is out of range (the board has vertices 0 to %d)",
                   i >= b->n ? i : j, b->n - 1);
    if (i == j) return say(why, -1, "%lld%c%lld is not a pair (its two vertices must differ)", i, sep, j);
    int p = b->idx[i][j];
    if (!(b->all >> p & 1))
        return say(why, -1, "%s%d-%d is not an edge of the board %s", the, b->lo[p], b->hi[p], board);
    return p;
}

/* Role r (1 or 2) as the solver's messages spell it: "Maker", "First". */
static const char *mover(const header_t *h, int r, char buf[32]) {
    snprintf(buf, 32, "%s", h->fam->roles[r - 1]);
    buf[0] = (char)(buf[0] - 'a' + 'A');
    return buf;
}

/* FORMAT.md 3.2: the list of option k into x, its pairs in state
 * 'state' (1 or 2; subh: an arc i>j is state 1 when i < j, else 2).  0,
 * or -1 with msg. */
static int list_read(const opts_t *o, const header_t *h, const char *board, int k, int state,
                     pos_t *x, char msg[MSGMAX]) {
    const char *s = o->val[k];
    const char *name = cli_options[k].name;
    char sep = h->family == F_SUBH ? '>' : '-';
    char why[MSGMAX];
    set_t here = 0;
    long long i, j;
    for (const char *p = s; *p != 0;) {
        int len = pair_at(p, sep, &i, &j);
        if (len < 0 || (p[len] == ',' && p[len + 1] == 0))
            return say(msg, -1, "%s '%s': expected %s", name, s, sep == '>' ?
                       "arcs like 0>1,2>3 (i>j: the pair {i,j} oriented from i to j; '' for none)" :
                       "pairs like 0-1,2-3 (decimal vertices, comma-separated; '' for none)");
        int q = board_pair(h, board, i, j, sep, "the pair ", why);
        if (q < 0) return say(msg, -1, "%s '%s': %s", name, s, why);
        if (here >> q & 1)
            return say(msg, -1, "%s '%s': the pair %d-%d is given twice", name, s, h->b.lo[q],
                       h->b.hi[q]);
        if ((x->s1 | x->s2) >> q & 1)
            return say(msg, -1, "the pair %d-%d is given in both %s and %s", h->b.lo[q], h->b.hi[q],
                       cli_options[lists[h->family][0]].name, name);
        here |= bit_of(q);
        if (state == 2 || (sep == '>' && i > j))
            x->s2 |= bit_of(q);
        else
            x->s1 |= bit_of(q);
        p += len + (p[len] == ',');
    }
    return 0;
}

/* The move TOK (move number no of --after) from x, as move_list spells
 * it, after checking that the game is not over and that the move is legal
 * (the solver's words).  0, or -1 with msg. */
static int after_move(ctx_t *c, const char *board, const pos_t *x, const char *tok, int no,
                      int *move, char msg[MSGMAX]) {
    const game_t *g = c->g;
    const header_t *h = g->h;
    char role[32], winner[32], why[MSGMAX];
    int list[2 * MMAX + 1];
    long long i, j;
    int subh = h->family == F_SUBH;
    int len = (int)strcspn(tok, ",");
    int end = outcome(c, x);
    const char *who = mover(h, role_to_move(g, x), role);
    if (end != 0)
        return say(msg, -1, "--after: move %d (%.*s): the game is over before it (%s%s)", no, len,
                   tok, end == DRAW ? "a draw" : mover(h, end, winner), end == DRAW ? "" : " wins");
    set_t legal = legal_pairs(c, x);
    int k = move_list(g, x, legal, list);
    *move = -1;
    if (len == 4 && strncmp(tok, "stop", 4) == 0 && g->stop) {
        for (int m = 0; m < k; m++)
            if (list[m] == STOP) *move = STOP;
        if (*move == STOP) return 0;
        if (h->rule == R_MONO)
            return say(msg, -1, "--after: move %d (stop) is not legal for %s: stop is legal only "
                       "after %lld claims of the same turn", no, who, g->turn[x->p]);
        return say(msg, -1, "--after: move %d (stop) is not legal for %s: stop is legal only after "
                   "a colouring move of the same turn", no, who);
    }
    if (pair_at(tok, subh ? '>' : '-', &i, &j) != len)
        return say(msg, -1, "--after: move %d (%.*s) is not legal for %s: expected %s", no, len, tok,
                   who, subh ? "an arc like 0>1 (the pair {0,1} oriented from 0 to 1)" :
                   "a pair like 0-1");
    int q = board_pair(h, board, i, j, subh ? '>' : '-', "", why);
    int state = !subh ? 0 : i < j ? 1 : 2;
    for (int m = 0; q >= 0 && m < k; m++)
        if (list[m] != STOP && (list[m] & 255) == q && (state == 0 || list[m] >> 8 == state))
            *move = list[m];
    if (*move >= 0) return 0;
    if (q >= 0 && ((x->s1 | x->s2) >> q & 1))
        snprintf(why, sizeof why, "the pair %d-%d is taken already", h->b.lo[q], h->b.hi[q]);
    else if (q >= 0)
        snprintf(why, sizeof why, "colouring %d-%d would complete H in the mover's own colour, "
                 "which rule %s forbids", h->b.lo[q], h->b.hi[q], h->f[H_RULE]);
    return say(msg, -1, "--after: move %d (%.*s) is not legal for %s: %s", no, len, tok, who, why);
}

/* --after MOVES played from x with the core's rules.  0, or -1 with msg. */
static int after(const opts_t *o, const header_t *h, const char *board, pos_t *x,
                 char msg[MSGMAX]) {
    const char *s = o->val[O_AFTER];
    work_t w = { 1LL << 62, 1LL << 62 };
    game_t g;
    ctx_t c;
    game_init(&g, h);
    ctx_init(&c, &g, &w);
    for (int no = 1; *s != 0; no++) {
        int move;
        if (*s == ',')
            return say(msg, -1, "--after: move %d is empty (moves are separated by one comma)", no);
        if (after_move(&c, board, x, s, no, &move, msg) != 0) return -1;
        *x = apply_move(&g, *x, move);
        s += strcspn(s, ",");
        if (*s == ',' && s[1] == 0) return say(msg, -1, "--after: a comma at the end");
        if (*s == ',') s++;
    }
    if (g.stop && x->d != 0)
        return say(msg, -1, "--after: the position after MOVES is in the middle of a turn under rule "
                   "%s, which no start gives (FORMAT.md 3.4: a start begins a turn; add stop)",
                   rule_names[h->rule]);
    return 0;
}

/* x spelled as the header start: its states, then the turn byte t. */
static void spell(const header_t *h, const pos_t *x, int t, char hex[2 * KEYMAX + 1]) {
    uint8_t key[KEYMAX];
    key_pack(h, x, NULL, key);
    key[h->b.L] = (uint8_t)t;
    for (int i = 0; i <= h->b.L; i++) sprintf(hex + 2 * i, "%02x", key[i]);
}

int start_asked(const opts_t *o, const char *board, header_t *a, char msg[MSGMAX]) {
    const char *const *v = o->val;
    const int *mine = lists[a->family];
    char hex[2 * KEYMAX + 1], why[64];
    int plus = a->rule == R_PLUS || a->rule == R_MONO;   /* a turn ends with stop */
    int given = 0;
    pos_t x = a->start;
    for (int k = O_MAKER; k <= O_EDGES; k++) {
        int fam = 0;
        while (lists[fam][0] != k && lists[fam][1] != k) fam++;
        if (v[k] != NULL && fam != a->family)
            return say(msg, -1, "%s applies to %s games (the position of %s %s game is given by %s%s%s)",
                       cli_options[k].name, families[fam]->name, a->family == F_AE ? "an" : "a",
                       a->fam->name, cli_options[mine[0]].name, mine[1] < 0 ? "" : " and ",
                       mine[1] < 0 ? "" : cli_options[mine[1]].name);
        given |= v[k] != NULL;
    }
    if (v[O_TOMOVE] != NULL && !plus)
        return say(msg, -1, "--to-move applies to rules whose turns have any length only, ramsey's "
                   "avoid-plus and monotone-avoider-enforcer (elsewhere the player to move follows "
                   "from the counts: certs/FORMAT.md 3.4)");
    if (v[O_TOMOVE] != NULL && strcmp(v[O_TOMOVE], "first") != 0 && strcmp(v[O_TOMOVE], "second") != 0)
        return say(msg, -1, "--to-move '%s': expected first or second", v[O_TOMOVE]);
    if (v[O_START] != NULL && (given || v[O_TOMOVE] != NULL))
        return say(msg, -1, "--start and %s exclude each other (both give the start)",
                   given ? "the lists of pairs" : "--to-move");
    if (v[O_START] == NULL) memset(&x, 0, sizeof x);
    for (int s = 0; s < 2 && v[O_START] == NULL; s++)
        if (mine[s] >= 0 && v[mine[s]] != NULL && list_read(o, a, board, mine[s], s + 1, &x, msg) != 0)
            return -1;
    /* the turn byte: under avoid-plus and monotone the player --to-move
     * names (else by the parity of the pairs taken under avoid-plus, the
     * first player under monotone, as posproof solve); otherwise the
     * counts' one, that is the one the core accepts (FORMAT.md 3.4) */
    int t = a->rule == R_PLUS ? count_of(x.s1 | x.s2) % 2 : 0;
    if (plus && v[O_TOMOVE] != NULL) t = strcmp(v[O_TOMOVE], "second") == 0;
    spell(a, &x, t, hex);
    while (v[O_START] == NULL && !plus && t < 2 * BIAS_MAX && start_parse(a, hex, &x, why) != 0)
        spell(a, &x, ++t, hex);
    if (v[O_START] == NULL && start_parse(a, hex, &x, why) != 0)
        return say(msg, -1, "the position given is no start: %s", why);
    if (v[O_AFTER] != NULL && after(o, a, board, &x, msg) != 0) return -1;
    spell(a, &x, x.p + 2 * x.d, hex);
    a->version = a->version == 5 ? 5 : 3;       /* 5: monotone (claim_asked) */
    strcpy(a->f[H_VERSION], a->version == 5 ? "5" : "3");
    strcpy(a->f[H_START], hex);
    a->have |= 1u << H_START;
    int bad = header_setup(a);
    if (bad >= 0) return say(msg, -1, "the start asked is no start: %s", a->why);
    return 0;
}

int board_file(const char *path, char line[BOARD_LINE], char msg[MSGMAX]) {
    static const char *const heads[2] = { ">>graph6<<", ">>sparse6<<" };
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    char buf[BOARD_LINE];
    int found = 0, ch = 0, longer = 0;
    if (f == NULL) return say(msg, -1, "--board-file %s: %s", path, strerror(errno));
    while (ch != EOF && !longer) {
        int len = 0;
        while (!longer && (ch = getc(f)) != EOF && ch != '\n') {
            longer = len == BOARD_LINE - 1;
            if (!longer) buf[len++] = (char)ch;
        }
        buf[len] = 0;
        if (len > 0 && buf[len - 1] == '\r') buf[len - 1] = 0;
        char *g = buf;
        for (int k = 0; k < 2; k++)
            if (strncmp(g, heads[k], strlen(heads[k])) == 0) g += strlen(heads[k]);
        if (*g != 0 && !longer && found++ == 0) snprintf(line, BOARD_LINE, "%s", g);
    }
    int err = ferror(f) ? errno : 0;
    if (f != stdin) fclose(f);
    if (longer)
        return say(msg, -1, "--board-file %s: a line longer than %d bytes", path, BOARD_LINE - 1);
    if (err != 0) return say(msg, -1, "--board-file %s: %s", path, strerror(err));
    if (found != 1)
        return say(msg, -1, "--board-file %s: expected one graph6 line, found %d", path, found);
    return 0;
}
