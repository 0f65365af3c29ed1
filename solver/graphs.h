/* graphs.h: small graphs (at most GR_MAXN vertices): graph6 input and output and the named graphs (the
 * properties of certs/FORMAT.md section 4.1 are prop.h's).
 *
 * A graph (ugraph) is an adjacency array: adj[v] is the set of neighbours of v (for
 * digraphs, the out-neighbours). Nothing here allocates, prints or exits.
 */
#ifndef POSPROOF_GRAPHS_H
#define POSPROOF_GRAPHS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "limits.h"   /* GR_MAXN */
#define GR_G6MAX 40   /* graph6 bytes of a graph on <= 16 vertices, plus NUL */

typedef uint16_t vset;   /* bit v set = vertex v in the set */

typedef struct ugraph {
    int n;
    vset adj[GR_MAXN];
} ugraph;

/* Parses graph6 (or sparse6, starting with ':') text s, without its newline, into g. Returns 0, or -1 with a
 * reason in err (it names what is wrong: length, byte, padding, size). */
int graph_from_g6(const char *s, ugraph *g, char *err, size_t errlen);

/* Reads the next line of a file of graphs, one a line as nauty's tools
 * write them (--batch's standard input, --board-file), from f into line
 * (len bytes). Returns 1 with *g the graph's text in line: without the
 * newline, a CR and the header >>graph6<< or >>sparse6<< (geng -h writes
 * it before the first graph, on the same line); *g NULL for a blank line
 * or a header alone. Returns 0 at the end of f or on a read error
 * (ferror), -1 for a line longer than len - 2 bytes (read to its end). */
int graph_read_line(FILE *f, char *line, size_t len, char **g);

/* Writes the graph6 encoding of g into out (at least GR_G6MAX bytes). */
void graph_to_g6(const ugraph *g, char *out);

/* Resolves a graph given by name or in graph6 (sparse6) into g, any graph
 * (no edge included). The names and their vertex labels (docs/usage.md, "Command
 * line", posproof --help):
 *   Kn        complete graph, 2 <= n <= 16
 *   Cn        cycle 0-1-...-(n-1)-0, 3 <= n <= 16; but C4 is FORMAT.md
 *             4.1's C], the cycle 0-2-1-3-0
 *   Pn        path 0-1-...-(n-1), 2 <= n <= 16; but P4 is FORMAT.md 4.1's
 *             CU, the path 2-0-3-1
 *   Ka,b      complete bipartite, parts 0..a-1 and a..a+b-1 (a, b >= 1,
 *             a + b <= 16)
 *   Qd        hypercube, 1 <= d <= 4: vertices 0..2^d-1, adjacent when
 *             they differ in one bit
 *   Petersen  outer cycle 0-1-2-3-4-0, spokes i ~ i+5, inner pentagram
 *             5+i ~ 5+(i+2) mod 5 (nauty-genspecialg -P5,2)
 *   star:L    K_{1,L}, centre 0 and leaves 1..L, 1 <= L <= 15
 * Returns 1 for a name, 0 for graph6 (or sparse6), -1 with a reason in err
 * (a name out of range, or neither a name nor graph6). */
int graph_parse(const char *s, ugraph *g, char *err, size_t errlen);

/* A target graph H (FORMAT.md 4.1): graph_parse's names or graph6, with at
 * least one edge, into h. Returns 0, or -1 with a reason in err. */
int graph_named(const char *name, ugraph *h, char *err, size_t errlen);

/* The name of g where g is exactly a named graph of graph_parse (the same
 * labelling: C8, Petersen, K2,4; C4 for FORMAT.md's C]), else its graph6,
 * into out (GR_G6MAX bytes): how the output names a graph a certificate
 * stores in graph6. */
void graph_name(const ugraph *g, char *out);

/* Number of edges of g. */
int graph_edges(const ugraph *g);

/* Number of edges of the graph adj on n vertices. */
static inline int adj_edges(int n, const vset *adj)
{
    int e = 0;
    for (int v = 0; v < n; v++)
        e += __builtin_popcount(adj[v]);
    return e / 2;
}

#endif
