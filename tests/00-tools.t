#!/usr/bin/env bash
# The programs under test and every tool the suite calls are here (lib.sh
# bails out first if bin/posproof, bin/posproof-wide or bin/posproof-check is
# missing): a missing tool stops the whole run (Bail out!), so that no test
# can pass by skipping what it could not run, including those that check
# for a tool themselves. scripts/deps.sh installs them all.
. "$(dirname "$0")/lib.sh"
tools="gcc perl python3 awk sha256sum timeout setsid pgrep pkill
       nauty-geng nauty-genrang nauty-gentreeg nauty-genspecialg nauty-directg
       nauty-listg nauty-labelg nauty-copyg
       sqlite3 zstd xxd tmux groff man dot parallel
       munged slurmctld slurmd sbatch squeue scontrol sinfo scancel"
for t in $tools; do
  if command -v "$t" >/dev/null 2>&1; then pass "$t is installed"
  else
    echo "not ok $((_tap_n + 1)) - $t is installed"
    bail_out "$t is missing (scripts/deps.sh installs it)"
  fi
done
if /usr/bin/python3 -c 'import zstandard' 2>/dev/null || python3 -c 'import zstandard' 2>/dev/null; then
  pass "python3 has zstandard"
else
  echo "not ok $((_tap_n + 1)) - python3 has zstandard"
  bail_out "python3's zstandard module is missing (scripts/deps.sh: python3-zstandard)"
fi
if python3 -c 'import networkx' 2>/dev/null; then
  pass "python3 has networkx"
else
  echo "not ok $((_tap_n + 1)) - python3 has networkx"
  bail_out "python3's networkx module is missing (scripts/deps.sh: python3-networkx)"
fi
done_testing
