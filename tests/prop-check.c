/* tests/prop-check.c: solver/prop.c's table of properties against the
 * definitions of FORMAT.md 4.1, written again as plain brute force in
 * tests/bf-prop.h (no code shared with the solver; tests/ref-game.c plays
 * the games with the same brute force).
 *
 * First the two tables: every property of the solver's table (prop.h) has
 * an entry in bf-prop.h's and the other way round, with the same kind of
 * parameter, and each sample of an entry parses to its property. Then it
 * reads graph6 lines (nauty-geng) on stdin and, for each graph and each
 * sample, checks gprop_check (the property applies on n vertices) against
 * the entry's fits, prop_holds against the entry's definition (and the
 * entry's second definition, where FORMAT.md gives two, on graphs of at
 * most 18 edges), and, for the properties that offer them, the minimum
 * edges and degrees, the witness (a subgraph with the property), the
 * completions (exactly the pairs whose adding gives the property) and the
 * alive pairs (exactly the pairs in some minimal subgraph with the
 * property); and prop_dham on the digraph with the arc u -> v for u < v
 * edges and the reverse arc where u + v is odd. Prints one line per
 * disagreement and a summary; exits 1 if there was any, or if it read
 * fewer graphs than MIN (its one argument, default 1: reading no graph is a
 * failure, never a pass).
 *   prop-check [MIN] <graphs.g6 */
#include "../solver/paths.h"
#include "../solver/prop.h"
#include "bf-prop.h"

#include <assert.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXS (BF_NPROPS * 6)   /* samples */

static int n;
static vset adj[GR_MAXN];
static int eu[GR_MAXN * (GR_MAXN - 1) / 2], ev[GR_MAXN * (GR_MAXN - 1) / 2], ne;

/* FORMAT.md 4.1 by brute force (tests/bf-prop.h, entry e), on a copy of
 * the graph in bf-prop.h's own vertex sets. */
static int bf(const bf_prop *e, const gprop *p, const vset *a16)
{
    bf_set a[BF_MAXN] = {0}, h[BF_MAXN] = {0};
    for (int v = 0; v < n; v++)
        a[v] = a16[v];
    for (int v = 0; e->param == 'H' && v < p->h.n; v++)
        h[v] = p->h.adj[v];
    int hn = e->param == 'H' ? p->h.n : 0, r = e->holds(p->k, h, hn, a, n);
    if (e->again && adj_edges(n, a16) <= 18 && e->again(p->k, h, hn, a, n) != r) {
        fprintf(stderr, "tests/bf-prop.h: the two definitions of %s disagree\n", e->name);
        exit(2);
    }
    return r;
}

static long errors, checks;
static void report(const char *g6, const char *what, const char *prop)
{
    if (errors++ < 20)
        printf("%s: %s for %s\n", g6, what, prop);
}

