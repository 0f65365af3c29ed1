#!/bin/sh
# make proofs: solve every instance of Lemmas 6, 8 and 9 of Stojakovic-Trkulja
# (reference/stojakovic-trkulja.tsv) with n <= NMAX (default 9), except those
# named in SKIP (default none; SKIP="fhp9-maker fhp9-breaker" leaves out the
# two long ones), write each certificate to proofs-out/, verify it with
# posproof-check, and print the table beside the paper's: one row per
# instance as soon as it is checked (on a terminal, a status line on stderr
# says which instance is running and at which step), then the same results
# in the paper's layout. Columns: the solve (search) and certificate
# (strategy walk and file) seconds, the certificate's size, the check's
# seconds. Exit 1 if an outcome differs from the paper or a check fails.
# With CLAIMS=1 (make proofs-all, or make claims alone) it then prints the
# second table, one row per claim of the seed papers (scripts/claims.sh), and
# with NEW=1 (make proofs-all, or make new-results alone) the third, results
# the seeds leave open (scripts/new-results.sh). Both are long; make proofs
# leaves them out.
# With BENCH=1 (make bench) it first names the machine and the commit, so the
# table can go into BENCHMARKS.md as it is. POSPROOF_BIN: the directory of
# the programs (default bin/; tests/39 runs it on wrappers).
set -u
cd "$(dirname "$0")/.."
NMAX=${NMAX:-9}
SKIP=${SKIP-}
OUT=${OUT:-proofs-out}
mkdir -p "$OUT"
ref=reference/stojakovic-trkulja.tsv
BIN=${POSPROOF_BIN:-bin}
now() { date +%s.%N; }
start=$(now)
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
# The status line: on a terminal only, rewritten in place and erased before
# each row, so that stdout holds the table alone.
tty=0
[ -t 2 ] && tty=1
status() { [ "$tty" = 0 ] || printf '\r\033[K%s' "$*" >&2; }
# One row: the tab-separated fields game n first paper-winner paper-seconds
# winner solve-seconds entries bytes check-seconds verdict positions
# cert-seconds, kept in $rows and printed at once.
fmt='%-4s %2s %-8s | %-8s %-8s %-5s | %9s %8s %8s %10s | %9s %10s %7s | %8s %-8s\n'
row() {
  status ""
  printf '%s\n' "$1" >>"$rows"
  printf '%s\n' "$1" | awk -F'\t' -v fmt="$fmt" '
    { agree = ($4 == $6) ? "yes" : "NO"; if ($11 == "SKIPPED") agree = "-"
      bpe = ($8 > 0) ? sprintf("%.2f", $9 / $8) : "-"
      printf fmt, $1, $2, $3, $4, $6, agree, $5, $7, $13, $12, $8, $9, bpe, $10, $11 }'
}

if [ "${BENCH:-0}" = 1 ]; then
  echo "machine: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc) cores, $(free -g | awk '/^Mem:/ {print $2}') GB"
  echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (with uncommitted changes)')"
  echo "date:    $(date -u +%Y-%m-%d)"
  echo
fi
echo "Stojakovic-Trkulja, Lemmas 6, 8, 9: Maker-Breaker on E(K_n), n <= $NMAX${SKIP:+, skipping $SKIP}"
echo "(paper s: the authors' published solve time, Java on a 3.7 GHz Xeon; ours on $(nproc) cores of this machine)"
echo
# shellcheck disable=SC2059
printf "$fmt" game n first paper ours agree "paper s" "solve s" "cert s" positions entries bytes B/entry "check s" check

