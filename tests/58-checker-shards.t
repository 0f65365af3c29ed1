#!/usr/bin/env bash
# Sharded proofs checked by the core (certs/FORMAT.md 6.4, format version 4):
# tops made with posproof split, shard and merge on small games of four
# families.  A top alone is PARTIAL (exit 4) with its obligations listed;
# --shards DIR discharges them (VERIFIED, exit 0); so do --verified FILEs
# holding the record lines of separate runs on the shards.  Then each way a
# top or a shard can fail, on copies edited with sqlite3, each with its own
# message: a missing shard, another hash, a shard of another start, of
# another claim, a shard that is a top, a shard that fails its replay, a
# repeated start, a bad shard name, a wrong assumption count, key
# layered-3state-v1 or no start in version 4, a record line of another claim.
# Runs posproof-check --plain (the core's check, its verdict put in words
# by checker/cli/) and, for the verdicts and record lines in canonical
# form, posproof-check-core ($CKC) itself.
. "$(dirname "$0")/lib.sh"
need sqlite3 "$CKC"
cd "$TMP" || exit 1
hash() { sha256sum "$1" | cut -c1-64; }

# check NAME WANT_STATUS REGEX ARGS...: exit status, and the output (stdout
# then stderr, lines joined by ~~) matching the ERE.
check() {
  local name=$1 want=$2 re=$3 out rc
  shift 3
  out=$("$CK" --plain "$@" 2>&1); rc=$?
  out=$(printf '%s\n' "$out" | awk '{ printf "%s%s", (NR > 1 ? "~~" : ""), $0 }')
  if [ "$rc" = "$want" ] && printf '%s\n' "$out" | grep -Eq -- "$re"; then
    pass "$name"
  else
    fail "$name" "exit $rc (want $want): $out" "want /$re/"
  fi
}

# make_top NAME DEPTH GAME...: split, every shard, merge into NAME.cert.
make_top() {
  local name=$1 depth=$2 k
  shift 2
  "$PP" split "$@" --depth "$depth" --out "$name" >/dev/null 2>&1
  for k in $(seq 1 200); do
    "$PP" shard "$name" "$k" --threads 1 --quiet --mem 64 >/dev/null 2>&1 || break
  done
  "$PP" merge "$name" --cert "$name.cert" --threads 1 >/dev/null 2>&1
}

# 1. Four families: PARTIAL alone, VERIFIED with --shards and --verified.
for spec in "fhp7|3|--game fhp --n 7 --first breaker" "ham5|2|--game ham --n 5 --first maker" \
            "ram6|2|--game ramsey --H K3 --n 6 --rule avoid" "sh6|3|--game shared --property conn --n 6 --rule normal"; do
  IFS='|' read -r name depth game <<<"$spec"
  # shellcheck disable=SC2086
  make_top "$name" "$depth" $game
  is "$(sqlite3 "$name.cert" "SELECT value FROM header WHERE name = 'format_version'")" 4 "$name: the top is of version 4"
  N=$(sqlite3 "$name.cert" "SELECT count(*) FROM assumption")
  rows=$(sqlite3 -separator ' ' "$name.cert" "SELECT 'assumption', shard, sha256, start FROM assumption ORDER BY start")
  out=$("$CK" --plain "$name.cert" 2>&1); rc=$?
  is "$rc" 4 "$name: the top alone is PARTIAL (exit 4)"
  like "$out" "^PARTIAL: .* if its $N (assumptions hold|assumption holds)$" "$name: PARTIAL names the number of assumptions"
  is "$(printf '%s\n' "$out" | grep '^assumption ')" "$rows" "$name: the obligations, one a line, as the table holds them"
  like "$out" "--shards DIR .*--verified FILE" "$name: PARTIAL says how to discharge them"
  out=$("$CKC" "$name.cert" 2>&1); rc=$?
  is "$rc" 4 "$name: the core alone says PARTIAL (exit 4)"
  like "$out" "^PARTIAL: family=[a-z-]+ game=.* start=[0-9a-f]+ if its $N assumptions hold$" "$name: ...with the canonical claim"
  is "$(printf '%s\n' "$out" | grep '^assumption ')" "$rows" "$name: ...and the obligations"
  out=$("$CKC" "$name.cert" --shards "$name" 2>&1); rc=$?
  is "$rc" 0 "$name: the core: --shards DIR discharges them (exit 0)"
  like "$out" "^VERIFIED: family=.* start=[0-9a-f]+ \(the top and $N shards?\)$" "$name: ...VERIFIED with the canonical claim"
  check "$name: --shards DIR" 0 "^VERIFIED: .* \(the top and $N shards?\) \(plain replay\)~~positions checked: " "$name.cert" --shards "$name"
  # shellcheck disable=SC2086
  check "$name: --shards DIR with the claim asked" 0 "^VERIFIED: " "$name.cert" --shards "$name" $game
  : >"$name.rec"
  for s in $(sqlite3 "$name.cert" "SELECT shard FROM assumption"); do
    "$CKC" "$name/$s" --quiet >>"$name.rec" 2>&1
  done
  is "$(grep -c '^verified: sha256 ' "$name.rec")" "$N" "$name: each shard checked alone writes its record line"
  check "$name: --verified FILE" 0 "^VERIFIED: .* \(the top and $N shards?\)" "$name.cert" --verified "$name.rec"
