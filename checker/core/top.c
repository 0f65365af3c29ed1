/* top.c - the obligations of a top (FORMAT.md 6.4) and what discharges
 * them: the keys of the assumed starts (6.3: a position is assumed when
 * its key equals one of them), the claim a shard must prove, and the
 * record lines of earlier runs (--verified).  cli.c opens, hashes and
 * replays the shards (--shards) with these.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

int top_keys(check_t *c, char msg[MSGMAX]) {
    const header_t *h = &c->cert.h;
    int lab[NMAX];
    c->assumed = calloc((size_t)h->assumptions + 1, sizeof *c->assumed);
    if (c->assumed == NULL) {
        snprintf(msg, MSGMAX, "out of memory");
        return UNCHECKED;
    }
    for (long long i = 0; i < h->assumptions; i++) {
        if (key_make(h, &c->cert.assumed[i].pos, c->assumed[i], lab) != 0) {
            snprintf(msg, MSGMAX, "nauty returned a labelling that is not a "
                     "permutation of the right kind");
            return UNCHECKED;
        }
    }
    return VERIFIED;
}

/* A record line is exactly "verified: sha256 H claim C" (cli.c writes it
 * after a VERIFIED version 1 to 3 file); other lines are ignored. */
int top_vouched(const char *text, const char *sha256, const char *claim) {
    char line[CLAIMMAX + 128];
    snprintf(line, sizeof line, "verified: sha256 %s claim %s", sha256, claim);
    size_t len = strlen(line);
    for (const char *p = text; p != NULL && *p != 0; ) {
        const char *end = strchr(p, '\n');
        size_t n = end == NULL ? strlen(p) : (size_t)(end - p);
        if (n == len && memcmp(p, line, len) == 0) return 1;
        p = end == NULL ? NULL : end + 1;
    }
    return 0;
}

/* 6.4 Discharge: the top's claim with the start replaced by the assumed
 * one, compared by meaning (the canonical form). */
void top_claim(const header_t *h, const assumption_t *a, char out[CLAIMMAX]) {
    header_t shard = *h;
    shard.start = a->pos;
    claim_canonical(&shard, out);
}
