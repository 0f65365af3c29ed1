#!/usr/bin/perl
# tests/lib/star-theorem.pl: the outcome of the Maker-Breaker K_{1,l}-game
# (Maker wants l edges at one vertex) on a tree, as given by Theorem 4.10 of
# seed 002 ("Maker-Breaker games on edge sets of general graphs"):
#
#   Let T be a tree and l >= 1. Maker (moving first) wins the K_{1,l}-game in
#   T iff there is a subtree T' of T such that every vertex x of T' has degree
#   at least 2l - 1 - d_T'(x) in T, where d_T'(x) is the degree of x in T'.
#
# A subtree is a connected subgraph; since T is a tree, it is the subgraph
# induced by a connected vertex set (a single vertex included: then its degree
# in T must be >= 2l-1, Lemma 4.7). Checked here by brute force over all
# vertex subsets (trees of at most 12 vertices).
#
# Extended, with the paper's own tools, to what the tests need:
#  - a forest (Lemma 2.2, edge-disjoint union): Maker moving first wins iff she
#    wins (moving first) in some component tree;
#  - Breaker moving first (Section 2): Maker moving second wins in T iff T has
#    an edge and, for every edge e, Maker moving first wins in the forest T - e.
#
# Usage: nauty-gentreeg 8 | perl tests/lib/star-theorem.pl --l 3
# prints "<graph6> maker-first=W breaker-first=W" per line.
use strict;
use warnings;
use File::Basename qw(dirname);
use Cwd qw(abs_path);
require(dirname(abs_path(__FILE__)) . "/graphs.pl");

# maker_first_wins($l, $n, \@e): the forest (n, e), by Theorem 4.10 per component
sub maker_first_wins {
    my ($l, $n, $e) = @_;
    die "star-theorem.pl: at most 12 vertices\n" if $n > 12;
    my @a = adj($n, $e);
    my @deg = map { scalar @{ $a[$_] } } 0 .. $n - 1;
    for my $S (1 .. (1 << $n) - 1) {
        my @vs = grep { $S & (1 << $_) } 0 .. $n - 1;
        # d_T'(x): neighbours of x inside S (T' is the subgraph induced by S in a forest)
        my $ok = 1;
        my $inner = 0;
        for my $x (@vs) {
            my $d = grep { $S & (1 << $_) } @{ $a[$x] };
            $inner += $d;
            if ($deg[$x] < 2 * $l - 1 - $d) { $ok = 0; last }
        }
        next unless $ok;
        # connected: a forest on |S| vertices with |S|-1 edges is a tree
        return 1 if $inner / 2 == @vs - 1;
    }
    return 0;
}

sub maker_second_wins {
    my ($l, $n, $e) = @_;
    return 0 unless @$e;
    for my $i (0 .. $#$e) { return 0 unless maker_first_wins($l, $n, without_edge($e, $i)) }
    return 1;
}

unless (caller) {
    my $l;
    while (@ARGV) {
        my $a = shift @ARGV;
        if ($a eq '--l') { $l = shift @ARGV } else { die "usage: star-theorem.pl --l L < graph6\n" }
    }
    die "usage: star-theorem.pl --l L < graph6\n" unless defined $l && $l =~ /^\d+$/ && $l >= 1;
    while (my $line = <STDIN>) {
        chomp $line;
        next if $line eq '';
        my ($n, $e) = g6_decode($line);
        die "star-theorem.pl: $line is not a forest\n" unless @$e == $n - scalar(components($n, $e));
        my $f = maker_first_wins($l, $n, $e) ? 'maker' : 'breaker';
        my $s = maker_second_wins($l, $n, $e) ? 'maker' : 'breaker';
        print "$line maker-first=$f breaker-first=$s\n";
    }
}
1;
