/* cert2seed.c - turns a certificate into an input of fuzz-struct (the
 * encoding of fuzz/README.md): its header lines, then each block with its
 * decompressed content (flags DERIVE | SORT) or, if the block does not
 * decompress to entries * (L + 1) bytes, its data as stored (flag RAW).
 * header.entries becomes "entries=auto" when every block decompressed.
 *
 * Usage: cert2seed CERT OUT   exit 0 written, 1 not convertible
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>
#include <zstd.h>

enum { DERIVE = 1, RAW = 2, SORT = 16 };

static void u16(FILE *f, size_t v)
{
    putc((int)(v & 255), f);
    putc((int)(v >> 8 & 255), f);
}

int main(int argc, char **argv)
{
    sqlite3 *db;
    sqlite3_stmt *st;
    if (argc != 3 || sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL))
        return 1;
    char *body = NULL, *head = NULL;
    size_t blen = 0, hlen = 0;
    FILE *b = open_memstream(&body, &blen), *h = open_memstream(&head, &hlen);
    int all = 1, ok = 1;
    if (sqlite3_prepare_v2(db, "SELECT first_key, entries, data FROM block "
                           "ORDER BY first_key", -1, &st, NULL) != SQLITE_OK)
        return 1;
    while (ok && sqlite3_step(st) == SQLITE_ROW) {
        int klen = sqlite3_column_bytes(st, 0);
        const void *key = sqlite3_column_blob(st, 0);
        long long e = sqlite3_column_int64(st, 1);
        const void *data = sqlite3_column_blob(st, 2);
        size_t size = (size_t)sqlite3_column_bytes(st, 2);
        unsigned long long cs = data ? ZSTD_getFrameContentSize(data, size) : 0;
        void *out = NULL;
        size_t got = 0;
        if (klen > 255 || e < 0 || e > 65535) {
            ok = 0;
            break;
        }
        if (cs < 65536 && cs == (unsigned long long)e * (unsigned)(klen + 1)) {
            out = malloc(cs + 1);
            got = ZSTD_decompress(out, cs, data, size);
        }
        if (out && got == cs) {
            putc(DERIVE | SORT, b);
            putc(klen, b);
            fwrite(key, 1, (size_t)klen, b);
            u16(b, (size_t)e);
            u16(b, got);
            fwrite(out, 1, got, b);
        } else if (size < 65536) {
            all = 0;
            putc(RAW, b);
            putc(klen, b);
            fwrite(key, 1, (size_t)klen, b);
            u16(b, (size_t)e);
            u16(b, size);
            fwrite(data, 1, size, b);
        } else {
            ok = 0;
        }
        free(out);
    }
    sqlite3_finalize(st);
    if (ok && sqlite3_prepare_v2(db, "SELECT name, value FROM header", -1, &st,
                                 NULL) == SQLITE_OK) {
        while (sqlite3_step(st) == SQLITE_ROW) {
            const char *n = (const char *)sqlite3_column_text(st, 0);
            const char *v = (const char *)sqlite3_column_text(st, 1);
            if (!n || !v || strchr(n, '\n') || strchr(v, '\n'))
                continue;
            if (all && strcmp(n, "entries") == 0)
                v = "auto";
            fprintf(h, "%s=%s\n", n, v);
        }
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    fclose(b);
    fclose(h);
    FILE *o = ok ? fopen(argv[2], "wb") : NULL;
    if (o) {
        fwrite(head, 1, hlen, o);
        putc('\n', o);
        fwrite(body, 1, blen, o);
        ok = fclose(o) == 0;
    }
    free(body);
    free(head);
    return ok && o ? 0 : 1;
}
