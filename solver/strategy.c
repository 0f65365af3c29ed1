/* strategy.c: a certificate's strategy as a game (strategy.h). */
#include "strategy.h"
#include "errmsg.h"
#include "extract.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHOW_TT_BYTES ((size_t)8 << 20)   /* the engine's table: only a tail is searched */


/* The game flags of the header into st->sp (values point into the
 * reader's header), then the game. 0, or -1 with err. */
static int rebuild(strategy *st, const char *path, char *err, size_t errlen)
{
    const cert_info *in = st->in;
    spec *sp = &st->sp;
    char why[400];
    spec_init(sp);
    const family_def *fd = family_of_header(in->family, in->rule);
    if (fd && fd->chosen == FAMILY_BY_RULE) {   /* --game P --rule FAMILY */
        spec_option(sp, "--game", in->game);
        spec_option(sp, "--rule", family_word(fd));
        spec_option(sp, "--first", in->first);
        spec_option(sp, "--bias", in->bias);
        spec_option(sp, "--offer", cert_read_value(st->cr, "offer"));       /* the offer families (FORMAT.md 2) */
        spec_option(sp, "--leftover", cert_read_value(st->cr, "leftover"));
        if (strcmp(in->board, "complete") != 0)
            spec_option(sp, "--board", in->board);
        else
            sp->n = in->n;
    } else if (fd) {   /* --game FAMILY */
        sp->n = in->n;
        if (strcmp(in->bias, "1:1") != 0 || strcmp(in->board, "complete") != 0)
            return errmsg(err, errlen, "%s: a %s game with bias %.20s on board %.40s (FORMAT.md 2: 1:1 on K_n)", path,
                        fd->name, in->bias, in->board);
        spec_option(sp, "--game", fd->name);
        if (in->H[0])
            spec_option(sp, "--H", in->H);
        if (in->property[0])
            spec_option(sp, "--property", in->property);
        if (in->rule[0])
            spec_option(sp, "--rule", in->rule);
        int r = family_role(fd, in->first);
        if (fd->first == FIRST_FIXED && r != 0)
            return errmsg(err, errlen, "%s: header first '%.20s' (%s: %s)", path, in->first, fd->name, fd->role[0]);
        if (r < 0)
            return errmsg(err, errlen, "%s: header first '%.20s' (%s: %s or %s)", path, in->first, fd->name,
                        fd->role[0], fd->role[1]);
        if (fd->first == FIRST_CREATOR)
            spec_option(sp, "--creator", r == 0 ? "first" : "second");
    } else
        return errmsg(err, errlen, "%s: header family '%.30s' with rule '%.30s' is none of FORMAT.md 4.2", path,
                      in->family, in->rule);
    if (spec_resolve(sp, 0, why, sizeof why) != 0)
        return errmsg(err, errlen, "%s: its header is no game of this program: %s", path, why);
    if (sp->n != in->n)
        return errmsg(err, errlen, "%s: header n %d, but its board has %d vertices", path, in->n, sp->n);
    if (sp->n > BOARD_MAXN)
        return errmsg(err, errlen, "%s: a board of %d vertices (this build plays up to %d: posproof-wide reads it)",
                    path, sp->n, BOARD_MAXN);
    if (spec_game(sp, sp->roles[0], &st->g, why, sizeof why) != 0)
        return errmsg(err, errlen, "%s: its header is no game of this program: %s", path, why);
    const char *fixed = st->g.nfixed ? "0 1" : "";
    if (strcmp(in->fixed, fixed) != 0)
        return errmsg(err, errlen, "%s: header fixed '%.10s', but the game's is '%s' (FORMAT.md 2)", path, in->fixed, fixed);
    const char *kind = engine_key_kind(sp);
    st->v2 = strcmp(in->key, "layered-3state-v1") != 0;
    if (strcmp(in->key, kind) != 0 && !(engine_v1_keys(sp) && strcmp(in->key, "layered-v2") == 0))
        return errmsg(err, errlen, "%s: header key %s, but this game's keys are %s", path, in->key, kind);
    int s = family_role(st->g.fam, in->strategy);
    if (s < 0)
        return errmsg(err, errlen, "%s: header strategy '%.20s' is not %s or %s", path, in->strategy,
                    st->g.fam->role[0], st->g.fam->role[1]);
    if (strcmp(in->winner, in->strategy) != 0 && strcmp(in->winner, "none") != 0)
        return errmsg(err, errlen, "%s: header winner '%.20s' is neither the strategy's role %s nor none (FORMAT.md 2)",
                    path, in->winner, in->strategy);
    st->side = s;   /* search.h: side 0 is role 0 */
    st->no_loss = strcmp(in->winner, "none") == 0;
    st->first = engine_first(&st->g);
    return 0;
}