done

# 2. Refusals and rejections, on copies of the FHP7 top (6 assumptions).
T=fhp7.cert
first=$(sqlite3 $T "SELECT shard FROM assumption ORDER BY start LIMIT 1")
fstart=$(sqlite3 $T "SELECT start FROM assumption ORDER BY start LIMIT 1")
other=$(sqlite3 $T "SELECT shard FROM assumption ORDER BY start LIMIT 1 OFFSET 1")
AT1="assumption 1 \(start $fstart\): shard"
edit() {  # edit COPY SQL: a copy of the top with SQL run on it
  cp $T "$1"; sqlite3 "$1" "$2"
}
mkdir part && cp fhp7/s*.cert part/ && rm "part/$first"
check "a missing shard" 1 "^REJECTED: $AT1 part/$first is missing$" $T --shards part
check "--shards naming no directory" 2 "^posproof-check: --shards nowhere: not a directory$" $T --shards nowhere
edit hash.cert "UPDATE assumption SET sha256 = '$(printf '0%.0s' $(seq 64))' WHERE shard = '$first'"
check "another hash" 1 "^REJECTED: $AT1 $first has sha256 $(hash "fhp7/$first"); the top records 0{64}$" hash.cert --shards fhp7
# shard_as NAME FILE: a directory where FILE stands for the first shard,
# its hash recorded in top-NAME.cert, so that only what FILE is fails
shard_as() {
  mkdir -p "d-$1"; cp fhp7/s*.cert "d-$1/"; cp "$2" "d-$1/$first"
  edit "top-$1.cert" "UPDATE assumption SET sha256 = '$(hash "$2")' WHERE shard = '$first'"
}
shard_as start "fhp7/$other"
check "a shard of another start" 1 "^REJECTED: $AT1 $first claims: family=maker-breaker game=fhp .* start=[0-9a-f]+; the top assumes: family=maker-breaker game=fhp .* start=$fstart$" \
  top-start.cert --shards d-start
"$PP" solve --game fhp --n 7 --first breaker --start "$fstart" --cert fhp7-start.cert --quiet --threads 1 --mem 64 >/dev/null 2>&1 ||
  cp "fhp7/$first" fhp7-start.cert
sqlite3 fhp7-start.cert "UPDATE header SET value = 'none' WHERE name = 'winner'"
shard_as claim fhp7-start.cert
check "a shard of another claim (winner none)" 1 "^REJECTED: $AT1 $first claims: family=.* winner=none strategy=breaker .*; the top assumes: family=.* winner=breaker strategy=breaker " \
  top-claim.cert --shards d-claim
shard_as top $T
check "a shard that is itself a top" 1 "^REJECTED: $AT1 $first is a top itself \(format version 4\)$" top-top.cert --shards d-top
cp "fhp7/$first" fin0.cert
sqlite3 fin0.cert "UPDATE header SET value = '0' WHERE name = 'finish'"
shard_as fin0 fin0.cert
check "a shard that fails its replay" 1 "^REJECTED: $AT1 $first: no strategy entry for position \(key [0-9a-f]+\)~~moves from the start: " \
  top-fin0.cert --shards d-fin0
edit rep.cert "CREATE TABLE a2 AS SELECT * FROM assumption; DROP TABLE assumption;
  CREATE TABLE assumption (start TEXT NOT NULL, shard TEXT NOT NULL, sha256 TEXT NOT NULL);
  INSERT INTO assumption SELECT * FROM a2; INSERT INTO assumption SELECT start, 'x.cert', sha256 FROM a2 LIMIT 1;
  UPDATE header SET value = '7' WHERE name = 'assumptions'"
check "a repeated start (the table's key defeated)" 2 "^posproof-check: rep.cert: malformed certificate: assumption [12]: start $fstart appears twice$" rep.cert --shards fhp7
edit name.cert "UPDATE assumption SET shard = '../$first' WHERE shard = '$first'"
check "a shard name with a path" 2 "^posproof-check: name.cert: malformed certificate: assumption 1: shard '\.\./$first' is not a file name" name.cert --shards fhp7
edit dot.cert "UPDATE assumption SET shard = '.hidden' WHERE shard = '$first'"
check "a shard name starting with ." 2 "assumption 1: shard '\.hidden' is not a file name" dot.cert
edit count.cert "UPDATE header SET value = '5' WHERE name = 'assumptions'"
check "a wrong assumption count" 2 "^posproof-check: count.cert: malformed certificate: table assumption has 6 rows, header assumptions says 5$" count.cert
edit nostart.cert "DELETE FROM header WHERE name = 'start'"
check "version 4 without start" 2 "malformed certificate: header field 'start' is missing$" nostart.cert
"$PP" solve --game ham --n 5 --first maker --cert ham5v1.cert --quiet --threads 1 --mem 64 >/dev/null 2>&1
cp ham5v1.cert v1top.cert
sqlite3 v1top.cert "UPDATE header SET value = '4' WHERE name = 'format_version';
  INSERT INTO header VALUES ('start', '0000000000'), ('assumptions', '1');
  CREATE TABLE assumption (start TEXT PRIMARY KEY NOT NULL, shard TEXT NOT NULL, sha256 TEXT NOT NULL) WITHOUT ROWID;
  INSERT INTO assumption VALUES ('0000000000', 'x.cert', '$(printf '0%.0s' $(seq 64))')"
