#!/usr/bin/env bash
# Sharded proofs (docs/sharding.md): posproof split, shard,
# merge and status; the shards a top names checked by posproof-check.
#  1. Games of every family split at depths 1 to 4, each shard solved,
#     merged: the top certificate's winner is the unsharded solve's, and
#     every shard the top relies on is VERIFIED by the checker for the
#     game's claim from the position the top records for it, and so is the
#     top itself with --shards, by posproof-check and posproof-check-core.
#     merge --single writes the top and its shards as one certificate,
#     which the checker VERIFIES for the game's claim from the top's start.
#  2. FHP7 and HAM8 with the shards run under GNU parallel.
#  3. merge refuses a needed shard not done and a damaged one; shard K
#     solves a damaged shard again; the top records each shard's SHA-256.
#     merge (with --single) refuses a shard the top relies on that is of
#     another claim or for another position, leaving no file.
#  4. kill -9 during a sharded run under GNU parallel (HAM8 Breaker first,
#     29 shards; make check: FHP7 Breaker first, 58 shards), then the same run
#     again: no finished shard is solved again (same inode and mtime), and
#     the proof is the same.
#  5. Bad input to split, shard and merge: one line, exit 2.
# make check plays part 1's graph6 board on 7 vertices (F^~~w, not the
# 8-vertex GE~~~{: 42 shards of 4 M positions in all), leaves out HAM8
# Breaker first at depth 3 in part 1 (part 2 shards HAM8 anyway) and four
# more games of families part 1 has already (FHP7 Maker first, conn 2:1,
# Ramsey avoid on K7, Subh with the creator second), kills FHP7 in part 4, and checks each shard alone (besides the top's
# --shards, which checks them all) on every third game of part 1; make
# check-full runs all of it.
. "$(dirname "$0")/lib.sh"

# game_flags ARGS...: the solve arguments without a start position and
# --finish, as posproof-check takes a game.
game_flags() {
  local skip=0 a
  for a in "$@"; do
    if [ $skip = 1 ]; then skip=0; continue; fi
    case $a in --maker | --breaker | --avoider | --enforcer | --red | --blue | --arcs | --edges | --finish) skip=1 ;;
      *) printf '%s\n' "$a" ;; esac
  done
}

# shards_verified DIR WINNER ARGS...: every shard the top DIR/top.cert
# names is there with the SHA-256 recorded and VERIFIED for the game of
# ARGS won by WINNER from the start recorded; prints what fails.
shards_verified() {
  local dir=$1 w=$2 start name sha
  shift 2
  local flags
  mapfile -t flags < <(game_flags "$@")
  sqlite3 -separator ' ' "$dir/top.cert" "SELECT start, shard, sha256 FROM assumption" |
  while read -r start name sha; do
    [ "$(sha256sum <"$dir/$name" | cut -c1-64)" = "$sha" ] || echo "$name: sha256 differs"
    "$CK" "$dir/$name" "${flags[@]}" --start "$start" --winner "$w" --threads 1 --quiet >/dev/null 2>&1 ||
      echo "$name: not VERIFIED from $start"
  done
}

# run_shards DIR: every shard of DIR, one after the other.
run_shards() {
  local n k
  n=$(sed -n 's/^shards //p' "$1/manifest")
  for k in $(seq "$n"); do "$PP" shard "$1" "$k" --threads 1 --quiet >/dev/null || return 1; done
}

