package report

import (
	"tessera/rules/hexhex"
)

// Setting is how the report measures one game.
type Setting struct {
	Level    string            // the level of the self-play games, the mirrors' opponent and fallback
	Options  map[string]string // the game's options every game is played with (absent: defaults)
	Playouts int               // its playouts a move by default, if it is a tree search (0: its own budget)
	Ladder   []string          // the levels of the ladder, weakest first
	League   []string          // the levels of a round-robin tournament; none for no tournament
	Games    int               // games of each ladder and tournament pairing, by default
	Note     string            // what a reader must know to read the figures; "" if nothing
	Board    Board             // the board the mirrors reflect; nil when mirroring means nothing
}

// hexBoard returns the hexhex board of side n (a side the rules accept).
func hexBoard(n int) Board {
	b, err := hexhex.New(n)
	if err != nil {
		panic(err) // n is a constant below
	}
	return Hexhex{b}
}

// Settings returns the setting of every game the report knows, by name.
// Boards are at the games' default sizes, which the report plays.
func Settings() map[string]Setting {
	return map[string]Setting{
		"ur": {
			Level: "ur-expectimax-2", Games: 60,
			Ladder: []string{"random", "ur-ashikazu-6", "ur-massugu", "ur-expectimax-2", "ur-expectimax-4"},
			League: []string{"random", "ur-ashikazu-6", "ur-massugu", "ur-expectimax-2", "ur-expectimax-4"},
		},
		"ecalper": {
			Level: "ecalper-club", Playouts: 100, Games: 10,
			Ladder: []string{"random", "ecalper-beginner", "ecalper-casual"},
			Board:  hexBoard(7),
		},
		"iris": {
			Level: "iris-mcts-30000", Playouts: 200, Games: 10,
			Ladder: []string{"random", "iris-mcts-300", "iris-mcts-3000"},
			Board:  hexBoard(7),
		},
		"carteso": {
			Level: "carteso-mcts-10000", Playouts: 100, Games: 10,
			Ladder: []string{"random", "carteso-mcts-300", "carteso-mcts-2000"},
			Board:  Square{9},
		},
		"echelon": {
			Level: "echelon-club", Games: 20, Options: map[string]string{"variant": "gentleman"},
			Note: "Every game is Gentleman's Echelon: in the standard variant (the default) the first player has a " +
				"win in three plies, which every level from Beginner up finds (ai/echelon), so its self-play " +
				"games end at once and say nothing.",
			Ladder: []string{"random", "echelon-beginner", "echelon-casual", "echelon-club"},
			Board:  hexBoard(6),
		},
	}
}
