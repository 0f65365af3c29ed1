#!/usr/bin/env bash
# The fast engine, which now takes every Maker-Breaker game (any board, any
# property, any bias up to 8:8), against two references: the exhaustive Perl
# search of tests/lib/mbgame.pl (written for the tests, no code shared) on
# every connected graph nauty-geng makes on up to 6 vertices (7 vertices with
# at most 11 edges for ham), and the general engine (--engine general) on
# every connected graph on 5 vertices for the other properties and biases.
# Both starting players each time, through --batch.
. "$(dirname "$0")/lib.sh"
LIBDIR="$TOP/tests/lib"
cross_perl() {   # cross_perl GAME GENG-ARGS...
  game=$1; shift
  nauty-geng -q "$@" >"$TMP/boards"
  if ! perl "$LIBDIR/mbgame.pl" --game "$game" <"$TMP/boards" >"$TMP/want" 2>"$TMP/perl.err"; then
    fail "$game: the Perl search runs" "$(cat "$TMP/perl.err")"; return
  fi
  "$PP" solve --game "$game" --batch <"$TMP/boards" >"$TMP/got" 2>"$TMP/err"
  is "$(diff "$TMP/want" "$TMP/got" | head -5)$(cat "$TMP/err")" "" \
    "$game on $(wc -l <"$TMP/boards") boards (geng $*): the engine = exhaustive search, both starters"
}
cross_perl ham -c 4; cross_perl ham -c 5; cross_perl ham -c 6; cross_perl ham -c 7 0:11
cross_perl hp -c 5; cross_perl hp -c 6 0:10
cross_perl conn -c 5; cross_perl conn -c 6 0:9
cross_perl pm -c 4; cross_perl pm -c 6
cross_perl h:P4 -c 5; cross_perl h:P4 -c 6

nauty-geng -cq 5 >"$TMP/b5"
for game in hc fhp cycle h:K3 h:C4 arboricity:2 ham hp; do
  for bias in 1:1 1:2 2:1; do
    "$PP" solve --game "$game" --bias "$bias" --batch <"$TMP/b5" >"$TMP/fast" 2>&1
    "$PP" solve --game "$game" --bias "$bias" --batch --engine general <"$TMP/b5" >"$TMP/general" 2>&1
    is "$(diff "$TMP/general" "$TMP/fast" | head -5)" "" \
      "$game bias $bias on the 21 connected graphs on 5 vertices: fast engine = general engine"
  done
done
# Certificates of the fast engine on graph6 boards and biases (keys
# layered-v2) verify.
for spec in "ham --board G~~~~{ --first breaker" "hc --n 7 --first maker" "h:K3 --board EFz_ --first breaker" \
            "conn --n 7 --bias 2:3 --first breaker" "pm --n 6 --bias 1:2 --first maker" "cycle --board DQw --first maker"; do
  # shellcheck disable=SC2086
  "$PP" solve --game $spec --cert "$TMP/c.cert" --quiet >"$TMP/out" 2>&1
  out=$("$CK" "$TMP/c.cert" 2>&1)
  like "$out" "^VERIFIED" "certificate of $spec verifies"
done
done_testing
