#!/usr/bin/env bash
# Every --json output is valid JSON for every input:
# each form the commands print (solve with and without a certificate, both
# starting players, a draw's two certificates, count, batch, every family) on
# graph6 boards and H with a backslash, ~, ?, @, and certificate paths with
# quotes, backslashes, a tab and UTF-8, is decoded by Perl's JSON::PP (not
# by a regex), and the strings come back as they were given. Every output
# that names a position (solve, moves, estimate) spells it as start.header,
# the same for the same position.
. "$(dirname "$0")/lib.sh"

# decode FILE KEY...: each line of FILE decoded by JSON::PP; for each, the
# values of KEYs joined by '|' (arrays by ','; "a.b" is key b of object a),
# or "INVALID: why".
decode() {
  perl -MJSON::PP -e '
    binmode STDOUT, ":encoding(UTF-8)";
    my ($file, @keys) = @ARGV;
    open my $f, "<", $file or die "$file: $!\n";
    my $js = JSON::PP->new->utf8;
    while (my $l = <$f>) {
      my $o = eval { $js->decode($l) };
      if (!$o || ref $o ne "HASH") { my $e = $@ || "not an object"; $e =~ s/\s+/ /g; print "INVALID: $e\n"; next }
      print join("|", map { my $v = $o; $v = ref $v eq "HASH" ? $v->{$_} : undef for split /\./; !defined $v ? "-" : JSON::PP::is_bool($v) ? ($v ? "true" : "false") : ref $v eq "ARRAY" ? join(",", @$v) : $v } @keys), "\n";
    }' "$@"
}

