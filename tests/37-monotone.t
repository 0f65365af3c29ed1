#!/usr/bin/env bash
# Monotone Avoider-Enforcer (--rule monotone-avoider-enforcer; FORMAT.md 3.3,
# version 5: each turn claims at least the mover's bias, as many more as it
# likes, then stop) on the engine (families/avoider_enforcer.c, the search
# family search_avoider_enforcer_monotone), against tests/ref-game.c (lib.sh
# build_ref), which plays the game from its definition by plain minimax:
# 1. every connected graph nauty-geng makes on 4 to 6 vertices, for conn, hp,
#    ham, h:K3 and cycle, both starters (through --batch);
# 2. K_n, n = 4..6, biases 1:1, 1:2, 2:1, 2:2 and 1:3, both starters;
# 3. random start positions (--avoider, --enforcer, --to-move) on K5 and K6;
# 4. the game is not the strict one: on these instances the winner differs
#    from Avoider-Enforcer's in some (the comparison has teeth);
# 5. its certificates: format version 5, header rule monotone and a start,
#    every move stored (finish 0); a version 4 checker's refusal is the
#    format's (FORMAT.md 8);
# 6. bad input: a bias above 7:7, --finish 1, moves --cert-dir, split.
# Sizes: make check plays boards of 4 and 5 vertices and K4, K5 (K5 from
# start positions); make check-full adds 6 vertices, K6 and K6's starts.
# Deliberate break: ae_rules' AE2 with `left + 1` (one claim more owed than
# the turn asks): sections 1 to 3 fail.
. "$(dirname "$0")/lib.sh"
M="--rule monotone-avoider-enforcer"
result() { solve_fields result -- "$@"; }
build_ref

# ---- 1. every connected graph on 4 to 6 vertices ----
ks="4 5"; full && ks="4 5 6"
for k in $ks; do
  nauty-geng -cq $k >"$TMP/b$k"
  for g in conn hp ham h:K3 cycle; do
    # shellcheck disable=SC2086
    "$PP" solve --game $g $M --batch --mem 64 <"$TMP/b$k" >"$TMP/fast" 2>&1
    # shellcheck disable=SC2086
    "$REF" --game $g $M --batch <"$TMP/b$k" >"$TMP/ref" 2>&1
    at_least "$(wc -l <"$TMP/ref")" "$(wc -l <"$TMP/b$k")" "$g: the reference answers every board on $k vertices"
    is "$(diff "$TMP/ref" "$TMP/fast" | head -5)" "" \
      "$g on the $(wc -l <"$TMP/b$k") connected graphs on $k vertices, both starters: engine = tests/ref-game.c"
  done
done

