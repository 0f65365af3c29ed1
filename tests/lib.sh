# tests/lib.sh: TAP helpers for the bash tests, sourced by tests/*.t.
# Each test prints "ok N - name" or "not ok N - name" and the plan at the end.
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
# POSPROOF_BIN: the directory of the programs under test (make check-asan
# and check-tsan point it at their sanitizer builds); default bin/.
BIN=${POSPROOF_BIN:-$TOP/bin}
PP="$BIN/posproof"
CK="$BIN/posproof-check"
# The trusted core alone (checker/core/): posproof-check-core.
CKC="$BIN/posproof-check-core"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/posproof-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
_tap_n=0

# pass NAME / fail NAME [DIAGNOSTIC...]
pass() { _tap_n=$((_tap_n + 1)); echo "ok $_tap_n - $1"; }
fail() {
  _tap_n=$((_tap_n + 1)); echo "not ok $_tap_n - $1"; shift
  for d in "$@"; do printf '%s\n' "$d" | sed 's/^/# /'; done
}
# is GOT EXPECTED NAME
is() { if [ "$1" = "$2" ]; then pass "$3"; else fail "$3" "got:      $1" "expected: $2"; fi; }
# like TEXT REGEX NAME
like() { if printf '%s\n' "$1" | grep -Eq -- "$2"; then pass "$3"; else fail "$3" "got:      $1" "expected: /$2/"; fi; }
done_testing() { echo "1..$_tap_n"; }

# json_field JSON NAME: the value of a flat JSON field (strings unquoted).
json_field() { printf '%s\n' "$1" | sed -n "s/.*\"$2\": \"\{0,1\}\([^,\"}]*\).*/\1/p"; }

# solve_fields FIELD... -- ARGS...: the string fields FIELD (space-separated,
# in that order) of `posproof solve ARGS --json --quiet --mem 64`, or
# "ERROR(rc): output" when it fails, "ERROR: no FIELD in output" when one is
# missing.
solve_fields() {
  local fields=() f out rc v res=""
  while [ "$1" != -- ]; do fields+=("$1"); shift; done; shift
  out=$("$PP" solve "$@" --json --quiet --mem 64 2>&1 </dev/null); rc=$?
  if [ $rc != 0 ]; then echo "ERROR($rc): $out"; return; fi
  for f in "${fields[@]}"; do
    v=$(printf '%s\n' "$out" | sed -n "s/.*\"$f\": \"\([a-z-]*\)\".*/\1/p")
    [ -n "$v" ] || { echo "ERROR: no $f in $out"; return; }
    res="$res${res:+ }$v"
  done
  echo "$res"
}


# build_ref: compiles tests/ref-game.c, the reference solver written from
# certs/FORMAT.md 3-4 (every family, plain minimax), to $REF, with ${SANFLAGS:-}
# (make check-asan), as one test; ref ARGS...: its result (first-player-win,
# second-player-win or draw) for `posproof solve`'s game flags ARGS, or
# "ERROR(rc): output".
# make check builds it once for all tests (Makefile, POSPROOF_REF): then
# build_ref checks that that build is there and not older than its sources.
REF="$TMP/ref-game"
build_ref() {
  if [ -n "${POSPROOF_REF:-}" ]; then
    REF=$POSPROOF_REF
    if [ -x "$REF" ] && [ ! "$TOP/tests/ref-game.c" -nt "$REF" ] && [ ! "$TOP/tests/bf-prop.h" -nt "$REF" ]; then
      pass "tests/ref-game.c is built ($REF)"
    else
      fail "tests/ref-game.c is built ($REF)" "missing or older than tests/ref-game.c or tests/bf-prop.h"
    fi
    return
  fi
  # shellcheck disable=SC2086
  if ${CC:-gcc} -std=c11 -O2 -g -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L ${SANFLAGS:-} "$TOP/tests/ref-game.c" \
       -o "$REF" >"$TMP/ref-cc.log" 2>&1; then
    pass "tests/ref-game.c builds"
  else
    fail "tests/ref-game.c builds" "$(cat "$TMP/ref-cc.log")"
  fi
}
ref() {
  local out rc
  out=$("$REF" "$@" 2>&1 </dev/null); rc=$?
  if [ $rc = 0 ]; then echo "$out"; else echo "ERROR($rc): $out"; fi
}

# block_get CERT RAWFILE: decompress the first block (by first_key) of
# CERT (FORMAT.md 6.1) into RAWFILE; block_put CERT RAWFILE ENTRIES:
# recompress RAWFILE (with checksum) and store it as the first block, of
# ENTRIES entries (mutations: tests/50, tests/38; byte planes:
# tests/lib/planes.pl).
block_get() {
  sqlite3 "$1" "SELECT writefile('$TMP/blk.zst', data) FROM block ORDER BY first_key LIMIT 1" >/dev/null
  zstd -q -d -f "$TMP/blk.zst" -o "$2"
}
block_put() {
  zstd -q -f --check "$2" -o "$TMP/blk.zst"
  sqlite3 "$1" "UPDATE block SET data = readfile('$TMP/blk.zst'), entries = $3 WHERE first_key = (SELECT min(first_key) FROM block)"
}

# bail_out REASON: stop the whole run (TAP "Bail out!", exit 1): a test that
# cannot run fails, it never passes by skipping.
bail_out() { echo "Bail out! $(basename "$0"): $*"; exit 1; }
# need TOOL...: each TOOL on PATH, or bail out naming it (scripts/deps.sh
# installs every tool the tests use).
need() {
  local t
  for t in "$@"; do
    command -v "$t" >/dev/null 2>&1 || bail_out "$t is missing (scripts/deps.sh installs it)"
  done
}
# full: true under make check-full (POSPROOF_FULL=1), which runs every test
# at its full size; make check runs the reduced sizes each test describes,
# which guard the same properties on fewer or smaller inputs.
full() { [ "${POSPROOF_FULL:-0}" = 1 ]; }
# at_least GOT MIN NAME: GOT >= MIN (a loop over generated inputs saw enough).
at_least() {
  if [ "${1:-0}" -ge "$2" ] 2>/dev/null; then pass "$3 ($1 >= $2)"; else fail "$3" "got:      ${1:-nothing}" "expected: at least $2"; fi
}

for _p in "$PP" "$CK" "$CKC" "$BIN/posproof-wide"; do
  [ -x "$_p" ] || bail_out "$_p is not built (run make, or set POSPROOF_BIN)"
done
unset _p
