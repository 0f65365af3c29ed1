#!/usr/bin/env bash
# Seed 003 (Krishnamoorthy, Subh: a game on digraphs): players alternately
# orient an unoriented pair of K_n; the creator wins iff the final tournament
# has a directed Hamiltonian cycle, the blocker wins otherwise. The player
# called "first" moves first; --creator says whether the creator is the first
# or the second player. Claims encoded, for n = 3..6 and both assignments:
#   Claim 1: n = 5, creator moves first: the creator wins.
#   Claim 2: n = 5, roles reversed (creator second): the creator wins.
#   Claim 3: n = 6, creator first: the creator wins.
#   Claim 4: n = 6, roles reversed: the second player, the creator, wins.
#   Claim 5: n > 4, either assignment: the creator wins (here n = 5, 6).
#   Section 3: "When the number of nodes is three or four, the second player
#     always wins" -- read in context (regular game: the first player is the
#     creator) as: n = 3, 4 with the creator first: the blocker wins.
# n = 3, 4 with the creator second is not claimed by the paper; the expected
# winner there (the blocker) is computed by tests/lib/subh.pl, an exhaustive
# search over labelled positions, which also recomputes n = 3..5 (the paper's
# claims included) here. (n = 6 by the same search takes about a minute and
# agreed with Claims 3 and 4 when this test was written; not rerun here.)
# Each game is solved with a certificate that posproof-check must VERIFY, and
# solving without --creator must print both assignments.
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/lib/games.sh"

# expected: n creator winner source
cat >"$TMP/expected" <<'EOF'
3 first blocker Section-3
3 second blocker independent-search-only
4 first blocker Section-3
4 second blocker independent-search-only
5 first creator Claims-1,5
5 second creator Claims-2,5
6 first creator Claims-3,5
6 second creator Claims-4,5
EOF

# independent search for n <= 5
for n in 3 4 5; do
  out=$(perl "$LIBDIR/subh.pl" "$n" 2>&1)
  for c in first second; do
    want=$(awk -v n="$n" -v c="$c" '$1 == n && $2 == c { print $3 }' "$TMP/expected")
    like "$out" "^n=$n creator=$c winner=$want\$" "independent search: Subh on K$n, creator $c: $want wins"
  done
done

while read -r n c want src; do
  if [ "$c" = first ]; then firstrole=creator; else firstrole=blocker; fi
  certify "Subh K$n, creator moves $c ($src)" "$firstrole" "$want" --game subh --n "$n" --creator "$c"
done <"$TMP/expected"

# without --creator: one JSON object per assignment
for n in 3 4 5 6; do
  json=$("$PP" solve --game subh --n "$n" --json --quiet 2>"$TMP/err")
  rc=$?
  if [ $rc -ne 0 ]; then fail "Subh K$n without --creator: exits 0" "exit $rc" "$(cat "$TMP/err")"; continue; fi
  is "$(printf '%s\n' "$json" | grep -c .)" 2 "Subh K$n without --creator: two lines"
  for c in first second; do
    line=$(printf '%s\n' "$json" | grep "\"creator\": \"$c\"")
    want=$(awk -v n="$n" -v c="$c" '$1 == n && $2 == c { print $3 }' "$TMP/expected")
    is "$(json_field "$line" winner)" "$want" "Subh K$n without --creator: creator $c, $want wins"
  done
done
done_testing