/* A position spelled as the header start is (FORMAT.md 3.4, its rules
 * checked) into *pos and *turn; `what` names it in messages. */
static int parse_position(strategy *st, const char *hex, const char *path, const char *what, position *pos, int *turn,
                          char *err, size_t errlen)
{
    const game *g = &st->g;
    const board *b = &st->s.b;
    spec_pos p;
    if (spec_start_parse(hex, g->n, &p) != 0)
        return errmsg(err, errlen, "%s: %s '%.70s' is not %d lowercase hexadecimal digits", path, what, hex,
                    2 * ((b->m + 3) / 4 + 1));
    int c = 0;
    for (int q = 0; q < b->m; q++) {
        int on = (int)(b->all >> q & 1), s = p.state[q];
        if (on ? s == 3 || (s == 2 && g->fam->common) : s != 3)
            return errmsg(err, errlen, "%s: %s: pair %d-%d in state %d (FORMAT.md 3.4)", path, what, b->pi[q], b->pj[q], s);
        c += on && s;
    }
    int ok;
    if (g->fam->first == FIRST_OFFERER)   /* a round starts: t = 0 */
        ok = p.mover == 0 && p.done == 0;
    else if (rule_stops(g->rule))
        ok = p.done == 0;
    else {
        int r = c % (g->quota[0] + g->quota[1]);
        ok = p.mover == (r >= g->quota[0]) && p.done == (r < g->quota[0] ? r : r - g->quota[0]);
    }
    if (!ok)
        return errmsg(err, errlen, "%s: %s: its turn byte is not the one its counts give (FORMAT.md 3.4)", path, what);
    *pos = engine_start(g, b, &p, turn);
    return 0;
}

static int assumed_order(const void *a, const void *b)
{
    return memcmp(((const strategy_assumed_key *)a)->key, ((const strategy_assumed_key *)b)->key, CANON_KEY_MAX + 1);
}

/* The header start, and the keys of a top's assumed positions. */
static int read_start(strategy *st, const char *path, char *err, size_t errlen)
{
    if (!st->in->start[0]) {
        spec_pos p = spec_start(&st->sp, &st->g);
        st->start = engine_start(&st->g, &st->s.b, &p, &st->start_turn);
    } else if (parse_position(st, st->in->start, path, "header start", &st->start, &st->start_turn, err, errlen) != 0)
        return -1;
    long n = cert_read_nassume(st->cr);
    if (n && !(st->assumed = calloc((size_t)n, sizeof *st->assumed)))
        return errmsg(err, errlen, "%s: out of memory", path);
    for (long i = 0; i < n; i++) {
        const char *hex, *shard, *sha;
        position pos;
        int turn;
        char what[64];
        cert_read_assumption(st->cr, i, &hex, &shard, &sha);
        snprintf(what, sizeof what, "assumption %ld's start", i + 1);
        if (parse_position(st, hex, path, what, &pos, &turn, err, errlen) != 0)
            return -1;
        strategy_key(st, pos, turn, st->assumed[i].key);
        st->assumed[i].shard = shard;
    }
    st->nassumed = n;
    if (n)
        qsort(st->assumed, (size_t)n, sizeof *st->assumed, assumed_order);
    return 0;
}

