#!/usr/bin/env bash
# Ctrl-C loses nothing (docs/keep.md, "Stopped by a signal"): a solve or a
# shard stopped by SIGINT or SIGTERM during its search or its certificate
# walk stops at the next progress check, saves what it proved to --keep's
# FILE or, without --keep, to a new default keep file in the current
# directory (posproof-GAME-HASH.keep, never one that exists), prints its
# line (JSON: "interrupted": true, "keep": FILE), says on stderr how far it
# got and the command that goes on (the same command line with --keep FILE
# added), and dies of the signal (status 130, 143). That command loads
# every entry saved and reaches the answer, with a certificate VERIFIED.
# No partial certificate nor temporary file is ever left, and a second
# signal during the save ends the run at once, the old FILE whole (the
# save is made to write into a FIFO that the test holds full, so that the
# second signal comes during it whatever the machine's speed).
# Each signal is sent once a progress line (--progress-every 0: one every
# 2^18 positions searched, 2^16 walked) shows the phase running; the
# games are chosen so that what remains of that phase takes seconds.
# Reduced: HAM9 Breaker first (2.6 M positions, about 8 s) interrupted in
# its search and resumed to the end; HAM9 Maker first interrupted in its
# walk (SIGTERM) and resumed; the second signal; a shard of HAM9 Breaker
# first interrupted, its file loaded by a solve. Full (POSPROOF_FULL=1)
# also: hc on K9 Maker first (tens of minutes) interrupted, its file
# loaded by the command printed with --seconds 2, and the shard resumed to
# its end by the command printed.
. "$(dirname "$0")/lib.sh"
need mkfifo ps
cd "$TMP" || exit 1

# start NAME ARGS...: runs ARGS in the background, stdout NAME.out, stderr
# NAME.err; sets pid.
pid=
trap '[ -z "$pid" ] || kill -9 "$pid" 2>/dev/null; rm -rf "$TMP"' EXIT
start() { local name=$1; shift; "$@" >"$name.out" 2>"$name.err" </dev/null & pid=$!; }
# alive PID: the process runs (not a zombie: kill -0 succeeds on one)
alive() { local st; st=$(ps -o stat= -p "$1" 2>/dev/null); [ -n "$st" ] && [ "${st#Z}" = "$st" ]; }
# wait_for NAME REGEX: waits (10 minutes at most) until NAME.err has a line
# matching REGEX; 1 if the process ended first.
wait_for() {
  local i
  for i in $(seq 12000); do
    grep -Eq -- "$2" "$1.err" && return 0
    alive "$pid" || return 1
    sleep 0.05
  done
  return 1
}
# resume_words NAME: the command of NAME.err's line "to go on from there",
# one word a line, as a shell reads it.
resume_words() {
  local cmd
  cmd=$(sed -n 's/^posproof: to go on from there: //p' "$1.err")
  [ -n "$cmd" ] || return
  eval "set -- $cmd"
  printf '%s\n' "$@"
}
# stray: temporary files left in this directory or DIR
stray() { ls -A . "$@" | grep -E '\.tmp|\.runs' ; }

# 1. SIGINT during the search, without --keep: HAM9 Breaker first.
H9=(--game ham --n 9 --first breaker --threads 1 --mem 256)
start s "$PP" solve "${H9[@]}" --progress-every 0 --json
wait_for s '^posproof: search: ' || bail_out "no search line: $(cat s.err)"
kill -INT "$pid"
wait "$pid"; rc=$?
is "$rc" 130 "SIGINT during the search: exit status 130"
out=$(cat s.out)
is "$(json_field "$out" result)/$(json_field "$out" interrupted)" stopped/true "its JSON: result stopped, interrupted"
keep=$(json_field "$out" keep)
saved=$(json_field "$out" keep_saved)
like "$keep" '^posproof-maker-breaker-ham-K9-[0-9a-f]{8}\.keep$' "the default keep file, in the current directory, named after the game ($keep)"
like "$saved" '^[1-9][0-9]*$' "entries saved: $saved"
line=$(grep '^posproof: interrupted' s.err)
like "$line" "^posproof: interrupted by SIGINT after [0-9.]+ s, [0-9]+ positions searched: $saved positions proved saved to $keep \(those of work 2\^[0-9]+ and more\), [0-9.]+ s$" \
  "stderr says how far it got and names the file"
