package mcts

import (
	"context"
	"math/rand/v2"

	"tessera/ai/match"
	"tessera/rules"
)

// Player is one side of an Arena: a configuration and how it is run.
type Player struct {
	Name    string // for messages
	Config  Config // its Seed is ignored: the arena seeds every search
	Reuse   bool   // keep the trees through a game, advanced by every move
	Workers int    // root-parallel trees per move, merged; 0 means 1
}

// Arena plays A against B over Games games from New's position, A first
// in the even games and second in the odd ones (ai/match). Every search is
// seeded from Seed, the game, the seat, the worker and the ply, so with
// playout budgets an arena is deterministic whatever Parallel is.
type Arena struct {
	New      func() rules.Position
	A, B     Player
	Games    int
	Seed     uint64
	Parallel int // games played at once, one goroutine each; 0 means 1
}

// Run plays the games and tallies them. A move that is not legal, or a
// search error, stops it with an error; so does ctx once done.
func (a Arena) Run(ctx context.Context) (match.Tally, error) {
	var tally match.Tally
	err := match.Run(ctx, a.Games, a.Parallel, func(g int) (match.Outcome, error) {
		seats := [2]match.Seat{
			{Name: a.A.Name, Engine: &seat{p: a.A, seed: mix(a.Seed, uint64(g), 0)}},
			{Name: a.B.Name, Engine: &seat{p: a.B, seed: mix(a.Seed, uint64(g), 1)}},
		}
		if g%2 == 1 {
			seats[0], seats[1] = seats[1], seats[0]
		}
		return match.Play(ctx, match.Game{Start: a.New(), Seats: seats})
	}, tally.Count)
	return tally, err
}

// seat is a Player in one game, with its trees when it reuses them: an
// engine that follows the game (match.Follower).
type seat struct {
	p     Player
	seed  uint64
	ply   int
	trees []*Tree
}

// Choose searches pos and returns the best move; the arena's seeds stand
// in for rng.
func (s *seat) Choose(ctx context.Context, pos rules.Position, _ []rules.Move, _ *rand.Rand) (rules.Move, error) {
	if !s.p.Reuse || s.trees == nil {
		s.trees = s.trees[:0]
		for w := range max(s.p.Workers, 1) {
			cfg := s.p.Config
			cfg.Seed = mix(s.seed, uint64(w), uint64(s.ply))
			t, err := NewTree(pos, cfg)
			if err != nil {
				return 0, err
			}
			s.trees = append(s.trees, t)
		}
	}
	st, err := SearchAll(ctx, s.trees)
	if err != nil {
		return 0, err
	}
	m, _ := st.Best()
	return m, nil
}

// Follow counts the ply and follows its move in the trees kept.
func (s *seat) Follow(p match.Ply) {
	s.ply++
	if !s.p.Reuse {
		return
	}
	for _, t := range s.trees {
		t.Advance(p.Move)
	}
}

// mix hashes words into one seed (SplitMix64 steps).
func mix(words ...uint64) uint64 {
	h := uint64(0x9e3779b97f4a7c15)
	for _, w := range words {
		h ^= w
		h += 0x9e3779b97f4a7c15
		h = (h ^ h>>30) * 0xbf58476d1ce4e5b9
		h = (h ^ h>>27) * 0x94d049bb133111eb
		h ^= h >> 31
	}
	return h
}
