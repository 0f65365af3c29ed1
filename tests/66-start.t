#!/usr/bin/env bash
# Solving from a start position (certs/FORMAT.md 3.4):
#
# 1. minimax: for every family on n = 4, 5 (and a graph6 board, biases 1:2
#    and 2:1), the empty game's result equals the first player's best over
#    the results from every legal first move, each solved by a separate run
#    from that position (--maker, --red, --arcs, ...);
# 2. the fast engine and tests/ref-game.c (lib.sh build_ref: minimax from
#    certs/FORMAT.md 3-4) agree from the same positions, on K5, K6, graph6
#    boards with biases, and a 12-vertex board (the wide build);
# 3. the independent Perl references of tests/lib (mbgame.pl, subh.pl,
#    shared-conn.pl, ramsey-k3.pl) agree from the same positions;
# 4. a start that is an end position is answered at once: its outcome, 0
#    positions, a certificate of 0 entries;
# 5. the text line and the certificate header: the position normalised, the
#    player to move by the counts (bias-aware), format version 3 with the
#    header start spelled as FORMAT.md 3.4 says (computed here in Perl), and
#    the empty position given explicitly is today's version-2 file;
# 6. every certificate written from a position is VERIFIED by posproof-check
#    for the claim asked with the same game flags and the start as
#    posproof-check takes it, --start HEX (the JSON's start.header); the
#    start asked wrong or not at all is a MISMATCH.
# Sizes: make check plays the 12-vertex board of 2 from two positions
# (make check-full: four); everything else the same.
# Deliberate break: the turn from the counts in tests/ref-game.c (start)
# with p and d of the first player's share and the second's swapped
# (r >= q2 instead of r >= q1): 8 of 222 fail, the graph6 boards with
# biases 1:2, 2:1 and 1:3 in section 2.
. "$(dirname "$0")/lib.sh"
LIBDIR="$TOP/tests/lib"
build_ref

