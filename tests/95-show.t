#!/usr/bin/env bash
# posproof show (solver/show.h, solver/strategy.h): a certificate's winner's
# moves in the user's labels. For every archived certificate the first
# moves shown are legal (replayed through --after, which checks each move)
# and lead to a position the strategy continues; one principal line
# (--line) reaches an end won by the claimed winner for every family
# (Maker-Breaker ham and fhp, a graph6 board, a bias, Avoider-Enforcer,
# Ramsey: Sim, avoidance, Sim+, a draw's halves; Subh; the shared graph),
# also for certificates with finish 1 whose short wins are not stored;
# isomorphic replies are collapsed and counted; a position reached again is
# shown once and referred to (a DAG); illegal --after is refused, and moves
# that leave the strategy are named.
. "$(dirname "$0")/lib.sh"
S="$TOP/strategies"

# path_of OUTPUT: the first path down the tree (the first move and, below
# it, the first answer), comma-separated.
path_of() {
  printf '%s\n' "$1" | awk '/^strategy of/ { on = 1; next }
    on && /^  [A-Z]/ && !p1 { split($0, w, " "); p1 = w[2]; next }
    on && p1 && /^    [A-Z]/ { split($0, w, " "); p2 = w[2]; exit }
    on && p1 && !/^    / { exit }
    END { print p1 (p2 ? "," p2 : "") }'
}
# winner_of OUTPUT: what the result line says when the claimed winner wins
winner_of() { printf '%s\n' "$1" | sed -nE 's/^claim: (The [a-z]+ player|[A-Z][a-z]+) (wins|does not lose) .*/\1 wins/p' | sed 's/^The /the /'; }

# 1. every archived certificate: show works, its first moves are legal and the strategy goes on after them
bad=""; n=0
for f in "$S"/*.cert; do
  n=$((n + 1)); b=$(basename "$f")
  out=$("$PP" show "$f" 2>&1) || { bad="$bad $b(show: $?)"; continue; }
  grep -q '^claim: ' <<<"$out" && grep -q '^file: ' <<<"$out" && grep -q '^position: ' <<<"$out" ||
    { bad="$bad $b(no claim, file or position line)"; continue; }
  p=$(path_of "$out")
  [ -n "$p" ] || { bad="$bad $b(no move shown)"; continue; }
  # the first move printed is the winner's when the winner moves first
  who=$(sed -n 's/^strategy of \([A-Za-z]*\).*/\1/p' <<<"$out")
  first=$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'first'" 2>/dev/null)
  strat=$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'strategy'" 2>/dev/null)
  mover=$(awk '/^strategy of/ { getline; print $1; exit }' <<<"$out")
  if [ -n "$first" ] && [ "$first" = "$strat" ] && [ "$mover" != "$who" ]; then bad="$bad $b(first move not $who's)"; continue; fi
  out2=$("$PP" show "$f" --after "$p" 2>&1) || { bad="$bad $b(--after $p: $?)"; continue; }
  grep -Eq '^(  [A-Z][a-z]+ [0-9]+[->][0-9]+|  [A-Z][a-z]+ stop|result: )' <<<"$out2" ||
    bad="$bad $b(nothing after $p)"
done
is "$bad" "" "show: on each of the $n archived certificates the first moves are legal and the strategy continues"

