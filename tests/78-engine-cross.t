#!/usr/bin/env bash
# The fast engine, which takes every Maker-Breaker game (any board, any
# property, any bias up to 8:8), against two references, both starting
# players each time, through --batch:
# 1. the exhaustive Perl search of tests/lib/mbgame.pl (written for the
#    tests, no code shared) on every connected graph nauty-geng makes on up
#    to 6 vertices (7 vertices with at most 11 edges for ham);
# 2. tests/ref-game.c (minimax from certs/FORMAT.md 3-4, brute-force
#    properties of tests/bf-prop.h; lib.sh build_ref), the guard rail: every
#    connected graph on 3 to 6 vertices for ham, hp, conn, h:P4 (pm: 4 and 6
#    vertices), and on 7 vertices as far as plain minimax takes it in a few
#    seconds (ham up to 19 edges of 21, hp up to 14, conn up to 12, h:P4
#    all; pm needs an even n); then every connected graph on 5 vertices for
#    hc, fhp, cycle, h:K3, h:C4, arboricity:2, ham and hp with biases 1:1,
#    1:2 and 2:1; and every connected graph on 6 vertices for every
#    property, each sample of tests/bf-prop.h's table (ref-game
#    --properties, which tests/77 matches with the solver's table),
#    Maker-Breaker and Avoider-Enforcer.
# 3. certificates of the fast engine on graph6 boards and biases VERIFIED;
#    for every sample of every property, the certificates of K6 for both
#    rules and both starting players VERIFIED by posproof-check for the
#    claim asked.
# 4. the Erdos-Selfridge criterion against the plain search (below).
# Sizes: make check-full (POSPROOF_FULL=1) as above; make check takes every
# 8th board of the 7-vertex lists of 2 (geng's order: every edge count) and
# crosses every property on the 6-vertex graphs with one rule a board (the
# odd lines of geng's list Maker-Breaker, the even Avoider-Enforcer),
# everything else the same. A comparison on no board fails.
# Deliberate breaks of tests/ref-game.c, each seen once: Maker-Breaker
# rule 2 (Breaker wins when the available graph lacks P) never applied
# (end_outcome): 56 of 86 fail, every Maker-Breaker comparison with the
# reference; a turn's length taken from the other player's bias (advance):
# 14 of 86 fail, the biases 1:2 and 2:1 of every property but hc.
. "$(dirname "$0")/lib.sh"
LIBDIR="$TOP/tests/lib"
cross_perl() {   # cross_perl GAME GENG-ARGS...
  game=$1; shift
  nauty-geng -q "$@" >"$TMP/boards"
  [ -s "$TMP/boards" ] || { fail "$game: geng $* gave boards"; return; }
  if ! perl "$LIBDIR/mbgame.pl" --game "$game" <"$TMP/boards" >"$TMP/want" 2>"$TMP/perl.err"; then
    fail "$game: the Perl search runs" "$(cat "$TMP/perl.err")"; return
  fi
  "$PP" solve --game "$game" --batch <"$TMP/boards" 2>"$TMP/err" | sed 's/ line=[0-9]*//' >"$TMP/got"
  is "$(diff "$TMP/want" "$TMP/got" | head -5)$(cat "$TMP/err")" "" \
    "$game on $(wc -l <"$TMP/boards") boards (geng $*): the engine = exhaustive search, both starters"
}
cross_perl ham -c 4; cross_perl ham -c 5; cross_perl ham -c 6; cross_perl ham -c 7 0:11
cross_perl hp -c 5; cross_perl hp -c 6 0:10
cross_perl conn -c 5; cross_perl conn -c 6 0:9
cross_perl pm -c 4; cross_perl pm -c 6
cross_perl h:P4 -c 5; cross_perl h:P4 -c 6

