#!/usr/bin/env bash
# The reference solver tests/ref-game.c (lib.sh build_ref) on the five game
# families it plays from their definitions in the literature: Waiter-Client
# and Client-Waiter (1:q), Picker-Chooser, Chooser-Picker and monotone
# Avoider-Enforcer. Outcomes of the reference alone (no solver involved):
# 1. identities between the offer families, on every graph nauty-geng makes
#    on 1 to 6 vertices, connected or not (208 boards; the disconnected ones
#    settle at once for conn and ham, and test the early ends), for ham,
#    conn, pm, h:K3 and h:P4 (each where it applies: pm on an even number of
#    vertices, ham and h:K3 on 3 or more, h:P4 on 4 or more), and on 7-vertex
#    graphs (below):
#    (a) waiter-client 1:1, leftover waiter, has the same winner (first
#        player = the offerer) as picker-chooser, leftover chooser: each
#        round the chooser sends one of the two offered pairs to the pile
#        that decides (Client's in WC, Picker's in PC) and the other to the
#        other pile; the offerer wins iff that pile ends with a winning set;
#        a leftover pair goes to the other pile in both;
#    (b) chooser-picker (leftover picker) = client-waiter 1:1 (leftover
#        waiter): the same game, roles renamed;
#    (c) (a) with --leftover discard on both sides;
#    each with both winners seen in enough games (not vacuous; on up to 6
#    vertices ham is a Client win in every Waiter-Client game and a Waiter
#    win in every Client-Waiter one, the other properties are mixed);
# 2. small games worked by hand from the definitions (the reasoning beside
#    each), in every family, upto against exact, the leftover rule, biases,
#    and monotone Avoider-Enforcer where taking more than the bias decides;
#    --batch and --winner-role;
# 3. bad input for the new flags: one line, exit 2.
# Sizes: 7-vertex graphs (of 1044): make check takes every graph of at most
# 9 edges, every fourth of 10 or 11 and every twentieth of 12 (455); make
# check-full every graph of at most 13 edges (898; the games on 14 edges
# take longer than all of these together). All the rest the same.
# Deliberate breaks (tests/ref-game.c changed, the test run against it):
# Picker-Chooser decided by Chooser's pile (builder()) fails 22 of 101,
# (a) and (c) for every property and size and the 4 Picker-Chooser hand
# cases; the leftover always to role 0 (end_outcome) fails 7 hand cases (the
# identities send it alike on both sides, so only the hand cases see it);
# stop legal one claim before the bias (solve) fails 3 monotone
# Avoider-Enforcer cases; the chooser keeping the pair meant for the offerer
# (solve_choice) fails the 4 hand cases of bias 1:2 or upto (under 1:1
# exact that is the same game, which is what identity (a) says).
. "$(dirname "$0")/lib.sh"
need nauty-geng
build_ref

