# tests/lib/graphs.pl: small graph helpers shared by the Perl criteria in
# tests/lib/ (required, not run). Written for the tests alone: no code from
# solver/, certs/ or checker/. Graphs are ($n, [[u,v], ...]) with 0 <= u < v < n.
use strict;
use warnings;

# g6_decode(STRING) -> ($n, \@edges): graph6 (n <= 62), bits of the upper
# triangle column by column: (0,1), (0,2), (1,2), (0,3), ...
sub g6_decode {
    my ($s) = @_;
    $s =~ s/^>>graph6<<//;
    die "graph6: empty string\n" unless length $s;
    my @c = map { ord($_) - 63 } split //, $s;
    for (@c) { die "graph6: bad character in '$s'\n" if $_ < 0 || $_ > 63 }
    my $n = shift @c;
    die "graph6: n >= 63 not supported in '$s'\n" if $n == 63;
    my $need = int(($n * ($n - 1) / 2 + 5) / 6);
    die "graph6: '$s' has " . scalar(@c) . " data bytes, expected $need\n" unless @c == $need;
    my @bits = map { my $x = $_; map { ($x >> (5 - $_)) & 1 } 0 .. 5 } @c;
    my (@e, $k);
    $k = 0;
    for my $j (1 .. $n - 1) {
        for my $i (0 .. $j - 1) { push @e, [$i, $j] if $bits[$k++]; }
    }
    return ($n, \@e);
}

# g6_encode($n, \@edges) -> graph6 string
sub g6_encode {
    my ($n, $e) = @_;
    my %has = map { ($_->[0] < $_->[1] ? "$_->[0]-$_->[1]" : "$_->[1]-$_->[0]") => 1 } @$e;
    my @bits;
    for my $j (1 .. $n - 1) { for my $i (0 .. $j - 1) { push @bits, $has{"$i-$j"} ? 1 : 0 } }
    push @bits, 0 while @bits % 6;
    my $s = chr($n + 63);
    while (@bits) { my $v = 0; $v = $v * 2 + shift @bits for 1 .. 6; $s .= chr($v + 63) }
    return $s;
}

# adj($n, \@edges) -> array of neighbour lists
sub adj {
    my ($n, $e) = @_;
    my @a = map { [] } 1 .. $n;
    for (@$e) { push @{ $a[$_->[0]] }, $_->[1]; push @{ $a[$_->[1]] }, $_->[0]; }
    return @a;
}

# components($n, \@edges) -> list of [\@vertices, \@edges] (vertices of each component, isolated ones included)
sub components {
    my ($n, $e) = @_;
    my @a = adj($n, $e);
    my @comp = (-1) x $n;
    my $c = 0;
    for my $s (0 .. $n - 1) {
        next if $comp[$s] >= 0;
        my @st = ($s);
        $comp[$s] = $c;
        while (@st) {
            my $v = pop @st;
            for my $w (@{ $a[$v] }) { next if $comp[$w] >= 0; $comp[$w] = $c; push @st, $w; }
        }
        $c++;
    }
    my @out = map { [[], []] } 1 .. $c;
    push @{ $out[ $comp[$_] ][0] }, $_ for 0 .. $n - 1;
    push @{ $out[ $comp[ $_->[0] ] ][1] }, $_ for @$e;
    return @out;
}

# relabel(\@vertices, \@edges) -> ($k, \@edges) with vertices renumbered 0..k-1
sub relabel {
    my ($vs, $e) = @_;
    my %id;
    my $k = 0;
    $id{$_} = $k++ for @$vs;
    return ($k, [map { my ($a, $b) = ($id{ $_->[0] }, $id{ $_->[1] }); $a < $b ? [$a, $b] : [$b, $a] } @$e]);
}

sub is_connected {
    my ($n, $e) = @_;
    return 1 if $n <= 1;
    my @c = components($n, $e);
    return @c == 1;
}

# without_edge(\@edges, i) -> \@edges minus the i-th
sub without_edge {
    my ($e, $i) = @_;
    return [@$e[grep { $_ != $i } 0 .. $#$e]];
}

# is_subgraph($n, \@e, $N, \@E): is G=(n,e) isomorphic to a subgraph (not
# necessarily induced) of F=(N,E)? Brute force over injective maps.
sub is_subgraph {
    my ($n, $e, $N, $E) = @_;
    return 0 if $n > $N || @$e > @$E;
    my %F = map { ("$_->[0]-$_->[1]" => 1, "$_->[1]-$_->[0]" => 1) } @$E;
    my @a = adj($n, $e);
    my @map = (-1) x $n;
    my @used = (0) x $N;
    my $try;
    $try = sub {
        my ($v) = @_;
        return 1 if $v == $n;
        for my $x (0 .. $N - 1) {
            next if $used[$x];
            my $ok = 1;
            for my $w (@{ $a[$v] }) {
                next if $w >= $v;
                unless ($F{"$map[$w]-$x"}) { $ok = 0; last }
            }
            next unless $ok;
            $map[$v] = $x; $used[$x] = 1;
            return 1 if $try->($v + 1);
            $used[$x] = 0; $map[$v] = -1;
        }
        return 0;
    };
    my $r = $try->(0);
    undef $try;
    return $r;
}

1;
