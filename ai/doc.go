// Package ai is the door to Tessera's computer players. A Request carries a
// game record as tokens (SPEC.md notation) and the level to play; Decide
// replays the record through the rules contract (tessera/rules and the
// tessera/rules/games registry), asks the level's engine for a move and
// answers with its token. Levels lists the levels that play a game: the
// random mover plays every game, the Ur levels (tessera/ai/ur/levels) the
// Royal Game of Ur only. Hint answers the strongest level's suggestion with
// the side to move's chance to win, for games that have a hinter (HasHints).
//
// Engines see only the contract: a rules.Position, the moves they may choose
// among and a seeded source of randomness, so one request always gets the
// same reply (a time-budgeted search aside). They keep no game state
// between requests.
//
// Cancellation: engines poll ctx.Err() at least every few milliseconds of
// work; once it is done they stop and return their best move so far with
// that error, and Decide answers that move with the error, so that "move
// now" (cancelling the context) still plays the engine's move. In the
// browser the AI runs in a Web Worker whose Go program is single-threaded;
// there the context given to Decide also yields to the JavaScript event
// loop when it is polled, so that a cancel message can be read mid-search
// (see tessera/wasm/aiworker).
package ai
