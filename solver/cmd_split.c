/* cmd_split.c: `posproof split`: a game's proof divided into shards, the
 * positions some moves from its start (docs/sharding.md,
 * shard.h), written to DIR with a Slurm job array; shard (cmd_shard.c)
 * solves them and merge (cmd_merge.c) the top. */
#include "cmd.h"
#include "count.h"
#include "engine.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* The resources a shard asks of Slurm: from the sample of --estimate,
 * twice the largest memory (at least 256 MB) and four times the longest
 * CPU time (at least 10 minutes); without a sample 4 GB and a day. */
static void shard_request(const shard_manifest *m, long *mb, long *minutes)
{
    double big = 0, slow = 0;
    for (size_t i = 0; i < m->nsample; i++) {
        big = m->sample_mb[i] > big ? m->sample_mb[i] : big;
        slow = m->sample_seconds[i] > slow ? m->sample_seconds[i] : slow;
    }
    *mb = !m->nsample ? 4096 : big * 2 < 256 ? 256 : (long)(big * 2) + 1;
    *minutes = !m->nsample ? 24 * 60 : slow * 4 / 60 < 10 ? 10 : (long)(slow * 4 / 60) + 1;
}

/* DIR/shards.sbatch: a Slurm job array, one shard a task. */
static int write_sbatch(const char *dir, const shard_manifest *m, char *err, size_t errlen)
{
    char self[4096], cwd[4096], abs[8200], path[4200], text[40000];
    int unknown = self_path(self, sizeof self);
    long mb, minutes;
    if (unknown || (dir[0] != '/' && !getcwd(cwd, sizeof cwd)) || strchr(dir, '\'') || strchr(self, '\'')) {
        snprintf(err, errlen, "cannot write a job script for %s: its path or this program's is unknown or has a quote",
                 dir);
        return -1;
    }
    snprintf(abs, sizeof abs, "%s%s%s", dir[0] == '/' ? "" : cwd, dir[0] == '/' ? "" : "/", dir);
    shard_request(m, &mb, &minutes);
    snprintf(text, sizeof text,
             "#!/bin/sh\n"
             "# posproof shards: one array task a shard (posproof split wrote this file).\n"
             "# Submit: sbatch %s/shards.sbatch   Then: posproof merge %s --cert TOP.cert --single ONE.cert\n"
             "# Task i solves shard i + POSPROOF_OFFSET (default 0): past Slurm's MaxArraySize\n"
             "# (often 1001), submit in pieces, e.g. shards 1001-2000 with\n"
             "#   sbatch --array=1-1000 --export=ALL,POSPROOF_OFFSET=1000 THIS_FILE\n"
             "#SBATCH --job-name=posproof-shards\n"
             "#SBATCH --array=1-%zu\n"
             "#SBATCH --ntasks=1\n"
             "#SBATCH --cpus-per-task=1\n"
             "#SBATCH --mem=%ldM\n"
             "#SBATCH --time=%ld:%02ld:00\n"
             "#SBATCH --output=%s/slurm-%%A_%%a.out\n"
             "# The output file gets the shard's result and a progress line every %d s (--progress-every)\n"
             "exec '%s' shard '%s' \"$((SLURM_ARRAY_TASK_ID + ${POSPROOF_OFFSET:-0}))\" --threads 1 --mem %ld\n",
             abs, abs, m->n, mb, minutes / 60, minutes % 60, abs, PROGRESS_EVERY_SECONDS, self, abs, mb * 3 / 4);
    snprintf(path, sizeof path, "%s/shards.sbatch", dir);
    return shard_write_file(path, text, err, errlen);
}

static void print_split(const char *dir, const shard_manifest *m)
{
    long mb, minutes;
    shard_request(m, &mb, &minutes);
    printf("split: %zu shards at depth %d (%d pairs taken) in %s\n", m->n, m->depth, m->level, dir);
    if (m->nsample) {
        double cpu = 0, big = 0, pos = 0;
        for (size_t i = 0; i < m->nsample; i++) {
            cpu += m->sample_seconds[i];
            pos += m->sample_positions[i];
            big = m->sample_mb[i] > big ? m->sample_mb[i] : big;
        }
        printf("estimate from %zu shards solved: %.0f positions and %.2f CPU s a shard on average, peak %.0f MB; "
               "all %zu shards: about %.0f CPU s\n", m->nsample, pos / (double)m->nsample, cpu / (double)m->nsample,
               big, m->n, cpu / (double)m->nsample * (double)m->n);
    }
    char memopt[32] = "";   /* as the job array: the table sized from the sample, not from the machine */
    if (m->nsample)
        snprintf(memopt, sizeof memopt, " --mem %ld", mb * 3 / 4);
    /* this program by its full path: after a clone, posproof is not on PATH */
    char self[4096] = "posproof";
    if (self_path(self, sizeof self) != 0 || strpbrk(self, " '\"\\$`"))
        strcpy(self, "posproof");
    printf("run the shards (each skips itself once done):\n"
           "  GNU parallel: seq %zu | parallel --joblog %s/joblog %s shard %s {} --threads 1%s --quiet\n"
           "                (other hosts sharing %s: add --sshlogin HOST,HOST)\n"
           "  Slurm:        sbatch %s/shards.sbatch   (%zu array tasks, %ld MB and %ld min each)\n"
           "then: posproof merge %s --cert TOP.cert --single ONE.cert, and posproof-check ONE.cert\n",
           m->n, dir, self, dir, memopt, dir, dir, m->n, mb, minutes, dir);
}

