/* cmd_merge.c: `posproof merge DIR --cert TOP`: the top of a sharded proof
 * (FORMAT.md 6.4), solved by run_solve with a hook (cmd.h solve_hook) that
 * answers the frontier, the shards' positions, from their certificates and
 * writes the top's assumptions; and the plan, the shards a proof needs
 * next, which split prints too. */
#include "cmd.h"
#include "canon.h"
#include "engine.h"

#include <assert.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A merge (posproof merge): the manifest, and for each shard its outcome
 * and, if a side wins it, its certificate (name and hash). */
typedef struct merge {
    const char *dir;
    const shard_manifest *m;
    uint8_t *value;          /* shard k at k - 1: END_MAKER, END_BREAKER, FRONTIER_DRAW */
    shard_cert *cert;        /* the win's certificate */
    char (*name)[48];        /* its file name in dir */
    size_t *order;           /* frontier index i (search.h) -> shard k - 1 */
    size_t *assumed;         /* merge_assume: how many assumptions were written */
    int pessimist;           /* the side shards not done count against (search.h) */
    int plan;                /* no certificate: list the shards not done the strategy reaches */
    size_t *next, *nnext;    /* ... here (shard k), and how many */
    int damaged;             /* merge_assume found a shard damaged */
    solver_frontier f;       /* the frontier of the solve under way (merge_frontier) */
} merge;

/* A frontier position's key and its shard (k - 1), sorted by key. */
typedef struct frontier_key {
    position key;
    size_t k;
} frontier_key;

static int key_order(const void *a, const void *b)
{
    return board_position_cmp(((const frontier_key *)a)->key, ((const frontier_key *)b)->key);
}

/* The hook's frontier (cmd.h solve_hook, arg a merge): mg->f filled with
 * the shards' outcomes, keyed as search() asks (search.h solver_frontier).
 * NULL after a message. */
static solver_frontier *merge_frontier(void *arg, const game *g, solver *s)
{
    merge *mg = arg;
    solver_frontier *f = &mg->f;
    size_t n = mg->m->n;
    canon cn;
    solver_canon_init(s, &cn);
    frontier_key *keys = malloc(n * sizeof *keys);
    position *sorted = malloc(n * sizeof *sorted);
    uint8_t *value = malloc(n);
    f->used = calloc(n, sizeof *f->used);
    if (!keys || !sorted || !value || !f->used) {
        fprintf(stderr, "posproof: out of memory\n");
        free(keys), free(sorted), free(value), free(f->used);
        f->used = NULL;
        return NULL;
    }
    for (size_t k = 0; k < n; k++) {
        spec_pos st;
        int tomove;
        uint8_t perm[BOARD_MAXN], inv[BOARD_MAXN];
        spec_start_parse(mg->m->hex[k], s->b.n, &st);   /* checked by cmd_merge */
        position p = engine_start(g, &s->b, &st, &tomove);
        keys[k] = (frontier_key){solver_with_turn(canon_quick(&cn, p, perm, inv), tomove), k};
    }
    qsort(keys, n, sizeof *keys, key_order);
    for (size_t i = 0; i < n; i++) {
        sorted[i] = keys[i].key;
        value[i] = mg->value[mg->order[i] = keys[i].k];
        if (i && board_position_cmp(sorted[i - 1], sorted[i]) == 0) {
            fprintf(stderr, "posproof: %s/manifest: shards %zu and %zu start from isomorphic positions\n", mg->dir,
                    keys[i - 1].k + 1, keys[i].k + 1);
            free(keys), free(sorted), free(value), free(f->used);
            f->used = NULL;
            return NULL;
        }
    }
    free(keys);
    f->pessimist = mg->pessimist;
    f->level = mg->m->level;
    f->n = n;
    f->key = sorted;
    f->value = value;
    return f;
}

/* The hook's check after the search: a draw, or a position of the
 * frontier that is no shard, fails the merge. */
static int merge_searched(void *arg, int draw)
{
    merge *mg = arg;
    if (!atomic_load(&mg->f.missing) && !draw)
        return 0;
    fprintf(stderr, "posproof: merge: %s\n", draw ? "the game is a draw, and merge proves wins only: solve it "
            "whole, or split it from positions one side wins" : "internal error: the search met a position of the "
            "frontier that is no shard of the manifest");
    return -1;
}

static void frontier_free(solver_frontier *f)
{
    free((void *)f->key);
    free((void *)f->value);
    free(f->used);
    memset(f, 0, sizeof *f);
}

static const char *writer_value(const void *w, const char *name)
{
    return cert_header_value(w, name);
}

/* The hook's assume: writes an assumption (FORMAT.md 6.4) for every
 * frontier position the strategy reached, with the SHA-256 of its shard's
 * file, once the top's header is set in w: shard_check hashes the file,
 * checks its blocks against its content_hash and its claim against the
 * top's (merge read only the shards' headers, and hashes only those the
 * top relies on). A plan lists instead the shards not done it reached,
 * and leaves the certificate unfinished. 0 (a plan: 1), or -1 with the
 * message in err (a bad shard: mg->damaged) or the writer's. */
