/* prop.h: the library of monotone graph properties (certs/FORMAT.md 4.1),
 * the one place where posproof decides whether a graph has a property.
 *
 * A graph is an adjacency array: adj[v] is the set of neighbours of vertex
 * v (for a digraph, its out-neighbours), n <= GR_MAXN vertices. Besides the
 * predicate, a property may offer what the search uses to avoid calling it
 * (minimum edges and degrees, pairs in no minimal graph with the property)
 * and faster answers to the questions it asks (a witness, the pairs that
 * complete the property, the pairs in some minimal graph with it): each of
 * those is optional, NULL or 0 where not offered. Nothing here allocates,
 * prints or exits, except prop_dham and the h:H test for n > 12, which
 * allocate their tables and abort when memory is exhausted.
 */
#ifndef POSPROOF_PROP_H
#define POSPROOF_PROP_H

#include "graphs.h"

/* 1 if the graph adj on n vertices has property p, 0 if not. */
int prop_holds(const gprop *p, int n, const vset *adj);

/* 1 if the graph adj contains a copy of h (not necessarily induced). */
int prop_contains(const ugraph *h, int n, const vset *adj);

/* 1 if the digraph adj (out-neighbours) has a directed Hamiltonian cycle. */
int prop_dham(int n, const vset *adj);

/* The number of connected components of the graph adj on n vertices; if
 * comp is not NULL, comp[v] is set to the smallest vertex of v's component.
 * (One vertex at a time from a frontier: faster on sparse graphs than whole
 * layers at once, which rules_mb.c's order of moves used.) */
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

/* A property with its accelerations, for graphs on n vertices. */
typedef struct property {
    gprop g;               /* which property (and its K or H) */
    int n;                 /* vertices */
    int nfixed;            /* vertices 0..nfixed-1 are distinguished (fhp: 2) */
    int min_edges;         /* every graph with the property has this many edges */
    int min_degree[GR_MAXN];   /* ... and vertex v at least this degree */
    int useless01;         /* 1 if the pair {0,1} is in no minimal graph with it (fhp) */
    vset reps[GR_MAXN];    /* h:H: one directed edge a -> b (b in reps[a]) of each
                            * orbit of H's automorphisms on directed edges */
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
} property;

/* Fills p for property g on n vertices (gprop_check(g, n) must accept). */
void prop_init(property *p, const gprop *g, int n);

#endif
