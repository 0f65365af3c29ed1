#!/usr/bin/perl
# tests/lib/subh.pl: brute-force solution of Subh (seed 003, Krishnamoorthy):
# two players alternately orient a so far unoriented pair {u,v} of K_n (u->v
# or v->u); the creator wins iff the final tournament has a directed
# Hamiltonian cycle (the game may stop as soon as one exists, which does not
# change who wins: a cycle, once there, stays), the blocker wins otherwise.
# The player called "first" moves first; the creator is the first or the
# second player.
#
# Exhaustive search over labelled positions with a memo, pruned by two exact
# tests: the oriented arcs already contain a Hamiltonian cycle (creator has
# won), or no Hamiltonian cycle is left even using every free pair in either
# direction (blocker has won).
#
# Usage: perl tests/lib/subh.pl N    (3 <= N <= 5)
# prints "n=N creator=first winner=W" and "n=N creator=second winner=W".
#
# From a position: perl tests/lib/subh.pl N ARCS first|second, ARCS
# "0>1,2>0" (i>j: the pair {i,j} oriented from i to j; '' for none), the
# creator being the first or the second player; the player to move by the
# parity of the oriented pairs. Prints "n=N creator=C winner=W".
use strict;
use warnings;

my ($n, $arcs, $creator) = @ARGV;
die "usage: subh.pl N [ARCS first|second] (3 <= N <= 5)\n"
  unless defined $n && $n =~ /^[345]$/ && (@ARGV == 1 || (@ARGV == 3 && $creator =~ /^(first|second)$/));

my @pairs;
for my $j (1 .. $n - 1) { push @pairs, [$_, $j] for 0 .. $j - 1 }
my %pidx;
$pidx{"$pairs[$_][0]-$pairs[$_][1]"} = $_ for 0 .. $#pairs;

# Hamiltonian cycles of K_n as lists of directed arcs (u,v), vertex 0 first
my @cycles;
{
    my $rec;
    $rec = sub {
        my ($path, $rest) = @_;
        if (!@$rest) {
            my @p = (@$path, 0);
            push @cycles, [map { [$p[$_], $p[$_ + 1]] } 0 .. $#p - 1];
            return;
        }
        for my $i (0 .. $#$rest) {
            my @r = @$rest;
            my ($v) = splice @r, $i, 1;
            $rec->([@$path, $v], \@r);
        }
    };
    $rec->([0], [1 .. $n - 1]);
    undef $rec;
}
# each cycle as (pair index, wanted state): state 1 = lower->higher, 2 = higher->lower
my @need = map {
    [map { my ($u, $v) = @$_; $u < $v ? [$pidx{"$u-$v"}, 1] : [$pidx{"$v-$u"}, 2] } @$_]
} @cycles;

# state: array of 0 (free), 1, 2 per pair
sub has_cycle {    # $free_ok: free pairs count as usable in either direction
    my ($s, $free_ok) = @_;
    C: for my $c (@need) {
        for (@$c) { my $x = $s->[ $_->[0] ]; next C unless $x == $_->[1] || ($free_ok && $x == 0) }
        return 1;
    }
    return 0;
}

my %memo;
sub creator_wins {    # $creator_to_move: 1 if the creator moves now
    my ($s, $creator_to_move) = @_;
    my $key = join('', @$s) . $creator_to_move;
    return $memo{$key} if exists $memo{$key};
    my $r;
    if (has_cycle($s, 0)) { $r = 1 }
    elsif (!has_cycle($s, 1)) { $r = 0 }
    else {
        $r = $creator_to_move ? 0 : 1;
        MOVE: for my $i (0 .. $#$s) {
            next if $s->[$i];
            for my $d (1, 2) {
                my @t = @$s;
                $t[$i] = $d;
                my $w = creator_wins(\@t, $creator_to_move ? 0 : 1);
                if ($creator_to_move && $w) { $r = 1; last MOVE }
                if (!$creator_to_move && !$w) { $r = 0; last MOVE }
            }
        }
    }
    return $memo{$key} = $r;
}

if (defined $arcs) {
    my @s = (0) x @pairs;
    for my $a (split /,/, $arcs) {
        my ($u, $v) = split />/, $a;
        die "subh.pl: bad arc '$a'\n" unless defined $v && $u != $v;
        my $i = $pidx{ $u < $v ? "$u-$v" : "$v-$u" };
        die "subh.pl: bad arc '$a'\n" unless defined $i && !$s[$i];
        $s[$i] = $u < $v ? 1 : 2;
    }
    my $first_to_move = (grep { $_ } @s) % 2 == 0;
    my $w = creator_wins(\@s, ($creator eq 'first') == $first_to_move ? 1 : 0) ? 'creator' : 'blocker';
    print "n=$n creator=$creator winner=$w\n";
    exit 0;
}
for my $c (qw(first second)) {
    my $w = creator_wins([(0) x @pairs], $c eq 'first' ? 1 : 0) ? 'creator' : 'blocker';
    print "n=$n creator=$c winner=$w\n";
}
