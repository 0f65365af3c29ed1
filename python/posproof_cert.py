"""posproof_cert: read a posproof certificate from Python 3.

A certificate (certs/FORMAT.md) is a SQLite file: a header of named text
fields and the strategy, a sorted set of (key, move) entries stored in
zstd-compressed blocks.  This module reads it with the standard sqlite3
module and, for the blocks, the package zstandard (Debian:
python3-zstandard) where this Python has it, else the program zstd (one
process a block: slower, the same entries); it never writes.  Every certificate is read: versions
1 to 3, a sharded proof's top (version 4), the one file of `posproof
merge --single`, monotone Avoider-Enforcer (version 5) and the offer
games (version 6: Waiter-Client, Client-Waiter, Picker-Chooser,
Chooser-Picker).  In the repository's directory (PYTHONPATH=python, or
after `pip install ./python` or `make install`):

    >>> from posproof_cert import Certificate
    >>> cert = Certificate("strategies/ham8-maker.cert")
    >>> cert.header["winner"], cert.header["first"], cert.entries
    ('maker', 'maker', 107307)
    >>> sum(1 for key, move in cert.items())     # every entry, in key order
    107307
    >>> cert.lookup("00000000000000")            # the move stored for a key
    0
    >>> cert.winning_move()                      # Maker's first move
    '0-1'
    >>> cert.winning_move(maker="0-1", breaker="0-2")
    '2-3'
    >>> cert.winning_move(maker=[(0, 1)], breaker=[(0, 2)])   # pairs as tuples
    '2-3'
    >>> cert.winning_move(maker="0-1") is None   # Breaker is to move there
    True
    >>> cert.close()

Keys are canonical (nauty): to find the move of a position given in your own
vertex labels, winning_move() asks `posproof key` for the position's key (of
the certificate's key kind) and labelling, looks the key up and maps the move
back to your labels.  The program is Certificate's argument posproof, else
$POSPROOF, else the repository's bin/posproof (beside python/), else the
posproof installed beside this module (make install: PREFIX/bin), else
posproof on PATH.  to_networkx() gives the strategy as a networkx DiGraph of
positions and moves (`posproof show --json`), whose attributes are strings,
integers and booleans, as networkx's writers (GraphML, GEXF, GML) take them.
The module does not verify a certificate; posproof-check does.

Errors: CertificateError (a ValueError) with a one-line message naming the
file and what is wrong (a truncated or damaged file too), or posproof's
message where it refuses a position, or where posproof cannot be found or
run; MissingPackageError (an ImportError) naming a package this Python lacks
and how to install it: zstandard where a block is read (items(), lookup(),
winning_move()) and the program zstd is not on PATH either (the header and
to_networkx() need neither), networkx for to_networkx(); TypeError or ValueError for a position spelled wrongly;
OSError (no such file) passes through.
"""

import json
import operator
import os
import shutil
import sqlite3
import subprocess
import sys

try:
    import zstandard
except ImportError:                   # said where a block is read, in one line
    zstandard = None

__all__ = ["Certificate", "CertificateError", "MissingPackageError",
           "pair_number", "pair_of"]

APPLICATION_ID = 0x706F7370          # "posp" (FORMAT.md 1)
BLOCK_MAX = 1 << 20                  # decompressed bytes a block (FORMAT.md 6.1)
STOP = 255                           # the move stop (avoid-plus, monotone, offers up to q + 1)
OFFER_FAMILIES = ("waiter-client", "client-waiter", "picker-chooser",
                  "chooser-picker")      # format version 6 (FORMAT.md 3.3)
SQLITE_MAGIC = b"SQLite format 3\0"


class CertificateError(ValueError):
    """The file is not a certificate this module can read (the message
    names the file and what is wrong), or posproof refused a position, or
    cannot be found or run."""


class MissingPackageError(ImportError):
    """This Python cannot import a package the module needs: the message
    names it and how to install it."""

    def __init__(self, package, debian, what):
        super().__init__(
            f"posproof_cert needs the Python package {package} {what}, and "
            f"this Python ({sys.executable}) cannot import it: install it "
            f"with 'pip install {package}' (Debian's python3: 'apt-get "
            f"install {debian}')", name=package)


def pair_number(i, j):
    """The number of the pair {i, j} (FORMAT.md 3): j(j-1)/2 + i for i < j.

    >>> pair_number(0, 1), pair_number(2, 1), pair_number(0, 3)
    (0, 2, 3)
    """
    if i == j:
        raise ValueError("a pair needs two vertices")
    i, j = min(i, j), max(i, j)
    return j * (j - 1) // 2 + i


