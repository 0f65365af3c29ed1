#!/usr/bin/env bash
# Bad input to posproof: one clear line on stderr, non-zero exit, and no
# certificate (partial or temporary) left behind.
. "$(dirname "$0")/lib.sh"

# expect_error NAME REGEX ARGS...: exit non-zero, exactly one stderr line matching REGEX, nothing left in $TMP/out
expect_error() {
  local name=$1 re=$2; shift 2
  rm -rf "$TMP/out"; mkdir -p "$TMP/out"
  "$PP" "$@" >"$TMP/stdout" 2>"$TMP/stderr"
  local rc=$?
  local err; err=$(cat "$TMP/stderr")
  if [ $rc -eq 0 ]; then fail "$name: non-zero exit" "exit 0"; else pass "$name: non-zero exit ($rc)"; fi
  is "$(wc -l <"$TMP/stderr" | tr -d ' ')" 1 "$name: one line on stderr"
  like "$err" "$re" "$name: message names the problem"
  is "$(ls -A "$TMP/out")" "" "$name: no file left behind"
}

expect_error "unknown game" "unknown game 'hamilton'" solve --game hamilton --n 6 --first maker --cert "$TMP/out/x.cert"
expect_error "n too large" "--n '17': expected a number from 2 to 16\$" solve --game ham --n 17 --first maker --cert "$TMP/out/x.cert"
expect_error "a bias beyond 8:8" "--bias '9:1': expected A:B with 1 <= A, B <= 8" \
  solve --game conn --n 12 --bias 9:1 --first maker --cert "$TMP/out/x.cert"
expect_error "--engine (one engine: gone)" "unknown option '--engine'" \
  solve --game ham --n 6 --first maker --engine general --cert "$TMP/out/x.cert"
expect_error "n too small" "needs at least 3 vertices \(the board has 2\)" solve --game ham --n 2 --first maker --cert "$TMP/out/x.cert"
expect_error "n not a number" "--n 'seven': expected a number from 2 to 16\$" solve --game ham --n seven --first maker --cert "$TMP/out/x.cert"
expect_error "odd n for pm" "pm needs an even number of vertices \(the board has 7\)" solve --game pm --n 7 --first maker --cert "$TMP/out/x.cert"
expect_error "bad first player" "--first 'alice'" solve --game ham --n 6 --first alice --cert "$TMP/out/x.cert"
expect_error "certificate without a starting player" "give --first" solve --game ham --n 6 --cert "$TMP/out/x.cert"
expect_error "unknown option" "unknown option '--colour'" solve --game ham --n 6 --first maker --colour red
expect_error "unknown command" "unknown command 'prove'" prove --game ham
expect_error "unwritable certificate path" "cannot write certificate .*/missing/x.cert" \
  solve --game ham --n 5 --first maker --cert "$TMP/out/missing/x.cert"
mkdir -p "$TMP/dir.cert"
nauty-geng -q 12 66:66 >"$TMP/k12.g6"
expect_error "certificate path is a directory" "is a directory" solve --game ham --n 5 --first maker --cert "$TMP/dir.cert"

# One grammar of edge lists, PAIRS and moves (docs/usage.md): decimals with no
# sign and no leading zero (0 itself aside), as posproof-check reads them;
# the error names the option
lz="has a leading zero \\(a vertex is a decimal with no sign and no leading zero\\)\$"
expect_error "--board 00-1" "^posproof: --board: '00-1': edge 1, 00-1, $lz" solve --game conn --board 00-1 --first maker --cert "$TMP/out/x.cert"
expect_error "--board 0-1,1-02" "^posproof: --board: '0-1,1-02': edge 2, 1-02, $lz" solve --game conn --board 0-1,1-02 --first maker
expect_error "--board 04:0-1,1-2" "^posproof: --board: '04:0-1,1-2': an edge list N:EDGES needs 1 <= N <= 16 \\(decimals have no leading zero\\)\$" \
  solve --game conn --board 04:0-1,1-2 --first maker
printf '00-1,1-2\n' >"$TMP/lz.txt"
expect_error "--board-file holding 00-1,1-2" "^posproof: --board-file $TMP/lz.txt: bad board: '00-1,1-2': edge 1, 00-1, $lz" \
  solve --game conn --board-file "$TMP/lz.txt" --first maker
