/* graph.c - the board, graph6 and the properties (FORMAT.md 3, 3.1, 4.1).
 *
 * n <= 16, so a set of vertices is a bit set in an unsigned.  Each
 * property is written from its definition in FORMAT.md 4.1.  Every test
 * spends work (one unit a step of its search), so no graph can make one
 * test run without bound: once w->left < 0 its value means nothing, and
 * the replay turns that into "a limit", never into a verdict.
 */
#include <string.h>

#include "core.h"

/* One step of work; 1 once the budget ran out. */
static int spent(work_t *w) {
    w->left--;
    return w->left < 0;
}

/* FORMAT.md 3: pair(i, j) = j(j-1)/2 + i for i < j. */
void board_init(board_t *b, int n, set_t board) {
    memset(b, 0, sizeof *b);
    b->n = n;
    b->m = n * (n - 1) / 2;
    b->L = (b->m + 3) / 4;
    for (int j = 0; j < n; j++) {
        b->idx[j][j] = -1;
        for (int i = 0; i < j; i++) {
            int p = j * (j - 1) / 2 + i;
            b->lo[p] = i;
            b->hi[p] = j;
            b->idx[i][j] = p;
            b->idx[j][i] = p;
            if (board >> p & 1)
                b->all |= bit_of(p);
            else
                b->off |= bit_of(p);
        }
    }
}

/* FORMAT.md 3.1: a byte n + 63, then the pairs in pair order six a byte,
 * most significant first, each byte plus 63, padding bits zero. */
int g6_parse(const char *s, int *n, set_t *edges) {
    int v = s[0] - 63;
    if (v < 1 || v > NMAX) return -1;
    int m = v * (v - 1) / 2;
    int len = (m + 5) / 6;
    if (strlen(s) != (size_t)len + 1) return -1;
    *n = v;
    *edges = 0;
    for (int i = 0; i < 6 * len; i++) {
        int c = s[1 + i / 6] - 63;
        if (c < 0 || c > 63) return -1;
        if ((c >> (5 - i % 6) & 1) == 0) continue;
        if (i >= m)
            return -1;                  /* a padding bit is set */
        *edges |= bit_of(i);
    }
    return 0;
}

/* FORMAT.md 3.1: the inverse of g6_parse. */
void g6_write(int n, set_t edges, char out[24]) {
    int m = n * (n - 1) / 2;
    int len = (m + 5) / 6;
    out[0] = (char)(n + 63);
    for (int k = 0; k < len; k++) {
        int c = 0;
        for (int i = 6 * k; i < 6 * k + 6; i++) c = c << 1 | (int)(edges >> i & 1);
        out[1 + k] = (char)(c + 63);
    }
    out[1 + len] = 0;
}

/* FORMAT.md 4.1: the properties only this file names (core.h). */
enum { P_MINDEG = P_MORE };

/* FORMAT.md 4.1. */
const char prop_spellings[] = "ham hp fhp hc conn pm cycle arboricity:K h:G mindeg:K";

/* FORMAT.md 4.1: the properties of prop_spellings. */
int prop_parse(const char *s, prop_t *p) {
    static const char *const names[7] = { "ham", "hp", "fhp", "conn", "pm",
                                          "hc", "cycle" };
    long long k;
    memset(p, 0, sizeof *p);
    p->kind = find(names, 7, s) - 1;
    if (p->kind >= 0) return 0;
    if (strncmp(s, "mindeg:", 7) == 0) {
        p->kind = P_MINDEG;
        p->k = decimal(s + 7, &k) == 0 && k >= 1 && k <= 15 ? (int)k : 0;
        return p->k > 0 ? 0 : -1;
    }
    if (strncmp(s, "h:", 2) == 0) {
        p->kind = P_H;
        if (g6_parse(s + 2, &p->hn, &p->h) != 0 || p->h == 0) return -1;
        return 0;
    }
    p->kind = P_ARB;
    if (strncmp(s, "arboricity:", 11) != 0 || decimal(s + 11, &k) != 0) return -1;
    if (k < 2) return -1;
    p->k = NMAX / 2 + 1;        /* arboricity <= NMAX / 2 when n <= NMAX: a larger K never holds */
    if (k <= NMAX / 2) p->k = (int)k;
    return 0;
}

