/* cmd_cert.c: `posproof show`, `dump` and `play`, the commands that read
 * one certificate: their options read, then show.c, dump.c or play.c. */
#include "cmd.h"
#include "../certs/cert_read.h"
#include "dump.h"
#include "play.h"
#include "show.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

enum { SHOW, DUMP, PLAY };

/* posproof show|dump|play CERT [options] (kind SHOW, DUMP, PLAY): the
 * certificate, then the options the command takes (show.h, dump.h; play.h
 * none), each at most once. */
static int cert_command(int argc, char **argv, int kind)
{
    const char *cmd = argv[1], *usage = kind == SHOW ? SHOW_USAGE : kind == DUMP ? DUMP_USAGE : PLAY_USAGE;
    show_options so = {0};
    int json = 0;
    if (argc < 3 || strncmp(argv[2], "--", 2) == 0)
        return die_usage("%s needs a certificate (usage: %.*s)", cmd, (int)strlen(usage) - 1, usage);
    so.cert = argv[2];
    const char *seen[8];
    int nseen = 0;
    for (int i = 3; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int show = kind == SHOW, value = show && (strcmp(a, "--after") == 0 || strcmp(a, "--depth") == 0 ||
                                                  strcmp(a, "--dot") == 0 || strcmp(a, "--svg") == 0);
        if (!(show && (value || strcmp(a, "--line") == 0 || strcmp(a, "--json") == 0)) &&
            !(kind == DUMP && strcmp(a, "--json") == 0))
            return die_usage("%s %s 'posproof %s' (usage: %.*s)", a, strncmp(a, "--", 2) == 0 ? strcmp(a, "--json") == 0 ||
                             strcmp(a, "--after") == 0 || strcmp(a, "--depth") == 0 || strcmp(a, "--line") == 0 ||
                             strcmp(a, "--dot") == 0 || strcmp(a, "--svg") == 0
                             ? "does not apply to" : "is no option of" : "is an unexpected argument of", cmd,
                             (int)strlen(usage) - 1, usage);
        for (int k = 0; k < nseen; k++)
            if (strcmp(seen[k], a) == 0)
                return die_usage("%s is given twice", a);
        seen[nseen++] = a;
        if (!value) {
            *(show && strcmp(a, "--line") == 0 ? &so.line : show ? &so.json : &json) = 1;
            continue;
        }
        if (!v)
            return die_usage("option %s needs a value", a);
        i++;
        long x;
        if (a[2] == 'a')
            so.after = v;
        else if (strcmp(a, "--dot") == 0 || strcmp(a, "--svg") == 0)
            *(a[2] == 'd' ? &so.dot : &so.svg) = v;
        else if (parse_int(v, 1, 64, &x) != 0)
            return die_usage("--depth '%s': expected a number of moves from 1 to 64", v);
        else
            so.depth = (int)x;
    }
    if (so.depth && so.line)
        return die_usage("--depth and --line: give one (the tree, or one line of play)");
    if (so.dot && so.svg)
        return die_usage("--dot and --svg: give one (the DOT text, or the picture Graphviz draws from it)");
    if (so.json && (so.line || so.dot || so.svg))
        return die_usage("--json and %s: give one (the strategy as a DAG in JSON, or %s)", so.line ? "--line" : so.dot ?
                         "--dot" : "--svg", so.line ? "one line of play" : "its picture");
    if (kind == DUMP)
        return dump_run(so.cert, json);
#ifndef POSPROOF_WIDE
    char err[600];
    cert_reader *r = cert_read_open(so.cert, err, sizeof err);
    int n = r ? cert_read_info(r)->n : 0;
    cert_read_close(r);
    if (n > BOARD_MAXN) {
        hand_to_wide(argv);
        return die_usage("a board of %d vertices goes to posproof-wide, which cannot be started from beside this "
                         "program: %s", n, strerror(errno));
    }
#endif
    return kind == SHOW ? show_run(&so) : play_run(so.cert);
}

int cmd_show(int argc, char **argv)
{
    return cert_command(argc, argv, SHOW);
}

int cmd_dump(int argc, char **argv)
{
    return cert_command(argc, argv, DUMP);
}

int cmd_play(int argc, char **argv)
{
    return cert_command(argc, argv, PLAY);
}
