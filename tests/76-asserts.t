#!/usr/bin/env bash
# The solver and the checker keep their asserts (pair and vertex ranges, key lengths at the
# module boundaries of board.c, canon.c, gkey.c, kmap.c, tt.c, extract.c
# and certs/cert_write.c): the build must not define NDEBUG, so the program
# calls assert's failure handler somewhere.
. "$(dirname "$0")/lib.sh"
if grep -aq __assert_fail "$PP"; then
  pass "posproof is built with its asserts (no NDEBUG)"
else
  fail "posproof is built with its asserts (no NDEBUG)" "no reference to __assert_fail in $PP"
fi
if grep -aq __assert_fail "$CK"; then
  pass "posproof-check is built with its asserts (no NDEBUG)"
else
  fail "posproof-check is built with its asserts (no NDEBUG)" "no reference to __assert_fail in $CK"
fi
done_testing
