#!/usr/bin/env bash
# Named boards as networkx labels them: for every name posproof reads (Kn,
# Cn, Pn, Ka,b, Qd, Petersen, star:L; docs/usage.md, "Command line") at every
# size it takes, the graph the solver builds (`solve --json`: the graph6
# beside a named board, or K_n, board complete) and the graph posproof-check
# reads for the same name (the claim it prints when asked that board) are
# networkx's graph, edge for edge in the same vertex labels (not up to
# isomorphism): complete_graph(n), cycle_graph(n), path_graph(n),
# complete_bipartite_graph(a, b), hypercube_graph(d) with its nodes numbered
# in networkx's order (convert_node_labels_to_integers), petersen_graph(),
# star_graph(L). Moves are read in those labels (C4's 0-1 is an edge).
# make check: Ka,b with a + b <= 9 and five larger ones; make check-full:
# every Ka,b with a + b <= 16.
. "$(dirname "$0")/lib.sh"

if python3 -c 'import networkx' 2>/dev/null; then pass "python3 has networkx"
else fail "python3 has networkx" "scripts/deps.sh installs python3-networkx"; fi

names() {
  for n in $(seq 2 16); do echo "K$n"; done
  for n in $(seq 3 16); do echo "C$n"; done
  for n in $(seq 2 16); do echo "P$n"; done
  local top=9
  full && top=16
  for a in $(seq 1 15); do for b in $(seq 1 $((top - a))); do echo "K$a,$b"; done; done
  full || printf '%s\n' K1,15 K15,1 K8,8 K3,13 K9,7
  for d in 1 2 3 4; do echo "Q$d"; done
  echo Petersen
  for l in $(seq 1 15); do echo "star:$l"; done
}
names >"$TMP/names"

# posproof-check asked for a claim on board NAME against a certificate on
# a board of no name (the bull, D{O): a mismatch whose "you asked" words give
# the board read, "the graph NAME2 (G6, n = N)" or "KN" (board complete)
"$PP" solve --game h:K2 --board 'D{O' --first maker --cert "$TMP/bull.cert" --threads 1 --quiet >/dev/null 2>&1
is "$(sqlite3 "$TMP/bull.cert" "select value from header where name = 'board'")" 'D{O' "a certificate on the bull (D{O), to ask the checker for named boards"

# one line a name: NAME SOLVER CHECKER, each graph6 or "complete:N", or ERROR...
while read -r nm; do
  out=$("$PP" solve --game h:K2 --board "$nm" --first maker --json --quiet --threads 1 --mem 16 2>&1 </dev/null)
  s=$(printf '%s\n' "$out" | perl -MJSON::PP -e 'my $o = eval { decode_json(join "", <STDIN>) };
    print !$o ? "ERROR" : defined $o->{graph6} ? $o->{graph6} : $o->{board} eq "K$o->{n}" ? "complete:$o->{n}" : "ERROR"')
  out2=$("$CK" "$TMP/bull.cert" --game h:K2 --board "$nm" --first maker --winner maker --threads 1 2>&1 </dev/null)
  c=$(printf '%s\n' "$out2" | sed -n -E 's/.*you asked: .* on the graph [^ ]+ \(([^ ]+), n = [0-9]+\) when .*/\1/p; s/.*you asked: .* on K([0-9]+) when .*/complete:\1/p' | head -1)
  printf '%s %s %s\n' "$nm" "${s:-ERROR}" "${c:-ERROR($out2)}"
done <"$TMP/names" >"$TMP/graphs"

# networkx's graph of each name against the two programs' graphs: one line
# a difference (the edges one has and the other lacks), nothing if none
cat >"$TMP/compare.py" <<'EOF'
import re, sys
import networkx as nx

def reference(name):
    m = re.fullmatch(r"K(\d+),(\d+)", name)
    if m:
        return nx.complete_bipartite_graph(int(m[1]), int(m[2]))
    m = re.fullmatch(r"([KCPQ])(\d+)", name)
    if m:
        k = int(m[2])
        return {"K": nx.complete_graph, "C": nx.cycle_graph, "P": nx.path_graph,
                "Q": lambda d: nx.convert_node_labels_to_integers(nx.hypercube_graph(d))}[m[1]](k)
    if name == "Petersen":
        return nx.petersen_graph()
    m = re.fullmatch(r"star:(\d+)", name)
    if m:
        return nx.star_graph(int(m[1]))
    raise ValueError(name)

def graph(text):
    if text.startswith("complete:"):
        return nx.complete_graph(int(text.split(":")[1]))
    return nx.from_graph6_bytes(text.encode())

def edges(g):
    return {tuple(sorted(e)) for e in g.edges()}

for line in sys.stdin:
    name, *got = line.split(" ", 2)
    want = reference(name)
    assert sorted(want.nodes()) == list(range(want.number_of_nodes())), name
    for who, text in zip(("solver", "checker"), got):
        text = text.strip()
        try:
            g = graph(text)
        except Exception:
            print(f"{name}: the {who} gave {text}")
            continue
        if g.number_of_nodes() != want.number_of_nodes() or edges(g) != edges(want):
            print(f"{name}: the {who}'s graph {text} has {g.number_of_nodes()} vertices, "
                  f"edges {sorted(edges(g) - edges(want))} that networkx's lacks, "
                  f"and lacks {sorted(edges(want) - edges(g))}")
EOF
count=$(wc -l <"$TMP/names" | tr -d ' ')
is "$(wc -l <"$TMP/graphs" | tr -d ' ')" "$count" "$count names, each solved and asked of the checker"
is "$(python3 "$TMP/compare.py" <"$TMP/graphs" 2>&1)" "" \
  "Kn, Cn, Pn, Ka,b, Qd, Petersen, star:L at every size: the solver's and the checker's graph are networkx's, edge for edge"
# the comparison sees a labelling: the C4 and P4 of posproof up to commit
# 9a10277 (graph6 C] and CU) are the same graphs relabelled, and differ
like "$(printf 'C4 C] Cl\nP4 Ch CU\n' | python3 "$TMP/compare.py" 2>&1 | tr '\n' ' ')" \
  "^C4: the solver's graph C\] .* P4: the checker's graph CU " "the old C4 (C]) and P4 (CU) are told apart from networkx's"

# moves are read in those labels
out=$("$PP" moves --game conn --board C4 --first maker --after 0-1 --threads 1 2>&1); rc=$?
like "$rc $out" "^0 position: Maker 0-1; Breaker none \(Breaker to move\)" "moves --board C4 --after 0-1: 0-1 is an edge of C4"
for t in "C4 3-0 0-2" "P4 2-3 0-2" "P5 3-4 1-3" "Q2 0-2 0-3" "Q3 2-6 3-4" "K2,3 1-4 2-3" "star:5 0-5 1-2" "Petersen 6-9 5-6"; do
  # shellcheck disable=SC2086
  set -- $t
  "$PP" moves --game conn --board "$1" --first maker --after "$2" --threads 1 >/dev/null 2>&1; r1=$?
  "$PP" moves --game conn --board "$1" --first maker --after "$3" --threads 1 >"$TMP/out" 2>&1; r2=$?
  like "$r1 $r2 $(cat "$TMP/out")" "^0 2 posproof: --after: move 1 \($3\) is not legal for Maker: .* is not an edge of the board $1\$" \
    "$1: $2 is an edge, $3 is not"
done
done_testing
