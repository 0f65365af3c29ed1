/* tests/cert-runs.c: certs/cert_write.c writes the same file whether its
 * entries stay in memory or go to runs on a file (cert_run_entries, the
 * merge in cert_finish): the same entries in a random order, with exact
 * duplicates, written with one run and with runs of 1, 7 and 1000 entries,
 * and blocks of 16384 and of 10 entries, give the same content_hash and
 * entries; different moves for one key in two runs are refused (and leave
 * no file in the directory), or with cert_allow_conflicts keep the least.
 * Usage: cert-runs DIR (an empty directory). Prints one line a check;
 * exits 1 if one fails. */
#include "../certs/cert.h"

#include <dirent.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define L 5
#define N 20000

static const char *dir;
static int bad;

static void check(int ok, const char *what)
{
    printf("%s: %s\n", ok ? "ok" : "FAILED", what);
    bad |= !ok;
}

/* The header field name of file f, or "" (a static buffer). */
static const char *header(const char *f, const char *name)
{
    static char v[128];
    sqlite3 *db;
    sqlite3_stmt *st;
    v[0] = 0;
    if (sqlite3_open_v2(f, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
        sqlite3_prepare_v2(db, "SELECT value FROM header WHERE name = ?1", -1, &st, NULL) == SQLITE_OK) {
        sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
        if (sqlite3_step(st) == SQLITE_ROW)
            snprintf(v, sizeof v, "%s", (const char *)sqlite3_column_text(st, 0));
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return v;
}

/* Writes the n entries key[i], move[i] to DIR/name with runs of run
 * entries (0: the default) and blocks of block; returns cert_finish's
 * result, its message in err. */
static int write(const char *name, uint8_t (*key)[L], const uint8_t *move, size_t n, size_t run, size_t block,
                 int conflicts, char *err)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cert_writer *w = cert_create(path, L, err, 256);
    if (!w)
        return -1;
    if (run)
        cert_run_entries(w, run);
    if (conflicts)
        cert_allow_conflicts(w);
    int rc = cert_header(w, "magic", "test");
    for (size_t i = 0; i < n && rc == 0; i++)
        rc = cert_add(w, key[i], move[i]);
    if (rc == 0)
        rc = cert_finish(w, 0, block, NULL);
    snprintf(err, 256, "%s", rc ? cert_errmsg(w) : "");
    cert_free(w);
    return rc;
}

static int files_in_dir(void)
{
    int k = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));)
        k += e->d_name[0] != '.';
    if (d)
        closedir(d);
    return k;
}

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    dir = argv[1];
    static uint8_t key[N][L], move[N];
    char err[256], path[512], ref_hash[128] = "", ref_entries[32] = "";
    unsigned x = 12345;
    for (size_t i = 0; i < N; i++) {   /* a quarter of them repeat an earlier entry exactly */
        size_t from = i >= 4 && (x = x * 1103515245u + 12345u) >> 30 == 0 ? (x >> 8) % i : i;
        for (int j = 0; j < L; j++)
            key[i][j] = from == i ? (uint8_t)((x = x * 1103515245u + 12345u) >> 16) : key[from][j];
        move[i] = (uint8_t)(key[i][0] ^ key[i][3]);
    }
    size_t runs[] = {0, 1, 7, 1000}, blocks[] = {0, 10};
    for (int b = 0; b < 2; b++)
        for (int r = 0; r < 4; r++) {
            char name[64], what[160];
            snprintf(name, sizeof name, "r%zu-b%zu.cert", runs[r], blocks[b]);
            int rc = write(name, key, move, N, runs[r], blocks[b], 0, err);
            snprintf(path, sizeof path, "%s/%s", dir, name);
            snprintf(what, sizeof what, "runs of %zu entries (0: all in memory), blocks of %zu (0: 16384): written%s%s",
                     runs[r], blocks[b], rc ? ": " : "", err);
            check(rc == 0, what);
            if (r == 0) {
                snprintf(ref_hash, sizeof ref_hash, "%s", header(path, "content_hash"));
                snprintf(ref_entries, sizeof ref_entries, "%s", header(path, "entries"));
                continue;
            }
            snprintf(what, sizeof what, "runs of %zu entries, blocks of %zu: content_hash and entries (%s) as in memory",
                     runs[r], blocks[b], ref_entries);
            check(!strcmp(header(path, "content_hash"), ref_hash) && !strcmp(header(path, "entries"), ref_entries) &&
                      ref_hash[0],
                  what);
        }
    int before = files_in_dir();
    /* key[0] again with another move, in a later run */
    static uint8_t key2[N + 1][L], move2[N + 1];
    memcpy(key2, key, sizeof key);
    memcpy(move2, move, sizeof move);
    memcpy(key2[N], key[0], L);
    move2[N] = (uint8_t)(move[0] ^ 1);
    int rc = write("conflict.cert", key2, move2, N + 1, 1000, 0, 0, err);
    check(rc != 0 && strstr(err, "two different moves"), "two moves for one key in two runs: refused");
    check(files_in_dir() == before, "no file left by the refused certificate");
    rc = write("least.cert", key2, move2, N + 1, 1000, 0, 1, err);
    move2[0] = move[0] < move2[N] ? move[0] : move2[N];
    int rc2 = write("least-ref.cert", key2, move2, N, 0, 0, 0, err);
    char a[128];
    snprintf(path, sizeof path, "%s/least.cert", dir);
    snprintf(a, sizeof a, "%s", header(path, "content_hash"));
    snprintf(path, sizeof path, "%s/least-ref.cert", dir);
    check(rc == 0 && rc2 == 0 && a[0] && !strcmp(a, header(path, "content_hash")),
          "with cert_allow_conflicts the least move is kept across runs");
    return bad;
}
