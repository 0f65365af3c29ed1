# tests/lib/games.sh: helpers for the tests of the papers' claims (tests/8*.t),
# sourced after tests/lib.sh. Nothing here skips: a command that fails makes
# the corresponding test fail, with its exit status and stderr as diagnostics.
LIBDIR="$TOP/tests/lib"

# json_array JSON NAME: the elements of a flat JSON array of numbers, comma-separated, no spaces.
json_array() { printf '%s\n' "$1" | sed -n "s/.*\"$2\": *\[\([^]]*\)\].*/\1/p" | tr -d ' '; }

# todo NAME CONDITION-COMMAND... : a TAP TODO test (reported, never fails the suite):
# for a paper's statement that we found to be wrong as printed.
todo() {
  local name=$1 reason=$2; shift 2
  _tap_n=$((_tap_n + 1))
  if "$@"; then echo "ok $_tap_n - $name # TODO $reason"; else echo "not ok $_tap_n - $name # TODO $reason"; fi
}

# batch_check NAME EXPECTED GOT [COLUMNS]: compare solver batch output GOT with
# the expected lines EXPECTED ("<graph6> maker-first=W breaker-first=W"), one
# TAP line per number of vertices and column; boards missing from GOT, extra
# or duplicated lines, and malformed lines are failures. COLUMNS defaults to
# "maker-first breaker-first"; a column not listed is not compared. With
# SUBSET = subset, EXPECTED may list only some of the boards: lines of GOT for
# other boards are then ignored.
batch_check() {
  local name=$1 exp=$2 got=$3 cols=${4:-maker-first breaker-first} subset=${5:-}
  awk -v cols="$cols" -v name="$name" -v subset="$subset" '
    BEGIN {
      for (i = 63; i < 127; i++) ord[sprintf("%c", i)] = i
      ncols = split(cols, col, " ")
    }
    function nv(g) { return ord[substr(g, 1, 1)] - 63 }
    FNR == NR {
      g = $1; seen_exp[g] = 1; order[++ne] = g; vn[g] = nv(g); sizes[nv(g)] = 1
      for (i = 2; i <= NF; i++) { split($i, kv, "="); ex[g, kv[1]] = kv[2] }
      next
    }
    {
      g = $1
      if (NF < 1 || !(g in seen_exp)) { if (subset != "subset" || NF < 3) extra[++nx] = $0; next }
      if (g in got_line) { dup[++nd] = g; next }
      got_line[g] = $0
      for (i = 2; i <= NF; i++) {
        if (split($i, kv, "=") != 2) { bad[++nb] = $0; continue }
        got[g, kv[1]] = kv[2]
      }
    }
    END {
      for (s in sizes) nsz[++k] = s + 0
      # sort sizes
      for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (nsz[j] < nsz[i]) { t = nsz[i]; nsz[i] = nsz[j]; nsz[j] = t }
      for (i = 1; i <= k; i++) {
        s = nsz[i]
        for (c = 1; c <= ncols; c++) {
          total = 0; wrong = 0; diag = ""
          for (e = 1; e <= ne; e++) {
            g = order[e]; if (vn[g] != s) continue
            total++
            if (!(g in got_line)) { wrong++; if (wrong <= 15) diag = diag "\n# " g ": no output line"; continue }
            if (got[g, col[c]] != ex[g, col[c]]) {
              wrong++
              if (wrong <= 15) diag = diag "\n# " g ": " col[c] "=" got[g, col[c]] ", expected " col[c] "=" ex[g, col[c]] "   (solver line: " got_line[g] ")"
            }
          }
          t++
          if (wrong == 0) printf "RES ok %s, %d vertices, %s: all %d boards as expected\n", name, s, col[c], total
          else printf "RES not ok %s, %d vertices, %s: all %d boards as expected%s\n# %d of %d boards differ\n", name, s, col[c], total, diag, wrong, total
        }
      }
      msg = ""
      for (i = 1; i <= nx && i <= 10; i++) msg = msg "\n# unexpected line: " extra[i]
      for (i = 1; i <= nd && i <= 10; i++) msg = msg "\n# duplicate line for " dup[i]
      for (i = 1; i <= nb && i <= 10; i++) msg = msg "\n# malformed field in: " bad[i]
      if (nx + nd + nb == 0) printf "RES ok %s: no unexpected, duplicate or malformed lines\n", name
      else printf "RES not ok %s: no unexpected, duplicate or malformed lines%s\n", name, msg
    }' "$exp" "$got" >"$TMP/batch_check.out"
  local line
  while IFS= read -r line; do
    case $line in
      "RES ok "*) pass "${line#RES ok }" ;;
      "RES not ok "*) _tap_n=$((_tap_n + 1)); echo "not ok $_tap_n - ${line#RES not ok }" ;;
      *) echo "$line" ;;
    esac
  done <"$TMP/batch_check.out"
}

# run_batch NAME OUT SOLVE-ARGS... < boards: run "posproof solve ARGS --batch",
# stdout to OUT; a non-zero exit or anything on stderr is a failure.
run_batch() {
  local name=$1 out=$2; shift 2
  "$PP" solve "$@" --batch --quiet >"$out" 2>"$TMP/batch.err"
  local rc=$?
  if [ $rc -eq 0 ]; then pass "$name: batch run exits 0"; else fail "$name: batch run exits 0" "exit $rc" "$(head -20 "$TMP/batch.err")"; fi
  if [ -s "$TMP/batch.err" ]; then fail "$name: batch run prints nothing on stderr" "$(head -20 "$TMP/batch.err")"; else pass "$name: batch run prints nothing on stderr"; fi
}

