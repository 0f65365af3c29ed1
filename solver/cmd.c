/* cmd.c: the helpers the commands share (cmd.h). */
#include "cmd.h"
#include "engine.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

int die_usage(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("posproof: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 2;
}

int one_of(const char *s, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(s, *list) == 0)
            return 1;
    return 0;
}

int parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

/* mkdir -p path. 0, or -1 with errno set. */
int mkdir_p(const char *path)
{
    char dir[4096];
    struct stat st;
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir)
        return errno = ENAMETOOLONG, -1;
    for (char *q = dir + 1;; q++)
        if (*q == '/' || !*q) {
            char c = *q;
            *q = 0;
            if (mkdir(dir, 0777) != 0 && errno != EEXIST)
                return -1;
            *q = c;
            if (!c)
                break;
        }
    if (stat(path, &st) != 0)
        return -1;
    return S_ISDIR(st.st_mode) ? 0 : (errno = ENOTDIR, -1);
}

/* Threads by default: the processors online, 1 to THREADS_MAX. */
int default_threads(void)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    return cpus < 1 ? 1 : cpus > THREADS_MAX ? THREADS_MAX : (int)cpus;
}

long default_mem_mb(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || size <= 0)
        return 1024;
    return (long)((double)pages * (double)size / 4 / (1 << 20));
}

void json_string(const char *s)
{
    putchar('"');
    for (; *s; s++)
        if (*s == '"' || *s == '\\')
            printf("\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            printf("\\u%04x", *s);
        else
            putchar(*s);
    putchar('"');
}

/* A solver for enumerating g's positions (count, split) on one thread
 * with a small table (only end tests and immediate wins are asked), and
 * the start position with its turn. 0, or -1 after a message. */
int enumerating_solver(const options *o, const game *g, solver *s, position *start, int *tomove)
{
    char err[512];
    const vset *adj = o->sp.has_board ? o->sp.board.adj : NULL;
    if (solver_init(s, engine_family(g), &o->sp.prop, o->sp.n, adj, o->sp.bias_ab, (size_t)1 << 20, 1, err,
                    sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return -1;
    }
    engine_offer(s, g);
    spec_pos st = spec_start(&o->sp, g);
    *start = engine_start(g, &s->b, &st, tomove);
    return 0;
}

int self_path(char *out, size_t len)
{
    ssize_t got = readlink("/proc/self/exe", out, len - 1);
    if (got <= 0 || (size_t)got >= len - 1)
        return -1;
    out[got] = 0;
    return 0;
}

#ifndef POSPROOF_WIDE
int wide_path(char *out, size_t len)
{
    if (self_path(out, len - 16) != 0)
        return -1;
    char *slash = strrchr(out, '/');
    if (!slash)
        return -1;
    strcpy(slash + 1, "posproof-wide");
    return 0;
}

/* Hands the run to posproof-wide, this program built for boards of up to 16
 * vertices (board.h), found next to this one; returns only if it cannot be
 * started. */
void hand_to_wide(char **argv)
{
    char path[4096];
    if (wide_path(path, sizeof path) != 0)
        return;
    fflush(NULL);
    execv(path, argv);
}
#endif

void json_game(const spec *sp, const game *g)
{
    char board[48];
    spec_board_name(sp, board);
    printf("{\"game\": ");
    json_string(sp->game);
    if (sp->rule_name[0] || sp->fam->chosen == FAMILY_BY_RULE)
        printf(", \"rule\": \"%s\"", sp->fam->chosen == FAMILY_BY_RULE ? family_word(g->fam) : sp->rule_name);
    if (sp->prop_name[0]) {
        printf(", \"property\": ");
        json_string(sp->prop_name);
    }
    if (sp->H) {
        char h[GR_G6MAX];
        graph_to_g6(&sp->prop.h, h);
        printf(", \"H\": ");
        json_string(h);
    }
    printf(", \"board\": ");
    json_string(board);
    if (sp->has_board) {   /* beside the name the user gave: the graph6 a certificate stores */
        char g6[GR_G6MAX];
        graph_to_g6(&sp->board, g6);
        printf(", \"graph6\": ");
        json_string(g6);
    }
    printf(", \"n\": %d", g->n);
    if (sp->fam->biased)
        printf(", \"bias\": \"%d:%d\"", g->bias[0], g->bias[1]);
    printf(", \"first\": \"%s\"", game_role(g, 0));
    if (sp->fam->first == FIRST_CREATOR)
        printf(", \"creator\": \"%s\"", g->first_role == 0 ? "first" : "second");
    if (sp->fam->first == FIRST_OFFERER) {   /* the offer families' convention (certificate headers offer, leftover) */
        printf(", \"offer\": \"%s\"", g->upto ? "upto" : "exact");
        if (!g->upto)
            printf(", \"leftover\": \"%s\"", g->leftover < 0 ? "discard" : g->fam->role[g->leftover]);
    }
}
