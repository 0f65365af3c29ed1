#!/usr/bin/env bash
# posproof answers only what it was asked: an option
# that does not apply to a command is refused with exit 2, one line on
# stderr naming the option, nothing on stdout and no file written; --batch
# honours --first; every command has its --help, whose synopses are
# docs/usage.md's.
. "$(dirname "$0")/lib.sh"

# refused NAME REGEX ARGS...: exit 2, nothing on stdout, one stderr line
# matching REGEX, nothing written in $TMP/out (the working directory).
refused() {
  local name=$1 re=$2; shift 2
  rm -rf "$TMP/out"; mkdir -p "$TMP/out"
  (cd "$TMP/out" && "$PP" "$@" </dev/null >"$TMP/stdout" 2>"$TMP/stderr"); local rc=$?
  if [ $rc = 2 ] && [ ! -s "$TMP/stdout" ] && [ "$(wc -l <"$TMP/stderr")" = 1 ] && grep -Eq -- "$re" "$TMP/stderr" \
     && [ -z "$(ls -A "$TMP/out")" ]; then
    pass "$name"
  else
    fail "$name" "posproof $*" "exit $rc" "stdout: $(head -3 "$TMP/stdout")" "stderr: $(cat "$TMP/stderr")" \
      "files: $(ls -A "$TMP/out")" "expected exit 2 and one stderr line matching: $re"
  fi
}
# works NAME ARGS...: exit 0 with output (the options refused above do apply here)
works() {
  local name=$1; shift
  (cd "$TMP" && "$PP" "$@" </dev/null >"$TMP/stdout" 2>"$TMP/stderr"); local rc=$?
  if [ $rc = 0 ] && [ -s "$TMP/stdout" ]; then pass "$name"
  else fail "$name" "posproof $*" "exit $rc" "stderr: $(cat "$TMP/stderr")"; fi
}

CPOS="counting from a position is not supported"
# the commands that take a start position, as the options table names them
SKS="'posproof solve', 'posproof key', 'posproof moves', 'posproof split' and 'posproof estimate'"
C="$TMP/out/x.cert"

# solve: --maker and --breaker give a start position (tests/66-start.t); --batch and count refuse one
works "solve --maker --breaker (from a position)" solve --game ham --n 6 --first maker --maker 0-1 --breaker 1-2
refused "solve --batch --breaker" "^posproof: a start position \(--maker and --breaker\) does not apply to --batch" \
  solve --game h:P4 --batch --breaker 0-1
refused "solve --red on a maker-breaker game" "^posproof: --red applies to ramsey games \(the position of a maker-breaker game is given by --maker and --breaker\)\$" \
  solve --game ham --n 6 --first maker --red 0-1 --cert "$C"
refused "solve --to-move outside avoid-plus" "^posproof: --to-move applies to rules whose turns have any length only" \
  solve --game ramsey --H K3 --n 5 --rule avoid --to-move second --cert "$C"
refused "solve --whole-board" "^posproof: --whole-board applies to 'posproof count' only" \
  solve --game subh --n 4 --creator first --whole-board
refused "solve --finish without --cert" "^posproof: --finish applies with --cert only" solve --game ham --n 6 --first maker --finish 0
refused "solve --engine (one engine: the option is gone)" "^posproof: unknown option '--engine'" \
  solve --game ham --n 6 --first maker --engine general --threads 2 --cert "$C"
refused "solve with a bias beyond 8:8, on 12 vertices" "^posproof: --bias '9:1': expected A:B with 1 <= A, B <= 8 \(or a range A:B..C:D\)\$" \
  solve --game ham --board 'Krur]uuZ]uuu' --first maker --bias 9:1 --threads 2
refused "solve --cert-dir without --batch" "^posproof: --cert-dir applies to --batch only" \
  solve --game h:P4 --n 5 --first maker --cert-dir "$TMP/out/cd"
refused "solve --only-wins without --batch" "^posproof: --only-wins applies to --batch only" \
  solve --game h:P4 --n 5 --first maker --only-wins maker
