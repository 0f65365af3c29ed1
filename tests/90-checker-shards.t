#!/usr/bin/env bash
# posproof-check on sharded proofs (format version 4, certs/FORMAT.md 6.4):
# tops made here by hand with the sqlite3 command from solver certificates
# (a whole game, version 2, its blocks deleted; assumptions added as rows),
# shards written by the solver from positions (version 3).  The game is
# hc on K6 with bias 2:1, which Breaker wins: with Maker first, the plays of
# a top with no entry reach, after Maker's first turn, the two classes of
# positions Maker 0-1,0-2 (a path) and Maker 0-1,2-3 (two edges), which the
# top assumes as relabellings (Maker 3-4,4-5 and Maker 1-5,2-4), so they
# are matched by key, not by spelling.  Checked: PARTIAL without --shards
# (exit 4), VERIFIED with them, and each way a shard or a top can fail,
# with its exit status and message; the sha256 line; --verified; threads.
. "$(dirname "$0")/lib.sh"
command -v sqlite3 >/dev/null || { echo "1..0 # SKIP sqlite3 CLI missing"; exit 0; }
command -v sha256sum >/dev/null || { echo "1..0 # SKIP sha256sum missing"; exit 0; }
. "$TOP/tests/checker-corpus/make-v3.sh"         # spell N TURN i-j=S ...
G="--game hc --n 6 --bias 2:1"
D="$TMP/shards"                                  # the shard directory
mkdir -p "$D"
hash() { sha256sum "$1" | cut -c1-64; }

# check NAME WANT_STATUS REGEX ARGS...: as tests/20-checker-handmade.t (exit
# 2: one line on stderr and nothing on stdout; otherwise nothing on
# stderr; the output lines joined by ~~ must match the ERE); the output
# (seconds left out) stays in $got.
check() {
  local name=$1 want=$2 re=$3 out rc shape=ok
  shift 3
  out=$("$CK" "$@" 2>"$TMP/err"); rc=$?
  if [ "$rc" = 2 ]; then
    [ -z "$out" ] && [ "$(wc -l <"$TMP/err")" = 1 ] || shape=bad
  elif [ -s "$TMP/err" ]; then
    shape=bad
  fi
  got=$(printf '%s\nexit %s\n' "$(printf '%s\n' "$out" | sed 's/, seconds: [0-9.]*$//')" "$rc")
  out=$( { printf '%s\n' "$out"; cat "$TMP/err"; } | sed '/^$/d' |
         awk '{ printf "%s%s", (NR > 1 ? "~~" : ""), $0 }')
  if [ "$rc" = "$want" ] && [ $shape = ok ] &&
     printf '%s\n' "$out" | grep -Eq -- "$re"; then
    pass "$name"
  else
    fail "$name" "exit $rc (want $want), output $shape: $out" "want /$re/"
  fi
}

# top BASE DST START [START:SHARD[:SHA256] ...]: DST, a top made from the
# certificate BASE: format version 4, start START, no block (entries 0),
# and one assumption a START:SHARD argument (SHA256 default: that of
# $D/SHARD); SQL=... before the call runs after the rest.
top() {
  local base=$1 dst=$2 start=$3 a st sh hs n=0 rows=""
  shift 3
  for a in "$@"; do
    IFS=: read -r st sh hs <<<"$a"
    [ -n "$hs" ] || hs=$(hash "$D/$sh")
    rows+="INSERT INTO assumption VALUES ('$st', '$sh', '$hs');"
    n=$((n + 1))
  done
  rm -f "$dst"
  cp "$base" "$dst"
  sqlite3 "$dst" "UPDATE header SET value = '4' WHERE name = 'format_version';
    INSERT OR REPLACE INTO header VALUES ('start', '$start');
    INSERT INTO header VALUES ('assumptions', '$n');
    DELETE FROM block; UPDATE header SET value = '0' WHERE name = 'entries';
    CREATE TABLE assumption (start TEXT PRIMARY KEY NOT NULL, shard TEXT NOT NULL, sha256 TEXT NOT NULL) WITHOUT ROWID;
    $rows ${SQL:-}"
}

