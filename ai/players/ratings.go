package players

// ratings are the levels' estimated ratings (ai.Level.Rating), by game and
// level ID, on the Elo scale with each game's random mover at 0. Each is
// the rating of the level below plus the gap its score against that level
// implies (measure.Gap), from the ladder of 27 November 2026 at the
// levels' real budgets: go run ./ai/cmd/ladder -round 16 -most 48 GAME
// (Ur: -most 400 -top 5). Ur's Near-perfect level is rated from its score
// against the solved game's perfect player, as is Thoughtful's (urlab
// versus-perfect): the perfect player stands 52 above Thoughtful. Ur's
// Deep level (a second a move) is not rated: games between it and its
// neighbours take days, and its place rests on its agreement with the
// solved game. ai/README.md, "The ladder", has the runs.
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
}
