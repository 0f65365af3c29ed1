#!/usr/bin/perl
# fuzz/oracle.pl - a mutation fuzzer of certificates with the solver as the
# oracle of the checker's soundness.
#
# Solves small games with `posproof solve --cert --threads 1` (the same
# certificates every run, so a seed repeats its mutants; every family; both
# starting players; draws give two certificates), then makes mutants of
# those certificates, each by one to three semantic mutations:
#   header: the claim fields winner, strategy, first, family (roles
#     renamed), game / property, n, bias, rule, H, finish (and
#     format_version), tail;
#   blocks (decompressed and recompressed with the zstd CLI, FORMAT.md 6.1
#     byte planes): a stored move changed (any pair, or stop, or the other
#     orientation), moves of two entries swapped, entries dropped (first_key,
#     entries and header.entries kept consistent), a whole block dropped.
# Every mutant is checked by posproof-check (exit 0, 1 or 2 with the output
# of its documented shape; anything else is a crash); for every mutant it
# VERIFIES, posproof solve is run with the game of the mutant's claim and
# must give that outcome: the claimed winner when that role moves first as
# claimed, or for winner none a draw or a win of the strategy role. A
# disagreement is a soundness bug of the checker (or of the solver).
#
# Usage: oracle.pl [--mutants N] [--seed S] [--tap] [--keep DIR] [--verbose]
#   --tap   TAP output (tests/90-oracle-fuzz.t); otherwise a summary line.
#   --keep  copy each disagreeing or crashing mutant to DIR.
#   --verbose  print each mutation and the checker's verdict.
# Programs from $POSPROOF_BIN (default bin/). Exit 0 if nothing was found.
use strict;
use warnings;
use Cwd qw(abs_path);
use File::Basename qw(dirname);
use File::Copy qw(copy);
use File::Temp qw(tempdir);
use Getopt::Long;

my ($mutants, $seed, $tap, $keep, $verbose) = (200, time, 0, '', 0);
GetOptions('mutants=i' => \$mutants, 'seed=i' => \$seed, 'tap' => \$tap,
           'keep=s' => \$keep, 'verbose' => \$verbose) or die "usage: oracle.pl [--mutants N] [--seed S] [--tap] [--keep DIR]\n";
srand($seed);
my $top = dirname(dirname(abs_path(__FILE__)));
my $bin = $ENV{POSPROOF_BIN} // "$top/bin";
my ($pp, $ck) = ("$bin/posproof", "$bin/posproof-check");
my $tmp = tempdir("posproof-oracle.XXXXXX", TMPDIR => 1, CLEANUP => 1);
my $t = 0;
my $fail = 0;
sub ok {
    my ($c, $name, @diag) = @_;
    $t++;
    $fail++ unless $c;
    return unless $tap;
    print(($c ? "ok" : "not ok") . " $t - $name\n");
    print map { "# $_\n" } @diag unless $c;
}
sub sh { my $out = `$_[0]`; return ($? >> 8 | ($? & 127 ? 128 + ($? & 127) : 0), $out); }
sub shq { my $s = shift; $s =~ s/'/'\\''/g; return "'$s'"; }

