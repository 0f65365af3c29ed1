#!/bin/sh
# make new-results (and the third table of make proofs-all): results the seed papers leave open (issue
# 11, "New results"), each solved with --cert and its certificate (two for a
# draw) verified by posproof-check. Prints one row an instance: the game,
# the result, the certificate (entries, bytes), the seconds of the solve,
# of the strategy walk and of the check. Exit 1 if a certificate is not
# VERIFIED. Instances are lines "NAME|FLAGS" below; NEW_SKIP="NAME ..." leaves
# some out (e.g. the long ones while testing), make proofs (without NEW=1) all of them.
# RESULTS.md, "New results", records what they say and how they compare with the
# literature. NEW_TIMEOUT=S (default 1200) stops a solve after S seconds:
# its row then says how far it got (positions) and that it was stopped.
# The m-hat rows come from scripts/mhat.sh (a sweep of every board, each
# certificate checked); MHAT_N="8 9" says which n.
set -u
cd "$(dirname "$0")/.." || exit 1
OUT=${OUT:-proofs-out}/new
mkdir -p "$OUT"
PP=bin/posproof CK=bin/posproof-check
SKIP=${NEW_SKIP-}
bad=0
now() { date +%s.%N; }
field() { printf '%s\n' "$1" | sed -n "s/.*\"$2\": \"\{0,1\}\([^,\"}]*\).*/\1/p"; }

echo "New results (issue 11): certified with posproof, each certificate VERIFIED by posproof-check"
echo
printf '%-34s | %-18s | %10s %10s | %8s %8s %8s | %-8s\n' game result entries bytes "solve s" "cert s" "check s" check
while IFS='|' read -r name flags; do
  case "$name" in '' | '#'*) continue ;; esac
  case " $SKIP " in *" $name "*) printf '%-34s | %-18s |\n' "$name" SKIPPED; continue ;; esac
  f="$OUT/$name.cert"
  rm -f "$f" "${f%.cert}".first.cert "${f%.cert}".second.cert
  # shellcheck disable=SC2086
  json=$(timeout "${NEW_TIMEOUT:-1200}" $PP solve $flags --cert "$f" --json --quiet); rc=$?
  if [ $rc = 124 ]; then
    printf '%-34s | %-18s | stopped after %s s (NEW_TIMEOUT): not reached\n' "$name" open "${NEW_TIMEOUT:-1200}"
    continue
  fi
  [ $rc = 0 ] || { printf '%-34s | %-18s |\n' "$name" FAILED; bad=1; continue; }
  res=$(field "$json" result) w=$(field "$json" winner)
  [ "$res" != draw ] || w=""
  t0=$(now) ok=VERIFIED
  if [ "$res" = draw ]; then
    for p in first second; do
      # shellcheck disable=SC2086
      $CK "${f%.cert}.$p.cert" $flags --no-loss $p --quiet >/dev/null 2>&1 || ok=REJECTED
    done
    entries="$(sqlite3 "${f%.cert}.first.cert" "select value from header where name='entries'")+$(sqlite3 "${f%.cert}.second.cert" "select value from header where name='entries'")"
    bytes=$(($(stat -c %s "${f%.cert}.first.cert") + $(stat -c %s "${f%.cert}.second.cert")))
  else
    # shellcheck disable=SC2086
    $CK "$f" $flags --winner "$w" --quiet >/dev/null 2>&1 || ok=REJECTED
    entries=$(field "$json" cert_entries) bytes=$(field "$json" cert_bytes)
  fi
  [ $ok = VERIFIED ] || bad=1
  csec=$(echo "$(now) $t0" | awk '{printf "%.2f", $1 - $2}')
  if [ -n "$w" ]; then res="$w wins"; fi
  printf '%-34s | %-18s | %10s %10s | %8s %8s %8s | %-8s\n' "$name" "$res" "$entries" "$bytes" \
    "$(field "$json" seconds)" "$(field "$json" cert_seconds)" "$csec" "$ok"
done <<'EOF'
# hc: Breaker wins for n <= 8 (seed 000, section 7); n = 9 and 10 open
hc9-maker|--game hc --n 9 --first maker
hc9-breaker|--game hc --n 9 --first breaker
# Hamilton-cycle avoidance on the shared graph (seed 004's game, property ham)
ham-avoid9|--game shared --property ham --rule avoid --n 9
ham-avoid10|--game shared --property ham --rule avoid --n 10
# K4 weak (Maker-Breaker) and strong achievement on K8 (seed 001's games)
k4-weak8|--game ramsey --H K4 --n 8 --rule weak-achieve
k4-strong8|--game ramsey --H K4 --n 8 --rule achieve
# One-colour triangle avoidance (Hajnal's triangle-free game): the shared graph, h:K3, rule avoid
triangle-avoid12|--game shared --property h:K3 --rule avoid --n 12
triangle-avoid13|--game shared --property h:K3 --rule avoid --n 13
# Sim+ (avoid-plus, seed 001 Theorem 23: K6) on K7
simplus7|--game ramsey --H K3 --n 7 --rule avoid-plus
# Subh (seed 003: the creator wins for n = 5, 6; n = 7 checked before)
subh8-creator-first|--game subh --n 8 --creator first
subh8-creator-second|--game subh --n 8 --creator second
EOF
echo
echo "m-hat(n): the fewest edges of an n-vertex board on which Maker wins ham (scripts/mhat.sh)"
for n in ${MHAT_N-8 9}; do
  for first in maker breaker; do
    case " $SKIP " in *" mhat$n-$first "*) echo "mhat$n-$first SKIPPED"; continue ;; esac
    timeout "${NEW_TIMEOUT:-1200}" sh scripts/mhat.sh "$n" "$first" "$OUT/mhat$n-$first"; rc=$?
    [ $rc = 124 ] && echo "m-hat($n) $first first: stopped after ${NEW_TIMEOUT:-1200} s (NEW_TIMEOUT): not reached"
    [ $rc = 0 ] || [ $rc = 124 ] || bad=1
  done
done
exit "$bad"
