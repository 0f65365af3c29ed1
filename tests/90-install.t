#!/usr/bin/env bash
# make install: the four programs, the man pages and
# FORMAT.md, README.md, RESULTS.md and docs/*.md under PREFIX (and
# DESTDIR), the Python reader in PREFIX/lib/python3.X/dist-packages,
# where Debian's python3 imports it (with PYTHONPATH; without
# for PREFIX /usr/local) and it finds the posproof installed beside it;
# the installed posproof hands a large board to the installed
# posproof-wide and the installed checker verifies
# its certificate; every page renders with groff -ww without a warning; the
# pages say what --help says (every option, the synopses); make uninstall
# removes it all.
. "$(dirname "$0")/lib.sh"
need groff man make
# make install's Python: Debian's python3 (Makefile PYTHON), with zstandard
[ -x /usr/bin/python3 ] || bail_out "/usr/bin/python3 is missing (scripts/deps.sh installs python3)"
/usr/bin/python3 -c 'import zstandard' 2>/dev/null || bail_out "python3-zstandard is missing (scripts/deps.sh installs it)"
V=$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
PYDIR=lib/python$V/dist-packages

# The programs under test: bin/, or a sanitizer build (make check-asan sets
# POSPROOF_BIN=build/asan/bin; its objects are in build/asan), installed
# as they are: make finds them up to date and builds nothing.
if [ "$BIN" = "$TOP/bin" ]; then B=build; else B=$(dirname "$BIN"); fi
P="$TMP/prefix"
inst() { make -s -C "$TOP" --no-print-directory B="$B" BIN="$BIN" "$@" >"$TMP/make.log" 2>&1; }

# ---- 1. make install PREFIX ----
inst install PREFIX="$P"; rc=$?
is "$rc" 0 "make install PREFIX=$P: exit 0"
files=$(cd "$P" && find . -type f | sort | tr '\n' ' ')
is "$files" "./bin/posproof ./bin/posproof-check ./bin/posproof-check-core ./bin/posproof-wide ./$PYDIR/posproof_cert.py ./share/doc/posproof/FORMAT.md ./share/doc/posproof/README.md ./share/doc/posproof/RESULTS.md ./share/doc/posproof/docs/README.md ./share/doc/posproof/docs/architecture.md ./share/doc/posproof/docs/keep.md ./share/doc/posproof/docs/sharding.md ./share/doc/posproof/docs/strategies.md ./share/doc/posproof/docs/testing.md ./share/doc/posproof/docs/trust.md ./share/doc/posproof/docs/usage.md ./share/man/man1/posproof-check.1 ./share/man/man1/posproof.1 ./share/man/man5/posproof-cert.5 " \
  "installed: the four programs, the Python reader, three man pages, FORMAT.md, README.md, RESULTS.md and docs/*.md, nothing else"
for f in posproof posproof-wide posproof-check posproof-check-core; do
  if [ -x "$P/bin/$f" ] && cmp -s "$P/bin/$f" "$BIN/$f"; then pass "bin/$f installed, executable"; else fail "bin/$f installed"; fi
done
is "$(stat -c %a "$P/share/man/man1/posproof.1") $(stat -c %a "$P/share/doc/posproof/FORMAT.md") $(stat -c %a "$P/$PYDIR/posproof_cert.py")" \
  "644 644 644" "pages, documents and the Python module: mode 644"
if cmp -s "$P/$PYDIR/posproof_cert.py" "$TOP/python/posproof_cert.py"; then pass "python/posproof_cert.py installed as it is"
else fail "python/posproof_cert.py installed as it is"; fi
if cmp -s "$P/share/doc/posproof/FORMAT.md" "$TOP/certs/FORMAT.md"; then pass "FORMAT.md installed as it is"
else fail "FORMAT.md installed as it is"; fi

# ---- 2. the installed programs work, posproof-wide found beside posproof ----
cd "$TMP" || exit 1
PATH="$P/bin:$PATH" posproof --version >"$TMP/v" 2>&1
like "$(cat "$TMP/v")" "^posproof [0-9]" "the installed posproof runs (--version)"
# one version number for the project: VERSION, which every program and
# CITATION.cff give
v=$(cat "$TOP/VERSION")
is "$(cut -d" " -f1-2 "$TMP/v") $("$CK" --version | cut -d" " -f1-2) $("$CKC" --version) $(sed -n 's/^version: "\(.*\)"$/\1/p' "$TOP/CITATION.cff")" \
  "posproof $v posproof-check $v posproof-check-core $v $v" "one version number: VERSION's, in every program and CITATION.cff"
