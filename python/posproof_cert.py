"""posproof_cert: read a posproof certificate from Python 3.

A certificate (certs/FORMAT.md) is a SQLite file: a header of named text
fields and the strategy, a sorted set of (key, move) entries stored in
zstd-compressed blocks.  This module reads it with the standard sqlite3
module and zstandard (Debian: python3-zstandard); it never writes.

    import sys; sys.path.insert(0, "python")      # or PYTHONPATH=python
    from posproof_cert import Certificate

    with Certificate("strategies/ham8-maker.cert") as cert:
        print(cert.header["winner"], cert.entries)  # 'breaker', 20437
        for key, move in cert.items():              # every entry, in key order
            ...
        move = cert.lookup(bytes.fromhex("..."))    # the stored move, or None
        print(cert.winning_move(maker="0-1", breaker="2-3"))

Keys are canonical (nauty): to find the move of a position given in your own
vertex labels, winning_move() asks `posproof key` for the position's key and
labelling, looks the key up and maps the move back to your labels.  The
program is Certificate's argument posproof, else $POSPROOF, else the
repository's bin/posproof (beside python/), else posproof on PATH.  The
module does not verify a certificate; posproof-check does.

Errors: CertificateError (a ValueError) with a one-line message naming what
is wrong; OSError and sqlite3.Error pass through.
"""

import os
import sqlite3
import subprocess

import zstandard

__all__ = ["Certificate", "CertificateError", "pair_number", "pair_of"]

APPLICATION_ID = 0x706F7370          # "posp" (FORMAT.md 1)
BLOCK_MAX = 1 << 20                  # decompressed bytes a block (FORMAT.md 6.1)
STOP = 255                           # the move stop of rule avoid-plus


class CertificateError(ValueError):
    """The file is not a certificate this module can read."""


def pair_number(i, j):
    """The number of the pair {i, j} (FORMAT.md 3): j(j-1)/2 + i for i < j."""
    if i == j:
        raise ValueError("a pair needs two vertices")
    i, j = min(i, j), max(i, j)
    return j * (j - 1) // 2 + i


def pair_of(p):
    """The pair (i, j), i < j, of pair number p."""
    j = 1
    while j * (j + 1) // 2 <= p:
        j += 1
    return p - j * (j - 1) // 2, j


