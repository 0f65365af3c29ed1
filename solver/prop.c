/* prop.c: the table of properties (prop.h) and what reads it: the parser,
 * the names, the help, the words, the limits and the accelerations. */
#include "prop.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* props.inc (scripts/props-list.sh, from the Makefile): PROP(NAME) for
 * each file solver/props/NAME.c. */
#define PROP(name) extern const prop_def prop_##name;
#include "props.inc"
#undef PROP
#define PROP(name) &prop_##name,
const prop_def *const prop_table[] = {
#include "props.inc"
    NULL};
#undef PROP

/* The name of d with its parameter: "ham", "arboricity:K", "h:H". */
static void spelled(const prop_def *d, char *out, size_t len)
{
    snprintf(out, len, "%s%s", d->name, d->param == PROP_K ? ":K" : d->param == PROP_GRAPH ? ":H" : "");
}

void prop_names(char *out, size_t len, const char *sep, const char *last, int v1)
{
    const prop_def *const *d = prop_table;
    size_t at = 0;
    int k = 0, count = 0;
    for (const prop_def *const *e = prop_table; *e; e++)
        count += !v1 || (*e)->v1_key;
    out[0] = 0;
    for (; *d; d++) {
        if (v1 && !(*d)->v1_key)
            continue;
        char one[64];
        spelled(*d, one, sizeof one);
        at += (size_t)snprintf(out + at, at < len ? len - at : 0, "%s%s", k == 0 ? "" : k == count - 1 ? last : sep, one);
        k++;
    }
}

void prop_help(char *out, size_t len, int indent)
{
    size_t at = 0;
    out[0] = 0;
    for (const prop_def *const *d = prop_table; *d; d++) {
        char one[64];
        spelled(*d, one, sizeof one);
        at += (size_t)snprintf(out + at, at < len ? len - at : 0, "%*s%-13s %s\n", indent, "", one, (*d)->help);
    }
}

void prop_words(const gprop *p, char *out, size_t len)
{
    const prop_def *d = p->def;
    char h[GR_G6MAX], g6[GR_G6MAX], hw[GR_G6MAX + 20];
    if (!d)
        snprintf(out, len, "%s", "");
    else if (d->param == PROP_K)
        snprintf(out, len, d->words, p->k);
    else if (d->param == PROP_GRAPH) {
        graph_name(&p->h, h);
        graph_to_g6(&p->h, g6);
        snprintf(hw, sizeof hw, strcmp(h, g6) ? "%s" : "H = %s (graph6)", h);
        snprintf(out, len, d->words, hw);
    } else
        snprintf(out, len, "%s", d->words);
}

int gprop_parse(const char *s, gprop *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    for (const prop_def *const *e = prop_table; *e; e++) {
        const prop_def *d = *e;
        size_t len = strlen(d->name);
        if (strncmp(s, d->name, len) != 0 || s[len] != (d->param == PROP_PLAIN ? 0 : ':'))
            continue;
        p->def = d;
        if (d->param == PROP_GRAPH)
            return graph_named(s + len + 1, &p->h, err, errlen);
        if (d->param == PROP_PLAIN)
            return 0;
        char *end;
        long k = strtol(s + len + 1, &end, 10);
        if (end == s + len + 1 || *end || k < d->kmin || k > d->kmax) {
            snprintf(err, errlen, "'%s': expected %s:K with %d <= K <= %d", s, d->name, d->kmin, d->kmax);
            return -1;
        }
        p->k = (int)k;
        return 0;
    }
    char names[512];
    prop_names(names, sizeof names, ", ", " or ", 0);
    snprintf(err, errlen, "unknown property '%s' (expected %s)", s, names);
    return -1;
}

void gprop_name(const gprop *p, int named, char *out)
{
    const prop_def *d = p->def;
    assert(d);
    if (d->param == PROP_K)
        sprintf(out, "%s:%d", d->name, p->k);
    else if (d->param == PROP_GRAPH) {
        char g6[GR_G6MAX];
        if (named)
            graph_name(&p->h, g6);
        else
            graph_to_g6(&p->h, g6);
        sprintf(out, "%s:%s", d->name, g6);
    } else
        strcpy(out, d->name);
}

