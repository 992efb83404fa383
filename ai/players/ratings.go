package players

// ratings are the levels' estimated ratings (ai.Level.Rating), by game and
// level ID, on the Elo scale with each game's random mover at 0. Each is
// the rating of the level below plus the gap its score against that level
// implies (measure.Gap), from the ladder of 27 November 2026 at the
// levels' real budgets: go run ./ai/cmd/ladder -round 16 -most 48 GAME
// (Ur: -most 400 -top 5). Echelon's Master is from an earlier run of the
// same ladder (-round 8 -most 40: 75.0% over 16 games against Expert).
// Ur's Near-perfect level is rated from its score against the solved
// game's perfect player, as is Thoughtful (urlab versus-perfect): the
// perfect player stands 52 above Thoughtful. Ur's Deep level (a second a
// move) is not rated: games between it and its neighbours take days, and
// its place rests on its agreement with the solved game. ai/README.md,
// "The ladder", has the runs.
var ratings = map[string]map[string]int{
	"ur": {
		"ur-ashikazu-6":   470,
		"ur-massugu":      569,
		"ur-expectimax-2": 1039,
		"ur-expectimax-4": 1096,
		"ur-near-perfect": 1153,
	},
	"ecalper": {
		"ecalper-beginner": 597,
		"ecalper-casual":   818,
		"ecalper-club":     1009,
		"ecalper-strong":   1605,
	},
	"iris": {
		"iris-mcts-300":   597,
		"iris-mcts-3000":  1193,
		"iris-mcts-30000": 1790,
		"iris-mcts":       2260,
	},
	"carteso": {
		"carteso-mcts-300":   597,
		"carteso-mcts-2000":  1193,
		"carteso-mcts-10000": 1790,
		"carteso-mcts":       2386,
	},
	"echelon": {
		"echelon-beginner": 597,
		"echelon-casual":   1193,
		"echelon-club":     1790,
		"echelon-expert":   2260,
		"echelon-master":   2451,
	},
}