expect_error "--game h:00-1" "^posproof: --game: '00-1': edge 1, 00-1, $lz" solve --game h:00-1 --n 5 --first maker
expect_error "--H 0-01" "^posproof: --H: '0-01': edge 1, 0-01, $lz" solve --game ramsey --H 0-01 --n 5 --rule avoid
expect_error "--property h:00-1" "^posproof: --property: '00-1': edge 1, 00-1, $lz" solve --game shared --property h:00-1 --n 5
expect_error "--maker 00-1" "^posproof: --maker '00-1': expected pairs like 0-1,2-3" solve --game conn --n 5 --first maker --maker 00-1
expect_error "moves --after 01-2" "^posproof: --after: move 1 \\(01-2\\) is not legal for Maker: expected a pair like 0-1\$" \
  moves --game conn --n 5 --first maker --after 01-2
expect_error "--board C04 (a name)" "^posproof: --board: 'C04': expected Cn" solve --game conn --board C04 --first maker
# ... as posproof-check refuses them; without the zeros, the same lists are read
"$PP" solve --game conn --board 0-1,1-2,2-10 --first maker --cert "$TMP/el.cert" --threads 1 --quiet >/dev/null 2>&1
for b in 00-1,1-2,2-10 0-1,01-2,2-10 011:0-1,1-2,2-10; do
  out=$("$CK" "$TMP/el.cert" --game conn --board "$b" --first maker --quiet 2>&1); rc=$?
  is "$rc $out" "2 posproof-check: invalid --board '$b' for this game (try --help)" "posproof-check --board $b: refused too"
done
like "$("$CK" "$TMP/el.cert" --game conn --board 11:0-1,1-2,2-10 --first maker --quiet 2>&1)" "^VERIFIED: " \
  "11:0-1,1-2,2-10 (the zeros of 10 are no leading zeros): solved and VERIFIED"

expect_error "memory budget too small for the certificate" "certificate .*/out/x.cert: .*more than the .* MB left by --mem" \
  solve --game ham --n 9 --first maker --mem 3 --cert "$TMP/out/x.cert"

# Errors about a file name the file.
expect_error "missing board file" "^posproof: --board-file $TMP/nothing.g6: No such file" \
  solve --game ham --board-file "$TMP/nothing.g6" --first maker --cert "$TMP/out/x.cert"
echo 'xyz' >"$TMP/bad.g6"
expect_error "board file with bad graph6" "^posproof: --board-file $TMP/bad.g6: bad board: 'xyz' is not graph6" \
  solve --game ham --board-file "$TMP/bad.g6" --first maker --cert "$TMP/out/x.cert"
printf 'D~{\nD~{\n' >"$TMP/two.g6"
expect_error "board file with two boards" "^posproof: --board-file $TMP/two.g6: expected one graph6 line, found 2" \
  count --game ham --board-file "$TMP/two.g6"
expect_error "board file that is a directory" "^posproof: --board-file $TMP/dir.cert: Is a directory" \
  solve --game ham --board-file "$TMP/dir.cert" --first maker --cert "$TMP/out/x.cert"
head -c 300 /dev/zero | tr '\0' '~' >"$TMP/long.g6"
expect_error "board file with a long line" "^posproof: --board-file $TMP/long.g6: a line longer than" \
  solve --game ham --board-file "$TMP/long.g6" --first maker --cert "$TMP/out/x.cert"
expect_error "board too large for a certificate in a board file" "^posproof: --cert: .*at most 64 edges \(certs/FORMAT.md 3.1\), and the board of --board-file $TMP/k12.g6 has 66" \
  solve --game h:K3 --board-file "$TMP/k12.g6" --first maker --cert "$TMP/out/x.cert"

