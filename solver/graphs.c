/* graphs.c: graph6, named graphs and the properties of FORMAT.md 4.1. */
#include "graphs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BIT(v) ((gset)1 << (v))

/* sparse6 (nauty's formats.txt): ':', N(n), then (b, x) pairs of 1 + k bits,
 * k the bits needed for n - 1, read as: b = 1 moves to the next vertex v;
 * x > v jumps to vertex x; otherwise {x, v} is an edge. */
static int graph_from_s6(const char *s, ugraph *g, char *err, size_t errlen)
{
    size_t len = strlen(s);
    for (size_t i = 1; i < len; i++)
        if (s[i] < 63 || s[i] > 126) {
            snprintf(err, errlen, "'%.40s' is not sparse6: byte %zu is outside '?'..'~'", s, i + 1);
            return -1;
        }
    if (len < 2 || s[1] == 126) {
        snprintf(err, errlen, "'%.40s': %s", s, len < 2 ? "sparse6 without a vertex count" : "more than 62 vertices are not supported");
        return -1;
    }
    int n = s[1] - 63, k = 0;
    if (n > GR_MAXN) {
        snprintf(err, errlen, "'%.40s' has %d vertices; at most %d are supported", s, n, GR_MAXN);
        return -1;
    }
    while ((1 << k) < n)
        k++;
    memset(g, 0, sizeof *g);
    g->n = n;
    size_t bits = 6 * (len - 2), pos = 0;
    int v = 0;
#define S6BIT(p) (((s[2 + (p) / 6] - 63) >> (5 - (p) % 6)) & 1)
    while (pos + 1 + (size_t)k <= bits) {
        int b = S6BIT(pos), x = 0;
        pos++;
        for (int i = 0; i < k; i++, pos++)
            x = x << 1 | S6BIT(pos);
        if (b)
            v++;
        if (v >= n)
            break;
        if (x > v)
            v = x;
        else if (x == v) {
            snprintf(err, errlen, "'%.40s': a loop at vertex %d (boards are simple graphs)", s, v);
            return -1;
        } else {
            g->adj[x] |= BIT(v);
            g->adj[v] |= BIT(x);
        }
    }
#undef S6BIT
    return 0;
}

int graph_from_g6(const char *s, ugraph *g, char *err, size_t errlen)
{
    size_t len = strlen(s);
    if (len == 0) {
        snprintf(err, errlen, "empty graph6 string");
        return -1;
    }
    if (s[0] == ':')
        return graph_from_s6(s, g, err, errlen);
    if (s[0] == '>' || s[0] == '&') {
        snprintf(err, errlen, "'%.40s' is not graph6 (a header or digraph6 is not accepted)", s);
        return -1;
    }
    for (size_t i = 0; i < len; i++)
        if (s[i] < 63 || s[i] > 126) {
            snprintf(err, errlen, "'%.40s' is not graph6: byte %zu is outside '?'..'~'", s, i + 1);
            return -1;
        }
    int n = s[0] - 63;
    if (n > 62) {
        snprintf(err, errlen, "'%.40s': graphs with more than 62 vertices are not supported", s);
        return -1;
    }
    size_t bits = (size_t)n * (n - 1) / 2, need = 1 + (bits + 5) / 6;
    if (len != need) {
        snprintf(err, errlen, "'%.40s' is not graph6: %zu bytes for %d vertices, expected %zu", s, len, n, need);
        return -1;
    }
    if (n > GR_MAXN) {
        snprintf(err, errlen, "'%.40s' has %d vertices; at most %d are supported", s, n, GR_MAXN);
        return -1;
    }
    memset(g, 0, sizeof *g);
    g->n = n;
    size_t k = 0;
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++, k++)
            if ((s[1 + k / 6] - 63) >> (5 - k % 6) & 1) {
                g->adj[i] |= BIT(j);
                g->adj[j] |= BIT(i);
            }
    for (; k % 6; k++)
        if ((s[1 + k / 6] - 63) >> (5 - k % 6) & 1) {
            snprintf(err, errlen, "'%.40s' is not graph6: nonzero padding bits", s);
            return -1;
        }
    return 0;
}

void graph_to_g6(const ugraph *g, char *out)
{
    int n = g->n, k = 0, len = 1;
    out[0] = (char)(n + 63);
    int byte = 0;
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++) {
            byte = byte << 1 | (int)(g->adj[i] >> j & 1);
            if (++k % 6 == 0) {
                out[len++] = (char)(byte + 63);
                byte = 0;
            }
        }
    if (k % 6)
        out[len++] = (char)((byte << (6 - k % 6)) + 63);
    out[len] = 0;
}

static void add_edge(ugraph *g, int i, int j)
{
    g->adj[i] |= BIT(j);
    g->adj[j] |= BIT(i);
}

