#!/usr/bin/env bash
# python/posproof_cert.py, the Python reader, against the C tools: on every
# certificate in strategies/ it reads as many entries as the header says,
# the same entries as `posproof dump` prints (all of them where the
# certificate is small), and, replaying the principal line `posproof show
# --line` prints, the same move as show for the winner at every position of
# the line where the strategy has an entry (the others are short wins,
# FORMAT.md 6.3, which show finds by the rules and a reader does not).
# Bad input: one CertificateError line, never a traceback.
. "$(dirname "$0")/lib.sh"
# The Debian python3 (with python3-zstandard) before any other on PATH.
PY=python3
[ -x /usr/bin/python3 ] && PY=/usr/bin/python3
if ! "$PY" -c 'import zstandard' 2>/dev/null; then
  fail "python3 with zstandard (Debian python3-zstandard, scripts/deps.sh)" "$("$PY" -c 'import zstandard' 2>&1)"
  done_testing; exit 0
fi
export PYTHONPATH="$TOP/python"

# Entries: count, order and content against posproof dump.
for cert in "$TOP"/strategies/*.cert; do
  name=$(basename "$cert")
  out=$("$PY" - "$cert" <<'EOF' 2>&1
import sys
from posproof_cert import Certificate
with Certificate(sys.argv[1]) as c:
    prev, k = None, 0
    for key, move in c.items():       # the largest: their first 1000
        assert prev is None or key > prev, "keys not ascending"
        prev, k = key, k + 1
        if k <= 1000 or c.entries <= 20000:
            print(key.hex(), move)
        if k == 1000 and c.entries > 1000000:
            break
    print("entries", k)
EOF
  )
  total=$(sqlite3 "$cert" "select value from header where name='entries'")
  want=$total
  [ "$total" -gt 1000000 ] && want=1000     # the largest: their first 1000 read
  if [ "$(printf '%s\n' "$out" | tail -n 1)" != "entries $want" ]; then
    fail "$name: the reader reads the header's number of entries" "$out"
    continue
  fi
  if [ "$total" -le 20000 ]; then
    is "$(printf '%s\n' "$out" | sed '$d')" "$("$PP" dump "$cert" | cut -d' ' -f1,2)" "$name: the reader's entries are posproof dump's"
  else
    is "$(printf '%s\n' "$out" | sed '$d')" "$("$PP" dump "$cert" | head -n 1000 | cut -d' ' -f1,2)" "$name: the reader's first 1000 entries are posproof dump's ($want read of a large file)"
  fi
done

# Moves: along show --line, the reader's move (through posproof key) is show's.
cat >"$TMP/line.py" <<'EOF'
import re, sys
from posproof_cert import Certificate
cert, posproof = sys.argv[1], sys.argv[2]
flags = {"Maker": "maker", "Breaker": "breaker", "Avoider": "avoider",
         "Enforcer": "enforcer", "First": "red", "Second": "blue"}
compared = skipped = 0
with Certificate(cert, posproof=posproof) as c:
    fam = c.header["family"]
    mover = c.header["strategy"].capitalize()
    pos, last = {}, None            # flag -> list of moves; the last mover
    for line in sys.stdin:
        m = re.match(r"\s+\d+\. (\w+) (\S+)$", line)
        if not m:
            continue
        who, move = m.groups()
        flag = {"subh": "arcs", "shared": "edges"}.get(fam, flags.get(who))
        midturn = fam == "ramsey" and c.header["rule"] == "avoid-plus" and last == who
        if who == mover and not midturn:
            args = {k: ",".join(v) for k, v in pos.items()}
            if fam == "ramsey" and c.header["rule"] == "avoid-plus":
                args["to_move"] = who.lower()
            got = c.winning_move(**args)
            if got is None:
                skipped += 1
            elif got != move:
                sys.exit(f"at {args or 'the start'}: the reader says {got}, show {move}")
            else:
                compared += 1
        if move != "stop":
            pos.setdefault(flag, []).append(move)
        last = None if move == "stop" else who
print(f"compared {compared} skipped {skipped}")
EOF
for cert in "$TOP"/strategies/*.cert; do
  name=$(basename "$cert")
  line=$("$PP" show "$cert" --line 2>&1) || { fail "$name: posproof show --line" "$line"; continue; }
  out=$(printf '%s\n' "$line" | "$PY" "$TMP/line.py" "$cert" "$PP" 2>&1)
  like "$out" "^compared [0-9]+ skipped [0-9]+$" "$name: the reader's moves along show --line are show's ($out)"
done

# Bad input: one line naming the problem.
printf 'not a certificate\n' >"$TMP/bad.cert"
out=$("$PY" "$TOP/python/posproof_cert.py" "$TMP/bad.cert" 2>&1); rc=$?
is "$rc:$(printf '%s\n' "$out" | wc -l)" "1:1" "a file that is no SQLite file: exit 1, one line"
like "$out" "not a SQLite file" "... naming the problem"
sqlite3 "$TMP/other.db" "create table t(x)"
out=$("$PY" "$TOP/python/posproof_cert.py" "$TMP/other.db" 2>&1)
like "$out" "^posproof_cert: .*not a posproof certificate" "a SQLite file that is no certificate: refused in one line"
out=$("$PY" "$TOP/python/posproof_cert.py" "$TMP/missing.cert" 2>&1)
like "$out" "^posproof_cert: .*No such file" "a missing file: one line"
out=$("$PY" "$TOP/python/posproof_cert.py" "$TOP/strategies/ham8-maker.cert" 2>&1)
like "$out" "^winner: maker$" "the header of a certificate, printed by the module run as a script"
done_testing
