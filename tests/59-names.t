#!/usr/bin/env bash
# Named graphs: every name is exactly the graph6 nauty's
# genspecialg writes for it (networkx's labelling too: tests/55-named-boards.t),
# as a board and as H; a name and its
# graph6 give the same solve; moves are read in the documented labelling; a
# name's certificate stores graph6 and is VERIFIED; names unknown or too large
# are one line, exit 2.
. "$(dirname "$0")/lib.sh"

# g6 NAME EDGE: "PROPERTY BOARD" of `solve --game h:NAME --board NAME`, from
# the start where Breaker, moving first, holds EDGE (an end position: answered
# at once), e.g. "h:Dhc Dhc"; "ERROR..." on failure.
g6() {
  local out rc
  out=$("$PP" solve --game "h:$1" --board "$1" --first breaker --breaker "$2" --json --quiet --mem 16 2>&1 </dev/null); rc=$?
  if [ $rc != 0 ]; then echo "ERROR($rc): $out"; return; fi
  local b; b=$(field "$out" graph6)   # the graph6 beside a board given by name, or K_n
  echo "$(field "$out" property) ${b:-$(field "$out" board)}"
}
# field JSON NAME: a string field of JSON, unescaped (graph6 may hold \ and }).
field() { printf '%s\n' "$1" | sed -n "s/.*\"$2\": \"\(\([^\"\\]\|\\\\.\)*\)\".*/\1/p" | sed 's/\\\(.\)/\1/g'; }
spec() { nauty-genspecialg -g -q "$@"; }
# re TEXT: TEXT as an extended regular expression matching itself
re() { printf '%s' "$1" | sed 's/[][\.*^$?+(){}|\\]/\\&/g'; }

# ---- 1. each name is nauty-genspecialg's graph, vertex for vertex ----
bad=""
for n in $(seq 2 16); do   # Kn: H in graph6, the board K_n itself (board complete)
  want="h:$(spec -k"$n") K$n"; got=$(g6 "K$n" 0-1); [ "$got" = "$want" ] || bad="$bad K$n: $got != $want;"
done
for n in $(seq 3 16); do
  w=$(spec -c"$n"); [ "$n" = 3 ] && w=K3   # C3 is K3, complete
  want="h:$(spec -c"$n") $w"; got=$(g6 "C$n" 0-1); [ "$got" = "$want" ] || bad="$bad C$n: $got != $want;"
done
for n in $(seq 2 16); do
  w=$(spec -p"$n"); [ "$n" = 2 ] && w=K2   # P2 is K2, complete
  want="h:$(spec -p"$n") $w"; got=$(g6 "P$n" 0-1); [ "$got" = "$want" ] || bad="$bad P$n: $got != $want;"
done
for ab in 1,1 1,2 2,1 1,3 3,1 2,2 2,3 3,2 3,3 1,4 4,1 2,4 4,2 3,4 4,3 4,4 2,5 5,3 4,6 7,2 1,15 15,1 3,13 8,8 5,11; do
  a=${ab%,*}; w=$(spec -b"$ab"); [ "$ab" = 1,1 ] && w=K2
  want="h:$(spec -b"$ab") $w"; got=$(g6 "K$ab" "0-$a"); [ "$got" = "$want" ] || bad="$bad K$ab: $got != $want;"
done
for q in 1 2 3 4; do
  w=$(spec -Q"$q"); [ "$q" = 1 ] && w=K2
  want="h:$(spec -Q"$q") $w"; got=$(g6 "Q$q" 0-1); [ "$got" = "$want" ] || bad="$bad Q$q: $got != $want;"
done
for l in $(seq 1 15); do
  w=$(spec -b1,"$l"); [ "$l" = 1 ] && w=K2
  want="h:$(spec -b1,"$l") $w"; got=$(g6 "star:$l" 0-1); [ "$got" = "$want" ] || bad="$bad star:$l: $got != $want;"
