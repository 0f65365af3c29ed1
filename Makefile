# posproof: make | make check | make proofs | make bench | make clean
#           make check-full | make check-asan | make check-tsan | make fuzz (FUZZ_SECONDS=60)
#           make install [PREFIX=/usr/local] [DESTDIR=] | make uninstall | make man
# The first build runs scripts/deps.sh, which installs the Debian packages
# posproof needs (as root) or prints the command to do so.

CC      = gcc
# Builds use every CPU (make check builds before its tests: 26 s serial, 14 s
# on 2 CPUs).
MAKEFLAGS += -j$(shell nproc)
CFLAGS  = -std=c11 -O2 -Wall -Wextra -g -D_POSIX_C_SOURCE=200809L $(ARCHFLAGS) $(SANFLAGS)
# One version number for the project: the file VERSION.
VERSION := $(shell cat VERSION)
CFLAGS  += -DPOSPROOF_VERSION='"$(VERSION)"'
# POPCNT and friends where the CPU is x86-64: measured 10% less CPU on FHP7 and HAM8.
ARCHFLAGS = $(if $(filter x86_64,$(shell uname -m)),-march=x86-64-v2)
NAUTYFLAGS = -DWORDSIZE=64 -DMAXN=WORDSIZE
# Expanded lazily, in recipes, after deps.sh has run. nauty is linked
# statically: its thread-local storage then costs no lookups (callgrind: 10%
# fewer instructions for the solver on FHP7, 12% for the checker on HAM8).
PKG_CFLAGS = $(shell pkg-config --cflags nauty libzstd sqlite3 libcrypto)
# zstd, SQLite and libcrypto statically too: a run of a program then maps no
# shared library but libc's, which halves the cost of starting one (perf
# stat of posproof --version: 3.4 ms of CPU dynamic, 1.7 ms static), and the
# tests start some ten thousand (BENCHMARKS.md, "The test suite").
PKG_LIBS   = -l:libnautyL1.a -l:libzstd.a -l:libsqlite3.a -l:libcrypto.a -ldl -lpthread -lm