/* The frontier of a split, collected by count_level. */
typedef struct split_ctx {
    const options *o;
    const game *g;
    const board *b;
    shard_manifest *m;
} split_ctx;

/* The start flags of st in the words of sp's family ("" for none). */
static void start_flags(const spec *sp, const game *g, const spec_pos *st, char *out, size_t len)
{
    const char *names[2];
    int states[2], k = spec_start_names(sp, names, states);
    char list[1024];
    size_t at = 0;
    out[0] = 0;
    for (int i = 0; i < k; i++) {
        spec_start_pairs(g->fam, st, states[i], list);
        if (list[0])
            at += (size_t)snprintf(out + at, at < len ? len - at : 0, "%s--%s %s", at ? " " : "", names[i], list);
    }
}

static int split_add(void *arg, position pos, int turn)
{
    split_ctx *c = arg;
    spec_pos st = engine_spec_pos(c->g, c->b, pos, turn);
    char hex[64], flags[4096];
    spec_start_hex(&st, hex);
    start_flags(&c->o->sp, c->g, &st, flags, sizeof flags);
    return shard_manifest_add(c->m, hex, flags) != 0 ? -1 : 0;
}

/* The arguments of the shards' solve among argv[2..]: the options the
 * options table keeps in a manifest (the game, the start, --finish) with
 * their values; --board-file becomes --board G6 (the manifest must not
 * depend on the directory). */
static int keep_args(const options *o, int argc, char **argv, shard_manifest *m)
{
    char g6[GR_G6MAX];
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : "";
        const option_def *d = option_named(a);   /* read_options took it */
        int flag = !d->arg;
        if (d->group) {
            int file = strcmp(a, "--board-file") == 0;
            if (file)
                graph_to_g6(&o->sp.board, g6);
            if (m->nargs + 2 > SHARD_MAXARGS || !(m->args[m->nargs++] = strdup(file ? "--board" : a)) ||
                !(m->args[m->nargs++] = strdup(file ? g6 : v)))
                return -1;
        }
        i += !flag;
    }
    return 0;
}

/* Runs `posproof shard DIR k --quiet --threads 1` as a child process and
 * waits: its exit status, and its CPU seconds. */
static int run_child_shard(const char *dir, size_t k, double *cpu)
{
    struct rusage before, ru;
    getrusage(RUSAGE_CHILDREN, &before);
    char self[4096], num[32];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0)
        return -1;
    self[len] = 0;
    snprintf(num, sizeof num, "%zu", k);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        execl(self, "posproof", "shard", dir, num, "--quiet", "--threads", "1", (char *)NULL);
        _exit(127);
    }
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) != pid)
        return -1;
    getrusage(RUSAGE_CHILDREN, &ru);
    *cpu = (double)(ru.ru_utime.tv_sec - before.ru_utime.tv_sec + ru.ru_stime.tv_sec - before.ru_stime.tv_sec) +
           (double)(ru.ru_utime.tv_usec - before.ru_utime.tv_usec + ru.ru_stime.tv_usec - before.ru_stime.tv_usec) * 1e-6;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Splits the game of o (argv: its command line) into DIR. */
