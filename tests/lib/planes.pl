#!/usr/bin/perl
# planes.pl RAW C KLEN CMD: the entries of a decompressed block of
# certs/FORMAT.md 6.1 (C entries, keys of KLEN bytes, laid out in KLEN + 1
# byte planes: byte j of entry e's key at j*C + e, its move at KLEN*C + e)
# in the file RAW. CMD is one of
#   list       one line an entry: "E KEY MOVE TAKEN", KEY in hex (its last
#              byte the turn byte of FORMAT.md 5.6), TAKEN the first
#              canonical pair of the key in state 1 or 2, or -1;
#   set E M    entry E's move becomes M (0 to 255);
#   del E      entry E is removed (C - 1 entries are left); prints the hex
#              of the block's first key afterwards.
# RAW is rewritten in place by set and del (tests/lib.sh block_get and
# block_put move it in and out of a certificate).
use strict;
use warnings;

my ($raw, $c, $klen, $cmd, @args) = @ARGV;
die "usage: planes.pl RAW C KLEN list|set E M|del E\n" unless defined $cmd;
open my $fh, '<:raw', $raw or die "planes.pl: $raw: $!\n";
my $d = do { local $/; <$fh> };
close $fh;
die "planes.pl: $raw has " . length($d) . " bytes, not C * (KLEN + 1)\n" if length($d) != $c * ($klen + 1);
my @planes = map { [split //, substr($d, $_ * $c, $c)] } 0 .. $klen;

sub key_of { my $e = shift; return join '', map { $planes[$_][$e] } 0 .. $klen - 1; }
sub save {
    open my $out, '>:raw', $raw or die "planes.pl: $raw: $!\n";
    print $out join('', map { join '', @$_ } @planes);
    close $out;
}

if ($cmd eq 'list') {
    for my $e (0 .. $c - 1) {
        my $key = key_of($e);
        my $taken = -1;
        for my $p (0 .. 4 * ($klen - 1) - 1) {
            my $st = ord(substr($key, int($p / 4), 1)) >> (2 * ($p % 4)) & 3;
            if ($st == 1 || $st == 2) { $taken = $p; last; }
        }
        printf "%d %s %d %d\n", $e, unpack('H*', $key), ord($planes[$klen][$e]), $taken;
    }
} elsif ($cmd eq 'set') {
    $planes[$klen][$args[0]] = chr($args[1]);
    save();
} elsif ($cmd eq 'del') {
    splice @$_, $args[0], 1 for @planes;
    save();
    print unpack('H*', key_of(0)), "\n";
} else {
    die "planes.pl: unknown command $cmd\n";
}
