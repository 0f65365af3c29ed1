#!/usr/bin/env bash
# The shared-graph game (FORMAT.md 4.2 `shared`, seed 004) on the fast
# engine (families/shared.c shared_rules, extract.c shared_forces1, main.c run_fast),
# against tests/ref-game.c (lib.sh build_ref), which plays FORMAT.md 4.2 by
# plain minimax:
# 1. K_n, n = 3..7, every property (each sample of tests/bf-prop.h that
#    applies on n vertices: ref-game --properties N), rules normal and avoid;
# 2. random start positions (--edges) on K6 and K7;
# 3. --threads 2 = --threads 1;
# 4. certificates VERIFIED by posproof-check for the claim (finish 1 and 0,
#    1 and 2 threads, start positions with --start), draws as two
#    certificates each VERIFIED with --no-loss;
# 5. the fast engine is the one that runs (--json).
# Deliberate break: rule avoid in tests/ref-game.c giving the win to the
# last mover, as rule normal (end_outcome): 15 of 113 fail, every rule
# avoid comparison.
. "$(dirname "$0")/lib.sh"
LIBDIR="$TOP/tests/lib"

# outcome ARGS...: the "result" of `posproof solve ARGS --json`, or ERROR... (lib.sh solve_fields)
outcome() { solve_fields result -- "$@"; }
build_ref

