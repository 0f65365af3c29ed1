/* cmd_cert.c: `posproof show`, `dump` and `play`, the commands that read
 * one certificate: their options read, then show.c, dump.c or play.c. */
#include "cmd.h"
#include "draw.h"
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
 * none), read by the options table. */
static int cert_command(int argc, char **argv, int kind)
{
    const char *cmd = argv[1], *usage = kind == SHOW ? SHOW_USAGE : kind == DUMP ? DUMP_USAGE : PLAY_USAGE;
    if (argc < 3 || strncmp(argv[2], "--", 2) == 0)
        return die_usage("%s needs a certificate (usage: %.*s)", cmd, (int)strlen(usage) - 1, usage);
    options o;
    options_init(&o, cmd);
    int rc = read_options(argc, argv, 3, &o);
    if (rc)
        return rc;
    show_options so = {.cert = argv[2], .after = o.after, .depth = (int)o.depth, .line = o.line, .dot = o.dot,
                       .svg = o.svg, .json = kind == SHOW && o.json};
    if (so.depth && so.line)
        return die_usage("--depth and --line: give one (the tree, or one line of play)");
    if (so.dot && so.svg)
        return die_usage("--dot and --svg: give one (the DOT text, or the picture Graphviz draws from it)");
    if (o.layout && strcmp(o.layout, "circle") != 0 && strcmp(o.layout, "standard") != 0)
        return die_usage("--layout '%s': expected circle or standard", o.layout);
    so.layout = o.layout && strcmp(o.layout, "circle") == 0 ? DRAW_CIRCLE : DRAW_STANDARD;
    if (so.json && (so.line || so.dot || so.svg))
        return die_usage("--json and %s: give one (the strategy as a DAG in JSON, or %s)", so.line ? "--line" : so.dot ?
                         "--dot" : "--svg", so.line ? "one line of play" : "its picture");
    if (kind == DUMP)
        return dump_run(so.cert, o.json);
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
