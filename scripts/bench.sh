#!/bin/sh
# make bench: the proofs table for HAM, HP and FHP with n <= NMAX (default 8),
# headed by the machine and the commit, written to bench-out/. Nothing here is
# asserted by a test; record the output in BENCHMARKS.md.
cd "$(dirname "$0")/.."
BENCH=1 OUT=bench-out NMAX=${NMAX:-8} exec sh scripts/proofs.sh