done
want="h:$(spec -P5,2) $(spec -P5,2)"; got=$(g6 Petersen 0-1); [ "$got" = "$want" ] || bad="$bad Petersen: $got != $want;"
is "$bad" "" "Kn, Cn, Pn, Ka,b, Qd, star:L and Petersen: the graph6 of nauty-genspecialg -k -c -p -b -Q -P5,2, as board and as H"
is "$(spec -P5,2)" "IheA@GUAo" "Petersen: nauty's graph6 is the known IheA@GUAo"
# C4 and P4 are Cl and Ch, the cycle 0-1-2-3 and the path 0-1-2-3; up to
# commit 9a10277 they were C] and CU (certs/FORMAT.md 4.1), the same graphs relabelled
is "$(g6 C4 0-1) $(g6 P4 0-1)" "h:Cl Cl h:Ch Ch" "C4 and P4 are Cl and Ch (before: C] and CU)"
canon() { printf '%s\n' "$@" | nauty-labelg -q | tr '\n' ' '; }
is "$(canon 'C]' 'CU')" "$(canon Cl Ch)" "the old C4 and P4, C] and CU, are C4 and P4 up to isomorphism"
# the labelling in words: i ~ i+1 mod 8 on C8 (and nothing else)
"$PP" solve --game h:C8 --board C8 --first breaker --breaker 0-1 --json --mem 16 --quiet >"$TMP/c8" 2>&1
echo 'GhCGKC' | nauty-listg -e -q 2>/dev/null | tail -1 >"$TMP/c8e"
is "$(cat "$TMP/c8e")" "0 1  0 7  1 2  2 3  3 4  4 5  5 6  6 7" "C8 = GhCGKC: edges i ~ i+1 mod 8"

# ---- 2. moves and positions are read in the documented labelling ----
# pairs that are edges and pairs that are not, in the words of docs/usage.md's table
for t in "C8 7-0 0-2" "P5 3-4 0-4" "K3,3 2-3 0-1" "K2,3 0-4 2-3" "Q3 3-7 0-3" "Q4 5-13 0-3" "K8,8 7-8 7-6" "C16 15-0 15-1" "Petersen 5-7 5-6" \
         "Petersen 4-9 4-8" "Petersen 0-4 1-3" "Petersen 9-6 9-5" "star:4 0-4 1-2" "C4 3-0 0-2" "P4 2-3 0-2" "K2,2 0-2 0-1"; do
  # shellcheck disable=SC2086
  set -- $t
  # h:K2 from Maker holding a pair: an end position, answered at once
  "$PP" solve --game h:K2 --board "$1" --first maker --maker "$2" --quiet --mem 16 >"$TMP/out" 2>"$TMP/err"; rc1=$?
  "$PP" solve --game h:K2 --board "$1" --first maker --maker "$3" --quiet --mem 16 >"$TMP/out" 2>"$TMP/err"; rc2=$?
  like "$rc1 $rc2 $(cat "$TMP/err")" "^0 2 posproof: --maker '$3': the pair [0-9-]+ is not an edge of the board" \
    "$1: $2 is an edge, $3 is not"
done

# ---- 3. a name and its graph6 give the same solve ----
fields() {   # the JSON of a solve without the fields that name the input or time it
  "$PP" solve "$@" --json --quiet --threads 1 --mem 32 2>&1 </dev/null |
    sed -E 's/"(game|board|graph6|seconds)": ("[^"]*"|[0-9.]+), //g'
}
bad=""
for t in "ham C8" "hp P5" "h:C4 K3,3" "h:K3 Q3" "pm Petersen" "h:C5 Petersen" "conn star:4" "fhp C5" "cycle K2,4"; do
  # shellcheck disable=SC2086
  set -- $t
  g=$(g6 "$2" "$(case $2 in K3,3) echo 0-3;; K2,4) echo 0-2;; *) echo 0-1;; esac)" | cut -d' ' -f2)
  for first in maker breaker; do
    a=$(fields --game "$1" --board "$2" --first $first); b=$(fields --game "$1" --board "$g" --first $first)
    [ "$a" = "$b" ] && [ -n "$a" ] && [ "${a#\{}" != "$a" ] || bad="$bad [$1 on $2 ($g), $first first: $a | $b]"
  done
done
is "$bad" "" "ham C8, hp P5, h:C4 K3,3, h:K3 Q3, pm and h:C5 Petersen, conn star:4, fhp C5, cycle K2,4: the name's solve is its graph6's"
# K_n by name is the board K_n, as --n n (board complete)
is "$(fields --game ham --board K6 --first maker)" "$(fields --game ham --n 6 --first maker)" "--board K6 is --n 6"
like "$(fields --game ham --board K6 --first maker)" '"n": 6' "--board K6: n 6"
is "$(fields --game ham --board 'E~~w' --first maker | sed 's/"positions": [0-9]*//')" \
  "$(fields --game ham --board K6 --first maker | sed 's/"positions": [0-9]*//')" "--board K6 and its graph6 E~~w: the same result"