int graph_named(const char *name, ugraph *h, char *err, size_t errlen)
{
    /* The names of FORMAT.md 4.1, with the graph6 spelling it gives them. */
    static const char *names[][2] = {{"K3", "Bw"}, {"K4", "C~"}, {"C4", "C]"}, {"P4", "CU"}};
    memset(h, 0, sizeof *h);
    for (int i = 0; i < 4; i++)
        if (strcmp(name, names[i][0]) == 0)
            return graph_from_g6(names[i][1], h, err, errlen);
    if (strncmp(name, "star:", 5) == 0) {
        char *end;
        long l = strtol(name + 5, &end, 10);
        if (end == name + 5 || *end || l < 1 || l > GR_MAXN - 1) {
            snprintf(err, errlen, "'%s': expected star:L with 1 <= L <= %d", name, GR_MAXN - 1);
            return -1;
        }
        h->n = (int)l + 1;
        for (int v = 1; v <= l; v++)
            add_edge(h, 0, v);
        return 0;
    }
    if (graph_from_g6(name, h, err, errlen) != 0) {
        char why[200];
        snprintf(why, sizeof why, "%s", err);
        snprintf(err, errlen, "unknown graph '%s': not a name (K3, K4, C4, P4, star:L) and %s", name, why);
        return -1;
    }
    if (graph_edges(h) == 0) {
        snprintf(err, errlen, "graph '%s' has no edge", name);
        return -1;
    }
    return 0;
}

int graph_edges(const ugraph *g)
{
    int e = 0;
    for (int v = 0; v < g->n; v++)
        e += __builtin_popcount(g->adj[v]);
    return e / 2;
}

int gprop_parse(const char *s, gprop *p, char *err, size_t errlen)
{
    static const char *names[] = {"ham", "hp", "fhp", "hc", "conn", "pm", "cycle"};
    memset(p, 0, sizeof *p);
    for (int i = 0; i < 7; i++)
        if (strcmp(s, names[i]) == 0) {
            p->id = i;
            return 0;
        }
    if (strncmp(s, "arboricity:", 11) == 0) {
        char *end;
        long k = strtol(s + 11, &end, 10);
        if (end == s + 11 || *end || k < 2 || k > 8) {
            snprintf(err, errlen, "'%s': expected arboricity:K with 2 <= K <= 8", s);
            return -1;
        }
        p->id = P_ARB;
        p->k = (int)k;
        return 0;
    }
    if (strncmp(s, "h:", 2) == 0) {
        p->id = P_H;
        return graph_named(s + 2, &p->h, err, errlen);
    }
    snprintf(err, errlen, "unknown game '%s' (expected ham, hp, fhp, hc, conn, pm, cycle, arboricity:K or h:H)", s);
    return -1;
}

void gprop_name(const gprop *p, char *out)
{
    static const char *names[] = {"ham", "hp", "fhp", "hc", "conn", "pm", "cycle"};
    if (p->id == P_ARB)
        sprintf(out, "arboricity:%d", p->k);
    else if (p->id == P_H) {
        char g6[GR_G6MAX];
        graph_to_g6(&p->h, g6);
        sprintf(out, "h:%s", g6);
    } else
        strcpy(out, names[p->id]);
}

int gprop_check(const gprop *p, int n, char *err, size_t errlen)
{
    if ((p->id == P_HAM || p->id == P_HC) && n < 3) {
        snprintf(err, errlen, "this property needs at least 3 vertices (the board has %d)", n);
        return -1;
    }
    if (p->id == P_FHP && n < 2) {
        snprintf(err, errlen, "fhp needs at least 2 vertices (the board has %d)", n);
        return -1;
    }
    if (p->id == P_PM && n % 2) {
        snprintf(err, errlen, "pm needs an even number of vertices (the board has %d)", n);
        return -1;
    }
    if (p->id == P_H && p->h.n > n) {
        snprintf(err, errlen, "H has %d vertices, more than the board's %d", p->h.n, n);
        return -1;
    }
    return 0;
}

/* ends[mask] = vertices where a path starting in `starts` and covering
 * exactly mask can end. Returns the set for the full vertex set. */
static gset path_ends(int n, const gset *adj, gset starts, gset *ends)
{
    gset full = (gset)((1u << n) - 1);
    memset(ends, 0, sizeof(gset) << n);
    for (int v = 0; v < n; v++)
        if (starts >> v & 1)
            ends[BIT(v)] = BIT(v);
    for (gset mask = 1; mask < full; mask++) {
        gset e = ends[mask];
        while (e) {
            int v = __builtin_ctz(e);
            e &= e - 1;
            gset nb = adj[v] & ~mask;
            while (nb) {
                int w = __builtin_ctz(nb);
                nb &= nb - 1;
                ends[mask | BIT(w)] |= BIT(w);
            }
        }
    }
    return ends[full];
}

