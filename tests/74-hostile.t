#!/usr/bin/env bash
# Hostile certificates: tiny files that declare huge
# blocks, searches without end, or containers FORMAT.md 1 forbids.  Each is
# refused with exit 2 and one line on stderr naming the file and the rule or
# limit, under a 1.5 GB address-space limit (so a refusal for the right
# reason is asserted, not an out-of-memory failure), and both by the default
# mode (two threads) and by --plain.  No timings are asserted; timeout 120
# only keeps a regression from hanging the suite.
. "$(dirname "$0")/lib.sh"
need sqlite3 zstd
cd "$TMP" || exit 1

# mk FILE HEADER_OVERRIDES... -- BLOCK_ROWS: a certificate from scratch.
# The header is a maker-breaker conn game on K16 (key layered-v2, 31-byte
# keys) with one entry; NAME=VALUE pairs replace fields; each block row is
# "KEYHEX ENTRIES ZSTFILE".
mk() {
  local f=$1; shift
  local -A h=([magic]='posproof certificate' [format_version]=2 [family]=maker-breaker
    [game]=conn [board]=complete [n]=16 [fixed]='' [bias]=1:1 [first]=maker
    [winner]=maker [strategy]=maker [key]=layered-v2 [tail]=0 [finish]=1 [entries]=1)
  while [ "$1" != -- ]; do h[${1%%=*}]=${1#*=}; shift; done; shift
  local sql="PRAGMA application_id = 1886352240;
CREATE TABLE header (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE block (first_key BLOB PRIMARY KEY NOT NULL, entries INTEGER NOT NULL, data BLOB NOT NULL) WITHOUT ROWID;"
  for k in "${!h[@]}"; do sql+="INSERT INTO header VALUES ('$k', '${h[$k]}');"; done
  while [ $# -gt 0 ]; do
    sql+="INSERT INTO block VALUES (X'$1', $2, readfile('$3'));"; shift 3
  done
  rm -f "$f"; sqlite3 "$f" "$sql"
}
# refused NAME REGEX FILE [ARGS...]: exit 2, one line, naming the file
refused() {
  local name=$1 re=$2 file=$3; shift 3
  local mode out rc
  for mode in "--threads 2" --plain; do
    # shellcheck disable=SC2086
    out=$( (ulimit -v "$vlimit"; timeout 120 "$CK" "$file" $mode "$@") 2>&1 >/dev/null); rc=$?
    is "$rc $(printf '%s\n' "$out" | wc -l)" "2 1" "$name ($mode): exit 2, one line"
    like "$out" "^posproof-check: $file: .*$re" "$name ($mode): names the file and why"
  done
}
# Sanitizer builds reserve terabytes of address space for their shadow.
vlimit=1500000; [ -n "${ASAN_OPTIONS:-}${TSAN_OPTIONS:-}" ] && vlimit=unlimited
K0=$(printf '00%.0s' $(seq 31))          # a 31-byte key
head -c 32 /dev/zero >one.raw && zstd -q -f --check one.raw -o one.zst
mk good.cert -- "$K0" 1 one.zst
out=$("$CK" good.cert --quiet 2>&1)
like "$out" "REJECTED: no strategy entry" "the base file is read and replayed (its one entry is not the start's)"

# Blocks: a frame declaring 1 GiB; a block whose entries say 1 GiB; two of
# 300 MiB; all refused before anything is decompressed.
head -c 1000 /dev/zero | zstd -q --check --stream-size=1000 -c >/dev/null 2>&1 && ss=1 || ss=0
if [ $ss = 1 ]; then
  head -c 1073741824 /dev/zero | zstd -q -1 --check --stream-size=1073741824 -c >big.zst
  mk gib-frame.cert -- "$K0" 1 big.zst
  refused "frame declaring 1 GiB" "block 0: zstd frame declares 1073741824 bytes, expected 32" gib-frame.cert
  mk gib-block.cert entries=33554432 -- "$K0" 33554432 big.zst
  refused "block of 1 GiB" "block 0: 33554432 entries, more than a block may hold \(1 MiB of content\)" gib-block.cert --mem 4096
  refused "block of 1 GiB with --mem 512" "more than the memory budget of 512 MiB" gib-block.cert --mem 512
  head -c 314572800 /dev/zero | zstd -q -1 --check --stream-size=314572800 -c >m300.zst
  mk two-300.cert entries=19660800 -- "$K0" 9830400 m300.zst "01$(printf '00%.0s' $(seq 30))" 9830400 m300.zst
  refused "two blocks of 300 MiB" "block 0: 9830400 entries, more than a block may hold" two-300.cert --mem 4096
else
  fail "zstd has no --stream-size (it needs zstd 1.4.4 or later; scripts/deps.sh installs Debian's)"
fi

# Searches: tail 21 on a 21-pair game; finish 2 with bias 1:4 on K16.
cp "$TOP/strategies/ham7-maker.cert" tail21.cert
sqlite3 tail21.cert "UPDATE header SET value = '21' WHERE name = 'tail'"
refused "tail 21 on K7" "own search from this position \(header finish 0, tail 21\) goes beyond 1000000 positions, its limit" tail21.cert
mk finish2.cert game=h:Bo bias=1:4 finish=2 -- "$K0" 1 one.zst   # Maker makes P3
refused "finish 2, bias 1:4 on K16" "own search from this position \(header finish 2, tail 0\) goes beyond 1000000 positions" finish2.cert

# The container (FORMAT.md 1): each variant of a genuine certificate.
base="$TOP/tests/checker-corpus/conn3.cert"
variant() {  # variant NAME SQL: base with its header or block table rebuilt
  cp "$base" "$1.cert"; sqlite3 "$1.cert" "$2"
}
variant dup-names "CREATE TABLE h2 (name TEXT NOT NULL, value TEXT NOT NULL);
  INSERT INTO h2 SELECT * FROM header; INSERT INTO h2 VALUES ('game', 'ham');
  DROP TABLE header; ALTER TABLE h2 RENAME TO header"
refused "duplicate header names (no key)" "no table 'header' as FORMAT.md 1 declares it" dup-names.cert
variant nocase "CREATE TABLE h2 (name TEXT PRIMARY KEY COLLATE NOCASE NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
  INSERT INTO h2 SELECT * FROM header; DROP TABLE header; ALTER TABLE h2 RENAME TO header"
refused "name column with NOCASE collation" "no table 'header' as FORMAT.md 1 declares it" nocase.cert
variant extra-col "ALTER TABLE header ADD COLUMN note TEXT"
refused "an extra column" "no table 'header' as FORMAT.md 1 declares it" extra-col.cert
variant no-value "CREATE TABLE h2 (name TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
  INSERT INTO h2 SELECT name FROM header; DROP TABLE header; ALTER TABLE h2 RENAME TO header"
refused "a missing column" "no table 'header' as FORMAT.md 1 declares it" no-value.cert
variant index "CREATE INDEX i ON block(entries)"
refused "an index on block" "no table 'block' as FORMAT.md 1 declares it" index.cert
cp "$base" wal.cert && sqlite3 wal.cert "PRAGMA journal_mode = WAL" >/dev/null
refused "a WAL-mode file" "a WAL-mode file \(FORMAT.md 1: never WAL\)" wal.cert
rm -f utf16.cert
{ echo "PRAGMA encoding = 'UTF-16le';"; sqlite3 "$base" .dump; echo "PRAGMA application_id = 1886352240;"; } | sqlite3 utf16.cert
refused "UTF-16 text" "text encoding is not UTF-8" utf16.cert
# Names compare bytewise: GAME is not game, and is ignored.
cp "$base" upper.cert && sqlite3 upper.cert "INSERT INTO header VALUES ('GAME', 'ham')"
like "$("$CK" upper.cert --quiet 2>&1)" '^VERIFIED: Maker wins conn ' "a name GAME is not game: ignored"

# fixed follows the property, also in the shared family (FORMAT.md 2, 5.2).
cp "$TOP/tests/checker-corpus/shared-normal-fhp-4.cert" shared-fhp.cert
like "$("$CK" shared-fhp.cert --quiet 2>&1)" '^VERIFIED: .*shared normal fhp' "shared fhp certificate (fixed 0 1): VERIFIED"
sqlite3 shared-fhp.cert "UPDATE header SET value = '' WHERE name = 'fixed'"
refused "shared fhp without fixed vertices" "header field 'fixed' has invalid value ''" shared-fhp.cert
cp "$TOP/tests/checker-corpus/shared-normal-conn-4.cert" shared-conn.cert
sqlite3 shared-conn.cert "UPDATE header SET value = '0 1' WHERE name = 'fixed'"
refused "shared conn with fixed vertices" "header field 'fixed' has invalid value '0 1'" shared-conn.cert
# The four hostile files of an audit of the checker (e6652a4, 2026-11-25), against posproof-check-core
# ($CKC): each refused or decided within a work and a memory budget
# (FORMAT.md 7.1), under a 1 GB address-space limit; timeout 60 only
# stops a hang (no timing is asserted).
bounded() {  # bounded NAME REGEX FILE [ARGS...]: exit 2, one line naming the file and why
  local name=$1 re=$2 file=$3 out rc vl=1048576 prog
  shift 3
  [ -n "${ASAN_OPTIONS:-}${TSAN_OPTIONS:-}" ] && vl=unlimited
  for prog in "$CKC" "$CK"; do
    out=$( (ulimit -v "$vl"; timeout 60 "$prog" "$file" "$@") 2>&1 >/dev/null); rc=$?
    is "$rc $(printf '%s\n' "$out" | wc -l)" "2 1" "${prog##*/}, $name: exit 2, one line"
    like "$out" "^posproof-check(-core)?: $file: .*$re" "${prog##*/}, $name: names the file and why"
  done
}
decided() {  # decided NAME WANT WANTCORE FILE [ARGS...]: exit 0 and the verdict WANT (a regex; the
  # core's, in canonical form: WANTCORE), within the limits
  local name=$1 want=$2 wantcore=$3 file=$4 out rc vl=1048576 prog
  shift 4
  [ -n "${ASAN_OPTIONS:-}${TSAN_OPTIONS:-}" ] && vl=unlimited
  for prog in "$CKC" "$CK"; do
    out=$( (ulimit -v "$vl"; timeout 60 "$prog" "$file" --quiet "$@") 2>&1); rc=$?
    is "$rc" 0 "${prog##*/}, $name: decided, exit 0"
    [ "$prog" = "$CKC" ] && like "$out" "$wantcore" "${prog##*/}, $name: the verdict"
    [ "$prog" = "$CK" ] && like "$out" "$want" "${prog##*/}, $name: the verdict"
  done
}
need "$CKC"
# 1. h:8K2 (a perfect matching on 16 vertices) on K16 from a start where
# Breaker holds every pair at vertex 15: no copy in the available graph,
# but about 15! partial ones for one property test.
M8=$(perl -e '@b = (); for $j (1 .. 15) { for $i (0 .. $j - 1) { push @b, ($j == $i + 1 && $i % 2 == 0) ? 1 : 0 } }
  push @b, 0 while @b % 6; $s = chr(16 + 63);
  for ($k = 0; $k < @b; $k += 6) { $v = 0; $v = 2 * $v + $b[$k + $_] for 0 .. 5; $s .= chr($v + 63) } print $s')
CUT=$(perl -e '@s = (0) x 30; for $i (0 .. 14) { $p = 105 + $i; $s[int($p / 4)] |= 2 << 2 * ($p % 4) }
  printf "%02x", $_ for @s; print "01"')
mk match.cert format_version=3 game="h:$M8" start="$CUT" finish=0 entries=0 --
# make check passes --work 10000000 (the same refusal, after a twentieth of the
# work); make check-full the file's own budget.
mwork=(--work 10000000); full && mwork=()
bounded "h:8K2 on K16 less a vertex (one property test of 15! steps)${mwork:+, --work 10000000}" \
  "the check needs more work than its budget of [0-9]+ units \(--work\)" match.cert "${mwork[@]}"
# 2. Avoider-Enforcer with bias 1:1000000: FORMAT.md 2 bounds the bias.
mk bias.cert family=avoider-enforcer game=ham n=9 bias=1:1000000 first=enforcer winner=avoider \
  strategy=avoider finish=1 entries=0 --
bounded "bias 1:1000000" "header field 'bias' has invalid value '1:1000000'" bias.cert
# 3. Avoider-Enforcer ham on K7, bias 1:8, no entries: a true claim
# (posproof solve agrees: Avoider wins), decided by replaying about 45
# million positions for a file of 12 KB, within the work budget of a
# file of that size (an audit measured 1.04 G positions and 30 s before
# the budget; with --work 10000000 it is refused).
mk ae.cert family=avoider-enforcer game=ham n=7 bias=1:8 first=enforcer winner=avoider \
  strategy=avoider finish=1 entries=0 --
is "$("$PP" solve --game ham --rule avoider-enforcer --n 7 --bias 1:8 --first enforcer --json --quiet --threads 1 |
     sed -n 's/.*"winner": "\([a-z]*\)".*/\1/p')" avoider "ham on K7 with bias 1:8: the solver says Avoider wins"
decided "ham on K7 with bias 1:8 and no entries" "^VERIFIED: Avoider wins avoider-enforcer ham" \
  "^VERIFIED: family=avoider-enforcer game=ham .* bias=1:8 first=enforcer winner=avoider " ae.cert
bounded "ham on K7 with bias 1:8 and no entries, --work 10000000" \
  "more work than its budget of 10000000 units \(--work\)" ae.cert --work 10000000
# 4. 2,100 blocks of a few bytes, each 1 MiB decompressed: refused before
# any is read (the memory budget of a small file).
head -c 1048576 /dev/zero >mib.raw && zstd -q -f -19 --check mib.raw -o mib.zst
mk blocks.cert entries=$((2100 * 32768)) --
sqlite3 blocks.cert "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 2100)
  INSERT INTO block SELECT CAST(printf('%031d', i) AS BLOB), 32768, readfile('mib.zst') FROM c"
bounded "2,100 blocks of 1 MiB each" \
  "the strategy takes 2100 MiB decompressed, more than the memory budget of [0-9]+ MiB \(--mem\)" blocks.cert
bounded "... also with --mem 4000: one block is read, and refused" "block 0: first key differs from first_key" \
  blocks.cert --mem 4000

# The red team's exposures (none gave a false VERIFIED): each refused or
# decided by both checkers (posproof-check, on two threads, and
# posproof-check-core) within 10 CPU seconds and 1 GB (ulimit -t and -v:
# bounds, not timings; timeout 60 only stops a hang, which fails).
exposed() {  # exposed NAME WANT REGEX ARGS...: exit 2, one line "PROG: WANT: REGEX"
  local name=$1 want=$2 re=$3 out rc prog tl=10 vl=1048576 more
  shift 3
  [ -n "${ASAN_OPTIONS:-}${TSAN_OPTIONS:-}" ] && { tl=60; vl=unlimited; }
  for prog in "$CKC" "$CK"; do
    more=(); [ "$prog" = "$CK" ] && more=(--threads 2)
    out=$( (ulimit -v "$vl" -t "$tl"; timeout 60 "$prog" "$@" "${more[@]}") 2>&1 >/dev/null); rc=$?
    is "$rc $(printf '%s\n' "$out" | wc -l)" "2 1" "${prog##*/}, $name: exit 2, one line"
    like "$out" "^posproof-check(-core)?: $want: $re" "${prog##*/}, $name: names $want and why"
  done
}
verified() {  # verified NAME ARGS...: exit 0 and VERIFIED, within the same bounds
  local name=$1 out rc prog tl=10 vl=1048576
  shift
  [ -n "${ASAN_OPTIONS:-}${TSAN_OPTIONS:-}" ] && { tl=60; vl=unlimited; }
  for prog in "$CKC" "$CK"; do
    out=$( (ulimit -v "$vl" -t "$tl"; timeout 60 "$prog" "$@" --quiet) 2>&1); rc=$?
    is "$rc $(printf '%s\n' "$out" | head -1 | cut -c1-9)" "0 VERIFIED:" "${prog##*/}, $name: VERIFIED"
  done
}
# tops (FORMAT.md 6.4) of ham on K8 with no entry, whose start is assumed
# (so the replay passes at once): TOP ROWS: assumption rows "START SHARD"
E8=$(printf '0%.0s' $(seq 16)) A64=$(printf 'a%.0s' $(seq 64))
top() {
  local f=$1 rows=$2
  mk "$f" format_version=4 n=8 game=ham start="$E8" assumptions="$(wc -l <"$rows")" entries=0 --
  { echo "CREATE TABLE assumption (start TEXT PRIMARY KEY NOT NULL, shard TEXT NOT NULL, sha256 TEXT NOT NULL) WITHOUT ROWID; BEGIN;"
    awk -v a="$A64" '{ printf "INSERT INTO assumption VALUES (\x27%s\x27, \x27%s\x27, \x27%s\x27);\n", $1, $2, a }' "$rows"
    echo "COMMIT;"; } | sqlite3 "$f"
}
echo "$E8 s1.cert" >one.rows
top top1.cert one.rows
like "$("$CKC" top1.cert 2>&1)" "^PARTIAL: .* if its 1 assumptions hold" "the top of one assumption is PARTIAL alone"
# 1. A FIFO (no writer) as the certificate, under a shard's name in --shards
# DIR, or as a --verified FILE: refused at once, never waited on.
mkfifo fifo.cert; mkdir fifo-shards; mkfifo fifo-shards/s1.cert fifo.rec
exposed "a FIFO as the certificate" fifo.cert "cannot open: not a regular file$" fifo.cert
exposed "a FIFO as a shard" fifo-shards/s1.cert "cannot open: not a regular file$" top1.cert --shards fifo-shards
exposed "a FIFO as --verified" fifo.rec "cannot open: not a regular file$" top1.cert --verified fifo.rec
exposed "/dev/zero as --verified" /dev/zero "cannot open: not a regular file$" top1.cert --verified /dev/zero
# 2. --verified FILEs: a 3 GB sparse file (one line of zero bytes) is
# refused at its first line; 20,000 assumptions discharged by a file of
# their 20,000 record lines, read once into an index; that index takes from
# --mem (20,000 rows of 600 bytes: not within 8 MiB, within 12).
truncate -s 3G sparse.rec
exposed "a 3 GB sparse --verified FILE" sparse.rec "line 1 is longer than 599 bytes, the most a record line takes" \
  top1.cert --verified sparse.rec
{ printf 'verified: sha256 %s claim x\n' "$A64"; head -c 700 /dev/zero | tr '\0' x; echo; } >long.rec
exposed "a line of 700 bytes in --verified" long.rec "line 2 is longer than 599 bytes" top1.cert --verified long.rec
perl -e '$n = 20000; my %s = ("0" x 16 => 1);
  sub spell { my %st = @_; my @b = (0) x 7; $b[int($_ / 4)] |= $st{$_} << 2 * ($_ % 4) for keys %st;
    return join("", map { sprintf "%02x", $_ } @b, 0) }
  OUTER: for $a (0 .. 27) { for $c ($a + 1 .. 27) { for $b (0 .. 27) { for $d ($b + 1 .. 27) {
    next if $b == $a || $b == $c || $d == $a || $d == $c;
    $s{spell($a => 1, $c => 1, $b => 2, $d => 2)} = 1; last OUTER if keys %s >= $n } } } }
  $k = 0; print "$_ s", ++$k, ".cert\n" for sort keys %s' >many.rows
top many.cert many.rows
claim=$("$CKC" many.cert 2>&1 | sed -n 's/^PARTIAL: \(.*\) start=[0-9a-f]* if its 20000 assumptions hold$/\1/p')
awk -v a="$A64" -v c="$claim" '{ printf "verified: sha256 %s claim %s start=%s\n", a, c, $1 }' many.rows >many.rec
is "$(wc -l <many.rec) $(grep -c "^verified: sha256 $A64 claim family=maker-breaker game=ham .* start=[0-9a-f]\{16\}$" many.rec)" \
  "20000 20000" "20,000 record lines, one an assumption of the top"
verified "20,000 assumptions discharged by --verified" many.cert --verified many.rec
exposed "their index beyond --mem 8" many.rec "its record lines take more than the memory budget of 8 MiB \(--mem\)$" \
  many.cert --verified many.rec --mem 8
verified "... within --mem 12" many.cert --verified many.rec --mem 12
# 3. One work budget for all threads: h:8K2 (test 1 above) with --work
# 150000000 on eight threads spends what one thread may (a budget a
# thread would take eight times that).
tl=10 vl=1048576
[ -n "${ASAN_OPTIONS:-}${TSAN_OPTIONS:-}" ] && { tl=60; vl=unlimited; }
for t in 1 8; do
  out=$( (ulimit -v "$vl" -t "$tl"; timeout 120 "$CK" match.cert --threads $t --work 150000000) 2>&1); rc=$?
  is "$rc $out" "2 posproof-check: match.cert: the check needs more work than its budget of 150000000 units (--work)" \
    "h:8K2 on $t thread(s), --work 150000000: the budget spent, within 10 CPU seconds"
done
# 4. A certificate cut off: said as posproof show says it, before SQLite reads it.
whole=$(wc -c <"$TOP/strategies/ham7-maker.cert")
head -c $((whole / 2)) "$TOP/strategies/ham7-maker.cert" >cut.cert
exposed "a certificate cut off" cut.cert \
  "truncated: the file has $((whole / 2)) bytes of the $whole its SQLite header declares \(a copy cut off\?\)$" cut.cert
done_testing