static int merge_assume(void *arg, cert_writer *w, char *err, size_t errlen)
{
    merge *mg = arg;
    const solver_frontier *f = &mg->f;
    *mg->assumed = 0;
    if (mg->plan)
        *mg->nnext = 0;
    for (size_t i = 0; i < f->n; i++)
        if (atomic_load(&f->used[i]) && mg->plan) {
            if (f->value[i] == FRONTIER_UNKNOWN)
                mg->next[(*mg->nnext)++] = mg->order[i] + 1;
        } else if (atomic_load(&f->used[i])) {
            size_t k = mg->order[i];
            char path[4200];
            assert(f->value[i] != FRONTIER_UNKNOWN);
            snprintf(path, sizeof path, "%s/%s", mg->dir, mg->name[k]);
            int got = shard_check(path, mg->m->hex[k], writer_value, w, &mg->cert[k], err, errlen);
            if (got != 1) {
                mg->damaged = 1;
                if (!got)
                    snprintf(err, errlen, "%.400s: gone since merge read it", path);
                return -1;
            }
            if (cert_assume(w, mg->m->hex[k], mg->name[k], mg->cert[k].sha256) != 0)
                return -1;
            ++*mg->assumed;
        }
    return mg->plan;
}

/* run_solve of the top with the frontier of mg (o->cert: the top's
 * certificate, or the plan's). */
static int solve_top(const options *o, const game *g, merge *mg, result *r)
{
    solve_hook top = {mg, merge_frontier, merge_searched, merge_assume};
    spec_pos st = spec_start(&o->sp, g);
    int rc = run_solve(o, g, &st, &top, r);
    frontier_free(&mg->f);
    return rc;
}

/* For each side: the shards not done (value FRONTIER_UNKNOWN in mg) that
 * its strategy reaches where every shard not done counts as its win: the
 * fewest, in the search's order of moves, whose results can complete a
 * proof that it wins. Searched on one thread whatever --threads says, so
 * that the list does not depend on how threads were scheduled. Written to DIR/next-ROLE (one number a line, for
 * `parallel ... :::: DIR/next-ROLE`) and printed. 0, or an exit status. */
static int plan_next(const options *o, const game *g, merge *mg)
{
    size_t nnext = 0, n = mg->m->n;
    char path[4200], err[512];
    int rc = 0;
    mg->next = calloc(n, sizeof *mg->next);
    mg->nnext = &nnext;
    if (!mg->next)
        return die_usage("out of memory") - 1;
    for (int side = 0; side < 2 && rc == 0; side++) {
        options q = *o;
        result r;
        const char *role = g->fam->role[side];   /* side 0 is role 0 (search.h) */
        memset(&r, 0, sizeof r);
        snprintf(path, sizeof path, "%s/plan.cert", mg->dir);   /* never finished: its temporary file goes */
        q.cert = path;
        q.quiet = 1;
        q.threads = 1;   /* the plan is the top's search only; one thread makes it the same on every run */
        mg->plan = 1;
        mg->pessimist = !side;
        rc = solve_top(&q, g, mg, &r);
        int first = g->first_role == 0 ? SIDE_MAKER : SIDE_BREAKER;
        if (rc != 0 || r.outcome == OUT_DRAW || (r.outcome == 0 ? first : !first) != side) {
            if (rc == 0)
                printf("plan: %s does not win even if every shard not done goes its way\n", role);
            continue;
        }
        char *text = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        printf("plan: a proof that %s wins needs next the %zu shard%s", role, nnext, nnext == 1 ? "" : "s");
        for (size_t i = 0; f && i < nnext; i++) {
            fprintf(f, "%zu\n", mg->next[i]);
            if (i < 12)
                printf(" %zu", mg->next[i]);
        }
        printf("%s (%s/next-%s)\n", nnext > 12 ? " ..." : "", mg->dir, role);
        snprintf(path, sizeof path, "%s/next-%s", mg->dir, role);
        if (!f || fclose(f) != 0 || !text || shard_write_file(path, text, err, sizeof err) != 0)
            rc = die_usage("%s", text ? err : "out of memory") - 1;
        free(text);
    }
    mg->plan = 0;
    free(mg->next);
    mg->next = NULL;
    return rc;
}

