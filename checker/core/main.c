/* main.c - posproof-check-core, the trusted core's own command line:
 *
 *   posproof-check-core [--claim CLAIM] [--work N] [--mem MB] [--quiet]
 *                       [--shards DIR] [--verified FILE]... FILE...
 *
 * Each FILE is checked by check.c for the claim CLAIM (canonical, as the
 * record line spells it), or for its own claim.  Output, one line each:
 *   VERIFIED: CLAIM [(the top and N shards)]
 *   positions checked: P, strategy lookups: L, work units: W, entries: E
 *   verified: sha256 H claim CLAIM        (all but version 4, --quiet too)
 *   REJECTED: why
 *   MISMATCH: the certificate claims: CLAIM; you asked: CLAIM
 *   PARTIAL: CLAIM if its N assumptions hold
 *   assumption SHARD SHA256 START         (one a line, after PARTIAL)
 * and errors as "posproof-check-core: FILE: why" on stderr.  Exit status:
 * 0 VERIFIED (every FILE); 1 REJECTED; 2 not checked (usage, I/O, a
 * malformed file, a budget); 3 MISMATCH; 4 PARTIAL; several files: the
 * first status other than 0.  posproof-check (checker/cli/) says the same
 * with the claim in words and the claim asked by game flags.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

#ifndef POSPROOF_VERSION
#define POSPROOF_VERSION "unknown"
#endif

static const char usage[] =
    "usage: posproof-check-core [--claim CLAIM] [--work N] [--mem MB] [--quiet]\n"
    "                           [--shards DIR] [--verified FILE]... FILE...\n"
    "The checker's trusted core (certs/FORMAT.md 6.3, 6.4, 7.1): replays each\n"
    "certificate with no shortcut and says VERIFIED only if it proves CLAIM (the\n"
    "canonical claim of a record line 'verified: sha256 H claim CLAIM'), or its\n"
    "own claim.  Exit status: 0 VERIFIED, 1 REJECTED, 2 not checked, 3 MISMATCH,\n"
    "4 PARTIAL (a top whose assumptions are not discharged).\n";

/* One file's check and its lines.  The exit status of the file. */
static int check_file(const char *path, const ask_t *a, int quiet) {
    check_t c;
    verdict_t v;
    snprintf(v.file, sizeof v.file, "%s", path);
    int rc = check_open(&c, path, a, v.r.msg);
    const header_t *h = &c.cert.h;
    if (rc == VERIFIED) rc = check_run(&c, a->claim, a, &v);
    if (rc == UNCHECKED) fprintf(stderr, "posproof-check-core: %s: %s\n", v.file, v.r.msg);
    if (rc == REJECTED) printf("REJECTED: %s\n", v.r.msg);
    if (rc == MISMATCH) printf("MISMATCH: the certificate claims: %s; you asked: %s\n", v.claim, a->claim);
    if (rc == PARTIAL) printf("PARTIAL: %s if its %lld assumptions hold\n", v.claim, h->assumptions);
    for (long long i = 0; rc == PARTIAL && i < h->assumptions; i++)
        printf("assumption %s %s %s\n", c.cert.assumed[i].shard, c.cert.assumed[i].sha256,
               c.cert.assumed[i].start);
    if (rc == VERIFIED && h->version == 4)
        printf("VERIFIED: %s (the top and %lld shard%s)\n", v.claim, h->assumptions,
               h->assumptions > 1 ? "s" : "");
    if (rc == VERIFIED && h->version != 4) printf("VERIFIED: %s\n", v.claim);
    if (rc == VERIFIED && !quiet)
        printf("positions checked: %lld, strategy lookups: %lld, work units: %lld, entries: %lld\n",
               v.r.positions, v.r.lookups, v.r.work, v.entries);
    if (rc == VERIFIED && h->version != 4) printf(RECORD "\n", v.sha256, v.claim);
    check_close(&c);
    return rc;
}

int main(int argc, char **argv) {
    ask_t a;
    char msg[MSGMAX] = "";
    const char *files[1024];
    int nfiles = 0;
    int quiet = 0;
    int status = VERIFIED;
    memset(&a, 0, sizeof a);
    if (argc == 2 && strcmp(argv[1], "--help") == 0) fputs(usage, stdout);
    if (argc == 2 && strcmp(argv[1], "--version") == 0) printf("posproof-check-core %s\n", POSPROOF_VERSION);
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "--version") == 0)) return 0;
    for (int i = 1; i < argc && msg[0] == 0; i++) {
        char *eq = strchr(argv[i], '=');
        const char *value = argv[i + 1];        /* argv[argc] is NULL */
        if (argv[i][0] != '-' && nfiles == 1024) {
            snprintf(msg, MSGMAX, "more than 1024 FILEs");
            break;
        }
        if (argv[i][0] != '-') {
            files[nfiles++] = argv[i];
            continue;
        }
        if (strcmp(argv[i], "--quiet") == 0) {
            quiet = 1;
            continue;
        }
        if (eq != NULL) *eq = 0;
        if (eq != NULL) value = eq + 1;
        if (value == NULL) snprintf(msg, MSGMAX, "missing value for %s", argv[i]);
        if (value != NULL && ask_option(&a, argv[i], value, msg) == 0)
            snprintf(msg, MSGMAX, "unknown option (try --help): %s", argv[i]);
        if (eq == NULL) i++;
    }
    if (msg[0] == 0 && nfiles == 0) snprintf(msg, MSGMAX, "no certificate FILE given (try --help)");
    if (msg[0] != 0) fprintf(stderr, "posproof-check-core: %s\n", msg);
    for (int i = 0; i < nfiles && msg[0] == 0; i++) {
        int rc = check_file(files[i], &a, quiet);
        if (status == VERIFIED) status = rc;
    }
    if (msg[0] != 0 || fflush(stdout) != 0 || ferror(stdout)) return UNCHECKED;
    return status;
}