# H by name and by graph6
for t in "h:C5 h:$(spec -c5) --n 6" "h:K2,3 h:$(spec -b2,3) --n 6" "h:Q2 h:$(spec -Q2) --n 6" "h:star:3 h:$(spec -b1,3) --n 6" \
         "h:P4 h:$(spec -p4) --n 6" "h:P3 h:$(spec -p3) --n 5"; do
  # shellcheck disable=SC2086
  set -- $t
  a=$(fields --game "$1" "$3" "$4" --first maker); b=$(fields --game "$2" "$3" "$4" --first maker)
  if [ "$a" = "$b" ] && [ -n "$a" ]; then pass "$1 and $2 on K${4}: the same solve"; else fail "$1 and $2 on K$4" "$a" "$b"; fi
done
a=$(fields --game ramsey --H C4 --n 5 --rule avoid); b=$(fields --game ramsey --H Cl --n 5 --rule avoid)
like "$a|$b" '^\{"rule": "avoid", "H": "Cl".*\|\{"rule": "avoid", "H": "Cl"' "ramsey --H C4 is --H Cl"
is "$a" "$b" "ramsey --H C4 and --H Cl: the same solve"
c=$(fields --game ramsey --H 'C]' --n 5 --rule avoid)
is "$(printf '%s' "$c" | sed 's/"H": "C\]"/"H": "Cl"/')" "$a" "ramsey --H 'C]' (the old C4): the same solve but for H"
a=$(fields --game shared --property h:P3 --n 5); b=$(fields --game shared --property h:Bg --n 5)
is "$a" "$b" "shared --property h:P3 is h:Bg (the path 0-1-2)"
printf 'Petersen\n' >"$TMP/pete.txt"
is "$(fields --game h:C5 --board-file "$TMP/pete.txt" --first maker)" "$(fields --game h:C5 --board Petersen --first maker)" \
  "--board-file holding a name: the same as --board NAME"

# ---- 4. certificates store graph6 and are VERIFIED ----
cd "$TMP" || exit 1
"$PP" solve --game ham --board C8 --first breaker --cert c8.cert --threads 1 --quiet --mem 32 >/dev/null 2>&1
is "$(sqlite3 c8.cert "select value from header where name = 'board'")" "GhCGKC" "ham on C8: the certificate's board is C8's graph6"
out=$("$CK" c8.cert --threads 1 2>&1)
like "$out" "^VERIFIED: Breaker wins ham \(Hamiltonian cycle\) on the graph C8 \(GhCGKC, n = 8\)" \
  "ham on C8: posproof-check VERIFIES it, and names the board C8 beside its graph6"
like "$out" "^verified: sha256 [0-9a-f]{64} claim .* board=GhCGKC n=8 " "... its record line keeps the graph6 (FORMAT.md's claim)"
"$PP" solve --game h:C5 --board Petersen --first maker --cert pete.cert --threads 1 --quiet --mem 32 >/dev/null 2>&1
like "$("$CK" pete.cert --game h:Dhc --board 'IheA@GUAo' --first maker --winner breaker --threads 1 2>&1)" \
  "^VERIFIED: Breaker wins h:C5 \(a copy of C5\) on the graph Petersen \(IheA@GUAo, n = 10\) when Maker moves first" \
  "h:C5 on Petersen: the certificate (h:Dhc, board IheA@GUAo) VERIFIED for the claim in graph6, said with the names"
