#!/usr/bin/env bash
# merge --single when an entry no strategy reaches shares its key with one
# another file's strategy needs (fixed at 3bb7c35, 2026-11-26).
#
# FHP7 with Breaker first, split at depth 2: the top assumes several shards,
# at whose starts Breaker (the winner) is to move. Shard A's start is a
# position A's own replay consults (it has an entry there, move mA). Into
# another assumed shard B, which has no entry under that key, an entry is
# planted under it: a canonical pair taken in that position, less than mA
# (the blocks, entries and content_hash rewritten; merge records B's new
# SHA-256). Each file still proves its claim on its own -- B's replay never
# reaches the planted key -- and so does the top with its shards. The one
# file of merge --single must keep A's move under the key (the planted move
# is not even legal there) and be VERIFIED. Taking the least move of every
# file's entries, as merge --single did before, kept the planted one.
. "$(dirname "$0")/lib.sh"
PY=python3
[ -x /usr/bin/python3 ] && PY=/usr/bin/python3
need sqlite3 "$PY"
"$PY" -c 'import zstandard' 2>/dev/null || bail_out "python3 without zstandard (scripts/deps.sh installs python3-zstandard)"
cd "$TMP" || exit 1
game=(--game fhp --n 7 --first breaker)

"$PP" split "${game[@]}" --depth 2 --out sd >/dev/null 2>&1
for k in $(seq "$(sed -n 's/^shards //p' sd/manifest)"); do
  "$PP" shard sd "$k" --threads 1 --quiet >/dev/null 2>&1
done
"$PP" merge sd --cert sd/top.cert --single one0.cert --threads 1 --quiet >merge.out 2>&1
like "$(cat merge.out)" "^merge: breaker wins .* [2-9] assumptions" "FHP7 Breaker first split at depth 2: a top assuming several shards"

# the key (in the shards' kind) of each assumed shard's start and its file
sqlite3 -separator ' ' sd/top.cert "SELECT start, shard FROM assumption ORDER BY shard" |
while read -r start name; do
  flags=$(sed -n "s/^shard [0-9]* $start //p" sd/manifest)
  # shellcheck disable=SC2086
  key=$("$PP" key "${game[@]}" $flags | sed -n 's/^key //p')
  echo "$name $key"
done >roots

# plant: the first shard A whose start has an entry mA and a taken pair p < mA,
# and a shard B without that key; prints "B A KEY mA p W", W the key as the
# one file has it (layered-3state-v1 keys get the turn byte of layered-v2:
# the parity of the pairs taken, FORMAT.md 6.4)
plan=$(PYTHONPATH="$TOP/python" "$PY" - sd roots <<'EOF'
import sys
from posproof_cert import Certificate
d, roots = sys.argv[1], [l.split() for l in open(sys.argv[2])]
ent = {}
for name, _ in roots:
    with Certificate(d + '/' + name) as c:
        ent[name] = dict(c.items())
for a, khex in roots:
    key = bytes.fromhex(khex)
    if key not in ent[a]:
        continue
    ma = ent[a][key]
    taken = [p for p in range(ma) if (key[p // 4] >> (2 * (p % 4))) & 3 in (1, 2)]
    others = [b for b, _ in roots if b != a and key not in ent[b]]
    if taken and others:
        with Certificate(d + '/top.cert') as c:
            top_len = c.key_length
        wide = key
        if len(key) + 1 == top_len:
            wide += bytes([sum(((b >> s) & 3) != 0 for b in key for s in (0, 2, 4, 6)) % 2])
        print(others[0], a, khex, ma, taken[0], wide.hex())
        break
EOF
)
read -r B A K MA P W <<<"$plan"
if [ -z "$P" ]; then
  fail "a shard key to plant in another shard" "roots: $(cat roots)" "$plan"
  done_testing; exit 0
fi
pass "plant under the key $K of $A's start (its move $MA) the move $P (a pair taken there) into $B"

"$PY" - "sd/$B" "$K" "$P" <<'EOF'
import hashlib, sqlite3, sys, zstandard
path, key, move = sys.argv[1], bytes.fromhex(sys.argv[2]), int(sys.argv[3])
db = sqlite3.connect(path)
L = len(key)
ent = {}
for data, c in db.execute("SELECT data, entries FROM block"):
    raw = zstandard.ZstdDecompressor().decompress(data)
    for i in range(c):
        ent[bytes(raw[j * c + i] for j in range(L))] = raw[L * c + i]
assert key not in ent
ent[key] = move
keys = sorted(ent)
db.execute("DELETE FROM block")
blobs = []
for s in range(0, len(keys), 16384):
    run = keys[s:s + 16384]
    raw = bytes(k[j] for j in range(L) for k in run) + bytes(ent[k] for k in run)
    blob = zstandard.ZstdCompressor(write_checksum=True, write_content_size=True).compress(raw)
    db.execute("INSERT INTO block VALUES (?, ?, ?)", (run[0], len(run), blob))
    blobs.append(blob)
for name, value in (("entries", len(keys)), ("blocks", len(blobs)),
                    ("content_hash", hashlib.sha256(b"".join(blobs)).hexdigest())):
    db.execute("UPDATE header SET value = ? WHERE name = ?", (str(value), name))
db.commit()
EOF
"$PP" merge sd --cert sd/top.cert --single one.cert --threads 1 --quiet >merge.out 2>&1
is "$?" 0 "merge --single after the planting" "$(cat merge.out)"
is "$(sqlite3 sd/top.cert "SELECT sha256 FROM assumption WHERE shard = '$B'")" "$(sha256sum <"sd/$B" | cut -c1-64)" \
  "the top records $B with the planted entry"

# each file proves its claim on its own, and the top with its shards
like "$("$CK" "sd/$B" "${game[@]}" --start "$(sqlite3 sd/top.cert "SELECT start FROM assumption WHERE shard = '$B'")" \
  --winner breaker --threads 1 --quiet 2>&1)" "^VERIFIED: " "$B with the planted entry is VERIFIED alone (its replay never reaches it)"
like "$("$CK" sd/top.cert "${game[@]}" --winner breaker --shards sd --threads 1 --quiet 2>&1)" \
  "^VERIFIED: .*\(the top and [0-9]+ shards\)$" "the top with its shards is VERIFIED"

# the one file: A's move under the key, VERIFIED (by both checkers), and
# the same as without the planted entry
is "$("$PP" dump one.cert | awk -v k="$W" '$1 == k { print $2 }')" "$MA" \
  "the one file keeps $A's move $MA under $W, not the planted $P"
like "$("$CK" one.cert "${game[@]}" --winner breaker --threads 1 --quiet 2>&1)" "^VERIFIED: " \
  "the one file of merge --single is VERIFIED"
like "$("$CKC" one.cert --quiet 2>&1)" "^VERIFIED: " "the one file is VERIFIED by posproof-check-core"
if cmp -s <("$PP" dump one0.cert) <("$PP" dump one.cert); then pass "the one file's entries are those it had before the planting"
else fail "the one file's entries are those it had before the planting" "$(diff <("$PP" dump one0.cert) <("$PP" dump one.cert) | head -5)"; fi
done_testing
