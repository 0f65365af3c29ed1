/* cmd_moves.c: `posproof moves`: every legal move of the player to move
 * with its value under perfect play (options.c has the help).
 *
 * The position is the game's start (the start flags) after the moves of
 * --after; its legal moves are grouped by the key of the position each
 * leads to (isomorphic positions have one value), and one move of each
 * group is solved, all on one solver, so that the groups share its table.
 * With --cert-dir, the winning moves' positions are solved again by
 * run_solve, each writing its certificate, as `solve --cert` would from
 * that start. */
#include "cmd.h"
#include "engine.h"
#include "strategy.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WINS, DRAWS, LOSES };   /* a move's value for the mover, in the order they are listed */
static const char *const value_names[] = {"wins", "draws", "loses"};

typedef struct move_value {
    int mv;                    /* the move (strategy.h) */
    int like;                  /* the index of the first move of its group (itself if first) */
    int value;                 /* WINS, DRAWS or LOSES */
} move_value;

/* The file name of move mv in DIR: 0-1.cert, Subh 0to1.cert, stop.cert. */
static void cert_name(strategy *st, int mv, const char *dir, char *out, size_t len)
{
    char text[16];
    strategy_move_text(st, mv, text);
    char *gt = strchr(text, '>');
    if (gt)
        *gt = 0;
    snprintf(out, len, "%s/%s%s%s.cert", dir, text, gt ? "to" : "", gt ? gt + 1 : "");
}

/* Writes the certificate of the mover's win after move mv from pos (turn
 * to move) into DIR, by run_solve from that start. 0, or an exit status
 * after a message. */
static int write_win(const options *o, const game *g, strategy *st, position pos, int turn, int mv)
{
    options oc = *o;
    char path[4200];
    int next;
    position x = strategy_play(st, pos, turn, mv, &next);
    spec_pos child = engine_spec_pos(g, &st->s.b, x, next);
    cert_name(st, mv, o->cert_dir, path, sizeof path);
    oc.cert = path;
    oc.quiet = 1;
    result r;
    memset(&r, 0, sizeof r);
    return run_solve(&oc, g, &child, NULL, &r);
}

/* The original index of a move (cmd_moves numbers them before sorting). */
static int index_of(const move_value *m) { return m->like < 0 ? -1 - m->like : m->like; }

/* Winning moves first, then draws, then losses; each in the moves' order. */
static int by_value(const void *a, const void *b)
{
    const move_value *x = a, *y = b;
    return x->value != y->value ? x->value - y->value : index_of(x) - index_of(y);
}

