#!/usr/bin/env bash
# Bad input to the one grammar of every family: one line on stderr naming the
# offending input, exit 2, nothing on stdout, no certificate left behind; in
# --batch the other lines are still processed and the bad line is named by
# its number.
. "$(dirname "$0")/lib.sh"
bad() {
  local name=$1 want=$2; shift 2
  local cert=(); [ "$1" = solve ] && cert=(--cert "$TMP/bad.cert")
  "$PP" "$@" "${cert[@]}" >"$TMP/out" 2>"$TMP/err"; local rc=$?
  if [ $rc = 2 ] && [ ! -s "$TMP/out" ] && [ "$(wc -l <"$TMP/err")" = 1 ] && grep -q -- "$want" "$TMP/err" && [ ! -e "$TMP/bad.cert" ]; then
    pass "$name"
  else
    fail "$name" "exit $rc" "stdout: $(cat "$TMP/out")" "stderr: $(cat "$TMP/err")" "expected stderr to mention: $want"
  fi
}
bad "malformed graph6 board" "not graph6" solve --game h:P4 --board 'C~~' --first maker
bad "graph6 with a bad byte" "outside" solve --game conn --board 'C~ ' --first maker
bad "board with more than 64 edges" "66 edges" solve --game h:K3 --board "$(nauty-geng -q 12 66:66)" --first maker
bad "H larger than the board" "more than the board" solve --game h:K4 --board Bw --first maker
bad "ramsey H larger than K_n" "more than the board" solve --game ramsey --H K4 --n 3 --rule misere
bad "unknown H" "unknown graph" solve --game h:Q9 --n 5 --first maker
bad "unknown game" "unknown game" solve --game hamm --n 5 --first maker
bad "unknown rule for ramsey" "got 'bogus'" solve --game ramsey --H K3 --n 6 --rule bogus
bad "ramsey without --H" "needs --H" solve --game ramsey --n 6 --rule misere
bad "--first does not apply to subh" "does not apply" solve --game subh --n 5 --first maker
bad "--creator does not apply to maker-breaker" "does not apply" solve --game ham --n 5 --creator first
bad "--bias does not apply to ramsey" "does not apply" solve --game ramsey --H K3 --n 6 --rule misere --bias 2:1
bad "--board does not apply to subh" "does not apply" solve --game subh --board Bw
bad "--H does not apply to shared" "does not apply" solve --game shared --property conn --n 5 --H K3
bad "shared without --property" "needs --property" solve --game shared --n 5
bad "malformed bias" "expected A:B" solve --game ham --n 5 --bias 2-1 --first maker
bad "zero bias" "expected A:B" solve --game ham --n 5 --bias 0:1 --first maker
bad "wrong role for avoider-enforcer" "expected avoider or enforcer" solve --game conn --rule avoider-enforcer --n 5 --first maker
bad "odd n for pm" "even number" solve --game pm --n 5 --engine general --first maker
bad "--cert with both starting players" "give --first" solve --game h:P4 --n 5
bad "--batch for ramsey" "only" solve --game ramsey --H K3 --n 6 --rule misere --batch
bad "--whole-board outside count" "applies to 'posproof count' only" solve --game subh --n 4 --whole-board --creator first
bad "n and board together" "only one of" solve --game conn --n 4 --board Bw --first maker
bad "K_n with more than 64 edges" "at most 64" solve --game h:K3 --n 12 --first maker
bad "count: unknown rule" "does not apply" count --game shared --property conn --n 4 --rule misere

# --batch: bad lines are reported with their number; the others are solved
printf 'CU\nxyz\nBw\nC~\n' | "$PP" solve --game h:P4 --batch >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc" 2 "batch with bad lines exits 2"
is "$(cut -d' ' -f1 "$TMP/out" | tr '\n' ' ')" "CU C~ " "batch: the good lines are still solved, in order"
like "$(sed -n 1p "$TMP/err")" "^posproof: line 2: .*xyz" "batch: malformed graph6 named with its line number"
like "$(sed -n 2p "$TMP/err")" "^posproof: line 3: .*more than the board" "batch: H larger than the board named with its line number"
is "$(wc -l <"$TMP/err" | tr -d ' ')" 2 "batch: one stderr line for each bad line"
done_testing
