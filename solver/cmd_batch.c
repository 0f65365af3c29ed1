/* cmd_batch.c: `posproof solve GAME --batch`: graph6 boards from standard
 * input, each solved on one thread (run_solve), printed in input order; in
 * bin/posproof, the rest of the batch from a board of more than BOARD_MAXN
 * vertices on is handed to posproof-wide. */
#include "cmd.h"

#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* One board of --batch and what solving it gave. */
typedef struct batch_job {
    char *line;              /* the board (graph6) */
    long lineno;
    int rc;                  /* 0, or the exit status of its failure */
    char err[640];           /* the message of a failure, printed in order */
    const char *winner[2];   /* the winning role (or "none") for each starter asked */
    unsigned long positions;
    double seconds;
    int wins;                /* --only-wins holds */
    int wide;                /* more vertices than this build takes (rc 2, err says so): for posproof-wide */
    char g6[GR_G6MAX];       /* the board in graph6 (--output graph6) */
    char path[2][2][4096];   /* certificates written (--cert-dir): [starter][half of a draw] */
} batch_job;

typedef struct batch {
    const options *o;
    batch_job *job;
    size_t njobs;
    long mem_mb;             /* each thread's budget */
    atomic_size_t next;
} batch;

/* Solves the board of j with the options of --batch, on one thread, using
 * the temp_to_remove slots 2 slot and 2 slot + 1. */
static void batch_solve(const batch *bt, batch_job *j, int slot)
{
    options o = *bt->o;   /* a copy: its spec takes the board */
    char err[512];
    o.slot = 2 * slot;
    o.mem_mb = bt->mem_mb;
    o.threads = 1;
    if (spec_board(&o.sp, j->line, err, sizeof err) != 0) {
        snprintf(j->err, sizeof j->err, "posproof: line %ld: %s", j->lineno, err);
        j->rc = 2;
        return;
    }
    if (o.sp.n > BOARD_MAXN) {   /* bin/posproof (board.h): cmd_batch hands it to posproof-wide */
        snprintf(j->err, sizeof j->err,
                 "posproof: line %ld: '%s': a board of %d vertices goes to posproof-wide, which cannot be started "
                 "from beside this program", j->lineno, j->line, o.sp.n);
        j->wide = 1;
        j->rc = 2;
        return;
    }
    graph_to_g6(&o.sp.board, j->g6);
    j->wins = 1;
    for (int k = 0; k < o.sp.nroles && j->wins; k++) {
        int role = o.sp.roles[k];
        game g;
        result r;
        memset(&r, 0, sizeof r);
        if (spec_game(&o.sp, role, &g, err, sizeof err) != 0) {
            snprintf(j->err, sizeof j->err, "posproof: line %ld: '%s': %s", j->lineno, j->line, err);
            j->rc = 2;
            return;
        }
        if (o.cert_dir && o.sp.has_board && graph_edges(&o.sp.board) > CERT_MAX_BOARD_EDGES) {
            snprintf(j->err, sizeof j->err,
                     "posproof: line %ld: '%s': a certificate's graph6 board has at most %d edges (certs/FORMAT.md "
                     "3.1), and this one has %d",
                     j->lineno, j->line, CERT_MAX_BOARD_EDGES, graph_edges(&o.sp.board));
            j->rc = 2;
            return;
        }
        if (o.cert_dir) {   /* LINE.ROLE-first.cert: who moved first, never read as who won */
            snprintf(j->path[k][0], sizeof j->path[k][0], "%s/%ld.%s-first.cert", o.cert_dir, j->lineno,
                     g.fam->role[role]);
            o.cert = j->path[k][0];
        }
        spec_pos empty = spec_start(&o.sp, &g);   /* --batch takes no start: the empty position */
        if (run_solve(&o, &g, &empty, NULL, &r) != 0) {
            snprintf(j->err, sizeof j->err, "posproof: line %ld: '%s': the solve failed", j->lineno, j->line);
            j->rc = 1;
            return;
        }
        j->winner[k] = r.outcome == OUT_DRAW ? "none" : game_role(&g, r.outcome);
        j->positions += r.positions + r.cert_positions;
        j->seconds += r.seconds + r.cert_seconds;
        for (int h = 0; h < r.ncerts && h < 2; h++)
            snprintf(j->path[k][h], sizeof j->path[k][h], "%s", r.path[h]);
        if (r.ncerts < 2)
            j->path[k][1][0] = 0;
        if (r.ncerts < 1)
            j->path[k][0][0] = 0;
        /* --only-wins: a board ROLE does not win with this starter is not
         * printed, the other starter not solved, and no certificate of it
         * kept (run_solve wrote none for this one) */
        if (o.only_wins && strcmp(j->winner[k], o.only_wins) != 0) {
            j->wins = 0;
            for (int e = 0; e < k; e++)
                for (int h = 0; h < 2; h++)
                    if (j->path[e][h][0])
                        unlink(j->path[e][h]);
        }
    }
}

