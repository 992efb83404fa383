package report

// UrFacts are the solved facts of the Royal Game of Ur (7 pieces), read
// from the table ai/cmd/ursolve writes.
type UrFacts struct {
	Table       string      `json:"table"`       // the table's file, as given
	FirstChance float64     `json:"firstChance"` // the first player's (left's) win chance from the start
	Openings    []UrOpening `json:"openings"`    // the best first move of each roll
}

// UrOpening is the best first move for a roll and the first player's win
// chance after it, with perfect play on.
type UrOpening struct {
	Roll   int     `json:"roll"`
	Token  string  `json:"token"`
	Chance float64 `json:"chance"`
}
