#!/usr/bin/env bash
# The checker must reject damaged and dishonest certificates. Each mutant is
# made from a genuine certificate with sqlite3 and zstd, and is expected to
# fail with a given exit code (1: does not prove the claim, 2: unreadable or
# unsupported) and a message naming the defect.
. "$(dirname "$0")/lib.sh"
need sqlite3 zstd

# reject NAME CODE REGEX FILE [EXPECTATION FLAGS...]
reject() {
  local name=$1 code=$2 re=$3 file=$4; shift 4
  local out rc
  out=$("$CK" "$file" "$@" 2>&1); rc=$?
  is "$rc" "$code" "$name: exit $code"
  like "$out" "$re" "$name: says why"
  if printf '%s\n' "$out" | grep -q VERIFIED; then fail "$name: never says VERIFIED" "$out"; else pass "$name: never says VERIFIED"; fi
  local plain prc
  plain=$("$CK" "$file" "$@" --plain 2>&1); prc=$?
  is "$prc $(printf '%s\n' "$plain" | head -1)" "$rc $(printf '%s\n' "$out" | head -1)" "$name: --plain says the same"
}
sql() { sqlite3 "$1" "$2"; }
# block_get and block_put: tests/lib.sh

# A genuine certificate: Breaker wins HAM7 when Maker starts. n = 7: m = 21, key length L = 6.
good="$TMP/ham7.cert"
"$PP" solve --game ham --n 7 --first maker --cert "$good" --quiet >/dev/null
L=6
out=$("$CK" "$good" --game ham --n 7 --first maker --winner breaker 2>&1)
is "$?" 0 "genuine certificate is VERIFIED"
c=$(sql "$good" "SELECT entries FROM block ORDER BY first_key LIMIT 1")
[ "$c" -ge 3 ] && pass "first block has $c entries" || fail "first block has at least 3 entries" "$c"
total=$(sql "$good" "SELECT value FROM header WHERE name = 'entries'")

mut() { cp "$good" "$TMP/m.cert"; echo "$TMP/m.cert"; }

# Block contents (FORMAT.md 6.1) are byte planes: byte j of the key of entry
# e at offset j*c + e, the move of entry e at offset L*c + e.

# 1. a stored move changed to a pair number beyond the board
m=$(mut); block_get "$m" "$TMP/raw"
perl -e 'my ($f, $off) = @ARGV; open my $h, "+<:raw", $f or die; seek $h, $off, 0; print $h chr(200); close $h' "$TMP/raw" $((c * L + 1))
block_put "$m" "$TMP/raw" "$c"
reject "move out of range" 1 "REJECTED" "$m"

# 2. a stored move changed to a pair that is already claimed in that position
m=$(mut); block_get "$m" "$TMP/raw"
perl -e '
  my ($f, $c, $L, $m) = @ARGV;
  open my $h, "+<:raw", $f or die; local $/; my $d = <$h>;
  for my $e (0 .. $c - 1) {                       # first entry with a claimed pair
    my $key = join "", map { substr($d, $_ * $c + $e, 1) } 0 .. $L - 1;
    for my $p (0 .. $m - 1) {
      my $st = (ord(substr($key, int($p / 4), 1)) >> (2 * ($p % 4))) & 3;
      if ($st) { substr($d, $c * $L + $e, 1) = chr($p); seek $h, 0, 0; print $h $d; exit 0 }
    }
  }
  exit 1' "$TMP/raw" "$c" "$L" 21 && pass "found an entry with a claimed pair" || fail "found an entry with a claimed pair"
block_put "$m" "$TMP/raw" "$c"
reject "move to a claimed pair" 1 "REJECTED.*(not free|claimed)" "$m"

# 3. an entry removed (block and header counts kept consistent)
m=$(mut); block_get "$m" "$TMP/raw"
perl -e '
  my ($f, $c, $L) = @ARGV; my $k = int($c / 2);
  open my $h, "<:raw", $f or die; local $/; my $d = <$h>; close $h;
  my @planes = map { substr($d, $_ * $c, $c) } 0 .. $L;   # L key planes, then the moves
  substr($_, $k, 1) = "" for @planes;
  open $h, ">:raw", $f or die; print $h @planes; close $h' "$TMP/raw" "$c" "$L"
block_put "$m" "$TMP/raw" $((c - 1))
sql "$m" "UPDATE header SET value = '$((total - 1))' WHERE name = 'entries'"
reject "entry removed" 1 "REJECTED.*no (strategy )?entry" "$m"

