#!/bin/sh
# docs/usage.md's option reference, generated from the programs' --help,
# which print it from their options tables (solver/options.c,
# checker/cli/cli.c), so that the manual cannot drift from the programs:
#
#   sh scripts/usage-ref.sh [FILE]           rewrite the reference in FILE
#   sh scripts/usage-ref.sh --check [FILE]   exit 1, naming the first line
#                                            that differs, if FILE's is not
#                                            the one --help gives (tests/63)
#
# FILE is docs/usage.md by default; the reference is the text between the
# lines "<!-- option reference: BEGIN ..." and "<!-- option reference: END
# -->": one table for posproof (option, the commands that take it, what it
# does) and one for posproof-check. The programs are bin/'s, or
# $POSPROOF_BIN's. Run `make` first.
exec perl -x "$0" "$@"
#!perl
use strict;
use warnings;
use Cwd qw(abs_path);
use File::Basename qw(dirname);

my $top = abs_path(dirname($0) . "/..");
my $check = @ARGV && $ARGV[0] eq '--check' ? shift @ARGV : 0;
my $file = shift @ARGV // "$top/docs/usage.md";
die "usage: usage-ref.sh [--check] [FILE]\n" if @ARGV;
my $bin = $ENV{POSPROOF_BIN} // "$top/bin";

# The option list of PROGRAM --help: [option, commands, help] a row.
sub options {
    my $prog = shift;
    my @help = `"$bin/$prog" --help`;
    die "usage-ref: $bin/$prog --help failed\n" if $? || !@help;
    my ($in, @rows) = (0);
    for (@help) {
        chomp;
        if (/^Options\b.*:$/) { $in = 1; next; }
        next unless $in;
        last if $_ eq '';
        if (/^  (--\S+(?: \S+)?)(?: {2,}(.*))?$/) { push @rows, [$1, '', $2 // '']; }
        elsif (/^ {24}(\S.*)$/ && @rows) { $rows[-1][2] .= ($rows[-1][2] eq '' ? '' : ' ') . $1; }
        else { die "usage-ref: $prog --help: an option line not understood: $_\n"; }
    }
    die "usage-ref: $prog --help lists no options\n" unless @rows;
    for (@rows) { $_->[1] = $1 if $_->[2] =~ s/\s*\[([a-z, ]+)\]$//; }
    return @rows;
}

sub cell { my $s = shift; $s =~ s/\|/\\|/g; return $s; }

my @ref = ("<!-- option reference: BEGIN (scripts/usage-ref.sh writes it from --help; do not edit) -->", "",
           "### posproof", "",
           "| option | commands | what it does |", "| --- | --- | --- |");
push @ref, map { "| `" . cell($_->[0]) . "` | $_->[1] | " . cell($_->[2]) . " |" } options("posproof");
push @ref, "", "### posproof-check", "", "| option | what it does |", "| --- | --- |";
push @ref, map { "| `" . cell($_->[0]) . "` | " . cell($_->[2]) . " |" } options("posproof-check");
push @ref, "", "<!-- option reference: END -->";

open my $in, '<', $file or die "usage-ref: $file: $!\n";
my @lines = <$in>;
close $in;
chomp @lines;
my ($b) = grep { $lines[$_] =~ /^<!-- option reference: BEGIN/ } 0 .. $#lines;
my ($e) = grep { $lines[$_] eq '<!-- option reference: END -->' } 0 .. $#lines;
die "usage-ref: $file has no option reference (its BEGIN and END lines)\n"
    unless defined $b && defined $e && $b < $e;
my @old = @lines[$b .. $e];
if ($check) {
    for my $i (0 .. ($#old > $#ref ? $#old : $#ref)) {
        my ($have, $want) = ($old[$i] // '(none)', $ref[$i] // '(none)');
        next if $have eq $want;
        print STDERR "usage-ref: $file:", $b + $i + 1, ": the option reference is not --help's:\n",
                     "  has:  $have\n  want: $want\n(run: sh scripts/usage-ref.sh)\n";
        exit 1;
    }
    exit 0;
}
splice @lines, $b, $e - $b + 1, @ref;
open my $out, '>', "$file.tmp" or die "usage-ref: $file.tmp: $!\n";
print $out map { "$_\n" } @lines;
close $out or die "usage-ref: $file.tmp: $!\n";
rename "$file.tmp", $file or die "usage-ref: $file: $!\n";