refused "solve --batch --only-wins with a role of another family" "^posproof: --only-wins 'avoider': expected maker, breaker or none" \
  solve --game h:P4 --batch --only-wins avoider
refused "solve --output without --batch" "^posproof: --output applies to --batch only\$" \
  solve --game h:P4 --n 5 --first maker --output graph6
refused "solve --batch --output of another format" "^posproof: --output 'sparse6': expected graph6\$" \
  solve --game h:P4 --batch --output sparse6
refused "solve --batch --output graph6 --json" "^posproof: --output graph6 and --json: give one" \
  solve --game h:P4 --batch --output graph6 --json
refused "count --output" "^posproof: --output applies to 'posproof solve' only\$" count --game h:P4 --n 5 --output graph6
refused "count --cert-dir" "^posproof: --cert-dir applies to 'posproof solve' and 'posproof moves' only" count --game h:P4 --n 5 --cert-dir "$TMP/out/cd"
refused "solve: an option given twice" "^posproof: --first is given twice" solve --game ham --n 6 --first maker --first breaker
refused "solve: --n given twice" "^posproof: --n is given twice" solve --game ham --n 6 --n 7 --first maker
refused "solve: a forgotten value" "^posproof: option --cert needs a value, not the option --json\$" \
  solve --game ham --n 6 --first maker --cert --json
refused "solve: a forgotten value before --help" "^posproof: option --cert needs a value, not the option --help\$" \
  solve --game ham --n 6 --first maker --cert --help
refused "solve --batch --cert" "^posproof: --cert does not apply to --batch" solve --game h:P4 --batch --first maker --cert "$C"
works "solve --threads 2 for Sim+ (avoid-plus)" solve --game ramsey --H K3 --rule avoid-plus --n 5 --threads 2
works "solve --threads 2 for Subh" solve --game subh --n 5 --creator first --threads 2
works "solve --threads 2 for a Ramsey game" solve --game ramsey --H K3 --rule avoid --n 5 --threads 2
works "solve --threads 2 on a graph6 board" solve --game ham --board 'E~~w' --first maker --threads 2
works "solve --threads 2 for h:K3" solve --game h:K3 --n 6 --first maker --threads 2
works "solve --threads 2 on K_12 (handed to posproof-wide)" solve --game h:K3 --n 12 --first maker --threads 2
works "solve --threads 2 on K6" solve --game ham --n 6 --first maker --threads 2
works "solve --finish 0 with --cert" solve --game ham --n 6 --first maker --finish 0 --cert "$TMP/f0.cert"

# count
for o in "--maker 0-1" "--breaker 0-1" "--avoider 0-1" "--enforcer 0-1" "--red 0-1" "--blue 0-1" "--arcs 0>1" \
         "--edges 0-1" "--to-move first"; do
  # shellcheck disable=SC2086
  refused "count ${o%% *}" "^posproof: ${o%% *} applies to $SKS only; $CPOS\$" count --game ham --n 6 $o
done
refused "count --batch" "^posproof: --batch applies to 'posproof solve' only\$" count --game ham --n 6 --batch
refused "count --cert" "^posproof: --cert applies to 'posproof solve' and 'posproof merge' only\$" count --game ham --n 6 --cert "$C"
refused "count --finish" "^posproof: --finish applies to 'posproof solve' and 'posproof split' only\$" count --game ham --n 6 --finish 0
for o in "--threads 1" "--quiet"; do
  # shellcheck disable=SC2086
  refused "count $o" "^posproof: ${o%% *} applies to 'posproof solve', 'posproof moves', 'posproof shard' and 'posproof merge' only\$" \
    count --game ham --n 6 $o
done
refused "split --threads (the shards' runs take it)" "^posproof: --threads applies to 'posproof solve', 'posproof moves', 'posproof shard' and 'posproof merge' only\$" \
  split --game ham --n 6 --first maker --depth 2 --out "$TMP/out/d" --threads 2
works "count --mem applies" count --game ham --n 5 --mem 64
works "count --first applies" count --game conn --n 4 --first breaker