static void *batch_main(void *arg)
{
    batch *bt = ((batch **)arg)[0];
    int slot = (int)(intptr_t)((void **)arg)[1];
    for (;;) {
        size_t i = atomic_fetch_add(&bt->next, 1);
        if (i >= bt->njobs)
            break;
        batch_solve(bt, &bt->job[i], slot);
    }
    return NULL;
}

/* Prints the line of job j (in input order). */
static void batch_print(const options *o, const batch_job *j)
{
    const family_def *ops = o->sp.fam;
    if (o->only_wins && !j->wins)
        return;
    if (o->json) {
        printf("{\"board\": ");
        json_string(j->line);
        printf(", \"line\": %ld", j->lineno);
        for (int k = 0; k < o->sp.nroles; k++)
            printf(", \"%s-first\": \"%s\"", ops->role[o->sp.roles[k]], j->winner[k]);
        printf(", \"positions\": %lu, \"seconds\": %.3f", j->positions, j->seconds);
        if (o->cert_dir) {
            printf(", \"certificates\": [");
            int first = 1;
            for (int k = 0; k < o->sp.nroles; k++)
                for (int h = 0; h < 2; h++)
                    if (j->path[k][h][0]) {
                        printf("%s", first ? "" : ", ");
                        json_string(j->path[k][h]);
                        first = 0;
                    }
            printf("]");
        }
        printf("}\n");
    } else if (o->output) {   /* --output graph6: the board alone, for nauty's tools */
        printf("%s\n", j->g6);
    } else {
        printf("%s line=%ld", j->line, j->lineno);
        for (int k = 0; k < o->sp.nroles; k++)
            printf(" %s-first=%s", ops->role[o->sp.roles[k]], j->winner[k]);
        putchar('\n');
    }
}

#ifndef POSPROOF_WIDE
/* Hands the rest of the batch to posproof-wide, beside this program, run
 * with argv: from job `from` of bt's chunk, a board this build does not
 * take, on (the jobs before it are printed). posproof-wide reads a pipe
 * into which this process writes a blank line for each input line before
 * (blank lines are skipped and counted: its LINE is the input's), the
 * chunk's boards from job `from` on, blank lines up to the lineno lines
 * read, and the rest of standard input. Returns posproof-wide's exit
 * status, or -1 with errno set if it cannot be started. */
static int batch_to_wide(char **argv, const batch *bt, size_t from, long lineno)
{
    assert(from < bt->njobs && bt->job[from].wide && bt->job[bt->njobs - 1].lineno <= lineno);
    char path[4096];
    int fd[2];
    if (wide_path(path, sizeof path) != 0 || access(path, X_OK) != 0 || pipe(fd) != 0)
        return -1;
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(fd[0]);
        close(fd[1]);
        errno = e;
        return -1;
    }
    if (pid == 0) {
        dup2(fd[0], STDIN_FILENO);
        close(fd[0]);
        close(fd[1]);
        execv(path, argv);
        fprintf(stderr, "posproof: %s: %s\n", path, strerror(errno));
        _exit(1);
    }
    close(fd[0]);
    signal(SIGPIPE, SIG_IGN);   /* posproof-wide stopped reading: its exit status says why */
    FILE *to = fdopen(fd[1], "w");
    if (!to)
        close(fd[1]);
    long at = 0;   /* the lines written */
    for (size_t i = from; to && i < bt->njobs; i++, at++) {
        for (; at < bt->job[i].lineno - 1; at++)
            putc('\n', to);
        fprintf(to, "%s\n", bt->job[i].line);
    }
    for (; to && at < lineno; at++)
        putc('\n', to);
    char buf[1 << 16];
    size_t got;
    while (to && (got = fread(buf, 1, sizeof buf, stdin)) > 0 && fwrite(buf, 1, got, to) == got)
        ;
    if (to)
        fclose(to);
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}
#endif

