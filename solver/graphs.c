/* graphs.c: graph6 and the named graphs. */
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

int graph_read_line(FILE *f, char *line, size_t len, char **g)
{
    *g = NULL;
    if (!fgets(line, (int)len, f))
        return 0;
    size_t end = strcspn(line, "\r\n");
    if (line[end] == 0 && !feof(f)) {
        int c;
        while ((c = getc(f)) != EOF && c != '\n')
            ;
        return -1;
    }
    line[end] = 0;
    char *s = line;
    if (strncmp(s, ">>graph6<<", 10) == 0 || strncmp(s, ">>sparse6<<", 11) == 0)
        s += s[2] == 'g' ? 10 : 11;
    if (s[strspn(s, " \t")])
        *g = s;
    return 1;
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

/* The names' list, for messages. */
#define GRAPH_NAMES "Kn, Cn, Pn, Ka,b, Qd, Petersen, star:L, or an edge list 0-1,1-2"

int graph_decimal(const char *s, int *v)
{
    int k = 0;
    *v = 0;
    if (s[0] == '0' && s[1] >= '0' && s[1] <= '9')
        return 0;
    for (; s[k] >= '0' && s[k] <= '9'; k++)
        *v = *v * 10 + (s[k] - '0') > GRAPH_DECIMAL_CAP ? GRAPH_DECIMAL_CAP : *v * 10 + (s[k] - '0');
    return k;
}

int graph_list_next(const char **s, char sep, int *i, int *j)
{
    const char *p = *s;
    if (!*p)
        return 0;
    int k1 = graph_decimal(p, i), k2 = k1 && p[k1] == sep ? graph_decimal(p + k1 + 1, j) : 0;
    const char *end = p + k1 + 1 + k2;
    if (!k2 || (*end && (*end != ',' || !end[1])))
        return -1;
    *s = *end ? end + 1 : end;
    return 1;
}

/* A decimal number at *s (graph_decimal), advancing *s; -1 if there is
 * none. */
static int read_number(const char **s)
{
    int v, k = graph_decimal(*s, &v);
    *s += k;
    return k ? v : -1;
}

/* The named graphs, every name in one place, in networkx's labellings
 * (graphs.h; docs/usage.md, "Command line", and --help give them). Returns 1 with the graph in g if s is a
 * name, 0 if it is none (s may be graph6), -1 with a reason in err if s is
 * a name with a size out of range or malformed. */
static int graph_by_name(const char *s, ugraph *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (strcmp(s, "Petersen") == 0) {   /* nauty-genspecialg -P5,2 */
        g->n = 10;
        for (int i = 0; i < 5; i++) {
            add_edge(g, i, (i + 1) % 5);
            add_edge(g, i, i + 5);
            add_edge(g, 5 + i, 5 + (i + 2) % 5);
        }
        return 1;
    }
    const char *p = s;
    int kind, a, b = -1, n;
    if (strncmp(s, "star:", 5) == 0) {
        kind = 'S';
        p = s + 5;
    } else if (s[0] && strchr("KCPQ", s[0]) && s[1] >= '0' && s[1] <= '9') {
        kind = s[0];
        p = s + 1;
    } else
        return 0;
    a = read_number(&p);
    if (kind == 'K' && a >= 0 && *p == ',') {
        p++;
        b = read_number(&p);
        kind = 'B';
    }
    static const char *const what[][2] = {{"K", "Kn (complete graph, 2 <= n <= 16)"},
                                          {"C", "Cn (cycle, 3 <= n <= 16)"},
                                          {"P", "Pn (path, 2 <= n <= 16)"},
                                          {"B", "Ka,b (complete bipartite, a, b >= 1, a + b <= 16)"},
                                          {"Q", "Qd (hypercube, 1 <= d <= 4)"},
                                          {"S", "star:L (K_{1,L}, 1 <= L <= 15)"}};
    const char *want = "";
    for (int i = 0; i < 6; i++)
        if (what[i][0][0] == kind)
            want = what[i][1];
    if (a < 0 || *p || (kind == 'B' && b < 0)) {
        snprintf(err, errlen, "'%.40s': expected %s", s, want);
        return -1;
    }
    n = kind == 'B' ? a + b : kind == 'Q' ? (a > 30 ? 999 : 1 << a) : kind == 'S' ? a + 1 : a;
    if (n > GR_MAXN) {
        if (n >= 999)
            snprintf(err, errlen, "'%.40s' has more than %d vertices; at most %d are supported", s, GR_MAXN, GR_MAXN);
        else
            snprintf(err, errlen, "'%.40s' has %d vertices; at most %d are supported", s, n, GR_MAXN);
        return -1;
    }
    int min = kind == 'C' ? 3 : 2;
    if (n < min || (kind == 'B' && (a < 1 || b < 1)) || (kind == 'Q' && a < 1)) {
        snprintf(err, errlen, "'%.40s': expected %s", s, want);
        return -1;
    }
    g->n = n;
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++)
            if ((kind == 'K') || (kind == 'C' && (j == i + 1 || (i == 0 && j == n - 1))) ||
                (kind == 'P' && j == i + 1) || (kind == 'B' && i < a && j >= a) ||
                (kind == 'Q' && __builtin_popcount((unsigned)(i ^ j)) == 1) || (kind == 'S' && i == 0))
                add_edge(g, i, j);
    return 1;
}

