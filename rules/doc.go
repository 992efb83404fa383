// Package rules is the contract every Tessera game implements, and the
// game-agnostic code written once over it: options, the checked door
// (Match), the record codec and the share-URL codec.
//
// A game is a Game (its name, players and options) that makes Positions.
// A Position is the fast, game-specific state: engines list its legal Moves
// and Apply them without checks. A Match wraps a Position with its history
// and judges tokens in docs/rules.md's notation; the referee, the browser and the
// Worker all go through it.
//
// The package does no I/O and keeps no global state; the registry of games
// lives in package games.
package rules
