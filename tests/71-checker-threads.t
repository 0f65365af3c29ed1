#!/usr/bin/env bash
# posproof-check --threads N: every N gives the same verdict and exit
# status, and for REJECTED the same message and the same play named, as one
# thread.  On the hand-made corpus (accepted and rejected certificates) and
# on solver certificates big enough for the threads to overlap: genuine ones
# and mutants that lose a block of entries (the first position without an
# entry, in the replay's order, must be the one named) or claim a game
# they do not win.  Bad values of --threads give exit 2 with one line.
. "$(dirname "$0")/lib.sh"
need sqlite3
DIR="$TOP/tests/checker-corpus"

# run ARGS...: the output (statistics line left out) and the exit status
run() {
  local out rc
  out=$("$CK" "$@" 2>&1); rc=$?
  printf '%s\nexit %s\n' "$(printf '%s\n' "$out" | grep -v '^positions checked: ')" "$rc"
}
flat() { run "$@" | tr '\n' '~'; }
# same NAME ARGS...: --threads 2 and 3 as --threads 1 (ONE=2 or 3: that one
# only)
same() {
  local name=$1 want got t; shift
  want=$(run "$@" --threads 1)
  for t in ${ONE:-2 3}; do
    got=$(run "$@" --threads $t)
    is "$got" "$want" "$name: --threads $t as --threads 1"
  done
}

# make check: the corpus's files with --threads 2 and 3 in turn, one a file
# (tests/73 meets each with --threads 2 or 3 too, against the core); make
# check-full: both
k=0
while IFS=$'\t' read -r file want re args; do
  case $file in '#'*|'') continue ;; esac
  [ "$want" = 2 ] && continue
  one=""; full || one=$((2 + k % 2)); k=$((k + 1))
  # shellcheck disable=SC2086
  ONE=$one same "$file $args" "$DIR/$file" $args
done <"$DIR/corpus.list"

# Solver certificates: HAM8 with finish 0 (12 blocks) and finish 1, FHP7.
"$PP" solve --game ham --n 8 --first breaker --finish 0 --cert "$TMP/h8.cert" --quiet >/dev/null
"$PP" solve --game ham --n 8 --first maker --cert "$TMP/h8m.cert" --quiet >/dev/null
"$PP" solve --game fhp --n 7 --first maker --cert "$TMP/f7.cert" --quiet >/dev/null
for c in h8 h8m f7; do
  like "$(flat "$TMP/$c.cert" --threads 2)" '^VERIFIED: .*~exit 0~$' "$c: VERIFIED with --threads 2"
  same "$c" "$TMP/$c.cert"
done
blocks=$(sqlite3 "$TMP/h8.cert" "SELECT count(*) FROM block" 2>/dev/null)
if [ "${blocks:-0}" -ge 4 ]; then
  # mutant K: without block K (header.entries made to match)
  for k in 1 $((blocks / 2)) $((blocks - 1)); do
    m="$TMP/h8-$k.cert"
    cp "$TMP/h8.cert" "$m"
    sqlite3 "$m" "UPDATE header SET value = value - (SELECT entries FROM block
      ORDER BY first_key LIMIT 1 OFFSET $k) WHERE name = 'entries';
      DELETE FROM block WHERE first_key = (SELECT first_key FROM block
      ORDER BY first_key LIMIT 1 OFFSET $k)"
    like "$(flat "$m" --threads 1)" '^REJECTED: no strategy entry .*~moves from the start: .*~exit 1~$' \
      "without block $k: REJECTED"
    same "without block $k" "$m"
    is "$(run "$m" --threads 2)" "$(run "$m" --threads 1)" "without block $k: --threads 2 again"
  done
  # Breaker's HAM7 strategy claimed for HP: some play needs a move it lacks
  "$PP" solve --game ham --n 7 --first maker --cert "$TMP/h7.cert" --quiet >/dev/null
  sqlite3 "$TMP/h7.cert" "UPDATE header SET value = 'hp' WHERE name = 'game'"
  like "$(flat "$TMP/h7.cert" --threads 1)" '^REJECTED: .*~moves from the start: M .*~exit 1~$' \
    "HAM7 strategy as HP: REJECTED"
  same "HAM7 strategy as HP" "$TMP/h7.cert"
else
  fail "HAM8's certificate has 4 blocks or more to remove" "sqlite3 counted: ${blocks:-nothing}"
fi

# Bad values: exit 2, one line.
for v in 0 x -1 1.5 257 ''; do
  out=$("$CK" "$DIR/conn3.cert" --threads "$v" 2>&1); rc=$?
  is "$rc $(printf '%s\n' "$out" | wc -l)" "2 1" "--threads '$v': exit 2, one line"
  like "$out" "^posproof-check: invalid --threads '$v'" "--threads '$v': says why"
done
out=$("$CK" "$DIR/conn3.cert" --threads 2>&1); rc=$?
is "$rc $out" "2 posproof-check: missing value for --threads" "--threads without a value"
like "$(run "$DIR/conn3.cert" --threads=3)" '^VERIFIED: ' "--threads=3 form"
out=$("$CK" "$DIR/blk-bad-checksum.cert" --threads 3 2>&1); rc=$?
is "$rc $(printf '%s\n' "$out" | wc -l)" "2 1" "damaged block with --threads 3: exit 2, one line"
like "$("$CK" --help)" '--threads N' "--help documents --threads"
done_testing
