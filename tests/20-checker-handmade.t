#!/usr/bin/env bash
# posproof-check on hand-made certificates (tests/checker-corpus, built by
# make-corpus.py without the solver): genuine ones for every family
# (maker-breaker, avoider-enforcer, ramsey, subh, shared), property, key,
# graph6 boards, biases and draws (winner none) must be VERIFIED; false
# claims, illegal moves and damaged files must be rejected with the right
# exit status and message.  Also the command line itself.
TOP=$(cd "$(dirname "$0")/.." && pwd)
CK="${POSPROOF_BIN:-$TOP/bin}/posproof-check"
DIR="$TOP/tests/checker-corpus"
[ -x "$CK" ] || { echo "1..0 # SKIP bin/posproof-check not built: run make"; exit 0; }
ERR=$(mktemp "${TMPDIR:-/tmp}/checker-handmade.XXXXXX")
trap 'rm -f "$ERR"' EXIT
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
nok() { n=$((n + 1)); echo "not ok $n - $1"; shift; printf '# %s\n' "$@"; }

# check NAME WANT_STATUS REGEX ARGS...: run the checker, join its output
# lines (stdout then stderr) with ~~, match status and REGEX.
check() {
  local name=$1 want=$2 re=$3; shift 3
  local out rc shape=ok
  out=$("$CK" "$@" 2>"$ERR"); rc=$?
  # exit 2: nothing on stdout, one line on stderr; else nothing on stderr
  if [ "$rc" = 2 ]; then
    [ -z "$out" ] && [ "$(wc -l <"$ERR")" = 1 ] || shape=bad
  elif [ -s "$ERR" ]; then
    shape=bad
  fi
  out=$( { printf '%s\n' "$out"; cat "$ERR"; } | sed '/^$/d' |
         awk '{ printf "%s%s", (NR > 1 ? "~~" : ""), $0 }')
  if [ "$rc" = "$want" ] && [ $shape = ok ] &&
     printf '%s\n' "$out" | grep -Eq -- "$re"; then
    ok "$name"
  else
    nok "$name" "exit $rc (want $want), output $shape: $out" "want /$re/"
  fi
}

while IFS=$'\t' read -r file want re args; do
  case $file in '#'*|'') continue ;; esac
  # shellcheck disable=SC2086
  check "$file $args: exit $want" "$want" "$re" "$DIR/$file" $args
done <"$DIR/corpus.list"

# Every rejection (exit 1) names the moves, unless --quiet.
check "rejection prints the moves" 1 '^REJECTED: .*~~moves from the start: ' \
  "$DIR/ham-4-maker-false-claim.cert"
check "--quiet rejection is one line" 1 '^REJECTED: [^~]*$' \
  "$DIR/ham-4-maker-false-claim.cert" --quiet
check "--quiet success is one line" 0 '^VERIFIED: [^~]*$' "$DIR/ham-5-maker.cert" --quiet
check "statistics line" 0 '~~positions checked: [0-9]+, strategy lookups: [0-9]+, blocks decompressed: [0-9]+, entries: [0-9]+, seconds: [0-9.]+$' \
  "$DIR/fhp-5-breaker.cert"

# Command line.
check "--help" 0 '^usage: posproof-check FILE' --help
check "--version" 0 '^posproof-check [0-9]' --version
check "no FILE" 2 '^posproof-check: no certificate FILE' 
check "two FILEs" 2 '^posproof-check: more than one FILE' "$DIR/conn3.cert" "$DIR/conn3.cert"
check "unknown option" 2 '^posproof-check: unknown option' "$DIR/conn3.cert" --colour
check "bad --game" 2 "^posproof-check: invalid --game 'hamilton'" "$DIR/conn3.cert" --game hamilton
check "bad --n" 2 "^posproof-check: invalid --n '17'" "$DIR/conn3.cert" --n 17
check "bad --winner" 2 "^posproof-check: invalid --winner 'alice'" "$DIR/conn3.cert" --winner alice
check "bad --rule" 2 "^posproof-check: invalid --rule 'sim'" "$DIR/conn3.cert" --rule sim
check "bad --bias" 2 "^posproof-check: invalid --bias '0:1'" "$DIR/conn3.cert" --bias 0:1
check "bad --H" 2 "^posproof-check: invalid --H 'B\\?'" "$DIR/conn3.cert" --H 'B?'
check "bad --board padding" 2 "^posproof-check: invalid --board" "$DIR/conn3.cert" --board 'D^|'
check "bad --creator" 2 "^posproof-check: invalid --creator 'creator'" "$DIR/conn3.cert" --creator creator
check "bad --property" 2 "^posproof-check: invalid --property 'h:K9'" "$DIR/conn3.cert" --property h:K9
check "--n with --board" 2 '^posproof-check: --n and --board' "$DIR/conn3.cert" --n 3 --board Bw
check "--winner with --no-loss" 2 'exclude each other' "$DIR/conn3.cert" --winner maker --no-loss maker
check "missing value" 2 '^posproof-check: missing value for --first' "$DIR/conn3.cert" --first
check "--opt=value form" 0 '^VERIFIED' "$DIR/conn3.cert" --game=conn --n=3 --winner=maker
check "missing file" 2 '^posproof-check: cannot open .*: No such file' "$DIR/no-such.cert"
check "directory" 2 '^posproof-check: ' "$DIR"
echo "1..$n"
