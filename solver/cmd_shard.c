/* cmd_shard.c: `posproof shard DIR K`: one shard of a split solved into
 * DIR (shard.h), and what the commands of a sharded proof (split, shard,
 * merge, status) share in reading DIR (cmd.h). */
#include "cmd.h"

#include <assert.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

/* The number after "key": in a shard's JSON text, or -1. */
double json_number(const char *text, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\": ", key);
    const char *at = strstr(text, pat);
    return at ? atof(at + strlen(pat)) : -1;
}

/* Shard k's accounting (DIR/NAME.json) into text (4096 bytes); 0 or -1. */
int read_shard_json(const char *dir, const char *name, char *text)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s.json", dir, name);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t got = fread(text, 1, 4095, f);
    text[got] = 0;
    fclose(f);
    return 0;
}

/* The shard certificate(s) of shard k - 1 of m in dir: 1 done (*draw if
 * as two halves), 0 not done, -1 damaged (message in err). With hash, the
 * blocks are checked against content_hash and the file hashed
 * (shard_cert_read); without, only the header is read. */
int shard_done(const char *dir, const shard_manifest *m, size_t k, int hash, shard_cert *c, int *draw,
               char *name, char *err, size_t errlen)
{
    char base[32], path[4200];
    shard_cert h[2];
    shard_name(k, m->n, base);
    snprintf(name, 48, "%s.cert", base);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    *draw = 0;
    int rc = shard_cert_read(path, c, hash, err, errlen);
    if (rc != 0)
        return rc;
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s.%s.cert", dir, base, i ? "second" : "first");
        if ((rc = shard_cert_read(path, &h[i], hash, err, errlen)) <= 0)
            return rc;
    }
    *draw = 1;
    *c = h[0];
    return 1;
}

/* Options and game for shard k - 1 of m (k = 0: the top, the split's own
 * start): the manifest's game, the start flags, and extra (NULL-terminated);
 * a board of more than BOARD_MAXN vertices hands the command line argv to
 * posproof-wide. *buf (freed by the caller) holds the flags' words. 0, or
 * an exit status after a message. */
int shard_game(const shard_manifest *m, size_t k, const char *const *extra, char **cmdline, options *o,
               game *g, char **buf)
{
    char err[512];
    char *argv[2 * SHARD_MAXARGS + 64];
    int argc = 0;
    argv[argc++] = "posproof";
    argv[argc++] = "solve";
    for (int i = 0; i + 1 < m->nargs; i += 2)
        if (k == 0 || !option_named(m->args[i]) || option_named(m->args[i])->group != OPT_START) {
            argv[argc++] = m->args[i];
            argv[argc++] = m->args[i + 1];
        }
    if (k > 0 && !(*buf = strdup(m->flags[k - 1])))
        return die_usage("out of memory");
    for (char *t = k > 0 ? strtok(*buf, " ") : NULL; t && argc < 2 * SHARD_MAXARGS + 32; t = strtok(NULL, " "))
        argv[argc++] = t;
    for (; *extra; extra++)
        argv[argc++] = (char *)*extra;
    argv[argc] = NULL;
    int rc = parse_options(argc, argv, o);
#ifndef POSPROOF_WIDE
    if (rc == 0 && o->sp.n > BOARD_MAXN) {
        hand_to_wide(cmdline);
        return die_usage("a board of %d vertices goes to posproof-wide, which cannot be started", o->sp.n);
    }
#else
    (void)cmdline;
#endif
    if (rc == 0 && spec_game(&o->sp, o->sp.roles[0], g, err, sizeof err) != 0)
        return die_usage("%s", err);
    return rc;
}

/* The options of shard and merge from argv[from] on (--threads N, --mem
 * MB, --quiet; shard: --keep FILE, --keep-every S, --progress-every S;
 * merge: --cert TOP, --single FILE), read into o and copied but for --single to extra (room
 * for DIR_EXTRA), NULL-terminated, for the solve of shard_game. Returns
 * their count, or -1 after a message. */
int dir_args(int argc, char **argv, int from, options *o, const char **extra)
{
    int next = 0;
    options_init(o, argv[1]);
    if (read_options(argc, argv, from, o) != 0)
        return -1;
    for (int i = from; i < argc; i++) {
        int value = option_named(argv[i])->arg != NULL;
        if (strcmp(argv[i], "--single") != 0) {
            assert(next + 2 < DIR_EXTRA - 2);   /* each option at most once: 11 words, and shard's --cert FILE */
            extra[next++] = argv[i];
            if (value)
                extra[next++] = argv[i + 1];
        }
        i += value;
    }
    extra[next] = NULL;
    return next;
}

