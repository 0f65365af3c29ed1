#!/usr/bin/env bash
# Proof-number search (solver/dfpn.c, `--prover dfpn`) against the
# depth-first search (`--prover search`), and its certificates:
# 1. every Maker-Breaker h:H game, H = K3, P3, K1,3, C4, K4-e, P4, K4, on
#    K4 to K7, both starters: the same outcomes as search(), with the
#    Erdos-Selfridge criterion and without (--no-theorem);
# 2. the other families and boards, df-pn forced: the same outcomes
#    (ham, hp, conn, cycle, Avoider-Enforcer, biases, Ramsey's rules, Subh,
#    the shared game, graph6 boards);
# 3. df-pn's certificates of 1 (on K5 to K7, and --no-theorem on K7),
#    with one and two threads, VERIFIED by posproof-check with the claim
#    asked in full;
# 4. --prover auto: df-pn where a certificate of Maker-Breaker h:H (and
#    Ramsey weak-achieve) is written (the same certificate as --prover
#    dfpn), search() otherwise (the same positions as --prover search);
# 5. a df-pn table too small (--mem 1): df-pn gives up, search() solves,
#    the same outcome, the certificate VERIFIED;
# 6. --seconds stops df-pn (exit 3, result stopped);
# 7. moves --prover dfpn: the same value of every move as search();
# 8. --prover with a bad value, without one, or on a command that does not
#    take it: refused in one line, exit 2.
# Outcomes and entry counts only (deterministic), never timings.
. "$(dirname "$0")/lib.sh"

# result ARGS...: the lines of `posproof solve ARGS` without their figures
result() {
  "$PP" solve "$@" --quiet --mem 64 --threads 1 2>&1 </dev/null | sed 's/ (.*//'
  echo "rc=${PIPESTATUS[0]}"
}
K4E=0-1,0-2,0-3,1-2,1-3   # K4 minus the edge 2-3

# ---- 1. h:H on K4..K7 ----
for nt in "" --no-theorem; do
  diag="" count=0
  for n in 4 5 6 7; do
    for H in K3 P3 star:3 C4 $K4E P4 K4; do
      # shellcheck disable=SC2086
      a=$(result --game "h:$H" --n "$n" $nt --prover search)
      # shellcheck disable=SC2086
      b=$(result --game "h:$H" --n "$n" $nt --prover dfpn)
      count=$((count + 1))
      [ "$a" = "$b" ] && [ "${a%rc=0}" != "$a" ] || diag="$diag h:$H K$n: search [$a], dfpn [$b];"
    done
  done
  is "$diag" "" "h:H on K4..K7 ${nt:-(Erdos-Selfridge on)}: df-pn = search() on all $count games, both starters"
done

# ---- 2. other families, df-pn forced ----
diag="" count=0
while read -r args; do
  [ -n "$args" ] || continue
  # shellcheck disable=SC2086
  a=$(result $args --prover search)
  # shellcheck disable=SC2086
  b=$(result $args --prover dfpn)
  count=$((count + 1))
  [ "$a" = "$b" ] && [ "${a%rc=0}" != "$a" ] || diag="$diag $args: search [$a], dfpn [$b];"
done <<EOF
--game ham --n 6
--game hp --n 6
--game fhp --n 6
--game conn --n 6
--game cycle --n 7
--game pm --n 6
--game ham --n 6 --rule avoider-enforcer
--game h:K3 --n 6 --rule avoider-enforcer
--game h:K3 --n 7 --bias 1:2
--game h:C4 --n 6 --bias 2:1
--game ham --n 6 --bias 1:2
--game h:C4 --board Petersen
--game h:P4 --board K3,3
--game ham --board Q3
--game ramsey --H K3 --n 6 --rule achieve
--game ramsey --H K3 --n 6 --rule misere
--game ramsey --H C4 --n 5 --rule avoid
--game ramsey --H K3 --n 5 --rule avoid-plus
--game ramsey --H K4 --n 6 --rule weak-achieve
--game subh --n 5
--game shared --property h:K3 --n 6 --rule normal
--game shared --property h:K3 --n 6 --rule avoid
EOF
is "$diag" "" "the other families and boards: df-pn = search() on all $count games"

# ---- 3. df-pn's certificates, VERIFIED ----
# certify ARGS...: "" when `solve ARGS --prover dfpn --cert` writes a
# certificate that posproof-check VERIFIES with the claim asked in full
# (the game flags and the winner the solve printed), else a diagnostic.
certify() {
  local out rc winner v
  rm -f "$TMP/d.cert"
  out=$("$PP" solve "$@" --prover dfpn --quiet --mem 64 --cert "$TMP/d.cert" 2>&1 </dev/null); rc=$?
  [ $rc = 0 ] || { echo "$*: solve rc=$rc: $out;"; return; }
  winner=$(printf '%s\n' "$out" | sed -n 's/.* winner=\([a-z]*\) .*/\1/p')
  local claim=()
  for a in "$@"; do [ "$a" = --no-theorem ] || [ "$a" = --threads ] || [ "$a" = 2 ] || claim+=("$a"); done
  v=$("$CK" "$TMP/d.cert" "${claim[@]}" --winner "$winner" --threads 1 2>&1 | head -1)
  case $v in VERIFIED*) ;; *) echo "$*: $v;" ;; esac
}
diag="" count=0
for n in 5 6 7; do
  for H in K3 P3 star:3 C4 $K4E P4 K4; do
    for f in maker breaker; do
      diag="$diag$(certify --game "h:$H" --n "$n" --first $f --threads 1)"
      count=$((count + 1))
    done
  done
