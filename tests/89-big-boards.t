#!/usr/bin/env bash
# Boards of more than 64 edges: K_12 to K_16 and graph6
# boards of up to 120 edges go to bin/posproof-wide, from
# the empty position and from a start, with certificates the checker
# verifies; tests/ref-game.c (lib.sh build_ref: minimax from certs/FORMAT.md
# 3-4) agrees from start positions of 14 free pairs on K_12 and K_16; what
# is refused is refused in one line (exit 2).
#
# Outcomes asserted, each with its argument:
# - h:K3 (triangle) Maker-Breaker on K_n, n >= 6: Maker wins with either
#   player first (Maker wins on K6, a sub-board, and Breaker's moves
#   elsewhere only help Maker);
# - a graph6 board containing K_7 (K_13 minus a matching of 6 edges):
#   Maker wins h:K3 for the same reason;
# - Maker-Breaker from a position where Maker has claimed nothing and Maker
#   is to move is the game on the board without Breaker's pairs, Maker
#   first: the two routes must agree;
# - h:K3 on K_12 where Breaker has both halves' K_6 but 0-1: every triangle
#   then needs 0-1 and both 0-x and 1-x for an x of the other half, so
#   Breaker wins (by claiming 0-1, or by pairing 0-x with 1-x);
# - Avoider-Enforcer h:P4, bias 3:1: a P4-free graph on 12 vertices has at
#   most 12 edges (disjoint triangles and stars) and Avoider, who claims
#   three pairs to Enforcer's one, ends with more, so Enforcer wins from any
#   start.
# Deliberate breaks of the reference, each seen once: connectivity
# (bf-prop.h bf_conn) reaching only the neighbours of vertex 0: 2 of 38
# fail, conn on K12 and K16; h:H (bf_h) ignoring H's last vertex: none
# fails, for every h:K3 start here is a Maker win, with H = K2 too.
. "$(dirname "$0")/lib.sh"
LIBDIR="$TOP/tests/lib"
build_ref

