package echelon

import (
	"time"

	"tessera/ai"
)

// Budgets of the stronger levels, a move.
const (
	ExpertBudget = 1 * time.Second
	MasterBudget = 5 * time.Second
)

// Levels returns the levels, weakest first. In the gentleman variant each
// beat the one below it in self-play, seats swapped, 20 games a pair, the
// budgets scaled by 0.2 (echelonlab ladder -scale 0.2): casual 85% of
// beginner's games, club 95% of casual's, expert 100% of club's, master
// 80% of expert's (from four random plies, -opening 4). At the full
// budgets expert won 90% of club's games and master 70% of expert's. In the standard
// variant every level finds the first player's win in three plies. Their
// ratings (ai.Level.Rating) are from the ladder of 27 November 2026 at
// their real budgets (ai/cmd/ladder -round 16 -most 48 echelon;
// ai/README.md, "The ladder"), Master's from an earlier run of it (-round
// 8 -most 40: 75.0% over 16 games against Expert).
func Levels() []ai.Level {
	weak := func(depth, noise int) Config {
		c := DefaultConfig(depth, time.Second)
		c.Noise, c.Book, c.TableBits = noise, false, 16
		return c
	}
	return []ai.Level{
		{ID: "echelon-beginner", Rating: 597, Name: "Beginner", Description: "Looks one move ahead, and not carefully.", Method: "Alpha-beta, 1 ply, noisy", Engine: New(weak(1, 200))},
		{ID: "echelon-casual", Rating: 1193, Name: "Casual", Description: "Looks two moves ahead and sometimes misjudges.", Method: "Alpha-beta, 2 plies, noisy", Default: true, Engine: New(weak(2, 60))},
		{ID: "echelon-club", Rating: 1790, Name: "Club player", Description: "Looks three moves ahead.", Method: "Alpha-beta, 3 plies", Engine: New(weak(3, 20))},
		{ID: "echelon-expert", Rating: 2260, Name: "Expert", Description: "Searches deeply for a second a move, with an opening book.", Method: "Alpha-beta, 1 s, opening book", Engine: New(DefaultConfig(0, ExpertBudget))},
		{ID: "echelon-master", Rating: 2451, Name: "Master", Description: "Searches deeply for five seconds a move, with an opening book.", Method: "Alpha-beta, 5 s, opening book", Engine: New(DefaultConfig(0, MasterBudget))},
	}
}
