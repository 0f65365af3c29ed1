/* spec.c: one grammar for every family. */
#include "spec.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void spec_init(spec *sp)
{
    memset(sp, 0, sizeof *sp);
    sp->n = -1;
}

int spec_option(spec *sp, const char *opt, const char *val)
{
    static const char *names[] = {"--game", "--rule", "--board", "--board-file", "--H", "--property", "--bias", "--first",
                                  "--creator"};
    const char **slot[] = {&sp->game,     &sp->rule, &sp->board_g6, &sp->board_file, &sp->H,
                           &sp->property, &sp->bias, &sp->first,    &sp->creator};
    for (int i = 0; i < 9; i++)
        if (strcmp(opt, names[i]) == 0) {
            *slot[i] = val;
            return 1;
        }
    return 0;
}

static int role_index(int family, const char *s)
{
    for (int r = 0; r < 2; r++)
        if (strcmp(s, game_family(family)->role[r]) == 0)
            return r;
    return -1;
}

static int not_for(const char *what, const char *val, const char *game, char *err, size_t errlen)
{
    if (!val)
        return 0;
    snprintf(err, errlen, "%s does not apply to --game %s", what, game);
    return -1;
}

static int read_board_file(const char *path, char *buf, size_t len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "--board-file %s: %s", path, strerror(errno));
        return -1;
    }
    int lines = 0;
    char line[256];
    buf[0] = 0;
    while (fgets(line, sizeof line, f)) {
        if (!strchr(line, '\n') && !feof(f)) {
            snprintf(err, errlen, "--board-file %s: a line longer than %zu bytes", path, sizeof line - 2);
            fclose(f);
            return -1;
        }
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0])
            continue;
        if (lines++ == 0)
            snprintf(buf, len, "%s", line);
    }
    if (ferror(f)) {
        snprintf(err, errlen, "--board-file %s: %s", path, strerror(errno));
        fclose(f);
        return -1;
    }
    fclose(f);
    if (lines != 1) {
        snprintf(err, errlen, "--board-file %s: expected one graph6 line, found %d", path, lines);
        return -1;
    }
    return 0;
}

int spec_board(spec *sp, const char *g6, char *err, size_t errlen)
{
    char why[256];
    if (graph_from_g6(g6, &sp->board, why, sizeof why) != 0) {
        snprintf(err, errlen, "bad board: %s", why);
        return -1;
    }
    if (graph_edges(&sp->board) > GAME_MAXE) {
        snprintf(err, errlen, "bad board '%.40s': %d edges, at most %d are supported", g6, graph_edges(&sp->board),
                 GAME_MAXE);
        return -1;
    }
    sp->has_board = 1;
    sp->n = sp->board.n;
    return 0;
}

