/* quick.c - FORMAT.md 7.2, statement 2: the memo may hold positions
 * relabelled by any permutation (mapping {0, 1} onto itself for fhp),
 * since equal bytes under two permutations mean isomorphic positions.
 * This relabelling is a colour refinement, much cheaper than nauty; where
 * it tells every vertex apart it is the same for all isomorphic positions,
 * so the replay needs nauty's key only to look up an entry (fast.c).
 */
#include "fast.h"

static uint64_t mix(uint64_t h)        /* splitmix64's finaliser */
{
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9u;
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebu;
    return h ^ (h >> 31);
}

/* The relations of x, as neighbour sets: layered keys the layer-0 graph
 * (state 1 and 3) and the layer-1 graph (2 and 3); oriented-v2 the arcs
 * out, the arcs in and the unoriented pairs (5.1, 5.6, 5.7). */
static int relations(const header_t *h, const pos_t *x, uint16_t nb[3][NMAX])
{
    const board_t *b = &h->b;
    int oriented = h->key == K_OR;
    set_t sets[3] = { x->s1 | b->off, x->s2 | b->off, 0 };
    if (oriented)       /* off is empty: s1 is lo -> hi, s2 is hi -> lo */
        sets[2] = b->all & ~(x->s1 | x->s2);
    int out[3] = { 0, 1, 2 };           /* the relation of lo's side */
    int in[3] = { oriented, 1 - oriented, 2 };   /* and of hi's */
    for (int r = 0; r < 3; r++)
        for (set_t e = sets[r]; e != 0; e &= e - 1) {
            int p = lowest(e);
            nb[out[r]][b->lo[p]] |= (uint16_t)(1u << b->hi[p]);
            nb[in[r]][b->hi[p]] |= (uint16_t)(1u << b->lo[p]);
        }
    return 2 + oriented;
}

/* Step 1 is exact: a vertex's cell (0 and 1 apart for fhp) and its number
 * of neighbours of each relation, in all and among the fixed vertices;
 * steps 2 and 3 add the hashed colours of its neighbours, each relation's
 * rotated by its own amount.  Vertices are ordered by (cell, colour),
 * ties by number. */
int key_quick(const header_t *h, const pos_t *x, uint8_t key[KEYMAX])
{
    int n = h->b.n;
    uint16_t nb[3][NMAX] = { { 0 } };
    uint64_t col[NMAX];
    uint64_t hash[NMAX];
    uint64_t sortkey[NMAX];
    int order[NMAX];
    int R = relations(h, x, nb);
    unsigned fixed = 0;
    if (h->fixed01)
        fixed = 3;
    for (int v = 0; v < n; v++) {
        col[v] = fixed >> v & 1;
        for (int r = 0; r < R; r++) {
            uint64_t all = (uint64_t)__builtin_popcount(nb[r][v]);
            uint64_t in = (uint64_t)__builtin_popcount(nb[r][v] & fixed);
            col[v] |= all << (1 + 5 * r) | in << (16 + 2 * r);
        }
    }
    for (int step = 2; step <= 3; step++) {
        for (int v = 0; v < n; v++)
            hash[v] = mix(col[v]);
        for (int v = 0; v < n; v++)
            for (int r = 0; r < R; r++)
                for (unsigned a = nb[r][v]; a != 0; a &= a - 1) {
                    uint64_t y = hash[__builtin_ctz(a)];
                    col[v] += y << (1 + 21 * r) | y >> (63 - 21 * r);
                }
    }
    for (int i = 0; i < n; i++) {      /* insertion sort by (cell, colour) */
        uint64_t c = (col[i] >> 1) | (uint64_t)!(fixed >> i & 1) << 63;
        int j = i;
        while (j > 0 && sortkey[j - 1] > c) {
            sortkey[j] = sortkey[j - 1];
            order[j] = order[j - 1];
            j--;
        }
        sortkey[j] = c;
        order[j] = i;
    }
    int discrete = 1;
    for (int i = 1; i < n; i++)
        if (sortkey[i - 1] == sortkey[i])
            discrete = 0;
    key_pack(h, x, order, key);
    return discrete;
}