# ---- 1. K_n ----
at_least "$("$REF" --properties 7 | wc -l)" 14 "samples of properties on 7 vertices (tests/bf-prop.h)"
# make check: on K7 every third sample (the reference's plain minimax takes
# seconds a game there); make check-full: every one
for n in 3 4 5 6 7; do
  props=$("$REF" --properties $n)   # every sample of tests/bf-prop.h that applies on n vertices
  [ "$n" = 7 ] && ! full && props=$(printf '%s\n' $props | awk 'NR % 3 == 1')
  for rule in normal avoid; do
    diag=""
    for p in $props; do
      a=$(outcome --game shared --property "$p" --rule $rule --n $n --threads 1)
      c=$(ref --game shared --property "$p" --rule $rule --n $n)
      [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag $p: fast $a, reference $c;"
    done
    is "$diag" "" "rule $rule on K$n, every property: fast engine = tests/ref-game.c"
  done
done
# The games above must not all go one way: the rule decides.
is "$(outcome --game shared --property h:K3 --rule avoid --n 7)" second-player-win \
  "triangle avoidance on K7: the second player wins"
is "$(outcome --game shared --property h:K3 --rule avoid --n 10)" first-player-win \
  "triangle avoidance on K10: the first player wins"
is "$(outcome --game shared --property arboricity:4 --n 6)" draw \
  "arboricity 4 on K6 (K6 has arboricity 3): a draw"

# ---- 2. random start positions ----
# positions N COUNT SEED: comma-separated pair lists (about a third of K_n)
positions() {
  perl -e 'require $ARGV[0]; my ($n, $count, $seed) = @ARGV[1 .. 3]; srand $seed; my @p;
    for my $j (1 .. $n - 1) { push @p, "$_-$j" for 0 .. $j - 1 }
    for (1 .. $count) { my $k = int rand(@p * 0.4); my @q = @p; my @a;
      push @a, splice @q, int rand @q, 1 for 1 .. $k; print join(",", @a), "\n" }' "$LIBDIR/graphs.pl" "$@"
}
# make check: 3 positions on K7 (make check-full: 6)
for n in 6 7; do
  for p in conn ham h:K3 cycle fhp; do
    count=6
    [ "$n" = 7 ] && ! full && count=3
    positions $n $count $((n * 13 + ${#p})) >"$TMP/pos"
    for rule in normal avoid; do
      diag=""
      while read -r e; do
        a=$(outcome --game shared --property $p --rule $rule --n $n --edges "$e" --threads 1)
        c=$(ref --game shared --property $p --rule $rule --n $n --edges "$e")
        [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag --edges '$e': fast $a, reference $c;"
      done <"$TMP/pos"
      is "$diag" "" "$p rule $rule on K$n from $count random start positions: fast engine = tests/ref-game.c"
    done
  done
done

# ---- 3. threads ----
for spec in "h:K3 --rule avoid --n 9" "ham --rule avoid --n 8" "ham --n 8" "fhp --n 7" "conn --rule avoid --n 8"; do
  # shellcheck disable=SC2086
  a=$(outcome --game shared --property $spec --threads 1)
  # shellcheck disable=SC2086
  c=$(outcome --game shared --property $spec --threads 2)
  if [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ]; then pass "$spec: --threads 2 = --threads 1 ($a)"
  else fail "$spec: --threads 2 = --threads 1" "1 thread: $a" "2 threads: $c"; fi
done

# ---- 4. certificates ----
role() { case $1 in first-player-win) echo first ;; second-player-win) echo second ;; *) echo "?$1" ;; esac; }
for spec in "conn --n 6" "conn --rule avoid --n 7" "ham --n 7" "ham --rule avoid --n 7" "hp --rule avoid --n 7" \
            "fhp --n 6" "fhp --rule avoid --n 7" "h:K3 --rule avoid --n 8" "h:K3 --n 6" "h:K4 --rule avoid --n 7" \
            "cycle --rule avoid --n 6" "pm --n 6" "arboricity:2 --rule avoid --n 6"; do
  for t in 1 2; do
    for fin in 1 0; do
      # shellcheck disable=SC2086
      w=$(role "$(outcome --game shared --property $spec --threads $t --cert "$TMP/c.cert" --finish $fin)")
      # shellcheck disable=SC2086
      out=$("$CK" "$TMP/c.cert" --game shared --property $spec --winner "$w" 2>&1)
      like "$out" "^VERIFIED" "certificate of $spec, $t thread(s), finish $fin: $w wins, VERIFIED"
    done
  done
done
# From start positions: the checker is given the start as the JSON spells it.
for n in 6 7; do
  for p in ham h:K3; do
    positions $n 3 $((n * 17 + ${#p})) >"$TMP/pos"
    for rule in normal avoid; do
      diag="" k=0
      while read -r e; do
        json=$("$PP" solve --game shared --property $p --rule $rule --n $n --edges "$e" --json --quiet \
               --cert "$TMP/s.cert" 2>&1)
        hex=$(printf '%s\n' "$json" | sed -n 's/.*"header": "\([0-9a-f]*\)".*/\1/p')
        res=$(printf '%s\n' "$json" | sed -n 's/.*"result": "\([a-z-]*\)".*/\1/p')
        w=$(role "$res")
        if [ "$w" = first ] || [ "$w" = second ]; then
          out=$("$CK" "$TMP/s.cert" --game shared --property $p --rule $rule --n $n --start "$hex" --winner "$w" 2>&1)
          [[ $out == VERIFIED* ]] || diag="$diag --edges '$e' ($w, start $hex): $out;"
          k=$((k + 1))
        fi
      done <"$TMP/pos"
      is "$diag" "" "$p rule $rule on K$n: certificates from $k start positions VERIFIED with --start"
    done
  done
done
# A draw: two certificates, each the no-loss strategy of one player.
for t in 1 2; do
  for fin in 1 0; do
    rm -f "$TMP"/d.*
    res=$(outcome --game shared --property arboricity:4 --n 6 --threads $t --finish $fin --cert "$TMP/d.cert")
    is "$res" draw "arboricity:4 on K6, $t thread(s), finish $fin: a draw"
    for who in first second; do
      out=$("$CK" "$TMP/d.$who.cert" --game shared --property arboricity:4 --n 6 --no-loss $who 2>&1)
      like "$out" "^VERIFIED" "arboricity:4 on K6, $t thread(s), finish $fin: $who's no-loss certificate VERIFIED"
    done
  done
done
# The certificate proves the game solved and no other: a normal-rule
# certificate is no proof of the avoid rule.
"$PP" solve --game shared --property ham --n 7 --cert "$TMP/n.cert" --quiet >/dev/null 2>&1
"$CK" "$TMP/n.cert" --game shared --property ham --rule avoid --n 7 --winner second >/dev/null 2>&1
is "$?" 3 "a rule-normal certificate checked as rule avoid: MISMATCH (exit 3)"
# ---- 5. the engine that runs ----
out=$("$PP" solve --game shared --property ham --n 6 --json --threads 2 2>&1)
like "$out" '"threads": 2' "shared games run on the fast engine, --threads accepted"
done_testing
