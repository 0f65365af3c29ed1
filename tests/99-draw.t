#!/usr/bin/env bash
# posproof show --dot / --svg (solver/draw.h): one board a move shown, the
# position before the move; the pairs drawn by state; well-formed SVG from
# Graphviz for every family; refusals in one line, no file left behind.
. "$(dirname "$0")/lib.sh"
S="$TOP/strategies"
PY=python3
[ -x /usr/bin/python3 ] && PY=/usr/bin/python3
# svg_ok FILE: parses as XML, with an <svg> root
svg_ok() { "$PY" -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); sys.exit(0 if r.tag.endswith("svg") else 1)' "$1" 2>&1; }

# --line on FHP6, Maker first: a board before each of the 8 moves, and the end.
"$PP" show "$S/fhp6-maker.cert" --line --dot "$TMP/f.dot" >"$TMP/f.txt"; rc=$?
is "$rc" 0 "show --line --dot: exit 0"
moves=$(grep -cE '^ +[0-9]+\. ' "$TMP/f.txt")
is "$(grep -cE '^  p[0-9]+cap ' "$TMP/f.dot")" "$((moves + 1))" "one board a move of the line, and the end ($((moves + 1)))"
is "$(grep -cE '^  p[0-9]+v[0-9]+ \[label' "$TMP/f.dot")" "$(( (moves + 1) * 6 ))" "6 vertices on each board"
last=$moves   # the end: as many red (Maker) and dashed blue (Breaker) pairs as each played
is "$(grep -cE "^  p${last}v[0-9]+ -- p${last}v[0-9]+ \[color=\"#d62728\"" "$TMP/f.dot")" \
   "$(grep -cE '^ +[0-9]+\. Maker ' "$TMP/f.txt")" "the end: Maker's pairs red"
is "$(grep -cE "^  p${last}v[0-9]+ -- p${last}v[0-9]+ \[color=\"#1f5fbf\".*dashed" "$TMP/f.dot")" \
   "$(grep -cE '^ +[0-9]+\. Breaker ' "$TMP/f.txt")" "the end: Breaker's pairs blue and dashed"
is "$(grep -cE '^  p0v[0-9]+ -- p0v[0-9]+;$' "$TMP/f.dot")" 14 "the first board: 14 free pairs light, the move drawn apart"
like "$(grep -E '^  p0v[01] ' "$TMP/f.dot")" 'doublecircle' "fhp's fixed vertices 0 and 1: double circles"
first=$(sed -n 's/^ *1\. Maker \([0-9]*\)-\([0-9]*\)$/\1 \2/p' "$TMP/f.txt")
set -- $first
like "$(grep -E "^  p0v$1 -- p0v$2 " "$TMP/f.dot")" 'penwidth=5' "the first move ($1-$2) drawn bold"
is "$(grep -E "^  p0v($1|$2) \[" "$TMP/f.dot" | grep -c ffd23f)" 2 "... its two ends yellow"

# --svg, every family: well-formed SVG, one board a tree line.
for c in ham6-maker ham6-bias-1-2 sim simplus subh5-creator-first shared-conn6-avoid conn-k5-avoider-enforcer \
         fhp-c6-chord-maker; do
  "$PP" show "$S/$c.cert" --depth 3 --svg "$TMP/$c.svg" >"$TMP/$c.txt" 2>"$TMP/$c.err"; rc=$?
  is "$rc" 0 "$c: show --depth 3 --svg: exit 0 $(cat "$TMP/$c.err")"
  is "$(svg_ok "$TMP/$c.svg")" "" "$c: the SVG is well-formed XML"
  is "$(grep -c '<title>p[0-9]*cap</title>' "$TMP/$c.svg")" "$(grep -c '^  ' "$TMP/$c.txt")" \
     "$c: one board a move shown"
done
like "$(grep -c 'class="edge"' "$TMP/subh5-creator-first.svg")" '^[1-9]' "subh: the pairs drawn"
like "$(cat "$TMP/subh5-creator-first.svg")" 'polygon fill="#222222"' "subh: oriented pairs drawn as arrows"

# layouts: Petersen with its inner pentagram (vertices 5-9 nearer the centre
# than 0-4), K3,3 in two columns, Q3 a cube; --layout circle: all on one circle
radii() {   # DOT FILE: "inner outer" the rounded distances of vertices 5 and 0 from board 0's centre
  perl -ne 'if (/^  p0v(\d+) \[label="\d+", pos="([-\d.]+),([-\d.]+)!"/) { $r{$1} = sprintf "%.2f", sqrt($2 ** 2 + $3 ** 2) }
            END { print "$r{5} $r{0}" }' "$1"
}
"$PP" solve --game hp --board Petersen --first maker --cert "$TMP/pet.cert" --threads 1 --quiet >/dev/null
"$PP" show "$TMP/pet.cert" --depth 1 --dot "$TMP/pet.dot" >/dev/null
"$PP" show "$TMP/pet.cert" --depth 1 --dot "$TMP/petc.dot" --layout circle >/dev/null
is "$(radii "$TMP/pet.dot")" "0.55 1.10" "Petersen, standard layout: the inner pentagram at half the outer radius"
is "$(radii "$TMP/petc.dot")" "1.10 1.10" "Petersen, --layout circle: every vertex on the circle"
"$PP" solve --game hp --board K3,3 --first maker --cert "$TMP/k33.cert" --threads 1 --quiet >/dev/null
"$PP" show "$TMP/k33.cert" --depth 1 --dot "$TMP/k33.dot" >/dev/null
is "$(perl -ne 'print "$1 " if /^  p0v\d+ \[label="\d+", pos="([-\d.]+),/' "$TMP/k33.dot")" "-0.770 -0.770 -0.770 0.770 0.770 0.770 " \
  "K3,3: the parts {0,1,2} and {3,4,5} in two columns"
"$PP" show "$TMP/k33.cert" --layout square >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(cat "$TMP/err")" "2 posproof: --layout 'square': expected circle or standard" "--layout: an unknown layout refused"

# Refusals: one line, exit 2, no file (and no temporary file) left.
out=$("$PP" show "$S/ham6-maker.cert" --dot "$TMP/x.dot" --svg "$TMP/x.svg" 2>&1); rc=$?
is "$rc:$(printf '%s\n' "$out" | wc -l)" "2:1" "--dot and --svg together: exit 2, one line"
out=$("$PP" show "$S/fhp7-maker.cert" --depth 6 --svg "$TMP/big.svg" 2>&1 >/dev/null); rc=$?
is "$rc" 2 "a tree of more than 400 moves: exit 2"
like "$out" "more than a picture holds \(400\)" "... saying so"
out=$("$PP" show "$S/ham6-maker.cert" --svg "$TMP/no/such/dir/x.svg" 2>&1 >/dev/null); rc=$?
is "$rc" 2 "--svg into a missing directory: exit 2"
like "$out" "^posproof: .*x.svg: cannot write the picture" "... one line naming the file"
out=$(PATH=/nonexistent "$PP" show "$S/ham6-maker.cert" --svg "$TMP/nodot.svg" 2>&1 >/dev/null); rc=$?
is "$rc" 2 "--svg without Graphviz: exit 2"
like "$out" "not installed \(Debian package graphviz\)" "... naming the package"
is "$(ls "$TMP" | grep -cE 'big.svg|nodot.svg|x.svg|x.dot|tmp-')" 0 "no picture and no temporary file left by a refusal"
done_testing
