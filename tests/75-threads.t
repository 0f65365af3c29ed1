#!/usr/bin/env bash
# Threads end to end: the fast engine's search and certificate walk with
# --threads 2 give the winner that --threads 1 gives, and the certificate
# they write is VERIFIED by the checker on 2 and 3 threads with that claim.
# make check-tsan runs this (and 71-checker-threads.t) under ThreadSanitizer.
. "$(dirname "$0")/lib.sh"

for inst in "ham 8 breaker" "ham 8 maker" "fhp 7 maker" "fhp 7 breaker" "hp 7 breaker"; do
  set -- $inst
  name="$1$2-$3"
  one=$("$PP" solve --game "$1" --n "$2" --first "$3" --threads 1 --json --quiet)
  two=$("$PP" solve --game "$1" --n "$2" --first "$3" --threads 2 --json --quiet --cert "$TMP/$name.cert")
  w1=$(json_field "$one" winner) w2=$(json_field "$two" winner)
  like "$w1" '^(maker|breaker)$' "$name: --threads 1 names a winner"
  is "$w2" "$w1" "$name: --threads 2 finds the winner of --threads 1"
  is "$(json_field "$two" threads)" 2 "$name: the search ran on 2 threads"
  for t in 2 3; do
    out=$("$CK" "$TMP/$name.cert" --game "$1" --n "$2" --first "$3" --winner "$w1" --threads $t --quiet 2>&1)
    is "$?:$(printf '%s\n' "$out" | grep -v '^verified: sha256 ')" "0:VERIFIED: ${w1^} wins $1 $(case $1 in ham) echo '(Hamiltonian cycle)';;
      hp) echo '(Hamiltonian path)';; fhp) echo '(Hamiltonian path between fixed vertices 0 and 1)';;
      esac) on K$2 when ${3^} moves first" "$name: certificate VERIFIED with --threads $t"
  done
done
done_testing
