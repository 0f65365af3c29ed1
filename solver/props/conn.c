/* conn: connected, contains a spanning tree (FORMAT.md 4.1). */
#include "../prop.h"

#include <assert.h>
#include <string.h>
#include <stdlib.h>

static int conn_holds(const gprop *g, int n, const vset *adj)
{
    vset full = (vset)((1u << n) - 1), reach = 1, frontier = 1;
    (void)g;
    while (frontier) {
        vset next = 0;
        while (frontier) {
            int v = __builtin_ctz(frontier);
            frontier &= (vset)(frontier - 1);
            next |= adj[v];
        }
        frontier = next & (vset)~reach;
        reach |= next;
    }
    return reach == full;
}

static int conn_witness(const property *p, const vset *adj, vset *w)
{
    int n = p->n;
    vset full = (vset)((1u << n) - 1), reach = 1;
    int queue[GR_MAXN], head = 0, tail = 0;
    memset(w, 0, sizeof w[0] * (size_t)n);
    queue[tail++] = 0;
    while (head < tail) {
        int v = queue[head++];
        for (vset nb = adj[v] & (vset)~reach; nb; nb &= (vset)(nb - 1)) {
            int u = __builtin_ctz(nb);
            reach |= (vset)(1u << u);
            prop_add_edge(w, u, v);
            queue[tail++] = u;
        }
    }
    return reach == full;
}

/* Not connected: a part cut off. */
static int conn_lacks(const gprop *g, int n, const vset *adj, const char *whose, char *out, size_t len)
{
    (void)g;
    return prop_cut_words(n, adj, PROP_CUT_PART, whose, out, len);
}

/* ---- Lehman's theorem: the game decided without search (prop.h, decide) ----
 *
 * The game. The connectivity game with bias 1:1 (FORMAT.md 4.1 conn, 4.2
 * maker-breaker) from a position is the same game on a multigraph H:
 * contract Maker's pairs (H's vertices are the components of Maker's
 * graph, k of them) and delete Breaker's; H's edges are the free pairs
 * between two components. Maker's graph is connected iff k = 1 (Maker has
 * won), the available graph iff H is (if not, Breaker has won), and every
 * move contracts or deletes one edge of H. A free pair inside a component
 * is a loop of H, which decides nothing: claiming it is a pass, and a pass
 * never helps its maker in a Maker-Breaker game (a pair more never hurts
 * its holder, the property being monotone), so the values below ignore
 * loops and no loop is reported as a winning move.
 *
 * The theorem (Lehman 1964, the Shannon switching game; Hefetz,
 * Krivelevich, Stojakovic, Szabo, "Positional Games", 2014, the chapter on
 * the connectivity game): Maker playing second -- Breaker to move -- wins
 * on a multigraph H iff H has two edge-disjoint spanning trees.
 *
 * Let r = r(H) be the most edges of two edge-disjoint forests F1, F2 of a
 * connected H, at most 2(k - 1). Then:
 *  (a) Breaker to move: Maker wins iff r = 2(k - 1) (the theorem).
 *  (b) Maker to move: Maker wins iff r >= 2k - 3. Maker wins iff some move
 *      f leaves a position she wins with Breaker to move: iff H/f has two
 *      edge-disjoint spanning trees (a), iff H + f' has, f' a copy of f
 *      beside it (given two in H/f, add f to one and f' to the other; given
 *      two in H + f', contract f in both: each stays spanning and
 *      connected, and f' becomes a loop, dropped). Since r(H + f') <=
 *      r + 1, r >= 2k - 3 is needed. Conversely, take F1, F2 with r edges
 *      and F1 a spanning tree (below). If |F2| = k - 1 every f wins (H/f
 *      keeps the two trees, contracted). If |F2| = k - 2, F2 has two
 *      components; H is connected, so some edge f joins them, f not in
 *      F2, and F1 and F2 + f' are two edge-disjoint spanning trees of
 *      H + f': each such f wins.
 *  (c) Breaker to move when Maker loses (r < 2(k - 1)): if r <= 2k - 4,
 *      every move e wins (r(H - e) <= r < 2k - 3, (b)); if r = 2k - 3,
 *      Breaker wins by the theorem, so some e leaves r(H - e) < 2k - 3 or
 *      H - e disconnected: such an e lies in every F1 + F2 of r edges, and
 *      those of one are tried.
 *
 * r by Edmonds' matroid partition (Knuth, "Matroid partitioning", 1973;
 * Schrijver, "Combinatorial Optimization", 42.3): the edges are offered in
 * turn to the union F1 + F2; an edge x joins it along a shortest
 * augmenting path (x into Fi and out of Fi the edge y of the cycle x closes
 * there, y into the other forest, ...) when one exists. The union only
 * grows, and an edge that cannot join never could later (the union of two
 * graphic matroids is a matroid, and this is its greedy algorithm), so r
 * is the union's size at the end. A third edge parallel to two of the
 * union cannot join (a forest holds one of them) and is skipped. F1 is
 * tried first for each edge, so each edge's ends are joined in F1 when it
 * has been offered, and they stay so (a swap in F1 trades an edge for one
 * on the cycle it closes, keeping what F1 joins): F1 ends spanning where
 * H is connected, and then it is a spanning tree. */

