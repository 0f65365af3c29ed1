#!/usr/bin/env bash
# Every archived certificate in strategies/ matches its MANIFEST line (sha256,
# size, entries) and is VERIFIED by the checker for the claim the MANIFEST
# states.
# Sizes: make check-full (POSPROOF_FULL=1) verifies every certificate (most
# of the time goes to the four of more than 500,000 entries: HAM9, FHP8);
# make check verifies the others (every family and property of the archive,
# n up to 8) and checks the four largest against MANIFEST only (sha256,
# size, entries, content hash: the bytes full size verified).
. "$(dirname "$0")/lib.sh"
need sqlite3 sha256sum
man="$TOP/strategies/MANIFEST"
[ -f "$man" ] && pass "strategies/MANIFEST exists" || fail "strategies/MANIFEST exists"
rows=0
while IFS="$(printf '\t')" read -r file game n first winner entries bytes sum hash; do
  [ "$file" = file ] && continue
  rows=$((rows + 1))
  f="$TOP/strategies/$file"
  is "$(sha256sum "$f" | cut -d' ' -f1)" "$sum" "$file: sha256 matches MANIFEST"
  is "$(wc -c <"$f" | tr -d ' ')" "$bytes" "$file: size matches MANIFEST"
  is "$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'entries'")" "$entries" "$file: entries match MANIFEST"
  is "$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'content_hash'")" "$hash" "$file: content hash matches MANIFEST"
  if [ "$entries" -gt 500000 ] && ! full; then echo "# $file: VERIFIED under make check-full only ($entries entries)"; continue; fi
  out=$("$CK" "$f" --game "$game" --n "$n" --first "$first" --winner "$winner" 2>&1); rc=$?
  if [ $rc = 0 ] && printf '%s\n' "$out" | grep -q '^VERIFIED: '; then pass "$file: VERIFIED"; else fail "$file: VERIFIED" "exit $rc" "$out"; fi
done <"$man"
at_least "$rows" 30 "MANIFEST rows read"
# every instance of the three lemmas with n <= 7 is archived
for game in ham hp fhp; do
  for n in 4 5 6 7; do
    for first in maker breaker; do
      grep -q "^$game$n-$first.cert	" "$man" && pass "$game$n-$first archived" || fail "$game$n-$first archived"
    done
  done
done
listed=$( (tail -n +2 "$man"; tail -n +2 "$man.families") | cut -f1 | sort)
present=$(cd "$TOP/strategies" && ls *.cert 2>/dev/null | sort)
is "$present" "$listed" "strategies/ holds exactly the certificates listed in MANIFEST and MANIFEST.families"
done_testing
