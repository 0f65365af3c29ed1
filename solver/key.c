/* key.c: `posproof key` (key.h). */
#include "key.h"
#include "engine.h"
#include "extract.h"

#include <stdio.h>
#include <string.h>

int key_run(const spec *sp, int legacy, const char *kind)
{
    char err[512];
    game g;
    solver s;
    if (legacy && (!sp->fam->v1_keys || sp->n < 3 || sp->n > CANON_V1_MAXN)) {
        char v1[64];
        prop_names(v1, sizeof v1, "|", "|", 1);
        fprintf(stderr, "posproof: key needs --game %s and --n from 3 to %d\n", v1, CANON_V1_MAXN);
        return 2;
    }
    if (sp->nroles != 1) {
        fprintf(stderr, "posproof: key needs --%s: the key's turn byte depends on who moved first\n",
                sp->fam->first == FIRST_CREATOR ? "creator first|second" : "first ROLE");
        return 2;
    }
    if (sp->n > BOARD_MAXN) {   /* main.c hands such boards to posproof-wide */
        fprintf(stderr, "posproof: a board of %d vertices goes to posproof-wide\n", sp->n);
        return 2;
    }
    if (spec_game(sp, sp->roles[0], &g, err, sizeof err) != 0 ||
        engine_solver(&s, sp, &g, (size_t)1 << 20, 1, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return 2;
    }
    const char *own = engine_key_kind(sp);
    int v2 = !engine_v1_keys(sp);
    if (kind && strcmp(kind, own) != 0) {
        if (strcmp(kind, "layered-v2") != 0 || strcmp(own, "layered-3state-v1") != 0) {
            fprintf(stderr, "posproof: --kind '%s': this game's keys are %s%s\n", kind, own,
                    strcmp(own, "layered-3state-v1") == 0 ? " or layered-v2 (a sharded proof's top)" : "");
            solver_free(&s);
            return 2;
        }
        own = kind;
        v2 = 1;
    }
    canon cn;
    solver_canon_init(&s, &cn);
    spec_pos p = spec_start(sp, &g);
    int turn;
    position pos = engine_start(&g, &s.b, &p, &turn);
    uint8_t key[CANON_KEY_MAX + 1], perm[BOARD_MAXN], inv[BOARD_MAXN];
    int len = extract_key(&cn, &s.b, pos, NULL, turn, engine_first(&g), v2, key, perm, inv);
    if (!legacy)
        printf("kind %s\nkey ", own);
    for (int i = 0; i < len; i++)
        printf("%02x", key[i]);
    putchar('\n');
    if (!legacy) {
        printf("lab");
        for (int k = 0; k < s.b.n; k++)
            printf(" %d", perm[k]);
        putchar('\n');
    }
    solver_free(&s);
    return 0;
}
