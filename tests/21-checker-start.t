#!/usr/bin/env bash
# posproof-check on certificates of format version 3 (header start,
# FORMAT.md 3.4), made without the solver by tests/checker-corpus/make-v3.sh
# from the genuine certificates of the hand-made corpus (regenerated here,
# not stored): the start after each move of S's opponent verifies, starts
# the strategy was not made for are judged as the replay decides, every
# malformed start and version mix is refused, the claim asked includes the
# start (--start HEX, spelled as the header field start, and refused for
# the same malformations); --plain agrees with the default mode on each;
# and every
# certificate of the corpus spelled as version 3 with the empty start is
# judged exactly as before, statistics included.
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
done_testing
