#!/usr/bin/env bash
# Ramsey games (FORMAT.md 4.2 `ramsey`, seed 001) on the fast engine
# (families/ramsey.c ramsey_rules; weak-achieve as Maker-Breaker for h:H; extract.c
# others_forces1; main.c run_fast), against tests/ref-game.c (lib.sh
# build_ref), which plays FORMAT.md 4.2 by plain minimax:
# 1. K_n, n = 3..6, H = K3, P4, C4, K4, star:3, rules achieve, misere,
#    avoid, weak-achieve and avoid-plus from the empty board (but for the
#    slowest for plain minimax, K4 achieve and misere and avoid-plus on K6:
#    20 s each; they are played from start positions in 2); on K7 a few
#    games from start positions of 5 to 8 coloured pairs;
# 2. random start positions (--red, --blue) on K5 and K6, every rule
#    (avoid-plus with --to-move too), and starts where a colour already
#    holds H;
# 3. --threads 2 = --threads 1;
# 4. certificates VERIFIED by posproof-check (finish 1 and 0, 1 and 2
#    threads; draws as two no-loss certificates; starts with --start);
# 5. the fast engine is the one that runs.
# Sizes: make check plays each K7 game of 1 from one start position (make
# check-full: two); everything else the same.
# Deliberate breaks of tests/ref-game.c, each seen once: misere's outcomes
# made achieve's (end_outcome): 18 of 124 fail; avoid-plus turns cut to one
# colouring, no stop (advance): 2 of 124 fail (K3 on K3, K4 on K6 from
# positions: most avoid-plus values equal avoid's).
. "$(dirname "$0")/lib.sh"
LIBDIR="$TOP/tests/lib"

# outcome ARGS...: the "result" of `posproof solve ARGS --json`, or ERROR... (lib.sh solve_fields)
outcome() { solve_fields result -- "$@"; }
RULES="achieve misere avoid weak-achieve"
build_ref