# The certificates: the whole game with each player first, the two shards.
"$PP" solve $G --first maker --cert "$TMP/full-m.cert" --quiet >/dev/null
"$PP" solve $G --first breaker --cert "$D/full-b.cert" --quiet >/dev/null
"$PP" solve $G --first maker --maker 3-4,4-5 --breaker '' --cert "$D/sA.cert" --quiet >/dev/null
"$PP" solve $G --first maker --maker 1-5,2-4 --breaker '' --cert "$D/sB.cert" --quiet >/dev/null
"$PP" solve $G --first breaker --breaker 0-1 --maker '' --cert "$D/sC.cert" --quiet >/dev/null
A=$(spell 6 1 3-4=1 4-5=1) B=$(spell 6 1 1-5=1 2-4=1) E=$(spell 6 0)
is "$(field "$D/sA.cert" start) $(field "$D/sB.cert" start)" "$A $B" \
   "the shards' starts are spelled as computed here"
is "$(field "$TMP/full-m.cert" key)" layered-v2 "the whole game has key layered-v2"
CLAIM='Breaker wins hc \(Hamilton-connectedness\) on K6 with bias 2:1 when Maker moves first'
HA=$(hash "$D/sA.cert") HB=$(hash "$D/sB.cert")
T="$TMP/top.cert"
top "$TMP/full-m.cert" "$T" "$E" "$A:sA.cert" "$B:sB.cert"

# 1. The top: PARTIAL alone, VERIFIED with its shards.
check "top without --shards: PARTIAL" 4 \
  "^PARTIAL: $CLAIM, assuming 2 positions \(give --shards DIR to discharge them\)~~positions checked: [0-9]+, strategy lookups: 0, entries: 0, seconds" "$T"
check "top without --shards, --quiet: one line" 4 "^PARTIAL: [^~]*them\)$" "$T" --quiet
check "top with --shards: VERIFIED" 0 \
  "^VERIFIED: $CLAIM \(the top and 2 shards\)~~sha256: $(hash "$T")~~positions checked: [0-9]+, strategy lookups: [1-9][0-9]*, entries: $(( $(field "$D/sA.cert" entries) + $(field "$D/sB.cert" entries) )), " \
  "$T" --shards "$D"
check "top with --shards, --quiet: one line" 0 "^VERIFIED: [^~]*\(the top and 2 shards\)$" "$T" --shards "$D" --quiet
check "top with --shards --plain" 0 "^VERIFIED: $CLAIM \(the top and 2 shards\) \(plain replay\)~~sha256: " \
  "$T" --shards "$D" --plain
check "top with --shards=DIR and the claim asked" 0 "^VERIFIED: $CLAIM \(the top and 2 shards\)" \
  "$T" --shards="$D" $G --first maker --winner breaker
check "top asked for another claim: MISMATCH" 3 "^MISMATCH: the certificate claims: $CLAIM; you asked: Maker wins" \
  "$T" --shards "$D" $G --first maker --winner maker

# The assumptions are really used, and matched by key: without one of them
# a play reaches a position with no entry.
top "$TMP/full-m.cert" "$TMP/only-a.cert" "$E" "$A:sA.cert"
check "top assuming the path class only: REJECTED" 1 \
  "^REJECTED: no strategy entry for position \(key [0-9a-f]{10}\)~~moves from the start: M 0-1, M 2-3$" "$TMP/only-a.cert"
check "... also with --shards" 1 "^REJECTED: no strategy entry" "$TMP/only-a.cert" --shards "$D"
top "$TMP/full-m.cert" "$TMP/only-b.cert" "$E" "$B:sB.cert"
check "top assuming the two-edge class only: REJECTED" 1 \
  "^REJECTED: no strategy entry for position \(key [0-9a-f]{10}\)~~moves from the start: M 0-1, M 0-2$" "$TMP/only-b.cert"

# A top with no entry that assumes its own start (S to move there), and
# one that assumes another position.
S="$TMP/self.cert"
top "$D/full-b.cert" "$S" "$E" "$E:full-b.cert"
CLAIMB='Breaker wins hc \(Hamilton-connectedness\) on K6 with bias 2:1 when Breaker moves first'
check "top assuming its start: PARTIAL" 4 "^PARTIAL: $CLAIMB, assuming 1 position \(give" "$S"
check "top assuming its start, with the whole game as shard: VERIFIED" 0 \
  "^VERIFIED: $CLAIMB \(the top and 1 shard\)~~sha256: $(hash "$S")~~" "$S" --shards "$D"
