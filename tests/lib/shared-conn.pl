#!/usr/bin/perl
# tests/lib/shared-conn.pl: exact solution of Csirmaz's Connected Graph Game
# (seed 004) for small n, computed without the paper's letter game.
#
# Both players add edges to one shared graph on n vertices (starting empty);
# rule normal: the player whose edge makes the graph connected wins; rule
# avoid: that player loses. There is always a legal move while the graph is
# disconnected (join two components), so every play ends with a winner.
#
# A position is reduced, exactly, to the multiset of its components' (number
# of vertices, number of edges): the moves available depend only on those
# numbers (add an edge inside a component that is not complete, or join two
# components by any of the vi*vj edges between them), and so does the end.
# Positions are solved by memoised search over these multisets.
#
# Usage: perl tests/lib/shared-conn.pl N...   (2 <= N <= 12)
# prints "n=N rule=normal winner=first|second" and the same for rule=avoid.
#
# From a position: perl tests/lib/shared-conn.pl N --edges PAIRS ("0-1,2-3";
# '' for none): the same two lines for play from that graph, the first
# player to move iff the number of edges is even.
use strict;
use warnings;

my ($n_rule, %memo);

# mover_wins(\@components, $rule): components are [v, e], 2 or more of them
sub mover_wins {
    my ($c, $rule) = @_;
    my $key = $rule . join(';', map { "$_->[0],$_->[1]" } sort { $a->[0] <=> $b->[0] || $a->[1] <=> $b->[1] } @$c);
    return $memo{$key} if exists $memo{$key};
    my $r = 0;
    my @succ;    # successor component lists (each still disconnected) and connecting moves
    my $can_connect = 0;
    for my $i (0 .. $#$c) {
        my ($v, $e) = @{ $c->[$i] };
        if ($e < $v * ($v - 1) / 2) {
            my @d = map { [@$_] } @$c;
            $d[$i][1]++;
            push @succ, \@d;
        }
        for my $j ($i + 1 .. $#$c) {
            if (@$c == 2) { $can_connect = 1; next }
            my @d = map { [@{ $c->[$_] }] } grep { $_ != $i && $_ != $j } 0 .. $#$c;
            push @d, [$v + $c->[$j][0], $e + $c->[$j][1] + 1];
            push @succ, \@d;
        }
    }
    if ($rule eq 'normal' && $can_connect) { $r = 1 }
    else {
        for my $d (@succ) { unless (mover_wins($d, $rule)) { $r = 1; last } }
    }
    return $memo{$key} = $r;
}

if (@ARGV == 3 && $ARGV[1] eq '--edges') {
    my ($n, undef, $pairs) = @ARGV;
    die "shared-conn.pl: N must be 2..12\n" unless $n =~ /^\d+$/ && $n >= 2 && $n <= 12;
    my @comp = (0 .. $n - 1);    # union-find by relabelling
    my ($edges, %seen) = (0);
    for my $p (split /,/, $pairs) {
        my ($u, $v) = split /-/, $p;
        die "shared-conn.pl: bad pair '$p'\n" unless defined $v && $u != $v && $u < $n && $v < $n;
        my $k = $u < $v ? "$u-$v" : "$v-$u";
        die "shared-conn.pl: pair '$p' twice\n" if $seen{$k}++;
        $edges++;
        my ($a, $b) = ($comp[$u], $comp[$v]);
        $_ == $b and $_ = $a for @comp;
    }
    my (%v, %e);
    $v{$_}++ for @comp;
    for (keys %seen) { my ($u) = split /-/; $e{ $comp[$u] }++ }
    my @c = map { [$v{$_}, $e{$_} // 0] } keys %v;
    my $first_moves = $edges % 2 == 0;
    for my $rule (qw(normal avoid)) {
        # connected already: the player who moved last won (normal) or lost (avoid)
        my $mover = @c == 1 ? ($rule eq 'avoid' ? 1 : 0) : mover_wins(\@c, $rule);
        my $w = ($mover ? 1 : 0) == ($first_moves ? 1 : 0) ? 'first' : 'second';
        print "n=$n rule=$rule winner=$w\n";
    }
    exit 0;
}
die "usage: shared-conn.pl N... | N --edges PAIRS (2 <= N <= 12)\n" unless @ARGV;
for my $n (@ARGV) {
    die "shared-conn.pl: N must be 2..12\n" unless $n =~ /^\d+$/ && $n >= 2 && $n <= 12;
    for my $rule (qw(normal avoid)) {
        my $w = mover_wins([map { [1, 0] } 1 .. $n], $rule) ? 'first' : 'second';
        print "n=$n rule=$rule winner=$w\n";
    }
}
