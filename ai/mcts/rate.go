package mcts

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"

	"tessera/ai/chance"
	"tessera/rules"
)

// Ratings rates the root's moves for an analyst (chance.Rater), best
// first: proven wins, then as Best prefers them (proven losses last). A
// move's X is the logit of its mean worth with one win and one loss added,
// so that a move never lost or never won keeps a finite rating.
func (s Stats) Ratings() []chance.Rating {
	ms := slices.Clone(s.Moves)
	slices.SortStableFunc(ms, func(a, b MoveStats) int {
		switch {
		case (a.Proof == Won) != (b.Proof == Won):
			return boolOrder(a.Proof == Won)
		case better(a, b):
			return -1
		case better(b, a):
			return 1
		}
		return 0
	})
	out := make([]chance.Rating, len(ms))
	for i, m := range ms {
		p := (m.Wins + 1) / (float64(m.Visits) + 2)
		out[i] = chance.Rating{Move: m.Move, X: math.Log(p / (1 - p))}
		if m.Proof != Unproven {
			out[i].Proven, out[i].Exact = true, float64(m.Proof-Lost)/2
		}
	}
	return out
}

// boolOrder sorts true first.
func boolOrder(first bool) int {
	if first {
		return -1
	}
	return 1
}

// Rate returns the rater of an analyst that runs search, a tree search of
// pos among moves with a seed, and rates its root (Ratings).
func Rate(search func(ctx context.Context, pos rules.Position, moves []rules.Move, seed uint64) (Stats, error)) chance.Rater {
	return func(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) ([]chance.Rating, error) {
		s, err := search(ctx, pos, moves, rng.Uint64())
		return s.Ratings(), err
	}
}

// Searcher returns the search Rate runs for a game whose levels are
// LevelEngines: a search of its own with cfg, kept to moves.
func Searcher(cfg Config) func(ctx context.Context, pos rules.Position, moves []rules.Move, seed uint64) (Stats, error) {
	return func(ctx context.Context, pos rules.Position, moves []rules.Move, seed uint64) (Stats, error) {
		c := cfg
		c.Seed = seed
		t, err := NewTree(pos, c)
		if err != nil {
			return Stats{}, err
		}
		s, err := t.Search(ctx)
		s.Moves = slices.DeleteFunc(s.Moves, func(m MoveStats) bool { return !slices.Contains(moves, m.Move) })
		return s, err
	}
}