check "version 4 with key layered-3state-v1" 2 "header field 'key' has invalid value 'layered-3state-v1': never in version 4" v1top.cert
edit notable.cert "DROP TABLE assumption"
check "version 4 without the table assumption" 2 "^posproof-check: notable.cert: SQL error: no such table: assumption$" notable.cert
# --verified: a line of another claim, or of another hash, discharges nothing
sed 's/first=breaker/first=maker/' fhp7.rec >other-claim.rec
check "--verified lines of another claim" 1 "^REJECTED: assumption 1 \(start $fstart\): shard $first: no record line of --verified has sha256 " $T --verified other-claim.rec
grep -v "$(hash "fhp7/$first")" fhp7.rec >less.rec
check "--verified without the first shard's line" 1 "^REJECTED: assumption 1 " $T --verified less.rec
check "--verified FILE missing" 2 "^posproof-check: nothing.rec: cannot open: No such file or directory$" $T --verified nothing.rec
# both: the lines first, the directory for the rest
check "--verified and --shards together" 0 "^VERIFIED: .*\(the top and 6 shards\)" $T --verified less.rec --shards fhp7
# several files: one verdict each, the first status other than 0
"$CKC" "fhp7/$first" $T --quiet >two.out 2>&1; rc=$?
out=$(tr '\n' '~' <two.out)
is "$rc" 4 "a shard and a top in one run: the top's PARTIAL is the status"
like "$out" "^VERIFIED: [^~]*~verified: sha256 [^~]*~PARTIAL: " "...and both verdicts are printed"
# 3. Assumed positions are matched by key, not by spelling (FORMAT.md 6.3):
# hc on K6 with bias 2:1, Breaker wins with Maker first; a top with no entry
# whose plays reach, after Maker's first turn, the classes Maker 0-1,0-2 (a
# path) and Maker 0-1,2-3 (two edges), assumed as the relabellings Maker
# 3-4,4-5 and Maker 1-5,2-4 (as in tests/90-checker-shards.t of 9c8580c).
. "$TOP/tests/checker-corpus/make-v3.sh"
G="--game hc --n 6 --bias 2:1"
mkdir -p hc
# shellcheck disable=SC2086
"$PP" solve $G --first maker --cert hc-full.cert --quiet --threads 1 --mem 64 >/dev/null
# shellcheck disable=SC2086
"$PP" solve $G --first maker --maker 3-4,4-5 --breaker '' --cert hc/sA.cert --quiet --threads 1 --mem 64 >/dev/null
# shellcheck disable=SC2086
"$PP" solve $G --first maker --maker 1-5,2-4 --breaker '' --cert hc/sB.cert --quiet --threads 1 --mem 64 >/dev/null
A=$(spell 6 1 3-4=1 4-5=1) B=$(spell 6 1 1-5=1 2-4=1) E=$(spell 6 0)
hctop() {  # hctop DST START:SHARD...: a top made from hc-full.cert, no block
  local dst=$1 a rows="" n=0
  shift
  for a in "$@"; do
    rows+="INSERT INTO assumption VALUES ('${a%%:*}', '${a#*:}', '$(hash "hc/${a#*:}")');"
    n=$((n + 1))
  done
  cp hc-full.cert "$dst"
  sqlite3 "$dst" "UPDATE header SET value = '4' WHERE name = 'format_version';
    INSERT OR REPLACE INTO header VALUES ('start', '$E'); INSERT INTO header VALUES ('assumptions', '$n');
    DELETE FROM block; UPDATE header SET value = '0' WHERE name = 'entries';
    CREATE TABLE assumption (start TEXT PRIMARY KEY NOT NULL, shard TEXT NOT NULL, sha256 TEXT NOT NULL) WITHOUT ROWID;
    $rows"
}
hctop hc-top.cert "$A:sA.cert" "$B:sB.cert"
check "assumptions matched by key: PARTIAL" 4 "^PARTIAL: Breaker wins hc .* if its 2 assumptions hold" hc-top.cert
check "... VERIFIED with its shards" 0 "^VERIFIED: Breaker wins hc .*\(the top and 2 shards\)" hc-top.cert --shards hc
hctop hc-a.cert "$A:sA.cert"
check "only the path class assumed: REJECTED where a play leaves it" 1 \
  "^REJECTED: no strategy entry for position \(key [0-9a-f]{10}\)~~moves from the start: M 0-1, M 2-3$" hc-a.cert --shards hc
hctop hc-b.cert "$B:sB.cert"
check "only the two-edge class assumed: REJECTED" 1 "^REJECTED: no strategy entry .*~~moves from the start: M 0-1, M 0-2$" hc-b.cert
done_testing
