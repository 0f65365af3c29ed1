#!/usr/bin/env bash
# The checker stands alone: it is built from a copy of its directory with no
# other directory of the project in reach, it includes nothing from solver/
# or certs/, and it stays within its audit budget.  The trusted core
# (checker/core/, posproof-check-core) has at most 1,300 code lines and the
# fast layer (checker/fast/) at most 500, counted by scripts/code-lines (a C
# tokenizer: comments and blank lines out).  Today's checker (checker/*.c,
# bin/posproof-check) keeps its old budget of 1,500 lines until the fast
# layer replaces it.
. "$(dirname "$0")/lib.sh"
CFLAGS_ALONE="-std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -DWORDSIZE=64 -DMAXN=WORDSIZE"
LIBS_ALONE="-lnautyL1 $(pkg-config --libs libzstd sqlite3) -lm"
bad=$(grep -nE '#[[:space:]]*include[[:space:]]*"' "$TOP"/checker/*.[ch] "$TOP"/checker/*/*.[ch] 2>/dev/null |
      grep -E '"(\.\./\.\./|\.\./(solver|certs)/|solver/|certs/)' || true)
is "$bad" "" "checker/ includes nothing from solver/ or certs/"

# Today's checker, from a copy of checker/*.[ch].
mkdir -p "$TMP/alone"
cp "$TOP"/checker/*.c "$TOP"/checker/*.h "$TMP/alone/"
# shellcheck disable=SC2086
if (cd "$TMP/alone" && gcc $CFLAGS_ALONE $(pkg-config --cflags nauty libzstd sqlite3) *.c -o posproof-check $LIBS_ALONE) \
     >"$TMP/build.log" 2>&1; then
  pass "checker builds from a copy of checker/ alone, without warnings"
else
  fail "checker builds from a copy of checker/ alone, without warnings" "$(cat "$TMP/build.log")"
fi
lines=$(cat "$TOP"/checker/*.[ch] | grep -vE '^[[:space:]]*($|//|/\*|\*)' | wc -l)
if [ "$lines" -le 1500 ]; then pass "checker has $lines code lines (budget 1500)"; else fail "checker within 1500 code lines" "$lines"; fi
"$PP" solve --game hp --n 5 --first maker --cert "$TMP/hp5.cert" --quiet >/dev/null
out=$("$TMP/alone/posproof-check" "$TMP/hp5.cert" --game hp --n 5 --first maker --winner maker 2>&1)
like "$out" "^VERIFIED: " "standalone checker verifies a certificate"

# The core, from a copy of checker/core alone, with -Werror.
mkdir -p "$TMP/core"
cp "$TOP"/checker/core/*.[ch] "$TMP/core/"
# shellcheck disable=SC2086
if (cd "$TMP/core" && gcc $CFLAGS_ALONE -DPOSPROOF_VERSION="\"$(cat "$TOP/VERSION")\"" \
      $(pkg-config --cflags nauty libzstd sqlite3) *.c -o posproof-check-core $LIBS_ALONE) >"$TMP/core.log" 2>&1; then
  pass "the core builds from a copy of checker/core alone, without warnings"
else
  fail "the core builds from a copy of checker/core alone, without warnings" "$(cat "$TMP/core.log")"
fi
out=$("$TMP/core/posproof-check-core" "$TMP/hp5.cert" --game hp --n 5 --first maker --winner maker 2>&1)
like "$out" "^VERIFIED: " "the standalone core verifies a certificate"

# The budgets, by the tokenizer.
count() { perl "$TOP/scripts/code-lines" "$@" | tail -1 | cut -d' ' -f1; }
n=$(count "$TOP"/checker/core/*.[ch])
if [ "$n" -le 1300 ]; then pass "checker/core has $n code lines (budget 1300)"
else fail "checker/core within 1300 code lines" "$(perl "$TOP/scripts/code-lines" "$TOP"/checker/core/*.[ch])"; fi
# TODO(issue 21): checker/fast does not exist yet; once it does, this check
# runs (and may no longer be skipped).
if [ -d "$TOP/checker/fast" ]; then
  n=$(count "$TOP"/checker/fast/*.[ch])
  if [ "$n" -le 500 ]; then pass "checker/fast has $n code lines (budget 500)"
  else fail "checker/fast within 500 code lines" "$(perl "$TOP/scripts/code-lines" "$TOP"/checker/fast/*.[ch])"; fi
else
  pass "# SKIP checker/fast does not exist yet"
fi

# scripts/code-lines itself: comments, blank lines, literals.
printf '%s\n' '/* a comment' ' * "not a string */' '' 'int x; // a' '// only' 'const char *s = "/* no comment */";' \
  "char c = '\"';" '/* c */ int y;' 'int z = 1 / 2; /* trailing' '*/' '#define A \' '  1' >"$TMP/t.c"
is "$(perl "$TOP/scripts/code-lines" "$TMP/t.c")" "$(printf '7 %s\n7 total' "$TMP/t.c")" "scripts/code-lines counts lines with a token"
done_testing