nsharded=0
# sharded NAME DEPTH GAME...: split, shards, merge, check; compares with
# the unsharded solve.
sharded() {
  local name=$1 depth=$2 sd="$TMP/$1"; shift 2
  local want got out rc
  want=$("$PP" solve $(printf '%s\n' "$@" | sed '/^--finish$/,+1d') --quiet --threads 1 | sed -n 's/.* winner=\([a-z]*\).*/\1/p')
  if ! "$PP" split "$@" --depth "$depth" --out "$sd" >"$TMP/split.out" 2>&1; then
    fail "$name: split" "$(cat "$TMP/split.out")"; return
  fi
  if ! run_shards "$sd" 2>"$TMP/err"; then fail "$name: shards" "$(cat "$TMP/err")"; return; fi
  out=$("$PP" merge "$sd" --cert "$sd/top.cert" --single "$sd/one.cert" --quiet 2>&1)
  got=$(printf '%s\n' "$out" | sed -n 's/^merge: \([a-z]*\) wins.*/\1/p')
  is "$got" "$want" "$name split at depth $depth: the merged winner is the unsharded solve's ($want)"
  local flags start
  mapfile -t flags < <(game_flags "$@")
  start=$(sqlite3 "$sd/top.cert" "SELECT value FROM header WHERE name = 'start'")
  out=$("$CK" "$sd/one.cert" "${flags[@]}" --start "$start" --winner "$want" --threads 1 --quiet 2>&1)
  like "$out" "^VERIFIED: " "$name: merge --single: one certificate, VERIFIED for the game won by $want from the top's start"
  n=$(sqlite3 "$sd/top.cert" "SELECT count(*) FROM assumption")
  # each shard alone, asked by game flags and --start: make check on every
  # third game (the top's --shards below checks every shard of every game)
  nsharded=$((nsharded + 1))
  if full || [ $((nsharded % 3)) = 1 ]; then
    out=$(shards_verified "$sd" "$want" "$@")
    if [ -z "$out" ] && [ "$n" -ge 1 ]; then pass "$name: the $n shards the top names are VERIFIED from their starts"
    else fail "$name: the shards the top names are VERIFIED from their starts" "$n assumptions" "$out"; fi
  fi
  # the top itself, with its shards (FORMAT.md 6.4): the checker and the core
  out=$("$CK" "$sd/top.cert" "${flags[@]}" --start "$start" --winner "$want" --shards "$sd" --threads 1 --quiet 2>&1)
  like "$out" "^VERIFIED: .* \(the top and $n shards?\)$" "$name: the top VERIFIED with --shards"
  out=$("$CKC" "$sd/top.cert" --shards "$sd" --quiet 2>&1)
  like "$out" "^VERIFIED: .* \(the top and $n shards?\)$" "$name: the top VERIFIED with --shards by posproof-check-core"
}

sharded fhp7-breaker 2 --game fhp --n 7 --first breaker
if full; then sharded fhp7-maker 3 --game fhp --n 7 --first maker; fi
if full; then sharded ham8-breaker 3 --game ham --n 8 --first breaker; fi
sharded ham7-maker 4 --game ham --n 7 --first maker
sharded hp6-bias 2 --game hp --n 6 --first breaker --bias 1:2
if full; then sharded conn6-bias 3 --game conn --n 6 --first maker --bias 2:1; fi
sharded ae-ham6 3 --game ham --rule avoider-enforcer --n 6 --first avoider
sharded ae-conn5-enforcer 2 --game conn --rule avoider-enforcer --n 5 --first enforcer
sharded h-k3-pos 2 --game h:K3 --n 7 --first maker --maker 0-1 --breaker 2-3
if full; then sharded board-ge 2 --game ham --board 'GE~~~{' --first maker
else sharded board-f 2 --game ham --board 'F^~~w' --first maker; fi
sharded sim 2 --game ramsey --H K3 --n 6 --rule misere
if full; then sharded ramsey-avoid7 2 --game ramsey --H K3 --n 7 --rule avoid; fi
sharded ramsey-k4-weak 1 --game ramsey --H K4 --n 7 --rule weak-achieve
sharded subh6 2 --game subh --n 6 --creator first
if full; then sharded subh6-blocker 3 --game subh --n 6 --creator second; fi
sharded shared-ham-avoid 2 --game shared --property ham --n 6 --rule avoid
# --finish 0: FHP7 under make check-full (POSPROOF_FULL=1), FHP6 under make check
if full; then sharded fhp7-finish0 3 --game fhp --n 7 --first breaker --finish 0
else sharded fhp6-finish0 3 --game fhp --n 6 --first breaker --finish 0; fi

