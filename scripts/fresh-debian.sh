#!/bin/sh
# What a newcomer sees: debootstrap a minimal Debian bookworm root (once),
# clone this repository's HEAD into it, and run the README's commands there
# under chroot. Needs root, debootstrap and the Debian archive.
#   sh scripts/fresh-debian.sh [ROOT] [COMMAND...]     (default: make check)
# The root is kept between runs (ROOT, default /var/tmp/posproof-bookworm);
# delete it to start from nothing again. Only `make` is installed by hand, as
# the README says; everything else must come from the project's own scripts.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
root=${1:-/var/tmp/posproof-bookworm}
[ $# -gt 0 ] && shift
cmd=${*:-make check}
[ "$(id -u)" = 0 ] || { echo "fresh-debian: run as root" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "fresh-debian: apt-get install debootstrap" >&2; exit 2; }
if [ ! -x "$root/bin/sh" ]; then
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
chroot "$root" /bin/sh -c 'command -v make >/dev/null || { apt-get update -q && apt-get install -y -q make; }' >/dev/null
rm -rf "$root/root/posproof"
git clone -q "$top" "$root/root/posproof"
chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
  /bin/sh -c "cd /root/posproof && $cmd"
