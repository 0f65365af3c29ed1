#!/usr/bin/env bash
# The documents' examples (README.md, RESULTS.md, docs/*.md) are run and
# their outputs compared with the documents', decimal figures (timings)
# aside, so they cannot drift.
# scripts/readme-examples.sh does the work; without --check it refreshes
# the documents in place.
. "$(dirname "$0")/lib.sh"
sh "$TOP/scripts/readme-examples.sh" --check
