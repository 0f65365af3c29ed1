#!/usr/bin/env bash
# python/posproof_cert.py, the Python reader, against the
# C tools, under Debian's python3 and, installed by pip, in a virtual
# environment:
#  1. its docstrings' examples, run as doctests, are the files' answers;
#  2. every certificate in strategies/ (MANIFEST, MANIFEST.families; make
#     check: every third, in name order): the
#     header's values are sqlite3's, it reads as many entries as the header
#     says, the same as `posproof dump` (all of them where the certificate
#     is small, else the first 1000), and, replaying the principal line
#     `posproof show --line` prints, the same move as show for the winner at
#     every position of the line where the strategy has an entry (the others
#     are short wins, FORMAT.md 6.3, which show finds by the rules);
#  3. the sharding workflow's own files, a top (format version 4) and the
#     one file of merge --single, of FHP6 (layered-v2 keys widened from
#     layered-3state-v1) and Subh K5 (oriented-v2): read the same way, and
#     the move winning_move() finds (through `posproof key --kind`) is
#     show's at every position of the strategy where it has an entry;
#  4. positions given as strings, tuples, lists, and integers that are no
#     int (SageMath's); a wrong one a TypeError naming it;
#  5. to_networkx(): the strategy as a DAG whose stored moves sit at exactly
#     the certificate's keys, every node reached from the root, the replies
#     out of a node of the loser every legal move once, a top's assumed
#     positions its assumptions; its attributes all scalars, which
#     networkx's write_graphml, write_gexf and write_gml write and read
#     back unchanged;
#  6. bad input in one line, never a traceback: no SQLite file, no
#     certificate, a missing, truncated or damaged file; a Python without
#     zstandard: blocks read by the program zstd, the same entries and
#     moves; without either (or without networkx): the header still read,
#     and one error naming what is missing and how to install it where a
#     block is read (or for to_networkx());
#  7. the documented install, `python3 -m venv --system-site-packages V &&
#     V/bin/pip install ./python`, offline (PIP_NO_INDEX), with
#     Debian's python3 and with the first python3 on PATH where that is
#     another (a pyenv's: no wheel, no zstandard): the in-tree build
#     backend (python/backend/) needs neither setuptools nor wheel, with or
#     without --no-build-isolation; its wheel's RECORD holds, its sdist
#     builds the same wheel, an editable install imports the tree; from
#     outside the tree, with POSPROOF unset, the module finds posproof on
#     PATH (POSPROOF still first; neither: one error naming both), and
#     winning_move() and the graph's three writers work in each (without
#     zstandard through the program zstd; where that python lacks networkx:
#     the one-line error naming it).
. "$(dirname "$0")/lib.sh"
# Debian's python3, with python3-zstandard, python3-networkx, venv and pip
PY=/usr/bin/python3
need sqlite3
[ -x "$PY" ] || bail_out "$PY is missing (scripts/deps.sh installs python3)"
for m in zstandard networkx venv pip setuptools; do
  "$PY" -c "import $m" 2>/dev/null || bail_out "$PY cannot import $m (scripts/deps.sh installs python3-$m)"
done
export PYTHONPATH="$TOP/python" POSPROOF="$PP"
S="$TOP/strategies"

# ---- 1. the docstrings' examples ----
out=$(cd "$TOP" && "$PY" -m doctest -v python/posproof_cert.py 2>&1); rc=$?
like "$rc $(printf '%s\n' "$out" | tail -n 2 | head -n 1)" "^0 [1-9][0-9]+ passed and 0 failed\.$" \
  "the docstrings' examples are the files' answers (python3 -m doctest)"

# ---- 2. every archived certificate ----
# check.py CERT [MAX]: the header as sqlite3 prints it ("name|value", by
# name), then every entry "KEY MOVE" (only the first MAX if given), then
# "entries N", N all the entries read.
cat >"$TMP/check.py" <<'EOF'
import sys
from posproof_cert import Certificate
with Certificate(sys.argv[1]) as c:
    most = int(sys.argv[2]) if len(sys.argv) > 2 else None
    for name in sorted(c.header):
        print(f"{name}|{c.header[name]}")
    prev, k = None, 0
    for key, move in c.items():
        assert len(key) == c.key_length and (prev is None or key > prev), "keys not ascending"
        prev, k = key, k + 1
        if most is None or k <= most:
            print(key.hex(), move)
    print("entries", k)
