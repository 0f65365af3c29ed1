#!/usr/bin/perl
# tests/lib/two-trees.pl: does a graph contain two edge-disjoint spanning
# trees? Seed 002, Section 4 (citing Lehman [24]): "Maker wins the
# connectivity game (playing second) if and only if G contains two
# edge-disjoint spanning trees".
#
# Computed by the Nash-Williams/Tutte criterion, by brute force over all
# partitions of the vertex set: G has k edge-disjoint spanning trees iff every
# partition P of V(G) has at least k(|P| - 1) edges between different parts.
# --selftest also computes it by brute force over pairs of spanning trees and
# compares the two on every graph read.
#
# Usage: nauty-geng 5 | perl tests/lib/two-trees.pl [--selftest]
# prints "<graph6> two-trees=yes|no connected=yes|no" per line (n <= 8).
use strict;
use warnings;
use File::Basename qw(dirname);
use Cwd qw(abs_path);
require(dirname(abs_path(__FILE__)) . "/graphs.pl");

# all set partitions of 0..n-1 as block-index arrays (restricted growth strings)
sub partitions {
    my ($n) = @_;
    my @out;
    my $rec;
    $rec = sub {
        my ($a, $max) = @_;
        if (@$a == $n) { push @out, [@$a]; return }
        for my $b (0 .. $max + 1) { $rec->([@$a, $b], $b > $max ? $b : $max) }
    };
    $rec->([0], 0) if $n > 0;
    undef $rec;
    return @out;
}

my %PART;
sub has_k_trees_partition {
    my ($k, $n, $e) = @_;
    die "two-trees.pl: at most 8 vertices\n" if $n > 8;
    $PART{$n} //= [partitions($n)];
    for my $p (@{ $PART{$n} }) {
        my $blocks = 1;
        for (@$p) { $blocks = $_ + 1 if $_ + 1 > $blocks }
        my $cross = grep { $p->[ $_->[0] ] != $p->[ $_->[1] ] } @$e;
        return 0 if $cross < $k * ($blocks - 1);
    }
    return 1;
}

# brute force: enumerate spanning trees as edge bitmasks, look for a disjoint pair
sub two_trees_brute {
    my ($n, $e) = @_;
    return 0 if @$e < 2 * ($n - 1);
    my @trees;
    my $rec;
    $rec = sub {
        my ($start, $chosen) = @_;
        if (@$chosen == $n - 1) {
            if (is_connected($n, [map { $e->[$_] } @$chosen])) { my $m = 0; $m |= 1 << $_ for @$chosen; push @trees, $m }
            return;
        }
        for my $t ($start .. $#$e) { $rec->($t + 1, [@$chosen, $t]) }
    };
    $rec->(0, []);
    undef $rec;
    for my $i (0 .. $#trees) { for my $j ($i + 1 .. $#trees) { return 1 if ($trees[$i] & $trees[$j]) == 0 } }
    return 0;
}

unless (caller) {
    my $self = @ARGV && $ARGV[0] eq '--selftest';
    my $bad = 0;
    while (my $line = <STDIN>) {
        chomp $line;
        next if $line eq '';
        my ($n, $e) = g6_decode($line);
        my $r = has_k_trees_partition(2, $n, $e);
        if ($self) {
            my $b = two_trees_brute($n, $e);
            if ($b != $r) { print STDERR "two-trees.pl: $line partition=$r brute=$b\n"; $bad++ }
        }
        print "$line two-trees=" . ($r ? "yes" : "no") . " connected=" . (is_connected($n, $e) ? "yes" : "no") . "\n";
    }
    exit($bad ? 1 : 0);
}
1;
