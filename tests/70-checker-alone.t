#!/usr/bin/env bash
# The checker stands alone: its trusted core is built from a copy
# of checker/core with no other directory in reach, and the whole checker
# from a copy of checker/core, checker/fast and checker/cli; it includes
# nothing from solver/ or certs/, and neither the core nor the fast layer
# includes the command line (checker/cli/); the core stays within its audit
# budget of 1,900 code lines (1,650, and 250 for the rules of the variant
# families: monotone Avoider-Enforcer, Waiter-Client) and the fast layer
# within 500, as
# scripts/code-lines counts them (a C tokenizer: comments and blank lines
# out), each a failure when exceeded; the core has no threads and no
# atomics.
. "$(dirname "$0")/lib.sh"
CFLAGS70="-std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -DWORDSIZE=64 -DMAXN=WORDSIZE"
PKGS70="nauty libzstd sqlite3 libcrypto"
mkdir -p "$TMP/alone/core" "$TMP/both/checker/core" "$TMP/both/checker/fast" "$TMP/both/checker/cli"
cp "$TOP"/checker/core/*.[ch] "$TMP/alone/core/"
for d in core fast cli; do cp "$TOP"/checker/$d/*.[ch] "$TMP/both/checker/$d/"; done
bad=$(grep -nE '#[[:space:]]*include[[:space:]]*"' "$TOP"/checker/core/*.[ch] "$TOP"/checker/fast/*.[ch] |
      grep -vE '"(core\.h|fast\.h|\.\./core/core\.h)"' || true)
is "$bad" "" "the core and the fast layer include nothing from outside checker/core and checker/fast"
bad=$(grep -nE '#[[:space:]]*include[[:space:]]*"' "$TOP"/checker/cli/*.[ch] |
      grep -vE '"(cli\.h|\.\./core/core\.h|\.\./fast/fast\.h)"' || true)
is "$bad" "" "the command line includes nothing from outside checker/"
bad=$(grep -nE '#include <(pthread|stdatomic)\.h>|_Atomic|__atomic_|__sync_|\<atomic_[a-z_]+ *\(|\<pthread_[a-z_]+ *\(' "$TOP"/checker/core/*.[ch] || true)
is "$bad" "" "the core has no threads and no atomics"
# shellcheck disable=SC2086
if (cd "$TMP/alone/core" && gcc $CFLAGS70 $(pkg-config --cflags $PKGS70) *.c \
      -o posproof-check-core -l:libnautyL1.a $(pkg-config --libs $PKGS70) -lm) >"$TMP/build.log" 2>&1; then
  pass "the core builds from a copy of checker/core alone, without warnings"
else
  fail "the core builds from a copy of checker/core alone, without warnings" "$(cat "$TMP/build.log")"
fi
# shellcheck disable=SC2086
if (cd "$TMP/both/checker" && gcc $CFLAGS70 $(pkg-config --cflags $PKGS70) \
      $(ls core/*.c | grep -v core/main.c) fast/*.c cli/*.c -o posproof-check \
      -l:libnautyL1.a $(pkg-config --libs $PKGS70) -lpthread -lm) >"$TMP/build2.log" 2>&1; then
  pass "the checker builds from a copy of checker/ alone, without warnings"
else
  fail "the checker builds from a copy of checker/ alone, without warnings" "$(cat "$TMP/build2.log")"
fi
# The tokenizer counts what it should: a comment, a blank line, a "/*" in a
# string, a continued line.
printf '/* a\n * comment */\n\nint a; // x\nconst char *s = "/* no comment";\n#define X \\\n  1\n' >"$TMP/count.c"
is "$(perl "$TOP/scripts/code-lines" "$TMP/count.c" | tail -1)" "4 total" "scripts/code-lines counts tokens, not comments"
core=$(perl "$TOP/scripts/code-lines" "$TOP"/checker/core/*.[ch] | sed -n 's/ total$//p')
fast=$(perl "$TOP/scripts/code-lines" "$TOP"/checker/fast/*.[ch] | sed -n 's/ total$//p')
within() {  # within NAME COUNT BUDGET: COUNT is a number no larger than BUDGET
  if [ -n "$2" ] && [ "$2" -le "$3" ] 2>/dev/null; then pass "$1 has $2 code lines (budget $3)"
  else fail "$1 within $3 code lines" "got: ${2:-no count}"; fi
}
# the core's budget: 1,650 lines, and 250 more for the rules of the variant
# families (monotone Avoider-Enforcer, Waiter-Client), no more
CORE_BUDGET=1900
within "the core (checker/core)" "$core" $CORE_BUDGET
within "the fast layer (checker/fast)" "$fast" 500
# the check itself: a line beyond the budget fails, the budget passes
like "$(within "a core" 1901 $CORE_BUDGET)" "^not ok " "1,901 code lines fail the budget of 1,900"
like "$(within "a core" 1900 $CORE_BUDGET)" "^ok " "1,900 code lines pass it"
# the standalone builds behave like the installed ones
"$PP" solve --game hp --n 5 --first maker --cert "$TMP/hp5.cert" --quiet >/dev/null
claim=$("$CK" "$TMP/hp5.cert" --game hp --n 5 --first maker --winner maker --quiet | sed -n 's/^verified: sha256 [0-9a-f]* claim //p')
out=$("$TMP/alone/core/posproof-check-core" --claim "$claim" "$TMP/hp5.cert" 2>&1)
like "$out" "^VERIFIED: family=maker-breaker game=hp .* winner=maker strategy=maker start=0+$" "the standalone core verifies a certificate for the claim asked"
out=$("$TMP/both/checker/posproof-check" "$TMP/hp5.cert" --game hp --n 5 --first maker --winner maker 2>&1)
like "$out" "^VERIFIED: " "the standalone checker verifies a certificate"
done_testing
