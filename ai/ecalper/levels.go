package ecalper

import (
	"context"
	"time"

	"tessera/ai/mcts"
	"tessera/rules"
	"tessera/rules/ecalper"
)

// Level is one computer player people can choose, weakest first in
// Levels.
type Level struct {
	ID, Name, Description string
	Engine                *Engine
	// ResignBelow is the win chance under which the level resigns once
	// the board is half full; 0 resigns only a game proven lost.
	ResignBelow float64
}

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
// self-play (ai/cmd/ecalperlab ladder).
func Levels() []Level {
	level := func(playouts, openings int) *Engine {
		return &Engine{Search: mcts.Default(playouts), Openings: openings}
	}
	strong := level(StrongPlayouts, 8)
	strong.Search.Time = StrongTime
	return []Level{
		{"ecalper-beginner", "Beginner", "Tries a hundred random games a stone, and opens anywhere.", level(BeginnerPlayouts, 0), 0},
		{"ecalper-casual", "Casual", "Tries 1,000 random games a stone, and opens fairly for the swap.", level(CasualPlayouts, 4), 0.02},
		{"ecalper-club", "Club player", "Searches 4,000 games a stone and weighs the swap carefully.", level(ClubPlayouts, 8), 0.03},
		{"ecalper-strong", "Strong", "Searches 16,000 games a stone (three seconds at most).", strong, 0.05},
	}
}

// ResignPlayouts is the budget of the search behind Resigns.
const ResignPlayouts = 2000

// Resigns says whether the level would resign pos, an *ecalper.State,
// for the player to move: when its search proves the game lost whatever
// that player does, or, with a threshold, once the board is at least half
// full and the best win chance it finds is below ResignBelow. The search
// is seeded from the position, so the answer is the same every time. A
// caller that wants the chance to stay low for several turns asks once a
// turn and resigns after a run of yeses; a proof needs no second look.
func (l Level) Resigns(pos rules.Position) bool {
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
	return half && st.WinChance() < l.ResignBelow
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