int spec_resolve(spec *sp, int batch, char *err, size_t errlen)
{
    const char *gm = sp->game;
    if (!gm) {
        snprintf(err, errlen, "missing --game (ham, hp, fhp, hc, conn, pm, cycle, arboricity:K, h:H, ramsey, subh or shared)");
        return -1;
    }
    int graphs = strcmp(gm, "ramsey") && strcmp(gm, "subh") && strcmp(gm, "shared");
    sp->bias_ab[0] = sp->bias_ab[1] = 1;
    sp->rule_name[0] = 0;
    if (graphs) {
        if (gprop_parse(gm, &sp->prop, err, errlen) != 0)
            return -1;
        gprop_name(&sp->prop, sp->prop_name);
        if (!sp->rule || strcmp(sp->rule, "maker-breaker") == 0)
            sp->family = FAM_MB;
        else if (strcmp(sp->rule, "avoider-enforcer") == 0)
            sp->family = FAM_AE;
        else {
            snprintf(err, errlen, "--rule '%s' does not apply to --game %s (maker-breaker or avoider-enforcer)", sp->rule, gm);
            return -1;
        }
        if (not_for("--H", sp->H, gm, err, errlen) || not_for("--property", sp->property, gm, err, errlen) ||
            not_for("--creator", sp->creator, gm, err, errlen))
            return -1;
        if (sp->bias) {
            char *e1, *e2;
            long a = strtol(sp->bias, &e1, 10), b = *e1 == ':' ? strtol(e1 + 1, &e2, 10) : 0;
            if (*e1 != ':' || e1 == sp->bias || *e2 || e2 == e1 + 1 || a < 1 || b < 1 || a > 16 || b > 16) {
                snprintf(err, errlen, "--bias '%s': expected A:B with 1 <= A, B <= 16", sp->bias);
                return -1;
            }
            sp->bias_ab[0] = (int)a;
            sp->bias_ab[1] = (int)b;
        }
    } else {
        if (not_for("--board", sp->board_g6, gm, err, errlen) || not_for("--board-file", sp->board_file, gm, err, errlen) ||
            not_for("--bias", sp->bias, gm, err, errlen) || not_for("--first", sp->first, gm, err, errlen))
            return -1;
        if (batch) {
            snprintf(err, errlen, "--batch applies to maker-breaker and avoider-enforcer games only");
            return -1;
        }
    }
    if (strcmp(gm, "ramsey") == 0) {
        static const char *rules[] = {"avoid", "misere", "avoid-plus", "achieve", "weak-achieve"};
        static const int rv[] = {RULE_AVOID, RULE_MISERE, RULE_AVOID_PLUS, RULE_ACHIEVE, RULE_WEAK};
        sp->family = FAM_RAMSEY;
        if (not_for("--property", sp->property, gm, err, errlen) || not_for("--creator", sp->creator, gm, err, errlen))
            return -1;
        if (!sp->H) {
            snprintf(err, errlen, "--game ramsey needs --H (K3, K4, C4, P4, star:L or graph6)");
            return -1;
        }
        sp->prop.id = P_H;
        if (graph_named(sp->H, &sp->prop.h, err, errlen) != 0)
            return -1;
        sp->rulev = -1;
        for (int i = 0; i < 5; i++)
            if (sp->rule && strcmp(sp->rule, rules[i]) == 0)
                sp->rulev = rv[i];
        if (sp->rulev < 0) {
            snprintf(err, errlen, "--game ramsey needs --rule avoid, misere, avoid-plus, achieve or weak-achieve%s%s%s",
                     sp->rule ? " (got '" : "", sp->rule ? sp->rule : "", sp->rule ? "')" : "");
            return -1;
        }
        snprintf(sp->rule_name, sizeof sp->rule_name, "%s", sp->rule);
    } else if (strcmp(gm, "subh") == 0) {
        sp->family = FAM_SUBH;
        if (not_for("--rule", sp->rule, gm, err, errlen) || not_for("--H", sp->H, gm, err, errlen) ||
            not_for("--property", sp->property, gm, err, errlen))
            return -1;
    } else if (strcmp(gm, "shared") == 0) {
        sp->family = FAM_SHARED;
        if (not_for("--H", sp->H, gm, err, errlen) || not_for("--creator", sp->creator, gm, err, errlen))
            return -1;
        if (!sp->property) {
            snprintf(err, errlen, "--game shared needs --property (conn, ham, h:H, ...)");
            return -1;
        }
        if (gprop_parse(sp->property, &sp->prop, err, errlen) != 0)
            return -1;
        gprop_name(&sp->prop, sp->prop_name);
        if (!sp->rule || strcmp(sp->rule, "normal") == 0)
            sp->rulev = RULE_NORMAL;
        else if (strcmp(sp->rule, "avoid") == 0)
            sp->rulev = RULE_SHARED_AVOID;
        else {
            snprintf(err, errlen, "--rule '%s' does not apply to --game shared (normal or avoid)", sp->rule);
            return -1;
        }
        snprintf(sp->rule_name, sizeof sp->rule_name, "%s", sp->rulev == RULE_NORMAL ? "normal" : "avoid");
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
        if (spec_board(sp, buf, why, sizeof why) != 0) {
            snprintf(err, errlen, "--board-file %s: %s", sp->board_file, why);
            return -1;
        }
    } else if (sp->board_g6 && spec_board(sp, sp->board_g6, err, errlen) != 0)
        return -1;
    if (!batch && (sp->n < 2 || sp->n > GR_MAXN)) {
        snprintf(err, errlen, "--n %d is out of range (2 <= n <= %d)", sp->n, GR_MAXN);
        return -1;
    }
    if (!batch && !sp->has_board && sp->n * (sp->n - 1) / 2 > GAME_MAXE && !(sp->family == FAM_MB && sp->n <= 10)) {
        snprintf(err, errlen, "K_%d has %d edges; at most %d are supported", sp->n, sp->n * (sp->n - 1) / 2, GAME_MAXE);
        return -1;
    }
    /* who moves first */
    const char *who = sp->family == FAM_SUBH ? sp->creator : sp->first;
    if (sp->family == FAM_RAMSEY || sp->family == FAM_SHARED) {
        sp->nroles = 1;
        sp->roles[0] = 0;
    } else if (!who) {
        sp->nroles = 2;
        sp->roles[0] = 0;
        sp->roles[1] = 1;
    } else {
        int r;
        if (sp->family == FAM_SUBH)
            r = strcmp(who, "first") == 0 ? 0 : strcmp(who, "second") == 0 ? 1 : -1;
        else
            r = role_index(sp->family, who);
        if (r < 0) {
            const family_ops *ops = game_family(sp->family);
            if (sp->family == FAM_SUBH)
                snprintf(err, errlen, "--creator '%s': expected first or second", who);
            else
                snprintf(err, errlen, "--first '%s': expected %s or %s", who, ops->role[0], ops->role[1]);
            return -1;
        }
        sp->nroles = 1;
        sp->roles[0] = r;
    }
    return 0;
}

int spec_game(const spec *sp, int first_role, game *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (game_board(g, sp->n, sp->has_board ? &sp->board : NULL, err, errlen) != 0)
        return -1;
    g->family = sp->family;
    g->rule = sp->family == FAM_RAMSEY || sp->family == FAM_SHARED ? sp->rulev : RULE_NONE;
    g->prop = sp->prop;
    g->bias[0] = sp->bias_ab[0];
    g->bias[1] = sp->bias_ab[1];
    /* subh: role 0 is the creator; "--creator second" means the blocker moves first */
    g->first_role = first_role;
    return game_finish(g, err, errlen);
}

void spec_board_name(const spec *sp, char *out)
{
    if (sp->has_board)
        graph_to_g6(&sp->board, out);
    else
        sprintf(out, "K%d", sp->n);
}