/* posproof shard DIR K [--threads N] [--mem MB] [--quiet] [--keep FILE
 * [--keep-every S]] [--progress-every S] */
int cmd_shard(int argc, char **argv)
{
    const char *extra[DIR_EXTRA];
    long k;
    char err[512], name[48], path[4200], hex[64];
    if (argc < 4 || strncmp(argv[2], "--", 2) == 0 || parse_int(argv[3], 1, LONG_MAX, &k) != 0)
        return die_usage("usage: %.*s, K from 1", (int)strlen(SHARD_USAGE) - 1, SHARD_USAGE);
    options d;
    int next = dir_args(argc, argv, 4, &d, extra);
    if (next < 0)
        return 2;
    shard_manifest m;
    if (shard_manifest_read(argv[2], &m, err, sizeof err) != 0) {
        shard_manifest_free(&m);
        return die_usage("%s", err);
    }
    if ((size_t)k > m.n) {
        size_t n = m.n;
        shard_manifest_free(&m);
        return die_usage("shard %ld: %s has %zu shards", k, argv[2], n);
    }
    shard_cert c;
    int draw, done = shard_done(argv[2], &m, (size_t)k, 1, &c, &draw, name, err, sizeof err);
    if (done < 0)
        fprintf(stderr, "posproof: shard %ld: %s; solving it again\n", k, err);
    if (done > 0) {
        printf("shard %ld of %zu: done already (%s)\n", k, m.n, draw ? "a draw" : name);
        shard_manifest_free(&m);
        return 0;
    }
    snprintf(path, sizeof path, "%s/%s", argv[2], name);
    extra[next++] = "--cert";
    extra[next++] = path;
    extra[next] = NULL;
    options o;
    char *buf = NULL;
    game g;
    int rc = shard_game(&m, (size_t)k, extra, argv, &o, &g, &buf);
    spec_pos st;
    if (rc == 0) {
        st = spec_start(&o.sp, &g);
        spec_start_hex(&st, hex);
        if (strcmp(hex, m.hex[k - 1]) != 0)
            rc = die_usage("%s/manifest: shard %ld: its flags give the start %s, not %s", argv[2], k, hex, m.hex[k - 1]);
    }
    result r;
    memset(&r, 0, sizeof r);
    o.argv = argv;   /* a signal stops the solve, which saves and says how to go on (run_solve) */
    o.argc = argc;
    if (rc == 0)
        rc = run_solve(&o, &g, &st, NULL, &r);
    if (r.interrupted) {
        free(buf);
        shard_manifest_free(&m);
        return solve_exit_signal(r.interrupted);
    }
    if (rc == 0) {
        struct rusage ru;
        char text[1024];
        getrusage(RUSAGE_SELF, &ru);
        snprintf(text, sizeof text,
                 "{\"shard\": %ld, \"outcome\": \"%s\", \"positions\": %lu, \"seconds\": %.3f, \"cert_positions\": "
                 "%lu, \"cert_seconds\": %.3f, \"entries\": %zu, \"peak_mb\": %.1f, \"cpu_seconds\": %.3f, "
                 "\"threads\": %d}\n",
                 k, result_name(r.outcome), r.positions, r.seconds, r.cert_positions, r.cert_seconds,
                 r.cs[0].entries + r.cs[1].entries, (double)ru.ru_maxrss / 1024,
                 (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6,
                 r.threads);
        snprintf(path, sizeof path, "%s/%.*s.json", argv[2], (int)(strchr(name, '.') - name), name);
        rc = shard_write_file(path, text, err, sizeof err) != 0 ? die_usage("%s", err) * 0 + 1 : 0;
        if (rc == 0)
            printf("shard %ld of %zu: %s (%lu positions, %.2f s; certificate %.2f s)\n", k, m.n,
                   r.outcome == OUT_DRAW ? "a draw" : game_role(&g, r.outcome), r.positions, r.seconds,
                   r.cert_seconds);
    }
    free(buf);
    shard_manifest_free(&m);
    return rc;
}

