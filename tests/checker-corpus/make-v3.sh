#!/usr/bin/env bash
# make-v3.sh - certificates of format version 3 (header start, FORMAT.md
# 3.4) made from the genuine version 1 and 2 certificates of this directory,
# without the solver: the header changed with the sqlite3 command, the
# blocks left as they are.  Start spellings are computed here from pair
# numbers and written turn bytes, not by the checker; the claim asked
# gives the start spelled the same way (posproof-check --start HEX).
#
#   bash tests/checker-corpus/make-v3.sh OUTDIR
#
# writes OUTDIR/*.cert and OUTDIR/corpus.list, whose cases (file, exit
# status, ERE on the output joined by ~~, arguments; tab separated) are
# those of tests/checker-corpus/corpus.list; tests/21-checker-start.t runs
# them.  Sourced (. make-v3.sh), it only defines the functions below.
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# spell N TURN [i-j=S ...]: the start value of the position on the pairs of
# K_N in which each pair {i, j} given has state S and every other pair 0,
# with turn byte TURN (decimal): L + 1 bytes, L = ceil(m/4), pair p in bits
# 2(p mod 4) of byte p div 4, p = j(j-1)/2 + i for i < j.
spell() {
  local n=$1 t=$2 m L k a i j s p
  shift 2
  m=$((n * (n - 1) / 2)) L=$(((n * (n - 1) / 2 + 3) / 4))
  local -a byte
  for ((k = 0; k < L; k++)); do byte[k]=0; done
  for a in "$@"; do
    i=${a%%-*} j=${a#*-} s=${a#*=}
    j=${j%%=*}
    ((i < j)) || { p=$i i=$j j=$p; }
    p=$((j * (j - 1) / 2 + i))
    byte[p / 4]=$((byte[p / 4] | s << 2 * (p % 4)))
  done
  byte[L]=$t
  printf '%02x' "${byte[@]}"
}

# offboard G6: "i-j=3" for every pair that is not an edge of the graph6 G6.
offboard() {
  local g=$1 n q c i j
  n=$(($(printf '%d' "'${g:0:1}") - 63))
  for ((q = 0; q < n * (n - 1) / 2; q++)); do
    c=$(($(printf '%d' "'${g:1+q/6:1}") - 63))
    ((c >> (5 - q % 6) & 1)) && continue
    for ((j = 1; j * (j + 1) / 2 <= q; j++)); do :; done
    i=$((q - j * (j - 1) / 2))
    printf '%d-%d=3 ' "$i" "$j"
  done
}

field() { sqlite3 "$1" "SELECT value FROM header WHERE name = '$2'"; }

# empty_of CERT: the start value of the empty position of CERT's board.
empty_of() {
  local b
  b=$(field "$1" board)
  # shellcheck disable=SC2046
  spell "$(field "$1" n)" 0 $([ "$b" = complete ] || offboard "$b")
}

# v3 SRC DST START [NAME=VALUE | NAME= ...]: SRC with format_version 3,
# finish 0 unless it has one, start START ("-": none) and the header
# fields given set (NAME=: removed).
v3() {
  local src=$1 dst=$2 start=$3 kv
  shift 3
  local sql="UPDATE header SET value = '3' WHERE name = 'format_version';
INSERT OR IGNORE INTO header VALUES ('finish', '0');"
  [ "$start" = - ] || sql+="INSERT OR REPLACE INTO header VALUES ('start', '$start');"
  for kv in "$@"; do
    if [ -z "${kv#*=}" ]; then
      sql+="DELETE FROM header WHERE name = '${kv%%=*}';"
    else
      sql+="INSERT OR REPLACE INTO header VALUES ('${kv%%=*}', '${kv#*=}');"
    fi
  done
  rm -f "$dst"
  cp "$CORPUS/$src" "$dst"
  sqlite3 "$dst" "$sql"
}

[ "${BASH_SOURCE[0]}" = "$0" ] || return 0
set -eu
OUT=$1
mkdir -p "$OUT"
cd "$OUT"
cp "$CORPUS/ham-5-maker.cert" .
printf '# file, exit status, ERE on stdout and stderr (lines joined by ~~), arguments; tab separated\n' >corpus.list
row() { printf '%s\t%s\t%s\t%s\n' "$@" >>corpus.list; }
pairs() { local n=$1 i j; for ((j = 1; j < n; j++)); do for ((i = 0; i < j; i++)); do echo "$i-$j"; done; done; }

# 1. The start after one move of the opponent of S, S moving second: every
#    such position is one the strategy covers (the replay of the version 1
#    or 2 file meets each, up to isomorphism), so each must verify, and the
#    claim asked with --start and the same spelling is that claim.
one_move() {  # NAME SRC N TURN STATE ARGS ERE-BEFORE ERE-AFTER [BOARD]
  local name=$1 src=$2 n=$3 t=$4 st=$5 args=$6 pre=$7 post=$8
  local board=${9:-} off="" p f s
  [ -z "$board" ] || off=$(offboard "$board")
  for p in $(pairs "$n"); do
    case " $off " in *" $p=3 "*) continue ;; esac
    f=$name-${p/-/}.cert
    # shellcheck disable=SC2086
    s=$(spell "$n" "$t" "$p=$st" $off)
    v3 "$src" "$f" "$s"
    row "$f" 0 "$pre$p$post" "$args --start $s"
  done
}
V='^VERIFIED: '
B='; Breaker none \(Breaker to move\)~~'
one_move start-ham5 ham-5-maker.cert 5 1 1 \
  '--game ham --n 5 --first maker --winner breaker' \
  "${V}Breaker wins ham \(Hamiltonian cycle\) on K5 when Maker moves first, from the position Maker " "$B"
