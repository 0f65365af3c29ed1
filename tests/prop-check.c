/* tests/prop-check.c: solver/prop.c against the definitions of FORMAT.md 4.1,
 * written again as plain brute force in tests/bf-prop.h (no code shared with
 * prop.c; tests/ref-game.c plays the games with the same brute force).
 *
 * Reads graph6 lines (nauty-geng) on stdin; for each graph checks
 * prop_holds for ham, hp, fhp, hc, conn, pm, cycle, arboricity:2..4 and
 * h:H for H = K3, K4, C4, P4, K_{1,3}, and, for the properties that offer
 * them, the witness (a subgraph with the property), the completions (exactly
 * the pairs whose adding gives the property) and the alive pairs (exactly
 * the pairs in some minimal subgraph with the property), and prop_dham on
 * the digraph with the arc u -> v for u < v edges and the reverse arc where
 * u + v is odd. Prints one line per disagreement and a summary; exits 1 if
 * there was any, or if it read fewer graphs than MIN (its one argument,
 * default 1: reading no graph is a failure, never a pass).
 *   prop-check [MIN] <graphs.g6 */
#include "../solver/prop.h"
#include "bf-prop.h"

#include <assert.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The solver's property ids (graphs.h) are bf-prop.h's. */
#define SAME(a, b) ((int)(a) == (int)(b))
_Static_assert(SAME(P_HAM, BF_HAM) && SAME(P_HP, BF_HP) && SAME(P_FHP, BF_FHP) && SAME(P_HC, BF_HC) &&
                   SAME(P_CONN, BF_CONN) && SAME(P_PM, BF_PM) && SAME(P_CYCLE, BF_CYCLE) && SAME(P_ARB, BF_ARB) &&
                   SAME(P_H, BF_H),
               "the property ids of solver/graphs.h and tests/bf-prop.h");

static int n;
static vset adj[GR_MAXN];
static int eu[GR_MAXN * (GR_MAXN - 1) / 2], ev[GR_MAXN * (GR_MAXN - 1) / 2], ne;

/* FORMAT.md 4.1 by brute force (tests/bf-prop.h), on a copy of the graph in
 * bf-prop.h's own vertex sets. */
static int bf(const gprop *p, const vset *a16)
{
    bf_set a[BF_MAXN] = {0};
    for (int v = 0; v < n; v++)
        a[v] = a16[v];
    if (p->id == P_ARB) {   /* both definitions of FORMAT.md 4.1, which must agree */
        int split = bf_arb_split(a, n, p->k), nw = bf_arb_nw(a, n, p->k);
        assert(split == nw);
        return split;
    }
    bf_set h[BF_MAXN] = {0};
    for (int v = 0; p->id == P_H && v < p->h.n; v++)
        h[v] = p->h.adj[v];
    return bf_holds(p->id, 0, h, p->id == P_H ? p->h.n : 0, a, n);
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
    static const char *names[] = {"ham", "hp", "fhp", "hc", "conn", "pm", "cycle", "arboricity:2", "arboricity:3",
                                  "arboricity:4", "h:K3", "h:K4", "h:C4", "h:P4", "h:star:3"};
    char line[256], err[200];
    gprop props[15];
    for (int i = 0; i < 15; i++)
        if (gprop_parse(names[i], &props[i], err, sizeof err) != 0) {
            printf("%s: %s\n", names[i], err);
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
        for (int i = 0; i < 15; i++) {
            const gprop *p = &props[i];
            if (gprop_check(p, n, err, sizeof err) != 0)
                continue;
            if ((p->id == P_ARB && ne > 18) || (n > 12 && (p->id == P_HC || p->id == P_FHP || p->id == P_HP)))
                continue;   /* the brute force would take too long */
            int want = bf(p, adj), got = prop_holds(p, n, adj);
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
                if (r != want || (r && (!sub || !bf(p, w))))
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
                            if (bf(p, adj))
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
                    if (!bf(p, b))
                        continue;
                    for (int e = 0; e < ne; e++)
                        if (sub >> e & 1) {
                            b[eu[e]] &= (vset)~(1u << ev[e]);
                            b[ev[e]] &= (vset)~(1u << eu[e]);
                            if (!bf(p, b)) {
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
