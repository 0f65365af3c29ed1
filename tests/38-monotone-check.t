#!/usr/bin/env bash
# The checker reads format version 5, monotone Avoider-Enforcer (FORMAT.md
# 3.3, 3.4, 5.6, 8: turns of at least the mover's bias, ended by stop,
# stored as 255; d counted up to the bias):
# 1. the solver's certificates of conn, ham, hp, h:K3 and pm on K4 to K6,
#    biases 1:1 1:2 2:1 2:2, both starters: VERIFIED by posproof-check for
#    the claim in full (--rule monotone-avoider-enforcer), by
#    posproof-check-core for the claim of the check's record line, and by
#    --plain with the same record line; the strict claim is a MISMATCH;
# 2. from start positions (--avoider, --enforcer, --to-move, --after with
#    stop): VERIFIED by both, the other player to move a MISMATCH, bad
#    --after and --to-move refused;
# 3. mutants REJECTED by both modes (tests/lib.sh block_get, block_put;
#    tests/lib/planes.pl): a stop stored at the start of a turn, a claim at
#    d = q replaced by stop (legal, and the replay goes on to a position
#    without entry), the start's entry deleted, a move to a taken pair;
# 4. headers: version 5 refused with finish 1, with assumptions, without
#    start, without rule, of maker-breaker or another rule, a turn byte
#    other than 0 or 1; a file of version 1 to 4 is never monotone (its
#    rule is ignored: a monotone strategy relabelled version 3 is replayed
#    as the strict game and REJECTED; a strict file and a strict top with
#    rule monotone added stay VERIFIED, claiming the strict game).
# Sizes: the same under make check and make check-full.
. "$(dirname "$0")/lib.sh"
need sqlite3 zstd
M="--rule monotone-avoider-enforcer"
record() { sed -n 's/^verified: sha256 [0-9a-f]* claim //p'; }