const char *strategy_assumed(strategy *st, position pos, int turn)
{
    if (!st->nassumed)
        return NULL;
    strategy_assumed_key k;
    memset(&k, 0, sizeof k);
    strategy_key(st, pos, turn, k.key);
    const strategy_assumed_key *a = bsearch(&k, st->assumed, (size_t)st->nassumed, sizeof k, assumed_order);
    return a ? a->shard : NULL;
}

int strategy_open(strategy *st, const char *path, char *err, size_t errlen)
{
    memset(st, 0, sizeof *st);
    if (!(st->cr = cert_read_open(path, err, errlen)))
        return -1;
    st->in = cert_read_info(st->cr);
    int rc = rebuild(st, path, err, errlen);
    char why[400];
    if (rc == 0 && engine_solver(&st->s, &st->sp, &st->g, SHOW_TT_BYTES, 1, why, sizeof why) != 0)
        rc = errmsg(err, errlen, "%s: %s", path, why);
    else if (rc == 0) {
        st->solver_ready = 1;
        solver_canon_init(&st->s, &st->cn);
        rc = read_start(st, path, err, errlen);
    }
    if (rc == 0 && canon_key_len(&st->s.b) + st->v2 != st->in->key_len)
        rc = errmsg(err, errlen, "%s: internal error: key length", path);
    if (rc != 0)
        strategy_close(st);
    return rc;
}

int strategy_game(strategy *st, const spec *sp, const game *g, const spec_pos *start, size_t tt_bytes, int threads,
                  char *err, size_t errlen)
{
    memset(st, 0, sizeof *st);
    st->sp = *sp;
    st->g = *g;
    if (engine_solver(&st->s, &st->sp, &st->g, tt_bytes, threads, err, errlen) != 0)
        return -1;
    st->solver_ready = 1;
    solver_canon_init(&st->s, &st->cn);
    st->v2 = 1;
    st->first = engine_first(g);
    st->start = engine_start(g, &st->s.b, start, &st->start_turn);
    return 0;
}

void strategy_close(strategy *st)
{
    free(st->assumed);
    if (st->solver_ready)
        solver_free(&st->s);
    cert_read_close(st->cr);
    memset(st, 0, sizeof *st);
}

int strategy_outcome(strategy *st, position pos, int turn)
{
    int e = solver_end(&st->s, 0, pos, turn);
    if (e == END_NONE)
        return STRATEGY_GOING;
    if (solver_has_draws(&st->s)) {
        /* a draw is the win of the side solver.draw names: under the other
         * setting it changes sides (the end test only reads the field) */
        int keep = st->s.draw;
        st->s.draw = !keep;
        int e2 = solver_end(&st->s, 0, pos, turn);
        st->s.draw = keep;
        if (e2 != e)
            return STRATEGY_DRAW;
    }
    return e == END_MAKER ? SIDE_MAKER : SIDE_BREAKER;
}

int strategy_good(const strategy *st, int o) { return o == st->side || (st->no_loss && o == STRATEGY_DRAW); }

int strategy_moves(strategy *st, position pos, int turn, int *mv)
{
    solver *s = &st->s;
    pairset free = solver_pair_moves(s, pos, turn);   /* the offer families' chooser: the offered pairs */
    int k = 0, p, subh = s->fam->oriented;
    if (s->fam->avoids)   /* completing an own H is no legal move */
        free &= ~solver_ending_moves(s, 0, pos, turn, BOARD_MAXM);
    BOARD_EACH(p, free) {
        mv[k++] = p;
        if (subh)
            mv[k++] = p + SOLVER_DIR;
    }
    if (solver_may_stop(s, turn))
        mv[k++] = SOLVER_STOP;
    return k;
}

