#!/usr/bin/env bash
# scripts/mhat.sh and scripts/mhat-sweep.sh, the m-hat sweeps of RESULTS.md
# (RESULTS.md, m-hat): the value of m-hat(8) for each starter, with every
# certificate of the last two levels checked; --board (a given Maker win in
# place of the levels above it, as the n = 9 values were found); a level
# stopped part way goes on where it stopped; a certificate that does not
# prove its claim makes the sweep fail; bad arguments refused in one line.
# The values 25 (Maker first) and 26 (Breaker first) are the certified ones
# of RESULTS.md, "New results"; the level sizes are nauty-geng's, counted
# here apart from the scripts.
# Sizes: make check sweeps Breaker first from the given board G]~~~{;
# make check-full also sweeps both starters from K8 and Maker first from
# the given board GU~~~{.
. "$(dirname "$0")/lib.sh"
need nauty-geng parallel
cd "$TOP" || bail_out "no $TOP"
lev() { nauty-geng -u 8 "$1:$1" 2>&1 | sed -n 's/^>Z \([0-9]*\) graphs.*/\1/p'; }
is "$(lev 25) $(lev 24)" "5 11" "nauty-geng: 5 graphs on 8 vertices with 25 edges, 11 with 24"

# ---- 1. the values ----
if full; then
  out=$(bash scripts/mhat.sh 8 maker "$TMP/m" 2>&1); rc=$?
  like "$out" "^m-hat\(8\) maker first = 25: 3 extremal boards \(GU~~~\{ G\]z~~\{ G\]~v~\{\); 11 boards with 24 edges, all Breaker's \(6 by their own certificates, 5 inside a Breaker win of 25 edges\); 11 certificates VERIFIED, 0 not; [0-9.]+ s$" \
    "m-hat(8) = 25 with Maker first, from K8: the three boards of K8 minus 3 edges Maker wins, every board of 24 edges Breaker's (5 of them inside the two Breaker wins of 25 edges, not searched)"
  is "$rc" 0 "exit 0"
  out=$(bash scripts/mhat.sh 8 breaker "$TMP/b" 2>&1); rc=$?
  like "$out" "^m-hat\(8\) breaker first = 26: 1 extremal board \(G\]~~~\{\); 5 boards with 25 edges, all Breaker's \([0-9] by their own certificates, [0-9] inside a Breaker win of 26 edges\); [0-9] certificates VERIFIED, 0 not; [0-9.]+ s$" \
    "m-hat(8) = 26 with Breaker first, from K8"
  is "$rc" 0 "exit 0"
  out=$(bash scripts/mhat.sh 8 maker "$TMP/mg" --board 'GU~~~{' 2>&1); rc=$?
  like "$out" "^m-hat\(8\) maker first = 25: 1 extremal board given \(GU~~~\{; the other boards of 25 edges not searched\); 11 boards with 24 edges, all Breaker's \(11 by their own certificates, 0 inside a Breaker win of 25 edges\); 12 certificates VERIFIED, 0 not; [0-9.]+ s$" \
    "m-hat(8) = 25 with Maker first, from the given board GU~~~{ (K8 minus 3 edges)"
  is "$rc" 0 "exit 0"
fi
# the given board's level is not searched, the one below it in full
out=$(bash scripts/mhat.sh 8 breaker "$TMP/g" --board 'G]~~~{' --jobs 1 2>&1); rc=$?
like "$out" "^m-hat\(8\) breaker first = 26: 1 extremal board given \(G\]~~~\{; the other boards of 26 edges not searched\); 5 boards with 25 edges, all Breaker's \(5 by their own certificates, 0 inside a Breaker win of 26 edges\); 6 certificates VERIFIED, 0 not; [0-9.]+ s$" \
  "m-hat(8) = 26 with Breaker first, from the given board G]~~~{ (K8 minus 2 edges)"
is "$rc" 0 "exit 0"
is "$(ls "$TMP/g" | tr '\n' ' ')" "board e25 " "only the given board and the level below it are written"
is "$(cat "$TMP/g/e25"/[0-9]*.json | wc -l | tr -d ' ')" 5 "one JSON line a board of 25 edges"
is "$(ls "$TMP/g/e25"/*/*.breaker-first.cert | wc -l | tr -d ' ')" 5 "one certificate a board of 25 edges"

