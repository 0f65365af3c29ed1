/* main.c: the posproof command: argv[1] names the command, found in the
 * table below (cmd.h; options.c print_help has the whole grammar). A
 * command's --help (-h) among its options prints its help instead.
 *
 * Exit status: 0 success; 1 the run failed (out of memory, I/O error);
 * 2 bad usage or bad input; 3 a solve stopped at --seconds; a solve or
 * shard stopped by a signal dies of it (128 + its number, cmd_solve.c).
 * Errors are one line on stderr.
 */
#include "cmd.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static const struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *help;   /* the help of `posproof NAME ... --help`, NULL: none */
} commands[] = {
    {"solve", cmd_solve, "solve"},
    {"count", cmd_count, "count"},
    {"key", cmd_key, "key"},
    {"moves", cmd_moves, "moves"},
    {"show", cmd_show, "show"},
    {"dump", cmd_dump, "dump"},
    {"play", cmd_play, "play"},
    {"split", cmd_split, "split"},
    {"shard", cmd_shard, "split"},
    {"merge", cmd_merge, "split"},
    {"status", cmd_status, "split"},
    {"estimate", cmd_estimate, "estimate"},
    {"--help", cmd_help, NULL},
    {"-h", cmd_help, NULL},
    {"help", cmd_help, NULL},
    {"--version", cmd_version, NULL},
};

static int run(int argc, char **argv)
{
    if (argc < 2)
        return die_usage("missing command (see posproof --help)");
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
        const struct command *c = &commands[i];
        if (strcmp(argv[1], c->name) != 0)
            continue;
        if (c->help && wants_help(argc, argv)) {
            print_help(c->help);
            return 0;
        }
        return c->run(argc, argv);
    }
    return die_usage("unknown command '%s' (see posproof --help)", argv[1]);
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "posproof: standard output: %s\n", strerror(errno));
        return rc ? rc : 1;
    }
    return rc;
}
