/* prop.h: the monotone graph properties Maker plays for.
 *
 * A property is a predicate on a graph on the board's vertices, plus cheap
 * necessary conditions (minimum edges, minimum degree per vertex) that the
 * search uses to avoid calling the predicate.
 */
#ifndef POSPROOF_PROP_H
#define POSPROOF_PROP_H

#include "board.h"

typedef struct property {
    const char *name;      /* command-line name: "ham" */
    const char *title;     /* plain words: "Hamiltonian cycle" */
    int nfixed;            /* vertices 0..nfixed-1 are distinguished (fhp: 2) */
    int even_n;            /* 1 if only defined for even n */
    /* Returns 1 if the graph with adjacency adj on n vertices has the property. */
    int (*holds)(int n, const vset *adj);
    /* Returns 1 if adj has the property, and then fills w with the adjacency
     * of one subgraph of adj that has it (a witness); returns 0 otherwise. */
    int (*witness)(int n, const vset *adj, vset *w);
    /* Optional (NULL: the search tests each candidate with holds). Sets
     * out[v] to the vertices w with w in cand[v] such that adding the pair
     * {v,w} to the graph adj gives it the property. */
    void (*completions)(int n, const vset *adj, const vset *cand, vset *out);
    /* Sets alive[v] to the neighbours w of v (in adj) such that the pair
     * {v,w} lies in some graph with the property contained in adj that is
     * minimal (every proper subgraph lacks it). Pairs not alive are useless
     * to Maker: all zero if adj lacks the property. NULL: not computed (the
     * search then gives no pair away as dead). */
    void (*alive)(int n, const vset *adj, vset *alive);
    /* Minimum number of edges of a graph with the property on n vertices. */
    int (*min_edges)(int n);
    /* Minimum degree of vertex v in any graph with the property. */
    int (*min_degree)(int n, int v);
    /* 1 if pair {i,j} lies in no minimal graph with the property (fhp: {0,1}). */
    int (*useless_pair)(int i, int j);
} property;

/* The property named name, or NULL. */
const property *prop_find(const char *name);

/* Comma-separated list of the names, for messages. */
const char *prop_names(void);

#endif
