#!/usr/bin/env bash
# One level of an m-hat sweep (scripts/mhat.sh has the argument) as pieces
# under GNU parallel: nauty-geng's own res/mod arguments divide the boards
# with E edges on N vertices into MOD pieces, each an ordinary
# `posproof solve --game ham --batch` run on one thread, every board's
# certificate written (to OUTDIR/PIECE/) and its line kept (OUTDIR/PIECE.json).
# A piece not finished within TIMEOUT seconds is stopped and counted as
# open, so a probe measures a level without solving all of it (TIMEOUT 0:
# no limit). A piece finished is kept (OUTDIR/PIECE.json): the same command
# run again goes on with the pieces not finished.
#
#   bash scripts/mhat-sweep.sh N E FIRST MOD OUTDIR [TIMEOUT] [JOBS]
#
# MEM=MB in the environment gives each piece `--mem MB` (boards of 10
# vertices need 8-12 GB for the solve and the strategy walk; the default,
# a quarter of the machine, is too little there).
#
# Prints one line: boards, Maker's wins (graph6), Breaker's, open; CPU
# seconds of the solved boards (mean, max); pieces finished. The same
# pieces run under Slurm as a job array of MOD tasks, piece
# $((SLURM_ARRAY_TASK_ID - 1)) each (docs/sharding.md, "Sweeps").
set -u
here=$PWD   # OUTDIR is relative to where the script was started
cd "$(dirname "$0")/.." || exit 2
[ $# -ge 5 ] || { echo "usage: bash scripts/mhat-sweep.sh N E maker|breaker MOD OUTDIR [TIMEOUT] [JOBS]" >&2; exit 2; }
n=$1 e=$2 first=$3 mod=$4 out=$5 limit=${6:-3600} jobs=${7:-2}
case $out in /*) ;; *) out=$here/$out ;; esac
case $first in maker | breaker) ;; *) echo "mhat-sweep.sh: FIRST must be maker or breaker" >&2; exit 2 ;; esac
PP=${POSPROOF:-bin/posproof}
case $PP in /*) ;; *) PP=$(pwd)/$PP ;; esac
mkdir -p "$out" || exit 2
mem=${MEM:+--mem $MEM}
export PP n e first mod out limit mem
seq 0 $((mod - 1)) | parallel -j "$jobs" --joblog "$out/joblog" '
  [ -e "$out/{}.json" ] && exit 0
  rm -rf "$out/{}" "$out/{}.stopped" && mkdir -p "$out/{}"
  nauty-geng -q "$n" "$e:$e" {}/"$mod" |
    timeout "$limit" "$PP" solve --game ham --batch --first "$first" --threads 1 $mem --json --quiet --cert-dir "$out/{}" >"$out/{}.part"
  rc=$?
  if [ $rc = 0 ]; then mv "$out/{}.part" "$out/{}.json"; else mv "$out/{}.part" "$out/{}.stopped"; fi
  true'
total=$(nauty-geng -u "$n" "$e:$e" 2>&1 | sed -n 's/^>Z \([0-9]*\) graphs.*/\1/p')
cat "$out"/*.json "$out"/*.stopped 2>/dev/null | total=$total perl -ne '
  $n++; $w{$1}++ if /"\w+-first": "(\w+)"/; push @mw, $1 if /"board": "([^"]+)".*-first": "maker"/;
  if (/"seconds": ([0-9.]+)/) { $s += $1; $max = $1 if $1 > $max }
  END { printf "level %s: %d of %d boards solved, maker %d%s, breaker %d; CPU s: %.1f in all, %.2f a board, max %.1f\n",
        $ENV{e}, $n, $ENV{total}, $w{maker} // 0, @mw ? " (" . join(" ", @mw[0 .. ($#mw < 4 ? $#mw : 4)]) . (@mw > 5 ? " ..." : "") . ")" : "",
        $w{breaker} // 0, $s, $n ? $s / $n : 0, $max }'
# exit 0 only when every piece finished (a stopped piece is searched again
# by the next run with the same OUTDIR; finished pieces are kept)
stopped=$(find "$out" -maxdepth 1 -name '*.stopped' | wc -l)
[ "$stopped" = 0 ] || { echo "mhat-sweep.sh: $stopped of $mod pieces not finished (OUTDIR/PIECE.stopped; run again to go on)" >&2; exit 3; }