int main(int argc, char **argv)
{
    long min = argc > 1 ? atol(argv[1]) : 1;
    if (min < 1)
        min = 1;
    char line[256], err[200];
    const char *names[MAXS];
    const bf_prop *entry[MAXS];
    gprop props[MAXS];
    int ns = 0, nt = 0;
    /* the two tables: the same properties, the same parameters */
    for (const prop_def *const *d = prop_table; *d; d++, nt++) {
        const bf_prop *e = bf_find((*d)->name, strlen((*d)->name));
        int param = (*d)->param == PROP_K ? 'K' : (*d)->param == PROP_GRAPH ? 'H' : 0;
        if (!e) {
            printf("%s: a property of the solver's table without a brute-force definition in tests/bf-prop.h\n",
                   (*d)->name);
            return 2;
        }
        if (e->param != param || !e->samples[0]) {
            printf("%s: tests/bf-prop.h gives it another parameter, or no sample\n", (*d)->name);
            return 2;
        }
        for (int j = 0; j < 6 && e->samples[j]; j++, ns++) {
            assert(ns < MAXS);
            names[ns] = e->samples[j];
            entry[ns] = e;
            if (gprop_parse(names[ns], &props[ns], err, sizeof err) != 0 || props[ns].def != *d) {
                printf("%s: %s\n", names[ns], props[ns].def != *d ? "not its property" : err);
                return 2;
            }
        }
    }
    if (nt != BF_NPROPS) {
        printf("tests/bf-prop.h has %d properties, the solver's table %d\n", BF_NPROPS, nt);
        return 2;
    }
    long graphs = 0;
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        ugraph g;
        if (graph_from_g6(line, &g, err, sizeof err) != 0) {
            printf("%s: %s\n", line, err);
            return 2;
        }
        n = g.n;
        memcpy(adj, g.adj, sizeof adj);
        ne = 0;
        for (int v = 0; v < n; v++)
            for (int w = v + 1; w < n; w++)
                if (adj[v] >> w & 1) {
                    eu[ne] = v;
                    ev[ne++] = w;
                }
        graphs++;
        for (int i = 0; i < ns; i++) {
            const gprop *p = &props[i];
            const bf_prop *ent = entry[i];
            int fits = gprop_check(p, n, err, sizeof err) == 0;
            checks++;
            if (fits != ent->fits(p->k, p->h.n, n))
                report(line, fits ? "gprop_check accepts n, the definition not" : "gprop_check refuses n, the definition not",
                       names[i]);
            if (!fits || n > ent->maxn)
                continue;   /* the brute force would take too long */
            int want = bf(ent, p, adj), got = prop_holds(p, n, adj);
            checks++;
            if (want != got)
                report(line, got ? "prop_holds says yes, the definition no" : "prop_holds says no, the definition yes",
                       names[i]);
            property pr;
            prop_init(&pr, p, n);
            /* necessary conditions */
            if (want) {
                int deg_ok = ne >= pr.min_edges;
                for (int v = 0; v < n; v++)
                    deg_ok &= __builtin_popcount(adj[v]) >= pr.min_degree[v];
                if (!deg_ok)
                    report(line, "has the property below min_edges or min_degree", names[i]);
            }
            if (pr.witness) {
                vset w[GR_MAXN] = {0};
                int r = pr.witness(&pr, adj, w);
                int sub = 1;
                for (int v = 0; v < n; v++)
                    sub &= (w[v] & (vset)~adj[v]) == 0;
                if (r != want || (r && (!sub || !bf(ent, p, w))))
                    report(line, "witness wrong", names[i]);
            }
            vset cand[GR_MAXN], comp[GR_MAXN], truth[GR_MAXN] = {0};
            for (int v = 0; v < n; v++)
                cand[v] = (vset)(((1u << n) - 1) & ~adj[v] & ~(1u << v));
            if (pr.completions && !want) {   /* asked only of graphs without the property */
                for (int v = 0; v < n; v++)
                    for (int w = 0; w < n; w++)
                        if (cand[v] >> w & 1) {
                            adj[v] |= (vset)(1u << w);
                            adj[w] |= (vset)(1u << v);
                            if (bf(ent, p, adj))
                                truth[v] |= (vset)(1u << w);
                            adj[v] &= (vset)~(1u << w);
                            adj[w] &= (vset)~(1u << v);
                        }
                pr.completions(&pr, adj, cand, comp);
                if (memcmp(comp, truth, sizeof(vset) * (size_t)n) != 0)
                    report(line, "completions wrong", names[i]);
            }
            if (pr.alive && ne <= 16) {
                /* e is alive iff some subgraph with the property contains e
                 * and loses it without e (then a minimal one inside it
                 * contains e). Enumerate subgraphs as edge subsets. */
                vset al[GR_MAXN], tr[GR_MAXN] = {0};
                for (unsigned sub = 0; sub < 1u << ne; sub++) {
                    vset b[GR_MAXN] = {0};
                    for (int e = 0; e < ne; e++)
                        if (sub >> e & 1) {
                            b[eu[e]] |= (vset)(1u << ev[e]);
                            b[ev[e]] |= (vset)(1u << eu[e]);
                        }
                    if (!bf(ent, p, b))
                        continue;
                    for (int e = 0; e < ne; e++)
                        if (sub >> e & 1) {
                            b[eu[e]] &= (vset)~(1u << ev[e]);
                            b[ev[e]] &= (vset)~(1u << eu[e]);
                            if (!bf(ent, p, b)) {
                                tr[eu[e]] |= (vset)(1u << ev[e]);
                                tr[ev[e]] |= (vset)(1u << eu[e]);
                            }
                            b[eu[e]] |= (vset)(1u << ev[e]);
                            b[ev[e]] |= (vset)(1u << eu[e]);
                        }
                }
                pr.alive(&pr, adj, al);
                if (memcmp(al, tr, sizeof(vset) * (size_t)n) != 0)
                    report(line, "alive pairs wrong", names[i]);
            }
        }
        /* a digraph: u -> v for every edge u < v, and v -> u too when u + v is odd */
        vset out[GR_MAXN] = {0};
        for (int e = 0; e < ne; e++) {
            out[eu[e]] |= (vset)(1u << ev[e]);
            if ((eu[e] + ev[e]) & 1)
                out[ev[e]] |= (vset)(1u << eu[e]);
        }
        bf_set out32[BF_MAXN] = {0};
        for (int v = 0; v < n; v++)
            out32[v] = out[v];
        int dwant = bf_dham(out32, n);
        checks++;
        if (dwant != prop_dham(n, out))
            report(line, "prop_dham wrong", "the digraph");
    }
    printf("%ld graphs, %ld checks, %ld disagreements\n", graphs, checks, errors);
    if (graphs < min) {
        printf("%ld graphs read, fewer than the %ld expected\n", graphs, min);
        return 1;
    }
    return errors != 0;
}