one_move start-fhpboard mb-fhp-board.cert 5 1 1 \
  '--game fhp --board D^{ --first maker --winner breaker' \
  "${V}Breaker wins fhp \(Hamiltonian path between fixed vertices 0 and 1\) on the graph D\^\{ \(n = 5\) when Maker moves first, from the position Maker " \
  "$B" 'D^{'
one_move start-ae4 ae-conn-4-avoider.cert 4 1 1 \
  '--game conn --rule avoider-enforcer --n 4 --first avoider --winner enforcer' \
  "${V}Enforcer wins avoider-enforcer conn \(connectivity\) on K4 when Avoider moves first, from the position Avoider " \
  '; Enforcer none \(Enforcer to move\)~~'
one_move start-avoid5 ramsey-avoid-K3-5.cert 5 1 1 \
  '--game ramsey --rule avoid --H K3 --n 5 --winner second' \
  "${V}the second player wins ramsey avoid \(a copy of K3\) on K5 when the first player moves first, from the position red " \
  '; blue none \(the second player to move\)~~'
# avoid-plus: the first player coloured one pair and stopped
one_move start-plus4 ramsey-plus-P3-4.cert 4 1 1 \
  '--game ramsey --rule avoid-plus --H star:2 --n 4 --winner second' \
  "${V}the second player wins ramsey avoid-plus \(a copy of star:2\) on K4 when the first player moves first, from the position red " \
  '; blue none \(the second player to move\)~~'
# bias 2:1, Breaker first: Breaker's turn is one pair, then Maker's two
one_move start-bias21 mb-hp-5-bias21.cert 5 1 2 \
  '--game hp --n 5 --first breaker --bias 2:1 --winner maker' \
  "${V}Maker wins hp \(Hamiltonian path\) on K5 with bias 2:1 when Breaker moves first, from the position Maker none; Breaker " \
  ' \(Maker to move\)~~'
# the shared graph: one edge, and Subh: one arc, either way
for p in $(pairs 5); do
  s=$(spell 5 1 "$p=1")
  v3 shared-avoid-cycle-5.cert "start-shared5-${p/-/}.cert" "$s"
  row "start-shared5-${p/-/}.cert" 0 "^VERIFIED: the second player wins shared avoid cycle \(a cycle\) on K5 when the first player moves first, from the position edges $p \(the second player to move\)~~" \
    "--game shared --property cycle --rule avoid --n 5 --winner second --start $s"
