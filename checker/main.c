/* posproof-check - the small, independent checker of posproof certificates.
 *
 * Usage: posproof-check FILE [GAME [--start HEX]]
 *            [--winner ROLE | --no-loss ROLE]
 *            [--plain | --threads N] [--mem MB] [--quiet]
 *        posproof-check --help | --version
 *   GAME: --game P [--rule maker-breaker|avoider-enforcer]
 *                  (--n N | --board G6) --first ROLE [--bias A:B]
 *       | --game ramsey --H H --n N --rule RULE
 *       | --game subh --n N --creator first|second
 *       | --game shared --property P --n N [--rule normal|avoid]
 *   HEX: the start position (default: the empty one), spelled as the
 *   header field start (FORMAT.md 3.4).
 *
 * Reads a certificate (certs/FORMAT.md, format versions 1 to 3: families
 * maker-breaker, avoider-enforcer, ramsey, subh and shared), checks that
 * its claim is the claim asked, and replays the stored strategy against
 * every opponent move from its start position, deciding every end position
 * and every short win (header finish) with its own rule code.  It shares
 * no code with the solver.
 *
 * The claim asked: once any game flag is given, the whole game, read as
 * `posproof solve` reads the same flags, with the same defaults (rule
 * maker-breaker, or normal for shared; bias 1:1), except that the player
 * who moves first must be given (--first, or --creator for subh): a
 * certificate is for one.  P is ham, hp, fhp, hc, conn, pm, cycle,
 * arboricity:K or h:H; H and the board G6 are graph6 or a name of README's
 * "Named graphs" (Kn, Cn, Pn, Ka,b, Qd, Petersen, star:L; a complete graph
 * is the board of --n n), as posproof reads them: g6_of() below.
 * --winner ROLE asks that ROLE wins, --no-loss ROLE
 * that ROLE does not lose (a draw certificate).  Claims are compared by
 * meaning: K8 as --n 8 or as the graph6 of K8 is the same board.  The
 * start position is part of the claim: --start HEX gives it for every
 * family exactly as a version 3 header spells it (2(L + 1) lowercase hex
 * digits: the pair states, then the turn byte), and the claim asked is
 * built as header fields (format version 3 with --start, else 2 and the
 * empty start) and validated by game_setup like a certificate's header;
 * a start the header could not hold is a usage error naming --start.
 * Game flags without --start ask for the empty start.  Without game flags
 * the game and its start are the certificate's.  Claims, starts included,
 * are printed in words.
 *
 * --threads N: replay on N threads, 1 <= N <= 256 (default: the
 * processors online); the verdict, and for REJECTED the message and the
 * play named, are the same for every N (verify.c); the statistics may
 * differ.  --plain: the replay of FORMAT.md 6.3 without any shortcut, on
 * one thread.  --mem MB: the memory budget for the decompressed strategy
 * and the memo of accepted positions (default: a quarter of the physical
 * memory); beyond it the check stops with exit 2.
 *
 * Exit codes (no error path exits 0):
 *   0  VERIFIED: the certificate proves the claim printed on stdout, which
 *      is the claim asked.
 *   1  REJECTED: the certificate does not prove its claim: a position
 *      reached has no entry, a stored move is out of range, not free or
 *      not legal, a play ends with the other player winning (or in a draw
 *      where a win is claimed), or a tail position is lost.  Prints the
 *      reason and the moves from the start to the failing position.
 *   2  The certificate could not be checked: usage error (a --start
 *      that is no position as FORMAT.md 3.4 spells it among them, with
 *      the reason the header field start would get), I/O error, not a
 *      SQLite file, SQL error, wrong application_id or schema, missing,
 *      repeated or invalid header field (a start that is no position as
 *      FORMAT.md 3.4 spells it), unsupported format version, malformed
 *      block (FORMAT.md 6.1), zstd error or checksum failure, a resource
 *      limit (memory budget, a search beyond its limit).  Prints one line
 *      "posproof-check: FILE: <message>" on stderr ("posproof-check:
 *      <message>" for a usage error).
 *   3  MISMATCH: the certificate's claim is not the claim asked (both are
 *      printed in words); nothing is replayed.
 */
