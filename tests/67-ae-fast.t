#!/usr/bin/env bash
# Avoider-Enforcer on the fast engine (families/avoider_enforcer.c ae_rules, extract.c), against
# tests/ref-game.c (lib.sh build_ref), which plays FORMAT.md 4.2 by plain
# minimax:
# 1. every connected graph nauty-geng makes on 4 to 6 vertices, for conn, hp,
#    ham, h:K3 and cycle, both starters (through --batch);
# 2. K_n, n = 4..6, biases 1:1, 1:2 and 2:1, the same properties, both
#    starters; K7 from start positions of 6 to 9 pairs taken (12 to 15
#    free), where plain minimax is quick;
# 3. random start positions (--avoider, --enforcer) on K5 and K6;
# 4. --threads 2 = --threads 1;
# 5. the fast engine's certificates (from the empty position: the checker
#    does not read format version 3 yet) are VERIFIED by posproof-check for
#    the claim, with finish 1 and 0, biases and graph6 boards (one of 12
#    vertices, through posproof-wide, = the reference), on 1 and 2 threads;
# 6. the fast engine is the one that runs (--json), and --threads is
#    accepted for these games.
# Sizes: make check plays K7 in 2 from two start positions (make
# check-full: three); everything else the same.
# Deliberate break: Avoider-Enforcer's rule 1 in tests/ref-game.c giving the
# win to Avoider instead of Enforcer (end_outcome): 48 of 136 fail (of the
# 57 comparisons with the reference, in sections 1 to 3 and on 12 vertices).
. "$(dirname "$0")/lib.sh"
LIBDIR="$TOP/tests/lib"
AE="--rule avoider-enforcer"

# winner ARGS...: the winning role of `posproof solve ARGS --json`, or ERROR... (lib.sh solve_fields)
winner() { solve_fields winner -- "$@"; }
result() { solve_fields result -- "$@"; }
build_ref

# ---- 1. every connected graph on 4 to 6 vertices ----
for k in 4 5 6; do
  nauty-geng -cq $k >"$TMP/b$k"
  case $k in 4) min=6 ;; 5) min=21 ;; *) min=112 ;; esac
  at_least "$(wc -l <"$TMP/b$k")" $min "connected graphs on $k vertices from nauty-geng"
  for g in conn hp ham h:K3 cycle; do
    # shellcheck disable=SC2086
    "$PP" solve --game $g $AE --batch --mem 64 <"$TMP/b$k" >"$TMP/fast" 2>&1
    # shellcheck disable=SC2086
    "$REF" --game $g $AE --batch <"$TMP/b$k" >"$TMP/ref" 2>&1
    is "$(diff "$TMP/ref" "$TMP/fast" | head -5)" "" \
      "$g on the $(wc -l <"$TMP/b$k") connected graphs on $k vertices, both starters: fast engine = tests/ref-game.c"
  done
done

