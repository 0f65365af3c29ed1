#!/usr/bin/env bash
# Seed 004 (Csirmaz, Connected graph game): both players add edges to one
# shared graph on n vertices, starting empty; with rule normal the player
# whose edge makes the graph connected wins, with rule avoid that player
# loses (--game shared --property conn). Player I = role "first".
#   Theorem 4 (normal): I wins iff n = 2, or n >= 4 and n = 0 or 3 (mod 4);
#     II wins otherwise.
#   Theorem 5 (avoid), as printed: I wins iff n >= 3 and n = 0 or 3 (mod 4).
# Theorem 5 as printed contradicts the paper's own Table 5 (winning
# positions of the avoidance letter game): the start <0,0,0,n> lies in the
# a = 0, b = 0 cell "01", i.e. is a second-player win iff n = 0 or 1 (mod 4)
# (and n = 2 by the listed exception), so I wins iff n >= 3 and n = 2 or 3
# (mod 4). By hand, n = 4: I draws an edge, II joins the two other vertices,
# and I must connect the two edges and lose. tests/lib/shared-conn.pl solves
# the game exactly (positions reduced to the multiset of their components'
# (vertices, edges), which determines the legal moves and the end), and
# agrees with Theorem 4 and with Table 5. We therefore hold the solver to
# Table 5's reading ("2 or 3 (mod 4)"), and record Theorem 5's printed
# statement, for the n where it differs, as TODO tests.
# Covered: n = 2..9, both rules; each game solved with a certificate that
# posproof-check must VERIFY.
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/lib/games.sh"

thm4() { if [ "$1" -eq 2 ] || { [ "$1" -ge 4 ] && { [ $(($1 % 4)) -eq 0 ] || [ $(($1 % 4)) -eq 3 ]; }; }; then echo first; else echo second; fi; }
thm5_printed() { if [ "$1" -ge 3 ] && { [ $(($1 % 4)) -eq 0 ] || [ $(($1 % 4)) -eq 3 ]; }; then echo first; else echo second; fi; }
table5() { if [ "$1" -ge 3 ] && { [ $(($1 % 4)) -eq 2 ] || [ $(($1 % 4)) -eq 3 ]; }; then echo first; else echo second; fi; }

exact=$(perl "$LIBDIR/shared-conn.pl" 2 3 4 5 6 7 8 9 2>&1)
for n in 2 3 4 5 6 7 8 9; do
  got=$(printf '%s\n' "$exact" | sed -n "s/^n=$n rule=normal winner=//p")
  is "$got" "$(thm4 "$n")" "exact solution, n = $n, normal: the $(thm4 "$n") player wins (Theorem 4)"
  got=$(printf '%s\n' "$exact" | sed -n "s/^n=$n rule=avoid winner=//p")
  is "$got" "$(table5 "$n")" "exact solution, n = $n, avoid: the $(table5 "$n") player wins (Table 5)"
  if [ "$(thm5_printed "$n")" != "$(table5 "$n")" ]; then
    todo "Theorem 5 as printed, n = $n, avoid: the $(thm5_printed "$n") player wins" \
      "printed statement contradicts Table 5 and the exact solution" test "$got" = "$(thm5_printed "$n")"
  fi
done

for n in 2 3 4 5 6 7 8 9; do
  certify "connected graph game, n = $n, normal (Theorem 4)" first "$(thm4 "$n")" \
    --game shared --property conn --n "$n" --rule normal
  certify "connected graph game, n = $n, avoid (Theorem 5 / Table 5)" first "$(table5 "$n")" \
    --game shared --property conn --n "$n" --rule avoid
done
done_testing