# key: the game's flags and a position, nothing else
for o in "--json" "--quiet" "--whole-board" "--batch" "--cert $C" "--finish 1" "--threads 1" "--mem 64" \
         "--cert-dir $TMP/out/cd" "--only-wins maker" "--out $TMP/out/o" "--depth 2" "--estimate 1"; do
  # shellcheck disable=SC2086
  refused "key $o" "^posproof: ${o%% *} does not apply to 'posproof key', which takes the game's flags and a position only\$" \
    key --game ham --n 6 --maker 0-1 $o
done
refused "key of a game with two starters, without --first" "^posproof: (key needs --first ROLE|a start position needs --first)" \
  key --game conn --rule avoider-enforcer --n 5 --avoider 0-1
refused "key --red on a maker-breaker game" "^posproof: --red applies to ramsey games" key --game ham --n 6 --first maker --red 0-1
refused "solve --kind" "^posproof: --kind applies to 'posproof key' only\$" solve --game ham --n 6 --first maker --kind layered-v2
works "key --kind layered-v2" key --game ham --n 6 --first maker --kind layered-v2
works "key --first (the new form)" key --game ham --n 6 --first maker --maker 0-1 --breaker 1-2
works "key of a Ramsey position" key --game ramsey --H K3 --n 6 --rule avoid-plus --red 0-1 --to-move second
works "key of a Subh position" key --game subh --n 5 --creator second --arcs '1>0'
works "key on a graph6 board with a bias" key --game h:P4 --board 'D{O' --first breaker --bias 1:2 --breaker 0-1

# show and dump: a certificate and their own options only
S="$TOP/strategies/ham6-maker.cert"
refused "show without a certificate" "^posproof: show needs a certificate" show --depth 2
refused "play --json" "^posproof: --json applies to 'posproof solve', 'posproof count', 'posproof moves', 'posproof show', 'posproof dump' and 'posproof estimate' only\$" play "$S" --json
refused "show --json with --line" "^posproof: --json and --line: give one" show "$S" --json --line
works "show --json --depth" show "$S" --json --depth 2
refused "dump --line" "^posproof: --line applies to 'posproof show' only\$" dump "$S" --line
refused "show --cert (an option of solve)" "^posproof: --cert applies to 'posproof solve' and 'posproof merge' only\$" show "$S" --cert "$C"
refused "show --colour (no option)" "^posproof: unknown option '--colour' \(see posproof show --help\)\$" show "$S" --colour red
refused "show: an option given twice" "^posproof: --depth is given twice" show "$S" --depth 1 --depth 2
refused "show --depth with --line" "^posproof: --depth and --line: give one" show "$S" --depth 1 --line
refused "show --depth 0" "^posproof: --depth '0': expected a number from 1 to 64\$" show "$S" --depth 0
refused "show: a second file" "^posproof: unexpected argument 'x' \(see posproof show --help\)\$" show "$S" x
works "show with its own options" show "$S" --after 0-1 --depth 2
works "dump --json" dump "$S" --json
refused "play --after" "^posproof: --after applies to 'posproof moves' and 'posproof show' only\$" play "$S" --after 0-1
refused "status --mem" "^posproof: --mem applies to 'posproof solve', 'posproof count', 'posproof moves', 'posproof split', 'posproof shard', 'posproof merge' and 'posproof estimate' only\$" status "$TMP" --mem 64
refused "shard --cert" "^posproof: --cert applies to 'posproof solve' and 'posproof merge' only\$" shard "$TMP" 1 --cert "$C"
refused "merge --threads 65" "^posproof: --threads '65': expected a number from 1 to 64\$" merge "$TMP" --cert "$C" --threads 65
works "key with its own options" key --game ham --n 6 --maker 0-1 --breaker 1-2

# --batch with --first prints that starting player only, as the full batch does
boards=$'CU\nC~\nD?{\nDC{'
printf '%s\n' "$boards" | "$PP" solve --game h:P4 --batch >"$TMP/both" 2>"$TMP/err"
is "$(wc -l <"$TMP/both" | tr -d ' ')" 4 "batch: four boards solved"
for first in maker breaker; do
  printf '%s\n' "$boards" | "$PP" solve --game h:P4 --batch --first "$first" >"$TMP/one" 2>"$TMP/err"; rc=$?
  is "$rc $(cat "$TMP/err")" "0 " "batch --first $first: exit 0, nothing on stderr"
  is "$(cat "$TMP/one")" "$(sed -E "s/^([^ ]+ line=[0-9]+) .*($first-first=[a-z]+).*/\1 \2/" "$TMP/both")" \
    "batch --first $first: one column, the same winners as without --first"
