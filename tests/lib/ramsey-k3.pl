#!/usr/bin/perl
# tests/lib/ramsey-k3.pl: graph Ramsey games with H = K3 on K_n (n <= 7), seed
# 001 (Slany, "Graph Ramsey games"), computed here without the solver: the
# positions reachable from the empty board, counted up to isomorphism (vertex
# permutations; red and green are not exchanged), and the winner of each rule.
# Red (the first player) moves first.
#
# Rules (seed 001, Definitions 3.1-3.6):
#   misere      Def 3.2: colouring a monochromatic triangle of your colour loses
#               at once; all edges coloured without one is a tie. Sim is
#               misere(K3, K6).
#   avoid       Def 3.1: a move completing a triangle of the mover's colour is
#               forbidden; a player unable to move loses.
#   avoid-plus  Def 3.3: as avoid, but a move colours one or more edges (all
#               of the mover's colour). Sim+ is avoid-plus(K3, K6).
#   achieve     Def 3.4: the first player to complete a triangle of their
#               colour wins; a full board without one is a draw.
#   weak-achieve Def 3.6: Red wins iff Red completes a red triangle, Green
#               only tries to prevent it.
#
# Usage:
#   perl tests/lib/ramsey-k3.pl count N        per-level position counts
#   perl tests/lib/ramsey-k3.pl solve N RULE   prints "rule=RULE winner=first|second|none"
#   perl tests/lib/ramsey-k3.pl solve N RULE --red PAIRS --blue PAIRS [--to-move first|second]
#        the same from a position without a monochromatic triangle (PAIRS
#        "0-1,2-3", '' for none; green is the second player's colour, "blue"
#        in posproof), the player to move by the parity of the coloured pairs
#        unless --to-move (avoid-plus: a turn begins)
#
# "count" counts positions up to isomorphism, level by level (level k = k
# coloured edges, level 0 = the empty board, counted); each output line is
# "NAME total=T levels=c0,c1,...":
#   misere   positions reachable in misere play (one edge a move, Red first),
#            including the end positions, where the last move completed a
#            monochromatic triangle (counted, not expanded);
#   avoid    positions reachable in avoid play (Def 3.1): the colourings with
#            no monochromatic triangle and r = g or r = g + 1 (r, g: numbers
#            of red and green edges); its end positions (the mover has no
#            legal move) are counted too. These are also the positions of
#            misere play without a monochromatic triangle;
#   plus     positions reachable in avoid-plus play: pairs (colouring without
#            a monochromatic triangle, player to move). Red is to move after
#            k >= 0 rounds (r, g >= k, each move one edge or more): r = g = 0
#            or r, g >= 1; Green is to move after Red's (k+1)-th move: r >= 1
#            and (g = 0 or r >= 2);
#   plus-steps  the same game searched one edge at a time: a multi-edge move
#            is a sequence of single-edge steps after each of which the mover
#            may stop; states are (colouring, player to move, whether that
#            player has already coloured an edge this move). Red in the middle
#            of his (k+1)-th move: g = 0 (k = 0) and r >= 1, or g >= 1 (k >= 1)
#            and r >= k + 1 >= 2; Green in the middle of her k-th move
#            (k >= 1): r >= k and g >= k, i.e. r, g >= 1;
#   colourings      all colourings of K_n with no monochromatic triangle;
#   colourings-red  those with at least one red edge.
# On K6 Slany (Section 7.1, 7.3) reports 3728, 2309 and 13158; see
# tests/84-ramsey-sim.t for how these relate to the counts here.
use strict;
use warnings;

my ($cmd, $n, $rule, @start) = @ARGV;
my %start;
while (@start >= 2 && $start[0] =~ /^--(red|blue|to-move)$/) { $start{$1} = $start[1]; splice @start, 0, 2 }
die "usage: ramsey-k3.pl count N | solve N RULE [--red PAIRS --blue PAIRS --to-move first|second]\n"
  unless defined $cmd && defined $n && $n =~ /^[3-7]$/ && ($cmd eq 'count' || ($cmd eq 'solve' && defined $rule))
  && !@start && (!%start || $cmd eq 'solve');

my @P;    # pairs
my @PI;   # pair index
for my $j (1 .. $n - 1) { for my $i (0 .. $j - 1) { $PI[$i][$j] = $PI[$j][$i] = scalar @P; push @P, [$i, $j] } }
my $M = @P;
# triangles as triples of pair indices, and for each pair the triangles through it
my (@TRI, @TRI_OF);
for my $a (0 .. $n - 1) { for my $b ($a + 1 .. $n - 1) { for my $c ($b + 1 .. $n - 1) {
    my $t = [$PI[$a][$b], $PI[$a][$c], $PI[$b][$c]];
    push @TRI, $t;
    push @{ $TRI_OF[$_] }, $t for @$t;
} } }

