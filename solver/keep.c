/* keep.c: the keep file (keep.h), as docs/keep.md lays it out: three text
 * lines, then the entries as little-endian 64-bit words, then a checksum
 * word over them. */
#include "keep.h"

#include "board.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define KEEP_MAGIC "posproof keep 1\n"
#define KEEP_LINE 1024   /* the longest text line read */

/* The checksum of the words so far (h) with word w added. */
static uint64_t sum_word(uint64_t h, uint64_t w)
{
    return board_mix(h ^ w) + 0x9E3779B97F4A7C15ULL;
}

static void put_le(unsigned char *p, uint64_t w)
{
    for (int i = 0; i < 8; i++)
        p[i] = (unsigned char)(w >> (8 * i));
}

static uint64_t get_le(const unsigned char *p)
{
    uint64_t w = 0;
    for (int i = 0; i < 8; i++)
        w |= (uint64_t)p[i] << (8 * i);
    return w;
}

/* Reads one text line into line (its newline removed). 0, or -1. */
static int read_line(FILE *f, char *line, size_t len)
{
    if (!fgets(line, (int)len, f))
        return -1;
    size_t l = strlen(line);
    if (l == 0 || line[l - 1] != '\n')
        return -1;
    line[l - 1] = 0;
    return 0;
}

int keep_load(tt *t, const char *path, const char *game, size_t *loaded, char *err, size_t errlen)
{
    *loaded = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errno == ENOENT)
            return 1;
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    char line[KEEP_LINE];
    unsigned long long count = 0;
    int words = 0, min_code = 0, rc = -1;
    if (!fgets(line, sizeof line, f) || strcmp(line, KEEP_MAGIC) != 0) {
        snprintf(err, errlen, "%s is not a keep file of posproof (its first line is not \"posproof keep 1\")", path);
        goto out;
    }
    if (read_line(f, line, sizeof line) != 0 || strncmp(line, "game ", 5) != 0) {
        snprintf(err, errlen, "%s: damaged keep file (no line \"game\")", path);
        goto out;
    }
    if (strcmp(line + 5, game) != 0) {
        snprintf(err, errlen, "%s is the keep file of another game or build (%s; this run: %s)", path, line + 5, game);
        goto out;
    }
    if (read_line(f, line, sizeof line) != 0 ||
        sscanf(line, "entries %llu words %d min_code %d", &count, &words, &min_code) != 3 || words != TT_WORDS) {
        snprintf(err, errlen, "%s: damaged keep file (line \"entries\")", path);
        goto out;
    }
    uint64_t h = 0, e[TT_WORDS];
    unsigned char buf[8 * TT_WORDS];
    for (unsigned long long i = 0; i < count; i++) {
        if (fread(buf, 1, sizeof buf, f) != sizeof buf) {
            snprintf(err, errlen, "%s: damaged keep file (it ends after %llu of its %llu entries)", path, i, count);
            goto out;
        }
        for (int j = 0; j < TT_WORDS; j++) {
            e[j] = get_le(buf + 8 * j);
            h = sum_word(h, e[j]);
        }
        if (tt_code(e) < min_code || tt_put(t, e) != 0) {
            snprintf(err, errlen, "%s: damaged keep file (entry %llu is none of this build's)", path, i + 1);
            goto out;
        }
        (*loaded)++;
    }
    const char *why = fread(buf, 1, 8, f) != 8 ? "it ends before its checksum"
                    : get_le(buf) != h          ? "its checksum does not match its entries"
                    : fgetc(f) != EOF           ? "bytes after its checksum"
                                                : NULL;
    if (why) {
        snprintf(err, errlen, "%s: damaged keep file (%s)", path, why);
        goto out;
    }
    rc = 0;
out:
    fclose(f);
    return rc;
}

typedef struct saver {
    FILE *f;
    size_t max;              /* entries allowed */
    size_t saved;
    uint64_t sum;
    int failed;
} saver;

static int save_entry(void *arg, const uint64_t *e)
{
    saver *sv = arg;
    if (sv->saved == sv->max)
        return 1;
    unsigned char buf[8 * TT_WORDS];
    for (int j = 0; j < TT_WORDS; j++) {
        put_le(buf + 8 * j, e[j]);
        sv->sum = sum_word(sv->sum, e[j]);
    }
    if (fwrite(buf, 1, sizeof buf, sv->f) != sizeof buf) {
        sv->failed = 1;
        return 1;
    }
    sv->saved++;
    return 0;
}

static int count_entry(void *arg, const uint64_t *e)
{
    size_t *hist = arg;
    hist[tt_code(e)]++;
    return 0;
}

int keep_save(tt *t, const char *path, const char *tmp_path, const char *game, size_t max_bytes, size_t *saved,
              int *min_code, char *err, size_t errlen)
{
    /* The least work code whose entries and those of more work fit
     * max_bytes; where even the entries of the top code met do not, as
     * many of those as fit. */
    size_t hist[TT_CODES] = {0}, max = max_bytes / (8 * TT_WORDS), count = 0;
    tt_each(t, 1, count_entry, hist);
    int c = TT_CODES - 1;
    for (int k = TT_CODES - 1; k >= 1 && count + hist[k] <= max; k--) {
        count += hist[k];
        c = k;
    }
    if (count == 0) {
        while (c > 1 && hist[c] == 0)
            c--;
        count = hist[c] < max ? hist[c] : max;
    }
    *min_code = c;
    errno = 0;
    FILE *f = fopen(tmp_path, "wb");
    if (!f) {
        snprintf(err, errlen, "%s: %s", tmp_path, strerror(errno));
        return -1;
    }
    saver sv = {f, count, 0, 0, 0};
    /* The count is written again once known: other threads may have
     * replaced some of the entries counted (tt_each), so it may be less;
     * its field has a fixed width. */
    fprintf(f, "%sgame %s\n", KEEP_MAGIC, game);
    long at = ftell(f);
    fprintf(f, "entries %20zu words %d min_code %d\n", count, TT_WORDS, c);
    tt_each(t, c, save_entry, &sv);
    unsigned char buf[8];
    put_le(buf, sv.sum);
    int bad = sv.failed || at < 0 || fwrite(buf, 1, 8, f) != 8 || fseek(f, at, SEEK_SET) != 0;
    bad |= fprintf(f, "entries %20zu words %d min_code %d\n", sv.saved, TT_WORDS, c) < 0;
    bad |= fflush(f) != 0 || fsync(fileno(f)) != 0;
    bad |= fclose(f) != 0;
    if (bad || (path && rename(tmp_path, path) != 0)) {
        snprintf(err, errlen, "%s: %s", bad ? tmp_path : path, errno ? strerror(errno) : "the write failed");
        unlink(tmp_path);
        return -1;
    }
    *saved = sv.saved;
    return 0;
}

int keep_link(const char *tmp_path, const char *path, char *err, size_t errlen)
{
    if (link(tmp_path, path) != 0) {
        if (errno == EEXIST)
            return 1;
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    unlink(tmp_path);
    return 0;
}
