#!/usr/bin/env python3
"""make-corpus.py - builds the hand-made certificates of tests/checker-corpus.

    cc -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -DWORDSIZE=64 -DMAXN=WORDSIZE \
       $(pkg-config --cflags nauty) -Ichecker/core tests/checker-corpus/keytool.c \
       checker/core/key.c checker/core/graph.c checker/core/header.c \
       -o /tmp/keytool -l:libnautyL1.a
    python3 tests/checker-corpus/make-corpus.py /tmp/keytool tests/checker-corpus

Writes the certificates and corpus.list (one case a line, tab separated:
file, expected exit status, regular expression the output must match,
extra arguments).  tests/20-checker-handmade.t runs the cases.

Nothing here comes from the solver.  Game values and strategies come from a
brute-force minimax written below from FORMAT.md sections 3 and 4 (every
family: maker-breaker, avoider-enforcer, ramsey, subh, shared; properties
by trying every vertex order or subset); keys come from the checker's key
code through keytool (they agree with `posproof key`).  Strategy moves are
chosen on the canonical position itself, so isomorphic positions get the
same move.  replay() computes the checker's verdict independently, in the
checker's order, so that rejections are expected with their exact moves.
"""
import ctypes
import ctypes.util
import itertools
import os
import sqlite3
import subprocess
import sys

KEYTOOL, OUT = sys.argv[1], sys.argv[2]
ROLES = {'maker-breaker': ('maker', 'breaker'),
         'avoider-enforcer': ('avoider', 'enforcer'),
         'ramsey': ('first', 'second'), 'subh': ('creator', 'blocker'),
         'shared': ('first', 'second')}
KEYS = ['layered-3state-v1', 'layered-v2', 'oriented-v2']
V1, V2, OR = 0, 1, 2
DRAW = 3
STOP = 'stop'
PLAIN = {'ham': 'Hamiltonian cycle', 'hp': 'Hamiltonian path',
         'fhp': 'Hamiltonian path between fixed vertices 0 and 1',
         'conn': 'connectivity', 'pm': 'perfect matching',
         'hc': 'Hamilton-connectedness', 'cycle': 'a cycle'}

# --- zstd through ctypes -------------------------------------------------
z = ctypes.CDLL(ctypes.util.find_library('zstd') or 'libzstd.so.1')
z.ZSTD_createCCtx.restype = ctypes.c_void_p
z.ZSTD_freeCCtx.argtypes = [ctypes.c_void_p]
z.ZSTD_CCtx_setParameter.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
z.ZSTD_CCtx_setParameter.restype = ctypes.c_size_t
z.ZSTD_compressBound.argtypes = [ctypes.c_size_t]
z.ZSTD_compressBound.restype = ctypes.c_size_t
z.ZSTD_compress2.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t,
                             ctypes.c_char_p, ctypes.c_size_t]
z.ZSTD_compress2.restype = ctypes.c_size_t
z.ZSTD_isError.argtypes = [ctypes.c_size_t]


def compress(raw, checksum=True, content_size=True):
    cctx = z.ZSTD_createCCtx()
    z.ZSTD_CCtx_setParameter(cctx, 200, int(content_size))   # contentSizeFlag
    z.ZSTD_CCtx_setParameter(cctx, 201, int(checksum))       # checksumFlag
    cap = z.ZSTD_compressBound(len(raw))
    buf = ctypes.create_string_buffer(cap)
    size = z.ZSTD_compress2(cctx, buf, cap, raw, len(raw))
    z.ZSTD_freeCCtx(cctx)
    assert not z.ZSTD_isError(size)
    return buf.raw[:size]


# --- board, graph6 and properties (FORMAT.md sections 3 and 4.1) ---------
def pairs(n):
    return [(i, j) for j in range(n) for i in range(j)]   # colex numbering


