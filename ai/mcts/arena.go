package mcts

import (
	"context"
	"fmt"
	"slices"

	"tessera/rules"
)

// Player is one side of an Arena: a configuration and how it is run.
type Player struct {
	Name    string // for messages
	Config  Config // its Seed is ignored: the arena seeds every search
	Reuse   bool   // keep the trees through a game, advanced by every move
	Workers int    // root-parallel trees per move, merged; 0 means 1
}

// Tally is the outcome of an Arena, from A's side.
type Tally struct {
	Games     int
	Wins      int // games A won
	Draws     int
	Losses    int // games B won
	FirstWins int // games the first player won
	Plies     int // moves played, summed over the games
	Turns     int // turns played (runs of plies by one player), summed
}

// MeanPlies returns the mean game length in plies.
func (t Tally) MeanPlies() float64 { return float64(t.Plies) / float64(max(t.Games, 1)) }

// MeanTurns returns the mean game length in turns.
func (t Tally) MeanTurns() float64 { return float64(t.Turns) / float64(max(t.Games, 1)) }

// Arena plays A against B over Games games from New's position, A first
// in the even games and second in the odd ones. Every search is seeded
// from Seed, the game, the seat, the worker and the ply, so with playout
// budgets an arena is deterministic whatever Parallel is.
type Arena struct {
	New      func() rules.Position
	A, B     Player
	Games    int
	Seed     uint64
	Parallel int // games played at once, one goroutine each; 0 means 1
}

// Run plays the games and tallies them. A move that is not legal, or a
// search error, stops it with an error; so does ctx once done.
func (a Arena) Run(ctx context.Context) (Tally, error) {
	var tally Tally
	err := PlayGames(ctx, a.Games, a.Parallel, func(g int) (outcome, error) { return a.game(ctx, g) },
		func(g int, o outcome) { tally.Count(g, o.winner, o.plies, o.turns) })
	return tally, err
}

// outcome is how one game ended.
type outcome struct {
	winner       rules.Player
	plies, turns int
}

// Count counts game g, won by winner (NoPlayer for a draw) in plies
// plies and turns turns, A being first in the even games.
func (t *Tally) Count(g int, winner rules.Player, plies, turns int) {
	a := rules.Player(g % 2)
	t.Games++
	t.Plies += plies
	t.Turns += turns
	switch winner {
	case rules.NoPlayer:
		t.Draws++
	case a:
		t.Wins++
	default:
		t.Losses++
	}
	if winner == rules.First {
		t.FirstWins++
	}
}

// game plays game g to its end.
func (a Arena) game(ctx context.Context, g int) (outcome, error) {
	pos := a.New()
	seats := [2]*seat{{p: a.A, seed: mix(a.Seed, uint64(g), 0)}, {p: a.B, seed: mix(a.Seed, uint64(g), 1)}}
	if g%2 == 1 {
		seats[0], seats[1] = seats[1], seats[0]
	}
	var o outcome
	var legal []rules.Move
	last := rules.NoPlayer
	for !pos.Result().Over {
		mover := pos.ToMove()
		if mover != last {
			o.turns++
			last = mover
		}
		s := seats[mover]
		m, err := s.choose(ctx, pos, o.plies)
		if err != nil {
			return o, fmt.Errorf("mcts: %s: %w", s.p.Name, err)
		}
		if legal = pos.Legal(legal[:0]); !slices.Contains(legal, m) {
			return o, fmt.Errorf("mcts: %s chose an illegal move, %s", s.p.Name, pos.Token(m))
		}
		pos.Apply(m)
		o.plies++
		for _, s := range seats {
			s.advance(m)
		}
	}
	o.winner = pos.Result().Winner
	return o, nil
}

// seat is a Player in one game, with its trees when it reuses them.
type seat struct {
	p     Player
	seed  uint64
	trees []*Tree
}

// choose searches pos, ply plies into the game, and returns the best move.
func (s *seat) choose(ctx context.Context, pos rules.Position, ply int) (rules.Move, error) {
	if !s.p.Reuse || s.trees == nil {
		s.trees = s.trees[:0]
		for w := range max(s.p.Workers, 1) {
			cfg := s.p.Config
			cfg.Seed = mix(s.seed, uint64(w), uint64(ply))
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

// advance follows move m in the trees kept.
func (s *seat) advance(m rules.Move) {
	if !s.p.Reuse {
		return
	}
	for _, t := range s.trees {
		t.Advance(m)
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
