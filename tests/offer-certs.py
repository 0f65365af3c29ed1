#!/usr/bin/env python3
"""offer-certs.py KEYTOOL OUT - hand-made certificates of the offer families
(certs/FORMAT.md version 6: waiter-client, client-waiter, picker-chooser,
chooser-picker), written without the solver, for tests/22-offer-checker.t.

KEYTOOL is tests/checker-corpus/keytool.c built (it asks nauty for the
labelling of a position through the checker's key code; the key bytes it
returns are compared here with the key this script packs itself from that
labelling, FORMAT.md 5.8).  Game values and strategies come from a plain
minimax written below from FORMAT.md 3.3 and 4.2 (properties by brute
force); a strategy's move is chosen on the canonical position, so that
isomorphic positions get the same entry.

Writes the certificates into OUT and prints one case a line, tab separated:
file, expected exit status, a regular expression the output must match,
the same for posproof-check-core (which prints the canonical claim), the
offerer's result as tests/ref-game prints it (first-player-win or
second-player-win; "-" where the file is no genuine certificate), then the
ref-game arguments of the game (or "-").
"""
import ctypes
import ctypes.util
import itertools
import os
import sqlite3
import subprocess
import sys

KEYTOOL, OUT = sys.argv[1], sys.argv[2]
STOP = 'stop'
# FORMAT.md 4.2: the roles in order (state 1's first), the builder (the
# role that wins when G1 has P) and the chooser (its pile is its role)
FAMILIES = {'waiter-client': (('client', 'waiter'), 2, 1),
            'client-waiter': (('client', 'waiter'), 1, 1),
            'picker-chooser': (('picker', 'chooser'), 1, 2),
            'chooser-picker': (('chooser', 'picker'), 1, 1)}

z = ctypes.CDLL(ctypes.util.find_library('zstd') or 'libzstd.so.1')
z.ZSTD_createCCtx.restype = ctypes.c_void_p
z.ZSTD_freeCCtx.argtypes = [ctypes.c_void_p]
z.ZSTD_CCtx_setParameter.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
z.ZSTD_compressBound.argtypes = [ctypes.c_size_t]
z.ZSTD_compressBound.restype = ctypes.c_size_t
z.ZSTD_compress2.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t,
                             ctypes.c_char_p, ctypes.c_size_t]
z.ZSTD_compress2.restype = ctypes.c_size_t


def compress(raw):
    """One zstd frame with the checksum and the content size (6.1)."""
    cctx = z.ZSTD_createCCtx()
    z.ZSTD_CCtx_setParameter(cctx, 200, 1)
    z.ZSTD_CCtx_setParameter(cctx, 201, 1)
    cap = z.ZSTD_compressBound(len(raw))
    buf = ctypes.create_string_buffer(cap)
    size = z.ZSTD_compress2(cctx, buf, cap, raw, len(raw))
    z.ZSTD_freeCCtx(cctx)
    return buf.raw[:size]


def pairs(n):
    return [(i, j) for j in range(n) for i in range(j)]     # colex (3)


