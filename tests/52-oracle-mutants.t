#!/usr/bin/env bash
# Mutation fuzzing with the solver as the oracle (fuzz/oracle.pl): genuine
# certificates of every family are mutated semantically (claim fields of the
# header; stored moves changed, swapped or dropped inside the zstd blocks);
# the checker must give exit 0, 1 or 2 with one line for each, and every
# mutant it VERIFIES must claim what posproof solve finds for that game.
# ORACLE_MUTANTS (default 60) and ORACLE_SEED (default fixed, so a failure
# repeats) choose the run; make fuzz runs longer ones with random seeds.
. "$(dirname "$0")/lib.sh"
need sqlite3 zstd
POSPROOF_BIN=$BIN perl "$TOP/fuzz/oracle.pl" --tap --mutants "${ORACLE_MUTANTS:-60}" \
  --seed "${ORACLE_SEED:-20261123}"
