#!/usr/bin/env bash
# The one-engine targets (the targets set for one engine for every game,
# 2026-11-23 to 2026-11-24), measured side by side
# with the binary of 8f42c60 (before the work began) in one run: part of
# `make bench`, never of a test. Prints markdown tables for BENCHMARKS.md.
#
#   BASE=DIR      a tree of 8f42c60 with bin/posproof built (default: built
#                 here from git into build/base-8f42c60 when missing)
#   TIMEOUT=S     seconds an instance may take, each binary (default 150)
#
# Times are CPU seconds (user + system) of the whole command with one
# search thread where the binary has threads, so that a busy machine
# changes them little; the thread rows give wall seconds. ">S" is a run
# stopped at the timeout; "refused" names the binary's refusal.
set -u
cd "$(dirname "$0")/.." || exit 1
TIMEOUT=${TIMEOUT:-150}
BASE=${BASE:-build/base-8f42c60}
if [ ! -x "$BASE/bin/posproof" ]; then
  rm -rf "$BASE" && mkdir -p "$BASE" && git archive 8f42c60 | tar -x -C "$BASE"
  if ! make -C "$BASE" -j"$(nproc)" >"$BASE.log" 2>&1; then echo "cannot build 8f42c60 (see $BASE.log)" >&2; exit 1; fi
fi
OLD=$BASE/bin/posproof NEW=bin/posproof
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run BIN ARGS...: "SECONDS POSITIONS" of one command (stdin from $IN if
# set), SECONDS its CPU (user + system); or ">TIMEOUT -", "refused -",
# "failed -".
run() {
  local bin=$1 rc; shift
  TIMEFORMAT='%3U %3S'
  # SIGKILL at the timeout: a solve stopped by SIGTERM would save what it
  # searched to a keep file in the current directory (docs/keep.md), which
  # a timing run does not want (exit 137 then, not 124)
  { time { timeout -s KILL "$TIMEOUT" "$bin" "$@" <"${IN:-/dev/null}" >"$tmp/out" 2>"$tmp/err"; echo $? >"$tmp/rc"; }; } 2>"$tmp/time"
  rc=$(cat "$tmp/rc")
  if [ "$rc" = 137 ]; then echo ">$TIMEOUT -"; return; fi
  if [ "$rc" != 0 ]; then
    if grep -q "supported\|at most\|unknown\|does not apply" "$tmp/err"; then echo "refused -"; else echo "failed -"; fi
    return
  fi
  printf '%s %s\n' "$(awk '{printf "%.2f", $1 + $2}' "$tmp/time")" \
    "$(sed -n 's/.*(\([0-9]*\) positions.*/\1/p' "$tmp/out" | head -1)"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && b > 0) printf "%.0fx", a / b; else if (a ~ /^>/ && b ~ /^[0-9.]+$/ && b > 0) printf "> %.0fx", substr(a, 2) / b; else printf "-" }'; }

echo "machine: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc) cores"
echo "commit:  $(git rev-parse --short HEAD 2>/dev/null)$(git diff --quiet 2>/dev/null || echo ' (with uncommitted changes)') against 8f42c60; timeout ${TIMEOUT} s"
echo
echo "| instance (the one-engine targets) | 8f42c60 CPU s | positions | now CPU s | positions | speed-up |"
echo "| --- | --- | --- | --- | --- | --- |"
row() {   # row NAME "OLD ARGS" "NEW ARGS"
  local name=$1 a b
  # shellcheck disable=SC2086
  read -r a ap < <(run "$OLD" solve $2)
  # shellcheck disable=SC2086
  read -r b bp < <(run "$NEW" solve $3)
  echo "| $name | $a | $ap | $b | $bp | $(ratio "$a" "$b") |"
}
row "HAM K7, Maker first (8f42c60: --engine general)" "--game ham --n 7 --first maker --engine general" \
  "--game ham --n 7 --first maker --threads 1"
row "HAM on K8 as graph6 G~~~~{, Maker first" "--game ham --board G~~~~{ --first maker" \
  "--game ham --board G~~~~{ --first maker --threads 1"
row "hc K8, Maker first" "--game hc --n 8 --first maker" "--game hc --n 8 --first maker --threads 1"
nauty-geng -cq 7 >"$tmp/c7"
IN=$tmp/c7 row "the 853 boards of nauty-geng -c 7, ham --batch" "--game ham --batch" "--game ham --batch"
row "K4 weak achievement on K8" "--game ramsey --H K4 --n 8 --rule weak-achieve" \
  "--game ramsey --H K4 --n 8 --rule weak-achieve --threads 1"
row "K4 strong achievement on K8" "--game ramsey --H K4 --n 8 --rule achieve" \
  "--game ramsey --H K4 --n 8 --rule achieve --threads 1"
row "Subh on K7 with certificate" "--game subh --n 7 --creator first --cert $tmp/s1.cert" \
  "--game subh --n 7 --creator first --cert $tmp/s2.cert --threads 1"
