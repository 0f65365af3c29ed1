/* rules.c - graph properties, one function each, written from their
 * definitions.  n <= 10, so vertex sets are bit sets in an unsigned. */
#include "rules.h"

#include <string.h>

static int degree(unsigned set)
{
    int d = 0;
    for (; set; set &= set - 1)
        d++;
    return d;
}

/* Can the path that has visited the vertex set 'vis' and stands at v be
 * extended to a path through all vertices ('full') ending in a vertex of
 * 'ends'?  Vertices in 'last' may only be entered as the last vertex.
 * dead[vis] bit v records states already known to fail; that fact does not
 * depend on where the path started. */
static int path_extend(const uint16_t *adj, unsigned full, unsigned ends,
                       unsigned last, unsigned vis, int v, uint16_t *dead)
{
    if (vis == full)
        return (int)(ends >> v & 1);
    if (dead[vis] >> v & 1)
        return 0;
    unsigned rest = full & ~vis, next = adj[v] & rest;
    if (rest & (rest - 1))          /* not the last step: keep 'last' out */
        next &= ~last;
    for (int w = 0; next; w++, next >>= 1)
        if (next & 1)
            if (path_extend(adj, full, ends, last, vis | 1u << w, w, dead))
                return 1;
    dead[vis] |= (uint16_t)(1u << v);
    return 0;
}

/* ham: a cycle through all n >= 3 vertices, i.e. a Hamiltonian path from
 * vertex 0 to a neighbour of vertex 0. */
static int has_ham(const uint16_t adj[], int n)
{
    uint16_t dead[1 << BOARD_MAXN];
    for (int v = 0; v < n; v++)
        if (degree(adj[v]) < 2)
            return 0;
    memset(dead, 0, sizeof dead[0] << n);
    return path_extend(adj, (1u << n) - 1, adj[0], 0, 1u, 0, dead);
}

/* hp: a path through all n vertices, from any start to any end. */
static int has_hp(const uint16_t adj[], int n)
{
    uint16_t dead[1 << BOARD_MAXN];
    int leaves = 0;
    for (int v = 0; v < n; v++) {
        int d = degree(adj[v]);
        if (d == 0)
            return 0;
        leaves += d == 1;
    }
    if (leaves > 2)
        return 0;
    memset(dead, 0, sizeof dead[0] << n);
    for (int s = 0; s < n; s++)
        if (path_extend(adj, (1u << n) - 1, (1u << n) - 1, 0, 1u << s, s, dead))
            return 1;
    return 0;
}

/* fhp: a path through all n >= 3 vertices whose ends are 0 and 1. */
static int has_fhp(const uint16_t adj[], int n)
{
    uint16_t dead[1 << BOARD_MAXN];
    for (int v = 0; v < n; v++)
        if (degree(adj[v]) < (v < 2 ? 1 : 2))
            return 0;
    memset(dead, 0, sizeof dead[0] << n);
    return path_extend(adj, (1u << n) - 1, 1u << 1, 1u << 1, 1u, 0, dead);
}

/* conn: connected; grow the set reachable from vertex 0. */
static int has_conn(const uint16_t adj[], int n)
{
    unsigned seen = 1, before = 0;
    while (seen != before) {
        before = seen;
        for (int v = 0; v < n; v++)
            if (before >> v & 1)
                seen |= adj[v];
    }
    return seen == (1u << n) - 1;
}

/* Can the vertices outside 'matched' be perfectly matched?  The lowest
 * unmatched vertex is matched to each unmatched neighbour in turn. */
static int match_rest(const uint16_t adj[], int n, unsigned matched)
{
    int u = 0;
    while (u < n && (matched >> u & 1))
        u++;
    if (u == n)
        return 1;
    for (int w = u + 1; w < n; w++)
        if ((adj[u] & ~matched) >> w & 1)
            if (match_rest(adj, n, matched | 1u << u | 1u << w))
                return 1;
    return 0;
}

/* pm: a perfect matching (none exists when n is odd). */
static int has_pm(const uint16_t adj[], int n)
{
    return n % 2 == 0 && match_rest(adj, n, 0);
}

static const rules_game_t games[] = {
    { "ham", "Hamiltonian cycle", 0, "", 0, has_ham },
    { "hp", "Hamiltonian path", 0, "", 0, has_hp },
    { "fhp", "Hamiltonian path between fixed vertices 0 and 1", 0, "0 1", 1,
      has_fhp },
    { "conn", "connectivity", 0, "", 0, has_conn },
    { "pm", "perfect matching", 1, "", 0, has_pm },
};

const rules_game_t *rules_find(const char *name)
{
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (strcmp(games[i].name, name) == 0)
            return &games[i];
    return NULL;
}

int rules_has(const rules_game_t *g, const board_t *b, uint64_t edges)
{
    uint16_t adj[BOARD_MAXN];
    board_adj(b, edges, adj);
    return g->has(adj, b->n);
}
