#!/usr/bin/env bash
# make proofs (scripts/proofs.sh) prints each instance's row as soon as it is
# checked, not all of them at the end: the programs are wrapped so that the
# second solve waits until this test has read the first row from the
# script's output (a FIFO), which it can only read if the row came out while
# the run still went on. Then the whole table: K4 and K5 of Lemmas 6, 8, 9
# (12 instances), each agreeing with the paper and VERIFIED, and a certificate
# the checker rejects made a FAILURE with exit 1.
. "$(dirname "$0")/lib.sh"
W="$TMP/bin"; mkdir -p "$W"
cat >"$W/posproof" <<WRAP
#!/bin/sh
n=\$(cat "$TMP/calls" 2>/dev/null || echo 0); n=\$((n + 1)); echo \$n >"$TMP/calls"
if [ \$n -ge 2 ]; then
  i=0
  while [ ! -e "$TMP/go" ] && [ \$i -lt 600 ]; do sleep 0.05; i=\$((i + 1)); done
fi
exec "$PP" "\$@"
WRAP
cat >"$W/posproof-check" <<WRAP
#!/bin/sh
[ ! -e "$TMP/reject" ] || exit 1
exec "$CK" "\$@"
WRAP
chmod +x "$W/posproof" "$W/posproof-check"
mkfifo "$TMP/out"
(cd "$TOP" && POSPROOF_BIN="$W" NMAX=5 OUT="$TMP/po" sh scripts/proofs.sh >"$TMP/out" 2>"$TMP/err"; echo $? >"$TMP/rc") &
first=""
exec 3<"$TMP/out"
while IFS= read -r line <&3; do
  printf '%s\n' "$line" >>"$TMP/table"
  case "$line" in "ham "*) first=$line; break ;; esac
done
is "$(cat "$TMP/calls") $([ -e "$TMP/go" ] && echo go || echo waiting)" "1 waiting" \
  "the first row came out while the second instance's solve was still waiting"
like "$first" '^ham +4 maker +\| breaker +breaker +yes .* VERIFIED *$' "... and it is ham K4, Maker first: agrees, VERIFIED"
touch "$TMP/go"
cat <&3 >>"$TMP/table"
exec 3<&-
wait
is "$(cat "$TMP/rc")" 0 "make proofs on n <= 5 exits 0"
is "$(grep -cE '^(ham|hp |fhp) +[45] (maker|breaker) +\| .* yes +\| .* VERIFIED *$' "$TMP/table")" 12 \
  "12 rows, each agreeing with the paper and VERIFIED"
like "$(cat "$TMP/table")" 'All 12 outcomes proved agree with the paper' "... and the summary says so"
like "$(grep -A6 '^Lemma 9, Maker as second player' "$TMP/table" | sed -n 2p)" 'FHP4 +FHP5' "the paper's layout follows"
# A rejected certificate: a FAILURE line and exit 1.
touch "$TMP/reject"
(cd "$TOP" && POSPROOF_BIN="$W" NMAX=4 OUT="$TMP/po" SKIP="hp4-maker hp4-breaker fhp4-maker fhp4-breaker ham4-breaker" \
  sh scripts/proofs.sh >"$TMP/table2" 2>"$TMP/err2"); rc=$?
is "$rc" 1 "a certificate the checker rejects: exit 1"
like "$(grep -E '^ham +4 maker' "$TMP/table2")" 'REJECTED' "... its row says REJECTED"
like "$(cat "$TMP/err2")" '^FAILURE: ' "... and the run ends with FAILURE"
done_testing