#include <time.h>
#include <unistd.h>

#include <nauty.h>
#include <sqlite3.h>
#include <zstd.h>

#include "checker.h"

static const char usage[] =
    "usage: posproof-check FILE [GAME] [--winner ROLE | --no-loss ROLE]\n"
    "           [--plain | --threads N] [--mem MB] [--quiet]\n"
    "       posproof-check --help | --version\n"
    "GAME: --game P [--rule maker-breaker|avoider-enforcer] (--n N | --board G6)\n"
    "             --first ROLE [--bias A:B]\n"
    "    | --game ramsey --H H --n N --rule avoid|misere|avoid-plus|achieve|weak-achieve\n"
    "    | --game subh --n N --creator first|second\n"
    "    | --game shared --property P --n N [--rule normal|avoid]\n"
    "  and [--start HEX]: the start as header field start spells it (default: empty).\n"
    "P: ham hp fhp hc conn pm cycle arboricity:K h:H.  H and G6: graph6 or a name:\n"
    "Kn Cn Pn Ka,b Qd Petersen star:L (README, Named graphs; K_n: --n n).\n"
    "Replays a posproof certificate's strategy against every opponent move.\n"
    "The claim asked is the whole GAME (posproof solve's defaults) and who wins\n"
    "(--no-loss: a draw certificate); without GAME, the certificate's game.\n"
    "--threads: 1 to 256, default the processors online, same verdict for any.\n"
    "--plain: FORMAT.md 6.3 with no shortcut, one thread.  --mem: the memory\n"
    "budget in MB (default a quarter of physical memory).  Exit status: 0\n"
    "VERIFIED; 1 REJECTED (does not prove its claim); 2 not checked: usage,\n"
    "I/O, malformed file or a limit (one line on stderr); 3 MISMATCH (the\n"
    "certificate's claim is not the claim asked).\n";

enum { O_GAME, O_RULE, O_N, O_BOARD, O_FIRST, O_BIAS, O_H, O_CREATOR,
       O_PROPERTY, O_START, O_WINNER, O_NOLOSS, O_THREADS, O_MEM, O_COUNT };
static const char *const optnames[O_COUNT] = { "--game", "--rule", "--n",
    "--board", "--first", "--bias", "--H", "--creator", "--property",
    "--start", "--winner", "--no-loss", "--threads", "--mem" };
#define GAMEFLAGS ((1u << O_WINNER) - 1)    /* --game .. --start */
#define F(o) (1u << (o))

typedef struct {
    const char *file, *val[O_COUNT];
    unsigned given;                  /* bit k: option k was given */
    int quiet, plain;
} opts_t;

/* One line on stderr, naming the file if there is one; exit status 2. */
static int die(const char *file, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "posproof-check: %s%s", file ? file : "", file ? ": " : "");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 2;
}

/* The graph6 of a graph named as README "Named graphs" says (FORMAT.md
 * 4.1 names K3, K4, C4, P4 and star:L): Kn (complete), Cn (i ~ i+1 mod n;
 * C4 is FORMAT.md's C]), Pn (the path 0-1-..; P4 is FORMAT.md's CU), Ka,b
 * (parts 0..a-1 and a..a+b-1), Qd (d-bit numbers, one bit apart),
 * Petersen, star:L (centre 0), written into g; s itself if it is none. */
