#!/usr/bin/env bash
# A family is one file (docs/architecture.md, "Recipe: add a family"): each
# family of certs/FORMAT.md 4.2 is named, as a string, by exactly one file
# of the solver (solver/families/NAME.c, with its search family and its
# words) and one of the checker's trusted core (checker/core/fam_NAME.c);
# no other file of solver/ or checker/core/ spells a family's name, so a
# command or a rule that needs one reads the family tables (solver/family.h
# family_table, checker/core/core.h families[]). Each family file is in its
# table. (checker/cli/ may name families: the claim's flags.)
# Deliberate break: spec.c's default rule spelled "maker-breaker" again
# (instead of the table's first family): test 1 fails.
. "$(dirname "$0")/lib.sh"
for name in maker-breaker avoider-enforcer ramsey subh shared; do
  file=${name//-/_}
  got=$(cd "$TOP" && grep -l "\"$name\"" solver/*.c solver/*.h solver/families/*.c solver/props/*.c | tr '\n' ' ')
  is "$got" "solver/families/$file.c " "the solver names the family $name in solver/families/$file.c alone"
  got=$(cd "$TOP" && grep -l "\"$name\"" checker/core/*.c checker/core/*.h | tr '\n' ' ')
  is "$got" "checker/core/fam_$file.c " "the checker's core names the family $name in checker/core/fam_$file.c alone"
  like "$(grep -c "&family_$file\b" "$TOP/solver/family.c")" "^[1-9]" "solver/family.c's table lists family_$file"
  like "$(grep -c "&fam_$file\b" "$TOP/checker/core/rules.c")" "^[1-9]" "checker/core/rules.c's table lists fam_$file"
done
# the offer families share one file of the solver (their rules are one):
# solver/families/offer.c names them alone (the checker's side is its own)
for name in waiter-client client-waiter picker-chooser chooser-picker; do
  got=$(cd "$TOP" && grep -l "\"$name\"" solver/*.c solver/*.h solver/families/*.c solver/props/*.c | tr '\n' ' ')
  is "$got" "solver/families/offer.c " "the solver names the family $name in solver/families/offer.c alone"
done
# every file of solver/families/ defines a family of the table (NAME.c its
# family_NAME; offer.c the four offer families), and of the core's fam_*.c
# one of its table's
for f in "$TOP"/solver/families/*.c; do
  n=$(basename "$f" .c)
  if [ "$n" = offer ]; then
    defs=$(grep -o "^const family_def family_[a-z_]* = {" "$f" | awk '{print $3}' | tr '\n' ' ')
    is "$defs" "family_waiter_client family_client_waiter family_picker_chooser family_chooser_picker " \
      "solver/families/offer.c defines the four offer families"
    for d in $defs; do
      like "$(grep -c "&$d\b" "$TOP/solver/family.c")" "^[1-9]" "solver/family.c's table lists $d"
    done
    continue
  fi
  like "$(grep -c "^const family_def family_$n = {" "$f")" "^1$" "solver/families/$n.c defines family_def family_$n"
done
for f in "$TOP"/checker/core/fam_*.c; do
  n=$(basename "$f" .c)
  if [ "$n" = fam_offer ]; then   # the four offer families share their rules
    defs=$(grep -o "^const family_t fam_[a-z_]* = {" "$f" | awk '{print $3}' | tr '\n' ' ')
    is "$defs" "fam_waiter_client fam_client_waiter fam_picker_chooser fam_chooser_picker " \
      "checker/core/fam_offer.c defines the four offer families"
    for d in $defs; do
      like "$(grep -c "&$d\b" "$TOP/checker/core/rules.c")" "^[1-9]" "checker/core/rules.c's families[] lists $d"
    done
    continue
  fi
  like "$(grep -c "^const family_t $n = {" "$f")" "^1$" "checker/core/$n.c defines family_t $n"
done
done_testing
