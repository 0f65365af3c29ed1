#!/usr/bin/env bash
# The solver's table of properties (solver/prop.c and a file each in
# solver/props/), the one library of graph properties, against FORMAT.md
# 4.1's definitions written again as brute force in tests/bf-prop.h (a
# property of the table without one there fails), by tests/prop-check.c: every graph
# nauty-geng makes on 2 to 6 vertices, a sample of those on 7 and of the
# connected ones on 8, and random labelled graphs (nauty-genrang, fixed
# seeds) on 8 to 16 vertices (fhp depends on the labels of vertices 0 and 1).
# prop_holds for every sample of every property (bf-prop.h), the boards it
# applies to, the witnesses, completions and alive pairs
# where offered, the minimum edges and degrees, and the directed Hamiltonian
# cycle of subh. prop-check fails when it reads fewer graphs than expected.
# Sizes: make check-full (POSPROOF_FULL=1) takes every graph on 7 vertices
# (1,044), the connected ones on 8 of geng's class 0 mod 4 (1,021) and 20
# random graphs on 8 to 12 vertices a density. make check and the sanitizer
# builds take every 8th graph of geng's list on 7 vertices (131, from 0 to
# 19 edges), every 32nd of that class on 8 (32) and 5 random graphs on 8 to
# 12 vertices a density (the first 5 of the same seeds' 20): a tenth of the
# brute force. The random graphs on 13 to 16 vertices are the same in both.
. "$(dirname "$0")/lib.sh"
cc=${CC:-gcc}
# make check (and check-full, check-asan) builds tests/prop-check.c once with
# the build's own objects of the table (Makefile, POSPROOF_PROPCHECK): then
# it must be there and no older than its sources. Run alone, the test
# compiles its own from the sources, the table as the Makefile lists it.
# -O3 for prop-check.c, where the brute force is: a quarter less time than
# -O2.
PC="$TMP/prop-check"
if [ -n "${POSPROOF_PROPCHECK:-}" ]; then
  PC=$POSPROOF_PROPCHECK newer=""
  for f in "$TOP/tests/prop-check.c" "$TOP/tests/bf-prop.h" "$TOP/solver/prop.c" "$TOP"/solver/props/*.c; do
    [ "$f" -nt "$PC" ] && newer="$newer $f"
  done
  if [ -x "$PC" ] && [ -z "$newer" ]; then pass "prop-check is built ($PC)"
  else fail "prop-check is built ($PC)" "missing or older than:$newer"; fi
# shellcheck disable=SC2086
elif sh "$TOP/scripts/props-list.sh" "$TOP"/solver/props/*.c >"$TMP/props.inc" 2>"$TMP/cc.log" &&
   $cc -std=c11 -O3 -g -Wall -Wextra -D_POSIX_C_SOURCE=200809L ${SANFLAGS:-} -I"$TMP" "$TOP/tests/prop-check.c" \
     "$TOP/solver/prop.c" "$TOP"/solver/props/*.c "$TOP/solver/paths.c" "$TOP/solver/graphs.c" \
     -o "$PC" >>"$TMP/cc.log" 2>&1; then
  pass "prop-check builds"
else
  fail "prop-check builds" "$(cat "$TMP/cc.log")"
fi
run() {   # run NAME MIN: graph6 in $TMP/g, at least MIN graphs
  out=$("$PC" "$2" <"$TMP/g" 2>&1); rc=$?
  is "$rc" 0 "$1: $(printf '%s\n' "$out" | tail -1)"
  [ "$rc" = 0 ] || printf '%s\n' "$out" | head -20 | sed 's/^/# /'
}
k=2; for want in 2 4 11 34 156; do nauty-geng -q "$k" >"$TMP/g"; run "every graph on $k vertices" $want; k=$((k + 1)); done
if full && [ -z "${SANFLAGS:-}" ]; then
  nauty-geng -q 7 >"$TMP/g"; run "every graph on 7 vertices" 1044
  nauty-geng -cq 8 0/4 >"$TMP/g"; run "connected graphs on 8 vertices, class 0 mod 4" 1021
  r8=20
elif full; then   # make check-full's sanitizer build, if asked for: as before
  nauty-geng -q 7 0/4 >"$TMP/g"; run "graphs on 7 vertices, class 0 mod 4 (sanitizer build)" 433
  r8=20
else
  nauty-geng -q 7 | awk 'NR % 8 == 1' >"$TMP/g"; run "every 8th graph on 7 vertices" 131
  nauty-geng -cq 8 0/4 | awk 'NR % 32 == 1' >"$TMP/g"; run "every 32nd connected graph on 8 vertices of class 0 mod 4" 32
  r8=5
fi
for n in 8 9 10 11 12; do
  r=$r8
  for p in 3/10 5/10 8/10; do nauty-genrang -P"$p" -S"$n" -g "$n" $r 2>/dev/null >"$TMP/g"; run "$r random graphs on $n vertices, p = $p" $r; done
done
for n in 13 14 16; do
  for p in 4/10 8/10; do nauty-genrang -P"$p" -S"$n" -g "$n" 20 2>/dev/null >"$TMP/g"; run "20 random graphs on $n vertices, p = $p (no hp, fhp, hc: bf-prop.h maxn)" 20; done
done
done_testing