int strategy_classes(strategy *st, position pos, int turn, const int *mv, int k, int *like)
{
    uint8_t keys[SOLVER_MOVES + 1][CANON_KEY_MAX + 1];
    int classes = 0;
    assert(k >= 0 && k <= SOLVER_MOVES + 1);
    for (int i = 0; i < k; i++) {
        int t;
        position x = strategy_play(st, pos, turn, mv[i], &t);
        int len = strategy_key(st, x, t, keys[i]);
        like[i] = i;
        for (int j = 0; j < i && like[i] == i; j++)
            if (like[j] == j && memcmp(keys[j], keys[i], (size_t)len) == 0)
                like[i] = j;
        classes += like[i] == i;
    }
    return classes;
}

position strategy_play(strategy *st, position pos, int turn, int mv, int *next)
{
    *next = solver_next_turn(&st->s, turn, mv);
    return solver_play(&st->s, pos, turn, mv);
}

/* FORMAT.md 6.3: does S force a good end within j moves from the non-end
 * position y? If so and S is to move, *move is the first such move. */
static int forces(strategy *st, position y, int turn, int j, int *move)
{
    int mv[SOLVER_MOVES + 1], k = strategy_moves(st, y, turn, mv), s_moves = SIDE(turn) == st->side;
    if (s_moves && j < 1)
        return 0;
    for (int i = 0; i < k; i++) {
        int next;
        position x = strategy_play(st, y, turn, mv[i], &next);
        int o = strategy_outcome(st, x, next);
        int good = o == STRATEGY_GOING ? forces(st, x, next, j - s_moves, NULL) : strategy_good(st, o);
        if (s_moves && good) {
            if (move)
                *move = mv[i];
            return 1;
        }
        if (!s_moves && !good)
            return 0;
    }
    return !s_moves;
}

int strategy_forces(strategy *st, position pos, int turn, int j, int *mv) { return forces(st, pos, turn, j, mv); }

int strategy_key(strategy *st, position pos, int turn, uint8_t *key)
{
    uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
    return extract_key(&st->cn, &st->s.b, pos, NULL, turn, st->first, st->v2, key, perm, inv);
}

int strategy_move(strategy *st, position pos, int turn, int *mv, char *err, size_t errlen)
{
    uint8_t key[CANON_KEY_MAX + 1], perm[BOARD_MAXN], inv[BOARD_MAXN], stored;
    extract_key(&st->cn, &st->s.b, pos, NULL, turn, st->first, st->v2, key, perm, inv);
    int r = cert_read_lookup(st->cr, key, &stored);
    if (r < 0)
        return errmsg(err, errlen, "%s", cert_read_errmsg(st->cr));
    if (r == 1) {
        int m = extract_move_from_cert(&st->s, stored, perm), legal[SOLVER_MOVES + 1];
        int k = strategy_moves(st, pos, turn, legal), found = 0;
        for (int i = 0; i < k && m >= 0; i++)
            found |= legal[i] == m;
        if (!found)
            return errmsg(err, errlen, "the certificate's move here (stored byte %d) is not legal: the file does not "
                        "prove its claim (posproof-check would reject it)", stored);
        *mv = m;
        return STRATEGY_ENTRY;
    }
    if (st->in->finish > 0 && forces(st, pos, turn, (int)st->in->finish, mv))
        return STRATEGY_SHORT;
    pairset free = st->s.b.all & ~(pos.maker | pos.breaker);
    if (st->in->tail > 0 && board_popcount(free) <= st->in->tail) {
        uint8_t qp[BOARD_MAXN], qi[BOARD_MAXN];
        int m = solver_winning_move(&st->s, 0, pos, turn, canon_quick(&st->cn, pos, qp, qi), qp, 0);
        if (m >= 0) {
            *mv = m;
            return STRATEGY_TAIL;
        }
    }
    return STRATEGY_NONE;
}

void strategy_move_text(const strategy *st, int mv, char *out)
{
    const board *b = &st->s.b;
    if (mv == SOLVER_STOP) {
        strcpy(out, "stop");
        return;
    }
    int p = mv % SOLVER_DIR, i = b->pi[p], j = b->pj[p];
    if (st->s.fam->oriented)
        sprintf(out, "%d>%d", mv >= SOLVER_DIR ? j : i, mv >= SOLVER_DIR ? i : j);
    else
        sprintf(out, "%d-%d", i, j);
}

