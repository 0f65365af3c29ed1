/* show.c: `posproof show` (show.h). */
#define _GNU_SOURCE   /* tdestroy */
#include "show.h"
#include "cmd.h"
#include "draw.h"
#include "strategy.h"

#include <errno.h>
#include <search.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define ASSUMED 3   /* an outcome: a top's assumed position (FORMAT.md 6.4), proved by a shard */
#define SHORT_MARK " *"   /* a short win; the legend under the tree says what it is */
#define SHORT_NOTE "* a short win: not stored in the file, the game's rules find it (FORMAT.md 6.3)"

typedef struct shower {
    strategy st;
    int failed;              /* 1: no move for the winner; 2: a damaged file (message printed) */
    int drawing;             /* --dot or --svg: keep a picture of each move shown */
    draw_pos *pics;          /* the position before each move shown, the move highlighted */
    int npics, cap;
    char path[SHOW_DEPTH_MAX][40];       /* the moves from the position shown down to the current one */
    /* The tree is a DAG (isomorphic positions share an entry): it is walked
     * twice, first to count how often each position is reached, then to
     * print, each position reached more than once with a label #k where it
     * is shown first and a reference to it elsewhere. */
    int counting;            /* the first walk: nothing printed */
    void *seen;              /* tsearch tree of reached (the positions' keys) */
    int labels;              /* labels given so far */
    int shorts;              /* short wins printed (the legend) */
} shower;

/* A position reached in the tree: its key (with the plies left below it,
 * so that a reference shows as much as --depth asks), how often the first
 * walk reached it, its label (0: none yet). */
typedef struct reached {
    uint8_t key[CANON_KEY_MAX + 2];
    int times, label;
} reached;

static int reached_cmp(const void *a, const void *b)
{
    return memcmp(((const reached *)a)->key, ((const reached *)b)->key, CANON_KEY_MAX + 2);
}

/* The entry of the position x (turn to move, plies left) in w->seen, added
 * if new; NULL: out of memory. */
static reached *reach(shower *w, position x, int turn, int plies)
{
    reached *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    int len = strategy_key(&w->st, x, turn, r->key);
    r->key[len] = (uint8_t)(plies < 0 ? 255 : plies);
    reached **got = tsearch(r, &w->seen, reached_cmp);
    if (!got || *got != r)
        free(r);
    return got ? *got : NULL;
}

/* With --dot or --svg: a picture of pos with the move mv of `turn`
 * highlighted (mv < 0: none), captioned with the moves from the position
 * shown, path[0..depth], or with `caption`. 0, or -1: out of memory. */
static int keep(shower *w, position pos, int turn, int mv, int depth, const char *caption)
{
    if (!w->drawing)
        return 0;
    if (w->npics == w->cap) {
        int cap = w->cap ? 2 * w->cap : 16;
        draw_pos *p = realloc(w->pics, sizeof *p * (size_t)cap);
        if (!p)
            return -1;
        w->pics = p;
        w->cap = cap;
    }
    draw_pos *d = &w->pics[w->npics];
    int next;
    position x = mv < 0 ? pos : strategy_play(&w->st, pos, turn, mv, &next);
    pairset in1 = x.maker & ~pos.maker, in2 = x.breaker & ~pos.breaker;   /* the pair the move took */
    d->pos = pos;
    d->next = in1 | in2 ? board_first(in1 | in2) : -1;
    d->next_state = in1 ? 1 : 2;
    char text[SHOW_DEPTH_MAX * 42] = "";
    for (int i = 0, len = 0; !caption && i <= depth && i < SHOW_DEPTH_MAX; i++)    /* two moves a line */
        len += snprintf(text + len, sizeof text - (size_t)len, "%s%s", i == 0 ? "" : i % 2 ? ", " : ",\n",
                        w->path[i]);
    if (!(d->caption = strdup(caption ? caption : text)))
        return -1;
    w->npics++;
    return 0;
}

/* S's move at pos (S to move, not over), or -1 after noting the failure. */
static int winner_move(shower *w, position pos, int turn, int *how)
{
    char err[600];
    int mv = -1;
    *how = strategy_move(&w->st, pos, turn, &mv, err, sizeof err);
    if (*how < 0) {
        fprintf(stderr, "posproof: %s\n", err);
        w->failed = 2;
        return -1;
    }
    if (*how == STRATEGY_NONE) {
        w->failed = w->failed ? w->failed : 1;
        return -1;
    }
    return mv;
}

