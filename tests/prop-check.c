/* tests/prop-check.c: solver/prop.c against the definitions of FORMAT.md 4.1,
 * written here again as plain brute force (no code shared with prop.c).
 *
 * Reads graph6 lines (nauty-geng) on stdin; for each graph checks
 * prop_holds for ham, hp, fhp, hc, conn, pm, cycle, arboricity:2..4 and
 * h:H for H = K3, K4, C4, P4, K_{1,3}, and, for the properties that offer
 * them, the witness (a subgraph with the property), the completions (exactly
 * the pairs whose adding gives the property) and the alive pairs (exactly
 * the pairs in some minimal subgraph with the property), and prop_dham on
 * the digraph with the arc u -> v for u < v edges and the reverse arc where
 * u + v is odd. Prints one line per disagreement and a summary; exits 1 if
 * there was any. */
#include "../solver/prop.h"

#include <stdio.h>
#include <string.h>

static int n;
static vset adj[GR_MAXN];

/* Brute force: a path through all vertices in `left`, from v, ending in ends. */
static int ham_from(const vset *a, int v, vset left, vset ends)
{
    if (!left)
        return ends >> v & 1;
    for (vset q = a[v] & left; q; q &= (vset)(q - 1)) {
        int w = __builtin_ctz(q);
        if (ham_from(a, w, (vset)(left & ~(1u << w)), ends))
            return 1;
    }
    return 0;
}

static int path_between(const vset *a, int k, int u, int v)
{
    vset all = (vset)((1u << k) - 1);
    if (u == v)
        return k == 1;
    /* every vertex once, from u, the last one v */
    return ham_from(a, u, (vset)(all & ~(1u << u)), (vset)(1u << v));
}

static int bf_ham(const vset *a, int k) { return k >= 3 && ham_from(a, 0, (vset)(((1u << k) - 1) & ~1u), a[0]); }

static int bf_hp(const vset *a, int k)
{
    for (int u = 0; u < k; u++)
        if (ham_from(a, u, (vset)(((1u << k) - 1) & ~(1u << u)), (vset)((1u << k) - 1)))
            return 1;
    return 0;
}

static int bf_fhp(const vset *a, int k) { return k >= 2 && path_between(a, k, 0, 1); }

static int bf_hc(const vset *a, int k)
{
    if (k < 3)
        return 0;
    for (int u = 0; u < k; u++)
        for (int v = u + 1; v < k; v++)
            if (!path_between(a, k, u, v))
                return 0;
    return 1;
}

static int bf_conn(const vset *a, int k)
{
    vset seen = 1;
    for (int r = 0; r < k; r++)
        for (int v = 0; v < k; v++)
            if (seen >> v & 1)
                seen |= a[v];
    return seen == (vset)((1u << k) - 1);
}

static int bf_pm(const vset *a, vset rest)
{
    if (!rest)
        return 1;
    int v = __builtin_ctz(rest);
    for (vset q = a[v] & rest & (vset)~(1u << v); q; q &= (vset)(q - 1))
        if (bf_pm(a, (vset)(rest & ~(1u << v) & ~(1u << __builtin_ctz(q)))))
            return 1;
    return 0;
}

/* A cycle: some edge whose removal keeps its ends connected. */
static int bf_cycle(const vset *a, int k)
{
    for (int u = 0; u < k; u++)
        for (vset q = a[u]; q; q &= (vset)(q - 1)) {
            int v = __builtin_ctz(q);
            if (v < u)
                continue;
            vset b[GR_MAXN];
            memcpy(b, a, sizeof b);
            b[u] &= (vset)~(1u << v);
            b[v] &= (vset)~(1u << u);
            vset seen = (vset)(1u << u);
            for (int r = 0; r < k; r++)
                for (int w = 0; w < k; w++)
                    if (seen >> w & 1)
                        seen |= b[w];
            if (seen >> v & 1)
                return 1;
        }
    return 0;
}

/* Arboricity >= K: no partition of the edges into K-1 forests, tried by
 * brute force over colourings (small graphs only). */
static int eu[GR_MAXN * (GR_MAXN - 1) / 2], ev[GR_MAXN * (GR_MAXN - 1) / 2], ne;
static int colour[GR_MAXN * (GR_MAXN - 1) / 2];
static int forest_ok(int c, int upto)
{
    /* is colour class c among edges 0..upto acyclic? union-find from scratch */
    int parent[GR_MAXN];
    for (int v = 0; v < n; v++)
        parent[v] = v;
    for (int e = 0; e <= upto; e++) {
        if (colour[e] != c)
            continue;
        int x = eu[e], y = ev[e];
        while (parent[x] != x)
            x = parent[x];
        while (parent[y] != y)
            y = parent[y];
        if (x == y)
            return 0;
        parent[x] = y;
    }
    return 1;
}
static int split(int e, int forests)
{
    if (e == ne)
        return 1;
    for (int c = 0; c < forests; c++) {
        colour[e] = c;
        if (forest_ok(c, e) && split(e + 1, forests))
            return 1;
    }
    return 0;
}
/* (of the input graph itself: arboricity offers no witness to check) */
static int bf_arb(int k) { return !split(0, k - 1); }

/* Contains H: brute force over injective maps. */
static int map_[GR_MAXN];
static int bf_h_from(const ugraph *h, const vset *a, int x, vset used)
{
    if (x == h->n)
        return 1;
    for (int v = 0; v < n; v++) {
        if (used >> v & 1)
            continue;
        int ok = 1;
        for (int y = 0; y < x && ok; y++)
            if ((h->adj[x] >> y & 1) && !(a[v] >> map_[y] & 1))
                ok = 0;
        if (!ok)
            continue;
        map_[x] = v;
        if (bf_h_from(h, a, x + 1, (vset)(used | 1u << v)))
            return 1;
    }
    return 0;
}

static int bf(const gprop *p, const vset *a)
{
    switch (p->id) {
    case P_HAM:
        return bf_ham(a, n);
    case P_HP:
        return bf_hp(a, n);
    case P_FHP:
        return bf_fhp(a, n);
    case P_HC:
        return bf_hc(a, n);
    case P_CONN:
        return bf_conn(a, n);
    case P_PM:
        return n % 2 == 0 && bf_pm(a, (vset)((1u << n) - 1));
    case P_CYCLE:
        return bf_cycle(a, n);
    case P_ARB:
        return bf_arb(p->k);
    default:
        return bf_h_from(&p->h, a, 0, 0);
    }
}

static long errors, checks;
static void report(const char *g6, const char *what, const char *prop)
{
    if (errors++ < 20)
        printf("%s: %s for %s\n", g6, what, prop);
}

int main(void)
{
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
        /* directed Hamiltonian cycle: a path from 0 through all, ending at an in-neighbour of 0 */
        vset into0 = 0;
        for (int v = 0; v < n; v++)
            if (out[v] & 1)
                into0 |= (vset)(1u << v);
        int dwant = n >= 3 && ham_from(out, 0, (vset)(((1u << n) - 1) & ~1u), into0);
        checks++;
        if (dwant != prop_dham(n, out))
            report(line, "prop_dham wrong", "the digraph");
    }
    printf("%ld graphs, %ld checks, %ld disagreements\n", graphs, checks, errors);
    return errors != 0;
}
