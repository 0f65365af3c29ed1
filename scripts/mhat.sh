#!/usr/bin/env bash
# m-hat(n): the fewest edges of a graph on n vertices on which Maker wins
# the Hamiltonian-cycle game (seed 000 mentions it only asymptotically),
# for one starting player, with every board's certificate checked.
#
#   bash scripts/mhat.sh N FIRST OUTDIR [--board G6] [--jobs J]
#                                          (FIRST: maker or breaker)
#
# The argument (board monotonicity of Maker-Breaker games): a Maker win on
# G stays one on every graph containing G (Breaker's moves outside G are
# passes for him), and a Breaker win on G stays one on every subgraph of G.
# So with m = m-hat(n), Maker wins on some graph with m edges and on none
# with m - 1; every graph with fewer edges lies inside one with m - 1. The
# sweep goes down from K_n, level by level (nauty-geng N E:E, every graph
# with E edges up to isomorphism, connected or not), until a level has no
# Maker win. Each level is one run of scripts/mhat-sweep.sh (its boards in
# pieces under GNU parallel, J at a time, one thread each; a level stopped
# part way goes on where it stopped when the script is run again with the
# same OUTDIR). The sweep checks each certificate as its piece ends, with
# posproof-check for exactly that board (nauty-geng's) and winner, and
# keeps the checker's record line. A board of a level that lies inside a
# Breaker win of the level above is Breaker's already and is not searched
# (scripts/mhat-level.sh --list breaker; m-hat(9) with Maker first: 574
# of the 771 boards of 27 edges). This script then counts, with
# scripts/mhat-level.sh, the record lines of the last two levels: Maker's
# win on each m-edge board the solver says Maker wins, and Breaker's on
# every m - 1-edge board, by its own record or one of a board of m edges
# that contains it. With CERTS=0 the sweep deletes each
# piece's certificates once checked (a level of 771 boards of 9 vertices
# writes about 1.3 GB of them).
#
# --board G6 starts lower: G6 (graph6, N vertices, M edges) is a board
# Maker is claimed to win. Its win is proved with a certificate (in
# OUTDIR/board; a solve stopped keeps what it proved, `solve --keep`, for
# the next run) in place of the levels above it, and the sweep starts at
# M - 1 edges. The other boards of M edges are then not searched, so the
# line names only G6 as extremal ("given"). The n = 9 sweeps of RESULTS.md
# go this way (`--board 'HEzv~zv'` with Maker first, `--board 'HFz~v~}'`
# with Breaker first): the levels above them hold hundreds of boards, many
# of them Maker wins of 1e8 positions each.
#
# Prints one line:
#
#   m-hat(N) FIRST first = M: K extremal boards (G6 ...); B boards with M-1 edges, all Breaker's (R by their own certificates, I inside a Breaker win of M edges); C certificates VERIFIED, D not; S s
#
# (the extremal boards as nauty-geng writes them; C counts every record
# the answer rests on)
#
# Exit 0 only when every certificate is VERIFIED and every level finished.
# (A record line is as good as the machine that ran the checker: to check
# again, keep the certificates and run posproof-check on each.)
# MEM=MB in the environment gives each search `--mem MB`.
set -u
here=$PWD   # OUTDIR is relative to where the script was started
cd "$(dirname "$0")/.." || exit 2
usage="usage: bash scripts/mhat.sh N maker|breaker OUTDIR [--board G6] [--jobs J]"
[ $# -ge 3 ] || { echo "$usage" >&2; exit 2; }
n=$1 first=$2 out=$3
shift 3
given="" jobs=2
while [ $# -gt 0 ]; do
  case $1 in
    --board) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; given=$2; shift 2 ;;
    --jobs) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; jobs=$2; shift 2 ;;
    *) echo "mhat.sh: unknown argument '$1' ($usage)" >&2; exit 2 ;;
  esac
