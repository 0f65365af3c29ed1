/* spec.c: one grammar for every family. */
#include "spec.h"

#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void spec_init(spec *sp)
{
    memset(sp, 0, sizeof *sp);
    sp->n = -1;
    sp->start_mover = -1;
}

int spec_option(spec *sp, const char *opt, const char *val)
{
    static const char *names[] = {"--game",  "--rule",    "--board",    "--board-file", "--H",     "--property",
                                  "--bias",  "--first",   "--creator",  "--maker",      "--breaker", "--avoider",
                                  "--enforcer", "--red",  "--blue",     "--arcs",       "--edges", "--to-move",
                                  "--offer", "--leftover", "--client",  "--waiter",     "--picker", "--chooser"};
    const char **slot[] = {&sp->game,  &sp->rule,    &sp->board_g6, &sp->board_file, &sp->H,     &sp->property,
                           &sp->bias,  &sp->first,   &sp->creator,  &sp->maker,      &sp->breaker, &sp->avoider,
                           &sp->enforcer, &sp->red,  &sp->blue,     &sp->arcs,       &sp->edges, &sp->to_move,
                           &sp->offer, &sp->leftover, &sp->client,  &sp->waiter,     &sp->picker, &sp->chooser};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strcmp(opt, names[i]) == 0) {
            *slot[i] = val;
            return 1;
        }
    return 0;
}

int spec_not_for(const char *what, const char *val, const char *game, char *err, size_t errlen)
{
    if (!val)
        return 0;
    snprintf(err, errlen, "%s does not apply to --game %s", what, game);
    return -1;
}

/* FILE's one non-blank line ("-": standard input), read as --batch reads
 * its lines (graphs.h graph_read_line). */
static int read_board_file(const char *path, char *buf, size_t len, char *err, size_t errlen)
{
    int std = strcmp(path, "-") == 0;
    FILE *f = std ? stdin : fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "--board-file %s: %s", path, strerror(errno));
        return -1;
    }
    int lines = 0, got;
    char line[256], *g;
    buf[0] = 0;
    while ((got = graph_read_line(f, line, sizeof line, &g)) != 0) {
        if (got < 0) {
            snprintf(err, errlen, "--board-file %s: a line longer than %zu bytes", path, sizeof line - 2);
            if (!std)
                fclose(f);
            return -1;
        }
        if (g && lines++ == 0)
            snprintf(buf, len, "%s", g);
    }
    int bad = ferror(f);
    if (bad)
        snprintf(err, errlen, "--board-file %s: %s", path, strerror(errno));
    if (!std)
        fclose(f);
    if (bad)
        return -1;
    if (lines != 1) {
        snprintf(err, errlen, "--board-file %s: expected one graph6 line, found %d", path, lines);
        return -1;
    }
    return 0;
}

int spec_board(spec *sp, const char *g6, char *err, size_t errlen)
{
    char why[192];   /* "bad board: " and why fit in the 256 bytes of the callers' err */
    if (graph_from_g6(g6, &sp->board, why, sizeof why) != 0) {
        snprintf(err, errlen, "bad board: %s", why);
        return -1;
    }
    sp->has_board = 1;
    sp->n = sp->board.n;
    return 0;
}

/* --board and --board-file: a name or graph6 (graph_parse). A name of a
 * complete graph, Kn, is the board K_n, as --n n: board complete in a
 * certificate (graph6 boards take at most 64 edges there, FORMAT.md 3.1). */
static int board_text(spec *sp, const char *text, char *err, size_t errlen)
{
    int r = graph_parse(text, &sp->board, err, errlen);
    if (r < 0)
        return -1;
    sp->n = sp->board.n;
    sp->has_board = !(r == 1 && graph_edges(&sp->board) == sp->n * (sp->n - 1) / 2);
    return 0;
}

/* ---- the start position (FORMAT.md 3.4) ---- */

/* The start flags (family.h: each family's start[]) and where spec keeps
 * their values. */
static const char *start_value(const spec *sp, const char *flag)
{
    static const char *const names[] = {"maker", "breaker", "avoider", "enforcer", "red", "blue", "arcs", "edges",
                                        "client", "waiter", "picker", "chooser"};
    const char *const v[] = {sp->maker, sp->breaker, sp->avoider, sp->enforcer, sp->red, sp->blue, sp->arcs, sp->edges,
                             sp->client, sp->waiter, sp->picker, sp->chooser};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strcmp(flag, names[i]) == 0)
            return v[i];
    assert(0 && "a family's start flag has no place in spec (spec_option, options.c)");
    return NULL;
}

