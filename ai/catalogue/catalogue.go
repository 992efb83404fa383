// Package catalogue is what the page knows of each game's computer
// players without their engines: the levels it offers (names, ratings,
// which is the default) and whether it gives hints, reviews and analysis;
// and each game's title, without its rules.
// The engines stay in tessera/ai/players, which only the AI workers and
// the tools link, so the page's program need not carry them.
//
// The data (games_gen.go) is written from tessera/ai/players by
// tessera/ai/cmd/catalogue; a test of ai/players checks that it is current.
package catalogue

//go:generate go run ../cmd/catalogue -o games_gen.go

import (
	"slices"

	"tessera/ai"
)

// offer is what a game's computer players offer, and the game's title.
// Its levels carry no Engine.
type offer struct {
	Title    string     // the game's title (rules.Game.Title), for a page whose program does not play it
	Levels   []ai.Level // the levels that play the game, weakest first: the random mover, then its own
	Hints    bool       // players.Hint answers for the game
	Reviews  bool       // players.Review answers for the game
	Analysis bool       // players.Evaluate answers for the game (it has an analyst)
	Sharing  []string   // the IDs of the levels whose tree search is shared out among workers (players.Search)
}

// Title returns the title of the game called game, as its rules give it;
// "" for an unknown game. A page whose program plays one game names the
// others by it (a saved game of another game, say).
func Title(game string) string { return games[game].Title }

// Levels returns the levels that can play game, weakest first; none for
// an unknown game.
func Levels(game string) []ai.Level { return slices.Clone(games[game].Levels) }

// Default returns the level a first game of game is played against: the
// one its package marks, or else the strongest; the zero Level for an
// unknown game.
func Default(game string) ai.Level {
	ls := games[game].Levels
	if len(ls) == 0 {
		return ai.Level{}
	}
	if i := slices.IndexFunc(ls, func(l ai.Level) bool { return l.Default }); i >= 0 {
		return ls[i]
	}
	return ls[len(ls)-1]
}

// Number returns the level id's place on game's scale, from 1 (the
// weakest), or 0 when id is no level of game.
func Number(game, id string) int {
	return slices.IndexFunc(games[game].Levels, func(l ai.Level) bool { return l.ID == id }) + 1
}

// HasHints says whether the game's computer gives hints.
func HasHints(game string) bool { return games[game].Hints }

// HasReview says whether the game's computer reviews a game.
func HasReview(game string) bool { return games[game].Reviews }

// Evaluates says whether the game has an analyst, whose evaluations of
// single positions the page shares out among its workers.
func Evaluates(game string) bool { return games[game].Analysis }

// Searches says whether the level called level shares its tree search out
// among the AI workers for game (players.Searches).
func Searches(game, level string) bool { return slices.Contains(games[game].Sharing, level) }
