/* play.h: `posproof play CERT`: you play the losing side of a certificate's
 * game in the terminal, posproof answers at once with the certified moves
 * (strategy.h: the stored move, or a short win found by the game's rules).
 *
 * Standard output gets the claim, who plays what, and then, move by move:
 * "PLAYER plays MOVE" for posproof's moves, "position: WORDS" before each of
 * your turns, the prompt "PLAYER> " (your player's name), and at the end
 * "game over: OUTCOME". You type one move a line in your own labels ("0-1",
 * Subh "0>1", Sim+ also "stop"), or "quit". An illegal or unreadable move
 * gets one line, "illegal move 'TEXT': WHY", and the prompt again.
 */
#ifndef POSPROOF_PLAY_H
#define POSPROOF_PLAY_H

/* Plays the certificate at path against standard input. Returns the exit
 * status: 0 when the game ended (or you quit, or the input ended); 1 when
 * the certificate has no move at a position of the game (it does not prove
 * its claim); 2 after one line on stderr for a file that cannot be read. */
int play_run(const char *path);

#endif