/* "--maker and --breaker": the start flags of fd. */
static void family_flags(const family_def *fd, char *out, size_t len)
{
    if (!fd->start[1])
        snprintf(out, len, "--%s", fd->start[0]);
    else
        snprintf(out, len, "--%s and --%s", fd->start[0], fd->start[1]);
}

/* The family with start flag `flag` (without "--"): the first in the table. */
static const family_def *flag_family(const char *flag)
{
    for (const family_def *const *f = family_table; *f; f++)
        for (int i = 0; i < 2; i++)
            if ((*f)->start[i] && strcmp((*f)->start[i], flag) == 0)
                return *f;
    return NULL;
}

/* Every start flag of every family, once each: out[0..count-1], at most
 * START_FLAGS_MAX. */
#define START_FLAGS_MAX 32
static int all_start_flags(const char **out)
{
    int k = 0;
    for (const family_def *const *f = family_table; *f; f++)
        for (int i = 0; i < 2; i++)
            if ((*f)->start[i] && flag_family((*f)->start[i]) == *f) {
                assert(k < START_FLAGS_MAX);
                out[k++] = (*f)->start[i];
            }
    return k;
}

/* Parses the value text of start flag i into sp->start; owner[q] names the
 * flag that gave pair q so far. 0, or -1 with err. */
static int parse_start(spec *sp, const char *name, int state, const char *text, const char **owner, char *err,
                       size_t errlen)
{
    char flag[32];
    snprintf(flag, sizeof flag, "--%s", name);
    int arcs = sp->fam->oriented;
    char sep = arcs ? '>' : '-';
    const char *s = text, *at;
    int a, b, r;
    for (at = s; (r = graph_list_next(&s, sep, &a, &b)) != 0; at = s) {
        if (r < 0) {
            if (arcs)
                snprintf(err, errlen, "%s '%.60s': expected arcs like 0>1,2>3 (i>j: the pair {i,j} oriented from i to j; "
                         "'' for none)", flag, text);
            else
                snprintf(err, errlen, "%s '%.60s': expected pairs like 0-1,2-3 (decimal vertices, comma-separated; '' "
                         "for none)", flag, text);
            return -1;
        }
        if (a >= sp->n || b >= sp->n) {   /* the vertex as given (its value is capped) */
            int k1 = (int)strspn(at, "0123456789"), k2 = (int)strspn(at + k1 + 1, "0123456789");
            const char *v = a >= sp->n ? at : at + k1 + 1;
            snprintf(err, errlen, "%s '%.60s': vertex %.*s is out of range (the board has vertices 0 to %d)", flag, text,
                     a >= sp->n ? k1 : k2, v, sp->n - 1);
            return -1;
        }
        if (a == b) {
            snprintf(err, errlen, "%s '%.60s': %d%c%d is not a pair (its two vertices must differ)", flag, text, a, sep,
                     b);
            return -1;
        }
        int lo = a < b ? a : b, hi = a < b ? b : a, q = hi * (hi - 1) / 2 + lo;
        if (sp->has_board && !(sp->board.adj[lo] >> hi & 1)) {
            char name[SPEC_NAME_MAX];
            spec_board_name(sp, name);
            snprintf(err, errlen, "%s '%.60s': the pair %d-%d is not an edge of the board %s", flag, text, lo, hi, name);
            return -1;
        }
        if (owner[q] == name) {
            snprintf(err, errlen, "%s '%.60s': the pair %d-%d is given twice", flag, text, lo, hi);
            return -1;
        }
        if (owner[q]) {
            snprintf(err, errlen, "the pair %d-%d is given in both --%s and %s", lo, hi, owner[q], flag);
            return -1;
        }
        owner[q] = name;
        sp->start[q] = (uint8_t)(arcs ? (a < b ? 1 : 2) : state);
    }
    return 0;
}