# json NAME WANT KEYS ARGS...: posproof ARGS (stdin from $TMP/in) exits 0,
# every line of stdout decodes, and the KEYS (comma-separated) of the
# objects are WANT (one line an object).
json() {
  local name=$1 want=$2 keys=$3; shift 3
  "$PP" "$@" <"$TMP/in" >"$TMP/out" 2>"$TMP/err"; local rc=$?
  local got; got=$(decode "$TMP/out" ${keys//,/ })
  if [ $rc = 0 ] && [ "$got" = "$want" ]; then pass "$name"
  else fail "$name" "posproof $*" "exit $rc, stderr: $(cat "$TMP/err")" "stdout: $(cat "$TMP/out")" "decoded: $got" "expected: $want"; fi
}
: >"$TMP/in"

# Boards: graph6 with a backslash (the first 7-vertex ones nauty-geng prints), ~, ?, @.
mapfile -t G7 < <(nauty-geng -cq 7 | grep -F '\' | head -2)
is "${#G7[@]}" 2 "nauty-geng gives 7-vertex graph6 boards with a backslash (${G7[*]})"
BOARDS=('C\' 'D\o' 'E@~w' 'F@\~w' "${G7[@]}")

for b in "${BOARDS[@]}"; do
  json "solve h:P4 on '$b', both starting players" "h:P4|$b|maker
h:P4|$b|breaker" game,board,first solve --game h:P4 --board "$b" --json
  json "solve h:C\\ avoider-enforcer on '$b', enforcer first" "h:C\\|h:C\\|$b|avoider-enforcer|enforcer" \
    game,property,board,rule,first solve --game 'h:C\' --rule avoider-enforcer --board "$b" --first enforcer --json
  json "count h:P4 on '$b'" "h:P4|$b|false" game,board,whole_board count --game h:P4 --board "$b" --json
  json "count --whole-board conn on '$b', breaker first" "conn|$b|breaker|true" game,board,first,whole_board \
    count --game conn --board "$b" --first breaker --whole-board --json
done

# Certificates at odd paths, one a family; the paths come back unchanged.
ODD="$TMP/odd \"q\" back\\slash	tab é"
mkdir -p "$ODD"
json "solve --cert, fast engine (ham K6, maker first)" "ham|K6|maker|$ODD/ham6.cert" game,board,first,cert \
  solve --game ham --n 6 --first maker --cert "$ODD/ham6.cert" --json --threads 1
json "solve --cert, fast engine (ham K6, breaker first)" "ham|K6|breaker|$ODD/ham6b.cert" game,board,first,cert \
  solve --game ham --n 6 --first breaker --cert "$ODD/ham6b.cert" --json --threads 1
json "solve --cert on a board with a backslash" "h:P4|F@\\~w|maker|$ODD/p4.cert" game,board,first,cert \
  solve --game h:P4 --board 'F@\~w' --first maker --cert "$ODD/p4.cert" --json
json "solve --cert, board file" "conn|C\\|breaker|$ODD/c.cert" game,board,first,cert \
  solve --game conn --board-file <(echo 'C\') --first breaker --cert "$ODD/c.cert" --json
json "solve ramsey with H 'C\\', a draw: two certificates" "ramsey|C\\|misere|draw|-|$ODD/d.first.cert,$ODD/d.second.cert" \
  game,H,rule,result,winner,certs solve --game ramsey --H 'C\' --n 4 --rule misere --cert "$ODD/d.cert" --json
json "solve ramsey avoid with H 'C\\'" "ramsey|C\\|avoid|K5|second" game,H,rule,board,winner \
  solve --game ramsey --H 'C\' --n 5 --rule avoid --json
json "solve subh, both creators, with a certificate" "subh|K4|first|$ODD/s.cert" game,board,creator,cert \
  solve --game subh --n 4 --creator first --cert "$ODD/s.cert" --json
json "solve subh, both creators" "subh|creator|first
subh|blocker|second" game,first,creator solve --game subh --n 4 --json
json "solve shared with property h:C\\" "shared|h:C\\|normal|K5" game,property,rule,board \
  solve --game shared --property 'h:C\' --n 5 --json
json "solve shared avoid" "shared|conn|avoid|$ODD/sh.cert" game,property,rule,cert \
  solve --game shared --property conn --n 4 --rule avoid --cert "$ODD/sh.cert" --json
# from a start position: the object "start" (tests/66-start.t); the certificates
# (format version 3) in a directory of their own: tests/66-start.t has the checker verify such files
mkdir -p "$ODD/start"
json "solve from a position, fast engine: start" "maker|0-1,2-3|1-2|breaker|0|2104000001|breaker" \
  first,start.maker,start.breaker,start.to_move,start.moves_made,start.header,winner \
  solve --game ham --n 6 --first maker --breaker 2-1 --maker 3-2,1-0 --json --threads 1
json "solve from a position on a board with a backslash, bias 1:2" "breaker|F@\\~w||0-6|breaker|1|$ODD/start/p.cert" \
  first,board,start.maker,start.breaker,start.to_move,start.moves_made,cert \
  solve --game conn --board 'F@\~w' --bias 1:2 --first breaker --breaker 6-0 --cert "$ODD/start/p.cert" --json
json "solve avoider-enforcer from a position, both keys" "0-1||enforcer" start.avoider,start.enforcer,start.to_move \
  solve --game conn --rule avoider-enforcer --n 5 --first avoider --avoider 0-1 --json
json "solve ramsey from a position, --to-move" "0-1|2-3|second|0" start.red,start.blue,start.to_move,start.moves_made \
  solve --game ramsey --H K3 --n 5 --rule avoid-plus --red 0-1 --blue 2-3 --to-move second --json
json "solve ramsey from a position, a draw: two certificates" "draw|$ODD/start/dp.first.cert,$ODD/start/dp.second.cert|0-1,0-2,1-3,2-3" \
  result,certs,start.red solve --game ramsey --H K3 --n 4 --rule misere --red 0-1,2-3,0-2,1-3 --blue 0-3,1-2 --cert "$ODD/start/dp.cert" --json
json "solve subh from a position" "1>0,2>3|blocker|-" start.arcs,start.to_move,start.maker \
  solve --game subh --n 5 --creator second --arcs '2>3,1>0' --json
json "solve shared from a position" "0-1,1-2|first" start.edges,start.to_move solve --game shared --property conn --n 5 --edges 1-2,0-1 --json
json "solve without a position: no start" "-|ham" start,game solve --game ham --n 5 --first maker --json
json "count ramsey with H 'C\\'" "ramsey|avoid-plus|C\\|K5|5|first" game,rule,H,board,n,first count --game ramsey --H 'C\' --n 5 --rule avoid-plus --json
json "count: the game's fields as solve has them (rule, property, bias)" "ham|avoider-enforcer|ham|K6|1:2|avoider" \
  game,rule,property,board,bias,first count --game ham --rule avoider-enforcer --n 6 --bias 1:2 --first avoider --json
json "count subh --whole-board" "subh|K4|true" game,board,whole_board count --game subh --n 4 --whole-board --json
json "count shared with property h:C\\" "shared|K5" game,board count --game shared --property 'h:C\' --n 5 --json
json "count fast-engine game" "ham|K6|maker" game,board,first count --game ham --n 6 --json
for f in "$ODD"/*.cert; do
  "$CK" "$f" --quiet >/dev/null 2>&1 || fail "certificate at an odd path checks: $f"
done
is "$(ls "$ODD" | wc -l | tr -d ' ') $(ls "$ODD/start" | wc -l | tr -d ' ')" "9 3" "the certificates are where the JSON says"

# moves --json and estimate --json name their positions as solve --json
# names a start: start.header, the spelling posproof-check --start takes,
# is solve --json's start.header for the same position
hdr() {   # posproof ARGS --json: start.header of its first line, or "ERROR..."
  local out rc
  out=$("$PP" "$@" --json 2>&1 </dev/null); rc=$?
  [ $rc = 0 ] || { echo "ERROR($rc): $out"; return; }
  printf '%s\n' "$out" | head -1 | perl -MJSON::PP -ne 'my $o = eval { decode_json($_) }; print $o ? $o->{start}{header} // "NONE" : "INVALID"'
}
# movehdrs ARGS: "MOVE HEADER" a line for each move of moves ARGS --json
movehdrs() {
  "$PP" moves "$@" --json --threads 1 2>&1 </dev/null |
    perl -MJSON::PP -ne 'my $o = eval { decode_json($_) } or do { print "INVALID: $_"; next };
      print "$_->{move} ", $_->{start}{header} // "NONE", "\n" for @{$o->{moves}}'
}
json "moves --json: valid, with start" "Maker 0-1; Breaker 2-3 (Maker to move)|0-1|2-3|maker|0" \
  position,start.maker,start.breaker,start.to_move,start.moves_made moves --game ham --n 6 --first maker --maker 0-1 --after 2-3 --threads 1 --json
is "$(hdr moves --game ham --n 6 --first maker --maker 0-1 --after 2-3 --threads 1)" \
  "$(hdr solve --game ham --n 6 --first maker --maker 0-1 --breaker 2-3 --threads 1)" \
  "moves --json: start.header of the position listed is solve --json's for that start"
# each move's start: the position after it (ham K6; a bias 1:2 turn half
# made; Subh's arcs; Sim+ with stop)
bad=""; k=0
while read -r mv h; do
  k=$((k + 1)); want=$(hdr solve --game ham --n 6 --first maker --maker "0-1,$mv" --breaker 2-3 --threads 1)
  [ "$h" = "$want" ] || bad="$bad [$mv: $h, solve: $want]"
done < <(movehdrs --game ham --n 6 --first maker --maker 0-1 --after 2-3)
is "$k:$bad" "13:" "moves --json, ham K6: each of Maker's 13 moves' start.header is solve --json's from the position after it"
bad=""; k=0
while read -r mv h; do
  k=$((k + 1)); want=$(hdr solve --game conn --n 5 --bias 1:2 --first maker --maker 0-1 --breaker "$mv" --threads 1)
  [ "$h" = "$want" ] || bad="$bad [$mv: $h, solve: $want]"
done < <(movehdrs --game conn --n 5 --bias 1:2 --first maker --after 0-1)
is "$k:$bad" "9:" "moves --json, bias 1:2: Breaker's first move of two, its start.header (one move of the turn made) is solve's"
bad=""; k=0
while read -r mv h; do
  k=$((k + 1)); want=$(hdr solve --game subh --n 5 --creator first --arcs "1>0,$mv" --threads 1)
  [ "$h" = "$want" ] || bad="$bad [$mv: $h, solve: $want]"
done < <(movehdrs --game subh --n 5 --creator first --after '1>0')
is "$k:$bad" "18:" "moves --json, Subh: each arc's start.header is solve --json's"
got=$("$PP" moves --game ramsey --H K3 --n 5 --rule avoid-plus --after 0-1 --json --threads 1 2>&1 |
  perl -MJSON::PP -ne 'my $o = decode_json($_); print join(" ", map { "$_->{move}:$_->{start}{to_move}:$_->{start}{header}" } grep { $_->{move} eq "stop" } @{$o->{moves}})')
is "$got" "stop:second:$(hdr solve --game ramsey --H K3 --n 5 --rule avoid-plus --red 0-1 --to-move second --threads 1)" \
  "moves --json, Sim+: stop's start is the second player's turn, solve --json's --red 0-1 --to-move second"
is "$(hdr estimate --game ham --n 6 --first maker --maker 0-1 --breaker 2-3 --winner maker --seconds 1)" \
  "$(hdr solve --game ham --n 6 --first maker --maker 0-1 --breaker 2-3 --threads 1)" "estimate --json from a start: solve --json's start.header"
is "$(hdr estimate --game ham --n 6 --first maker --winner maker --seconds 1)" "NONE" "estimate --json from the empty start: no start, as solve"

# count --json: levels and total agree (the numbers are numbers)
"$PP" count --game h:P4 --board 'F@\~w' --json >"$TMP/out" 2>&1
is "$(perl -MJSON::PP -0777 -ne '$o = decode_json($_); $s = 0; $s += $_ for @{$o->{levels}}; print "$s $o->{total}"' "$TMP/out")" \
  "$(perl -MJSON::PP -0777 -ne '$o = decode_json($_); print "$o->{total} $o->{total}"' "$TMP/out")" "count --json: levels sum to total"

# --batch --json: one object a line, with and without --first
printf '%s\n' "${BOARDS[@]}" >"$TMP/in"
json "batch --json: every line decodes" "$(printf '%s\n' "${BOARDS[@]}" | awk '{ print $0 "|" NR }')" board,line \
  solve --game h:P4 --batch --json
"$PP" solve --game h:P4 --batch --json <"$TMP/in" >"$TMP/both" 2>&1
"$PP" solve --game h:P4 --batch <"$TMP/in" >"$TMP/text" 2>&1
is "$(decode "$TMP/both" board line maker-first breaker-first)" "$(sed -E 's/ (line|[a-z]*-first)=/|/g' "$TMP/text")" \
  "batch --json: the boards, line numbers and winners of the text form"
"$PP" solve --game h:P4 --batch --json --first breaker <"$TMP/in" >"$TMP/one" 2>&1
is "$(decode "$TMP/one" board line maker-first breaker-first)" \
  "$(sed -E 's/ maker-first=[a-z]+//; s/^([^ ]*) line=([0-9]+) breaker-first=/\1|\2|-|/' "$TMP/text")" \
  "batch --json --first breaker: the board, its line and breaker-first only"
printf 'C\\\nnot graph6\nD\\o\n' >"$TMP/in"
"$PP" solve --game conn --rule avoider-enforcer --batch --json <"$TMP/in" >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(decode "$TMP/out" board line)" "2 C\\|1
D\\o|3" "batch --json with a bad line: the good lines decode, exit 2"
: >"$TMP/in"

# A certificate path that is not UTF-8 cannot be printed in JSON: refused before any work.
bad=$(printf '%s/x\377.cert' "$TMP")
"$PP" solve --game ham --n 5 --first maker --cert "$bad" --json >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(wc -l <"$TMP/err" | tr -d ' ') $(wc -c <"$TMP/out" | tr -d ' ')" "2 1 0" "--json with a non-UTF-8 --cert path: exit 2, one line"
like "$(cat "$TMP/err")" "^posproof: --cert: .*not valid UTF-8" "--json with a non-UTF-8 --cert path: the line says why"
if [ -e "$bad" ]; then fail "--json with a non-UTF-8 --cert path: no file written"; else pass "--json with a non-UTF-8 --cert path: no file written"; fi
"$PP" solve --game ham --n 5 --first maker --cert "$bad" >"$TMP/out" 2>"$TMP/err"
is "$? $(test -e "$bad" && echo written)" "0 written" "the same path without --json is fine"
done_testing
