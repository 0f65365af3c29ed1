#!/bin/sh
# The documents' examples, run for real, so that they cannot drift.
#
# The documents are README.md, RESULTS.md and docs/*.md (docs/history/ aside),
# or the files named. An example is an indented line "    $ COMMAND" in a
# document, followed by the indented lines of its output (up to the next
# command or unindented line); an output whose last line is "..." shows the
# first lines only. Each COMMAND is run by bash (with pipefail, standard
# input empty) in a temporary directory of its document's own, where bin/
# and python/ are this tree's, so certificates are written there and later
# examples of the same document can use them; it must exit 0. Its standard
# output is the example's output.
#
#   sh scripts/readme-examples.sh [FILE...]          refresh the outputs in place
#   sh scripts/readme-examples.sh --check [FILE...]  compare them, as TAP (tests/65-readme.t)
#
# The tree's own path in an output is written as relative to it (split
# prints its parallel line with this program's full path: bin/posproof).
# The comparison masks decimal figures (timings: "0.34 s", "seconds: 0.23")
# and the hash of posproof-check's record line "verified: sha256 H claim C" (one thread's
# certificate is the same file at each run, but one of several threads' need not be, nor one
# written with another zstd or SQLite) and nothing else: positions, entries and bytes
# must match, so examples whose counts depend on threads use --threads 1.
# Run `make` first.
exec perl -x "$0" "$@"
#!perl
use strict;
use warnings;
use Cwd qw(abs_path);
use File::Basename qw(dirname);
use File::Temp qw(tempdir);

my $top = abs_path(dirname($0) . "/..");
my $check = @ARGV && $ARGV[0] eq '--check' ? shift @ARGV : 0;
my @docs = @ARGV ? @ARGV : ("$top/README.md", grep { -e } "$top/RESULTS.md", sort glob("$top/docs/*.md"));
# The programs: bin/, or POSPROOF_BIN's (make check-asan: the sanitizer
# build), which the examples see as bin/ all the same.
my $bin = $ENV{POSPROOF_BIN} ? abs_path($ENV{POSPROOF_BIN}) : "$top/bin";
for my $b ("posproof", "posproof-check") {
    -x "$bin/$b" or die "readme-examples: $bin/$b is not built: run make\n";
}
# ... and python/posproof_cert.py runs that posproof too (it would take
# the repository's bin/posproof beside it otherwise)
$ENV{POSPROOF} = "$bin/posproof";

my ($n, $failed) = (0, 0);
for my $readme (@docs) {
open my $in, '<', $readme or die "readme-examples: $readme: $!\n";
my @lines = <$in>;
close $in;

# The examples: [index of the command line, command, [output lines]].
my @ex;
for (my $i = 0; $i < @lines; $i++) {
    next unless $lines[$i] =~ /^    \$ (.*)$/;
    my ($at, $cmd, @out) = ($i, $1);
    while ($i + 1 < @lines && $lines[$i + 1] =~ /^    (?!\$ )(.*)$/) {
        push @out, $1;
        $i++;
    }
    push @ex, [$at, $cmd, \@out];
}

my $dir = tempdir("readme-examples.XXXXXX", TMPDIR => 1, CLEANUP => 1);
for my $d ("bin", "python") {     # as in the repository: bin/posproof, python/
    symlink($d eq "bin" ? $bin : "$top/$d", "$dir/$d") or die "readme-examples: $dir/$d: $!\n";
}
sub mask { my $s = shift; $s =~ s/[0-9]+\.[0-9]+/N.N/g; $s =~ s/^verified: sha256 [0-9a-f]{64} /verified: sha256 H /; $s =~ s/^(assumption \S+) [0-9a-f]{64} /$1 H /; return $s }

my @new;
my $failed_here = $failed;
my $name = $readme; $name =~ s{^\Q$top\E/}{};
$n++;
if ($check) {
    # README.md must have examples; another document may have none.
    my $ok = @ex || $name ne 'README.md';
    print $ok ? "ok" : "not ok", " $n - $name has examples (" . scalar(@ex) . ")\n";
    $failed++ unless $ok;
    if ($name eq 'README.md') {    # a README a newcomer reads
        $n++;
        my $short = @lines < 200;
        print $short ? "ok" : "not ok", " $n - README.md is under 200 lines (" . scalar(@lines) . ")\n";
        $failed++ unless $short;
    }
}
for my $e (@ex) {
    my ($at, $cmd, $want) = @$e;
    my $elided = @$want && $want->[-1] eq '...';
    my @shown = $elided ? @$want[0 .. $#$want - 1] : @$want;
    my $pid = open(my $run, '-|');
    defined $pid or die "readme-examples: fork: $!\n";
    if (!$pid) {
        chdir $dir or die "$dir: $!\n";
        open STDIN, '<', '/dev/null';
        open STDERR, '>', "$dir/.stderr";
        exec 'bash', '-o', 'pipefail', '-c', $cmd or die "bash: $!\n";
    }
    my @got = <$run>;
    close $run;
    my $rc = $? >> 8;
    chomp @got;
    s{\Q$bin\E/}{bin/}g for @got;   # this tree's programs by their full path (split's parallel line) as bin/...
    s{\Q$top\E/}{}g for @got;
    my @got_shown = $elided ? @got[0 .. ($#shown < $#got ? $#shown : $#got)] : @got;
    my @fresh = (@got_shown, $elided ? ('...') : ());
    push @new, [$at, scalar(@$want), \@fresh];
    my $ok = $rc == 0 && join("\n", map { mask($_) } @got_shown) eq join("\n", map { mask($_) } @shown)
          && (!$elided || @got > @shown);
    $n++;
    if ($rc != 0) {
        open my $err, '<', "$dir/.stderr";
        my @err = <$err>;
        print STDERR "readme-examples: '$cmd' exited $rc\n", @err unless $check;
        print "# exit $rc\n", map { "# $_" } @err if $check;
        $failed++ unless $check;
    }
    next unless $check;
    print $ok ? "ok" : "not ok", " $n - $name line ", $at + 1, ": \$ $cmd\n";
    next if $ok;
    $failed++;
    print map { "#   doc:    $_\n" } @$want;
    print map { "#   now:    $_\n" } @fresh;
}
next if $check;
die "readme-examples: $name left unchanged\n" if $failed > $failed_here;

# Refresh: replace each example's output lines, from the last one up.
my $changed = 0;
for my $u (reverse @new) {
    my ($at, $len, $fresh) = @$u;
    my @old = @lines[$at + 1 .. $at + $len];
    my @repl = map { "    $_\n" } @$fresh;
    $changed++ if join('', @old) ne join('', @repl);
    splice @lines, $at + 1, $len, @repl;
}
open my $outf, '>', "$readme.tmp" or die "readme-examples: $readme.tmp: $!\n";
print $outf @lines;
close $outf or die "readme-examples: $readme.tmp: $!\n";
rename "$readme.tmp", $readme or die "readme-examples: $readme: $!\n";
print "$readme: ", scalar(@ex), " examples run, $changed outputs refreshed\n";
}
if ($check) {
    print "1..$n\n";
    print "# if the change is right, refresh the document with: sh scripts/readme-examples.sh FILE\n" if $failed;
}
