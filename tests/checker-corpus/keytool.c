/* keytool - prints canonical keys and labellings of positions, using the
 * checker's own key code; make-corpus.py uses it to build hand-made
 * certificates.  Not part of the checker.
 *
 * Reads lines "KEY FIXED01 N BOARD STATES P D": KEY 0 (layered-3state-v1),
 * 1 (layered-v2), 2 (oriented-v2) or 3 (offer-v2); FIXED01 1 for fhp; BOARD
 * "complete" or graph6; STATES one digit 0, 1, 2 or 3 (offered, offer-v2) a
 * pair of K_N in pair order (pairs
 * off the board are ignored); P the player to move (0 first, 1 second); D
 * the moves made in the turn.  Answers each with a line
 * "KEYHEX lab[0] ... lab[n-1]" (the L bytes of states and the turn byte;
 * canonical vertex k <-> board vertex lab[k]), or "error".
 */
#include <stdio.h>
#include <string.h>

#include "core.h"

static int answer(const char *line)
{
    char board[64], states[256];
    int kind, fixed, n, bn = 0, lab[NMAX];
    header_t h;
    pos_t x = { 0 };
    set_t edges = ~(set_t)0;
    uint8_t key[KEYMAX];
    memset(&h, 0, sizeof h);
    if (sscanf(line, "%d %d %d %63s %255s %d %d", &kind, &fixed, &n, board,
               states, &x.p, &x.d) != 7 || n < 2 || n > NMAX ||
        (strcmp(board, "complete") != 0 &&
         (g6_parse(board, &bn, &edges) || bn != n)) ||
        strlen(states) != (size_t)(n * (n - 1) / 2))
        return -1;
    h.key = kind;
    h.fixed01 = fixed;
    board_init(&h.b, n, edges);
    for (int p = 0; p < h.b.m; p++)
        if (h.b.all >> p & 1) {
            if (states[p] == '1')
                x.s1 |= bit_of(p);
            if (states[p] == '2')
                x.s2 |= bit_of(p);
            if (states[p] == '3')
                x.o |= bit_of(p);
        }
    if (key_make(&h, &x, key, lab))
        return -1;
    for (int i = 0; i <= h.b.L; i++)
        printf("%02x", key[i]);
    for (int v = 0; v < n; v++)
        printf(" %d", lab[v]);
    printf("\n");
    return 0;
}

int main(void)
{
    char line[1024];
    while (fgets(line, sizeof line, stdin)) {
        if (answer(line) != 0)
            printf("error\n");
        fflush(stdout);
    }
    return 0;
}
