#!/usr/bin/env bash
# solve --keep FILE (docs/keep.md): a search stopped at --seconds or by
# Ctrl-C saves what it proved, and the next run of the same game loads it
# and goes on: the same answer in fewer positions than a fresh search
# (one thread: positions are deterministic), a certificate the checker
# VERIFIES, and at once where the file knows the start. A file of another
# game, a damaged one or one that is no keep file is refused (exit 2, one
# line, the file untouched); --keep with --batch or a range of biases is
# refused; a file that cannot be written fails the run (exit 1) after the
# answer is printed. The shards of a split share one file (shard --keep):
# run one after another, they search fewer positions than alone, and the
# proof merged from them is VERIFIED; run two at a time, the file stays
# whole.
. "$(dirname "$0")/lib.sh"
need parallel

G=(--game fhp --n 8 --first breaker --threads 1 --mem 256)
K=$TMP/fhp8.keep

# A fresh search, for its positions.
fresh=$("$PP" solve "${G[@]}" --json --quiet 2>"$TMP/err"); rc=$?
is "$rc" 0 "fhp K8, Breaker first: solved"
is "$(json_field "$fresh" winner)" maker "fhp K8, Breaker first: Maker wins"
pf=$(json_field "$fresh" positions)

# Stopped at --seconds 1 (the search takes about 3 s here, longer under
# the sanitizers): the file holds what it proved.
out=$("$PP" solve "${G[@]}" --json --seconds 1 --keep "$K" 2>"$TMP/err"); rc=$?
is "$rc" 3 "--seconds 1 --keep: stopped (exit 3)"
is "$(json_field "$out" result)" stopped "--seconds 1 --keep: result stopped"
like "$(cat "$TMP/err")" "^posproof: --keep: no file $K yet: the search starts afresh" "no file yet: said on stderr"
saved=$(json_field "$out" keep_saved)
like "$saved" '^[1-9][0-9]*$' "--keep: entries saved ($saved)"
is "$(sed -n 1p "$K")" "posproof keep 1" "the file's first line"
like "$(sed -n 2p "$K")" '^game tool=posproof-[^ ]+ entry_words=2 family=maker-breaker game=fhp rule= property= H= board=complete n=8 fixed=0,1 bias=1:1$' "the file names the game"
is "$(sed -n 3p "$K" | awk '{print $1, $2}')" "entries $saved" "the file's count is the entries saved"
is "$(ls "$K".tmp* 2>/dev/null)" "" "no temporary file left"

# Resumed: the same answer, fewer positions, a certificate VERIFIED.
out=$("$PP" solve "${G[@]}" --json --keep "$K" --cert "$TMP/r.cert" 2>"$TMP/err"); rc=$?
is "$rc" 0 "resumed: solved"
is "$(json_field "$out" winner)" maker "resumed: Maker wins, as fresh"
is "$(json_field "$out" keep_loaded)" "$saved" "resumed: every entry saved is loaded"
pr=$(json_field "$out" positions)
if [ "$pr" -lt "$pf" ]; then pass "resumed: fewer positions ($pr) than fresh ($pf)"
else fail "resumed: fewer positions than fresh" "resumed $pr, fresh $pf"; fi
"$CK" "$TMP/r.cert" --game fhp --n 8 --first breaker --winner maker --threads 1 --quiet >"$TMP/ck" 2>&1
is "$?" 0 "resumed: its certificate is VERIFIED ($(head -1 "$TMP/ck"))"

# The file now knows the start: answered at once.
out=$("$PP" solve "${G[@]}" --json --quiet --keep "$K" 2>"$TMP/err"); rc=$?
is "$rc/$(json_field "$out" winner)" 0/maker "a third run: Maker wins"
p3=$(json_field "$out" positions)
if [ "$p3" -le 2 ]; then pass "a third run: answered from the file ($p3 positions)"
else fail "a third run: answered from the file" "positions $p3"; fi

# Ctrl-C: the first SIGINT stops the search and saves (FHP9, about a
# minute), once a progress line shows it searching; the run then dies of
# the signal (tests/54-interrupt.t has the rest).
K9=$TMP/fhp9.keep
"$PP" solve --game fhp --n 9 --first maker --threads 1 --mem 256 --json --keep "$K9" --progress-every 0 \
  >"$TMP/out9" 2>"$TMP/err9" &
