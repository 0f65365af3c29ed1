#!/bin/sh
# make variants: RESULTS.md's "Variants" table. For each game (VAR_GAMES,
# default triangle h:K3, h:K4, conn, pm, ham) on K_n (VAR_N, default 4 to 7)
# it solves, each with --cert and each certificate VERIFIED by the trusted
# core alone (posproof-check-core; with VAR_CHECK=posproof-check the default
# checker):
#   - Waiter-Client and Client-Waiter at 1:1 and at 1:q, q = 2, 3, ... up to
#     VAR_QMAX (default 7) until the winner changes: the threshold q, the
#     least bias at which the other player wins (offers of exactly q + 1
#     pairs, the leftover to Waiter: posproof's defaults);
#   - Picker-Chooser and Chooser-Picker (1:1, the leftover to Picker), and
#     Chooser-Picker with the leftover to Chooser (CPc: the convention of
#     Csernenszky, Martin and Pluhar, in whose Chooser-Picker the last
#     element of an odd board goes to Chooser);
#   - monotone Avoider-Enforcer, Avoider first, at 1:1 and its threshold
#     1:q the same way (Enforcer claiming at least q pairs a turn);
#   - Maker-Breaker with each player first, 1:1, beside them for Beck's
#     comparison (Picker against Maker on the same board).
# A row a board: each cell is the winner (W Waiter, C Client or Chooser,
# P Picker, A Avoider, E Enforcer, M Maker, B Breaker); a threshold cell is
# the least q where the winner changes, or ">Q" where it did not up to Q
# (VAR_QMAX, or the largest q whose q + 1 pairs the board has), "-" where
# the board has no bias beyond 1:1, "?"
# where a solve or check ran out of VAR_TIMEOUT seconds (default 600).
# Every solve and check is logged to $OUT/variants.log (flags, winner,
# entries, seconds, verdict). Exit 1 if a certificate is not VERIFIED.
set -u
cd "$(dirname "$0")/.." || exit 1
OUT=${OUT:-proofs-out}/variants
mkdir -p "$OUT"
BIN=${POSPROOF_BIN:-bin}
PP=$BIN/posproof
CK=$BIN/${VAR_CHECK:-posproof-check-core}
GAMES=${VAR_GAMES:-h:K3 h:K4 conn pm ham}
NS=${VAR_N:-4 5 6 7}
QMAX=${VAR_QMAX:-7}
T=${VAR_TIMEOUT:-600}
LOG=$OUT/variants.log
: >"$LOG"
bad=0
field() { printf '%s\n' "$1" | sed -n "s/.*\"$2\": \"\{0,1\}\([^,\"}]*\).*/\1/p"; }
letter() {
  case "$1" in
    waiter) echo W ;; client | chooser) echo C ;; picker) echo P ;; avoider) echo A ;;
    enforcer) echo E ;; maker) echo M ;; breaker) echo B ;; *) echo '?' ;;
  esac
}
# solve NAME FLAGS...: the winner's letter (or ?), the certificate checked.
solve() {
  name=$1
  shift
  f="$OUT/$name.cert"
  rm -f "$f"
  t0=$(date +%s.%N)
  j=$(timeout "$T" "$PP" solve "$@" --cert "$f" --json --quiet 2>>"$LOG")
  rc=$?
  t1=$(date +%s.%N)
  w=$(field "$j" winner)
  if [ $rc != 0 ] || [ -z "$w" ]; then
    printf '%s: solve %s: exit %s (timeout %s s)\n' "$name" "$*" "$rc" "$T" >>"$LOG"
    echo '?'
    return
  fi
  v=$(timeout "$T" "$CK" "$f" 2>&1 | head -1)
  t2=$(date +%s.%N)
  entries=$(sqlite3 "$f" "select value from header where name='entries'" 2>/dev/null)
  printf '%s: solve %s: winner %s, %s entries, solve %.2f s, check %.2f s: %s\n' "$name" "$*" "$w" "$entries" \
    "$(echo "$t1 - $t0" | awk '{print $1 - $3}')" "$(echo "$t2 - $t1" | awk '{print $1 - $3}')" "$v" >>"$LOG"
  case "$v" in
    VERIFIED*) letter "$w" ;;
    *)
      echo "$name: certificate not VERIFIED: $v" >&2
      echo '!'
      ;;
  esac
}
# threshold NAME FIRST_LETTER M FLAGS...: the least q in 2..QMAX at which
# the winner is not FIRST_LETTER (the 1:1 winner), for a game whose offers
# (or Enforcer's turns) need q + 1 <= M pairs.
threshold() {
  name=$1 w1=$2 m=$3
  shift 3
  case "$w1" in '?' | '!') echo '?'; return ;; esac
  q=2
  while [ $q -le "$QMAX" ]; do
    if [ $((q + 1)) -gt "$m" ]; then
      [ $q = 2 ] && echo '-' || echo ">$((q - 1))"
      return
    fi
    w=$(solve "$name-q$q" "$@" --bias "1:$q")
    case "$w" in
      '?' | '!') echo '?'; return ;;
      "$w1") ;;
      *) echo "$q"; return ;;
    esac
    q=$((q + 1))
  done
  echo ">$QMAX"
}