done
for H in C4 $K4E K4; do
  for f in maker breaker; do
    diag="$diag$(certify --game "h:$H" --n 7 --first $f --no-theorem --threads 2)"
    count=$((count + 2))
  done
done
is "$diag" "" "df-pn's certificates of h:H on K5..K7 ($count, one and two threads) VERIFIED"

# ---- 4. --prover auto ----
# entries ARGS...: the certificate's entries that `solve ARGS --cert` prints
entries() {
  rm -f "$TMP/e.cert"
  "$PP" solve "$@" --quiet --mem 64 --threads 1 --cert "$TMP/e.cert" 2>&1 </dev/null |
    sed -n 's/.*certificate .*: \([0-9]*\) entries.*/\1/p'
}
for g in "--game h:K4 --n 7 --first maker --no-theorem" "--game ramsey --H K4 --n 7 --rule weak-achieve --no-theorem"; do
  # shellcheck disable=SC2086
  auto=$(entries $g) dfpn=$(entries $g --prover dfpn) search=$(entries $g --prover search)
  ok=$([ -n "$auto" ] && [ "$auto" = "$dfpn" ] && [ "$auto" -lt "$search" ] && echo yes)
  is "$ok" yes "auto with --cert on ${g#--game }: df-pn's certificate ($auto entries; search()'s: $search)"
done
# positions ARGS...: the positions `solve ARGS` prints
positions() { "$PP" solve "$@" --quiet --mem 64 --threads 1 2>&1 </dev/null | sed -n 's/.*(\([0-9]*\) positions.*/\1/p'; }
a=$(positions --game h:K4 --n 7 --first maker --no-theorem)
b=$(positions --game h:K4 --n 7 --first maker --no-theorem --prover search)
is "$a" "$b" "auto without a certificate: search() (the same positions)"
a=$(entries --game ham --n 7 --first breaker)
b=$(entries --game ham --n 7 --first breaker --prover search)
is "$a" "$b" "auto on ham with a certificate: search() (the same certificate)"

# ---- 5. df-pn's table too small: search() solves ----
rm -f "$TMP/f.cert"
out=$("$PP" solve --game h:K3 --n 8 --bias 1:3 --first maker --prover dfpn --mem 1 --threads 1 --cert "$TMP/f.cert" 2>&1)
like "$out" "proof-number search filled its table" "--mem 1: df-pn's table overflows and says so"
like "$out" "result=second-player-win winner=breaker" "... and search() solves the game (Breaker wins)"
v=$("$CK" "$TMP/f.cert" --game h:K3 --n 8 --bias 1:3 --first maker --winner breaker --threads 1 2>&1 | head -1)
like "$v" "^VERIFIED" "... its certificate VERIFIED"

# ---- 6. --seconds ----
out=$("$PP" solve --game h:K4 --n 9 --first breaker --no-theorem --prover dfpn --seconds 1 --threads 1 --quiet 2>&1)
rc=$?
is "$rc $(printf '%s\n' "$out" | grep -c 'stopped after')" "3 1" "--seconds 1 stops df-pn: exit 3, result stopped"

# ---- 7. moves ----
for g in "h:K3 --n 5 --first breaker --after 0-1" "h:K4 --n 7 --first maker --after 0-1,0-2,1-2"; do
  # shellcheck disable=SC2086
  a=$("$PP" moves --game $g --no-theorem --prover search --threads 1 2>&1)
  # shellcheck disable=SC2086
  b=$("$PP" moves --game $g --no-theorem --prover dfpn --threads 1 2>&1)
  ok=$([ "$a" = "$b" ] && printf '%s\n' "$a" | grep -q ' wins' && echo yes)
  is "$ok" yes "moves --prover dfpn on ${g#--game }: every move's value as search()'s"
done

# ---- 8. bad values ----
for bad in "--prover foo" "--prover DFPN" "--prover" "--prover ''"; do
  # shellcheck disable=SC2086
  out=$(eval "\"$PP\" solve --game h:K3 --n 5 --first maker $bad" 2>&1 </dev/null); rc=$?
  lines=$(printf '%s\n' "$out" | wc -l)
  is "$rc $lines" "2 1" "solve $bad: refused in one line, exit 2 ($out)"
done
out=$("$PP" count --game h:K3 --n 5 --prover dfpn 2>&1 </dev/null); rc=$?
is "$rc $(printf '%s\n' "$out" | wc -l)" "2 1" "count --prover: refused in one line, exit 2 ($out)"

done_testing