static int connected(const gset *adj, gset within)
{
    if (!within)
        return 1;
    gset seen = within & -within, frontier = seen;
    while (frontier) {
        int v = __builtin_ctz(frontier);
        frontier &= frontier - 1;
        gset nb = adj[v] & within & ~seen;
        seen |= nb;
        frontier |= nb;
    }
    return seen == within;
}

static int has_pm(const gset *adj, gset rest)
{
    if (!rest)
        return 1;
    int v = __builtin_ctz(rest);
    gset nb = adj[v] & rest & ~BIT(v);
    while (nb) {
        int w = __builtin_ctz(nb);
        nb &= nb - 1;
        if (has_pm(adj, rest & ~BIT(v) & ~BIT(w)))
            return 1;
    }
    return 0;
}

static int components(int n, const gset *adj)
{
    gset left = (gset)((1u << n) - 1);
    int c = 0;
    while (left) {
        gset seen = left & -left, frontier = seen;
        while (frontier) {
            int v = __builtin_ctz(frontier);
            frontier &= frontier - 1;
            gset nb = adj[v] & ~seen;
            seen |= nb;
            frontier |= nb;
        }
        left &= ~seen;
        c++;
    }
    return c;
}

/* Extends the partial copy map[0..k-1] of h's vertices (in order) into adj. */
static int copy_from(const ugraph *h, int k, int *map, gset used, const gset *adj, int n)
{
    if (k == h->n)
        return 1;
    gset cand = (gset)((1u << n) - 1) & ~used;
    for (int x = 0; x < k; x++)
        if (h->adj[k] >> x & 1)
            cand &= adj[map[x]];
    while (cand) {
        int v = __builtin_ctz(cand);
        cand &= cand - 1;
        if ((gset)__builtin_popcount(adj[v]) < (gset)__builtin_popcount(h->adj[k]))
            continue;
        map[k] = v;
        if (copy_from(h, k + 1, map, used | BIT(v), adj, n))
            return 1;
    }
    return 0;
}

int graph_contains(const ugraph *h, int n, const gset *adj)
{
    int map[GR_MAXN];
    return h->n <= n && copy_from(h, 0, map, 0, adj, n);
}

int digraph_hamiltonian(int n, const gset *adj)
{
    gset *ends = malloc(sizeof(gset) << n);
    if (!ends)
        abort();
    gset last = path_ends(n, adj, 1, ends);
    int ok = 0;
    while (last && !ok) {
        int v = __builtin_ctz(last);
        last &= last - 1;
        ok = adj[v] & 1;
    }
    free(ends);
    return ok;
}

int gprop_holds(const gprop *p, int n, const gset *adj)
{
    gset full = (gset)((1u << n) - 1);
    int e = 0;
    for (int v = 0; v < n; v++)
        e += __builtin_popcount(adj[v]);
    e /= 2;
    switch (p->id) {
    case P_CONN:
        return connected(adj, full);
    case P_PM:
        return n % 2 == 0 && e >= n / 2 && has_pm(adj, full);
    case P_CYCLE:
        return e > n - components(n, adj);
    case P_H:
        return e >= graph_edges(&p->h) && graph_contains(&p->h, n, adj);
    case P_ARB:
        for (gset s = 1; s <= full; s++) {
            int k = __builtin_popcount(s);
            if (k < 2)
                continue;
            int es = 0;
            for (gset t = s; t; t &= t - 1)
                es += __builtin_popcount(adj[__builtin_ctz(t)] & s);
            if (es / 2 > (p->k - 1) * (k - 1))
                return 1;
        }
        return 0;
    default:
        break;
    }
    /* Hamiltonian properties: necessary conditions first. */
    if (e < n - 1 || !connected(adj, full))
        return 0;
    if (n == 1)
        return p->id == P_HP;
    gset stack[1 << 12];
    gset *ends = n <= 12 ? stack : malloc(sizeof(gset) << n);
    if (!ends)
        abort();
    int ok = 0;
    if (p->id == P_HAM) {
        gset last = path_ends(n, adj, 1, ends);
        ok = (last & adj[0]) != 0;
    } else if (p->id == P_HP)
        ok = path_ends(n, adj, full, ends) != 0;
    else if (p->id == P_FHP)
        ok = (path_ends(n, adj, 1, ends) >> 1) & 1;
    else { /* P_HC */
        ok = 1;
        for (int s = 0; s < n && ok; s++)
            ok = (path_ends(n, adj, BIT(s), ends) | BIT(s)) == full;
    }
    if (ends != stack)
        free(ends);
    return ok;
}