done
printf 'CU\n' | "$PP" solve --game conn --rule avoider-enforcer --batch --first enforcer >"$TMP/one" 2>&1
like "$(cat "$TMP/one")" '^CU line=1 enforcer-first=(avoider|enforcer)$' "batch --first enforcer (avoider-enforcer)"
refused "batch --first with a role of the other rule" "^posproof: --first 'avoider': expected maker or breaker" \
  solve --game conn --batch --first avoider

# --help: each command's help on stdout, exit 0, nothing on stderr
helps() {   # NAME WANT ARGS...: exit 0, stdout starts with "usage: posproof WANT", stderr empty
  local name=$1 want=$2; shift 2
  "$PP" "$@" >"$TMP/stdout" 2>"$TMP/stderr"; local rc=$?
  if [ $rc = 0 ] && [ ! -s "$TMP/stderr" ] && head -1 "$TMP/stdout" | grep -q "^usage: posproof $want"; then pass "$name"
  else fail "$name" "posproof $*" "exit $rc" "stdout: $(head -2 "$TMP/stdout")" "stderr: $(cat "$TMP/stderr")"; fi
}
helps "posproof --help" solve --help
helps "posproof -h" solve -h
helps "posproof help" solve help
helps "posproof solve --help" solve solve --help
helps "posproof solve -h" solve solve -h
helps "posproof count --help" count count --help
helps "posproof key --help" key key --help
helps "posproof help key" key help key
helps "--help among other options" count count --game ham --n 6 --help
helps "--help after a refused option" key key --json --help
helps "posproof show --help" show show --help
helps "posproof dump --help" dump dump --help
helps "posproof help show" show help show
helps "posproof play --help" play play --help
"$PP" solve --help >"$TMP/h"
like "$(cat "$TMP/h")" "--cert FILE" "solve --help describes --cert"
if ! grep -q "^usage: posproof solve" "$TMP/h" || grep -q "posproof key\|--whole-board" "$TMP/h"; then fail "solve --help is about solve only" "$(cat "$TMP/h")"
else pass "solve --help is about solve only"; fi
"$PP" count --help >"$TMP/h"
if ! grep -q "^usage: posproof count" "$TMP/h" || grep -q -- "--cert\|posproof solve" "$TMP/h"; then fail "count --help is about count only" "$(cat "$TMP/h")"
else pass "count --help is about count only"; fi
refused "help of an unknown command" "^posproof: help takes one command" help prove

