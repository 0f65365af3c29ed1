#!/usr/bin/perl
# Canonical keys (FORMAT.md section 5), tested against a brute-force
# isomorphism test written here:
#  - random relabellings of random positions give identical keys (for fhp,
#    relabellings that keep {0,1} as a set);
#  - on small boards, two random positions have the same key exactly when a
#    brute-force search over all vertex permutations finds an isomorphism;
#  - fhp keys respect the fixed endpoints.
use strict;
use warnings;
use File::Basename qw(dirname);

my $top = dirname(dirname(__FILE__));
$top = "$top";
my $pp = ($ENV{POSPROOF_BIN} // "$top/bin") . "/posproof";
unless (-x $pp) { print "Bail out! 30-keys.t: $pp is not built (run make, or set POSPROOF_BIN)\n"; exit 1; }
srand(20261121);
my $t = 0;

sub ok { my ($c, $name) = @_; $t++; print(($c ? "ok" : "not ok") . " $t - $name\n"); }

sub pairs { my $n = shift; my @p; for my $j (1 .. $n - 1) { push @p, [$_, $j] for 0 .. $j - 1 } @p }

# a position: hash "i-j" (i<j) => 1 maker / 2 breaker
sub random_pos {
    my ($n) = @_;
    my %s;
    for my $p (pairs($n)) { my $r = int(rand(3)); $s{"$p->[0]-$p->[1]"} = $r if $r; }
    return \%s;
}
sub relabel {
    my ($s, $perm) = @_;
    my %r;
    for my $k (keys %$s) {
        my ($i, $j) = split /-/, $k;
        my ($a, $b) = ($perm->[$i], $perm->[$j]);
        ($a, $b) = ($b, $a) if $a > $b;
        $r{"$a-$b"} = $s->{$k};
    }
    return \%r;
}
sub shuffle { my @a = @_; for (my $i = $#a; $i > 0; $i--) { my $j = int(rand($i + 1)); @a[$i, $j] = @a[$j, $i]; } @a }
sub random_perm {
    my ($n, $fixed) = @_;
    return [shuffle(0 .. $n - 1)] unless $fixed;
    my @rest = shuffle(2 .. $n - 1);
    return rand() < 0.5 ? [0, 1, @rest] : [1, 0, @rest];
}
sub key {
    my ($game, $n, $s) = @_;
    my $m = join ",", grep { $s->{$_} == 1 } sort keys %$s;
    my $b = join ",", grep { $s->{$_} == 2 } sort keys %$s;
    my $k = `$pp key --game $game --n $n --maker '$m' --breaker '$b'`;
    chomp $k;
    return $k;
}
sub string { my ($n, $s) = @_; join "", map { $s->{"$_->[0]-$_->[1]"} // 0 } pairs($n) }
sub permutations {
    my @l = @_;
    return ([]) unless @l;
    my @out;
    for my $i (0 .. $#l) {
        my @rest = @l; my ($x) = splice(@rest, $i, 1);
        push @out, [$x, @$_] for permutations(@rest);
    }
    return @out;
}
# brute-force canonical string: the smallest state string over all (allowed) relabellings
sub brute {
    my ($n, $s, $fixed, $perms) = @_;
    my $best;
    for my $p (@$perms) {
        next if $fixed && !(($p->[0] == 0 && $p->[1] == 1) || ($p->[0] == 1 && $p->[1] == 0));
        my $str = string($n, relabel($s, $p));
        $best = $str if !defined $best || $str lt $best;
    }
    return $best;
}

# 1. invariance under relabelling
for my $game (qw(ham fhp)) {
    for my $n (4 .. 10) {
        my $bad = 0;
        for (1 .. 8) {
            my $s = random_pos($n);
            my $k = key($game, $n, $s);
            my $k2 = key($game, $n, relabel($s, random_perm($n, $game eq 'fhp')));
            $bad++ if $k ne $k2 || length($k) != 2 * int((($n * ($n - 1) / 2) + 3) / 4);
        }
        ok($bad == 0, "$game K$n: relabelled random positions have identical keys");
    }
}

# 2. key equality <=> isomorphism, brute force on K5 and K6
for my $game (qw(ham fhp)) {
    for my $n (5, 6) {
        my @perms = permutations(0 .. $n - 1);
        my (%by_key, %by_brute, $bad);
        for (1 .. 60) {
            # sparse positions so that isomorphic pairs actually occur
            my $s = {};
            for my $p (pairs($n)) { my $r = rand(); $s->{"$p->[0]-$p->[1]"} = $r < 0.15 ? 1 : $r < 0.3 ? 2 : 0; }
            delete $s->{$_} for grep { !$s->{$_} } keys %$s;
            my $k = key($game, $n, $s);
            my $c = brute($n, $s, $game eq 'fhp', \@perms);
            $by_key{$k}{$c} = 1;
            $by_brute{$c}{$k} = 1;
        }
        my $split = grep { keys %{$by_brute{$_}} > 1 } keys %by_brute;
        my $merged = grep { keys %{$by_key{$_}} > 1 } keys %by_key;
        ok($split == 0 && $merged == 0,
           "$game K$n: keys equal exactly for isomorphic positions (" . scalar(keys %by_brute) . " classes)");
    }
}

# 3. fixed endpoints: Maker holds 0-2 or 2-3. Isomorphic in ham, not in fhp.
ok(key('ham', 7, {'0-2' => 1}) eq key('ham', 7, {'2-3' => 1}), "ham: 0-2 and 2-3 give the same key");
ok(key('fhp', 7, {'0-2' => 1}) ne key('fhp', 7, {'2-3' => 1}), "fhp: 0-2 and 2-3 give different keys");
ok(key('fhp', 7, {'0-2' => 1}) eq key('fhp', 7, {'1-5' => 1}), "fhp: 0-2 and 1-5 give the same key");
ok(key('fhp', 7, {'0-1' => 2}) ne key('fhp', 7, {'2-3' => 2}), "fhp: Breaker on 0-1 differs from Breaker on 2-3");
print "1..$t\n";
