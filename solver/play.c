/* play.c: `posproof play` (play.h). */
#include "play.h"
#include "strategy.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

#define HISTORY 256   /* the user's turns remembered for undo: more than any game has (2m <= 240 moves) */

static const char help_text[] =
    "a move, or: board (the position as a table), hint (your moves, one of each class up to\n"
    "symmetry), undo (back before your last move), moves (the game so far, as show --after\n"
    "takes it), help, quit\n";

/* The user's turn: the position and the moves so far (for undo). */
typedef struct turn_at {
    position pos;
    int turn;
    size_t moves_len;
} turn_at;

/* The position as a table of pairs: row i, column j: the letter of the
 * player who took {i,j} (Ramsey: its colour, R or B; shared: E, an edge of
 * the common graph; Subh: '>' in row i, column j for the arc i>j), '.'
 * free, ' ' not a pair of the board. */
static void print_board(strategy *st, position pos)
{
    const board *b = &st->s.b;
    int subh = st->s.fam->oriented;
    char c0 = strategy_player(st, 0)[0], c1 = strategy_player(st, 1)[0];
    if (st->g.fam->mark[0]) {   /* Ramsey's colours R and B; shared: E whoever added it */
        c0 = st->g.fam->mark[0];
        c1 = st->g.fam->mark[1];
    }
    printf("   ");
    for (int j = 0; j < b->n; j++)
        printf("%2d", j);
    putchar('\n');
    for (int i = 0; i < b->n; i++) {
        printf("%2d ", i);
        for (int j = 0; j < b->n; j++) {
            char c = ' ';
            if (i != j && (b->all >> b->pair[i][j] & 1)) {
                int p = b->pair[i][j];
                int s1 = (int)(pos.maker >> p & 1), s2 = (int)(pos.breaker >> p & 1);
                c = '.';
                if (subh && (s1 || s2))   /* state 1: the arc pi > pj (FORMAT.md 4.2, 5.7) */
                    c = (s1 && i == b->pi[p]) || (s2 && i == b->pj[p]) ? '>' : '<';
                else if (s1 && s2)   /* the offer families: offered */
                    c = 'o';
                else if (s1)
                    c = c0;
                else if (s2)
                    c = c1;
            }
            printf(" %c", c);
        }
        putchar('\n');
    }
    if (st->g.fam->legend)
        printf("(%s)\n", st->g.fam->legend);
    else
        printf("(%c: %s, %c: %s, .: free)\n", c0, strategy_player(st, 0), c1, strategy_player(st, 1));
}

/* The legal moves at pos, one of each class that leads to isomorphic
 * positions, with how many more there are. */
static void print_hint(strategy *st, position pos, int turn)
{
    int mv[SOLVER_MOVES + 1], k = strategy_moves(st, pos, turn, mv);
    int like[SOLVER_MOVES + 1], count[SOLVER_MOVES + 1] = {0};
    int ncls = strategy_classes(st, pos, turn, mv, k, like);
    for (int i = 0; i < k; i++)
        count[like[i]] += like[i] != i;
    printf("your %d legal moves are %d up to symmetry:", k, ncls);
    for (int c = 0; c < k; c++) {
        char text[16];
        if (like[c] != c)
            continue;
        strategy_move_text(st, mv[c], text);
        printf(count[c] ? " %s (+%d)" : " %s", text, count[c]);
    }
    printf("\n(the certificate answers each of them: against its strategy no move of yours wins)\n");
}

/* Appends move mv to the --after string of the game. */
static void note_move(strategy *st, int mv, char *moves, size_t size)
{
    char text[16];
    size_t len = strlen(moves);
    strategy_move_text(st, mv, text);
    snprintf(moves + len, size - len, "%s%s", len ? "," : "", text);
}