static int start_resolve(spec *sp, int batch, const char *who, char *err, size_t errlen)
{
    const family_def *fd = sp->fam;
    char takes[64];
    const char *flags[START_FLAGS_MAX];
    int nflags = all_start_flags(flags);
    family_flags(fd, takes, sizeof takes);
    sp->has_start = 0;
    sp->start_mover = -1;
    memset(sp->start, 0, sizeof sp->start);
    for (int i = 0; i < nflags; i++) {
        if (!start_value(sp, flags[i]))
            continue;
        if (strcmp(flags[i], fd->start[0]) != 0 && !(fd->start[1] && strcmp(flags[i], fd->start[1]) == 0)) {
            snprintf(err, errlen, "--%s applies to %s games (the position of a%s %s game is given by %s)", flags[i],
                     flag_family(flags[i])->name, strchr("aeiou", fd->name[0]) ? "n" : "", fd->name, takes);
            return -1;
        }
        sp->has_start = 1;
    }
    if (sp->to_move) {
        if (!rule_stops(sp->rulev)) {
            snprintf(err, errlen, "--to-move applies to rules whose turns have any length only, ramsey's avoid-plus and "
                     "monotone-avoider-enforcer (elsewhere the player to move follows from the counts: certs/FORMAT.md "
                     "3.4)");
            return -1;
        }
        if (strcmp(sp->to_move, "first") && strcmp(sp->to_move, "second")) {
            snprintf(err, errlen, "--to-move '%s': expected first or second", sp->to_move);
            return -1;
        }
        sp->start_mover = strcmp(sp->to_move, "second") == 0;
        sp->has_start = 1;
    }
    if (!sp->has_start)
        return 0;
    if (batch) {
        snprintf(err, errlen, "a start position (%s) does not apply to --batch, which solves every board from the "
                 "empty position", takes);
        return -1;
    }
    const char *owner[GR_MAXM] = {0};
    for (int i = 0; i < 2; i++)
        if (fd->start[i] && start_value(sp, fd->start[i]) &&
            parse_start(sp, fd->start[i], fd->start_state[i], start_value(sp, fd->start[i]), owner, err, errlen) != 0)
            return -1;
    if (fd->first != FIRST_FIXED && fd->first != FIRST_OFFERER && !who) {
        if (fd->first == FIRST_CREATOR)
            snprintf(err, errlen, "a start position needs --creator first or --creator second: who is to move follows "
                     "from the counts and from who moved first (certs/FORMAT.md 3.4)");
        else
            snprintf(err, errlen, "a start position needs --first %s or --first %s: who is to move follows from the "
                     "counts and from who moved first (certs/FORMAT.md 3.4)", fd->role[0], fd->role[1]);
        return -1;
    }
    return 0;
}

spec_pos spec_start(const spec *sp, const game *g)
{
    spec_pos p;
    memset(&p, 0, sizeof p);
    assert(g->n == sp->n && g->n >= 2 && g->n <= GR_MAXN);
    p.n = g->n;
    int c = 0;
    for (int j = 1; j < g->n; j++)
        for (int i = 0; i < j; i++) {
            int q = j * (j - 1) / 2 + i, on = g->board.adj[i] >> j & 1;
            assert(!sp->has_start || sp->start[q] <= 2);
            assert(on || !sp->has_start || !sp->start[q]);   /* spec_resolve checked the board */
            p.state[q] = !on ? 3 : sp->has_start ? sp->start[q] : 0;
            c += p.state[q] == 1 || p.state[q] == 2;
        }
    if (g->fam->first == FIRST_OFFERER)   /* a round starts (FORMAT.md 3.4: t = 0) */
        p.mover = 0;
    else if (g->rule == RULE_AVOID_PLUS)
        p.mover = (uint8_t)(sp->start_mover >= 0 ? sp->start_mover : c % 2);
    else if (g->rule == RULE_MONOTONE)   /* a turn starts; by default the first player's */
        p.mover = (uint8_t)(sp->start_mover >= 0 ? sp->start_mover : 0);
    else {
        int r = c % (g->quota[0] + g->quota[1]);
        p.mover = r >= g->quota[0];
        p.done = (uint8_t)(r < g->quota[0] ? r : r - g->quota[0]);
    }
    return p;
}

int spec_start_is_empty(const spec_pos *p)
{
    for (int q = 0; q < p->n * (p->n - 1) / 2; q++)
        if (p->state[q] == 1 || p->state[q] == 2)
            return 0;
    return !p->mover && !p->done;
}

int spec_start_parse(const char *hex, int n, spec_pos *p)
{
    int m = n * (n - 1) / 2, len = (m + 3) / 4;
    unsigned byte;
    memset(p, 0, sizeof *p);
    p->n = n;
    if (n < 2 || n > GR_MAXN || (int)strlen(hex) != 2 * len + 2 || strspn(hex, "0123456789abcdef") != strlen(hex))
        return -1;
    for (int k = 0; k <= len; k++) {
        sscanf(hex + 2 * k, "%2x", &byte);
        for (int q = 4 * k; k < len && q < 4 * k + 4 && q < m; q++)
            p->state[q] = (uint8_t)(byte >> 2 * (q % 4) & 3);
        if (k == len) {
            p->mover = (uint8_t)(byte & 1);
            p->done = (uint8_t)(byte >> 1);
        }
    }
    return 0;
}

