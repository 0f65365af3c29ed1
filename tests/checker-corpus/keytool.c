/* keytool - prints canonical keys and labellings of positions, using the
 * checker's own key code; make-corpus.py uses it to build hand-made
 * certificates.  Not part of the checker.
 *
 * Reads lines "GAME N MAKER BREAKER" (pairs like 0-1,2-3; "-" for none)
 * on stdin and answers each with a line "KEYHEX lab[0] ... lab[n-1]"
 * (canonical vertex k <-> board vertex lab[k]), or "error".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "key.h"
#include "rules.h"

static int pairs(const board_t *b, const char *s, uint64_t *mask)
{
    int i, j, k;
    while (*s && strcmp(s, "-") != 0) {
        if (sscanf(s, "%d-%d%n", &i, &j, &k) != 2 || i < 0 || j < 0 ||
            i >= b->n || j >= b->n || i == j)
            return -1;
        *mask |= (uint64_t)1 << b->idx[i][j];
        s += k;
        if (*s == ',')
            s++;
    }
    return 0;
}

static int answer(const char *line)
{
    char game[16], mk[256], bk[256];
    int n;
    board_t b;
    key_ctx_t k;
    pos_t x = { 0, 0 };
    uint8_t key[BOARD_MAXKEY];
    if (sscanf(line, "%15s %d %255s %255s", game, &n, mk, bk) != 4)
        return -1;
    const rules_game_t *g = rules_find(game);
    if (!g || n < 3 || n > BOARD_MAXN)
        return -1;
    board_init(&b, n);
    key_init(&k, &b, g->fixed01);
    if (pairs(&b, mk, &x.mk) || pairs(&b, bk, &x.bk) || (x.mk & x.bk) ||
        key_make(&k, &x, key))
        return -1;
    for (int i = 0; i < b.keylen; i++)
        printf("%02x", key[i]);
    for (int v = 0; v < n; v++)
        printf(" %d", k.lab[v]);
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
    key_release();
    return 0;
}
