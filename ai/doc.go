// Package ai is the door to Tessera's computer players. A Request carries a
// game record as tokens (SPEC.md notation) and the level to play; Decide
// replays the record through the rules contract (tessera/rules and the
// tessera/rules/games registry, never a game's own package), asks the
// level's engine for a move and answers with its token.
//
// Engines see only the contract: a rules.Position, the moves they may choose
// among and a seeded source of randomness, so one request always gets the
// same reply. They keep no game state between requests.
//
// Cancellation: engines poll ctx.Err() at least every few milliseconds of
// work and stop with that error. In the browser the AI runs in a Web Worker
// whose Go program is single-threaded; there the context given to Decide
// also yields to the JavaScript event loop when it is polled, so that a
// cancel message can be read mid-search (see tessera/wasm/aiworker).
package ai
