#!/usr/bin/env bash
# The solver and the checker agree on their shared limits: each
# limit of solver/limits.h whose comment ends "[checker NAME]" has the same
# value as the checker's own copy, #define NAME in checker/core/core.h,
# checker/fast/fast.h or checker/cli/cli.h (the checker includes nothing
# from solver/, tests/70). The headers are read here with perl: a define's
# value is evaluated with the defines before it substituted. And both
# programs take --threads up to that limit and refuse one more.
. "$(dirname "$0")/lib.sh"
need perl

# defines FILE...: "NAME VALUE MARK" a define with a value, VALUE evaluated
# (integer arithmetic on the defines read before), MARK the checker's name
# from a comment ending on the line before the define (or on it), or "-".
defines() {
  perl -e '
    my (%val, $comment);
    for my $file (@ARGV) {
      open my $in, "<", $file or die "$file: $!\n";
      my $open = 0;
      while (my $line = <$in>) {
        if ($open || $line =~ m{^\s*/\*}) {          # a comment line
          $comment = "" unless $open;
          $comment .= $line;
          $open = $line !~ m{\*/};
          next;
        }
        if ($line =~ /^#define\s+([A-Z_][A-Z0-9_]*)\s+(.+?)\s*(?:\/\*(.*))?$/) {
          my ($name, $expr, $tail) = ($1, $2, ($comment // "") . ($3 // ""));
          $comment = "";
          next if $expr =~ /"/;                      # text, not a number
          (my $e = $expr) =~ s/\b([A-Z_][A-Z0-9_]*)\b/exists $val{$1} ? "($val{$1})" : "UNDEF"/ge;
          $e =~ s/\b(\d+)(?:[uU]?[lL]{0,2}|[lL]{1,2}[uU]?)\b/$1/g;
          next unless $e =~ m{^[\d\s()+\-*/<>]+$};
          my $v = eval $e;
          die "$file: $name: cannot evaluate $expr\n" unless defined $v;
          $val{$name} = $v;
          my $mark = $tail =~ /\[checker ([A-Z_][A-Z0-9_]*)\]/ ? $1 : "-";
          print "$name $v $mark\n";
          next;
        }
        $comment = "";
      }
    }' "$@"
}

defines "$TOP/solver/limits.h" >"$TMP/solver" 2>"$TMP/err"
is "$(cat "$TMP/err")" "" "solver/limits.h: every numeric define evaluates"
defines "$TOP/checker/core/core.h" "$TOP/checker/fast/fast.h" "$TOP/checker/cli/cli.h" >"$TMP/checker" 2>"$TMP/err"
is "$(cat "$TMP/err")" "" "the checker's headers: every numeric define evaluates"
marks=$(awk '$3 != "-"' "$TMP/solver" | wc -l | tr -d ' ')
# GR_MAXN, GR_MAXM, BIAS_MAX, CERT_MAX_BOARD_EDGES, CANON_V1_MAXN, THREADS_MAX, MEM_MAX_MB at least
if [ "$marks" -ge 7 ]; then pass "solver/limits.h marks $marks limits the checker shares"
else fail "solver/limits.h marks at least 7 limits the checker shares" "$(cat "$TMP/solver")"; fi
while read -r name value mark; do
  [ "$mark" = - ] && continue
  theirs=$(awk -v n="$mark" '$1 == n { print $2 }' "$TMP/checker")
  is "$theirs" "$value" "$name = $value in the solver, the checker's $mark the same"
done <"$TMP/solver"

# The programs: --threads at the limit runs, one more is refused in one line.
max=$(awk '$1 == "THREADS_MAX" { print $2 }' "$TMP/solver")
cert="$TMP/k4.cert"
"$PP" solve --game conn --n 4 --first maker --cert "$cert" --threads "$max" >/dev/null 2>"$TMP/err"; rc=$?
is "$rc $(cat "$TMP/err")" "0 " "posproof solve --threads $max runs"
"$PP" solve --game conn --n 4 --first maker --threads $((max + 1)) >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(cat "$TMP/out")$(cat "$TMP/err")" "2 posproof: --threads '$((max + 1))': expected a number from 1 to $max" \
  "posproof solve --threads $((max + 1)) is refused"
"$CK" "$cert" --threads "$max" --quiet >"$TMP/out" 2>"$TMP/err"; rc=$?
like "$rc $(head -1 "$TMP/out")$(cat "$TMP/err")" "^0 VERIFIED: " "posproof-check --threads $max runs"
"$CK" "$cert" --threads $((max + 1)) >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(cat "$TMP/out")$(cat "$TMP/err")" "2 posproof-check: invalid --threads '$((max + 1))' (try --help)" \
  "posproof-check --threads $((max + 1)) is refused"
done_testing