def g6_decode(s):
    n = ord(s[0]) - 63
    bits = ''.join(format(ord(c) - 63, '06b') for c in s[1:])
    return n, {q for q in range(n * (n - 1) // 2) if bits[q] == '1'}


def has(P, n, edges):
    """FORMAT.md 4.1 for the properties used here, by brute force."""
    adj = lambda a, b: (min(a, b), max(a, b)) in edges
    if P == 'conn':
        seen, todo = {0}, [0]
        while todo:
            v = todo.pop()
            for w in range(n):
                if w not in seen and adj(v, w):
                    seen.add(w)
                    todo.append(w)
        return len(seen) == n
    if P.startswith('h:'):
        hn, hq = g6_decode(P[2:])
        hp = pairs(hn)
        return any(all(adj(f[hp[q][0]], f[hp[q][1]]) for q in hq)
                   for f in itertools.permutations(range(n), hn))
    raise ValueError(P)


class Game:
    """A position is (st, off, p): st the state of every pair of K_n (0
    free, 1, 2, 3 off the board), off the offered pairs, p 0 when the
    offerer is to move, 1 when the chooser is (3.2, 3.3)."""

    def __init__(self, family, P, n, board=None, q=1, offer='exact',
                 leftover=None):
        self.family, self.P, self.n, self.board = family, P, n, board
        self.roles, self.w1, self.pile = FAMILIES[family]
        self.offerer = 3 - self.pile
        self.q, self.offer = q, offer
        if offer == 'exact' and leftover is None:
            leftover = self.roles[self.offerer - 1]      # posproof's default
        self.leftover = leftover if offer == 'exact' else None
        self.lrole = 0 if leftover in (None, 'discard') else self.roles.index(leftover) + 1
        self.pairs = pairs(n)
        self.m = len(self.pairs)
        onboard = g6_decode(board)[1] if board else set(range(self.m))
        self.start = (tuple(0 if k in onboard else 3 for k in range(self.m)), frozenset(), 0)
        self.L = (self.m + 3) // 4
        self.memo, self.has_memo = {}, {}

    def role(self, p):
        return self.offerer if p == 0 else self.pile

    def holds(self, ks):
        ks = frozenset(ks)
        if ks not in self.has_memo:
            self.has_memo[ks] = has(self.P, self.n, {self.pairs[k] for k in ks})
        return self.has_memo[ks]

    def outcome(self, x):
        """FORMAT.md 4.2, rules 1 to 3: the role that wins, or 0."""
        st, off, p = x
        g1 = [k for k in range(self.m) if st[k] == 1]
        free = [k for k in range(self.m) if st[k] == 0]
        if self.holds(g1):
            return self.w1
        if not self.holds(g1 + free):
            return 3 - self.w1
        if self.offer == 'exact' and p == 0 and not off and len(free) < self.q + 1:
            return self.w1 if self.lrole == 1 else 3 - self.w1
        return 0

    def moves(self, x):
        """FORMAT.md 3.3, 7.1: offers of class-0 pairs ascending, stop
        last (upto, once a pair is offered); choices ascending."""
        st, off, p = x
        if p == 1:
            return sorted(off)
        ms = [k for k in range(self.m) if st[k] == 0 and k not in off]
        return ms + ([STOP] if self.offer == 'upto' and off else [])

    def apply(self, x, mv):
        st, off, p = x
        if p == 1:
            st = list(st)
            for k in off:
                st[k] = self.pile if k == mv else 3 - self.pile
            return (tuple(st), frozenset(), 0)
        if mv == STOP:
            return (st, off, 1)
        off = off | {mv}
        return (st, off, 1 if len(off) == self.q + 1 else 0)

    def value(self, x):
        """The role that wins from x by perfect play."""
        if x not in self.memo:
            end = self.outcome(x)
            if not end:
                me = self.role(x[2])
                vals = (self.value(self.apply(x, mv)) for mv in self.moves(x))
                end = me if any(v == me for v in vals) else 3 - me
            self.memo[x] = end
        return self.memo[x]


class Keys:
    """Keys through KEYTOOL (nauty's labelling), checked against the key
    packed here from that labelling (5.8: classes, turn byte)."""

    def __init__(self):
        self.proc = subprocess.Popen([KEYTOOL], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def key(self, g, x):
        st, off, p = x
        states = ''.join('3' if k in off else str(min(st[k], 2)) for k in range(g.m))
        fixed = 0
        self.proc.stdin.write('3 %d %d %s %s %d %d\n' % (
            fixed, g.n, g.board or 'complete', states, p, len(off) if p == 0 else 0))
        self.proc.stdin.flush()
        line = self.proc.stdout.readline().split()
        keyhex, lab = line[0], [int(v) for v in line[1:]]
        canon = self.relabel(g, x, lab)
        assert self.pack(g, canon).hex() == keyhex, (x, lab, keyhex)
        return bytes.fromhex(keyhex), lab, canon

    @staticmethod
    def relabel(g, x, lab):
        """The canonical position: pair {a, b} gets the state of {lab[a], lab[b]}."""
        st, off, p = x
        idx = {pr: k for k, pr in enumerate(g.pairs)}
        src = [idx[tuple(sorted((lab[a], lab[b])))] for a, b in g.pairs]
        return (tuple(st[s] for s in src),
                frozenset(k for k, s in enumerate(src) if s in off), p)

    @staticmethod
    def pack(g, x):
        st, off, p = x
        key = bytearray(g.L + 1)
        for k in range(g.m):
            c = 3 if k in off else 2 if st[k] == 3 else st[k]
            key[k // 4] |= c << 2 * (k % 4)
        key[g.L] = p + 2 * (len(off) if p == 0 else 0)
        return bytes(key)


KEYS = Keys()


def strategy(g, S, pick=None):
    """The entries (key -> move byte) of role S's strategy, every position
    it reaches against every opponent move, with each entry's canonical
    position; S plays a winning move of the canonical position (the first
    in move order), or pick's choice (a false claim)."""
    entries, canon_of, seen = {}, {}, set()

    def walk(x):
        if g.outcome(x):
            return
        key, lab, canon = KEYS.key(g, x)
        if key in seen:
            return
        seen.add(key)
        if g.role(x[2]) == S:
            ms = g.moves(canon)
            good = [mv for mv in ms if g.value(g.apply(canon, mv)) == S]
            mv = pick(ms) if pick else good[0]
            entries[key] = 255 if mv == STOP else mv
            canon_of[key] = canon
            if mv != STOP:
                a, b = g.pairs[mv]
                mv = g.pairs.index(tuple(sorted((lab[a], lab[b]))))
            walk(g.apply(x, mv))
        else:
            for mv in g.moves(x):
                walk(g.apply(x, mv))
    walk(g.start)
    return entries, canon_of


def header(g, win, entries, **over):
    bias = '1:%d' % g.q
    start = bytearray(g.L + 1)
    for k in range(g.m):
        start[k // 4] |= g.start[0][k] << 2 * (k % 4)
    h = {'magic': 'posproof certificate', 'format_version': '6',
         'family': g.family, 'game': g.P, 'offer': g.offer,
         'board': g.board or 'complete', 'n': str(g.n), 'fixed': '',
         'bias': bias, 'first': g.roles[g.offerer - 1],
         'winner': g.roles[win - 1], 'strategy': g.roles[win - 1],
         'key': 'offer-v2', 'tail': '0', 'finish': '0',
         'start': start.hex(), 'entries': str(len(entries))}
    if g.leftover is not None:
        h['leftover'] = g.leftover
    for k, v in over.items():
        if v is None:
            h.pop(k, None)
        else:
            h[k] = v
    return h


def write(name, hdr, entries):
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
    keys = sorted(entries)
    for i in range(0, len(keys), 4):
        ks = keys[i:i + 4]
        raw = b''.join(bytes(k[j] for k in ks) for j in range(len(ks[0])))
        raw += bytes(entries[k] for k in ks)
        db.execute('INSERT INTO block VALUES (?, ?, ?)', (ks[0], len(ks), compress(raw)))
    db.commit()
    db.execute('VACUUM')
    db.close()
    return name


def case(name, status, regex, result='-', args='-', core=None):
    print('\t'.join((name, str(status), regex, core or regex, result, args)))


def ref_args(g):
    a = '--game %s --rule %s %s' % (g.P, g.family, '--board ' + g.board if g.board else '--n %d' % g.n)
    if g.family in ('waiter-client', 'client-waiter'):
        a += ' --bias 1:%d --offer %s' % (g.q, g.offer)
    return a + (' --leftover ' + g.leftover if g.leftover else '')


def genuine(name, g):
    """The winner's certificate; its case names the result for ref-game."""
    w = g.value(g.start)
    entries, canon = strategy(g, w)
    write(name, header(g, w, entries), entries)
    result = 'first-player-win' if w == g.offerer else 'second-player-win'
    case(name, 0, '^VERIFIED: %s wins %s ' % (g.roles[w - 1].capitalize(), g.family),
         result, ref_args(g), '^VERIFIED: family=%s .* winner=%s strategy=%s ' % (
             g.family, g.roles[w - 1], g.roles[w - 1]))
    return g, w, entries, canon


# ---- genuine certificates: every family, K3 (the leftover rule decides),
# K4, a graph6 board, q = 1 and 2, exact and upto, every leftover value ----
GEN = {}
for fam in FAMILIES:
    roles = FAMILIES[fam][0]
    for left in list(roles) + ['discard']:
        nm = '%s-conn-3-%s.cert' % (fam, left)
        GEN[nm] = genuine(nm, Game(fam, 'conn', 3, leftover=left))
    GEN[fam + '-k3-4.cert'] = genuine(fam + '-k3-4.cert', Game(fam, 'h:Bw', 4))
    GEN[fam + '-conn-4.cert'] = genuine(fam + '-conn-4.cert', Game(fam, 'conn', 4))
    GEN[fam + '-paw.cert'] = genuine(fam + '-paw.cert', Game(fam, 'h:Bw', 4, board='Cx'))
for fam in ('waiter-client', 'client-waiter'):
    GEN[fam + '-upto-conn-3.cert'] = genuine(fam + '-upto-conn-3.cert',
                                             Game(fam, 'conn', 3, offer='upto'))
    GEN[fam + '-upto-conn-4.cert'] = genuine(fam + '-upto-conn-4.cert',
                                             Game(fam, 'conn', 4, offer='upto'))
    GEN[fam + '-q2-conn-4.cert'] = genuine(fam + '-q2-conn-4.cert', Game(fam, 'conn', 4, q=2))
    GEN[fam + '-q2-upto-k3-4.cert'] = genuine(fam + '-q2-upto-k3-4.cert',
                                              Game(fam, 'h:Bw', 4, q=2, offer='upto'))
    GEN[fam + '-q2-discard-k3-5.cert'] = genuine(
        fam + '-q2-discard-k3-5.cert', Game(fam, 'h:Bw', 5, q=2, leftover='discard'))


def mutant(name, base, status, regex, pick_entry, new_move):
    """base's entries with one entry's move replaced: the first entry (in
    key order) whose canonical position pick_entry accepts gets
    new_move(canonical position)."""
    g, w, entries, canon = GEN[base]
    ent = dict(entries)
    key = next(k for k in sorted(ent) if pick_entry(canon[k]))
    ent[key] = new_move(canon[key])
    write(name, header(g, w, ent), ent)
    case(name, status, regex)


def offerer_file(fam_filter, offer='exact'):
    for nm, (g, w, e, c) in GEN.items():
        if g.family in fam_filter and w == g.offerer and g.offer == offer and \
                any(x[1] for x in c.values()) and any(1 in x[0] or 2 in x[0] for x in c.values()):
            return nm
    raise SystemExit('no offerer-won file with offers in progress and claimed pairs')


def chooser_file():
    for nm, (g, w, e, c) in GEN.items():
        if w == g.pile and any(len(x[1]) >= 1 and any(s == 0 and k not in x[1] for k, s in enumerate(x[0]))
                               for x in c.values()):
            return nm
    raise SystemExit('no chooser-won file')


# ---- rejected: illegal stored moves, a missing entry, a false claim ----
off_ex = offerer_file(FAMILIES)
mutant('offer-offered-pair.cert', off_ex, 1, 'REJECTED: stored move [0-9]+-[0-9]+ is not free and not offered',
       lambda x: x[2] == 0 and x[1], lambda x: min(x[1]))
mutant('offer-claimed-pair.cert', off_ex, 1, 'REJECTED: stored move [0-9]+-[0-9]+ is not free and not offered',
       lambda x: x[2] == 0 and (1 in x[0] or 2 in x[0]),
       lambda x: min(k for k, s in enumerate(x[0]) if s in (1, 2)))
mutant('stop-under-exact.cert', off_ex, 1, 'REJECTED: stored move stop is not legal here',
       lambda x: x[2] == 0 and x[1], lambda x: 255)
mutant('stop-before-an-offer.cert', offerer_file(('waiter-client', 'client-waiter'), 'upto'), 1,
       'REJECTED: stored move stop is not legal here', lambda x: x[2] == 0 and not x[1], lambda x: 255)
ch = chooser_file()
mutant('choice-not-offered.cert', ch, 1, 'REJECTED: stored move [0-9]+-[0-9]+ is not offered',
       lambda x: x[2] == 1 and any(s == 0 and k not in x[1] for k, s in enumerate(x[0])),
       lambda x: min(k for k, s in enumerate(x[0]) if s == 0 and k not in x[1]))
mutant('choice-out-of-range.cert', ch, 1, 'REJECTED: stored move [0-9]+ is out of range',
       lambda x: x[2] == 1, lambda x: GEN[ch][0].m)
g, w, entries, canon = GEN['waiter-client-k3-4.cert']
ent = dict(entries)
del ent[min(ent)]
write('missing-entry.cert', header(g, w, ent), ent)
case('missing-entry.cert', 1, 'REJECTED: no strategy entry for position \\(key [0-9a-f]+\\)')
for nm in ('waiter-client-conn-3-client.cert', 'picker-chooser-k3-4.cert', 'client-waiter-upto-conn-4.cert'):
    g, w, _, _ = GEN[nm]
    lose, _ = strategy(g, 3 - w, pick=lambda ms: ms[0])
    false = 'false-' + nm
    write(false, header(g, 3 - w, lose), lose)
    case(false, 1, 'REJECTED: play ends with %s winning' % g.roles[w - 1].capitalize())

# ---- refused (exit 2): headers FORMAT.md 2, 3.4, 8 forbid ----
g, w, entries, _ = GEN['waiter-client-conn-4.cert']
gu, wu, eu, _ = GEN['waiter-client-upto-conn-4.cert']
gp, wp, ep, _ = GEN['picker-chooser-conn-4.cert']
BAD = "header field '%s' "
for name, gg, ww, ee, over, regex in [
        ('no-offer.cert', g, w, entries, {'offer': None}, BAD % 'offer' + 'is missing'),
        ('offer-bad.cert', g, w, entries, {'offer': 'some'}, BAD % 'offer' + 'has invalid value'),
        ('pc-upto.cert', gp, wp, ep, {'offer': 'upto', 'leftover': None}, BAD % 'offer' + 'has invalid value'),
        ('no-leftover.cert', g, w, entries, {'leftover': None}, BAD % 'leftover' + 'is missing'),
        ('leftover-bad.cert', g, w, entries, {'leftover': 'picker'}, BAD % 'leftover' + 'has invalid value'),
        ('leftover-under-upto.cert', gu, wu, eu, {'leftover': 'waiter'}, BAD % 'leftover' + 'has invalid value'),
        ('finish-1.cert', g, w, entries, {'finish': '1'}, BAD % 'finish' + 'has invalid value'),
        ('bias-2-1.cert', g, w, entries, {'bias': '2:1'}, BAD % 'bias' + 'has invalid value'),
        ('bias-1-8.cert', g, w, entries, {'bias': '1:8'}, BAD % 'bias' + 'has invalid value'),
        ('pc-bias-1-2.cert', gp, wp, ep, {'bias': '1:2'}, BAD % 'bias' + 'has invalid value'),
        ('first-client.cert', g, w, entries, {'first': 'client'}, BAD % 'first' + 'has invalid value'),
        ('first-chooser.cert', gp, wp, ep, {'first': 'chooser'}, BAD % 'first' + 'has invalid value'),
        ('key-layered-v2.cert', g, w, entries, {'key': 'layered-v2'}, BAD % 'key' + 'has invalid value'),
        ('start-t1.cert', g, w, entries, {'start': '000001'}, BAD % 'start' + 'has invalid value .*the turn byte is not 0'),
        ('start-t2.cert', g, w, entries, {'start': '010002'}, BAD % 'start' + 'has invalid value .*the turn byte is not 0'),
        ('version-5.cert', g, w, entries, {'format_version': '5'}, BAD % 'offer' + 'in a version 5 file'),
        ('version-5-no-offer.cert', g, w, entries, {'format_version': '5', 'offer': None, 'leftover': None},
         BAD % 'family' + 'has invalid value .*version 6 is an offer family'),
        ('version-3.cert', g, w, entries, {'format_version': '3', 'offer': None, 'leftover': None},
         BAD % 'family' + 'has invalid value'),
        ('assumptions.cert', g, w, entries, {'assumptions': '1'}, BAD % 'assumptions' + 'in a version 6 file'),
        ('mb-version-6.cert', g, w, entries, {'family': 'maker-breaker', 'first': 'maker', 'winner': 'maker',
                                              'strategy': 'maker'}, BAD % 'family' + 'has invalid value'),
]:
    write(name, header(gg, ww, ee, **over), ee)
    case(name, 2, regex)