# a board of 12 vertices: split, shard and merge --single go to posproof-wide
# (the command line whole), and the one file is VERIFIED
sd="$TMP/wide"
rc=0
"$PP" split --game pm --board K6,6 --first breaker --depth 2 --mem 256 --out "$sd" >/dev/null 2>"$TMP/err" || rc=1
for k in $(seq "$(sed -n 's/^shards //p' "$sd/manifest" 2>/dev/null)"); do
  "$PP" shard "$sd" "$k" --threads 1 --mem 256 --quiet >/dev/null 2>>"$TMP/err" || rc=1
done
"$PP" merge "$sd" --cert "$sd/top.cert" --single "$sd/one.cert" --mem 256 --quiet >/dev/null 2>>"$TMP/err" || rc=1
is "$rc" 0 "K6,6 (12 vertices, posproof-wide): split, shards, merge --single" "$(cat "$TMP/err")"
like "$("$CK" "$sd/one.cert" --game pm --board K6,6 --first breaker --winner maker --quiet 2>&1)" \
  "^VERIFIED: Maker wins pm \(perfect matching\) on the graph K6,6 \(.*, n = 12\)" "K6,6: the one file is VERIFIED: Maker wins"

# a top that relies on no shard (HAM5, Maker first, split at depth 6:
# Breaker wins before the frontier on every line) is an ordinary
# certificate of version 3, and --single writes it again
sd="$TMP/ham5"
"$PP" split --game ham --n 5 --first maker --depth 6 --mem 64 --out "$sd" >/dev/null 2>&1
run_shards "$sd"
out=$("$PP" merge "$sd" --cert "$sd/top.cert" --single "$sd/one.cert" --mem 64 --quiet 2>&1)
like "$out" "0 assumptions of [0-9]+ shards" "HAM5 split at depth 6: the top relies on no shard"
is "$(sqlite3 "$sd/top.cert" "SELECT value FROM header WHERE name = 'format_version'")" 3 "and is of format version 3"
for f in top one; do
  like "$("$CK" "$sd/$f.cert" --game ham --n 5 --first maker --winner breaker --quiet 2>&1)" "^VERIFIED: " "HAM5: the $f certificate is VERIFIED"
done

# split --shards N: the least depth whose frontier holds N shards or more
for want in 1 9 40; do
  rm -rf "$TMP/sn"
  "$PP" split --game fhp --n 7 --first breaker --shards "$want" --out "$TMP/sn" >/dev/null
  d=$(sed -n 's/^depth //p' "$TMP/sn/manifest"); n=$(sed -n 's/^shards //p' "$TMP/sn/manifest")
  less=0
  if [ "$d" -gt 1 ]; then
    rm -rf "$TMP/sm"; "$PP" split --game fhp --n 7 --first breaker --depth $((d - 1)) --out "$TMP/sm" >/dev/null
    less=$(sed -n 's/^shards //p' "$TMP/sm/manifest")
  fi
  if [ "$n" -ge "$want" ] && [ "$less" -lt "$want" ]; then pass "split --shards $want: depth $d, the least with $want shards or more ($n; $less at depth $((d - 1)))"
  else fail "split --shards $want: the least depth with $want shards or more" "depth $d: $n shards; depth $((d - 1)): $less"; fi
done

