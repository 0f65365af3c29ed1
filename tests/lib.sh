# tests/lib.sh: TAP helpers for the bash tests, sourced by tests/*.t.
# Each test prints "ok N - name" or "not ok N - name" and the plan at the end.
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
# POSPROOF_BIN: the directory of the programs under test (make check-asan
# and check-tsan point it at their sanitizer builds); default bin/.
BIN=${POSPROOF_BIN:-$TOP/bin}
PP="$BIN/posproof"
CK="$BIN/posproof-check"
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

[ -x "$PP" ] && [ -x "$CK" ] || { echo "1..0 # SKIP binaries not built: run make"; exit 0; }
