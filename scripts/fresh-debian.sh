#!/bin/sh
# What a newcomer sees: a minimal Debian bookworm root made afresh by
# debootstrap on every run (nothing is kept from a previous run, so a package
# an earlier run installed cannot hide a missing install step), this
# repository's HEAD cloned into it, and the README's commands run there
# under chroot. Needs root and debootstrap.
#   sh scripts/fresh-debian.sh [COMMAND...]        (default: make check)
# e.g. sh scripts/fresh-debian.sh 'make check && make check-full'
# The root is made under ${TMPDIR:-/var/tmp} and deleted afterwards, whatever
# the outcome (KEEP=1 keeps it for a look; its path is printed).
# The archive is the machine's own: the first URI its apt sources
# (/etc/apt/sources.list and sources.list.d, one-line or deb822 format) give
# for the suite bookworm, read at run time; MIRROR=URI overrides it. None is
# named here.
# Inside the root: /proc, /sys, /dev/pts (a private devpts: tmux in
# tests/97-play.t needs a pseudo-terminal), /etc/resolv.conf and /etc/hosts
# copied from the machine. Only `make` is installed by hand, as the README
# says; everything else must come from the project's own scripts.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cmd=${*:-make check}
[ "$(id -u)" = 0 ] || { echo "fresh-debian: run as root" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "fresh-debian: apt-get install debootstrap" >&2; exit 2; }

# The machine's archive for bookworm, from its apt sources.
mirror() {
  {
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
      [ -f "$f" ] || continue
      # deb [options] URI SUITE COMPONENTS...
      sed -e 's/#.*//' -e 's/\[[^]]*\]//' "$f" | awk '$1 == "deb" && $3 == "bookworm" { print $2 }'
    done
    for f in /etc/apt/sources.list.d/*.sources; do
      [ -f "$f" ] || continue
      # deb822 stanzas: Types, URIs, Suites (Enabled: no skipped)
      awk 'function flush() { if (deb && suite && on && uri != "") print uri; deb = suite = 0; on = 1; uri = "" }
           BEGIN { on = 1 }
           /^[ \t]*#/ { next }
           /^[ \t]*$/ { flush(); next }
           tolower($1) == "types:" { for (i = 2; i <= NF; i++) if ($i == "deb") deb = 1 }
           tolower($1) == "uris:" { uri = $2 }
           tolower($1) == "suites:" { for (i = 2; i <= NF; i++) if ($i == "bookworm") suite = 1 }
           tolower($1) == "enabled:" { if (tolower($2) == "no") on = 0 }
           END { flush() }' "$f"
    done
  } | head -n 1
}
archive=${MIRROR:-$(mirror)}
[ -n "$archive" ] || { echo "fresh-debian: no bookworm archive in /etc/apt/sources.list{,.d}: set MIRROR=URI" >&2; exit 2; }

root=$(mktemp -d "${TMPDIR:-/var/tmp}/posproof-fresh.XXXXXX")
chmod 755 "$root"   # mktemp's 0700 would lock out the packages' own users (munge, man)
cleanup() {
  rc=$?
  for m in dev/pts sys proc; do
    mountpoint -q "$root/$m" 2>/dev/null && { umount "$root/$m" || umount -l "$root/$m"; }
  done
  if [ "${KEEP:-0}" = 1 ]; then
    echo "fresh-debian: root kept in $root (rm -rf it when done)" >&2
  elif grep -q " $root/" /proc/mounts; then
    echo "fresh-debian: something is still mounted under $root: not deleted" >&2
  else
    rm -rf "$root"
  fi
  rm -f "$root.log"
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
echo "fresh-debian: debootstrap bookworm into $root from $archive" >&2
debootstrap --variant=minbase bookworm "$root" "$archive" >"$root.log" 2>&1 ||
  { tail -n 20 "$root.log" >&2; exit 1; }
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp /etc/hosts "$root/etc/hosts"
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
mkdir -p "$root/dev/pts"
mount -t devpts -o newinstance,ptmxmode=0666,mode=0620 devpts "$root/dev/pts"
# /dev/ptmx must open this devpts instance
[ -c "$root/dev/ptmx" ] || ln -sf pts/ptmx "$root/dev/ptmx"
chroot "$root" /bin/sh -c 'apt-get update -q && apt-get install -y -q make' >/dev/null
git clone -q "$top" "$root/root/posproof"
chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
  /bin/sh -c "cd /root/posproof && $cmd"