build_ref
# cross_ref GAME BIAS GENG-ARGS...: the fast engine = tests/ref-game.c on the boards geng gives
cross_ref() {   # SAMPLE=K: every Kth board only
  local game=$1 bias=$2 k=${SAMPLE:-1} every=""; shift 2
  nauty-geng -q "$@" | awk -v k="$k" 'NR % k == 1 || k == 1' >"$TMP/boards"
  [ "$k" = 1 ] || every="every ${k}th of "
  [ -s "$TMP/boards" ] || { fail "$game bias $bias: geng $* gave boards"; return; }
  "$REF" --game "$game" --bias "$bias" --batch <"$TMP/boards" >"$TMP/want" 2>"$TMP/ref.err"
  "$PP" solve --game "$game" --bias "$bias" --batch --mem 64 <"$TMP/boards" >"$TMP/got" 2>"$TMP/err"
  is "$(diff "$TMP/want" "$TMP/got" | head -5)$(cat "$TMP/ref.err" "$TMP/err")" "" \
    "$game bias $bias on $(wc -l <"$TMP/boards") boards (${every}geng $*): the fast engine = tests/ref-game.c, both starters"
}
for game in ham hp conn h:P4; do
  for k in 3 4 5 6; do
    [ $game = h:P4 ] && [ $k = 3 ] && continue   # P4 has 4 vertices
    cross_ref $game 1:1 -c $k
  done
done
cross_ref pm 1:1 -c 4; cross_ref pm 1:1 -c 6
s7=1; full || s7=8
SAMPLE=$s7 cross_ref ham 1:1 -c 7 0:19; SAMPLE=$s7 cross_ref hp 1:1 -c 7 0:14
SAMPLE=$s7 cross_ref conn 1:1 -c 7 0:12; SAMPLE=$s7 cross_ref h:P4 1:1 -c 7
for game in hc fhp cycle h:K3 h:C4 arboricity:2 ham hp; do
  for bias in 1:1 1:2 2:1; do
    cross_ref $game $bias -c 5
  done
done
# every property on every connected graph on 6 vertices, Maker-Breaker and Avoider-Enforcer
nauty-geng -cq 6 >"$TMP/c6"
at_least "$(wc -l <"$TMP/c6")" 112 "connected graphs on 6 vertices"
"$REF" --properties 6 >"$TMP/props"
at_least "$(wc -l <"$TMP/props")" 15 "samples of properties on 6 vertices (tests/bf-prop.h)"
# make check: Maker-Breaker on the odd lines of geng's list, Avoider-Enforcer
# on the even ones (56 boards each, every board under one rule); make
# check-full: both rules on all 112
awk 'NR % 2 == 1' "$TMP/c6" >"$TMP/c6.maker-breaker"
awk 'NR % 2 == 0' "$TMP/c6" >"$TMP/c6.avoider-enforcer"
for rule in maker-breaker avoider-enforcer; do
  if full; then
    boards="$TMP/c6" which="on all"
  else
    boards="$TMP/c6.$rule" which="on half ($(wc -l <"$TMP/c6.$rule")) of the"
  fi
  # shellcheck disable=SC2013
  for game in $(cat "$TMP/props"); do
    "$REF" --game "$game" --rule $rule --batch <"$boards" >"$TMP/want" 2>"$TMP/ref.err"
    "$PP" solve --game "$game" --rule $rule --batch --mem 64 <"$boards" >"$TMP/got" 2>"$TMP/err"
    is "$(diff "$TMP/want" "$TMP/got" | head -5)$(cat "$TMP/ref.err" "$TMP/err")" "" \
      "$rule $game $which $(wc -l <"$TMP/c6") connected graphs on 6 vertices: the fast engine = tests/ref-game.c, both starters"
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
# The Erdos-Selfridge criterion (solver/families/maker_breaker.c, es_breaker: h:H with
# bias 1:1, Breaker's win at a position of small potential, with the greedy
# move) against the plain search (--no-theorem): from a random start
# (tests/lib/random-starts.pl) on every connected graph on 4 to 6 vertices
# and every 32nd on 7 (make check-full: every one), h:H by turns K3, K4,
# C4, P4, star:3, both starters, the value of every move (posproof moves);
# h:K4 on K7 in fewer positions with it than without; the certificates of
# its greedy moves VERIFIED (here and in the K6 certificates below).
s7=32; full && s7=1
{ for n in 4 5 6; do nauty-geng -cq "$n"; done; nauty-geng -cq 7 | awk -v k="$s7" 'NR % k == 1 || k == 1'; } |
  perl "$LIBDIR/random-starts.pl" --seed 31 >"$TMP/starts" 2>"$TMP/perl.err"
