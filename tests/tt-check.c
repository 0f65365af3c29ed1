/* tests/tt-check.c: solver/tt.c keeps positions apart that differ in any
 * pair, the last pairs of K_16 (119) and of K_11 (54) included, with every
 * turn, win, move (a byte) and work code: stores positions that differ in one pair each (and
 * with both masks holding the pair, as canonical forms do for pairs off the
 * board), then probes every one and compares. Built once as is and once
 * with -DPOSPROOF_WIDE. Exits 1 on any difference. */
#include "../solver/tt.h"

#include <stdio.h>

int main(void)
{
    tt t;
    int m = BOARD_MAXM, bad = 0, n = 0;
    if (tt_init(&t, (size_t)64 << 20, m, 0) != 0)
        return 2;
    position base = {(pairset)1 << 3, (pairset)1 << 5};
    for (int pass = 0; pass < 2; pass++)
        for (int p = 0; p < m; p++)
            for (int kind = 0; kind < 3; kind++) {
                position k = base;
                if (p == 3 || p == 5)
                    continue;
                if (kind != 1)
                    k.maker |= (pairset)1 << p;
                if (kind != 0)
                    k.breaker |= (pairset)1 << p;
                int turn = (p + kind) % TT_TURNS, win = (p + kind) & 1, move = (p * 7 + kind) % TT_NOMOVE;
                if (pass == 0) {
                    tt_store(&t, k, turn, win, move, 1ul << (p % 40));   /* every work code */
                    continue;
                }
                int w, mv;
                n++;
                if (!tt_probe(&t, k, turn, &w, &mv) || w != win || mv != move) {
                    if (bad++ < 10)
                        printf("pair %d kind %d: stored win %d move %d, probe gave %d %d\n", p, kind, win, move, w, mv);
                }
                if (tt_probe(&t, k, (turn + 1) % TT_TURNS, &w, &mv))
                    bad++;
            }
    printf("%d positions probed, %d wrong\n", n, bad);
    tt_free(&t);
    return bad != 0;
}