# --- genuine certificates -------------------------------------------------
my @games = (
    "--game ham --n 5", "--game ham --n 6", "--game ham --n 6 --finish 0",
    "--game ham --n 7", "--game hp --n 5", "--game hp --n 6",
    "--game fhp --n 5", "--game fhp --n 6", "--game conn --n 5",
    "--game conn --n 6 --finish 0", "--game pm --n 6", "--game h:K3 --n 6",
    "--game ham --n 6 --bias 1:2", "--game conn --n 6 --bias 2:1",
    "--game ham --n 6 --rule avoider-enforcer",
    "--game conn --n 5 --rule avoider-enforcer",
    "--game conn --n 5 --rule monotone-avoider-enforcer",
    "--game h:K3 --n 5 --rule monotone-avoider-enforcer --bias 1:2",
    "--game ramsey --H K3 --n 5 --rule misere",
    "--game ramsey --H K3 --n 5 --rule achieve",
    "--game ramsey --H K3 --n 6 --rule avoid",
    "--game ramsey --H K3 --n 5 --rule avoid-plus",
    "--game ramsey --H K3 --n 5 --rule weak-achieve",
    "--game subh --n 4", "--game subh --n 5",
    "--game shared --property conn --n 4 --rule normal",
    "--game shared --property conn --n 5 --rule avoid",
);
my @base;
my $g = 0;
for my $game (@games) {
    my @firsts = $game =~ /ramsey|shared/ ? ("")
               : $game =~ /subh/ ? ("--creator first", "--creator second")
               : $game =~ /avoider/ ? ("--first avoider", "--first enforcer")
               : ("--first maker", "--first breaker");
    for my $f (@firsts) {
        my $c = "$tmp/g" . $g++ . ".cert";
        my ($rc) = sh("$pp solve $game $f --threads 1 --cert $c --quiet >/dev/null 2>&1");
        (my $s = $c) =~ s/\.cert$//;
        my @made = grep { -f $_ } ($c, "$s.first.cert", "$s.second.cert");
        ok($rc == 0 && @made, "solve $game $f --cert");
        for my $m (@made) {
            my ($r) = sh("$ck $m --quiet --threads 1 >/dev/null 2>&1");
            ok($r == 0, "genuine $game $f ($m): VERIFIED");
            push @base, $m if $r == 0;
        }
    }
}

# --- reading and writing certificates with the sqlite3 and zstd CLIs --------
sub sql { my ($f, $s) = @_; my ($rc, $o) = sh("sqlite3 " . shq($f) . " " . shq($s) . " 2>/dev/null"); return $o; }
sub header {
    my %h;
    for (split /\n/, sql($_[0], "SELECT name, value FROM header")) {
        my ($k, $v) = split /\|/, $_, 2;
        $h{$k} = $v // '';
    }
    return \%h;
}
sub set { my ($f, %kv) = @_;
    sql($f, join "", map { defined $kv{$_}
        ? "INSERT OR REPLACE INTO header VALUES ('$_', '$kv{$_}');"
        : "DELETE FROM header WHERE name = '$_';" } sort keys %kv);
}
# The blocks: [first_key hex, entries] in first_key order.
sub blocks { return [map { [split /\|/] } split /\n/, sql($_[0], "SELECT hex(first_key), entries FROM block ORDER BY first_key")]; }
# Decompressed content of a block as (L, [keys], [moves]).
sub block_get {
    my ($f, $fk, $c) = @_;
    sql($f, "SELECT writefile('$tmp/b.zst', data) FROM block WHERE first_key = X'$fk'");
    sh("zstd -q -d -f $tmp/b.zst -o $tmp/b.raw 2>/dev/null");
    open my $in, '<:raw', "$tmp/b.raw" or return;
    local $/;
    my $d = <$in>;
    close $in;
    return if !defined $d || $c < 1 || length($d) % $c;
    my $L = length($d) / $c - 1;
    my (@k, @m);
    for my $i (0 .. $c - 1) {
        $k[$i] = join '', map { substr($d, $_ * $c + $i, 1) } 0 .. $L - 1;
        $m[$i] = ord substr($d, $L * $c + $i, 1);
    }
    return ($L, \@k, \@m);
}
# Stores entries (keys, moves) as the block that had first_key fk; fixes
# entries of the block and the header.
sub block_put {
    my ($f, $fk, $keys, $moves) = @_;
    my $c = @$keys;
    if ($c == 0) {
        sql($f, "DELETE FROM block WHERE first_key = X'$fk'");
    } else {
        my $L = length $keys->[0];
        my $d = '';
        for my $j (0 .. $L - 1) { $d .= substr($_, $j, 1) for @$keys; }
        $d .= chr($_) for @$moves;
        open my $o, '>:raw', "$tmp/b.raw" or die;
        print $o $d;
        close $o;
        sh("zstd -q -f --check $tmp/b.raw -o $tmp/b.zst 2>/dev/null");
        my $nk = unpack 'H*', $keys->[0];
        sql($f, "UPDATE block SET first_key = X'$nk', entries = $c, data = readfile('$tmp/b.zst') WHERE first_key = X'$fk'");
    }
    sql($f, "UPDATE header SET value = (SELECT coalesce(sum(entries), 0) FROM block) WHERE name = 'entries'");
}