# ---- 1. K_n ----
for n in 3 4 5 6; do
  for H in K3 P4 C4 K4 star:3; do
    case $H in K3) [ "$n" -lt 3 ] && continue ;; *) [ "$n" -lt 4 ] && continue ;; esac
    diag=""
    for r in $RULES avoid-plus; do
      [ "$n" = 6 ] && { [ "$r" = avoid-plus ] || { [ "$H" = K4 ] && [ "$r" != avoid ] && [ "$r" != weak-achieve ]; }; } && continue
      a=$(outcome --game ramsey --H "$H" --rule "$r" --n "$n" --threads 1)
      c=$(ref --game ramsey --H "$H" --rule "$r" --n "$n")
      [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag $r: fast $a, reference $c;"
    done
    is "$diag" "" "H = $H on K$n, every rule: fast engine = tests/ref-game.c"
  done
done
# positions_k N COUNT SEED MIN MAX: "RED|BLUE" lines of MIN to MAX coloured pairs
positions_k() {
  perl -e 'my ($n, $count, $seed, $lo, $hi) = @ARGV; srand $seed; my @p;
    for my $j (1 .. $n - 1) { push @p, "$_-$j" for 0 .. $j - 1 }
    for (1 .. $count) { my $k = $lo + int rand($hi - $lo + 1); my @q = @p; my (@a, @b);
      for (1 .. $k) { my $x = splice @q, int rand @q, 1; if (rand() < 0.5) { push @a, $x } else { push @b, $x } }
      print join(",", @a), "|", join(",", @b), "\n" }' "$@"
}
for spec in "K3 --rule avoid" "K3 --rule misere" "P4 --rule misere" "C4 --rule achieve" "K4 --rule avoid" \
            "star:3 --rule misere" "K3 --rule weak-achieve" "K4 --rule achieve" "K3 --rule avoid-plus"; do
  positions_k 7 2 $((${#spec} * 3)) 5 8 >"$TMP/pos"
  full || sed -i 1q "$TMP/pos"; k=$(wc -l <"$TMP/pos")
  diag=""
  while IFS='|' read -r red blue; do
    # shellcheck disable=SC2086
    a=$(outcome --game ramsey --H $spec --n 7 --red "$red" --blue "$blue" --threads 1)
    # shellcheck disable=SC2086
    c=$(ref --game ramsey --H $spec --n 7 --red "$red" --blue "$blue")
    [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag --red '$red' --blue '$blue': fast $a, reference $c;"
  done <"$TMP/pos"
  is "$diag" "" "H = $spec on K7 from $k start position(s) (13 to 16 free pairs): fast engine = tests/ref-game.c"
done
# Published values (seed 001): Sim (K3 misere on K6) is a second-player
# win; the draws of the strong game need the second question.
is "$(outcome --game ramsey --H K3 --rule misere --n 6)" second-player-win "Sim: the second player wins"
is "$(outcome --game ramsey --H K4 --rule achieve --n 6)" draw "K4 achievement on K6: a draw"
is "$(outcome --game ramsey --H K3 --rule misere --n 5)" draw "K3 misere on K5: a draw"

# ---- 2. start positions ----
# positions N COUNT SEED: "RED|BLUE" lines, about half the pairs coloured
positions() {
  perl -e 'require $ARGV[0]; my ($n, $count, $seed) = @ARGV[1 .. 3]; srand $seed; my @p;
    for my $j (1 .. $n - 1) { push @p, "$_-$j" for 0 .. $j - 1 }
    for (1 .. $count) { my $k = int rand(@p * 0.6); my @q = @p; my (@a, @b);
      for (1 .. $k) { my $x = splice @q, int rand @q, 1; if (rand() < 0.5) { push @a, $x } else { push @b, $x } }
      print join(",", @a), "|", join(",", @b), "\n" }' "$LIBDIR/graphs.pl" "$@"
}
for n in 5 6; do
  for H in K3 P4 C4; do
    positions $n 8 $((n * 7 + ${#H})) >"$TMP/pos"
    for r in $RULES; do
      diag=""
      while IFS='|' read -r red blue; do
        a=$(outcome --game ramsey --H $H --rule $r --n $n --red "$red" --blue "$blue" --threads 1)
        c=$(ref --game ramsey --H $H --rule $r --n $n --red "$red" --blue "$blue")
        [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag --red '$red' --blue '$blue': fast $a, reference $c;"
      done <"$TMP/pos"
      is "$diag" "" "H = $H rule $r on K$n from 8 random start positions: fast engine = tests/ref-game.c"
    done
  done
done
# the games left out of 1 on K6, and avoid-plus with either player to move, from 4 to 7 coloured pairs
for spec in "K4 achieve" "K4 misere" "K3 avoid-plus" "C4 avoid-plus" "K4 avoid-plus" "P4 avoid-plus" "star:3 avoid-plus"; do
  read -r H r <<<"$spec"
  positions_k 6 4 $((${#H} * 5 + ${#r})) 4 7 >"$TMP/pos"
  diag="" k=0
  while IFS='|' read -r red blue; do
    tm=()
    if [ "$r" = avoid-plus ]; then k=$((k + 1)); tm=(--to-move first); [ $((k % 2)) = 0 ] || tm=(--to-move second); fi
    a=$(outcome --game ramsey --H "$H" --rule "$r" --n 6 --red "$red" --blue "$blue" "${tm[@]}" --threads 1)
    c=$(ref --game ramsey --H "$H" --rule "$r" --n 6 --red "$red" --blue "$blue" "${tm[@]}")
    [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag --red '$red' --blue '$blue' ${tm[*]}: fast $a, reference $c;"
  done <"$TMP/pos"
  is "$diag" "" "H = $H rule $r on K6 from 4 start positions: fast engine = tests/ref-game.c"
done
# A colour that holds H already: under avoid its player has no legal move.
for r in avoid misere achieve; do
  for blue in "" "3-4"; do
    a=$(outcome --game ramsey --H K3 --rule $r --n 6 --red 0-1,0-2,1-2 --blue "$blue" --threads 1)
    c=$(ref --game ramsey --H K3 --rule $r --n 6 --red 0-1,0-2,1-2 --blue "$blue")
    is "$a" "$c" "red holds a triangle, blue '$blue', rule $r: fast engine = tests/ref-game.c ($c)"
  done
done

# ---- 3. threads ----
for spec in "K4 --rule achieve --n 7" "K4 --rule misere --n 7" "K3 --rule avoid --n 7" "C4 --rule misere --n 7"; do
  # shellcheck disable=SC2086
  a=$(outcome --game ramsey --H $spec --threads 1)
  # shellcheck disable=SC2086
  c=$(outcome --game ramsey --H $spec --threads 2)
  if [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ]; then pass "$spec: --threads 2 = --threads 1 ($a)"
  else fail "$spec: --threads 2 = --threads 1" "1 thread: $a" "2 threads: $c"; fi
done

# ---- 4. certificates ----
# check FILE PREFIX RESULT GAME...: the certificate(s) of RESULT VERIFIED
check() {
  local f=$1 res=$2; shift 2
  case $res in
    first-player-win | second-player-win) "$CK" "$f.cert" "$@" --winner "${res%%-*}" 2>&1 | head -1 ;;
    draw) echo "$("$CK" "$f.first.cert" "$@" --no-loss first 2>&1 | head -1) $("$CK" "$f.second.cert" "$@" --no-loss second 2>&1 | head -1)" ;;
    *) echo "no certificate: $res" ;;
  esac
}
for spec in "K3 --n 6 --rule misere" "K3 --n 6 --rule avoid" "K3 --n 7 --rule achieve" "K4 --n 6 --rule achieve" \
            "C4 --n 6 --rule misere" "P4 --n 5 --rule avoid" "K3 --n 5 --rule misere" "K4 --n 7 --rule weak-achieve" \
            "K3 --n 4 --rule achieve" "C4 --n 6 --rule avoid" "star:3 --n 6 --rule achieve"; do
  for t in 1 2; do
    for fin in 1 0; do
      rm -f "$TMP"/c*.cert
      # shellcheck disable=SC2086
      res=$(outcome --game ramsey --H $spec --threads $t --finish $fin --cert "$TMP/c.cert")
      # shellcheck disable=SC2086
      out=$(check "$TMP/c" "$res" --game ramsey --H $spec)
      if [ "$res" = draw ]; then like "$out" "^VERIFIED.* VERIFIED" "$spec, $t thread(s), finish $fin: draw, both certificates VERIFIED"
      else like "$out" "^VERIFIED" "$spec, $t thread(s), finish $fin: $res, VERIFIED"; fi
    done
  done
done
for n in 5 6; do
  positions $n 4 $((n * 19)) >"$TMP/pos"
  for r in achieve misere avoid; do
    diag="" k=0
    while IFS='|' read -r red blue; do
      rm -f "$TMP"/s*.cert
      json=$("$PP" solve --game ramsey --H K3 --rule $r --n $n --red "$red" --blue "$blue" --json --quiet \
             --cert "$TMP/s.cert" 2>&1)
      hex=$(printf '%s\n' "$json" | sed -n 's/.*"header": "\([0-9a-f]*\)".*/\1/p')
      res=$(printf '%s\n' "$json" | sed -n 's/.*"result": "\([a-z-]*\)".*/\1/p')
      out=$(check "$TMP/s" "$res" --game ramsey --H K3 --rule $r --n $n --start "$hex")
      [[ $out == VERIFIED* ]] && { [ "$res" != draw ] || [[ $out == *" VERIFIED"* ]]; } ||
        diag="$diag --red '$red' --blue '$blue' ($res, start $hex): $out;"
      k=$((k + 1))
    done <"$TMP/pos"
    is "$diag" "" "K3 rule $r on K$n: certificates from $k start positions VERIFIED with --start"
  done
done
# ---- 5. the engine that runs ----
for r in achieve misere avoid weak-achieve; do
  out=$("$PP" solve --game ramsey --H K3 --rule $r --n 5 --json --threads 2 2>&1)
  like "$out" '"threads": 2' "rule $r runs on the fast engine, --threads accepted"
done
done_testing
