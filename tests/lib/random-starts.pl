#!/usr/bin/perl
# tests/lib/random-starts.pl: a random start position on each graph6 board
# read from standard input, for posproof's POSITION flags: prints
# "G6 MAKER BREAKER" a board, MAKER and BREAKER the pairs each holds as
# --maker and --breaker take them ("0-1,2-3"; "-" for none). Maker holds 0
# to n - 2 pairs, Breaker 0 to half of the rest, each drawn at random; the
# same seed (--seed S, default 1) gives the same positions.
#
# Usage: nauty-geng -c 6 | perl tests/lib/random-starts.pl [--seed S]
use strict;
use warnings;
use File::Basename qw(dirname);
use Cwd qw(abs_path);
require(dirname(abs_path(__FILE__)) . "/graphs.pl");

my $seed = 1;
if (@ARGV == 2 && $ARGV[0] eq '--seed' && $ARGV[1] =~ /^\d+$/) { $seed = $ARGV[1] }
elsif (@ARGV) { die "usage: random-starts.pl [--seed S] <graphs.g6\n" }
srand($seed);
while (my $g = <STDIN>) {
    chomp $g;
    next unless length $g;
    my ($n, $e) = g6_decode($g);
    my @e = @$e;
    for (my $i = $#e; $i > 0; $i--) { my $j = int(rand($i + 1)); @e[$i, $j] = @e[$j, $i] }
    my $km = int(rand($n - 1));
    $km = @e if $km > @e;
    my $kb = int(rand(int((@e - $km) / 2) + 1));
    my $pairs = sub { @_ ? join(",", map { "$_->[0]-$_->[1]" } @_) : "-" };
    print "$g ", $pairs->(@e[0 .. $km - 1]), " ", $pairs->(@e[$km .. $km + $kb - 1]), "\n";
}