"$PP" solve --game hp --board K2,4 --first maker --cert k24.cert --threads 1 --quiet --mem 32 >/dev/null 2>&1
like "$("$CK" k24.cert --threads 1 2>&1)" "^VERIFIED: .* on the graph K2,4 \($(re "$(spec -b2,4)"), n = 6\) " "hp on K2,4: VERIFIED"
"$PP" solve --game ramsey --H Q2 --n 5 --rule avoid --cert q2.cert --threads 1 --quiet --mem 32 >/dev/null 2>&1
is "$(sqlite3 q2.cert "select value from header where name = 'H'")" "Cr" "ramsey --H Q2: the header H is Q2's graph6 Cr"
like "$("$CK" q2.cert --game ramsey --H Cr --n 5 --rule avoid --threads 1 2>&1)" "^VERIFIED" "ramsey --H Q2: VERIFIED as --H Cr"
"$PP" solve --game ham --board K7 --first maker --cert k7.cert --threads 1 --quiet --mem 32 >/dev/null 2>&1
is "$(sqlite3 k7.cert "select value from header where name = 'board'")" "complete" "--board K7: the certificate's board is complete"
like "$("$CK" k7.cert --game ham --n 7 --first maker --threads 1 2>&1)" "^VERIFIED" "--board K7: VERIFIED as --n 7"
"$PP" solve --game h:P4 --board C8 --first maker --maker 0-1 --cert pos.cert --threads 1 --quiet --mem 32 >/dev/null 2>&1
like "$("$CK" pos.cert --threads 1 2>&1)" "^VERIFIED: .* from the position Maker 0-1; Breaker none \(Breaker to move\)" \
  "h:P4 on C8 from Maker 0-1: VERIFIED, the position in C8's labelling"

# ---- 5. unknown and too large: one line, exit 2 ----
one_error() {   # NAME REGEX ARGS...
  local name=$1 re=$2; shift 2
  "$PP" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null; local rc=$?
  if [ $rc = 2 ] && [ ! -s "$TMP/out" ] && [ "$(wc -l <"$TMP/err")" = 1 ] && grep -Eq -- "$re" "$TMP/err"; then pass "$name"
  else fail "$name" "exit $rc" "stdout: $(head -2 "$TMP/out")" "stderr: $(cat "$TMP/err")" "expected: $re"; fi
}
one_error "--board K17" "^posproof: --board: 'K17' has 17 vertices; at most 16 are supported$" solve --game ham --board K17 --first maker
one_error "--board Q5" "^posproof: --board: 'Q5' has 32 vertices; at most 16 are supported$" count --game conn --board Q5
one_error "--board K9,8" "'K9,8' has 17 vertices" solve --game conn --board K9,8
one_error "--board star:16" "'star:16' has 17 vertices" solve --game conn --board star:16
one_error "--board C99999" "'C99999' has more than 16 vertices" solve --game conn --board C99999
one_error "h:K17" "^posproof: --game: 'K17' has 17 vertices; at most 16 are supported$" solve --game h:K17 --n 6 --first maker
one_error "h:Q5" "'Q5' has 32 vertices" solve --game h:Q5 --n 6
one_error "--H C17" "'C17' has 17 vertices" solve --game ramsey --H C17 --n 6 --rule avoid
one_error "--property h:P17" "'P17' has 17 vertices" solve --game shared --property h:P17 --n 6
one_error "--board C2" "^posproof: --board: 'C2': expected Cn \(cycle, 3 <= n <= 16\)$" solve --game conn --board C2
one_error "--board K1" "'K1': expected Kn" solve --game conn --board K1
one_error "--board K0,3" "'K0,3': expected Ka,b" solve --game conn --board K0,3
one_error "--board K3,3,3" "'K3,3,3': expected Ka,b" solve --game conn --board K3,3,3
one_error "--board Q0" "'Q0': expected Qd" solve --game conn --board Q0
one_error "--board C08" "'C08': expected Cn" solve --game conn --board C08
one_error "--board star:0" "'star:0': expected star:L" solve --game conn --board star:0
one_error "--board petersen (names are case-sensitive)" "^posproof: --board: 'petersen' is not graph6: .*\(nor a name: Kn, Cn, Pn, Ka,b, Qd, Petersen, star:L, or an edge list 0-1,1-2\)$" \
  solve --game conn --board petersen
one_error "h:Cube" "^posproof: --game: unknown graph 'Cube': not a name \(Kn, Cn, Pn, Ka,b, Qd, Petersen, star:L, or an edge list 0-1,1-2\) and 'Cube' is not graph6" \
  solve --game h:Cube --n 6
one_error "--H K" "unknown graph 'K'" solve --game ramsey --H K --n 6 --rule avoid
printf 'K20\n' >"$TMP/k20.txt"
one_error "--board-file holding K20" "^posproof: --board-file .*/k20.txt: bad board: 'K20' has 20 vertices" solve --game conn --board-file "$TMP/k20.txt"
one_error "H larger than the board by name" "H has 10 vertices, more than the board's 8" solve --game h:Petersen --board Q3

