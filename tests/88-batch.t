#!/usr/bin/env bash
# posproof solve --batch as a sweep tool: boards solved on
# several threads and printed in input order, --first honoured, --only-wins,
# --json with positions and seconds, and --cert-dir writing one
# certificate a board and starting player, each VERIFIED by posproof-check;
# blank lines and nauty's -h header skipped. Sweeps that
# pipe: each line's LINE, the input's line number;
# --output graph6 into nauty-countg; --cert-dir only for the boards
# --only-wins keeps, named LINE.ROLE-first.cert; bin/posproof handing the
# rest of a batch to posproof-wide from a board of 12 vertices on.
# Sizes: make check checks the certificates of section 4's sweeps on every
# 4th board (all are written and counted); make check-full on every board.
. "$(dirname "$0")/lib.sh"

nauty-geng -cq 6 >"$TMP/c6"
nauty-geng -cq 5 >"$TMP/c5"
nauty-geng -q 7 14:14 >"$TMP/g7"   # connected or not: every 7-vertex graph with 14 edges
is "$(wc -l <"$TMP/c5" | tr -d ' ') $(wc -l <"$TMP/c6" | tr -d ' ') $(wc -l <"$TMP/g7" | tr -d ' ')" "21 112 65" \
  "nauty-geng: 21 connected graphs on 5 vertices, 112 on 6, 65 on 7 with 14 edges"

# ---- 1. threads change nothing but the time ----
for spec in "ham" "h:P4" "conn --rule avoider-enforcer" "hp --bias 1:2"; do
  for f in c6 g7; do
    # shellcheck disable=SC2086
    "$PP" solve --game $spec --batch --threads 1 <"$TMP/$f" >"$TMP/one" 2>&1
    # shellcheck disable=SC2086
    "$PP" solve --game $spec --batch --threads 2 <"$TMP/$f" >"$TMP/two" 2>&1
    n=$(wc -l <"$TMP/$f" | tr -d ' ')
    if cmp -s "$TMP/one" "$TMP/two" && [ "$(wc -l <"$TMP/one" | tr -d ' ')" = "$n" ]; then
      pass "$spec on the $n boards of $f: --threads 2 prints what --threads 1 does, in input order"
    else fail "$spec on $f: --threads 2 = --threads 1" "$(diff "$TMP/one" "$TMP/two" | head -5)"; fi
  done
done
# the order is the input's even where boards take very different times
paste -d'\n' "$TMP/c6" "$TMP/g7" | grep . >"$TMP/mixed"
"$PP" solve --game ham --batch --threads 2 <"$TMP/mixed" | cut -d' ' -f1 >"$TMP/order"
is "$(cmp "$TMP/order" "$TMP/mixed" && echo same)" same "boards of 6 and 7 vertices mixed: printed in input order"

# ---- 2. --first and --only-wins select from the full answer ----
"$PP" solve --game h:P4 --batch <"$TMP/c6" >"$TMP/both"
"$PP" solve --game h:P4 --batch --first maker <"$TMP/c6" >"$TMP/maker"
is "$(sed 's/ breaker-first=[a-z]*//' "$TMP/both")" "$(cat "$TMP/maker")" "--first maker: the maker-first column of the full answer"
for role in maker breaker; do
  "$PP" solve --game h:P4 --batch --only-wins $role <"$TMP/c6" >"$TMP/only"
  grep "maker-first=$role breaker-first=$role\$" "$TMP/both" >"$TMP/want"
  is "$(cat "$TMP/only")" "$(cat "$TMP/want")" "--only-wins $role: the boards $role wins with both starters ($(wc -l <"$TMP/want" | tr -d ' '))"
  if [ -s "$TMP/want" ] && [ "$(wc -l <"$TMP/want")" -lt "$(wc -l <"$TMP/both")" ]; then pass "--only-wins $role keeps some boards and drops others"
  else fail "--only-wins $role keeps some boards and drops others"; fi
done
"$PP" solve --game h:P4 --batch --first maker --only-wins maker <"$TMP/c6" >"$TMP/mw"
is "$(cat "$TMP/mw")" "$(grep 'maker-first=maker$' "$TMP/maker")" "--first maker --only-wins maker: the boards Maker wins moving first"