int strategy_parse_move(strategy *st, position pos, int turn, const char *text, int *mv, char *why, size_t len)
{
    const board *b = &st->s.b;
    int subh = st->s.fam->oriented, plus = solver_has_stop(&st->s), offer = st->s.fam->offer;
    char sep = subh ? '>' : '-';
    if (plus && strcmp(text, "stop") == 0) {
        int q = st->s.quota[SIDE(turn)];
        if (!solver_may_stop(&st->s, turn) && offer)
            return errmsg(why, len, "stop is legal only for %s, once a pair is offered",
                          strategy_player(st, st->s.fam->offerer));
        if (!solver_may_stop(&st->s, turn) && st->s.fam->colours)
            return errmsg(why, len, "stop is legal only after a colouring move of the same turn");
        if (!solver_may_stop(&st->s, turn))
            return errmsg(why, len, "stop is legal only once the mover has claimed %d pair%s in the turn", q,
                          q == 1 ? "" : "s");
        *mv = SOLVER_STOP;
        return 0;
    }
    const char *p = text;
    int a, c;
    if (graph_list_next(&p, sep, &a, &c) != 1 || *p)   /* one pair, docs/usage.md's grammar */
        return errmsg(why, len, "expected %s like %s%s", subh ? "an arc" : "a pair", subh ? "0>1 (the pair {0,1} oriented "
                    "from 0 to 1)" : "0-1", plus ? " or stop" : "");
    if (a >= b->n || c >= b->n)
        return errmsg(why, len, "vertex %d is out of range (the board has vertices 0 to %d)", a >= b->n ? a : c, b->n - 1);
    if (a == c)
        return errmsg(why, len, "%d%c%d is not a pair (its two vertices must differ)", a, sep, c);
    int q = b->pair[a][c], lo = a < c ? a : c, hi = a < c ? c : a;
    if (!(b->all >> q & 1)) {
        char name[SPEC_NAME_MAX];
        spec_board_name(&st->sp, name);
        return errmsg(why, len, "%d-%d is not an edge of the board %s", lo, hi, name);
    }
    if (offer && SIDE(turn) != st->s.fam->offerer && !((pos.maker & pos.breaker) >> q & 1))
        return errmsg(why, len, "the pair %d-%d is not offered: %s chooses one of the pairs offered", lo, hi,
                      strategy_player(st, SIDE(turn)));
    if (offer && (pos.maker & pos.breaker) >> q & 1 && SIDE(turn) == st->s.fam->offerer)
        return errmsg(why, len, "the pair %d-%d is offered already", lo, hi);
    if (!(offer && SIDE(turn) != st->s.fam->offerer) && (pos.maker | pos.breaker) >> q & 1)
        return errmsg(why, len, "the pair %d-%d is %s already", lo, hi, st->g.fam->taken);
    int m = subh && a > c ? q + SOLVER_DIR : q, legal[SOLVER_MOVES + 1], k = strategy_moves(st, pos, turn, legal);
    for (int i = 0; i < k; i++)
        if (legal[i] == m) {
            *mv = m;
            return 0;
        }
    return errmsg(why, len, "colouring %d-%d would complete H in the mover's own colour, which rule %s forbids", lo, hi,
                st->sp.rule_name);
}