def g6_decode(s):
    n = ord(s[0]) - 63
    bits = ''.join(format(ord(c) - 63, '06b') for c in s[1:])
    return n, {q for q in range(n * (n - 1) // 2) if bits[q] == '1'}


def g6_encode(n, edges):
    m = n * (n - 1) // 2
    bits = ''.join('1' if q in edges else '0' for q in range(m))
    bits += '0' * (-len(bits) % 6)
    return chr(n + 63) + ''.join(chr(int(bits[i:i + 6], 2) + 63)
                                 for i in range(0, len(bits), 6))


def has(P, n, edges):
    """P (a header spelling) for the graph on 0..n-1 with the pairs in
    'edges' (a set of (i, j), i < j), by brute force."""
    adj = lambda a, b: (min(a, b), max(a, b)) in edges

    def hampath(order):
        return all(adj(order[k], order[k + 1]) for k in range(n - 1))
    if P == 'conn':
        seen, todo = {0}, [0]
        while todo:
            v = todo.pop()
            for w in range(n):
                if w not in seen and adj(v, w):
                    seen.add(w)
                    todo.append(w)
        return len(seen) == n
    if P == 'pm':
        def match(rest):
            return not rest or any(
                adj(rest[0], w) and match([x for x in rest if x not in (rest[0], w)])
                for w in rest[1:])
        return n % 2 == 0 and match(list(range(n)))
    if P in ('cycle',) or P.startswith('arboricity:'):
        K = 2 if P == 'cycle' else int(P[11:])
        return any(sum(1 for e in edges if e[0] in S and e[1] in S) >
                   (K - 1) * (len(S) - 1)
                   for k in range(2, n + 1)
                   for S in map(set, itertools.combinations(range(n), k)))
    if P.startswith('h:'):
        hn, hq = g6_decode(P[2:])
        hp_ = pairs(hn)
        return any(all(adj(f[hp_[q][0]], f[hp_[q][1]]) for q in hq)
                   for f in itertools.permutations(range(n), hn))
    if P == 'hc':
        return all(any(o[0] == u and o[-1] == v and hampath(o)
                       for o in itertools.permutations(range(n)))
                   for u, v in pairs(n))
    for o in itertools.permutations(range(n)):
        if hampath(o) and (P == 'hp' or (P == 'ham' and adj(o[-1], o[0])) or
                           (P == 'fhp' and o[0] == 0 and o[-1] == 1)):
            return True
    return False


def dham(n, arcs):
    return any(all((c[k], c[(k + 1) % n]) in arcs for k in range(n))
               for c in ([0] + list(o) for o in itertools.permutations(range(1, n))))


# --- games (FORMAT.md sections 3.3 and 4.2) ------------------------------
class Game:
    def __init__(self, family, n, first=1, game=None, rule=None, H=None,
                 prop=None, board=None, bias=(1, 1), key=None):
        self.family, self.n, self.first = family, n, first
        self.roles = ROLES[family]
        self.game = game if family in ('maker-breaker', 'avoider-enforcer') \
            else family
        self.rule, self.H, self.prop, self.board, self.bias = \
            rule, H, prop, board, bias
        self.P = {'ramsey': 'h:%s' % H, 'subh': 'dham', 'shared': prop}.get(
            family, game)
        self.pairs = pairs(n)
        self.m = len(self.pairs)
        onboard = g6_decode(board)[1] if board else set(range(self.m))
        self.start = (tuple(0 if q in onboard else 3 for q in range(self.m)),
                      0, 0)
        self.plus = rule == 'avoid-plus'
        self.fixed01 = self.P == 'fhp'
        if key is None:
            key = OR if family == 'subh' else V1 if (
                family == 'maker-breaker' and not board and bias == (1, 1) and
                game in ('ham', 'hp', 'fhp', 'conn', 'pm')) else V2
        self.key = key
        self.L = (self.m + 3) // 4
        self.has_memo, self.val_memo, self.lose_memo = {}, {}, {}
        self.forces_memo = {}

    def role(self, p):
        return self.first if p == 0 else 3 - self.first

    def letter(self, role):
        return self.roles[role - 1][0].upper()

    def name(self, role):
        r = self.roles[role - 1]
        if self.family in ('ramsey', 'shared'):
            return 'the %s player' % r
        return r[0].upper() + r[1:]

    def holds(self, qs):
        qs = frozenset(qs)
        if qs not in self.has_memo:
            self.has_memo[qs] = has(self.P, self.n, {self.pairs[q] for q in qs})
        return self.has_memo[qs]

    def free(self, pos):
        return [q for q in range(self.m) if pos[0][q] == 0]

    def colour(self, pos):
        return 1 if self.family == 'shared' else self.role(pos[1])

    def legal(self, pos):
        st, p, d = pos
        if self.rule not in ('avoid', 'avoid-plus') or self.family != 'ramsey':
            return self.free(pos)
        mine = [q for q in range(self.m) if st[q] == p + 1]
        return [q for q in self.free(pos) if not self.holds(mine + [q])]

    def moves(self, pos):
        """The legal moves in the checker's order: pairs ascending, state 1
        before 2 for subh, stop last."""
        ms = []
        for q in self.legal(pos):
            if self.family == 'subh':
                ms += [(q, 1), (q, 2)]
            else:
                ms.append((q, self.colour(pos)))
        if self.plus and pos[2]:
            ms.append(STOP)
        return ms

    def apply(self, pos, mv):
        st, p, d = pos
        if mv == STOP:
            return (st, 1 - p, 0)
        st = list(st)
        st[mv[0]] = mv[1]
        if self.plus:
            d = 1
        else:
            d += 1
            turn = self.bias[self.role(p) - 1] if self.family in (
                'maker-breaker', 'avoider-enforcer') else 1
            if d == turn:
                p, d = 1 - p, 0
        return (tuple(st), p, d)

    def outcome(self, pos):
        """0, the winning role, or DRAW."""
        st, p, d = pos
        s1 = [q for q in range(self.m) if st[q] == 1]
        s2 = [q for q in range(self.m) if st[q] == 2]
        avail = [q for q in range(self.m) if st[q] in (0, 1)]
        full = not self.free(pos)
        f, r = self.family, self.rule
        if f == 'maker-breaker' or (f == 'ramsey' and r == 'weak-achieve'):
            return 1 if self.holds(s1) else 2 if not self.holds(avail) else 0
        if f == 'avoider-enforcer':
            return 2 if self.holds(s1) else 1 if not self.holds(avail) else 0
        if f == 'ramsey' and r in ('avoid', 'avoid-plus'):
            return 2 - p if d == 0 and not self.legal(pos) else 0
        if f == 'ramsey':
            w1 = 2 if r == 'misere' else 1
            return w1 if self.holds(s1) else 3 - w1 if self.holds(s2) \
                else DRAW if full else 0
        if f == 'shared':
            if self.holds(s1):
                return 2 - p if r == 'normal' else 1 + p
            return DRAW if full else 0
        arcs = {self.pairs[q] for q in s1} | {self.pairs[q][::-1] for q in s2}
        if dham(self.n, arcs):
            return 1
        arcs |= {a for q in self.free(pos) for a in (self.pairs[q],
                                                     self.pairs[q][::-1])}
        return 0 if dham(self.n, arcs) else 2

    def value(self, S, pos):
        """+1 if S wins from pos with perfect play, 0 draw, -1 S loses."""
        k = (S, pos)
        if k not in self.val_memo:
            e = self.outcome(pos)
            if e:
                v = 0 if e == DRAW else 1 if e == S else -1
            else:
                vs = [self.value(S, self.apply(pos, mv)) for mv in self.moves(pos)]
                v = max(vs) if self.role(pos[1]) == S else min(vs)
            self.val_memo[k] = v
        return self.val_memo[k]

    def forces(self, S, pos, j, target=1):
        """FORMAT.md 6.3, short wins: S forces a good end (value >= target)
        within j of its own moves from pos, no end position: where S
        moves, some move ends well or leaves S forcing within j - 1; where
        the other player moves, every move does (within j)."""
        k = (S, target, j, pos)
        if k not in self.forces_memo:
            s = self.role(pos[1]) == S
            ws = (self.good(S, e, target) if e else
                  self.forces(S, y, j - s, target)
                  for y in (self.apply(pos, mv) for mv in self.moves(pos))
                  for e in [self.outcome(y)])
            self.forces_memo[k] = (s and j > 0 and any(ws)) or \
                (not s and all(ws))
        return self.forces_memo[k]

    def good(self, S, e, target):
        return (0 if e == DRAW else 1 if e == S else -1) >= target

    def can_lose(self, S, pos, target):
        """Some play from pos (both sides cooperating) ends below target."""
        k = (S, target, pos)
        if k not in self.lose_memo:
            e = self.outcome(pos)
            self.lose_memo[k] = ((0 if e == DRAW else 1 if e == S else -1) <
                                 target) if e else any(
                self.can_lose(S, self.apply(pos, mv), target)
                for mv in self.moves(pos))
        return self.lose_memo[k]


# --- keys through keytool -------------------------------------------------
tool = subprocess.Popen([KEYTOOL], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                        text=True)
key_memo = {}


def key_of(g, pos):
    """The key (L + 1 bytes, turn byte included) and nauty's labelling."""
    line = '%d %d %d %s %s %d %d\n' % (
        g.key, g.fixed01, g.n, g.board or 'complete',
        ''.join(str(s % 3) for s in pos[0]), pos[1], pos[2])
    if line not in key_memo:
        tool.stdin.write(line)
        tool.stdin.flush()
        words = tool.stdout.readline().split()
        assert words and words[0] != 'error', line
        key_memo[line] = bytes.fromhex(words[0]), [int(w) for w in words[1:]]
    return key_memo[line]


def lookup_key(g, key):
    return key[:g.L] if g.key == V1 else key


def decode(g, key):
    """The canonical position of a key."""
    return (tuple((key[q // 4] >> (2 * (q % 4))) & 3 for q in range(g.m)),
            key[g.L] & 1, key[g.L] >> 1)


def encode(g, mv):
    if mv == STOP:
        return 255
    return mv[0] + (128 if g.key == OR and mv[1] == 2 else 0)


def unmap(g, lab, mv, pos):
    """A move of the canonical position as a move of pos."""
    if mv == STOP:
        return STOP
    a, b = g.pairs[mv[0]]
    u, w = lab[a], lab[b]
    q = g.pairs.index((min(u, w), max(u, w)))
    if g.family == 'subh':
        t, h = (u, w) if mv[1] == 1 else (w, u)
        return (q, 1 if t < h else 2)
    return (q, g.colour(pos))


def nfree(pos):
    return sum(1 for s in pos[0] if s == 0)


def strategy(g, S, how='win', target=1, tail=0, finish=0):
    """Entries (lookup key -> move byte) for every S-to-move position the
    checker reaches: the first legal move of the canonical position that
    keeps the value >= target ('win') or after which some play ends below
    target ('help') if there is one, else (and for 'first') its first.
    None where S forces a good end within 'finish' moves (6.3)."""
    entries, seen = {}, set()

    def visit(pos):
        if g.outcome(pos):
            return
        if g.role(pos[1]) == S and (nfree(pos) <= tail or
                                    g.forces(S, pos, finish, target)):
            return
        key, lab = key_of(g, pos)
        if key in seen:
            return
        seen.add(key)
        if g.role(pos[1]) == S:
            K = decode(g, key)
            ms = g.moves(K)
            good = [mv for mv in ms if
                    (how == 'win' and g.value(S, g.apply(K, mv)) >= target) or
                    (how == 'help' and g.can_lose(S, g.apply(K, mv), target))]
            mv = (good or ms)[0]
            entries[lookup_key(g, key)] = encode(g, mv)
            visit(g.apply(pos, unmap(g, lab, mv, pos)))
        else:
            for mv in g.moves(pos):
                visit(g.apply(pos, mv))
    visit(g.start)
    return entries


def ere(text):
    """text as a POSIX extended regular expression matching itself."""
    return ''.join('\\' + ch if ch in '.[]()*+?{}|^$\\' else ch for ch in text)


class Fail(Exception):
    pass


def stored(g, pos, lab, byte):
    """The checker's reading of a stored move byte (FORMAT.md 5.5 to 5.7)."""
    st, p, d = pos
    if byte == 255 and g.key != V1:
        if g.plus and d:
            return STOP
        raise Fail('stored move stop is not legal here')
    q, back = (byte & 127, byte >> 7) if g.key == OR else (byte, 0)
    if q >= g.m:
        raise Fail('stored move %d is out of range (m = %d)' % (byte, g.m))
    a, b = g.pairs[q]
    u, w = lab[a], lab[b]
    x = g.pairs.index((min(u, w), max(u, w)))
    if st[x] != 0:
        raise Fail('stored move %d-%d is not free' % g.pairs[x])
    if x not in g.legal(pos):
        raise Fail("stored move %d-%d is not legal (the mover's colour would "
                   "contain H)" % g.pairs[x])
    if g.family == 'subh':
        return (x, 1 if (u < w) == (not back) else 2)
    return (x, g.colour(pos))


def show(g, who, mv):
    if mv == STOP:
        return '%s stop' % g.letter(who)
    i, j = g.pairs[mv[0]]
    if g.family == 'subh':
        return '%s %d>%d' % ((g.letter(who),) + ((i, j) if mv[1] == 1 else (j, i)))
    return '%s %d-%d' % (g.letter(who), i, j)


def replay(g, S, entries, target=1, tail=0, finish=0):
    """The checker's verdict, computed independently in the checker's order:
    None if the strategy proves the claim, else the expected output
    'REJECTED: reason~~moves from the start: ...'."""
    accepted, path = set(), []

    def visit(pos):
        e = g.outcome(pos)
        if e:
            if (0 if e == DRAW else 1 if e == S else -1) < target:
                raise Fail('play ends in a draw' if e == DRAW else
                           'play ends with %s winning' % g.name(e))
            return
        if g.role(pos[1]) == S and nfree(pos) <= tail:
            if g.value(S, pos) < target:
                raise Fail('%s wins by perfect play from this tail position '
                           '(%d free pairs)' % (g.name(3 - S), nfree(pos)))
            return
        if g.role(pos[1]) == S and g.forces(S, pos, finish, target):
            return
        key, lab = key_of(g, pos)
        if key in accepted:
            return
        if g.role(pos[1]) == S:
            lk = lookup_key(g, key)
            if lk not in entries:
                raise Fail('no strategy entry for position (key %s)' % lk.hex())
            moves = [stored(g, pos, lab, entries[lk])]
        else:
            moves = g.moves(pos)
        for mv in moves:
            path.append((g.role(pos[1]), mv))
            visit(g.apply(pos, mv))
            path.pop()
        accepted.add(key)
    try:
        visit(g.start)
        return None
    except Fail as f:
        shown = ', '.join(show(g, w, mv) for w, mv in path) or '(none)'
        return 'REJECTED: %s~~moves from the start: %s' % (f, shown)


# --- writing certificates -------------------------------------------------
def header(g, S, entries, tail=0, none=False, finish=None):
    """Format version 1, or 2 with header finish when it is given."""
    h = {'magic': 'posproof certificate', 'format_version': '1',
         'family': g.family, 'game': g.game, 'board': g.board or 'complete',
         'n': str(g.n), 'fixed': '0 1' if g.fixed01 else '',
         'bias': '%d:%d' % g.bias, 'first': g.roles[g.first - 1],
         'winner': 'none' if none else g.roles[S - 1],
         'strategy': g.roles[S - 1], 'key': KEYS[g.key],
         'tail': str(tail), 'entries': str(entries),
         'tool': 'tests/checker-corpus/make-corpus.py'}
    if g.family in ('ramsey', 'shared'):
        h['rule'] = g.rule
    if g.family == 'ramsey':
        h['H'] = g.H
    if g.family == 'shared':
        h['property'] = g.prop
    if finish is not None:
        h['format_version'], h['finish'] = '2', str(finish)
    return h


def blocks_of(entries, per_block):
    keys = sorted(entries)
    for i in range(0, len(keys), per_block):
        ks = keys[i:i + per_block]
        yield ks, planes(ks, [entries[k] for k in ks])


def planes(keys, moves):
    """A block's content (FORMAT.md 6.1): plane j holds byte j of every
    key, then one plane holds the moves."""
    L = len(keys[0])
    return b''.join(bytes(k[j] for k in keys) for j in range(L)) + bytes(moves)


def write(name, hdr, entries, per_block=3, block_hook=None, sql=()):
    path = os.path.join(OUT, name)
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.execute('PRAGMA page_size = 512')
    db.execute('PRAGMA application_id = %d' % 0x706F7370)
    db.execute('CREATE TABLE header (name TEXT PRIMARY KEY NOT NULL, '
               'value TEXT NOT NULL) WITHOUT ROWID')
    db.execute('CREATE TABLE block (first_key BLOB PRIMARY KEY NOT NULL, '
               'entries INTEGER NOT NULL, data BLOB NOT NULL) WITHOUT ROWID')
    db.executemany('INSERT INTO header VALUES (?, ?)', hdr.items())
    per_block = max(per_block, (len(entries) + 19) // 20)   # files stay small
    for i, (ks, raw) in enumerate(blocks_of(entries, per_block)):
        first, count, data = ks[0], len(ks), compress(raw)
        if block_hook:
            first, count, data = block_hook(i, ks, raw, first, count, data)
        db.execute('INSERT INTO block VALUES (?, ?, ?)', (first, count, data))
    for s in sql:
        db.execute(s)
    db.commit()
    db.execute('VACUUM')
    db.close()
    return name


cases = []


def case(name, status, regex, args=''):
    cases.append((name, status, regex, args))


def claim(g, S, none=False):
    """The VERIFIED line, as an ERE."""
    words = [g.name(S), 'does not lose' if none else 'wins']
    if g.family != 'maker-breaker':
        words.append(g.family)
    if g.rule:
        words.append(g.rule)
    P = g.prop if g.family == 'shared' else g.game
    if g.family in ('ramsey', 'subh'):
        plain = 'a copy of %s' % g.H if g.family == 'ramsey' else \
            'directed Hamiltonian cycle'
    else:
        words.append(P)
        plain = PLAIN.get(P) or ('a copy of %s' % P[2:] if P.startswith('h:')
                                 else 'arboricity at least %s' % P[11:])
    text = 'VERIFIED: %s (%s) on %s' % (' '.join(words), plain, 'K%d' % g.n
                                        if not g.board else 'the graph %s (n = %d)'
                                        % (g.board, g.n))
    if g.bias != (1, 1):
        text += ' with bias %d:%d' % g.bias
    return '^' + ere(text + ' when %s moves first' % g.name(g.first))


def replayed(name, g, S, entries, target=1, tail=0, args='', sql=(),
             finish=None):
    """A certificate the checker must judge exactly as replay() says."""
    want = replay(g, S, entries, target, tail, finish or 0)
    case(write(name, header(g, S, len(entries), tail, none=target == 0,
                            finish=finish), entries, sql=sql),
         1 if want else 0, '^' + ere(want) + '$' if want else
         claim(g, S, target == 0), args)
    return want


def genuine_cert(name, g, args=''):
    """The winner's strategy, or for a draw both players' 'no loss'
    strategies (name-first.cert, name-second.cert).  Returns the game's
    value for role 1 (+1, 0 or -1)."""
    v = g.value(1, g.start)
    if v:
        w = 1 if v > 0 else 2
        ent = strategy(g, w)
        assert replay(g, w, ent) is None
        case(write(name + '.cert', header(g, w, len(ent)), ent), 0,
             claim(g, w), args + ' --winner %s' % g.roles[w - 1])
    else:
        for S in (1, 2):
            ent = strategy(g, S, target=0)
            assert replay(g, S, ent, 0) is None
            case(write('%s-%s.cert' % (name, g.roles[S - 1]),
                       header(g, S, len(ent), none=True), ent), 0,
                 claim(g, S, True), args + ' --no-loss %s' % g.roles[S - 1])
    return v


# 1. Maker-Breaker, layered-3state-v1: genuine certificates for every game
#    on K4 and K5; false claims (the loser's first legal move everywhere)
#    on K4; the winner helping the loser: a move after which some play
#    loses, wherever there is one.
genuine = {}
for game in ['ham', 'hp', 'fhp', 'conn', 'pm']:
    for n in [4, 5]:
        if game == 'pm' and n % 2:
            continue
        for first in [1, 2]:
            g = Game('maker-breaker', n, first, game=game)
            w = 1 if g.value(1, g.start) > 0 else 2
            ent = strategy(g, w)
            assert replay(g, w, ent) is None
            genuine[game, n, first] = g, w, ent
            base = '%s-%d-%s' % (game, n, g.roles[first - 1])
            case(write(base + '.cert', header(g, w, len(ent)), ent), 0,
                 claim(g, w), '--game %s --n %d --first %s --winner %s'
                 % (game, n, g.roles[first - 1], g.roles[w - 1]))
            if n == 4:
                assert replayed(base + '-false-claim.cert', g, 3 - w,
                                strategy(g, 3 - w, 'first'))
            replayed(base + '-helpful.cert', g, w, strategy(g, w, 'help'))

# 2. conn on K3, Maker first: the example of the brief, and its mutants.
g = Game('maker-breaker', 3, 1, game='conn')
ent = strategy(g, 1)
assert len(ent) == 2
hdr = header(g, 1, 2)
V = 'conn3.cert'
case(write(V, hdr, ent), 0, claim(g, 1), '--game conn --n 3')
case(V, 0, '^VERIFIED: Maker wins conn \\(connectivity\\) on K3 when Maker '
     'moves first$', '--quiet')
case(V, 1, '^REJECTED: certificate claims winner maker, expected breaker',
     '--winner breaker')
case(V, 1, '^REJECTED: certificate claims first maker, expected breaker',
     '--first breaker')
case(V, 1, '^REJECTED: certificate claims game conn, expected ham', '--game ham')
case(V, 1, '^REJECTED: certificate claims n 3, expected 4', '--n 4')
case(V, 1, '^REJECTED: certificate claims family maker-breaker, expected '
     'avoider-enforcer', '--game conn --rule avoider-enforcer')
case(V, 1, '^REJECTED: certificate claims family maker-breaker, expected '
     'ramsey', '--game ramsey')
case(V, 1, '^REJECTED: certificate claims rule \\(none\\), expected misere',
     '--rule misere')
case(V, 1, '^REJECTED: certificate claims board complete, expected Bw',
     '--board Bw')
case(V, 1, '^REJECTED: certificate claims bias 1:1, expected 2:1', '--bias 2:1')
case(V, 1, '^REJECTED: certificate claims winner maker, expected none',
     '--no-loss maker')
case(V, 1, '^REJECTED: certificate claims H \\(none\\), expected Bw', '--H K3')
case(V, 0, '^VERIFIED', '--game conn --rule maker-breaker --n 3 --first maker '
     '--bias 1:1 --winner maker')

start_key = min(ent)          # key of the empty position is all zero bytes
later_key = max(ent)
assert start_key == b'\0'

case(write('conn3-missing-entry.cert', header(g, 1, 1),
           {start_key: ent[start_key]}), 1,
     '^REJECTED: no strategy entry for position .*~~moves from the start: '
     'M [0-9]-[0-9], B [0-9]-[0-9]$')
claimed = [q for q in range(3) if decode(g, later_key + b'\0')[0][q]][0]
case(write('conn3-move-not-free.cert', hdr, {start_key: ent[start_key],
                                             later_key: claimed}), 1,
     '^REJECTED: stored move [0-9]-[0-9] is not free')
case(write('conn3-move-out-of-range.cert', hdr,
           {start_key: 3, later_key: ent[later_key]}), 1,
     '^REJECTED: stored move 3 is out of range \\(m = 3\\)~~'
     'moves from the start: \\(none\\)$')
case(write('conn3-tail.cert', header(g, 1, 0, tail=3), {}), 0, claim(g, 1))
case(write('conn3-tail1.cert', header(g, 1, 1, tail=1),
           {start_key: ent[start_key]}), 0, claim(g, 1))
gb = Game('maker-breaker', 3, 2, game='conn')
case(write('conn3-tail-lost.cert', header(gb, 1, 0, tail=2), {}), 1,
     '^REJECTED: Breaker wins by perfect play from this tail position '
     '\\(2 free pairs\\)~~moves from the start: B [0-9]-[0-9]$')
case(write('conn3-extra.cert', hdr, ent, sql=[
    "INSERT INTO header VALUES ('comment', 'extra names are ignored')",
    "INSERT INTO header VALUES ('H', 'ignored for maker-breaker')",
    'CREATE TABLE notes (x)']), 0, claim(g, 1))
case(write('conn3-one-block.cert', hdr, ent, per_block=10), 0, claim(g, 1))


# 3. Header defects: the file cannot be read as a certificate (exit 2).
def hdr_case(name, regex, h_=hdr, ent_=ent, **change):
    h = dict(h_)
    for k, v in change.items():
        if v is None:
            del h[k]
        else:
            h[k] = v
    case(write(name, h, ent_), 2, regex)


hdr_case('hdr-version6.cert', "header field 'offer' is missing",
         format_version='6')       # version 6 is the offer families' (FORMAT.md 8)
hdr_case('hdr-version7.cert', '^posproof-check: unsupported format version 7$',
         format_version='7')
hdr_case('hdr-v2-no-finish.cert', "header field 'finish' is missing",
         format_version='2')
hdr_case('hdr-v1-finish.cert', "header field 'finish' in a version 1 file",
         finish='0')
hdr_case('hdr-finish-3.cert', "'finish' has invalid value '3'",
         format_version='2', finish='3')
hdr_case('hdr-finish-01.cert', "'finish' has invalid value '01'",
         format_version='2', finish='01')
hdr_case('hdr-no-version.cert', 'format_version.*missing', format_version=None)
hdr_case('hdr-magic.cert', "'magic' has invalid value", magic='posproof')
hdr_case('hdr-no-key.cert', "header field 'key' is missing", key=None)
hdr_case('hdr-key.cert', "'key' has invalid value", key='layered-3state-v2')
hdr_case('hdr-family.cert', "'family' has invalid value", family='maker')
hdr_case('hdr-family-key.cert', "'key' has invalid value 'layered-3state-v1'",
         family='avoider-enforcer', first='avoider', winner='avoider',
         strategy='avoider')
hdr_case('hdr-game.cert', "'game' has invalid value", game='hamiltonian')
hdr_case('hdr-board.cert', "'board' has invalid value", board='petersen')
hdr_case('hdr-n11.cert', "'n' has invalid value '11'", n='11')
hdr_case('hdr-n-lead0.cert', "'n' has invalid value '03'", n='03')
hdr_case('hdr-n-space.cert', "'n' has invalid value", n=' 3')
hdr_case('hdr-fixed.cert', "'fixed' has invalid value", fixed='0 1')
hdr_case('hdr-bias.cert', "'bias' has invalid value", bias='1:01')
hdr_case('hdr-bias-key.cert', "'key' has invalid value", bias='2:1')
hdr_case('hdr-first.cert', "'first' has invalid value", first='Maker')
hdr_case('hdr-strategy.cert', "'strategy' has invalid value 'breaker'",
         strategy='breaker')
hdr_case('hdr-tail.cert', "'tail' has invalid value", tail='-1')
hdr_case('hdr-tail-m.cert', "'tail' has invalid value '4'", tail='4')
hdr_case('hdr-entries.cert', "'entries' has invalid value", entries='2x')
hdr_case('hdr-entries-sum.cert', 'blocks hold 2 entries, header.entries says 3',
         entries='3')
case(write('hdr-int-value.cert', hdr, ent, sql=[
    "UPDATE header SET value = x'33' WHERE name = 'n'"]), 2, "'n' is not printable text of at most 63 bytes")
gpm = Game('maker-breaker', 5, 1, game='pm')
case(write('hdr-pm-odd.cert', header(gpm, 1, 0, tail=10), {}), 2,
     "'n' has invalid value '5'")

# 4. Container defects (exit 2).
case(write('app-id.cert', hdr, ent, sql=['PRAGMA application_id = 42']), 2,
     'application_id 42')
case(write('no-block-table.cert', hdr, ent, sql=['DROP TABLE block']), 2,
     "no table 'block'")
case(write('header-view.cert', hdr, ent, sql=[
    'ALTER TABLE header RENAME TO h2',
    'CREATE VIEW header AS SELECT * FROM h2']), 2, "no table 'header'")
case(write('first-key-text.cert', hdr, ent, sql=[
    "UPDATE block SET first_key = 'x' WHERE first_key = x'00'"]), 2,
     'first_key is not a 1-byte blob')
case(write('first-key-long.cert', hdr, ent, sql=[
    "UPDATE block SET first_key = x'0000' WHERE first_key = x'00'"]), 2,
     'first_key is not a 1-byte blob')
case(write('entries-zero.cert', hdr, ent, per_block=1, sql=[
    "UPDATE block SET entries = 0 WHERE first_key = x'00'"]), 2,
     'entries out of range')
case(write('data-text.cert', hdr, ent, sql=[
    "UPDATE block SET data = 'abc'"]), 2, 'data is not a blob')
with open(os.path.join(OUT, 'not-sqlite.cert'), 'w') as f:
    f.write('posproof certificate\n' * 10)
case('not-sqlite.cert', 2, '^posproof-check: .*not-sqlite.cert: not a SQLite file$')
open(os.path.join(OUT, 'empty.cert'), 'w').close()
case('empty.cert', 2, 'not a SQLite file')
with open(os.path.join(OUT, V), 'rb') as f:
    whole = f.read()
with open(os.path.join(OUT, 'truncated.cert'), 'wb') as f:
    f.write(whole[:len(whole) - 600])
case('truncated.cert', 2, '^posproof-check: ')


# 5. Block defects, found when the block is needed (exit 2).  One entry a
#    block: block 0 holds the start position's entry, block 1 the other.
def block_case(name, regex, hook, per_block=1, entries=ent, h=hdr):
    case(write(name, h, entries, per_block=per_block, block_hook=hook), 2, regex)


def only(i0, f):
    return lambda i, ks, raw, first, count, data: \
        f(ks, raw, first, count, data) if i == i0 else (first, count, data)


block_case('blk-no-checksum.cert', 'block 0: zstd frame has no checksum',
           only(0, lambda ks, raw, fk, c, d: (fk, c, compress(raw, checksum=False))))
block_case('blk-no-size.cert', 'block 1: zstd frame declares no content size',
           only(1, lambda ks, raw, fk, c, d: (fk, c, compress(raw, content_size=False))))
block_case('blk-bad-checksum.cert', 'block 0: zstd: .*checksum',
           only(0, lambda ks, raw, fk, c, d: (fk, c, d[:-1] + bytes([d[-1] ^ 1]))))
block_case('blk-two-frames.cert', 'block 0: data is not exactly one zstd frame',
           only(0, lambda ks, raw, fk, c, d: (fk, c, d + d)))
block_case('blk-skippable.cert', 'block 0: not a zstd frame',
           only(0, lambda ks, raw, fk, c, d: (fk, c, b'\x50\x2a\x4d\x18' +
                                                   bytes(4) + d)))
block_case('blk-garbage.cert', 'block 1: not a zstd frame',
           only(1, lambda ks, raw, fk, c, d: (fk, c, b'garbage')))
block_case('blk-size.cert', 'block 0: zstd frame declares 4 bytes, expected 6',
           only(0, lambda ks, raw, fk, c, d: (fk, 3, d)), per_block=2,
           h=dict(hdr, entries='3'))
block_case('blk-first-key.cert', 'block 1: first key differs from first_key',
           only(1, lambda ks, raw, fk, c, d: (b'\x01', c, d)))
two = {start_key: ent[start_key], later_key: ent[later_key]}
block_case('blk-unsorted.cert', 'block 0: keys are not strictly ascending',
           only(0, lambda ks, raw, fk, c, d: (
               fk, c, compress(planes([ks[0], ks[1], ks[0]], [0] * 3)))),
           per_block=3, entries={**two, b'\x01': 0},
           h=dict(hdr, entries='3'))
block_case('blk-duplicate.cert', 'block 0: keys are not strictly ascending',
           only(0, lambda ks, raw, fk, c, d: (
               fk, c, compress(planes([ks[0], ks[1], ks[1]], [0] * 3)))),
           per_block=3, entries={**two, b'\x01': 0}, h=dict(hdr, entries='3'))
block_case('blk-overlap.cert', 'block 0: keys reach into the next block',
           only(0, lambda ks, raw, fk, c, d: (
               fk, 2, compress(planes([ks[0], later_key], [ent[start_key], 0])))),
           h=dict(hdr, entries='3'))

# A genuine strategy (hp on K5, Maker first: 3 entries a block, L = 3)
# whose blocks hold each key's bytes together, then the moves, instead of
# byte planes: the keys read from the planes are not the block's keys.
g, w, ent5 = genuine['hp', 5, 1]
case(write('blk-rows.cert', header(g, w, len(ent5)), ent5, block_hook=lambda
           i, ks, raw, fk, c, d: (fk, c, compress(b''.join(ks) + raw[-c:]))),
     2, 'block 0: (first key differs from first_key|keys are not strictly '
     'ascending)')


# 6. The families and properties of the second revision (key layered-v2,
#    oriented-v2 for subh): genuine certificates, each with the expectation
#    flags of the solver's grammar.
def flags(g):
    a = '--n %d' % g.n if not g.board else '--board %s' % g.board
    if g.family in ('maker-breaker', 'avoider-enforcer'):
        a = '--game %s --rule %s %s --first %s' % (g.game, g.family, a,
                                                  g.roles[g.first - 1])
    elif g.family == 'subh':
        a = '--game subh %s --creator %s' % (a, ['first', 'second'][g.first - 1])
    else:
        a = '--game %s --rule %s %s' % (g.family, g.rule, a)
    if g.family == 'ramsey':
        a += ' --H %s' % g.H
    if g.family == 'shared':
        a += ' --property %s' % g.prop
    return a + (' --bias %d:%d' % g.bias if g.bias != (1, 1) else '')


new = {}
for name, g in [
        ('ae-conn-4-avoider', Game('avoider-enforcer', 4, 1, game='conn')),
        ('ae-conn-4-enforcer', Game('avoider-enforcer', 4, 2, game='conn')),
        ('ae-ham-5-avoider', Game('avoider-enforcer', 5, 1, game='ham')),
        ('mb-hc-5-maker', Game('maker-breaker', 5, 1, game='hc')),
        ('mb-cycle-5-breaker', Game('maker-breaker', 5, 2, game='cycle')),
        ('mb-arb2-4-maker', Game('maker-breaker', 4, 1, game='arboricity:2')),
        ('mb-arb3-5-maker', Game('maker-breaker', 5, 1, game='arboricity:3',
                                 bias=(3, 1))),
        ('mb-hK3-5-maker', Game('maker-breaker', 5, 1, game='h:Bw')),
        ('mb-hP4-5-breaker', Game('maker-breaker', 5, 2, game='h:CU')),
        ('mb-hp-5-bias21', Game('maker-breaker', 5, 2, game='hp', bias=(2, 1))),
        ('mb-ham-5-bias12', Game('maker-breaker', 5, 1, game='ham', bias=(1, 2))),
        ('mb-fhp-board', Game('maker-breaker', 5, 1, game='fhp', board='D^{')),
        ('mb-conn-board', Game('maker-breaker', 6, 2, game='conn', board='EQjO')),
        ('ramsey-avoid-K3-5', Game('ramsey', 5, rule='avoid', H='Bw')),
        ('ramsey-avoid-P3-4', Game('ramsey', 4, rule='avoid', H='Bo')),
        ('ramsey-plus-P3-4', Game('ramsey', 4, rule='avoid-plus', H='Bo')),
        ('ramsey-plus-K3-4', Game('ramsey', 4, rule='avoid-plus', H='Bw')),
        ('ramsey-misere-K3-5', Game('ramsey', 5, rule='misere', H='Bw')),
        ('ramsey-achieve-K3-5', Game('ramsey', 5, rule='achieve', H='Bw')),
        ('ramsey-achieve-C4-4', Game('ramsey', 4, rule='achieve', H='C]')),
        ('ramsey-weak-K3-5', Game('ramsey', 5, rule='weak-achieve', H='Bw')),
        ('subh-4-creator', Game('subh', 4, 1)),
        ('subh-4-blocker', Game('subh', 4, 2)),
        ('subh-5-creator', Game('subh', 5, 1)),
        ('shared-normal-conn-4', Game('shared', 4, rule='normal', prop='conn')),
        ('shared-avoid-cycle-5', Game('shared', 5, rule='avoid', prop='cycle')),
        ('shared-normal-fhp-4', Game('shared', 4, rule='normal', prop='fhp'))]:
    new[name] = g, genuine_cert(name, g, flags(g))

# Flags that name H or P by name resolve to graph6 before the comparison.
g = new['ramsey-achieve-K3-5'][0]
w = 1 if new['ramsey-achieve-K3-5'][1] > 0 else 2
case('ramsey-achieve-K3-5.cert', 0, claim(g, w), '--H K3 --game ramsey')
case('ramsey-achieve-K3-5.cert', 1, '^REJECTED: certificate claims H Bw, '
     'expected C~', '--H K4')
case('ramsey-achieve-K3-5.cert', 1, '^REJECTED: certificate claims rule '
     'achieve, expected avoid', '--rule avoid')
case('ramsey-avoid-P3-4.cert', 0, '^VERIFIED', '--H star:2')
assert g6_encode(3, {0, 1}) == 'Bo' and g6_encode(5, set(range(1, 10))) == 'D^{'
case('mb-hK3-5-maker.cert', 0, '^VERIFIED', '--game h:K3')
case('mb-hP4-5-breaker.cert', 0, '^VERIFIED', '--game h:CU --n 5')
# h:CU is the P4 of posproof up to commit 9a10277; P4 is now Ch (networkx's path_graph(4))
case('mb-hP4-5-breaker.cert', 3, 'you asked: h:P4 \\(a copy of P4\\) on K5 when Breaker moves first$',
     '--game h:P4 --n 5')
case('mb-hK3-5-maker.cert', 1, '^REJECTED: certificate claims game h:Bw, '
     'expected h:Ch', '--game h:P4')
case('mb-hK3-5-maker.cert', 1, '^REJECTED: certificate claims family '
     'maker-breaker, expected avoider-enforcer', '--rule avoider-enforcer')
case('mb-fhp-board.cert', 1, '^REJECTED: certificate claims board D\\^\\{, '
     'expected complete', '--n 5')
case('mb-hp-5-bias21.cert', 1, '^REJECTED: certificate claims bias 2:1, '
     'expected 1:2', '--bias 1:2')
case('subh-4-creator.cert', 1, '^REJECTED: certificate claims first creator, '
     'expected blocker', '--creator second')
case('subh-4-creator.cert', 0, '^VERIFIED', '--first creator')
case('shared-normal-conn-4.cert', 1, '^REJECTED: certificate claims property '
     'conn, expected cycle', '--property cycle')
case('shared-normal-conn-4.cert', 1, '^REJECTED: certificate claims rule '
     'normal, expected avoid', '--game shared --rule avoid')


def draw_game():
    for name, (g, v) in new.items():
        if v == 0:
            return name, g
    raise SystemExit('no draw among the games')


dname, dg = draw_game()
case('%s-first.cert' % dname, 1, '^REJECTED: certificate claims winner none, '
     'expected first', '--winner first')
case('%s-first.cert' % dname, 1, '^REJECTED: certificate claims strategy '
     'first, expected second', '--no-loss second')

# 7. Wrong claims and wrong moves under the new rules (exit 1).
for name in ['ae-conn-4-avoider', 'ramsey-avoid-K3-5', 'subh-4-creator',
             'shared-normal-conn-4', 'mb-hp-5-bias21', 'mb-fhp-board']:
    g, v = new[name]
    if v:
        L = 2 if v > 0 else 1           # the loser claims the win
        assert replayed(name + '-false-claim.cert', g, L,
                        strategy(g, L, 'first'))
# winner none where the strategy's player loses
for name, (g, v) in new.items():
    if v and g.family == 'ramsey':
        L = 2 if v > 0 else 1
        assert replayed(name + '-none-loses.cert', g, L,
                        strategy(g, L, 'first', target=0), target=0)
        break
# a draw claimed as a win: the 'no loss' strategy of a drawn game
ent = strategy(dg, 1, target=0)
assert replayed('%s-draw-as-win.cert' % dname, dg, 1, ent)


def mutate(name, g, S, ent, pick, target=1, regex=None):
    """ent with the move of the first entry (in key order) for which
    pick(K, move) returns a byte replaced by it."""
    for k in sorted(ent):
        K = decode(g, k if g.key != V1 else k + b'\0')
        b = pick(K, ent[k])
        if b is not None:
            want = replayed(name, g, S, {**ent, k: b}, target)
            assert want and (regex is None or regex in want), (name, want)
            return
    raise SystemExit('no entry to mutate for ' + name)


def winner(name):
    g, v = new[name]
    S = 1 if v > 0 else 2
    return g, S, strategy(g, S)


# illegal colouring under avoid: a free pair that would complete H
g, S, ent = winner('ramsey-avoid-K3-5')
mutate('ramsey-avoid-illegal.cert', g, S, ent, lambda K, b: next(
    (q for q in range(g.m) if K[0][q] == 0 and q not in g.legal(K)), None),
    regex='is not legal')
# stop where it is not legal: at the start of a turn (avoid-plus), and
# under a rule without stop
g, S, ent = winner('ramsey-plus-P3-4')
assert 255 in ent.values(), 'no stop move in the avoid-plus strategy'
mutate('ramsey-plus-bad-stop.cert', g, S, ent,
       lambda K, b: 255 if K[2] == 0 else None, regex='stop is not legal')
g, S, ent = winner('ramsey-avoid-K3-5')
mutate('ramsey-avoid-stop.cert', g, S, ent, lambda K, b: 255,
       regex='stop is not legal')
# orienting a pair that is already oriented
g, S, ent = winner('subh-4-creator')
mutate('subh-oriented-pair.cert', g, S, ent, lambda K, b: next(
    (q + 128 * (q % 2) for q in range(g.m) if K[0][q]), None),
    regex='is not free')
mutate('subh-out-of-range.cert', g, S, ent, lambda K, b: 128 + g.m,
       regex='out of range')
# a non-board pair (state 3) is not free
g, S, ent = winner('mb-fhp-board')
mutate('board-off-pair.cert', g, S, ent, lambda K, b: next(
    (q for q in range(g.m) if K[0][q] == 3), None), regex='is not free')

# the turn byte: keys without it (L bytes) cannot be read, keys with a
# wrong one have no entry
g, S, ent = winner('ramsey-avoid-K3-5')
case(write('no-turn-byte.cert', header(g, S, len(ent)),
           {k[:g.L]: b for k, b in ent.items()}), 2,
     'first_key is not a 4-byte blob')
case(write('wrong-turn-byte.cert', header(g, S, len(ent)),
           {k[:g.L] + bytes([k[g.L] ^ 1]): b for k, b in ent.items()}), 1,
     '^REJECTED: no strategy entry for position')
g, S, ent = winner('mb-hp-5-bias21')
case(write('bias-wrong-turn-byte.cert', header(g, S, len(ent)),
           {k[:g.L] + bytes([k[g.L] ^ 2]): b for k, b in ent.items()}), 1,
     '^REJECTED: no strategy entry for position')

# 8. Header defects of the new fields (exit 2).
g, v = new['ramsey-achieve-K3-5']
S = 1 if v > 0 else 2
ent = strategy(g, S)
rh = header(g, S, len(ent))
hdr_case('hdr-ramsey-no-rule.cert', "header field 'rule' is missing", rh, ent,
         rule=None)
hdr_case('hdr-ramsey-rule.cert', "'rule' has invalid value 'normal'", rh, ent,
         rule='normal')
hdr_case('hdr-ramsey-no-H.cert', "header field 'H' is missing", rh, ent, H=None)
hdr_case('hdr-ramsey-H-empty.cert', "'H' has invalid value 'B\\?'", rh, ent,
         H='B?')
hdr_case('hdr-ramsey-H-big.cert', "'n' has invalid value '5'", rh, ent,
         H='E~~w')
hdr_case('hdr-ramsey-bias.cert', "'bias' has invalid value '2:1'", rh, ent,
         bias='2:1')
hdr_case('hdr-ramsey-first.cert', "'first' has invalid value 'second'", rh,
         ent, first='second')
hdr_case('hdr-ramsey-game.cert', "'game' has invalid value 'ham'", rh, ent,
         game='ham')
hdr_case('hdr-ramsey-key.cert', "'key' has invalid value 'oriented-v2'", rh,
         ent, key='oriented-v2')
hdr_case('hdr-ramsey-board.cert', "'board' has invalid value 'Dhc'", rh, ent,
         board='Dhc')
hdr_case('hdr-ramsey-tail.cert', "'tail' has invalid value '1'", rh, ent,
         tail='1')
hdr_case('hdr-winner.cert', "'winner' has invalid value 'nobody'", rh, ent,
         winner='nobody')
hdr_case('hdr-none-strategy.cert', "'strategy' has invalid value 'none'", rh,
         ent, winner='none', strategy='none')
g, v = new['mb-fhp-board']
S = 1 if v > 0 else 2
ent = strategy(g, S)
bh = header(g, S, len(ent))
hdr_case('hdr-board-padding.cert', "'board' has invalid value 'D\\^\\|'", bh,
         ent, board='D^|')
hdr_case('hdr-board-n.cert', "'n' has invalid value '6'", bh, ent, n='6')
hdr_case('hdr-board-short.cert', "'board' has invalid value 'D\\^'", bh, ent,
         board='D^')
hdr_case('hdr-board-fixed.cert', "'fixed' has invalid value ''", bh, ent,
         fixed='')
hdr_case('hdr-arboricity.cert', "'game' has invalid value 'arboricity:1'",
         bh, ent, game='arboricity:1', fixed='')
hdr_case('hdr-h-game.cert', "'game' has invalid value 'h:K3'", bh, ent,
         game='h:K3', fixed='')
g, v = new['subh-4-creator']
ent = strategy(g, 1 if v > 0 else 2)
sh = header(g, 1 if v > 0 else 2, len(ent))
hdr_case('hdr-subh-key.cert', "'key' has invalid value 'layered-v2'", sh, ent,
         key='layered-v2')
hdr_case('hdr-subh-first.cert', "'first' has invalid value 'maker'", sh, ent,
         first='maker')
hdr_case('hdr-subh-n.cert', "'n' has invalid value '2'", sh, ent, n='2')
g, v = new['shared-normal-conn-4']
ent = strategy(g, 1 if v > 0 else 2)
hdr_case('hdr-shared-property.cert', "'property' has invalid value 'ramsey'",
         header(g, 1 if v > 0 else 2, len(ent)), ent, property='ramsey')
hdr_case('hdr-shared-rule.cert', "'rule' has invalid value 'misere'",
         header(g, 1 if v > 0 else 2, len(ent)), ent, rule='misere')


# 9. Format version 2: short wins (FORMAT.md 6.3).  Entries are left out
#    where S forces a good end within 'finish' moves; the checker must find
#    those wins itself, and only those.
g, w, ent0 = genuine['hp', 5, 1]
args = '--game hp --n 5 --first maker --winner maker'
ent1 = strategy(g, w, finish=1)
ent2 = strategy(g, w, finish=2)
assert len(ent2) < len(ent1) < len(ent0)
assert replayed('hp-5-maker-finish1.cert', g, w, ent1, args=args,
                finish=1) is None
assert 'no strategy entry' in replayed('hp-5-maker-finish1-as-0.cert', g, w,
                                       ent1, args=args, finish=0)
missing = {k: b for k, b in ent1.items() if k != max(ent1)}
assert 'no strategy entry' in replayed('hp-5-maker-finish1-missing.cert', g,
                                       w, missing, args=args, finish=1)
assert replayed('hp-5-maker-finish2.cert', g, w, ent2, args=args,
                finish=2) is None
assert 'no strategy entry' in replayed('hp-5-maker-finish2-as-1.cert', g, w,
                                       ent2, args=args, finish=1)
# other families, keys and turns: Enforcer has no move that ends the game
# well at once, so its short wins with finish 1 are Avoider's forced
# losses; with bias 2:1 Maker's two moves of a turn count as two
for name, f in [('ae-conn-4-enforcer', 1), ('mb-hp-5-bias21', 1),
                ('mb-hp-5-bias21', 2), ('ramsey-avoid-K3-5', 1),
                ('subh-4-creator', 1), ('shared-normal-conn-4', 1)]:
    g, v = new[name]
    w = 1 if v > 0 else 2
    ent = strategy(g, w, finish=f)
    assert len(ent) < len(strategy(g, w)), name
    assert replayed('%s-finish%d.cert' % (name, f), g, w, ent, finish=f,
                    args=flags(g) + ' --winner ' + g.roles[w - 1]) is None
# a draw: the 'no loss' strategy of the first player
ent = strategy(dg, 1, target=0, finish=1)
assert replayed('%s-first-finish1.cert' % dname, dg, 1, ent, target=0,
                args=flags(dg) + ' --no-loss first', finish=1) is None


# 10. Where the opponent moves in Maker-Breaker or weak-achieve with
#     finish >= 1 and S has more threats (free pairs with which S ends the
#     game well at once) than the opponent has moves left in its turn, the
#     checker accepts without visiting the opponent's moves; with exactly
#     as many, it visits only the threats (verify.c, needed()).  Genuine
#     certificates where that happens -- S the role that makes P, S the
#     other (a threat is a pair whose loss kills P for the available
#     graph), a bias, weak-achieve -- must verify.  Without the entry for
#     the position right after the opponent took S's only threat, they must
#     be rejected, as they would not be if one threat were taken as enough.
def threats(g, S, pos):
    """S's threats in pos: pairs completing P for the state-1 graph (S = 1)
    or whose loss kills P for the available graph (S = 2)."""
    st = pos[0]
    mine = [q for q in range(g.m) if st[q] == 1]
    avail = [q for q in range(g.m) if st[q] in (0, 1)]
    return [q for q in g.free(pos) if (
        g.holds(mine + [q]) if S == 1 else
        not g.holds([a for a in avail if a != q]))]


def left_in_turn(g, pos):
    turn = g.bias[g.role(pos[1]) - 1] if g.family in (
        'maker-breaker', 'avoider-enforcer') else 1
    return turn - pos[2]


def shortcut_walk(g, S, entries, finish):
    """Walks the strategy as the checker would without the shortcut.
    Returns the set of (moves left, more threats than that) over opponent
    positions with at least as many threats as moves left, and the lookup
    key of the first S-to-move position reached by the opponent taking S's
    only threat with the last move of its turn where S has no short win
    (None if there is none)."""
    seen, kinds, block = set(), set(), []

    def visit(pos):
        if g.outcome(pos) or (g.role(pos[1]) == S and
                              g.forces(S, pos, finish)):
            return
        key, lab = key_of(g, pos)
        if key in seen:
            return
        seen.add(key)
        if g.role(pos[1]) == S:
            mv = stored(g, pos, lab, entries[lookup_key(g, key)])
            visit(g.apply(pos, mv))
            return
        t, left = threats(g, S, pos), left_in_turn(g, pos)
        if len(t) >= left:
            kinds.add((left, len(t) > left))
        for mv in g.moves(pos):
            y = g.apply(pos, mv)
            if (not block and t == [mv[0]] and left == 1 and
                    not g.outcome(y) and not g.forces(S, y, finish)):
                block.append(lookup_key(g, key_of(g, y)[0]))
            visit(y)
    visit(g.start)
    return kinds, block[0] if block else None


# (kind: a (moves left, more threats) the walk must meet; blocked: whether
# to write the certificate without the entry after S's only threat.)
for name, g, S, kind, blocked in [
        ('fhp-5-maker', genuine['fhp', 5, 1][0], 2, (1, True), True),
        ('ramsey-weak-K3-5', new['ramsey-weak-K3-5'][0], 1, (1, True), True),
        ('mb-ham-5-bias21', Game('maker-breaker', 5, 1, game='ham',
                                 bias=(2, 1)), 1, (1, False), True),
        ('mb-conn-6-bias12', Game('maker-breaker', 6, 1, game='conn',
                                  bias=(1, 2)), 1, (2, True), False)]:
    assert g.value(S, g.start) > 0, name
    ent = strategy(g, S, finish=1)
    kinds, key = shortcut_walk(g, S, ent, 1)
    assert kind in kinds, (name, kinds)
    args = flags(g) + ' --winner ' + g.roles[S - 1]
    assert replayed(name + '-finish1.cert', g, S, ent, args=args,
                    finish=1) is None
    if blocked:
        assert key is not None, name
        want = replayed(name + '-finish1-blocked.cert', g, S,
                        {k: b for k, b in ent.items() if k != key},
                        args=args, finish=1)
        assert want and 'no strategy entry' in want, (name, want)
# Breaker wins cycle on K6 with bias 1:2; Maker's false claim passes
# positions where Maker has two threats and Breaker two moves left: not
# enough, Breaker takes both.
g = Game('maker-breaker', 6, 1, game='cycle', bias=(1, 2))
assert g.value(1, g.start) < 0
ent = strategy(g, 1, 'first', finish=1)
assert (2, False) in shortcut_walk(g, 1, ent, 1)[0]
assert 'Breaker winning' in replayed(
    'mb-cycle-6-bias12-false-claim.cert', g, 1, ent, finish=1,
    args=flags(g) + ' --winner maker')

tool.stdin.close()
tool.wait()
with open(os.path.join(OUT, 'corpus.list'), 'w') as f:
    f.write('# file, exit status, ERE on stdout and stderr (lines joined by ~~),'
            ' arguments; tab separated\n')
    for name, status, regex, args in cases:
        assert '\t' not in regex and '\n' not in regex
        f.write('%s\t%d\t%s\t%s\n' % (name, status, regex, args))
print('%d cases' % len(cases))