#define LEH_MAXE GR_MAXM

/* A forest of H as adjacency lists. */
typedef struct forest {
    uint8_t deg[GR_MAXN];
    uint8_t to[GR_MAXN][GR_MAXN], edge[GR_MAXN][GR_MAXN];
} forest;

/* H, and the forests F1 and F2. */
typedef struct lehman {
    int k, m;                           /* vertices (Maker's components), edges */
    uint8_t a[LEH_MAXE], b[LEH_MAXE];   /* each edge's ends, vertices of H */
    uint8_t u[LEH_MAXE], v[LEH_MAXE];   /* ... and the board pair it is */
    uint8_t in[LEH_MAXE];               /* 0, or the forest (1, 2) holding it */
    uint8_t par[GR_MAXN][GR_MAXN];      /* edges of the union joining two vertices */
    forest f[3];                        /* f[1], f[2]: F1 and F2 */
} lehman;

static void forest_add(forest *f, int a, int b, int e)
{
    f->to[a][f->deg[a]] = (uint8_t)b;
    f->edge[a][f->deg[a]++] = (uint8_t)e;
    f->to[b][f->deg[b]] = (uint8_t)a;
    f->edge[b][f->deg[b]++] = (uint8_t)e;
}

static void forests_build(lehman *L)
{
    memset(L->f[1].deg, 0, sizeof L->f[1].deg);
    memset(L->f[2].deg, 0, sizeof L->f[2].deg);
    for (int e = 0; e < L->m; e++)
        if (L->in[e])
            forest_add(&L->f[L->in[e]], L->a[e], L->b[e], e);
}

/* The edges of the path from x to y in forest f into path; their number,
 * or -1 if f does not join x and y. */
static int forest_path(const forest *f, int x, int y, uint8_t *path)
{
    int8_t from[GR_MAXN];
    uint8_t via[GR_MAXN], queue[GR_MAXN];
    int head = 0, tail = 0, len = 0;
    memset(from, -1, sizeof from);
    from[x] = (int8_t)x;
    queue[tail++] = (uint8_t)x;
    while (head < tail && from[y] < 0) {
        int z = queue[head++];
        for (int j = 0; j < f->deg[z]; j++) {
            int t = f->to[z][j];
            if (from[t] < 0) {
                from[t] = (int8_t)z;
                via[t] = f->edge[z][j];
                queue[tail++] = (uint8_t)t;
            }
        }
    }
    if (from[y] < 0)
        return -1;
    for (int z = y; z != x; z = from[z])
        path[len++] = via[z];
    return len;
}