is "$(resume_words s)" "$(printf '%s\n' "$PP" solve "${H9[@]}" --progress-every 0 --json --keep "$keep")" \
  "stderr gives the command that goes on: the same command line with --keep FILE"
is "$(sed -n 1p "$keep")" "posproof keep 1" "the file is a keep file"
is "$(sed -n 3p "$keep" | awk '{print $2}')" "$saved" "... of the entries saved"
is "$(stray)" "" "no temporary file left"
# The command printed, run to its end: every entry loaded, the answer.
mapfile -t cmd < <(resume_words s)
out=$("${cmd[@]}" 2>r.err); rc=$?
is "$rc" 0 "the command printed: solved"
is "$(json_field "$out" keep_loaded)" "$saved" "the command printed loads every entry saved"
is "$(json_field "$out" winner)" maker "... and Maker wins HAM9 with Breaker first, as without the file"
# A second run without --keep interrupted the same way: a new file, the first one kept.
start s2 "$PP" solve "${H9[@]}" --progress-every 0 --json
wait_for s2 '^posproof: search: ' || bail_out "no search line: $(cat s2.err)"
kill -INT "$pid"
wait "$pid"; rc=$?
keep2=$(json_field "$(cat s2.out)" keep)
is "$rc/$keep2" "130/${keep%.keep}-2.keep" "interrupted again without --keep: saved to a new file, NAME-2.keep"
is "$(sed -n 1p "$keep")" "posproof keep 1" "... and the first file is still there"

# 2. SIGTERM during the certificate walk: HAM9 Maker first.
H9M=(--game ham --n 9 --first maker --threads 1 --mem 256)
start w "$PP" solve "${H9M[@]}" --progress-every 0 --cert w.cert
wait_for w '^posproof: certificate: ' || bail_out "no walk line: $(cat w.err)"
kill -TERM "$pid"
wait "$pid"; rc=$?
is "$rc" 143 "SIGTERM during the walk: exit status 143"
like "$(cat w.out)" '^maker-breaker ham on K9: first=maker result=first-player-win winner=maker \([0-9]+ positions, [0-9.]+ s\)$' \
  "its line: the search's answer, no certificate"
like "$(grep '^posproof: interrupted' w.err)" '^posproof: interrupted by SIGTERM in the certificate walk \(no certificate written\) after [0-9.]+ s, [0-9]+ positions searched: [0-9]+ positions proved saved to posproof-maker-breaker-ham-K9-[0-9a-f]{8}(-[0-9]+)?\.keep ' \
  "stderr: stopped in the walk, no certificate, the file named"
is "$(ls w.cert* 2>/dev/null; stray)" "" "no certificate, partial or temporary, is left"
mapfile -t cmd < <(resume_words w)
like "${cmd[*]}" ' --cert w.cert --keep posproof-maker-breaker-ham-K9-[0-9a-f]{8}(-[0-9]+)?\.keep$' "the command printed keeps --cert"
"${cmd[@]}" --json >w2.out 2>w2.err; rc=$?
out=$(cat w2.out)
is "$rc/$(json_field "$out" winner)" 0/maker "the command printed: solved, Maker wins"
like "$(json_field "$out" keep_loaded)" '^[1-9][0-9]*$' "... from the entries saved ($(json_field "$out" keep_loaded))"
is "$(json_field "$out" positions)" 1 "... the search answered from the file at once"
"$CK" w.cert --game ham --n 9 --first maker --winner maker --threads 1 --quiet >ck.out 2>&1
is "$?" 0 "... and its certificate is VERIFIED"

