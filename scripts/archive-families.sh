#!/bin/sh
# Regenerates the certificates of the other families in strategies/ (the
# seed claims of papers 001, 002, 003, 004, and one game of each kind the
# papers do not settle: Avoider-Enforcer, a bias, a draw), each verified,
# plus strategies/MANIFEST.families (tab-separated: file, the game flags,
# the claim flag, entries, bytes, sha256, content_hash). As in archive.sh, an
# archived file whose proof comes out the same (equal content_hash) is kept.
set -eu
cd "$(dirname "$0")/.."
man=strategies/MANIFEST.families.new
printf 'file\tgame\tclaim\tentries\tbytes\tsha256\tcontent_hash\n' >"$man"
hash_of() { sqlite3 "$1" "SELECT value FROM header WHERE name = 'content_hash'"; }
# add NAME GAMEFLAGS...: solve, certify, check and list one game.
add() {
  name=$1; shift
  json=$(bin/posproof solve "$@" --cert "strategies/$name.new.cert" --json --quiet)
  winner=$(printf '%s\n' "$json" | sed -n 's/.*"winner": "\([a-z]*\)".*/\1/p')
  if [ -n "$winner" ]; then set -- "$@" --winner "$winner"; files="$name"; claims="--winner $winner"
  else files="$name.first $name.second"; claims="--no-loss first|--no-loss second"; fi
  i=1
  for f in $files; do
    claim=$(echo "$claims" | cut -d'|' -f$i); i=$((i + 1))
    new="strategies/$name.new.cert"; [ "$f" = "$name" ] || new="strategies/$name.new.${f##*.}.cert"
    out="strategies/$f.cert"
    if [ -f "$out" ] && [ "$(hash_of "$out")" = "$(hash_of "$new")" ]; then rm -f "$new"; else mv "$new" "$out"; fi
    flags=$(echo "$@" | sed 's/ --winner [a-z]*$//')
    # shellcheck disable=SC2086
    bin/posproof-check "$out" $flags $claim --quiet
    entries=$(sqlite3 "$out" "SELECT value FROM header WHERE name = 'entries'")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$f.cert" "$flags" "$claim" "$entries" "$(wc -c <"$out" | tr -d ' ')" \
      "$(sha256sum "$out" | cut -d' ' -f1)" "$(hash_of "$out")" >>"$man"
  done
}
add sim --game ramsey --H K3 --n 6 --rule misere
add simplus --game ramsey --H K3 --n 6 --rule avoid-plus
add ramsey-avoid-k3-k6 --game ramsey --H K3 --n 6 --rule avoid
add ramsey-achieve-k3-k6 --game ramsey --H K3 --n 6 --rule achieve
add ramsey-weak-k3-k6 --game ramsey --H K3 --n 6 --rule weak-achieve
add ramsey-misere-k3-k5 --game ramsey --H K3 --n 5 --rule misere
for n in 3 4 5 6; do
  for c in first second; do add subh$n-creator-$c --game subh --n $n --creator $c; done
done
for n in 2 3 4 5 6 7 8 9; do
  add shared-conn$n-normal --game shared --property conn --n $n --rule normal
  add shared-conn$n-avoid --game shared --property conn --n $n --rule avoid
done
# h:CU: P4 as posproof labelled it up to commit 9a10277 (the path 2-0-3-1), the
# H these two archived files hold; P4 is now Ch (certs/FORMAT.md 4.1)
add p4-bull-maker --game h:CU --board 'D{O' --first maker
add p4-c5-breaker --game h:CU --board Dhc --first breaker
add fhp-c6-chord-maker --game fhp --board ElEG --first maker
add star3-tree-maker --game h:star:3 --board 'I??????~w' --first maker
add conn-k5-avoider-enforcer --game conn --rule avoider-enforcer --n 5 --first avoider
add ham6-bias-1-2 --game ham --n 6 --bias 1:2 --first maker
add hc6-maker --game hc --n 6 --first maker
# hc on K9 with Breaker first, open before (seed 000, section 7): Breaker wins
add hc9-breaker --game hc --n 9 --first breaker
add arboricity2-k5 --game arboricity:2 --n 5 --first breaker
add cycle-k4 --game cycle --n 4 --first breaker
mv "$man" strategies/MANIFEST.families
cat strategies/MANIFEST.families
