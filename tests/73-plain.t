#!/usr/bin/env bash
# The core against the fast layer.  posproof-check-core
# is the trusted core alone (checker/core/); posproof-check --plain runs
# exactly its check (check.c with replay_plain), its verdict put in words by
# checker/cli/, and the default mode adds the shortcuts of FORMAT.md 7.2
# (checker/fast/), each behind its own switch (--shortcuts LIST).
#   - every archived certificate in strategies/: posproof-check-core
#     verifies its MANIFEST claim (asked as the canonical claim that
#     posproof-check --plain builds from the game flags), with the same
#     record line as --plain;
#   - every certificate of the hand-made corpus: --plain, the default mode
#     on two threads, and each shortcut alone (--shortcuts N, one thread;
#     5 is threads: --shortcuts 5 --threads 3) give the same verdict (make
#     check: one of those seven modes a file, taken in turn) and,
#     for a rejection, the same reason and play; where the corpus asks the
#     file's own claim, posproof-check-core gives the same status and
#     reason.
# make check takes the archived certificates under 100 KB, make check-full
# all of them (the core replays HAM9's 10 MB for minutes).
# The mutation suite (tests/50-mutations.t) compares them on each of its
# mutants too, and the fuzz harness on every input (fuzz/fuzz_cert.c).
. "$(dirname "$0")/lib.sh"
DIR="$TOP/tests/checker-corpus"
# run PROGRAM FILE ARGS...: the output without the statistics line, and the
# status
run() {
  local out rc
  out=$("$@" 2>&1); rc=$?
  printf '%s\nexit %s\n' "$(printf '%s\n' "$out" | grep -v '^positions checked: ' |
    sed 's/ (plain replay)$//; s/^posproof-check\(-core\)\{0,1\}: [^:]*: /posproof-check: FILE: /')" "$rc"
}
nsame=0
same() {  # same NAME FILE ARGS...: the core as every mode of posproof-check
  local name=$1 want got mode; shift
  want=$(run "$CK" "$@" --plain)
  if [ $# = 1 ]; then
    got=$(run "$CKC" "$1")
    is "$(kind "$got")" "$(kind "$want")" "$name: posproof-check-core as --plain ($(kind "$want" | head -c 40))"
  fi
  local modes=("--threads 2" "--shortcuts none --threads 1"
               "--shortcuts 2 --threads 1" "--shortcuts 3 --threads 1"
               "--shortcuts 4 --threads 1" "--shortcuts 6 --threads 1"
               "--shortcuts 5 --threads 3")
  # make check: one of the seven modes a file, in turn (each mode meets
  # every seventh file, 33 or 34 of the corpus); make check-full: all seven
  if ! full; then
    modes=("${modes[$((nsame % 7))]}")
  fi
  nsame=$((nsame + 1))
  for mode in "${modes[@]}"; do
    # shellcheck disable=SC2086
    got=$(run "$CK" "$@" $mode)
    is "$got" "$want" "$name: $mode as the core ($(printf '%s' "$want" | head -c 40))"
  done
}
# kind OUTPUT: the verdict word (or the error without its file), the
# reason of a REJECTED, and the exit line
kind() {
  printf '%s\n' "$1" | sed -n 's/^\(VERIFIED\|PARTIAL\|MISMATCH\): .*/\1/p; /^REJECTED: /p; /^posproof-check: FILE: /p; /^exit /p'
}
verified() {  # verified FILE ARGS...: --plain says VERIFIED for the claim of ARGS, and so does the core
  local f=$1 core plain claim; shift
  # make check: the archived certificates under 100 KB (the core replays
  # with no shortcut: HAM8 Maker first's 256 KB take 9 s, HAM9's 10 MB
  # minutes); make check-full: all
  if ! full && [ "$(stat -c %s "$TOP/strategies/$f")" -gt 100000 ]; then return; fi
  # hc9-breaker is 67 KB, but the core's own test of hc makes its plain
  # replay 7 s (twice here): make check-full only
  if ! full && [ "$f" = hc9-breaker.cert ]; then return; fi
  plain=$(run "$CK" "$TOP/strategies/$f" "$@" --quiet --plain)
  is "$(printf '%s\n' "$plain" | sed -n '1s/: .*//p;$p' | tr '\n' ' ')" "VERIFIED exit 0 " \
    "strategies/$f: --plain verifies it"
  claim=$(printf '%s\n' "$plain" | sed -n 's/^verified: sha256 [0-9a-f]* claim //p')
  core=$(run "$CKC" --claim "$claim" "$TOP/strategies/$f" --quiet)
  is "$(printf '%s\n' "$core" | sed -n '/^verified: /p;/^exit /p')" "$(printf '%s\n' "$plain" | sed -n '/^verified: /p;/^exit /p')" \
    "strategies/$f: the core verifies the claim asked, with the same record line"
}
# Archived certificates: tests/40 and 41 show that the default mode verifies
# each for its MANIFEST claim; the core must verify the same claim.
while IFS=$'\t' read -r file game n first winner _; do
  [ "$file" = file ] && continue
  verified "$file" --game "$game" --n "$n" --first "$first" --winner "$winner"
done <"$TOP/strategies/MANIFEST"
while IFS=$'\t' read -r file game claim _; do
  [ "$file" = file ] && continue
  # shellcheck disable=SC2086
  verified "$file" $game $claim
done <"$TOP/strategies/MANIFEST.families"
while IFS=$'\t' read -r file want re args; do
  case $file in '#'*|'') continue ;; esac
  case " $args " in *" --threads "*|*" --plain "*) continue ;; esac
  [ "$want" = 3 ] && continue        # claim mismatch: nothing is replayed
  # shellcheck disable=SC2086
  same "corpus $file $args" "$DIR/$file" $args
done <"$DIR/corpus.list"
done_testing