int cmd_moves(int argc, char **argv)
{
    options o;
    int rc = command_options(argc, argv, &o);
    if (rc)
        return rc;
    spec *sp = &o.sp;
    if (sp->nroles != 1)
        return die_usage("moves needs --%s: who moved first decides who is to move",
                         sp->fam->first == FIRST_CREATOR ? "creator first|second" : "first ROLE");
    char err[512], text[STRATEGY_MAXLEN];
    game g;
    if (spec_game(sp, sp->roles[0], &g, err, sizeof err) != 0)
        return die_usage("%s", err);
    if (o.cert_dir && rule_stops(g.rule))
        return die_usage("--cert-dir does not apply to rule %s: the position after a move is in the middle of a turn, "
                         "which no start position may be (certs/FORMAT.md 3.4)", sp->rule_name);
    if (o.cert_dir && g.fam->first == FIRST_OFFERER)
        return die_usage("--cert-dir does not apply to %s: the position after a move is in the middle of a round, "
                         "which no start position may be (certs/FORMAT.md 3.4)", family_word(g.fam));
    if (o.cert_dir && mkdir_p(o.cert_dir) != 0)
        return die_usage("--cert-dir %s: %s", o.cert_dir, errno == ENOTDIR ? "not a directory" : strerror(errno));
    spec_pos start = spec_start(sp, &g);
    long mem = o.mem_mb ? o.mem_mb : default_mem_mb();
    int threads = (int)(o.threads ? o.threads : default_threads());
    strategy st;
    if (strategy_game(&st, sp, &g, &start, solve_table_bytes(&o, engine_family(&g), mem), threads, err,
                      sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return 1;
    }
    if (o.no_theorem)
        solver_no_theorem(&st.s);
    /* the values (no certificate: auto is search()); --cert-dir's
     * certificates are run_solve's, which chooses for each */
    solve_prover(&st.s, &o, engine_family(&g), NULL, mem, solve_table_bytes(&o, engine_family(&g), mem));
    position pos;
    int turn;
    if (strategy_after(&st, o.after ? o.after : "", &pos, &turn, NULL, 0, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        strategy_close(&st);
        return 2;
    }
    strategy_position(&st, pos, turn, text, sizeof text);
    int over = strategy_outcome(&st, pos, turn);
    const char *mover = strategy_player(&st, SIDE(turn));
    move_value *mv = calloc(SOLVER_MOVES + 1, sizeof *mv);
    int all[SOLVER_MOVES + 1], k = over == STRATEGY_GOING ? strategy_moves(&st, pos, turn, all) : 0;
    int group[SOLVER_MOVES + 1];
    int classes = strategy_classes(&st, pos, turn, all, k, group);
    if (!mv) {
        strategy_close(&st);
        fprintf(stderr, "posproof: out of memory\n");
        return 1;
    }
    for (int i = 0; i < k && rc == 0; i++) {
        int next, dummy = -1;
        mv[i].mv = all[i];
        mv[i].like = group[i];
        mv[i].value = mv[group[i]].value;   /* solved already: the first of its group comes first */
        if (group[i] != i)
            continue;
        position x = strategy_play(&st, pos, turn, all[i], &next);
        int v = solver_value(&st.s, x, next, &dummy);
        if (v < 0) {
            fprintf(stderr, "posproof: the search was interrupted\n");
            rc = 1;
        }
        mv[i].value = v == SOLVER_DRAW ? DRAWS : v == SIDE(turn) ? WINS : LOSES;
    }
    int wins = 0;
    for (int i = 0; i < k; i++)
        wins += mv[i].value == WINS;
    for (int i = 0; i < k && rc == 0 && o.cert_dir; i++)
        if (mv[i].value == WINS && mv[i].like == i)
            rc = write_win(&o, &g, &st, pos, turn, mv[i].mv);
    /* like: the move text, before sorting moves them */
    char (*like)[16] = calloc((size_t)k + 1, sizeof *like);
    for (int i = 0; like && i < k; i++)
        strategy_move_text(&st, mv[mv[i].like].mv, like[i]);
    for (int i = 0; i < k; i++)
        mv[i].like = mv[i].like == i ? -1 - i : i;   /* -1 - i: first of its group; else this move's own index */
    qsort(mv, (size_t)k, sizeof *mv, by_value);
    if (rc == 0 && !like)
        rc = 1;
    if (rc == 0 && o.json) {
        spec_pos here = engine_spec_pos(&g, &st.s.b, pos, turn);
        printf("{\"position\": ");
        json_string(text);
        printf(", \"to_move\": ");
        json_string(mover);
        print_start_json(sp, &g, &here);   /* the position as solve --json names a start */
        if (over != STRATEGY_GOING) {
            strategy_outcome_text(&st, over, text, sizeof text);
            printf(", \"over\": ");
            json_string(text);
            strategy_why(&st, pos, turn, text, sizeof text);
            printf(", \"why\": ");
            json_string(text);
        }
        printf(", \"moves\": [");
        for (int i = 0; i < k; i++) {
            char t[16];
            int own = index_of(&mv[i]), next;
            position x = strategy_play(&st, pos, turn, mv[i].mv, &next);
            spec_pos after = engine_spec_pos(&g, &st.s.b, x, next);
            strategy_move_text(&st, mv[i].mv, t);
            printf("%s{\"move\": \"%s\", \"value\": \"%s\", \"like\": \"%s\"", i ? ", " : "", t,
                   value_names[mv[i].value], like[own]);
            print_start_json(sp, &g, &after);   /* the position after it: --cert-dir's start */
            printf("}");
        }
        printf("], \"wins\": %d, \"classes\": %d}\n", wins, classes);
    } else if (rc == 0) {
        printf("position: %s\n", text);
        if (over != STRATEGY_GOING) {
            strategy_outcome_text(&st, over, text, sizeof text);
            printf("the game is over: %s\n", text);
            strategy_why(&st, pos, turn, text, sizeof text);
            if (text[0])
                printf("why: %s\n", text);
        } else
            printf("%s's %d legal move%s (%d up to symmetry), the value of each for %s:\n", mover, k, k == 1 ? "" : "s",
                   classes, mover);
        for (int i = 0; i < k; i++) {
            char t[16];
            int own = index_of(&mv[i]);
            strategy_move_text(&st, mv[i].mv, t);
            printf("  %-6s %s", t, value_names[mv[i].value]);
            if (mv[i].like >= 0)
                printf("   ~ %s", like[own]);
            printf("\n");
        }
        if (over == STRATEGY_GOING)
            printf("%s %s\n", mover, wins ? "wins here" : mv[0].value == DRAWS ? "draws here" : "loses here");
    }
    free(like);
    free(mv);
    strategy_close(&st);
    return rc;
}
