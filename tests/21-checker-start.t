#!/usr/bin/env bash
# posproof-check on certificates of format version 3 (header start,
# FORMAT.md 3.4), made without the solver by tests/checker-corpus/make-v3.sh
# from the genuine certificates of the hand-made corpus (regenerated here,
# not stored): the start after each move of S's opponent verifies, starts
# the strategy was not made for are judged as the replay decides, every
# malformed start and version mix is refused, the claim asked includes the
# start (--start HEX, spelled as the header field start, and refused for
# the same malformations); --plain agrees with the default mode on each;
# every certificate of the corpus spelled as version 3 with the empty start
# is judged exactly as before, statistics included; and the start asked as
# posproof solve and moves take it (POSITION, --after MOVES, --board-file)
# is the start the solver wrote, for every family, with the solver's own
# error lines for bad ones.
. "$(dirname "$0")/lib.sh"
need sqlite3
DIR="$TOP/tests/checker-corpus"
V3="$TMP/v3"
bash "$DIR/make-v3.sh" "$V3" || bail_out "tests/checker-corpus/make-v3.sh failed"

# run FILE ARGS...: the output (seconds left out, and the directory of a
# file named in an error), then the exit status
run() {
  local out rc
  out=$("$CK" "$@" 2>&1); rc=$?
  printf '%s\nexit %s\n' "$(printf '%s\n' "$out" | sed 's/, seconds: [0-9.]*$//;
    s/ (plain replay)$//; s/^posproof-check: [^:]*: /posproof-check: FILE: /;
    /^verified: sha256 /d')" "$rc"
}
stats() { grep -v '^positions checked: '; }

# 1. The cases of make-v3.sh, as tests/20-checker-handmade.t checks them
#    (exit 2 prints one line on stderr and nothing on stdout, the others
#    nothing on stderr; the output lines joined by ~~, the record line left
#    out (tests/20 and 58 check it), must match the ERE),
#    and --plain against the default mode on each certificate that is read
#    (73-plain.t's comparison).
check() {  # NAME WANT_STATUS REGEX ARGS...; leaves the output in $got
  local name=$1 want=$2 re=$3 out rc shape=ok
  shift 3
  out=$("$CK" "$@" 2>"$TMP/err"); rc=$?
  if [ "$rc" = 2 ]; then
    [ -z "$out" ] && [ "$(wc -l <"$TMP/err")" = 1 ] || shape=bad
  elif [ -s "$TMP/err" ]; then
    shape=bad
  fi
  got=$(printf '%s\nexit %s\n' "$(printf '%s\n' "$out" | sed 's/, seconds: [0-9.]*$//; /^verified: sha256 /d')" "$rc")
  out=$( { printf '%s\n' "$out"; cat "$TMP/err"; } | sed '/^$/d; /^verified: sha256 /d' |
         awk '{ printf "%s%s", (NR > 1 ? "~~" : ""), $0 }')
  if [ "$rc" = "$want" ] && [ $shape = ok ] &&
     printf '%s\n' "$out" | grep -Eq -- "$re"; then
    pass "$name"
  else
    fail "$name" "exit $rc (want $want), output $shape: $out" "want /$re/"
  fi
}
while IFS=$'\t' read -r file want re args; do
  case $file in '#'*|'') continue ;; esac
  # shellcheck disable=SC2086
  check "$file $args: exit $want" "$want" "$re" "$V3/$file" $args
  [ "$want" = 0 ] || [ "$want" = 1 ] || continue
  case " $args " in *" --quiet "*|*" --threads "*) continue ;; esac
  # shellcheck disable=SC2086
  is "$(run "$V3/$file" $args --plain | stats)" "$(printf '%s\n' "$got" | stats)" \
     "$file $args: --plain as the default mode"
done <"$V3/corpus.list"

# 2. Every certificate of the corpus that is read (a case of exit 0 or 1:
#    its first), as version 3 with the empty start, gives the same output,
#    on one thread with the same statistics (make check: every other one).
. "$DIR/make-v3.sh"
n=0 same=0 diffs="" done=" " k=0
while IFS=$'\t' read -r file want re args; do
  case $file in '#'*|'') continue ;; esac
  case "$want$done" in [01]*" $file "*|[23]*) continue ;; esac
  done+="$file "
  case $(field "$DIR/$file" format_version) in 1|2) ;; *) continue ;; esac
  k=$((k + 1)); full || [ $((k % 2)) = 1 ] || continue
  v3 "$file" "$TMP/e-$file" "$(empty_of "$DIR/$file")"
  case " $args " in *" --threads "*|*" --plain "*) one="" ;; *) one="--threads 1" ;; esac
  # shellcheck disable=SC2086
  a=$(run "$DIR/$file" $args $one) b=$(run "$TMP/e-$file" $args $one)
  n=$((n + 1))
  if [ "$a" = "$b" ]; then same=$((same + 1)); else diffs+="$file $args: $a // $b"$'\n'; fi
