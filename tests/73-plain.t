#!/usr/bin/env bash
# posproof-check --plain (FORMAT.md 7.1: the replay of 6.3 with no shortcut,
# one thread) and the default mode (the shortcuts of 7.2, several threads)
# give the same verdict, and for a rejection the same reason and play: on
# every archived certificate in strategies/ and on every certificate of the
# hand-made corpus (the mutation suite, tests/50-mutations.t, compares them
# on each of its mutants too).
. "$(dirname "$0")/lib.sh"
DIR="$TOP/tests/checker-corpus"
# run FILE ARGS...: the output without the statistics line, and the status
run() {
  local out rc
  out=$("$CK" "$@" 2>&1); rc=$?
  printf '%s\nexit %s\n' "$(printf '%s\n' "$out" | grep -v '^positions checked: ' |
    sed 's/ (plain replay)$//; s/^posproof-check: [^:]*: /posproof-check: FILE: /')" "$rc"
}
same() {  # same NAME FILE ARGS...
  local name=$1; shift
  local want got
  want=$(run "$@" --threads 2)
  got=$(run "$@" --plain)
  is "$got" "$want" "$name: --plain as the default mode ($(printf '%s' "$want" | head -c 40))"
}
verified() {  # verified FILE ARGS...: --plain says VERIFIED, exit 0
  local f=$1 out; shift
  out=$(run "$TOP/strategies/$f" "$@" --plain --quiet)
  is "$(printf '%s\n' "$out" | sed -n '1s/: .*//p;$p' | tr '\n' ' ')" "VERIFIED exit 0 " \
    "strategies/$f: --plain verifies it too"
}
# Archived certificates: tests/40 and 41 show that the default mode verifies
# each for its MANIFEST claim; --plain must verify the same claim.
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
