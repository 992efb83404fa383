package ecalper

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai/mcts/mctstest"
	"tessera/rules"
	"tessera/rules/ecalper"
)

// positions returns positions from seeded random games on every side, with
// and without the pie rule, every few plies, so that every phase of a turn
// (the swap offer and the last turn among them) comes up.
func positions(t testing.TB, gamesPerSide int) []*ecalper.State {
	r := rand.New(rand.NewPCG(11, 12))
	var out []*ecalper.State
	for size := ecalper.MinSize; size <= ecalper.MaxSize; size++ {
		for game := range gamesPerSide {
			s, err := ecalper.New(ecalper.Options{Size: size, Pie: game%2 == 0})
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; s.ToMove() != rules.NoPlayer; ply++ {
				if ply%(game+1) == 0 || s.EmptyCount() < 5 || s.CanSwap() {
					out = append(out, s.Clone().(*ecalper.State))
				}
				moves := s.Legal(nil)
				s.Apply(moves[r.IntN(len(moves))])
			}
		}
	}
	return out
}

// TestEndIsReachable draws end boards from many positions and checks each
// against the rules: a sequence of legal plies from the position leads to
// exactly that board (rebuilt turn by turn from the board's colours), the
// groups measured on it are the rules' score there, and Playout's result,
// drawn with the same random numbers, is the rules' result.
func TestEndIsReachable(t *testing.T) {
	var p Policy
	for i, s := range positions(t, 4) {
		seed := uint64(i)
		end := p.end(s, rand.New(rand.NewPCG(seed, 1)))
		final := replay(t, s, end)
		if final.Stones(ecalper.Black) != end[ecalper.Black] || final.Stones(ecalper.White) != end[ecalper.White] {
			t.Fatalf("position %d: the rebuilt game does not end on the drawn board", i)
		}
		if sc := p.score(&end); final.Score() != sc {
			t.Fatalf("position %d: measured %+v, the rules score %+v", i, sc, final.Score())
		}
		before := *s
		if got := p.Playout(s, rand.New(rand.NewPCG(seed, 1))); got != final.Result() {
			t.Fatalf("position %d: Playout %+v, the rules %+v", i, got, final.Result())
		}
		if *s != before {
			t.Fatalf("position %d: Playout changed the position", i)
		}
	}
}

// replay plays from s, through Legal and Apply, a game that ends on the
// board end, and returns its final position. Each turn places stones of
// the colours end gives the cells, and replaces the one stone of the
// previous turn that end gives the other colour.
func replay(t *testing.T, s *ecalper.State, end [2]ecalper.Bits) *ecalper.State {
	t.Helper()
	g := s.Clone().(*ecalper.State)
	apply := func(m rules.Move) {
		if !slices.Contains(g.Legal(nil), m) {
			t.Fatalf("%q is not legal here", g.Token(m))
		}
		g.Apply(m)
	}
	colour := func(c int) rules.Player {
		if end[ecalper.Black].Has(c) {
			return ecalper.Black
		}
		return ecalper.White
	}
	// The stones still to place, by their colour at the end.
	var pool [2][]int
	for _, c := range g.Empty().Cells() {
		if end[ecalper.Black].Has(c) || end[ecalper.White].Has(c) {
			pool[colour(c)] = append(pool[colour(c)], c)
		}
	}
	take := func(p rules.Player) int {
		if len(pool[p]) == 0 {
			t.Fatalf("no stone of colour %d left to place", p)
		}
		c := pool[p][0]
		pool[p] = pool[p][1:]
		return c
	}
	target := -1 // the stone of the turn being played that the next turn replaces
	if g.Phase().Replace {
		target = slices.IndexFunc(g.Replaceable().Cells(), func(c int) bool { return colour(c) == g.ToMove() })
		target = g.Replaceable().Cells()[target]
	}
	for g.ToMove() != rules.NoPlayer {
		mover := g.ToMove()
		if g.Phase().Replace {
			apply(ecalper.Replace(target))
			target = -1
			continue
		}
		for _, c := range g.Placed().Cells() {
			if colour(c) != mover {
				target = c
			}
		}
		for g.ToMove() == mover {
			c := -1
			if target < 0 && g.Phase().Place == ecalper.PerTurn || target < 0 && len(pool[mover]) == 0 {
				c = take(mover.Other())
				target = c
			} else {
				c = take(mover)
			}
			apply(ecalper.Place(c))
		}
	}
	return g
}