def pair_of(p):
    """The pair (i, j), i < j, of pair number p.

    >>> [pair_of(p) for p in range(4)]
    [(0, 1), (0, 2), (1, 2), (0, 3)]
    """
    j = 1
    while j * (j + 1) // 2 <= p:
        j += 1
    return p - j * (j - 1) // 2, j


class Certificate:
    """A certificate opened read-only.  Attributes: path, header (dict of
    the header's text fields), version (an int), n, m (pairs of K_n), kind
    (the header key), key_length (L bytes, FORMAT.md 6: ceil(m/4), and one
    more, the turn byte, unless kind is layered-3state-v1), entries (the
    header's count)."""

    def __init__(self, path, posproof=None):
        self.path = path
        # the program, and where it came from (for _run's messages); None:
        # none found, which _run says
        self.posproof = posproof or _posproof()
        self._posproof_from = ("Certificate's posproof=" if posproof else
                               "POSPROOF" if os.environ.get("POSPROOF") else
                               "found beside this module or on PATH")
        _check_size(path)                     # clear errors before SQLite's
        uri = "file:" + _quote(os.path.abspath(path)) + "?mode=ro&immutable=1"
        self._db = sqlite3.connect(uri, uri=True)
        try:
            self._read_header()
        except BaseException:
            self._db.close()
            raise
        self._dctx = None                    # a ZstdDecompressor, made at the first block
        self._cache = (None, None)           # the last block decoded

    def _sql(self, query, args=()):
        """The rows of query, a damaged file as a CertificateError."""
        try:
            return self._db.execute(query, args).fetchall()
        except sqlite3.DatabaseError as e:
            raise CertificateError(f"{self.path}: a damaged certificate "
                                   f"(SQLite: {e})") from None

    def _read_header(self):
        ((app,),) = self._sql("PRAGMA application_id")
        if app != APPLICATION_ID:
            raise CertificateError(f"{self.path}: not a posproof certificate "
                                   f"(application_id {app})")
        self.header = {}
        for name, value in self._sql("SELECT name, value FROM header"):
            if isinstance(name, str) and isinstance(value, str):
                self.header[name] = value
        for field in ("format_version", "family", "n", "key", "entries",
                      "winner", "strategy", "first"):
            if field not in self.header:
                raise CertificateError(f"{self.path}: header field "
                                       f"'{field}' is missing")
        self.version = int(self.header["format_version"])
        if self.version not in (1, 2, 3, 4, 5, 6):
            raise CertificateError(f"{self.path}: unsupported format version "
                                   f"{self.header['format_version']}")
        self.n = int(self.header["n"])
        self.m = self.n * (self.n - 1) // 2
        self.kind = self.header["key"]
        if self.kind not in ("layered-3state-v1", "layered-v2", "oriented-v2", "offer-v2"):
            raise CertificateError(f"{self.path}: unknown key '{self.kind}'")
        self.key_length = (self.m + 3) // 4 + (self.kind != "layered-3state-v1")
        self.entries = int(self.header["entries"])

    def assumptions(self):
        """A top's assumptions (FORMAT.md 6.4): a list of (start, shard,
        sha256), by start; [] for a certificate of any other version."""
        if self.version != 4:
            return []
        return [tuple(row) for row in self._sql(
            "SELECT start, shard, sha256 FROM assumption ORDER BY start")]

    # -- the entries --------------------------------------------------------

    def _decode(self, first_key, count, data):
        """The (keys, moves) of one block: a list of count keys (bytes) and
        a bytes object of count moves."""
        L = self.key_length
        size = count * (L + 1)
        if count < 1 or size > BLOCK_MAX:
            raise CertificateError(f"{self.path}: a block of {count} entries")
        if _frame_content_size(data) != size:
            raise CertificateError(f"{self.path}: a block's zstd frame does "
                                   f"not declare {size} bytes")
        plane = self._unzstd(data)
        if len(plane) != size:
            raise CertificateError(f"{self.path}: a block's zstd frame does "
                                   f"not hold {size} bytes")
        planes = [plane[j * count:(j + 1) * count] for j in range(L)]
        keys = [bytes(column) for column in zip(*planes)]
        if keys[0] != first_key:
            raise CertificateError(f"{self.path}: a block's first key differs "
                                   "from its first_key")
        return keys, plane[L * count:]

    def _unzstd(self, data):
        """One zstd frame decompressed: by the package zstandard where this
        Python has it, else by the program zstd (which posproof's install
        brings), one process a block; neither: MissingPackageError."""
        if zstandard is not None:
            if self._dctx is None:
                self._dctx = zstandard.ZstdDecompressor()
            try:
                return self._dctx.decompress(data, max_output_size=BLOCK_MAX)
            except zstandard.ZstdError as e:
                raise CertificateError(f"{self.path}: a damaged block "
                                       f"(zstd: {e})") from None
        zstd = shutil.which("zstd")
        if zstd is None:
            raise MissingPackageError("zstandard", "python3-zstandard",
                                      "(or the program zstd on PATH) to read "
                                      "a certificate's blocks")
        run = subprocess.run([zstd, "-d", "-c", "-q"], input=data,
                             capture_output=True)
        if run.returncode != 0:
            why = run.stderr.decode(errors="replace").strip().splitlines()
            raise CertificateError(f"{self.path}: a damaged block (zstd: "
                                   f"{why[-1] if why else run.returncode})")
        return run.stdout

    def items(self):
        """Every entry (key, move) in ascending key order; key is bytes of
        length key_length, move an int 0..255 (FORMAT.md 5.5, 5.7)."""
        total = 0
        for first_key, count, data in self._sql(
                "SELECT first_key, entries, data FROM block ORDER BY first_key"):
            keys, moves = self._decode(first_key, count, data)
            total += count
            yield from zip(keys, moves)
        if total != self.entries:
            raise CertificateError(f"{self.path}: its blocks hold {total} "
                                   f"entries, its header says {self.entries}")

    def lookup(self, key):
        """The stored move (an int) of the canonical key (bytes, or a hex
        string), or None if the strategy has no entry for it (FORMAT.md
        6.2)."""
        if isinstance(key, str):
            key = bytes.fromhex(key)
        if len(key) != self.key_length:
            raise ValueError(f"a key of this certificate ({self.kind}) has "
                             f"{self.key_length} bytes, not {len(key)}")
        rows = self._sql(
            "SELECT first_key, entries, data FROM block WHERE first_key <= ? "
            "ORDER BY first_key DESC LIMIT 1", (key,))
        if not rows:
            return None
        row = rows[0]
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
            # version 5: rule monotone (FORMAT.md 3.3); ignored before
            if (fam == "avoider-enforcer" and self.version == 5
                    and h.get("rule") == "monotone"):
                fam = "monotone-avoider-enforcer"
            flags = ["--game", h["game"], "--rule", fam, "--first", h["first"],
                     "--bias", h.get("bias", "1:1")]
        elif fam in OFFER_FAMILIES:
            flags = ["--game", h["game"], "--rule", fam,
                     "--bias", h.get("bias", "1:1"), "--offer", h["offer"]]
            if "leftover" in h:
                flags += ["--leftover", h["leftover"]]
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
        """The canonical key (bytes, of the certificate's key kind) and
        labelling (list: canonical vertex k is your vertex lab[k]) of a
        position in your labels, from `posproof key`.  position: the
        POSITION flags of `posproof solve` without their dashes, each as
        posproof spells it or as pairs: maker="0-1,2-3" or
        maker=[(0, 1), (2, 3)] (one pair: maker=(0, 1)), breaker=...;
        red=, blue=; avoider=, enforcer=; arcs= (subh: "0>1" or (0, 1) for
        the arc 0>1); edges= (shared); to_move= (avoid-plus: "first" or
        "second", at the start of that player's turn)."""
        args = [self.posproof, "key"] + self.game_flags() + ["--kind", self.kind]
        for name, value in position.items():
            args += ["--" + name.replace("_", "-"), _spell(name, value)]
        run = self._run(args)
        words = dict(line.partition(" ")[::2] for line in run.stdout.splitlines())
        if words.get("kind") != self.kind or "key" not in words or "lab" not in words:
            raise CertificateError(f"posproof key printed no {self.kind} key "
                                   "and lab: " + run.stdout.strip())
        return bytes.fromhex(words["key"]), [int(v) for v in words["lab"].split()]

    def decode_move(self, move, lab):
        """A stored move in your labels: "i-j" (the pair claimed or
        coloured), "i>j" (subh: the arc), or "stop"."""
        if move == STOP and self.kind != "layered-3state-v1":
            return "stop"
        turn = self.kind == "oriented-v2" and move >= 128
        q = move - 128 * turn
        if q >= self.m:
            raise CertificateError(f"{self.path}: stored move {move} is out "
                                   f"of range (m = {self.m})")
        a, b = pair_of(q)
        if self.kind == "oriented-v2":
            u, v = (lab[b], lab[a]) if turn else (lab[a], lab[b])
            return f"{u}>{v}"
        u, v = sorted((lab[a], lab[b]))
        return f"{u}-{v}"

    def _run(self, args):
        """posproof with args (args[0] None: posproof was not found): its
        completed run, or CertificateError with its message (or why it
        could not be found or started)."""
        if args[0] is None:
            raise CertificateError(
                "cannot find the program posproof: POSPROOF is unset and no "
                "posproof is on PATH; set POSPROOF=/path/to/posproof (the "
                "repository's bin/posproof), or add its directory to PATH, "
                "or pass Certificate(path, posproof=...)")
        try:
            run = subprocess.run(args, capture_output=True, text=True)
        except OSError as e:
            raise CertificateError(f"cannot run {self.posproof} "
                                   f"({self._posproof_from}): {e.strerror or e}") from None
        if run.returncode != 0:
            raise CertificateError(run.stderr.strip() or
                                   f"posproof {args[1]} failed ({run.returncode})")
        return run

    def winning_move(self, **position):
        """The strategy's move in the position (your labels, see key_of) as
        decode_move spells it, or None if the certificate has no entry there
        (the game is over, the opponent is to move, the move is a short win
        the checker finds itself, FORMAT.md 6.3, or, in a top, the position
        is assumed, FORMAT.md 6.4)."""
        key, lab = self.key_of(**position)
        move = self.lookup(key)
        return None if move is None else self.decode_move(move, lab)

    # -- the strategy as a graph ---------------------------------------------

    def to_networkx(self, after=None, depth=None):
        """The strategy as a networkx DiGraph, from `posproof show --json`:
        one node a position up to isomorphism, named by its key in hex
        (FORMAT.md 5: the certificate's key, so cert.lookup(node) is its
        entry), one edge a move.  From the start, or from the position after
        the moves `after` ("0-1,2-3" or [(0, 1), (2, 3)], in playing order);
        down to the end of every play, or depth moves deep.

        Every attribute is a string, an integer or a boolean, so that
        networkx's writers (write_graphml, write_gexf, write_gml) take the
        graph.  Node attributes: the position, the first of its class
        reached, in your labels: one attribute for each of the game's
        position flags (maker and breaker; avoider and enforcer; red and
        blue; arcs; edges), its pairs as posproof spells them ("0-1,2-3",
        "" for none), as winning_move() takes them; start (that position
        spelled as FORMAT.md 3.4 spells a header start), to_move (the
        player, "Maker"), moves_made (in the current turn, under a bias),
        outcome ("Maker wins", ...) where the game is over, assumed (the
        shard's file name) where a top's play stops at an assumed position,
        frontier (True) at the depth given.  Edge attributes: player, move
        (in the labels of the tail node's position), replies (how many of
        the player's moves there lead to positions isomorphic to the head;
        1 for the winner's move) and, for the winner's move, how ("entry":
        stored; "short": a short win found by the rules, FORMAT.md 6.3;
        "tail").  Graph attributes: root (the node shown first), claim (the
        claim in words), key (the key kind), entries, position_flags (the
        names of the position's node attributes, "maker,breaker"; a node's
        position is {f: g.nodes[u][f] for f in
        g.graph["position_flags"].split(",")}).  networkx is an optional
        package: without it, a MissingPackageError."""
        try:
            import networkx
        except ImportError:
            raise MissingPackageError("networkx", "python3-networkx",
                                      "for to_networkx()") from None
        args = [self.posproof, "show", self.path, "--json"]
        if after is not None:
            subh = self.header["family"] == "subh"
            args += ["--after", _spell("arcs" if subh else "after", after)]
        if depth is not None:
            args += ["--depth", str(operator.index(depth))]
        run = self._run(args)
        g = networkx.DiGraph()
        for line in run.stdout.splitlines():
            rec = json.loads(line)
            if "node" in rec:
                node = rec.pop("node")
                position = _scalars(rec.pop("position"))
                rec = _scalars(rec)
                if set(position) & set(rec):
                    raise CertificateError(f"posproof show --json: a position "
                                           f"flag named as a node's field: {line}")
                g.graph.setdefault("position_flags", ",".join(position))
                g.add_node(node, **position, **rec)
            elif "edge" in rec:
                tail, head = rec.pop("edge")
                g.add_edge(tail, head, **_scalars(rec))
            else:
                g.graph.update(_scalars(rec))
        return g

    # -- a context manager ---------------------------------------------------

    def close(self):
        self._db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _index(v):
    """v as a vertex number: an int or anything with __index__ (a SageMath
    Integer, a numpy integer), not a bool."""
    if isinstance(v, bool):
        raise TypeError
    return operator.index(v)


