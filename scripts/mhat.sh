#!/usr/bin/env bash
# m-hat(n): the fewest edges of a graph on n vertices on which Maker wins
# the Hamiltonian-cycle game (seed 000 mentions it only asymptotically),
# for one starting player, with every board's certificate checked.
#
#   sh scripts/mhat.sh N FIRST OUTDIR     (FIRST: maker or breaker)
#
# The argument (board monotonicity of Maker-Breaker games): a Maker win on
# G stays one on every graph containing G (Breaker's moves outside G are
# passes for him), and a Breaker win on G stays one on every subgraph of G.
# So with m = m-hat(n), Maker wins on some graph with m edges and on none
# with m - 1; every graph with fewer edges lies inside one with m - 1. The
# sweep goes down from K_n, level by level (nauty-geng N E:E, every graph
# with E edges up to isomorphism, connected or not), until a level has no
# Maker win; it writes to OUTDIR/eE/ the certificate of every board of the
# last two levels (Maker's wins on the m-edge boards that Maker wins, the
# Breaker wins of all m - 1-edge boards; FORMAT.md, with the board in
# graph6), checks each with posproof-check for exactly that claim, and
# prints one line:
#
#   m-hat(N) FIRST first = M: K extremal boards (G6 ...); B boards with M-1 edges, all Breaker's; C certificates VERIFIED; S s
set -u
here=$PWD   # OUTDIR is relative to where the script was started
cd "$(dirname "$0")/.." || exit 2
[ $# = 3 ] || { echo "usage: sh scripts/mhat.sh N maker|breaker OUTDIR" >&2; exit 2; }
n=$1 first=$2 out=$3
case $out in /*) ;; *) out=$here/$out ;; esac
case $first in maker | breaker) ;; *) echo "mhat.sh: FIRST must be maker or breaker, not '$first'" >&2; exit 2 ;; esac
PP=${POSPROOF:-bin/posproof} CK=${POSPROOF_CHECK:-bin/posproof-check}
t0=$(date +%s.%N)
mkdir -p "$out" || exit 2
top=$((n * (n - 1) / 2))
# level E: solve every board with E edges for FIRST, certificates in
# $out/eE; prints the graph6 of the boards Maker wins, one a line.
level() {
  local e=$1
  rm -rf "$out/e$e" && mkdir -p "$out/e$e"
  nauty-geng -q "$n" "$e:$e" >"$out/e$e/boards.g6"
  "$PP" solve --game ham --batch --first "$first" --cert-dir "$out/e$e" --quiet <"$out/e$e/boards.g6" \
    >"$out/e$e/results" || { echo "mhat.sh: the solve of level $e failed" >&2; exit 1; }
  sed -n "s/^\([^ ]*\) line=[0-9]* $first-first=maker\$/\1/p" "$out/e$e/results"
}
prev="" e=$top
wins=$(level $e)
[ -n "$wins" ] || { echo "m-hat($n) $first first: Maker does not win on K$n"; exit 0; }
while [ -n "$wins" ]; do
  prev=$wins
  [ "$e" -gt 0 ] || break
  [ "$e" -lt "$top" ] && rm -rf "$out/e$((e + 1))"   # only the last two levels are kept
  e=$((e - 1))
  wins=$(level $e)
done
m=$((e + 1))
# check every certificate of the two levels for its own claim
ok=0 bad=0
for lv in "$m:maker" "$e:breaker"; do
  d=$out/e${lv%%:*} want=${lv#*:}
  line=0
  while read -r g6; do
    line=$((line + 1))
    w=$(sed -n "s/^[^ ]* line=$line $first-first=//p" "$d/results")
    [ "$want" = breaker ] || [ "$w" = maker ] || continue
    c=$d/$line.$first-first.cert
    if "$CK" "$c" --game ham --board "$g6" --first "$first" --winner "$w" --quiet >/dev/null 2>&1 && [ "$w" = "$want" ]; then
      ok=$((ok + 1))
    else
      bad=$((bad + 1))
      echo "mhat.sh: $c (board $g6, winner $w): not VERIFIED for $want" >&2
    fi
  done <"$d/boards.g6"
done
nb=$(wc -l <"$out/e$e/boards.g6")
s=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
echo "m-hat($n) $first first = $m: $(echo "$prev" | wc -l) extremal boards ($(echo $prev)); $nb boards with $e edges, all Breaker's; $ok certificates VERIFIED, $bad not; $s s"
[ "$bad" = 0 ]