pid=$!
for _ in $(seq 6000); do grep -q '^posproof: search: ' "$TMP/err9" && break; sleep 0.05; done
kill -INT "$pid"
wait "$pid"; rc=$?
is "$rc" 130 "SIGINT with --keep: exit status 130"
is "$(sed -n 's/^posproof: to go on from there: //p' "$TMP/err9")" \
  "$PP solve --game fhp --n 9 --first maker --threads 1 --mem 256 --json --keep $K9 --progress-every 0" \
  "SIGINT with --keep: the command that goes on is the same command line"
out=$(cat "$TMP/out9")
is "$(json_field "$out" result)/$(json_field "$out" interrupted)" stopped/true "SIGINT: result stopped, interrupted"
is "$(sed -n 1p "$K9")" "posproof keep 1" "SIGINT: the file is written"
is "$(ls "$K9".tmp* 2>/dev/null)" "" "SIGINT: no temporary file left"
n9=$(sed -n 3p "$K9" | awk '{print $2}')
out=$("$PP" solve --game fhp --n 9 --first maker --threads 1 --mem 256 --json --seconds 1 --keep "$K9" 2>"$TMP/err")
is "$(json_field "$out" keep_loaded)" "$n9" "SIGINT: the file loads whole ($n9 entries)"

# --keep-every S: saved while the search runs too, on two threads (make
# check-tsan runs this with TSan: the table is read while the other
# thread stores), each file whole.
out=$("$PP" solve --game fhp --n 9 --first breaker --threads 2 --mem 256 --json --keep "$TMP/every.keep" --keep-every 1 \
  --seconds 4 2>"$TMP/err"); rc=$?
is "$rc" 3 "--keep-every 1 --seconds 4: stopped"
n=$(grep -c "^posproof: --keep: [0-9]* positions saved to" "$TMP/err")
if [ "$n" -ge 3 ]; then pass "--keep-every 1: saved $n times in 4 s (twice or more while searching, once at the end)"
else fail "--keep-every 1: saved while searching" "$(cat "$TMP/err")"; fi
ne=$(sed -n 3p "$TMP/every.keep" | awk '{print $2}')
out=$("$PP" solve --game fhp --n 9 --first breaker --threads 1 --mem 256 --json --seconds 1 --keep "$TMP/every.keep" 2>"$TMP/err")
is "$(json_field "$out" keep_loaded)" "$ne" "--keep-every: the file of two threads loads whole ($ne entries)"

# Refused: one line, exit 2, the file unchanged.
refused() {
  local name=$1 re=$2 file=$3; shift 3
  cp "$file" "$TMP/before" 2>/dev/null
  local o; o=$("$PP" solve "$@" </dev/null 2>"$TMP/err"); local rc=$?
  if [ $rc = 2 ] && [ -z "$o" ] && [ "$(wc -l <"$TMP/err")" = 1 ] && grep -Eq -- "$re" "$TMP/err" &&
     { [ ! -e "$file" ] || cmp -s "$file" "$TMP/before"; }; then pass "$name"
  else fail "$name" "posproof solve $*" "exit $rc" "stdout: $o" "stderr: $(cat "$TMP/err")" "expected: /$re/"; fi
}
refused "another game's file" "^posproof: --keep: .* is the keep file of another game or build \(.*game=fhp.*; this run: .*game=ham .*\): not loaded, not overwritten$" \
  "$K" --game ham --n 8 --first breaker --keep "$K" --quiet
refused "another bias" "keep file of another game or build" "$K" --game fhp --n 8 --bias 1:2 --first breaker --keep "$K" --quiet
printf 'not a keep file\n' >"$TMP/junk.keep"
refused "no keep file" "^posproof: --keep: .*junk.keep is not a keep file of posproof" "$TMP/junk.keep" \
  "${G[@]}" --keep "$TMP/junk.keep" --quiet
cp "$K" "$TMP/cut.keep"; truncate -s -5 "$TMP/cut.keep"
refused "cut short" "damaged keep file \(it ends before its checksum\)" "$TMP/cut.keep" "${G[@]}" --keep "$TMP/cut.keep" --quiet
truncate -s 300 "$TMP/cut.keep"
refused "cut among the entries" "damaged keep file \(it ends after [0-9]+ of its [0-9]+ entries\)" "$TMP/cut.keep" \
  "${G[@]}" --keep "$TMP/cut.keep" --quiet
