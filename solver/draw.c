/* draw.c: positions as Graphviz DOT text (draw.h has the picture's rules). */
#include "draw.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define PI 3.14159265358979323846
#define RADIUS 1.1      /* inches: the circle of vertices */
#define CELL 3.2        /* inches between the centres of two boards */

/* The DOT attributes of a pair in state `state` (1 or 2) of game g. */
static const char *pair_style(const game *g, int state)
{
    if (g->fam->common)   /* one graph, whoever added the pair */
        return "color=\"#222222\", penwidth=2.5";
    if (g->fam->oriented)   /* state 1: smaller -> larger; 2: the reverse */
        return state == 1 ? "color=\"#222222\", penwidth=2, dir=forward, arrowsize=0.8"
                          : "color=\"#222222\", penwidth=2, dir=back, arrowsize=0.8";
    return state == 1 ? "color=\"#d62728\", penwidth=2.5" : "color=\"#1f5fbf\", penwidth=2.5, style=dashed";
}

/* The places of the vertices, in inches from the board's centre. The
 * standard drawings of the named graphs whose labelling graphs.h fixes
 * (Petersen: the outer pentagon and the inner pentagram; K_{a,b}: its two
 * parts in two columns; Q_3 and Q_4: a cube, two cubes); any other board,
 * and layout DRAW_CIRCLE: a circle, vertex 0 at the top, clockwise. */
static void places(const board *b, int layout, double x[], double y[])
{
    int n = b->n, a = 0;
    for (int v = 0; v < n; v++) {
        double t = PI / 2 - 2 * PI * v / n;
        x[v] = RADIUS * cos(t);
        y[v] = RADIUS * sin(t);
    }
    if (layout == DRAW_CIRCLE || b->off == 0)
        return;
    ugraph g = {.n = n};
    char name[GR_G6MAX];
    for (int p = 0; p < b->m; p++)
        if (b->all >> p & 1) {
            g.adj[b->pi[p]] |= (vset)(1u << b->pj[p]);
            g.adj[b->pj[p]] |= (vset)(1u << b->pi[p]);
        }
    graph_name(&g, name);   /* the board as graph_parse labels a named graph, or graph6 */
    if (strcmp(name, "Petersen") == 0) {
        for (int v = 0; v < 10; v++) {
            double t = PI / 2 - 2 * PI * (v % 5) / 5, r = v < 5 ? RADIUS : RADIUS / 2;
            x[v] = r * cos(t);
            y[v] = r * sin(t);
        }
        return;
    }
    if (strcmp(name, "Q2") == 0 || strcmp(name, "Q3") == 0 || strcmp(name, "Q4") == 0) {
        double s = n == 16 ? 0.55 : 0.8;   /* a square's side; bit 2 the back face, bit 3 the second cube */
        for (int v = 0; v < n; v++) {
            x[v] = s * (v & 1) + 0.45 * s * (v >> 2 & 1) + 1.2 * (v >> 3 & 1) - (n == 16 ? 1.0 : 0.55);
            y[v] = s * (v >> 1 & 1) + 0.35 * s * (v >> 2 & 1) - 0.55;
        }
        return;
    }
    /* K_{a,b}; star:L is K_{1,L} */
    if (sscanf(name, "star:%d", &a) == 1)
        a = 1;
    else if (name[0] != 'K' || !strchr(name, ',') || sscanf(name, "K%d,", &a) != 1)
        return;
    for (int v = 0; v < n; v++) {
        int col = v >= a, row = col ? v - a : v, rows = col ? n - a : a;
        x[v] = col ? RADIUS * 0.7 : -RADIUS * 0.7;
        y[v] = rows == 1 ? 0 : RADIUS - 2 * RADIUS * row / (rows - 1);
    }
}

int draw_dot(FILE *out, const game *g, const board *b, const draw_pos *pos,
             int k, int cols, int layout)
{
    double x[BOARD_MAXN], y[BOARD_MAXN];
    places(b, layout, x, y);
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
            int end = d->next >= 0 && (b->pi[d->next] == v || b->pj[d->next] == v);
            fprintf(out, "  p%dv%d [label=\"%d\", pos=\"%.3f,%.3f!\"%s%s];\n", t, v, v, cx + x[v], cy + y[v],
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
