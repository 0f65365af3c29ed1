#!/usr/bin/env bash
# Reproducible certificates (certs/FORMAT.md 2, docs/usage.md): the same
# solve on one thread, run twice, writes byte-identical files (cmp), with
# no time of writing nor run time in the header; the checker VERIFIES
# them, and still accepts an older file that has `created`. Games:
# Maker-Breaker by depth-first search (HAM8, two blocks) and by
# proof-number search (h:K4 on K7, --prover auto's choice with a
# certificate), Avoider-Enforcer, a Ramsey game with draws (misere K3 on
# K5: two files), Subh, the shared graph, a solve from a position, and a
# sharded proof: each shard, the top and merge --single's one file.
. "$(dirname "$0")/lib.sh"
need sqlite3 cmp
cd "$TMP" || exit 1

twice() {   # NAME FILE ARGS...: solves ARGS into run1/FILE and run2/FILE, then compares every file written
  local name=$1 file=$2 d f n=0 same=1 why=""
  shift 2
  for d in run1 run2; do
    rm -rf "$d"; mkdir "$d"
    "$PP" solve "$@" --threads 1 --mem 256 --quiet --cert "$d/$file" >"$d/out" 2>"$d/err" ||
      { fail "$name: solved" "$(cat "$d/err")"; return; }
  done
  for f in run1/*.cert; do
    [ -e "$f" ] || break
    n=$((n + 1))
    cmp -s "$f" "run2/${f#run1/}" || { same=0; why="$why ${f#run1/} differs:$(cmp "$f" "run2/${f#run1/}" 2>&1)"; }
  done
  [ "$n" -ge 1 ] && [ "$same" = 1 ] && pass "$name: the same bytes twice ($n file(s), sha256 $(sha256sum run1/*.cert | cut -c1-12 | tr '\n' ' '))" ||
    fail "$name: the same bytes twice" "files: $n;$why"
  cp -r run1 "keep-$file"
}

twice "ham K8, Maker first (depth-first search)" ham8.cert --game ham --n 8 --first maker
twice "h:K4 on K7, Maker first (proof-number search)" k4.cert --game h:K4 --n 7 --first maker
twice "avoider-enforcer ham K7" ae.cert --game ham --rule avoider-enforcer --n 7 --first avoider
twice "ramsey misere K3 on K5: a draw, two files" mis.cert --game ramsey --H K3 --n 5 --rule misere
is "$(ls keep-mis.cert/*.cert | wc -l)" 2 "the draw is two files"
twice "subh K6" subh.cert --game subh --n 6 --creator first
twice "shared avoid h:K3 on K7" shared.cert --game shared --property h:K3 --rule avoid --n 7
twice "ham K7 from a position" pos.cert --game ham --n 7 --first breaker --maker 0-1,1-2 --breaker 2-3

# No time of writing, no run time: the header's names.
names=$(sqlite3 keep-ham8.cert/ham8.cert "SELECT name FROM header ORDER BY name" | tr '\n' ' ')
like "$names" ' positions ' "the header keeps the positions searched (one thread: the same at each run)"
if printf '%s\n' "$names" | grep -Eq '(^| )(created|solve_seconds) '; then fail "no created, no solve_seconds in the header" "$names"
else pass "no created, no solve_seconds in the header"; fi
"$CK" keep-ham8.cert/ham8.cert --game ham --n 8 --first maker --winner maker --threads 1 --quiet >ck.out 2>&1
is "$?" 0 "the reproducible certificate is VERIFIED"
# An older file, with created and solve_seconds: still VERIFIED.
cp keep-ham8.cert/ham8.cert old.cert
sqlite3 old.cert "INSERT INTO header VALUES('created', '2025-01-02T03:04:05Z'); INSERT INTO header VALUES('solve_seconds', '0.052')"
"$CK" old.cert --game ham --n 8 --first maker --winner maker --threads 1 --quiet >ck.out 2>&1
is "$?" 0 "a file with created and solve_seconds (as posproof wrote before) is VERIFIED"
like "$("$CKC" old.cert --quiet 2>&1)" "^VERIFIED: " "... by posproof-check-core too"

# A sharded proof, split and solved twice: every shard, the top and the
# one file of merge --single are the same bytes.
game=(--game fhp --n 7 --first breaker)
for d in s1 s2; do
  "$PP" split "${game[@]}" --depth 2 --out "$d" >/dev/null 2>&1 || bail_out "split $d"
  for k in $(seq "$(sed -n 's/^shards //p' "$d/manifest")"); do
    "$PP" shard "$d" "$k" --threads 1 --mem 256 --quiet >/dev/null 2>&1 || fail "shard $d $k"
  done
  "$PP" merge "$d" --cert "$d/top.cert" --single "$d/one.cert" --threads 1 --mem 256 --quiet >/dev/null 2>&1 ||
    fail "merge $d"
done
n=0 diff=""
for f in s1/*.cert; do
  n=$((n + 1))
  cmp -s "$f" "s2/${f#s1/}" || diff="$diff ${f#s1/}"
done
at_least "$n" 3 "the sharded proof: shards, top and one file written"
is "$diff" "" "the sharded proof, twice: every certificate the same bytes ($n files)"
"$CK" s1/one.cert "${game[@]}" --winner breaker --threads 1 --quiet >ck.out 2>&1
is "$?" 0 "the one file of the sharded proof is VERIFIED"
done_testing
