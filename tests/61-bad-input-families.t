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
bad "--cert on a graph6 board with more than 64 edges (FORMAT.md 3.1)" "graph6 board has at most 64 edges (certs/FORMAT.md 3.1), and the board of --board has 66" \
  solve --game h:K3 --board "$(nauty-geng -q 12 66:66)" --first maker
bad "H larger than the board" "more than the board" solve --game h:K4 --board Bw --first maker
bad "ramsey H larger than K_n" "more than the board" solve --game ramsey --H K4 --n 3 --rule misere
bad "unknown H" "unknown graph" solve --game h:X9 --n 5 --first maker
bad "H too large (Q9: 512 vertices)" "has 512 vertices" solve --game h:Q9 --n 5 --first maker
bad "unknown game" "unknown game" solve --game hamm --n 5 --first maker
bad "unknown game: the families named too, and Sim's flags" \
  "unknown game 'sim' (expected a property P, .*ham.*; or ramsey, subh or shared: Sim is --game ramsey --H K3 --n 6 --rule misere)" \
  solve --game sim --n 6
bad "unknown property of the shared game" "unknown property 'sim' (expected .*ham" solve --game shared --property sim --n 6
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
bad "odd n for pm" "even number" solve --game pm --n 5 --first maker
bad "--cert with both starting players" "give --first" solve --game h:P4 --n 5
bad "--batch for ramsey" "only" solve --game ramsey --H K3 --n 6 --rule misere --batch
bad "--whole-board outside count" "applies to 'posproof count' only" solve --game subh --n 4 --whole-board --creator first
bad "n and board together" "only one of" solve --game conn --n 4 --board Bw --first maker
bad "ramsey avoid-plus with a bias" "--bias does not apply to --game ramsey" \
  solve --game ramsey --H K3 --n 6 --rule avoid-plus --bias 1:2
bad "count: unknown rule" "does not apply" count --game shared --property conn --n 4 --rule misere

# a start position (tests/66-start.t): the family's own words, pairs of the board, each pair once
bad "start: --red on maker-breaker" "^posproof: --red applies to ramsey games (the position of a maker-breaker game is given by --maker and --breaker)$" \
  solve --game ham --n 5 --first maker --red 0-1
bad "start: --maker on avoider-enforcer" "^posproof: --maker applies to maker-breaker games (the position of an avoider-enforcer game is given by --avoider and --enforcer)$" \
  solve --game conn --rule avoider-enforcer --n 5 --first avoider --maker 0-1
bad "start: --avoider on maker-breaker" "^posproof: --avoider applies to avoider-enforcer games" solve --game conn --n 5 --first maker --avoider 0-1
bad "start: --blue on shared" "^posproof: --blue applies to ramsey games (the position of a shared game is given by --edges)$" \
  solve --game shared --property conn --n 5 --blue 0-1
bad "start: --edges on subh" "^posproof: --edges applies to shared games (the position of a subh game is given by --arcs)$" \
  solve --game subh --n 5 --creator first --edges 0-1
bad "start: --arcs on ramsey" "^posproof: --arcs applies to subh games (the position of a ramsey game is given by --red and --blue)$" \
  solve --game ramsey --H K3 --n 5 --rule misere --arcs '0>1'
bad "start: --breaker on Ramsey" "^posproof: --breaker applies to maker-breaker games" solve --game ramsey --H K3 --n 5 --rule misere --breaker 0-1
bad "start: a pair given twice" "^posproof: --maker '0-1,2-3,1-0': the pair 0-1 is given twice$" \
  solve --game ham --n 5 --first maker --maker 0-1,2-3,1-0
bad "start: an arc given twice, reversed" "^posproof: --arcs '0>1,1>0': the pair 0-1 is given twice$" \
  solve --game subh --n 5 --creator first --arcs '0>1,1>0'
bad "start: a pair in both lists" "^posproof: the pair 1-2 is given in both --maker and --breaker$" \
  solve --game ham --n 5 --first maker --maker 0-1,1-2 --breaker 2-1
bad "start: a pair red and blue" "^posproof: the pair 0-4 is given in both --red and --blue$" \
  solve --game ramsey --H K3 --n 5 --rule avoid --red 0-4 --blue 4-0
bad "start: a pair off the graph6 board" "^posproof: --breaker '0-1': the pair 0-1 is not an edge of the board E?zw$" \
  solve --game h:P4 --board 'E?zw' --first maker --breaker 0-1
bad "start: a vertex out of range" "^posproof: --maker '0-1,4-5': vertex 5 is out of range (the board has vertices 0 to 4)$" \
  solve --game ham --n 5 --first maker --maker 0-1,4-5
bad "start: a huge vertex" "^posproof: --edges '0-99999999999': vertex 99999999999 is out of range (the board has vertices 0 to 4)$" \
  solve --game shared --property conn --n 5 --edges 0-99999999999
bad "start: a loop" "^posproof: --blue '3-3': 3-3 is not a pair (its two vertices must differ)$" \
  solve --game ramsey --H K3 --n 5 --rule misere --blue 3-3
for t in '0-1,' ',0-1' '0-1,,2-3' '0-1 2-3' ' 0-1' '0-1;2-3' '0_1' '-1-2' '+1-2' '01-2' '0-1-2' 'a-b' '0>1' '0-' '-'; do
  bad "start: malformed pairs '$t'" "^posproof: --maker '$t': expected pairs like 0-1,2-3 (decimal vertices, comma-separated; '' for none)$" \
    solve --game ham --n 5 --first maker --maker "$t"