# ---- 6. a named board of more than 11 vertices goes to posproof-wide ----
like "$("$PP" solve --game h:K3 --board Q4 --first maker --threads 1 --quiet --mem 32 2>&1)" \
  "^maker-breaker h:K3 on Q4: first=maker result=second-player-win winner=breaker" \
  "h:K3 on Q4 (16 vertices, triangle-free): solved by posproof-wide, Breaker wins"

# ---- 7. posproof-check reads the names as posproof does (its own code) ----
for nm in K5 C3 C6 C4 P4 P5 K2,3 K1,4 Q3 Petersen star:4; do
  rm -f "$TMP/nm.cert"
  "$PP" solve --game conn --board "$nm" --first breaker --cert "$TMP/nm.cert" --threads 1 --quiet --mem 64 >/dev/null 2>&1
  like "$("$CK" "$TMP/nm.cert" --game conn --board "$nm" --first breaker --threads 1 --quiet 2>&1)" "^VERIFIED: " \
    "posproof-check --board $nm: the board posproof solved on"
done
for H in K3 C4 P4 C5 P3 star:3 K1,3 K2,2; do
  rm -f "$TMP/h.cert"
  "$PP" solve --game ramsey --H "$H" --n 6 --rule achieve --cert "$TMP/h.cert" --threads 1 --quiet --mem 64 >/dev/null 2>&1
  like "$("$CK" "$TMP/h.cert" --game ramsey --H "$H" --n 6 --rule achieve --threads 1 --quiet 2>&1)" "^VERIFIED: " \
    "posproof-check --H $H: the target posproof solved for"
done
like "$("$CK" "$TMP/h.cert" --game ramsey --H K2,2 --n 6 --rule achieve --threads 1 --quiet 2>&1)" "^VERIFIED: .*a copy of K2,2\)" \
  "K2,2 is C], and the claim names it so"
like "$("$CK" "$TMP/h.cert" --game ramsey --H C4 --n 6 --rule achieve --threads 1 --quiet 2>&1)" "^MISMATCH: " \
  "C4 (Cl) is another labelling of K2,2 (C]): a claim names H exactly"
"$PP" solve --game h:K3 --board K12 --first maker --cert "$TMP/k12.cert" --threads 1 --quiet --mem 64 >/dev/null 2>&1
like "$("$CK" "$TMP/k12.cert" --game h:K3 --board K12 --first maker --threads 1 --quiet 2>&1)" "^VERIFIED: .* on K12 when" \
  "posproof-check --board K12: the complete board, as --n 12 (a graph6 board of more than 64 edges is refused)"
out=$("$CK" "$TMP/k12.cert" --game h:K3 --board K13 --first maker --threads 1 --quiet 2>&1)
like "$out" "^MISMATCH: .*on K12 .*you asked: .*on K13 " "posproof-check --board K13 for a K12 certificate: a mismatch"
for bad in X9 K17 Q5 C2 K0,3 K3,3,3 star:0 petersen; do
  out=$("$CK" "$TMP/k12.cert" --game h:K3 --board "$bad" --first maker --quiet 2>&1); rc=$?
  is "$rc:$out" "2:posproof-check: invalid --board '$bad' for this game (try --help)" "posproof-check --board $bad: refused in one line"
done

# Edge lists: "0-1,1-2,..." on the vertices 0 to the
# largest, "N:..." on N vertices; the same graph as its name, in the solver
# (boards and h:H) and in the checker; --board-file reads nauty's
# >>graph6<< header and standard input (-)
g6of() { field "$("$PP" solve "$@" --json --quiet --threads 1 --mem 32 2>&1 </dev/null)" graph6; }
is "$(g6of --game hp --board 0-1,1-2,2-3,3-4,4-0 --first maker)" "$(g6of --game hp --board C5 --first maker)" \
  "--board 0-1,1-2,2-3,3-4,4-0 is C5 (the same graph6)"
like "$(g6of --game hp --board 6:0-1,1-2,2-3,3-4,4-0 --first maker)" "^E" \
  "--board 6:EDGES: a board of six vertices (graph6 E...), one isolated"
like "$("$PP" solve --game hp --board Petersen --first maker --threads 1)" "^maker-breaker hp on Petersen: " \
  "a board given by name is printed by that name"