static const char *g6_of(const char *s, char g[24])
{
    int n = 0, a = 0, b = -1, end = 0, m, c, k = s[0] == 's' ? 'S' : s[0];
    set_t e = 0;
    if (!strcmp(s, "C4") || !strcmp(s, "P4") || !strcmp(s, "Petersen"))
        return s[0] == 'C' ? "C]" : s[1] == '4' ? "CU" : "IheA@GUAo";
    if ((sscanf(s, "K%d,%d%n", &a, &b, &end) == 2 && b > 0) ||
        sscanf(s, "%*1[KCPQ]%d%n", &a, &end) == 1 ||
        sscanf(s, "star:%d%n", &a, &end) == 1)
        n = k == 'Q' ? (a < 5 ? 1 << a : 0) : a + (b > 0 ? b : 0) + (k == 'S');
    if (s[end] || !end || a < 1 || n < 2 + (k == 'C') || n > NMAX)
        return s;
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++)
            if (k == 'K' ? b < 0 || (i < a) != (j < a) : k == 'C' ? j == i + 1
                || (i == 0 && j == n - 1) : k == 'P' ? j == i + 1 : k == 'Q'
                ? __builtin_popcount((unsigned)(i ^ j)) == 1 : i == 0)
                e |= BIT(j * (j - 1) / 2 + i);
    g[0] = (char)(n + 63);
    for (m = 0; m < (n * (n - 1) / 2 + 5) / 6; m++) {
        for (c = 0, k = 0; k < 6; k++)
            c = c << 1 | (int)(e >> (6 * m + k) & 1);
        g[1 + m] = (char)(c + 63);
    }
    g[1 + m] = 0;
    return g;
}

/* The name of a graph6 target H in a claim: K3, K4, C4, P4, star:L, or H. */
static const char *name_of(const char *h, char buf[16])
{
    char g[24];
    for (int i = 0; i < 19; i++)
        if (snprintf(buf, 16, i < 4 ? (const char *[]){ "K3", "K4", "C4", "P4"
            }[i] : "star:%d", i - 3) && !strcmp(g6_of(buf, g), h))
            return buf;
    return h;
}

/* The claim asked by the game flags, in a: the header fields a
 * certificate of that game would hold (key, tail, finish and entries, no
 * part of a claim, get valid values; winner none for now; with --start,
 * format version 3 and its start), interpreted by game_setup like a
 * certificate's.  Returns 0, or 2 after a message: a flag that does not
 * apply to the game, or one missing or with a value that does not fit
 * (for --start, game_setup's reason). */
