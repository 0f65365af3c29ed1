#!/usr/bin/env bash
# posproof dump (solver/dump.h) and the certificate reader under it
# (certs/cert_read.c): every entry of a certificate in ascending key order,
# "KEY BYTE MOVE" a line and nothing else, or --json; checked against the
# header's entries, against a decoding of the blocks written here with the
# sqlite3 and zstd command-line tools (FORMAT.md 6.1 byte planes), and
# refused for damaged files.
. "$(dirname "$0")/lib.sh"
S="$TOP/strategies"
need sqlite3 zstd xxd

# entries of every archived certificate up to 200,000 entries: one line each, the header's count
bad=""; checked=0
for f in "$S"/*.cert; do
  want=$(sqlite3 "$f" "SELECT value FROM header WHERE name = 'entries'")
  [ "$want" -le 200000 ] || continue
  got=$("$PP" dump "$f" 2>&1 | wc -l | tr -d ' ')
  [ "$got" = "$want" ] || bad="$bad $(basename "$f"):$got/$want"
  checked=$((checked + 1))
done
is "$bad" "" "dump prints one line an entry for each of the $checked archived certificates (up to 200,000 entries)"

# the line format and the key order
out=$("$PP" dump "$S/ham6-maker.cert"); rc=$?
is "$rc" 0 "dump ham6-maker: exit 0"
is "$(printf '%s\n' "$out" | grep -cvE '^[0-9a-f]{8} [0-9]+ [0-9]+-[0-9]+$')" 0 \
  "dump ham6-maker: every line is KEY BYTE a-b (layered-3state-v1 on K6: 4 key bytes)"
if printf '%s\n' "$out" | cut -d' ' -f1 | LC_ALL=C sort -c -u 2>/dev/null; then pass "dump: keys strictly ascending"
else fail "dump: keys strictly ascending"; fi
out=$("$PP" dump "$S/subh5-creator-first.cert")
is "$(printf '%s\n' "$out" | grep -cvE '^[0-9a-f]{8} [0-9]+ [0-9]+>[0-9]+$')" 0 \
  "dump subh5: every line is KEY BYTE a>b (oriented-v2 on K5: 3 key bytes and the turn byte)"
is "$(printf '%s\n' "$out" | awk '$2 >= 128 { split($3, v, ">"); if (v[1] < v[2]) print }' | wc -l | tr -d ' ')" 0 \
  "dump subh5: a stored q + 128 is the arc from the larger vertex"
is "$("$PP" dump "$S/simplus.cert" | awk '$2 == 255 && $3 == "stop"' | wc -l | tr -d ' ')" \
   "$("$PP" dump "$S/simplus.cert" | awk '$2 == 255' | wc -l | tr -d ' ')" "dump simplus: byte 255 is stop"
like "$("$PP" dump "$S/simplus.cert" | awk '$2 == 255' | wc -l)" '[1-9]' "dump simplus: Sim+ stores stops"

# the entries against the blocks decoded here: sqlite3 + zstd + the byte planes of FORMAT.md 6.1
decode() {   # FILE: "KEYHEX BYTE" for every entry, in block order
  local f=$1 L
  L=$(sqlite3 "$f" "SELECT length(first_key) FROM block LIMIT 1")
  sqlite3 "$f" "SELECT entries || ' ' || hex(data) FROM block ORDER BY first_key" | while read -r c hexdata; do
    printf '%s' "$hexdata" | xxd -r -p | zstd -dq -c | xxd -p -c 1 | perl -e '
      my ($c, $L) = @ARGV; my @b = map { chomp; $_ } <STDIN>;
      for my $i (0 .. $c - 1) { print join("", map { $b[$_ * $c + $i] } 0 .. $L - 1), " ", hex($b[$L * $c + $i]), "\n" }' "$c" "$L"
  done
}
for f in ham6-maker.cert subh5-creator-first.cert simplus.cert p4-bull-maker.cert conn-k5-avoider-enforcer.cert ham7-breaker.cert; do
  a=$(decode "$S/$f"); b=$("$PP" dump "$S/$f" | cut -d' ' -f1,2)
  if [ -n "$a" ] && [ "$a" = "$b" ]; then pass "dump $f: the entries of the blocks decoded with sqlite3 and zstd"
  else fail "dump $f: the entries of the blocks decoded with sqlite3 and zstd" "$(diff <(echo "$a") <(echo "$b") | head -5)"; fi
done

# --json: one object a line, the same entries
"$PP" dump "$S/sim.cert" --json >"$TMP/j" 2>&1
if perl -MJSON::PP -ne 'my $o = decode_json($_); print "$o->{key} $o->{move} $o->{canonical}\n"' "$TMP/j" >"$TMP/jt" 2>"$TMP/je"; then
  is "$(cat "$TMP/jt")" "$("$PP" dump "$S/sim.cert")" "dump --json: the entries of the text form, each line a JSON object"
else fail "dump --json: each line a JSON object" "$(head -3 "$TMP/je")"; fi

# a certificate with no entry prints nothing
is "$("$PP" dump "$S/shared-conn2-avoid.cert"; echo "rc=$?")" "rc=0" "dump of a certificate with no entry: nothing, exit 0"

# damaged and foreign files: exit 2, one line naming the file
damaged() {   # NAME REGEX FILE
  "$PP" dump "$3" >"$TMP/out" 2>"$TMP/err"; local rc=$?
  if [ $rc = 2 ] && [ "$(wc -l <"$TMP/err")" = 1 ] && grep -Eq -- "$2" "$TMP/err"; then pass "$1"
  else fail "$1" "exit $rc" "stderr: $(cat "$TMP/err")"; fi
}
damaged "dump of a file that is not a certificate" "README.md: not a certificate \(not an SQLite file\)" "$TOP/README.md"
: >"$TMP/empty.cert"
damaged "dump of an empty file" "empty.cert: not a certificate \(not an SQLite file: it is empty\)" "$TMP/empty.cert"
sqlite3 "$TMP/other.db" "CREATE TABLE t (x)"
damaged "dump of a SQLite file that is not a certificate" "other.db: not a posproof certificate \(application_id 0" "$TMP/other.db"
head -c 5000 "$S/ham7-breaker.cert" >"$TMP/cut.cert"
damaged "dump of a certificate cut off (an interrupted copy)" \
  "cut.cert: truncated: the file has 5000 bytes of the [0-9]+ its SQLite header declares \(a copy cut off\?\)$" "$TMP/cut.cert"
damaged "dump of a missing file" "nothing.cert: No such file" "$TMP/nothing.cert"
cp "$S/ham6-maker.cert" "$TMP/b1.cert"
sqlite3 "$TMP/b1.cert" "UPDATE block SET data = CAST(substr(data, 1, length(data) - 1) || x'00' AS BLOB)"
damaged "dump of a block whose zstd checksum fails" "b1.cert: a block that does not decompress" "$TMP/b1.cert"
cp "$S/ham6-maker.cert" "$TMP/b2.cert"
sqlite3 "$TMP/b2.cert" "UPDATE header SET value = '157' WHERE name = 'entries'"
damaged "dump of a file whose header counts another number of entries" "b2.cert: its blocks hold 156 entries, its header says 157" "$TMP/b2.cert"
cp "$S/ham6-maker.cert" "$TMP/b3.cert"
sqlite3 "$TMP/b3.cert" "UPDATE header SET value = '9' WHERE name = 'format_version'"
damaged "dump of an unknown format version" "b3.cert: format_version '9' is not one this program reads" "$TMP/b3.cert"
cp "$S/ham6-maker.cert" "$TMP/b4.cert"
sqlite3 "$TMP/b4.cert" "UPDATE block SET first_key = x'00'"
damaged "dump of a first_key of the wrong length" "b4.cert: a block whose first_key is not a BLOB of 4 bytes" "$TMP/b4.cert"
done_testing