check "top assuming its start, --plain: VERIFIED" 0 "^VERIFIED: $CLAIMB \(the top and 1 shard\) \(plain replay\)" \
  "$S" --shards "$D" --plain
top "$D/full-b.cert" "$TMP/other.cert" "$E" "$(field "$D/sC.cert" start):sC.cert"
check "top with no entry assuming another position: REJECTED at the start" 1 \
  "^REJECTED: no strategy entry for position \(key [0-9a-f]{10}\)~~moves from the start: \(none\)$" "$TMP/other.cert"
check "... also with --shards" 1 "^REJECTED: no strategy entry .*\(none\)$" "$TMP/other.cert" --shards "$D"

# 2. Shards that do not discharge their assumption: REJECTED (exit 1), or
#    exit 2 for a shard that cannot be read as a certificate.
AT1="assumption 1 \(start $A\): shard" AT2="assumption 2 \(start $B\): shard"
mkdir -p "$TMP/part"
cp "$D/sA.cert" "$TMP/part/"
check "missing shard" 1 "^REJECTED: $AT2 $TMP/part/sB.cert is missing$" "$T" --shards "$TMP/part"
check "missing shard, --quiet" 1 "^REJECTED: $AT2 .*/sB.cert is missing$" "$T" --shards "$TMP/part" --quiet
Z=0000000000000000000000000000000000000000000000000000000000000000
top "$TMP/full-m.cert" "$TMP/wrong-hash.cert" "$E" "$A:sA.cert:$Z" "$B:sB.cert"
check "the top records another sha256" 1 "^REJECTED: $AT1 sA.cert has sha256 $HA; the top records $Z$" \
  "$TMP/wrong-hash.cert" --shards "$D"
mkdir -p "$TMP/edited"
cp "$D/sA.cert" "$D/sB.cert" "$TMP/edited/"
sqlite3 "$TMP/edited/sB.cert" "UPDATE header SET value = 'edited' WHERE name = 'tool'"
check "a shard changed in an informative header row" 1 \
  "^REJECTED: $AT2 sB.cert has sha256 $(hash "$TMP/edited/sB.cert"); the top records $HB$" "$T" --shards "$TMP/edited"
check "... is a valid certificate by itself" 0 "^VERIFIED: " "$TMP/edited/sB.cert"

# A shard of another position, of another game, a top as shard, a shard
# that fails its replay, a shard that is no certificate: each recorded with
# its true hash, so that only the check named fails.
shardcase() {  # NAME STATUS REGEX FILE [ARGS...]: FILE as the shard of assumption 1
  mkdir -p "$TMP/case"
  rm -f "$TMP/case/"*
  cp "$4" "$TMP/case/sA.cert"
  cp "$D/sB.cert" "$TMP/case/"
  top "$TMP/full-m.cert" "$TMP/case.cert" "$E" "$A:sA.cert:$(hash "$4")" "$B:sB.cert"
  check "$1" "$2" "$3" "$TMP/case.cert" --shards "$TMP/case" "${@:5}"
}
FROMA='from the position Maker 3-4,4-5; Breaker none \(Breaker to move\)'
shardcase "a shard of another position" 1 \
  "^REJECTED: $AT1 sA.cert claims: $CLAIM, from the position Maker 2-4,1-5; Breaker none \(Breaker to move\); the top assumes: $CLAIM, $FROMA$" \
  "$D/sB.cert"
"$PP" solve --game ham --n 6 --bias 2:1 --first maker --maker 3-4,4-5 --breaker '' --cert "$TMP/ham.cert" --quiet >/dev/null
shardcase "a shard of another game and winner" 1 \
  "^REJECTED: $AT1 sA.cert claims: Maker wins ham \(Hamiltonian cycle\) on K6 with bias 2:1 when Maker moves first, $FROMA; the top assumes: $CLAIM, $FROMA$" \
  "$TMP/ham.cert"
shardcase "a shard that is a top itself" 1 "^REJECTED: $AT1 sA.cert is a top itself \(format version 4\)$" "$T"
cp "$D/sA.cert" "$TMP/fin0.cert"
sqlite3 "$TMP/fin0.cert" "UPDATE header SET value = '0' WHERE name = 'finish'"
shardcase "a shard that fails its replay" 1 \
  "^REJECTED: $AT1 sA.cert: no strategy entry for position \(key [0-9a-f]{10}\)~~moves from the start: B [0-9]-[0-9], " \
  "$TMP/fin0.cert"