/* FORMAT.md 4.1: ham and hc need n >= 3, pm an even n, H at most n
 * vertices, mindeg:K K < n (subh, 4.2: n >= 3). */
int prop_fits(const prop_t *p, int n) {
    if (p->kind == P_MINDEG) return p->k < n;
    if (p->kind == P_HAM || p->kind == P_HC || p->kind == P_DHAM) return n >= 3;
    if (p->kind == P_PM) return n % 2 == 0;
    if (p->kind == P_H) return p->hn <= n;
    return 1;
}

/* Adjacency of the edge set e: adj[v] the neighbours of v. */
static void adjacency(const board_t *b, set_t e, uint16_t adj[NMAX]) {
    memset(adj, 0, sizeof adj[0] * NMAX);
    for (int half = 0; half < 2; half++) {      /* 64 pairs at a time */
        for (uint64_t bits = (uint64_t)(e >> (64 * half)); bits != 0; bits &= bits - 1) {
            int p = 64 * half + __builtin_ctzll(bits);
            adj[b->lo[p]] |= (uint16_t)(1u << b->hi[p]);
            adj[b->hi[p]] |= (uint16_t)(1u << b->lo[p]);
        }
    }
}

/* A Hamiltonian path search.  A path has visited the set vis and stands
 * at v: can it go on through all vertices ('full') to end in a vertex of
 * 'ends', entering vertices of 'last' only as its last vertex?  dead[vis]
 * bit v records the states known to fail (that does not depend on where
 * the path started), so each state is expanded once: a search takes at
 * most n 2^n steps, counted in steps and spent when it ends.  adj[v]: the
 * successors of v. */
typedef struct {
    const uint16_t *adj;
    unsigned full, ends, last;
    uint16_t *dead;
    long long steps;
} path_t;

static int path_extend(path_t *s, unsigned vis, int v) {
    if (vis == s->full) return (int)(s->ends >> v & 1);
    if (s->dead[vis] >> v & 1) return 0;
    s->steps++;
    unsigned rest = s->full & ~vis;
    unsigned next = s->adj[v] & rest;
    if ((rest & (rest - 1)) != 0)       /* not the last step */
        next &= ~s->last;
    for (; next != 0; next &= next - 1) {
        unsigned u = next & -next;
        if (path_extend(s, vis | u, __builtin_ctz(u))) return 1;
    }
    s->dead[vis] |= (uint16_t)(1u << v);
    return 0;
}

/* A Hamiltonian path from a vertex of 'from' to one of 'ends'. */
static int ham_path(const uint16_t *adj, int n, unsigned from, unsigned ends,
                    unsigned last, work_t *w) {
    uint16_t dead[1 << NMAX];
    path_t s = { adj, (1u << n) - 1, ends, last, dead, 0 };
    int found = 0;
    w->left -= (1 << n) / 256;          /* clearing dead */
    memset(dead, 0, sizeof dead[0] << n);
    for (; from != 0 && !found; from &= from - 1) {
        unsigned u = from & -from;
        found = path_extend(&s, u, __builtin_ctz(u));
    }
    w->left -= s.steps;
    return found;
}

/* Can the vertices outside 'matched' be perfectly matched?  The least
 * unmatched vertex is matched to each unmatched neighbour in turn. */
static int match_rest(const uint16_t *adj, int n, unsigned matched, work_t *w) {
    if (matched == (1u << n) - 1) return 1;
    if (spent(w)) return 0;
    int u = __builtin_ctz(~matched);
    for (unsigned x = adj[u] & ~matched; x != 0; x &= x - 1) {
        unsigned both = matched | 1u << u | (x & -x);
        if (match_rest(adj, n, both, w)) return 1;
    }
    return 0;
}

/* An injective map f of H's vertices k, k+1, ... to unused vertices, each
 * adjacent to the images of its earlier H-neighbours. */
typedef struct {
    const uint16_t *g, *hadj;
    int hn, n, f[NMAX];
    work_t *w;
} embed_t;

