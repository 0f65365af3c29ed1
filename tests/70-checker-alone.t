#!/usr/bin/env bash
# The checker stands alone: it is built from a copy of checker/ with no other
# directory of the project in reach, it includes nothing from solver/ or
# certs/, and it stays within its audit budget of 1,500 lines of C (comments
# and blank lines excluded).
. "$(dirname "$0")/lib.sh"
mkdir -p "$TMP/alone"
cp "$TOP"/checker/*.c "$TOP"/checker/*.h "$TMP/alone/"
bad=$(grep -nE '#[[:space:]]*include[[:space:]]*"' "$TOP"/checker/*.[ch] | grep -E '"(\.\./|solver/|certs/)' || true)
is "$bad" "" "checker/ includes nothing from outside checker/"
if (cd "$TMP/alone" && gcc -std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -DWORDSIZE=64 -DMAXN=WORDSIZE \
      $(pkg-config --cflags nauty libzstd sqlite3) *.c -o posproof-check \
      -lnautyL1 $(pkg-config --libs libzstd sqlite3) -lm) >"$TMP/build.log" 2>&1; then
  pass "checker builds from a copy of checker/ alone, without warnings"
else
  fail "checker builds from a copy of checker/ alone, without warnings" "$(cat "$TMP/build.log")"
fi
lines=$(cat "$TOP"/checker/*.[ch] | grep -vE '^[[:space:]]*($|//|/\*|\*)' | wc -l)
if [ "$lines" -le 1500 ]; then pass "checker has $lines code lines (budget 1500)"; else fail "checker within 1500 code lines" "$lines"; fi
# the standalone build behaves like the installed one
"$PP" solve --game hp --n 5 --first maker --cert "$TMP/hp5.cert" --quiet >/dev/null
out=$("$TMP/alone/posproof-check" "$TMP/hp5.cert" --game hp --n 5 --first maker --winner maker 2>&1)
like "$out" "^VERIFIED: " "standalone checker verifies a certificate"
done_testing