# --- mutations ----------------------------------------------------------------
my %roles = ('maker-breaker' => [qw(maker breaker)],
             'avoider-enforcer' => [qw(avoider enforcer)],
             'ramsey' => [qw(first second)], 'subh' => [qw(creator blocker)],
             'shared' => [qw(first second)]);
my %rules = (ramsey => [qw(avoid misere avoid-plus achieve weak-achieve)],
             shared => [qw(normal avoid)], 'avoider-enforcer' => ['monotone', undef]);
my @props = qw(ham hp fhp conn pm hc cycle arboricity:2 h:Bw h:CU h:C]);
sub pick { return $_[int rand @_]; }
sub other { my ($fam, $r) = @_; my $rs = $roles{$fam} or return $r; return $r eq $rs->[0] ? $rs->[1] : $rs->[0]; }

sub mutate_header {
    my ($f) = @_;
    my $h = header($f);
    my $fam = $h->{family} // '';
    my $rs = $roles{$fam} // [qw(maker breaker)];
    my $k = int rand 12;
    if ($k == 0) {              # winner, strategy following
        my $w = pick(@$rs, 'none');
        set($f, winner => $w, $w eq 'none' ? () : (strategy => $w));
        return "winner $w";
    } elsif ($k == 1) {         # winner alone (strategy kept)
        my $w = pick(@$rs, 'none');
        set($f, winner => $w);
        return "winner only $w";
    } elsif ($k == 2) {         # first
        return "" if $fam eq 'ramsey' || $fam eq 'shared';
        set($f, first => other($fam, $h->{first}));
        return "first swapped";
    } elsif ($k == 3) {         # family mb <-> ae, roles renamed
        return "" unless $fam =~ /^(maker-breaker|avoider-enforcer)$/;
        my $to = $fam eq 'maker-breaker' ? 'avoider-enforcer' : 'maker-breaker';
        my %map = $to eq 'avoider-enforcer' ? (maker => 'avoider', breaker => 'enforcer')
                                            : (avoider => 'maker', enforcer => 'breaker');
        my %new = (family => $to);
        for (qw(first winner strategy)) { $new{$_} = $map{$h->{$_}} // $h->{$_}; }
        $new{key} = 'layered-v2' if $h->{key} eq 'layered-3state-v1' && rand() < 0.5;
        set($f, %new);
        return "family $to";
    } elsif ($k == 4) {         # game or property (fixed made to match)
        my $p = pick(@props);
        my $field = $fam eq 'shared' ? 'property' : 'game';
        return "" if $fam eq 'ramsey' || $fam eq 'subh';
        set($f, $field => $p, fixed => $p eq 'fhp' ? '0 1' : '');
        return "$field $p";
    } elsif ($k == 5) {         # n
        my $n = ($h->{n} // 5) + pick(-1, 1);
        set($f, n => $n);
        return "n $n";
    } elsif ($k == 6) {         # bias
        my $b = pick('1:1', '1:2', '2:1', '2:2');
        set($f, bias => $b);
        return "bias $b";
    } elsif ($k == 7) {         # rule
        my $r = pick(@{$rules{$fam} // [qw(avoid normal)]});
        set($f, rule => $r);
        return "rule " . ($r // "dropped");
    } elsif ($k == 8) {         # H
        return "" unless $fam eq 'ramsey';
        my $H = pick('Bw', 'C~', 'CU', 'C]', 'Bg');
        set($f, H => $H);
        return "H $H";
    } elsif ($k == 9) {         # finish, or version 1
        if (rand() < 0.25) { set($f, format_version => 1, finish => undef); return "version 1"; }
        my $x = pick(0, 1, 2);
        set($f, finish => $x);
        return "finish $x";
    } elsif ($k == 10) {        # tail
        my $x = pick(1, 2, 3);
        set($f, tail => $x);
        return "tail $x";
    } else {                    # key
        my $x = pick('layered-3state-v1', 'layered-v2', 'oriented-v2');
        set($f, key => $x);
        return "key $x";
    }
}

sub mutate_block {
    my ($f) = @_;
    my $bl = blocks($f);
    return "" unless @$bl;
    my ($fk, $c) = @{pick(@$bl)};
    my ($L, $keys, $moves) = block_get($f, $fk, $c);
    return "" unless $L;
    my $h = header($f);
    my $m = ($h->{n} // 5) * (($h->{n} // 5) - 1) / 2;
    my $k = int rand 5;
    my $i = int rand $c;
    if ($k == 0) {              # a stored move changed
        my $old = $moves->[$i];
        my $new = rand() < 0.1 ? 255 : rand() < 0.1 && $old < 255 ? $old ^ 128 : int rand $m;
        $moves->[$i] = $new;
        block_put($f, $fk, $keys, $moves);
        return "move $i of block $fk: $old -> $new";
    } elsif ($k == 1) {         # moves of two entries swapped
        my $j = int rand $c;
        @$moves[$i, $j] = @$moves[$j, $i];
        block_put($f, $fk, $keys, $moves);
        return "moves $i and $j of block $fk swapped";
    } elsif ($k == 2) {         # one entry dropped
        splice @$keys, $i, 1;
        splice @$moves, $i, 1;
        block_put($f, $fk, $keys, $moves);
        return "entry $i of block $fk dropped";
    } elsif ($k == 3) {         # a run of entries dropped
        my $len = 1 + int rand($c - $i);
        splice @$keys, $i, $len;
        splice @$moves, $i, $len;
        block_put($f, $fk, $keys, $moves);
        return "entries $i.." . ($i + $len - 1) . " of block $fk dropped";
    } else {                    # every move of the block changed
        $_ = int rand $m for @$moves;
        block_put($f, $fk, $keys, $moves);
        return "all moves of block $fk changed";
    }
}

# --- the oracle ---------------------------------------------------------------
# The solve flags of a header's claim, or undef.
sub solve_flags {
    my ($h) = @_;
    my $fam = $h->{family} // '';
    my $board = ($h->{board} // '') eq 'complete' ? "--n $h->{n}" : "--board " . shq($h->{board} // '');
    if ($fam eq 'maker-breaker' || $fam eq 'avoider-enforcer') {
        # version 5: rule monotone (FORMAT.md 3.3); in older files rule is ignored
        my $rule = $fam eq 'avoider-enforcer' && ($h->{format_version} // '') eq '5' && ($h->{rule} // '') eq 'monotone'
                 ? 'monotone-avoider-enforcer' : $fam;
        return "--game " . shq($h->{game}) . " --rule $rule $board --first $h->{first} --bias $h->{bias}";
    } elsif ($fam eq 'ramsey') {
        return "--game ramsey --H " . shq($h->{H}) . " --n $h->{n} --rule $h->{rule}";
    } elsif ($fam eq 'subh') {
        return "--game subh --n $h->{n} --creator " . ($h->{first} eq 'creator' ? 'first' : 'second');
    } elsif ($fam eq 'shared') {
        return "--game shared --property " . shq($h->{property}) . " --n $h->{n} --rule $h->{rule}";
    }
    return;
}
my %solved;
my %count = map { $_ => 0 } qw(mutants verified rejected unreadable crashed agreed disagreed unconfirmed);
my @found;
my %why;
for my $i (1 .. ($mutants < 0 ? 0 : $mutants)) {
    last unless @base;
    my $src = pick(@base);
    my $f = "$tmp/mutant.cert";
    copy($src, $f) or die "copy: $!";
    my @did;
    for (1 .. 1 + int rand 3) {
        my $d = rand() < 0.5 ? mutate_header($f) : mutate_block($f);
        push @did, $d if $d ne '';
    }
    next unless @did;
    $count{mutants}++;
    my $what = "mutant $i of " . (split m{/}, $src)[-1] . ": " . join('; ', @did);
    my ($rc, $out) = sh("$ck $f --quiet --threads 2 2>&1");
    print "# $what: exit $rc: $out" if $verbose;
    my @lines = split /\n/, $out;
    # VERIFIED with --quiet: the verdict and the record line (README, Trust)
    my $shape = $rc == 0 ? @lines == 2 && $lines[0] =~ /^VERIFIED: /
                           && $lines[1] =~ /^verified: sha256 [0-9a-f]{64} claim family=/
                : @lines == 1 && ($rc == 1 ? $lines[0] =~ /^REJECTED: / : $lines[0] =~ /^posproof-check: /);
    if ($rc > 2 || !$shape) {
        $count{crashed}++;
        push @found, "$what: checker exit $rc, output: " . substr($out, 0, 300);
        copy($f, "$keep/crash-$seed-$i.cert") if $keep;
        next;
    }
    if ($rc == 1) { $count{rejected}++; next; }
    if ($rc == 2) { $count{unreadable}++; next; }
    $count{verified}++;
    my $h = header($f);
    my $flags = solve_flags($h);
    my $res = defined $flags ? ($solved{$flags} //= do {
        my ($r, $o) = sh("$pp solve $flags --json --quiet 2>/dev/null");
        $r == 0 && $o =~ /"winner": "([^"]*)"/ ? $1
            : $r == 0 && $o =~ /"result": "draw"/ ? "none" : "error $r";
    }) : "no flags";
    my ($w, $s) = ($h->{winner}, $h->{strategy});
    if ($res =~ /^(error|no flags)/) {
        $count{unconfirmed}++;
        $why{"$flags: $res"}++;
    } elsif ($w eq 'none' ? ($res eq 'none' || $res eq $s) : $res eq $w) {
        $count{agreed}++;
    } else {
        $count{disagreed}++;
        push @found, "$what: VERIFIED claim winner $w strategy $s, solver says winner $res ($flags)";
        copy($f, "$keep/unsound-$seed-$i.cert") if $keep;
    }
}
my $summary = join ', ', map { "$_ $count{$_}" } qw(mutants verified agreed disagreed unconfirmed rejected unreadable crashed);
ok(@base > 0, "genuine certificates to mutate: " . scalar @base);
ok($count{crashed} == 0, "no mutant crashes the checker or breaks its output shape", @found);
ok($count{disagreed} == 0, "every VERIFIED mutant's claim agrees with the solver", @found);
ok($count{unconfirmed} == 0, "the solver decides every VERIFIED claim", map { "$_ ($why{$_})" } sort keys %why);
# A run where no mutant verified or none was rejected tested nothing.
ok($count{mutants} < 50 || ($count{verified} > 0 && $count{rejected} > 0 && $count{unreadable} > 0),
   "mutants of every kind of verdict (verified, rejected, unreadable)");
if ($tap) {
    print "# seed $seed: $summary\n1..$t\n";
} else {
    print "oracle: seed $seed: $summary\n";
    print "oracle: $_\n" for @found;
    print "oracle: unconfirmed: $_ ($why{$_})\n" for sort keys %why;
}
exit($fail ? 1 : 0);
