#!/usr/bin/env bash
# The solver's certificates of the offer families (FORMAT.md 3.3, 4.2, 5.8;
# format version 6) against both checkers: for waiter-client,
# client-waiter, picker-chooser and chooser-picker on K6 (K5 under make
# check; pm on K6, K4), for ham, conn, pm and h:K3, at 1:1 and 1:2 where the family takes
# a bias, offers exact (each leftover: the default, the other role,
# discard) and upto:
# 1. posproof-check asked the claim in full (--rule, --bias, --offer,
#    --leftover) says VERIFIED, and its record line ends with the
#    convention;
# 2. posproof-check-core asked that record line (--claim) says VERIFIED;
# 3. posproof-check asked another convention (the other offer rule, or
#    another leftover) says MISMATCH (exit 3), never VERIFIED;
# 4. mutants of Waiter's certificate (waiter-client conn K5: offers) and
#    of Client's (client-waiter conn K5: choices): stop stored for an offer
#    under exact and for a choice, an offer of a claimed pair, a choice of
#    a pair not offered, the start's entry deleted: REJECTED by
#    posproof-check, --plain and posproof-check-core, each saying why.
. "$(dirname "$0")/lib.sh"
need sqlite3 zstd
N=5
full && N=6
record() { sed -n 's/^verified: sha256 [0-9a-f]* claim //p'; }

roles() {   # FAMILY: the first role, then the second (FORMAT.md 4.2)
  case $1 in
    waiter-client | client-waiter) echo client waiter ;;
    picker-chooser) echo picker chooser ;;
    chooser-picker) echo chooser picker ;;
  esac
}
offerer() { case $1 in waiter-client | client-waiter) echo waiter ;; *) echo picker ;; esac; }