# Objects go to $(B), programs to $(BIN); the sanitizer builds set both
# (and SANFLAGS) to keep theirs apart from the normal build.
B   = build
BIN = bin
# The properties (solver/prop.h): a file solver/props/NAME.c each, listed
# by scripts/props-list.sh into $(B)/gen/props.inc, the table of
# solver/prop.c; adding the file is the whole registration.
PROP_SRC    = $(sort $(wildcard solver/props/*.c))
# The game families (solver/family.h): a file solver/families/NAME.c each,
# listed in solver/family.c's table in the order of certs/FORMAT.md 4.2.
FAMILY_SRC  = $(sort $(wildcard solver/families/*.c))
SOLVER_SRC  = $(wildcard solver/*.c) $(FAMILY_SRC) $(PROP_SRC)
CERTS_SRC   = $(wildcard certs/*.c)
SOLVER_OBJ  = $(SOLVER_SRC:%.c=$(B)/%.o) $(CERTS_SRC:%.c=$(B)/%.o)
# The wide build of the solver (solver/board.h: 128-bit pair sets, boards of
# up to 16 vertices), to which bin/posproof hands the larger boards.
WIDE_OBJ    = $(SOLVER_SRC:%.c=$(B)/wide/%.o) $(CERTS_SRC:%.c=$(B)/%.o)
# The checker: its trusted core (checker/core/), built alone into
# posproof-check-core; posproof-check is the core (but for its main.c), the
# fast layer (checker/fast/) and the command line around them (checker/cli/).
CORE_SRC    = $(filter-out checker/core/main.c,$(wildcard checker/core/*.c))
FAST_SRC    = $(wildcard checker/fast/*.c)
CLI_SRC     = $(wildcard checker/cli/*.c)
CORE_OBJ    = $(CORE_SRC:%.c=$(B)/%.o)
CHECKER_OBJ = $(CORE_OBJ) $(FAST_SRC:%.c=$(B)/%.o) $(CLI_SRC:%.c=$(B)/%.o)
DEPS_OK     = build/.deps-ok

.PHONY: FORCE all check check-full check-asan check-tsan fuzz proofs claims new-results variants proofs-all bench clean deps install uninstall man
all: $(BIN)/posproof $(BIN)/posproof-wide $(BIN)/posproof-check $(BIN)/posproof-check-core

$(DEPS_OK): scripts/deps.sh
	@mkdir -p build
	@sh scripts/deps.sh
	@touch $@
deps: $(DEPS_OK)

$(B)/%.o: %.c $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -I$(B)/gen $(NAUTYFLAGS) $(PKG_CFLAGS) -MMD -MP -c $< -o $@

$(B)/wide/%.o: %.c $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -I$(B)/gen -DPOSPROOF_WIDE $(NAUTYFLAGS) $(PKG_CFLAGS) -MMD -MP -c $< -o $@

# Remade on every run, replaced only when the list of files changed (a
# file added or removed), so prop.o is recompiled only then.
$(B)/gen/props.inc: FORCE
	@mkdir -p $(dir $@)
	@sh scripts/props-list.sh $(PROP_SRC) >$@.tmp && { cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@; }
$(B)/solver/prop.o $(B)/wide/solver/prop.o: $(B)/gen/props.inc
FORCE:

# The checker is compiled from checker/ alone: no include path into solver/ or certs/
# (tests/70 builds the core from a copy of checker/core alone).
$(B)/checker/%.o: checker/%.c $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(NAUTYFLAGS) $(PKG_CFLAGS) -MMD -MP -c $< -o $@

$(BIN)/posproof: $(SOLVER_OBJ) Makefile
	@mkdir -p $(BIN)
	$(CC) $(CFLAGS) -o $@ $(SOLVER_OBJ) $(PKG_LIBS)

$(BIN)/posproof-wide: $(WIDE_OBJ) Makefile
	@mkdir -p $(BIN)
	$(CC) $(CFLAGS) -o $@ $(WIDE_OBJ) $(PKG_LIBS)

$(BIN)/posproof-check: $(CHECKER_OBJ) Makefile VERSION
	@mkdir -p $(BIN)
	$(CC) $(CFLAGS) -o $@ $(CHECKER_OBJ) $(PKG_LIBS)

$(BIN)/posproof-check-core: $(CORE_OBJ) $(B)/checker/core/main.o Makefile VERSION
	@mkdir -p $(BIN)
	$(CC) $(CFLAGS) -o $@ $(CORE_OBJ) $(B)/checker/core/main.o $(PKG_LIBS)

# make check: every test, each at the reduced size it states (the same
# correctness guards on fewer or smaller inputs), under prove -j with the
# scheduling rules of tests/rules.yml (the Slurm tests one after the other,
# tests/72-memo-stress.t alone at the end): under 4 minutes on 2 CPUs.
# make check-full: the same tests at full size (POSPROOF_FULL=1). A missing
# program or tool is a failure (Bail out!), never a skip.
# Three jobs on two CPUs: the Slurm tests (91, 93) mostly wait on Slurm,
# and a third job keeps both CPUs busy meanwhile.
CHECK_JOBS = 3
PROVE = HARNESS_RULESFILE=tests/rules.yml prove -j$(CHECK_JOBS) --timer
TEST_TOOLS = POSPROOF_REF=$(CURDIR)/$(B)/tests/ref-game POSPROOF_PROPCHECK=$(CURDIR)/$(B)/tests/prop-check
check: all $(B)/tests/ref-game $(B)/tests/prop-check
	$(TEST_TOOLS) $(PROVE) tests/

check-full: all $(B)/tests/ref-game $(B)/tests/prop-check
	POSPROOF_FULL=1 $(TEST_TOOLS) $(PROVE) tests/

# tests/ref-game.c, the tests' reference solver (tests/lib.sh build_ref),
# built once for the whole run rather than by each of the eight tests that
# use it (2 s of CPU each); a test run alone compiles its own.
REF_FLAGS = -std=c11 -O2 -g -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L $(SANFLAGS)
$(B)/tests/ref-game: tests/ref-game.c tests/bf-prop.h $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(REF_FLAGS) tests/ref-game.c -o $@

# tests/prop-check.c (tests/77-properties.t) against the build's own objects
# of the property table, so that it tests the code the solver links (and
# compiles 2 s of C, not 5.5 s); -O3: the brute force is in prop-check.c.
PROPCHECK_OBJ = $(B)/solver/prop.o $(PROP_SRC:%.c=$(B)/%.o) $(B)/solver/paths.o $(B)/solver/graphs.o
$(B)/tests/prop-check: tests/prop-check.c tests/bf-prop.h $(PROPCHECK_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -O3 $(NAUTYFLAGS) tests/prop-check.c $(PROPCHECK_OBJ) -o $@

# The whole suite (at make check's sizes) against bin/ built with AddressSanitizer and UBSan
# (build/asan/bin), and the threaded parts (tests/49, 51, 71, 72, 75, 80, 88) with
# ThreadSanitizer (build/tsan/bin, and the memo stress harness built with
# it): any report fails the test that ran into it. nauty comes from
# libnautyL1.a and is not instrumented.
ASAN_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
TSAN_FLAGS = -fsanitize=thread
SAN_ENV    = ASAN_OPTIONS=abort_on_error=0:exitcode=86 UBSAN_OPTIONS=print_stacktrace=1 \
             TSAN_OPTIONS=halt_on_error=1:exitcode=66
# Under ASan every test but four whose C is exercised by the others and
# whose time is spent elsewhere (installing and rendering man pages, waiting
# on Slurm, Python): make check-full runs them.
ASAN_SKIP = tests/90-install.t tests/91-slurm-smoke.t tests/93-shards-slurm.t tests/98-python.t
check-asan: $(DEPS_OK)
	$(MAKE) B=build/asan BIN=build/asan/bin SANFLAGS='$(ASAN_FLAGS)' all build/asan/tests/ref-game build/asan/tests/prop-check
	$(SAN_ENV) POSPROOF_BIN=$(CURDIR)/build/asan/bin SANFLAGS='$(ASAN_FLAGS)' \
	  POSPROOF_REF=$(CURDIR)/build/asan/tests/ref-game POSPROOF_PROPCHECK=$(CURDIR)/build/asan/tests/prop-check \
	  $(PROVE) $(filter-out $(ASAN_SKIP),$(sort $(wildcard tests/*.t)))

check-tsan: $(DEPS_OK)
	$(MAKE) B=build/tsan BIN=build/tsan/bin SANFLAGS='$(TSAN_FLAGS)' all
	$(SAN_ENV) POSPROOF_BIN=$(CURDIR)/build/tsan/bin SANFLAGS='$(TSAN_FLAGS)' \
	  prove --timer tests/49-keep.t tests/51-progress.t tests/71-checker-threads.t tests/72-memo-stress.t tests/75-threads.t tests/80-tt.t \
	  tests/88-batch.t

# libFuzzer harnesses of the checker (fuzz/README.md), clang with ASan and
# UBSan, from checker/core (but its main.c) and checker/fast; make fuzz runs each for
# FUZZ_SECONDS and then the solver-oracle mutation fuzzer for FUZZ_ORACLE
# mutants.
FUZZ_CC      = clang-14
FUZZ_SECONDS = 60
FUZZ_ORACLE  = 500
FUZZ_FLAGS   = -std=c11 -O2 -g -D_POSIX_C_SOURCE=200809L $(ARCHFLAGS) \
               -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
               -fno-sanitize-coverage=trace-cmp
FUZZ_SRC     = fuzz/fuzz_cert.c $(CORE_SRC) $(FAST_SRC)
FUZZ_DEPS_OK = build/.deps-fuzz-ok

$(FUZZ_DEPS_OK): scripts/deps.sh $(DEPS_OK)
	@sh scripts/deps.sh fuzz
	@touch $@

build/fuzz/fuzz-raw: $(FUZZ_SRC) checker/core/core.h checker/fast/fast.h $(FUZZ_DEPS_OK) Makefile
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(NAUTYFLAGS) $(PKG_CFLAGS) -o $@ $(FUZZ_SRC) $(PKG_LIBS)

build/fuzz/fuzz-struct: $(FUZZ_SRC) checker/core/core.h checker/fast/fast.h $(FUZZ_DEPS_OK) Makefile
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) -DFUZZ_STRUCT $(NAUTYFLAGS) $(PKG_CFLAGS) -o $@ $(FUZZ_SRC) $(PKG_LIBS)

build/fuzz/cert2seed: fuzz/cert2seed.c $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(PKG_CFLAGS) -o $@ $< $(PKG_LIBS)

fuzz: all build/fuzz/fuzz-raw build/fuzz/fuzz-struct build/fuzz/cert2seed
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_ORACLE=$(FUZZ_ORACLE) sh fuzz/run.sh

# make install: the four programs into PREFIX/bin (posproof finds
# posproof-wide beside its own executable; posproof-check-core is the
# checker's trusted core alone), the man pages posproof(1),
# posproof-check(1) and posproof-cert(5), generated by scripts/man.sh from
# the programs' --help and from certs/FORMAT.md, and FORMAT.md, README.md,
# RESULTS.md and the manual (docs/*.md, into docs/ there, so README's links
# hold; docs/history/ is left out) into PREFIX/share/doc/posproof, and the
# Python reader python/posproof_cert.py into pythondir,
# PREFIX/lib/python3.X/dist-packages for the PYTHON's version 3.X (Debian's
# python3 where there is one): with the default PREFIX /usr/local that
# directory is on Debian's python3 path, so `import posproof_cert` works
# at once; with another PREFIX, PYTHONPATH=pythondir (or pip install
# ./python, docs/strategies.md). The module finds the posproof installed
# in PREFIX/bin. DESTDIR is prepended to every path
# written, not to the paths the pages name.
PREFIX  = /usr/local
DESTDIR =
bindir  = $(PREFIX)/bin
mandir  = $(PREFIX)/share/man
docdir  = $(PREFIX)/share/doc/posproof
PYTHON  = $(firstword $(wildcard /usr/bin/python3) python3)
pythondir = $(PREFIX)/lib/python$(shell $(PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])')/dist-packages
PROGRAMS = posproof posproof-wide posproof-check posproof-check-core
MANPAGES = man1/posproof.1 man1/posproof-check.1 man5/posproof-cert.5
DOCS     = $(wildcard docs/*.md)

install: all
	install -d "$(DESTDIR)$(bindir)" "$(DESTDIR)$(mandir)/man1" "$(DESTDIR)$(mandir)/man5" "$(DESTDIR)$(docdir)/docs" \
	  "$(DESTDIR)$(pythondir)"
	install -m 755 $(PROGRAMS:%=$(BIN)/%) "$(DESTDIR)$(bindir)"
	install -m 644 python/posproof_cert.py "$(DESTDIR)$(pythondir)"
	install -m 644 certs/FORMAT.md README.md RESULTS.md "$(DESTDIR)$(docdir)"
	install -m 644 $(DOCS) "$(DESTDIR)$(docdir)/docs"
	sh scripts/man.sh 1 $(BIN)/posproof "$(docdir)" >"$(DESTDIR)$(mandir)/man1/posproof.1.tmp"
	sh scripts/man.sh 1 $(BIN)/posproof-check "$(docdir)" >"$(DESTDIR)$(mandir)/man1/posproof-check.1.tmp"
	sh scripts/man.sh 5 certs/FORMAT.md "$(docdir)" >"$(DESTDIR)$(mandir)/man5/posproof-cert.5.tmp"
	for p in $(MANPAGES); do chmod 644 "$(DESTDIR)$(mandir)/$$p.tmp" && mv "$(DESTDIR)$(mandir)/$$p.tmp" "$(DESTDIR)$(mandir)/$$p" || exit 1; done

uninstall:
	rm -f $(PROGRAMS:%="$(DESTDIR)$(bindir)/%") $(MANPAGES:%="$(DESTDIR)$(mandir)/%") \
	  "$(DESTDIR)$(docdir)/FORMAT.md" "$(DESTDIR)$(docdir)/README.md" "$(DESTDIR)$(docdir)/RESULTS.md" \
	  $(DOCS:%="$(DESTDIR)$(docdir)/%") "$(DESTDIR)$(pythondir)/posproof_cert.py" \
	  "$(DESTDIR)$(pythondir)"/__pycache__/posproof_cert.*.pyc
	rmdir "$(DESTDIR)$(docdir)/docs" "$(DESTDIR)$(docdir)" 2>/dev/null || true

# The pages alone, in build/man (for a look: man -l build/man/posproof.1).
man: all
	@mkdir -p build/man
	sh scripts/man.sh 1 $(BIN)/posproof "$(docdir)" >build/man/posproof.1
	sh scripts/man.sh 1 $(BIN)/posproof-check "$(docdir)" >build/man/posproof-check.1
	sh scripts/man.sh 5 certs/FORMAT.md "$(docdir)" >build/man/posproof-cert.5

# make proofs: the 32 lemma instances (minutes); the long tables apart.
proofs: all
	sh scripts/proofs.sh

claims: all
	sh scripts/claims.sh

new-results: all
	sh scripts/new-results.sh

# RESULTS.md "Variants": the offer games and monotone Avoider-Enforcer on
# K_n, their thresholds, each certificate VERIFIED (scripts/variants.sh).
variants: all
	sh scripts/variants.sh

proofs-all: all
	CLAIMS=1 NEW=1 sh scripts/proofs.sh

bench: all
	sh scripts/bench.sh

clean:
	rm -rf build bin

-include $(SOLVER_OBJ:.o=.d) $(WIDE_OBJ:.o=.d) $(CHECKER_OBJ:.o=.d) $(B)/checker/core/main.d