done
for t in '0-1' '0>1,' '0>>1' '0<1'; do
  bad "start: malformed arcs '$t'" "^posproof: --arcs '$t': expected arcs like 0>1,2>3 (i>j: the pair {i,j} oriented from i to j; '' for none)$" \
    solve --game subh --n 5 --creator second --arcs "$t"
done
bad "start: --to-move outside avoid-plus" "^posproof: --to-move applies to rules whose turns have any length only, ramsey.s avoid-plus and monotone-avoider-enforcer (elsewhere the player to move follows from the counts: certs/FORMAT.md 3.4)$" \
  solve --game ramsey --H K3 --n 5 --rule misere --red 0-1 --to-move second
bad "start: --to-move on maker-breaker" "^posproof: --to-move applies to rules whose turns have any length only" \
  solve --game ham --n 5 --first maker --maker 0-1 --to-move first
bad "start: --to-move with a bad value" "^posproof: --to-move 'red': expected first or second$" \
  solve --game ramsey --H K3 --n 5 --rule avoid-plus --to-move red
bad "start: without --first" "^posproof: a start position needs --first maker or --first breaker: who is to move follows from the counts and from who moved first (certs/FORMAT.md 3.4)$" \
  solve --game ham --n 5 --maker 0-1
bad "start: avoider-enforcer without --first" "^posproof: a start position needs --first avoider or --first enforcer" \
  solve --game conn --rule avoider-enforcer --n 5 --enforcer ''
bad "start: subh without --creator" "^posproof: a start position needs --creator first or --creator second" \
  solve --game subh --n 5 --arcs '0>1'
# the offer families (FORMAT.md 2, 3.3): their flags and their bias
bad "--offer outside the offer families" "^posproof: --offer applies to waiter-client, client-waiter, picker-chooser and chooser-picker only$" \
  solve --game conn --n 5 --first maker --offer exact
bad "--leftover outside the offer families" "^posproof: --leftover applies to waiter-client, client-waiter, picker-chooser and chooser-picker only$" \
  solve --game ramsey --H K3 --n 6 --rule misere --leftover first
bad "--offer with a bad value" "^posproof: --offer 'some': expected exact or upto$" solve --game conn --n 5 --rule waiter-client --offer some
bad "--leftover with a bad value" "^posproof: --leftover 'maker': expected client, waiter or discard$" \
  solve --game conn --n 5 --rule waiter-client --leftover maker
bad "--leftover under --offer upto" "^posproof: --leftover applies under --offer exact only (under upto no pair is left over)$" \
  solve --game conn --n 5 --rule client-waiter --offer upto --leftover waiter
bad "--offer upto for picker-chooser" "^posproof: --offer upto does not apply to picker-chooser: Picker offers exactly two pairs$" \
  solve --game conn --n 5 --rule picker-chooser --offer upto
bad "waiter-client: a bias other than 1:q" "^posproof: --bias 2:1: waiter-client takes 1:q with q from 1 to 7 (Client keeps 1 pair a round, Waiter gets q)$" \
  solve --game conn --n 5 --rule waiter-client --bias 2:1
bad "client-waiter: q above 7" "^posproof: --bias 1:8: client-waiter takes 1:q with q from 1 to 7" \
  solve --game conn --n 5 --rule client-waiter --bias 1:8
bad "waiter-client: a range of biases past 1:7, refused before any solve" "^posproof: --bias 1:8: waiter-client takes 1:q with q from 1 to 7" \
  solve --game conn --n 5 --rule waiter-client --bias 1:1..1:8
bad "chooser-picker: a bias" "^posproof: --bias applies to .*waiter-client and client-waiter games only$" \
  solve --game conn --n 5 --rule chooser-picker --bias 1:2
bad "waiter-client: --first the chooser" "^posproof: --first 'client': the offerer, waiter, moves first in every round of waiter-client$" \
  solve --game conn --n 5 --rule waiter-client --first client
bad "picker-chooser: --finish 1" "^posproof: --finish 1 does not apply to picker-chooser: every move of its strategies is stored" \
  solve --game conn --n 5 --rule picker-chooser --finish 1
bad "picker-chooser: a start flag of another offer family" "^posproof: --client applies to waiter-client games" \
  solve --game conn --n 5 --rule picker-chooser --client 0-1
bad "split of an offer family" "^posproof: split does not take waiter-client: its frontier positions are in the middle of a round" \
  split --game conn --n 6 --rule waiter-client --depth 2 --out "$TMP/sp"
bad "start: with --batch" "^posproof: a start position (--maker and --breaker) does not apply to --batch, which solves every board from the empty position$" \
  solve --game h:P4 --batch --first maker --maker 0-1

# --batch: bad lines are reported with their number; the others are solved
printf 'CU\nxyz\nBw\nC~\n' | "$PP" solve --game h:P4 --batch >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc" 2 "batch with bad lines exits 2"
is "$(cut -d' ' -f1 "$TMP/out" | tr '\n' ' ')" "CU C~ " "batch: the good lines are still solved, in order"
like "$(sed -n 1p "$TMP/err")" "^posproof: line 2: .*xyz" "batch: malformed graph6 named with its line number"
like "$(sed -n 2p "$TMP/err")" "^posproof: line 3: .*more than the board" "batch: H larger than the board named with its line number"
is "$(wc -l <"$TMP/err" | tr -d ' ')" 2 "batch: one stderr line for each bad line"
done_testing
