package echelon

import (
	"math/rand/v2"

	"tessera/rules"
	"tessera/rules/echelon"
)

// variants are both rule sets.
var variants = []echelon.Variant{echelon.Standard, echelon.Gentleman}

// seededPosition plays plies random moves from the start of variant v,
// seeded by seed, avoiding any move that ends the game; it stops early if
// every move would.
func seededPosition(v echelon.Variant, seed uint64, plies int) *echelon.State {
	r := rand.New(rand.NewPCG(seed, 99))
	s := echelon.New(echelon.Options{Variant: v})
	for range plies {
		var ok []rules.Move
		for _, m := range s.Legal(nil) {
			next := *s
			next.Apply(m)
			if !next.Result().Over {
				ok = append(ok, m)
			}
		}
		if len(ok) == 0 {
			break
		}
		s.Apply(ok[r.IntN(len(ok))])
	}
	return s
}