# a colouring is a string of length M over 0 (free), 1 (red), 2 (green)

# canon($s): the smallest string over all vertex orderings that sort the
# vertices by an isomorphism-invariant refinement (red/green degrees, then
# the multiset of (colour, neighbour class) twice).
my %CANON;
sub canon {
    my ($s) = @_;
    return $CANON{$s} if exists $CANON{$s};
    my @c = split //, $s;
    my @inv = map { my $v = $_; my ($r, $g) = (0, 0); for my $w (0 .. $n - 1) { next if $w == $v; my $x = $c[ $PI[$v][$w] ]; $r++ if $x == 1; $g++ if $x == 2 } "$r.$g" } 0 .. $n - 1;
    for (1 .. 2) {
        my @new = map { my $v = $_; $inv[$v] . "|" . join(",", sort map { $c[ $PI[$v][$_] ] . $inv[$_] } grep { $_ != $v } 0 .. $n - 1) } 0 .. $n - 1;
        my %rank; my $k = 0;
        $rank{$_} //= $k++ for sort @new;
        @inv = map { sprintf "%02d", $rank{$_} } @new;
    }
    my @order = sort { $inv[$a] cmp $inv[$b] } 0 .. $n - 1;
    # groups of equal invariant, in order
    my @groups;
    for my $v (@order) {
        if (@groups && $inv[ $groups[-1][0] ] eq $inv[$v]) { push @{ $groups[-1] }, $v } else { push @groups, [$v] }
    }
    my $best;
    my $rec;
    $rec = sub {
        my ($gi, $ord) = @_;
        if ($gi == @groups) {
            my $t = join '', map { $c[ $PI[ $ord->[ $_->[0] ] ][ $ord->[ $_->[1] ] ] ] } @P;
            $best = $t if !defined $best || $t lt $best;
            return;
        }
        for my $perm (perms(@{ $groups[$gi] })) { $rec->($gi + 1, [@$ord, @$perm]) }
    };
    $rec->(0, []);
    undef $rec;
    return $CANON{$s} = $best;
}
sub perms {
    my @l = @_;
    return ([@l]) if @l <= 1;
    my @out;
    for my $i (0 .. $#l) { my @r = @l; my ($x) = splice @r, $i, 1; push @out, [$x, @$_] for perms(@r) }
    return @out;
}

# does colouring pair i with colour x complete a triangle of colour x?
sub completes {
    my ($c, $i, $x) = @_;
    for my $t (@{ $TRI_OF[$i] }) { my $k = 0; for (@$t) { $k++ if $_ != $i && $c->[$_] == $x } return 1 if $k == 2 }
    return 0;
}
sub counts { my ($s) = @_; my $r = ($s =~ tr/1//); my $g = ($s =~ tr/2//); return ($r, $g) }
sub has_free_legal { my ($c, $x) = @_; for my $i (0 .. $M - 1) { return 1 if $c->[$i] == 0 && !completes($c, $i, $x) } return 0 }

# all triangle-free colourings up to isomorphism, by level (BFS adding edges)
sub triangle_free_classes {
    my @level = ({ canon('0' x $M) => 1 });
    for my $k (1 .. $M) {
        my %next;
        for my $s (keys %{ $level[$k - 1] }) {
            my @c = split //, $s;
            for my $i (0 .. $M - 1) {
                next if $c[$i];
                for my $x (1, 2) {
                    next if completes(\@c, $i, $x);
                    my @d = @c; $d[$i] = $x;
                    $next{ canon(join '', @d) } = 1;
                }
            }
        }
        last unless %next;
        push @level, \%next;
    }
    return @level;
}

sub fmt { my ($name, @l) = @_; my $t = 0; $t += $_ for @l; return "$name total=$t levels=" . join(',', @l) . "\n" }

if ($cmd eq 'count') {
    my @tf = triangle_free_classes();
    my (@misere, @avoid, @plus, @steps, @col, @colred);
    for my $k (0 .. $#tf) {
        my ($av, $pl, $st, $cr) = (0, 0, 0, 0);
        my %ends;    # misere end positions one level up
        for my $s (keys %{ $tf[$k] }) {
            my ($r, $g) = counts($s);
            $cr++ if $r >= 1;
            if ($r == $g || $r == $g + 1) {
                $av++;
                my $mover = $r == $g ? 1 : 2;
                my @c = split //, $s;
                for my $i (0 .. $M - 1) {
                    next if $c[$i] || !completes(\@c, $i, $mover);
                    my @d = @c; $d[$i] = $mover;
                    $ends{ canon(join '', @d) } = 1;
                }
            }
            my $red_to_move = ($r == 0 && $g == 0) || ($r >= 1 && $g >= 1) ? 1 : 0;
            my $green_to_move = $r >= 1 && ($g == 0 || $r >= 2) ? 1 : 0;
            $pl += $red_to_move + $green_to_move;
            my $red_mid = $r >= 1 && ($g == 0 || $r >= 2) ? 1 : 0;
            my $green_mid = $r >= 1 && $g >= 1 ? 1 : 0;
            $st += $red_to_move + $green_to_move + $red_mid + $green_mid;
        }
        $avoid[$k] = $av;
        $misere[$k] += $av;
        $misere[$k + 1] += scalar keys %ends;
        $col[$k] = scalar keys %{ $tf[$k] };
        $colred[$k] = $cr;
        $plus[$k] = $pl;
        $steps[$k] = $st;
    }
    for my $l (\@misere, \@avoid, \@plus, \@steps) { $_ //= 0 for @$l; pop @$l while @$l && !$l->[-1] }
    print fmt('misere', @misere), fmt('avoid', @avoid), fmt('plus', @plus), fmt('plus-steps', @steps), fmt('colourings', @col), fmt('colourings-red', @colred);
    exit 0;
}

# solve
my %memo;
# value for the player to move: 1 win, 0 draw, -1 loss
sub value {
    my ($s, $mover, $flag) = @_;
    my $key = "$s$mover$flag";
    return $memo{$key} if exists $memo{$key};
    my @c = split //, $s;
    my $other = 3 - $mover;
    my $best;
    if ($rule eq 'misere' || $rule eq 'avoid') {
        # misere: completing your triangle loses at once; avoid: it is not allowed
        $best = -1;
        my $any = 0;
        for my $i (0 .. $M - 1) {
            next if $c[$i];
            $any = 1;
            next if completes(\@c, $i, $mover);    # loses (misere) / illegal (avoid)
            my @d = @c; $d[$i] = $mover;
            my $v = -value(canon(join '', @d), $other, 0);
            $best = $v if $v > $best;
            last if $best == 1;
        }
        $best = 0 if !$any && $rule eq 'misere';    # full board: tie
    } elsif ($rule eq 'avoid-plus') {
        # a move = one or more single-edge steps by the same player; $flag: already coloured one
        $best = -1;
        if ($flag) { my $v = -value($s, $other, 0); $best = $v if $v > $best }
        if ($best < 1) {
            for my $i (0 .. $M - 1) {
                next if $c[$i] || completes(\@c, $i, $mover);
                my @d = @c; $d[$i] = $mover;
                my $v = value(canon(join '', @d), $mover, 1);
                $best = $v if $v > $best;
                last if $best == 1;
            }
        }
    } elsif ($rule eq 'achieve' || $rule eq 'weak-achieve') {
        my $any = 0;
        $best = -1;
        for my $i (0 .. $M - 1) {
            next if $c[$i];
            $any = 1;
            my $v;
            if (completes(\@c, $i, $mover) && ($rule eq 'achieve' || $mover == 1)) { $v = 1 }
            else { my @d = @c; $d[$i] = $mover; $v = -value(canon(join '', @d), $other, 0) }
            $best = $v if $v > $best;
            last if $best == 1;
        }
        # full board: a draw (achieve), a win for Green (weak-achieve)
        $best = $rule eq 'achieve' ? 0 : ($mover == 2 ? 1 : -1) unless $any;
    } else {
        die "ramsey-k3.pl: unknown rule '$rule'\n";
    }
    return $memo{$key} = $best;
}
my @c0 = (0) x $M;
for my $x (1, 2) {
    for my $p (split /,/, $start{ $x == 1 ? 'red' : 'blue' } // '') {
        my ($u, $v) = split /-/, $p;
        die "ramsey-k3.pl: bad pair '$p'\n" unless defined $v && $u != $v && $u < $n && $v < $n && !$c0[ $PI[$u][$v] ];
        die "ramsey-k3.pl: '$p' completes a monochromatic triangle\n" if completes(\@c0, $PI[$u][$v], $x);
        $c0[ $PI[$u][$v] ] = $x;
    }
}
my $coloured = grep { $_ } @c0;
my $mover = defined $start{'to-move'} ? ($start{'to-move'} eq 'second' ? 2 : 1) : 1 + $coloured % 2;
my $v = value(canon(join '', @c0), $mover, 0);
$v = -$v if $mover == 2;    # from the first player's side
print "rule=$rule winner=" . ($v > 0 ? 'first' : $v < 0 ? 'second' : 'none') . "\n";