# A draw needs two certificates: when the second cannot be written, the first is not left behind.
rm -rf "$TMP/out"; mkdir -p "$TMP/out/d.second.cert"
"$PP" solve --game ramsey --H K3 --n 4 --rule misere --cert "$TMP/out/d.cert" >"$TMP/stdout" 2>"$TMP/stderr"; rc=$?
is "$rc $(wc -l <"$TMP/stderr" | tr -d ' ')" "2 1" "draw, second certificate unwritable: exit 2, one line"
like "$(cat "$TMP/stderr")" "cannot write certificate .*/d.second.cert: it is a directory" "draw, second certificate unwritable: named"
is "$(ls -A "$TMP/out")" "d.second.cert" "draw, second certificate unwritable: the first is not left behind"

# Standard output and input are files too: a failed write or read fails the run.
"$PP" solve --game ham --n 5 --first maker >/dev/full 2>"$TMP/stderr"; rc=$?
is "$rc $(cat "$TMP/stderr")" "1 posproof: standard output: No space left on device" "solve to a full standard output: exit 1, named"
"$PP" count --game ham --n 5 --json >/dev/full 2>"$TMP/stderr"; rc=$?
is "$rc $(cat "$TMP/stderr")" "1 posproof: standard output: No space left on device" "count to a full standard output: exit 1, named"
"$PP" solve --game h:P4 --batch <"$TMP/dir.cert" >"$TMP/stdout" 2>"$TMP/stderr"; rc=$?
is "$rc $(cat "$TMP/stderr")" "1 posproof: standard input: Is a directory" "batch reading a directory: exit 1, named"

# --cert names a file that is not a certificate: refused before the solve,
# the file untouched; an empty file or a certificate is replaced
printf 'my notes\n' >"$TMP/notes.txt"
"$PP" solve --game ham --n 5 --first maker --cert "$TMP/notes.txt" >"$TMP/stdout" 2>"$TMP/stderr"; rc=$?
is "$rc $(cat "$TMP/stderr") $(cat "$TMP/notes.txt")" \
  "2 posproof: $TMP/notes.txt exists and is not a posproof certificate: not overwritten (remove it, or name another FILE) my notes" \
  "--cert on a file that is not a certificate: refused, exit 2, the file untouched"
: >"$TMP/empty.cert"
"$PP" solve --game ham --n 5 --first maker --cert "$TMP/empty.cert" --quiet >/dev/null 2>&1; rc=$?
"$PP" solve --game ham --n 5 --first maker --cert "$TMP/empty.cert" --quiet >/dev/null 2>&1; rc2=$?
is "$rc $rc2 $("$CK" "$TMP/empty.cert" --game ham --n 5 --first maker --winner breaker --quiet | head -c 9)" "0 0 VERIFIED:" \
  "--cert on an empty file, then on that certificate: written each time"
# the certificate fails after the search (the walk's memory): the answer
# is printed all the same, without a certificate, and stderr's one line
# says why there is none
rm -rf "$TMP/out"; mkdir -p "$TMP/out"
"$PP" solve --game ham --n 9 --first maker --cert "$TMP/out/x.cert" --mem 3 --threads 1 >"$TMP/stdout" 2>"$TMP/stderr"; rc=$?
like "$rc $(cat "$TMP/stdout")" "^1 maker-breaker ham on K9: first=maker result=first-player-win winner=maker \([0-9]+ positions, [0-9.]+ s\)$" \
  "a certificate that fails after the search: exit 1, the result printed without a certificate"
like "$(wc -l <"$TMP/stderr") $(cat "$TMP/stderr")" "^1 posproof: certificate .*x.cert: the strategy walk needs more than" "... and stderr's one line says why"
is "$(ls -A "$TMP/out")" "" "... and no file is left"

# An interrupted run leaves no certificate, partial or temporary, behind
# (what it proved goes to a keep file in the current directory: tests/54-interrupt.t).
rm -rf "$TMP/out" "$TMP/run"; mkdir -p "$TMP/out" "$TMP/run"
(cd "$TMP/run" && exec "$PP" solve --game fhp --n 8 --first breaker --cert "$TMP/out/x.cert" --quiet >/dev/null 2>&1) &
pid=$!
sleep 1
kill -INT $pid 2>/dev/null
wait $pid
rc=$?
if [ $rc -ne 0 ]; then pass "interrupted solve exits non-zero ($rc)"; else fail "interrupted solve exits non-zero"; fi
is "$(ls -A "$TMP/out")" "" "interrupted solve leaves no file behind"
done_testing
