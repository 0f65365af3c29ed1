#!/bin/sh
# Regenerates strategies/: the certificate of every instance of Lemmas 6, 8, 9
# with n <= NMAX whose file stays under 20 MB, each verified, plus MANIFEST
# (tab-separated: file game n first winner entries bytes sha256 content_hash).
# sha256 identifies the archived file; content_hash (the header's hash of the
# strategy blocks) identifies the proof, and is the same when the solver
# regenerates it with one thread (several threads may find another proof),
# although the file's timestamps differ: an archived file whose proof comes
# out the same is kept as it is. EXCLUDE lists
# instances (like "fhp8-breaker") known to exceed the limit.
set -eu
cd "$(dirname "$0")/.."
NMAX=${NMAX:-9}
EXCLUDE=${EXCLUDE-fhp9-maker fhp9-breaker}
LIMIT=$((20 * 1024 * 1024))
mkdir -p strategies
man=strategies/MANIFEST.new
printf 'file\tgame\tn\tfirst\twinner\tentries\tbytes\tsha256\tcontent_hash\n' >"$man"
grep -v '^#' reference/stojakovic-trkulja.tsv | tail -n +2 | while IFS="$(printf '\t')" read -r game n first _w _s; do
  [ "$n" -le "$NMAX" ] || continue
  case " ${EXCLUDE:-} " in *" $game$n-$first "*) echo "$game$n-$first: excluded" >&2; continue ;; esac
  f=strategies/$game$n-$first.cert
  json=$(bin/posproof solve --game "$game" --n "$n" --first "$first" --cert "$f.new" --json --quiet --threads 1)
  # the same proof as the archived file (equal content hash): keep that file
  hash_of() { sqlite3 "$1" "SELECT value FROM header WHERE name = 'content_hash'"; }
  if [ -f "$f" ] && [ "$(hash_of "$f")" = "$(hash_of "$f.new")" ]; then rm -f "$f.new"; else mv "$f.new" "$f"; fi
  winner=$(printf '%s\n' "$json" | sed -n 's/.*"winner": "\([a-z]*\)".*/\1/p')
  entries=$(printf '%s\n' "$json" | sed -n 's/.*"cert_entries": \([0-9]*\).*/\1/p')
  bin/posproof-check "$f" --game "$game" --n "$n" --first "$first" --winner "$winner" --quiet
  bytes=$(wc -c <"$f" | tr -d ' ')
  if [ "$bytes" -gt "$LIMIT" ]; then
    echo "$f: $bytes bytes, over 20 MB: not archived" >&2; rm -f "$f"; continue
  fi
  sum=$(sha256sum "$f" | cut -d' ' -f1)
  hash=$(hash_of "$f")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$f")" "$game" "$n" "$first" "$winner" "$entries" "$bytes" "$sum" "$hash" >>"$man"
done
mv "$man" strategies/MANIFEST
cat strategies/MANIFEST