void spec_start_hex(const spec_pos *p, char *out)
{
    int m = p->n * (p->n - 1) / 2, len = (m + 3) / 4;
    uint8_t bytes[GR_MAXM / 4 + 2];
    assert(p->n >= 2 && p->n <= GR_MAXN && len + 1 <= (int)sizeof bytes && 2 * (len + 1) < 64);
    memset(bytes, 0, sizeof bytes);
    for (int q = 0; q < m; q++) {
        assert(p->state[q] <= 3);
        bytes[q / 4] |= (uint8_t)(p->state[q] << 2 * (q % 4));
    }
    bytes[len] = (uint8_t)(p->mover + 2 * p->done);
    for (int k = 0; k <= len; k++)
        sprintf(out + 2 * k, "%02x", bytes[k]);
}

void spec_start_pairs(const family_def *fd, const spec_pos *p, int state, char *out)
{
    size_t k = 0;
    out[0] = 0;
    for (int j = 1; j < p->n; j++)   /* in the order of the pair numbers (FORMAT.md 3) */
        for (int i = 0; i < j; i++) {
            int st = p->state[j * (j - 1) / 2 + i];
            if (st != 1 && st != 2)
                continue;
            if (!fd->oriented && st != state)
                continue;
            int a = fd->oriented && st == 2 ? j : i, b = a == i ? j : i;
            k += (size_t)sprintf(out + k, "%s%d%c%d", k ? "," : "", a, fd->oriented ? '>' : '-', b);
            assert(k < 1024 - 8);   /* at most 120 pairs of at most 6 characters */
        }
}

int spec_start_names(const spec *sp, const char **names, int *states)
{
    int k = 0;
    for (int i = 0; i < 2; i++)
        if (sp->fam->start[i]) {
            names[k] = sp->fam->start[i];
            states[k++] = sp->fam->start_state[i];
        }
    return k;
}

int spec_err_option(const char *opt, char *err, size_t errlen)
{
    char why[512];
    snprintf(why, sizeof why, "%s", err);
    snprintf(err, errlen, "%s: %s", opt, why);
    return -1;
}