done
case $n in [3-9] | 1[0-6]) ;; *) echo "mhat.sh: N must be 3 to 16, not '$n'" >&2; exit 2 ;; esac
case $first in maker | breaker) ;; *) echo "mhat.sh: FIRST must be maker or breaker, not '$first'" >&2; exit 2 ;; esac
case $jobs in [1-9] | [1-9][0-9]) ;; *) echo "mhat.sh: J must be 1 to 99, not '$jobs'" >&2; exit 2 ;; esac
case $out in /*) ;; *) out=$here/$out ;; esac
PP=${POSPROOF:-bin/posproof} CK=${POSPROOF_CHECK:-bin/posproof-check}
t0=$(date +%s.%N)
mkdir -p "$out" || exit 2
mem=${MEM:+--mem $MEM}
# json_field LINE KEY: a string field of one of posproof's JSON lines
# (graph6 holds no '"'; JSON writes its '\' as '\\')
json_field() {
  printf '%s\n' "$1" | sed -n "s/.*\"$2\": \"\([^\"]*\)\".*/\1/p" | sed 's/\\\\/\\/g'
}
# level E: every board with E edges solved for FIRST (scripts/mhat-sweep.sh,
# certificates and JSON lines in $out/eE); prints the graph6 of the boards
# Maker wins, one a line. A level not finished ends the script.
level() {
  local e=$1 total mod f p cover=""
  total=$(nauty-geng -u "$n" "$e:$e" 2>&1 | sed -n 's/^>Z \([0-9]*\) graphs.*/\1/p')
  mod=$total
  [ "$mod" -le 1000 ] || mod=1000
  [ "$mod" -ge 1 ] || mod=1
  # a level begun before goes on in the pieces it was begun with
  # (mhat-sweep.sh run by hand with MOD pieces: write MOD to OUTDIR/eE/mod)
  case $(cat "$out/e$e/mod" 2>/dev/null) in
    [1-9] | [1-9][0-9] | [1-9][0-9][0-9] | 1000) mod=$(cat "$out/e$e/mod") ;;
    *) rm -rf "$out/e$e" && mkdir -p "$out/e$e" && echo "$mod" >"$out/e$e/mod" ;;
  esac
  # the boards inside a recorded Breaker win of the level above are
  # Breaker's already: not searched
  if [ -d "$out/e$((e + 1))" ]; then
    bash scripts/mhat-level.sh --list breaker "$n" "$e" "$first" /dev/null "$out/e$((e + 1))"/*.verified >"$out/e$e/cover" ||
      { echo "mhat.sh: level $e: the boards inside Breaker's wins of $((e + 1)) edges could not be listed" >&2; exit 1; }
    cover=$out/e$e/cover
  fi
  COVER=$cover POSPROOF=$PP bash scripts/mhat-sweep.sh "$n" "$e" "$first" "$mod" "$out/e$e" 0 "$jobs" >"$out/e$e/summary" 2>&1 ||
    { echo "mhat.sh: level $e not finished: $(cat "$out/e$e/summary")" >&2; exit 1; }
  for f in "$out/e$e"/[0-9]*.json; do
    p=${f##*/}
    sed "s/^/${p%.json} /" "$f"
  done >"$out/e$e/lines"
  [ $(($(wc -l <"$out/e$e/lines") + $(cat "$out/e$e"/*.covered 2>/dev/null | wc -l))) = "$total" ] ||
    { echo "mhat.sh: level $e: $(wc -l <"$out/e$e/lines") of $total boards solved" >&2; exit 1; }
  [ -t 2 ] && echo "mhat.sh: $(cat "$out/e$e/summary")" >&2   # progress, on a terminal
  while read -r l; do
    [ "$(json_field "$l" "$first-first")" = maker ] && json_field "$l" board
  done <"$out/e$e/lines"
  true
}
top=$((n * (n - 1) / 2))
if [ -n "$given" ]; then
  ne=$(printf '%s\n' "$given" | nauty-countg -q --ne 2>/dev/null | sed -n 's/.*n=\([0-9]*\); e=\([0-9]*\).*/\1 \2/p')
  [ "${ne% *}" = "$n" ] || { echo "mhat.sh: --board '$given' is not a graph6 graph on $n vertices" >&2; exit 2; }
  e=${ne#* } gm=${ne#* }
  mkdir -p "$out/board"
  if [ "$(cat "$out/board/given" 2>/dev/null)" != "$given" ] || [ ! -e "$out/board/solve.json" ]; then
    rm -f "$out/board/solve.json"
    printf '%s\n' "$given" >"$out/board/given"
    # shellcheck disable=SC2086
    "$PP" solve --game ham --board "$given" --first "$first" --threads 1 $mem --json --quiet \
      --keep "$out/board/solve.keep" --cert "$out/board/maker.cert" >"$out/board/solve.part" 2>"$out/board/solve.err" ||
      { echo "mhat.sh: the solve of --board '$given' failed: $(tail -1 "$out/board/solve.err")" >&2; exit 1; }
    mv "$out/board/solve.part" "$out/board/solve.json"
    rm -f "$out/board/solve.keep"
  fi
  [ "$(json_field "$(cat "$out/board/solve.json")" winner)" = maker ] ||
    { echo "mhat.sh: Maker does not win on --board '$given' with $first first" >&2; exit 1; }
  wins=$given
else
  e=$top
  wins=$(level $e) || exit 1
  [ -n "$wins" ] || { echo "m-hat($n) $first first: Maker does not win on K$n"; exit 0; }
fi
while [ -n "$wins" ]; do
  [ "$e" -gt 0 ] || break
  [ "$e" -lt "$top" ] && [ -d "$out/e$((e + 1))" ] && rm -rf "$out/e$((e + 1))"   # only the last two levels are kept
  e=$((e - 1))
  wins=$(level $e) || exit 1
done
m=$((e + 1))
# The verdicts, from the checker's record lines alone (OUTDIR/eE/PIECE.verified:
# mhat-sweep.sh checked each certificate for nauty-geng's board of that
# piece and line and the winner the solver's line gives; see there), each
# counted by scripts/mhat-level.sh for exactly its claim. The given
# board's certificate is checked here.
ok=0 bad=0
rm -f "$out/extremal"
if [ -n "$given" ] && [ "$m" = "$gm" ]; then
  if "$CK" "$out/board/maker.cert" --game ham --board "$given" --first "$first" --winner maker --quiet >/dev/null 2>&1; then
    ok=$((ok + 1))
  else
    bad=$((bad + 1))
    echo "mhat.sh: $out/board/maker.cert (board $given, winner maker): not VERIFIED for maker" >&2
  fi
  how="1 extremal board given ($given; the other boards of $m edges not searched)"
  above=""
else
  # the boards the solver says Maker wins (as nauty-geng wrote them), each
  # with its own Maker record (compared in canonical form)
  while read -r l; do
    [ "$(json_field "$l" "$first-first")" = maker ] && json_field "$l" board
  done <"$out/e$m/lines" | LC_ALL=C sort -u >"$out/extremal"
  bash scripts/mhat-level.sh --list maker "$n" "$m" "$first" /dev/null "$out/e$m"/*.verified >"$out/extremal.recorded"
  k=0 x=""
  while read -r g6; do
    k=$((k + 1))
    if grep -qxF -- "$(printf '%s\n' "$g6" | nauty-labelg -q 2>/dev/null)" "$out/extremal.recorded"; then
      ok=$((ok + 1))
    else
      bad=$((bad + 1)) x="$x $g6"
    fi
  done <"$out/extremal"
  [ -z "$x" ] || echo "mhat.sh: level $m: no record that Maker's win is VERIFIED on$x" >&2
  how="$k extremal board$([ "$k" = 1 ] || echo s) ($(paste -sd' ' "$out/extremal"))"
  above="$out/e$m"
fi
# every board of the level below is Breaker's by its own record or inside
# a Breaker win recorded on the level above
if [ -n "$above" ]; then
  line=$(bash scripts/mhat-level.sh "$n" "$e" "$first" /dev/null "$out/e$e"/*.verified "$above"/*.verified 2>&1)
else
  line=$(bash scripts/mhat-level.sh "$n" "$e" "$first" /dev/null "$out/e$e"/*.verified 2>&1)
fi
case $line in
  *", all Breaker's: "*) ;;
  *) echo "mhat.sh: $line" >&2; bad=$((bad + 1)) ;;
esac
nb=$(nauty-geng -u "$n" "$e:$e" 2>&1 | sed -n 's/^>Z \([0-9]*\) graphs.*/\1/p')
r=$(printf '%s\n' "$line" | sed -n "s/.*: \([0-9]*\) by a record of their own.*/\1/p")
c=$(printf '%s\n' "$line" | sed -n "s/.*, \([0-9]*\) inside a recorded Breaker win.*/\1/p")
ok=$((ok + ${r:-0}))
# and the Breaker wins of the level above that hold the others
[ -z "$above" ] || ok=$((ok + $(bash scripts/mhat-level.sh --list breaker "$n" "$m" "$first" /dev/null "$above"/*.verified | wc -l)))
s=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
echo "m-hat($n) $first first = $m: $how; $nb boards with $e edges, $([ "$bad" = 0 ] && echo "all Breaker's" || echo "not all shown Breaker's") (${r:-0} by their own certificates, ${c:-0} inside a Breaker win of $m edges); $ok certificates VERIFIED, $bad not; $s s"
[ "$bad" = 0 ]