/* Prints the move mv of the side to move at pos with its notes, and
 * returns the position after it (turn in *next, outcome in *o). */
static position print_move(shower *w, position pos, int turn, int mv, const char *note, int indent, int *next, int *o)
{
    char text[16], out[160];
    if (w->counting) {
        position x = strategy_play(&w->st, pos, turn, mv, next);
        *o = strategy_outcome(&w->st, x, *next);
        if (*o == STRATEGY_GOING && strategy_assumed(&w->st, x, *next))
            *o = ASSUMED;
        return x;
    }
    strategy_move_text(&w->st, mv, text);
    int depth = indent / 2 - 1;
    if (depth < SHOW_DEPTH_MAX)
        snprintf(w->path[depth], sizeof w->path[depth], "%s %s", strategy_player(&w->st, SIDE(turn)), text);
    if (keep(w, pos, turn, mv, depth < SHOW_DEPTH_MAX ? depth : SHOW_DEPTH_MAX - 1, NULL) != 0 && !w->failed) {
        fprintf(stderr, "posproof: out of memory\n");
        w->failed = 2;
    }
    position x = strategy_play(&w->st, pos, turn, mv, next);
    *o = strategy_outcome(&w->st, x, *next);
    const char *shard = *o == STRATEGY_GOING ? strategy_assumed(&w->st, x, *next) : NULL;
    printf("%*s%s %s%s", indent, "", strategy_player(&w->st, SIDE(turn)), text, note);
    if (shard) {
        printf(" -- assumed: the shard %s proves the rest", shard);
        *o = ASSUMED;
    } else if (*o != STRATEGY_GOING) {
        strategy_outcome_text(&w->st, *o, out, sizeof out);
        printf(" -- %s", out);
    }
    putchar('\n');
    return x;
}

/* The tree from the non-end position pos: plies moves deep (plies < 0:
 * down to S's next move on every branch). */
static void tree(shower *w, position pos, int turn, int plies, int indent)
{
    strategy *st = &w->st;
    if (plies == 0 || w->failed == 2)
        return;
    int next, o;
    if (SIDE(turn) == st->side) {
        int how, mv = winner_move(w, pos, turn, &how);
        if (mv < 0) {
            if (w->failed == 1 && !w->counting)
                printf("%*s%s: the certificate has no move here (a position its strategy does not reach)\n", indent,
                       "", strategy_player(st, st->side));
            return;
        }
        if (how == STRATEGY_SHORT && !w->counting)
            w->shorts++;
        position x = print_move(w, pos, turn, mv, how == STRATEGY_SHORT ? SHORT_MARK : "", indent, &next, &o);
        /* without --depth, on to the end of S's turn (a bias: more moves) */
        if (o == STRATEGY_GOING && (plies != -1 || SIDE(next) == st->side))
            tree(w, x, next, plies > 0 ? plies - 1 : -1, indent + 2);
        return;
    }
    /* the opponent: every legal reply, one of each class of isomorphic
     * resulting positions, in the replay's order */
    int mv[SOLVER_MOVES + 1], k = strategy_moves(st, pos, turn, mv);
    int like[SOLVER_MOVES + 1], count[SOLVER_MOVES + 1] = {0};
    strategy_classes(st, pos, turn, mv, k, like);
    for (int i = 0; i < k; i++)
        count[like[i]] += like[i] != i;
    for (int c = 0; c < k && w->failed != 2; c++) {
        if (like[c] != c)
            continue;
        char note[96] = "";
        int len = 0, below = plies > 0 ? plies - 1 : -1, t;
        if (count[c])
            len = snprintf(note, sizeof note, " (and %d isomorphic repl%s)", count[c], count[c] == 1 ? "y" : "ies");
        /* the position after the reply: shown once, referred to elsewhere */
        position y = strategy_play(st, pos, turn, mv[c], &t);
        reached *r = NULL;
        if (below != 0 && strategy_outcome(st, y, t) == STRATEGY_GOING && !strategy_assumed(st, y, t)) {
            if (!(r = reach(w, y, t, below))) {
                fprintf(stderr, "posproof: out of memory\n");
                w->failed = 2;
                return;
            }
            if (w->counting)
                r->times++;
        }
        int again = r && r->label > 0, labelled = r && r->label == 0 && r->times > 1;
        if (again)
            snprintf(note + len, sizeof note - (size_t)len, " -- the position #%d, shown above", r->label);
        else if (labelled && !w->counting)
            snprintf(note + len, sizeof note - (size_t)len, "   #%d", r->label = ++w->labels);
        if (w->counting && r && r->times > 1)
            continue;   /* counted: its subtree was walked the first time */
        position x = print_move(w, pos, turn, mv[c], note, indent, &next, &o);
        if (o == STRATEGY_GOING && !again)
            tree(w, x, next, below, indent + 2);
    }
}