# ---- 1. identities ----
# batch FILE ARGS...: the reference's --batch on $TMP/in, into FILE; prints
# a diagnostic unless FILE has one "G6 line=L RESULT" line a board.
batch() {
  local f=$1 want got
  shift
  "$REF" "$@" --batch <"$TMP/in" >"$f" 2>&1
  want=$(wc -l <"$TMP/in")
  got=$(grep -cE '^[?-~]+ line=[0-9]+ (first|second)-player-win$' "$f")
  [ "$got" = "$want" ] || echo "$* gave $got results for $want boards: $(grep -vE 'player-win$' "$f" | head -2)"
}
# same NAME F1 F2: the two runs give the same winner on every board
same() {
  if cmp -s "$2" "$3"; then pass "$1"; else fail "$1" "$(diff "$2" "$3" | head -6)"; fi
}
for k in 1 2 3 4 5 6; do nauty-geng -q $k >"$TMP/g$k" 2>/dev/null; done
is "$(cat "$TMP"/g[1-6] | wc -l)" 208 "nauty-geng: 208 graphs on 1 to 6 vertices"
{
  nauty-geng -q 7 0:9 2>/dev/null
  if full; then nauty-geng -q 7 10:13 2>/dev/null
  else
    nauty-geng -q 7 10:11 2>/dev/null | awk 'NR % 4 == 1'
    nauty-geng -q 7 12:12 2>/dev/null | awk 'NR % 20 == 1'
  fi
} >"$TMP/g7"
if full; then is "$(wc -l <"$TMP/g7")" 898 "nauty-geng: 898 graphs on 7 vertices of at most 13 edges"
else is "$(wc -l <"$TMP/g7")" 455 "nauty-geng: a sample of 455 graphs on 7 vertices"; fi
declare -A seen=()
for group in le6 7; do
  for p in ham conn pm h:K3 h:P4; do
    : >"$TMP/in"
    if [ $group = le6 ]; then ks="1 2 3 4 5 6"; else ks=7; fi
    for k in $ks; do
      "$REF" --properties "$k" | grep -qxF -- "$p" && cat "$TMP/g$k" >>"$TMP/in"
    done
    nb=$(wc -l <"$TMP/in")
    [ "$nb" -gt 0 ] || continue
    if [ $group = le6 ]; then what="$p on the $nb graphs of 1 to 6 vertices it applies on"
    else what="$p on the $nb graphs of 7 vertices"; fi
    diag=$(batch "$TMP/wc" --game "$p" --rule waiter-client --leftover waiter
           batch "$TMP/pc" --game "$p" --rule picker-chooser --leftover chooser
           batch "$TMP/cp" --game "$p" --rule chooser-picker
           batch "$TMP/cw" --game "$p" --rule client-waiter
           batch "$TMP/wcd" --game "$p" --rule waiter-client --leftover discard
           batch "$TMP/pcd" --game "$p" --rule picker-chooser --leftover discard)
    is "$diag" "" "$what: every run gives one winner a board"
    same "$what: (a) waiter-client, leftover waiter = picker-chooser, leftover chooser" "$TMP/wc" "$TMP/pc"
    same "$what: (b) chooser-picker = client-waiter 1:1" "$TMP/cp" "$TMP/cw"
    same "$what: (c) waiter-client = picker-chooser, both --leftover discard" "$TMP/wcd" "$TMP/pcd"
    for x in wc cp wcd; do
      for r in first second; do
        seen[$group$x$r]=$(( ${seen[$group$x$r]:-0} + $(grep -c " $r-player-win$" "$TMP/$x") ))
      done
    done
  done
done
# both winners of each identity in enough games (board and property; at
# d12bc36: on 1 to 6 vertices (a) and (c) 171 offerer wins, 817 chooser
# wins, (b) 862 and 126; on make check's 7-vertex sample (a) and (c) 339
# and 1481, (b) 1568 and 252)
for group in le6 7; do
  if [ $group = le6 ]; then where="1 to 6 vertices"; else where="7 vertices"; fi
  for x in "wc (a)" "cp (b)" "wcd (c)"; do
    read -r run id <<<"$x"
    at_least "${seen[$group${run}first]}" 50 "identity $id on $where: games the offerer wins"
    at_least "${seen[$group${run}second]}" 50 "identity $id on $where: games the chooser wins"
  done
done

