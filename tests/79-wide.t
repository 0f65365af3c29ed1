#!/usr/bin/env bash
# Boards of 12 to 16 vertices: bin/posproof hands Maker-Breaker games on them
# to bin/posproof-wide (the same program built with 128-bit pair sets,
# solver/board.h). On random boards (nauty-genrang, fixed seeds) the fast
# engine there agrees with the general engine, both starters, and its
# certificates verify.
. "$(dirname "$0")/lib.sh"
[ -x "$BIN/posproof-wide" ] && pass "posproof-wide is built" || fail "posproof-wide is built"
for s in 1 2; do
  for n in 12 14 16; do
    q=$(nauty-genrang -e$((n + 4)) -S$s -g $n 1 2>/dev/null)
    for game in ham conn hp; do
      for first in maker breaker; do
        fast=$("$PP" solve --game "$game" --board "$q" --first "$first" --cert "$TMP/w.cert" --json 2>&1)
        gen=$("$PP" solve --game "$game" --board "$q" --first "$first" --engine general --json 2>&1)
        is "$(json_field "$fast" engine) $(json_field "$fast" winner)" "fast $(json_field "$gen" winner)" \
          "$game on $q (n = $n), $first first: the wide build's fast engine = the general engine"
        like "$("$CK" "$TMP/w.cert" 2>&1)" "^VERIFIED" "$game on $q, $first first: the certificate verifies"
      done
    done
  done
done
done_testing