/* Offers edge s (in neither forest) to the union: 1 if it joins (the
 * forests changed along a shortest augmenting path), 0 if not. */
static int lehman_offer(lehman *L, int s)
{
    int16_t prev[LEH_MAXE];
    uint8_t queue[LEH_MAXE], path[GR_MAXN];
    int head = 0, tail = 0;
    if (L->par[L->a[s]][L->b[s]] >= 2)
        return 0;
    for (int e = 0; e < L->m; e++)
        prev[e] = -1;
    prev[s] = (int16_t)s;
    queue[tail++] = (uint8_t)s;
    while (head < tail) {
        int x = queue[head++];
        for (int i = 1; i <= 2; i++) {
            if (L->in[x] == i)
                continue;
            int len = forest_path(&L->f[i], L->a[x], L->b[x], path);
            if (len < 0) {   /* x joins Fi; back along the path, each edge into the forest its successor left */
                for (int y = x, into = i;; y = prev[y]) {
                    int left = L->in[y];
                    L->in[y] = (uint8_t)into;
                    if (y == s)
                        break;
                    into = left;
                }
                L->par[L->a[s]][L->b[s]]++;
                L->par[L->b[s]][L->a[s]]++;
                if (x == s)
                    forest_add(&L->f[i], L->a[s], L->b[s], s);
                else
                    forests_build(L);
                return 1;
            }
            for (int j = 0; j < len; j++)
                if (prev[path[j]] < 0) {
                    prev[path[j]] = (int16_t)x;
                    queue[tail++] = path[j];
                }
        }
    }
    return 0;
}

/* Fills F1 and F2 (edge skip left out, -1 none); returns r, their edges. */
static int lehman_pack(lehman *L, int skip)
{
    int r = 0;
    memset(L->in, 0, sizeof L->in[0] * (size_t)L->m);
    memset(L->par, 0, sizeof L->par);
    forests_build(L);
    for (int e = 0; e < L->m; e++)
        if (e != skip)
            r += lehman_offer(L, e);
    return r;
}

/* H of the position: Maker's components (comp, prop_components) numbered
 * 0..k-1, the free pairs between two of them its edges, in the board's
 * order of pairs (board.h). */
static void lehman_graph(lehman *L, int n, const int *comp, int k, const vset *free)
{
    int id[GR_MAXN], next = 0;
    for (int v = 0; v < n; v++)
        id[v] = comp[v] == v ? next++ : id[comp[v]];
    assert(next == k);
    L->k = k;
    L->m = 0;
    for (int w = 1; w < n; w++)
        for (vset nb = free[w] & (vset)((1u << w) - 1); nb; nb &= (vset)(nb - 1)) {
            int v = __builtin_ctz(nb);
            if (id[v] == id[w])
                continue;   /* a loop */
            L->a[L->m] = (uint8_t)id[v];
            L->b[L->m] = (uint8_t)id[w];
            L->u[L->m] = (uint8_t)v;
            L->v[L->m++] = (uint8_t)w;
        }
}

/* Whether F1 spans H (then H is connected). */
static int lehman_spans(const lehman *L)
{
    int edges = 0;
    for (int e = 0; e < L->m; e++)
        edges += L->in[e] == 1;
    return edges == L->k - 1;
}

/* Maker's move where several win, on a board of at least 3(n - 1) edges:
 * the largest sum of the ends' degrees in Maker's graph (a star grows),
 * then the least available degree at the end of larger Maker degree, then
 * at the other. Larger is better. (BENCHMARKS.md, "Lehman's theorem".) */
static long lehman_star(int u, int v, const vset *maker, const vset *free)
{
    int mu = __builtin_popcount(maker[u]), mv = __builtin_popcount(maker[v]);
    int au = __builtin_popcount(maker[u] | free[u]), av = __builtin_popcount(maker[v] | free[v]);
    int hi_u = mu > mv || (mu == mv && au > av);
    int hi = hi_u ? au : av, lo = hi_u ? av : au;
    return (long)(mu + mv) * 100000 - hi * 100 - lo;
}

