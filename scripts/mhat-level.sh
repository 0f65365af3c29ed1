#!/usr/bin/env bash
# Breaker's win on every board of one level of an m-hat sweep, from the
# record lines of posproof-check (scripts/mhat.sh has the argument):
#
#   bash scripts/mhat-level.sh [--list WINNER] N E FIRST RECORDS...
#                                          (FIRST, WINNER: maker or breaker)
#
# RECORDS are files holding posproof-check's record lines ("verified:
# sha256 H claim C", FORMAT.md 6.4; scripts/mhat-sweep.sh keeps them as
# OUTDIR/PIECE.verified). A board G with E edges on N vertices (nauty-geng
# N E:E, every graph up to isomorphism, connected or not) is Breaker's
# when a record says so of G itself, or of a graph with E + 1 edges that
# contains G: Breaker's win on a board is one on each of its subgraphs
# (board monotonicity), and the graphs inside a recorded one are
# nauty-deledgeg's. So a level is settled by the level above where that
# level's boards are Breaker's, and only the boards that lie in Maker's
# wins alone need a search of their own (m-hat(9) with Maker first: 574
# of the 771 boards of 27 edges lie in a Breaker win of 28 edges).
#
# A record counts only for exactly the claim: family=maker-breaker
# game=ham, bias 1:1, n = N, FIRST first, winner and strategy breaker,
# from the empty start (FORMAT.md 3.4: every pair in state 0 or 3, turn
# byte 0). Boards are compared by nauty-labelg's canonical labelling.
#
# Prints one line:
#
#   level E, FIRST first: B boards, all Breaker's: R by a record of their own, C inside a recorded Breaker win of E+1 edges
#
# or, when some are not, "..., U not: G6 ..." (the first ten) and exit 1.
#
# --list WINNER prints instead the boards of the level that are WINNER's
# by the records, one canonical graph6 a line, and exits 0: with breaker
# those above (own record or inside one), with maker those with a Maker
# record of their own. scripts/mhat.sh lists with it the boards of a level
# that the level above already settles (not searched again) and the
# extremal boards whose Maker win is recorded, so that what a record
# counts for is decided here alone.
set -u
usage="usage: bash scripts/mhat-level.sh [--list maker|breaker] N E maker|breaker RECORDS..."
list=""
if [ "${1-}" = --list ]; then
  case ${2-} in maker | breaker) list=$2 ;; *) echo "mhat-level.sh: --list takes maker or breaker, not '${2-}'" >&2; exit 2 ;; esac
  shift 2
fi
[ $# -ge 4 ] || { echo "$usage" >&2; exit 2; }
n=$1 e=$2 first=$3
shift 3
case $n in [3-9] | 1[0-6]) ;; *) echo "mhat-level.sh: N must be 3 to 16, not '$n'" >&2; exit 2 ;; esac
case $first in maker | breaker) ;; *) echo "mhat-level.sh: FIRST must be maker or breaker, not '$first'" >&2; exit 2 ;; esac
top=$((n * (n - 1) / 2))
case $e in [0-9] | [0-9][0-9] | 1[01][0-9] | 120) ;; *) e=-1 ;; esac
[ "$e" -ge 0 ] && [ "$e" -lt "$top" ] || { echo "mhat-level.sh: E must be 0 to $((top - 1)) for N = $n" >&2; exit 2; }
for f in "$@"; do
  [ -r "$f" ] || { echo "mhat-level.sh: cannot read the record file '$f'" >&2; exit 2; }
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mhat-level.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
kn=$(nauty-geng -q "$n" "$top:$top")   # K_n, for board=complete
# the boards of the records that count, one graph6 a line
w=${list:-breaker}
cat "$@" | awk -v n="$n" -v first="$first" -v kn="$kn" -v w="$w" '
  $1 != "verified:" || $2 != "sha256" || $4 != "claim" || NF != 16 { next }
  $5 != "family=maker-breaker" || $6 != "game=ham" || $7 != "rule=" || $8 != "H=" || $9 != "property=" { next }
  $11 != "n=" n || $12 != "bias=1:1" || $13 != "first=" first || $14 != "winner=" w || $15 != "strategy=" w { next }
  {
    s = substr($16, 7)
    # the empty start: every pair in state 0 or 3 (a hex digit 0, 3, c or f), the turn byte 00
    if (substr($16, 1, 6) != "start=" || s !~ /^[03cf]*00$/ || length(s) % 2) next
    b = substr($10, 7)
    if (substr($10, 1, 6) != "board=") next
    print (b == "complete" ? kn : b)
  }' >"$tmp/recorded"
nauty-geng -q "$n" "$e:$e" | nauty-labelg -q 2>/dev/null | LC_ALL=C sort -u >"$tmp/level"
nauty-labelg -q <"$tmp/recorded" 2>/dev/null | LC_ALL=C sort -u >"$tmp/own"
if [ "$list" = maker ]; then
  LC_ALL=C comm -12 "$tmp/level" "$tmp/own"
  exit 0
fi
nauty-deledgeg -q <"$tmp/recorded" 2>/dev/null | nauty-labelg -q 2>/dev/null | LC_ALL=C sort -u >"$tmp/inside"
LC_ALL=C comm -12 "$tmp/level" "$tmp/own" >"$tmp/by-own"
LC_ALL=C comm -23 "$tmp/level" "$tmp/own" | LC_ALL=C comm -12 - "$tmp/inside" >"$tmp/by-inside"
LC_ALL=C sort -u "$tmp/by-own" "$tmp/by-inside" | LC_ALL=C comm -23 "$tmp/level" - >"$tmp/not"
if [ "$list" = breaker ]; then
  LC_ALL=C sort -u "$tmp/by-own" "$tmp/by-inside"
  exit 0
fi
b=$(wc -l <"$tmp/level") r=$(wc -l <"$tmp/by-own") c=$(wc -l <"$tmp/by-inside") u=$(wc -l <"$tmp/not")
line="level $e, $first first: $b boards"
if [ "$u" = 0 ]; then
  echo "$line, all Breaker's: $r by a record of their own, $c inside a recorded Breaker win of $((e + 1)) edges"
else
  echo "$line: $r by a record of their own, $c inside a recorded Breaker win of $((e + 1)) edges, $u not: $(head -10 "$tmp/not" | paste -sd' ')$([ "$u" -le 10 ] || echo ' ...')"
  exit 1
fi