int spec_resolve(spec *sp, int batch, char *err, size_t errlen)
{
    const char *gm = sp->game;
    char games[128];
    family_list(games, sizeof games, FAMILY_LIST_BY_GAME, 0, ", ", " or ");
    if (!gm) {
        char names[512];
        prop_names(names, sizeof names, ", ", ", ", 0);
        snprintf(err, errlen, "missing --game (%s, %s)", names, games);
        return -1;
    }
    sp->fam = family_named(gm, FAMILY_BY_GAME);
    int graphs = sp->fam == NULL;   /* --game P: a property, the family by --rule */
    sp->bias_ab[0] = sp->bias_ab[1] = 1;
    sp->bias_to[0] = sp->bias_to[1] = 1;
    sp->rule_name[0] = 0;
    if (graphs) {
        if (gprop_parse(gm, &sp->prop, err, errlen) != 0) {
            char names[512], titles[128];
            prop_names(names, sizeof names, ", ", " or ", 0);
            family_list(titles, sizeof titles, FAMILY_LIST_BY_RULE, 1, ", ", " and ");
            if (strncmp(err, "unknown property", 16) == 0)   /* neither a property nor a family */
                snprintf(err, errlen, "unknown game '%s' (expected a property P, %s, for %s; or %s: Sim is --game "
                         "ramsey --H K3 --n 6 --rule misere)", gm, names, titles, games);
            else
                spec_err_option("--game", err, errlen);
            return -1;
        }
        gprop_name(&sp->prop, 0, sp->prop_name);
        /* without --rule, the table's first family (maker-breaker) */
        sp->fam = family_named(sp->rule ? sp->rule : family_word(family_table[0]), FAMILY_BY_RULE);
        if (!sp->fam) {
            char rules[128];
            family_list(rules, sizeof rules, FAMILY_LIST_BY_RULE, 0, ", ", " or ");
            snprintf(err, errlen, "--rule '%s' does not apply to --game %s (%s)", sp->rule, gm, rules);
            return -1;
        }
        if (spec_not_for("--H", sp->H, gm, err, errlen) || spec_not_for("--property", sp->property, gm, err, errlen) ||
            spec_not_for("--creator", sp->creator, gm, err, errlen))
            return -1;
        sp->rulev = RULE_NONE;
        if (sp->fam->resolve && sp->fam->resolve(sp, err, errlen) != 0)   /* a rule it fixes: monotone */
            return -1;
        if (sp->bias) {
            /* A:B, or a range A:B..C:D with A = C or B = D (a threshold search) */
            long v[4];
            const char *at = sp->bias;
            int k = 0, bad = 0;
            for (; k < 4 && !bad; k++) {
                char *e;
                v[k] = strtol(at, &e, 10);
                bad = e == at || *at < '0' || *at > '9' || v[k] < 1 || v[k] > BIAS_MAX;
                if (bad || !*e)
                    break;
                const char *sep = k % 2 == 0 ? ":" : "..";
                bad = strncmp(e, sep, strlen(sep)) != 0;
                at = e + strlen(sep);
            }
            if (bad || (k != 1 && k != 3)) {
                snprintf(err, errlen, "--bias '%s': expected A:B with 1 <= A, B <= %d (or a range A:B..C:D)", sp->bias,
                         BIAS_MAX);
                return -1;
            }
            if (k == 1) {
                v[2] = v[0];
                v[3] = v[1];
            }
            if ((v[0] != v[2] && v[1] != v[3]) || v[2] < v[0] || v[3] < v[1]) {
                snprintf(err, errlen, "--bias '%s': a range A:B..C:D varies one side, upwards (1:1..1:8 or 1:2..5:2)",
                         sp->bias);
                return -1;
            }
            sp->bias_ab[0] = (int)v[0];
            sp->bias_ab[1] = (int)v[1];
            sp->bias_to[0] = (int)v[2];
            sp->bias_to[1] = (int)v[3];
        }
    } else {
        if (spec_not_for("--board", sp->board_g6, gm, err, errlen) ||
            spec_not_for("--board-file", sp->board_file, gm, err, errlen) ||
            spec_not_for("--bias", sp->bias, gm, err, errlen) || spec_not_for("--first", sp->first, gm, err, errlen))
            return -1;
        if (batch) {
            char names[128];
            family_list(names, sizeof names, FAMILY_LIST_BY_RULE, 0, ", ", " and ");
            snprintf(err, errlen, "--batch applies to %s games only", names);
            return -1;
        }
        if (sp->fam->resolve(sp, err, errlen) != 0)
            return -1;
    }
    if (sp->fam->first != FIRST_OFFERER && (sp->offer || sp->leftover)) {
        char names[128];
        family_list(names, sizeof names, FAMILY_LIST_OFFER, 0, ", ", " and ");
        snprintf(err, errlen, "--%s applies to %s only", sp->offer ? "offer" : "leftover", names);
        return -1;
    }
    /* the board */
    int boards = (sp->n >= 0) + !!sp->board_g6 + !!sp->board_file + !!batch;
    if (boards > 1) {
        snprintf(err, errlen, "give only one of --n, --board, --board-file and --batch");
        return -1;
    }
    if (boards == 0) {
        snprintf(err, errlen, graphs ? "missing --n, --board, --board-file or --batch" : "missing --n");
        return -1;
    }
    char buf[256];
    if (sp->board_file) {
        char why[256];
        if (read_board_file(sp->board_file, buf, sizeof buf, err, errlen) != 0)
            return -1;
        if (board_text(sp, buf, why, sizeof why) != 0) {
            snprintf(err, errlen, "--board-file %s: bad board: %s", sp->board_file, why);
            return -1;
        }
    } else if (sp->board_g6) {
        char why[256];
        if (board_text(sp, sp->board_g6, why, sizeof why) != 0) {
            snprintf(err, errlen, "--board: %s", why);
            return -1;
        }
    }
    if (!batch && (sp->n < 2 || sp->n > GR_MAXN)) {
        snprintf(err, errlen, "--n %d is out of range (2 <= n <= %d)", sp->n, GR_MAXN);
        return -1;
    }
    /* who moves first */
    const family_def *fd = sp->fam;
    const char *who = fd->first == FIRST_CREATOR ? sp->creator : sp->first;
    if (fd->first == FIRST_FIXED) {
        sp->nroles = 1;
        sp->roles[0] = 0;
    } else if (fd->first == FIRST_OFFERER) {
        if (who && family_role(fd, who) != fd->offerer) {
            snprintf(err, errlen, "--first '%s': the offerer, %s, moves first in every round of %s", who,
                     fd->role[fd->offerer], family_word(fd));
            return -1;
        }
        sp->nroles = 1;
        sp->roles[0] = fd->offerer;
    } else if (!who) {
        sp->nroles = 2;
        sp->roles[0] = 0;
        sp->roles[1] = 1;
    } else {
        int r;
        if (fd->first == FIRST_CREATOR)
            r = strcmp(who, "first") == 0 ? 0 : strcmp(who, "second") == 0 ? 1 : -1;
        else
            r = family_role(fd, who);
        if (r < 0) {
            if (fd->first == FIRST_CREATOR)
                snprintf(err, errlen, "--creator '%s': expected first or second", who);
            else
                snprintf(err, errlen, "--first '%s': expected %s or %s", who, fd->role[0], fd->role[1]);
            return -1;
        }
        sp->nroles = 1;
        sp->roles[0] = r;
    }
    return start_resolve(sp, batch, who, err, errlen);
}