# sample_boards EXPECTED STEP CAP: graph6 strings of every STEP-th board of
# EXPECTED (1st, STEP+1-th, ...) and of the boards where some column says
# breaker, the latter thinned out evenly to at most CAP.
sample_boards() {
  awk -v step="$2" -v cap="$3" '
    { g[NR] = $1; b[NR] = ($0 ~ /=breaker/) }
    END {
      nb = 0; for (i = 1; i <= NR; i++) if (b[i]) nb++
      every = nb > cap ? int((nb + cap - 1) / cap) : 1
      k = 0
      for (i = 1; i <= NR; i++) {
        pick = ((i - 1) % step == 0)
        if (b[i]) { if (k % every == 0) pick = 1; k++ }
        if (pick) print g[i]
      }
    }' "$1"
}

# expected_of EXPECTED G6 COLUMN: the expected value of COLUMN for board G6
expected_of() { awk -v g="$2" -v c="$3" '$1 == g { for (i = 2; i <= NF; i++) { split($i, kv, "="); if (kv[1] == c) print kv[2] } }' "$1"; }

# certify NAME FIRSTROLE WANT GAME-FLAGS...: solve one game (GAME-FLAGS name
# it completely: --game, --n or --board, --first/--creator, --rule, ...) with
# --cert --json; the winner must be WANT (WANT "-": whatever the solver says,
# which the checker then has to verify); "result" must agree with FIRSTROLE
# (the role of the player moving first); then posproof-check must print
# "VERIFIED: " and exit 0 for the certificate and the claim --winner WANT.
certify() {
  local name=$1 firstrole=$2 want=$3; shift 3
  local cert="$TMP/claim.cert" json rc out got res
  rm -f "$TMP"/claim*.cert
  json=$("$PP" solve "$@" --cert "$cert" --json --quiet </dev/null 2>"$TMP/solve.err")
  rc=$?
  if [ $rc -ne 0 ]; then
    fail "$name: solved with a certificate" "posproof solve $* --cert ... --json --quiet: exit $rc" "$(head -20 "$TMP/solve.err")"
    return
  fi
  got=$(json_field "$json" winner)
  if [ "$want" = - ]; then
    want=$got
    if [ -n "$got" ]; then pass "$name: solver names a winner ($got)"; else fail "$name: solver names a winner" "json: $json"; fi
  else
    is "$got" "$want" "$name: solver says $want wins"
  fi
  if [ "$got" = "$firstrole" ]; then res=first-player-win; else res=second-player-win; fi
  is "$(json_field "$json" result)" "$res" "$name: result field is $res"
  [ -n "$want" ] || return
  if [ ! -f "$cert" ]; then fail "$name: certificate VERIFIED" "no certificate written at $cert" "json: $json"; return; fi
  out=$("$CK" "$cert" "$@" --winner "$want" </dev/null 2>&1)
  rc=$?
  if [ $rc -eq 0 ] && printf '%s\n' "$out" | grep -q '^VERIFIED: '; then
    pass "$name: certificate VERIFIED ($want wins)"
  else
    fail "$name: certificate VERIFIED ($want wins)" "posproof-check claim.cert $* --winner $want: exit $rc" "$out"
  fi
  rm -f "$cert"
}

# count_check NAME LEVELS COUNT-ARGS...: "posproof count COUNT-ARGS --json" must
# exit 0 and report "levels" = LEVELS (comma-separated, level 0 first) and
# "total" = their sum (trailing zero levels are ignored). Sets COUNT_JSON to the output (empty on failure).
count_check() {
  local name=$1 want=$2; shift 2
  local rc levels total sum
  COUNT_JSON=$("$PP" count "$@" --json </dev/null 2>"$TMP/count.err")
  rc=$?
  if [ $rc -ne 0 ]; then
    fail "$name: posproof count exits 0" "posproof count $* --json: exit $rc" "$(head -20 "$TMP/count.err")"
    COUNT_JSON=
    return
  fi
  # trailing empty levels (up to the full board) are allowed and ignored
  levels=$(json_array "$COUNT_JSON" levels | sed -e 's/\(,0\)*$//')
  total=$(json_field "$COUNT_JSON" total)
  sum=$(printf '%s\n' "$want" | tr ',' '\n' | awk '{ s += $1 } END { print s + 0 }')
  is "$levels" "$want" "$name: levels"
  is "$total" "$sum" "$name: total $sum"
}

# big_boards MINV: the graph6 lines of stdin with at least MINV vertices.
big_boards() { awk -v m="$1" 'BEGIN { for (i = 63; i < 127; i++) ord[sprintf("%c", i)] = i } ord[substr($1, 1, 1)] - 63 >= m'; }

# batch_rejects_small NAME MINV BOARDS GAMEFLAGS...: the solver refuses boards
# with fewer vertices than H (bad input: "an H larger than the board"), one
# stderr line each naming the line number, goes on with the other lines, and
# exits non-zero.
batch_rejects_small() {
  local name=$1 minv=$2 boards=$3; shift 3
  local nsmall nbig
  nbig=$(big_boards "$minv" <"$boards" | wc -l | tr -d ' ')
  nsmall=$(( $(wc -l <"$boards") - nbig ))
  "$PP" solve "$@" --batch --quiet <"$boards" >"$TMP/all.out" 2>"$TMP/all.err"
  local rc=$?
  if [ $rc -ne 0 ]; then pass "$name: batch with boards smaller than H exits non-zero"; else fail "$name: batch with boards smaller than H exits non-zero"; fi
  is "$(grep -c '^posproof: line [0-9]*: .*more than the board' "$TMP/all.err")" "$nsmall" \
    "$name: one error line (with its line number) for each of the $nsmall boards smaller than H"
  is "$(wc -l <"$TMP/all.out" | tr -d ' ')" "$nbig" "$name: the other $nbig boards are still solved"
}
