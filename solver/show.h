/* show.h: `posproof show CERT [--after MOVES] [--depth K | --line] [--json]`: a
 * certificate's claim in plain words, its sizes, and the strategy of its
 * winner (strategy.h) in the user's own vertex labels. The output, on
 * standard output:
 *
 *   claim: CLAIM
 *   file: E entries in B blocks, F bytes; format version V, key KIND, finish F, tail T
 *   position: WORDS                  (the start, or the position after --after)
 *   after: MOVES                     (with --after: the moves, in playing order)
 *
 * then the strategy from that position: a tree, one move a line, each
 * indented two spaces deeper than the move before it:
 *
 *   PLAYER MOVE[ NOTE][ -- OUTCOME]
 *
 * PLAYER is the mover ("Maker", "Second", ...), MOVE a move in the user's
 * labels ("0-1", Subh "0>1", avoid-plus "stop"), NOTE "(and N isomorphic
 * replies)" where N more of the opponent's replies lead to positions
 * isomorphic to this one's (the certificate answers them alike; only the
 * first in pair order is shown), or "(short win: not stored, found by the
 * game's rules, FORMAT.md 6.3)" for a move of the winner the certificate
 * leaves to the checker; OUTCOME "Maker wins", "a draw", ... where the move
 * ends the game, or "-- assumed: the shard NAME proves the rest" where a
 * top's play stops at an assumed position (FORMAT.md 6.4). Without --depth the tree goes down to the winner's next
 * move on every branch; --depth K prints K moves (plies) from the
 * position. --line prints one principal line instead, numbered, to the
 * end of the game: the winner's certified moves and, for the other
 * player, its first legal move in the replay's order (FORMAT.md 7.1),
 * ending with "result: OUTCOME" (or "result: assumed: the shard NAME
 * proves the rest (FORMAT.md 6.4)").
 *
 * A position where the game is over prints "result: OUTCOME" alone.
 *
 * --dot FILE or --svg FILE also draws what is printed (draw.h): for each
 * move shown, the position before it with the move highlighted, captioned
 * with the moves from the position shown (--line: the move's number), and
 * after --line the end; at most 400 pictures, in one grid. --svg runs
 * Graphviz's `dot -Kneato -Tsvg`. The file is written under a temporary
 * name and renamed into place.
 *
 * --json prints the strategy as a DAG instead, one JSON object a line,
 * breadth first from the position shown, each class of isomorphic
 * positions once (by key, as the tree keeps them), down to the end of
 * every play (--depth K: K moves deep): first
 *
 *   {"claim": CLAIM, "root": KEY, "key": KIND, "entries": E}
 *
 * then each node, followed by its moves:
 *
 *   {"node": KEY, "to_move": PLAYER, "moves_made": D, "position": {FLAG: PAIRS, ...},
 *    "start": HEX[, "outcome": OUTCOME | "assumed": NAME][, "frontier": true][, "no_move": true]}
 *   {"edge": [KEY, KEY], "player": PLAYER, "move": MOVE, "replies": N[, "how": HOW]}
 *
 * KEY the node's certificate key in hexadecimal (FORMAT.md 5); the position
 * the first of its class reached, in the user's labels, its pairs as the
 * start flags spell them (FLAG maker, breaker, red, ...) and as a header
 * start (HEX, FORMAT.md 3.4), D the moves the mover made in the turn;
 * OUTCOME where the game is over, NAME the shard of a top's assumed
 * position, frontier at depth K, no_move where the winner has no move
 * (exit status 1). An edge: the move MOVE of PLAYER, in the labels of its
 * first node's position, and N of PLAYER's moves there lead to the second
 * node's class (1 for the winner's); HOW for the winner's: "entry"
 * (stored), "short" (a short win, FORMAT.md 6.3) or "tail". Every lookup
 * is answered from memory (cert_read_load).
 */
#ifndef POSPROOF_SHOW_H
#define POSPROOF_SHOW_H

typedef struct show_options {
    const char *cert;     /* the certificate */
    const char *after;    /* --after MOVES, or NULL */
    int depth;            /* --depth K, or 0 */
    int line;             /* --line */
    const char *dot;      /* --dot FILE: the pictures as Graphviz DOT text, or NULL */
    const char *svg;      /* --svg FILE: drawn by Graphviz's dot, or NULL */
    int layout;           /* draw.h: DRAW_STANDARD (0, the default) or DRAW_CIRCLE */
    int json;             /* --json: the strategy as a DAG, JSON lines */
} show_options;

/* Runs `posproof show`. Returns the exit status: 0; 1 when the
 * certificate has no move for its winner at a position (--after left its
 * strategy, or the file does not prove its claim); 2 after one line on
 * stderr for a file that cannot be read (a damaged block, a stored move
 * that is not legal) or an illegal --after. */
int show_run(const show_options *o);

#endif
