#!/usr/bin/perl
# tests/lib/mbgame.pl: a brute-force Maker-Breaker solver for H-games on tiny
# boards (exhaustive game-tree search with a memo), written for the tests alone.
# It is used to check, on small boards, that the Perl encodings of the papers'
# theorems (p4-theorem.pl, star-theorem.pl) say what the games say.
#
#   nauty-geng -c 5 | perl tests/lib/mbgame.pl --game h:P4
#   nauty-gentreeg 7 | perl tests/lib/mbgame.pl --game h:star:3
#   nauty-geng 5 | perl tests/lib/mbgame.pl --game conn
#   nauty-geng -c 6 | perl tests/lib/mbgame.pl --game ham     (also hp, pm)
#
# prints "<graph6> maker-first=<winner> breaker-first=<winner>" per line.
# Boards with more than 16 edges are refused (too slow here).
#
# From a position (bias 1:1): --maker PAIRS --breaker PAIRS --first ROLE
# ("0-1,2-3"; either list may be empty) plays on from Maker's and Breaker's
# pairs, the player to move by the parity of the pairs taken (ROLE moved
# first), and prints "<graph6> winner=<winner>" per line.
use strict;
use warnings;
use File::Basename qw(dirname);
use Cwd qw(abs_path);
require(dirname(abs_path(__FILE__)) . "/graphs.pl");

