#!/usr/bin/env bash
# Every archived certificate of the other families (strategies/MANIFEST.families,
# written by scripts/archive-families.sh) matches its MANIFEST line and is
# VERIFIED by the checker for the game and claim the line states; the seed
# claims among them are pinned here as well, so that a regenerated archive
# cannot silently change a winner.
. "$(dirname "$0")/lib.sh"
man="$TOP/strategies/MANIFEST.families"
[ -f "$man" ] && pass "strategies/MANIFEST.families exists" || fail "strategies/MANIFEST.families exists"
while IFS="$(printf '\t')" read -r file game claim entries bytes sum hash; do
  [ "$file" = file ] && continue
  f="$TOP/strategies/$file"
  is "$(sha256sum "$f" | cut -d' ' -f1)" "$sum" "$file: sha256 matches MANIFEST.families"
  is "$(wc -c <"$f" | tr -d ' ')" "$bytes" "$file: size matches"
  is "$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'entries'")" "$entries" "$file: entries match"
  is "$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'content_hash'")" "$hash" "$file: content hash matches"
  # shellcheck disable=SC2086
  out=$("$CK" "$f" $game $claim 2>&1); rc=$?
  if [ $rc = 0 ] && printf '%s\n' "$out" | grep -q '^VERIFIED: '; then pass "$file: VERIFIED ($claim)"; else fail "$file: VERIFIED" "exit $rc" "$out"; fi
done <"$man"
# the seed claims these files prove
claim_of() { awk -F'\t' -v f="$1" '$1 == f { print $3 }' "$man"; }
is "$(claim_of sim.cert)" "--winner second" "Sim (seed 001, Theorem 22): second player wins"
is "$(claim_of simplus.cert)" "--winner second" "Sim+ (seed 001, Theorem 23): second player wins"
for n in 5 6; do for c in first second; do
  is "$(claim_of subh$n-creator-$c.cert)" "--winner creator" "Subh n = $n, creator $c (seed 003, Claims 1-4): creator wins"
done; done
is "$(claim_of ramsey-misere-k3-k5.first.cert)|$(claim_of ramsey-misere-k3-k5.second.cert)" \
  "--no-loss first|--no-loss second" "misere K3 on K5 is a draw, proved by one certificate for each player"
done_testing