int gprop_check(const gprop *p, int n, char *err, size_t errlen)
{
    const prop_def *d = p->def;
    assert(d);
    if (n < d->min_n) {
        snprintf(err, errlen, "%s needs at least %d vertices (the board has %d)", d->name, d->min_n, n);
        return -1;
    }
    if (d->even_n && n % 2) {
        snprintf(err, errlen, "%s needs an even number of vertices (the board has %d)", d->name, n);
        return -1;
    }
    return d->fits ? d->fits(p, n, err, errlen) : 0;
}

void prop_init(property *p, const gprop *g, int n)
{
    memset(p, 0, sizeof *p);
    p->g = *g;
    p->n = n;
    if (!g->def)
        return;
    p->nfixed = g->def->nfixed;
    int deg = g->def->init ? g->def->init(p) : 0;
    for (int v = 0; v < n; v++)
        p->min_degree[v] = v < p->nfixed ? 1 : deg;
}

/* The smallest component of adj without vertex skip (-1: none; with odd,
 * of those of an odd number of vertices) if adj without skip has more than
 * one component (with odd: any such component), else 0. */
static vset cut_off(int n, const vset *adj, int skip, int odd)
{
    vset a[GR_MAXN], best = 0, out = skip < 0 ? 0 : (vset)(1u << skip);
    int comp[GR_MAXN];
    for (int v = 0; v < n; v++)
        a[v] = v == skip ? 0 : adj[v] & (vset)~out;
    int parts = prop_components(n, a, comp) - (skip >= 0);   /* skip alone is no part */
    for (int r = 0; r < n; r++) {   /* each component, by its smallest vertex r */
        vset part = 0;
        for (int v = 0; v < n; v++)
            if (comp[v] == r && v != skip)
                part |= (vset)(1u << v);
        int size = __builtin_popcount(part);
        if (size && (!odd || size % 2) && (!best || size < __builtin_popcount(best)))
            best = part;
    }
    return odd || parts > 1 ? best : 0;
}

int prop_cut_words(int n, const vset *adj, int kind, const char *whose, char *out, size_t len)
{
    int v = -1;
    vset part = cut_off(n, adj, -1, kind == PROP_CUT_ODD);
    while (!part && kind == PROP_CUT_VERTEX && ++v < n)
        part = cut_off(n, adj, v, 0);
    if (!part)
        return 0;
    char set[GR_MAXN * 3 + 3] = "{", without[32] = "";
    size_t at = 1;
    for (vset q = part; q; q &= (vset)(q - 1))
        at += (size_t)snprintf(set + at, sizeof set - at, "%s%d", at > 1 ? "," : "", __builtin_ctz(q));
    snprintf(set + at, sizeof set - at, "}");
    if (v >= 0)
        snprintf(without, sizeof without, "without vertex %d, ", v);
    snprintf(out, len, "%sthe edges not %s leave %s cut off from the rest%s", without, whose, set,
             kind == PROP_CUT_ODD ? ", an odd number of vertices" : "");
    return 1;
}

void prop_lacks(const property *p, const vset *adj, const char *whose, char *out, size_t len)
{
    const prop_def *d = p->g.def;
    char words[200];
    assert(d && !prop_holds(&p->g, p->n, adj));
    prop_words(&p->g, words, sizeof words);
    for (int v = 0; v < p->n; v++) {
        int k = __builtin_popcount(adj[v]);
        if (k < p->min_degree[v]) {
            snprintf(out, len, "vertex %d has %s%.0d edge%s left that %s not %s, where %s needs %d", v, k ? "only " : "no",
                     k, k == 1 ? "" : "s", k == 1 ? "is" : "are", whose, words, p->min_degree[v]);
            return;
        }
    }
    if (d->lacks && d->lacks(&p->g, p->n, adj, whose, out, len))
        return;
    snprintf(out, len, "the edges not %s do not contain %s", whose, words);
}
