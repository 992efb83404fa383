// Package play is the game-agnostic controller of Tessera's board: a
// Session holds the match, the history, who plays each side, the dice and
// the selection, and every change to it is a method that the page follows
// with one redraw. It knows games only through the rules contract and a
// View (the game's picture and words), and is free of syscall/js, so
// `go test` runs it natively.
//
// A game with dice throws from its seed: the throw before ply n is
// DiceBits(seed, n), so undo and redo never change the dice, and the
// computer throws from the same sequence as the person. The page gives each
// new game a seed from the browser's cryptographic source; the saved game
// keeps it.
//
// A view's optional features are named capabilities the page asks for,
// never a view's concrete type: Prompter, Shaped, Colourer, Hoverer,
// LargestLighter, ThreatShower, and BidWords for a game that opens with a
// bid, whose steps Bid plays out (the rules judging the proposal through
// rules.Bidding, the computer's part coming from the AI worker). The
// settings' displays are capabilities too (Coordinated, Flipper, Orienter),
// and Capturer says which moves sound as captures: the session keeps the
// sounds of its changes (Sound) for the page to make heard.
package play