int play_run(const char *path)
{
    strategy st;
    char err[700], text[STRATEGY_MAXLEN], line[256];
    char moves[16 * 2 * BOARD_MAXM + 16];   /* every move of the game, comma-separated */
    turn_at history[HISTORY];
    int nhist = 0;
    if (strategy_open(&st, path, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return 2;
    }
    moves[0] = 0;
    const char *me = strategy_player(&st, st.side), *you = strategy_player(&st, !st.side);
    const family_def *fd = st.g.fam;
    char colour[2][16] = {"", ""};
    for (int i = 0; i < 2 && fd->colour[0]; i++)
        snprintf(colour[i], sizeof colour[i], " (%s)", fd->colour[i]);
    strategy_claim(&st, text, sizeof text);
    printf("claim: %s\n", text);
    printf("you play %s%s, posproof plays %s%s with the certificate's moves. Type one move a line (%s%s),\n"
           "or board, hint, undo, moves, help or quit.\n", you, colour[!st.side], me, colour[st.side],
           fd->move_hint, rule_stops(st.g.rule) || solver_has_stop(&st.s) ? ", or stop to end your turn" : "");
    position pos = st.start;
    int turn = st.start_turn, rc = 0, o;
    while ((o = strategy_outcome(&st, pos, turn)) == STRATEGY_GOING) {
        int mv, next;
        char mt[16];
        const char *shard = strategy_assumed(&st, pos, turn);
        if (shard) {
            strategy_position(&st, pos, turn, text, sizeof text);
            printf("position: %s\nthis file stops here: the shard %s proves the rest (FORMAT.md 6.4)\n", text, shard);
            break;
        }
        if (SIDE(turn) == st.side) {
            int how = strategy_move(&st, pos, turn, &mv, err, sizeof err);
            if (how <= 0) {
                fprintf(stderr, "posproof: %s: %s\n", path, how < 0 ? err : "the certificate has no move here: it does "
                        "not prove its claim (posproof-check would reject it)");
                rc = how < 0 ? 2 : 1;
                break;
            }
            strategy_move_text(&st, mv, mt);
            printf("%s plays %s\n", me, mt);
            note_move(&st, mv, moves, sizeof moves);
            pos = strategy_play(&st, pos, turn, mv, &next);
            turn = next;
            continue;
        }
        strategy_position(&st, pos, turn, text, sizeof text);
        printf("position: %s\n%s> ", text, you);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) {
            printf("\nthe input ended: the game is left unfinished (moves: %s)\n", moves[0] ? moves : "none");
            break;
        }
        line[strcspn(line, "\r\n")] = 0;
        char *w = line + strspn(line, " \t");
        w[strcspn(w, " \t")] = 0;
        if (strcmp(w, "quit") == 0) {
            printf("you quit: the game is left unfinished (moves: %s)\n", moves[0] ? moves : "none");
            break;
        }
        if (strcmp(w, "help") == 0 || strcmp(w, "?") == 0) {
            fputs(help_text, stdout);
            continue;
        }
        if (strcmp(w, "board") == 0) {
            print_board(&st, pos);
            continue;
        }
        if (strcmp(w, "hint") == 0) {
            print_hint(&st, pos, turn);
            continue;
        }
        if (strcmp(w, "moves") == 0) {
            printf("moves: %s\n", moves[0] ? moves : "none (the start)");
            continue;
        }
        if (strcmp(w, "undo") == 0) {
            if (nhist == 0) {
                printf("nothing to undo: no move of yours yet\n");
                continue;
            }
            nhist--;
            pos = history[nhist].pos;
            turn = history[nhist].turn;
            moves[history[nhist].moves_len] = 0;
            printf("undone: back before your move %d\n", nhist + 1);
            continue;
        }
        char why[200];
        if (strategy_parse_move(&st, pos, turn, w, &mv, why, sizeof why) != 0) {
            printf("illegal move '%s': %s\n", w, why);
            continue;
        }
        assert(nhist < HISTORY);
        history[nhist++] = (turn_at){pos, turn, strlen(moves)};
        note_move(&st, mv, moves, sizeof moves);
        pos = strategy_play(&st, pos, turn, mv, &next);
        turn = next;
    }
    if (o != STRATEGY_GOING) {
        char why[1400];
        strategy_outcome_text(&st, o, text, sizeof text);
        strategy_why(&st, pos, turn, why, sizeof why);
        printf("game over: %s\n", text);
        if (why[0])
            printf("why: %s\n", why);
        printf("moves: %s\n", moves[0] ? moves : "none (the game was over at the start)");
    }
    strategy_close(&st);
    return rc;
}