# ---- 3. --json: one object a line with the sweep's figures ----
"$PP" solve --game h:P4 --batch --json --threads 2 --cert-dir "$TMP/j" <"$TMP/c5" >"$TMP/json"
out=$(perl -MJSON::PP -ne 'my $o = decode_json($_); print join(" ", $o->{board}, $o->{line}, $o->{"maker-first"},
  $o->{"breaker-first"}, ($o->{positions} >= 0 ? "pos" : "nopos"), ($o->{seconds} >= 0 ? "sec" : "nosec"),
  scalar @{$o->{certificates}}), "\n"' "$TMP/json" 2>&1)
like "$(printf '%s\n' "$out" | head -1)" '^D[^ ]* 1 (maker|breaker) (maker|breaker) pos sec 2$' \
  "--json: board, line, both winners, positions, seconds, two certificates"
is "$(printf '%s\n' "$out" | wc -l | tr -d ' ')" "$(wc -l <"$TMP/c5" | tr -d ' ')" "--json: one object for each board, all parsed"

# ---- 4. --cert-dir: a certified sweep ----
# every certificate of a sweep is VERIFIED for its board, starter and winner
verify_dir() {   # verify_dir DIR BOARDS, $GAMEFLAGS the game: prints the failures
  local dir=$1 boards=$2
  local line=0 g role w
  while read -r g; do
    line=$((line + 1))
    full || [ $((line % 4)) = 1 ] || continue   # make check: every 4th board
    for f in "$dir/$line".*-first.cert; do
      [ -e "$f" ] || continue   # none for this line (--only-wins); sections 4 and 7 count the files
      role=$(sqlite3 "$f" "select value from header where name = 'first'")
      w=$(sqlite3 "$f" "select value from header where name = 'winner'")
      # shellcheck disable=SC2086
      "$CK" "$f" $GAMEFLAGS --board "$g" --first "$role" --winner "$w" --quiet >/dev/null 2>&1 || echo "line $line ($g) $role first: $f"
    done
  done <"$boards"
}
for spec in "h:P4" "ham" "conn --rule avoider-enforcer" "cycle --bias 2:1"; do
  rm -rf "$TMP/cd"
  # shellcheck disable=SC2086
  "$PP" solve --game $spec --batch --threads 2 --cert-dir "$TMP/cd" <"$TMP/c6" >"$TMP/res" 2>&1
  n=$(wc -l <"$TMP/c6" | tr -d ' ')
  is "$(find "$TMP/cd" -name '*.cert' | wc -l | tr -d ' ')" $((2 * n)) "$spec: --cert-dir wrote two certificates for each of the $n boards"
  GAMEFLAGS="--game $spec" bad=$(verify_dir "$TMP/cd" "$TMP/c6")
  is "$bad" "" "$spec: $(full || echo "every 4th board's: ")every certificate of the sweep VERIFIED for its board, starter and winner"
  # the certificates say what the printed lines say
  w=$(sqlite3 "$TMP/cd/3.$(sed -n 3p "$TMP/res" | sed 's/.* \([a-z]*\)-first=.*/\1/')-first.cert" \
      "select value from header where name = 'winner'" 2>/dev/null)
  like "$(sed -n 3p "$TMP/res")" "first=$w\$" "$spec: board 3's last certificate names the winner printed"
done
rm -rf "$TMP/cd"
"$PP" solve --game ham --batch --first maker --finish 0 --cert-dir "$TMP/cd/deeper" <"$TMP/c5" >/dev/null 2>&1
is "$(sqlite3 "$TMP/cd/deeper/1.maker-first.cert" "select value from header where name = 'finish'" 2>&1)" 0 \
  "--finish 0 applies to the sweep's certificates"
printf 'not-a-graph\nD?{\n' | "$PP" solve --game ham --batch --cert-dir "$TMP/cd2" >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(wc -l <"$TMP/out" | tr -d ' ') $(ls "$TMP/cd2" | tr '\n' ' ')" "2 1 2.breaker-first.cert 2.maker-first.cert " \
  "a bad line: exit 2, the other boards solved and certified"
