#!/usr/bin/env bash
# A sharded proof run by a real Slurm: a private single-node cluster on
# localhost (scripts/slurm-local.sh via tests/lib-slurm.sh) runs the job
# array posproof split writes (DIR/shards.sbatch, one shard a task, with
# the memory and time --estimate asks for); merge then has the verdict of
# the unsharded solve, and every shard it relies on is VERIFIED. Then the array
# is submitted again: every task finds its shard done and solves nothing.
# A Slurm that cannot be started (not root, packages missing) is a failure,
# unless POSPROOF_REQUIRE_SLURM=0 makes the test optional (tests/lib-slurm.sh).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/lib-slurm.sh"

slurm_up_or_skip
pass "a private Slurm is up ($SLURM_CONF)"

for spec in "ham8 3 --game ham --n 8 --first maker"; do
  set -- $spec
  name=$1 depth=$2; shift 2
  sd="$TMP/$name"
  want=$("$PP" solve "$@" --quiet | sed -n 's/.* winner=\([a-z]*\).*/\1/p')
  "$PP" split "$@" --depth "$depth" --out "$sd" --estimate 2 >"$TMP/split.out" 2>&1
  n=$(sed -n 's/^shards //p' "$sd/manifest")
  like "$(cat "$sd/shards.sbatch")" "#SBATCH --array=1-$n" "$name: shards.sbatch is an array of the $n shards"
  like "$(cat "$sd/shards.sbatch")" "#SBATCH --mem=[0-9]+M" "$name: it asks for memory (from the estimate)"
  # --estimate 2 solved shards 1 and n; a piece of the array, as past
  # MaxArraySize: task 1 with offset n - 2 is shard n - 1
  est=$(ls "$sd"/s*.json 2>/dev/null | wc -l | tr -d ' ')
  timeout 300 sbatch --parsable --wait --array=1-1 --export=ALL,POSPROOF_OFFSET=$((n - 2)) "$sd/shards.sbatch" \
    >/dev/null 2>"$TMP/sbatch.err"
  is "$(ls "$sd"/s*.json 2>/dev/null | wc -l | tr -d ' ')" $((est + 1)) \
    "$name: a piece submitted with --array=1-1 and POSPROOF_OFFSET=$((n - 2)) solved one shard more than the $est of --estimate" "$(cat "$TMP/sbatch.err")"
  like "$(cat "$sd"/slurm-*_1.out 2>&1)" "^shard $((n - 1)) of $n: " "$name: and that shard is shard $((n - 1))"
  jid=$(timeout 300 sbatch --parsable --wait "$sd/shards.sbatch" 2>"$TMP/sbatch.err"); rc=$?
  is "$rc" 0 "$name: sbatch --wait of the job array exits 0" "$(cat "$TMP/sbatch.err")"
  is "$(ls "$sd"/s*.json | wc -l | tr -d ' ')" "$n" "$name: every array task wrote its shard"
  is "$(cat "$sd"/slurm-"$jid"_*.out | grep -c 'done already')" $((est + 1)) "$name: the whole array then found those $((est + 1)) shards done"
  like "$(scontrol -o show job "${jid}_1" 2>&1)" "ArrayJobId=$jid" "$name: the tasks ran as array job $jid"
  out=$("$PP" merge "$sd" --cert "$sd/top.cert" --single "$sd/one.cert" --quiet 2>&1)
  like "$out" "^merge: $want wins" "$name: merged, with the unsharded winner ($want)"
  like "$("$CK" "$sd/one.cert" "$@" --winner "$want" --quiet 2>&1)" "^VERIFIED: " "$name: the one certificate of --single is VERIFIED"
  bad=$(sqlite3 -separator ' ' "$sd/top.cert" "SELECT start, shard FROM assumption" | while read -r start f; do
          "$CK" "$sd/$f" "$@" --start "$start" --winner "$want" --quiet >/dev/null 2>&1 || echo "$f"; done)
  is "$bad" "" "$name: every shard the top names is VERIFIED from its start"
  before=$(stat -c '%n %i %Y' "$sd"/s*.cert | sort)
  jid2=$(timeout 300 sbatch --parsable --wait "$sd/shards.sbatch" 2>/dev/null)
  is "$(cat "$sd"/slurm-"${jid2}"_*.out | grep -c 'done already')" "$n" "$name: submitted again, every task finds its shard done"
  is "$(stat -c '%n %i %Y' "$sd"/s*.cert | sort)" "$before" "$name: and no shard file is written again"
done
slurm_down
done_testing
