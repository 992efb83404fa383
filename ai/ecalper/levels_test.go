package ecalper

import (
	"math/rand/v2"
	"testing"

	"tessera/rules/ecalper"
)

// TestLevelsClimb checks the levels' budgets grow and each has an engine.
func TestLevelsClimb(t *testing.T) {
	levels := Levels()
	if len(levels) != 4 || DefaultLevel >= len(levels) {
		t.Fatalf("%d levels, default %d", len(levels), DefaultLevel)
	}
	for i, l := range levels {
		e, ok := l.Engine.(*Engine)
		if !ok || l.ID == "" || l.Name == "" || l.Description == "" {
			t.Errorf("level %d is incomplete: %+v", i, l)
			continue
		}
		if i > 0 && e.Search.Playouts <= levels[i-1].Engine.(*Engine).Search.Playouts {
			t.Errorf("%s searches no more than %s", l.ID, levels[i-1].ID)
		}
	}
}

// TestResignsAtTheLastTurn plays seeded random games to black's last
// turn, a single replacement, and checks a level that resigns only lost
// games resigns exactly when every replacement loses by the rules, and
// never for the other side once the game is over.
func TestResignsAtTheLastTurn(t *testing.T) {
	never := &Engine{}
	lost, kept := 0, 0
	for seed := range uint64(40) {
		rng := rand.New(rand.NewPCG(seed, 5))
		s, _ := ecalper.New(ecalper.Options{Size: ecalper.MinSize, Pie: seed%2 == 0})
		for !s.Phase().Last {
			moves := s.Legal(nil)
			s.Apply(moves[rng.IntN(len(moves))])
		}
		hopeless := true
		for _, m := range s.Legal(nil) {
			end := s.Clone().(*ecalper.State)
			end.Apply(m)
			if end.Result().Winner != ecalper.White {
				hopeless = false
			}
		}
		if got := never.Resigns(s); got != hopeless {
			t.Errorf("seed %d: Resigns = %v, every replacement loses: %v", seed, got, hopeless)
		}
		if hopeless {
			lost++
		} else {
			kept++
		}
	}
	if lost == 0 || kept == 0 {
		t.Errorf("%d lost and %d open last turns: the test tests too little", lost, kept)
	}
}

// TestResignsBelowThresholdOnceHalfFull checks the threshold counts only
// once the board is half full: a level resigning below a chance of 1
// resigns a half-full board (no search of 2,000 random games finds a sure
// win there) and never the empty one.
func TestResignsBelowThresholdOnceHalfFull(t *testing.T) {
	l := &Engine{ResignBelow: 1}
	rng := rand.New(rand.NewPCG(9, 9))
	s, _ := ecalper.New(ecalper.Options{Size: 6, Pie: false})
	if l.Resigns(s) {
		t.Errorf("resigned the empty board")
	}
	for 2*s.EmptyCount() > s.Board().Len() {
		moves := s.Legal(nil)
		s.Apply(moves[rng.IntN(len(moves))])
	}
	if !l.Resigns(s) {
		t.Errorf("did not resign a half-full board below a chance of 1")
	}
}