# result ARGS...: the result of `posproof solve ARGS` (first-player-win,
# second-player-win or draw), or "ERROR(rc): stderr". (--mem 64: these games
# are small, and a smaller budget saves the time of setting up the tables.)
result() {
  local out rc
  out=$("$PP" solve "$@" --json --quiet --mem 64 2>&1); rc=$?
  if [ $rc != 0 ]; then echo "ERROR($rc): $out"; return; fi
  [[ $out =~ \"result\":\ \"([a-z-]+)\" ]] && echo "${BASH_REMATCH[1]}" || echo "ERROR: no result in $out"
}
# The first player's best among the results on stdin; "error" if one is not a result.
best_first() {
  awk '{ s[$0] = 1 } $0 !~ /^(first-player-win|second-player-win|draw)$/ { bad = $0 }
       END { if (bad != "") print "error: " bad; else if (s["first-player-win"]) print "first-player-win";
             else if (s["draw"]) print "draw"; else print "second-player-win" }'
}
# pairs N [G6]: the pairs "i-j" of K_n, or the edges of board G6, one a line.
pairs() {
  perl -e 'require $ARGV[0]; my ($n, $g) = @ARGV[1, 2];
    if (defined $g) { my (undef, $e) = g6_decode($g); print "$_->[0]-$_->[1]\n" for @$e }
    else { for my $i (0 .. $n - 1) { print "$i-$_\n" for $i + 1 .. $n - 1 } }' "$LIBDIR/graphs.pl" "$@"
}

# minimax NAME FLAG MOVES GAME...: the result of GAME from the empty board
# equals the first player's best over the results of GAME FLAG MOVE for every
# line MOVE of file MOVES (its legal first moves).
minimax() {
  local name=$1 flag=$2 moves=$3; shift 3
  local v0 best
  v0=$(result "$@")
  best=$(while IFS= read -r mv; do result "$@" "$flag" "$mv" </dev/null; done <"$moves" | best_first)
  if [ "$best" = "$v0" ]; then pass "minimax: $name: $v0 = the best of $(wc -l <"$moves" | tr -d ' ') first moves"
  else fail "minimax: $name" "empty board: $v0" "best after a first move: $best"; fi
}

# ---- 1. minimax on every family ----
for n in 4 5; do
  pairs "$n" >"$TMP/p$n"
  sed -E 's/^([0-9]+)-([0-9]+)$/\1>\2\n\2>\1/' "$TMP/p$n" >"$TMP/a$n"   # both orientations
  for g in conn hp ham h:P4 cycle; do
    minimax "maker-breaker $g K$n, maker first" --maker "$TMP/p$n" --game $g --n $n --first maker
    minimax "maker-breaker $g K$n, breaker first" --breaker "$TMP/p$n" --game $g --n $n --first breaker
  done
  for g in conn hp; do
    minimax "avoider-enforcer $g K$n, avoider first" --avoider "$TMP/p$n" --game $g --rule avoider-enforcer --n $n --first avoider
    minimax "avoider-enforcer $g K$n, enforcer first" --enforcer "$TMP/p$n" --game $g --rule avoider-enforcer --n $n --first enforcer
  done
  for r in avoid misere achieve weak-achieve; do
    minimax "ramsey $r K3 on K$n" --red "$TMP/p$n" --game ramsey --H K3 --n $n --rule $r
  done
  minimax "ramsey misere P4 on K$n" --red "$TMP/p$n" --game ramsey --H P4 --n $n --rule misere
  for c in first second; do
    minimax "subh K$n, creator $c" --arcs "$TMP/a$n" --game subh --n $n --creator $c
  done
  for prop in conn ham; do
    for r in normal avoid; do
      minimax "shared $prop $r K$n" --edges "$TMP/p$n" --game shared --property $prop --n $n --rule $r
    done
  done
done
# biases: the first turn has two moves (d = 1 after the first), or the first player's one move
for b in 1:2 2:1; do
  for f in maker breaker; do
    minimax "maker-breaker conn K5 bias $b, $f first" --$f "$TMP/p5" --game conn --n 5 --bias $b --first $f
  done
  minimax "avoider-enforcer conn K5 bias $b, enforcer first" --enforcer "$TMP/p5" --game conn --rule avoider-enforcer --n 5 --bias $b --first enforcer
done
# graph6 boards: the first moves are the board's edges
for B in 'D]w' 'E?zw'; do
  pairs 0 "$B" >"$TMP/pb"
  for f in maker breaker; do
    minimax "maker-breaker h:P4 on $B, $f first" --$f "$TMP/pb" --game h:P4 --board "$B" --first $f
    minimax "maker-breaker conn on $B bias 1:2, $f first" --$f "$TMP/pb" --game conn --board "$B" --bias 1:2 --first $f
  done
done
# avoid-plus: a first turn colours any nonempty red set without a red triangle,
# then the second player moves (--to-move second: not the parity's choice for
# an even set)
perl -e 'my @p = map { [split /-/] } @ARGV; my %e = map { ("$_->[0]-$_->[1]" => 1) } @p;
  for my $m (1 .. (1 << @p) - 1) {
    my @s = map { $p[$_] } grep { $m >> $_ & 1 } 0 .. $#p; my %in = map { ("$_->[0]-$_->[1]" => 1) } @s; my $tri = 0;
    for my $a (0 .. 3) { for my $b ($a + 1 .. 3) { for my $c ($b + 1 .. 3) { $tri = 1 if $in{"$a-$b"} && $in{"$a-$c"} && $in{"$b-$c"} } } }
    print join(",", map { "$_->[0]-$_->[1]" } @s), "\n" unless $tri }' $(cat "$TMP/p4") >"$TMP/plus4"
v0=$(result --game ramsey --H K3 --n 4 --rule avoid-plus)
best=$(while IFS= read -r s; do result --game ramsey --H K3 --n 4 --rule avoid-plus --red "$s" --to-move second; done <"$TMP/plus4" | best_first)
is "$best" "$v0" "minimax: ramsey avoid-plus K3 on K4: the empty game's result = the best of its $(wc -l <"$TMP/plus4" | tr -d ' ') first turns"
is "$(result --game ramsey --H K3 --n 5 --rule avoid-plus --red 0-1)" \
   "$(result --game ramsey --H K3 --n 5 --rule avoid-plus --red 0-1 --to-move second)" \
   "avoid-plus: without --to-move the parity gives the player to move (one red pair: the second player)"

# random positions (fixed seed): "MAKER|BREAKER" lines, any counts
# positions N COUNT SEED [G6]
positions() {
  perl -e 'require $ARGV[0]; my ($n, $count, $seed, $g) = @ARGV[1 .. 4]; srand $seed;
    my @p; if (defined $g) { my (undef, $e) = g6_decode($g); @p = map { "$_->[0]-$_->[1]" } @$e }
    else { for my $j (1 .. $n - 1) { push @p, "$_-$j" for 0 .. $j - 1 } }
    for (1 .. $count) { my $k = int rand(@p * 0.6); my @q = @p; my (@a, @b);
      for (1 .. $k) { my $x = splice @q, int rand @q, 1; if (rand() < 0.5) { push @a, $x } else { push @b, $x } }
      print join(",", @a), "|", join(",", @b), "\n" }' "$LIBDIR/graphs.pl" "$@"
}

# ---- 2. the fast engine and tests/ref-game.c agree ----
for n in 5 6; do
  for g in ham hp fhp conn pm; do
    [ $g = pm ] && [ $((n % 2)) = 1 ] && continue
    positions $n 6 $((n * 7 + ${#g})) >"$TMP/pos"
    for f in maker breaker; do
      ok=1 diag=""
      while IFS='|' read -r mk br; do
        a=$(result --game $g --n $n --first $f --maker "$mk" --breaker "$br" --threads 1 </dev/null)
        b=$(ref --game $g --n $n --first $f --maker "$mk" --breaker "$br")
        [ "$a" = "$b" ] && [ "${a#ERROR}" = "$a" ] || { ok=0; diag="$diag --maker '$mk' --breaker '$br': fast $a, reference $b;"; }
      done <"$TMP/pos"
      [ $ok = 1 ] && pass "fast = tests/ref-game.c: $g K$n, $f first, 6 positions" || fail "fast = tests/ref-game.c: $g K$n, $f first" "$diag"
    done
  done
done
# boards, other properties and biases: the fast engine takes every
# Maker-Breaker game; from positions with any counts, so the turn may be
# inside a turn of two moves (d = 1)
for spec in 'h:K3 F?~vW 1:1' 'cycle F?~vW 1:2' 'hc F}hXw 1:1' 'arboricity:2 F}hXw 2:1' 'h:C4 F?~vW 2:2' \
            'ham F}hXw 1:2' 'fhp F?~vW 2:1' 'conn EEzw 1:3'; do
  set -- $spec
  positions 0 5 $((${#1} * 13 + ${#3})) "$2" >"$TMP/pos"
  for f in maker breaker; do
    ok=1 diag=""
    while IFS='|' read -r mk br; do
      a=$(result --game $1 --board "$2" --bias $3 --first $f --maker "$mk" --breaker "$br" --threads 1 </dev/null)
      b=$(ref --game $1 --board "$2" --bias $3 --first $f --maker "$mk" --breaker "$br")
      [ "$a" = "$b" ] && [ "${a#ERROR}" = "$a" ] || { ok=0; diag="$diag --maker '$mk' --breaker '$br': fast $a, reference $b;"; }
    done <"$TMP/pos"
    [ $ok = 1 ] && pass "fast = tests/ref-game.c: $1 on $2, bias $3, $f first, 5 positions" || fail "fast = tests/ref-game.c: $1 on $2, bias $3, $f first" "$diag"
  done
done
# the wide build (boards of 12 vertices and more) from positions: 14 of the
# 30 pairs of a random board taken, Breaker to move with one of its two
# moves made
W=KJQOfsGDXRnk
perl -e 'require $ARGV[0]; srand 5; my (undef, $e) = g6_decode($ARGV[1]); my @p = map { "$_->[0]-$_->[1]" } @$e;
  for (1 .. 4) { my @q = @p; my (@a, @b);
    for (1 .. 14) { my $x = splice @q, int rand @q, 1; if (rand() < 0.5) { push @a, $x } else { push @b, $x } }
    print join(",", @a), "|", join(",", @b), "\n" }' "$LIBDIR/graphs.pl" $W >"$TMP/pos"
full || sed -i 2q "$TMP/pos"; k=$(wc -l <"$TMP/pos")
for g in h:K3 hp; do
  ok=1 diag=""
  while IFS='|' read -r mk br; do
    a=$(result --game $g --board $W --bias 1:2 --first maker --maker "$mk" --breaker "$br" </dev/null)
    b=$(ref --game $g --board $W --bias 1:2 --first maker --maker "$mk" --breaker "$br")
    [ "$a" = "$b" ] && [ "${a#ERROR}" = "$a" ] || { ok=0; diag="$diag --maker '$mk' --breaker '$br': fast $a, reference $b;"; }
  done <"$TMP/pos"
  [ $ok = 1 ] && pass "fast (wide build) = tests/ref-game.c: $g on the 12-vertex $W, bias 1:2, $k positions" || fail "fast (wide build) = tests/ref-game.c: $g on $W" "$diag"
done
# the fast engine on two threads, from positions of HAM8
positions 8 4 88 >"$TMP/pos"
ok=1 diag=""
while IFS='|' read -r mk br; do
  a=$(result --game ham --n 8 --first breaker --maker "$mk" --breaker "$br" --threads 1 </dev/null)
  b=$(result --game ham --n 8 --first breaker --maker "$mk" --breaker "$br" --threads 2 </dev/null)
  [ "$a" = "$b" ] && [ "${a#ERROR}" = "$a" ] || { ok=0; diag="$diag --maker '$mk' --breaker '$br': $a / $b;"; }
done <"$TMP/pos"
[ $ok = 1 ] && pass "fast engine, 1 and 2 threads agree: ham K8, 4 positions" || fail "fast engine, 1 and 2 threads" "$diag"

# ---- 3. the Perl references from positions ----
winner_of() {
  local out; out=$("$PP" solve "$@" --json --quiet --mem 64 2>&1) || { echo "ERROR: $out"; return; }
  [[ $out =~ \"winner\":\ \"([a-z]+)\" ]] && echo "${BASH_REMATCH[1]}" || echo none
}
for B in 'E?zw' 'EEzw'; do
  positions 0 5 7 "$B" >"$TMP/pos"
  for g in h:P4 h:star:3 conn; do
    for f in maker breaker; do
      ok=1 diag=""
      while IFS='|' read -r mk br; do
        a=$(winner_of --game $g --board "$B" --first $f --maker "$mk" --breaker "$br" </dev/null)
        b=$(echo "$B" | perl "$LIBDIR/mbgame.pl" --game $g --maker "$mk" --breaker "$br" --first $f 2>&1 | sed 's/.*winner=//')
        [ "$a" = "$b" ] || { ok=0; diag="$diag --maker '$mk' --breaker '$br': posproof $a, mbgame.pl $b;"; }
      done <"$TMP/pos"
      [ $ok = 1 ] && pass "= tests/lib/mbgame.pl: $g on $B, $f first, 5 positions" || fail "= mbgame.pl: $g on $B, $f first" "$diag"
    done
  done
done
for n in 4 5; do
  positions $n 6 $((n + 40)) | perl -ne 'chomp; my ($a, $b) = split /\|/, $_, -1;
    print join(",", (map { join ">", split /-/ } grep { length } split /,/, $a),
                    (map { join ">", reverse split /-/ } grep { length } split /,/, $b)), "\n"' >"$TMP/arcs"
  for c in first second; do
    ok=1 diag=""
    while IFS= read -r arcs; do
      a=$(winner_of --game subh --n $n --creator $c --arcs "$arcs" </dev/null)
      b=$(perl "$LIBDIR/subh.pl" $n "$arcs" $c 2>&1 | sed 's/.*winner=//')
      [ "$a" = "$b" ] || { ok=0; diag="$diag --arcs '$arcs': posproof $a, subh.pl $b;"; }
    done <"$TMP/arcs"
    [ $ok = 1 ] && pass "= tests/lib/subh.pl: subh K$n, creator $c, 6 positions" || fail "= subh.pl: K$n, creator $c" "$diag"
  done
done
for n in 5 6; do
  positions $n 6 $((n + 50)) | sed 's/|/,/; s/^,//; s/,$//' >"$TMP/edges"
  ok=1 diag=""
  while IFS= read -r e; do
    want=$(perl "$LIBDIR/shared-conn.pl" $n --edges "$e" 2>&1 | sed 's/.*winner=//' | tr '\n' ' ')
    got="$(winner_of --game shared --property conn --n $n --edges "$e" </dev/null) $(winner_of --game shared --property conn --n $n --rule avoid --edges "$e" </dev/null) "
    [ "$got" = "$want" ] || { ok=0; diag="$diag --edges '$e': posproof $got, shared-conn.pl $want;"; }
  done <"$TMP/edges"
  [ $ok = 1 ] && pass "= tests/lib/shared-conn.pl: shared conn K$n, normal and avoid, 6 positions" || fail "= shared-conn.pl: K$n" "$diag"
done
# ramsey-k3.pl plays from positions without a monochromatic triangle
for n in 4 5; do
  positions $n 30 $((n + 60)) | perl -ne 'chomp; my ($r, $b) = split /\|/, $_, -1; my $ok = 1;
    for my $s ($r, $b) { my %in = map { ($_ => 1) } split /,/, $s;
      for my $x (0 .. 6) { for my $y ($x + 1 .. 6) { for my $z ($y + 1 .. 6) { $ok = 0 if $in{"$x-$y"} && $in{"$x-$z"} && $in{"$y-$z"} } } } }
    print "$_\n" if $ok' | head -6 >"$TMP/pos"
  for r in avoid misere achieve weak-achieve avoid-plus; do
    ok=1 diag="" k=0
    while IFS='|' read -r red blue; do
      tm=(); [ $r = avoid-plus ] && { k=$((k + 1)); tm=(--to-move $([ $((k % 2)) = 0 ] && echo first || echo second)); }
      a=$(winner_of --game ramsey --H K3 --n $n --rule $r --red "$red" --blue "$blue" "${tm[@]}" </dev/null)
      b=$(perl "$LIBDIR/ramsey-k3.pl" solve $n $r --red "$red" --blue "$blue" "${tm[@]}" 2>&1 | sed 's/.*winner=//')
      [ "$a" = "$b" ] || { ok=0; diag="$diag --red '$red' --blue '$blue' ${tm[*]}: posproof $a, ramsey-k3.pl $b;"; }
    done <"$TMP/pos"
    [ $ok = 1 ] && pass "= tests/lib/ramsey-k3.pl: ramsey $r K3 on K$n, $(wc -l <"$TMP/pos" | tr -d ' ') positions" \
      || fail "= ramsey-k3.pl: $r K$n" "$diag"
  done
done

# ---- 4. end positions, 5. text and header; certificates kept for 6 ----
CERTS=()   # "FILE<TAB>claim<TAB>game and start flags, quoted for eval"
n_cert=0
# solve_cert NAME WANT_RESULT WANT_ENTRIES GAME...: a certificate from GAME's
# position: the result (or "-" for any), its entries (or "-" for any), format
# version 3; kept for 6 with its claim (a draw: one certificate a player).
solve_cert() {
  local name=$1 want=$2 entries=$3; shift 3
  n_cert=$((n_cert + 1))
  local c="$TMP/c$n_cert.cert" out rc q
  q=$(printf '%q ' "$@")
  out=$("$PP" solve "$@" --cert "$c" --json --quiet 2>&1); rc=$?
  local res; res=$(json_field "$out" result)
  local hx; hx=$(json_field "$out" header)   # start.header: the start as the header spells it
  local got_e; got_e=$(json_field "$out" cert_entries)
  if [ $rc = 0 ] && [ -n "$res" ] && { [ "$want" = - ] || [ "$res" = "$want" ]; } \
     && { [ "$entries" = - ] || [ "$got_e" = "$entries" ]; }; then
    pass "$name: $res, $got_e entries"
  else fail "$name" "posproof solve $*" "exit $rc: $out" "expected $want, entries $entries"; fi
  local files=("$c")
  if [ "$res" = draw ]; then
    files=("${c%.cert}.first.cert" "${c%.cert}.second.cert")
    CERTS+=("${files[0]}	--no-loss first	$q	$hx" "${files[1]}	--no-loss second	$q	$hx")
  else
    CERTS+=("$c	--winner $(json_field "$out" winner)	$q	$hx")
  fi
  for f in "${files[@]}"; do
    is "$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'format_version'")" 3 "$name: $(basename "$f") is of format version 3"
  done
}
# end positions: answered at once (0 positions), 0 entries
end_pos() {
  local name=$1; shift
  local out; out=$("$PP" solve "$@" --json --quiet 2>&1)
  is "$(json_field "$out" positions)" 0 "end position, $name: no search (0 positions)"
}
E4="0-1,1-2,2-3,0-3"
solve_cert "end: Maker's graph has a Hamiltonian cycle (fast engine)" first-player-win 0 --game ham --n 4 --first maker --maker "$E4" --breaker ''
end_pos "Maker's cycle, fast engine" --game ham --n 4 --first maker --maker "$E4"
is "$(ref --game ham --n 4 --first maker --maker "$E4")" first-player-win "end: Maker's cycle: tests/ref-game.c agrees"
solve_cert "end: Breaker isolated vertex 0 (fast engine)" first-player-win 0 --game conn --n 5 --first breaker --maker 1-2 --breaker 0-1,0-2,0-3,0-4
solve_cert "end: Avoider's graph connected, Enforcer wins" second-player-win 0 --game conn --rule avoider-enforcer --n 4 --first avoider --avoider 0-1,1-2,2-3 --enforcer 0-2,0-3
end_pos "Avoider connected" --game conn --rule avoider-enforcer --n 4 --first avoider --avoider 0-1,1-2,2-3 --enforcer 0-2,0-3
solve_cert "end: red triangle under misere, second wins" second-player-win 0 --game ramsey --H K3 --n 4 --rule misere --red 0-1,0-2,1-2 --blue 0-3
solve_cert "end: misere, full board without a triangle, a draw (two certificates)" draw 0 --game ramsey --H K3 --n 4 --rule misere --red 0-1,2-3,0-2,1-3 --blue 0-3,1-2
# red (to move: 4 pairs taken) would close a red triangle with either free pair
solve_cert "end: avoid, the mover has no legal move" second-player-win 0 --game ramsey --H K3 --n 4 --rule avoid --red 0-1,0-2,1-3,2-3 --blue ''
end_pos "avoid, no legal move" --game ramsey --H K3 --n 4 --rule avoid --red 0-1,0-2,1-3,2-3
solve_cert "end: subh, a directed Hamiltonian cycle" first-player-win 0 --game subh --n 4 --creator first --arcs '0>1,1>2,2>3,3>0'
solve_cert "end: shared conn, connected: the last mover wins (normal)" first-player-win 0 --game shared --property conn --n 4 --edges 0-1,1-2,2-3
solve_cert "end: shared conn, connected: the last mover loses (avoid)" second-player-win 0 --game shared --property conn --n 4 --rule avoid --edges 0-1,1-2,2-3
end_pos "shared conn connected" --game shared --property conn --n 4 --edges 0-1,1-2,2-3

# certificates from positions that are not end positions, every family
solve_cert "ham K6 from a position, fast engine" second-player-win - --game ham --n 6 --first maker --maker 0-1,2-3 --breaker 1-2 --threads 1
solve_cert "ham K6 from a position, fast engine, --finish 0" second-player-win - --game ham --n 6 --first maker --maker 0-1,2-3 --breaker 1-2 --threads 1 --finish 0
is "$(ref --game ham --n 6 --first maker --maker 0-1,2-3 --breaker 1-2)" second-player-win "ham K6 from a position: tests/ref-game.c agrees"
solve_cert "fhp K7, Breaker first, from a position (fast)" first-player-win - --game fhp --n 7 --first breaker --maker 0-2 --breaker 1-3,0-1 --threads 2
solve_cert "hp K6, Maker to move twice in a row by the counts" second-player-win - --game hp --n 6 --first breaker --breaker 0-1 --threads 1
solve_cert "h:P4 on a graph6 board" - - --game h:P4 --board 'E?zw' --first breaker --maker 0-4 --breaker 2-4
solve_cert "conn K5 bias 1:2, Breaker first, Breaker to move with one of two moves made" - - --game conn --n 5 --bias 1:2 --first breaker --breaker 0-1
solve_cert "avoider-enforcer conn K5" - - --game conn --rule avoider-enforcer --n 5 --first enforcer --avoider 0-1 --enforcer 2-3,3-4
solve_cert "ramsey misere K3 on K5" - - --game ramsey --H K3 --n 5 --rule misere --red 0-1 --blue 1-2,3-4
solve_cert "ramsey avoid-plus K3 on K5, --to-move second" - - --game ramsey --H K3 --n 5 --rule avoid-plus --red 0-1,2-3 --to-move second
solve_cert "ramsey weak-achieve K3 on K5" - - --game ramsey --H K3 --n 5 --rule weak-achieve --red 0-1 --blue 0-2
solve_cert "subh K5, creator second" - - --game subh --n 5 --creator second --arcs '1>0,2>3'
solve_cert "shared ham K5, avoid" - - --game shared --property ham --n 5 --rule avoid --edges 0-1,1-2,2-3

# the text line: the position normalised, the player to move, then the usual fields
line=$("$PP" solve --game ham --n 6 --first maker --maker 3-2,1-0 --breaker 2-1 --threads 1)
like "$line" '^maker-breaker ham on K6 from the position Maker 0-1,2-3; Breaker 1-2 \(Breaker to move\): first=maker result=second-player-win winner=breaker \(' \
  "text: the position as given, normalised, and the player to move"
like "$("$PP" solve --game ham --n 6 --first maker --maker 3-2,1-0 --breaker 3-0,2-1 --threads 1)" \
  ' from the position Maker 0-1,2-3; Breaker 1-2,0-3 \(Maker to move\): ' "text: pairs in the order of their numbers (1-2 is 2, 0-3 is 3)"
line=$("$PP" solve --game conn --n 5 --bias 1:2 --first breaker --breaker 0-1)
like "$line" '^maker-breaker conn on K5 bias 1:2 from the position Maker none; Breaker 0-1 \(Breaker to move, 1 of its 2 moves made\): first=breaker ' \
  "text: a bias turn half made"
like "$("$PP" solve --game subh --n 4 --creator second --arcs '2>1,0>1')" \
  '^subh K4 from the position arcs 0>1,2>1 \(Blocker to move\): creator=second first=blocker result=' "text: subh"
like "$("$PP" solve --game ramsey --H K3 --n 5 --rule avoid-plus --red 0-1 --to-move first)" \
  '^ramsey avoid-plus H=K3 K5 from the position red 0-1; blue none \(first player to move\): first=first ' "text: ramsey avoid-plus, --to-move"
like "$("$PP" solve --game shared --property conn --n 5 --edges '')" \
  '^shared normal property=conn K5 from the position edges none \(first player to move\): first=first ' "text: shared, the empty position given"

# the header start: FORMAT.md 3.4 computed here (state 3 for pairs off the board)
# hexspell N G6|- TURN "i-j:s ...": the expected spelling
hexspell() {
  perl -e 'require $ARGV[0]; my ($n, $g, $t, $spec) = @ARGV[1 .. 4]; my %board;
    if ($g ne "-") { my ($gn, $e) = g6_decode($g); $n = $gn; $board{"$_->[0]-$_->[1]"} = 1 for @$e }
    my %st = map { split /:/ } split / /, $spec; my $m = $n * ($n - 1) / 2; my @b = (0) x (int(($m + 3) / 4) + 1);
    for my $j (1 .. $n - 1) { for my $i (0 .. $j - 1) { my $p = $j * ($j - 1) / 2 + $i;
      my $s = $g ne "-" && !$board{"$i-$j"} ? 3 : $st{"$i-$j"} // 0; $b[int($p / 4)] |= $s << 2 * ($p % 4) } }
    $b[-1] = $t; print join("", map { sprintf "%02x", $_ } @b), "\n"' "$LIBDIR/graphs.pl" "$@"
}
# header_is NAME WANT GAME...: the certificate's start and JSON's start.header are WANT
header_is() {
  local name=$1 want=$2; shift 2
  local out; out=$("$PP" solve "$@" --cert "$TMP/h.cert" --json --quiet 2>&1)
  local js; js=$(printf '%s' "$out" | perl -MJSON::PP -e 'my $o = decode_json(join "", <STDIN>); print $o->{start}{header} // "-"')
  is "$(sqlite3 "$TMP/h.cert" "SELECT value FROM header WHERE name IN ('start', 'format_version') ORDER BY name") $js" \
     "3
$want $want" "header start: $name"
}
header_is "ham K6, Breaker to move (t = 1)" "$(hexspell 6 - 1 '0-1:1 2-3:1 1-2:2')" --game ham --n 6 --first maker --maker 0-1,2-3 --breaker 1-2 --threads 1
header_is "graph6 board: pairs off the board are state 3" "$(hexspell 0 'E?zw' 0 '0-4:1 2-4:2')" --game h:P4 --board 'E?zw' --first breaker --maker 0-4 --breaker 2-4
# bias 1:2, Breaker first (q1 = 2): c = 1 gives p = 0, d = 1, t = 2; Maker first (q1 = 1): c = 1 gives p = 1, d = 0, t = 1;
# c = 2 gives p = 1, d = 1, t = 3
header_is "bias 1:2, Breaker first, one pair: t = 2" "$(hexspell 5 - 2 '0-1:2')" --game conn --n 5 --bias 1:2 --first breaker --breaker 0-1
header_is "bias 1:2, Maker first, one pair: t = 1" "$(hexspell 5 - 1 '0-1:1')" --game conn --n 5 --bias 1:2 --first maker --maker 0-1
header_is "bias 1:2, Maker first, two pairs: t = 3" "$(hexspell 5 - 3 '0-1:1 0-2:2')" --game conn --n 5 --bias 1:2 --first maker --maker 0-1 --breaker 0-2
header_is "subh: i>j is state 1 if i < j, else 2" "$(hexspell 5 - 0 '0-1:2 2-3:1')" --game subh --n 5 --creator first --arcs '1>0,2>3'
header_is "avoid-plus: --to-move second with an even count" "$(hexspell 5 - 1 '0-1:1 2-3:2')" --game ramsey --H K3 --n 5 --rule avoid-plus --red 0-1 --blue 2-3 --to-move second
header_is "avoid-plus: --to-move second, no pair coloured" "$(hexspell 5 - 1 '')" --game ramsey --H K3 --n 5 --rule avoid-plus --to-move second

# the empty position given explicitly: today's version-2 file, the same strategy
"$PP" solve --game ham --n 6 --first maker --cert "$TMP/e0.cert" --quiet --threads 1 >/dev/null
"$PP" solve --game ham --n 6 --first maker --maker '' --breaker '' --cert "$TMP/e1.cert" --quiet --threads 1 >/dev/null
hdr() { sqlite3 "$1" "SELECT name || '=' || value FROM header WHERE name NOT IN ('created', 'solve_seconds') ORDER BY name"; }
is "$(hdr "$TMP/e1.cert")" "$(hdr "$TMP/e0.cert")" "the empty position given explicitly: the version-2 header of the game, no start"
"$PP" solve --game ramsey --H K3 --n 5 --rule avoid-plus --to-move first --cert "$TMP/e2.cert" --quiet --threads 1 >/dev/null
"$PP" solve --game ramsey --H K3 --n 5 --rule avoid-plus --cert "$TMP/e3.cert" --quiet --threads 1 >/dev/null
is "$(hdr "$TMP/e2.cert")" "$(hdr "$TMP/e3.cert")" "avoid-plus --to-move first alone: the version-2 file of the game"

# ---- 6. the checker verifies every certificate from a position ----
# The claim asked: the game flags without the position (posproof-check
# takes the start as --start HEX, spelled as the header field start).
claim_name() {   # LINE: the claim and the flags of a line of CERTS, for the test's name
  local f claim flags hx
  IFS='	' read -r f claim flags hx <<<"$1"
  printf '%s, %s' "$claim" "$(printf '%s' "$flags" | sed -E 's/ --(threads|finish) [^ ]+//g; s/ $//')"
}
for line in "${CERTS[@]}"; do
  IFS='	' read -r f claim flags hx <<<"$line"
  eval "set -- $flags"
  args=()
  while [ $# -gt 0 ]; do
    case $1 in
      --threads|--finish|--maker|--breaker|--avoider|--enforcer|--red|--blue|--arcs|--edges|--to-move) shift 2 ;;
      *) args+=("$1"); shift ;;
    esac
  done
  # shellcheck disable=SC2086
  out=$("$CK" "$f" "${args[@]}" --start "$hx" $claim 2>&1); rc=$?
  if [ -n "$hx" ] && [ $rc = 0 ] && printf '%s\n' "$out" | grep -q '^VERIFIED: '; then pass "VERIFIED: $(claim_name "$line")"
  else fail "VERIFIED: $(claim_name "$line")" "exit $rc, --start '$hx'" "$out"; fi
done
out=$("$CK" "$TMP/c1.cert" --game ham --n 4 --first maker --winner maker 2>&1); rc=$?
is "$rc $(printf '%s\n' "$out" | head -1 | cut -c1-9)" "3 MISMATCH:" "a certificate from a position asked as the whole game is a MISMATCH"
other=$("$PP" solve --game ham --n 4 --first maker --maker "${E4%,*}" --json --quiet | sed -n 's/.*"header": "\([0-9a-f]*\)".*/\1/p')
out=$("$CK" "$TMP/c1.cert" --game ham --n 4 --first maker --winner maker --start "$other" 2>&1); rc=$?
is "$rc $(printf '%s\n' "$out" | head -1 | cut -c1-9)" "3 MISMATCH:" "a certificate from a position asked from another position is a MISMATCH"
out=$("$CK" "$TMP/e0.cert" --game ham --n 6 --first maker --winner breaker --start 0000000000 2>&1); rc=$?
is "$rc $(printf '%s\n' "$out" | head -1 | cut -c1-9)" "0 VERIFIED:" \
  "the whole game's certificate asked from the empty position given explicitly is VERIFIED"
done_testing