def _is_vertex(v):
    try:
        _index(v)
        return True
    except TypeError:
        return False


def _spell(name, value):
    """The value of the position flag name (or after) as posproof spells
    it: a string as it is; a pair (i, j) as "i-j" ("i>j" for arcs), a list
    of pairs or strings joined by commas."""
    if isinstance(value, str):
        return value
    sep = ">" if name == "arcs" else "-"
    try:
        if len(value) == 2 and _is_vertex(value[0]):
            value = [value]                   # one pair: (0, 2)
        out = []
        for p in value:
            if isinstance(p, str):
                out.append(p)
            else:
                i, j = (_index(v) for v in p)
                out.append(f"{i}{sep}{j}")
        return ",".join(out)
    except (TypeError, ValueError):
        pass
    raise TypeError(f"{name}={value!r}: expected pairs spelled \"0-1,2-3\" "
                    "(arcs \"0>1\") or given as (i, j) tuples, one or a list")


def _scalars(rec):
    """A record of show --json with every value a string, number or
    boolean, which networkx's writers take: a list or a dict as its JSON
    text (to_networkx spreads a node's position over attributes of its
    own), a null left out."""
    return {k: json.dumps(v) if isinstance(v, (list, dict)) else v
            for k, v in rec.items() if v is not None}


