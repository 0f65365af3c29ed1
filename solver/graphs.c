/* graphs.c: graph6, named graphs and the properties of FORMAT.md 4.1. */
#include "graphs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BIT(v) ((vset)1 << (v))

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