done
for p in $(pairs 4); do
  i=${p%-*} j=${p#*-}
  for a in "$i>$j=1" "$j>$i=2"; do
    f=start-subh4-$i$j-${a#*=}.cert
    s=$(spell 4 1 "$p=${a#*=}")
    v3 subh-4-creator.cert "$f" "$s"
    row "$f" 0 "^VERIFIED: Blocker wins subh \(directed Hamiltonian cycle\) on K4 when Creator moves first, from the position arcs ${a%=*} \(Blocker to move\)~~" \
      "--game subh --n 4 --creator first --winner blocker --start $s"
  done
done

# 2. Starts the strategy was not made for: the replay decides.
# conn on K3, Maker first: an end position Maker wins (Maker 0-1, 0-2,
# Breaker 1-2, Breaker to move) and one Breaker wins (Breaker 0-1, 0-2).
s=$(spell 3 1 0-1=1 0-2=1 1-2=2)
v3 conn3.cert start-conn3-won.cert "$s"
row start-conn3-won.cert 0 '^VERIFIED: Maker wins conn \(connectivity\) on K3 when Maker moves first, from the position Maker 0-1,0-2; Breaker 1-2 \(Breaker to move\)~~positions checked: 1, strategy lookups: 0, work units: [0-9]+, entries: 2, ' \
  "--game conn --n 3 --first maker --start $s --threads 1"
s=$(spell 3 0 0-1=2 0-2=2)
v3 conn3.cert start-conn3-lost.cert "$s"
row start-conn3-lost.cert 1 '^REJECTED: play ends with Breaker winning~~moves from the start: \(none\)$' \
  "--game conn --n 3 --first maker --start $s"
# the opponent with two pairs, S to move: S moving first (Breaker, ham on
# K4) has no entry there (positions of two pairs where S moves hold one
# of each); S moving second (Breaker, ham on K5) is not to move there by
# the counts, so that spelling is refused (in the header and as --start),
# and with the counts' turn the opponent moves again into positions
# without an entry.
s=$(spell 4 0 0-1=1 2-3=1)
v3 ham-4-breaker.cert start-ham4-two.cert "$s"
row start-ham4-two.cert 1 '^REJECTED: no strategy entry for position \(key [0-9a-f]{4}\)~~moves from the start: \(none\)$' \
  "--game ham --n 4 --first breaker --winner breaker --start $s"
s=$(spell 5 1 0-1=1 2-3=1)
v3 ham-5-maker.cert start-ham5-two-s.cert "$s"
row start-ham5-two-s.cert 2 "header field 'start' has invalid value '$s': the turn byte is not the counts' one\$"
row ham-5-maker.cert 2 "^posproof-check: invalid --start '$s': the turn byte is not the counts' one\$" \
  "--game ham --n 5 --first maker --winner breaker --start $s"
s=$(spell 5 0 0-1=1 2-3=1)
v3 ham-5-maker.cert start-ham5-two.cert "$s"
row start-ham5-two.cert 1 '^REJECTED: no strategy entry for position \(key [0-9a-f]{6}\)~~moves from the start: M 0-2$' \
  "--game ham --n 5 --first maker --winner breaker --start $s"
# avoid-plus: two red pairs in one turn, disjoint (a position of play) and
# sharing a vertex (a red P3, which no legal play makes); either player to
# move (the turn byte 0 or 1, whatever the counts)
s=$(spell 4 1 0-1=1 2-3=1)
v3 ramsey-plus-P3-4.cert start-plus4-two.cert "$s"
row start-plus4-two.cert 0 '^VERIFIED: the second player wins ramsey avoid-plus \(a copy of star:2\) on K4 when the first player moves first, from the position red 0-1,2-3; blue none \(the second player to move\)' \
  "--game ramsey --rule avoid-plus --H star:2 --n 4 --winner second --start $s"
s=$(spell 4 1 0-1=1 0-2=1)
v3 ramsey-plus-P3-4.cert start-plus4-p3.cert "$s"
row start-plus4-p3.cert 1 '^REJECTED: no strategy entry for position \(key [0-9a-f]{6}\)~~moves from the start: \(none\)$' \
  "--game ramsey --rule avoid-plus --H star:2 --n 4 --winner second --start $s"
s=$(spell 4 0 0-1=1)
v3 ramsey-plus-P3-4.cert start-plus4-first.cert "$s"
row start-plus4-first.cert 0 '^VERIFIED: the second player wins ramsey avoid-plus \(a copy of star:2\) on K4 when the first player moves first, from the position red 0-1; blue none \(the first player to move\)~~' \
  "--game ramsey --rule avoid-plus --H star:2 --n 4 --winner second --start $s"
s=$(spell 4 1)
v3 ramsey-plus-P3-4.cert start-plus4-second.cert "$s"
row start-plus4-second.cert 1 '^REJECTED: no strategy entry for position \(key 000001\)~~moves from the start: \(none\)$' \
  "--game ramsey --rule avoid-plus --H star:2 --n 4 --winner second --start $s"
# bias 2:1, Breaker first: after Breaker 0-1 and Maker's first pair, Maker
# has one more to claim (turn byte 1 + 2d = 3); the strategy's first pair
# is one apart from 0-1 (2-3), not one next to it (0-2)
s=$(spell 5 3 0-1=2 2-3=1)
v3 mb-hp-5-bias21.cert start-bias21-mid.cert "$s"
row start-bias21-mid.cert 0 '^VERIFIED: Maker wins hp \(Hamiltonian path\) on K5 with bias 2:1 when Breaker moves first, from the position Maker 2-3; Breaker 0-1 \(Maker to move\)~~' \
  "--game hp --n 5 --first breaker --bias 2:1 --winner maker --start $s"
s=$(spell 5 3 0-1=2 0-2=1)
v3 mb-hp-5-bias21.cert start-bias21-mid-02.cert "$s"
row start-bias21-mid-02.cert 1 '^REJECTED: no strategy entry for position \(key [0-9a-f]{8}\)~~moves from the start: \(none\)$' \
  "--game hp --n 5 --first breaker --bias 2:1 --winner maker --start $s"
s=$(spell 5 1 0-1=2 0-2=1)
v3 mb-hp-5-bias21.cert start-bias21-d0.cert "$s"
row start-bias21-d0.cert 2 "header field 'start' has invalid value '$s': the turn byte is not the counts' one\$"

# 3. The empty start spelled in version 3: as the file it came from.
v3 ham-5-maker.cert start-ham5-empty.cert "$(spell 5 0)"
row start-ham5-empty.cert 0 '^VERIFIED: Breaker wins ham \(Hamiltonian cycle\) on K5 when Maker moves first$' \
  '--game ham --n 5 --first maker --winner breaker --quiet'
v3 mb-fhp-board.cert start-fhpboard-empty.cert "$(empty_of "$CORPUS/mb-fhp-board.cert")"
row start-fhpboard-empty.cert 0 '^VERIFIED: Breaker wins fhp \(Hamiltonian path between fixed vertices 0 and 1\) on the graph D\^\{ \(n = 5\) when Maker moves first$' \
  '--game fhp --board D^{ --first maker --winner breaker --quiet'

# 4. The claim asked: the start differs, or is not asked (exit 3), or
#    --start is not a start the header could hold (exit 2, the reason the
#    header field start would get: section 5).
C='Breaker wins ham \(Hamiltonian cycle\) on K5 when Maker moves first'
M="^MISMATCH: the certificate claims: $C, from the position Maker 0-1; Breaker none \(Breaker to move\); you asked: $C"
G='--game ham --n 5 --first maker --winner breaker'
row start-ham5-01.cert 3 "$M, from the position Maker 0-2; Breaker none \(Breaker to move\)\$" "$G --start $(spell 5 1 0-2=1)"
row start-ham5-01.cert 3 "$M\$" "$G"
row start-ham5-01.cert 3 "$M\$" "$G --start $(spell 5 0)"
row start-ham5-01.cert 3 "$M, from the position Maker 0-1; Breaker 2-3 \(Maker to move\)\$" "$G --start $(spell 5 0 0-1=1 2-3=2)"
row start-ham5-01.cert 0 "^VERIFIED: $C, from the position Maker 0-1; Breaker none \(Breaker to move\)\$" '--quiet'
row ham-5-maker.cert 3 "^MISMATCH: the certificate claims: $C; you asked: $C, from the position Maker 0-1; Breaker none \(Breaker to move\)\$" "$G --start $(spell 5 1 0-1=1)"
row start-plus4-second.cert 3 'you asked: the second player wins ramsey avoid-plus \(a copy of star:2\) on K4 when the first player moves first$' \
  '--game ramsey --rule avoid-plus --H star:2 --n 4 --winner second'
# the turn byte alone differs (avoid-plus)
row start-plus4-first.cert 3 'claims: .* from the position red 0-1; blue none \(the first player to move\); you asked: .* from the position red 0-1; blue none \(the second player to move\)$' \
  "--game ramsey --rule avoid-plus --H star:2 --n 4 --winner second --start $(spell 4 1 0-1=1)"
U='^posproof-check: '
# the start in words (posproof solve's --maker) is the same start as --start
row ham-5-maker.cert 3 "^MISMATCH: the certificate claims: $C; you asked: $C, from the position Maker 0-1; Breaker none \(Breaker to move\)\$" "$G --maker 0-1"
row start-ham5-01.cert 0 "^VERIFIED: $C, from the position Maker 0-1; Breaker none \(Breaker to move\)\$" "$G --maker 0-1 --quiet"
row ham-5-maker.cert 2 "${U}missing --game" "--start $(spell 5 1 0-1=1)"
row ham-5-maker.cert 2 "${U}option given twice: --start\$" "$G --start $(spell 5 0) --start $(spell 5 0)"
# the game is checked before its start
row ham-5-maker.cert 2 "${U}invalid --n '17' for this game \(try --help\)\$" "--game ham --n 17 --first maker --start 00"
badstart() {  # START MESSAGE ARGS: --start START refused with MESSAGE
  local sep=' '
  [ -n "$1" ] || sep='='           # the empty value as --start=
  row ham-5-maker.cert 2 "${U}invalid --start '$1': $2\$" "$3 --start$sep$1"
}
W='not 8 lowercase hexadecimal digits \(2\(L \+ 1\)\)'
badstart 0100000 "$W" "$G"
badstart 010000 "$W" "$G"
badstart 0100000100 "$W" "$G"
badstart 0C000001 "$W" "$G"
badstart 0g000001 "$W" "$G"
badstart '' "$W" "$G"
badstart 0c000000 'board pair 0-2 may not be in state 3' "$G"
badstart 03000001 'board pair 0-1 may not be in state 3' '--game ramsey --rule avoid --H K3 --n 5'
badstart 00000000 'non-board pair 0-1 may not be in state 0' '--game fhp --board D^{ --first maker'
badstart 01000000 'non-board pair 0-1 may not be in state 1' '--game fhp --board D^{ --first maker'
badstart 00001000 'unused bits are not zero' "$G"
badstart 001000 'unused bits are not zero' '--game conn --rule avoider-enforcer --n 4 --first avoider'
badstart 01000000 "the turn byte is not the counts' one" "$G"
badstart 01000003 "the turn byte is not the counts' one" "$G"
badstart 00000001 "the turn byte is not the counts' one" '--game subh --n 5 --creator first'
badstart 02000002 "the turn byte is not the counts' one" '--game hp --n 5 --first breaker --bias 2:1'
badstart 000002 'the turn byte is not 0 or 1 \(avoid-plus\)' '--game ramsey --rule avoid-plus --H star:2 --n 4'
badstart 000003 'the turn byte is not 0 or 1 \(avoid-plus\)' '--game ramsey --rule avoid-plus --H star:2 --n 4'
badstart 02000001 'board pair 0-1 may not be in state 2' '--game shared --property cycle --n 5'
s=$(printf '0%.0s' $(seq 70))
row ham-5-maker.cert 2 "${U}invalid --start '$s' for this game \(try --help\)\$" "$G --start $s"

# 5. Malformed starts and versions (exit 2, FORMAT.md 2, 3.4 and 8).
bad() {  # FILE SRC START MESSAGE [NAME=VALUE...]
  local f=$1 src=$2 start=$3 msg=$4
  shift 4
  v3 "$src" "$f" "$start" "$@"
  row "$f" 2 "^posproof-check: .*/$f: malformed certificate: header field 'start' $msg\$"
}
H="has invalid value"
bad start-short.cert ham-5-maker.cert 010000 "$H '010000': not 8 lowercase hexadecimal digits \(2\(L \+ 1\)\)"
bad start-long.cert ham-5-maker.cert 0100000100 "$H '0100000100': not 8 lowercase hexadecimal digits \(2\(L \+ 1\)\)"
bad start-upper.cert ham-5-maker.cert 0C000001 "$H '0C000001': not 8 lowercase hexadecimal digits \(2\(L \+ 1\)\)"
bad start-not-hex.cert ham-5-maker.cert 0g000001 "$H '0g000001': not 8 lowercase hexadecimal digits \(2\(L \+ 1\)\)"
bad start-empty.cert ham-5-maker.cert '' "$H '': not 8 lowercase hexadecimal digits \(2\(L \+ 1\)\)"
bad start-state3.cert ham-5-maker.cert 0c000000 "$H '0c000000': board pair 0-2 may not be in state 3"
bad start-offboard0.cert mb-fhp-board.cert 00000000 "$H '00000000': non-board pair 0-1 may not be in state 0"
bad start-offboard1.cert mb-fhp-board.cert 01000000 "$H '01000000': non-board pair 0-1 may not be in state 1"
bad start-unused.cert ham-5-maker.cert 00001000 "$H '00001000': unused bits are not zero"
bad start-unused-k4.cert ae-conn-4-avoider.cert 001000 "$H '001000': unused bits are not zero"
bad start-turn.cert ham-5-maker.cert 01000000 "$H '01000000': the turn byte is not the counts' one"
bad start-turn-d.cert ham-5-maker.cert 01000003 "$H '01000003': the turn byte is not the counts' one"
bad start-plus-turn2.cert ramsey-plus-P3-4.cert 000002 "$H '000002': the turn byte is not 0 or 1 \(avoid-plus\)"
bad start-plus-turn3.cert ramsey-plus-P3-4.cert 000003 "$H '000003': the turn byte is not 0 or 1 \(avoid-plus\)"
bad start-shared-state2.cert shared-avoid-cycle-5.cert 02000001 "$H '02000001': board pair 0-1 may not be in state 2"
bad start-v2.cert ham-5-maker.cert 01000001 "in a version 2 file" format_version=2
bad start-v1.cert ham-5-maker.cert 01000001 "in a version 1 file" format_version=1 finish=
bad start-missing.cert ham-5-maker.cert - "is missing"
bad start-too-long.cert ham-5-maker.cert "$(printf '0%.0s' $(seq 70))" "is not printable text of at most 63 bytes"
v3 ham-5-maker.cert start-no-finish.cert 01000001 finish=
row start-no-finish.cert 2 "^posproof-check: .*/start-no-finish.cert: malformed certificate: header field 'finish' is missing\$"
v3 ham-5-maker.cert version4.cert 01000001 format_version=4
row version4.cert 2 "^posproof-check: .*/version4.cert: malformed certificate: header field 'assumptions' is missing\$"
v3 ham-5-maker.cert version6.cert 01000001 format_version=6
row version6.cert 2 "^posproof-check: .*/version6.cert: malformed certificate: header field 'offer' is missing\$"
v3 ham-5-maker.cert version7.cert 01000001 format_version=7
row version7.cert 2 '^posproof-check: .*/version7.cert: unsupported format version 7$'