def _frame_content_size(data):
    """The content size a zstd frame's header declares (RFC 8878 3.1.1.1),
    or None: not a zstd frame, or one that declares none."""
    if len(data) < 6 or int.from_bytes(data[:4], "little") != 0xFD2FB528:
        return None
    fhd = data[4]
    single = fhd >> 5 & 1
    fcs = (1 if single else 0, 2, 4, 8)[fhd >> 6]
    at = 5 + (0 if single else 1) + (0, 1, 2, 4)[fhd & 3]
    if fcs == 0 or len(data) < at + fcs:
        return None
    value = int.from_bytes(data[at:at + fcs], "little")
    return value + 256 if fcs == 2 else value


def _check_size(path):
    """Refuses in one line a file that is no SQLite file or is shorter than
    its SQLite header says (a copy cut off), before SQLite reads it; the
    words are those of posproof's own reader (certs/cert_read.c)."""
    size = os.path.getsize(path)
    with open(path, "rb") as f:
        head = f.read(100)
    if not head or not head.startswith(SQLITE_MAGIC[:len(head)]):
        raise CertificateError(f"{path}: not a certificate (not an SQLite "
                               f"file{': it is empty' if not head else ''})")
    if len(head) < 100:
        raise CertificateError(f"{path}: truncated: the file has {size} bytes, "
                               "less than its SQLite header (a copy cut off?)")
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    pages = int.from_bytes(head[28:32], "big")
    if head[24:28] == head[92:96] and size < page * pages:  # the count is current
        raise CertificateError(f"{path}: truncated: the file has {size} bytes "
                               f"of the {page * pages} its SQLite header "
                               "declares (a copy cut off?)")


