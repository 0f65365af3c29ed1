#!/usr/bin/env bash
# README's examples are run and their outputs compared with README's, decimal
# figures (timings) aside, so they cannot drift (issue 10, section 6).
# scripts/readme-examples.sh does the work; without --check it refreshes
# README.md in place.
. "$(dirname "$0")/lib.sh"
sh "$TOP/scripts/readme-examples.sh" --check "$TOP/README.md"
