/* key.h: `posproof key`: the certificate key of a position given in the
 * user's labels, as the certificate walk (extract_key) builds it, for
 * every family and key kind:
 *
 *   posproof key GAME [--first ROLE | --creator first|second] [POSITION] [--kind KIND]
 *
 * prints three lines on standard output:
 *
 *   kind KIND        the key kind a certificate of GAME has: layered-3state-v1,
 *                    layered-v2 or oriented-v2 (FORMAT.md 2, 5)
 *   key HEX          the key: 2 lowercase hexadecimal digits a byte
 *                    (FORMAT.md 5.4, 5.6, 5.7; with the turn byte unless
 *                    KIND is layered-3state-v1)
 *   lab L0 L1 ...    the canonical labelling, n decimal numbers: canonical
 *                    vertex k is the user's vertex Lk (FORMAT.md 5.3), so a
 *                    stored move {a, b} (a < b) is the user's pair {La, Lb},
 *                    in Subh q + 128 the arc Lb > La
 *
 * --kind KIND asks for another kind than the game's own: layered-v2 for a
 * game whose certificates have layered-3state-v1 keys (a sharded proof's
 * top has layered-v2 keys, FORMAT.md 6.4); any other is refused.
 *
 * The old form, `posproof key --game ham|hp|fhp|conn|pm --n N [--maker
 * PAIRS] [--breaker PAIRS]` (no --first, no other game flag), prints the
 * layered-3state-v1 key alone, one line of hexadecimal, as it always did.
 */
#ifndef POSPROOF_KEY_H
#define POSPROOF_KEY_H

#include "spec.h"

/* Runs `posproof key` for the resolved sp (legacy: the old form; kind:
 * --kind, or NULL). Returns
 * the exit status: 0, or 2 after one line on stderr. */
int key_run(const spec *sp, int legacy, const char *kind);

#endif
