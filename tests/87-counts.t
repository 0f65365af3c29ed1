#!/usr/bin/env bash
# Position counts with --whole-board (every level up to the full board, end
# positions expanded too), against published sequences and against nauty's own
# generators level by level (level k = k oriented pairs / k edges):
#  - Subh (seed 003) on K_n: every partial orientation of K_n is reachable, so
#    the positions up to isomorphism are the oriented graphs on n vertices,
#    OEIS A001174: 1, 2, 7, 42, 582, 21480 (n = 1..6); level k: nauty-geng n
#    k:k | nauty-directg -o. Tested for n = 2..6 (the solver may refuse n = 1).
#  - the shared graph game (seed 004) on n vertices: every graph is reachable,
#    so the positions are the graphs on n vertices, OEIS A000088: 1, 2, 4, 11,
#    34, 156, 1044 (n = 1..7); level k: nauty-geng n k:k. Tested for n = 2..7,
#    with both rules (the count must not depend on it).
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/lib/games.sh"

A001174=(1 1 2 7 42 582 21480)     # index n: oriented graphs on n unlabelled nodes (index 0 unused)
A000088=(1 1 2 4 11 34 156 1044)   # index n: graphs on n unlabelled nodes (index 0: 1)

for n in 2 3 4 5 6; do
  levels=$(for k in $(seq 0 $((n * (n - 1) / 2))); do nauty-geng -q "$n" "$k:$k" | nauty-directg -o -q | wc -l; done |
    tr -d ' ' | paste -sd, -)
  sum=$(printf '%s\n' "$levels" | tr ',' '\n' | awk '{ s += $1 } END { print s }')
  is "$sum" "${A001174[$n]}" "nauty: ${A001174[$n]} oriented graphs on $n vertices (A001174)"
  count_check "Subh K$n, whole board" "$levels" --game subh --n "$n" --creator first --whole-board
  [ -n "$COUNT_JSON" ] && is "$(json_field "$COUNT_JSON" total)" "${A001174[$n]}" "Subh K$n: ${A001174[$n]} positions = A001174($n)"
done

for n in 2 3 4 5 6 7; do
  levels=$(for k in $(seq 0 $((n * (n - 1) / 2))); do nauty-geng -q "$n" "$k:$k" | wc -l; done | tr -d ' ' | paste -sd, -)
  sum=$(printf '%s\n' "$levels" | tr ',' '\n' | awk '{ s += $1 } END { print s }')
  is "$sum" "${A000088[$n]}" "nauty: ${A000088[$n]} graphs on $n vertices (A000088)"
  for rule in normal avoid; do
    count_check "shared graph, n = $n, rule $rule, whole board" "$levels" \
      --game shared --property conn --n "$n" --rule "$rule" --whole-board
    [ -n "$COUNT_JSON" ] && is "$(json_field "$COUNT_JSON" total)" "${A000088[$n]}" "shared graph, n = $n, rule $rule: ${A000088[$n]} positions = A000088($n)"
  done
done
done_testing