# Q4: 16 vertices, past bin/posproof's 11, so posproof-wide solves it
q4=$(nauty-genspecialg -g -q -Q4)
"$P/bin/posproof" solve --game h:Q3 --board Q4 --first maker --cert "$TMP/q4.cert" --threads 1 --mem 64 >"$TMP/out" 2>&1; rc=$?
like "$rc $(cat "$TMP/out")" "^0 maker-breaker h:Q3 on .*: first=maker result=second-player-win winner=breaker \([1-9][0-9]* positions" \
  "installed posproof: h:Q3 on Q4 (16 vertices) solved through the installed posproof-wide"
"$P/bin/posproof-check" "$TMP/q4.cert" --game h:Gr\`HOk --board "$q4" --first maker --winner breaker --threads 1 >"$TMP/out" 2>&1; rc=$?
like "$rc $(head -1 "$TMP/out")" "^0 VERIFIED: Breaker wins h:Q3 \(a copy of Q3\) on the graph Q4 \(.*, n = 16\)" \
  "installed posproof-check VERIFIES that certificate (h:Gr\`HOk on Q4's graph6, said by their names)"
# without posproof-wide beside it, the same run is refused: it is looked for there
mkdir -p "$TMP/lone" && cp "$P/bin/posproof" "$TMP/lone/"
"$TMP/lone/posproof" solve --game h:Q3 --board Q4 --first maker --threads 1 --mem 64 >"$TMP/out" 2>"$TMP/err"; rc=$?
like "$rc $(cat "$TMP/err")" "^2 posproof: a board of 16 vertices goes to posproof-wide, which cannot be started" \
  "posproof copied alone: posproof-wide is looked for beside it, not in the source tree"
c12=$(nauty-genspecialg -g -q -c12)
printf '%s\n' "$c12" | "$P/bin/posproof-wide" solve --game conn --batch --first maker --mem 64 >"$TMP/out" 2>&1; rc=$?
is "$rc $(cat "$TMP/out")" "0 $c12 line=1 maker-first=breaker" "installed posproof-wide --batch: C12, Breaker cuts the cycle twice"
# --batch: the installed posproof hands C12 and the lines after it to the
# installed posproof-wide; alone, it refuses that line only, naming posproof-wide
printf 'D?{\n%s\nD~{\n' "$c12" >"$TMP/mixed"
"$P/bin/posproof" solve --game conn --batch --first maker --mem 64 <"$TMP/mixed" >"$TMP/out" 2>&1; rc=$?
is "$rc $(cat "$TMP/out")" "0 D?{ line=1 maker-first=breaker
$c12 line=2 maker-first=breaker
D~{ line=3 maker-first=maker" "installed posproof --batch: C12 (line 2) handed to the installed posproof-wide"
"$TMP/lone/posproof" solve --game conn --batch --first maker --mem 64 <"$TMP/mixed" >"$TMP/out" 2>"$TMP/err"; rc=$?
is "$rc $(cat "$TMP/out") | $(cat "$TMP/err")" "2 D?{ line=1 maker-first=breaker
D~{ line=3 maker-first=maker | posproof: line 2: '$c12': a board of 12 vertices goes to posproof-wide, which cannot be \
started from beside this program: No such file or directory" "posproof --batch copied alone: the line of C12 refused in one line, the others solved"

# the installed Python reader: imported from PREFIX by Debian's python3, it
# finds PREFIX/bin/posproof (not on PATH, no POSPROOF) and gives the
# winner's first move as show --line does; the bytecode Python writes
# beside it is removed by make uninstall too
pyrun() {   # PREFIX: the module's file, its posproof and ham8-maker's first move
  (cd "$TMP" && env -u POSPROOF -u PYTHONDONTWRITEBYTECODE PATH=/usr/bin:/bin PYTHONPATH="$1/$PYDIR" /usr/bin/python3 -c '
import sys, posproof_cert as p
print(p.__file__, p._posproof(), p.Certificate(sys.argv[1]).winning_move())' "$TOP/strategies/ham8-maker.cert" 2>&1)
}
first=$("$PP" show "$TOP/strategies/ham8-maker.cert" --line | sed -n 's/^ *1\. Maker //p')
is "$(pyrun "$P")" "$P/$PYDIR/posproof_cert.py $P/bin/posproof $first" \
  "python3 imports the installed posproof_cert (PYTHONPATH=PREFIX/$PYDIR); it runs PREFIX/bin/posproof: Maker's first move $first"
like "$(/usr/bin/python3 -c 'import sys; print(*sys.path)')" " /usr/local/$PYDIR( |\$)" \
  "the default PREFIX /usr/local: /usr/local/$PYDIR is on Debian's python3 path (no PYTHONPATH needed)"

# ---- 3. the man pages: no groff warning, what --help says ----
for pg in man1/posproof.1 man1/posproof-check.1 man5/posproof-cert.5; do
  groff -man -ww -z "$P/share/man/$pg" >"$TMP/warn" 2>&1; rc=$?
  is "$rc $(cat "$TMP/warn")" "0 " "$pg: groff -man -ww renders it without a warning"
  MANWIDTH=80 man -l "$P/share/man/$pg" >"$TMP/text" 2>"$TMP/warn" </dev/null; rc=$?
  is "$rc $(grep -v '^$' "$TMP/warn")" "0 " "$pg: man -l renders it"
done
# the rendered text (ASCII, no overstriking)
render() { groff -man -Tascii -P-cbou -ww "$1" 2>/dev/null; }
for prog in posproof posproof-check; do
  render "$P/share/man/man1/$prog.1" >"$TMP/$prog.txt"
  "$P/bin/$prog" --help >"$TMP/$prog.help"
  missing=""
  # shellcheck disable=SC2013
  for o in $(grep -o -- '--[a-z][a-z0-9-]*' "$TMP/$prog.help" | sort -u); do
    grep -qF -- "$o" "$TMP/$prog.txt" || missing="$missing $o"
  done
  n=$(grep -o -- '--[a-z][a-z0-9-]*' "$TMP/$prog.help" | sort -u | wc -l)
  is "$missing" "" "$prog(1): each of the $n options of $prog --help is in the page"
  # every line of --help is a line of the page (indentation aside)
  norm() { sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e 's/^usage: //' | grep -v '^$'; }
  extra=$(norm <"$TMP/$prog.help" | while IFS= read -r l; do grep -qxF -- "$l" <(norm <"$TMP/$prog.txt") || echo "$l"; done | head -3)
  is "$extra" "" "$prog(1): every line of --help, verbatim"
done
render "$P/share/man/man5/posproof-cert.5" | tr '\n' ' ' | tr -s ' ' >"$TMP/cert.txt"
missing=""
while IFS= read -r h; do
  t=$(printf '%s' "$h" | sed -E 's/^#+ //; s/`//g')
  grep -qF -- "$t" "$TMP/cert.txt" || missing="$missing [$t]"