EOF
# read_like_sqlite NAME CERT: the header, the entries (count, and content
# against posproof dump) as sections 2 and 3 check them
read_like_sqlite() {
  local name=$1 cert=$2 total most=() out
  total=$(sqlite3 "$cert" "SELECT value FROM header WHERE name = 'entries'")
  [ "$total" -gt 20000 ] && most=(1000)
  out=$("$PY" "$TMP/check.py" "$cert" "${most[@]}" 2>&1)
  is "$(printf '%s\n' "$out" | grep '|')" "$(sqlite3 "$cert" "SELECT name, value FROM header ORDER BY name")" \
    "$name: the header's values are sqlite3's"
  is "$(printf '%s\n' "$out" | tail -n 1)" "entries $(sqlite3 "$cert" "SELECT coalesce(sum(entries), 0) FROM block")" \
    "$name: every entry read, as many as its blocks hold ($total, the header's)"
  if [ "$total" -le 20000 ]; then
    is "$(printf '%s\n' "$out" | grep -v '|' | sed '$d')" "$("$PP" dump "$cert" | cut -d' ' -f1,2)" "$name: the entries are posproof dump's"
  else
    is "$(printf '%s\n' "$out" | grep -v '|' | sed '$d')" "$("$PP" dump "$cert" | head -n 1000 | cut -d' ' -f1,2)" \
      "$name: the first 1000 entries are posproof dump's"
  fi
}
archived=$(cat <(cut -f1 "$S/MANIFEST") <(cut -f1 "$S/MANIFEST.families") | grep '\.cert$' | sort -u)
is "$(printf '%s\n' "$archived" | wc -l)" "$(ls "$S"/*.cert | wc -l)" "MANIFEST and MANIFEST.families list every certificate in strategies/"
# make check: every third certificate (in name order) for the entries and
# the line of play below; make check-full: every one
some=$(printf '%s\n' "$archived" | awk 'NR % 3 == 1')
full && some=$archived
for name in $some; do read_like_sqlite "$name" "$S/$name"; done

# Moves: along show --line, the reader's move (through posproof key) is show's.
cat >"$TMP/line.py" <<'EOF'
import re, sys
from posproof_cert import Certificate
cert = sys.argv[1]
flags = {"Maker": "maker", "Breaker": "breaker", "Avoider": "avoider",
         "Enforcer": "enforcer", "First": "red", "Second": "blue"}
compared = skipped = 0
with Certificate(cert) as c:
    fam = c.header["family"]
    mover = c.header["strategy"].capitalize()
    pos, last = {}, None            # flag -> list of moves; the last mover
    for line in sys.stdin:
        m = re.match(r"\s+\d+\. (\w+) (\S+)$", line)
        if not m:
            continue
        who, move = m.groups()
        flag = {"subh": "arcs", "shared": "edges"}.get(fam, flags.get(who))
        midturn = fam == "ramsey" and c.header["rule"] == "avoid-plus" and last == who
        if who == mover and not midturn:
            args = {k: ",".join(v) for k, v in pos.items()}
            if fam == "ramsey" and c.header["rule"] == "avoid-plus":
                args["to_move"] = who.lower()
            got = c.winning_move(**args)
            if got is None:
                skipped += 1
            elif got != move:
                sys.exit(f"at {args or 'the start'}: the reader says {got}, show {move}")
            else:
                compared += 1
        if move != "stop":
            pos.setdefault(flag, []).append(move)
        last = None if move == "stop" else who
print(f"compared {compared} skipped {skipped}")
EOF
line_moves() {   # NAME CERT
  local line out
  line=$("$PP" show "$2" --line 2>&1) || { fail "$1: posproof show --line" "$line"; return; }
  out=$(printf '%s\n' "$line" | "$PY" "$TMP/line.py" "$2" 2>&1)
  like "$out" "^compared [0-9]+ skipped [0-9]+$" "$1: the reader's moves along show --line are show's ($out)"
}
for name in $some; do line_moves "$name" "$S/$name"; done

# Monotone Avoider-Enforcer (version 5): read whole, and the first move
# (Enforcer's, then its stop) is show's; its game flags name the rule.
mono=$TMP/mono.cert
"$PP" solve --game conn --n 5 --rule monotone-avoider-enforcer --first enforcer --threads 1 --cert "$mono" --quiet >/dev/null 2>&1 ||
  bail_out "solve of monotone conn K5 failed"
read_like_sqlite "monotone conn K5" "$mono"
is "$("$PY" -c 'import sys
from posproof_cert import Certificate
with Certificate(sys.argv[1]) as c:
    print(" ".join(c.game_flags()), c.winning_move())' "$mono" 2>&1)" \
  "--game conn --rule monotone-avoider-enforcer --first enforcer --bias 1:1 --n 5 $("$PP" show "$mono" --line | sed -n 's/^ *1\. Enforcer //p')" \
  "monotone conn K5: game_flags() names the rule, winning_move() at the start is show's"

# An offer game (version 6, key offer-v2): read whole; its game flags name
# the convention, and the first offer is show's.
wc=$TMP/wc.cert
"$PP" solve --game conn --n 5 --rule waiter-client --threads 1 --cert "$wc" --quiet >/dev/null 2>&1 ||
  bail_out "solve of waiter-client conn K5 failed"
read_like_sqlite "waiter-client conn K5" "$wc"
is "$("$PY" -c 'import sys
from posproof_cert import Certificate
with Certificate(sys.argv[1]) as c:
    print(" ".join(c.game_flags()), c.winning_move())' "$wc" 2>&1)" \
  "--game conn --rule waiter-client --bias 1:1 --offer exact --leftover waiter --n 5 $("$PP" show "$wc" --line | sed -n 's/^ *1\. Waiter //p')" \
  "waiter-client conn K5: game_flags() names the offer and the leftover, winning_move() at the start is show's"

