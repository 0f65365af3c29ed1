#!/usr/bin/env bash
# The core against the fast layer (issue 21, item 4).  posproof-check-core
# is the trusted core alone (checker/core/); posproof-check --plain runs
# exactly its replay, and the default mode adds the shortcuts of FORMAT.md
# 7.2 (checker/fast/), each behind its own switch (--shortcuts LIST).
#   - every archived certificate in strategies/: posproof-check-core
#     verifies its MANIFEST claim, and --plain prints what the core prints;
#   - every certificate of the hand-made corpus: the core, the default mode
#     on two threads, and each shortcut alone (--shortcuts N, one thread;
#     5 is threads: --shortcuts 5 --threads 3) give the same verdict and,
#     for a rejection, the same reason and play.
# make check takes the archived certificates under 300 KB, make check-full
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
same() {  # same NAME FILE ARGS...: the core as every mode of posproof-check
  local name=$1 want got mode; shift
  want=$(run "$CKC" "$@")
  for mode in "--threads 2" "--plain" "--shortcuts none --threads 1" \
              "--shortcuts 2 --threads 1" "--shortcuts 3 --threads 1" \
              "--shortcuts 4 --threads 1" "--shortcuts 6 --threads 1" \
              "--shortcuts 5 --threads 3"; do
    # shellcheck disable=SC2086
    got=$(run "$CK" "$@" $mode)
    is "$got" "$want" "$name: $mode as the core ($(printf '%s' "$want" | head -c 40))"
  done
}
verified() {  # verified FILE ARGS...: the core says VERIFIED, exit 0; --plain the same
  local f=$1 core plain; shift
  # make check: the archived certificates under 300 KB (the core replays
  # with no shortcut: HAM9's 10 MB take minutes); make check-full: all
  if ! full && [ "$(stat -c %s "$TOP/strategies/$f")" -gt 300000 ]; then return; fi
  core=$(run "$CKC" "$TOP/strategies/$f" "$@" --quiet)
  is "$(printf '%s\n' "$core" | sed -n '1s/: .*//p;$p' | tr '\n' ' ')" "VERIFIED exit 0 " \
    "strategies/$f: the core verifies it"
  plain=$(run "$CK" "$TOP/strategies/$f" "$@" --quiet --plain)
  is "$plain" "$core" "strategies/$f: --plain prints what the core prints"
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