done < <(grep -E '^#{2,3} ' "$P/share/doc/posproof/FORMAT.md")
is "$missing" "" "posproof-cert(5): every section of FORMAT.md ($(grep -cE '^#{2,3} ' "$TOP/certs/FORMAT.md")) is in the page"
for w in "PRAGMA application_id" "1886352240" "layered-3state-v1" "pair(i, j) = j(j-1)/2 + i" "CREATE TABLE header"; do
  if grep -qF -- "$w" "$TMP/cert.txt"; then pass "posproof-cert(5) has '$w'"; else fail "posproof-cert(5) has '$w'"; fi
done
like "$(grep -F "$P/share/doc/posproof/FORMAT.md" "$TMP/posproof.txt")" "FORMAT.md" "posproof(1) names the installed FORMAT.md"
MANPATH="$P/share/man" man -w posproof-cert >"$TMP/where" 2>&1 </dev/null
is "$(cat "$TMP/where")" "$P/share/man/man5/posproof-cert.5" "man finds posproof-cert(5) under PREFIX/share/man"

# ---- 4. DESTDIR, make uninstall ----
inst install DESTDIR="$TMP/stage" PREFIX=/opt/posproof; rc=$?
is "$rc $(cd "$TMP/stage" && find . -type f | wc -l | tr -d ' ')" "0 19" "make install DESTDIR PREFIX: nineteen files, under DESTDIR/PREFIX"
is "$(pyrun "$TMP/stage/opt/posproof")" "$TMP/stage/opt/posproof/$PYDIR/posproof_cert.py $TMP/stage/opt/posproof/bin/posproof $first" \
  "the staged Python reader imports and runs the staged posproof"
like "$(render "$TMP/stage/opt/posproof/share/man/man1/posproof.1" | grep -F /share/doc/posproof/FORMAT.md)" \
  "^ */opt/posproof/share/doc/posproof/FORMAT.md" "the pages name PREFIX's paths, not DESTDIR's"
like "$("$TMP/stage/opt/posproof/bin/posproof" solve --game h:K3 --board Q4 --first maker --threads 1 --mem 64 2>&1)" \
  "winner=breaker" "the staged posproof runs, posproof-wide beside it"
inst uninstall DESTDIR="$TMP/stage" PREFIX=/opt/posproof; rc=$?
is "$rc $(cd "$TMP/stage" && find . -type f | wc -l | tr -d ' ')" "0 0" "make uninstall: no file left"
inst uninstall PREFIX="$P"; rc=$?
is "$rc $(find "$P" -type f | wc -l | tr -d ' ')" "0 0" "make uninstall PREFIX: no file left"
done_testing