# ---- 5. nauty's -h header and blank lines are skipped; LINE counts every input line ----
nauty-geng -cqh 5 >"$TMP/h5"
is "$(head -c 10 "$TMP/h5")" ">>graph6<<" "nauty-geng -h writes the header >>graph6<< first"
is "$(head -1 "$TMP/h5" | cut -c11-)" "$(head -1 "$TMP/c5")" "... followed by the first graph on the same line"
"$PP" solve --game h:P4 --batch --threads 2 <"$TMP/h5" >"$TMP/hout" 2>"$TMP/herr"; rc=$?
"$PP" solve --game h:P4 --batch --threads 2 <"$TMP/c5" >"$TMP/plain" 2>&1
is "$rc $(cat "$TMP/herr")" "0 " "nauty-geng -h output: exit 0, nothing on stderr"
is "$(cat "$TMP/hout")" "$(cat "$TMP/plain")" "nauty-geng -h output: the same lines as without -h, the first board included"
is "$(wc -l <"$TMP/hout" | tr -d ' ')" "$(wc -l <"$TMP/c5" | tr -d ' ')" "nauty-geng -h output: one line for each of its graphs"
# blank lines, a line of blanks, a CRLF line, a header alone on its line and a
# sparse6 header: skipped, and counted by LINE (--json's line, --cert-dir)
{ printf '\n'; nauty-geng -cqh 4; printf '   \n\t\n\r\n>>graph6<<\n'; printf '>>sparse6<<%s\n' "$(nauty-gentreeg -q 5 | head -1)"
  printf 'D?{\r\n\n'; } >"$TMP/mixed5"
