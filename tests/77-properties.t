#!/usr/bin/env bash
# solver/prop.c, the one library of graph properties, against FORMAT.md 4.1's
# definitions written again as brute force in tests/prop-check.c: every graph
# nauty-geng makes on 2 to 7 vertices, a quarter of the connected ones on 8
# (fewer under the sanitizers, below),
# and random labelled graphs (nauty-genrang, fixed seeds) on 8 to 16 vertices
# (fhp depends on the labels of vertices 0 and 1). prop_holds for every
# property, the witnesses, completions and alive pairs where offered, the
# minimum edges and degrees, and the directed Hamiltonian cycle of subh.
. "$(dirname "$0")/lib.sh"
cc=${CC:-gcc}
# shellcheck disable=SC2086
if $cc -std=c11 -O2 -g -Wall -Wextra -D_POSIX_C_SOURCE=200809L ${SANFLAGS:-} "$TOP/tests/prop-check.c" \
     "$TOP/solver/prop.c" "$TOP/solver/graphs.c" -o "$TMP/prop-check" >"$TMP/cc.log" 2>&1; then
  pass "prop-check builds"
else
  fail "prop-check builds" "$(cat "$TMP/cc.log")"
fi
run() {   # run NAME: graph6 in $TMP/g
  out=$("$TMP/prop-check" <"$TMP/g" 2>&1); rc=$?
  is "$rc" 0 "$1: $(printf '%s\n' "$out" | tail -1)"
  [ "$rc" = 0 ] || printf '%s\n' "$out" | head -20 | sed 's/^/# /'
}
# Under the sanitizers (make check-asan sets SANFLAGS) a quarter of the
# graphs on 7 vertices and none on 8: the brute force of 7 and 8 vertices
# takes 100 s of make check and 240 s under ASan, and a memory error shows
# on the smaller set as well; make check runs them all.
for k in 2 3 4 5 6; do nauty-geng -q "$k" >"$TMP/g"; run "every graph on $k vertices"; done
if [ -z "${SANFLAGS:-}" ]; then
  nauty-geng -q 7 >"$TMP/g"; run "every graph on 7 vertices"
  nauty-geng -cq 8 0/4 >"$TMP/g"; run "connected graphs on 8 vertices, class 0 mod 4"
else
  nauty-geng -q 7 0/4 >"$TMP/g"; run "graphs on 7 vertices, class 0 mod 4 (sanitizer build)"
fi
for n in 8 9 10 11 12; do
  for p in 3/10 5/10 8/10; do nauty-genrang -P"$p" -S"$n" -g "$n" 20 2>/dev/null >"$TMP/g"; run "20 random graphs on $n vertices, p = $p"; done
done
for n in 13 14 16; do
  for p in 4/10 8/10; do nauty-genrang -P"$p" -S"$n" -g "$n" 20 2>/dev/null >"$TMP/g"; run "20 random graphs on $n vertices, p = $p (no hp, fhp, hc)"; done
done
done_testing
