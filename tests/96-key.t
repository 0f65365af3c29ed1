#!/usr/bin/env bash
# posproof key for every game and key kind (solver/key.h): "kind", "key",
# "lab" lines; the key is the canonical position packed as FORMAT.md 5.4,
# 5.6 and 5.7 say (checked here by packing the position relabelled by
# `lab` in Perl), invariant under relabelling; the old form prints the
# layered-3state-v1 key alone, as before; and key, dump and show agree on
# archived certificates of several families: the entry under the key of a
# position, mapped through lab, is the move show prints there (what a
# reader of certificates in another language does).
. "$(dirname "$0")/lib.sh"
S="$TOP/strategies"

# pack_check FAMILY N FIRSTQ SECONDQ FIRSTMOVES KEYOUT POSITION...: the key
# of the layered or oriented packing of POSITION (pairs "i-j:state", "i-j:3"
# off the board) relabelled by lab, with the turn byte from the counts, as
# hex; compared by the caller with KEYOUT's key line. FIRSTMOVES: 1 if the
# family's role 0 moves first.
pack() {
  perl -e '
    my ($fam, $n, $q1, $q2, $v2, $lab, @pairs) = @ARGV;
    my @lab = split / /, $lab;
    my %st; my $c = 0;
    for (@pairs) { my ($i, $j, $s) = /^(\d+)[->](\d+):(\d)$/ or die "bad $_";
      if ($fam eq "subh") { $s = $i < $j ? 1 : 2; ($i, $j) = ($j, $i) if $i > $j; }
      $st{"$i-$j"} = $s; $c++ if $s == 1 || $s == 2; }
    my $m = $n * ($n - 1) / 2; my $L = int(($m + 3) / 4); my @b = (0) x $L;
    for my $bb (1 .. $n - 1) { for my $a (0 .. $bb - 1) {
      my ($x, $y) = ($lab[$a], $lab[$bb]); my $s;
      if ($fam eq "subh") { my $u = $x < $y ? "$x-$y" : "$y-$x"; $s = $st{$u} // 0;
        $s = $s == 0 ? 0 : (($s == 1) == ($x < $y)) ? 1 : 2; }
      else { $s = $st{$x < $y ? "$x-$y" : "$y-$x"} // 0; }
      my $p = $bb * ($bb - 1) / 2 + $a; $b[int($p / 4)] |= $s << (2 * ($p % 4)); } }
    my $hex = join "", map { sprintf "%02x", $_ } @b;
    if ($v2) { my $r = $c % ($q1 + $q2); $hex .= sprintf "%02x", $r < $q1 ? 2 * $r : 1 + 2 * ($r - $q1); }
    print "$hex\n";' "$@"
}
keyof() { "$PP" key "$@" 2>&1 | sed -n 's/^key //p'; }
labof() { "$PP" key "$@" 2>&1 | sed -n 's/^lab //p'; }

# 1. the old form: the key alone, equal to the new form's key line
for n in 4 7 10; do
  old=$("$PP" key --game fhp --n "$n" --maker 0-2,1-3 --breaker 0-3)
  new=$(keyof --game fhp --n "$n" --first breaker --maker 0-2,1-3 --breaker 0-3)
  like "$old" '^[0-9a-f]+$' "old form, fhp K$n: one line of hex"
  is "$old" "$new" "old form, fhp K$n: the key of the new form"
done
out=$("$PP" key --game ham --n 7 --first maker --maker 0-1)
is "$(sed -n 1p <<<"$out")" "kind layered-3state-v1" "ham K7: kind layered-3state-v1"
like "$(sed -n 3p <<<"$out")" '^lab( [0-6]){7}$' "ham K7: lab has 7 vertices"
is "$(sed -n 's/^lab //p' <<<"$out" | tr ' ' '\n' | sort -n | paste -sd' ')" "0 1 2 3 4 5 6" "ham K7: lab is a permutation"
is "$("$PP" key --game ham --n 7 --first maker --bias 1:2 | sed -n 1p)" "kind layered-v2" "ham K7 bias 1:2: kind layered-v2"
is "$("$PP" key --game subh --n 5 --creator first | sed -n 1p)" "kind oriented-v2" "subh: kind oriented-v2"
lab=$(labof --game fhp --n 8 --first maker --maker 0-5,1-6 --breaker 2-3)
like "$lab" '^(0 1|1 0) ' "fhp: lab keeps the fixed vertices 0 and 1 first"

# 2. the key is the position relabelled by lab and packed (FORMAT.md 5.4, 5.6, 5.7), for every family
check() {   # NAME FAM N Q1 Q2 V2 PAIRS -- KEY ARGS...
  local name=$1 fam=$2 n=$3 q1=$4 q2=$5 v2=$6 pairs=() k l want; shift 6
  while [ "$1" != -- ]; do pairs+=("$1"); shift; done; shift
  k=$(keyof "$@"); l=$(labof "$@")
  want=$(pack "$fam" "$n" "$q1" "$q2" "$v2" "$l" "${pairs[@]}")
  if [ -n "$k" ] && [ "$k" = "$want" ]; then pass "$name: key = the position relabelled by lab, packed"
  else fail "$name: key = the position relabelled by lab, packed" "key:  $k" "lab:  $l" "want: $want" "$("$PP" key "$@" 2>&1)"; fi
}
check "ham K7 (v1)" mb 7 1 1 0 0-1:1 2-3:1 1-2:2 -- --game ham --n 7 --first maker --maker 0-1,2-3 --breaker 1-2
check "ham K7 bias 2:1 (v2, in a turn)" mb 7 2 1 1 0-1:1 2-3:2 4-5:1 -- --game ham --n 7 --first maker --bias 2:1 --maker 0-1,4-5 --breaker 2-3
check "h:P4 Breaker first bias 1:2" mb 6 2 1 1 0-1:2 -- --game h:P4 --n 6 --first breaker --bias 1:2 --breaker 0-1
# D{O: the bull, whose other pairs are off the board (state 3)
offs=(); for pq in 0-1 0-2 1-2 0-3 1-3 2-3 0-4 1-4 2-4 3-4; do offs+=("$pq:3"); done
edges=$(perl -e '
  my @c = map { ord($_) - 63 } split //, substr($ARGV[0], 1); my @bits = map { my $x = $_; map { ($x >> (5 - $_)) & 1 } 0 .. 5 } @c;
  my $k = 0; for my $j (1 .. 4) { for my $i (0 .. $j - 1) { print "$i-$j\n" if $bits[$k++]; } }' 'D{O')
board=(); for pq in 0-1 0-2 1-2 0-3 1-3 2-3 0-4 1-4 2-4 3-4; do
  if grep -qx "$pq" <<<"$edges"; then [ "$pq" = "0-1" ] && board+=("$pq:1") || board+=("$pq:0"); else board+=("$pq:3"); fi
done
e1=$(head -1 <<<"$edges")
check "h:P4 on the bull (graph6: state 3 off the board)" mb 5 1 1 1 "${board[@]}" -- --game h:P4 --board 'D{O' --first maker --maker "$e1"
check "conn avoider-enforcer K6" ae 6 1 1 1 0-1:1 1-2:2 3-4:1 -- --game conn --rule avoider-enforcer --n 6 --first avoider --avoider 0-1,3-4 --enforcer 1-2
check "Ramsey avoid K6" ramsey 6 1 1 1 0-1:1 2-3:2 0-4:1 4-5:2 -- --game ramsey --H K3 --n 6 --rule avoid --red 0-1,0-4 --blue 2-3,4-5
check "shared conn K7" shared 7 1 1 1 0-1:1 2-3:1 5-6:1 -- --game shared --property conn --n 7 --edges 0-1,2-3,5-6
check "Subh K6 creator second" subh 6 1 1 1 '1>0:0' '2>3:0' '5>1:0' -- --game subh --n 6 --creator second --arcs '1>0,2>3,5>1'
check "Subh K5 creator first" subh 5 1 1 1 '0>4:0' -- --game subh --n 5 --creator first --arcs '0>4'
check "K12 (posproof-wide)" mb 12 1 1 1 0-11:1 3-7:2 -- --game h:K3 --n 12 --first maker --maker 0-11 --breaker 3-7

# 3. invariant under relabelling (a random permutation, 8 times a game)
inv_ok=0; inv_all=0
for t in 1 2 3 4 5 6 7 8; do
  perm=$(perl -e 'srand($ARGV[0]); my @p = 0 .. 6; for (my $i = 6; $i > 0; $i--) { my $j = int(rand($i + 1)); @p[$i, $j] = @p[$j, $i] } print "@p"' "$t")
  rl() { perl -e 'my @p = split / /, shift; my $sep = shift; print join(",", map { my ($a, $b) = split /[->]/; "$p[$a]$sep$p[$b]" } split /,/, shift)' "$perm" "$@"; }
  a=$(keyof --game ramsey --H K3 --n 7 --rule misere --red 0-1,2-3,4-6 --blue 1-2,5-6)
  b=$(keyof --game ramsey --H K3 --n 7 --rule misere --red "$(rl - 0-1,2-3,4-6)" --blue "$(rl - 1-2,5-6)")
  c=$(keyof --game subh --n 7 --creator first --arcs '0>1,3>2,6>4')
  d2=$(keyof --game subh --n 7 --creator first --arcs "$(rl '>' '0>1,3>2,6>4')")
  inv_all=$((inv_all + 2)); [ "$a" = "$b" ] && inv_ok=$((inv_ok + 1)); [ "$c" = "$d2" ] && inv_ok=$((inv_ok + 1))
done
is "$inv_ok" "$inv_all" "keys of relabelled Ramsey and Subh positions are equal"

# --kind layered-v2: the keys of a sharded proof's top of a layered-3state-v1 game
cd "$TMP" || exit 1
"$PP" split --game fhp --n 6 --first breaker --depth 2 --out f6 >/dev/null 2>&1
for k in $(seq 13); do "$PP" shard f6 "$k" --threads 1 --quiet --mem 64 >/dev/null 2>&1; done
"$PP" merge f6 --cert top.cert --threads 1 --mem 64 >/dev/null 2>&1
is "$("$PP" dump top.cert | cut -d' ' -f1)" "$(keyof --game fhp --n 6 --first breaker --kind layered-v2)" \
  "--kind layered-v2: the key of the start, as the top of a sharded fhp K6 proof stores it"
is "$("$PP" key --game fhp --n 6 --first breaker --kind layered-v2 | sed -n 1p)" "kind layered-v2" "--kind: the kind line says it"
"$PP" key --game ramsey --H K3 --n 6 --rule avoid --kind layered-3state-v1 >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(cat "$TMP/err")" "2 posproof: --kind 'layered-3state-v1': this game's keys are layered-v2" "--kind of another family's keys: refused"

# 4. key, dump and show agree: the entry under a position's key, mapped through lab, is the move show prints
agree() {   # CERT GAMEFLAGS...: along show --line, at the winner's first moves that have an entry
  local f=$1; shift
  local out moves i prefix pos k l e mv cnt=0 badm="" fl who player
  out=$("$PP" show "$f" --line)
  moves=$(sed -n 's/^ *[0-9]*\. [A-Za-z]* \([^ ]*\).*/\1/p' <<<"$out")
  who=$(sed -n 's/^line (\([A-Za-z]*\).*/\1/p' <<<"$out")
  i=0; prefix=""
  while read -r mvline; do
    i=$((i + 1))
    player=$(sed -n "s/^ *$i\. \([A-Za-z]*\) .*/\1/p" <<<"$out")
    if [ "$player" = "$who" ] && ! grep -q "^ *$i\. .* \*$" <<<"$out"; then
      pos=$("$PP" show "$f" --after "$prefix" | sed -n 's/^position: //p')
      mapfile -t fl < <(perl -e '$_ = shift; s/ \(.*//; for (split /; /) { my ($w, $l) = split / /; $l = "" if $l eq "none"; print "--\L$w\E\n$l\n" }' "$pos")
      k=$(keyof "$@" "${fl[@]}"); l=$(labof "$@" "${fl[@]}")
      e=$("$PP" dump "$f" | awk -v k="$k" '$1 == k { print $3 }')
      mv=$(perl -e 'my @l = split / /, shift; my $m = shift; exit 1 unless $m =~ /^(\d+)([->])(\d+)$/;
        my ($a, $b) = ($l[$1], $l[$3]); ($a, $b) = ($b, $a) if $2 eq "-" && $a > $b; print "$a$2$b"' "$l" "$e")
      [ -n "$mv" ] && [ "$mv" = "$mvline" ] || badm="$badm $i:$mvline/key=$k,entry=$e,mapped=$mv"
      cnt=$((cnt + 1))
      [ $cnt -ge 3 ] && break
    fi
    prefix="$prefix${prefix:+,}$mvline"
  done <<<"$moves"
  if [ $cnt -gt 0 ] && [ -z "$badm" ]; then pass "$(basename "$f"): key, dump and show agree ($cnt positions)"
  else fail "$(basename "$f"): key, dump and show agree" "checked $cnt:$badm"; fi
}
agree "$S/ham7-breaker.cert" --game ham --n 7 --first breaker
agree "$S/fhp7-maker.cert" --game fhp --n 7 --first maker
agree "$S/ham6-bias-1-2.cert" --game ham --n 6 --bias 1:2 --first maker
agree "$S/p4-bull-maker.cert" --game h:CU --board 'D{O' --first maker
agree "$S/conn-k5-avoider-enforcer.cert" --game conn --rule avoider-enforcer --n 5 --first avoider
agree "$S/sim.cert" --game ramsey --H K3 --n 6 --rule misere
agree "$S/subh6-creator-second.cert" --game subh --n 6 --creator second
agree "$S/shared-conn9-avoid.cert" --game shared --property conn --n 9 --rule avoid
done_testing