want=$(awk '{ sub(/\r$/, "") } /^>>graph6<</ { sub(/^>>graph6<</, "") } /^>>sparse6<</ { sub(/^>>sparse6<</, "") }
  /[^ \t]/ { print NR }' "$TMP/mixed5" | tr '\n' ' ')
"$PP" solve --game conn --batch --json --threads 2 --cert-dir "$TMP/skip" <"$TMP/mixed5" >"$TMP/sout" 2>"$TMP/serr"; rc=$?
is "$rc $(cat "$TMP/serr")" "0 " "blank lines and headers: exit 0, nothing on stderr"
is "$(perl -MJSON::PP -ne 'print decode_json($_)->{line}, " "' "$TMP/sout")" "$want" \
  "blank lines and headers skipped: --json's line is the board's line number in the input ($want)"
is "$(perl -MJSON::PP -ne 'print decode_json($_)->{board}, " "' "$TMP/sout")" \
  "$(nauty-geng -cq 4 | tr '\n' ' ')$(nauty-gentreeg -q 5 | head -1) D?{ " "... and the boards are the input's, headers and CR removed"
got=$(for l in $want; do [ -f "$TMP/skip/$l.maker-first.cert" ] && [ -f "$TMP/skip/$l.breaker-first.cert" ] && printf '%s ' "$l"; done)
is "$got|$(find "$TMP/skip" -name '*.cert' | wc -l | tr -d ' ')" "$want|$((2 * $(echo "$want" | wc -w)))" \
  "--cert-dir: DIR/LINE.ROLE-first.cert with LINE the input line number, nothing else"
b=$(sed -n 2p "$TMP/mixed5" | cut -c11-)
like "$("$CK" "$TMP/skip/2.maker-first.cert" --game conn --board "$b" --first maker --quiet 2>&1)" "^VERIFIED" \
  "--cert-dir: the certificate of line 2 is line 2's board ($b), VERIFIED"
printf '>>graph6<<xyz\n\nC~\n' | "$PP" solve --game conn --batch >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc|$(cat "$TMP/err")|$(cat "$TMP/out")" \
  "2|posproof: line 1: bad board: 'xyz' is not graph6: 3 bytes for 57 vertices, expected 267|C~ line=3 maker-first=maker breaker-first=maker" \
  "a bad board after the header: named by its line, the header not part of it; the others solved"
# --board-file reads its file as --batch reads a line (one reader, graphs.h graph_read_line)
s6=$(nauty-gentreeg -q 5 | head -1)
printf '\n>>graph6<<\r\n \t\n>>sparse6<<%s\r\n\n' "$s6" >"$TMP/one.s6"
for f in "$TMP/one.s6" -; do
  w=$("$PP" solve --game conn --board-file "$f" --first breaker --json <"$TMP/one.s6" 2>&1 | sed -n 's/.*"winner": "\([a-z]*\)".*/\1/p')
  is "$w|$("$PP" solve --game conn --batch --first breaker <"$TMP/one.s6" 2>&1)" "$w|$s6 line=4 breaker-first=$w" \
    "--board-file ${f/#$TMP\//}: blank lines, CRLF and both headers read as --batch reads them ($w wins)"
done
touch "$TMP/file"
"$PP" solve --game ham --batch --cert-dir "$TMP/file" <"$TMP/c5" >"$TMP/out" 2>"$TMP/err"; rc=$?
like "$rc $(cat "$TMP/err")" "^2 posproof: --cert-dir .*: not a directory" "--cert-dir naming a file: exit 2, named"
# ---- 6. LINE in the text output: the input's line number, so that sed -n LINEp finds the board ----
"$PP" solve --game conn --batch --threads 2 <"$TMP/mixed5" >"$TMP/tout" 2>&1
is "$(awk '{ sub(/^line=/, "", $2); printf "%s ", $2 }' "$TMP/tout")" "$want" \
  "text: each line's line=LINE is the board's line number in the input ($want), --json's line"
bad=$(while read -r g l _; do
  l=${l#line=}; in=$(sed -n "${l}p" "$TMP/mixed5" | tr -d '\r'); in=${in#>>graph6<<}; in=${in#>>sparse6<<}
  [ "$in" = "$g" ] || echo "line $l: $g, but the input's line is '$in'"
done <"$TMP/tout")
is "$bad" "" "text: sed -n LINEp of the input is the line's board, for each of the $(wc -l <"$TMP/tout" | tr -d ' ')"

# ---- 7. --cert-dir with --only-wins: the boards printed only, as LINE.ROLE-first.cert ----
"$PP" solve --game h:P4 --batch --threads 2 <"$TMP/c6" >"$TMP/both"
split=$(grep -c 'maker-first=maker breaker-first=breaker$' "$TMP/both")
if [ "$split" -gt 0 ]; then pass "h:P4 on c6: $split boards Maker wins first but not second (their first certificate must go)"
else fail "h:P4 on c6: some boards Maker wins first but not second"; fi
for case in "maker|" "breaker|" "maker|--first breaker"; do
  role=${case%%|*} more=${case#*|}
  rm -rf "$TMP/ow"
  # shellcheck disable=SC2086
  "$PP" solve --game h:P4 --batch --threads 2 --only-wins "$role" $more --cert-dir "$TMP/ow" <"$TMP/c6" >"$TMP/res" 2>"$TMP/err"; rc=$?
  starters="maker breaker"; [ -z "$more" ] || starters=breaker
  want_files=$(awk -v s="$starters" '{ sub(/^line=/, "", $2); n = split(s, r, " "); for (i = 1; i <= n; i++) print $2 "." r[i] "-first.cert" }' \
    "$TMP/res" | sort)
  is "$rc $(cat "$TMP/err")|$(find "$TMP/ow" -name '*.cert' -printf '%f\n' | sort | tr '\n' ' ')" \
    "0 |$(printf '%s\n' "$want_files" | grep . | tr '\n' ' ')" \
    "--only-wins $role $more --cert-dir: a certificate for each board printed ($(wc -l <"$TMP/res" | tr -d ' ')) and starter, no other"
  winners=$(for f in "$TMP/ow"/*.cert; do sqlite3 "$f" "select value from header where name = 'winner'"; done | sort -u | tr '\n' ' ')
  is "$winners" "$role " "--only-wins $role $more: every certificate's winner is $role (the name says who moved first)"
  GAMEFLAGS="--game h:P4" bad=$(verify_dir "$TMP/ow" "$TMP/c6")
  is "$bad" "" "--only-wins $role $more: every certificate VERIFIED for its line's board"
done

# ---- 8. --output graph6: the boards alone, on into nauty's tools ----
"$PP" solve --game h:P4 --batch --threads 2 --only-wins maker <"$TMP/c6" >"$TMP/wins"
"$PP" solve --game h:P4 --batch --threads 2 --only-wins maker --output graph6 <"$TMP/c6" >"$TMP/g6" 2>"$TMP/err"; rc=$?
is "$rc $(cat "$TMP/err")" "0 " "--output graph6: exit 0, nothing on stderr"
is "$(cat "$TMP/g6")" "$(cut -d' ' -f1 "$TMP/wins")" "--output graph6: the boards of the text output, nothing else"
counted=$("$PP" solve --game h:P4 --batch --threads 2 --only-wins maker --output graph6 <"$TMP/c6" | nauty-countg -q 2>&1 |
  sed -n 's/^ *\([0-9]*\) graphs altogether.*/\1/p')
is "$counted" "$(wc -l <"$TMP/wins" | tr -d ' ')" "--only-wins maker --output graph6 | nauty-countg: the $counted boards the text output prints"
byedges=$(nauty-countg -q --e <"$TMP/g6" 2>&1 | grep ' : e=' | awk '{ printf "%s:%s ", $4, $1 }')
want_e=$(awk 'BEGIN { for (i = 63; i < 127; i++) o[sprintf("%c", i)] = i }
  { e = 0; for (k = 2; k <= length($1); k++) { v = o[substr($1, k, 1)] - 63; while (v) { e += v % 2; v = int(v / 2) } } c[e]++ }
  END { for (e in c) print "e=" e ":" c[e] }' "$TMP/wins" | sort -t= -k2 -n | tr '\n' ' ')
is "$byedges" "$want_e" "nauty-countg --e on the piped boards: the edge counts of the text output's boards"
"$PP" solve --game h:P4 --batch --threads 2 --output graph6 <"$TMP/c6" >"$TMP/all"
is "$(cat "$TMP/all")" "$(cat "$TMP/c6")" "--output graph6 without --only-wins: every board, in input order"
nauty-copyg -sq <"$TMP/c5" >"$TMP/s5"
"$PP" solve --game h:P4 --batch --output graph6 <"$TMP/s5" >"$TMP/out" 2>&1
is "$(head -c 1 "$TMP/s5")|$(cat "$TMP/out")" ":|$(cat "$TMP/c5")" "--output graph6 on sparse6 input: the boards in graph6"

# ---- 9. bin/posproof hands the rest of a batch to posproof-wide from a board of 12 vertices on ----
c12=$(nauty-genspecialg -g -q -c12)
p12=$(nauty-genspecialg -g -q -p12)
{ head -1 "$TMP/c6"; echo xyz; tail -n +2 "$TMP/c6"; echo "$c12"; echo; echo not-a-graph; cat "$TMP/c5"; echo "$p12"; } >"$TMP/w-in"
cline=$(grep -nxF "$c12" "$TMP/w-in" | cut -d: -f1)
for args in "--threads 1" "--threads 2" "--threads 2 --json" "--threads 1 --only-wins breaker --output graph6"; do
  # shellcheck disable=SC2086
  "$BIN/posproof-wide" solve --game conn --batch $args --mem 256 <"$TMP/w-in" >"$TMP/wide.out" 2>"$TMP/wide.err"; wrc=$?
  # shellcheck disable=SC2086
  "$PP" solve --game conn --batch $args --mem 256 <"$TMP/w-in" >"$TMP/pp.out" 2>"$TMP/pp.err"; rc=$?
  sed -i 's/"seconds": [0-9.]*/"seconds": S/' "$TMP/pp.out" "$TMP/wide.out"   # timings aside
  if [ "$rc" = 2 ] && [ "$wrc" = 2 ] && cmp -s "$TMP/pp.out" "$TMP/wide.out" && cmp -s "$TMP/pp.err" "$TMP/wide.err" &&
     [ "$(wc -l <"$TMP/pp.err")" = 2 ]; then
    pass "$args: C12 at line $cline (after a chunk), P12 at the end: posproof prints and says what posproof-wide does, exit 2"
  else fail "$args: posproof = posproof-wide with 12-vertex boards in the batch" "exit $rc, $wrc" \
    "$(diff "$TMP/pp.out" "$TMP/wide.out" | head -5)" "$(cat "$TMP/pp.err" "$TMP/wide.err")"; fi
done
"$PP" solve --game conn --batch --threads 1 --mem 256 <"$TMP/w-in" >"$TMP/pp.out" 2>"$TMP/pp.err"
is "$(grep -c . "$TMP/pp.out") $(grep -F "$c12 " "$TMP/pp.out")|$(cat "$TMP/pp.err")" \
  "$(($(wc -l <"$TMP/c6") + $(wc -l <"$TMP/c5") + 2)) $c12 line=$cline maker-first=breaker breaker-first=breaker|posproof: line 2: bad board: 'xyz' is not graph6: 3 bytes for 57 vertices, expected 267
posproof: line $((cline + 2)): bad board: 'not-a-graph' is not graph6: byte 4 is outside '?'..'~'" \
  "every board once, C12 numbered as its input line; the bad lines before and after it named by their own"
rm -rf "$TMP/wcd"
{ printf '>>graph6<<%s\n' "$c12"; cat "$TMP/c5"; } | "$PP" solve --game conn --batch --first breaker --cert-dir "$TMP/wcd" --mem 256 \
  >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(head -1 "$TMP/out")|$(cat "$TMP/err")|$(find "$TMP/wcd" -name '*.cert' | wc -l | tr -d ' ')" \
  "0 $c12 line=1 breaker-first=breaker||$((1 + $(wc -l <"$TMP/c5")))" \
  "C12 after nauty's header on line 1: handed over, with every board after it, one certificate each"
like "$("$CK" "$TMP/wcd/1.breaker-first.cert" --game conn --board C12 --first breaker --winner breaker --quiet 2>&1)" "^VERIFIED" \
  "--cert-dir through posproof-wide: 1.breaker-first.cert VERIFIED for C12"
done_testing
