/* prop.h: the monotone graph properties of certs/FORMAT.md 4.1, the one
 * place where posproof decides whether a graph has a property.
 *
 * The properties are a table. Each is a prop_def in a file of its own,
 * solver/props/NAME.c, which defines `const prop_def prop_NAME`; the
 * Makefile lists those files (scripts/props-list.sh) into the table of
 * prop.c, so a property is added by adding its file, and no other file of
 * the solver names it (docs/architecture.md, "Recipe: add a property").
 * The parser of the command line, the help, the messages that list the
 * properties and the words of `show` all read the table.
 *
 * A graph is an adjacency array: adj[v] is the set of neighbours of vertex
 * v (for a digraph, its out-neighbours), n <= GR_MAXN vertices. Besides the
 * predicate, a property may offer what the search uses to avoid calling it
 * (minimum edges and degrees, pairs in no minimal graph with the property),
 * faster answers to the questions it asks (a witness, the pairs that
 * complete the property, the pairs in some minimal graph with it) and a
 * theorem that decides its Maker-Breaker game outright (conn: Lehman's):
 * each of those is optional, NULL or 0 where not offered. Nothing here allocates,
 * prints or exits.
 */
#ifndef POSPROOF_PROP_H
#define POSPROOF_PROP_H

#include "graphs.h"

#include <stddef.h>

typedef struct prop_def prop_def;
typedef struct property property;

/* A property as asked: its entry in the table and its parameter. */
typedef struct gprop {
    const prop_def *def;   /* NULL: no property (subh) */
    int k;                 /* PROP_K: the K of NAME:K */
    ugraph h;              /* PROP_GRAPH: the graph H of NAME:H */
} gprop;

/* What follows a property's name: nothing, ":K" (a decimal K) or ":H" (a
 * GRAPH, graph_named). */
enum { PROP_PLAIN, PROP_K, PROP_GRAPH };

/* One property of FORMAT.md 4.1, the whole of what the solver knows of it. */
struct prop_def {
    const char *name;   /* FORMAT.md 4.1's spelling, without ":K" or ":H" */
    int param;          /* PROP_PLAIN, PROP_K or PROP_GRAPH */
    int kmin, kmax;     /* PROP_K: kmin <= K <= kmax */
    const char *help;   /* --help: what it means, a few words ("Hamiltonian cycle") */
    const char *words;  /* show: what a player builds ("a Hamiltonian cycle"); with
                         * PROP_K one %d, the K; with PROP_GRAPH one %s, H by
                         * name ("K3") or "H = G6 (graph6)" */
    int min_n;          /* boards of fewer vertices are refused (ham: 3) */
    int even_n;         /* 1: boards of an odd number of vertices are refused (pm) */
    int nfixed;         /* vertices 0..nfixed-1 are distinguished (fhp: 2, header
                         * fixed "0 1", FORMAT.md 2) */
    int dense;          /* threats.c's move order for "dense-spot" properties */
    int v1_key;         /* 1: a game of the key layered-3state-v1 (FORMAT.md 2, key) */
    /* 1 if the graph adj on n vertices has the property, 0 if not. The
     * search's hot path: has_prop (search_int.h) calls it through prop_holds. */
    int (*holds)(const gprop *p, int n, const vset *adj);
    /* Optional: -1 with a reason in err if p cannot be played on n vertices
     * for a reason other than min_n and even_n (h:H: H larger than the board). */
    int (*fits)(const gprop *p, int n, char *err, size_t errlen);
    /* Optional, for show and play (prop_lacks): why the graph adj on n
     * vertices, which lacks the property, lacks it, in the property's own
     * terms, adj being the pairs left that are not whose's ("Breaker's",
     * "blue"): "no copy of K3 is left free of Breaker's edges". 1 with the
     * reason in out, 0 where it has none to give. */
    int (*lacks)(const gprop *p, int n, const vset *adj, const char *whose, char *out, size_t len);
    /* Optional: sets the accelerations of p (struct property below) for
     * p->g on p->n vertices; returns the least degree of every vertex but
     * the nfixed distinguished ones (1 at least) in every graph with the
     * property. Without it the property offers none (degrees 0). */
    int (*init)(property *p);
};

/* The table: every property, in the order of their file names, then NULL. */
extern const prop_def *const prop_table[];

/* h:H (props/h.c), whose H is also the target of the Ramsey games. */
extern const prop_def prop_h;

/* 1 if the graph adj on n vertices has property p, 0 if not. */
static inline int prop_holds(const gprop *p, int n, const vset *adj) { return p->def->holds(p, n, adj); }

/* Parses a property spelled as on the command line (ham, arboricity:K,
 * h:H, ...). Returns 0, or -1 with a reason in err. */
int gprop_parse(const char *s, gprop *p, char *err, size_t errlen);

/* The property's header spelling (h:H with H in graph6) into out (64
 * bytes); with named, H by its name where it has one (graph_name: h:K3),
 * as the output writes it. */
void gprop_name(const gprop *p, int named, char *out);

/* Checks that the property makes sense on n vertices; -1 with reason if not. */
int gprop_check(const gprop *p, int n, char *err, size_t errlen);

/* The names of the properties into out, "arboricity:K" and "h:H" with
 * their parameter, sep between two and last before the last one; only the
 * games of the key layered-3state-v1 if v1. */
void prop_names(char *out, size_t len, const char *sep, const char *last, int v1);

/* The --help lines of the properties, one a property ("NAME  meaning"),
 * each indented by indent spaces, into out. */