# ---- 2. worked by hand ----
# hand EXPECTED ARGS...: `ref ARGS` and `ref ARGS --winner-role` together
hand() {
  local want=$1; shift
  is "$(ref "$@") $(ref "$@" --winner-role)" "$want" "$*: $want"
}
# K3 (3 edges) with conn: a spanning tree of K3 is any 2 of its 3 edges.
# WC 1:1 exact, leftover waiter: round 1 Waiter offers 2 edges, Client takes
# one, Waiter the other; the 1 edge left goes to Waiter: Client has 1 edge,
# not connected: Client wins.
hand "second-player-win client" --game conn --n 3 --rule waiter-client
hand "second-player-win client" --game conn --n 3 --rule waiter-client --leftover waiter
# ... the leftover to nobody: the same, Client has 1 edge.
hand "second-player-win client" --game conn --n 3 --rule waiter-client --leftover discard
# ... the leftover to Client: Client has 2 edges, connected: Waiter wins.
hand "first-player-win waiter" --game conn --n 3 --rule waiter-client --leftover client
# upto: Waiter offers one edge at a time, Client must take each: Client
# ends with 2 (then 3) edges: Waiter wins, where exact lost.
hand "first-player-win waiter" --game conn --n 3 --rule waiter-client --offer upto
# 1:2 exact: Waiter offers all 3 edges, Client takes 1: Client wins.
hand "second-player-win client" --game conn --n 3 --rule waiter-client --bias 1:2
# 1:2 upto: singletons again: Waiter wins.
hand "first-player-win waiter" --game conn --n 3 --rule waiter-client --bias 1:2 --offer upto
# CW 1:1 on K3, conn: Client gets 1 edge, the leftover goes to Waiter: not
# connected: Waiter wins.
hand "first-player-win waiter" --game conn --n 3 --rule client-waiter
# ... leftover to Client: Client has 2 edges: Client wins.
hand "second-player-win client" --game conn --n 3 --rule client-waiter --leftover client
# CW upto on K3: every round offers at least one edge and Client keeps one;
# Waiter's only way to keep an edge is an offer of 2, and then the last edge
# is offered alone: Client always ends with 2 edges: Client wins (upto
# differs from exact the other way).
hand "second-player-win client" --game conn --n 3 --rule client-waiter --offer upto
# K4 (6 edges: 3 rounds, no leftover) with h:K3: Client ends with 3 edges.
# WC: after two rounds Client has 2 edges; at most one edge completes a
# triangle with them (one if they share a vertex, none if disjoint); the
# last round offers the last 2 edges and Client takes the other one: no
# triangle: Client wins.
hand "second-player-win client" --game h:K3 --n 4 --rule waiter-client
# CW: round 1 Waiter offers 01 and 23, Client takes one (01, say); round 2
# Waiter offers 02 and 12: whichever Client takes, the edge completing the
# triangle 012 with 01 is Waiter's, and no other triangle holds 01 and it;
# round 3 (03, 13) cannot make one: Waiter wins.
hand "first-player-win waiter" --game h:K3 --n 4 --rule client-waiter
# CW on K4, conn: Client's 3 edges on 4 vertices are a spanning tree unless
# they are a triangle (the only cycle 3 edges make, which leaves a vertex
# out); Client avoids the triangle as Client did in WC above: Client wins.
hand "second-player-win client" --game conn --n 4 --rule client-waiter
# CW 1:2 on K4, conn: 2 rounds of 3 edges, Client keeps 2 edges, fewer than
# a spanning tree needs: Waiter wins.
hand "first-player-win waiter" --game conn --n 4 --rule client-waiter --bias 1:2
# PC on K3, conn: round 1 Picker gets one of the 2 offered edges; the last
# edge goes to Picker (default: the offerer): 2 edges, connected: Picker wins.
hand "first-player-win picker" --game conn --n 3 --rule picker-chooser
# ... the leftover to Chooser, or to nobody: Picker has 1 edge: Chooser wins.
hand "second-player-win chooser" --game conn --n 3 --rule picker-chooser --leftover chooser
hand "second-player-win chooser" --game conn --n 3 --rule picker-chooser --leftover discard
# CP on K3, conn: Chooser keeps 1 edge, the last goes to Picker: not
# connected: Picker wins; with the leftover to Chooser, 2 edges: Chooser wins.
hand "first-player-win picker" --game conn --n 3 --rule chooser-picker
hand "second-player-win chooser" --game conn --n 3 --rule chooser-picker --leftover chooser
# PC on K4, h:K3: as WC above with the piles' names swapped: in the last
# round Chooser keeps the edge that would complete Picker's triangle (at
# most one does): Chooser wins. CP on K4, h:K3: as CW above: Picker wins.
hand "second-player-win chooser" --game h:K3 --n 4 --rule picker-chooser
hand "first-player-win picker" --game h:K3 --n 4 --rule chooser-picker
# Monotone Avoider-Enforcer. The board Gs?G?C: the star 01 02 03 and the
# edges 45 and 67 (8 vertices), P = h:star:2 (two edges at a vertex):
# Avoider loses iff she ends with 2 of the 3 star edges; 45 and 67 are safe
# (apart from each other and the star). Bias 1:1.
# Strict, Avoider first: whoever moves once the safe edges are gone takes 2
# of the 3 star edges alternately (mover, other, mover). A takes a safe
# edge, E the other, then A, E, A on the star: A has 2: Enforcer wins (A
# starting on the star is no better: E takes a safe edge, A the other, and
# E, A on the last two star edges gives A 2).
hand "second-player-win enforcer" --game h:star:2 --board 'Gs?G?C' --rule avoider-enforcer --first avoider
# Monotone, Avoider first: A takes both safe edges in one turn; E must take
# 1 to 3 star edges: 1 (A takes 1, E must take the last), 2 (A takes the
# last) or 3: A has at most 1: Avoider wins.
hand "first-player-win avoider" --game h:star:2 --board 'Gs?G?C' --rule monotone-avoider-enforcer --first avoider
# Strict, Enforcer first: E takes a safe edge, A the other, then E, A, E on
# the star: A has 1: Avoider wins (E on the star first only gives A a safe
# edge more).
hand "second-player-win avoider" --game h:star:2 --board 'Gs?G?C' --rule avoider-enforcer --first enforcer
# Monotone, Enforcer first: E takes both safe edges; A must take a star edge
# (2 or 3 lose at once), E exactly one, A the last: A has 2: Enforcer wins.
hand "first-player-win enforcer" --game h:star:2 --board 'Gs?G?C' --rule monotone-avoider-enforcer --first enforcer
# Monotone on K3, conn, bias 2:1, Enforcer first: E takes 1 edge, A must
# take 2 or more of the 2 left: connected: Enforcer wins (E taking 2 would
# leave A the last edge alone: fewer than her bias, she takes it, 1 edge,
# she wins; so E must not take more).
hand "first-player-win enforcer" --game conn --n 3 --rule monotone-avoider-enforcer --bias 2:1 --first enforcer
# ... bias 1:2, Avoider first: A takes 1 edge (2 would connect), E must
# take at least 2: both left: A has 1: Avoider wins.
hand "first-player-win avoider" --game conn --n 3 --rule monotone-avoider-enforcer --bias 1:2 --first avoider
# --batch: the offer families print one result a board (K3 and K4, h:K3:
# K3's 3 edges, WC: Client keeps 1; K4 as above), the monotone family both
# starters.
is "$(printf 'Bw\nC~\n' | "$REF" --game h:K3 --rule waiter-client --batch --winner-role 2>&1)" \
  "Bw line=1 client
