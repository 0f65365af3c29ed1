#!/usr/bin/env bash
# Seed 001 (Slany, Graph Ramsey games), Section 7: Sim and Sim+ on K6 with
# H = K3. Red (the first player, role "first") moves first.
#
# Outcomes, each solved with a certificate that posproof-check must VERIFY:
#  - Theorem 22: Sim = misere(K3, K6) (Def 3.2, Observation 3.1) is a win for
#    the second player (Green);
#  - Theorem 23: Sim+ = avoid-plus(K3, K6) (Def 3.3, Observation 3.2) is a win
#    for the second player;
#  - Corollary 5 / Observation 3.1: as K6 arrows K3 (R(3,3) = 6) the avoidance
#    game avoid(K3, K6) (Def 3.1) is the same game as Sim: second player;
#  - Section 2 ("Figure 3 shows a trivial winning strategy for the first player
#    in Sim_a") with Observation 3.3 (Sim_a = achieve(K3, K6), and for a
#    perfect first player the same as weak-achieve(K3, K6)): the first player
#    wins achieve and weak-achieve.
# Every one of these is also recomputed here, independently of the solver, by
# tests/lib/ramsey-k3.pl (exhaustive search over positions up to isomorphism).
#
# Position counts (Section 7.1: "3728 non-isomorphic legal game positions,
# including positions containing monochromatic triangles ... reduced to 2309
# positions" without them; Section 7.3: Sim+'s game graph "has 13158 entries",
# kept in two tables, one per player to move). Our count convention (level k =
# k coloured edges, the empty board counted, end positions counted but not
# expanded) was computed independently with tests/lib/ramsey-k3.pl and, when
# this test was written, confirmed by a Burnside count over all 3^15 labelled
# colourings of K6. Comparison with the paper:
#  - misere: 3729 positions (2250 without a monochromatic triangle + 1479 end
#    positions whose last move completed one). 3729 - 1 = 3728: the paper's
#    number is ours without the empty board (our level 0). Asserted as such.
#  - 2309 matches no exact count we could think of: reachable positions without
#    a monochromatic triangle are 2250 (2249 without the empty board). Recorded
#    as a TODO test (a paper number we cannot reproduce); the solver is held to
#    the exact 2250, which is also the number of positions of the avoid game
#    (Def 3.1), counted with --rule avoid.
#  - avoid-plus: the game positions are (colouring, player to move) pairs
#    reachable from the empty board: 12971. A search that makes a multi-edge
#    move one edge at a time (the mover may stop after each edge) also has
#    the states "in the middle of a move": 25941 = 2 x 12971 - 1 (a
#    mid-move state of Red has the same colourings as Green to move, and
#    vice versa, but for the empty board). The solver may count either way
#    (its "convention" string says "position with the player to move"); both
#    are computed exactly here and its levels must equal one of them. The
#    paper's 13158 is neither: it is 2 x 6579, the number of triangle-free
#    colourings with at least one red edge, each in both players' tables
#    (reachable or not: e.g. Red to move with no green edge cannot happen),
#    the empty board again not counted. Asserted as such on the Perl side.
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/lib/games.sh"

K3=(--game ramsey --H K3 --n 6)

# independent solutions
for rw in misere:second avoid-plus:second avoid:second achieve:first weak-achieve:first; do
  rule=${rw%%:*} want=${rw#*:}
  got=$(perl "$LIBDIR/ramsey-k3.pl" solve 6 "$rule" 2>&1)
  is "$got" "rule=$rule winner=$want" "independent search: $rule(K3, K6) is a win for the $want player"
done

# the solver, with certificates
certify "Sim = misere(K3, K6) (Theorem 22)" first second "${K3[@]}" --rule misere
certify "Sim+ = avoid-plus(K3, K6) (Theorem 23)" first second "${K3[@]}" --rule avoid-plus
certify "avoid(K3, K6) (Corollary 5 with Theorem 22)" first second "${K3[@]}" --rule avoid
certify "Sim_a = achieve(K3, K6) (Figure 3, Observation 3.3)" first first "${K3[@]}" --rule achieve
certify "weak-achieve(K3, K6) (Observation 3.3)" first first "${K3[@]}" --rule weak-achieve

# position counts
if perl "$LIBDIR/ramsey-k3.pl" count 6 >"$TMP/counts" 2>"$TMP/perl.err"; then
  pass "independent position counts of K6 computed"
else
  fail "independent position counts of K6 computed" "$(cat "$TMP/perl.err")"
fi
levels_of() { sed -n "s/^$1 total=[0-9]* levels=//p" "$TMP/counts"; }
total_of() { local t; t=$(sed -n "s/^$1 total=\([0-9]*\) .*/\1/p" "$TMP/counts"); echo "${t:-0}"; }
is "$(total_of misere)" 3729 "independent: 3729 misere positions of Sim, empty board included"
is "$(($(total_of misere) - 1))" 3728 "paper (Section 7.1): 3728 positions = ours without the empty board"
is "$(total_of avoid)" 2250 "independent: 2250 positions without a monochromatic triangle"
todo "paper (Section 7.1): 2309 positions without a monochromatic triangle" \
  "exact count is 2250 (2249 without the empty board); 2309 not reproduced" \
  test "$(total_of avoid)" = 2309
is "$(total_of plus)" 12971 "independent: 12971 (colouring, player to move) positions of Sim+"
is "$((2 * $(total_of colourings-red)))" 13158 \
  "paper (Section 7.3): 13158 = 2 tables x 6579 triangle-free colourings with a red edge"

count_check "Sim positions (misere)" "$(levels_of misere)" "${K3[@]}" --rule misere
if [ -n "$COUNT_JSON" ]; then
  l0=$(json_array "$COUNT_JSON" levels | cut -d, -f1)
  t=$(json_field "$COUNT_JSON" total)
  is "$((${t:-0} - ${l0:-0}))" 3728 "Sim: solver's count without level 0 is the paper's 3728"
fi
count_check "avoid(K3, K6) positions" "$(levels_of avoid)" "${K3[@]}" --rule avoid
# Sim+: either convention (see the top of this file), each computed exactly
json=$("$PP" count "${K3[@]}" --rule avoid-plus --json </dev/null 2>"$TMP/count.err")
rc=$?
if [ $rc -ne 0 ]; then
  fail "Sim+ positions (avoid-plus): posproof count exits 0" "exit $rc" "$(cat "$TMP/count.err")"
else
  levels=$(json_array "$json" levels | sed -e 's/\(,0\)*$//')
  t=$(json_field "$json" total); t=${t:-0}
  l0=$(printf '%s\n' "$levels" | cut -d, -f1); l0=${l0:-0}
  if [ "$levels" = "$(levels_of plus)" ]; then
    pass "Sim+ positions (avoid-plus): levels = (colouring, player to move) at turn boundaries"
    is "$t" 12971 "Sim+ positions (avoid-plus): total 12971"
  elif [ "$levels" = "$(levels_of plus-steps)" ]; then
    pass "Sim+ positions (avoid-plus): levels = single-edge step states (mover may stop after each edge)"
    is "$t" 25941 "Sim+ positions (avoid-plus): total 25941 step states"
    is "$(((t + l0) / 2))" 12971 "Sim+: (total + level 0) / 2 = 12971 positions at turn boundaries"
  else
    fail "Sim+ positions (avoid-plus): levels" "got:                     $levels" \
      "expected (turn boundaries): $(levels_of plus)" "or (single-edge steps):     $(levels_of plus-steps)"
  fi
fi
done_testing