# solve ARGS...: `posproof solve ARGS --json` (one thread, a small table), stdout and stderr
solve() { "$PP" solve "$@" --json --quiet --threads 1 --mem 256 2>&1; }
# check_cert NAME CERT CHECKER-ARGS...: posproof-check says VERIFIED (exit 0)
check_cert() {
  local name=$1 cert=$2; shift 2
  local out rc; out=$("$CK" "$cert" "$@" --threads 1 2>&1); rc=$?
  if [ $rc = 0 ] && printf '%s\n' "$out" | grep -q '^VERIFIED: '; then pass "$name: the certificate is VERIFIED"
  else fail "$name: the certificate is VERIFIED" "posproof-check $cert $*" "exit $rc: $out"; fi
}
# g6 N "i-j,..." [KEEP]: the graph6 of K_N without the pairs listed (with KEEP: of the pairs listed)
g6() {
  perl -e 'require $ARGV[0]; my ($n, $l, $keep) = @ARGV[1 .. 3]; my %in = map { ($_ => 1) } split /,/, $l; my @e;
    for my $j (1 .. $n - 1) { for my $i (0 .. $j - 1) { push @e, [$i, $j] if !$in{"$i-$j"} == !$keep } }
    print g6_encode($n, \@e), "\n"' "$LIBDIR/graphs.pl" "$@"
}
# pairs_among "a b c ...": the pairs of K_n among those vertices, i-j with i < j
pairs_among() { perl -e 'my @v = sort { $a <=> $b } @ARGV; my @p;
  for my $y (0 .. $#v) { push @p, "$v[$_]-$v[$y]" for 0 .. $y - 1 } print join(",", @p), "\n"' $1; }

# ---- 1. K_12 to K_16 from the empty position, both starters, certified ----
for n in 12 16; do
  for f in maker breaker; do
    out=$(solve --game h:K3 --n $n --first $f --cert "$TMP/k$n$f.cert")
    is "$(json_field "$out" winner)" "maker" "h:K3 on K$n ($((n * (n - 1) / 2)) edges), $f first: Maker wins"
    check_cert "h:K3 on K$n, $f first" "$TMP/k$n$f.cert" --game h:K3 --n $n --first $f --winner maker
  done
done
# more than one thread: bin/posproof hands K_14 to posproof-wide, which takes --threads 2
out=$("$PP" solve --game h:K3 --n 14 --first breaker --maker 0-1 --breaker 2-3,4-5 --json --quiet --threads 2 --mem 256 2>&1)
is "$(json_field "$out" threads) $(json_field "$out" winner)" "2 maker" "h:K3 on K14 from a start on two threads: Maker wins"
like "$("$PP" solve --game h:K3 --n 13 --first breaker --threads 1 --quiet --mem 256 2>&1)" \
  '^maker-breaker h:K3 on K13: first=breaker result=second-player-win winner=maker \(' "text line: h:K3 on K13, Breaker first"
out=$(solve --game h:P4 --rule avoider-enforcer --n 12 --bias 3:1 --first avoider --cert "$TMP/ae.cert")
is "$(json_field "$out" winner)" "enforcer" "avoider-enforcer h:P4 on K12, bias 3:1, Avoider first: Enforcer wins"
check_cert "avoider-enforcer h:P4 on K12, bias 3:1" "$TMP/ae.cert" --game h:P4 --rule avoider-enforcer --n 12 --bias 3:1 --first avoider --winner enforcer

# ---- 2. a graph6 board of more than 64 edges ----
M6="0-1,2-3,4-5,6-7,8-9,10-11"
G13=$(g6 13 "$M6")   # K_13 without a perfect matching of 0..11: 72 edges, contains K_7
for f in maker breaker; do
  out=$(solve --game h:K3 --board "$G13" --first $f)
  board=$(printf '%s' "$out" | perl -MJSON::PP -e 'print decode_json(join "", <STDIN>)->{board} // "-"' 2>&1)   # graph6 may hold '}'
  is "$board $(json_field "$out" winner)" "$G13 maker" \
    "h:K3 on $G13 (13 vertices, 72 edges), $f first: Maker wins"
done
# FORMAT.md 3.1: a certificate's graph6 board has at most 64 edges, so --cert is refused there, at once
out=$("$PP" solve --game h:K3 --board "$G13" --first maker --cert "$TMP/g13.cert" 2>&1); rc=$?
is "$rc $([ -e "$TMP/g13.cert" ] && echo file || echo none) $out" \
   "2 none posproof: --cert: a certificate's graph6 board has at most 64 edges (certs/FORMAT.md 3.1), and the board of --board has 72; solve without --cert" \
  "--cert on a graph6 board of 72 edges: exit 2, no file, one line saying why"
# a pendant vertex: Breaker, first, claims its edge and wins conn at once (K_12 plus vertex 12 joined to 0: 67 edges)
GP=$(perl -e 'require $ARGV[0]; my @e; for my $j (1 .. 11) { push @e, [$_, $j] for 0 .. $j - 1 } push @e, [0, 12];
  print g6_encode(13, \@e), "\n"' "$LIBDIR/graphs.pl")
out=$(solve --game conn --board "$GP" --first breaker)
is "$(json_field "$out" winner)" "breaker" "conn on K12 plus a pendant vertex (67 edges), Breaker first: Breaker wins"
# --batch: the wide build solves the line; the narrow one hands it, and the
# lines after it, to posproof-wide (tests/88 has more)
out=$(printf '%s\nD]w\n' "$G13" | "$BIN/posproof-wide" solve --game h:K3 --batch --quiet --mem 256 2>&1); rc=$?
is "$rc $out" "0 $G13 line=1 maker-first=maker breaker-first=maker
D]w line=2 maker-first=breaker breaker-first=breaker" "--batch (posproof-wide): a board of 72 edges solved with the others"
out=$(printf '%s\nD]w\n' "$G13" | "$PP" solve --game h:K3 --batch --quiet --mem 256 2>&1); rc=$?
is "$rc $out" "0 $G13 line=1 maker-first=maker breaker-first=maker
D]w line=2 maker-first=breaker breaker-first=breaker" "--batch (posproof): the same, the board of 13 vertices handed to posproof-wide"

# ---- 3. from a start position on K_12 ----
# Breaker has all but one pair at vertex 0 and at vertex 1 (19 pairs, Breaker
# first, so Maker is to move): the same game as conn on K_12 without those
# pairs with Maker first (47 edges)
B0="0-1,0-2,0-3,0-4,0-5,0-6,0-7,0-8,0-9,0-10,1-2,1-3,1-4,1-5,1-6,1-7,1-8,1-9,1-11"
a=$(solve --game conn --n 12 --first breaker --breaker "$B0")
b=$(solve --game conn --board "$(g6 12 "$B0")" --first maker)
is "$(json_field "$a" to_move) $(json_field "$a" winner)" "maker $(json_field "$b" winner)" \
  "conn on K12 from Breaker's 19 pairs at vertices 0 and 1, Maker to move = conn on K12 without them, Maker first ($(json_field "$b" winner))"
# the same with h:K3: Breaker has the K_4 on 0..3 (6 pairs, Maker first and to move)
B4=$(pairs_among "0 1 2 3")
a=$(solve --game h:K3 --n 12 --first maker --breaker "$B4")
b=$(solve --game h:K3 --board "$(g6 12 "$B4")" --first maker)
is "$(json_field "$a" to_move) $(json_field "$a" winner)" "maker $(json_field "$b" winner)" \
  "h:K3 on K12 from Breaker's K4, Maker to move = h:K3 on K12 minus a K4 (60 edges), Maker first: $(json_field "$b" winner)"

# Breaker's two K_6 but 0-1, Maker 0-6 (30 pairs taken, Maker first: Maker to move): Breaker wins,
# certified from the start; the JSON header is FORMAT.md 3.4's spelling for K_12,
# ceil(66/4) = 17 state bytes and the turn byte, 36 hex digits, computed here
BH=$(pairs_among "0 1 2 3 4 5" | sed 's/^0-1,//'),$(pairs_among "6 7 8 9 10 11")
out=$(solve --game h:K3 --n 12 --first maker --maker 0-6 --breaker "$BH" --cert "$TMP/s1.cert")
hx=$(json_field "$out" header)
want=$(perl -e 'my %st = map { ($_ => 2) } split /,/, $ARGV[0]; $st{"0-6"} = 1; my @b = (0) x 18;
  for my $j (1 .. 11) { for my $i (0 .. $j - 1) { my $p = $j * ($j - 1) / 2 + $i; $b[int($p / 4)] |= ($st{"$i-$j"} // 0) << 2 * ($p % 4) } }
  print join("", map { sprintf "%02x", $_ } @b), "\n"' "$BH")
is "$(json_field "$out" to_move) $(json_field "$out" winner)" "maker breaker" \
  "h:K3 on K12, Breaker's two K6 but 0-1, Maker 0-6, Maker to move: Breaker wins"
is "${#hx} $hx" "36 $want" "start.header on K12: 36 hex digits, FORMAT.md 3.4's spelling (turn byte 00)"
is "$(sqlite3 "$TMP/s1.cert" "SELECT value FROM header WHERE name IN ('format_version', 'start') ORDER BY name" | tr '\n' ' ')" \
  "3 $want " "the certificate from the K12 start: format version 3, header start = start.header"
check_cert "h:K3 on K12 from the start" "$TMP/s1.cert" --game h:K3 --n 12 --first maker --start "$hx" --winner breaker
out=$("$CK" "$TMP/s1.cert" --game h:K3 --n 12 --first maker --winner breaker --threads 1 2>&1); rc=$?
is "$rc $(printf '%s\n' "$out" | head -1 | cut -c1-9)" "3 MISMATCH:" "the K12 certificate asked without --start is a MISMATCH"
like "$("$PP" solve --game h:K3 --n 12 --first maker --maker 0-6 --breaker "$BH" --threads 1 --quiet --mem 256 2>&1)" \
  "^maker-breaker h:K3 on K12 from the position Maker 0-6; Breaker 0-2,1-2,0-3,1-3,2-3,.*,9-11,10-11 \(Maker to move\): first=maker result=second-player-win winner=breaker \(" \
  "text line from a K12 start: the pairs normalised, the player to move"
# an end position on K_16: Breaker has every pair at vertex 0 (15 pairs, Maker
# first: Breaker's 15 after Maker's 15, Maker to move); conn is lost for Maker, 0 positions, 0 entries
Z=$(perl -e 'print join(",", map { "0-$_" } 1 .. 15)')
MK=$(perl -e 'print join(",", map { "$_-" . ($_ + 1) } 1 .. 14), ",1-15"')
out=$(solve --game conn --n 16 --first maker --maker "$MK" --breaker "$Z" --cert "$TMP/end16.cert")
hx=$(json_field "$out" header)
is "$(json_field "$out" winner) $(json_field "$out" positions) $(json_field "$out" cert_entries) ${#hx}" "breaker 0 0 62" \
  "conn on K16, Breaker has every pair at vertex 0: Breaker has won (0 positions, 0 entries, a 62-digit header)"
check_cert "conn on K16 from an end position" "$TMP/end16.cert" --game conn --n 16 --first maker --start "$hx" --winner breaker
# Avoider-Enforcer from a start on K_12: Avoider has 0-1, bias 3:1, Avoider first (one of its 3 moves made: turn byte 2)
out=$(solve --game h:P4 --rule avoider-enforcer --n 12 --bias 3:1 --first avoider --avoider 0-1 --cert "$TMP/ae1.cert")
hx=$(json_field "$out" header)
is "$(json_field "$out" to_move) $(json_field "$out" moves_made) $(json_field "$out" winner) ${hx:34}" "avoider 1 enforcer 02" \
  "avoider-enforcer h:P4 on K12 bias 3:1 from Avoider's 0-1: Avoider to move with one move made, Enforcer wins"
check_cert "avoider-enforcer h:P4 on K12 from a start" "$TMP/ae1.cert" --game h:P4 --rule avoider-enforcer --n 12 --bias 3:1 \
  --first avoider --start "$hx" --winner enforcer

# ---- 4. tests/ref-game.c from start positions of 14 free pairs ----
# h:K3: Maker's pairs between two halves (no triangle yet), Breaker's the
# rest but 14 free; conn: Breaker has all but two pairs at vertex 0 and
# Maker a random half of the others, 14 free; Avoider-Enforcer h:P4 bias
# 3:1: Avoider's pairs a matching (no P4), Enforcer's the rest but 14 free.
# kpos N GAME SEED: "FIRST-FLAG-PAIRS|SECOND-FLAG-PAIRS"
kpos() {
  perl -e 'my ($n, $game, $seed) = @ARGV; srand $seed; my (@p, @a, @b, @free);
    for my $j (1 .. $n - 1) { push @p, [$_, $j] for 0 .. $j - 1 }
    for my $i (reverse 1 .. $#p) { my $j = int rand($i + 1); @p[$i, $j] = @p[$j, $i] }
    my %deg;
    for my $e (@p) { my ($u, $v) = @$e; my $s = "$u-$v";
      if (@free < 14 && !($game eq "conn" && $u == 0 && $deg{0}++ >= 2)) { push @free, $s; next }
      if ($game eq "h:K3") { if ($u % 2 != $v % 2 && rand() < 0.25) { push @a, $s } else { push @b, $s } }
      elsif ($game eq "conn") { if ($u != 0 && rand() < 0.12) { push @a, $s } else { push @b, $s } }
      else { if (!$deg{$u} && !$deg{$v} && rand() < 0.5) { $deg{$u} = $deg{$v} = 1; push @a, $s } else { push @b, $s } } }
    print join(",", @a), "|", join(",", @b), "\n"' "$@"
}
for n in 12 16; do
  for game in h:K3 conn h:P4; do
    diag="" k=0
    for s in 1 2; do
      IFS='|' read -r a b < <(kpos $n $game $((n * 3 + s)))
      for f in 1 2; do
        if [ $game = h:P4 ]; then
          who=avoider; [ $f = 1 ] || who=enforcer
          fl=(--rule avoider-enforcer --bias 3:1 --first "$who" --avoider "$a" --enforcer "$b")
        else
          who=maker; [ $f = 1 ] || who=breaker
          fl=(--first "$who" --maker "$a" --breaker "$b")
        fi
        got=$(json_field "$(solve --game $game --n $n "${fl[@]}")" result)
        want=$(ref --game $game --n $n "${fl[@]}")
        [ "$got" = "$want" ] || diag="$diag ${fl[*]}: fast $got, reference $want;"
        k=$((k + 1))
      done
    done
    is "$diag" "" "$game$([ $game = h:P4 ] && echo ' avoider-enforcer bias 3:1') on K$n from $k start positions of 14 free pairs: the fast engine = tests/ref-game.c"
  done
done

# ---- 5. refused in one line ----
# refused NAME ARGS...: exit 2, stdout empty, one line on stderr, no certificate
refused() {
  local name=$1; shift
  rm -f "$TMP/r.cert"
  "$PP" "$@" >"$TMP/out" 2>"$TMP/err"; local rc=$?
  is "$rc $(wc -c <"$TMP/out" | tr -d ' ') $(wc -l <"$TMP/err" | tr -d ' ') $(cut -c1-9 "$TMP/err")$([ -e "$TMP/r.cert" ] && echo ' file')" \
     "2 0 1 posproof:" "$name: refused in one line (exit 2)"
}
refused "conn on K12 with bias 9:1 (beyond 8:8)" solve --game conn --n 12 --bias 9:1 --first maker --cert "$TMP/r.cert"
# posproof count on K12: handed to posproof-wide, held to --mem
out=$("$PP" count --game conn --n 12 --mem 16 2>&1); rc=$?
is "$rc $out" "1 posproof: counting exceeds the memory budget (16 MB); raise --mem" \
  "count conn on K12 (posproof-wide) stops at --mem 16 in one line, exit 1"
done_testing