# ---- 3. a top and the one file of merge --single ----
cd "$TMP" || exit 1
sharded() {   # DIR GAME...: split at depth 2, every shard, the top DIR/top.cert, the one file DIR.cert
  local dir=$1 k; shift
  "$PP" split "$@" --depth 2 --out "$dir" >/dev/null 2>&1 || return 1
  for k in $(seq "$(sed -n 's/^shards //p' "$dir/manifest")"); do
    "$PP" shard "$dir" "$k" --threads 1 --quiet >/dev/null 2>&1 || return 1
  done
  "$PP" merge "$dir" --cert "$dir/top.cert" --single "$dir.cert" --threads 1 --quiet >/dev/null 2>&1
}
sharded fhp6 --game fhp --n 6 --first maker || bail_out "FHP6 split, shard, merge --single failed"
sharded subh5 --game subh --n 5 --creator first || bail_out "Subh K5 split, shard, merge --single failed"
for f in fhp6/top.cert fhp6.cert subh5/top.cert subh5.cert; do
  is "$(sqlite3 "$f" "SELECT group_concat(value, ' ') FROM header WHERE name IN ('format_version', 'key') ORDER BY name")" \
    "$(case $f in *top.cert) echo 4 ;; *) echo 3 ;; esac) $(case $f in subh*) echo oriented-v2 ;; *) echo layered-v2 ;; esac)" \
    "$f: a $(case $f in *top.cert) echo top ;; *) echo 'merge --single file' ;; esac) with $(case $f in subh*) echo oriented-v2 ;; *) echo layered-v2 ;; esac) keys"
  read_like_sqlite "$f" "$f"
  line_moves "$f" "$f"
done
# dag_moves.py CERT MAX: at every node of the strategy (to_networkx) where
# the winner's move is stored (the first MAX), winning_move() of the node's
# position (through posproof key --kind) is show's (under avoid-plus at the
# start of a turn, which --to-move spells); "checked N" (N >= 1) or the
# first mismatch.
cat >"$TMP/dag_moves.py" <<'EOF'
import sys
from posproof_cert import Certificate
with Certificate(sys.argv[1]) as c:
    g = c.to_networkx()
    n = 0
    for u, v, d in g.edges(data=True):
        if d.get("how") != "entry":
            continue
        pos = {f: g.nodes[u][f] for f in g.graph["position_flags"].split(",")}
        if c.header["family"] == "ramsey" and c.header["rule"] == "avoid-plus":
            if g.nodes[u]["moves_made"]:
                continue                 # within a turn: no position flags spell it
            pos["to_move"] = g.nodes[u]["to_move"].lower()
        got = c.winning_move(**pos)
        if got != d["move"]:
            sys.exit(f"at {pos}: the reader says {got}, show --json {d['move']}")
        n += 1
        if n == int(sys.argv[2]):
            break
    print("checked", n)
EOF
# make check: the first 60 positions with an entry of each (each asks
# posproof key once); make check-full: up to 1000, all of them here
max=60; full && max=1000
for f in fhp6/top.cert fhp6.cert subh5/top.cert subh5.cert; do
  like "$("$PY" "$TMP/dag_moves.py" "$f" "$max" 2>&1)" "^checked [1-9][0-9]*$" "$f: winning_move() is show's move at the positions with an entry (up to $max)"
done
for f in ham6-bias-1-2 p4-bull-maker simplus subh4-creator-second ramsey-avoid-k3-k6 conn-k5-avoider-enforcer shared-conn7-avoid; do
  like "$("$PY" "$TMP/dag_moves.py" "$S/$f.cert" 60 2>&1)" "^checked [1-9][0-9]*$" \
    "$f.cert: winning_move() is show's move at the first positions with an entry (up to 60)"