int strategy_after(strategy *st, const char *text, position *pos, int *turn, char *left, size_t leftlen, char *err,
                   size_t errlen)
{
    if (left)
        left[0] = 0;
    *pos = st->start;
    *turn = st->start_turn;
    char why[200], word[64], over[160];
    int k = 0;
    for (const char *s = text; *s;) {
        size_t len = strcspn(s, ",");
        k++;
        if (len == 0 || len >= sizeof word)
            return errmsg(err, errlen, "--after: move %d is %s", k, len ? "too long" : "empty (moves are separated by one comma)");
        memcpy(word, s, len);
        word[len] = 0;
        int o = strategy_outcome(st, *pos, *turn), mv;
        if (o != STRATEGY_GOING) {
            strategy_outcome_text(st, o, over, sizeof over);
            return errmsg(err, errlen, "--after: move %d (%s): the game is over before it (%s)", k, word, over);
        }
        if (strategy_parse_move(st, *pos, *turn, word, &mv, why, sizeof why) != 0)
            return errmsg(err, errlen, "--after: move %d (%s) is not legal for %s: %s", k, word,
                        strategy_player(st, SIDE(*turn)), why);
        if (left && !left[0] && SIDE(*turn) == st->side) {   /* S's move: the certificate's, up to isomorphism? */
            int cm, t1, t2;
            uint8_t k1[CANON_KEY_MAX + 1], k2[CANON_KEY_MAX + 1];
            int how = strategy_move(st, *pos, *turn, &cm, why, sizeof why);
            if (how > 0) {
                position x1 = strategy_play(st, *pos, *turn, mv, &t1);
                position x2 = strategy_play(st, *pos, *turn, cm, &t2);
                int len1 = strategy_key(st, x1, t1, k1);
                strategy_key(st, x2, t2, k2);
                char text2[16];
                strategy_move_text(st, cm, text2);
                if (memcmp(k1, k2, (size_t)len1) != 0)
                    snprintf(left, leftlen, "move %d of --after, %s %s, leaves the strategy: the certificate's %s plays %s there",
                             k, strategy_player(st, st->side), word, strategy_player(st, st->side), text2);
            }
        }
        *pos = strategy_play(st, *pos, *turn, mv, turn);
        s += len;
        if (*s == ',' && !s[1])
            return errmsg(err, errlen, "--after: a comma at the end");
        if (*s == ',')
            s++;
    }
    return 0;
}

const char *strategy_player(const strategy *st, int side)
{
    return st->g.fam->player[side];
}

void strategy_claim(const strategy *st, char *out, size_t len)
{
    const game *g = &st->g;
    const spec *sp = &st->sp;
    char board[128], pw[96], who[48], rest[400] = "", start[STRATEGY_MAXLEN - 800] = "";
    const char *S = strategy_player(st, st->side);
    const char *F = strategy_player(st, st->first);
    char g6[GR_G6MAX], name[GR_G6MAX], pname[64] = "";
    if (g->complete)
        snprintf(board, sizeof board, "K%d", g->n);
    else {   /* a named graph by its name (graph_name), with the graph6 the file stores */
        graph_to_g6(&g->board, g6);
        graph_name(&g->board, name);
        if (strcmp(name, g6) != 0)
            snprintf(board, sizeof board, "the board %s (graph6 %s: %d vertices, %d edges)", name, g6, g->n, g->m);
        else
            snprintf(board, sizeof board, "the board %s (graph6: %d vertices, %d edges)", g6, g->n, g->m);
    }
    if (g->prop.def)
        gprop_name(&g->prop, 1, pname);   /* h:K3, not the header's h:Bw */
    prop_words(&g->prop, pw, sizeof pw);
    int numbered = g->fam->first == FIRST_FIXED;   /* the players are the first and the second */
    if (numbered)
        snprintf(who, sizeof who, "The %s player", st->side == 0 ? "first" : "second");
    else
        snprintf(who, sizeof who, "%s", S);
    const char *verb = st->no_loss ? "does not lose" : "wins";
    g->fam->rule_words(g, st->side, pw, board, rest, sizeof rest);
    char game[400], bias[120] = "";
    g->fam->game_words(sp, g, board, pname, game, sizeof game);
    if ((g->bias[0] != 1 || g->bias[1] != 1) && g->fam->first != FIRST_OFFERER)   /* the offer games': game_words */
        snprintf(bias, sizeof bias, " with bias %d:%d (%s claims %s%d edge%s a turn, %s %s%d)", g->bias[0],
                 g->bias[1], strategy_player(st, 0), g->rule == RULE_MONOTONE ? "at least " : "", g->bias[0],
                 g->bias[0] == 1 ? "" : "s", strategy_player(st, 1), g->rule == RULE_MONOTONE ? "at least " : "",
                 g->bias[1]);
    spec_pos sp0 = engine_spec_pos(g, &st->s.b, st->start, st->start_turn);
    if (!spec_start_is_empty(&sp0)) {
        char words[STRATEGY_MAXLEN - 1000];
        strategy_position(st, st->start, st->start_turn, words, sizeof words);
        snprintf(start, sizeof start, ", from the position %s", words);
    }
    snprintf(out, len, "%s %s %s%s, %s%s moving first%s: %s%s", who, verb, game, bias, numbered ? "the " : "",
             numbered ? (st->first == 0 ? "first player" : "second player") : F, start, rest,
             st->no_loss ? " (this file is one half of the proof of a draw)" : "");
}