/* One principal line from pos to the end of the game. */
static void line(shower *w, position pos, int turn)
{
    strategy *st = &w->st;
    char out[160];
    int o = strategy_outcome(st, pos, turn);
    for (int ply = 1; o == STRATEGY_GOING; ply++) {
        int mv, how = STRATEGY_ENTRY, next;
        if (SIDE(turn) == st->side) {
            if ((mv = winner_move(w, pos, turn, &how)) < 0) {
                if (w->failed == 1)
                    printf("%3d. %s: the certificate has no move here (a position its strategy does not reach)\n",
                           ply, strategy_player(st, st->side));
                return;
            }
        } else {
            int all[SOLVER_MOVES + 1];
            strategy_moves(st, pos, turn, all);
            mv = all[0];   /* a non-end position has a legal move */
        }
        char text[16], caption[64];
        strategy_move_text(st, mv, text);
        printf("%3d. %s %s%s\n", ply, strategy_player(st, SIDE(turn)), text, how == STRATEGY_SHORT ? SHORT_MARK : "");
        w->shorts += how == STRATEGY_SHORT;
        snprintf(caption, sizeof caption, "%d. %s %s", ply, strategy_player(st, SIDE(turn)), text);
        if (keep(w, pos, turn, mv, 0, caption) != 0) {
            fprintf(stderr, "posproof: out of memory\n");
            w->failed = 2;
            return;
        }
        pos = strategy_play(st, pos, turn, mv, &next);
        turn = next;
        o = strategy_outcome(st, pos, turn);
        const char *shard = o == STRATEGY_GOING ? strategy_assumed(st, pos, turn) : NULL;
        if (shard) {
            printf("result: assumed: the shard %s proves the rest (FORMAT.md 6.4)\n", shard);
            return;
        }
    }
    char why[1400];
    strategy_outcome_text(st, o, out, sizeof out);
    strategy_why(st, pos, turn, why, sizeof why);
    if (w->shorts)
        printf("%s\n", SHORT_NOTE);
    if (why[0])
        printf("why: %s\n", why);
    printf("result: %s\n", out);
    if (keep(w, pos, turn, -1, 0, out) != 0) {
        fprintf(stderr, "posproof: out of memory\n");
        w->failed = 2;
    }
}

/* --json: a position up to isomorphism waiting in the DAG's queue, as first
 * reached, plies moves from the position shown, and its entry in w->seen. */
typedef struct dag_node {
    position pos;
    int turn, plies;
    const reached *r;
} dag_node;

typedef struct dag {
    dag_node *q;
    size_t head, count, cap;
} dag;

/* The key as hexadecimal. out: 2 * (CANON_KEY_MAX + 1) + 1 bytes. */
static void key_hex(const uint8_t *key, int len, char *out)
{
    for (int i = 0; i < len; i++)
        sprintf(out + 2 * i, "%02x", key[i]);
}

/* The class of pos (its key, hexadecimal, into hex): queued if it is new
 * (w->seen, as the tree's reach keeps it). 0, or -1 (out of memory). */
