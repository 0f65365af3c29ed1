#!/bin/sh
# Make sure the Debian packages posproof builds and tests with are installed.
# Run by the Makefile before anything is compiled. As root it installs what is
# missing with apt-get; otherwise it prints the exact command and fails.
# With the argument fuzz: also clang and its libFuzzer and sanitizer runtimes
# (make fuzz). The sanitizer builds of make check-asan and check-tsan use
# gcc's runtimes (libasan8, libubsan1, libtsan2), which gcc brings.
# Exit: 0 all present (or installed), 1 something missing and not installable.
set -u
pkgs="gcc libc6-dev make pkg-config perl libnauty2-dev nauty libzstd-dev zstd libsqlite3-dev sqlite3 libssl-dev"
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
if [ "$(id -u)" != 0 ]; then
  echo "posproof: missing Debian packages:$missing" >&2
  echo "posproof: run as root:  apt-get update && apt-get install -y$missing" >&2
  exit 1
fi
echo "posproof: installing Debian packages:$missing" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q $missing >&2 || { apt-get update -q >&2 && apt-get install -y -q $missing >&2; } || {
  echo "posproof: apt-get could not install:$missing" >&2; exit 1; }
exit 0
