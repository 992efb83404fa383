// Package echelon is Echelon and Gentleman's Echelon as docs/rules.md rules them:
// red and blue each have ten pieces on a hexhex board of side 6 (91 cells),
// red moves first, and a move slides one piece along one of the six lines.
//
// A slide passes over empty live cells and stops on any of them, or on the
// first occupied cell of its line, where the piece is placed on top of the
// stack (a stomp). Only a free piece, alone on its cell, may stomp; the top
// piece of a stack may move, but only to an empty cell; pieces under
// another cannot move. A cell whose last piece leaves is dead: edges and
// dead cells stop every line. The player to move with no legal move loses.
// In the standard variant a player also wins at once when a stack of
// exactly three is created with their piece on top, by stomping onto a
// stack of two or by moving the top piece off a stack of four (then the
// owner of the revealed top piece wins, whoever moved); that win is checked
// before the opponent's lack of moves. The gentleman variant has no stack
// win.
//
// A State is a small value built for search: per-cell stack heights and
// owner bits, a dead-cell set and per-player sets of top pieces, with an
// incrementally kept Zobrist hash (Hash) for transposition tables. Copying
// it (s2 := *s) is a full, independent copy; Legal and Apply allocate
// nothing beyond the caller's slice. Cells are the dense indices of
// rules/hexhex (Board returns the board); tokens are "e4-e7".
//
// For board views: Stack gives a cell's pieces bottom to top, Dead says
// whether a cell is dead, Targets lists where a selected piece can slide
// and what it can stomp, Describe says what a move does (the cells it
// passes, a stomp, a stack win) and StackWins lists either player's
// immediate stack wins, the threats to mark.
package echelon