# 2. GNU parallel runs the shards, as docs/sharding.md's recipe says.
if command -v parallel >/dev/null 2>&1; then
  for spec in "fhp7 3 --game fhp --n 7 --first breaker" "ham8 2 --game ham --n 8 --first maker"; do
    set -- $spec
    name=par-$1 depth=$2; shift 2
    sd="$TMP/$name"
    "$PP" split "$@" --depth "$depth" --out "$sd" >"$TMP/split.out" 2>&1
    n=$(sed -n 's/^shards //p' "$sd/manifest")
    if seq "$n" | parallel --halt now,fail=1 -j 2 "$PP" shard "$sd" {} --threads 1 --quiet >/dev/null 2>"$TMP/err"; then
      pass "$name: $n shards run by GNU parallel"
    else fail "$name: $n shards run by GNU parallel" "$(cat "$TMP/err")"; fi
    is "$(ls "$sd"/s*.json | wc -l | tr -d ' ')" "$n" "$name: every shard wrote its accounting"
    want=$("$PP" solve "$@" --quiet | sed -n 's/.* winner=\([a-z]*\).*/\1/p')
    "$PP" merge "$sd" --cert "$sd/top.cert" --quiet >/dev/null 2>&1
    is "$(shards_verified "$sd" "$want" "$@")" "" "$name: the shards of the proof made under GNU parallel are VERIFIED"
    like "$("$PP" status "$sd")" "$n of $n shards done \(100.0%\), 100.0% of the estimated work" "$name: status: all done"
  done
else
  fail "GNU parallel is installed (scripts/deps.sh installs it)"
fi

# 2b. The plan: solving only the shards merge names next (DIR/next-ROLE,
# ROLE the unsharded winner), merging again until it decides.
for spec in "ham8 3 --game ham --n 8 --first breaker" "fhp7 3 --game fhp --n 7 --first maker" \
            "subh6 3 --game subh --n 6 --creator first"; do
  set -- $spec
  name=plan-$1 depth=$2; shift 2
  sd="$TMP/$name"
  want=$("$PP" solve "$@" --quiet | sed -n 's/.* winner=\([a-z]*\).*/\1/p')
  "$PP" split "$@" --depth "$depth" --out "$sd" >"$TMP/split.out" 2>&1
  n=$(sed -n 's/^shards //p' "$sd/manifest")
  like "$(cat "$TMP/split.out")" "^plan: a proof that $want wins needs next the [0-9]+ shard" "$name: split prints the plan for $want"
  merged=no
  for round in 1 2 3 4 5 6; do
    for k in $(cat "$sd/next-$want"); do "$PP" shard "$sd" "$k" --quiet >/dev/null; done
    if "$PP" merge "$sd" --cert "$sd/top.cert" --quiet >"$TMP/merge.out" 2>&1; then merged=yes; break; fi
  done
  solved=$(ls "$sd"/s*.json | wc -l | tr -d ' ')
  if [ $merged = yes ] && [ "$solved" -lt "$n" ]; then pass "$name: merged after solving $solved of $n shards ($round rounds)"
  else fail "$name: merged after solving fewer shards than the split made" "merged=$merged, $solved of $n" "$(cat "$TMP/merge.out")"; fi
  like "$(cat "$TMP/merge.out")" "^merge: $want wins" "$name: the plan's proof has the unsharded winner"
  is "$(shards_verified "$sd" "$want" "$@")" "" "$name: the shards of the plan's proof are VERIFIED"
done

# 3. Refusals. A proof of HAM8 Maker first split at depth 2.
sd="$TMP/rej"
"$PP" split --game ham --n 8 --first maker --depth 2 --out "$sd" >/dev/null
run_shards "$sd"
"$PP" merge "$sd" --cert "$sd/top.cert" --quiet >/dev/null
used=$(sqlite3 "$sd/top.cert" "SELECT shard FROM assumption ORDER BY start LIMIT 1")
is "$(sqlite3 "$sd/top.cert" "SELECT value FROM header WHERE name IN ('format_version', 'assumptions') ORDER BY name" | tr '\n' ' ')" \
  "2 4 " "the top is of format version 4 with its assumptions counted"
is "$(shards_verified "$sd" maker --game ham --n 8 --first maker)" "" "every shard it names is VERIFIED, with the SHA-256 recorded"
out=$("$CK" "$sd/top.cert" 2>&1); rc=$?
is "$rc" 4 "the checker given a top alone: PARTIAL, exit 4 (never 0)"
like "$out" "^PARTIAL: " "and says so"
is "$(printf '%s\n' "$out" | grep -c '^assumption ')" "$(sqlite3 "$sd/top.cert" "SELECT count(*) FROM assumption")" \
  "and lists each assumption, one a line"
