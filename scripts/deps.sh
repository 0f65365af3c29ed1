#!/bin/sh
# Make sure the Debian packages posproof builds and tests with are installed.
# Run by the Makefile before anything is compiled. As root it installs what is
# missing with apt-get; otherwise it prints the exact command and fails.
# With the argument fuzz: also clang and its libFuzzer and sanitizer runtimes
# (make fuzz). The sanitizer builds of make check-asan and check-tsan use
# gcc's runtimes (libasan8, libubsan1, libtsan2), which gcc brings.
# libssl-dev: SHA-256 (OpenSSL's libcrypto) for the shards of sharded
# proofs, in the checker and the solver alike.
# groff-base and man-db: tests/90-install.t renders the man pages of make
# install (groff, man -l); xxd: tests/94-dump.t; sqlite3 and zstd (the CLIs):
# the tests that take certificates apart.
# parallel, slurm-wlm and munge (the sharded proofs' tests: GNU parallel, and
# a private single-node Slurm with its own munged, scripts/slurm-local.sh) are
# installed without their Recommends, which the tests do not use: on a
# minimal bookworm with the rest installed, 22 packages (8 MB to download)
# instead of 110 (42 MB: systemd, dbus, every Slurm plugin with its -dev
# package, through slurm-wlm-plugins). Their postinsts start no daemon where there
# is no init system (containers, chroots: invoke-rc.d "Defaulting to block"),
# and slurmctld/slurmd none without /etc/slurm/slurm.conf anyway.
# tmux runs `posproof play` in a real terminal for tests/97-play.t; python3
# with python3-zstandard runs the Python reader (python/, tests/98-python.t),
# which tests/98 also installs as a package into a virtual environment
# (python3-venv, python3-pip, python3-setuptools, python3-wheel: pip install
# --no-build-isolation, offline) and whose to_networkx() it runs
# (python3-networkx), all five without Recommends (python3-pip's are a
# compiler and python3-dev, python3-networkx's matplotlib, scipy, gdal and
# more, which the reader does not use); graphviz draws `posproof show
# --svg` (tests/99-draw.t), without Recommends (fonts and X libraries: an
# SVG names its font and needs none).
# Exit: 0 all present (or installed), 1 something missing and not installable.
set -u
pkgs="gcc libc6-dev make pkg-config perl libnauty2-dev nauty libzstd-dev zstd libsqlite3-dev sqlite3 libssl-dev xxd tmux python3 python3-zstandard groff-base man-db"
norec="parallel slurm-wlm munge graphviz python3-venv python3-pip python3-setuptools python3-wheel python3-networkx"
pkgs="$pkgs $norec"
[ "${1:-}" = fuzz ] && pkgs="$pkgs clang-14 libclang-rt-14-dev"
missing=""
for p in $pkgs; do
  st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)
  case "$st" in *"ok installed"*) ;; *) missing="$missing $p" ;; esac
done
[ -z "$missing" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "posproof: missing packages:$missing (this is not a Debian system: install them by hand)" >&2
  exit 1
fi
# The missing ones in two lists: with Recommends ($rec), without ($nrec).
rec="" nrec=""
for p in $missing; do
  case " $norec " in *" $p "*) nrec="$nrec $p" ;; *) rec="$rec $p" ;; esac
done
cmd=""
[ -n "$rec" ] && cmd="apt-get install -y$rec"
[ -n "$nrec" ] && cmd="$cmd${cmd:+ && }apt-get install -y --no-install-recommends$nrec"
if [ "$(id -u)" != 0 ]; then
  echo "posproof: missing Debian packages:$missing" >&2
  echo "posproof: run as root:  apt-get update && $cmd" >&2
  exit 1
fi
echo "posproof: installing Debian packages:$missing" >&2
export DEBIAN_FRONTEND=noninteractive
inst() { apt-get install -y -q "$@" >&2 || { apt-get update -q >&2 && apt-get install -y -q "$@" >&2; }; }
ok=1
# shellcheck disable=SC2086
[ -z "$rec" ] || inst $rec || ok=0
# shellcheck disable=SC2086
[ $ok = 0 ] || [ -z "$nrec" ] || inst --no-install-recommends $nrec || ok=0
[ $ok = 1 ] || { echo "posproof: apt-get could not install:$missing" >&2; exit 1; }
exit 0