# 2. one line to the end, won by the claimed winner; its moves replayed by --after end the game the same way
line_ok() {   # NAME FILE: --line ends with the claimed winner's win; the moves replayed give the same result
  local name=$1 f=$2 out want got moves again
  out=$("$PP" show "$f" --line 2>&1); local rc=$?
  want="result: $(winner_of "$out")"; got=$(tail -1 <<<"$out")
  moves=$(sed -n 's/^ *[0-9]*\. [A-Za-z]* \([^ ]*\).*/\1/p' <<<"$out" | paste -sd, -)
  again=$("$PP" show "$f" --after "$moves" 2>&1 | tail -1)
  if [ $rc = 0 ] && [ "$got" = "$want" ] && [ "$again" = "$want" ]; then pass "$name: --line ends '$want'"
  else fail "$name: --line ends '$want'" "exit $rc" "last line: $got" "replayed with --after $moves: $again" \
    "$(head -40 <<<"$out")"; fi
}
line_ok "ham K8, Maker first" "$S/ham8-maker.cert"
line_ok "ham K8, Breaker first" "$S/ham8-breaker.cert"
line_ok "fhp K7, Breaker first" "$S/fhp7-breaker.cert"
line_ok "fhp K8, Maker first" "$S/fhp8-maker.cert"
line_ok "hp K6" "$S/hp6-maker.cert"
line_ok "fhp on a graph6 board" "$S/fhp-c6-chord-maker.cert"
line_ok "P4 on the bull (graph6)" "$S/p4-bull-maker.cert"
line_ok "star:3 on a tree (graph6)" "$S/star3-tree-maker.cert"
line_ok "ham K6 with bias 1:2" "$S/ham6-bias-1-2.cert"
line_ok "Avoider-Enforcer conn K5" "$S/conn-k5-avoider-enforcer.cert"
line_ok "Sim (Ramsey misere)" "$S/sim.cert"
line_ok "Sim+ (Ramsey avoid-plus)" "$S/simplus.cert"
line_ok "Ramsey avoid" "$S/ramsey-avoid-k3-k6.cert"
line_ok "Ramsey achieve" "$S/ramsey-achieve-k3-k6.cert"
line_ok "Ramsey weak-achieve" "$S/ramsey-weak-k3-k6.cert"
line_ok "Subh K6, creator first" "$S/subh6-creator-first.cert"
line_ok "Subh K4, blocker wins" "$S/subh4-creator-second.cert"
line_ok "shared conn K7 avoid" "$S/shared-conn7-avoid.cert"
line_ok "shared conn K9 normal" "$S/shared-conn9-normal.cert"
# why the game ended: the end line names the winner's (or, in Sim, the
# loser's) subgraph with the property, made of that player's moves of the
# line: HAM8's Hamiltonian cycle, Sim's red triangle
why_ok() {   # NAME FILE PLAYER N: the why line's edges are PLAYER's moves, N of them, every vertex of degree 2, one cycle
  local out
  out=$("$PP" show "$2" --line 2>&1)
  perl -e 'my ($who, $n, $text) = @ARGV; my %mine; my $why;
    for (split /\n/, $text) { $mine{$2} = 1 if /^ *\d+\. (\w+) (\d+-\d+)/ && $1 eq $who; $why = $1 if /^why: .*: ([\d,-]+)$/ }
    die "no why line\n" unless $why;
    my @e = split /,/, $why; my %deg; my %adj;
    for (@e) { die "$_ is not a move of $who\n" unless $mine{$_}; my ($a, $b) = split /-/; $deg{$a}++; $deg{$b}++; push @{$adj{$a}}, $b; push @{$adj{$b}}, $a }
    die scalar(@e) . " edges, not $n\n" unless @e == $n;
    die "a vertex of degree other than 2\n" if grep { $_ != 2 } values %deg;
    my %seen; my @todo = (keys %adj)[0]; while (@todo) { my $v = pop @todo; next if $seen{$v}++; push @todo, @{$adj{$v}} }
    die "not one cycle\n" unless keys %seen == keys %deg; print "ok\n"' "$3" "$4" "$out" 2>&1
}
is "$(why_ok ham8 "$S/ham8-maker.cert" Maker 8)" ok "ham K8, --line: the why line is a Hamiltonian cycle of Maker's moves"
is "$(why_ok sim "$S/sim.cert" First 3)" ok "Sim, --line: the why line is a triangle of red's (the first player's) moves"
# why a blocking side won, checked against the end
# position (the line's moves replayed by --after; a start that is an end):
# the vertex named has that many pairs left that are not Breaker's, fewer
# than the property needs; the part named has no such pair to the rest
# (with "without vertex v", leaving v out); no triangle is left free of
# Breaker's pairs; no Hamiltonian cycle is left (every cycle tried); in
# Ramsey avoid, every uncoloured pair completes a triangle in the mover's
# colour. KIND names the reason expected, so that each kind is tried.
cat >"$TMP/why.pl" <<'PERL'
my ($kind, $n, $board, $need, $text) = @ARGV;
my %E;
if ($board) { $E{$_} = 1 for split /,/, $board } else { for my $j (1 .. $n - 1) { $E{"$_-$j"} = 1 for 0 .. $j - 1 } }
my ($pos) = $text =~ /^position: (.*)$/m;
my ($why) = $text =~ /^why: (.*)$/m;
die "no position or why line\n" unless defined $pos && defined $why;
my ($p1, $p2, $mover) = $pos =~ /^(?:Maker|red) (\S+); (?:Breaker|blue) (\S+) \((\w+)/ or die "position '$pos'\n";
my %one = map { $_ => 1 } grep { $_ ne 'none' } split /,/, $p1;
my %two = map { $_ => 1 } grep { $_ ne 'none' } split /,/, $p2;
my %A = map { $_ => 1 } grep { !$two{$_} } keys %E;   # the pairs left that are not Breaker's
sub key { my ($u, $v) = @_; $u < $v ? "$u-$v" : "$v-$u" }
sub left { $A{key(@_)} }
my $got;
if ($why =~ /^vertex (\d+) has (?:no|only (\d+)) edges? left that (?:is|are) not Breaker's, where .* needs (\d+)$/) {
  my ($v, $k, $needs) = ($1, $2 // 0, $3);
  my $d = grep { $_ != $v && left($v, $_) } 0 .. $n - 1;
  die "vertex $v has $d pairs left, not $k\n" unless $d == $k;
  die "needs $needs, not $need\n" unless $needs == $need && $k < $needs;
  $got = 'degree';
} elsif ($why =~ /^(?:without vertex (\d+), )?the edges not Breaker's leave \{([\d,]+)\} cut off from the rest$/) {
  my ($skip, %S) = ($1, map { $_ => 1 } split /,/, $2);
  die "vertex $skip is in the part\n" if defined $skip && $S{$skip};
  my @rest = grep { !$S{$_} && (!defined $skip || $_ != $skip) } 0 .. $n - 1;
  die "no rest\n" unless @rest;
  for my $u (keys %S) { for my $v (@rest) { die "$u-$v is left\n" if left($u, $v) } }
  $got = defined $skip ? 'vertexcut' : 'cut';
} elsif ($why eq "no copy of K3 is left free of Breaker's edges") {
  for my $a (0 .. $n - 1) { for my $b ($a + 1 .. $n - 1) { for my $c ($b + 1 .. $n - 1) {
    die "the triangle $a $b $c is left\n" if left($a, $b) && left($b, $c) && left($a, $c) } } }
  $got = 'nok3';
} elsif ($why eq "the edges not Breaker's do not contain a Hamiltonian cycle") {
  my $try; $try = sub {   # extend the path @_ from vertex 0 to every vertex, then close it
    my @p = @_;
    if (@p == $n) { die "the cycle @p is left\n" if left($p[-1], 0); return }
    my %in = map { $_ => 1 } @p;
    for my $v (1 .. $n - 1) { $try->(@p, $v) if !$in{$v} && left($p[-1], $v) }
  };
  $try->(0);
  $got = 'noham';
} elsif ($why =~ /^the (first|second) player \((red|blue)\), to move, has no legal move: each pair left uncoloured \(([\d,-]+)\) would complete a copy of K3 in (red|blue)$/) {
  my ($who, $c, $list) = ($1, $2, $3);
  die "the $who player is not to move ($mover)\n" unless $who eq $mover && $c eq ($who eq 'first' ? 'red' : 'blue');
  my %own = $c eq 'red' ? %one : %two;
  my @free = sort grep { !$one{$_} && !$two{$_} } keys %E;
  die "the pairs listed are not the uncoloured ones\n" unless join(',', sort split /,/, $list) eq join(',', @free);
  for (@free) { my ($u, $v) = split /-/; die "$_ closes no $c triangle\n" unless grep { $own{key($u, $_)} && $own{key($v, $_)} } 0 .. $n - 1 }
  $got = 'avoid';
} else { die "a why line of no known kind: $why\n" }
die "a reason of kind $got, not $kind\n" unless $got eq $kind;
print "ok\n";
PERL
why_blocked() {   # KIND N BOARD NEED FILE: the why line at the end of FILE's --line, checked against that end
  local out moves
  out=$("$PP" show "$5" --line 2>&1)
  moves=$(sed -n 's/^ *[0-9]*\. [A-Za-z]* \([^ ]*\).*/\1/p' <<<"$out" | paste -sd, -)
  out=$("$PP" show "$5" --after "$moves" 2>&1)
  perl "$TMP/why.pl" "$1" "$2" "$3" "$4" "$out" 2>&1
}
cd "$TMP" || exit 1
wsolve() { "$PP" solve "$@" --threads 1 --quiet --mem 64 >/dev/null 2>"$TMP/solve.err" || echo "solve $*: $(cat "$TMP/solve.err")"; }
wsolve --game conn --n 6 --bias 1:3 --first maker --cert w-conn.cert
wsolve --game conn --n 6 --first maker --breaker 0-3,0-4,0-5,1-3,1-4,1-5,2-3,2-4,2-5 --cert w-conn-cut.cert
wsolve --game ham --n 5 --first maker --breaker 0-3,0-4,1-3,1-4 --cert w-ham-cut.cert
wsolve --game ham --board Petersen --first maker --cert w-ham-pete.cert
wsolve --game h:K3 --n 5 --bias 1:2 --first maker --cert w-k3.cert
wsolve --game h:K3 --n 4 --first breaker --cert w-k3b.cert
pete=$(nauty-genspecialg -g -q -P5,2 | nauty-listg -e -q | sed -n 2p | awk '{ for (i = 1; i < NF; i += 2) printf("%s%d-%d", (i > 1 ? "," : ""), $i, $(i+1)) }')
for t in "ham K5, Maker first|degree 5 - 2 $S/ham5-maker.cert" "ham K6 bias 1:2|degree 6 - 2 $S/ham6-bias-1-2.cert" \
         "ham K7, Breaker first|degree 7 - 2 $S/ham7-breaker.cert" "ham K5 from Breaker holding 0-3,0-4,1-3,1-4|vertexcut 5 - 2 w-ham-cut.cert" \
         "ham on Petersen|noham 10 $pete 2 w-ham-pete.cert" "conn K6 bias 1:3|degree 6 - 1 w-conn.cert" \
         "conn K6 from Breaker holding every pair between {0,1,2} and {3,4,5}|cut 6 - 1 w-conn-cut.cert" \
         "h:K3 K5 bias 1:2|nok3 5 - 0 w-k3.cert" "h:K3 K4, Breaker first|nok3 4 - 0 w-k3b.cert" \
         "Ramsey avoid K3 on K6|avoid 6 - 0 $S/ramsey-avoid-k3-k6.cert"; do
  name=${t%%|*}
  # shellcheck disable=SC2086
  set -- ${t#*|}
  [ "$3" = - ] && set -- "$1" "$2" "" "$4" "$5"
  is "$(why_blocked "$@")" ok "$name: the why line of its blocking win ($1) holds at the end position"
done
# a draw's halves: the line of each half is no loss for its player
for h in first second; do
  out=$("$PP" show "$S/ramsey-misere-k3-k5.$h.cert" --line 2>&1)
  like "$(tail -1 <<<"$out")" "^result: (the $h player wins|a draw)$" "Ramsey misere K5 (a draw), the $h player's half: --line is no loss for it"
done

# 3. certificates with finish 1 (written now): the winner's short wins are not stored, show finds them
cd "$TMP" || exit 1
solve() { "$PP" solve "$@" --threads 1 --quiet --mem 64 >/dev/null 2>"$TMP/solve.err" || echo "solve $*: $(cat "$TMP/solve.err")"; }
solve --game ham --n 7 --first breaker --cert h7.cert
solve --game conn --rule avoider-enforcer --n 6 --first avoider --cert ae6.cert
solve --game shared --property conn --n 7 --rule avoid --cert sh7.cert
solve --game subh --n 5 --creator second --cert s5.cert
solve --game ham --n 7 --bias 1:2 --first maker --cert b.cert
solve --game ramsey --H K3 --n 6 --rule avoid-plus --cert sp.cert
solve --game h:K3 --n 12 --first maker --cert k12.cert   # K12: posproof-wide reads it
solve --game ham --n 7 --first maker --maker 0-1 --breaker 0-2,1-2 --cert st.cert   # from a start (version 3)
shorts=0
for c in h7 ae6 sh7 s5 b sp k12 st; do
  fin=$(sqlite3 "$c.cert" "SELECT value FROM header WHERE name = 'finish'")
  is "$fin" 1 "$c.cert: finish 1"
  line_ok "$c.cert (finish 1)" "$TMP/$c.cert"
  out=$("$PP" show "$c.cert" --line)
  grep -q ' \*$' <<<"$out" && grep -q "^\* a short win: not stored in the file, the game's rules find it (FORMAT.md 6.3)$" <<<"$out" &&
    shorts=$((shorts + 1))
done
like "$shorts" '^[5-8]$' "the lines of most finish-1 certificates end with a short win found by the rules, marked * and said once ($shorts of 8)"
out=$("$PP" show st.cert)
like "$(grep '^claim:' <<<"$out")" "from the position Maker 0-1; Breaker 0-2,1-2 \(Breaker to move\)" "show: the claim names the start of a version 3 certificate"
like "$(grep '^position:' <<<"$out")" "^position: Maker 0-1; Breaker 0-2,1-2 \(Breaker to move\)$" "show: the position is the header's start"

# a sharded proof's top (format version 4): its plays stop at assumed positions, each proved by a shard
"$PP" split --game fhp --n 6 --first breaker --depth 2 --out f6 >/dev/null 2>&1
for k in $(seq 13); do "$PP" shard f6 "$k" --threads 1 --quiet --mem 64 >/dev/null 2>&1; done
"$PP" merge f6 --cert top.cert --threads 1 --mem 64 >/dev/null 2>&1
out=$("$PP" show top.cert --depth 2 2>&1); rc=$?
shards=$(sed -n 's/.* -- assumed: the shard \(s[0-9]*\.cert\) proves the rest$/\1/p' <<<"$out" | sort -u)
is "$rc $(wc -l <<<"$shards" | tr -d ' ')" "0 $(sqlite3 top.cert 'SELECT count(*) FROM assumption')" \
  "top: show --depth 2 names each assumed shard at the position it proves"
is "$(for sh in $shards; do sqlite3 top.cert "SELECT count(*) FROM assumption WHERE shard = '$sh'"; done | sort -u)" 1 \
  "top: the shards named are the table assumption's"
like "$("$PP" show top.cert --line | tail -1)" '^result: assumed: the shard s[0-9]+\.cert proves the rest \(FORMAT.md 6.4\)$' \
  "top: --line stops at an assumed position"
for sh in $shards; do line_ok "top's shard $sh" "$TMP/f6/$sh"; done

# 4. the tree: isomorphic replies collapsed and counted
out=$("$PP" show "$S/ham8-breaker.cert")
is "$(sed -n '/^strategy of/,$p' <<<"$out" | sed -n 2p)" "  Breaker 0-1 (and 27 isomorphic replies)" \
  "ham K8, Breaker first: the 28 first moves are one class"
tree_sum() {   # FILE AFTER DEPTH INDENT: the replies at INDENT, each with its isomorphic ones
  "$PP" show "$1" --after "$2" --depth "$3" | awk -v ind="$4" '
    substr($0, 1, ind) == sprintf("%" ind "s", "") && substr($0, ind + 1, 1) ~ /[A-Z]/ {
      n = 1; if (match($0, /and [0-9]+ isomorphic/)) n += substr($0, RSTART + 4, RLENGTH - 15); s += n }
    END { print s + 0 }'
}
is "$(tree_sum "$S/ham6-maker.cert" 0-1,0-2,1-2 2 4)" 11 "ham K6: Maker's 11 replies, counted with their isomorphic ones"
is "$(tree_sum "$S/ham6-maker.cert" 0-1 3 4)" 13 "ham K6 after 0-1 (Breaker's answer): Maker's 13 replies"
is "$(tree_sum "$S/subh5-creator-first.cert" '1>0' 1 2)" 18 "Subh K5 after one arc: the blocker's 18 moves (9 pairs, 2 ways)"
is "$(tree_sum "$S/simplus.cert" '0-1' 1 2)" 15 "Sim+ after a red edge: 14 colourings and stop"
out=$("$PP" show "$S/ham6-maker.cert" --depth 4)
is "$(grep -c '^        [A-Z]' <<<"$out")" "$(grep -c '^        Breaker' <<<"$out")" "--depth 4: the fourth level is the winner's answers"
# the strategy is a DAG: a position reached again is a reference to where it
# was shown (#k), so the whole strategy (--depth 64) shows each entry of a
# finish-0 file once: the winner's moves shown = the file's entries
dags="ham7-breaker ham6-maker"; full && dags="$dags fhp7-breaker"
for c in $dags; do
  out=$("$PP" show "$S/$c.cert" --depth 64)
  who=$(sed -n 's/^strategy of \([A-Za-z]*\).*/\1/p' <<<"$out")
  is "$(grep -c "^ *$who " <<<"$out")" "$(sqlite3 "$S/$c.cert" "SELECT value FROM header WHERE name = 'entries'")" \
    "$c --depth 64: each of the file's entries shown once (a DAG, not a tree)"
  bad=$(awk '{ if (match($0, /#[0-9]+$/)) { k = substr($0, RSTART + 1); if (k in def) print "label " k " twice"; def[k] = 1 }
               if (match($0, /the position #[0-9]+, shown above$/)) { k = substr($0, RSTART + 14); sub(/,.*/, "", k)
                 if (!(k in def)) print "reference to #" k " before its label" } }' <<<"$out" | head -3)
  refs=$(grep -c 'shown above$' <<<"$out")
  if [ -z "$bad" ] && [ "$refs" -ge 100 ]; then pass "$c: $refs references, each to a position labelled above it"
  else fail "$c: references to labelled positions" "$bad" "$refs references"; fi
done

# 5. illegal --after: exit 2, one line naming the move, nothing on stdout
refused() {   # NAME REGEX FILE MOVES
  "$PP" show "$3" --after "$4" >"$TMP/out" 2>"$TMP/err"; local rc=$?
  if [ $rc = 2 ] && [ ! -s "$TMP/out" ] && [ "$(wc -l <"$TMP/err")" = 1 ] && grep -Eq -- "$2" "$TMP/err"; then pass "$1"
  else fail "$1" "exit $rc" "stdout: $(head -2 "$TMP/out")" "stderr: $(cat "$TMP/err")"; fi
}
refused "--after: a pair taken" "^posproof: --after: move 2 \(0-1\) is not legal for Breaker: the pair 0-1 is taken already\$" "$S/ham6-maker.cert" 0-1,0-1
refused "--after: a vertex out of range" "move 3 \(2-6\) is not legal for Maker: vertex 6 is out of range \(the board has vertices 0 to 5\)" "$S/ham6-maker.cert" 0-1,0-2,2-6
refused "--after: no pair" "move 1 \(01\) is not legal for Maker: expected a pair like 0-1\$" "$S/ham6-maker.cert" 01
refused "--after: a loop" "move 1 \(3-3\) is not legal for Maker: 3-3 is not a pair" "$S/ham6-maker.cert" 3-3
refused "--after: a pair off a graph6 board" "move 1 \(0-2\) is not legal for Breaker: 0-2 is not an edge of the board" "$S/p4-c5-breaker.cert" 0-2
refused "--after: a pair in Subh" "move 1 \(1-2\) is not legal for Creator: expected an arc like 0>1" "$S/subh5-creator-first.cert" 1-2
refused "--after: an arc oriented already" "move 2 \(0>1\) is not legal for Blocker: the pair 0-1 is oriented already" "$S/subh5-creator-first.cert" '1>0,0>1'
refused "--after: stop outside Sim+" "move 1 \(stop\) is not legal for First: expected a pair like 0-1\$" "$S/sim.cert" stop
refused "--after: stop before a colouring" "move 1 \(stop\) is not legal for First: stop is legal only after a colouring move" "$S/simplus.cert" stop
refused "--after: an own triangle under rule avoid" "move 5 \(1-2\) is not legal for First: colouring 1-2 would complete H in the mover's own colour, which rule avoid forbids" \
  "$S/ramsey-avoid-k3-k6.cert" 0-1,3-4,0-2,3-5,1-2
refused "--after: a move after the end" "move 2 \(0-1\): the game is over before it \(the second player wins\)" "$S/shared-conn2-avoid.cert" 0-1,0-1
refused "--after: an empty move" "move 2 is empty" "$S/ham6-maker.cert" 0-1,,0-2
refused "--after: a comma at the end" "a comma at the end" "$S/ham6-maker.cert" 0-1,
out=$("$PP" show "$S/ham6-maker.cert" --after '' 2>&1)
like "$out" "^claim: " "--after '': the start"

# 6. where the moves leave the strategy: exit 1, said on stderr
"$PP" show "$S/ham8-maker.cert" --after 0-1,0-2,1-2 >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc" 1 "--after off the winner's strategy: exit 1"
like "$(cat "$TMP/err")" "the certificate has no move for Maker at a position shown: move 3 of --after, Maker 1-2, leaves the strategy: the certificate's Maker plays [0-9]-[0-9] there$" \
  "... and stderr names the move of --after that left the strategy"
like "$(cat "$TMP/out")" "Maker: the certificate has no move here" "... and the tree marks where"
# a game over at the position
out=$("$PP" show "$S/shared-conn2-avoid.cert" --after 0-1)
is "$(tail -1 <<<"$out")" "result: the second player wins" "--after to the end of the game: the result alone"

# 7. --json: the strategy as a DAG. Every entry of a certificate is the
# winner's move at a node (the archived files hold no entry their replay
# does not reach), each class of positions is one node, every move leads
# to a node; the replies out of a node count every legal move once.
nodes_of() { sed -n 's/^{"node": "\([0-9a-f]*\)".*/\1/p' "$1" | sort; }
heads_of() { sed -n 's/^{"edge": \["[0-9a-f]*", "\([0-9a-f]*\)"\].*/\1/p' "$1" | sort -u; }
bad=""; n=0
for f in "$S"/*.cert; do
  b=$(basename "$f")
  e=$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'entries'")
  if [ "$e" -gt 200000 ] || { ! full && [ "$e" -gt 5000 ]; }; then continue; fi
  n=$((n + 1))
  "$PP" show "$f" --json >"$TMP/dag" 2>"$TMP/err" || { bad="$bad $b(exit $?: $(cat "$TMP/err"))"; continue; }
  [ -z "$(nodes_of "$TMP/dag" | uniq -d)" ] || { bad="$bad $b(a node twice)"; continue; }
  [ -z "$(comm -23 <(heads_of "$TMP/dag") <(nodes_of "$TMP/dag"))" ] || { bad="$bad $b(an edge to no node)"; continue; }
  root=$(sed -n '1s/.*"root": "\([0-9a-f]*\)".*/\1/p' "$TMP/dag")
  [ "$(sed -n '2s/^{"node": "\([0-9a-f]*\)".*/\1/p' "$TMP/dag")" = "$root" ] || { bad="$bad $b(the root is not the first node)"; continue; }
  sed -n 's/^{"edge": \["\([0-9a-f]*\)".*"how": "entry".*/\1/p' "$TMP/dag" | sort >"$TMP/moved"
  "$PP" dump "$f" | cut -d' ' -f1 | sort >"$TMP/keys"
  cmp -s "$TMP/moved" "$TMP/keys" || bad="$bad $b($(wc -l <"$TMP/moved") nodes with a stored move, $e entries)"
done
at_least "$n" 60 "show --json on the archived certificates (those of at most $(full && echo 200,000 || echo 5,000) entries)"
is "$bad" "" "... each class once, every edge to a node, the root first, the stored moves at exactly the keys posproof dump lists"
replies() {   # FILE AFTER DEPTH PLAYER: the replies of PLAYER in --json --after AFTER --depth DEPTH, summed
  "$PP" show "$1" --json --after "$2" --depth "$3" | sed -n "s/^{\"edge\": .*\"player\": \"$4\", .*\"replies\": \([0-9]*\).*/\1/p" |
    awk '{ s += $1 } END { print s + 0 }'
}
is "$(replies "$S/ham6-maker.cert" 0-1 2 Maker)" "$(tree_sum "$S/ham6-maker.cert" 0-1 3 4)" "--json: Maker's replies after Breaker's answer counted as the tree counts them (ham K6)"
is "$(replies "$S/subh5-creator-first.cert" '1>0' 1 Blocker)" 18 "--json: the blocker's 18 moves after one arc (Subh K5)"
is "$(replies "$S/simplus.cert" 0-1 1 First)" 15 "--json: Sim+ after a red edge: 14 colourings and stop"
"$PP" show "$S/ham6-maker.cert" --json --depth 2 >"$TMP/dag"
is "$(grep -c '^{"node"' "$TMP/dag") $(grep -c '"frontier": true' "$TMP/dag")" "3 1" \
  "--json --depth 2 (ham K6): the start, Maker's one class of first moves, Breaker's answer at the frontier"
out=$("$PP" show "$S/shared-conn2-avoid.cert" --json --after 0-1 | tail -n 1)
like "$out" '^\{"node": "[0-9a-f]+", .*"outcome": "the second player wins"\}$' "--json at the end of the game: one node, its outcome"
"$PP" show "$S/ham8-maker.cert" --json --after 0-1,0-2,1-2 --depth 2 >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(grep -c '"no_move": true' "$TMP/out")" "1 $("$PP" show "$S/ham8-maker.cert" --after 0-1,0-2,1-2 2>/dev/null | grep -c 'no move here')" \
  "--json off the winner's strategy: exit 1, the nodes the tree marks marked no_move"
done_testing