done <"$DIR/corpus.list"
is "$same of $n" "$n of $n" "the corpus as version 3 with the empty start: the same output"
[ -z "$diffs" ] || printf '%s' "$diffs" | head -5 | sed 's/^/# /'
at_least "$n" "$(full && echo 100 || echo 50)" "corpus certificates compared as version 3"

# 3. The empty start given explicitly on version 1 and 2 files (all pairs
#    0, pairs off the board 3, turn byte 00); the --opt=value form.
G="--game ham --n 5 --first maker --winner breaker"
check "--start 00000000 on a version 2 file" 0 '^VERIFIED: [^,]*first$' \
  "$DIR/hp-5-maker-finish1.cert" --game hp --n 5 --first maker --winner maker --start 00000000 --quiet
check "--start 000000 on a version 2 avoider-enforcer file" 0 '^VERIFIED: [^,]*first$' \
  "$DIR/ae-conn-4-enforcer-finish1.cert" --game conn --rule avoider-enforcer --n 4 --first enforcer --start 000000 --quiet
# shellcheck disable=SC2086
check "--start=00000000 on a version 1 file" 0 '^VERIFIED: [^,]*first$' \
  "$DIR/ham-5-maker.cert" $G --start=00000000 --quiet
e=$(empty_of "$DIR/mb-fhp-board.cert")
check "--start $e (the empty start of D^{) on a version 1 file" 0 '^VERIFIED: [^,]*first$' \
  "$DIR/mb-fhp-board.cert" --game fhp --board 'D^{' --first maker --winner breaker --start "$e" --quiet
e=$(empty_of "$DIR/subh-4-creator.cert")
check "--start $e on a version 1 subh file" 0 '^VERIFIED: [^,]*first$' \
  "$DIR/subh-4-creator.cert" --game subh --n 4 --creator first --winner blocker --start "$e" --quiet
# shellcheck disable=SC2086
check "--start=01000001 on the start Maker 0-1" 0 'from the position Maker 0-1; Breaker none \(Breaker to move\)$' \
  "$V3/start-ham5-01.cert" $G --start=01000001 --quiet
# shellcheck disable=SC2086
check "--start 00000000 on the start Maker 0-1" 3 '^MISMATCH: ' "$V3/start-ham5-01.cert" $G --start 00000000

# 4. Every start the strategy covers is found by any number of threads.
for t in 1 3; do
  # shellcheck disable=SC2086
  check "start-subh4-01-2.cert on $t threads" 0 '^VERIFIED: .*arcs 1>0 \(Blocker to move\)$' \
    "$V3/start-subh4-01-2.cert" --threads $t --quiet
done