/* Job i of bt's chunk, in input order: its line printed, or its failure
 * on stderr; in bin/posproof a board for posproof-wide hands it the rest
 * of the batch (batch_to_wide; *handed set). Returns the exit status so
 * far, rc with this job's: a failure of bad input (2) outweighs others. */
static int batch_report(const options *o, char **argv, const batch *bt, size_t i, long lineno, int rc, int *handed)
{
    const batch_job *j = &bt->job[i];
    int jrc = j->rc;
#ifndef POSPROOF_WIDE
    if (j->wide) {
        jrc = batch_to_wide(argv, bt, i, lineno);
        *handed = jrc >= 0;
        if (jrc < 0) {
            fprintf(stderr, "%s: %s\n", j->err, strerror(errno));
            jrc = 2;
        }
        return jrc && (rc == 0 || jrc == 2) ? jrc : rc;
    }
#else
    (void)argv, (void)lineno, (void)handed;
#endif
    if (jrc == 0) {
        batch_print(o, j);
        return rc;
    }
    if (j->err[0])
        fprintf(stderr, "%s\n", j->err);
    return rc == 0 || jrc == 2 ? jrc : rc;
}

/* --batch: boards from standard input, solved on o->threads threads (one
 * board a thread), read and printed in chunks in input order; argv is
 * posproof-wide's command line. */
int cmd_batch(options *o, char **argv)
{
    char line[4096];
    int rc = 0, threads = (int)(o->threads ? o->threads : default_threads()), handed = 0;
    long lineno = 0;
    size_t chunk = (size_t)64 * (size_t)threads;
    batch bt = {.o = o, .mem_mb = (o->mem_mb ? o->mem_mb : default_mem_mb()) / threads};
    if (bt.mem_mb < 16)
        bt.mem_mb = 16;
    bt.job = calloc(chunk, sizeof *bt.job);
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    void *(*args)[2] = calloc((size_t)threads, sizeof *args);
    if (!bt.job || !tid || !args) {
        fprintf(stderr, "posproof: out of memory\n");
        free(bt.job);
        free(tid);
        free(args);
        return 1;
    }
    for (int eof = 0; !eof && !handed;) {
        bt.njobs = 0;
        while (bt.njobs < chunk) {
            char *board;
            int got = graph_read_line(stdin, line, sizeof line, &board);
            if (got == 0) {
                eof = 1;
                break;
            }
            lineno++;
            if (got < 0) {
                fprintf(stderr, "posproof: line %ld: longer than %zu bytes\n", lineno, sizeof line - 2);
                rc = 2;
                continue;
            }
            if (!board)   /* blank, or nauty's header alone: skipped, counted */
                continue;
            batch_job *j = &bt.job[bt.njobs++];
            memset(j, 0, sizeof *j);
            j->lineno = lineno;
            j->line = strdup(board);
            if (!j->line) {
                fprintf(stderr, "posproof: out of memory\n");
                eof = 1;
                rc = 1;
                bt.njobs--;
                break;
            }
        }
        atomic_store(&bt.next, 0);
        int started = 0;
        for (int t = 1; t < threads && (size_t)t < bt.njobs; t++) {
            args[t][0] = &bt;
            args[t][1] = (void *)(intptr_t)t;
            if (pthread_create(&tid[t], NULL, batch_main, args[t]) != 0)
                break;
            started = t;
        }
        args[0][0] = &bt;
        args[0][1] = (void *)(intptr_t)0;
        batch_main(args[0]);
        for (int t = 1; t <= started; t++)
            pthread_join(tid[t], NULL);
        for (size_t i = 0; i < bt.njobs; i++) {
            if (!handed)
                rc = batch_report(o, argv, &bt, i, lineno, rc, &handed);
            free(bt.job[i].line);
        }
        fflush(stdout);
    }
    free(bt.job);
    free(tid);
    free(args);
    if (ferror(stdin)) {
        fprintf(stderr, "posproof: standard input: %s\n", strerror(errno));
        rc = 1;
    }
    return rc;
}
