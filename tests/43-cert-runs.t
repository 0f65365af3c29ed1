#!/usr/bin/env bash
# The certificate writer's runs (certs/cert_write.c): the same file whether
# the entries stay in memory or are sorted into runs on a file and merged,
# with duplicates and across block boundaries; conflicting moves refused
# across runs, or the least kept (tests/cert-runs.c).
. "$(dirname "$0")/lib.sh"
cc=${CC:-gcc}
# shellcheck disable=SC2046,SC2086
if $cc -std=c11 -O2 -g -Wall -Wextra -D_POSIX_C_SOURCE=200809L ${SANFLAGS:-} "$TOP/tests/cert-runs.c" \
     "$TOP/certs/cert_write.c" "$TOP/certs/sha256.c" -o "$TMP/cert-runs" \
     $(pkg-config --libs libzstd sqlite3 libcrypto) >"$TMP/cc.log" 2>&1; then
  mkdir "$TMP/d"
  out=$("$TMP/cert-runs" "$TMP/d" 2>&1); rc=$?
  while IFS= read -r line; do
    case $line in
      ok:*) pass "${line#ok: }" ;;
      *) fail "${line#FAILED: }" ;;
    esac
  done <<<"$out"
  is "$rc" 0 "cert-runs exits 0"
else
  fail "cert-runs builds" "$(cat "$TMP/cc.log")"
fi
done_testing