# The synopses of `posproof --help` are docs/usage.md's (Command line), both ways.
"$PP" --help | perl -ne 'last if /^$/; s/^usage://; if (/^\s+posproof /) { push @s, $_ } else { $s[-1] .= $_ }
  END { for (@s) { s/\s+/ /g; s/^ | $//g; print "$_\n" } }' | sort >"$TMP/help.syn"
perl -ne 'print "$1\n" while /^- `(posproof [^`]*)`/g' "$TOP/docs/usage.md" | sort >"$TMP/readme.syn"
is "$(wc -l <"$TMP/readme.syn" | tr -d ' ')" "$(wc -l <"$TMP/help.syn" | tr -d ' ')" "docs/usage.md lists as many synopses as --help"
if diff "$TMP/readme.syn" "$TMP/help.syn" >"$TMP/diff"; then pass "docs/usage.md synopses are those of posproof --help"
else fail "docs/usage.md synopses are those of posproof --help" "$(cat "$TMP/diff")"; fi
for c in solve count key show dump play; do
  "$PP" "$c" --help | perl -ne 'last if /^$/; s/^usage://; if (/^\s+posproof /) { push @s, $_ } else { $s[-1] .= $_ }
    END { for (@s) { s/\s+/ /g; s/^ | $//g; print "$_\n" } }' | sort >"$TMP/c.syn"
  is "$(cat "$TMP/c.syn")" "$(grep "^posproof $c " "$TMP/help.syn")" "posproof $c --help: the synopses of $c in posproof --help"
done

# posproof-check's synopsis in docs/usage.md is the first usage of its
# --help, and every option in it is one its --help lists.
ck_help=$("$CK" --help | perl -ne 'last if /^\s+posproof-check --help/; s/^usage://; print' | tr -s ' \n' '  ' | sed 's/^ //; s/ $//')
ck_doc=$(perl -ne 'print "$1\n" if /^- `(posproof-check [^`]*)`/' "$TOP/docs/usage.md")
is "$ck_doc" "$ck_help" "docs/usage.md's posproof-check synopsis is its --help's"
missing=""
for o in $(printf '%s\n' "$ck_help" | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
  "$CK" --help | grep -qE -- "^  $o( |\$)" || missing+=" $o"
done
is "$missing" "" "every option of posproof-check's synopsis is in its option list"

# Each option in a command's synopsis is one the options table gives that
# command (the tags of posproof --help's option list), so that the
# synopses, written by hand, promise nothing the parser refuses.
"$PP" --help | perl -e '
  my (@syn, %takes, @rows, $in);
  while (<STDIN>) {
    chomp;
    if (!$in && /^(?:usage:)?\s+(posproof \w+ .*)$/) { push @syn, $1; next; }
    if (!$in && /^\s{20,}(\[.*)$/ && @syn) { $syn[-1] .= " $1"; next; }
    $in = 1 if /^Options\b/;
    next unless $in;
    if (/^  (--[a-z-]+)(.*)$/) { push @rows, [$1, $2]; }      # an option: its name, its text
    elsif (/^ {24}(.*)$/ && @rows) { $rows[-1][1] .= " $1"; }  # and the text goes on
  }
  for my $r (@rows) { $takes{$r->[0]}{$_} = 1 for $r->[1] =~ /\[([a-z, ]+)\]$/ ? split(/, /, $1) : (); }
  my $n = 0;
  for my $s (@syn) {
    my ($cmd) = $s =~ /^posproof (\w+)/;
    for my $o ($s =~ /(--[a-z][a-z-]*)/g) {
      next if $o eq "--help" || $o eq "--version";
      $n++;
      print "$cmd $o\n" unless $takes{$o}{$cmd};
    }
  }
  print "checked $n\n";' >"$TMP/syn.check"
is "$(grep -v '^checked' "$TMP/syn.check")" "" "every option of a synopsis is one the options table gives its command"
at_least "$(sed -n 's/^checked //p' "$TMP/syn.check")" 40 "options of the synopses checked"

# docs/usage.md's option reference is the option list of the two programs'
# --help (scripts/usage-ref.sh writes it), and the check sees a change.
POSPROOF_BIN=$BIN sh "$TOP/scripts/usage-ref.sh" --check >"$TMP/ref.out" 2>&1; rc=$?
is "$rc $(cat "$TMP/ref.out")" "0 " "docs/usage.md's option reference is --help's (else: sh scripts/usage-ref.sh)"
n=$(sed -n '/^<!-- option reference: BEGIN/,/^<!-- option reference: END/p' "$TOP/docs/usage.md" | grep -c '^| `--')
m=$( ("$PP" --help; "$CK" --help) | sed -n '/^Options/,/^$/p' | grep -c '^  --')
is "$n" "$m" "docs/usage.md's option reference has a row for each of the $m options of the two --help"
sed 's/^| `--threads N` | solve, moves, shard, merge |/| `--threads N` | solve |/' "$TOP/docs/usage.md" >"$TMP/usage.md"
POSPROOF_BIN=$BIN sh "$TOP/scripts/usage-ref.sh" --check "$TMP/usage.md" >"$TMP/ref.out" 2>&1; rc=$?
like "$rc $(head -1 "$TMP/ref.out")" "^1 usage-ref: .*usage.md:[0-9]+: the option reference is not --help's" \
  "an option reference that says --threads applies to solve alone is refused"
done_testing