cp "$K" "$TMP/flip.keep"
size=$(wc -c <"$K")
printf '\001' | dd of="$TMP/flip.keep" bs=1 seek=$((size - 100)) conv=notrunc 2>/dev/null
cmp -s "$K" "$TMP/flip.keep" || printf '\002' | dd of="$TMP/flip.keep" bs=1 seek=$((size - 100)) conv=notrunc 2>/dev/null
refused "a changed byte" "damaged keep file \(its checksum does not match its entries\)" "$TMP/flip.keep" \
  "${G[@]}" --keep "$TMP/flip.keep" --quiet
cp "$K" "$TMP/tail.keep"; printf 'x' >>"$TMP/tail.keep"
refused "bytes after the checksum" "damaged keep file \(bytes after its checksum\)" "$TMP/tail.keep" \
  "${G[@]}" --keep "$TMP/tail.keep" --quiet
refused "--keep with --batch" "^posproof: --keep keeps the table of one game: it does not apply to --batch" "$K" \
  --game ham --batch --keep "$K"
refused "--keep-every without --keep" "^posproof: --keep-every applies with --keep only" "$K" \
  --game ham --n 6 --keep-every 10
refused "--keep with a range of biases" "^posproof: --keep keeps the table of one game: it does not apply to a range of biases" \
  "$K" --game ham --n 6 --bias 1:1..1:3 --keep "$K"

# A file that cannot be written: the answer, then exit 1 and one line.
out=$("$PP" solve --game ham --n 6 --first maker --quiet --keep "$TMP/no/such/dir/k.keep" 2>"$TMP/err"); rc=$?
is "$rc" 1 "an unwritable --keep: exit 1"
like "$out" "result=second-player-win winner=breaker" "an unwritable --keep: the answer is printed"
like "$(cat "$TMP/err")" "^posproof: --keep: .*no/such/dir/k.keep.tmp[0-9]+: No such file or directory$" "an unwritable --keep: one line"
# shard --keep: the 9 shards of triangle avoidance on K10 at depth 4 (the
# first player wins), alone and sharing one keep file, one after another
shards() {   # shards DIR [--keep FILE]: solves every shard, prints the sum of their positions
  local d=$1 i s=0 p
  shift
  for i in $(seq "$(sed -n 's/^shards //p' "$d/manifest")"); do
    p=$("$PP" shard "$d" "$i" --threads 1 --quiet "$@" | sed -n 's/^shard [0-9]* of [0-9]*: [a-z]* (\([0-9]*\) positions.*/\1/p')
    [ -n "$p" ] || { echo "shard $i: no positions"; return; }
    s=$((s + p))
  done
  echo "$s"
}
S=(--game shared --property h:K3 --rule avoid --n 10)
for d in alone shared par; do
  "$PP" split "${S[@]}" --depth 4 --out "$TMP/$d" >/dev/null 2>&1 || bail_out "split $d"
done
is "$(sed -n 's/^shards //p' "$TMP/alone/manifest")" 9 "triangle avoidance K10 at depth 4: 9 shards"
alone=$(shards "$TMP/alone")
shared=$(shards "$TMP/shared" --keep "$TMP/shards.keep")
like "$alone" '^[1-9][0-9]*$' "the 9 shards alone: $alone positions"
like "$shared" '^[1-9][0-9]*$' "the 9 shards sharing one keep file: $shared positions"
is "$([[ $shared =~ ^[0-9]+$ && $alone =~ ^[0-9]+$ ]] && echo $((shared * 2 < alone)))" 1 "sharing one keep file, one after another: $shared positions, under half of alone's"
"$PP" merge "$TMP/shared" --cert "$TMP/top.cert" --single "$TMP/one.cert" --threads 1 --quiet >/dev/null 2>&1
"$CK" "$TMP/one.cert" "${S[@]}" --winner first --threads 1 --quiet >/dev/null 2>&1; rc=$?
is "$rc" 0 "the proof merged from the shards that shared a file: VERIFIED for the first player"
seq 9 | parallel -j 2 "$PP" shard "$TMP/par" {} --threads 1 --quiet --keep "$TMP/par.keep" >/dev/null 2>&1; rc=$?
is "$rc" 0 "the 9 shards two at a time sharing one keep file: each solved"
out=$("$PP" solve "${S[@]}" --threads 1 --json --quiet --keep "$TMP/par.keep" 2>&1); rc=$?
is "$rc/$(json_field "$out" winner)" 0/first "... and the file they left loads whole: the first player wins"
like "$(json_field "$out" keep_loaded)" '^[1-9][0-9]*$' "... from the entries the shards saved"
is "$(ls "$TMP"/par.keep.tmp* 2>/dev/null)" "" "... and no temporary file is left"
done_testing