static int dag_reach(shower *w, dag *d, position pos, int turn, int plies, char *hex)
{
    reached *r = reach(w, pos, turn, -1);
    if (!r)
        return -1;
    key_hex(r->key, w->st.in->key_len, hex);
    if (r->times++)
        return 0;
    if (d->count == d->cap) {
        size_t cap = d->cap ? 2 * d->cap : 1024;
        dag_node *q = realloc(d->q, cap * sizeof *q);
        if (!q)
            return -1;
        d->q = q;
        d->cap = cap;
    }
    d->q[d->count++] = (dag_node){pos, turn, plies, r};
    return 0;
}

/* One line of the DAG: the node x (show.h), with its outcome o, its shard
 * if assumed, whether it is at the depth given, whether S has no move. */
static void dag_print_node(shower *w, const dag_node *x, const char *hex, int o, const char *shard, int frontier,
                           int no_move)
{
    strategy *st = &w->st;
    spec_pos p = engine_spec_pos(&st->g, &st->s.b, x->pos, x->turn);
    const char *names[2];
    int states[2], k = spec_start_names(&st->sp, names, states);
    char list[1024], start[64], text[160];
    printf("{\"node\": \"%s\", \"to_move\": \"%s\", \"moves_made\": %d, \"position\": {", hex,
           strategy_player(st, SIDE(x->turn)), x->turn >> 1);
    for (int i = 0; i < k; i++) {
        spec_start_pairs(st->g.fam, &p, states[i], list);
        printf("%s\"%s\": \"%s\"", i ? ", " : "", names[i], list);
    }
    spec_start_hex(&p, start);
    printf("}, \"start\": \"%s\"", start);
    if (shard) {
        printf(", \"assumed\": ");
        json_string(shard);
    } else if (o != STRATEGY_GOING) {
        strategy_outcome_text(st, o, text, sizeof text);
        printf(", \"outcome\": ");
        json_string(text);
    }
    printf("%s%s}\n", frontier ? ", \"frontier\": true" : "", no_move ? ", \"no_move\": true" : "");
}

/* The edge from the node `from` by move mv of the side to move at pos to
 * the node `to`: replies moves there lead to its class; how: S's move
 * (strategy_move), or 0 for the opponent's. */
static void dag_print_edge(shower *w, const char *from, const char *to, int turn, int mv, int replies, int how)
{
    static const char *const hows[] = {"", "entry", "short", "tail"};
    char text[16];
    strategy_move_text(&w->st, mv, text);
    printf("{\"edge\": [\"%s\", \"%s\"], \"player\": \"%s\", \"move\": \"%s\", \"replies\": %d", from, to,
           strategy_player(&w->st, SIDE(turn)), text, replies);
    if (how)
        printf(", \"how\": \"%s\"", hows[how]);
    printf("}\n");
}

/* --json: the strategy from pos as a DAG (show.h), breadth first, each
 * class of isomorphic positions once; plies > 0: that many moves deep. */