/* Whether the edge list text s (len bytes) holds a decimal with a leading
 * zero, for the message. */
static int leading_zero(const char *s, size_t len)
{
    for (size_t k = 0; k + 1 < len; k++)
        if (s[k] == '0' && s[k + 1] >= '0' && s[k + 1] <= '9' && (k == 0 || s[k - 1] < '0' || s[k - 1] > '9'))
            return 1;
    return 0;
}

/* An edge list, as SageMath and networkx users write graphs: "0-1,1-2,2-0"
 * on the vertices 0 to the largest named, or "N:0-1,1-2" on 0..N-1 (N and
 * the vertices graph_decimal's, the pairs graph_list_next's).
 * 1 with the graph in g, 0 if s is no edge list, -1 with err. */
static int graph_by_edges(const char *s, ugraph *g, char *err, size_t errlen)
{
    const char *p = s;
    int n = -1, top = 0, k = 0, i, j, r;
    if (strspn(s, "0123456789,-:") != strlen(s) || !strchr(s, '-'))
        return 0;
    if (strchr(s, ':')) {
        int len = graph_decimal(s, &n);
        if (!len || s[len] != ':' || n < 1 || n > GR_MAXN) {
            snprintf(err, errlen, "'%s': an edge list N:EDGES needs 1 <= N <= %d%s", s, GR_MAXN,
                     leading_zero(s, strcspn(s, ":")) ? " (decimals have no leading zero)" : "");
            return -1;
        }
        p = s + len + 1;
    }
    memset(g, 0, sizeof *g);
    while ((r = graph_list_next(&p, '-', &i, &j)) != 0) {
        k++;
        size_t len = strcspn(p, ",");
        if (r < 0 && leading_zero(p, len)) {
            snprintf(err, errlen, "'%s': edge %d, %.*s, has a leading zero (a vertex is a decimal with no sign and no "
                     "leading zero)", s, k, (int)len, p);
            return -1;
        }
        if (r < 0 && p[len] == ',' && !p[len + 1]) {
            snprintf(err, errlen, "'%s': a comma at the end", s);
            return -1;
        }
        if (r < 0 || i == j || i >= GR_MAXN || j >= GR_MAXN || (n > 0 && (i >= n || j >= n))) {
            snprintf(err, errlen, "'%s': edge %d is not a pair i-j of distinct vertices below %d", s, k,
                     n > 0 ? n : GR_MAXN);
            return -1;
        }
        add_edge(g, i, j);
        top = i > top ? i : top;
        top = j > top ? j : top;
    }
    g->n = n > 0 ? n : top + 1;
    return 1;
}

int graph_parse(const char *s, ugraph *g, char *err, size_t errlen)
{
    int r = graph_by_name(s, g, err, errlen);
    if (r == 0)
        r = graph_by_edges(s, g, err, errlen);
    if (r != 0)
        return r;
    if (graph_from_g6(s, g, err, errlen) != 0) {
        size_t len = strlen(err);
        snprintf(err + len, errlen > len ? errlen - len : 0, " (nor a name: %s)", GRAPH_NAMES);
        return -1;
    }
    return 0;
}

int graph_named(const char *name, ugraph *h, char *err, size_t errlen)
{
    int r = graph_by_name(name, h, err, errlen);
    if (r == 0)
        r = graph_by_edges(name, h, err, errlen);
    if (r < 0)
        return -1;
    if (r == 0 && graph_from_g6(name, h, err, errlen) != 0) {
        char why[200];
        snprintf(why, sizeof why, "%s", err);
        snprintf(err, errlen, "unknown graph '%.40s': not a name (%s) and %s", name, GRAPH_NAMES, why);
        return -1;
    }
    if (graph_edges(h) == 0) {
        snprintf(err, errlen, "graph '%.40s' has no edge", name);
        return -1;
    }
    return 0;
}

int graph_edges(const ugraph *g) { return adj_edges(g->n, g->adj); }

void graph_name(const ugraph *g, char *out)
{
    int n = g->n;
    graph_to_g6(g, out);
    /* the names of graphs on n vertices, in the order of preference where
     * two name one graph (K3 = C3, star:L = K1,L, K2 = P2 = Q1, K2,2 = Q2) */
    for (int i = 0; i < n + 5; i++) {
        char name[GR_G6MAX], why[120];
        ugraph h;
        if (i < 3)
            snprintf(name, sizeof name, "%c%d", "KCP"[i], n);
        else if (i == 3)
            snprintf(name, sizeof name, "Q%d", __builtin_ctz((unsigned)n | 1u << 31));
        else if (i == 4)
            snprintf(name, sizeof name, "Petersen");
        else if (i == 5)
            snprintf(name, sizeof name, "star:%d", n - 1);
        else
            snprintf(name, sizeof name, "K%d,%d", i - 5, n - (i - 5));
        if (graph_by_name(name, &h, why, sizeof why) == 1 && h.n == n &&
            memcmp(h.adj, g->adj, sizeof h.adj[0] * (size_t)n) == 0) {
            strcpy(out, name);
            return;
        }
    }
}