static int split(const options *o, int argc, char **argv)
{
    char err[512], path[4200];
    if (!o->out || !o->depth == !o->shards)
        return die_usage("split needs --depth D or --shards N (one of them) and --out DIR (see posproof split --help)");
    if (o->sp.nroles != 1)
        return die_usage("split divides one game's proof: give --%s", o->sp.fam->first == FIRST_CREATOR ? "creator" : "first");
    game g;
    if (spec_game(&o->sp, o->sp.roles[0], &g, err, sizeof err) != 0)
        return die_usage("%s", err);
    if (rule_stops(g.rule))
        return die_usage("split does not take rule %s: its frontier positions are in the middle of a turn, which no "
                         "start position may be (certs/FORMAT.md 3.4)", o->sp.rule_name);
    if (g.fam->first == FIRST_OFFERER)
        return die_usage("split does not take %s: its frontier positions are in the middle of a round, which no "
                         "start position may be (certs/FORMAT.md 3.4)", family_word(g.fam));
    int made = access(o->out, F_OK) != 0;   /* DIR is new: a refused split removes it */
    if (mkdir_p(o->out) != 0)
        return die_usage("--out %s: %s", o->out, strerror(errno));
    snprintf(path, sizeof path, "%s/manifest", o->out);
    if (access(path, F_OK) == 0)
        return die_usage("--out %s already holds a split (%s): remove it or choose another directory", o->out, path);
    long mem = o->mem_mb ? o->mem_mb : default_mem_mb();
    solver s;
    int tomove;
    position start;
    if (enumerating_solver(o, &g, &s, &start, &tomove) != 0)
        return 1;
    shard_manifest m;
    memset(&m, 0, sizeof m);
    int nfree = board_popcount(s.b.all & ~(start.maker | start.breaker)), rc = 0;
    if (o->depth > nfree) {
        solver_free(&s);
        return die_usage("--depth %ld: the board has only %d free pairs", o->depth, nfree);
    }
    /* --depth D, or with --shards N each depth from 1 until the frontier
     * holds N shards */
    size_t most = 0;                 /* --shards: the largest frontier met, at depth 'at' */
    long at = 1;
    for (long d = o->depth ? o->depth : 1; rc == 0; d++) {
        shard_manifest_free(&m);
        memset(&m, 0, sizeof m);
        m.depth = (int)d;
        m.level = board_popcount(start.maker | start.breaker) + m.depth;
        split_ctx ctx = {o, &g, &s.b, &m};
        rc = count_level(&s, start, tomove, m.level, (size_t)mem << 20, split_add, &ctx, err, sizeof err);
        if (m.n > most)
            most = m.n, at = d;
        if (rc == 0 && o->shards && m.n < (size_t)o->shards && (d == nfree || m.n == 0)) {
            shard_manifest_free(&m);
            solver_free(&s);
            if (made)
                rmdir(o->out);   /* made above, and still empty */
            return die_usage("--shards %ld: no depth gives so many (the most: %zu at depth %ld)", o->shards, most, at);
        }
        if (o->depth || (size_t)o->shards <= m.n)
            break;
    }
    if (rc == 0 && keep_args(o, argc, argv, &m) != 0)
        rc = (snprintf(err, sizeof err, "too many arguments"), -1);
    solver_free(&s);
    if (rc == 0 && m.n == 0)
        rc = (snprintf(err, sizeof err, "no position at depth %d is left to solve: every play ends sooner (solve the "
                                        "game whole)", m.depth), -1);
    if (rc == 0)
        rc = shard_manifest_write(o->out, &m, err, sizeof err);
    if (rc != 0) {
        fprintf(stderr, "posproof: split: %s\n", err[0] ? err : "out of memory");
        shard_manifest_free(&m);
        return 1;
    }
    /* --estimate K: K shards spread over the list solved for real, one
     * process each, their figures kept in the manifest. */
    size_t want = (size_t)o->estimate < m.n ? (size_t)o->estimate : m.n;
    for (size_t i = 0; i < want; i++) {
        size_t k = want == 1 ? 1 : 1 + i * (m.n - 1) / (want - 1);
        double cpu = 0, mb = 0;
        char name[32], text[4096];
        int crc = run_child_shard(o->out, k, &cpu);
        shard_name(k, m.n, name);
        if (crc != 0 || read_shard_json(o->out, name, text) != 0) {
            fprintf(stderr, "posproof: split --estimate: shard %zu failed (exit %d)\n", k, crc);
            shard_manifest_free(&m);
            return 1;
        }
        double pos = json_number(text, "positions") + json_number(text, "cert_positions");
        mb = json_number(text, "peak_mb");
        if (shard_manifest_sample(&m, k, pos, cpu, mb) != 0 || shard_manifest_write(o->out, &m, err, sizeof err) != 0) {
            fprintf(stderr, "posproof: split: %s\n", err);
            shard_manifest_free(&m);
            return 1;
        }
    }
    rc = write_sbatch(o->out, &m, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "posproof: split: %s\n", err);
    else
        print_split(o->out, &m);
    /* which shards a proof of either side needs first, none being done */
    if (rc == 0)
        rc = merge_plan_all(o, &g, o->out, &m);
    shard_manifest_free(&m);
    return rc ? 1 : 0;
}

int cmd_split(int argc, char **argv)
{
    options o;
    int rc = command_options(argc, argv, &o);
    return rc ? rc : split(&o, argc, argv);
}