def _posproof():
    """The posproof program for key_of and to_networkx: $POSPROOF, else the
    repository's bin/posproof beside this module's directory, else
    PREFIX/bin/posproof when make install put this module in
    PREFIX/lib/python3.X/dist-packages (or pip in a virtual environment's
    lib/python3.X/site-packages: its bin/), else posproof on PATH (its
    full path); None if none is found."""
    if os.environ.get("POSPROOF"):
        return os.environ["POSPROOF"]
    here = os.path.dirname(os.path.abspath(__file__))
    for up in (1, 3):
        prog = os.path.join(here, *[os.pardir] * up, "bin", "posproof")
        if os.path.isfile(prog) and os.access(prog, os.X_OK):
            return os.path.normpath(prog)
    return shutil.which("posproof")


def _quote(path):
    """path for a SQLite URI: every byte but [A-Za-z0-9/._-] as %XX."""
    safe = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
               b"0123456789/._-")
    return "".join(chr(c) if c in safe else "%%%02X" % c
                   for c in os.fsencode(path))


def main(argv=None):
    """python3 -m posproof_cert CERT: the certificate's header, one field a
    line; a file it cannot read in one line, exit status 1."""
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        sys.exit("usage: python3 -m posproof_cert CERT")
    try:
        with Certificate(argv[0]) as c:
            for name in sorted(c.header):
                print(f"{name}: {c.header[name]}")
    except (CertificateError, MissingPackageError, OSError) as e:
        sys.exit(f"posproof_cert: {e}")


if __name__ == "__main__":
    main()