printf 'not a certificate\n' >"$TMP/junk.cert"
shardcase "a shard that is no certificate: exit 2" 2 "^posproof-check: $TMP/case/sA.cert: not a SQLite file$" "$TMP/junk.cert"
# the assumptions are checked in table order: the first failure is named
mkdir -p "$TMP/both"
cp "$TMP/fin0.cert" "$TMP/both/sA.cert"
check "the first failing assumption is named" 1 "^REJECTED: $AT1 sA.cert has sha256 " "$T" --shards "$TMP/both"

# 3. Malformed tops: exit 2, one line.
BAD="^posproof-check: $TMP/bad.cert: malformed certificate:"
badtop() {  # NAME REGEX (after BAD) [START:SHARD[:SHA256] ...]; SQL=...
  local name=$1 re=$2
  shift 2
  top "$TMP/full-m.cert" "$TMP/bad.cert" "$E" "$@"
  check "malformed top: $name" 2 "$BAD $re" "$TMP/bad.cert" --shards "$D"
}
badtop "start too short" "assumption 1: start '${A:0:9}' is no position: not 10 lowercase hexadecimal digits \(2\(L \+ 1\)\)$" "${A:0:9}:sA.cert"
badtop "start in upper case" "assumption 1: start '0000041A01' is no position: not 10 " "0000041A01:sA.cert"
badtop "start with the wrong turn byte" "assumption 1: start '0000041000' is no position: the turn byte is not the counts' one$" "0000041000:sA.cert"
# a sha256 spelled otherwise is no file's hash: the top is rejected at
# discharge (FORMAT.md 6.4 lets a checker leave the spelling unchecked)
UP=$(printf '%s' "$HA" | tr a-f A-F)
top "$TMP/full-m.cert" "$TMP/bad.cert" "$E" "$A:sA.cert:$UP" "$B:sB.cert"
check "sha256 in upper case: REJECTED at discharge" 1 "^REJECTED: $AT1 sA.cert has sha256 $HA; the top records $UP$" \
  "$TMP/bad.cert" --shards "$D"
top "$TMP/full-m.cert" "$TMP/bad.cert" "$E" "$A:sA.cert:${HA:0:63}" "$B:sB.cert"
check "sha256 too short: REJECTED at discharge" 1 "^REJECTED: $AT1 sA.cert has sha256 $HA; the top records ${HA:0:63}$" \
  "$TMP/bad.cert" --shards "$D"
badtop "shard name with /" "assumption 1: shard 'sub/sA.cert' is not a file name of A-Z a-z 0-9 . _ - not starting with '.'$" "$A:sub/sA.cert:$HA"
badtop "shard name .." "assumption 1: shard '..' is not a file name" "$A:..:$HA"
badtop "shard name empty" "assumption 1: shard '' is not a file name" "$A::$HA"
SQL="UPDATE header SET value = '3' WHERE name = 'assumptions'" badtop "more assumptions declared than rows" \
  "table assumption has 2 rows, header assumptions says 3$" "$A:sA.cert" "$B:sB.cert"
SQL="UPDATE header SET value = '1' WHERE name = 'assumptions'" badtop "fewer assumptions declared than rows" \
  "table assumption has 2 rows, header assumptions says 1$" "$A:sA.cert" "$B:sB.cert"
SQL="UPDATE header SET value = '0' WHERE name = 'assumptions'" badtop "assumptions 0" \
  "header field 'assumptions' has invalid value '0'$" "$A:sA.cert"
SQL="UPDATE header SET value = '01' WHERE name = 'assumptions'" badtop "assumptions 01" \
  "header field 'assumptions' has invalid value '01'$" "$A:sA.cert"
SQL="DELETE FROM header WHERE name = 'assumptions'" badtop "no header assumptions" \
  "header field 'assumptions' is missing$" "$A:sA.cert"
SQL="DELETE FROM header WHERE name = 'start'" badtop "no header start" \
  "header field 'start' is missing$" "$A:sA.cert"
