#!/bin/sh
# make bench: the proofs table for HAM, HP and FHP with n <= NMAX (default 9,
# all 32 instances; SKIP="fhp9-maker fhp9-breaker" leaves out the long ones),
# headed by the machine and the commit, written to bench-out/, then the same
# instances solved with one thread and with all threads, then the one-engine
# targets beside 8f42c60's binary (scripts/targets.sh; TARGETS=0 leaves them
# out). Nothing here is asserted by a test; record the output in
# BENCHMARKS.md.
cd "$(dirname "$0")/.."
BENCH=1 CLAIMS=0 NEW=0 OUT=bench-out NMAX=${NMAX:-9} sh scripts/proofs.sh
rc=$?
threads=$(nproc)
echo
echo "Threads: solve seconds (no certificate) with 1 and $threads threads"
printf '%-16s %10s %10s %12s %12s %8s\n' instance "1 thread" "$threads threads" "positions 1" "positions $threads" speedup
field() { printf '%s\n' "$1" | sed -n "s/.*\"$2\": \([0-9.]*\).*/\1/p"; }
# SCALING: one instance a line, "game n first"
printf '%s\n' "${SCALING:-ham 8 breaker
fhp 8 maker
fhp 8 breaker
ham 9 maker}" | while read -r game n first; do
  one=$(bin/posproof solve --game "$game" --n "$n" --first "$first" --threads 1 --json --quiet)
  all=$(bin/posproof solve --game "$game" --n "$n" --first "$first" --threads "$threads" --json --quiet)
  printf '%-16s %10s %10s %12s %12s %8s\n' "$game$n-$first" "$(field "$one" seconds)" "$(field "$all" seconds)" \
    "$(field "$one" positions)" "$(field "$all" positions)" \
    "$(echo "$(field "$one" seconds) $(field "$all" seconds)" | awk '{ printf "%.2fx", ($2 > 0 ? $1 / $2 : 0) }')"
done
if [ "${TARGETS:-1}" = 1 ]; then
  echo
  echo "The one-engine targets (scripts/targets.sh)"
  bash scripts/targets.sh || rc=1
fi
exit $rc