out=$("$CK" "$sd/top.cert" --shards "$sd" --quiet 2>&1); rc=$?
is "$rc" 0 "with --shards DIR the top and its shards are VERIFIED"
mkdir -p "$TMP/r1"; cp "$sd"/* "$TMP/r1/"; rm "$TMP/r1/$used"
out=$("$PP" merge "$TMP/r1" --cert "$TMP/r1/top2.cert" 2>&1); rc=$?
is "$rc" 1 "merge with a needed shard not done: exit 1"
like "$out" "^posproof: the [0-9]+ shards done do not decide the game yet; 1 are not" "merge says the shards done do not decide the game"
like "$out" "^plan: a proof that maker wins needs next the 1 shard" "and plans the shard it needs"
# merge refuses a damaged shard (a block changed: its content_hash fails)
mkdir -p "$TMP/r5"; cp "$sd"/* "$TMP/r5/"
sqlite3 "$TMP/r5/$used" "UPDATE block SET data = data || x'00'"
out=$("$PP" merge "$TMP/r5" --cert "$TMP/r5/top2.cert" 2>&1); rc=$?
is "$rc" 2 "merge with a damaged shard: exit 2"
like "$out" "content_hash" "merge says the shard's blocks do not match its content_hash"
k=$(echo "$used" | sed 's/^s0*\([0-9]*\)\.cert$/\1/')
out=$("$PP" shard "$TMP/r5" "$k" --quiet 2>&1)
like "$out" "solving it again" "shard K solves a damaged shard again"
"$CK" "$TMP/r5/$used" --quiet >/dev/null 2>&1
is "$?" 0 "the shard solved again is VERIFIED"

# merge --single; merge refuses a shard the top relies on that is of
# another claim or for another position: exit 2, one line, neither the
# top nor the one file written
"$PP" merge "$sd" --cert "$sd/top.cert" --single "$sd/one.cert" --quiet >/dev/null
is "$?" 0 "merge --single on HAM8 split at depth 2"
"$CK" "$sd/one.cert" --game ham --n 8 --first maker --winner maker --quiet >/dev/null
is "$?" 0 "the one certificate is VERIFIED for Maker's win on K8 from the empty board"
single_refused() {   # NAME REGEX DIR: merge --single in DIR: exit 2, one line matching
  local out rc
  out=$("$PP" merge "$3" --cert "$3/top3.cert" --single "$3/one.cert" --quiet 2>&1); rc=$?
  is "$rc" 2 "merge --single, $1: exit 2"
  like "$out" "$2" "merge --single, $1: says so"
  is "$(printf '%s\n' "$out" | grep -c .)" 1 "merge --single, $1: one line"
  [ ! -e "$3/one.cert" ] && [ ! -e "$3/top3.cert" ] && pass "merge --single, $1: no file left" ||
    fail "merge --single, $1: no file left" "$(ls "$3")"
}
k=$(echo "$used" | sed 's/^s0*\([0-9]*\)\.cert$/\1/')
other=$(sqlite3 "$sd/top.cert" "SELECT shard FROM assumption ORDER BY start DESC LIMIT 1")
# a shard of another claim with the start assumed: the same position, game pm
mkdir -p "$TMP/s1"; cp "$sd"/* "$TMP/s1/"; rm -f "$TMP/s1/one.cert" "$TMP/s1/top.cert"
"$PP" solve --game pm --n 8 --first maker $(sed -n "s/^shard $k [0-9a-f]* *//p" "$sd/manifest") --threads 1 --quiet \
  --cert "$TMP/s1/$used.new" >/dev/null && mv -f "$TMP/s1/$used.new" "$TMP/s1/$used"
