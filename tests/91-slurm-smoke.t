#!/usr/bin/env bash
# The real Slurm the sharded proofs run under (posproof shard DIR K as a job
# array), as a private single-node cluster on localhost
# (scripts/slurm-local.sh via tests/lib-slurm.sh): a job array runs every
# task, two at once where the node has two CPUs; --mem and --time are taken
# (and a --mem larger than the node refused); a failing task makes
# `sbatch --wait` fail; stop cancels a running job and leaves none of the
# daemons, steps or job processes running. A Slurm that cannot be started
# (not root, packages missing) is a failure, unless POSPROOF_REQUIRE_SLURM=0
# makes the test optional (tests/lib-slurm.sh). About 15 s, mostly `sbatch --wait` polling (2 s, then
# 8 s).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/lib-slurm.sh"

t0=$(date +%s%N)
slurm_up_or_skip
ms=$((($(date +%s%N) - t0) / 1000000))
pass "slurm-local.sh start: node idle after $ms ms"
sdir=$SLURM_LOCAL_DIR   # $SLURM_DIR, symbolic links resolved
is "$SLURM_CONF $sdir" "$sdir/slurm.conf $(cd "$SLURM_DIR" && pwd -P)" "SLURM_CONF is the private cluster's ($SLURM_CONF)"
is "$(sinfo -h -N -o '%N %T' 2>&1)" "localhost idle" "sinfo: one node, localhost, idle"
cpus=$(sinfo -h -N -o %c 2>/dev/null)

# ---- 1. a job array: every task runs once, with its own index ----
mkdir -p "$TMP/out"
cat >"$TMP/task.sh" <<'EOF'
#!/bin/sh
# $1: the output directory. Tasks 1 and 2 wait (20 s at most) for each other:
# both written only if they ran at the same time.
out=$1 id=$SLURM_ARRAY_TASK_ID
echo "$id" >"$out/task.$id"
if [ "$id" -le 2 ] && [ "${BOTH:-0}" = 1 ]; then
  touch "$out/here.$id"
  other=$((3 - id)) i=0
  while [ ! -e "$out/here.$other" ] && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
  [ -e "$out/here.$other" ] && echo "$id" >"$out/both.$id"
fi
exit 0
EOF
both=0; [ "${cpus:-1}" -ge 2 ] && both=1
jid=$(BOTH=$both timeout 120 sbatch --parsable --wait --array=1-4 --mem=64M --time=2 \
        -o "$TMP/out/slurm-%A_%a.out" "$TMP/task.sh" "$TMP/out" 2>"$TMP/sbatch.err"); rc=$?
is "$rc" 0 "sbatch --wait --array=1-4 exits 0" "$(cat "$TMP/sbatch.err")"
got=""
for k in 1 2 3 4; do got="$got$(cat "$TMP/out/task.$k" 2>/dev/null || echo -)"; done
is "$got" "1234" "each of the 4 tasks wrote its SLURM_ARRAY_TASK_ID"
is "$(find "$TMP/out" -name 'task.*' | wc -l)" 4 "and no other task ran"
if [ $both = 1 ]; then
  is "$(cat "$TMP/out/both.1" "$TMP/out/both.2" 2>/dev/null | tr -d '\n')" "12" \
    "tasks 1 and 2 ran at the same time ($cpus CPUs, one each)"
else
  pass "# SKIP the node has ${cpus:-?} CPU: no two tasks at once"
fi

# ---- 2. --mem and --time are taken, an impossible --mem refused ----
job=$(scontrol -o show job "${jid}_1" 2>&1)
like "$job" "MinMemoryNode=64M" "--mem=64M is the job's memory (scontrol: MinMemoryNode=64M)"
like "$job" "TimeLimit=00:02:00" "--time=2 is its time limit (scontrol: TimeLimit=00:02:00)"
out=$(sbatch --mem=100000000 --wrap=true -o /dev/null 2>&1); rc=$?
if [ $rc != 0 ] && printf '%s\n' "$out" | grep -q "Memory specification can not be satisfied"; then
  pass "--mem=100000000 (100 TB) is refused at submission"
else
  fail "--mem=100000000 (100 TB) is refused at submission" "exit $rc: $out"
fi

# ---- 3. a failing task makes sbatch --wait fail ----
cat >"$TMP/fail.sh" <<'EOF'
#!/bin/sh
[ "$SLURM_ARRAY_TASK_ID" != 2 ] || exit 3
EOF
timeout 120 sbatch --wait --array=1-3 -o /dev/null "$TMP/fail.sh" >/dev/null 2>"$TMP/sbatch.err"; rc=$?
is "$rc" 3 "sbatch --wait exits 3 when task 2 of 3 exits 3" "$(cat "$TMP/sbatch.err")"

# ---- 4. stop: a running job cancelled, nothing left running ----
sbatch -o /dev/null --wrap="echo \$\$ >'$TMP/out/sleeper.pid'; exec sleep 300" >/dev/null 2>&1
i=0
while [ ! -s "$TMP/out/sleeper.pid" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
sleeper=$(cat "$TMP/out/sleeper.pid" 2>/dev/null)
like "$sleeper" '^[0-9]+$' "a job is running (sleep 300, pid ${sleeper:-none})"
pids=""
for f in "$sdir/run/slurmctld.pid" "$sdir/run/slurmd.pid" "$sdir/munge/munged.pid"; do
  pids="$pids $(cat "$f" 2>/dev/null)"
done
steps=""
for c in $(grep -lx slurmstepd /proc/[0-9]*/comm 2>/dev/null); do
  d=${c%/comm}
  for fd in "$d"/fd/*; do
    if [ "$(readlink "$fd" 2>/dev/null)" = "$sdir/log/slurmd.log" ]; then steps="$steps ${d#/proc/}"; break; fi
  done
done
like "$steps" '[0-9]' "its slurmstepd is running (pid$steps)"
like "$pids" '^ [0-9]+ [0-9]+ [0-9]+$' "pid files of slurmctld, slurmd and munged:$pids"
t0=$(date +%s%N)
slurm_down
ms=$((($(date +%s%N) - t0) / 1000000))
left=""
for p in $pids $steps $sleeper; do pid_running "$p" && left="$left $p($(cat /proc/"$p"/comm 2>/dev/null))"; done
is "$left" "" "slurm-local.sh stop ($ms ms): no daemon, slurmstepd or job process left (of$pids ${steps:+$steps }$sleeper)"
is "$(find "$sdir/run" "$sdir/munge" -name '*.pid' | wc -l)" 0 "and no pid file"
listening=""
for port in $(sed -n 's/^Slurm\(ctld\|d\)Port=//p' "$sdir/slurm.conf"); do
  hex=$(printf '%04X' "$port")
  awk -v h=":$hex" '$2 ~ h"$" && $4 == "0A"' /proc/net/tcp /proc/net/tcp6 2>/dev/null | grep -q . && listening="$listening $port"
done
is "$listening" "" "nothing listens on SlurmctldPort and SlurmdPort any more"
sh "$SLURM_LOCAL" stop "$SLURM_DIR"; rc=$?
is "$rc" 0 "stop again: nothing to do, exit 0"

done_testing
