/* cmd_batch.c: `posproof solve GAME --batch`: graph6 boards from standard
 * input, each solved on one thread (run_solve), printed in input order. */
#include "cmd.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    if (o.sp.n > BOARD_MAXN) {   /* the ordinary build (board.h) */
        snprintf(j->err, sizeof j->err,
                 "posproof: line %ld: '%s': a board of %d vertices; this program takes at most %d, posproof-wide "
                 "(beside it) up to %d: run posproof-wide solve ... --batch",
                 j->lineno, j->line, o.sp.n, BOARD_MAXN, GR_MAXN);
        j->rc = 2;
        return;
    }
    j->wins = 1;
    for (int k = 0; k < o.sp.nroles; k++) {
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
        if (o.cert_dir) {
            snprintf(j->path[k][0], sizeof j->path[k][0], "%s/%ld-%s.cert", o.cert_dir, j->lineno, g.ops->role[role]);
            o.cert = j->path[k][0];
        }
        spec_pos empty = spec_start(&o.sp, &g);   /* --batch takes no start: the empty position */
        if (run_solve(&o, &g, &empty, NULL, &r) != 0) {
            snprintf(j->err, sizeof j->err, "posproof: line %ld: '%s': the solve failed", j->lineno, j->line);
            j->rc = 1;
            return;
        }
        j->winner[k] = r.outcome == OUT_DRAW ? "none" : game_role(&g, r.outcome);
        if (o.only_wins && strcmp(j->winner[k], o.only_wins) != 0)
            j->wins = 0;
        j->positions += r.positions + r.cert_positions;
        j->seconds += r.seconds + r.cert_seconds;
        for (int h = 0; h < r.ncerts && h < 2; h++)
            snprintf(j->path[k][h], sizeof j->path[k][h], "%s", r.path[h]);
        if (r.ncerts < 2)
            j->path[k][1][0] = 0;
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
    const family_ops *ops = game_family(o->sp.family);
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
    } else {
        printf("%s", j->line);
        for (int k = 0; k < o->sp.nroles; k++)
            printf(" %s-first=%s", ops->role[o->sp.roles[k]], j->winner[k]);
        putchar('\n');
    }
}

/* --batch: boards from standard input, solved on o->threads threads (one
 * board a thread), read and printed in chunks in input order. */
int cmd_batch(options *o)
{
    char line[4096];
    int rc = 0, threads = (int)(o->threads ? o->threads : default_threads());
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
    for (int eof = 0; !eof;) {
        bt.njobs = 0;
        while (bt.njobs < chunk) {
            if (!fgets(line, sizeof line, stdin)) {
                eof = 1;
                break;
            }
            lineno++;
            size_t len = strcspn(line, "\r\n");
            if (line[len] == 0 && !feof(stdin)) {
                fprintf(stderr, "posproof: line %ld: longer than %zu bytes\n", lineno, sizeof line - 2);
                rc = 2;
                int c;
                while ((c = getchar()) != EOF && c != '\n')
                    ;
                continue;
            }
            line[len] = 0;
            /* nauty's header (geng -h writes it before the first graph, on
             * the same line) and blank lines are skipped; lineno counts
             * every line */
            char *board = line;
            if (strncmp(board, ">>graph6<<", 10) == 0 || strncmp(board, ">>sparse6<<", 11) == 0)
                board += board[2] == 'g' ? 10 : 11;
            if (board[strspn(board, " \t")] == 0)
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
            batch_job *j = &bt.job[i];
            if (j->rc) {
                if (j->err[0])
                    fprintf(stderr, "%s\n", j->err);
                if (rc == 0 || j->rc == 2)
                    rc = j->rc;
            } else
                batch_print(o, j);
            free(j->line);
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