done
out=$("$PY" -c '
import sys
from posproof_cert import Certificate
with Certificate(sys.argv[1]) as c:
    for a in c.assumptions():
        print(*a)' fhp6/top.cert 2>&1)
is "$out" "$(sqlite3 -separator ' ' fhp6/top.cert "SELECT start, shard, sha256 FROM assumption ORDER BY start")" "the top's assumptions(): its table's rows"

# ---- 4. positions as strings, tuples and lists ----
out=$("$PY" - "$S/ham8-maker.cert" "$S/subh5-creator-first.cert" <<'EOF' 2>&1
import sys
from posproof_cert import Certificate
class Integer:                       # as SageMath's: not an int, has __index__
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
with Certificate(sys.argv[1]) as c:
    one = [dict(maker="0-1", breaker="0-2"), dict(maker=(0, 1), breaker=(0, 2)), dict(maker=[(0, 1)], breaker=((0, 2),)),
           dict(maker=[0, 1], breaker=[[0, 2]]), dict(maker=["0-1"], breaker=["0-2"]),
           dict(maker=(Integer(0), Integer(1)), breaker=[(Integer(0), 2)])]
    two = [dict(maker="0-1,2-3", breaker="0-2,1-2"), dict(maker=[(0, 1), (2, 3)], breaker=((0, 2), (1, 2))),
           dict(maker=[[0, 1], [2, 3]], breaker=["0-2", (1, 2)])]
    print(*[c.winning_move(**f) for f in one])
    print(*[c.winning_move(**f) for f in two])
    for bad in (5, [(0, 1, 2)], (True, 2), [None]):
        try:
            c.winning_move(maker=bad)
            print("accepted", bad)
        except TypeError as e:
            print("TypeError:", e)
with Certificate(sys.argv[2]) as c:
    print(c.winning_move(arcs="1>0,2>3") == c.winning_move(arcs=[(1, 0), (2, 3)]) != None)
EOF
)
show1() { "$PP" show "$S/ham8-maker.cert" --after "$1" --depth 1 | sed -n 's/^  Maker \([0-9-]*\)$/\1/p'; }
m1=$(show1 0-1,0-2) m2=$(show1 0-1,0-2,2-3,1-2)
is "$(printf '%s\n' "$out" | sed -n 1p)" "$m1 $m1 $m1 $m1 $m1 $m1" \
  "one pair each as a string, a tuple, a list of one, a list, SageMath-like integers: show's move ($m1)"
is "$(printf '%s\n' "$out" | sed -n 2p)" "$m2 $m2 $m2" "two pairs each as a string, tuples, lists, mixed: show's move ($m2)"
is "$(printf '%s\n' "$out" | grep -c '^TypeError: maker=.*: expected pairs spelled "0-1,2-3" (arcs "0>1") or given as (i, j) tuples, one or a list$')" 4 \
  "a number, a triple, a bool, None: a TypeError naming the flag and what it expects"
is "$(printf '%s\n' "$out" | tail -n 1)" "True" "Subh: arcs as (i, j) tuples are the arcs i>j"

# ---- 5. to_networkx ----
# dag.py CERT: the DAG's checks, one word each, or what failed
cat >"$TMP/dag.py" <<'EOF'
import sys
import networkx as nx
from posproof_cert import Certificate, pair_of
with Certificate(sys.argv[1]) as c:
    h = c.header
    g = c.to_networkx()
    root = g.graph["root"]
    stored = {u for u, v, d in g.edges(data=True) if d.get("how") == "entry"}
    keys = {key.hex() for key, move in c.items()}
    out = ["dag" if nx.is_directed_acyclic_graph(g) else "cycle"]
    out.append("reached" if nx.descendants(g, root) | {root} == set(g) else "unreached")
    out.append("entries" if stored == keys and len(stored) == c.entries else
               "subset" if stored < keys else f"stored {len(stored)} of {c.entries}")
    out.append("stored" if all(c.lookup(u) is not None for u in stored) else "not-stored")
    # the winner: one move where the game goes on, the loser every legal move once
    win = h["strategy"]
    bad = 0
    for u, a in g.nodes(data=True):
        mine = a["to_move"].lower() == win
        over = "outcome" in a or "assumed" in a or a.get("frontier")
        deg = g.out_degree(u)
        if over and deg or not over and mine and deg != 1:
            bad += 1
        if over or mine:
            continue
        taken = sum(len(a[f].split(",")) for f in g.graph["position_flags"].split(",") if a[f])
        legal = None
        if h.get("board", "complete") == "complete" and h["family"] in ("maker-breaker", "avoider-enforcer", "shared"):
            legal = c.m - taken
        elif h["family"] == "subh":
            legal = 2 * (c.m - taken)
        elif h["family"] == "ramsey" and h["rule"] in ("misere", "achieve", "weak-achieve"):
            legal = c.m - taken
        if legal is not None and sum(d["replies"] for _, _, d in g.out_edges(u, data=True)) != legal:
            bad += 1
    out.append("moves" if not bad else f"{bad}-bad-nodes")
    assumed = sorted(a["assumed"] for _, a in g.nodes(data=True) if "assumed" in a)
    out.append("assumed" if assumed == sorted(s for _, s, _ in c.assumptions()) else f"assumed {assumed}")
    print(" ".join(out), g.number_of_nodes(), g.number_of_edges())
EOF
# make check: HAM7's Maker strategy (8 KB; a second of Python less), make
# check-full its Breaker strategy (20 KB, 1.7 s)
h7=ham7-maker; full && h7=ham7-breaker
for f in $h7 fhp6-maker hp6-breaker ham6-bias-1-2 conn-k5-avoider-enforcer subh5-creator-second \
         ramsey-achieve-k3-k6 ramsey-misere-k3-k5.first shared-conn8-normal p4-c5-breaker; do
  like "$("$PY" "$TMP/dag.py" "$S/$f.cert" 2>&1)" "^dag reached entries stored moves assumed [0-9]+ [0-9]+$" \
    "$f.cert: to_networkx() is a DAG from its root, its stored moves at exactly the certificate's keys, the loser's moves each once"
done
like "$("$PY" "$TMP/dag.py" fhp6/top.cert 2>&1)" "^dag reached entries stored moves assumed [0-9]+ [0-9]+$" \
  "FHP6's top: to_networkx() stops at its assumed positions, one node for each assumption"
like "$("$PY" "$TMP/dag.py" subh5/top.cert 2>&1)" "^dag reached entries stored moves assumed [0-9]+ [0-9]+$" "Subh K5's top: the same"
# merge --single keeps one move of a key several files consult, so some
# entries may lie on no play of the one file: its stored moves are among them
like "$("$PY" "$TMP/dag.py" fhp6.cert 2>&1)" "^dag reached (entries|subset) stored moves assumed [0-9]+ [0-9]+$" \
  "FHP6's merge --single file: to_networkx() is a DAG whose stored moves are certificate entries"
out=$("$PY" -c '
import sys
from posproof_cert import Certificate
g = Certificate(sys.argv[1]).to_networkx(after=[(0, 1)], depth=2)
r = g.nodes[g.graph["root"]]
print(g.number_of_nodes(), sum(1 for _, a in g.nodes(data=True) if a.get("frontier")), g.graph["position_flags"], r["maker"], r["breaker"] == "")' \
  "$S/ham6-maker.cert" 2>&1)
is "$out" "$("$PP" show "$S/ham6-maker.cert" --json --after 0-1 --depth 2 | grep -c '^{"node"') $("$PP" show "$S/ham6-maker.cert" --json --after 0-1 --depth 2 | grep -c '"frontier": true') maker,breaker 0-1 True" \
  "to_networkx(after=[(0, 1)], depth=2): show --json's nodes from that position, the root's position spelled as posproof spells it"

# writers.py CERT [DEPTH]: to_networkx() (down to DEPTH) written by
# networkx's write_graphml, write_gexf and write_gml and read back: each
# format's name where the nodes, edges and attributes read back are the
# graph's (up to what the format keeps: GraphML under networkx 2 drops an
# empty string, GML writes a boolean as 1, GEXF adds a label and an edge
# id and keeps no graph attribute), then the graph's sizes and the types of its values
cat >"$TMP/writers.py" <<'EOF'
import os, sys, tempfile
import networkx as nx
from posproof_cert import Certificate
def canon(g):
    def attrs(d):
        return sorted((k, int(v) if isinstance(v, bool) else v) for k, v in d.items()
                      if k not in ("label", "id") and v != "")
    return (sorted((u, attrs(d)) for u, d in g.nodes(data=True)),
            sorted((u, v, attrs(d)) for u, v, d in g.edges(data=True)))
with Certificate(sys.argv[1]) as c:
    g = c.to_networkx(depth=int(sys.argv[2]) if len(sys.argv) > 2 else None)
out, d = [], tempfile.mkdtemp()
for fmt in ("graphml", "gexf", "gml"):
    path = os.path.join(d, "strategy." + fmt)
    try:
        getattr(nx, "write_" + fmt)(g, path)
        h = getattr(nx, "read_" + fmt)(path)
    except Exception as e:
        out.append(f"{fmt}-failed({type(e).__name__}: {e})")
        continue
    same = canon(h) == canon(g) and (fmt == "gexf" or all(h.graph[k] == v for k, v in g.graph.items()))
    out.append(fmt if same else fmt + "-differs")
values = [v for _, a in g.nodes(data=True) for v in a.values()] + \
         [v for _, _, a in g.edges(data=True) for v in a.values()] + list(g.graph.values())
out += [str(g.number_of_nodes()), str(g.number_of_edges()),
        ",".join(sorted({type(v).__name__ for v in values}))]
print(*out)
EOF
for f in "$S/ham6-maker.cert" "$S/subh5-creator-second.cert 3" "$S/simplus.cert 4" "$S/ham6-bias-1-2.cert" fhp6/top.cert; do
  name=${f%% *} depth=
  case $f in *' '*) depth=" (depth ${f##* })" ;; esac
  # shellcheck disable=SC2086
  like "$("$PY" "$TMP/writers.py" $f 2>&1)" "^graphml gexf gml [0-9]+ [0-9]+ (bool,)?int,str$" \
    "${name#"$S"/}$depth: to_networkx()'s values are str, int and bool; write_graphml, write_gexf and write_gml write it and read it back"
done

# ---- 6. bad input: one line ----
py1() {   # NAME REGEX FILE: python3 -m posproof_cert FILE exits 1 with one line matching REGEX
  local out rc
  out=$("$PY" -m posproof_cert "$3" 2>&1); rc=$?
  if [ $rc = 1 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && printf '%s\n' "$out" | grep -Eq -- "$2"; then pass "$1"
  else fail "$1" "exit $rc" "$out"; fi
}
printf 'not a certificate\n' >bad.cert
py1 "a file that is no SQLite file: exit 1, one line naming it" "^posproof_cert: bad.cert: not a certificate \(not an SQLite file\)$" bad.cert
sqlite3 other.db "create table t(x)"
py1 "a SQLite file that is no certificate: one line" "^posproof_cert: other.db: not a posproof certificate" other.db
py1 "a missing file: one line" "^posproof_cert: .*No such file.*missing.cert" missing.cert
like "$("$PY" -m posproof_cert "$S/ham8-maker.cert" 2>&1)" "^winner: maker$" "the header of a certificate, printed by python3 -m posproof_cert"
like "$("$PY" "$TOP/python/posproof_cert.py" "$S/ham8-maker.cert" 2>&1)" "^winner: maker$" "... and by python3 python/posproof_cert.py"
: >empty.cert
py1 "an empty file: one line saying so" "^posproof_cert: empty.cert: not a certificate \(not an SQLite file: it is empty\)$" empty.cert
size=$(stat -c %s "$S/ham7-breaker.cert")
for cut in 10 99 4096 $((size / 2)) $((size - 1)); do
  head -c "$cut" "$S/ham7-breaker.cert" >trunc.cert
  py1 "a certificate cut to $cut of its $size bytes (an interrupted copy): one line saying so, as posproof's reader does" \
    "^posproof_cert: trunc.cert: truncated: the file has $cut bytes(, less than its SQLite header| of the $size its SQLite header declares) \(a copy cut off\?\)$" trunc.cert
done
# damaged inside, its size intact: the last page (a block's zstd data) zeroed
cp "$S/ham7-breaker.cert" damaged.cert
dd if=/dev/zero of=damaged.cert bs=512 seek=$((size / 512 - 4)) count=4 conv=notrunc 2>/dev/null
out=$("$PY" "$TMP/check.py" damaged.cert 2>&1 | tail -n 3)
like "$out" "^posproof_cert\.CertificateError: damaged\.cert: (a damaged certificate \(SQLite: |a damaged block \(zstd: |a block's)" \
  "a certificate damaged inside: a CertificateError naming the file and what is wrong"
# a Python without zstandard (pyenv, conda, SageMath): a module that fails
# to import first on the path. The header and to_networkx() need none; the
# blocks are read by the program zstd (the same entries and moves as with
# zstandard); with no zstd on PATH either, each call that reads a block
# (items, lookup, winning_move) says what is missing
mkdir -p nozstd nonx
printf 'raise ImportError("No module named zstandard")\n' >nozstd/zstandard.py
printf 'raise ImportError("No module named networkx")\n' >nonx/networkx.py
out=$(PYTHONPATH="$TMP/nozstd:$TOP/python" "$PY" -m posproof_cert "$S/ham8-maker.cert" 2>&1); rc=$?
is "$rc $(printf '%s\n' "$out" | grep -c ': ') $(printf '%s\n' "$out" | grep '^winner: ')" "0 $(sqlite3 "$S/ham8-maker.cert" "SELECT count(*) FROM header") winner: maker" \
  "without zstandard, python3 -m posproof_cert prints the header"
cat >"$TMP/nozstd.py" <<'EOF'
import hashlib, sys
from posproof_cert import Certificate, MissingPackageError
import posproof_cert
c = Certificate(sys.argv[1])
print(posproof_cert.zstandard is None, c.header["winner"], c.to_networkx().number_of_nodes())
key = c.key_of(maker="0-1")[0]                 # Breaker to move: a key of the strategy
for call in (lambda: hashlib.sha256(b"".join(k + bytes([m]) for k, m in c.items())).hexdigest(),
             lambda: c.lookup(key), lambda: c.winning_move(maker="0-1")):
    try:
        print(call())
    except ImportError as e:
        print(type(e).__name__, e.name, isinstance(e, MissingPackageError), e)
EOF
with=$(PYTHONPATH="$TOP/python" "$PY" "$TMP/nozstd.py" "$S/ham7-maker.cert" 2>&1)
out=$(PYTHONPATH="$TMP/nozstd:$TOP/python" "$PY" "$TMP/nozstd.py" "$S/ham7-maker.cert" 2>&1)
is "$(printf '%s\n' "$out" | sed -n 1p)" "True breaker $("$PP" show "$S/ham7-maker.cert" --json | grep -c '^{"node"')" \
  "without zstandard, a script reads the header and to_networkx() gives the strategy"
is "$(printf '%s\n' "$out" | sed 1d)" "$(printf '%s\n' "$with" | sed 1d)" \
  "... and items(), lookup(), winning_move() read the blocks through the program zstd: the same entries and moves as zstandard's"
like "$(printf '%s\n' "$with" | sed -n 2p)" '^[0-9a-f]{64}$' "... (every entry read: $(printf '%s\n' "$with" | sed -n 2p | cut -c1-12)...)"
out=$(PATH="$TMP/nozstd" PYTHONPATH="$TMP/nozstd:$TOP/python" "$PY" "$TMP/nozstd.py" "$S/ham7-maker.cert" 2>&1)
is "$(printf '%s\n' "$out" | sed 1d | grep -c "^MissingPackageError zstandard True posproof_cert needs the Python package zstandard (or the program zstd on PATH) to read a certificate's blocks, and this Python (.*python3[.0-9]*) cannot import it: install it with 'pip install zstandard' (Debian's python3: 'apt-get install python3-zstandard')$")" 3 \
  "... with neither zstandard nor zstd, items(), lookup(), winning_move(): a MissingPackageError, an ImportError whose name is zstandard, in one line naming both and how to install it"
out=$(PYTHONPATH="$TMP/nonx:$TOP/python" "$PY" -c '
import sys
from posproof_cert import Certificate
try:
    Certificate(sys.argv[1]).to_networkx()
except ImportError as e:
    print(type(e).__name__, e)' "$S/ham6-maker.cert" 2>&1)
like "$out" "^MissingPackageError posproof_cert needs the Python package networkx for to_networkx\(\), .*'pip install networkx' \(Debian's python3: 'apt-get install python3-networkx'\)$" \
  "without networkx, to_networkx(): a MissingPackageError naming networkx and how to install it; the rest works without it"

# ---- 7. the documented install, offline, with each python3 ----
# `python3 -m venv --system-site-packages V && V/bin/pip install ./python`
# (docs/strategies.md) with Debian's python3 and with the first
# python3 on PATH where that is another interpreter (a pyenv's, which has
# setuptools but no wheel and no zstandard; --system-site-packages lets its
# venv see what it has). pip reaches no index (PIP_NO_INDEX): the build
# backend is in the tree. make check: the PATH's python3 as a user types
# it; Debian's into a venv without pip (ensurepip costs seconds of CPU) by
# Debian's pip (pip --python); make check-full: both as a user types it.
export PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1
V=$(cat "$TOP/VERSION")
cp -rL "$TOP/python" pysrc     # pip builds in the tree: a copy, the VERSION link followed
mkdir nobin                    # a PATH without posproof
ln -s "$PP" pp-by-env          # POSPROOF's program, to tell it from PATH's
realpy() { "$1" -c 'import os, sys; print(os.path.realpath(sys.executable))' 2>&1; }
first=$(command -v python3) || bail_out "no python3 on PATH"
pys=("$PY")
[ "$(realpy "$first")" != "$(realpy "$PY")" ] && pys+=("$first")
echo "# interpreters: ${pys[*]} ($(for p in "${pys[@]}"; do realpy "$p"; done | tr '\n' ' '))"
# venv_check.py CERT: where the module and its posproof are, then every
# entry read and the winner's first move, or the package missing
cat >"$TMP/venv_check.py" <<'EOF'
import sys, importlib.metadata as md, posproof_cert as p
print(p.__file__.startswith(sys.prefix), md.version("posproof-cert"))
c = p.Certificate(sys.argv[1])
print(c.posproof)
try:
    print(sum(1 for _ in c.items()) == c.entries, c.winning_move())
except p.MissingPackageError as e:
    print("MissingPackageError", e.name)
EOF
# which.py CERT: the posproof used and the key of a position, or the error
cat >"$TMP/which.py" <<'EOF'
import sys, posproof_cert as p
c = p.Certificate(sys.argv[1])
try:
    print(c.posproof, c.key_of(maker="0-1", breaker="0-2")[0].hex())
except p.CertificateError as e:
    print("CertificateError:", e)
EOF
# run VAR=VALUE... CMD...: CMD in $TMP, outside the tree, without
# PYTHONPATH and POSPROOF but for those given
run() { (cd "$TMP" && env -u PYTHONPATH -u POSPROOF "$@"); }
move7=$("$PP" show "$S/ham7-breaker.cert" --line | sed -n 's/^ *1\. Breaker //p')
key7=$("$PP" key --game ham --n 7 --first breaker --maker 0-1 --breaker 0-2 --kind layered-3state-v1 | sed -n 's/^key //p')
n=0
for py in "${pys[@]}"; do
  n=$((n + 1)) v=venv$n
  if full || [ "$py" != "$PY" ]; then
    "$py" -m venv --system-site-packages $v >$v.log 2>&1 || bail_out "$py -m venv failed: $(cat $v.log)"
    pip=("$v/bin/pip") how="$py -m venv --system-site-packages V && V/bin/pip install ./python"
  else
    "$py" -m venv --without-pip --system-site-packages $v >$v.log 2>&1 || bail_out "$py -m venv failed: $(cat $v.log)"
    pip=("$py" -m pip --python "$v/bin/python") how="$py -m venv --without-pip --system-site-packages V && $py -m pip --python V/bin/python install ./python"
  fi
  "${pip[@]}" install ./pysrc >$v-pip.log 2>&1; rc=$?
  is "$rc $(tail -n 1 $v-pip.log)" "0 Successfully installed posproof-cert-$V" "$how, offline: posproof-cert $V (VERSION's)"
  # what this python's venv has: Debian's all of it (checked at the top)
  zstd=yes nx=yes
  $v/bin/python -c 'import zstandard' 2>/dev/null || zstd=no
  $v/bin/python -c 'import networkx' 2>/dev/null || nx=no
  echo "# $py: zstandard $zstd, networkx $nx"
  # from outside the tree, POSPROOF unset, bin/ on PATH
  out=$(run PATH="$BIN:$PATH" $v/bin/python "$TMP/venv_check.py" "$S/ham7-breaker.cert" 2>&1)
  is "$out" "True $V
$BIN/posproof
True $move7" "$py: imported from the venv, VERSION's version, posproof found on PATH (POSPROOF unset), every entry read ($(
    [ $zstd = yes ] && echo zstandard || echo "no zstandard: the program zstd"), winning_move() show's"
  is "$(run PATH="$BIN:$PATH" $v/bin/python "$TMP/which.py" "$S/ham7-breaker.cert" 2>&1)" "$BIN/posproof $key7" \
    "$py: POSPROOF unset: the posproof on PATH gives the key"
  is "$(run PATH="$BIN:$PATH" POSPROOF="$TMP/pp-by-env" $v/bin/python "$TMP/which.py" "$S/ham7-breaker.cert" 2>&1)" "$TMP/pp-by-env $key7" \
    "$py: POSPROOF set: its program, before PATH's"
  is "$(run PATH="$TMP/nobin" $v/bin/python "$TMP/which.py" "$S/ham7-breaker.cert" 2>&1)" \
    "CertificateError: cannot find the program posproof: POSPROOF is unset and no posproof is on PATH; set POSPROOF=/path/to/posproof (the repository's bin/posproof), or add its directory to PATH, or pass Certificate(path, posproof=...)" \
    "$py: POSPROOF unset and no posproof on PATH: one error naming both"
  is "$(run PATH="$BIN:$PATH" POSPROOF="$TMP/none" $v/bin/python "$TMP/which.py" "$S/ham7-breaker.cert" 2>&1)" \
    "CertificateError: cannot run $TMP/none (POSPROOF): No such file or directory" "$py: POSPROOF naming no program: one error naming it"
  if [ $nx = yes ]; then
    like "$(run PATH="$BIN:$PATH" $v/bin/python "$TMP/writers.py" "$S/ham6-maker.cert" 2>&1)" "^graphml gexf gml [0-9]+ [0-9]+ int,str$" \
      "$py: to_networkx() through PATH's posproof, written by write_graphml, write_gexf and write_gml and read back"
  else
    like "$(run PATH="$BIN:$PATH" $v/bin/python -c 'import sys, posproof_cert as p
try:
    p.Certificate(sys.argv[1]).to_networkx()
except p.MissingPackageError as e:
    print(type(e).__name__, e.name)' "$S/ham6-maker.cert" 2>&1)" "^MissingPackageError networkx$" "$py: to_networkx() says networkx is missing"
  fi
  if [ $zstd = yes ]; then
    out=$(cd "$TOP" && env -u PYTHONPATH -u POSPROOF PATH="$BIN:$PATH" "$TMP/$v/bin/python" -m doctest "$TMP"/$v/lib/python3*/site-packages/posproof_cert.py 2>&1); rc=$?
    is "$rc $out" "0 " "$py: the installed module's doctests pass"
  fi
done
# the backend's other hooks, with Debian's pip: a wheel built without
# build isolation (with it, above), its RECORD the files' sha256 and sizes;
# the sdist (build_sdist) builds the same wheel byte for byte; an editable
# install (build_editable) imports the tree's module
cat >"$TMP/record.py" <<'EOF'
import base64, hashlib, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
names = z.namelist()
record = [n for n in names if n.endswith(".dist-info/RECORD")]
ok = len(record) == 1
rows = [line.split(",") for line in z.read(record[0]).decode().splitlines()] if ok else []
ok = ok and sorted(r[0] for r in rows) == sorted(names)
for name, digest, size in rows:
    data = z.read(name)
    ok = ok and ((digest, size) == ("", "") if name == record[0] else
                 (digest, size) == ("sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode(), str(len(data))))
print(ok, *sorted(names))
EOF
"$PY" -m pip wheel --no-deps --no-build-isolation -w wheel1 ./pysrc >wheel1.log 2>&1; rc=$?
is "$rc $(cd wheel1 && ls)" "0 posproof_cert-$V-py3-none-any.whl" "pip wheel --no-build-isolation ./python, offline: the wheel posproof_cert-$V-py3-none-any.whl"
is "$("$PY" "$TMP/record.py" wheel1/*.whl 2>&1)" \
  "True posproof_cert-$V.dist-info/METADATA posproof_cert-$V.dist-info/RECORD posproof_cert-$V.dist-info/WHEEL posproof_cert.py" \
  "the wheel: the module and its .dist-info, each file's sha256 and size in RECORD"
is "$("$PY" -c 'import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())' wheel1/*.whl "posproof_cert-$V.dist-info/METADATA" | grep -E '^(Name|Version|Requires-Dist|Provides-Extra):')" "Name: posproof-cert
Version: $V
Provides-Extra: networkx
Requires-Dist: networkx; extra == \"networkx\"
Provides-Extra: zstd
Requires-Dist: zstandard; extra == \"zstd\"" "its METADATA: pyproject.toml's name, no dependency, its extras, VERSION's version"
mkdir sdist
out=$(cd pysrc && "$PY" -c 'import sys; sys.path.insert(0, "backend"); import posproof_build as b; print(b.build_sdist(sys.argv[1]))' "$TMP/sdist" 2>&1)
is "$out $(tar tzf "sdist/$out" 2>&1 | sort | tr '\n' ' ')" \
  "posproof_cert-$V.tar.gz posproof_cert-$V/PKG-INFO posproof_cert-$V/VERSION posproof_cert-$V/backend/posproof_build.py posproof_cert-$V/posproof_cert.py posproof_cert-$V/pyproject.toml " \
  "build_sdist: posproof_cert-$V.tar.gz, the tree's files, VERSION and PKG-INFO"
"$PY" -m pip wheel --no-deps -w wheel2 "sdist/posproof_cert-$V.tar.gz" >wheel2.log 2>&1; rc=$?
is "$rc $(cmp wheel1/*.whl wheel2/*.whl 2>&1)" "0 " "pip wheel of the sdist, offline: the same wheel, byte for byte"
"$PY" -m venv --without-pip --system-site-packages venv-e >venv-e.log 2>&1 || bail_out "python3 -m venv failed: $(cat venv-e.log)"
"$PY" -m pip --python venv-e/bin/python install --no-deps --no-build-isolation -e ./pysrc >venv-e-pip.log 2>&1; rc=$?
is "$rc $(cd / && env -u PYTHONPATH "$TMP/venv-e/bin/python" -c 'import posproof_cert; print(posproof_cert.__file__)' 2>&1)" "0 $TMP/pysrc/posproof_cert.py" \
  "pip install -e ./python, offline (build_editable): the tree's module imported"
done_testing