# ---- 1. K4 to K6, five properties, four biases, both starters ----
total=0
for n in 4 5 6; do
  for g in conn ham hp h:K3 pm; do
    [ $g = pm ] && [ $((n % 2)) = 1 ] && continue   # pm: an even n (FORMAT.md 4.1)
    diag="" k=0
    for b in 1:1 1:2 2:1 2:2; do
      for f in avoider enforcer; do
        F="$TMP/c.cert"
        # shellcheck disable=SC2086
        out=$("$PP" solve --game $g --n $n $M --bias $b --first $f --cert "$F" --json --quiet --threads 1 --mem 64 2>&1)
        w=none; [[ $out =~ \"winner\":\ \"([a-z]+)\" ]] && w=${BASH_REMATCH[1]}
        what="$g K$n $b $f first"
        # shellcheck disable=SC2086
        out=$("$CK" "$F" --game $g --n $n $M --bias $b --first $f --winner "$w" --quiet 2>&1); rc=$?
        claim=${out##*verified: sha256 * claim }  # the record line's claim (no fork: 112 files)
        case "$claim" in
          "family=avoider-enforcer game="*" rule=monotone "*" bias=$b first=$f winner=$w strategy=$w start="*) ;;
          *) diag="$diag [$what: check $rc: $out]"; continue ;;
        esac
        [ $rc = 0 ] || diag="$diag [$what: check exit $rc]"
        out=$("$CKC" --claim "$claim" --quiet "$F" 2>&1); rc=$?
        [ $rc = 0 ] && [ "${out##* claim }" = "$claim" ] || diag="$diag [$what: core $rc: $out]"
        out=$("$CK" "$F" --plain --quiet 2>&1); rc=$?
        [ $rc = 0 ] && [ "${out##* claim }" = "$claim" ] || diag="$diag [$what: --plain $rc: $out]"
        # shellcheck disable=SC2086
        [ $b != 1:2 ] || "$CK" "$F" --game $g --n $n --rule avoider-enforcer --bias $b --first $f --quiet >/dev/null 2>&1
        rc=$?
        [ $rc = 3 ] || [ $b != 1:2 ] || diag="$diag [$what: the strict claim exits $rc, not 3]"
        k=$((k + 1))
      done
    done
    total=$((total + k))
    is "$diag" "" "$g on K$n, biases 1:1 1:2 2:1 2:2, both starters: VERIFIED by posproof-check, the core and --plain; the strict claim a MISMATCH (bias 1:2)"
  done
done
at_least "$total" 112 "certificates checked"

# ---- 2. start positions ----
# start_case G N BIAS FIRST AVOIDER ENFORCER TO_MOVE
start_case() {
  local g=$1 n=$2 b=$3 f=$4 av=$5 en=$6 tm=$7 other
  local F="$TMP/s.cert" what="$1 K$2 $3 $4 first, --avoider '$5' --enforcer '$6' --to-move $7"
  other=first; [ "$tm" = first ] && other=second
  # shellcheck disable=SC2086
  "$PP" solve --game $g --n $n $M --bias $b --first $f --avoider "$av" --enforcer "$en" --to-move $tm \
    --cert "$F" --quiet --threads 1 --mem 64 >/dev/null 2>&1
  # shellcheck disable=SC2086
  out=$("$CK" "$F" --game $g --n $n $M --bias $b --first $f --avoider "$av" --enforcer "$en" --to-move $tm --quiet 2>&1)
  is "$?" 0 "$what: VERIFIED for the claim with its start"
  claim=$(printf '%s\n' "$out" | record)
  like "$claim" " rule=monotone .* start=[0-9a-f]*0[01]$" "$what: the record line's claim is monotone, a turn starts"
  out=$("$CKC" --claim "$claim" --quiet "$F" 2>&1)
  is "$?" 0 "$what: the core VERIFIES the record line's claim"
  # shellcheck disable=SC2086
  "$CK" "$F" --game $g --n $n $M --bias $b --first $f --avoider "$av" --enforcer "$en" --to-move $other --quiet >/dev/null 2>&1
  is "$?" 3 "$what: the other player to move is a MISMATCH"
}
start_case conn 5 1:2 avoider 0-1 "" second
start_case ham 6 2:1 enforcer 0-1,2-3 0-2 second
start_case hp 6 2:2 avoider 0-1 0-2,1-3 first
start_case h:K3 5 1:1 enforcer "" 0-1,1-2 first
# --after with stop: Avoider (first, bias 2:1) claims 0-1 and 2-3, stops;
# Enforcer claims 0-2 and stops: Avoider to move again.
"$PP" solve --game ham --n 6 $M --bias 2:1 --first avoider --avoider 0-1,2-3 --enforcer 0-2 --to-move first \
  --cert "$TMP/a.cert" --quiet --threads 1 >/dev/null 2>&1
out=$("$CK" "$TMP/a.cert" --game ham --n 6 $M --bias 2:1 --first avoider --after 0-1,2-3,stop,0-2,stop --quiet 2>&1)
is "$?" 0 "--after 0-1,2-3,stop,0-2,stop gives the start (Avoider to move): VERIFIED"
out=$("$CK" "$TMP/a.cert" --game ham --n 6 $M --bias 2:1 --first avoider --after 0-1,stop --quiet 2>&1)
like "$out" "^posproof-check: --after: move 2 \(stop\) is not legal for Avoider: stop is legal only after 2 claims of the same turn$" \
  "--after: stop before the bias's claims is refused"
out=$("$CK" "$TMP/a.cert" --game ham --n 6 $M --bias 2:1 --first avoider --after 0-1,2-3,stop,0-2 --quiet 2>&1)
like "$out" "^posproof-check: --after: the position after MOVES is in the middle of a turn under rule monotone" \
  "--after ending in the middle of a turn is refused (a start begins a turn)"
out=$("$CK" "$TMP/a.cert" --game ham --n 6 --rule avoider-enforcer --bias 2:1 --first avoider --avoider 0-1 --to-move second 2>&1)
like "$out" "^posproof-check: --to-move applies to rules whose turns have any length only" "--to-move is refused for the strict game"
out=$("$CK" "$TMP/a.cert" 2>&1 | head -1)
like "$out" "^VERIFIED: (Avoider|Enforcer) wins monotone avoider-enforcer ham \(Hamiltonian cycle\) on K6 with bias 2:1 when Avoider moves first, from the position Avoider 0-1,2-3; Enforcer 0-2 \(Avoider to move\)$" \
  "the claim in words names the monotone game and its start"

# ---- 3. mutants ----
# reject NAME REGEX FILE: posproof-check and --plain exit 1 with REGEX, the core too
reject() {
  local out plain core rc prc crc
  out=$("$CK" "$3" --quiet 2>&1); rc=$?
  plain=$("$CK" "$3" --plain --quiet 2>&1); prc=$?
  core=$("$CKC" "$3" --quiet 2>&1); crc=$?
  is "$rc $prc $crc" "1 1 1" "$1: REJECTED by posproof-check, --plain and the core"
  like "$out" "$2" "$1: says why"
  is "$(printf '%s\n' "$plain" | head -1)" "$(printf '%s\n' "$out" | head -1)" "$1: --plain says the same"
}
G="$TMP/g.cert"
"$PP" solve --game conn --n 5 $M --bias 1:2 --first avoider --cert "$G" --quiet --threads 1 --mem 64 >/dev/null
"$CK" "$G" --quiet >/dev/null 2>&1
is "$?" 0 "the genuine certificate (conn K5, bias 1:2, Avoider first) is VERIFIED"
c=$(sqlite3 "$G" "SELECT entries FROM block ORDER BY first_key LIMIT 1")
total=$(sqlite3 "$G" "SELECT value FROM header WHERE name = 'entries'")
block_get "$G" "$TMP/raw"
perl "$TOP/tests/lib/planes.pl" "$TMP/raw" "$c" 4 list >"$TMP/list"
like "$(head -1 "$TMP/list")" "^0 00000000 [0-9]+ -1$" "the first entry is the start's (Avoider to move, d = 0), a claim"
at_least "$(grep -c ' [0-9a-f]\{6\}02 255 ' "$TMP/list")" 1 "entries at d = q store stop"
mutant() {  # mutant CMD ARGS...: a copy of the genuine certificate, its first block edited
  cp "$G" "$TMP/m.cert"
  block_get "$TMP/m.cert" "$TMP/mraw"
  perl "$TOP/tests/lib/planes.pl" "$TMP/mraw" "$c" 4 "$@"
}
mutant set 0 255 >/dev/null; block_put "$TMP/m.cert" "$TMP/mraw" "$c"
reject "stop stored at the start of a turn (d = 0 < q)" "^REJECTED: stored move stop is not legal here$" "$TMP/m.cert"
e=$(awk '$2 ~ /02$/ && $3 != 255 { print $1; exit }' "$TMP/list")
at_least "${e:-0}" 1 "an entry at d = q stores a claim (entry ${e:-none})"
mutant set "$e" 255 >/dev/null; block_put "$TMP/m.cert" "$TMP/mraw" "$c"
reject "a claim at d = q replaced by stop (legal there)" "^REJECTED: no strategy entry for position" "$TMP/m.cert"
first=$(mutant del 0)
block_put "$TMP/m.cert" "$TMP/mraw" $((c - 1))
sqlite3 "$TMP/m.cert" "UPDATE block SET first_key = X'$first' WHERE first_key = X'00000000'"
sqlite3 "$TMP/m.cert" "UPDATE header SET value = '$((total - 1))' WHERE name = 'entries'"
reject "the start's entry deleted" "^REJECTED: no strategy entry for position \(key 00000000\)$" "$TMP/m.cert"
read -r e _ _ p < <(awk '$4 >= 0 && $3 != 255 { print; exit }' "$TMP/list")
mutant set "$e" "$p" >/dev/null; block_put "$TMP/m.cert" "$TMP/mraw" "$c"
reject "a stored move to a taken pair (entry $e, pair $p)" "^REJECTED: stored move [0-9]+-[0-9]+ is not free$" "$TMP/m.cert"

# ---- 4. headers ----
# refused NAME REGEX SQL: the genuine certificate edited by SQL is refused (exit 2) by both
refused() {
  cp "$G" "$TMP/h.cert"
  sqlite3 "$TMP/h.cert" "$3"
  out=$("$CK" "$TMP/h.cert" 2>&1); rc=$?
  core=$("$CKC" "$TMP/h.cert" 2>&1); crc=$?
  is "$rc $crc" "2 2" "$1: refused by posproof-check and the core"
  like "$out" "$2" "$1: says why"
}
refused "version 5 with finish 1" "header field 'finish' has invalid value '1': must be 0 in version 5" \
  "UPDATE header SET value = '1' WHERE name = 'finish'"
refused "version 5 with assumptions" "header field 'assumptions' in a version 5 file" \
  "INSERT INTO header VALUES ('assumptions', '1')"
refused "version 5 without start" "header field 'start' is missing" "DELETE FROM header WHERE name = 'start'"
refused "version 5 without rule" "header field 'rule' is missing" "DELETE FROM header WHERE name = 'rule'"
refused "version 5 of maker-breaker" "header field 'rule' has invalid value 'monotone': version 5 is avoider-enforcer monotone" \
  "UPDATE header SET value = 'maker-breaker' WHERE name = 'family'; UPDATE header SET value = 'maker' WHERE name = 'first'"
refused "version 5 of rule avoid-plus" "header field 'rule' has invalid value 'avoid-plus'" \
  "UPDATE header SET value = 'avoid-plus' WHERE name = 'rule'"
refused "version 5 with turn byte 2" "header field 'start' has invalid value '00000002': the turn byte is not 0 or 1" \
  "UPDATE header SET value = '00000002' WHERE name = 'start'"
refused "version 6 (the offer families')" "header field 'offer' is missing" "UPDATE header SET value = '6' WHERE name = 'format_version'"
refused "version 7" "unsupported format version 7" "UPDATE header SET value = '7' WHERE name = 'format_version'"
# versions 1 to 4 ignore the rule: the monotone strategy as a version 3 file is the strict game's
cp "$G" "$TMP/v3.cert"
sqlite3 "$TMP/v3.cert" "UPDATE header SET value = '3' WHERE name = 'format_version'"
out=$("$CKC" "$TMP/v3.cert" 2>&1)
is "$?" 1 "a monotone strategy relabelled version 3 is replayed as the strict game and REJECTED"
"$CK" "$TMP/v3.cert" --game conn --n 5 $M --bias 1:2 --first avoider --quiet >/dev/null 2>&1
is "$?" 3 "... and the monotone claim on it is a MISMATCH"
"$PP" solve --game conn --n 5 --rule avoider-enforcer --bias 1:2 --first avoider --avoider 0-1 \
  --cert "$TMP/s3.cert" --quiet --threads 1 >/dev/null
sqlite3 "$TMP/s3.cert" "INSERT INTO header VALUES ('rule', 'monotone')"
is "$(sqlite3 "$TMP/s3.cert" "SELECT value FROM header WHERE name = 'format_version'")" 3 "a strict certificate from a start is of version 3"
out=$("$CKC" "$TMP/s3.cert" --quiet 2>&1)
like "$out" "^VERIFIED: family=avoider-enforcer game=conn rule= H=" "a strict version 3 file with rule monotone added is VERIFIED for the strict game"
"$CK" "$TMP/s3.cert" --game conn --n 5 $M --bias 1:2 --first avoider --avoider 0-1 --quiet >/dev/null 2>&1
is "$?" 3 "... and the monotone claim on it is a MISMATCH"
# a strict top (version 4) with rule monotone added: the strict game, verified with its shards
"$PP" split --game conn --n 6 --rule avoider-enforcer --first avoider --depth 2 --out "$TMP/sp" >/dev/null 2>&1
for k in $(seq 1 "$(grep -c '^shard ' "$TMP/sp/manifest")"); do "$PP" shard "$TMP/sp" "$k" --quiet >/dev/null 2>&1; done
"$PP" merge "$TMP/sp" --cert "$TMP/top.cert" --quiet >/dev/null 2>&1
sqlite3 "$TMP/top.cert" "INSERT INTO header VALUES ('rule', 'monotone')"
out=$("$CKC" "$TMP/top.cert" --shards "$TMP/sp" 2>&1)
like "$out" "^VERIFIED: family=avoider-enforcer game=conn rule= H=.* \(the top and [0-9]+ shards?\)$" \
  "a strict top (version 4) with rule monotone added is VERIFIED with its shards, for the strict game"
done_testing
