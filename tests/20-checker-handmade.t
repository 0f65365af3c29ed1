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
[ -x "$CK" ] || { echo "Bail out! 20-checker-handmade.t: $CK is not built (run make, or set POSPROOF_BIN)"; exit 1; }
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
check "--quiet success is the verdict and the record line" 0 '^VERIFIED: [^~]*~~verified: sha256 [0-9a-f]{64} claim [^~]*$' "$DIR/ham-5-maker.cert" --quiet
check "statistics line" 0 '~~positions checked: [0-9]+, strategy lookups: [0-9]+, work units: [0-9]+, entries: [0-9]+, seconds: [0-9.]+~~' \
  "$DIR/fhp-5-breaker.cert"
check "record line (the file's SHA-256 and its claim, for --verified)" 0 \
  '~~verified: sha256 [0-9a-f]{64} claim family=maker-breaker game=fhp rule= H= property= board=complete n=5 bias=1:1 first=breaker winner=breaker strategy=breaker start=00000000$' \
  "$DIR/fhp-5-breaker.cert"

# Command line.
check "--help" 0 '^usage: posproof-check \[GAME \[POSITION \| --start HEX\] \[--after MOVES\] \| --claim CLAIM\]' --help
check "--version" 0 '^posproof-check [0-9]' --version
check "no FILE" 2 '^posproof-check: no certificate FILE' 
check "two FILEs: each checked, exit 0 when both are VERIFIED" 0 '^VERIFIED: .*~~VERIFIED: ' "$DIR/conn3.cert" "$DIR/conn3.cert" --quiet
check "two FILEs: the first status other than 0" 1 '^VERIFIED: .*~~REJECTED: ' "$DIR/conn3.cert" "$DIR/conn3-missing-entry.cert" --quiet
check "unknown option" 2 '^posproof-check: unknown option' "$DIR/conn3.cert" --colour
check "bad --game" 2 "^posproof-check: invalid --game 'hamilton' for this game" "$DIR/conn3.cert" --game hamilton --n 3 --first maker
check "bad --n" 2 "^posproof-check: invalid --n '17' for this game" "$DIR/conn3.cert" --game conn --n 17 --first maker
check "bad --n (not a number)" 2 "^posproof-check: invalid --n 'three' for this game" "$DIR/conn3.cert" --game conn --n three --first maker
check "bad --winner" 2 "^posproof-check: invalid --winner 'alice' for this game" "$DIR/conn3.cert" --winner alice
check "bad --rule" 2 "^posproof-check: invalid --rule 'sim' for this game" "$DIR/conn3.cert" --game conn --rule sim --n 3 --first maker
check "bad --bias" 2 "^posproof-check: invalid --bias '0:1' for this game" "$DIR/conn3.cert" --game conn --n 3 --first maker --bias 0:1
check "bad --H" 2 "^posproof-check: invalid --H 'B\\?' for this game" "$DIR/conn3.cert" --game ramsey --rule avoid --n 3 --H 'B?'
check "bad --board padding" 2 "^posproof-check: invalid --board 'D\\^\\|' for this game" "$DIR/conn3.cert" --game conn --board 'D^|' --first maker
check "bad --creator" 2 "^posproof-check: invalid --creator 'creator' for this game" "$DIR/conn3.cert" --game subh --n 4 --creator creator
check "bad --property" 2 "^posproof-check: invalid --property 'h:X9' for this game" "$DIR/conn3.cert" --game shared --n 4 --property h:X9
check "--property h:K9 (a name) on 4 vertices" 2 "^posproof-check: invalid --n '4' for this game" "$DIR/conn3.cert" --game shared --n 4 --property h:K9
check "--H on a maker-breaker game" 2 "^posproof-check: --H does not apply to --game conn$" "$DIR/conn3.cert" --game conn --n 3 --first maker --H K3
check "--first on a ramsey game" 2 "^posproof-check: --first does not apply to --game ramsey$" "$DIR/conn3.cert" --game ramsey --rule avoid --H K3 --n 5 --first first
check "--help with a FILE" 2 "^posproof-check: --help takes no other argument$" "$DIR/conn3.cert" --help
check "--version with a FILE" 2 "^posproof-check: --version takes no other argument$" --version "$DIR/conn3.cert"
check "option given twice" 2 "^posproof-check: option given twice: --n$" "$DIR/conn3.cert" --game conn --n 3 --n 4 --first maker
check "--plain" 0 '^VERIFIED: Maker wins conn \(connectivity\) on K3 when Maker moves first \(plain replay\)~~' "$DIR/conn3.cert" --plain
check "--plain with --threads" 2 "^posproof-check: --plain is the core's replay: --threads and --shortcuts do not apply$" "$DIR/conn3.cert" --plain --threads 2
check "bad --mem" 2 "^posproof-check: invalid --mem '0'" "$DIR/conn3.cert" --mem 0
check "--n with --board" 2 '^posproof-check: give only one of --n, --board and --board-file$' "$DIR/conn3.cert" --n 3 --board Bw
check "--winner with --no-loss" 2 'exclude each other' "$DIR/conn3.cert" --winner maker --no-loss maker
check "missing value" 2 '^posproof-check: missing value for --first' "$DIR/conn3.cert" --first
check "--opt=value form" 0 '^VERIFIED' "$DIR/conn3.cert" --game=conn --n=3 --first=maker --winner=maker
check "missing file" 2 '^posproof-check: .*/no-such.cert: cannot open: No such file' "$DIR/no-such.cert"
check "directory" 2 '^posproof-check: ' "$DIR"
echo "1..$n"
