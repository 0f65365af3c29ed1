#!/bin/sh
# A private single-node Slurm cluster on localhost, for the tests of the
# sharded proofs (posproof shard DIR K run as a Slurm job array).
#
#   eval "$(sh scripts/slurm-local.sh start DIR)"    # then sbatch, squeue ...
#   sh scripts/slurm-local.sh stop DIR
#
# start DIR: writes DIR/slurm.conf, starts munged, slurmctld and slurmd (all
#   as root, SlurmUser=root), waits until sinfo shows the node idle (at most
#   SLURM_LOCAL_TIMEOUT seconds, default 60) and prints on stdout the shell
#   assignments a caller evals (also left in DIR/env):
#     SLURM_CONF=DIR/slurm.conf        read by sbatch, squeue, scancel, sinfo,
#                                      scontrol; it names munged's socket
#                                      (AuthInfo=socket=...), so nothing else
#                                      is needed to submit jobs
#     SLURM_LOCAL_DIR=DIR              for `stop`
#     SLURM_LOCAL_MUNGE_SOCKET=...     for munge(1)/unmunge(1) -S, if wanted
#   On failure it prints ONE line on stderr saying what failed, for instance
#   "slurm-local: slurmctld did not start: <the line of its log that says
#   why>" or "slurm-local: must run as root ...", stops what it had started
#   and exits 1; 2 for a usage error. Takes 0.3-0.5 s here (2 CPUs).
# stop DIR: cancels the cluster's jobs, then stops exactly the processes
#   start started (the pid files under DIR/run and DIR/munge, each checked
#   to still be that program: TERM, then KILL after 10 s) and, with KILL,
#   whatever is left of the jobs: the slurmstepd's of its slurmd (those with
#   DIR/log/slurmd.log open) and the processes with SLURM_CONF=DIR/slurm.conf,
#   SLURM_CLUSTER_NAME=slurmlocal and a SLURM_JOB_ID in their environment.
#   Idempotent: nothing running (or no DIR) is not an error. DIR is left in
#   place (logs under DIR/log for a post-mortem); delete it yourself. Takes
#   0.2-2 s (5 s more if jobs outlive scancel, slurmd killed say).
#
# What lives under DIR (nothing is read from or written to /etc/slurm,
# /etc/munge, /run/munge or /var/lib/slurm, so a system Slurm or munged, if
# any, is neither used nor disturbed; both were tried side by side with this):
#   slurm.conf   env           the configuration; the printed environment
#   cgroup.conf  plugstack.conf  (Slurm looks for them beside slurm.conf)
#   munge/       munge.key (0400, made by mungekey), munge.socket, munged.pid,
#                munged.log, munged.seed
#   state/       StateSaveLocation      spool/   SlurmdSpoolDir
#   run/         slurmctld.pid, slurmd.pid
#   log/         slurmctld.log, slurmd.log (+ .out: their stdout/stderr)
# start wipes these (a fresh cluster each time: no jobs recovered from a
# previous run) and refuses if DIR's daemons are still running.
#
# The cluster: ClusterName=slurmlocal, one node "localhost" (NodeAddr
# 127.0.0.1) with the CPUs and memory that `slurmd -C` reports, one partition
# "local" (default, no time limit). select/cons_tres with CR_CPU_Memory and
# the node given as CPUs=N alone (no sockets/cores/threads, and
# SlurmdParameters=config_overrides so that slurmd's real topology does not
# drain it): every CPU, hyperthreads too, is a slot, so N one-CPU tasks run
# at once on N CPUs (with CR_Core_Memory, or a topology in slurm.conf, Slurm
# gives each job a whole core: one task at a time per core on a machine with
# two threads per core). DefMemPerCPU is the node's memory over its CPUs, so
# a job without --mem does not hold the whole node. No cgroups
# (proctrack/linuxproc, task/none, and cgroup.conf CgroupPlugin=cgroup/v1,
# which slurmd 22.05 loads but then never uses: see below), no accounting
# (accounting_storage/none, jobcomp/none: sacct does not work; finished jobs
# stay in squeue/scontrol for MinJobAge, 300 s), ReturnToService=2,
# SchedulerParameters=batch_sched_delay=0 (a job starts within a second of its
# submission or of a CPU freeing, not up to 3 s later). SlurmctldPort and
# SlurmdPort: the first free pair (per /proc/net/tcp*) from
# 17000 + 2*(pid mod 1000) on. Timing of a job: the first one after start
# begins about 3 s after start; `sbatch --wait` polls after 2 s, then 8 s, so
# an array of short tasks returns after 2 or 10 s.
#
# Known limits: root only (slurmd must be root to run jobs as their users;
# munged then runs as root too, with --force because the socket's directory
# under a private 0700 tree is not searchable by all: only root can submit).
# DIR (made absolute) must have no blanks and at most 80 characters (the
# Unix sockets under it have names of at most 108). One node, no srun MPI, no
# accounting. The daemons listen on all interfaces (Slurm has no bind
# address), every request authenticated by munge with DIR's key. The ports
# are checked free, not reserved: a race with another program binding them in
# the same second makes start fail, cleanly. Tried on Debian bookworm (Slurm
# 22.05.8, munge 0.5.15): a VM with cgroup v1, and a minimal chroot with
# only /proc mounted, no /sys, whose PID 1 never reaps (zombies are not
# counted as running).
set -u

