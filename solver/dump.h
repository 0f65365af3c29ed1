/* dump.h: `posproof dump CERT [--json]`: every strategy entry of a
 * certificate, in ascending key order (FORMAT.md 6.1), one a line on
 * standard output and nothing else:
 *
 *   KEY BYTE MOVE
 *
 * KEY the key in lowercase hexadecimal (2 digits a byte, FORMAT.md 5.4,
 * 5.6, 5.7: the canonical position, with its turn byte unless the key is
 * layered-3state-v1), BYTE the stored move byte in decimal (FORMAT.md 5.5),
 * MOVE that move in the canonical labelling: "a-b" (the canonical pair
 * {a,b}, a < b), in Subh "a>b" (byte q: a < b; q + 128: a > b), "stop"
 * (255), or "?" for a byte that is no move of a board of n vertices. With
 * --json one object a line: {"key": "KEY", "move": BYTE, "canonical": "MOVE"}.
 */
#ifndef POSPROOF_DUMP_H
#define POSPROOF_DUMP_H

/* Prints the entries of the certificate at path. Returns the exit status:
 * 0, or 2 after one line on stderr (a file that cannot be read or a
 * malformed block; the entries before it are printed). */
int dump_run(const char *path, int json);

#endif