/* The winning moves offered (prop.h, decide), of which the search stores
 * the first in its order of moves (threats.c, order_moves): the choice
 * decides how many positions a certificate holds. All of them, but for
 * Maker on a board of at least 3(n - 1) edges, where the star of
 * lehman_star alone: K10 with Maker first 5,259 entries against 158,422
 * in the search's order, K6,6 19,978 against 629,968; on sparser boards
 * the search's order is the better one (10 vertices, 22 edges, Breaker
 * first: 136,560 against 359,592). Measured on each kind of board, with
 * the threshold between them (BENCHMARKS.md, "Lehman's theorem"). */
static void lehman_wins(const lehman *L, const uint8_t *good, int n, const vset *board, const vset *maker,
                        const vset *free, int maker_moves, vset *wins)
{
    int edges = 0, best = -1;   /* edges: twice the board's */
    long best_score = 0;
    for (int v = 0; v < n; v++)
        edges += __builtin_popcount(board[v]);
    for (int e = 0; e < L->m; e++)
        if (good[e] && (!maker_moves || edges < 6 * (n - 1)))
            prop_add_edge(wins, L->u[e], L->v[e]);
        else if (good[e]) {
            long sc = lehman_star(L->u[e], L->v[e], maker, free);
            if (best < 0 || sc > best_score) {
                best = e;
                best_score = sc;
            }
        }
    if (best >= 0)
        prop_add_edge(wins, L->u[best], L->v[best]);
}

static int conn_decide(const property *p, const vset *board, const vset *maker, const vset *free, int maker_moves,
                       vset *wins)
{
    int n = p->n, comp[GR_MAXN];
    lehman L;
    memset(wins, 0, sizeof wins[0] * (size_t)n);
    int k = prop_components(n, maker, comp);
    if (k == 1)
        return 1;   /* Maker's graph is connected */
    lehman_graph(&L, n, comp, k, free);
    int r = lehman_pack(&L, -1);
    if (!lehman_spans(&L))
        return 0;   /* H, the available graph, is not connected */
    int maker_wins = maker_moves ? r >= 2 * k - 3 : r == 2 * k - 2;   /* (b), (a) */
    if (maker_wins != maker_moves)
        return maker_wins;
    uint8_t in[LEH_MAXE], good[LEH_MAXE], any = 0;
    memcpy(in, L.in, sizeof in[0] * (size_t)L.m);
    if (maker_moves) {   /* (b): with |F2| = k - 2, the edges between F2's two components */
        vset f2[GR_MAXN] = {0};
        int c2[GR_MAXN];
        for (int e = 0; e < L.m; e++)
            if (in[e] == 2)
                prop_add_edge(f2, L.a[e], L.b[e]);
        prop_components(k, f2, c2);
        for (int e = 0; e < L.m; e++)
            good[e] = r == 2 * k - 2 || c2[L.a[e]] != c2[L.b[e]];
    } else   /* (c): with r = 2k - 3, the edges of F1 + F2 whose loss drops r or disconnects H */
        for (int e = 0; e < L.m; e++)
            good[e] = r < 2 * k - 3 || (in[e] && (lehman_pack(&L, e) < 2 * k - 3 || !lehman_spans(&L)));
    for (int e = 0; e < L.m; e++)
        any |= good[e];
    assert(any);   /* (b) with H connected; (c) by Lehman's theorem */
    lehman_wins(&L, good, n, board, maker, free, maker_moves, wins);
    return maker_wins;
}

static int conn_init(property *p)
{
    p->min_edges = p->n - 1;
    p->witness = conn_witness;
    p->decide = conn_decide;
    return p->n > 1;
}

const prop_def prop_conn = {
    .name = "conn",
    .help = "connected",
    .words = "a connected spanning graph",
    .v1_key = 1,
    .holds = conn_holds,
    .lacks = conn_lacks,
    .init = conn_init,
};
