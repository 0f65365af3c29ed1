#!/usr/bin/env bash
# Certificates with finish = 1 (FORMAT.md 6.3, the default) leave the
# winner's one-move wins to the checker; with --finish 0 they store them.
# Both verify; the finish = 1 file has fewer entries, and the same entries
# under a header claiming finish = 0 are rejected (the entries really are
# missing). One and two threads walk the strategy (extract.c).
. "$(dirname "$0")/lib.sh"
hdr() { sqlite3 "$1" "SELECT value FROM header WHERE name = '$2'"; }
check() {   # FILE GAME-ARGS... : the checker's first word
  local f=$1; shift
  "$CK" "$f" "$@" 2>&1 | head -1 | cut -d: -f1
}
while read -r name threads claim args; do
  [ -n "$name" ] || continue
  # shellcheck disable=SC2086
  for fin in 0 1; do
    "$PP" solve $args --threads "$threads" --finish "$fin" --cert "$TMP/$name-$fin.cert" --quiet >/dev/null 2>&1 \
      || fail "$name: solve --finish $fin"
    is "$(hdr "$TMP/$name-$fin.cert" format_version) $(hdr "$TMP/$name-$fin.cert" finish)" "2 $fin" \
      "$name: --finish $fin writes format_version 2, finish $fin"
    # shellcheck disable=SC2086
    is "$(check "$TMP/$name-$fin.cert" $args --winner "$claim")" "VERIFIED" "$name: finish $fin certificate VERIFIED"
  done
  e0=$(hdr "$TMP/$name-0.cert" entries); e1=$(hdr "$TMP/$name-1.cert" entries)
  if [ "$e1" -lt "$e0" ]; then pass "$name: finish 1 has fewer entries ($e1 < $e0)"
  else fail "$name: finish 1 has fewer entries" "finish 0: $e0, finish 1: $e1"; fi
  cp "$TMP/$name-1.cert" "$TMP/$name-lie.cert"
  sqlite3 "$TMP/$name-lie.cert" "UPDATE header SET value = '0' WHERE name = 'finish'"
  # shellcheck disable=SC2086
  is "$(check "$TMP/$name-lie.cert" $args --winner "$claim")" "REJECTED" "$name: finish 1 entries claimed as finish 0 are REJECTED"
done <<'LIST'
ham7-breaker 1 breaker --game ham --n 7 --first breaker
ham8-maker   2 maker   --game ham --n 8 --first maker
fhp7-maker   2 maker   --game fhp --n 7 --first maker
hp6-breaker  1 maker   --game hp --n 6 --first breaker
k3-k6        1 maker   --game h:K3 --n 6 --first maker
sim          1 second  --game ramsey --H K3 --n 6 --rule misere
LIST
done_testing
