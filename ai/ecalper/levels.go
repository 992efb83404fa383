package ecalper

import (
	"context"
	"time"

	"tessera/ai"
	"tessera/ai/mcts"
	"tessera/rules"
	"tessera/rules/ecalper"
)

// The playouts a ply of each level, ten, then four times the one below; the
// strongest is capped in time too, for slow machines.
const (
	BeginnerPlayouts = 100
	CasualPlayouts   = 1000
	ClubPlayouts     = 4000
	StrongPlayouts   = 16000
	StrongTime       = 3 * time.Second
)

// DefaultLevel is the index in Levels of the level a new game offers.
const DefaultLevel = 2

// Levels returns the levels, weakest first; each beat the one below it in
// self-play (ai/cmd/ecalperlab ladder). Their ratings (ai.Level.Rating) are
// from the ladder of 27 November 2026 at their real budgets (ai/cmd/ladder
// -round 16 -most 48 ecalper; ai/README.md, "The ladder"). Each level's engine is an *Engine,
// which resigns a lost or hopeless game (ai.Resigner).
func Levels() []ai.Level {
	level := func(playouts, openings int, resignBelow float64) *Engine {
		return &Engine{Search: mcts.Default(playouts), Openings: openings, ResignBelow: resignBelow}
	}
	strong := level(StrongPlayouts, 8, 0.05)
	strong.Search.Time = StrongTime
	return []ai.Level{
		{ID: "ecalper-beginner", Rating: 597, Name: "Beginner", Description: "Tries a hundred random games a stone, and opens anywhere.", Method: "Tree search, 100 playouts", Engine: level(BeginnerPlayouts, 0, 0)},
		{ID: "ecalper-casual", Rating: 818, Name: "Casual", Description: "Tries 1,000 random games a stone, and opens fairly for the swap.", Method: "Tree search, 1,000 playouts", Default: true, Engine: level(CasualPlayouts, 4, 0.02)},
		{ID: "ecalper-club", Rating: 1009, Name: "Club player", Description: "Searches 4,000 games a stone and weighs the swap carefully.", Method: "Tree search, 4,000 playouts", Engine: level(ClubPlayouts, 8, 0.03)},
		{ID: "ecalper-strong", Rating: 1605, Name: "Strong", Description: "Searches 16,000 games a stone (three seconds at most).", Method: "Tree search, 16,000 playouts", Engine: strong},
	}
}

// WithPlayouts returns a copy of e searching n playouts a ply with no time
// cap (ai.Budgeted).
func (e *Engine) WithPlayouts(n int) ai.Engine {
	c := *e
	c.Search.Playouts, c.Search.Time = n, 0
	return &c
}

// ResignPlayouts is the budget of the search behind Resigns.
const ResignPlayouts = 2000

// Resigns says whether the engine would resign pos, an *ecalper.State,
// for the player to move: when its search proves the game lost whatever
// that player does, or, with a threshold, once the board is at least half
// full and the best win chance it finds is below ResignBelow. The search
// is seeded from the position, so the answer is the same every time. A
// caller that wants the chance to stay low for several turns asks once a
// turn and resigns after a run of yeses; a proof needs no second look.
func (e *Engine) Resigns(pos rules.Position) bool {
	s, ok := pos.(*ecalper.State)
	if !ok || s.ToMove() == rules.NoPlayer {
		return false
	}
	cfg := mcts.Default(ResignPlayouts)
	st, err := Search(context.Background(), s, nil, cfg, seedOf(s))
	switch {
	case err != nil:
		return false
	case st.Proof == mcts.Lost:
		return true
	}
	half := 2*s.EmptyCount() <= s.Board().Len()
	return half && st.WinChance() < e.ResignBelow
}

// seedOf hashes the stones of s into a search seed.
func seedOf(s *ecalper.State) uint64 {
	h := uint64(s.EmptyCount())
	for _, b := range [...]ecalper.Bits{s.Stones(ecalper.Black), s.Stones(ecalper.White), s.Replaceable()} {
		for _, w := range b {
			h = (h ^ w) * 0x100000001b3
			h ^= h >> 29
		}
	}
	return h
}
