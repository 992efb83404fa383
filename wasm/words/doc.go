// Package words holds the game-neutral pieces of the sentences Tessera's
// board views speak (capitals, counts, lists, the players' names); each
// view writes its game's sentences with them.
package words
