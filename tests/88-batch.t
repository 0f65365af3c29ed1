#!/usr/bin/env bash
# posproof solve --batch as a sweep tool (issue 11, item 5): boards solved on
# several threads and printed in input order, --first honoured, --only-wins,
# --json with positions and seconds, and --cert-dir writing one
# certificate a board and starting player, each VERIFIED by posproof-check;
# blank lines and nauty's -h header skipped (issue 13, item 6).
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
    for f in "$dir/$line"-*.cert; do
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
  is "$bad" "" "$spec: every certificate of the sweep VERIFIED for its board, starter and winner"
  # the certificates say what the printed lines say
  w=$(sqlite3 "$TMP/cd/3-$(sed -n 3p "$TMP/res" | sed 's/.* \([a-z]*\)-first=.*/\1/')".cert \
      "select value from header where name = 'winner'" 2>/dev/null)
  like "$(sed -n 3p "$TMP/res")" "first=$w\$" "$spec: board 3's last certificate names the winner printed"
done
rm -rf "$TMP/cd"
"$PP" solve --game ham --batch --first maker --finish 0 --cert-dir "$TMP/cd/deeper" <"$TMP/c5" >/dev/null 2>&1
is "$(sqlite3 "$TMP/cd/deeper/1-maker.cert" "select value from header where name = 'finish'" 2>&1)" 0 \
  "--finish 0 applies to the sweep's certificates"
printf 'not-a-graph\nD?{\n' | "$PP" solve --game ham --batch --cert-dir "$TMP/cd2" >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(wc -l <"$TMP/out" | tr -d ' ') $(ls "$TMP/cd2" | tr '\n' ' ')" "2 1 2-breaker.cert 2-maker.cert " \
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
got=$(for l in $want; do [ -f "$TMP/skip/$l-maker.cert" ] && [ -f "$TMP/skip/$l-breaker.cert" ] && printf '%s ' "$l"; done)
is "$got|$(find "$TMP/skip" -name '*.cert' | wc -l | tr -d ' ')" "$want|$((2 * $(echo "$want" | wc -w)))" \
  "--cert-dir: DIR/LINE-ROLE.cert with LINE the input line number, nothing else"
b=$(sed -n 2p "$TMP/mixed5" | cut -c11-)
like "$("$CK" "$TMP/skip/2-maker.cert" --game conn --board "$b" --first maker --quiet 2>&1)" "^VERIFIED" \
  "--cert-dir: the certificate of line 2 is line 2's board ($b), VERIFIED"
printf '>>graph6<<xyz\n\nC~\n' | "$PP" solve --game conn --batch >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc|$(cat "$TMP/err")|$(cat "$TMP/out")" \
  "2|posproof: line 1: bad board: 'xyz' is not graph6: 3 bytes for 57 vertices, expected 267|C~ maker-first=maker breaker-first=maker" \
  "a bad board after the header: named by its line, the header not part of it; the others solved"
touch "$TMP/file"
"$PP" solve --game ham --batch --cert-dir "$TMP/file" <"$TMP/c5" >"$TMP/out" 2>"$TMP/err"; rc=$?
like "$rc $(cat "$TMP/err")" "^2 posproof: --cert-dir .*: not a directory" "--cert-dir naming a file: exit 2, named"
done_testing