static int game_asked(opts_t *o, header_t *a)
{
    /* for a property, ramsey, subh, shared: the flags that apply (and
     * --start) */
    static const unsigned allowed[4] = {
        F(O_GAME) | F(O_RULE) | F(O_N) | F(O_BOARD) | F(O_FIRST) | F(O_BIAS),
        F(O_GAME) | F(O_RULE) | F(O_N) | F(O_H),
        F(O_GAME) | F(O_N) | F(O_CREATOR),
        F(O_GAME) | F(O_RULE) | F(O_N) | F(O_PROPERTY) };
    /* the option that sets each header field */
    static const int from[H_FIELDS] = { [H_FAMILY] = O_RULE,
        [H_GAME] = O_GAME, [H_RULE] = O_RULE, [H_H] = O_H,
        [H_PROPERTY] = O_PROPERTY, [H_BOARD] = O_N, [H_N] = O_N,
        [H_FIXED] = O_GAME, [H_BIAS] = O_BIAS, [H_FIRST] = O_FIRST,
        [H_START] = O_START };
    const char *const *v = o->val, *game = v[O_GAME] ? v[O_GAME] : "";
    char n[8] = "", P[64];      /* GAME or P as the header spells it */
    int kind = find(families + 2, 3, game), bn = 0;   /* 0: a property */
    set_t edges = 0;
    char gb[24], gh[24], gH[24];        /* the graph6 of names */
    const char *B = v[O_BOARD] ? g6_of(v[O_BOARD], gb) : NULL;
    if (!v[O_GAME])
        return die(NULL, "missing --game (the claim asked is a whole game)");
    for (int k = 0; k < O_WINNER; k++)
        if ((o->given & ~(allowed[kind] | F(O_START))) >> k & 1)
            return die(NULL, "%s does not apply to --game %s", optnames[k],
                       game);
    if (v[O_N])
        snprintf(n, sizeof n, "%.7s", v[O_N]);
    else if (B && !g6_parse(B, &bn, &edges))
        snprintf(n, sizeof n, "%d", bn);
    snprintf(P, 64, "%s", kind == 3 && v[O_PROPERTY] ? v[O_PROPERTY] : game);
    if (strncmp(P, "h:", 2) == 0)                 /* h:H with H named */
        snprintf(P, 64, "h:%.60s", g6_of(P + 2, gh));
    const char *first = kind == 1 || kind == 3 ? "first" : kind == 0
        ? v[O_FIRST] : !v[O_CREATOR] ? NULL : !strcmp(v[O_CREATOR], "first")
        ? "creator" : !strcmp(v[O_CREATOR], "second") ? "blocker" : "?";
    const char *rule = kind == 0 || kind == 2 ? "" : v[O_RULE] ? v[O_RULE]
                       : kind == 3 ? "normal" : NULL;
    const char *set[H_FIELDS] = {
        [H_VERSION] = v[O_START] ? "3" : "2",
        [H_MAGIC] = "posproof certificate",
        [H_FAMILY] = kind ? game : v[O_RULE] ? v[O_RULE] : families[F_MB],
        [H_GAME] = kind ? game : P, [H_RULE] = rule,
        [H_H] = kind != 1 ? "" : v[O_H] ? g6_of(v[O_H], gH) : NULL,
        [H_PROPERTY] = kind != 3 ? "" : v[O_PROPERTY] ? P : NULL,
        [H_BOARD] = bn && popc(edges) == bn * (bn - 1) / 2 ? "complete" : B ? B
                    : v[O_N] ? "complete" : NULL,          /* K_n: complete */
        [H_N] = n, [H_FIXED] = strcmp(P, "fhp") ? "" : "0 1",
        [H_BIAS] = v[O_BIAS] ? v[O_BIAS] : "1:1",
        [H_FIRST] = first, [H_WINNER] = "none", [H_STRATEGY] = first,
        [H_KEY] = kind == 2 ? "oriented-v2" : "layered-v2",
        [H_TAIL] = "0", [H_FINISH] = "0", [H_START] = v[O_START],
        [H_ENTRIES] = "0" };                       /* NULL: missing */
    memset(a, 0, sizeof *a);
    for (int i = 0; i < H_FIELDS; i++)
        if (set[i] && snprintf(a->f[i], sizeof a->f[i], "%s", set[i]) <
            (int)sizeof a->f[i])
            a->have |= 1u << i;                    /* too long: missing */
    int bad = game_setup(a);
    if (bad < 0)
        return 0;              /* without --start, a->start is the empty one */
    int k = from[bad];
    k = k == O_FIRST && kind == 2 ? O_CREATOR : k == O_N && v[O_BOARD] ?
        O_BOARD : k;
    if (!v[k])
        return die(NULL, "--game %s needs %s%s", game, optnames[k], k ==
                   O_FIRST ? " (a certificate is for one player moving first)"
                   : k == O_N ? " (or --board)" : "");
    return die(NULL, "invalid %s '%s'%s%s", optnames[k], v[k], a->why[0] ?
               ": " : " for this game (try --help)", a->why);
}

/* Parses argv into o.  Returns -1 to go on, or an exit status. */
static int parse(int argc, char **argv, opts_t *o)
{
    int options = 1;
    long long q;
    for (int i = 1; i < argc; i++) {
        char *a = argv[i], *eq = strchr(a, '=');
        int help = !strcmp(a, "--help") || !strcmp(a, "-h");
        if (options && (help || !strcmp(a, "--version"))) {
            if (argc != 2)
                return die(NULL, "%s takes no other argument", a);
            if (help)
                return fputs(usage, stdout), 0;
            return printf("posproof-check %s (certificate formats 1 to 3; "
                          "nauty %s, zstd %s, SQLite %s)\n", "3.0",
                          NAUTYVERSION, ZSTD_versionString(),
                          sqlite3_libversion()), 0;
        } else if (!options || a[0] != '-' || a[1] == 0) {
            if (o->file)
                return die(NULL, "more than one FILE given: %s", a);
            o->file = a;
        } else if (strcmp(a, "--") == 0) {
            options = 0;
        } else if (strcmp(a, "--quiet") == 0 || strcmp(a, "--plain") == 0) {
            *(a[2] == 'q' ? &o->quiet : &o->plain) = 1;
        } else {
            const char *val = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
            if (eq)
                *eq = 0;
            int k = find(optnames, O_COUNT, a) - 1;
            if (k < 0)
                return die(NULL, "unknown option (try --help): %s", a);
            if (!val)
                return die(NULL, "missing value for %s", a);
            if (o->given >> k & 1)
                return die(NULL, "option given twice: %s", a);
            if (k >= O_THREADS && (decimal(val, &q) || q < 1 ||
                                   q > (k == O_THREADS ? 256 : 1 << 30)))
                return die(NULL, "invalid %s '%s' (try --help)", a, val);
            o->val[k] = val;
            o->given |= F(k);
        }
    }
    if (!o->file)
        return die(NULL, "no certificate FILE given (try --help)");
    if ((o->val[O_N] && o->val[O_BOARD]) ||
        (o->val[O_WINNER] && o->val[O_NOLOSS]))
        return die(NULL, "--n and --board, --winner and --no-loss exclude "
                   "each other");
    if (o->plain && o->val[O_THREADS])
        return die(NULL, "--plain runs on one thread: --threads does not "
                   "apply");
    return -1;
}