static void dag_print(shower *w, position pos, int turn, int plies)
{
    strategy *st = &w->st;
    dag d = {0};
    char hex[2 * (CANON_KEY_MAX + 1) + 1], to[sizeof hex], claim[STRATEGY_MAXLEN];
    int mv[SOLVER_MOVES + 1], rep[SOLVER_MOVES + 1], count[SOLVER_MOVES + 1];
    char (*cls)[sizeof hex] = malloc(sizeof *cls * (SOLVER_MOVES + 1));
    if (cert_read_load(st->cr) != 0) {   /* the walk's lookups jump from block to block */
        fprintf(stderr, "posproof: %s\n", cert_read_errmsg(st->cr));
        w->failed = 2;
        free(cls);
        return;
    }
    if (!cls || dag_reach(w, &d, pos, turn, 0, hex) != 0)
        goto oom;
    strategy_claim(st, claim, sizeof claim);
    printf("{\"claim\": ");
    json_string(claim);
    printf(", \"root\": \"%s\", \"key\": \"%s\", \"entries\": %llu}\n", hex, st->in->key,
           (unsigned long long)st->in->entries);
    for (; d.head < d.count && w->failed != 2; d.head++) {
        dag_node x = d.q[d.head];
        key_hex(x.r->key, st->in->key_len, hex);
        int o = strategy_outcome(st, x.pos, x.turn), how = 0, m = -1, k = 0;
        const char *shard = o == STRATEGY_GOING ? strategy_assumed(st, x.pos, x.turn) : NULL;
        int frontier = o == STRATEGY_GOING && !shard && plies > 0 && x.plies == plies;
        int grow = o == STRATEGY_GOING && !shard && !frontier;
        if (grow && SIDE(x.turn) == st->side && (m = winner_move(w, x.pos, x.turn, &how)) < 0 && w->failed == 2)
            break;
        dag_print_node(w, &x, hex, o, shard, frontier, grow && SIDE(x.turn) == st->side && m < 0);
        if (!grow)
            continue;
        if (SIDE(x.turn) == st->side) {   /* S: its move */
            if (m >= 0) {
                int next;
                position y = strategy_play(st, x.pos, x.turn, m, &next);
                if (dag_reach(w, &d, y, next, x.plies + 1, to) != 0)
                    goto oom;
                dag_print_edge(w, hex, to, x.turn, m, 1, how);
            }
            continue;
        }
        /* the opponent: every legal reply, grouped by the class reached */
        int n = strategy_moves(st, x.pos, x.turn, mv);
        for (int i = 0, next; i < n; i++) {
            position y = strategy_play(st, x.pos, x.turn, mv[i], &next);
            if (dag_reach(w, &d, y, next, x.plies + 1, to) != 0)
                goto oom;
            int c = 0;
            while (c < k && strcmp(cls[c], to) != 0)
                c++;
            if (c == k) {
                strcpy(cls[k], to);
                rep[k] = mv[i];
                count[k++] = 0;
            }
            count[c]++;
        }
        for (int c = 0; c < k; c++)
            dag_print_edge(w, hex, cls[c], x.turn, rep[c], count[c], 0);
    }
    goto done;
oom:
    fprintf(stderr, "posproof: out of memory (the strategy's DAG: give --depth, or --after to show one branch)\n");
    w->failed = 2;
done:
    free(cls);
    free(d.q);
    tdestroy(w->seen, free);
    w->seen = NULL;
}

/* Writes the pictures kept to o->dot (DOT text) or o->svg (Graphviz's
 * `dot -Kneato -Tsvg`), under a temporary name renamed into place. 0, or 2
 * after one line on stderr. */
static int draw(shower *w, const show_options *o)
{
    const char *file = o->dot ? o->dot : o->svg;
    char tmp[4200];
    if (w->npics > DRAW_MAX) {
        fprintf(stderr, "posproof: %s: %d positions are more than a picture holds (%d): give a smaller --depth, "
                "or --after to draw one branch\n", file, w->npics, DRAW_MAX);
        return 2;
    }
    if (snprintf(tmp, sizeof tmp, "%s.tmp-%ld", file, (long)getpid()) >= (int)sizeof tmp) {
        fprintf(stderr, "posproof: %s: file name too long\n", file);
        return 2;
    }
    int fds[2] = {-1, -1}, status = 0;
    pid_t pid = -1;
    FILE *out = NULL;
    if (o->dot)
        out = fopen(tmp, "w");
    else if (pipe(fds) == 0 && (pid = fork()) == 0) {   /* the child: dot, reading the pipe */
        dup2(fds[0], 0);
        close(fds[0]);
        close(fds[1]);
        execlp("dot", "dot", "-Kneato", "-Tsvg", "-o", tmp, (char *)NULL);
        _exit(127);
    } else if (pid > 0) {
        close(fds[0]);
        out = fdopen(fds[1], "w");
    }
    void (*was)(int) = signal(SIGPIPE, SIG_IGN);   /* a dot that died: EPIPE, not the end of posproof */
    int cols = w->npics < 4 ? w->npics : 4;
    int rc = !out ? -1 : draw_dot(out, &w->st.g, &w->st.s.b, w->pics, w->npics, cols > 0 ? cols : 1, o->layout);
    if (out && fclose(out) != 0)
        rc = -1;
    else if (!out && fds[1] >= 0)
        close(fds[1]);
    if (pid < 0 && fds[0] >= 0)      /* no child: its end of the pipe too */
        close(fds[0]);
    if (pid > 0 && (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0))
        rc = WIFEXITED(status) && WEXITSTATUS(status) == 127 ? -127 : -1;
    signal(SIGPIPE, was);
    if (rc == 0 && rename(tmp, file) == 0)
        return 0;
    int e = errno;
    unlink(tmp);
    if (rc == -127)
        fprintf(stderr, "posproof: %s: --svg runs Graphviz's dot, which is not installed (Debian package graphviz); "
                "--dot writes the picture's DOT text\n", file);
    else
        fprintf(stderr, "posproof: %s: cannot write the picture%s%s\n", file, rc == 0 || o->dot ? ": " : " (dot failed)",
                rc == 0 || o->dot ? strerror(e) : "");
    return 2;
}

