// Package jsonwire writes and reads JSON by hand, for the browser's
// program: the messages between the page and its AI worker
// (wasm/aiworker), the saved games (wasm/board) and the settings
// (wasm/settings). Each type's codec is written out with a Writer and a
// Reader in its own package.
//
// It imports neither fmt nor reflect, nor any JSON library (encoding/json,
// easyjson), which all link fmt, reflect or net into the program the page
// downloads first (docs/architecture.md). It reads what encoding/json
// reads, to the same values, and refuses what it refuses (its tests
// compare the two); it writes what any JSON parser, the browser's
// JSON.parse among them, reads back.
package jsonwire