static void pair_list(const board *b, pairset set, char *out, size_t len);

void strategy_position(const strategy *st, position pos, int turn, char *out, size_t len)
{
    spec_pos p = engine_spec_pos(&st->g, &st->s.b, pos, turn);
    spec_start_words(&st->sp, &st->g, &p, out, len);
    pairset offered = st->s.fam->offer ? pos.maker & pos.breaker : 0;
    char *paren = strrchr(out, '(');
    if (offered && paren && paren > out) {   /* "Client 0-1; Waiter 1-2; offered 2-3,3-4 (Client to move)" */
        char list[1024], tail[256];
        pair_list(&st->s.b, offered, list, sizeof list);
        snprintf(tail, sizeof tail, "%s", paren - 1);
        snprintf(paren - 1, len - (size_t)(paren - 1 - out), "; offered %s%s", list, tail);
    }
}

/* The pairs of the board in set, "0-1,1-2" (at most len bytes). */
static void pair_list(const board *b, pairset set, char *out, size_t len)
{
    size_t at = 0;
    int p;
    out[0] = 0;
    BOARD_EACH(p, set) {
        if (at + 8 < len)
            at += (size_t)snprintf(out + at, len - at, "%s%d-%d", at ? "," : "", b->pi[p], b->pj[p]);
    }
}

/* Subh (FORMAT.md 4.2): the creator has a directed Hamiltonian cycle
 * (oriented), or the available digraph, the arcs and both orientations of
 * each unoriented pair, has none. A vertex with no arc out of it (or into
 * it) left is the short reason. */
static void subh_why(strategy *st, position pos, int o, char *out, size_t len)
{
    const board *b = &st->s.b;
    if (o == 0) {
        snprintf(out, len, "the arcs contain a directed Hamiltonian cycle");
        return;
    }
    for (int v = 0; v < b->n; v++) {
        int outs = 0, ins = 0;
        for (int w = 0; w < b->n; w++) {
            if (w == v)
                continue;
            int p = b->pair[v][w], to_w = v < w ? (int)(pos.maker >> p & 1) : (int)(pos.breaker >> p & 1);
            int free = !((pos.maker | pos.breaker) >> p & 1);
            outs += free || to_w;
            ins += free || !to_w;
        }
        if (!outs || !ins) {
            snprintf(out, len, "every pair at vertex %d is oriented %s it: no directed Hamiltonian cycle is left", v,
                     outs ? "out of" : "into");
            return;
        }
    }
    snprintf(out, len, "no directed Hamiltonian cycle is left, however the unoriented pairs are oriented");
}

