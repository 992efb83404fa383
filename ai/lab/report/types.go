package report

import "tessera/ai/random"

// Report is everything the report measured, as the site renders it.
type Report struct {
	Game        string       `json:"game"`
	Title       string       `json:"title"`
	Players     [2]string    `json:"players"`
	Options     []string     `json:"options,omitempty"` // the game options every game was played with, as key=value
	Level       string       `json:"level"`             // the ID of the level of the self-play games
	LevelName   string       `json:"levelName"`         // its name for people
	Budget      string       `json:"budget"`            // its budget, in words
	Seed        uint64       `json:"seed"`              // the seed of every game
	Note        string       `json:"note,omitempty"`    // the game's Setting's note
	Command     string       `json:"command"`           // the command line that remakes it (set by the caller)
	SelfPlay    SelfPlay     `json:"selfPlay"`          // the level against itself
	Speed       random.Speed `json:"speed"`             // random playouts, native
	Ladder      []Pairing    `json:"ladder"`            // each level against the one below it
	Mirrors     []Pairing    `json:"mirrors"`           // each mirror against the level; none for Ur
	MirrorMoves []float64    `json:"mirrorMoves"`       // the share of each mirror's moves that were images
	League      []Pairing    `json:"league"`            // the round-robin tournament; none for most games
	Ur          *UrFacts     `json:"ur,omitempty"`
	Source      *SeedReport  `json:"source,omitempty"` // the seed report's figures, where it has them
}

// SelfPlay is what the self-play games of one level show.
type SelfPlay struct {
	Games      int       `json:"games"`
	Length     Summary   `json:"length"`    // plies a game
	Turns      Summary   `json:"turns"`     // turns (runs of plies by one player) a game
	Branching  Summary   `json:"branching"` // moves on offer a ply, averaged over each game
	Histogram  []Bin     `json:"histogram"` // of the game lengths in plies
	FirstWins  int       `json:"firstWins"`
	SecondWins int       `json:"secondWins"`
	Draws      int       `json:"draws"`
	First      Interval  `json:"first"` // the first player's score, a draw counting half
	DrawRate   Interval  `json:"drawRate"`
	Openings   []Opening `json:"openings"`
}

// Opening is one first move of the game: how often it was played and how
// the first player fared after it.
type Opening struct {
	Token  string   `json:"token"`
	Cell   string   `json:"cell,omitempty"` // the cell it names, for the heat map; "" if none
	Played int      `json:"played"`
	Score  Interval `json:"score"` // the first player's, a draw counting half
}

// Pairing is the outcome of a match of A against B, from A's side.
type Pairing struct {
	A         string   `json:"a"`
	B         string   `json:"b"`
	Games     int      `json:"games"`
	Wins      int      `json:"wins"` // games A won
	Draws     int      `json:"draws"`
	Losses    int      `json:"losses"`
	Score     Interval `json:"score"`     // A's score, a draw counting half
	FirstWins int      `json:"firstWins"` // games the first player won
	MeanPlies float64  `json:"meanPlies"`
}