void prop_help(char *out, size_t len, int indent);

/* What a player builds for property p, in words ("a Hamiltonian cycle";
 * "" for no property), into out. */
void prop_words(const gprop *p, char *out, size_t len);

/* The number of connected components of the graph adj on n vertices; if
 * comp is not NULL, comp[v] is set to the smallest vertex of v's component.
 * (One vertex at a time from a frontier: faster on sparse graphs than whole
 * layers at once, which threats.c's order of moves used.) */
static inline int prop_components(int n, const vset *adj, int *comp)
{
    vset left = (vset)((1u << n) - 1);
    int c = 0;
    while (left) {
        int root = __builtin_ctz(left);
        vset seen = (vset)(left & -left), frontier = seen;
        while (frontier) {
            int v = __builtin_ctz(frontier);
            frontier &= (vset)(frontier - 1);
            vset nb = adj[v] & (vset)~seen;
            seen |= nb;
            frontier |= nb;
        }
        if (comp)
            for (vset q = seen; q; q &= (vset)(q - 1))
                comp[__builtin_ctz(q)] = root;
        left &= (vset)~seen;
        c++;
    }
    return c;
}

/* Adds the edge {u, v} to the adjacency array w. */
static inline void prop_add_edge(vset *w, int u, int v)
{
    w[u] |= (vset)(1u << v);
    w[v] |= (vset)(1u << u);
}

/* For the lacks hooks: a part of the graph adj on n vertices cut off from
 * the rest, in words into out, and 1; 0 if there is none. kind:
 * PROP_CUT_PART: adj is not connected ("the edges not WHOSE leave {0,1,2}
 * cut off from the rest", the smallest component); PROP_CUT_ODD: a
 * component of an odd number of vertices ("..., an odd number of
 * vertices"); PROP_CUT_VERTEX: not connected, or not without some vertex
 * ("without vertex 3, the edges not WHOSE leave {0,1} cut off ..."). */
enum { PROP_CUT_PART, PROP_CUT_ODD, PROP_CUT_VERTEX };
int prop_cut_words(int n, const vset *adj, int kind, const char *whose, char *out, size_t len);

/* A property with its accelerations, for graphs on n vertices. */
struct property {
    gprop g;               /* which property (and its K or H) */
    int n;                 /* vertices */
    int nfixed;            /* vertices 0..nfixed-1 are distinguished (fhp: 2) */
    int min_edges;         /* every graph with the property has this many edges */
    int min_degree[GR_MAXN];   /* ... and vertex v at least this degree */
    int useless01;         /* 1 if the pair {0,1} is in no minimal graph with it (fhp) */
    vset aux[GR_MAXN];     /* the property's own precomputed sets (h:H: one
                            * directed edge a -> b, b in aux[a], of each orbit
                            * of H's automorphisms on directed edges) */
    /* Returns 1 and fills w with the adjacency of a subgraph of adj with
     * the property (a witness) if adj has it; returns 0 otherwise. */
    int (*witness)(const struct property *p, const vset *adj, vset *w);
    /* Sets out[v] to the w in cand[v] such that adding {v,w} to adj gives
     * it the property. */
    void (*completions)(const struct property *p, const vset *adj, const vset *cand, vset *out);
    /* Sets alive[v] to the neighbours w of v (in adj) such that {v,w} lies
     * in some minimal graph with the property contained in adj; all zero if
     * adj lacks it. */
    void (*alive)(const struct property *p, const vset *adj, vset *alive);
    /* Decides the Maker-Breaker game of the property with bias 1:1 from a
     * position by a theorem, proved beside it (conn: Lehman's), without
     * search: board, maker and free are the adjacency of the board's
     * pairs, of Maker's and of the free pairs, maker_moves 1 if Maker is
     * to move. Returns 1 if Maker wins, 0 if Breaker wins; sets wins[v] to
     * winning moves {v,w} of the side to move (free pairs; at least one
     * where that side wins and the game is not over, none where it loses),
     * of which the search stores the first in its order of moves
     * (threats.c, order_moves): a property offers the one it wants stored
     * alone. */
    int (*decide)(const struct property *p, const vset *board, const vset *maker, const vset *free, int maker_moves,
                  vset *wins);
    /* Calls emit with the adjacency of each minimal graph with the property
     * contained in board (h:H: each copy of H; one graph may come several
     * times), until emit returns nonzero; returns 1 if stopped so, else 0.
     * The winning sets of the Erdos-Selfridge criterion (families/maker_breaker.c,
     * es_init): offered where they are few, as a copy of a small H is. */
    int (*minimal)(const struct property *p, const vset *board, int (*emit)(void *arg, const vset *g), void *arg);
};

/* Why the graph adj on p->n vertices lacks property p, adj being the pairs
 * left that are not whose's ("Breaker's", "blue"), one true sentence into
 * out: a vertex below the least degree of every graph with p ("vertex 3
 * has only 1 edge left that is not Breaker's, where a Hamiltonian cycle
 * needs 2"), else the property's own reason (its lacks hook), else "the
 * edges not Breaker's do not contain a Hamiltonian cycle". adj must lack
 * the property. */
void prop_lacks(const property *p, const vset *adj, const char *whose, char *out, size_t len);

/* Fills p for property g on n vertices (gprop_check(g, n) must accept; a
 * property of NULL def, subh's, gets no accelerations). */
void prop_init(property *p, const gprop *g, int n);

#endif
