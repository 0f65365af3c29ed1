#!/usr/bin/env bash
# Progress of a long solve when stderr is no terminal (a log file, a Slurm
# job's output): `--progress-every S` prints a whole line every S seconds
# of the search and of the certificate walk (cmd_solve.c, log_due); S = 0
# prints one at each of the solver's checks (every 2^18 positions searched
# and 2^16 walked), which is what makes this test independent of the
# machine's speed. --quiet prints none, and the default (600 s) none in a
# run of seconds. HAM9 Maker first: about 2 s, 1.6 M positions searched,
# 0.4 M walked. On a terminal (tmux) the default is one line kept up to
# date, and --progress-every gives whole lines there too.
. "$(dirname "$0")/lib.sh"
game=(--game ham --n 9 --first maker --mem 256)
"$PP" solve "${game[@]}" --threads 1 --progress-every 0 --cert "$TMP/h9.cert" >"$TMP/out" 2>"$TMP/err" </dev/null; rc=$?
is "$rc" 0 "the solve with --progress-every 0 succeeds"
like "$(cat "$TMP/out")" "^maker-breaker ham on K9: first=maker result=first-player-win winner=maker" "its result line on stdout"
search=$(grep -c '^posproof: search: [0-9]* positions, [0-9]*/s, depth [0-9]*, [0-9]* s$' "$TMP/err")
walk=$(grep -c '^posproof: certificate: [0-9]* positions walked, [0-9]* entries, [0-9]* moves deep, [0-9]* s$' "$TMP/err")
other=$(grep -vc '^posproof: \(search\|certificate\): ' "$TMP/err")
[ "$search" -ge 2 ] && pass "search lines ($search)" || fail "search lines" "$(head -5 "$TMP/err")"
[ "$walk" -ge 2 ] && pass "walk lines ($walk)" || fail "walk lines" "$(head -5 "$TMP/err")"
is "$other" 0 "nothing else on stderr"
is "$(tr -d -c '\r' <"$TMP/err" | wc -c)" 0 "whole lines: no carriage return, no terminal codes"
# the search's lines count 2^18 positions a line, the walk's 2^16 a line, in order
pos=$(sed -n 's/^posproof: search: \([0-9]*\) positions.*/\1/p' "$TMP/err" | awk 'NR > 1 && $1 <= p { print "not increasing" } { p = $1 } $1 % 262144 { print "not a multiple of 2^18: " $1 }')
is "$pos" "" "the search lines' positions increase, multiples of 2^18"
pos=$(sed -n 's/^posproof: certificate: \([0-9]*\) positions.*/\1/p' "$TMP/err" | awk 'NR > 1 && $1 <= p { print "not increasing" } { p = $1 } $1 % 65536 { print "not a multiple of 2^16: " $1 }')
is "$pos" "" "the walk lines' positions increase, multiples of 2^16"
first_walk=$(grep -n '^posproof: certificate: ' "$TMP/err" | head -1 | cut -d: -f1)
last_search=$(grep -n '^posproof: search: ' "$TMP/err" | tail -1 | cut -d: -f1)
[ "${first_walk:-0}" -gt "${last_search:-0}" ] && pass "the walk's lines come after the search's" || fail "the walk's lines come after the search's"
# two threads: the walk's threads search too, but the lines stay whole and
# the search's stop once the walk begins
"$PP" solve "${game[@]}" --threads 2 --progress-every 0 --cert "$TMP/h9-2.cert" >/dev/null 2>"$TMP/err2" </dev/null
rc=$?
bad=$(grep -vc '^posproof: \(search: [0-9]* positions, [0-9]*/s, depth [0-9]*, [0-9]* s\|certificate: [0-9]* positions walked, [0-9]* entries, [0-9]* moves deep, [0-9]* s\)$' "$TMP/err2")
is "$rc $bad" "0 0" "two threads: whole lines only"
first_walk=$(grep -n '^posproof: certificate: ' "$TMP/err2" | head -1 | cut -d: -f1)
last_search=$(grep -n '^posproof: search: ' "$TMP/err2" | tail -1 | cut -d: -f1)
[ "${first_walk:-0}" -gt "${last_search:-0}" ] && pass "two threads: no search line once the walk began" || fail "two threads: no search line once the walk began" "$(cat "$TMP/err2")"
out=$("$CK" "$TMP/h9.cert" --game ham --n 9 --first maker --winner maker --quiet 2>&1); rc=$?
is "$rc" 0 "the certificate written beside the lines is VERIFIED ($out)"
"$PP" solve "${game[@]}" --threads 1 --progress-every 0 --quiet >/dev/null 2>"$TMP/err" </dev/null
is "$(cat "$TMP/err")" "" "--quiet: no progress line"
"$PP" solve "${game[@]}" --threads 1 >/dev/null 2>"$TMP/err" </dev/null
is "$(cat "$TMP/err")" "" "the default, a line every 600 s: none in a run of seconds"
# On a terminal (a tmux pane): one line kept up to date by default, and
# whole lines when --progress-every is given.
need tmux
SOCK="$TMP/tmux.sock"
T() { tmux -S "$SOCK" "$@"; }
trap 'T kill-server 2>/dev/null; rm -rf "$TMP"' EXIT
pane() {   # NAME ARGS...: the pane's text after posproof solve ARGS ran in it
  local name=$1 i
  shift
  T new-session -d -s "$name" -x 200 -y 60 "$PP solve ${game[*]} --threads 1 $* >/dev/null; echo EXIT=\$?; sleep 60"
  for i in $(seq 300); do
    T capture-pane -p -t "$name" -S -200 2>/dev/null | grep -q '^EXIT=' && break
    sleep 0.1
  done
  T capture-pane -p -t "$name" -S -200 2>/dev/null
}
screen=$(pane lines --progress-every 0)
n=$(printf '%s\n' "$screen" | grep -c '^posproof: search: [0-9]* positions')
[ "$n" -ge 2 ] && pass "a terminal with --progress-every 0: whole search lines ($n)" || fail "a terminal with --progress-every 0: whole search lines" "$screen"
like "$screen" '^EXIT=0$' "a terminal with --progress-every 0: the solve succeeds"
screen=$(pane live)
like "$screen" '^EXIT=0$' "a terminal by default: the solve succeeds"
is "$(printf '%s\n' "$screen" | grep -c '^posproof: ')" 0 "a terminal by default: no whole progress lines (one line kept up to date, erased at the end)"
# shard takes the option too (it runs the same solve)
"$PP" split --game ham --n 9 --first maker --depth 1 --out "$TMP/split" >/dev/null 2>"$TMP/split.err"
"$PP" shard "$TMP/split" 1 --threads 1 --mem 256 --progress-every 0 >/dev/null 2>"$TMP/err" </dev/null; rc=$?
is "$rc" 0 "shard --progress-every 0 succeeds ($(head -2 "$TMP/split.err"))"
like "$(head -1 "$TMP/err")" '^posproof: search: [0-9]+ positions' "shard prints the search's lines"
out=$(echo 'F~~~w' | "$PP" solve --game ham --batch --progress-every 5 2>&1); rc=$?
is "$rc" 2 "--batch --progress-every: usage error"
is "$out" "posproof: --progress-every is for one solve: --batch prints a line a board instead" "--batch --progress-every: one line naming why"
for bad in -1 x 1e3 604801; do
  out=$("$PP" solve --game ham --n 5 --first maker --progress-every "$bad" 2>&1); rc=$?
  is "$rc" 2 "--progress-every $bad: usage error"
  is "$(printf '%s\n' "$out" | wc -l)" 1 "--progress-every $bad: one line ($out)"
done
done_testing
