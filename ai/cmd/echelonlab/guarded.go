package main

import (
	"math/rand/v2"

	"tessera/rules/hexhex"
)

// sight counts, for l's start, each piece's lines whose first piece is its
// own colour (guards) and the enemy's (attackers); it returns the fewest
// guards and the fewest attackers any piece has.
func (l layout) sight() (guards, attackers int) {
	var colour [128]int8 // 1 red, 2 blue
	for _, c := range l {
		colour[c], colour[board.Opposite(c)] = 1, 2
	}
	guards, attackers = 6, 6
	for c := range board.Len() {
		if colour[c] == 0 {
			continue
		}
		own, enemy := 0, 0
		for d := range hexhex.Directions {
			x := board.Step(c, d)
			for x != hexhex.None && colour[x] == 0 {
				x = board.Step(x, d)
			}
			switch {
			case x == hexhex.None:
			case colour[x] == colour[c]:
				own++
			default:
				enemy++
			}
		}
		guards, attackers = min(guards, own), min(attackers, enemy)
	}
	return guards, attackers
}

// guarded draws a start by climbing from random pairs within four of the
// centre towards one whose every piece is guarded by one of its own and
// attacked by an enemy along its lines, so that no stomp is safe, two or
// three times over, with the armies close to the centre. A climb that
// ends short of one guard and one attacker a piece starts again.
func guarded(rng *rand.Rand) layout {
	s := &setupSearch{rng: rng}
	value := func(l layout) int {
		g, a := l.sight()
		spread := 0
		for _, c := range l {
			spread += distance(c)
		}
		return 100*(min(g, 3)+min(a, 3)) - spread
	}
	for {
		l := pairsWithin(rng, 4, 10, 0)
		for range 3000 {
			if n, ok := s.neighbour(l); ok && value(n) >= value(l) {
				l = n
			}
		}
		if g, a := l.sight(); g >= 1 && a >= 1 {
			return l
		}
	}
}