F="$TMP/c.cert"
k=0
for fam in waiter-client client-waiter picker-chooser chooser-picker; do
  read -r r1 r2 <<<"$(roles $fam)"
  off=$(offerer $fam)
  biases="1:1"
  conventions="exact: exact:$r1 exact:$r2 exact:discard"
  case $fam in
    waiter-client | client-waiter)
      biases="1:1 1:2"
      conventions="$conventions upto:"
      ;;
  esac
  for g in ham conn pm h:K3; do
    n=$N
    [ $g = pm ] && n=$((N / 2 * 2))   # pm: an even number of vertices
    for b in $biases; do
      for cv in $conventions; do
        o=${cv%%:*} l=${cv#*:}
        flags="--game $g --n $n --rule $fam --bias $b --offer $o${l:+ --leftover $l}"
        what="$fam $g K$n $b offer $o${l:+ leftover $l}"
        # shellcheck disable=SC2086
        out=$("$PP" solve $flags --cert "$F" --json --quiet --threads 1 2>&1)
        w=none
        [[ $out =~ \"winner\":\ \"([a-z]+)\" ]] && w=${BASH_REMATCH[1]}
        case $w in "$r1" | "$r2") ;; *)
          fail "$what: solve --json names a role of the family" "$out"
          continue
          ;;
        esac
        # 1. the claim in full
        # shellcheck disable=SC2086
        out=$("$CK" "$F" $flags --winner "$w" 2>&1)
        rc=$?
        rec=$(printf '%s\n' "$out" | record)
        want_tail="offer=$o leftover=${l:-$([ "$o" = exact ] && echo "$off")}"
        if [ $rc = 0 ] && [[ $out == VERIFIED* ]] && [[ $rec == *" $want_tail" ]]; then
          k=$((k + 1))
        else
          fail "$what: posproof-check VERIFIED for the claim in full, its record line ending '$want_tail'" "$out"
          continue
        fi
        # 2. the core, for the record line
        out=$("$CKC" "$F" --claim "$rec" 2>&1)
        if [ $? = 0 ] && [[ $out == VERIFIED* ]]; then k=$((k + 1)); else fail "$what: posproof-check-core VERIFIED for '$rec'" "$out"; fi
        # 3. another convention: the other offer rule (where the family
        # has upto), else another leftover
        if [ "$o" = upto ]; then
          other="--offer exact"
        elif [ "$fam" = waiter-client ] || [ "$fam" = client-waiter ]; then
          other="--offer upto"
        elif [ "$l" = discard ]; then
          other="--offer exact --leftover $r1"
        else
          other="--offer exact --leftover discard"
        fi
        # shellcheck disable=SC2086
        out=$("$CK" "$F" --game $g --n $n --rule $fam --bias $b $other --winner "$w" 2>&1)
        rc=$?
        if [ $rc = 3 ] && [[ $out == MISMATCH* ]]; then k=$((k + 1)); else fail "$what: asked $other, MISMATCH (exit 3)" "exit $rc: $out"; fi
      done
    done
  done
done
pass "$k claims: each certificate VERIFIED by posproof-check and the core, another convention a MISMATCH"

# ---- 4. mutants, rejected by posproof-check, --plain and the core ----
reject() {  # NAME REGEX FILE
  local out plain core rc prc crc
  out=$("$CK" "$3" --quiet 2>&1); rc=$?
  plain=$("$CK" "$3" --plain --quiet 2>&1); prc=$?
  core=$("$CKC" "$3" --quiet 2>&1); crc=$?
  is "$rc $prc $crc" "1 1 1" "$1: REJECTED by posproof-check, --plain and the core"
  like "$out" "$2" "$1: says why"
  like "$core" "$2" "$1: the core says why"
}
# mutants CERT: lists its first block (entries "E KEY MOVE TAKEN") in $TMP/list
mutants() {
  G=$1
  c=$(sqlite3 "$G" "SELECT entries FROM block ORDER BY first_key LIMIT 1")
  total=$(sqlite3 "$G" "SELECT value FROM header WHERE name = 'entries'")
  block_get "$G" "$TMP/raw"
  perl "$TOP/tests/lib/planes.pl" "$TMP/raw" "$c" 4 list >"$TMP/list"
}
mutant() {  # CMD ARGS...: a copy of $G, its first block edited
  cp "$G" "$TMP/m.cert"
  block_get "$TMP/m.cert" "$TMP/mraw"
  perl "$TOP/tests/lib/planes.pl" "$TMP/mraw" "$c" 4 "$@"
}
# Waiter's strategy (waiter-client conn K5: Waiter wins): offers.
W="$TMP/w.cert"
"$PP" solve --game conn --n 5 --rule waiter-client --cert "$W" --quiet --threads 1 >/dev/null 2>&1 ||
  bail_out "waiter-client conn K5 --cert failed"
"$CK" "$W" --quiet >/dev/null 2>&1
is "$?" 0 "waiter-client conn K5: Waiter's certificate VERIFIED"
mutants "$W"
like "$(head -1 "$TMP/list")" "^0 00000000 [0-9]+ -1$" "its first entry is the start's (Waiter to offer, nothing offered)"
at_least "$(grep -c ' [0-9a-f]\{6\}02 ' "$TMP/list")" 1 "it stores offers with one pair offered (turn byte 02)"
mutant set 0 255 >/dev/null; block_put "$TMP/m.cert" "$TMP/mraw" "$c"
reject "stop stored for an offer under exact" "^REJECTED: stored move stop is not legal here$" "$TMP/m.cert"
read -r e _ _ p < <(awk '$4 >= 0 && $3 != 255 { print; exit }' "$TMP/list")
mutant set "$e" "$p" >/dev/null; block_put "$TMP/m.cert" "$TMP/mraw" "$c"
reject "an offer of a claimed pair (entry $e, pair $p)" "^REJECTED: stored move [0-9]+-[0-9]+ is not free" "$TMP/m.cert"
first=$(mutant del 0)
block_put "$TMP/m.cert" "$TMP/mraw" $((c - 1))
sqlite3 "$TMP/m.cert" "UPDATE block SET first_key = X'$first' WHERE first_key = X'00000000'"
sqlite3 "$TMP/m.cert" "UPDATE header SET value = '$((total - 1))' WHERE name = 'entries'"
reject "the start's entry deleted" "^REJECTED: no strategy entry for position \(key 00000000\)$" "$TMP/m.cert"
# Client's strategy (client-waiter conn K5: Client wins): choices.
C="$TMP/cw.cert"
"$PP" solve --game conn --n 5 --rule client-waiter --cert "$C" --quiet --threads 1 >/dev/null 2>&1 ||
  bail_out "client-waiter conn K5 --cert failed"
mutants "$C"
is "$(awk '$2 !~ /01$/' "$TMP/list" | wc -l)" 0 "client-waiter conn K5: Client's entries are all choices (turn byte 01)"
# an entry's move set to a canonical pair of class 0 (free, not offered)
read -r e q < <(perl -ne 'my ($e, $k) = split; my @b = map { hex } unpack "(A2)*", $k;
  for my $p (0 .. 9) { if ((($b[$p >> 2] >> 2 * ($p & 3)) & 3) == 0) { print "$e $p\n"; exit } }' "$TMP/list")
is "${q:+found}" found "a choice entry has a pair of class 0 (entry $e, pair $q)"
mutant set "$e" "$q" >/dev/null; block_put "$TMP/m.cert" "$TMP/mraw" "$c"
reject "a choice of a pair not offered (entry $e, pair $q)" "^REJECTED: stored move [0-9]+-[0-9]+ is not offered" "$TMP/m.cert"
mutant set 0 255 >/dev/null; block_put "$TMP/m.cert" "$TMP/mraw" "$c"
reject "stop stored for a choice" "^REJECTED: stored move stop is not legal here$" "$TMP/m.cert"
done_testing