me=slurm-local
usage() { echo "usage: $0 start|stop DIR" >&2; exit 2; }
[ $# = 2 ] || usage
cmd=$1
case $cmd in start|stop) ;; *) usage ;; esac
if [ "$cmd" = stop ] && [ ! -d "$2" ]; then exit 0; fi   # nothing was started there
if [ "$cmd" = start ] && [ "$(id -u)" != 0 ]; then
  echo "$me: must run as root (slurmd runs the jobs, as their users), not as $(id -un)" >&2; exit 1
fi
mkdir -p "$2" 2>/dev/null || { echo "$me: cannot create $2" >&2; exit 1; }
DIR=$(cd "$2" && pwd -P) || { echo "$me: cannot enter $2" >&2; exit 1; }
case $DIR in *[[:space:]]*) echo "$me: DIR must not contain blanks: $DIR" >&2; exit 1 ;; esac
[ ${#DIR} -le 80 ] || { echo "$me: DIR too long for Unix socket paths (${#DIR} > 80 characters): $DIR" >&2; exit 1; }

CONF=$DIR/slurm.conf
SOCK=$DIR/munge/munge.socket
TIMEOUT=${SLURM_LOCAL_TIMEOUT:-60}

# running PID: PID exists and is not a zombie. (The daemons fork into the
# background: their parent is then PID 1, which may reap them late or, in a
# container without an init, never; kill -0 succeeds on a zombie.)
running() {
  _s=$(sed -n 's/.*) \(.\) .*/\1/p' "/proc/$1/stat" 2>/dev/null)
  [ -n "$_s" ] && [ "$_s" != Z ] && [ "$_s" != X ]
}

# alive PIDFILE COMM: the pid in PIDFILE if that process is running and is COMM.
alive() {
  [ -s "$1" ] || return 1
  _p=$(tr -dc 0-9 <"$1")
  [ -n "$_p" ] && running "$_p" || return 1
  [ "$(cat "/proc/$_p/comm" 2>/dev/null)" = "$2" ] || return 1
  echo "$_p"
}

# stepds: the pids of the slurmstepd's of our slurmd (they outlive it):
# those that hold DIR/log/slurmd.log open (slurmd hands its log on to them).
stepds() {
  # shellcheck disable=SC2013
  for _c in $(grep -lx slurmstepd /proc/[0-9]*/comm 2>/dev/null); do
    _d=${_c%/comm}
    for _fd in "$_d"/fd/*; do
      if [ "$(readlink "$_fd" 2>/dev/null)" = "$DIR/log/slurmd.log" ]; then
        echo "${_d#/proc/}"; break
      fi
    done
  done
}

# jobprocs: the pids of our jobs' processes, which slurmstepd gives
# SLURM_CONF=DIR/slurm.conf, SLURM_CLUSTER_NAME=slurmlocal and SLURM_JOB_ID
# (the caller of stop has no SLURM_JOB_ID of this cluster; stop and its
# ancestors are left out anyway).
jobprocs() {
  _anc=" $$ "; _p=$$
  while [ "$_p" -gt 1 ] 2>/dev/null; do
    _p=$(sed -n 's/.*) . \([0-9]*\) .*/\1/p' "/proc/$_p/stat" 2>/dev/null)
    _anc="$_anc$_p "
  done
  # shellcheck disable=SC2013
  for _e in $(grep -lzx -F "SLURM_CONF=$CONF" /proc/[0-9]*/environ 2>/dev/null); do
    _p=${_e#/proc/}; _p=${_p%/environ}
    case $_anc in *" $_p "*) continue ;; esac
    grep -qzx 'SLURM_CLUSTER_NAME=slurmlocal' "$_e" 2>/dev/null &&
      grep -qz '^SLURM_JOB_ID=' "$_e" 2>/dev/null && echo "$_p"
  done
}

# term PID...: TERM, wait up to 10 s, then KILL what is left.
term() {
  [ $# -gt 0 ] || return 0
  kill -TERM "$@" 2>/dev/null
  _i=0
  while [ $_i -lt 100 ]; do
    _left=""
    for _p in "$@"; do running "$_p" && _left="$_left $_p"; done
    [ -z "$_left" ] && return 0
    sleep 0.1; _i=$((_i + 1))
  done
  # shellcheck disable=SC2086
  kill -KILL $_left 2>/dev/null
  sleep 0.2
}

do_stop() {
  if alive "$DIR/run/slurmctld.pid" slurmctld >/dev/null && [ -f "$CONF" ]; then
    # Cancel every job of this private cluster, the Slurm way (KillWait=2),
    # and give their steps 5 s to end.
    jobs=$(SLURM_CONF=$CONF timeout 10 squeue -h -o %A 2>/dev/null | sort -u)
    if [ -n "$jobs" ]; then
      # shellcheck disable=SC2086
      SLURM_CONF=$CONF timeout 10 scancel $jobs >/dev/null 2>&1
      end=$(($(date +%s) + 5))
      while [ "$(date +%s)" -lt $end ] && [ -n "$(stepds)$(jobprocs)" ]; do sleep 0.2; done
    fi
  fi
  # What is left of the jobs (slurmd gone, say): KILL, as their processes
  # would outlive a slurmstepd killed alone.
  # shellcheck disable=SC2046
  kill -KILL $(stepds) $(jobprocs) 2>/dev/null
  # The daemons, all at once.
  # shellcheck disable=SC2046
  term $(alive "$DIR/run/slurmd.pid" slurmd) $(alive "$DIR/run/slurmctld.pid" slurmctld) \
    $(alive "$DIR/munge/munged.pid" munged)
  rm -f "$DIR/run/slurmd.pid" "$DIR/run/slurmctld.pid" "$DIR/munge/munged.pid"
  return 0
}

if [ "$cmd" = stop ]; then
  do_stop
  exit 0
fi

# ---- start ----
# fail WHAT: stop what was started, print one line, exit 1.
fail() { do_stop; echo "$me: $*" >&2; exit 1; }
# lastlog FILE...: the line of the first of FILE... that has one that says
# best what went wrong: its last fatal error, else its first error that is not
# one of the usual ones (PMIx not loadable, no state to recover at a clean
# start, "initialization failed" after the cause), else its last line; without
# the time stamp.
lastlog() {
  for _f in "$@"; do
    [ -s "$_f" ] || continue
    _l=$(grep -i 'fatal' "$_f" | tail -n 1)
    [ -n "$_l" ] || _l=$(grep -i 'error' "$_f" |
      grep -v -i -e pmix -e 'MPI: Cannot create context' -e 'state file' -e 'NOTE: Trying backup' \
        -e 'initialization failed' | head -n 1)
    [ -n "$_l" ] || _l=$(grep -v '^[[:space:]]*$' "$_f" | tail -n 1)
    [ -n "$_l" ] && { printf '%s\n' "$_l" | sed 's/^\[[^]]*\] *//'; return; }
  done
  echo "(nothing in ${1:-its log})"
}

for c in munged slurmctld slurmd sinfo squeue scancel sbatch; do
  command -v $c >/dev/null 2>&1 || { echo "$me: $c not found (apt-get install slurm-wlm munge)" >&2; exit 1; }
done
for f in "$DIR/run/slurmctld.pid:slurmctld" "$DIR/run/slurmd.pid:slurmd" "$DIR/munge/munged.pid:munged"; do
  if p=$(alive "${f%:*}" "${f#*:}"); then
    echo "$me: already running in $DIR (${f#*:} pid $p): stop it first" >&2; exit 1
  fi
done

rm -rf "$DIR/munge" "$DIR/state" "$DIR/spool" "$DIR/run" "$DIR/log" "$CONF" "$DIR/env" \
  "$DIR/cgroup.conf" "$DIR/plugstack.conf"
mkdir -p "$DIR/munge" "$DIR/state" "$DIR/spool" "$DIR/run" "$DIR/log" || fail "cannot create the directories under $DIR"
chmod 0700 "$DIR/munge"

# The node's CPUs and memory as slurmd sees them (slurmd -C), else nproc and
# /proc/meminfo. Only CPUs= is configured, no sockets/cores/threads: with
# CR_CPU_Memory every CPU (hyperthreads too) is then a slot of its own, where
# a configured topology makes Slurm give each job whole cores.
hw=$(slurmd -C 2>/dev/null | grep '^NodeName=' | head -n 1)
cpus=$(printf '%s\n' "$hw" | sed -n 's/.* CPUs=\([0-9]*\).*/\1/p')
mem=$(printf '%s\n' "$hw" | sed -n 's/.* RealMemory=\([0-9]*\).*/\1/p')
[ -n "$cpus" ] && [ "$cpus" -gt 0 ] || cpus=$(nproc)
[ -n "$mem" ] && [ "$mem" -gt 0 ] || mem=$(awk '/^MemTotal:/ { print int($2 / 1024) }' /proc/meminfo)
defmem=$((mem / cpus))

# Two free TCP ports in a row (nothing listening or connected on them).
inuse() {
  _h=$(printf ':%04X ' "$1")
  cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | awk '{ print $2 " " }' | grep -q -- "$_h"
}
port=$((17000 + 2 * ($$ % 1000)))
n=0
while inuse $port || inuse $((port + 1)); do
  port=$((port + 2)); n=$((n + 1))
  [ $port -lt 28998 ] || port=17000
  [ $n -lt 3000 ] || fail "no two free TCP ports in 17000-28999"
done

cat >"$CONF" <<EOF || fail "cannot write $CONF"
# Written by scripts/slurm-local.sh start $DIR: a private single-node cluster.
ClusterName=slurmlocal
SlurmctldHost=localhost
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$SOCK
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool
SlurmctldPidFile=$DIR/run/slurmctld.pid
SlurmdPidFile=$DIR/run/slurmd.pid
SlurmctldLogFile=$DIR/log/slurmctld.log
SlurmdLogFile=$DIR/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
PlugStackConfig=$DIR/plugstack.conf
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
SlurmdParameters=config_overrides
DefMemPerCPU=$defmem
SchedulerType=sched/backfill
SchedulerParameters=batch_sched_delay=0
MpiDefault=none
ReturnToService=2
MailProg=/bin/true
KillWait=2
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=local Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
: >"$DIR/plugstack.conf"
# slurmd 22.05 initialises a cgroup plugin even with proctrack/linuxproc and
# task/none, and the default (autodetect) fails without a cgroup file system
# on /sys/fs/cgroup (chroots) and, on cgroup v2, without systemd or a
# writable tree (containers). cgroup/v1 is loaded but, with nothing that
# constrains jobs, touches no cgroup at all.
echo "CgroupPlugin=cgroup/v1" >"$DIR/cgroup.conf"

export SLURM_CONF="$CONF"

# munged with its own key and socket.
if command -v mungekey >/dev/null 2>&1; then
  mungekey -c -k "$DIR/munge/munge.key" >/dev/null 2>&1
else
  dd if=/dev/urandom of="$DIR/munge/munge.key" bs=1024 count=1 2>/dev/null
fi
[ -s "$DIR/munge/munge.key" ] || fail "munged did not start: cannot create its key $DIR/munge/munge.key"
chmod 0400 "$DIR/munge/munge.key"
munged --force --socket="$SOCK" --key-file="$DIR/munge/munge.key" \
  --pid-file="$DIR/munge/munged.pid" --log-file="$DIR/munge/munged.log" \
  --seed-file="$DIR/munge/munged.seed" >"$DIR/log/munged.out" 2>&1 ||
  fail "munged did not start: $(lastlog "$DIR/log/munged.out" "$DIR/munge/munged.log")"
alive "$DIR/munge/munged.pid" munged >/dev/null ||
  fail "munged did not start: $(lastlog "$DIR/munge/munged.log" "$DIR/log/munged.out")"
if command -v munge >/dev/null 2>&1 && command -v unmunge >/dev/null 2>&1; then
  munge -n -S "$SOCK" 2>"$DIR/log/munge-test.out" | unmunge -S "$SOCK" >/dev/null 2>>"$DIR/log/munge-test.out" ||
    fail "munged does not answer on $SOCK: $(lastlog "$DIR/log/munge-test.out")"
fi

# up NAME PIDFILE LOG...: wait up to 10 s for NAME's pid file to name a live
# NAME (a daemon writes it just after forking), else fail with its last log line.
up() {
  _n=$1 _f=$2; shift 2
  _i=0
  until alive "$_f" "$_n" >/dev/null; do
    [ $_i -lt 100 ] || fail "$_n did not start: $(lastlog "$@")"
    sleep 0.1; _i=$((_i + 1))
  done
}

# slurmctld, then slurmd (each forks into the background, writing its pid file).
slurmctld -f "$CONF" >"$DIR/log/slurmctld.out" 2>&1 ||
  fail "slurmctld did not start: $(lastlog "$DIR/log/slurmctld.out" "$DIR/log/slurmctld.log")"
up slurmctld "$DIR/run/slurmctld.pid" "$DIR/log/slurmctld.log" "$DIR/log/slurmctld.out"
slurmd -f "$CONF" -N localhost >"$DIR/log/slurmd.out" 2>&1 ||
  fail "slurmd did not start: $(lastlog "$DIR/log/slurmd.out" "$DIR/log/slurmd.log")"
up slurmd "$DIR/run/slurmd.pid" "$DIR/log/slurmd.log" "$DIR/log/slurmd.out"

# Wait for the node to be idle (and both daemons to stay up).
t0=$(date +%s)
state=""
while :; do
  alive "$DIR/run/slurmctld.pid" slurmctld >/dev/null ||
    fail "slurmctld died: $(lastlog "$DIR/log/slurmctld.log" "$DIR/log/slurmctld.out")"
  alive "$DIR/run/slurmd.pid" slurmd >/dev/null ||
    fail "slurmd died: $(lastlog "$DIR/log/slurmd.log" "$DIR/log/slurmd.out")"
  state=$(sinfo -h -N -n localhost -o %T 2>/dev/null | head -n 1)
  [ "$state" = idle ] && break
  if [ $(($(date +%s) - t0)) -ge "$TIMEOUT" ]; then
    fail "node localhost not idle after $TIMEOUT s (sinfo says: ${state:-nothing}; slurmd: $(lastlog "$DIR/log/slurmd.log"))"
  fi
  sleep 0.2
done

cat >"$DIR/env" <<EOF
SLURM_CONF='$CONF'; export SLURM_CONF
SLURM_LOCAL_DIR='$DIR'; export SLURM_LOCAL_DIR
SLURM_LOCAL_MUNGE_SOCKET='$SOCK'; export SLURM_LOCAL_MUNGE_SOCKET
EOF
cat "$DIR/env"
exit 0
