# posproof: make | make check | make proofs | make bench | make clean
# The first build runs scripts/deps.sh, which installs the Debian packages
# posproof needs (as root) or prints the command to do so.

CC      = gcc
CFLAGS  = -std=c11 -O2 -Wall -Wextra -g -D_POSIX_C_SOURCE=200809L $(ARCHFLAGS)
# POPCNT and friends where the CPU is x86-64: measured 10% less CPU on FHP7 and HAM8.
ARCHFLAGS = $(if $(filter x86_64,$(shell uname -m)),-march=x86-64-v2)
NAUTYFLAGS = -DWORDSIZE=64 -DMAXN=WORDSIZE
# Expanded lazily, in recipes, after deps.sh has run. nauty is linked
# statically: its thread-local storage then costs no lookups (callgrind: 10%
# fewer instructions for the solver on FHP7, 12% for the checker on HAM8).
PKG_CFLAGS = $(shell pkg-config --cflags nauty libzstd sqlite3)
PKG_LIBS   = -l:libnautyL1.a $(shell pkg-config --libs libzstd sqlite3) -lpthread -lm

SOLVER_SRC  = $(wildcard solver/*.c)
CERTS_SRC   = $(wildcard certs/*.c)
CHECKER_SRC = $(wildcard checker/*.c)
SOLVER_OBJ  = $(SOLVER_SRC:%.c=build/%.o) $(CERTS_SRC:%.c=build/%.o)
CHECKER_OBJ = $(CHECKER_SRC:%.c=build/%.o)
DEPS_OK     = build/.deps-ok

.PHONY: all check proofs bench clean deps
all: bin/posproof bin/posproof-check

$(DEPS_OK): scripts/deps.sh
	@mkdir -p build
	@sh scripts/deps.sh
	@touch $@
deps: $(DEPS_OK)

build/%.o: %.c $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(NAUTYFLAGS) $(PKG_CFLAGS) -MMD -MP -c $< -o $@

# The checker is compiled from checker/ alone: no include path into solver/ or certs/.
build/checker/%.o: checker/%.c $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(NAUTYFLAGS) $(PKG_CFLAGS) -MMD -MP -c $< -o $@

bin/posproof: $(SOLVER_OBJ) Makefile
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $(SOLVER_OBJ) $(PKG_LIBS)

bin/posproof-check: $(CHECKER_OBJ) Makefile
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $(CHECKER_OBJ) $(PKG_LIBS)

check: all
	prove tests/

proofs: all
	sh scripts/proofs.sh

bench: all
	sh scripts/bench.sh

clean:
	rm -rf build bin

-include $(SOLVER_OBJ:.o=.d) $(CHECKER_OBJ:.o=.d)