class Certificate:
    """A certificate opened read-only.  Attributes: path, header (dict of
    the header's text fields), n, m (pairs of K_n), key_length (L bytes,
    FORMAT.md 6), entries (the header's count), version (an int)."""

    def __init__(self, path, posproof=None):
        self.path = path
        self.posproof = posproof or _posproof()
        with open(path, "rb") as f:          # a clear error before SQLite's
            head = f.read(16)
        if head != b"SQLite format 3\0":
            raise CertificateError(f"{path}: not a SQLite file")
        uri = "file:" + _quote(os.path.abspath(path)) + "?mode=ro&immutable=1"
        self._db = sqlite3.connect(uri, uri=True)
        try:
            self._read_header()
        except BaseException:
            self._db.close()
            raise
        self._dctx = zstandard.ZstdDecompressor()
        self._cache = (None, None)           # the last block decoded

    def _read_header(self):
        (app,) = self._db.execute("PRAGMA application_id").fetchone()
        if app != APPLICATION_ID:
            raise CertificateError(f"{self.path}: not a posproof certificate "
                                   f"(application_id {app})")
        self.header = {}
        for name, value in self._db.execute("SELECT name, value FROM header"):
            if isinstance(name, str) and isinstance(value, str):
                self.header[name] = value
        for field in ("format_version", "family", "n", "key", "entries",
                      "winner", "strategy", "first"):
            if field not in self.header:
                raise CertificateError(f"{self.path}: header field "
                                       f"'{field}' is missing")
        self.version = int(self.header["format_version"])
        if self.version not in (1, 2, 3, 4):
            raise CertificateError(f"{self.path}: unsupported format version "
                                   f"{self.header['format_version']}")
        self.n = int(self.header["n"])
        self.m = self.n * (self.n - 1) // 2
        kind = self.header["key"]
        if kind not in ("layered-3state-v1", "layered-v2", "oriented-v2"):
            raise CertificateError(f"{self.path}: unknown key '{kind}'")
        self.key_length = (self.m + 3) // 4 + (kind != "layered-3state-v1")
        self.entries = int(self.header["entries"])

    # -- the entries --------------------------------------------------------

    def _decode(self, first_key, count, data):
        """The (keys, moves) of one block: a list of count keys (bytes) and
        a bytes object of count moves."""
        L = self.key_length
        size = count * (L + 1)
        if count < 1 or size > BLOCK_MAX:
            raise CertificateError(f"{self.path}: a block of {count} entries")
        if zstandard.frame_content_size(data) != size:
            raise CertificateError(f"{self.path}: a block's zstd frame does "
                                   f"not declare {size} bytes")
        plane = self._dctx.decompress(data)
        planes = [plane[j * count:(j + 1) * count] for j in range(L)]
        keys = [bytes(column) for column in zip(*planes)]
        if keys[0] != first_key:
            raise CertificateError(f"{self.path}: a block's first key differs "
                                   "from its first_key")
        return keys, plane[L * count:]

    def items(self):
        """Every entry (key, move) in ascending key order; key is bytes of
        length key_length, move an int 0..255 (FORMAT.md 5.5, 5.7)."""
        blocks = self._db.execute(
            "SELECT first_key, entries, data FROM block ORDER BY first_key")
        for first_key, count, data in blocks:
            keys, moves = self._decode(first_key, count, data)
            yield from zip(keys, moves)

    def lookup(self, key):
        """The stored move (an int) of the canonical key (bytes, or a hex
        string), or None if the strategy has no entry for it (FORMAT.md
        6.2)."""
        if isinstance(key, str):
            key = bytes.fromhex(key)
        if len(key) != self.key_length:
            raise ValueError(f"a key of this certificate has {self.key_length}"
                             f" bytes, not {len(key)}")
        row = self._db.execute(
            "SELECT first_key, entries, data FROM block WHERE first_key <= ? "
            "ORDER BY first_key DESC LIMIT 1", (key,)).fetchone()
        if row is None:
            return None
        if self._cache[0] != row[0]:
            self._cache = (row[0], self._decode(*row))
        keys, moves = self._cache[1]
        lo, hi = 0, len(keys)
        while lo < hi:                          # binary search
            mid = (lo + hi) // 2
            if keys[mid] < key:
                lo = mid + 1
            else:
                hi = mid
        return moves[lo] if lo < len(keys) and keys[lo] == key else None

    # -- positions in the user's labels ------------------------------------

    def game_flags(self):
        """The game of the header as `posproof solve` flags (a list)."""
        h = self.header
        fam = h["family"]
        if fam in ("maker-breaker", "avoider-enforcer"):
            flags = ["--game", h["game"], "--rule", fam, "--first", h["first"],
                     "--bias", h.get("bias", "1:1")]
        elif fam == "ramsey":
            flags = ["--game", "ramsey", "--H", h["H"], "--rule", h["rule"]]
        elif fam == "subh":
            flags = ["--game", "subh", "--creator",
                     "first" if h["first"] == "creator" else "second"]
        else:
            flags = ["--game", "shared", "--property", h["property"],
                     "--rule", h["rule"]]
        board = h.get("board", "complete")
        flags += ["--n", h["n"]] if board == "complete" else ["--board", board]
        return flags

    def key_of(self, **position):
        """The canonical key (bytes) and labelling (list: canonical vertex
        k is your vertex lab[k]) of a position in your labels, from
        `posproof key`.  position: the POSITION flags of `posproof solve`
        without their dashes, e.g. maker="0-1,2-3", breaker="4-5"; red=,
        blue=; avoider=, enforcer=; arcs= (subh); edges= (shared);
        to_move= (avoid-plus)."""
        args = [self.posproof, "key"] + self.game_flags()
        for name, value in position.items():
            args += ["--" + name.replace("_", "-"), value]
        run = subprocess.run(args, capture_output=True, text=True)
        if run.returncode != 0:
            raise CertificateError(run.stderr.strip() or
                                   f"posproof key failed ({run.returncode})")
        key = lab = None
        for line in run.stdout.splitlines():
            word, _, rest = line.partition(" ")
            if word == "key":
                key = bytes.fromhex(rest.strip())
            elif word == "lab":
                lab = [int(v) for v in rest.split()]
        if key is None or lab is None:
            raise CertificateError("posproof key printed no key and lab: "
                                   + run.stdout.strip())
        return key, lab

    def decode_move(self, move, lab):
        """A stored move in your labels: "i-j" (the pair claimed or
        coloured), "i>j" (subh: the arc), or "stop"."""
        if move == STOP and self.header["key"] != "layered-3state-v1":
            return "stop"
        turn = self.header["key"] == "oriented-v2" and move >= 128
        q = move - 128 * turn
        if q >= self.m:
            raise CertificateError(f"{self.path}: stored move {move} is out "
                                   f"of range (m = {self.m})")
        a, b = pair_of(q)
        if self.header["key"] == "oriented-v2":
            u, v = (lab[b], lab[a]) if turn else (lab[a], lab[b])
            return f"{u}>{v}"
        u, v = sorted((lab[a], lab[b]))
        return f"{u}-{v}"

    def winning_move(self, **position):
        """The strategy's move in the position (your labels, see key_of) as
        decode_move spells it, or None if the certificate has no entry there
        (the game is over, the opponent is to move, or the move is a short
        win the checker finds itself: FORMAT.md 6.3)."""
        key, lab = self.key_of(**position)
        move = self.lookup(key)
        return None if move is None else self.decode_move(move, lab)

    # -- a context manager ---------------------------------------------------

    def close(self):
        self._db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _posproof():
    """The posproof program for key_of: $POSPROOF, else the repository's
    bin/posproof beside this module's directory, else posproof on PATH."""
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir,
                        "bin", "posproof")
    if os.environ.get("POSPROOF"):
        return os.environ["POSPROOF"]
    return here if os.access(here, os.X_OK) else "posproof"


def _quote(path):
    """path for a SQLite URI: every byte but [A-Za-z0-9/._-] as %XX."""
    safe = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
               b"0123456789/._-")
    return "".join(chr(c) if c in safe else "%%%02X" % c
                   for c in os.fsencode(path))


if __name__ == "__main__":                    # python3 posproof_cert.py FILE
    import sys
    if len(sys.argv) != 2:
        sys.exit("usage: python3 posproof_cert.py CERT")
    try:
        with Certificate(sys.argv[1]) as c:
            for name in sorted(c.header):
                print(f"{name}: {c.header[name]}")
    except (CertificateError, OSError, sqlite3.Error) as e:
        sys.exit(f"posproof_cert: {e}")