# winning_sets($game, $n, \@edges) -> list of bitmasks over edge indices
sub winning_sets {
    my ($game, $n, $e) = @_;
    my @inc = map { [] } 1 .. $n;    # incident edge indices
    for my $i (0 .. $#$e) { push @{ $inc[ $e->[$i][0] ] }, $i; push @{ $inc[ $e->[$i][1] ] }, $i; }
    my %sets;
    if ($game eq 'h:P4') {
        # paths a-u-v-b with 3 edges: middle edge uv, a != b, a,b not in {u,v}
        for my $m (0 .. $#$e) {
            my ($u, $v) = @{ $e->[$m] };
            for my $i (@{ $inc[$u] }) {
                next if $i == $m;
                my $a = $e->[$i][0] == $u ? $e->[$i][1] : $e->[$i][0];
                for my $j (@{ $inc[$v] }) {
                    next if $j == $m;
                    my $b = $e->[$j][0] == $v ? $e->[$j][1] : $e->[$j][0];
                    next if $a == $b;
                    $sets{ (1 << $i) | (1 << $m) | (1 << $j) } = 1;
                }
            }
        }
    } elsif ($game =~ /^h:star:(\d+)$/) {
        my $l = $1;
        for my $v (0 .. $n - 1) {
            my @d = @{ $inc[$v] };
            next if @d < $l;
            # all l-subsets of the incident edges
            my $rec;
            $rec = sub {
                my ($start, $k, $mask) = @_;
                if ($k == 0) { $sets{$mask} = 1; return }
                for my $t ($start .. $#d) { $rec->($t + 1, $k - 1, $mask | (1 << $d[$t])) }
            };
            $rec->(0, $l, 0);
            undef $rec;
        }
    } elsif ($game eq 'conn') {
        # spanning trees: (n-1)-subsets of edges that connect all n vertices
        return () if @$e < $n - 1;
        my @idx = (0 .. $#$e);
        my $rec;
        $rec = sub {
            my ($start, $chosen) = @_;
            if (@$chosen == $n - 1) {
                my @sub = map { $e->[$_] } @$chosen;
                if (is_connected($n, \@sub)) { my $m = 0; $m |= 1 << $_ for @$chosen; $sets{$m} = 1 }
                return;
            }
            for my $t ($start .. $#idx) { $rec->($t + 1, [@$chosen, $t]) }
        };
        $rec->(0, []);
        undef $rec;
        return () if $n == 1;
    } elsif ($game eq 'ham' || $game eq 'hp' || $game eq 'pm') {
        # Hamiltonian cycles, Hamiltonian paths, perfect matchings, by search
        my %id;
        for my $i (0 .. $#$e) { $id{"$e->[$i][0]-$e->[$i][1]"} = $i; $id{"$e->[$i][1]-$e->[$i][0]"} = $i }
        my $edge = sub { my ($u, $v) = @_; return $id{"$u-$v"} };
        if ($game eq 'pm') {
            return () if $n % 2;
            my $rec;
            $rec = sub {
                my ($left, $mask) = @_;    # $left: hash of unmatched vertices
                my @l = sort { $a <=> $b } keys %$left;
                if (!@l) { $sets{$mask} = 1; return }
                my $v = shift @l;
                for my $u (@l) {
                    my $i = $edge->($v, $u);
                    next unless defined $i;
                    my %rest = map { $_ => 1 } grep { $_ != $u } @l;
                    $rec->(\%rest, $mask | (1 << $i));
                }
            };
            $rec->({ map { $_ => 1 } 0 .. $n - 1 }, 0);
            undef $rec;
        } else {
            return () if $game eq 'ham' && $n < 3;
            my $rec;
            $rec = sub {
                my ($v, $seen, $count, $mask, $start) = @_;
                if ($count == $n) {
                    if ($game eq 'hp') { $sets{$mask} = 1; return }
                    my $i = $edge->($v, $start);
                    $sets{ $mask | (1 << $i) } = 1 if defined $i;
                    return;
                }
                for my $u (0 .. $n - 1) {
                    next if $seen->{$u};
                    my $i = $edge->($v, $u);
                    next unless defined $i;
                    $rec->($u, { %$seen, $u => 1 }, $count + 1, $mask | (1 << $i), $start);
                }
            };
            for my $s ($game eq 'ham' ? (0) : (0 .. $n - 1)) { $rec->($s, { $s => 1 }, 1, 0, $s) }
            undef $rec;
        }
    } else {
        die "mbgame.pl: unknown game '$game'\n";
    }
    return keys %sets;
}

# maker_wins(\@sets, $all, $first[, $M0, $B0]): 1 if Maker wins from Maker's
# pairs $M0 and Breaker's $B0 (masks; default none), Maker moving first iff
# $first eq 'maker'
sub maker_wins {
    my ($sets, $all, $first, $M0, $B0) = @_;
    ($M0, $B0) = (0, 0) unless defined $M0;
    my %memo;
    my $solve;
    $solve = sub {
        my ($M, $B, $makerturn) = @_;
        my $key = "$M,$B,$makerturn";
        return $memo{$key} if exists $memo{$key};
        my @alive = grep { ($_ & $B) == 0 } @$sets;
        my $r;
        if (!@alive) { $r = 0 }
        elsif (grep { ($_ & $M) == $_ } @alive) { $r = 1 }
        else {
            my $rel = 0;
            $rel |= $_ for @alive;
            $rel &= ~$M;    # free edges that still matter
            my @moves = grep { $rel & (1 << $_) } 0 .. 63;
            if ($makerturn) {
                $r = 0;
                for my $i (@moves) { if ($solve->($M | (1 << $i), $B, 0)) { $r = 1; last } }
            } else {
                $r = 1;
                for my $i (@moves) { unless ($solve->($M, $B | (1 << $i), 1)) { $r = 0; last } }
            }
        }
        return $memo{$key} = $r;
    };
    my $taken = 0;
    for (my $x = $M0 | $B0; $x; $x &= $x - 1) { $taken++ }
    my $r = $solve->($M0, $B0, ($first eq 'maker') == ($taken % 2 == 0) ? 1 : 0);
    undef $solve;
    return $r;
}

unless (caller) {
    my ($game, %start);
    my $usage = "usage: mbgame.pl --game h:P4|h:star:L|conn|ham|hp|pm [--maker PAIRS --breaker PAIRS --first ROLE] < graph6\n";
    while (@ARGV) {
        my $a = shift @ARGV;
        if ($a eq '--game') { $game = shift @ARGV }
        elsif ($a =~ /^--(maker|breaker|first)$/ && @ARGV) { $start{$1} = shift @ARGV }
        else { die $usage }
    }
    die $usage unless defined $game && (!%start || (defined $start{first} && $start{first} =~ /^(maker|breaker)$/));
    while (my $line = <STDIN>) {
        chomp $line;
        next if $line eq '';
        my ($n, $e) = g6_decode($line);
        die "mbgame.pl: $line has " . scalar(@$e) . " edges, at most 16 supported\n" if @$e > ($ENV{MB_MAX_EDGES} // 16);
        my @sets = winning_sets($game, $n, $e);
        my $all = (1 << @$e) - 1;
        if (%start) {
            my %idx = map { ("$e->[$_][0]-$e->[$_][1]" => $_) } 0 .. $#$e;
            my @mask = (0, 0);
            for my $k (0, 1) {
                for my $p (split /,/, $start{ (qw(maker breaker))[$k] } // '') {
                    my ($u, $v) = sort { $a <=> $b } split /-/, $p;
                    die "mbgame.pl: $p is not an edge of $line\n" unless defined $v && exists $idx{"$u-$v"};
                    $mask[$k] |= 1 << $idx{"$u-$v"};
                }
            }
            my $w = maker_wins(\@sets, $all, $start{first}, @mask) ? 'maker' : 'breaker';
            print "$line winner=$w\n";
            next;
        }
        my @w = map { maker_wins(\@sets, $all, $_) ? 'maker' : 'breaker' } qw(maker breaker);
        print "$line maker-first=$w[0] breaker-first=$w[1]\n";
    }
}
1;
