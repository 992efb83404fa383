// Package ai is the contract of Tessera's computer players: a Level (a
// name and an Engine), the Engine that chooses a move, the optional
// capabilities an engine may declare (Resigner, Hinter, Reviewer,
// Budgeted), the Evaluator behind a game's analysis, the Bidder a game
// that opens with a bid declares, and the Request and Reply the browser's
// AI workers exchange.
// It imports nothing of the project but the rules contract, so every
// engine package may implement it; the registry of levels, and the door
// the page, the worker and the tools use, is package tessera/ai/players.
//
// Engines see only the contract: a rules.Position, the moves they may
// choose among and a seeded source of randomness, so one request always
// gets the same reply (a time-budgeted search aside). They keep no game
// state between requests.
//
// Cancellation: engines poll ctx.Err() at least every few milliseconds of
// work; once it is done they stop and return their best move so far with
// that error, so that "move now" (cancelling the context) still plays the
// engine's move. In the browser the AI runs in a Web Worker whose Go
// program is single-threaded; there the context given to an engine also
// yields to the JavaScript event loop when it is polled, so that a cancel
// message can be read mid-search (see tessera/wasm/aiworker).
package ai
