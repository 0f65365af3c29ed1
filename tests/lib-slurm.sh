# tests/lib-slurm.sh: a private single-node Slurm for a test (sourced after
# lib.sh), started by scripts/slurm-local.sh in $SLURM_DIR ($TMP/slurm).
#
#   . "$(dirname "$0")/lib.sh"
#   . "$(dirname "$0")/lib-slurm.sh"
#   slurm_up_or_skip                  # or: slurm_up || ...; "$SLURM_SKIP" says why
#   sbatch --wait --array=1-4 -o "$TMP/%A_%a.out" job.sh   # SLURM_CONF is set
#   slurm_down                        # also run on exit, however the test ends
#
# slurm_up: starts the cluster, evals the environment the start script prints
# (SLURM_CONF, SLURM_LOCAL_DIR, SLURM_LOCAL_MUNGE_SOCKET) and returns 0; or
# returns 1 with SLURM_SKIP set to the start script's one-line reason (not
# root, a package missing, a daemon that did not start...). Either way the
# EXIT trap of lib.sh is replaced by one that stops the cluster (and its
# jobs) before removing $TMP; INT and TERM exit through it too.
# slurm_up_or_skip: slurm_up, or a failure (exit 1 after "not ok", the
# reason as a diagnostic): to be called before any test is printed. Slurm is
# required by default (make check, .ci/run): a test that cannot run fails.
# Only POSPROOF_REQUIRE_SLURM=0, set by whoever runs the suite where no
# private Slurm can start (not root), makes the whole test a skip (TAP
# "1..0 # SKIP reason", naming the variable).
# slurm_down: stops the cluster (scripts/slurm-local.sh stop, idempotent) and
# unsets its environment; the pid files under $SLURM_DIR are then gone.
# pid_running PID: PID exists and is not a zombie.
SLURM_DIR="$TMP/slurm"
SLURM_LOCAL="$TOP/scripts/slurm-local.sh"
SLURM_SKIP=""

_slurm_exit() {
  slurm_down
  rm -rf "$TMP"
}

slurm_up() {
  local out rc
  trap _slurm_exit EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  out=$(sh "$SLURM_LOCAL" start "$SLURM_DIR" 2>"$TMP/slurm-start.err"); rc=$?
  if [ $rc != 0 ]; then
    SLURM_SKIP=$(head -n 1 "$TMP/slurm-start.err")
    [ -n "$SLURM_SKIP" ] || SLURM_SKIP="scripts/slurm-local.sh start failed (exit $rc)"
    return 1
  fi
  eval "$out"
  [ -n "${SLURM_CONF:-}" ] || { SLURM_SKIP="scripts/slurm-local.sh start printed no SLURM_CONF"; return 1; }
  return 0
}

slurm_up_or_skip() {
  slurm_up && return 0
  if [ "${POSPROOF_REQUIRE_SLURM:-1}" = 0 ]; then
    echo "1..0 # SKIP no private Slurm, and POSPROOF_REQUIRE_SLURM=0 made it optional: $SLURM_SKIP"
    exit 0
  fi
  echo "not ok 1 - a private Slurm starts (set POSPROOF_REQUIRE_SLURM=0 to make it optional)"
  echo "# $SLURM_SKIP"
  echo "1..1"
  exit 1
}

# pid_running PID: PID exists and is not a zombie (a daemon that forked into
# the background has PID 1 for parent, which may reap it late or never).
pid_running() {
  local s
  s=$(sed -n 's/.*) \(.\) .*/\1/p' "/proc/$1/stat" 2>/dev/null)
  [ -n "$s" ] && [ "$s" != Z ] && [ "$s" != X ]
}

slurm_down() {
  [ -d "$SLURM_DIR" ] && sh "$SLURM_LOCAL" stop "$SLURM_DIR"
  unset SLURM_CONF SLURM_LOCAL_DIR SLURM_LOCAL_MUNGE_SOCKET
  return 0
}