/* posproof merge DIR --cert TOP [--single FILE] [--threads N] [--mem MB] [--quiet] */
int cmd_merge(int argc, char **argv)
{
    const char *extra[DIR_EXTRA];
    char err[512];
    if (argc < 3 || strncmp(argv[2], "--", 2) == 0)
        return die_usage("usage: %.*s", (int)strlen(MERGE_USAGE) - 1, MERGE_USAGE);
    options d;
    if (dir_args(argc, argv, 3, &d, extra) < 0)
        return 2;
    const char *top = d.cert, *single = d.single;
    if (!top)
        return die_usage("merge needs --cert TOP: the file the top certificate goes to");
    if (single && strcmp(single, top) == 0)
        return die_usage("--single %s: the top goes there already (--cert)", single);
    shard_manifest m;
    if (shard_manifest_read(argv[2], &m, err, sizeof err) != 0) {
        shard_manifest_free(&m);
        return die_usage("%s", err);
    }
    options o;
    game g;
    char *buf = NULL;
    int rc = shard_game(&m, 0, extra, argv, &o, &g, &buf);
    size_t n = m.n, assumed = 0, missing = 0, first_missing = 0;
    merge mg = {.dir = argv[2], .m = &m, .value = calloc(n, 1), .cert = calloc(n, sizeof(shard_cert)),
                .name = calloc(n, 48), .order = calloc(n, sizeof(size_t)), .assumed = &assumed};
    if (rc == 0 && (!mg.value || !mg.cert || !mg.name || !mg.order))
        rc = die_usage("out of memory") - 1;
    for (size_t k = 1; rc == 0 && k <= n; k++) {
        int draw, done = shard_done(argv[2], &m, k, 0, &mg.cert[k - 1], &draw, mg.name[k - 1], err, sizeof err);
        spec_pos st;
        if (done < 0)
            rc = die_usage("%s", err);   /* a damaged file: bad input */
        else if (!done) {
            mg.value[k - 1] = FRONTIER_UNKNOWN;
            first_missing = missing++ ? first_missing : k;
        } else if (spec_start_parse(m.hex[k - 1], o.sp.n, &st) != 0 || strcmp(mg.cert[k - 1].start, m.hex[k - 1]))
            rc = die_usage("%s/%s: its start is not shard %zu's of the manifest", argv[2], mg.name[k - 1], k);
        else
            mg.value[k - 1] = draw ? FRONTIER_DRAW : strcmp(mg.cert[k - 1].winner, g.fam->role[0]) == 0 ? END_MAKER
                                                                                                       : END_BREAKER;
    }
    result r;
    memset(&r, 0, sizeof r);
    /* With shards not done: a side that wins even where each of them
     * counts as its loss has a strategy that never reaches them (search.h
     * FRONTIER_UNKNOWN); the first solve of each side, without a
     * certificate, asks. */
    int decided = !missing;
    for (int side = 0; rc == 0 && !decided && side < 2; side++) {
        options q = o;
        q.cert = NULL;
        q.quiet = 1;
        mg.pessimist = side;
        rc = solve_top(&q, &g, &mg, &r);
        int first = g.first_role == 0 ? SIDE_MAKER : SIDE_BREAKER;
        decided = rc == 0 && r.outcome != OUT_DRAW && (r.outcome == 0 ? first : !first) == side;
    }
    if (rc == 0 && !decided) {
        rc = plan_next(&o, &g, &mg);
        rc = rc ? rc : die_usage("the %zu shards done do not decide the game yet; %zu are not (the first: %zu): run "
                                 "posproof shard %s K for those the plan above names", n - missing, missing,
                                 first_missing, argv[2]) - 1;
    }
    if (rc == 0)
        rc = solve_top(&o, &g, &mg, &r);
    if (rc != 0 && mg.damaged)
        rc = 2;      /* a shard the top needs is damaged: bad input (its message is out) */
    if (rc == 0)
        printf("merge: %s wins (top: %lu positions, %.2f s; certificate %s: %zu entries, %zu assumptions of %zu "
               "shards)\n", game_role(&g, r.outcome), r.positions,
               r.seconds + r.cert_seconds, top, r.cs[0].entries, assumed, n);
    size_t entries;
    if (rc == 0 && single && shard_single(top, argv[2], single, &entries, err, sizeof err) != 0)
        rc = die_usage("--single: %s", err);
    else if (rc == 0 && single)
        printf("merge: one certificate %s: %zu entries (the top's and its %zu shards', format version 3)\n", single,
               entries, assumed);
    free(buf);
    free(mg.value);
    free(mg.cert);
    free(mg.name);
    free(mg.order);
    shard_manifest_free(&m);
    return rc;
}

int merge_plan_all(const options *o, const game *g, const char *dir, const shard_manifest *m)
{
    size_t assumed = 0, *order = calloc(m->n, sizeof *order);
    uint8_t *value = malloc(m->n);
    int rc = 0;
    if (order && value) {
        memset(value, FRONTIER_UNKNOWN, m->n);
        merge mg = {.dir = dir, .m = m, .value = value, .order = order, .assumed = &assumed};
        rc = plan_next(o, g, &mg);
    }
    free(order);
    free(value);
    return rc;
}