echo "Variants: winners on K_n (offers exact, leftover to the offerer; each certificate VERIFIED by $(basename "$CK"))"
echo
fmt='| %-5s | %2s | %-5s | %-3s %-4s | %-3s %-4s | %-2s | %-2s | %-3s | %-3s %-4s |\n'
# shellcheck disable=SC2059
printf "$fmt" game n MB WC "q*" CW "q*" PC CP CPc mAE "q*"
# shellcheck disable=SC2059
printf "$fmt" --- -- --- --- --- --- --- -- -- --- --- ---
for g in $GAMES; do
  for n in $NS; do
    case "$g" in pm) [ $((n % 2)) = 0 ] || continue ;; h:K4) [ "$n" -ge 4 ] || continue ;; esac
    m=$((n * (n - 1) / 2))
    b="--game $g --n $n --threads 1"
    gn=$(printf '%s' "$g" | tr ':' '-')
    mbm=$(solve "$gn-$n-mb-maker" $b --first maker)
    mbb=$(solve "$gn-$n-mb-breaker" $b --first breaker)
    wc=$(solve "$gn-$n-wc" $b --rule waiter-client)
    wcq=$(threshold "$gn-$n-wc" "$wc" "$m" $b --rule waiter-client)
    cw=$(solve "$gn-$n-cw" $b --rule client-waiter)
    cwq=$(threshold "$gn-$n-cw" "$cw" "$m" $b --rule client-waiter)
    pc=$(solve "$gn-$n-pc" $b --rule picker-chooser)
    cp=$(solve "$gn-$n-cp" $b --rule chooser-picker)
    cpc=$(solve "$gn-$n-cpc" $b --rule chooser-picker --leftover chooser)
    ae=$(solve "$gn-$n-mae" $b --rule monotone-avoider-enforcer --first avoider)
    aeq=$(threshold "$gn-$n-mae" "$ae" "$m" $b --rule monotone-avoider-enforcer --first avoider)
    for c in "$mbm" "$mbb" "$wc" "$wcq" "$cw" "$cwq" "$pc" "$cp" "$cpc" "$ae" "$aeq"; do
      [ "$c" = '!' ] && bad=1
    done
    # shellcheck disable=SC2059
    printf "$fmt" "$g" "$n" "$mbm$mbb" "$wc" "$wcq" "$cw" "$cwq" "$pc" "$cp" "$cpc" "$ae" "$aeq"
  done
done
echo
echo "MB: the winner with Maker first, then with Breaker first. CPc: Chooser-Picker, the leftover to Chooser."
echo "q*: the threshold bias 1:q* (above)."
echo "log: $LOG"
exit $bad
