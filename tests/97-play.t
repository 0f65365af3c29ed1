#!/usr/bin/env bash
# posproof play (solver/play.h) in a real terminal: a tmux session on a
# private socket, keys sent with send-keys, the screen read with
# capture-pane. The user plays the losing side; posproof answers with the
# certified moves at once, refuses illegal input with one line and says
# who won; board, hint, moves and undo.
. "$(dirname "$0")/lib.sh"
S="$TOP/strategies"
need tmux
SOCK="$TMP/tmux.sock"
T() { tmux -S "$SOCK" "$@"; }
trap 'T kill-server 2>/dev/null; rm -rf "$TMP"' EXIT
# each game in a session of its own (killing the last session of a server
# stops the server, which a new session started at once could race with)
SESSION=0
screen() { T capture-pane -p -t "pp$SESSION" -S -100 2>/dev/null; }
# wait_for REGEX: until the screen matches (10 s at most); 0 if it did
wait_for() {
  local i
  for i in $(seq 100); do screen | grep -Eq -- "$1" && return 0; sleep 0.1; done
  return 1
}
seen() {   # NAME REGEX: the screen shows REGEX (waiting for it)
  if wait_for "$2"; then pass "$1"; else fail "$1" "screen:" "$(screen | grep -v '^$' | tail -15)"; fi
}
send() { T send-keys -t "pp$SESSION" "$1" Enter; }
start() {   # CERT: a new session playing CERT
  SESSION=$((SESSION + 1))
  T new-session -d -s "pp$SESSION" -x 200 -y 60 "$PP play $1; echo EXIT=\$?; sleep 60"
}

# Hamiltonian cycle on K5, Maker first: Breaker wins; you are Maker
start "$S/ham5-maker.cert"
seen "play: the claim" "^claim: Breaker wins the Maker-Breaker game ham on K5"
seen "play: you play the loser" "^you play Maker, posproof plays Breaker"
seen "play: your prompt" "^Maker> ?$"
send 0-1
seen "play: the certified answer at once" "^Breaker plays 0-2$"
send 0-1
seen "play: a pair taken is refused with one line" "^illegal move '0-1': the pair 0-1 is taken already$"
send 7-8
seen "play: a vertex out of range is refused" "^illegal move '7-8': vertex 7 is out of range"
send hello
seen "play: text that is no move is refused" "^illegal move 'hello': expected a pair like 0-1$"
send 1-2
seen "play: the next answer" "^Breaker plays 0-3$"
send board
seen "play: board, the position as a table (row 0)" "^ 0    M B B \.$"
seen "play: board, row 2" "^ 2  B M   \. \.$"
send hint
seen "play: hint, the moves up to symmetry" "^your [0-9]+ legal moves are [0-9]+ up to symmetry: [0-9]-[0-9]"
send moves
seen "play: moves, the game as show --after takes it" "^moves: 0-1,0-2,1-2,0-3$"
send undo
seen "play: undo, back before your last move" "^undone: back before your move 2$"
seen "play: undo, the position before it" "^position: Maker 0-1; Breaker 0-2 \(Maker to move\)$"
send 1-2
seen "play: the same answer again" "^Breaker plays 0-3$"
send 2-3
seen "play: the game ends, won by the certificate's winner" "^game over: Breaker wins$"
seen "play: the moves of the game at its end" "^moves: 0-1,0-2,1-2,0-3,2-3,0-4$"
seen "play: exit status 0" "^EXIT=0$"

# Sim+ (avoid-plus): you are the first player; stop ends your turn
start "$S/simplus.cert"
seen "play Sim+: the prompt" "^First> ?$"
send stop
seen "play Sim+: stop before a colouring is refused" "^illegal move 'stop': stop is legal only after a colouring move"
send 0-1
seen "play Sim+: still your turn after a colouring" "^position: red 0-1; blue none \(first player to move, 1 move made in this turn, which stop ends\)$"
send stop
seen "play Sim+: the second player answers" "^Second plays [0-9]+-[0-9]+$"
send quit
seen "play: quit, with the moves so far" "^you quit: the game is left unfinished \(moves: 0-1,stop,[0-9]+-[0-9]+,stop\)$"

# Subh: arcs; the blocker wins on K4, you are the creator
start "$S/subh4-creator-first.cert"
seen "play Subh: the prompt" "^Creator> ?$"
send 0-1
seen "play Subh: a pair without a direction is refused" "^illegal move '0-1': expected an arc like 0>1"
send '1>0'
seen "play Subh: the blocker answers with an arc" "^Blocker plays [0-9]>[0-9]$"
T kill-server 2>/dev/null
done_testing
