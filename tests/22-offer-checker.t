#!/usr/bin/env bash
# The checker on the offer families (certs/FORMAT.md version 6:
# waiter-client, client-waiter, picker-chooser, chooser-picker), with
# hand-made certificates written by tests/offer-certs.py without the solver
# (its own minimax from FORMAT.md 3.3 and 4.2; keys from nauty's labelling
# through tests/checker-corpus/keytool.c, each key packed again by the
# script from that labelling, 5.8):
# 1. genuine certificates of every family (K3 and K4 with conn and h:K3, the
#    paw as a graph6 board, K5, q = 1 and 2, exact and upto, every leftover
#    value) are VERIFIED by posproof-check, posproof-check --plain and
#    posproof-check-core; the winner each proves is the one tests/ref-game
#    (written from the literature, independently) finds, and on K3 the one
#    worked by hand below;
# 2. certificates with an illegal stored move (an offer of an offered or a
#    claimed pair, stop under exact or before any offer, a choice of a pair
#    not offered or out of range), a missing entry or a false claim are
#    REJECTED (exit 1) with the reason;
# 3. headers FORMAT.md 2, 3.4 and 8 forbid are refused (exit 2, one line):
#    offer missing or invalid, upto in picker-chooser, leftover missing,
#    invalid or present under upto, finish 1, bias 2:1, 1:8 or 1:2 in
#    picker-chooser, first not the offerer, key layered-v2, a start whose
#    turn byte is not 0, an offer family in version 5 or 3, assumptions,
#    version 6 of another family;
# 4. the claim asked: --rule FAMILY with --offer and --leftover (default
#    exact and the offerer) VERIFIED, another offer rule, leftover or bias
#    MISMATCH (exit 3), in posproof-check and through --claim in
#    posproof-check-core; bad flags refused.
. "$(dirname "$0")/lib.sh"
need python3 gcc pkg-config
build_ref
PKGS="nauty libzstd sqlite3 libcrypto"
# shellcheck disable=SC2046
if gcc -std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -DWORDSIZE=64 -DMAXN=WORDSIZE \
     $(pkg-config --cflags $PKGS) -I"$TOP/checker/core" "$TOP/tests/checker-corpus/keytool.c" \
     $(ls "$TOP"/checker/core/*.c | grep -v '/main\.c$') -o "$TMP/keytool" \
     -l:libnautyL1.a $(pkg-config --libs $PKGS) -lm >"$TMP/keytool.log" 2>&1; then
  pass "keytool builds"
else
  fail "keytool builds" "$(cat "$TMP/keytool.log")"
fi
mkdir -p "$TMP/c"
if python3 "$TOP/tests/offer-certs.py" "$TMP/keytool" "$TMP/c" >"$TMP/list" 2>"$TMP/gen.log"; then
  pass "tests/offer-certs.py writes the certificates"
else
  fail "tests/offer-certs.py writes the certificates" "$(tail -5 "$TMP/gen.log")"
fi
at_least "$(awk -F'\t' '$2 == 0' "$TMP/list" | wc -l)" 34 "genuine certificates"
at_least "$(awk -F'\t' '$2 == 1' "$TMP/list" | wc -l)" 10 "certificates to reject"
at_least "$(awk -F'\t' '$2 == 2' "$TMP/list" | wc -l)" 20 "certificates to refuse"

# run NAME WANT REGEX PROGRAM ARGS...: exit WANT and the output (stdout and
# stderr, lines joined by ~~) matching REGEX; exit 2 with one line.
run() {
  local name=$1 want=$2 re=$3 out rc
  shift 3
  out=$("$@" 2>&1); rc=$?
  out=$(printf '%s\n' "$out" | awk '{ printf "%s%s", (NR > 1 ? "~~" : ""), $0 }')
  if [ "$rc" = "$want" ] && printf '%s\n' "$out" | grep -Eq -- "$re" &&
     { [ "$rc" != 2 ] || [ "${out#*~~}" = "$out" ]; }; then
    pass "$name"
  else
    fail "$name" "exit $rc (want $want): $out" "want /$re/"
  fi
}

# ---- 1 to 3: every certificate, by the three checkers; the winners
# against the reference ----
while IFS=$'\t' read -r file want re core result args; do
  run "$file: posproof-check, exit $want" "$want" "$re" "$CK" "$TMP/c/$file"
  run "$file: posproof-check --plain, exit $want" "$want" "$re" "$CK" --plain "$TMP/c/$file"
  run "$file: posproof-check-core, exit $want" "$want" "$core" "$CKC" "$TMP/c/$file"
  if [ "$result" != - ]; then
    # shellcheck disable=SC2086
    is "$("$REF" $args)" "$result" "$file: the winner is tests/ref-game's ($args)"
  fi
done <"$TMP/list"

# ---- the K3 games by hand (conn: a connected graph on 3 vertices needs 2
# of the 3 pairs). Under exact with q = 1 one round is played: the chooser
# keeps one offered pair, the offerer gets the other, and the one pair left
# (fewer than q + 1 = 2) goes to the leftover role. So the first role's
# pile (state 1: Client, Picker in picker-chooser, Chooser in
# chooser-picker) is connected iff the leftover goes to it: then the
# builder (Waiter in waiter-client, Client in client-waiter, Picker in
# picker-chooser, Chooser in chooser-picker) wins, otherwise (the other
# role, or discard) the other role wins. Under upto (waiter-client) Waiter
# offers one pair a round, so Client must take two: Waiter wins. ----
winner() { sed -n "s/^$1\t0\t^VERIFIED: \([A-Za-z]*\) wins .*/\1/p" "$TMP/list"; }
is "$(winner waiter-client-conn-3-client.cert)" Waiter "WC K3 conn, leftover to Client: Waiter wins"
is "$(winner waiter-client-conn-3-waiter.cert)" Client "WC K3 conn, leftover to Waiter: Client wins"
is "$(winner waiter-client-conn-3-discard.cert)" Client "WC K3 conn, leftover discarded: Client wins"
is "$(winner client-waiter-conn-3-client.cert)" Client "CW K3 conn, leftover to Client: Client wins"
is "$(winner client-waiter-conn-3-waiter.cert)" Waiter "CW K3 conn, leftover to Waiter: Waiter wins"
is "$(winner picker-chooser-conn-3-picker.cert)" Picker "PC K3 conn, leftover to Picker: Picker wins"
is "$(winner picker-chooser-conn-3-chooser.cert)" Chooser "PC K3 conn, leftover to Chooser: Chooser wins"
is "$(winner chooser-picker-conn-3-chooser.cert)" Chooser "CP K3 conn, leftover to Chooser: Chooser wins"
is "$(winner chooser-picker-conn-3-discard.cert)" Picker "CP K3 conn, leftover discarded: Picker wins"
is "$(winner waiter-client-upto-conn-3.cert)" Waiter "WC K3 conn, upto: Waiter wins"

# ---- 4. the claim asked ----
WC4="$TMP/c/waiter-client-conn-4.cert"
run "the claim in words names the offer rule and the leftover" 0 \
  '^VERIFIED: Waiter wins waiter-client conn \(connectivity\) on K4 when Waiter moves first, offer exact, leftover to Waiter~~' \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --winner waiter
run "the record line names them" 0 \
  'claim family=waiter-client game=conn rule= H= property= board=complete n=4 bias=1:1 first=waiter winner=waiter strategy=waiter start=000000 offer=exact leftover=waiter$' \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --winner waiter
run "all flags given" 0 '^VERIFIED: ' "$CK" "$WC4" --game conn --rule waiter-client --n 4 \
  --bias 1:1 --offer exact --leftover waiter --first waiter --winner waiter --plain
run "another leftover asked: MISMATCH" 3 '^MISMATCH: .*leftover to Waiter; you asked: .*leftover discarded$' \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --leftover discard --winner waiter
run "another offer rule asked: MISMATCH" 3 '^MISMATCH: .*; you asked: .*offer upto$' \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --offer upto --winner waiter
run "another bias asked: MISMATCH" 3 '^MISMATCH: ' \
  "$CK" "$TMP/c/waiter-client-q2-conn-4.cert" --game conn --rule waiter-client --n 4 --winner client
run "another family asked: MISMATCH" 3 '^MISMATCH: ' \
  "$CK" "$WC4" --game conn --rule client-waiter --n 4 --winner waiter
run "another winner asked: MISMATCH" 3 '^MISMATCH: ' \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --winner client
run "upto asked of an upto file" 0 '^VERIFIED: Waiter wins .*, offer upto~~' \
  "$CK" "$TMP/c/waiter-client-upto-conn-4.cert" --game conn --rule waiter-client --n 4 --offer upto --winner waiter
run "a graph6 board and h:K3 asked" 0 '^VERIFIED: Client wins waiter-client h:K3 ' \
  "$CK" "$TMP/c/waiter-client-paw.cert" --game h:K3 --rule waiter-client --board Cx --winner client
run "picker-chooser, leftover chooser asked" 0 '^VERIFIED: Chooser wins picker-chooser .*leftover to Chooser~~' \
  "$CK" "$TMP/c/picker-chooser-conn-3-chooser.cert" --game conn --rule picker-chooser --n 3 --leftover chooser --winner chooser
run "picker-chooser, the default leftover (Picker) asked of a leftover-chooser file: MISMATCH" 3 '^MISMATCH: ' \
  "$CK" "$TMP/c/picker-chooser-conn-3-chooser.cert" --game conn --rule picker-chooser --n 3 --winner chooser
claim=$(sed -n 's/^verified: sha256 [0-9a-f]* claim //p' <<<"$("$CK" "$WC4" --quiet)")
run "posproof-check-core --claim: VERIFIED" 0 "^VERIFIED: $claim~~" "$CKC" --claim "$claim" "$WC4" --quiet
run "posproof-check-core --claim with another leftover: MISMATCH" 3 '^MISMATCH: ' \
  "$CKC" --claim "${claim%leftover=waiter}leftover=discard" "$WC4"
run "posproof-check-core --claim without the offer fields: MISMATCH" 3 '^MISMATCH: ' \
  "$CKC" --claim "${claim% offer=*}" "$WC4"
run "--leftover under upto is refused" 2 "^posproof-check: invalid --leftover 'waiter'" \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --offer upto --leftover waiter
run "--offer upto in picker-chooser is refused" 2 "^posproof-check: invalid --offer 'upto'" \
  "$CK" "$WC4" --game conn --rule picker-chooser --n 4 --offer upto
run "--first not the offerer is refused" 2 "^posproof-check: invalid --first 'client'" \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --first client
run "--leftover of another family's role is refused" 2 "^posproof-check: invalid --leftover 'picker'" \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --leftover picker
run "--bias 1:8 is refused" 2 "^posproof-check: invalid --bias '1:8'" \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --bias 1:8
run "--offer outside the offer families is refused" 2 '^posproof-check: --offer and --leftover apply to the offer families only' \
  "$CK" "$WC4" --game conn --n 4 --first maker --offer exact
run "a list of pairs as the start is refused" 2 '^posproof-check: the start of an offer game is given by --start HEX only' \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --maker 0-1
run "--start HEX is the start asked" 0 '^VERIFIED: ' \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --start 000000 --winner waiter
run "another --start: MISMATCH" 3 '^MISMATCH: ' \
  "$CK" "$WC4" --game conn --rule waiter-client --n 4 --start 010000 --winner waiter
done_testing