single_refused "a shard of another claim (game pm)" "$used: its game is pm, the top's ham \(another claim\)$" "$TMP/s1"
# a shard of another position under the name of one the top assumes
if [ "$used" != "$other" ]; then
  mkdir -p "$TMP/s2"; cp "$sd"/* "$TMP/s2/"; rm -f "$TMP/s2/one.cert" "$TMP/s2/top.cert"
  cp -f "$TMP/s2/$other" "$TMP/s2/$used"
  single_refused "a shard of another position" "$used: its start is not shard $k's of the manifest" "$TMP/s2"
else
  fail "the top assumes two shards or more" "only $used"
fi

# 4. kill -9 during a run under GNU parallel, then the run again.
if command -v parallel >/dev/null 2>&1; then
  sd="$TMP/kill"
  # make check: FHP7 Breaker first at depth 3 (58 shards, Breaker wins);
  # make check-full: HAM8 at depth 4 (29 shards, Maker wins)
  kgame=(--game ham --n 8 --first breaker) kdepth=4 kwin=maker
  full || { kgame=(--game fhp --n 7 --first breaker) kdepth=3 kwin=breaker; }
  "$PP" split "${kgame[@]}" --depth $kdepth --out "$sd" >/dev/null
  n=$(sed -n 's/^shards //p' "$sd/manifest")
  # started from a subshell, so that this shell reports nothing of its death
  runner=$(setsid bash -c "seq $n | parallel -j 2 '$PP' shard '$sd' {} --threads 1 --quiet >/dev/null 2>&1" \
             >/dev/null 2>&1 & echo $!)
  for _ in $(seq 200); do
    [ "$(ls "$sd"/s*.json 2>/dev/null | wc -l)" -ge 3 ] && break
    sleep 0.05
  done
  # GNU parallel's children are not in its process group: each is killed too
  kill -9 -- -"$runner" 2>/dev/null; pkill -9 -f -- "shard $sd " 2>/dev/null
  for _ in $(seq 100); do kill -0 "$runner" 2>/dev/null || pgrep -f -- "shard $sd " >/dev/null || break; sleep 0.05; done
  done1=$(ls "$sd"/s*.json 2>/dev/null | wc -l | tr -d ' ')
  if [ "$done1" -ge 1 ] && [ "$done1" -lt "$n" ]; then pass "kill -9 left $done1 of $n shards done"
  else fail "kill -9 left some but not all shards done" "$done1 of $n"; fi
  partial=$(ls "$sd"/s*.cert 2>/dev/null | while read -r f; do "$CK" "$f" --quiet >/dev/null 2>&1 || echo "$f"; done)
  is "$partial" "" "every certificate kill -9 left under a shard's name is whole and VERIFIED"
  before=$(for f in "$sd"/s*.cert; do stat -c '%n %i %Y' "$f"; done | sort)
  seq "$n" | parallel -j 2 "$PP" shard "$sd" {} --threads 1 --quiet >"$TMP/rerun.out" 2>&1
  is "$(grep -c 'done already' "$TMP/rerun.out")" "$(printf '%s\n' "$before" | grep -c .)" \
    "the rerun skips every shard finished before the kill"
  after=$(for f in $(printf '%s\n' "$before" | cut -d' ' -f1); do stat -c '%n %i %Y' "$f"; done | sort)
  is "$after" "$before" "no finished shard was written again (same inode and mtime)"
  out=$("$PP" merge "$sd" --cert "$sd/top.cert" --quiet 2>&1)
  like "$out" "^merge: $kwin wins" "after the resume the merge has the unsharded verdict ($kwin wins ${kgame[*]})"
  is "$(shards_verified "$sd" $kwin "${kgame[@]}")" "" "and the shards it names are VERIFIED"
else
  fail "GNU parallel is installed (scripts/deps.sh installs it)"
fi

# 5. Bad input: one line, exit 2.
bad() {
  local name=$1 pat=$2; shift 2
  local out rc
  out=$("$@" 2>&1); rc=$?
  if [ $rc = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && printf '%s\n' "$out" | grep -Eq -- "$pat"; then
    pass "$name"
  else fail "$name" "exit $rc" "$out"; fi
}
bad "split without --first" "give --first" "$PP" split --game ham --n 6 --depth 2 --out "$TMP/b1"
bad "split without --depth" "needs --depth" "$PP" split --game ham --n 6 --first maker --out "$TMP/b1"
bad "split of avoid-plus" "avoid-plus" "$PP" split --game ramsey --H K3 --n 6 --rule avoid-plus --depth 2 --out "$TMP/b1"
bad "split into a directory holding a split" "already holds a split" "$PP" split --game ham --n 8 --first maker --depth 2 --out "$sd"
bad "split with --cert" "^posproof: --cert applies to 'posproof solve' and 'posproof merge' only$" "$PP" split --game ham --n 6 --first maker --depth 2 --out "$TMP/b1" --cert x
bad "--depth 0" "--depth '0'" "$PP" split --game ham --n 6 --first maker --depth 0 --out "$TMP/b1"
bad "--depth beyond the board" "only 10 free pairs" "$PP" split --game ham --n 5 --first maker --depth 11 --out "$TMP/b2"
bad "shard K beyond the manifest" "shard 999: .* has $(sed -n 's/^shards //p' "$TMP/rej/manifest") shards" "$PP" shard "$TMP/rej" 999
bad "shard of a directory with no manifest" "manifest" "$PP" shard "$TMP" 1
bad "shard K not a number" "usage" "$PP" shard "$TMP/rej" x
bad "merge without --cert" "needs --cert" "$PP" merge "$TMP/rej"
bad "split with --depth and --shards" "--depth D or --shards N \(one of them\)" "$PP" split --game ham --n 6 --first maker --depth 2 --shards 9 --out "$TMP/b4"
bad "--shards beyond any depth" "--shards 1000: no depth gives so many \(the most: [0-9]+ at depth [0-9]+\)" "$PP" split --game ham --n 5 --first maker --shards 1000 --out "$TMP/b5"
[ ! -e "$TMP/b5" ] && pass "--shards beyond any depth leaves no directory" || fail "--shards beyond any depth leaves no directory"
bad "merge --single without FILE" "^posproof: option --single needs a value$" "$PP" merge "$TMP/rej" --cert "$TMP/t.cert" --single
bad "merge --single onto the top" "the top goes there already" "$PP" merge "$TMP/rej" --cert "$TMP/t.cert" --single "$TMP/t.cert"
printf 'posproof shards 1\narg --game\nshard x\n' >"$TMP/b3.manifest"; mkdir -p "$TMP/b3"; mv "$TMP/b3.manifest" "$TMP/b3/manifest"
bad "a damaged manifest" "manifest line 3" "$PP" merge "$TMP/b3" --cert "$TMP/b3/t.cert"
is "$(ls "$TMP/b1" "$TMP/b2" 2>/dev/null | grep -c manifest)" 0 "refused splits leave no manifest"

# status on temporary files: those of a process still running, and those
# of a run killed (no process has its PID), with the command removing them
sd="$TMP/tmpfiles"
"$PP" split --game ham --n 6 --first maker --depth 2 --out "$sd" >/dev/null
# split's GNU parallel line names this program by its full path (after a
# clone, posproof is not on PATH)
like "$("$PP" split --game ham --n 6 --first maker --depth 2 --out "$TMP/pl")" \
  "GNU parallel: seq [0-9]+ \| parallel --joblog $TMP/pl/joblog $(realpath "$PP") shard $TMP/pl \{\} --threads 1 --quiet" \
  "split: the GNU parallel line runs this program by its full path"
sleep 0 & gone=$!; wait $gone
: >"$sd/s1.cert.tmp-$gone"; : >"$sd/s2.cert.tmp-$$"
out=$("$PP" status "$sd")
like "$out" "1 temporary file of runs still going on this machine" "status: a temporary file of a running process"
like "$out" "1 temporary file of killed runs .*remove them\):
  rm $sd/s1.cert.tmp-$gone\$" "status: a killed run's temporary file, with the command that removes it"
done_testing
