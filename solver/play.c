/* play.c: `posproof play` (play.h). */
#include "play.h"
#include "strategy.h"

#include <stdio.h>
#include <string.h>

int play_run(const char *path)
{
    strategy st;
    char err[700], text[STRATEGY_MAXLEN], line[256];
    if (strategy_open(&st, path, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return 2;
    }
    const char *me = strategy_player(&st, st.side), *you = strategy_player(&st, !st.side);
    strategy_claim(&st, text, sizeof text);
    printf("claim: %s\n", text);
    printf("you play %s, posproof plays %s with the certificate's moves. Type one move a line (%s), or quit.\n", you,
           me, st.s.family == FAMILY_SUBH ? "an arc like 0>1: the pair {0,1} oriented from 0 to 1"
               : st.s.family == FAMILY_RAMSEY_AVOID_PLUS ? "a pair like 0-1, or stop to end your turn"
                                                         : "a pair like 0-1");
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
            pos = strategy_play(&st, pos, turn, mv, &next);
            turn = next;
            continue;
        }
        strategy_position(&st, pos, turn, text, sizeof text);
        printf("position: %s\n%s> ", text, you);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) {
            printf("\nthe input ended: the game is left unfinished\n");
            break;
        }
        line[strcspn(line, "\r\n")] = 0;
        char *w = line + strspn(line, " \t");
        w[strcspn(w, " \t")] = 0;
        if (strcmp(w, "quit") == 0) {
            printf("you quit: the game is left unfinished\n");
            break;
        }
        char why[200];
        if (strategy_parse_move(&st, pos, turn, w, &mv, why, sizeof why) != 0) {
            printf("illegal move '%s': %s\n", w, why);
            continue;
        }
        pos = strategy_play(&st, pos, turn, mv, &next);
        turn = next;
    }
    if (o != STRATEGY_GOING) {
        strategy_outcome_text(&st, o, text, sizeof text);
        printf("game over: %s\n", text);
    }
    strategy_close(&st);
    return rc;
}