total=$(grep -v '^#' "$ref" | tail -n +2 | awk -F'\t' -v m="$NMAX" '$2 <= m' | wc -l)
k=0
grep -v '^#' "$ref" | tail -n +2 | while IFS="$(printf '\t')" read -r game n first pwinner psec; do
  [ "$n" -le "$NMAX" ] || continue
  k=$((k + 1))
  case " $SKIP " in *" $game$n-$first "*)
    row "$(printf '%s\t%s\t%s\t%s\t%s\t-\t-\t-\t-\t-\tSKIPPED\t-\t-' "$game" "$n" "$first" "$pwinner" "$psec")"
    continue ;;
  esac
  cert="$OUT/$game$n-$first.cert"
  status "[$k/$total] $game K$n, $first first: solving and writing $cert"
  json=$("$BIN/posproof" solve --game "$game" --n "$n" --first "$first" --cert "$cert" --json --quiet) || {
    row "$(printf '%s\t%s\t%s\t%s\t%s\tFAILED\t-\t-\t-\t-\tno\t-\t-' "$game" "$n" "$first" "$pwinner" "$psec")"
    continue; }
  field() { printf '%s\n' "$json" | sed -n "s/.*\"$1\": \"\{0,1\}\([^,\"}]*\).*/\1/p"; }
  winner=$(field winner); secs=$(field seconds); entries=$(field cert_entries); bytes=$(field cert_bytes)
  positions=$(field positions); certsec=$(field cert_seconds)
  status "[$k/$total] $game K$n, $first first: checking $cert"
  t0=$(now)
  if "$BIN/posproof-check" "$cert" --game "$game" --n "$n" --first "$first" --winner "$winner" --quiet >/dev/null 2>&1; then
    verified=VERIFIED; else verified=REJECTED; fi
  csec=$(echo "$(now) $t0" | awk '{printf "%.2f", $1 - $2}')
  row "$(printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s' "$game" "$n" "$first" "$pwinner" "$psec" \
    "$winner" "$secs" "$entries" "$bytes" "$csec" "$verified" "$positions" "$certsec")"
done
status ""
bad=$(awk -F'\t' '$11 != "SKIPPED" && ($4 != $6 || $11 != "VERIFIED") { bad = 1 } END { print bad + 0 }' "$rows")
echo
# The same results in the paper's layout (Section 5.6): one block per lemma and
# starting player, n across.
awk -F'\t' '
function cap(w) { return toupper(substr(w, 1, 1)) substr(w, 2) }
{ k = $1 SUBSEP $3; if (!(k in seen)) { seen[k] = 1; order[++nk] = k }
  ns[k] = ns[k] sprintf(" %9s", toupper($1) $2); pw[k] = pw[k] sprintf(" %9s", cap($4))
  ow[k] = ow[k] sprintf(" %9s", cap($6)); ps[k] = ps[k] sprintf(" %9s", $5 "s")
  os[k] = os[k] sprintf(" %9s", $7 == "-" ? "-" : sprintf("%.2fs", $7 + $13))
  cs[k] = cs[k] sprintf(" %9s", $10 == "-" ? "-" : $10 "s") }
END { lemma["ham"] = "Lemma 6"; lemma["hp"] = "Lemma 8"; lemma["fhp"] = "Lemma 9"
  for (i = 1; i <= nk; i++) { split(order[i], g, SUBSEP)
    printf "%s, Maker as %s player\n", lemma[g[1]], g[2] == "maker" ? "first" : "second"
    printf "  %-18s%s\n  %-18s%s\n  %-18s%s\n  %-18s%s\n  %-18s%s\n  %-18s%s\n\n", "", ns[order[i]],
      "winner (paper)", pw[order[i]], "winner (ours)", ow[order[i]], "time (paper)", ps[order[i]],
      "solve+cert (ours)", os[order[i]], "check (ours)", cs[order[i]] } }' "$rows"
echo "Wall time for the instances above (solve, certificate and check): $(echo "$(now) $start" | awk '{printf "%.0f s", $1 - $2}')"
echo
if [ "$bad" = 0 ]; then
  done=$(grep -vc 'SKIPPED' "$rows")
  echo "All $done outcomes proved agree with the paper and every certificate is VERIFIED (certificates in $OUT/)."
else
  echo "FAILURE: an outcome differs from the paper or a certificate was not verified." >&2
fi
# The second table: every claim of the seed papers (scripts/claims.sh).
if [ "${CLAIMS:-0}" = 1 ]; then
  OUT="$OUT" sh scripts/claims.sh || bad=1
fi
# The third: results the seeds leave open (scripts/new-results.sh).
if [ "${NEW:-0}" = 1 ]; then
  echo
  OUT="$OUT" sh scripts/new-results.sh || bad=1
fi
exit "$bad"