like "$("$PP" solve --game hp --board C8 --first maker --maker 0-2 2>&1)" "not an edge of the board C8\$" \
  "... and errors name it so"
is "$("$PP" solve --game h:0-1,1-2 --n 5 --first maker --threads 1 | sed 's/.*: //;s/, [0-9.]* s)$//')" \
  "$("$PP" solve --game h:P3 --n 5 --first maker --threads 1 | sed 's/.*: //;s/, [0-9.]* s)$//')" "h:0-1,1-2 is h:P3"
"$PP" solve --game ham --board 0-1,1-2,2-3,3-0,0-2,4-0,4-1 --first breaker --cert "$TMP/el.cert" --threads 1 --quiet >/dev/null
like "$("$CK" "$TMP/el.cert" --game ham --board 0-1,1-2,2-3,3-0,0-2,4-0,4-1 --first breaker --winner breaker --quiet 2>&1)" "^VERIFIED: " \
  "posproof-check reads the same edge list as the same board"
like "$("$CK" "$TMP/el.cert" --game ham --board 6:0-1,1-2,2-3,3-0,0-2,4-0,4-1 --first breaker --winner breaker --quiet 2>&1)" "^MISMATCH: " \
  "... and 6:EDGES, the same edges on six vertices, as another board"
for bad in 0-1,1-1 0-1, 0-16 3:0-3 0-1-2; do
  "$PP" solve --game ham --board "$bad" --first maker >"$TMP/out" 2>"$TMP/err"; rc=$?
  like "$rc $(wc -l <"$TMP/err") $(cat "$TMP/err")" "^2 1 posproof: --board: '$bad': " "--board $bad: refused in one line"
done
printf '>>graph6<<Dhc\n' >"$TMP/h.g6"
is "$("$PP" solve --game ham --board-file "$TMP/h.g6" --first maker --threads 1 | sed 's/, [0-9.]* s)$//')" \
  "$("$PP" solve --game ham --board Dhc --first maker --threads 1 | sed 's/, [0-9.]* s)$//')" "--board-file: nauty's >>graph6<< header read past"
is "$(printf 'Dhc\n' | "$PP" solve --game ham --board-file - --first maker --threads 1 | sed 's/, [0-9.]* s)$//')" \
  "$("$PP" solve --game ham --board Dhc --first maker --threads 1 | sed 's/, [0-9.]* s)$//')" "--board-file -: standard input"
