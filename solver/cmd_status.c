/* cmd_status.c: `posproof status DIR`: how far the shards of a split are. */
#include "cmd.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* posproof status DIR: the shards done, weighted by estimated work. Only
 * the shards' headers are read (a status of thousands of shards must not
 * hash gigabytes); a damaged file is found by shard, which solves it
 * again, and by merge. */
int cmd_status(int argc, char **argv)
{
    char err[512], name[48], text[4096];
    if (argc < 3 || strncmp(argv[2], "--", 2) == 0)
        return die_usage("usage: posproof status DIR");
    options o;   /* it takes none: read_options refuses each */
    options_init(&o, argv[1]);
    int rc = read_options(argc, argv, 3, &o);
    if (rc)
        return rc;
    shard_manifest m;
    if (shard_manifest_read(argv[2], &m, err, sizeof err) != 0) {
        shard_manifest_free(&m);
        return die_usage("%s", err);
    }
    size_t done = 0, big = 0, listlen = 0;
    double pos = 0, sec = 0, peak = 0, est = 0, known = 0, cpu = 0;
    char *list = NULL;   /* a line a shard done */
    FILE *lf = open_memstream(&list, &listlen);
    for (size_t i = 0; i < m.nsample; i++)
        est += m.sample_seconds[i] / (double)m.nsample;
    for (size_t k = 1; k <= m.n; k++) {
        shard_cert c;
        int draw;
        if (shard_done(argv[2], &m, k, 0, &c, &draw, name, err, sizeof err) <= 0)
            continue;
        done++;
        char base[32];
        shard_name(k, m.n, base);
        if (read_shard_json(argv[2], base, text) != 0)
            continue;
        double s = json_number(text, "seconds") + json_number(text, "cert_seconds"), mb = json_number(text, "peak_mb");
        pos += json_number(text, "positions") + json_number(text, "cert_positions");
        cpu += json_number(text, "cpu_seconds") > 0 ? json_number(text, "cpu_seconds") : 0;
        sec += s;
        known++;
        if (lf)
            fprintf(lf, "  %s: %s, %.0f positions, %.1f s, %.1f CPU s, peak %.0f MB\n", base,
                    draw ? "a draw" : c.winner, json_number(text, "positions") + json_number(text, "cert_positions"), s,
                    json_number(text, "cpu_seconds") > 0 ? json_number(text, "cpu_seconds") : 0, mb);
        if (mb > peak)
            peak = mb, big = k;
    }
    /* each shard's estimated share: its measured seconds once done, else
     * the mean of the sample (or of the shards done) */
    double mean = m.nsample ? est : known ? sec / known : 1, total = sec + mean * (double)(m.n - done);
    printf("%s: %zu of %zu shards done (%.1f%%), %.1f%% of the estimated work\n", argv[2], done, m.n,
           100.0 * (double)done / (double)m.n, total > 0 ? 100.0 * (sec + mean * (double)(done - known)) / total : 0);
    printf("done: %.0f positions, %.1f s solving and writing (%.1f CPU s)", pos, sec, cpu);
    if (big)
        printf(", peak memory %.0f MB (shard %zu)", peak, big);
    printf("\n");
    if (lf && fclose(lf) == 0 && list && m.n <= 100)
        fputs(list, stdout);
    else if (list)
        printf("(a line a shard only up to 100 shards: see %s/sK.json)\n", argv[2]);
    free(list);
    /* what runs killed with SIGKILL left: temporary files, never a shard */
    DIR *dir = opendir(argv[2]);
    size_t stale = 0, running = 0;
    char rm[1024] = "";   /* the command that removes the stale ones (the first few) */
    for (struct dirent *e; dir && (e = readdir(dir));) {
        const char *t = strstr(e->d_name, ".cert.tmp-");
        if (!t)
            continue;
        long pid = strtol(t + 10, NULL, 10);
        /* the run that writes it is gone when no process has its PID */
        if (!(pid > 0 && kill((pid_t)pid, 0) != 0 && errno == ESRCH)) {
            running++;
            continue;
        }
        size_t len = strlen(rm);
        if (stale++ < 8 && len + strlen(argv[2]) + strlen(e->d_name) + 8 < sizeof rm)
            snprintf(rm + len, sizeof rm - len, " %s/%s", argv[2], e->d_name);
    }
    if (dir)
        closedir(dir);
    if (running)
        printf("%zu temporary file%s of runs still going on this machine (NAME.cert.tmp-PID)\n", running,
               running == 1 ? "" : "s");
    if (stale)
        printf("%zu temporary file%s of killed runs (NAME.cert.tmp-PID, no process of this machine has that PID; "
               "never read; unless a run on another machine writes into %s, remove them):\n  rm%s%s\n", stale,
               stale == 1 ? "" : "s", argv[2], rm, stale > 8 ? " ..." : "");
    shard_manifest_free(&m);
    return 0;
}

