package report

// SeedReport holds the figures of a seed report (the Ai Ai program's "Full
// Report" pages in the project's seeds), to show beside ours.
type SeedReport struct {
	Source     string     `json:"source"`     // the report, named for people
	Samples    int        `json:"samples"`    // its logged games
	Length     float64    `json:"length"`     // mean game length, in moves
	Branching  float64    `json:"branching"`  // mean branching factor
	FirstLabel string     `json:"firstLabel"` // how it names player 1
	FirstWin   float64    `json:"firstWin"`   // player 1's win %, draws as half
	FirstPlus  float64    `json:"firstPlus"`  // its ± margin, in points
	Draw       float64    `json:"draw"`       // draw %
	Playouts   float64    `json:"playouts"`   // random playouts a second, in its playout complexity estimate
	RandomIts  float64    `json:"randomIts"`  // random playouts a second, in its speed table (0 if it has none)
	Ladder     []SeedRung `json:"ladder"`     // its Levels of Play table
	Mirrors    string     `json:"mirrors"`    // what it says of the mirroring strategies
}

// SeedRung is a row of a seed report's Levels of Play table: the strong
// AI (a Grand Unified UCT thinking Secs a move) against the one below it.
type SeedRung struct {
	Secs      float64 `json:"secs"`
	Wins      int     `json:"wins"`
	Draws     int     `json:"draws"`
	Losses    int     `json:"losses"`
	StrongWin float64 `json:"strongWin"` // %
	FirstWin  float64 `json:"firstWin"`  // %
	Length    float64 `json:"length"`
}

// lostAll is what every seed report says of the mirrors.
const lostAll = "All four (half-turn rotation, reflections in the X and Y axes, copying the last move) lost each game."

// SeedReports returns the seed reports' figures by game (the seeds have
// none for Ur and Echelon).
func SeedReports() map[string]*SeedReport {
	return map[string]*SeedReport{
		"iris": {
			Source: "Ai Ai, Full Report for Iris by Craig Duncan", Samples: 1000,
			Length: 108.80, Branching: 56.14, FirstLabel: "Black", FirstWin: 49.10, FirstPlus: 3.09, Draw: 0,
			Playouts: 19673.50, RandomIts: 36915, Mirrors: lostAll,
			Ladder: []SeedRung{
				{0.01, 36, 0, 0, 100.00, 44.44, 94.14},
				{0.03, 36, 0, 4, 90.00, 40.00, 106.12},
				{0.07, 36, 0, 6, 85.71, 50.00, 109.33},
				{0.20, 36, 0, 6, 85.71, 59.52, 109.74},
				{0.55, 36, 0, 9, 80.00, 48.89, 109.71},
			},
		},
		"ecalper": {
			Source: "Ai Ai, Full Report for Ecalper by Matteo Perlini", Samples: 1000,
			Length: 224.23, Branching: 64.82, FirstLabel: "White (as the report lists player 1)", FirstWin: 51.85, FirstPlus: 3.10, Draw: 0.10,
			Playouts: 41589.73, RandomIts: 47498, Mirrors: lostAll,
			Ladder: []SeedRung{
				{0.01, 36, 0, 0, 100.00, 50.00, 224.17},
				{0.03, 36, 0, 14, 72.00, 46.00, 224.16},
			},
		},
		"carteso": {
			Source: "Ai Ai, Full Report for Carteso by Luis Bolaños Mures, Corey L. Clark", Samples: 1000,
			Length: 79.64, Branching: 83.91, FirstLabel: "Player 1", FirstWin: 46.30, FirstPlus: 3.07, Draw: 0,
			Playouts: 5581.80, Mirrors: lostAll,
			Ladder: []SeedRung{
				{0.01, 36, 0, 0, 100.00, 50.00, 76.53},
				{0.03, 36, 0, 3, 92.31, 35.90, 71.51},
				{0.07, 36, 0, 5, 87.80, 48.78, 70.63},
				{0.20, 36, 0, 2, 94.74, 50.00, 83.76},
				{0.55, 36, 0, 0, 100.00, 61.11, 82.39},
			},
		},
	}
}
