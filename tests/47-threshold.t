#!/usr/bin/env bash
# solve --bias A:B..C:D, the threshold search, against a
# loop of solves: each bias's line is the plain solve's, and the threshold
# line names each run of biases with its winner, as the loop's results do;
# with --cert, the certificates of the two biases either side of the
# threshold, each VERIFIED for its winner; a range that varies both sides,
# or goes down, or is given to --batch or split, is one line, exit 2.
. "$(dirname "$0")/lib.sh"

# expect GAME...: the threshold line(s) the loop of single solves gives
expect() {
  local range=$1; shift
  perl - "$PP" "$range" "$@" <<'PERL'
use strict; use warnings;
my ($pp, $range, @game) = @ARGV;
my ($a, $b, $c, $d) = $range =~ /^(\d+):(\d+)\.\.(\d+):(\d+)$/ or die;
my $k = $a != $c ? 0 : 1;
my %res;   # first => [ [bias, winner] ]
my @order;
for my $x ($k == 0 ? ($a .. $c) : ($b .. $d)) {
  my @bias = $k == 0 ? ($x, $b) : ($a, $x);
  open(my $f, '-|', $pp, 'solve', @game, '--bias', "$bias[0]:$bias[1]", '--threads', '1', '--mem', '64') or die;
  while (<$f>) {
    my ($first, $w) = / first=(\w+) .*winner=(\w+)/ or next;
    push @order, $first unless $res{$first};
    push @{$res{$first}}, ["$bias[0]:$bias[1]", $w eq 'none' ? 'a draw' : $w];
  }
  close $f;
}
for my $first (@order) {
  my @r = @{$res{$first}}; my @runs; my $changes = 0;
  for my $i (0 .. $#r) {
    if ($i && $r[$i][1] eq $r[$i - 1][1]) { $runs[-1][2] = $r[$i][0]; next }
    $changes++ if $i;
    push @runs, [$r[$i][1], $r[$i][0], $r[$i][0]];
  }
  my $words = join '; ', map { "$_->[0] " . ($_->[0] eq 'a draw' ? 'at' : 'wins at') . " $_->[1]" . ($_->[2] ne $_->[1] ? " to $_->[2]" : '') } @runs;
  print "threshold, $first first: $words", ($changes > 1 ? ' (not monotone in the bias)' : $changes ? '' : ' (no change in this range)'), "\n";
}
PERL
}

for c in "1:1..1:4|--game conn --n 7" "1:1..4:1|--game ham --n 6 --first breaker" \
         "1:1..1:3|--game ham --rule avoider-enforcer --n 6" "1:1..1:3|--game h:K3 --n 6 --first maker"; do
  IFS='|' read -r range game <<<"$c"
  # shellcheck disable=SC2086
  got=$("$PP" solve $game --bias "$range" --threads 1 --mem 64 2>&1)
  # shellcheck disable=SC2086
  want=$(expect "$range" $game)
  is "$(grep '^threshold' <<<"$got")" "$want" "$game --bias $range: the threshold the loop of solves gives"
  lines=$(grep -vc '^threshold' <<<"$got")
  # shellcheck disable=SC2086
  single=$(for b in $(perl -e '($a,$b,$c,$d) = shift =~ /(\d+):(\d+)\.\.(\d+):(\d+)/; print join " ", $a != $c ? map("$_:$b", $a..$c) : map("$a:$_", $b..$d)' "$range"); do
             "$PP" solve $game --bias "$b" --threads 1 --mem 64; done | sed 's/, [0-9.]* s)$/)/' | sort)
  is "$(grep -v '^threshold' <<<"$got" | sed 's/, [0-9.]* s)$/)/' | sort)" "$single" "$game --bias $range: each bias's line is the single solve's ($lines lines)"
done

# certificates either side of a single change: conn on K7, Maker first
rm -rf "$TMP/c"; mkdir -p "$TMP/c"
out=$("$PP" solve --game conn --n 7 --first maker --bias 1:1..1:4 --cert "$TMP/c/conn7.cert" --threads 1 --mem 64 2>&1)
at=$(sed -n 's/^threshold, maker first: maker wins at 1:1\( to 1:\([0-9]\)\)\{0,1\}; breaker wins at 1:\([0-9]\).*/\3/p' <<<"$out")
like "$at" '^[2-4]$' "conn K7, Maker first: one change, Breaker from 1:$at"
is "$(ls "$TMP/c" | tr '\n' ' ')" "conn7.1-$((at - 1)).cert conn7.1-$at.cert " "--cert: the certificates of the biases either side of it"
is "$("$CK" "$TMP/c/conn7.1-$((at - 1)).cert" --game conn --n 7 --first maker --bias "1:$((at - 1))" --winner maker --quiet | head -c 9) $("$CK" "$TMP/c/conn7.1-$at.cert" --game conn --n 7 --first maker --bias "1:$at" --winner breaker --quiet | head -c 9)" \
  "VERIFIED: VERIFIED:" "... each VERIFIED for its winner"

# bad ranges
bad() {   # NAME REGEX ARGS...
  local name=$1 re=$2; shift 2
  "$PP" "$@" >"$TMP/out" 2>"$TMP/err"; local rc=$?
  if [ $rc = 2 ] && [ "$(wc -l <"$TMP/err")" = 1 ] && grep -Eq -- "$re" "$TMP/err"; then pass "$name"
  else fail "$name" "exit $rc" "$(cat "$TMP/err")"; fi
}
bad "a range varying both sides" "a range A:B..C:D varies one side, upwards" solve --game conn --n 6 --bias 1:1..2:2
bad "a range going down" "varies one side, upwards" solve --game conn --n 6 --bias 1:4..1:2
bad "a range beyond 8" "expected A:B with 1 <= A, B <= 8 \(or a range A:B..C:D\)" solve --game conn --n 6 --bias 1:1..1:9
bad "a range with --batch" "applies to solve without --batch only" solve --game conn --bias 1:1..1:3 --batch
bad "a range to split" "applies to solve without --batch only" split --game conn --n 6 --first maker --bias 1:1..1:3 --depth 1 --out "$TMP/s"
done_testing
