#!/usr/bin/env bash
# Every outcome of Lemmas 6, 8, 9 (Stojakovic-Trkulja) with n <= 7, and HAM8,
# for both starting players; and the connectivity and perfect-matching outcomes
# of the paper's section 1 for n <= 8. Each is solved with a certificate, and
# the certificate must be VERIFIED by the independent checker against the
# paper's claim.
. "$(dirname "$0")/lib.sh"

# expected outcomes: game n first winner
{
  grep -v '^#' "$TOP/reference/stojakovic-trkulja.tsv" | tail -n +2 |
    awk -F'\t' '$2 <= 7 || ($1 == "ham" && $2 == 8) { print $1, $2, $3, $4 }'
  # Section 1: Maker wins Connectivity as first player for every n, as second iff n >= 4.
  for n in 3 4 5 6 7 8; do
    echo conn $n maker maker
    if [ $n -ge 4 ]; then echo conn $n breaker maker; else echo conn $n breaker breaker; fi
  done
  # Section 1: Perfect Matching (n even): Maker wins as first or second iff n >= 6 (n >= 4 here).
  for n in 4 6 8; do
    w=breaker; [ $n -ge 6 ] && w=maker
    echo pm $n maker $w; echo pm $n breaker $w
  done
} >"$TMP/expected"

while read -r game n first winner; do
  cert="$TMP/$game$n$first.cert"
  json=$("$PP" solve --game "$game" --n "$n" --first "$first" --cert "$cert" --json --quiet)
  is "$(json_field "$json" winner)" "$winner" "$game K$n, $first first: solver says $winner wins"
  out=$("$CK" "$cert" --game "$game" --n "$n" --first "$first" --winner "$winner" 2>&1)
  rc=$?
  if [ $rc = 0 ] && printf '%s\n' "$out" | grep -q '^VERIFIED: '; then
    pass "$game K$n, $first first: certificate VERIFIED"
  else
    fail "$game K$n, $first first: certificate VERIFIED" "exit $rc" "$out"
  fi
  rm -f "$cert"
done <"$TMP/expected"
done_testing
