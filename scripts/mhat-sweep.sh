#!/usr/bin/env bash
# One level of an m-hat sweep (scripts/mhat.sh has the argument) as pieces
# under GNU parallel: nauty-geng's own res/mod arguments divide the boards
# with E edges on N vertices into MOD pieces, each an ordinary
# `posproof solve --game ham --batch` run on one thread, every board's
# certificate written (to OUTDIR/PIECE/) and its line kept
# (OUTDIR/PIECE.json). Then each certificate of the piece is checked by
# posproof-check for its board (nauty-geng's line, not the solver's) and
# the winner its line gives, and the checker's record lines ("verified:
# sha256 H claim C", as for sharded proofs: FORMAT.md, docs/sharding.md)
# are kept in OUTDIR/PIECE.verified. A piece is finished when it has both
# files; the same command run again searches only the pieces not finished,
# so a run stopped part way goes on where it stopped. Once a piece is
# verified its certificates may be deleted or kept elsewhere (CERTS=0 in
# the environment deletes them at once): scripts/mhat.sh counts the record
# lines, so a level can be swept over several runs, or machines, that keep
# only the .json and .verified files.
# A piece not finished within TIMEOUT seconds is stopped and counted as
# open (OUTDIR/PIECE.stopped), so a probe measures a level without solving
# all of it (TIMEOUT 0: no limit). Its boards are solved one at a time and
# each solved board's line kept (OUTDIR/PIECE/lineL.json), so a piece
# stopped, by TIMEOUT or by hand, goes on from its first board not solved.
#
#   bash scripts/mhat-sweep.sh N E FIRST MOD OUTDIR [TIMEOUT] [JOBS]
#
# MEM=MB in the environment gives each piece `--mem MB` (boards of 10
# vertices need 8-12 GB for the solve and the strategy walk; the default,
# a quarter of the machine, is too little there).
#
# COVER=FILE in the environment names boards already settled as
# Breaker's, one canonical graph6 (nauty-labelg) a line: a piece searches
# only its boards not in FILE (OUTDIR/PIECE.boards) and lists the others
# in OUTDIR/PIECE.covered. scripts/mhat.sh gives it the boards that lie
# inside a recorded Breaker win of the level above (scripts/mhat-level.sh
# --list breaker), whose records then count for them.
#
# Prints one line: boards, Maker's wins (graph6), Breaker's, open; CPU
# seconds of the solved boards (mean, max); pieces finished. Exit 0 when
# every piece is finished, 3 when some are not (run again to go on), 1 when
# a certificate is not VERIFIED (OUTDIR/PIECE.bad names it). The same
# pieces run under Slurm as a job array of MOD tasks, piece
# $((SLURM_ARRAY_TASK_ID - 1)) each (docs/sharding.md, "Sweeps").
set -u
here=$PWD   # OUTDIR is relative to where the script was started
cd "$(dirname "$0")/.." || exit 2
if [ "${1-}" = --boards ]; then
  # the boards of piece P = $2 not solved yet, one `posproof solve` each:
  # board L's certificate is OUTDIR/P/L.FIRST-first.cert and its line, as
  # `solve --batch` writes it, OUTDIR/P/lineL.json once it is solved
  p=$2 l=0
  while read -r g6; do
    l=$((l + 1))
    [ -e "$out/$p/line$l.json" ] && continue
    # shellcheck disable=SC2086
    "$PP" solve --game ham --board "$g6" --first "$first" --threads 1 $mem --json --quiet \
      --cert "$out/$p/$l.$first-first.cert" >"$out/$p/line$l.part" || exit 1
    LINE=$l perl -ne '
      my %f = /"(\w+)": ("[^"]*"|[0-9.]+)/g;
      print qq({"board": $f{board}, "line": $ENV{LINE}, "$ENV{first}-first": $f{winner}, "positions": $f{positions}, "seconds": $f{seconds}, "certificates": [$f{cert}]}\n)' \
      "$out/$p/line$l.part" >"$out/$p/line$l.tmp" && mv "$out/$p/line$l.tmp" "$out/$p/line$l.json" && rm "$out/$p/line$l.part"
  done <"$out/$p.boards"
  exit 0
