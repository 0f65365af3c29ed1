/* cmd_count.c: `posproof count`: the positions reachable from the start,
 * up to isomorphism, level by level (count.h). */
#include "cmd.h"
#include "count.h"

#include <stdio.h>

/* Counts and prints the positions of the game of o. */
static int print_count(const options *o)
{
    char err[512], board[48];
    game g;
    if (spec_game(&o->sp, o->sp.roles[0], &g, err, sizeof err) != 0)
        return die_usage("%s", err);
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    solver s;
    int tomove;
    position start;
    if (enumerating_solver(o, &g, &s, &start, &tomove) != 0)
        return 1;
    unsigned long levels[BOARD_MAXM + 1] = {0}, total = 0;
    int rc = count_positions(&s, start, tomove, o->whole_board, (size_t)mem << 20, levels, err, sizeof err);
    int m = s.b.m;
    solver_free(&s);
    if (rc != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return 1;
    }
    int top = 0;
    for (int k = 0; k <= m; k++) {
        total += levels[k];
        if (levels[k])
            top = k;
    }
    const char *conv = o->whole_board
        ? "positions reachable from the empty board by legal moves, counted once per isomorphism class of the "
          "position with the player to move; level k has k edges taken; level 0 is the empty board; play goes on "
          "through end positions until no legal move is left"
        : "positions reachable from the empty board by legal moves, counted once per isomorphism class of the "
          "position with the player to move; level k has k edges taken; level 0 is the empty board; end positions "
          "are counted but not played on";
    spec_board_name(&o->sp, board);
    if (o->json) {
        json_game(&o->sp, &g);
        printf(", \"whole_board\": %s, \"convention\": \"%s\", \"levels\": [", o->whole_board ? "true" : "false", conv);
        for (int k = 0; k <= top; k++)
            printf("%s%lu", k ? ", " : "", levels[k]);
        printf("], \"total\": %lu}\n", total);
        return 0;
    }
    printf("%s on %s, %s first\nconvention: %s\n", o->sp.game, board, game_role(&g, 0), conv);
    for (int k = 0; k <= top; k++)
        printf("level %d: %lu\n", k, levels[k]);
    printf("total: %lu\n", total);
    return 0;
}


int cmd_count(int argc, char **argv)
{
    options o;
    int rc = command_options(argc, argv, &o);
    return rc ? rc : print_count(&o);
}
