/* keep.h: what a search proved, kept in a file between runs (`posproof
 * solve --keep FILE`): the entries of the transposition table (tt.h),
 * saved when a search ends, answered or stopped (--seconds, Ctrl-C), and
 * loaded by the next run of the same game, which so starts from what the
 * last one proved. docs/keep.md has the file's format and why loading it
 * is sound for the search (a certificate is checked anyway). Nothing here
 * prints or exits.
 */
#ifndef POSPROOF_KEEP_H
#define POSPROOF_KEEP_H

#include "tt.h"

#include <stddef.h>

/* Loads the keep file path into t if the file exists: *loaded entries.
 * game names the game the table's entries are facts of (docs/keep.md,
 * the line `game`); a file of another game, of another build (pair-set
 * width) or damaged is refused. Returns 0, 1 if there is no file (*loaded
 * = 0), or -1 with err, t then holding some of the file's entries or none. */
int keep_load(tt *t, const char *path, const char *game, size_t *loaded, char *err, size_t errlen);

/* Writes t's entries of most work, at most max_bytes of them, to path
 * (other threads may go on using t: tt_each) through the file tmp_path,
 * renamed into place once complete, so that a file there is replaced only
 * whole (a caller's signal handler may remove tmp_path meanwhile). *saved
 * entries, those of work code *min_code and more (tt.h). 0, or -1 with
 * err and no file made. With path NULL the complete file stays at
 * tmp_path, for keep_link. */
int keep_save(tt *t, const char *path, const char *tmp_path, const char *game, size_t max_bytes, size_t *saved,
              int *min_code, char *err, size_t errlen);

/* Puts the complete file tmp_path (keep_save with path NULL) at path
 * unless a file is there already, which is never replaced (a hard link,
 * then tmp_path removed: atomic, so runs at the same time each get a path
 * of their own). 0; 1 if path exists (tmp_path stays, for another path);
 * -1 with err. */
int keep_link(const char *tmp_path, const char *path, char *err, size_t errlen);

#endif