# 3. A second SIGINT during the save: the run ends at once, the old FILE
# whole. The save's temporary file FILE.tmpPID is a FIFO held open here,
# so the save blocks once the pipe is full (the table holds megabytes).
cp "$keep2" old.keep   # a file of the first 2^18 positions: the search goes on
cp old.keep k.keep
start d "$PP" solve "${H9[@]}" --progress-every 0 --keep k.keep
mkfifo "k.keep.tmp$pid"
exec 3<>"k.keep.tmp$pid"
wait_for d '^posproof: search: ' || bail_out "no search line: $(cat d.err)"
kill -INT "$pid"
if read -r -t 600 -u 3 first; then
  is "$first" "posproof keep 1" "after the first SIGINT the save has begun"
else
  fail "after the first SIGINT the save has begun" "$(cat d.err)"
fi
kill -INT "$pid"
wait "$pid"; rc=$?
exec 3<&-
is "$rc" 130 "a second SIGINT during the save: exit status 130 at once"
is "$([ -e "k.keep.tmp$pid" ] && echo left || echo removed)" removed "the save's temporary file is removed"
cmp -s k.keep old.keep && pass "FILE is the old one, whole" || fail "FILE is the old one, whole"
is "$(grep -c '^posproof: interrupted' d.err)" 0 "nothing saved is said"

# 4. A shard: HAM9 Breaker first split at depth 1.
"$PP" split "${H9[@]::6}" --depth 1 --out sd >/dev/null 2>&1 || bail_out "split"
start h "$PP" shard sd 1 --threads 1 --mem 256 --progress-every 0
wait_for h '^posproof: search: ' || bail_out "no search line: $(cat h.err)"
kill -INT "$pid"
wait "$pid"; rc=$?
is "$rc" 130 "SIGINT during a shard's search: exit status 130"
hk=$(sed -n 's/.* saved to \(posproof-[^ ]*\.keep\) .*/\1/p' h.err)
like "$hk" '^posproof-maker-breaker-ham-K9-[0-9a-f]{8}(-[0-9]+)?\.keep$' "the shard's default keep file (the game's, without the start: $hk)"
is "$(resume_words h)" "$(printf '%s\n' "$PP" shard sd 1 --threads 1 --mem 256 --progress-every 0 --keep "$hk")" \
  "the command that goes on: the shard's, with --keep FILE"
is "$(ls sd | grep -c '\.cert')" 0 "no shard certificate, partial or temporary"
n=$(sed -n 3p "$hk" | awk '{print $2}')
out=$("$PP" solve "${H9[@]}" --keep "$hk" --seconds 1 --json 2>/dev/null)
is "$(json_field "$out" keep_loaded)" "$n" "the shard's file loads whole in a solve of the game ($n entries)"
if full; then
  mapfile -t cmd < <(resume_words h)
  out=$("${cmd[@]}" 2>/dev/null); rc=$?
  like "$rc $out" '^0 shard 1 of 1: maker ' "the shard's command printed, run to its end: Maker wins it"
  "$PP" merge sd --cert sd/top.cert --single one.cert --threads 1 --quiet >/dev/null 2>&1
  "$CK" one.cert "${H9[@]::6}" --winner maker --threads 1 --quiet >ck.out 2>&1
  is "$?" 0 "... and the proof merged from it is VERIFIED"

  # 5. hc on K9, Maker first: tens of minutes; its file loaded by the command printed.
  start c "$PP" solve --game hc --n 9 --first maker --threads 1 --mem 512 --progress-every 0 --json
  wait_for c '^posproof: search: ' || bail_out "no search line: $(cat c.err)"
  kill -INT "$pid"
  wait "$pid"; rc=$?
  out=$(cat c.out)
  is "$rc/$(json_field "$out" interrupted)" 130/true "hc K9: interrupted"
  mapfile -t cmd < <(resume_words c)
  out=$("${cmd[@]}" --seconds 2 2>/dev/null); rc=$?
  is "$rc/$(json_field "$out" keep_loaded)" "3/$(json_field "$(cat c.out)" keep_saved)" \
    "hc K9: the command printed (with --seconds 2) loads every entry saved"
fi
is "$(stray sd)" "" "no temporary file is left anywhere"
done_testing