# ---- 8. what reads a certificate says the names ----
# A certificate stores the board and H in graph6 only: show, show --line,
# show --json, play, posproof-check's claim and their errors name a graph
# that is exactly a named one (as the solver writes it for that name) by
# that name, beside its graph6; a board of no name stays graph6.
cd "$TMP" || exit 1
names_ok() {   # CERT BOARD_NAME GAME_WORDS [YOU_MOVE]: every output that reads CERT says BOARD_NAME (beside the header's graph6) and GAME_WORDS
  local c=$1 nm=$2 gw=$3 g6 n e out bad=""
  g6=$(sqlite3 "$c" "select value from header where name = 'board'"); n=$(sqlite3 "$c" "select value from header where name = 'n'")
  e=$(printf '%s\n' "$g6" | nauty-listg -e -q 2>/dev/null | sed -n 1p | cut -d' ' -f2)
  local claim="on the board $(re "$nm") \\(graph6 $(re "$g6"): $n vertices, $e edges\\)"
  for how in "" --line --json; do
    out=$("$PP" show "$c" $how 2>&1)
    grep -Eq -- "$claim" <<<"$out" && grep -Fq -- "$gw" <<<"$out" || bad="$bad [show $how: $(head -1 <<<"$out")]"
  done
  # a pair off the board: one line naming the board by its name
  local off; off=$(printf '%s\n' "$g6" | nauty-listg -e -q | sed -n 2p | awk -v n="$n" '{ for (i = 1; i < NF; i += 2) e[$i "-" $(i+1)] = 1 }
    END { for (j = 1; j < n; j++) for (i = 0; i < j; i++) if (!((i "-" j) in e)) { print i "-" j; exit } }')
  out=$("$PP" show "$c" --after "$off" 2>&1)
  grep -Eq -- "is not an edge of the board $(re "$nm")\$" <<<"$out" || bad="$bad [show --after $off: $out]"
  out=$(printf '%s\nquit\n' "$off" | "$PP" play "$c" 2>&1)
  grep -Eq -- "^claim: .*$claim" <<<"$out" && grep -Fq -- "$gw" <<<"$out" || bad="$bad [play: $(head -1 <<<"$out")]"
  # (where the user has a move: with YOU_MOVE, the game is not over at the certificate's first move)
  [ -z "${4:-}" ] || grep -Eq -- "illegal move '$off': $off is not an edge of the board $(re "$nm")\$" <<<"$out" ||
    bad="$bad [play $off: $(grep illegal <<<"$out")]"
  out=$("$CK" "$c" --threads 1 2>&1)
  grep -Eq -- "^VERIFIED: .* on the graph $(re "$nm") \\($(re "$g6"), n = $n\\)" <<<"$out" && grep -Fq -- "$gw" <<<"$out" &&
    grep -Eq -- "^verified: .* board=$(re "$g6") " <<<"$out" || bad="$bad [posproof-check: $(head -1 <<<"$out")]"
  echo "$bad"
}
is "$(names_ok c8.cert C8 'ham')" "" "ham on C8: show, --line, --json, play, posproof-check and the errors say C8 (the header: GhCGKC)"
is "$(names_ok pete.cert Petersen 'h:C5 ' you_move)" "" "h:C5 on Petersen: every output says Petersen and h:C5 (the header: IheA@GUAo, h:Dhc)"
like "$("$PP" show pete.cert | head -1)" "Maker-Breaker game h:C5 on .*claiming a copy of C5\$" "show: H by its name, C5, not Dhc"
for t in "Q3 h:K2 you_move" "P5 conn" "star:4 conn" "K3,3 h:P4 you_move" "C6 h:star:2 you_move" "K2,4 conn you_move"; do
  # shellcheck disable=SC2086
  set -- $t
  rm -f nb.cert
  "$PP" solve --game "$2" --board "$1" --first breaker --cert nb.cert --threads 1 --quiet --mem 32 >/dev/null 2>&1
  is "$(names_ok nb.cert "$1" "$2" "${3:-}")" "" "$2 on $1: every output that reads its certificate says $1 and $2"
done
# a board given in graph6 that is a named graph is printed by its name, in solve too
like "$("$PP" solve --game ham --board GhCGKC --first breaker --threads 1 2>&1)" "^maker-breaker ham on C8: " "solve --board GhCGKC: on C8"
# where two names are one graph, the first of Kn, Cn, Pn, Qd, Petersen, star:L, Ka,b
for t in "K1,3 star:3" "Q1 K2" "C3 K3" "star:1 K2" "K2,2 K2,2" "Q2 Q2" "0-1,1-2,2-3,3-0 C4"; do
  # shellcheck disable=SC2086
  set -- $t
  rm -f h.cert
  "$PP" solve --game ramsey --H "$1" --n 5 --rule avoid --cert h.cert --threads 1 --quiet --mem 64 >/dev/null 2>&1
  out="$("$PP" show h.cert | head -1) | $("$CK" h.cert --threads 1 --quiet 2>&1)"
  like "$out" "^claim: .*the Ramsey game avoid for H = $2 on K5.* \| VERIFIED: .*\(a copy of $2\) on K5 " \
    "ramsey --H $1: show and posproof-check say H = $2"
done
rm -f h.cert
"$PP" solve --game shared --property h:K1,2 --n 5 --cert h.cert --threads 1 --quiet --mem 64 >/dev/null 2>&1
like "$("$PP" show h.cert | head -1) | $("$CK" h.cert --threads 1 --quiet 2>&1)" \
  "^claim: .*the shared-graph game h:star:2 \(rule normal\) on K5.* \| VERIFIED: .*shared normal h:star:2 \(a copy of star:2\)" \
  "shared --property h:K1,2: show and posproof-check say h:star:2"
# a board of no name stays graph6
like "$("$PP" show "$TOP/strategies/p4-bull-maker.cert" | head -1)" "on the board D\{O \(graph6: 5 vertices, 5 edges\)" \
  "show: a board of no name (the bull) is its graph6"
like "$("$CK" "$TOP/strategies/p4-bull-maker.cert" --threads 1 --quiet 2>&1)" "on the graph D\{O \(n = 5\)" \
  "posproof-check: a board of no name (the bull) is its graph6"
done_testing
