package ecalper

import (
	"math/rand/v2"

	"tessera/rules"
	"tessera/rules/ecalper"
)

// Policy plays random Ecalper playouts. Its zero value is ready; it keeps
// the tables of the last board side it saw, so one Policy must not be used
// by two goroutines at once.
type Policy struct {
	t  *tables
	lb labels
}

// Playout returns the result of playing pos, an *ecalper.State the caller
// owns, to the end with uniformly random legal plies. It draws the end
// board at once with the law of such play (see the package doc) and leaves
// pos as it was.
func (p *Policy) Playout(pos rules.Position, rng *rand.Rand) rules.Result {
	s := pos.(*ecalper.State)
	if s.ToMove() == rules.NoPlayer {
		return s.Result()
	}
	end := p.end(s, rng)
	return rules.Result{Over: true, Winner: ecalper.Winner(p.score(&end))}
}

// end draws the stones of each colour at the end of a random game from s,
// a game going on, with random numbers seeded from rng.
func (p *Policy) end(s *ecalper.State, rng *rand.Rand) [2]ecalper.Bits {
	if p.t == nil || p.t.side != s.Board().Side() {
		p.t = newTables(s.Board())
	}
	t := p.t
	g := &source{rng.Uint64()}
	mover, other := s.ToMove(), s.ToMove().Other()
	stones := [2]ecalper.Bits{s.Stones(ecalper.Black), s.Stones(ecalper.White)}
	ph := s.Phase()
	if ph.Replace {
		// A swap, if offered, changes no stone: each replaceable stone is
		// taken with chance 1/3 either way.
		r := s.Replaceable()
		flip(&stones, mover, randomCell(&r, ecalper.PerTurn, t.words, g))
		if ph.Last {
			return stones
		}
	}
	n := s.EmptyCount()
	// The stones placed this turn: none at a replacement (Place 0), else
	// one fewer than the stone being placed.
	had := max(ph.Place-1, 0)
	left := ecalper.PerTurn - had // placements left in this turn
	// The stones of each colour the empty cells will hold.
	var count [2]int
	// This turn's three stones: the next turn replaces one of them.
	if k := g.intN(ecalper.PerTurn); k < had {
		placed := s.Placed()
		flip(&stones, other, nth(&placed, k, t.words))
		count[mover] += left
	} else {
		count[mover] += left - 1
		count[other]++
	}
	// Every later turn places two stones that stay and one that the turn
	// after replaces; the other colour moves first.
	turns := (n - left - 1) / ecalper.PerTurn
	otherTurns, moverTurns := (turns+1)/2, turns/2
	count[other] += 2*otherTurns + moverTurns
	count[mover] += 2*moverTurns + otherTurns
	// One cell stays empty; the others take the colours in a random order.
	var empty ecalper.Bits
	for w := range t.all[:t.words] {
		empty[w] = t.all[w] &^ (stones[ecalper.Black][w] | stones[ecalper.White][w])
	}
	last := randomCell(&empty, n, t.words, g)
	empty[last>>6] &^= 1 << (last & 63)
	black := randomSubset(&empty, n-1, count[ecalper.Black], t.words, g)
	for w := range t.all[:t.words] {
		stones[ecalper.Black][w] |= black[w]
		stones[ecalper.White][w] |= empty[w] &^ black[w]
	}
	return stones
}

// score measures the groups of the stones of each colour.
func (p *Policy) score(stones *[2]ecalper.Bits) ecalper.Score {
	sides := p.t.measure(stones, &p.lb)
	return ecalper.Score{Black: sides[ecalper.Black], White: sides[ecalper.White]}
}

// flip turns the stone on cell c to colour to.
func flip(stones *[2]ecalper.Bits, to rules.Player, c int) {
	stones[to.Other()][c>>6] &^= 1 << (c & 63)
	stones[to][c>>6] |= 1 << (c & 63)
}