row "triangle avoidance (shared h:K3 avoid) on K12" "--game shared --property h:K3 --rule avoid --n 12" \
  "--game shared --property h:K3 --rule avoid --n 12 --threads 1"
row "triangle avoidance on K11" "--game shared --property h:K3 --rule avoid --n 11" \
  "--game shared --property h:K3 --rule avoid --n 11 --threads 1"
row "Hamilton-cycle avoidance (shared ham avoid) on K9" "--game shared --property ham --rule avoid --n 9" \
  "--game shared --property ham --rule avoid --n 9 --threads 1"
row "Sim+ (ramsey K3 avoid-plus) on K7 (8f42c60: the general engine)" "--game ramsey --H K3 --n 7 --rule avoid-plus" \
  "--game ramsey --H K3 --n 7 --rule avoid-plus --threads 1"
B24=$(nauty-geng -q 8 24:24 | head -1)
row "HAM on the 8-vertex 24-edge board $B24, Maker first" "--game ham --board $B24 --first maker" \
  "--game ham --board $B24 --first maker --threads 1"
# the whole m-hat(8) sweep with its certificates (8f42c60 had no --cert-dir)
TIMEFORMAT='%3U %3S'
{ time bash scripts/mhat.sh 8 maker "$tmp/mhat" >"$tmp/mhat.out" 2>&1; } 2>"$tmp/mtime"
echo "| m-hat(8), Maker first: $(sed 's/:.*//' "$tmp/mhat.out" | sed 's/.*= //') edges; the sweep with every certificate checked | - | - | $(awk '{printf "%.2f", $1 + $2}' "$tmp/mtime") | - | - |"

echo
echo "| K_n as graph6 (target: within 1.3x of --n) | --n CPU s | graph6 CPU s | ratio |"
echo "| --- | --- | --- | --- |"
for inst in "ham 8 maker G~~~~{" "ham 8 breaker G~~~~{" "ham 9 maker H~~~~~~" "ham 9 breaker H~~~~~~" \
            "fhp 8 maker G~~~~{" "fhp 8 breaker G~~~~{"; do
  # shellcheck disable=SC2086
  set -- $inst
  read -r a _ < <(run "$NEW" solve --game "$1" --n "$2" --first "$3" --threads 1)
  read -r b _ < <(run "$NEW" solve --game "$1" --board "$4" --first "$3" --threads 1)
  echo "| $1 K$2, ${3} first | $a | $b | $(awk -v a="$a" -v b="$b" 'BEGIN { if (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && a > 0) printf "%.2f", b / a; else print "-" }') |"
done

echo
echo "| two threads against one (target: 1.6x on every family) | 1 thread wall s | 2 threads wall s | speed-up |"
echo "| --- | --- | --- | --- |"
field() { printf '%s\n' "$1" | sed -n "s/.*\"$2\": \([0-9.]*\).*/\1/p"; }
for inst in "--game ham --n 8 --first breaker" "--game fhp --n 8 --first breaker" \
            "--game ham --rule avoider-enforcer --n 8 --first avoider" \
            "--game shared --property ham --rule avoid --n 9" "--game ramsey --H K4 --n 7 --rule achieve" \
            "--game subh --n 6 --creator first" "--game ham --n 9 --first breaker" \
            "--game ramsey --H K4 --n 8 --rule weak-achieve" "--game subh --n 7 --creator first" \
            "--game ramsey --H K3 --n 7 --rule avoid-plus"; do
  # shellcheck disable=SC2086
  one=$(timeout -s KILL "$TIMEOUT" "$NEW" solve $inst --threads 1 --json --quiet 2>/dev/null)
  # shellcheck disable=SC2086
  two=$(timeout -s KILL "$TIMEOUT" "$NEW" solve $inst --threads 2 --json --quiet 2>&1)
  a=$(field "$one" seconds) b=$(field "$two" seconds)
  [ -n "$b" ] || b="($(printf '%s' "$two" | head -c 60))"
  echo "| ${inst#--game } | ${a:-(timeout)} | $b | $(awk -v a="$a" -v b="$b" 'BEGIN { if (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && b > 0) printf "%.2fx", a / b; else print "-" }') |"
done

echo
echo "| HAM10 with certificate (target: 60 s / 150 s) | solve wall s | certificate wall s | positions | entries |"
echo "| --- | --- | --- | --- | --- |"
for first in maker breaker; do
  j=$(timeout -s KILL $((4 * TIMEOUT)) "$NEW" solve --game ham --n 10 --first $first --cert "$tmp/h10.cert" --json --quiet 2>&1)
  echo "| HAM10, $first first | $(field "$j" seconds) | $(field "$j" cert_seconds) | $(field "$j" positions) | $(field "$j" cert_entries) |"
  rm -f "$tmp/h10.cert"
done
