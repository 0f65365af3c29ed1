#!/usr/bin/env bash
# posproof moves: every legal move with its value for the
# player to move, against posproof solve. For each family (Maker-Breaker,
# with a bias too, Avoider-Enforcer, Ramsey achieve, misere and avoid, Subh,
# the shared graph), from positions reached by random legal moves (fixed
# seeds, moves taken from moves' own list): each move's value is that of
# `solve` from the position after it (given by the start flags: the mover's
# pair added), the mover wins (draws) here exactly when some move wins (the
# best draws) by `solve` of the position itself, isomorphic moves carry the
# same value, the winning moves come first; --cert-dir writes one certificate
# for each class of winning moves, DIR/MOVE.cert named by the class's first
# move, that posproof-check verifies from its start (moves --json's
# start.header of that move); bad input is one line.
. "$(dirname "$0")/lib.sh"

# check SEED STEPS FIRST-FLAGS -- GAME...: prints one line per mismatch
check() {
  perl - "$PP" "$@" <<'PERL'
use strict; use warnings; use JSON::PP;
my ($pp, $seed, $steps, @rest) = @ARGV;
my $i = 0; $i++ while $rest[$i] ne '--';
my @first = @rest[0 .. $i - 1]; my @game = @rest[$i + 1 .. $#rest];
srand($seed);
my %flag = (Maker => '--maker', Breaker => '--breaker', Avoider => '--avoider', Enforcer => '--enforcer',
            First => '--red', Second => '--blue');
my $single = grep({ $_ eq 'subh' } @game) ? '--arcs' : grep({ $_ eq 'shared' } @game) ? '--edges' : '';
my %sets;   # flag => [pairs]
sub flags { my %s = @_; map { ($_, join(',', @{$s{$_}})) } grep { @{$s{$_}} } sort keys %s }
sub run { my @c = @_; open(my $f, '-|', @c) or die; local $/; my $o = <$f>; close $f; return ($o, $? >> 8) }
sub moves { my ($o, $rc) = run($pp, 'moves', @game, @first, flags(%sets), '--json', '--threads', '1', '--mem', '64');
            die "moves exit $rc: $o" if $rc; return decode_json($o) }
sub value { my ($mover, %s) = @_;
  my ($o, $rc) = run($pp, 'solve', @game, @first, flags(%s), '--json', '--threads', '1', '--mem', '64', '--quiet');
  return "ERROR($rc)" if $rc;
  my $w = decode_json($o)->{winner} // 'none';
  return $w eq 'none' ? 'draws' : $w eq lc $mover ? 'wins' : 'loses' }
for (1 .. $steps) {
  my $m = moves(); my @l = @{$m->{moves}}; last if !@l || $m->{over};
  my $pick = $l[int(rand(@l))];
  my $f = $single || $flag{$m->{to_move}};
  push @{$sets{$f}}, $pick->{move};
}
my $m = moves();
my $mover = $m->{to_move};
my $f = $single || $flag{$mover};
my (%seen, $best, $n) = ();
my $order = 'wins';
my %rank = (wins => 0, draws => 1, loses => 2);
for my $e (@{$m->{moves}}) {
  $n++;
  my %child = map { ($_, [@{$sets{$_}}]) } keys %sets;
  push @{$child{$f}}, $e->{move};
  my $want = value($mover, %child);
  print "move $e->{move}: moves says $e->{value}, solve from the position after it says $want\n" if $want ne $e->{value};
  print "move $e->{move}: value $e->{value} unlike the move it is like, $e->{like}\n"
    if defined $seen{$e->{like}} && $seen{$e->{like}} ne $e->{value};
  $seen{$e->{move}} = $e->{value} if $e->{like} eq $e->{move};
  print "move $e->{move}: listed after a worse value\n" if $rank{$e->{value}} < $rank{$order};
  $order = $e->{value};
  $best //= $e->{value};
}
my $here = value($mover, %sets);
print "the position: solve says $mover $here, the best move $best\n" if $n && $here ne $best;
print "no legal move listed\n" unless $n || $m->{over};
print "OK $n\n";
PERL
}

cases=(
  "1|3|--first maker|--game ham --n 6"
  "2|4|--first breaker|--game hp --n 6"
  "3|3|--first maker|--game conn --n 6 --bias 1:2"
  "4|3|--first avoider|--game conn --rule avoider-enforcer --n 6"
  "5|2|--first maker|--game conn --board Petersen"
  "6|3||--game ramsey --H K3 --n 6 --rule achieve"
  "7|4||--game ramsey --H K3 --n 6 --rule misere"
  "8|3||--game ramsey --H P4 --n 5 --rule avoid"
  "9|3|--creator first|--game subh --n 5"
  "10|3||--game shared --property conn --n 6 --rule avoid"
  "11|2||--game shared --property h:K3 --n 6"
)
for c in "${cases[@]}"; do
  IFS='|' read -r seed steps first game <<<"$c"
  # shellcheck disable=SC2086
  out=$(check "$seed" "$steps" $first -- $game 2>&1)
  n=$(sed -n 's/^OK //p' <<<"$out")
  if [ -n "$n" ] && [ "$n" -ge 1 ] && [ "$(grep -vc '^OK ' <<<"$out")" = 0 ]; then
    pass "$game, $steps random moves (seed $seed): each of the $n moves has solve's value, the best first"
  else fail "$game, $steps random moves (seed $seed): moves = solve" "$out"; fi
done

# a winning move's certificate, checked from its start (HP6 after 0-1,2-3:
# Maker wins with several classes of moves)
rm -rf "$TMP/wins"
"$PP" moves --game hp --n 6 --first maker --after 0-1,2-3 --cert-dir "$TMP/wins" --threads 1 >"$TMP/out" 2>&1; rc=$?
want=$(awk 'NR > 2 && $2 == "wins" && NF == 2 { print $1 }' "$TMP/out" | sort | tr '\n' ' ')
like "$want" "^[0-9]-[0-9] [0-9]-[0-9] " "HP6 after 0-1,2-3: Maker has two classes of winning moves or more"
is "$rc $(ls "$TMP/wins" | sed 's/\.cert$//' | sort | tr '\n' ' ')" "0 $want" \
  "--cert-dir: a certificate for each winning move that is the first of its class"
bad=""
for f in "$TMP"/wins/*.cert; do
  start=$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'start'")
  "$CK" "$f" --game hp --n 6 --first maker --start "$start" --winner maker --quiet >/dev/null 2>&1 || bad="$bad $(basename "$f")"
done
is "$bad" "" "--cert-dir: each certificate VERIFIED for Maker's win from the position after its move"
# one certificate a class of winning moves, named by the move the others
# are like: a winning move with "~ M" has none, M one; each file's start is
# the moves --json start.header of its move
classes=$(awk 'NR > 2 && $2 == "wins" && (NF == 2 || $3 == "~") { print (NF == 2 ? $1 : $4) }' "$TMP/out" | sort -u | tr '\n' ' ')
tilde=$(awk 'NR > 2 && $2 == "wins" && NF == 4 { print $1 }' "$TMP/out" | tr '\n' ' ')
like "$tilde" "^[0-9]-[0-9] " "HP6 after 0-1,2-3: some winning moves are like an earlier one (~)"
is "$(ls "$TMP/wins" | sed 's/\.cert$//' | sort | tr '\n' ' ')" "$classes" \
  "--cert-dir: one file a class of winning moves, named by the class's first move (none for the ~ moves: $tilde)"
"$PP" moves --game hp --n 6 --first maker --after 0-1,2-3 --json --threads 1 >"$TMP/json"
bad=""
for f in "$TMP"/wins/*.cert; do
  mv=$(basename "$f" .cert)
  want=$(perl -MJSON::PP -e 'open my $f, "<", $ARGV[0] or die; my $o = decode_json(join "", <$f>);
    print map { $_->{start}{header} } grep { $_->{move} eq $ARGV[1] } @{$o->{moves}}' "$TMP/json" "$mv" 2>&1)
  got=$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'start'")
  [ -n "$got" ] && [ "$got" = "$want" ] || bad="$bad [$mv: header $got, moves --json $want]"
done
is "$bad" "" "--cert-dir: each certificate's start is its move's start.header in moves --json"
# avoid-plus: the position after a colouring is inside a turn, which no
# certificate may start from (FORMAT.md 3.4): refused, no directory made
out=$("$PP" moves --game ramsey --H K3 --n 5 --rule avoid-plus --after 0-1,stop --cert-dir "$TMP/ap" 2>&1); rc=$?
is "$rc $([ -e "$TMP/ap" ] && echo made || echo none) $out" \
  "2 none posproof: --cert-dir does not apply to rule avoid-plus: the position after a move is in the middle of a turn, which no start position may be (certs/FORMAT.md 3.4)" \
  "--cert-dir under avoid-plus: one line, exit 2, no directory"

# the end of the game, and bad input
like "$("$PP" moves --game shared --property conn --n 2 --after 0-1)" "the game is over: " "moves at the end of a game: says so"
# ... and why: vertex 0 keeps one pair that is not Breaker's (0-1), a Hamiltonian cycle needs two
is "$("$PP" moves --game ham --n 5 --first maker --after 1-2,0-2,1-3,0-3,1-4,0-4 | sed -n 3p)" \
  "why: vertex 0 has only 1 edge left that is not Breaker's, where a Hamiltonian cycle needs 2" "moves at a blocked end: why, in the property's terms"
like "$("$PP" moves --game ham --n 5 --first maker --after 1-2,0-2,1-3,0-3,1-4,0-4 --json)" \
  '"over": "Breaker wins", "why": "vertex 0 has only 1 edge left that' "moves --json at an end: over and why"
"$PP" moves --game ham --n 6 >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(cat "$TMP/err")" "2 posproof: moves needs --first ROLE: who moved first decides who is to move" "moves without --first: one line, exit 2"
"$PP" moves --game ham --n 6 --first maker --after 0-1,0-1 >"$TMP/out" 2>"$TMP/err"; rc=$?
like "$rc $(cat "$TMP/err")" "^2 posproof: --after: move 2 \(0-1\) is not legal for Breaker" "moves --after with an illegal move: one line, exit 2"
done_testing
