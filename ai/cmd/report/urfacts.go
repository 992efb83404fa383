package main

import (
	"tessera/ai/lab/report"
	"tessera/ai/ur/solve"
	"tessera/rules/ur"
)

// urFacts reads the solved facts of the Royal Game of Ur from the table at
// path (the report's Solved for Ur).
func urFacts(path string) (*report.UrFacts, error) {
	t, err := solve.Load(path)
	if err != nil {
		return nil, err
	}
	start := ur.New(ur.DefaultOptions())
	f := &report.UrFacts{Table: path}
	f.FirstChance, _ = t.WinChance(start)
	for roll := 1; roll <= 4; roll++ {
		best := report.UrOpening{Roll: roll, Chance: -1}
		for _, m := range start.LegalFor(roll, nil) {
			if c := t.MoveChance(start, m); c > best.Chance {
				best.Token, best.Chance = start.Token(m), c
			}
		}
		f.Openings = append(f.Openings, best)
	}
	return f, nil
}