SQL="UPDATE assumption SET sha256 = x'41'" badtop "a value that is not text (a blob)" \
  "assumption 1: a value is not text of at most 63 \(sha256: 64\) bytes$" "$A:sA.cert"
SQL="DROP TABLE assumption" top "$TMP/full-m.cert" "$TMP/bad.cert" "$E" "$A:sA.cert"
check "malformed top: no table assumption" 2 "^posproof-check: $TMP/bad.cert: SQL error: no such table: assumption$" \
  "$TMP/bad.cert" --shards "$D"
# the rows are read by column name (FORMAT.md 6.4 lets a checker leave the
# declaration unchecked): a rowid table or an index changes nothing
SQL="CREATE TABLE a2 AS SELECT * FROM assumption; DROP TABLE assumption;
  CREATE TABLE assumption (sha256 TEXT, start TEXT, shard TEXT, x); INSERT INTO assumption SELECT sha256, start, shard, 0 FROM a2" \
  top "$TMP/full-m.cert" "$TMP/rowid.cert" "$E" "$A:sA.cert" "$B:sB.cert"
check "table assumption with rowid, columns reordered, one extra: read as declared" 0 "^VERIFIED: $CLAIM \(the top and 2 shards\)" \
  "$TMP/rowid.cert" --shards "$D"
SQL="CREATE INDEX ix ON assumption (shard)" top "$TMP/full-m.cert" "$TMP/index.cert" "$E" "$A:sA.cert" "$B:sB.cert"
check "an index on table assumption changes nothing" 0 "^VERIFIED: $CLAIM \(the top and 2 shards\)" "$TMP/index.cert" --shards "$D"
"$PP" solve --game ham --n 6 --first maker --cert "$TMP/ham6.cert" --quiet >/dev/null
rm -f "$TMP/bad.cert"
top "$TMP/ham6.cert" "$TMP/bad.cert" "$E" "$E:sA.cert"
check "malformed top: key layered-3state-v1" 2 "$BAD header field 'key' has invalid value 'layered-3state-v1'$" "$TMP/bad.cert"
cp "$D/sA.cert" "$TMP/v3.cert"
sqlite3 "$TMP/v3.cert" "INSERT INTO header VALUES ('assumptions', '1')"
check "header assumptions in a version 3 file" 2 "malformed certificate: header field 'assumptions' in a version 3 file$" "$TMP/v3.cert"
cp "$D/sA.cert" "$TMP/v3t.cert"
sqlite3 "$TMP/v3t.cert" "CREATE TABLE assumption (x); INSERT INTO assumption VALUES (1)"
check "a table assumption in a version 3 file is ignored" 0 "^VERIFIED: " "$TMP/v3t.cert"

# 4. The command line.
check "--shards on a version 3 file" 2 "^posproof-check: --shards applies to a top \(format version 4\) only; .*/sA.cert is of version 3$" \
  "$D/sA.cert" --shards "$D"
check "--shards on a version 2 file" 2 "is of version 2$" "$TMP/full-m.cert" --shards "$D"
check "--verified without --shards" 2 "^posproof-check: --verified applies with --shards only$" "$T" --verified "$TMP/none"
check "--verified FILE missing" 2 "^posproof-check: $TMP/none: cannot read: No such file or directory$" \
  "$T" --shards "$D" --verified "$TMP/none"
check "--shards twice" 2 "^posproof-check: option given twice: --shards$" "$T" --shards "$D" --shards "$D"
check "--help names --shards" 0 "--shards DIR \[--verified OUT\]" --help

# 5. The sha256 line: sha256sum's; --quiet success stays one line.
check "sha256 line of an ordinary certificate" 0 "^VERIFIED: [^~]*~~sha256: $HA~~positions checked: " "$D/sA.cert"
check "--quiet: one line" 0 "^VERIFIED: [^~]*$" "$D/sA.cert" --quiet
check "no sha256 line on REJECTED" 1 "^REJECTED: [^~]*~~moves from the start: [^~]*$" "$TMP/fin0.cert"

# 6. --verified OUT: outputs of earlier checks, concatenated.
"$CK" "$D/sA.cert" >"$TMP/out1" 2>&1
"$CK" "$TMP/fin0.cert" >>"$TMP/out1" 2>&1
check "a shard VERIFIED in OUT is not replayed" 0 \
  "^VERIFIED: $CLAIM \(the top and 2 shards, 1 of them by $TMP/out1\)~~sha256: " "$T" --shards "$D" --verified "$TMP/out1"