int spec_game(const spec *sp, int first_role, game *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (game_board(g, sp->n, sp->has_board ? &sp->board : NULL, err, errlen) != 0)
        return -1;
    g->fam = sp->fam;
    g->rule = sp->rulev;
    g->prop = sp->prop;
    g->bias[0] = sp->bias_ab[0];
    g->bias[1] = sp->bias_ab[1];
    /* subh: role 0 is the creator; "--creator second" means the blocker moves first */
    g->first_role = first_role;
    g->upto = sp->upto;
    g->leftover = sp->leftover_role;
    return game_finish(g, err, errlen);
}

void spec_board_name(const spec *sp, char *out)
{
    if (!sp->has_board) {
        sprintf(out, "K%d", sp->n);
        return;
    }
    char g6[GR_G6MAX];
    graph_to_g6(&sp->board, g6);
    graph_name(&sp->board, out);   /* a named graph by its name, also when given in graph6 (a certificate's board) */
    /* a board given by name (or a short edge list) is printed as given */
    if (sp->board_g6 && strcmp(sp->board_g6, g6) != 0 && strlen(sp->board_g6) < SPEC_NAME_MAX && sp->board_g6[0] != ':')
        snprintf(out, SPEC_NAME_MAX, "%s", sp->board_g6);
}

void spec_start_words(const spec *sp, const game *g, const spec_pos *p, char *out, size_t len)
{
    const char *names[2];
    int states[2], k = spec_start_names(sp, names, states),
        cap = sp->fam->first == FIRST_ROLE || sp->fam->first == FIRST_OFFERER;
    char list[1024];
    size_t at = 0;
    out[0] = 0;
    for (int i = 0; i < k && at < len; i++) {
        spec_start_pairs(g->fam, p, states[i], list);
        at += (size_t)snprintf(out + at, len - at, "%s%c%s %s", i ? "; " : "", cap ? names[i][0] - 'a' + 'A' : names[i][0],
                               names[i] + 1, list[0] ? list : "none");
    }
    const char *role = game_role(g, p->mover);
    if (at < len && g->fam->first == FIRST_FIXED)
        at += (size_t)snprintf(out + at, len - at, " (%s player to move", role);
    else if (at < len)
        at += (size_t)snprintf(out + at, len - at, " (%c%s to move", role[0] - 'a' + 'A', role + 1);
    if (at < len && p->done && g->fam->first == FIRST_OFFERER)   /* the offer so far (FORMAT.md 3.3) */
        at += (size_t)snprintf(out + at, len - at, ", %d pair%s offered", p->done, p->done == 1 ? "" : "s");
    else if (at < len && p->done && g->rule == RULE_MONOTONE && p->done < g->quota[p->mover])
        at += (size_t)snprintf(out + at, len - at, ", %d of its at least %d moves made", p->done, g->quota[p->mover]);
    else if (at < len && p->done && g->rule == RULE_MONOTONE)   /* d is counted up to the bias */
        at += (size_t)snprintf(out + at, len - at, ", %d or more moves made in this turn, which stop may end",
                               p->done);
    else if (at < len && p->done && rule_stops(g->rule))   /* a turn of any length, ended by stop */
        at += (size_t)snprintf(out + at, len - at, ", %d move%s made in this turn, which stop ends", p->done,
                               p->done == 1 ? "" : "s");
    else if (at < len && p->done)
        at += (size_t)snprintf(out + at, len - at, ", %d of its %d moves made", p->done, g->quota[p->mover]);
    if (at < len)
        snprintf(out + at, len - at, ")");
}
