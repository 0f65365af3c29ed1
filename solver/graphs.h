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
 * (no edge included). The names and their vertex labels are networkx's
 * (docs/usage.md, "Command line", posproof --help; tests/55-named-boards.t
 * compares them with networkx, edge for edge):
 *   Kn        complete graph, 2 <= n <= 16 (complete_graph(n))
 *   Cn        cycle 0-1-...-(n-1)-0, 3 <= n <= 16 (cycle_graph(n))
 *   Pn        path 0-1-...-(n-1), 2 <= n <= 16 (path_graph(n))
 *   Ka,b      complete bipartite, parts 0..a-1 and a..a+b-1 (a, b >= 1,
 *             a + b <= 16; complete_bipartite_graph(a, b))
 *   Qd        hypercube, 1 <= d <= 4: vertices 0..2^d-1, adjacent when
 *             they differ in one bit (hypercube_graph(d), its nodes
 *             numbered in networkx's order)
 *   Petersen  outer cycle 0-1-2-3-4-0, spokes i ~ i+5, inner pentagram
 *             5+i ~ 5+(i+2) mod 5 (petersen_graph(), nauty-genspecialg -P5,2)
 *   star:L    K_{1,L}, centre 0 and leaves 1..L, 1 <= L <= 15 (star_graph(L))
 *   I-J,...   an edge list (graph_list_next): the vertices 0 to the
 *             largest named; N:I-J,... on 0..N-1
 * (Up to commit 9a10277, 2026-11-27, C4 and P4 were the graph6 C] and CU:
 * certs/FORMAT.md 4.1.) Returns 1 for a name or an edge list, 0 for graph6 (or sparse6),
 * -1 with a reason in err (a name out of range, a malformed edge list, or
 * neither a name nor graph6). */
int graph_parse(const char *s, ugraph *g, char *err, size_t errlen);

/* A target graph H (FORMAT.md 4.1): graph_parse's names or graph6, with at
 * least one edge, into h. Returns 0, or -1 with a reason in err. */
int graph_named(const char *name, ugraph *h, char *err, size_t errlen);

/* The name of g where g is exactly a named graph of graph_parse (the same
 * labelling: C8, Petersen, K2,4), else its graph6, into out (GR_G6MAX
 * bytes): how the output names a graph a certificate stores in graph6. */
void graph_name(const ugraph *g, char *out);

/* A decimal of docs/usage.md's grammar at s (a vertex, a size in a
 * name): digits, no sign, no leading zero (0 itself aside). Returns the
 * characters read, 0 where s holds none (no digit, or a leading zero),
 * with the value in *v; a value beyond GRAPH_DECIMAL_CAP reads as it (no
 * board is that large). */
#define GRAPH_DECIMAL_CAP 999
int graph_decimal(const char *s, int *v);

/* The next pair of a comma-separated list of pairs at *s, "I-J,K-L"
 * (sep '-': an edge list, docs/usage.md's PAIRS, a move; sep '>': Subh's
 * arcs), I and J decimals (graph_decimal); the one reader of that
 * grammar. Returns 1 with the pair in *i, *j and *s moved past it and the
 * comma after it; 0 at the end of the text; -1, *s unmoved, where *s
 * holds no pair followed by the end or by a comma and more text. */
int graph_list_next(const char **s, char sep, int *i, int *j);

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
