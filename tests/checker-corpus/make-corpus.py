#!/usr/bin/env python3
"""make-corpus.py - builds the hand-made certificates of tests/checker-corpus.

    cc -std=c11 -O2 -DWORDSIZE=64 -DMAXN=WORDSIZE $(pkg-config --cflags nauty) \
       -Ichecker tests/checker-corpus/keytool.c checker/key.c checker/board.c \
       checker/rules.c -o /tmp/keytool -lnautyL1
    python3 tests/checker-corpus/make-corpus.py /tmp/keytool tests/checker-corpus

Writes the certificates and corpus.list (one case a line, tab separated:
file, expected exit status, regular expression the output must match,
extra arguments).  tests/20-checker-handmade.t runs the cases.

Nothing here comes from the solver.  Game values and strategies come from a
brute-force minimax written below from FORMAT.md section 4 (Hamiltonicity by
trying every vertex order); keys come from the checker's key code through
keytool (they agree with `posproof key`).  Strategy moves are chosen on the
canonical position itself, so isomorphic positions get the same move.
"""
import ctypes
import ctypes.util
import itertools
import os
import sqlite3
import subprocess
import sys

KEYTOOL, OUT = sys.argv[1], sys.argv[2]
MAKER, BREAKER = 1, 2
NAME = {MAKER: 'maker', BREAKER: 'breaker'}
PLAIN = {MAKER: 'Maker', BREAKER: 'Breaker'}

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


# --- board and rules (FORMAT.md sections 3 and 4) -------------------------
def pairs(n):
    return [(i, j) for j in range(n) for i in range(j)]   # colex numbering


def has(game, n, edges):
    adj = lambda a, b: (min(a, b), max(a, b)) in edges
    if game == 'conn':
        seen, todo = {0}, [0]
        while todo:
            v = todo.pop()
            for w in range(n):
                if w not in seen and adj(v, w):
                    seen.add(w)
                    todo.append(w)
        return len(seen) == n
    if game == 'pm':
        def match(rest):
            if not rest:
                return True
            u = rest[0]
            return any(adj(u, w) and match([x for x in rest if x not in (u, w)])
                       for w in rest[1:])
        return n % 2 == 0 and match(list(range(n)))
    for order in itertools.permutations(range(n)):
        if all(adj(order[k], order[k + 1]) for k in range(n - 1)):
            if game == 'hp' or (game == 'ham' and adj(order[-1], order[0])) \
                    or (game == 'fhp' and order[0] == 0 and order[-1] == 1):
                return True
    return False


class Game:
    def __init__(self, game, n, first):
        self.game, self.n, self.first = game, n, first
        self.pairs = pairs(n)
        self.m = len(self.pairs)
        self.has_memo, self.win_memo = {}, {}

    def mover(self, pos):
        c = sum(1 for s in pos if s)
        return self.first if c % 2 == 0 else 3 - self.first

    def prop(self, edges):
        e = frozenset(edges)
        if e not in self.has_memo:
            self.has_memo[e] = has(self.game, self.n, e)
        return self.has_memo[e]

    def end(self, pos):
        if self.prop(p for p, s in zip(self.pairs, pos) if s == MAKER):
            return MAKER
        if not self.prop(p for p, s in zip(self.pairs, pos) if s != BREAKER):
            return BREAKER
        return 0

    def play(self, pos, p):
        pos = list(pos)
        pos[p] = self.mover(pos)
        return tuple(pos)

    def free(self, pos):
        return [p for p in range(self.m) if pos[p] == 0]

    def wins(self, S, pos):
        """S wins from pos with perfect play (minimax)."""
        k = (S, pos)
        if k not in self.win_memo:
            e = self.end(pos)
            if e:
                r = e == S
            elif self.mover(pos) == S:
                r = any(self.wins(S, self.play(pos, p)) for p in self.free(pos))
            else:
                r = all(self.wins(S, self.play(pos, p)) for p in self.free(pos))
            self.win_memo[k] = r
        return self.win_memo[k]

    def can_lose(self, S, pos):
        """Some play from pos (both sides cooperating) ends with S losing."""
        k = (-S, pos)
        if k not in self.win_memo:
            e = self.end(pos)
            self.win_memo[k] = e != S if e else any(
                self.can_lose(S, self.play(pos, p)) for p in self.free(pos))
        return self.win_memo[k]