void strategy_why(strategy *st, position pos, int turn, char *out, size_t len)
{
    const property *p = &st->s.prop;
    const board *b = &st->s.b;
    const game *g = &st->g;
    const family_def *fd = g->fam;
    int o = strategy_outcome(st, pos, turn);
    char words[200], edges[1200];
    pairset free = b->all & ~(pos.maker | pos.breaker);
    vset adj[BOARD_MAXN], w[BOARD_MAXN];
    out[0] = 0;
    if (o == STRATEGY_GOING)
        return;
    if (fd->oriented) {
        subh_why(st, pos, o, out, len);
        return;
    }
    prop_words(&g->prop, words, sizeof words);
    if (g->rule == RULE_AVOID || g->rule == RULE_AVOID_PLUS) {
        /* FORMAT.md 4.2: the player to move has no legal colouring move */
        const char *colour = SIDE(turn) ? "blue" : "red";
        pair_list(b, free, edges, sizeof edges);
        if (free)
            snprintf(out, len, "the %s player (%s), to move, has no legal move: each pair left uncoloured (%s) would "
                     "complete %s in %s", SIDE(turn) ? "second" : "first", colour, edges, words, colour);
        else
            snprintf(out, len, "no pair is left uncoloured for the %s player (%s), to move", SIDE(turn) ? "second" : "first",
                     colour);
        return;
    }
    /* the graphs that end the game by having the property: Maker's,
     * Avoider's, red's (and blue's but in weak-achieve), the common graph */
    int graphs = g->rule == RULE_ACHIEVE || g->rule == RULE_MISERE ? 2 : 1;
    for (int side = 0; side < graphs; side++) {
        const char *who = fd->colour[side] ? fd->colour[side] : strategy_player(st, side);
        board_adjacency(b, side ? pos.breaker : pos.maker, adj);
        memset(w, 0, sizeof w);
        int made_it = p->witness && p->witness(p, adj, w);
        if (made_it) {
            pairset made = 0;
            for (int q = 0; q < b->m; q++)
                if (w[b->pi[q]] >> b->pj[q] & 1)
                    made |= (pairset)1 << q;
            pair_list(b, made, edges, sizeof edges);
        }
        if (!made_it && !prop_holds(&g->prop, b->n, adj))
            continue;
        int at_start = board_position_cmp(pos, st->start) == 0 && turn == st->start_turn;
        if (fd->common && !at_start)   /* made by the last move: the player's not to move */
            snprintf(out, len, "the %s player's last move gave the common graph %s%s%s", SIDE(turn) ? "first" : "second",
                     words, made_it ? ": " : "", made_it ? edges : "");
        else
            snprintf(out, len, "%s has %s%s%s", fd->common ? "the common graph" : who, words, made_it ? ": " : "",
                     made_it ? edges : "");
        return;
    }
    board_adjacency(b, b->all & ~pos.breaker, adj);
    if (fd->first == FIRST_OFFERER && prop_holds(&g->prop, b->n, adj)) {
        /* FORMAT.md 4.2 rule 3 (neither 1 nor 2): a round cannot start */
        const char *to = st->s.leftover < 0 ? NULL : strategy_player(st, st->s.leftover);
        pair_list(b, free, edges, sizeof edges);
        snprintf(out, len, "a round needs %d free pairs and %d %s left (%s): they go to %s%s", st->s.quota[fd->offerer] + 1,
                 board_popcount(free), board_popcount(free) == 1 ? "is" : "are", edges, to ? to : "nobody",
                 to ? "" : " (discarded)");
        return;
    }
    if (!fd->common) {
        /* the available graph (every pair not side 1's) lacks it: Breaker
         * or blue blocked it; Avoider avoided it; or, with no pair free,
         * neither colour has it (achieve, misere: a draw) */
        board_adjacency(b, b->all & ~pos.breaker, adj);
        char whose[48];
        snprintf(whose, sizeof whose, "%s's", strategy_player(st, 1));
        if (graphs == 2)
            snprintf(out, len, "every pair is coloured and neither colour has %s", words);
        else if (!prop_holds(&g->prop, b->n, adj))
            prop_lacks(p, adj, fd->colour[1] ? fd->colour[1] : whose, out, len);
        return;
    }
    if (!free)
        snprintf(out, len, "every pair is in the common graph, which does not have %s", words);
}

void strategy_outcome_text(const strategy *st, int o, char *out, size_t len)
{
    int ramsey = st->g.fam->first == FIRST_FIXED;
    if (o == STRATEGY_DRAW)
        snprintf(out, len, "a draw");
    else if (ramsey)
        snprintf(out, len, "the %s player wins", o == 0 ? "first" : "second");
    else
        snprintf(out, len, "%s wins", strategy_player(st, o));
}
