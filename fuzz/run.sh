#!/bin/sh
# make fuzz: seeds, then each libFuzzer harness for FUZZ_SECONDS (default 60)
# under nice, then fuzz/oracle.pl for FUZZ_ORACLE mutants (default 500).
# Corpora grow in build/fuzz/corpus-raw and corpus-struct across runs;
# crashing inputs land in build/fuzz/crashes/. Prints the executions of
# each harness (libFuzzer's final stats). Exit 0 if nothing was found.
# FUZZ_ONLY=raw|struct|oracle runs just that part. FUZZ_SECONDS=0 runs each
# harness once over its seeds and corpus (no mutation; for CI).
set -u
cd "$(dirname "$0")/.."
F=build/fuzz
secs=${FUZZ_SECONDS:-60}
only=${FUZZ_ONLY:-}
mkdir -p $F/seed-raw $F/seed-struct $F/corpus-raw $F/corpus-struct $F/crashes

# Seeds: the hand-made corpus (many malformed on purpose), its version 3
# variants (tests/checker-corpus/make-v3.sh: header start) and the small
# genuine certificates of strategies/ (below 16 KiB).
bash tests/checker-corpus/make-v3.sh $F/v3 >/dev/null 2>&1 || echo "fuzz: make-v3.sh failed"
for c in tests/checker-corpus/*.cert $F/v3/*.cert strategies/*.cert; do
  [ "$(wc -c <"$c")" -le 16384 ] || continue
  b=$(basename "$c" .cert)
  cp "$c" $F/seed-raw/"$b"
  $F/cert2seed "$c" $F/seed-struct/"$b" 2>/dev/null || rm -f $F/seed-struct/"$b"
done

status=0
limit="-max_total_time=$secs"
[ "$secs" = 0 ] && limit=-runs=0
for h in raw struct; do
  [ -z "$only" ] || [ "$only" = $h ] || continue
  log=$F/fuzz-$h.log
  dict=""
  [ $h = struct ] && dict=-dict=fuzz/cert.dict
  # -timeout: no small certificate takes a second; -rss_limit_mb: blocks
  # hold at most 1 MiB (FORMAT.md 6.1), so a run takes far less.
  nice -n 10 $F/fuzz-$h $F/corpus-$h $F/seed-$h $dict $limit \
    -timeout=20 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix=$F/crashes/$h- >"$log" 2>&1
  rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  echo "fuzz-$h: $secs s, ${execs:-?} executions, corpus $(ls $F/corpus-$h | wc -l) files, exit $rc"
  if [ $rc != 0 ]; then
    status=1
    grep -E 'ERROR|SUMMARY|runtime error|Test unit written' "$log" | head -20
  fi
done

if [ "${FUZZ_ORACLE:-500}" != 0 ] && { [ -z "$only" ] || [ "$only" = oracle ]; }; then
  perl fuzz/oracle.pl --mutants "${FUZZ_ORACLE:-500}" --seed "$(date +%s)" || status=1
fi
exit $status