# 5. The start asked as posproof solve and posproof moves take it (POSITION:
#    the family's lists of pairs and --to-move; --after MOVES; --board-file):
#    for each family, a certificate solved from a POSITION is VERIFIED when
#    asked with the same POSITION, its record line's start is the
#    start.header that solve --json printed, and --start start.header says
#    the same.
cd "$TMP" || exit 1
printf '>>graph6<<D^{\n' >d.g6
winner_of() { sed -n 's/.*"winner": "\([a-z]*\)".*/\1/p'; }
header_of() { sed -n 's/.*"header": "\([0-9a-f]*\)".*/\1/p'; }
from_position() {  # GAME... -- POSITION...
  local g=() p=() out hdr w rec
  while [ "$1" != -- ]; do g+=("$1"); shift; done; shift; p=("$@")
  rm -f pos.cert
  out=$("$PP" solve "${g[@]}" "${p[@]}" --json --quiet --threads 1 --mem 64 --cert pos.cert 2>&1)
  hdr=$(printf '%s\n' "$out" | header_of) w=$(printf '%s\n' "$out" | winner_of)
  if [ -z "$hdr" ] || [ -z "$w" ] || [ ! -e pos.cert ]; then
    fail "${g[*]} ${p[*]}: solved from the position" "$out"; return
  fi
  out=$("$CK" pos.cert "${g[@]}" "${p[@]}" --winner "$w" --quiet 2>&1)
  rec=$(printf '%s\n' "$out" | sed -n 's/^verified: sha256 .* start=//p')
  is "$(printf '%s\n' "$out" | head -1 | cut -c1-9) $rec" "VERIFIED: $hdr" \
     "${g[*]} ${p[*]}: VERIFIED, its start the solver's start.header $hdr"
  like "$("$CK" pos.cert "${g[@]}" --start "$hdr" --winner "$w" --quiet 2>&1)" "^VERIFIED: " \
     "${g[*]} --start $hdr: VERIFIED too"
}
from_position --game ham --n 7 --first breaker -- --maker 0-2 --breaker 0-1,3-4
from_position --game ham --n 6 --first maker --bias 2:1 -- --maker 0-2 --breaker 0-1
from_position --game ham --n 6 --first breaker --bias 1:2 -- --maker 0-2 --breaker 0-1
from_position --game conn --rule avoider-enforcer --n 5 --first enforcer -- --avoider 0-1 --enforcer 2-3,1-2
from_position --game ramsey --H K3 --n 5 --rule avoid -- --red 0-1 --blue 2-3,1-2
from_position --game ramsey --H K3 --n 5 --rule avoid-plus -- --red 0-1,1-3 --blue 2-3 --to-move second
from_position --game ramsey --H K3 --n 5 --rule avoid-plus -- --red 0-1,1-3 --blue 2-3
from_position --game ramsey --H K3 --n 5 --rule misere -- --red 0-1 --blue 2-3
from_position --game subh --n 5 --creator second -- --arcs '1>0,2>3'
from_position --game shared --property conn --n 5 -- --edges 0-1,2-3
from_position --game ham --board C5 --first maker -- --maker 0-1 --breaker 1-2
from_position --game conn --board-file d.g6 --first breaker -- --maker 0-2 --breaker ''
# The same start asked otherwise: the moves that lead there, a list
# left out, the pairs in another order.
"$PP" solve --game ham --n 7 --first breaker --maker 0-2 --breaker 0-1,3-4 --quiet --threads 1 --mem 64 --cert h7.cert >/dev/null
for ask in "--after 0-1,0-2,3-4" "--after 3-4,0-2,1-0" "--breaker 0-1 --after 0-2,3-4" "--breaker 4-3,1-0 --maker 2-0"; do
  # shellcheck disable=SC2086
  like "$("$CK" h7.cert --game ham --n 7 --first breaker $ask --winner breaker --quiet 2>&1)" \
    '^VERIFIED: .*from the position Maker 0-2; Breaker 0-1,3-4 \(Maker to move\)$' "ham on K7, $ask: the same start, VERIFIED"
done
like "$("$CK" h7.cert --game ham --n 7 --first breaker --after 0-1,0-2 --winner breaker 2>&1)" '^MISMATCH: ' \
  "ham on K7, one move short: MISMATCH"
like "$("$CK" h7.cert --game ham --n 7 --first breaker --start 00000000000000 --after 0-1,0-2,3-4 --winner breaker --quiet 2>&1)" \
  '^VERIFIED: ' "--after played from --start"