# ---- 2. K_n with biases ----
for n in 4 5 6; do
  for g in conn hp ham h:K3 cycle; do
    diag=""
    for b in 1:1 1:2 2:1; do
      for f in avoider enforcer; do
        # shellcheck disable=SC2086
        a=$(result --game $g $AE --n $n --bias $b --first $f --threads 1)
        # shellcheck disable=SC2086
        c=$(ref --game $g $AE --n $n --bias $b --first $f)
        [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag bias $b, $f first: fast $a, reference $c;"
      done
    done
    is "$diag" "" "$g on K$n, biases 1:1 1:2 2:1, both starters: fast engine = tests/ref-game.c"
  done
done

# ---- 3. random start positions ----
# positions N COUNT SEED: "AVOIDER|ENFORCER" lines (as tests/66-start.t)
positions() {
  perl -e 'require $ARGV[0]; my ($n, $count, $seed) = @ARGV[1 .. 3]; srand $seed; my @p;
    for my $j (1 .. $n - 1) { push @p, "$_-$j" for 0 .. $j - 1 }
    for (1 .. $count) { my $k = int rand(@p * 0.6); my @q = @p; my (@a, @b);
      for (1 .. $k) { my $x = splice @q, int rand @q, 1; if (rand() < 0.5) { push @a, $x } else { push @b, $x } }
      print join(",", @a), "|", join(",", @b), "\n" }' "$LIBDIR/graphs.pl" "$@"
}
for n in 5 6; do
  for g in conn hp ham h:K3 cycle; do
    positions $n 6 $((n * 11 + ${#g})) >"$TMP/pos"
    for b in 1:1 2:1; do
      diag=""
      for f in avoider enforcer; do
        while IFS='|' read -r av en; do
          # shellcheck disable=SC2086
          a=$(result --game $g $AE --n $n --bias $b --first $f --avoider "$av" --enforcer "$en" --threads 1)
          # shellcheck disable=SC2086
          c=$(ref --game $g $AE --n $n --bias $b --first $f --avoider "$av" --enforcer "$en")
          [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag $f first --avoider '$av' --enforcer '$en': fast $a, reference $c;"
        done <"$TMP/pos"
      done
      is "$diag" "" "$g on K$n bias $b from 6 random start positions, both starters: fast engine = tests/ref-game.c"
    done
  done
done
# K7 from positions of 6 to 9 pairs taken, every bias of section 2
positions7() {
  perl -e 'my ($count, $seed) = @ARGV; srand $seed; my @p;
    for my $j (1 .. 6) { push @p, "$_-$j" for 0 .. $j - 1 }
    for (1 .. $count) { my $k = 6 + int rand 4; my @q = @p; my (@a, @b);
      for (1 .. $k) { my $x = splice @q, int rand @q, 1; if (rand() < 0.5) { push @a, $x } else { push @b, $x } }
      print join(",", @a), "|", join(",", @b), "\n" }' "$@"
}
for g in conn hp ham h:K3 cycle; do
  positions7 3 $((70 + ${#g})) >"$TMP/pos"
  full || sed -i 2q "$TMP/pos"; k=$(wc -l <"$TMP/pos")
  diag=""
  for b in 1:1 1:2 2:1; do
    for f in avoider enforcer; do
      while IFS='|' read -r av en; do
        # shellcheck disable=SC2086
        a=$(result --game $g $AE --n 7 --bias $b --first $f --avoider "$av" --enforcer "$en" --threads 1)
        # shellcheck disable=SC2086
        c=$(ref --game $g $AE --n 7 --bias $b --first $f --avoider "$av" --enforcer "$en")
        [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ] || diag="$diag bias $b, $f first --avoider '$av' --enforcer '$en': fast $a, reference $c;"
      done <"$TMP/pos"
    done
  done
  is "$diag" "" "$g on K7 from $k start positions (12 to 15 free pairs), biases 1:1 1:2 2:1, both starters: fast engine = tests/ref-game.c"
done

# ---- 4. threads ----
for spec in "ham --n 7 --first avoider" "hp --n 7 --first enforcer" "conn --n 8 --first enforcer" \
            "h:K3 --n 7 --bias 1:2 --first avoider" "fhp --n 7 --first enforcer"; do
  # shellcheck disable=SC2086
  a=$(winner --game $spec $AE --threads 1)
  # shellcheck disable=SC2086
  c=$(winner --game $spec $AE --threads 2)
  if [ "$a" = "$c" ] && [ "${a#ERROR}" = "$a" ]; then pass "$spec: --threads 2 = --threads 1 ($a)"
  else fail "$spec: --threads 2 = --threads 1" "1 thread: $a" "2 threads: $c"; fi
done

# ---- 5. certificates ----
for spec in "conn --n 5 --first avoider" "conn --n 6 --first enforcer" "ham --n 6 --first avoider" \
            "ham --n 7 --first enforcer" "hp --n 7 --first avoider" "h:K3 --n 6 --first enforcer" \
            "cycle --n 6 --first avoider" "fhp --n 6 --first enforcer" "pm --n 6 --first avoider" \
            "hc --n 6 --first enforcer" "conn --n 7 --bias 1:2 --first avoider" \
            "hp --n 6 --bias 2:1 --first enforcer" "ham --n 6 --bias 1:3 --first enforcer" \
            "h:K3 --board EFz_ --first avoider" "cycle --board DQw --first enforcer" \
            "conn --board E?~w --bias 2:1 --first avoider"; do
  for t in 1 2; do
    for fin in 1 0; do
      # shellcheck disable=SC2086
      w=$(winner --game $spec $AE --threads $t --cert "$TMP/c.cert" --finish $fin)
      # shellcheck disable=SC2086
      out=$("$CK" "$TMP/c.cert" --game $spec $AE --winner "$w" 2>&1)
      like "$out" "^VERIFIED" "certificate of $spec, $t thread(s), finish $fin: $w wins, VERIFIED"
    done
  done
done
# Large biases: with finish 1 the checker would search the loser's whole
# turn for the winner's one-move wins (past its limit of a million
# positions: these four failed so with finish 1), so the default stores them.
for spec in "cycle --n 6 --bias 6:1 --first enforcer" "cycle --n 6 --bias 8:1 --first enforcer" \
            "cycle --n 7 --bias 7:1 --first enforcer" "conn --n 7 --bias 1:8 --first avoider"; do
  # shellcheck disable=SC2086
  w=$(winner --game $spec $AE --cert "$TMP/c.cert")
  is "$(sqlite3 "$TMP/c.cert" "SELECT value FROM header WHERE name = 'finish'")" 0 "$spec: the default certificate has finish 0"
  # shellcheck disable=SC2086
  like "$("$CK" "$TMP/c.cert" --game $spec $AE --winner "$w" 2>&1)" "^VERIFIED" "$spec: the default certificate VERIFIED"
done
# A board of 12 vertices: bin/posproof hands the game to bin/posproof-wide.
if [ -x "$BIN/posproof-wide" ]; then
  for f in avoider enforcer; do
    # shellcheck disable=SC2086
    w=$(winner --game conn $AE --board 'KhCKGC@CG?o@' --first $f --cert "$TMP/c.cert")
    # shellcheck disable=SC2086
    # shellcheck disable=SC2086
    a=$(result --game conn $AE --board 'KhCKGC@CG?o@' --first $f)
    # shellcheck disable=SC2086
    c=$(ref --game conn $AE --board 'KhCKGC@CG?o@' --first $f)
    out=$("$CK" "$TMP/c.cert" --game conn $AE --board 'KhCKGC@CG?o@' --first $f --winner "$w" 2>&1)
    if [ "$a" = "$c" ]; then like "$out" "^VERIFIED" "12 vertices (posproof-wide), $f first: fast = tests/ref-game.c ($a), certificate VERIFIED"
    else fail "12 vertices (posproof-wide), $f first: fast = tests/ref-game.c" "fast $a, reference $c"; fi
  done
fi
# ---- 6. the engine that runs ----
# shellcheck disable=SC2086
out=$("$PP" solve --game ham $AE --n 6 --first avoider --json --threads 2 2>&1)
like "$out" '"threads": 2' "AE games run on the fast engine, --threads accepted"
done_testing