# ---- 2. K_n with biases; 4. against the strict game ----
differ=0 compared=0
for n in $ks; do
  for g in conn hp ham h:K3 cycle; do
    diag=""
    for b in 1:1 1:2 2:1 2:2 1:3; do
      for f in avoider enforcer; do
        # shellcheck disable=SC2086
        a=$(result --game $g $M --n $n --bias $b --first $f --threads 1)
        # shellcheck disable=SC2086
        c=$(ref --game $g $M --n $n --bias $b --first $f)
        [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag bias $b, $f first: engine $a, reference $c;"
        # shellcheck disable=SC2086
        s=$(result --game $g --rule avoider-enforcer --n $n --bias $b --first $f --threads 1)
        compared=$((compared + 1))
        [ "$s" = "$a" ] || differ=$((differ + 1))
      done
    done
    is "$diag" "" "$g on K$n, biases 1:1 1:2 2:1 2:2 1:3, both starters: engine = tests/ref-game.c"
  done
done
at_least "$differ" 3 "the monotone game's winner differs from the strict game's in $differ of $compared instances"

# ---- 3. random start positions ----
# positions N COUNT SEED: "AVOIDER|ENFORCER|TO_MOVE" lines
positions() {
  perl -e 'my ($n, $count, $seed) = @ARGV; srand $seed; my @p;
    for my $j (1 .. $n - 1) { push @p, "$_-$j" for 0 .. $j - 1 }
    for (1 .. $count) { my $k = int rand(@p * 0.6); my @q = @p; my (@a, @b);
      for (1 .. $k) { my $x = splice @q, int rand @q, 1; if (rand() < 0.5) { push @a, $x } else { push @b, $x } }
      print join(",", @a), "|", join(",", @b), "|", (rand() < 0.5 ? "first" : "second"), "\n" }' "$@"
}
ns=5; full && ns="5 6"
for n in $ns; do
  for g in conn ham h:K3; do
    diag="" k=0
    while IFS='|' read -r av en tm; do
      for b in 1:1 1:2; do
        # shellcheck disable=SC2086
        a=$(result --game $g $M --n $n --bias $b --first avoider --avoider "$av" --enforcer "$en" --to-move $tm --threads 1)
        # shellcheck disable=SC2086
        c=$(ref --game $g $M --n $n --bias $b --first avoider --avoider "$av" --enforcer "$en" --to-move $tm)
        k=$((k + 1))
        [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag [$av|$en|$tm $b] engine $a, reference $c;"
      done
    done < <(positions $n 6 $((n * 7)))
    is "$diag" "" "$g on K$n from $k random start positions (biases 1:1, 1:2): engine = tests/ref-game.c"
  done
done

# ---- 5. certificates ----
"$PP" solve --game conn --n 5 $M --bias 1:2 --first avoider --cert "$TMP/m.cert" --quiet >/dev/null
hdr=$(sqlite3 "$TMP/m.cert" "select name || '=' || value from header where name in ('format_version', 'rule', 'start', 'finish', 'family') order by name" | tr '\n' ' ')
is "$hdr" "family=avoider-enforcer finish=0 format_version=5 rule=monotone start=00000000 " \
  "a certificate of the monotone game: version 5, rule monotone, the start spelled out, finish 0"
like "$("$PP" show "$TMP/m.cert" 2>&1 | head -1)" \
  "^claim: Avoider wins the monotone Avoider-Enforcer game conn on K5 with bias 1:2 \\(Avoider claims at least 1 edge a turn, Enforcer at least 2\\), Avoider moving first: Avoider never has to claim a connected spanning graph, each player claiming at least its bias a turn and then stopping when it likes$" \
  "show names the monotone game in its claim"
like "$("$PP" dump "$TMP/m.cert" 2>&1 | grep -c ' 255 stop$')" "^[1-9][0-9]*$" "its strategy stores stop moves"

# ---- 6. bad input ----
like "$("$PP" solve --game conn --n 5 $M --bias 8:1 2>&1)" "^posproof: --bias 8:1: monotone-avoider-enforcer takes biases up to 7:7$" \
  "a bias above 7 is refused (the turn's count, tt.h)"
like "$("$PP" solve --game conn --n 5 $M --first avoider --cert "$TMP/f.cert" --finish 1 2>&1)" \
  "^posproof: --finish 1 does not apply to monotone-avoider-enforcer" "--finish 1 is refused: every move is stored"
[ ! -e "$TMP/f.cert" ] && pass "... and no file is left" || fail "... and no file is left"
like "$("$PP" moves --game conn --n 5 $M --first avoider --cert-dir "$TMP/md" 2>&1)" \
  "^posproof: --cert-dir does not apply to rule monotone: " "moves --cert-dir is refused (a move leaves the turn open)"
like "$("$PP" split --game conn --n 6 $M --first avoider --depth 2 --out "$TMP/sp" 2>&1)" \
  "^posproof: split does not take rule monotone: " "split is refused (its frontier would be mid-turn)"
like "$("$PP" solve --game conn --n 5 --rule avoider-enforcer --first avoider --avoider 0-1 --to-move second 2>&1)" \
  "^posproof: --to-move applies to rules whose turns have any length only" "--to-move is refused for the strict game"
done_testing