# --after as posproof moves takes it: each certificate moves --after M
# --cert-dir writes for a winning move X is VERIFIED asked with --after M,X
# (moves of every family; from a POSITION too).
after_moves() {  # M GAME...
  local m=$1 f mv w k=0
  shift
  rm -rf md
  "$PP" moves "$@" ${m:+--after "$m"} --cert-dir md --threads 1 --mem 64 >/dev/null 2>&1
  for f in md/*.cert; do
    [ -e "$f" ] || break
    mv=$(basename "$f" .cert | sed 's/to/>/') w=$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'winner'")
    like "$("$CK" "$f" "$@" --after "${m:+$m,}$mv" --winner "$w" --quiet 2>&1)" '^VERIFIED: ' \
      "$* --after ${m:+$m,}$mv: moves's certificate VERIFIED"
    k=$((k + 1)); [ $k = 2 ] && break
  done
  [ $k -gt 0 ] || fail "$* --after $m: moves wrote certificates" "none in md/"
}
after_moves "" --game ham --n 6 --first breaker
after_moves "0-1" --game ham --n 6 --first maker
after_moves "0-1" --game ham --n 6 --first breaker --bias 1:2
after_moves "" --game conn --rule avoider-enforcer --n 5 --first enforcer
after_moves "0-1" --game ramsey --H K3 --n 5 --rule avoid
after_moves "0-1,0-2" --game ramsey --H K3 --n 5 --rule achieve
after_moves "0-1" --game ramsey --H K3 --n 6 --rule misere
after_moves "1>0" --game subh --n 5 --creator second
after_moves "0-1" --game shared --property conn --n 5
after_moves "" --game ham --n 6 --first maker --maker 0-1 --breaker ''
after_moves "" --game ham --n 6 --first breaker --maker 0-1 --breaker 0-2
after_moves "0-3,1-2" --game ham --n 6 --first breaker --maker 0-1 --breaker 0-2

# Bad starts: exit 2, one line on stderr, the solver's own line (posproof key
# for the lists, posproof moves for --after; the program's name aside).
same_error() {  # CMD ARGS...
  local cmd=$1 want got rc
  shift
  want=$("$PP" "$cmd" "$@" 2>&1 >/dev/null | sed 's/^posproof: //')
  got=$("$CK" h7.cert "$@" --winner breaker 2>&1 >/dev/null); rc=$?
  is "$rc $(printf '%s\n' "$got" | wc -l) ${got#posproof-check: }" "2 1 $want" "$*: the solver's error"
  [ -n "$want" ] || fail "$*: the solver refuses it too" "no message from posproof $cmd"
}
G5="--game ham --n 5 --first maker"
# shellcheck disable=SC2086
{
same_error key $G5 --maker 0-1 --breaker 0-1
same_error key $G5 --maker 0-1,1-0
same_error key $G5 --maker 0-1,
same_error key $G5 --maker 0-7
same_error key $G5 --maker x
same_error key $G5 --maker 1-1
same_error key $G5 --maker 00-1
same_error key $G5 --red 0-1
same_error key $G5 --to-move second
same_error key --game ham --board C5 --first maker --maker 0-2
same_error key --game ham --board-file d.g6 --first maker --breaker 1-0
same_error key --game subh --n 4 --creator first --arcs '0>1,1>0'
same_error key --game subh --n 4 --creator first --arcs 0-1
same_error key --game subh --n 4 --creator first --maker 1-2
same_error key --game shared --property conn --n 4 --red 0-1
same_error key --game conn --rule avoider-enforcer --n 4 --first avoider --maker 0-1
same_error key --game ramsey --H K3 --n 5 --rule avoid --to-move second
same_error key --game ramsey --H K3 --n 5 --rule avoid-plus --to-move third
same_error moves $G5 --after 0-1,0-1
same_error moves $G5 --after 0-1,0-5
same_error moves $G5 --after 0-1,
same_error moves $G5 --after 0-1,,0-2
same_error moves $G5 --after x
same_error moves $G5 --after stop
same_error moves $G5 --maker 0-1 --breaker 0-2 --after 0-1
same_error moves --game conn --n 4 --first maker --after 0-1,1-2,0-2,0-3,1-3,2-3
same_error moves --game subh --n 4 --creator first --after 1-0
same_error moves --game subh --n 4 --creator first --after '1>9'
same_error moves --game ramsey --H K3 --n 5 --rule avoid-plus --after stop
same_error moves --game ramsey --H K3 --n 5 --rule avoid --after 0-1,3-4,1-2,2-4,0-2
same_error moves --game ham --board C5 --first maker --after 0-2
same_error count --game conn --board-file nothing.g6 --first maker
printf 'D^{\nD~{\n' >two.g6
same_error count --game conn --board-file two.g6 --first maker
}
# refused_ck NAME REGEX ARGS...: the checker alone: exit 2, one line
refused_ck() {
  local name=$1 re=$2 out rc
  shift 2
  out=$("$CK" h7.cert "$@" 2>&1 >/dev/null); rc=$?
  is "$rc $(printf '%s\n' "$out" | wc -l)" "2 1" "$name: exit 2, one line"
  like "$out" "^posproof-check: $re" "$name: says why"
}
refused_ck "an avoid-plus turn cut in the middle" "--after: the position after MOVES is in the middle of a turn under rule avoid-plus" \
  --game ramsey --H K3 --n 5 --rule avoid-plus --after 0-1 --winner first
refused_ck "--start with a list" "--start and the lists of pairs exclude each other" \
  --game ham --n 7 --first breaker --start 00000000000000 --maker 0-1 --winner breaker
refused_ck "--claim with a list" "--claim and --maker exclude each other" --claim x --maker 0-1
refused_ck "--board-file with --n" "give only one of --n, --board and --board-file" \
  --game conn --board-file d.g6 --n 5 --first maker --winner maker
printf ' D^{\n' >bad.g6
refused_ck "--board-file with no graph" "--board-file bad.g6: invalid board ' D\^\{'" \
  --game conn --board-file bad.g6 --first maker --winner maker
done_testing