C~ line=2 client" "waiter-client --batch --winner-role on K3 and K4, h:K3: Client wins both"
is "$(printf 'Bw\nC~\n' | "$REF" --game h:K3 --rule chooser-picker --batch 2>&1)" \
  "Bw line=1 first-player-win
C~ line=2 first-player-win" "chooser-picker --batch on K3 and K4, h:K3: Picker (first) wins both"
is "$(echo 'Gs?G?C' | "$REF" --game h:star:2 --rule monotone-avoider-enforcer --batch 2>&1)" \
  "Gs?G?C line=1 avoider-first=avoider enforcer-first=enforcer" \
  "monotone-avoider-enforcer --batch: the starter wins on Gs?G?C (as above)"

# ---- 3. bad input ----
# bad REGEX ARGS...: one line on stderr, exit 2, matching REGEX
bad() {
  local re=$1 out
  shift
  out=$(ref "$@")
  if [ "$(printf '%s\n' "$out" | wc -l)" = 1 ]; then like "$out" "^ERROR\(2\): ref-game: $re" "refused: $*"
  else fail "refused in one line: $*" "got: $out"; fi
}
bad "--first does not apply to waiter-client" --game conn --n 4 --rule waiter-client --first waiter
bad "--first does not apply to chooser-picker" --game conn --n 4 --rule chooser-picker --first picker
bad "--offer applies to waiter-client and client-waiter" --game conn --n 4 --rule picker-chooser --offer exact
bad "--offer 'some': expected exact or upto" --game conn --n 4 --rule client-waiter --offer some
bad "--bias '2:1': waiter-client takes 1:q" --game conn --n 4 --rule waiter-client --bias 2:1
bad "--bias '1:2': picker-chooser takes 1:1 only" --game conn --n 4 --rule picker-chooser --bias 1:2
bad "--leftover 'picker': expected client, waiter or discard" --game conn --n 4 --rule waiter-client --leftover picker
bad "--leftover 'waiter': expected chooser, picker or discard" --game conn --n 4 --rule chooser-picker --leftover waiter
bad "--leftover applies under --offer exact" --game conn --n 4 --rule waiter-client --offer upto --leftover waiter
bad "--offer and --leftover apply to" --game conn --n 4 --first maker --leftover discard
bad "--offer and --leftover apply to" --game conn --n 4 --rule monotone-avoider-enforcer --first avoider --offer upto
bad "--first avoider\|enforcer is required" --game conn --n 4 --rule monotone-avoider-enforcer
bad "--first 'waiter': expected avoider or enforcer" --game conn --n 4 --rule monotone-avoider-enforcer --first waiter
bad "--to-move applies to ramsey --rule avoid-plus and monotone-avoider-enforcer only" --game conn --n 4 --rule avoider-enforcer --first avoider --avoider 0-1 --to-move second
bad "--maker does not apply to this game" --game conn --n 4 --rule waiter-client --maker 0-1
bad "--rule 'waiter': expected maker-breaker, .* waiter-client, client-waiter, picker-chooser or chooser-picker" --game conn --n 4 --rule waiter
bad "give --n N or --board G6" --game conn --rule picker-chooser
bad "--batch reads its boards from stdin" --game conn --n 4 --rule client-waiter --batch
bad "--winner-role: --batch of this family prints the winning roles already" --game conn --rule monotone-avoider-enforcer --batch --winner-role
bad "pm does not apply on 5 vertices" --game pm --n 5 --rule waiter-client
done_testing