static int embed(embed_t *s, int k, unsigned used) {
    if (k == s->hn) return 1;
    if (spent(s->w)) return 0;
    unsigned cand = ((1u << s->n) - 1) & ~used;
    for (int j = 0; j < k; j++)
        if (s->hadj[k] >> j & 1) cand &= s->g[s->f[j]];
    for (; cand != 0; cand &= cand - 1) {
        unsigned u = cand & -cand;
        s->f[k] = __builtin_ctz(u);
        if (embed(s, k + 1, used | u)) return 1;
    }
    return 0;
}

/* The vertices reachable from vertex 0. */
static unsigned reach(const uint16_t *adj, int n) {
    unsigned seen = 1, before = 0;
    while (seen != before) {
        before = seen;
        for (int v = 0; v < n; v++)
            if (before >> v & 1) seen |= adj[v];
    }
    return seen;
}

/* Not a forest: what is left after peeling vertices of degree <= 1. */
static int has_cycle(const uint16_t *adj, int n) {
    unsigned left = (1u << n) - 1;
    unsigned before = 0;
    while (before != left) {
        before = left;
        for (int u = 0; u < n; u++)
            if (__builtin_popcount(adj[u] & left) < 2) left &= ~(1u << u);
    }
    return left != 0;
}

/* Nash-Williams: some set S of >= 2 vertices spans > (K-1)(|S|-1) edges. */
static int arboricity(const uint16_t *adj, int n, int k, work_t *w) {
    for (unsigned s = 3; s < 1u << n; s++) {
        if (spent(w)) return 0;
        int size = __builtin_popcount(s);
        int twice = 0;
        for (unsigned t = s; t != 0; t &= t - 1)
            twice += __builtin_popcount(adj[__builtin_ctz(t)] & s);
        if (size >= 2 && twice / 2 > (k - 1) * (size - 1)) return 1;
    }
    return 0;
}

int prop_has(const prop_t *p, const board_t *b, set_t e, work_t *w) {
    uint16_t adj[NMAX];
    int n = b->n;
    unsigned full = (1u << n) - 1;
    int mindeg = n;
    int low = 0;                        /* vertices of degree < 2 */
    if (spent(w)) return 0;
    adjacency(b, e, adj);
    for (int v = 0; v < n; v++) {
        int deg = __builtin_popcount(adj[v]);
        if (deg < mindeg) mindeg = deg;
        if (deg < 2) low++;
    }
    switch (p->kind) {
    case P_HAM:         /* a Hamiltonian path from 0 to a neighbour of 0 */
        return mindeg >= 2 && ham_path(adj, n, 1, adj[0], 0, w);
    case P_HP:
        return mindeg >= 1 && low <= 2 && ham_path(adj, n, full, full, 0, w);
    case P_FHP:         /* from 0 to 1, entering 1 last */
        return mindeg >= 1 && ham_path(adj, n, 1, 2, 2, w);
    case P_HC:          /* a Hamiltonian u-v path for every u < v */
        if (mindeg < 2) return 0;
        for (int v = 1; v < n; v++)
            for (int u = 0; u < v; u++)
                if (!ham_path(adj, n, 1u << u, 1u << v, 1u << v, w)) return 0;
        return 1;
    case P_CONN:
        return reach(adj, n) == full;
    case P_PM:
        return n % 2 == 0 && match_rest(adj, n, 0, w);
    case P_CYCLE:
        return has_cycle(adj, n);
    case P_ARB:
        return arboricity(adj, n, p->k, w);
    case P_MINDEG:
        return mindeg >= p->k;
    case P_H:
        if (count_of(e) < count_of(p->h)) return 0;
        embed_t s = { adj, NULL, p->hn, n, { 0 }, w };
        uint16_t hadj[NMAX];
        adjacency(b, p->h, hadj);
        s.hadj = hadj;
        return embed(&s, 0, 0);
    }
    return 0;
}

/* FORMAT.md 4.1 (subh): a directed Hamiltonian path from 0 through all
 * vertices to a vertex with an arc into 0. */
int dham(const uint16_t out[NMAX], int n, work_t *w) {
    unsigned into0 = 0, in = 0, from = 0;
    for (int v = 0; v < n; v++) {
        into0 |= (out[v] & 1u) << v;
        in |= out[v];
        if (out[v] != 0) from |= 1u << v;
    }
    if (in != (1u << n) - 1 || from != in) return 0;
    return ham_path(out, n, 1, into0, 0, w);
}