fi
if [ "${1-}" = --piece ]; then
  # one piece, P = $2, with the settings the sweep exported: the solve
  # (unless its lines are there), then the checks (unless recorded)
  p=$2
  if [ ! -e "$out/$p.json" ]; then
    if [ ! -e "$out/$p.boards" ]; then
      # a piece not begun (or begun before its boards were kept): its
      # boards, those of COVER left out (nauty-labelg writes one canonical
      # line for each line it reads, in order)
      rm -rf "${out:?}/$p" "$out/$p".* && mkdir -p "$out/$p"
      nauty-geng -q "$n" "$e:$e" "$p/$mod" >"$out/$p.all"
      if [ -n "${cover-}" ]; then
        nauty-labelg -q <"$out/$p.all" 2>/dev/null | paste -d' ' - "$out/$p.all" |
          awk -v f="$cover" -v b="$out/$p.boards.part" -v c="$out/$p.covered" \
            'BEGIN { while ((getline l <f) > 0) s[l] } { print $2 >(($1 in s) ? c : b) }' &&
          touch "$out/$p.boards.part" "$out/$p.covered"
      else
        cp "$out/$p.all" "$out/$p.boards.part"
      fi
      rm -f "$out/$p.all"
      mv "$out/$p.boards.part" "$out/$p.boards"
    fi
    # the boards not solved yet, TIMEOUT for all of them; a piece stopped
    # keeps the lines of the boards it solved (in OUTDIR/PIECE.stopped for
    # the count) and goes on from the first board it did not
    rm -f "$out/$p.stopped"
    mkdir -p "$out/$p"
    timeout "$limit" bash scripts/mhat-sweep.sh --boards "$p"
    b=$(wc -l <"$out/$p.boards")
    for l in $(seq "$b"); do cat "$out/$p/line$l.json" 2>/dev/null; done >"$out/$p.part"
    if [ "$(wc -l <"$out/$p.part")" = "$b" ]; then
      mv "$out/$p.part" "$out/$p.json"
    else
      mv "$out/$p.part" "$out/$p.stopped"
      exit 0
    fi
  fi
  [ -e "$out/$p.verified" ] && exit 0
  rm -f "$out/$p.bad" "$out/$p.verified.part"
  l=0
  while read -r g6; do
    l=$((l + 1))
    w=$(grep -F "\"line\": $l," "$out/$p.json" | sed -n "s/.*\"$first-first\": \"\([a-z]*\)\".*/\1/p")
    c=$out/$p/$l.$first-first.cert
    if ! "$CK" "$c" --game ham --board "$g6" --first "$first" --winner "${w:-none}" --threads 1 --quiet 2>&1 |
      grep '^verified: ' >>"$out/$p.verified.part"; then
      echo "piece $p, line $l: $c (board $g6, winner ${w:-none}) not VERIFIED" >"$out/$p.bad"
      rm -f "$out/$p.verified.part"
      exit 0
    fi
  done < <(if [ -e "$out/$p.boards" ]; then cat "$out/$p.boards"; else nauty-geng -q "$n" "$e:$e" "$p/$mod"; fi)
  touch "$out/$p.verified.part"   # a piece without boards
  mv "$out/$p.verified.part" "$out/$p.verified"
  [ "${CERTS:-1}" = 0 ] && rm -rf "${out:?}/$p"
  exit 0
fi
[ $# -ge 5 ] || { echo "usage: bash scripts/mhat-sweep.sh N E maker|breaker MOD OUTDIR [TIMEOUT] [JOBS]" >&2; exit 2; }
n=$1 e=$2 first=$3 mod=$4 out=$5 limit=${6:-3600} jobs=${7:-2}
case $out in /*) ;; *) out=$here/$out ;; esac
case $first in maker | breaker) ;; *) echo "mhat-sweep.sh: FIRST must be maker or breaker" >&2; exit 2 ;; esac
PP=${POSPROOF:-bin/posproof} CK=${POSPROOF_CHECK:-bin/posproof-check}
case $PP in /*) ;; *) PP=$(pwd)/$PP ;; esac
case $CK in /*) ;; *) CK=$(pwd)/$CK ;; esac
mkdir -p "$out" || exit 2
mem=${MEM:+--mem $MEM}
cover=${COVER-}
if [ -n "$cover" ]; then
  case $cover in /*) ;; *) cover=$here/$cover ;; esac
  [ -r "$cover" ] || { echo "mhat-sweep.sh: cannot read COVER '$COVER'" >&2; exit 2; }
fi
export PP CK n e first mod out limit mem cover
seq 0 $((mod - 1)) | parallel -j "$jobs" --joblog "$out/joblog" bash scripts/mhat-sweep.sh --piece {}
total=$(nauty-geng -u "$n" "$e:$e" 2>&1 | sed -n 's/^>Z \([0-9]*\) graphs.*/\1/p')
covered=$(cat "$out"/*.covered 2>/dev/null | wc -l)
cat "$out"/*.json "$out"/*.stopped 2>/dev/null | total=$total covered=$covered perl -ne '
  $n++; $w{$1}++ if /"\w+-first": "(\w+)"/; push @mw, $1 if /"board": "([^"]+)".*-first": "maker"/;
  if (/"seconds": ([0-9.]+)/) { $s += $1; $max = $1 if $1 > $max }
  END { printf "level %s: %d of %d boards solved%s, maker %d%s, breaker %d; CPU s: %.1f in all, %.2f a board, max %.1f\n",
        $ENV{e}, $n, $ENV{total}, $ENV{covered} ? ", $ENV{covered} inside a recorded Breaker win of the level above" : "", $w{maker} // 0, @mw ? " (" . join(" ", @mw[0 .. ($#mw < 4 ? $#mw : 4)]) . (@mw > 5 ? " ..." : "") . ")" : "",
        $w{breaker} // 0, $s, $n ? $s / $n : 0, $max }'
bad=$(find "$out" -maxdepth 1 -name '*.bad' | wc -l)
[ "$bad" = 0 ] || { echo "mhat-sweep.sh: $(cat "$out"/*.bad | head -1) ($bad pieces with a certificate not VERIFIED)" >&2; exit 1; }
stopped=$(find "$out" -maxdepth 1 -name '*.stopped' | wc -l)
[ "$stopped" = 0 ] || { echo "mhat-sweep.sh: $stopped of $mod pieces not finished (OUTDIR/PIECE.stopped; run again to go on)" >&2; exit 3; }