/* sep, then pair p, or for subh the arc of p in state 'state' (2: from
 * hi to lo). */
static void print_pair(const header_t *h, char sep, int p, int state)
{
    int lo = h->b.lo[p], hi = h->b.hi[p], subh = h->family == F_SUBH;
    int back = subh && state == 2;
    printf(subh ? "%c%d>%d" : "%c%d-%d", sep, back ? hi : lo, back ? lo : hi);
}

static void print_moves(const verify_result_t *r, const header_t *h)
{
    printf("moves from the start:%s", r->nmoves ? "" : " (none)");
    for (int i = 0; i < r->nmoves; i++) {
        int m = r->moves[i], p = m & 255;
        int role = m >> 10 ? 3 - h->first : h->first;
        printf("%s %c", i ? "," : "",
               toupper((unsigned char)roles[h->family][role - 1][0]));
        if (p == STOP)
            printf(" stop");
        else
            print_pair(h, ' ', p % MMAX, m >> 8 & 3);
    }
    printf("\n");
}

/* The claim in plain words (who wins only if 'who'), graphs by name. */
static void print_claim(const header_t *h, int who)
{
    static const char *const plain[] = { "(Hamiltonian cycle",
        "(Hamiltonian path", "(Hamiltonian path between fixed vertices 0 and "
        "1", "(connectivity", "(perfect matching", "(Hamilton-connectedness",
        "(a cycle", "(arboricity at least %s", "(a copy of %s",
        "(directed Hamiltonian cycle" };
    static const char *const words[] = { "red", "blue", "arcs", "edges" };
    int fam = h->family, kind = h->prop.kind;
    const char *game = h->f[fam == F_SHARED ? H_PROPERTY : H_GAME];
    char buf[32], nm[16];
    const char *H = name_of(fam == F_RAMSEY ? h->f[H_H] : game + 2, nm);
    if (who)
        printf("%s %s ", role_name(h, h->strategy, buf),
               h->winner ? "wins" : "does not lose");
    if (fam != F_MB)
        printf("%s ", families[fam]);
    if (h->f[H_RULE][0])
        printf("%s ", h->f[H_RULE]);
    if (fam != F_RAMSEY && fam != F_SUBH)
        printf("%s%s ", kind == P_H ? "h:" : game, kind == P_H ? H : "");
    printf(plain[kind], kind == P_H ? H : game + 11);
    printf(strcmp(h->f[H_BOARD], "complete") ? ") on the graph %s (n = %d)"
           : ") on K%.0s%d", h->f[H_BOARD], h->b.n);     /* %.0s: no text */
    if (strcmp(h->f[H_BIAS], "1:1") != 0)
        printf(" with bias %s", h->f[H_BIAS]);
    printf(" when %s moves first", role_name(h, h->first, buf));
    const pos_t *x = &h->start;        /* with s1 = s2 = 0, also d = 0 */
    if (!x->s1 && !x->s2 && !x->p)
        return;
    printf(", from the position");
    for (int s = 0, k = 0, p; s < 2 - (fam >= F_SUBH); s++, k = 0) {
        set_t set = fam == F_SUBH ? x->s1 | x->s2 : s ? x->s2 : x->s1;
        printf("%s %s%s", s ? ";" : "", fam <= F_AE ? role_name(h, s + 1, buf)
               : words[fam == F_RAMSEY ? s : fam - 1], set ? "" : " none");
        EACH(p, set)                  /* subh: one list, of arcs */
            print_pair(h, k++ ? ',' : ' ', p, x->s2 >> p & 1 ? 2 : 1);
    }
    printf(" (%s to move)", role_name(h, x->p ? 3 - h->first : h->first, buf));
}

