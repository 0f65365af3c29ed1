#!/usr/bin/env bash
# The solver's transposition table (solver/tt.c), in the ordinary and in
# the wide build (tests/tt-check.c): it keeps apart positions that differ in
# one pair, the last pair of the board included; grown from one bucket it
# answers every probe as a table of its cap from the start; under threads
# it loses nothing while it grows (make check-tsan runs it with TSan); the
# entries solve --keep saves (tt_each) and loads (tt_put) copy a table whole.
. "$(dirname "$0")/lib.sh"
cc=${CC:-gcc}
for flags in "" "-DPOSPROOF_WIDE"; do
  name=${flags:-ordinary}
  # shellcheck disable=SC2086
  if $cc -std=c11 -O2 -g -Wall -Wextra -D_POSIX_C_SOURCE=200809L ${SANFLAGS:-} -pthread $flags "$TOP/tests/tt-check.c" \
       "$TOP/solver/tt.c" -o "$TMP/tt-check" >"$TMP/cc.log" 2>&1; then
    out=$("$TMP/tt-check" 2>&1); rc=$?
    is "$rc" 0 "tt ($name build): $(printf '%s\n' "$out" | tr '\n' ';')"
  else
    fail "tt-check builds ($name)" "$(cat "$TMP/cc.log")"
  fi
done
done_testing