at_least "$(wc -l <"$TMP/starts")" $((138 + 853 / s7)) "random starts on connected graphs of 4 to 7 vertices"
hs=(h:K3 h:K4 h:C4 h:P4 h:star:3)
k=0 differ=0 same=0 mover_wins=0 mover_loses=0
: >"$TMP/diffs"
while read -r g mk br; do
  [ "$mk" = - ] && mk=""; [ "$br" = - ] && br=""
  h=${hs[$((k % 5))]}; k=$((k + 1))
  for first in maker breaker; do
    set -- moves --game "$h" --board "$g" --maker "$mk" --breaker "$br" --first "$first" --json --mem 8
    a=$("$PP" "$@" 2>&1 </dev/null); b=$("$PP" "$@" --no-theorem 2>&1 </dev/null)
    if [ "$a" = "$b" ] && [ -n "$a" ]; then same=$((same + 1)); else
      differ=$((differ + 1)); printf '%s\n  with it: %s\n  search:  %s\n' "$*" "$a" "$b" >>"$TMP/diffs"; fi
    case $a in *'"over"'*) ;; *'"wins": 0,'*) mover_loses=$((mover_loses + 1)) ;; *) mover_wins=$((mover_wins + 1)) ;; esac
  done
done <"$TMP/starts"
is "$differ" 0 "Erdos-Selfridge = the plain search from $same random starts of h:H (the mover wins $mover_wins, loses $mover_loses), every move's value"
[ "$differ" = 0 ] || head -30 "$TMP/diffs" | sed 's/^/# /'
at_least "$mover_wins" 50 "random starts of h:H the mover wins"
at_least "$mover_loses" 50 "random starts of h:H the mover loses"
for first in maker breaker; do
  with=$(solve_fields winner -- --game h:K4 --n 7 --first $first --threads 1)
  p1=$("$PP" solve --game h:K4 --n 7 --first $first --threads 1 --json --quiet | sed -n 's/.*"positions": \([0-9]*\).*/\1/p')
  p0=$("$PP" solve --game h:K4 --n 7 --first $first --threads 1 --json --quiet --no-theorem | sed -n 's/.*"positions": \([0-9]*\).*/\1/p')
  if [ "$with" = breaker ] && [ -n "$p1" ] && [ -n "$p0" ] && [ "$p1" -lt "$p0" ]; then
    pass "h:K4 on K7, $first first: Breaker wins in $p1 positions with Erdos-Selfridge, $p0 without"
  else fail "h:K4 on K7, $first first: Breaker wins in fewer positions with Erdos-Selfridge" "winner $with, $p1 against $p0"; fi
  "$PP" solve --game h:K4 --n 7 --first $first --cert "$TMP/es.cert" --quiet >/dev/null 2>&1
  like "$("$CK" "$TMP/es.cert" --game h:K4 --n 7 --first $first --winner breaker 2>&1)" "^VERIFIED" \
    "h:K4 on K7, $first first: the certificate of the greedy moves VERIFIED"
done
# Every sample of every property: the certificates of K6 for the winner,
# both rules, both starters, VERIFIED for the claim asked.
for rule in maker-breaker avoider-enforcer; do
  diag="" count=0
  roles="maker breaker"; [ $rule = avoider-enforcer ] && roles="avoider enforcer"
  # shellcheck disable=SC2013
  for game in $(cat "$TMP/props"); do
    for first in $roles; do
      w=$(solve_fields winner -- --game "$game" --rule $rule --n 6 --first "$first" --cert "$TMP/p.cert")
      out=$("$CK" "$TMP/p.cert" --game "$game" --rule $rule --n 6 --first "$first" --winner "$w" 2>&1)
      case $out in VERIFIED*) count=$((count + 1)) ;; *) diag="$diag $game $first first: $w, $out;" ;; esac
    done
  done
  is "$diag" "" "$rule: the certificates of every sample on K6, both starters, VERIFIED for the claim asked"
  at_least "$count" 30 "$rule: certificates VERIFIED"
done
done_testing