# 4. the header's starting player changed
m=$(mut); sql "$m" "UPDATE header SET value = 'breaker' WHERE name = 'first'"
reject "starting player changed in the header" 1 "REJECTED" "$m"
reject "starting player differs from the expectation" 3 "^MISMATCH: .*; you asked: .*when Breaker moves first" "$good" --game ham --n 7 --first breaker

# 5. the header's winner changed (claim and stored side)
m=$(mut); sql "$m" "UPDATE header SET value = 'maker' WHERE name IN ('winner', 'strategy')"
reject "winner changed in the header" 1 "REJECTED" "$m"
reject "winner differs from the expectation" 3 "^MISMATCH: .*; you asked: Maker wins" "$good" --winner maker

# 6. truncated file
m=$(mut); head -c $(( $(wc -c <"$good") / 2 )) "$good" >"$m"
reject "truncated file" 2 "posproof-check: " "$m"

# 7. one byte flipped inside a compressed block
m=$(mut)
sql "$m" "SELECT writefile('$TMP/blk.zst', data) FROM block ORDER BY first_key LIMIT 1" >/dev/null
size=$(wc -c <"$TMP/blk.zst")
perl -e 'my ($f, $off) = @ARGV; open my $h, "+<:raw", $f or die; seek $h, $off, 0; read $h, my $b, 1; seek $h, $off, 0; print $h chr(ord($b) ^ 0x10); close $h' "$TMP/blk.zst" $((size / 2))
sql "$m" "UPDATE block SET data = readfile('$TMP/blk.zst') WHERE first_key = (SELECT min(first_key) FROM block)"
reject "flipped byte in a compressed block" 2 "posproof-check: .*(checksum|corrupt|zstd|block)" "$m"

# 8. a certificate for a different game
reject "different game than expected" 3 "^MISMATCH: .*; you asked: hp " "$good" --game hp --n 7 --first maker
reject "different board than expected" 3 "^MISMATCH: .*; you asked: .* on K8 " "$good" --game ham --n 8 --first maker
m=$(mut); sql "$m" "UPDATE header SET value = 'hp' WHERE name = 'game'"
reject "header game changed to one the strategy does not win" 1 "REJECTED" "$m"

# 9. unknown format version, wrong magic, wrong application id, missing field
m=$(mut); sql "$m" "UPDATE header SET value = '7' WHERE name = 'format_version'"
reject "unknown format version" 2 "posproof-check: .*version" "$m"
m=$(mut); sql "$m" "UPDATE header SET value = '3' WHERE name = 'format_version'"
reject "format version 3 without start" 2 "posproof-check: .*'start' is missing" "$m"
m=$(mut); sql "$m" "UPDATE header SET value = 'something else' WHERE name = 'magic'"
reject "wrong magic" 2 "posproof-check: .*magic" "$m"
m=$(mut); sql "$m" "PRAGMA application_id = 42"
reject "wrong application id" 2 "posproof-check: .*application" "$m"
m=$(mut); sql "$m" "DELETE FROM header WHERE name = 'tail'"
reject "missing header field" 2 "posproof-check: .*tail" "$m"
m=$(mut); sql "$m" "DROP TABLE block"
reject "missing block table" 2 "posproof-check: .*block" "$m"

# 10. not a certificate at all
head -c 5000 /dev/urandom >"$TMP/noise.cert"
reject "random bytes" 2 "posproof-check: " "$TMP/noise.cert"
reject "missing file" 2 "posproof-check: " "$TMP/does-not-exist.cert"

# 11. a Maker strategy (Maker wins HP6 when Breaker starts) with its last block
#     removed, header count adjusted: the positions of that block have no entry.
good2="$TMP/hp6.cert"
"$PP" solve --game hp --n 6 --first breaker --cert "$good2" --quiet >/dev/null
cp "$good2" "$TMP/m2.cert"
sql "$TMP/m2.cert" "DELETE FROM block WHERE first_key = (SELECT max(first_key) FROM block)"
sql "$TMP/m2.cert" "UPDATE header SET value = (SELECT coalesce(sum(entries), 0) FROM block) WHERE name = 'entries'"
reject "Maker strategy with a block removed" 1 "REJECTED.*no (strategy )?entry" "$TMP/m2.cert"
done_testing