/* The text of show (show.h) from pos: the claim, the sizes, the position
 * and its strategy (a tree or, --line, one line). */
static void text_print(shower *w, const show_options *o, position pos, int turn)
{
    strategy *st = &w->st;
    const cert_info *in = st->in;
    char text[STRATEGY_MAXLEN];
    strategy_claim(st, text, sizeof text);
    printf("claim: %s\n", text);
    printf("file: %llu entries in %llu block%s, %llu bytes; format version %d, key %s, finish %ld, tail %ld\n",
           (unsigned long long)in->entries, (unsigned long long)in->blocks, in->blocks == 1 ? "" : "s",
           (unsigned long long)in->file_bytes, in->format_version, in->key, in->finish, in->tail);
    strategy_position(st, pos, turn, text, sizeof text);
    printf("position: %s\n", text);
    if (o->after && o->after[0])
        printf("after: %s\n", o->after);
    int out = strategy_outcome(st, pos, turn);
    const char *shard = out == STRATEGY_GOING ? strategy_assumed(st, pos, turn) : NULL;
    if (shard)
        printf("result: assumed: the shard %s proves the rest (FORMAT.md 6.4)\n", shard);
    else if (out != STRATEGY_GOING) {   /* the game is over here: why, and who won */
        strategy_why(st, pos, turn, text, sizeof text);
        if (text[0])
            printf("why: %s\n", text);
        strategy_outcome_text(st, out, text, sizeof text);
        printf("result: %s\n", text);
        keep(w, pos, turn, -1, 0, text);
    } else if (o->line) {
        printf("line (%s's moves certified; %s plays its first legal move):\n", strategy_player(st, st->side),
               strategy_player(st, !st->side));
        line(w, pos, turn);
    } else {
        printf("strategy of %s%s:\n", strategy_player(st, st->side),
               o->depth ? "" : " (down to its next move)");
        w->counting = 1;
        tree(w, pos, turn, o->depth ? o->depth : -1, 2);
        w->counting = 0;
        if (w->failed != 2)
            tree(w, pos, turn, o->depth ? o->depth : -1, 2);
        tdestroy(w->seen, free);
        w->seen = NULL;
        if (w->shorts)
            printf("%s\n", SHORT_NOTE);
    }
}

int show_run(const show_options *o)
{
    shower w;
    char err[700];
    memset(&w, 0, sizeof w);
    w.drawing = o->dot || o->svg;
    if (strategy_open(&w.st, o->cert, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        return 2;
    }
    strategy *st = &w.st;
    position pos;
    int turn;
    char left[300];
    if (strategy_after(st, o->after ? o->after : "", &pos, &turn, left, sizeof left, err, sizeof err) != 0) {
        fprintf(stderr, "posproof: %s\n", err);
        strategy_close(st);
        return 2;
    }
    if (o->json)
        dag_print(&w, pos, turn, o->depth);
    else
        text_print(&w, o, pos, turn);
    if (w.failed == 1 && left[0])
        fprintf(stderr, "posproof: %s: the certificate has no move for %s at a position shown: %s\n", o->cert,
                strategy_player(st, st->side), left);
    else if (w.failed == 1)
        fprintf(stderr, "posproof: %s: the certificate has no move for %s at a position shown: the moves of --after "
                "leave its strategy%s\n", o->cert, strategy_player(st, st->side),
                o->after && o->after[0] ? "" : " (or the file does not prove its claim)");
    int rc = w.failed;
    if (w.drawing && rc != 2 && fflush(stdout) == 0)
        rc = draw(&w, o) ? 2 : rc;
    for (int i = 0; i < w.npics; i++)
        free((char *)w.pics[i].caption);
    free(w.pics);
    strategy_close(st);
    return rc;
}