# --- keys through keytool -------------------------------------------------
tool = subprocess.Popen([KEYTOOL], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                        text=True)


def key_of(g, pos):
    fmt = lambda st: ','.join('%d-%d' % q for q, s in zip(g.pairs, pos)
                              if s == st) or '-'
    tool.stdin.write('%s %d %s %s\n' % (g.game, g.n, fmt(MAKER), fmt(BREAKER)))
    tool.stdin.flush()
    words = tool.stdout.readline().split()
    assert words and words[0] != 'error'
    return bytes.fromhex(words[0]), [int(w) for w in words[1:]]


def decode(g, key):
    return tuple((key[p // 4] >> (2 * (p % 4))) & 3 for p in range(g.m))


def strategy(g, S, how='win', tail=0):
    """Entries (key -> canonical move) for every S-to-move position the
    checker reaches: the first free pair of the canonical position that
    wins ('win') or after which some play loses ('help') for S if there is
    one, else (and for 'first') its first free pair."""
    entries, seen = {}, set()

    def visit(pos):
        if g.end(pos):
            return
        if g.mover(pos) == S and g.m - sum(1 for s in pos if s) <= tail:
            return
        key, lab = key_of(g, pos)
        if key in seen:
            return
        seen.add(key)
        if g.mover(pos) == S:
            K = decode(g, key)
            free = g.free(K)
            good = [q for q in free if
                    (how == 'win' and g.wins(S, g.play(K, q))) or
                    (how == 'help' and g.can_lose(S, g.play(K, q)))]
            q = (good or free)[0]
            entries[key] = q
            a, b = g.pairs[q]
            x, y = sorted((lab[a], lab[b]))
            p = g.pairs.index((x, y))
            assert pos[p] == 0
            visit(g.play(pos, p))
        else:
            for p in g.free(pos):
                visit(g.play(pos, p))
    visit(tuple([0] * g.m))
    return entries


def ere(text):
    """text as a POSIX extended regular expression matching itself."""
    return ''.join('\\' + ch if ch in '.[]()*+?{}|^$\\' else ch for ch in text)


def replay(g, S, entries, tail=0):
    """The checker's verdict, computed independently in the checker's order
    (opponent moves by ascending pair number): None if the strategy wins,
    else the expected output 'REJECTED: reason~~moves from the start: ...'."""
    accepted, path = set(), []

    class Fail(Exception):
        pass

    def visit(pos):
        e = g.end(pos)
        if e:
            if e != S:
                raise Fail('play ends with %s winning' % PLAIN[e])
            return
        free = g.free(pos)
        if g.mover(pos) == S and len(free) <= tail:
            if not g.wins(S, pos):
                raise Fail('%s wins by perfect play from this tail position '
                           '(%d free pairs)' % (PLAIN[3 - S], len(free)))
            return
        key, lab = key_of(g, pos)
        if key in accepted:
            return
        if g.mover(pos) == S:
            if key not in entries:
                raise Fail('no strategy entry for position (key %s)' % key.hex())
            q = entries[key]
            if q >= g.m:
                raise Fail('stored move %d is out of range (m = %d)' % (q, g.m))
            a, b = g.pairs[q]
            p = g.pairs.index(tuple(sorted((lab[a], lab[b]))))
            if pos[p]:
                raise Fail('stored move %d-%d is not free' % g.pairs[p])
            moves = [p]
        else:
            moves = free
        for p in moves:
            path.append(p)
            visit(g.play(pos, p))
            path.pop()
        accepted.add(key)
    try:
        visit(tuple([0] * g.m))
        return None
    except Fail as f:
        who = [g.first if i % 2 == 0 else 3 - g.first for i in range(len(path))]
        shown = ', '.join('%s %d-%d' % (PLAIN[w][0], *g.pairs[p])
                          for w, p in zip(who, path)) or '(none)'
        return 'REJECTED: %s~~moves from the start: %s' % (f, shown)


# --- writing certificates -------------------------------------------------
def header(g, winner, entries, tail=0):
    return {'magic': 'posproof certificate', 'format_version': '1',
            'family': 'maker-breaker', 'game': g.game, 'board': 'complete',
            'n': str(g.n), 'fixed': '0 1' if g.game == 'fhp' else '',
            'bias': '1:1', 'first': NAME[g.first], 'winner': NAME[winner],
            'strategy': NAME[winner], 'key': 'layered-3state-v1',
            'tail': str(tail), 'entries': str(entries),
            'tool': 'tests/checker-corpus/make-corpus.py'}


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
    for i, (ks, raw) in enumerate(blocks_of(entries, per_block)):
        first, count, data = ks[0], len(ks), compress(raw)
        if block_hook:
            first, count, data = block_hook(i, ks, raw, first, count, data)
        db.execute('INSERT INTO block VALUES (?, ?, ?)', (first, count, data))
    for s in sql:
        db.execute(s)
    db.commit()
    db.close()
    return name


cases = []


def case(name, status, regex, args=''):
    cases.append((name, status, regex, args))


def claim(winner, g):
    return '^VERIFIED: %s wins %s \\(.*\\) on K%d when %s moves first' % (
        PLAIN[winner], g.game, g.n, PLAIN[g.first])


def replayed(name, g, S, entries, tail=0):
    """A certificate the checker must judge exactly as replay() says."""
    want = replay(g, S, entries, tail)
    case(write(name, header(g, S, len(entries), tail), entries),
         1 if want else 0, '^' + ere(want) + '$' if want else claim(S, g))
    return want


# 1. Genuine certificates for every game on K4 and K5; false claims (the
#    loser's first free pair everywhere) on K4; the winner helping the
#    loser: a move after which some play loses, wherever there is one.
genuine = {}
for game in ['ham', 'hp', 'fhp', 'conn', 'pm']:
    for n in [4, 5]:
        if game == 'pm' and n % 2:
            continue
        for first in [MAKER, BREAKER]:
            g = Game(game, n, first)
            start = tuple([0] * g.m)
            w = MAKER if g.wins(MAKER, start) else BREAKER
            assert g.wins(w, start) and not g.wins(3 - w, start)
            ent = strategy(g, w)
            assert replay(g, w, ent) is None
            genuine[game, n, first] = g, w, ent
            base = '%s-%d-%s' % (game, n, NAME[first])
            case(write(base + '.cert', header(g, w, len(ent)), ent), 0,
                 claim(w, g), '--game %s --n %d --first %s --winner %s'
                 % (game, n, NAME[first], NAME[w]))
            if n == 4:
                assert replayed(base + '-false-claim.cert', g, 3 - w,
                                strategy(g, 3 - w, 'first'))
            replayed(base + '-helpful.cert', g, w, strategy(g, w, 'help'))

# 2. conn on K3, Maker first: the example of the brief, and its mutants.
g = Game('conn', 3, MAKER)
ent = strategy(g, MAKER)
assert len(ent) == 2
hdr = header(g, MAKER, 2)
V = 'conn3.cert'
case(write(V, hdr, ent), 0, claim(MAKER, g), '--game conn --n 3')
case(V, 0, '^VERIFIED: Maker wins conn \\(connectivity\\) on K3 when Maker '
     'moves first$', '--quiet')
case(V, 1, '^REJECTED: certificate claims winner maker, expected breaker',
     '--winner breaker')
case(V, 1, '^REJECTED: certificate claims first maker, expected breaker',
     '--first breaker')
case(V, 1, '^REJECTED: certificate claims game conn, expected ham', '--game ham')
case(V, 1, '^REJECTED: certificate claims n 3, expected 4', '--n 4')

start_key = min(ent)          # key of the empty position is all zero bytes
later_key = max(ent)
assert start_key == b'\0'

case(write('conn3-missing-entry.cert', header(g, MAKER, 1),
           {start_key: ent[start_key]}), 1,
     '^REJECTED: no strategy entry for position .*~~moves from the start: '
     'M [0-9]-[0-9], B [0-9]-[0-9]$')
claimed = [q for q in range(3) if decode(g, later_key)[q]][0]
case(write('conn3-move-not-free.cert', hdr, {start_key: ent[start_key],
                                             later_key: claimed}), 1,
     '^REJECTED: stored move [0-9]-[0-9] is not free')
case(write('conn3-move-out-of-range.cert', hdr,
           {start_key: 3, later_key: ent[later_key]}), 1,
     '^REJECTED: stored move 3 is out of range \\(m = 3\\)~~'
     'moves from the start: \\(none\\)$')
case(write('conn3-tail.cert', header(g, MAKER, 0, tail=3), {}), 0,
     claim(MAKER, g))
case(write('conn3-tail1.cert', header(g, MAKER, 1, tail=1),
           {start_key: ent[start_key]}), 0, claim(MAKER, g))
gb = Game('conn', 3, BREAKER)
case(write('conn3-tail-lost.cert', header(gb, MAKER, 0, tail=2), {}), 1,
     '^REJECTED: Breaker wins by perfect play from this tail position '
     '\\(2 free pairs\\)~~moves from the start: B [0-9]-[0-9]$')
case(write('conn3-extra.cert', hdr, ent, sql=[
    "INSERT INTO header VALUES ('comment', 'extra names are ignored')",
    'CREATE TABLE notes (x)']), 0, claim(MAKER, g))
case(write('conn3-one-block.cert', hdr, ent, per_block=10), 0, claim(MAKER, g))

# 3. Header defects: the file cannot be read as a certificate (exit 2).
def hdr_case(name, regex, **change):
    h = dict(hdr)
    for k, v in change.items():
        if v is None:
            del h[k]
        else:
            h[k] = v
    case(write(name, h, ent), 2, regex)


hdr_case('hdr-version2.cert', '^posproof-check: unsupported format version 2$',
         format_version='2')
hdr_case('hdr-no-version.cert', 'format_version.*missing', format_version=None)
hdr_case('hdr-magic.cert', "'magic' has invalid value", magic='posproof')
hdr_case('hdr-no-key.cert', "header field 'key' is missing", key=None)
hdr_case('hdr-key.cert', "'key' has invalid value", key='layered-3state-v2')
hdr_case('hdr-family.cert', "'family' has invalid value", family='avoider-enforcer')
hdr_case('hdr-game.cert', "'game' has invalid value", game='hamiltonian')
hdr_case('hdr-board.cert', "'board' has invalid value", board='petersen')
hdr_case('hdr-n11.cert', "'n' has invalid value '11'", n='11')
hdr_case('hdr-n-lead0.cert', "'n' has invalid value '03'", n='03')
hdr_case('hdr-n-space.cert', "'n' has invalid value", n=' 3')
hdr_case('hdr-fixed.cert', "'fixed' has invalid value", fixed='0 1')
hdr_case('hdr-bias.cert', "'bias' has invalid value", bias='2:1')
hdr_case('hdr-first.cert', "'first' has invalid value", first='Maker')
hdr_case('hdr-strategy.cert', 'strategy differs from winner', strategy='breaker')
hdr_case('hdr-tail.cert', "'tail' has invalid value", tail='-1')
hdr_case('hdr-entries.cert', "'entries' has invalid value", entries='2x')
hdr_case('hdr-entries-sum.cert', 'blocks hold 2 entries, header.entries says 3',
         entries='3')
case(write('hdr-int-value.cert', hdr, ent, sql=[
    "UPDATE header SET value = x'33' WHERE name = 'n'"]), 2, "'n' is not text")
gpm = Game('pm', 5, MAKER)
case(write('hdr-pm-odd.cert', header(gpm, MAKER, 0, tail=10), {}), 2,
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
g, w, ent = genuine['hp', 5, MAKER]
case(write('blk-rows.cert', header(g, w, len(ent)), ent, block_hook=lambda
           i, ks, raw, fk, c, d: (fk, c, compress(b''.join(ks) + raw[-c:]))),
     2, 'block 0: (first key differs from first_key|keys are not strictly '
     'ascending)')

tool.stdin.close()
tool.wait()
with open(os.path.join(OUT, 'corpus.list'), 'w') as f:
    f.write('# file, exit status, ERE on stdout and stderr (lines joined by ~~),'
            ' arguments; tab separated\n')
    for name, status, regex, args in cases:
        assert '\t' not in regex and '\n' not in regex
        f.write('%s\t%d\t%s\t%s\n' % (name, status, regex, args))
print('%d cases' % len(cases))
