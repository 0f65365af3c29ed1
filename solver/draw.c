/* draw.c: positions as Graphviz DOT text (draw.h has the picture's rules). */
#include "draw.h"

#include <math.h>

#define PI 3.14159265358979323846
#define RADIUS 1.1      /* inches: the circle of vertices */
#define CELL 3.2        /* inches between the centres of two boards */

/* The DOT attributes of a pair in state `state` (1 or 2) of game g. */
static const char *pair_style(const game *g, int state)
{
    switch (g->family) {
    case FAM_SHARED:
        return "color=\"#222222\", penwidth=2.5";
    case FAM_SUBH:           /* state 1: smaller -> larger; 2: the reverse */
        return state == 1 ? "color=\"#222222\", penwidth=2, dir=forward, arrowsize=0.8"
                          : "color=\"#222222\", penwidth=2, dir=back, arrowsize=0.8";
    default:
        return state == 1 ? "color=\"#d62728\", penwidth=2.5"
                          : "color=\"#1f5fbf\", penwidth=2.5, style=dashed";
    }
}

int draw_dot(FILE *out, const game *g, const board *b, const draw_pos *pos,
             int k, int cols)
{
    fprintf(out, "graph posproof {\n"
                 "  // posproof show: neato keeps the pinned places (dot -Kneato -Tsvg)\n"
                 "  graph [layout=neato, splines=line, outputorder=edgesfirst, bgcolor=white];\n"
                 "  node [shape=circle, width=0.3, fixedsize=true, fontsize=10,"
                 " fontname=\"Helvetica\", style=filled, fillcolor=white];\n"
                 "  edge [color=\"#cccccc\", penwidth=1];\n");
    int most = 1;            /* the most lines of a caption: the rows' height */
    for (int t = 0; t < k; t++)
        for (int lines = 1, i = 0; pos[t].caption && pos[t].caption[i]; i++)
            most = (lines += pos[t].caption[i] == '\n') > most ? lines : most;
    for (int t = 0; t < k; t++) {
        const draw_pos *d = &pos[t];
        double cx = (t % cols) * CELL, cy = -(t / cols) * (CELL + 0.18 * (most - 1));
        for (int v = 0; v < b->n; v++) {
            double a = PI / 2 - 2 * PI * v / b->n;
            int end = d->next >= 0 && (b->pi[d->next] == v || b->pj[d->next] == v);
            fprintf(out, "  p%dv%d [label=\"%d\", pos=\"%.3f,%.3f!\"%s%s];\n", t, v, v,
                    cx + RADIUS * cos(a), cy + RADIUS * sin(a),
                    v < g->nfixed ? ", shape=doublecircle, width=0.34" : "",
                    end ? ", fillcolor=\"#ffd23f\"" : "");
        }
        if (d->caption) {          /* a DOT string: \", \\ and newlines escaped */
            int lines = 1;
            fprintf(out, "  p%dcap [shape=plaintext, style=\"\", width=2.8, label=\"", t);
            for (const char *c = d->caption; *c; c++) {
                if (*c == '\n' || *c == '"' || *c == '\\')
                    fputc('\\', out);
                fputc(*c == '\n' ? 'n' : *c, out);
                lines += *c == '\n';
            }
            fprintf(out, "\", pos=\"%.3f,%.3f!\"];\n", cx, cy - RADIUS - 0.3 - 0.09 * lines);
        }
        for (int p = 0; p < b->m; p++) {
            if (!(b->all >> p & 1))
                continue;
            int state = d->pos.maker >> p & 1 ? 1 : d->pos.breaker >> p & 1 ? 2 : 0;
            state = p == d->next ? d->next_state : state;   /* the move, bold */
            fprintf(out, "  p%dv%d -- p%dv%d", t, b->pi[p], t, b->pj[p]);
            fprintf(out, state ? " [%s%s];\n" : ";\n", state ? pair_style(g, state) : "",
                    p == d->next ? ", penwidth=5" : "");
        }
    }
    fprintf(out, "}\n");
    return ferror(out) ? -1 : 0;
}
