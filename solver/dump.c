/* dump.c: `posproof dump` (dump.h). */
#include "dump.h"
#include "../certs/cert_read.h"

#include <stdio.h>
#include <string.h>

/* The stored byte mv as a canonical move on n vertices (dump.h). */
static void canonical_move(int mv, int n, int oriented, char *out)
{
    int q = oriented ? mv % 128 : mv, m = n * (n - 1) / 2;
    if (mv == 255 && !oriented) {
        strcpy(out, "stop");
        return;
    }
    if (q >= m || (!oriented && mv >= 128)) {
        strcpy(out, "?");
        return;
    }
    int j = 1;
    while ((j + 1) * j / 2 <= q)
        j++;
    int i = q - j * (j - 1) / 2;
    if (oriented)
        snprintf(out, 32, "%d>%d", mv >= 128 ? j : i, mv >= 128 ? i : j);
    else
        snprintf(out, 32, "%d-%d", i, j);
}

int dump_run(const char *path, int json)
{
    char err[600], hex[2 * CERT_READ_KEY_MAX + 1], mv[32];
    cert_reader *r = cert_read_open(path, err, sizeof err);
    if (!r) {
        fprintf(stderr, "posproof: %s\n", err);
        return 2;
    }
    const cert_info *in = cert_read_info(r);
    uint8_t key[CERT_READ_KEY_MAX], move;
    int got;
    while ((got = cert_read_next(r, key, &move)) == 1) {
        for (int j = 0; j < in->key_len; j++)
            sprintf(hex + 2 * j, "%02x", key[j]);
        canonical_move(move, in->n, in->oriented, mv);
        if (json)
            printf("{\"key\": \"%s\", \"move\": %d, \"canonical\": \"%s\"}\n", hex, move, mv);
        else
            printf("%s %d %s\n", hex, move, mv);
    }
    if (got < 0)
        fprintf(stderr, "posproof: %s\n", cert_read_errmsg(r));
    cert_read_close(r);
    return got < 0 ? 2 : 0;
}