// TestLaw compares Playout with ply-by-ply random play through the rules
// from positions of each phase on side 5: for every cell, how often it ends
// black, white or empty, and how often each colour wins, over many
// playouts. Each frequency must agree within five standard errors.
func TestLaw(t *testing.T) {
	const n = 20000
	start := func(pie bool, tokens ...string) *ecalper.State {
		o := rules.Options{"size": "5", "pie": map[bool]string{true: "on", false: "off"}[pie]}
		m, err := rules.Replay(ecalper.Game{}, o, tokens)
		if err != nil {
			t.Fatal(err)
		}
		return m.Position().(*ecalper.State)
	}
	for name, s := range map[string]*ecalper.State{
		"the start":                start(true),
		"the swap offer":           start(true, "e5", "d4", "f6"),
		"white to place 2 of 3":    start(false, "e5", "d4", "f6", "xe5", "c3"),
		"white to place 3 of 3":    start(false, "e5", "d4", "f6", "xe5", "c3", "b2"),
		"black to replace, no pie": start(false, "e5", "d4", "f6", "xe5", "c3", "b2", "a1"),
		"near the end":             nearEnd(t),
	} {
		var p Policy
		fast, slow := newTally(s), newTally(s)
		rng := rand.New(rand.NewPCG(21, 22))
		var moves []rules.Move
		for range n {
			end := p.end(s, rng)
			fast.add(end, ecalper.Winner(p.score(&end)))
			g := *s
			for g.ToMove() != rules.NoPlayer {
				moves = g.Legal(moves[:0])
				g.Apply(moves[rng.IntN(len(moves))])
			}
			slow.add([2]ecalper.Bits{g.Stones(ecalper.Black), g.Stones(ecalper.White)}, g.Result().Winner)
		}
		for i := range fast.counts {
			a, b := float64(fast.counts[i])/n, float64(slow.counts[i])/n
			pooled := (a + b) / 2
			if se := math.Sqrt(2 * pooled * (1 - pooled) / n); math.Abs(a-b) > 5*se+1e-9 {
				t.Errorf("from %s: %s in %.4f of playouts, %.4f of ply-by-ply games", name, fast.label(i), a, b)
			}
		}
	}
}

// nearEnd returns a side-5 position of a seeded random game with seven
// empty cells left, white to place its second stone of the turn.
func nearEnd(t *testing.T) *ecalper.State {
	r := rand.New(rand.NewPCG(31, 32))
	s, err := ecalper.New(ecalper.Options{Size: 5})
	if err != nil {
		t.Fatal(err)
	}
	for s.EmptyCount() > 7 || s.Phase().Place != 2 {
		moves := s.Legal(nil)
		s.Apply(moves[r.IntN(len(moves))])
	}
	return s
}

// tally counts, over games, each cell's end colour and each winner.
type tally struct {
	s      *ecalper.State
	counts []int // per cell black, white, empty; then black, white, nobody winning
}

func newTally(s *ecalper.State) *tally {
	return &tally{s: s, counts: make([]int, 3*s.Board().Len()+3)}
}

func (ty *tally) add(end [2]ecalper.Bits, winner rules.Player) {
	for c := range ty.s.Board().Len() {
		switch {
		case end[ecalper.Black].Has(c):
			ty.counts[3*c]++
		case end[ecalper.White].Has(c):
			ty.counts[3*c+1]++
		default:
			ty.counts[3*c+2]++
		}
	}
	ty.counts[3*ty.s.Board().Len()+int(winner+1)%3]++
}

func (ty *tally) label(i int) string {
	what := [3]string{"black", "white", "empty"}
	if c := i / 3; c < ty.s.Board().Len() {
		return ty.s.Board().Name(c) + " " + what[i%3]
	}
	return [3]string{"a draw", "black wins", "white wins"}[i%3]
}

// BenchmarkPlayout plays random playouts from the start of a side-8 game.
func BenchmarkPlayout(b *testing.B) {
	var p Policy
	rng := rand.New(rand.NewPCG(9, 10))
	start, err := ecalper.New(ecalper.Options{Size: ecalper.ExpertSize, Pie: true})
	if err != nil {
		b.Fatal(err)
	}
	mctstest.BenchmarkPlayouts(b, func() {
		s := *start
		p.Playout(&s, rng)
	})
}