positions() { "$CK" "$@" | sed -n 's/^positions checked: \([0-9]*\),.*/\1/p'; }
p1=$(positions "$T" --shards "$D" --threads 1)
p2=$(positions "$T" --shards "$D" --threads 1 --verified "$TMP/out1")
if [ "$p2" -lt "$p1" ]; then pass "fewer positions checked with --verified ($p2 < $p1)"; else fail "fewer positions with --verified" "$p2 >= $p1"; fi
{ cat "$TMP/out1"; "$CK" "$D/sB.cert"; } >"$TMP/out2"
check "both shards VERIFIED in OUT" 0 "\(the top and 2 shards, 2 of them by $TMP/out2\)" "$T" --shards "$D" --verified "$TMP/out2"
printf 'VERIFIED: whatever\nsha256: %s\n' "$HB" >"$TMP/out3"
check "OUT is trusted: a line VERIFIED: then sha256: H counts" 0 "2 shards, 1 of them by " "$T" --shards "$D" --verified "$TMP/out3"
printf 'REJECTED: whatever\nsha256: %s\n' "$HB" >"$TMP/out6"
check "OUT is trusted: a line sha256: H counts wherever it is" 0 "2 shards, 1 of them by " "$T" --shards "$D" --verified "$TMP/out6"
printf 'sha256: %s\nVERIFIED: x\nsha256: %s \nVERIFIED: x\n sha256: %s\nxsha256: %s\nsha256: %s\nsha256: %s' \
  "$HB" "$HB" "$HB" "$HB" "$Z" "$HB" >"$TMP/out4"
check "the first line, a line with more, of another hash, or with no newline does not count" 0 \
  "^VERIFIED: $CLAIM \(the top and 2 shards\)~~" "$T" --shards "$D" --verified "$TMP/out4"
"$CK" "$D/sA.cert" --quiet >"$TMP/out5"
check "a --quiet output vouches for nothing" 0 "\(the top and 2 shards\)~~" "$T" --shards "$D" --verified "$TMP/out5"
# trust: a shard that fails its replay counts once OUT vouches for its hash,
# but its hash and its claim are still checked
printf 'VERIFIED: forged\nsha256: %s\n' "$(hash "$TMP/fin0.cert")" >"$TMP/forged"
shardcase "a broken shard VERIFIED in OUT is not replayed (OUT is trusted)" 0 "\(the top and 2 shards, 1 of them by " \
  "$TMP/fin0.cert" --verified "$TMP/forged"
check "the same shard without OUT: REJECTED" 1 "^REJECTED: $AT1 sA.cert: no strategy entry" "$TMP/case.cert" --shards "$TMP/case"
printf 'VERIFIED: forged\nsha256: %s\n' "$(hash "$TMP/ham.cert")" >"$TMP/forged"
shardcase "a shard VERIFIED in OUT still has its claim compared" 1 "^REJECTED: $AT1 sA.cert claims: Maker wins ham" \
  "$TMP/ham.cert" --verified "$TMP/forged"
check "a shard VERIFIED in OUT still has its hash compared" 1 "^REJECTED: $AT1 sA.cert has sha256 " \
  "$TMP/wrong-hash.cert" --shards "$D" --verified "$TMP/out2"

# 7. Threads: the same verdicts and messages on 1 and 2 threads.
nostats() { grep -v '^positions checked: '; }
for c in "$T --shards $D" "$T" "$TMP/only-a.cert" "$TMP/only-b.cert" "$S --shards $D" "$TMP/other.cert" \
         "$TMP/case.cert --shards $TMP/case" "$T --shards $TMP/part" "$T --shards $D --verified $TMP/out1"; do
  # shellcheck disable=SC2086
  a=$("$CK" $c --threads 1 2>&1 | nostats; echo "exit ${PIPESTATUS[0]}")
  # shellcheck disable=SC2086
  b=$("$CK" $c --threads 2 2>&1 | nostats; echo "exit ${PIPESTATUS[0]}")
  is "$b" "$a" "--threads 2 as --threads 1: ${c//$TMP/TMP}"
done
done_testing
