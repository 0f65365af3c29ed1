#!/usr/bin/perl
# tests/lib/p4-theorem.pl: the outcome of the Maker-Breaker P4-game (P4 = the
# path with 4 vertices and 3 edges) as given by Theorem 4.3 of seed 002
# ("Maker-Breaker games on edge sets of general graphs"):
#
#   For any connected graph G, Breaker wins the P4-game in G (Maker moving
#   first) iff
#     1. G is bipartite and all the vertices of degree >= 3 are in the same
#        part; or
#     2. G is an odd cycle; or
#     3. G is a subgraph of the bull, of K4, or of C5 with a leaf attached to
#        one vertex (Figure 13).
#
# Extended, with the paper's own tools, to what the tests need:
#  - a disconnected board (Section 2, Lemma 2.2, edge-disjoint union): Maker
#    moving first wins iff she wins (moving first) in some component;
#  - Breaker moving first (Section 2, "most of our results can be extended if
#    Breaker starts"): Breaker's first edge e is out of the game, so Maker
#    moving second wins in G iff G has an edge and, for every edge e, Maker
#    moving first wins in G - e (G - e may be disconnected: previous rule).
#
# Reads graph6 lines on stdin, prints "<graph6> maker-first=W breaker-first=W"
# with W = maker or breaker. With --why it appends which condition applied.
use strict;
use warnings;
use File::Basename qw(dirname);
use Cwd qw(abs_path);
require(dirname(abs_path(__FILE__)) . "/graphs.pl");

# Figure 13: the three small maximal graphs of condition 3.
my @SMALL = (
    [5, [[0, 1], [0, 2], [1, 2], [0, 3], [1, 4]]],                         # bull: triangle 012, leaves 3 at 0, 4 at 1
    [4, [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]],                 # K4
    [6, [[0, 1], [1, 2], [2, 3], [3, 4], [0, 4], [0, 5]]],                 # C5 0-1-2-3-4 with leaf 5 at 0
);

# bipartition of a connected graph: colour array, or undef if not bipartite
sub two_colour {
    my ($n, $e) = @_;
    my @a = adj($n, $e);
    my @col = (-1) x $n;
    for my $s (0 .. $n - 1) {
        next if $col[$s] >= 0;
        $col[$s] = 0;
        my @q = ($s);
        while (@q) {
            my $v = shift @q;
            for my $w (@{ $a[$v] }) {
                if ($col[$w] < 0) { $col[$w] = 1 - $col[$v]; push @q, $w }
                elsif ($col[$w] == $col[$v]) { return undef }
            }
        }
    }
    return \@col;
}

# breaker_wins_connected($n, \@e): Theorem 4.3 for a connected graph; returns
# the number of the condition that holds (1, 2, 3) or 0 if none (Maker wins).
sub breaker_wins_connected {
    my ($n, $e) = @_;
    my @a = adj($n, $e);
    my @deg = map { scalar @{ $a[$_] } } 0 .. $n - 1;
    if (my $col = two_colour($n, $e)) {
        my %parts = map { ($col->[$_] => 1) } grep { $deg[$_] >= 3 } 0 .. $n - 1;
        return 1 if keys(%parts) <= 1;
    }
    return 2 if $n >= 3 && $n % 2 == 1 && @$e == $n && !grep { $_ != 2 } @deg;    # connected 2-regular = cycle
    for my $f (@SMALL) { return 3 if is_subgraph($n, $e, @$f) }
    return 0;
}

# maker_first_wins($n, \@e): any graph (components handled by Lemma 2.2)
sub maker_first_wins {
    my ($n, $e) = @_;
    for my $c (components($n, $e)) {
        next unless @{ $c->[1] };
        my ($k, $ce) = relabel(@$c);
        return 1 unless breaker_wins_connected($k, $ce);
    }
    return 0;
}

sub maker_second_wins {
    my ($n, $e) = @_;
    return 0 unless @$e;
    for my $i (0 .. $#$e) { return 0 unless maker_first_wins($n, without_edge($e, $i)) }
    return 1;
}

unless (caller) {
    my $why = @ARGV && $ARGV[0] eq '--why';
    while (my $line = <STDIN>) {
        chomp $line;
        next if $line eq '';
        my ($n, $e) = g6_decode($line);
        my $f = maker_first_wins($n, $e) ? 'maker' : 'breaker';
        my $s = maker_second_wins($n, $e) ? 'maker' : 'breaker';
        my $extra = '';
        if ($why) {
            $extra = is_connected($n, $e) ? " condition=" . breaker_wins_connected($n, $e) : " disconnected";
        }
        print "$line maker-first=$f breaker-first=$s$extra\n";
    }
}
1;