/* 1 if the claims of a and h are the same, compared by meaning. */
static int same_claim(const header_t *a, const header_t *h)
{
    return a->family == h->family && a->rule == h->rule &&
           a->prop.kind == h->prop.kind && a->prop.k == h->prop.k &&
           a->prop.hn == h->prop.hn && a->prop.h == h->prop.h &&
           a->b.n == h->b.n && a->b.all == h->b.all && a->q[0] == h->q[0] &&
           a->q[1] == h->q[1] && a->first == h->first &&
           a->winner == h->winner && a->strategy == h->strategy &&
           a->start.s1 == h->start.s1 && a->start.s2 == h->start.s2 &&
           a->start.p == h->start.p;      /* and d, which the rest gives */
}

int main(int argc, char **argv)
{
    opts_t o = { 0 };
    header_t a;
    int status = parse(argc, argv, &o);
    if (status >= 0 || (o.given & GAMEFLAGS && game_asked(&o, &a)))
        return status >= 0 ? status : 2;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long long threads = sysconf(_SC_NPROCESSORS_ONLN);   /* -1: unknown */
    long long mem = sysconf(_SC_PHYS_PAGES) * sysconf(_SC_PAGESIZE);
    threads = o.val[O_THREADS] ? atoll(o.val[O_THREADS])
              : threads < 1 ? 1 : threads < 256 ? threads : 256;
    size_t budget = o.val[O_MEM] ? (size_t)atoll(o.val[O_MEM]) << 20
                    : mem > 0 ? (size_t)mem / 4 : (size_t)1 << 30;
    cert_t *c;
    const header_t *h = cert_open(&c, o.file, &budget);
    if (!h) {
        status = die(o.file, "%s", cert_errmsg(c));
        cert_close(c);
        return status;
    }
    if (!(o.given & GAMEFLAGS))
        a = *h;
    const char *W = o.val[O_WINNER], *N = o.val[O_NOLOSS];
    int s = W || N ? find(roles[a.family], 2, W ? W : N) : h->strategy;
    a.winner = W ? s : N ? 0 : h->winner;
    a.strategy = s;
    verify_result_t r = { 0 };
    if (!s) {
        status = die(NULL, "invalid %s '%s' for this game (try --help)",
                     W ? "--winner" : "--no-loss", W ? W : N);
    } else if (!same_claim(&a, h)) {
        printf("MISMATCH: the certificate claims: ");
        print_claim(h, 1);
        printf("; you asked: ");
        print_claim(&a, W || N);
        printf("\n");
        status = 3;
    } else if ((status = verify_run(c, h, (int)threads, o.plain, budget,
                                    &r)) == VERIFY_ERROR) {
        die(o.file, "%s", r.msg);
    } else if (status == VERIFY_REJECTED) {
        printf("REJECTED: %s\n", r.msg);
        if (!o.quiet)
            print_moves(&r, h);
    } else {
        clock_gettime(CLOCK_MONOTONIC, &t1);
        printf("VERIFIED: ");
        print_claim(h, 1);
        printf("%s\n", o.plain ? " (plain replay)" : "");
        if (!o.quiet)
            printf("positions checked: %lld, strategy lookups: %lld, "
                   "entries: %lld, seconds: %.2f\n", r.positions, r.lookups,
                   h->entries, (double)(t1.tv_sec - t0.tv_sec) +
                   (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    }
    cert_close(c);
    if (fflush(stdout) != 0 || ferror(stdout))
        return die(NULL, "cannot write output");
    return status;
}