# ---- 2. a run stopped part way goes on where it stopped ----
# one piece lost, one left stopped, one solved but not yet checked: the
# first searched again, the second's boards kept, the third checked without
# a search, the rest
# kept (the given board's JSON line and the finished pieces as they were,
# seconds included)
cp "$TMP/g/board/solve.json" "$TMP/solve.before"
set -- $(grep -l . "$TMP/g/e25"/[0-9]*.json)
[ $# -ge 3 ] || bail_out "level 25 of G]~~~{ in fewer than 3 pieces"
rm -rf "$1" "${1%.json}" "${1%.json}.verified"
mv "$2" "${2%.json}.stopped"
rm "${3%.json}.verified"
mkdir "$TMP/kept"
cp "$3" "$TMP/kept/"
out=$(bash scripts/mhat.sh 8 breaker "$TMP/g" --board 'G]~~~{' 2>&1); rc=$?
like "$out" "= 26: .* 5 boards with 25 edges, all Breaker's \(5 by their own certificates, 0 inside a Breaker win of 26 edges\); 6 certificates VERIFIED, 0 not" \
  "run again with a piece lost, one stopped and one not checked: the same answer"
is "$rc" 0 "exit 0"
is "$(find "$TMP/g/e25" -name '*.stopped' | wc -l | tr -d ' ')" 0 "no piece left stopped"
is "$(cat "$TMP/g/e25"/[0-9]*.json | wc -l | tr -d ' ')" 5 "every board of 25 edges solved"
is "$(cat "$TMP/g/e25"/[0-9]*.verified | grep -c '^verified: sha256 [0-9a-f]* claim .* first=breaker winner=breaker ')" 5 \
  "every board of 25 edges has its record line: Breaker's win with Breaker first VERIFIED"
is "$(cmp "$TMP/g/board/solve.json" "$TMP/solve.before" && echo kept)" kept "the given board is not searched again"
same=yes
for f in "$TMP/kept"/*; do cmp -s "$f" "$TMP/g/e25/${f##*/}" || same="no: ${f##*/}"; done
is "$same" yes "the piece solved but not checked is checked, not searched again (its lines as they were)"
# a piece stopped after some of its boards: those keep their lines (seconds
# included) and certificates, the others are solved, and the piece is whole
set -- $(grep -l '"line": 2,' "$TMP/g/e25"/[0-9]*.json)
[ $# -ge 1 ] || bail_out "no piece of level 25 of G]~~~{ with two boards"
d=${1%.json}
cp "$d/line1.json" "$TMP/line1.before"
rm "$1" "$d.verified" "$d"/line[2-9]*.json "$d"/[2-9]*.breaker-first.cert
cat "$d/line1.json" >"$d.stopped"
out=$(bash scripts/mhat.sh 8 breaker "$TMP/g" --board 'G]~~~{' 2>&1); rc=$?
like "$out" "= 26: .* 5 boards with 25 edges, all Breaker's \(5 by their own certificates, 0 inside a Breaker win of 26 edges\); 6 certificates VERIFIED, 0 not" \
  "run again with a piece stopped after its first board: the same answer"
is "$rc/$(cmp -s "$d/line1.json" "$TMP/line1.before" && echo kept)/$(wc -l <"$1" | tr -d ' ')/$(ls "$d"/*.cert | wc -l | tr -d ' ')" \
  "0/kept/$(wc -l <"$d.boards" | tr -d ' ')/$(wc -l <"$d.boards" | tr -d ' ')" \
  "... its first board not searched again, the others solved: a line and a certificate a board"
# CERTS=0: each piece's certificates deleted once checked, the records kept
out=$(CERTS=0 bash scripts/mhat-sweep.sh 8 25 breaker 5 "$TMP/c" 0 1 2>&1); rc=$?
like "$out" "^level 25: 5 of 5 boards solved, maker 0, breaker 5" "mhat-sweep.sh with CERTS=0: every board of 25 edges solved"
is "$rc/$(find "$TMP/c" -name '*.cert' | wc -l | tr -d ' ')/$(cat "$TMP/c"/*.verified | grep -c '^verified: ')" 0/0/5 \
  "... exit 0, no certificate left, a record line for each board"
# mhat-sweep.sh alone: pieces stopped by TIMEOUT are named, exit 3; run again without one, all solved
out=$(bash scripts/mhat-sweep.sh 8 26 maker 2 "$TMP/s" 0.01 1 2>&1); rc=$?
is "$rc" 3 "mhat-sweep.sh with every piece stopped by its TIMEOUT: exit 3"
like "$out" "mhat-sweep.sh: 2 of 2 pieces not finished" "... and says how many pieces are not finished"
out=$(bash scripts/mhat-sweep.sh 8 26 maker 2 "$TMP/s" 0 1 2>&1); rc=$?
is "$rc" 0 "run again with TIMEOUT 0 (no limit): exit 0"
like "$out" "^level 26: $(lev 26) of $(lev 26) boards solved, maker [0-9]+" "... and every board of 26 edges is solved"
is "$(find "$TMP/s" -name '*.stopped' | wc -l | tr -d ' ')" 0 "no piece left stopped"

# ---- 3. what does not prove its claim fails the sweep ----
# certificates swapped between two pieces before their checks: the sweep
# names the first, and the level is not finished
cp -r "$TMP/g" "$TMP/swap"
set -- $(grep -l . "$TMP/swap/e25"/[0-9]*.json)
a=${1%.json} b=${2%.json}
mv "$a/1.breaker-first.cert" "$TMP/swap/x.cert"
mv "$b/1.breaker-first.cert" "$a/1.breaker-first.cert"
mv "$TMP/swap/x.cert" "$b/1.breaker-first.cert"
rm "$a.verified" "$b.verified"
out=$(bash scripts/mhat.sh 8 breaker "$TMP/swap" --board 'G]~~~{' 2>&1); rc=$?
like "$out" "^mhat.sh: level 25 not finished: " "another board's certificate in place of one: the level is not finished"
like "$out" "^mhat-sweep.sh: piece ${a##*/}, line 1: $a/1.breaker-first.cert \(board [^ ]+, winner breaker\) not VERIFIED" \
  "... and the sweep's check names the certificate"
is "$rc" 1 "... exit 1"
like "$(ls "$TMP/swap/e25")" "${a##*/}.bad" "... and the piece is marked (PIECE.bad)"
# a record line that claims another winner, and a Breaker strategy in place
# of the given board's: each named, both counted (the level's certificates
# deleted: the records are what counts)
cp -r "$TMP/g" "$TMP/bad"
v=$(grep -l . "$TMP/bad/e25"/[0-9]*.verified | head -1)
sed -i '1s/ winner=breaker strategy=breaker / winner=maker strategy=maker /' "$v"
cp "$TMP/g/e25/0/1.breaker-first.cert" "$TMP/breaker.cert"
find "$TMP/bad/e25" -name '*.cert' -delete
cp "$TMP/breaker.cert" "$TMP/bad/board/maker.cert"
out=$(bash scripts/mhat.sh 8 breaker "$TMP/bad" --board 'G]~~~{' 2>&1); rc=$?
g=$(sed -n '1s/.* board=\([^ ]*\) .*/\1/p' "$v" | nauty-labelg -q 2>/dev/null)
is "$(printf '%s\n' "$out" | grep -xcF -- "mhat.sh: level 25, breaker first: 5 boards: 4 by a record of their own, 0 inside a recorded Breaker win of 26 edges, 1 not: $g")" 1 \
  "a record line of another claim: the board named (canonical graph6), not counted VERIFIED"
like "$out" "mhat.sh: $TMP/bad/board/maker.cert \(board G\]~~~\{, winner maker\): not VERIFIED for maker" "a Breaker strategy as the given board's: named, not VERIFIED"
like "$out" "4 certificates VERIFIED, 2 not" "... both counted"
is "$rc" 1 "... exit 1"

# ---- 3b. mhat-level.sh: a level settled by records, its own or the level above's ----
cat "$TMP/g/e25"/*.verified >"$TMP/rec25"
out=$(bash scripts/mhat-level.sh 8 25 breaker "$TMP/rec25" 2>&1); rc=$?
is "$out" "level 25, breaker first: 5 boards, all Breaker's: 5 by a record of their own, 0 inside a recorded Breaker win of 26 edges" \
  "mhat-level.sh: the 5 boards of 25 edges by their own records"
is "$rc" 0 "... exit 0"
out=$(bash scripts/mhat-level.sh 8 24 breaker "$TMP/rec25" 2>&1); rc=$?
is "$out" "level 24, breaker first: 11 boards, all Breaker's: 0 by a record of their own, 11 inside a recorded Breaker win of 25 edges" \
  "the 11 boards of 24 edges, each inside a recorded Breaker win of 25 edges (board monotonicity), none searched"
is "$rc" 0 "... exit 0"
# a record missing, one from another start, one of another winner, one of
# the other starter: each board then uncovered and named
g1=$(sed -n 's/.* board=\([^ ]*\) .*/\1/p' "$TMP/rec25" | sed -n 1p)
g2=$(sed -n 's/.* board=\([^ ]*\) .*/\1/p' "$TMP/rec25" | sed -n 2p)
g3=$(sed -n 's/.* board=\([^ ]*\) .*/\1/p' "$TMP/rec25" | sed -n 3p)
g4=$(sed -n 's/.* board=\([^ ]*\) .*/\1/p' "$TMP/rec25" | sed -n 4p)
{ sed -n 2p "$TMP/rec25" | sed 's/ start=\(.\)/ start=1/'
  sed -n 3p "$TMP/rec25" | sed 's/ winner=breaker strategy=breaker / winner=maker strategy=maker /'
  sed -n 4p "$TMP/rec25" | sed 's/ first=breaker / first=maker /'
  sed -n '5,$p' "$TMP/rec25"; } >"$TMP/rec25bad"
out=$(bash scripts/mhat-level.sh 8 25 breaker "$TMP/rec25bad" 2>&1); rc=$?
like "$out" "^level 25, breaker first: 5 boards: 1 by a record of their own, 0 inside a recorded Breaker win of 26 edges, 4 not: " \
  "a record missing, one from a start not empty, one for Maker, one for the other starter: 4 boards not Breaker's"
not=$(printf '%s\n' "$out" | sed 's/.* not: //' | tr ' ' '\n' | sort | paste -sd' ')
want=$(printf '%s\n' "$g1" "$g2" "$g3" "$g4" | nauty-labelg -q 2>/dev/null | sort | paste -sd' ')
is "$not" "$want" "... the four named (canonical graph6)"
is "$rc" 1 "... exit 1"
out=$(bash scripts/mhat-level.sh 8 24 breaker "$TMP/rec25bad" 2>&1); rc=$?
like "$out" "^level 24, breaker first: 11 boards: 0 by a record of their own, [0-9]+ inside a recorded Breaker win of 25 edges, [1-9][0-9]* not: " \
  "... and the level below loses the boards only those four contained"
is "$rc" 1 "... exit 1"
out=$(bash scripts/mhat-level.sh 8 28 breaker "$TMP/rec25" 2>&1); rc=$?
is "$rc:$out" "2:mhat-level.sh: E must be 0 to 27 for N = 8" "mhat-level.sh: E out of range refused"
out=$(bash scripts/mhat-level.sh 8 25 breaker "$TMP/nonesuch" 2>&1); rc=$?
is "$rc:$out" "2:mhat-level.sh: cannot read the record file '$TMP/nonesuch'" "... a record file that cannot be read refused"
# --list: the boards a level's records settle, in canonical graph6
is "$(bash scripts/mhat-level.sh --list breaker 8 24 breaker "$TMP/rec25" | wc -l | tr -d ' ')" 11 \
  "mhat-level.sh --list breaker: the 11 boards of 24 edges, each inside a recorded Breaker win of 25 edges"
is "$(bash scripts/mhat-level.sh --list breaker 8 24 breaker "$TMP/rec25" | nauty-labelg -q 2>/dev/null | sort | paste -sd' ')" \
  "$(nauty-geng -q 8 24:24 | nauty-labelg -q 2>/dev/null | sort | paste -sd' ')" "... exactly nauty-geng's boards, canonical"
is "$(bash scripts/mhat-level.sh --list maker 8 25 breaker "$TMP/rec25" | wc -l | tr -d ' ')" 0 \
  "--list maker: no board of 25 edges has a Maker record"
out=$(bash scripts/mhat-level.sh --list both 8 25 breaker "$TMP/rec25" 2>&1); rc=$?
is "$rc:$out" "2:mhat-level.sh: --list takes maker or breaker, not 'both'" "--list with neither winner refused"
# COVER: the boards the level above settles are not searched; the others are
bash scripts/mhat-level.sh --list breaker 8 24 breaker "$TMP/rec25" | sed 1,2d >"$TMP/cover24"
out=$(COVER="$TMP/cover24" bash scripts/mhat-sweep.sh 8 24 breaker 3 "$TMP/cov" 0 1 2>&1); rc=$?
like "$out" "^level 24: 2 of 11 boards solved, 9 inside a recorded Breaker win of the level above, maker 0, breaker 2;" \
  "mhat-sweep.sh with COVER (9 of the 11 boards of 24 edges): only the other 2 searched"
is "$rc/$(cat "$TMP/cov"/*.verified | grep -c '^verified: ')/$(cat "$TMP/cov"/*.covered | wc -l | tr -d ' ')" 0/2/9 \
  "... exit 0, a record line for each board searched, the 9 others listed in PIECE.covered"
is "$(cat "$TMP/cov"/*.boards "$TMP/cov"/*.covered | nauty-labelg -q 2>/dev/null | sort | paste -sd' ')" \
  "$(nauty-geng -q 8 24:24 | nauty-labelg -q 2>/dev/null | sort | paste -sd' ')" "... searched and covered together: every board of 24 edges once"
out=$(bash scripts/mhat-level.sh 8 24 breaker "$TMP/rec25" "$TMP/cov"/*.verified 2>&1)
like "$out" "^level 24, breaker first: 11 boards, all Breaker's: 2 by a record of their own, 9 inside a recorded Breaker win of 25 edges$" \
  "... and the level is settled by the two records with the level above's"
out=$(COVER="$TMP/nonesuch" bash scripts/mhat-sweep.sh 8 24 breaker 3 "$TMP/cov2" 0 1 2>&1); rc=$?
is "$rc:$out" "2:mhat-sweep.sh: cannot read COVER '$TMP/nonesuch'" "a COVER that cannot be read refused"

# ---- 4. bad arguments: one line, non-zero exit, nothing searched ----
bad() {
  local want=$1; shift
  out=$(bash scripts/mhat.sh "$@" 2>&1); rc=$?
  if [ "$rc" != 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && printf '%s\n' "$out" | grep -Fq -- "$want"; then
    pass "mhat.sh $*: refused: $out"
  else fail "mhat.sh $*: refused in one line naming '$want'" "rc $rc: $out"; fi
}
bad "FIRST must be maker or breaker, not 'both'" 8 both "$TMP/x"
bad "N must be 3 to 16, not '17'" 17 maker "$TMP/x"
bad "J must be 1 to 99, not '0'" 8 maker "$TMP/x" --jobs 0
bad "unknown argument '--bored'" 8 maker "$TMP/x" --bored 'G]~~~{'
bad "--board 'F~~~w' is not a graph6 graph on 8 vertices" 8 maker "$TMP/x" --board 'F~~~w'
bad "--board 'nonsense' is not a graph6 graph on 8 vertices" 8 maker "$TMP/x" --board nonsense
bad "Maker does not win on --board 'G]z~~{' with breaker first" 8 breaker "$TMP/x" --board 'G]z~~{'
# Maker loses on K7: the sweep says so at once
out=$(bash scripts/mhat.sh 7 maker "$TMP/k7" 2>&1); rc=$?
is "$out" "m-hat(7) maker first: Maker does not win on K7" "n = 7: Maker does not win even on K7"
is "$rc" 0 "... exit 0 (an answer)"
done_testing
