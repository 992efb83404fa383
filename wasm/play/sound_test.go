package play_test

import (
	"slices"
	"testing"

	"tessera/wasm/board"
	"tessera/wasm/play"
)

// TestSounds follows an Ur game's sounds: a throw, a move, a refused tap, a
// capture, and the end (a resignation).
func TestSounds(t *testing.T) {
	s := newSession(t, "7", []string{"4:L4", "2:L0"}, humans) // left's piece on M1, right to move
	if got := s.TakeSounds(); got != nil {
		t.Fatalf("a loaded game sounds %v", got)
	}
	throwValue(t, s, 4)
	must(t, s.Play("4:R4", 0))
	throwValue(t, s, 2)
	must(t, s.Input(board.Outcome{Kind: board.Refused, Reason: "no"}, 0))
	must(t, s.Play("2:R0", 0)) // R0 to M1: left's piece goes back
	want := []play.Sound{play.SoundRoll, play.SoundMove, play.SoundRoll, play.SoundIllegal, play.SoundCapture}
	if got := s.TakeSounds(); !slices.Equal(got, want) {
		t.Fatalf("sounds %v, want %v", got, want)
	}
	if got := s.TakeSounds(); got != nil {
		t.Fatalf("sounds taken twice: %v", got)
	}
	must(t, s.Resign())
	if got := s.TakeSounds(); !slices.Equal(got, []play.Sound{play.SoundEnd}) {
		t.Fatalf("a resignation sounds %v", got)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestLastMoveSoundsTheEnd plays a one-piece game to its end: the winning
// move sounds, then the end.
func TestLastMoveSoundsTheEnd(t *testing.T) {
	s := newSession(t, "1", nil, humans)
	for i := 0; s.Phase() != play.PhaseOver; i++ {
		if i > 500 {
			t.Fatal("the game does not end")
		}
		if s.Phase() == play.PhaseRoll {
			throwValue(t, s, 1+i%4)
		}
		s.TakeSounds()
		must(t, s.Play(s.Legal()[0], 0))
	}
	got := s.TakeSounds()
	if !slices.Equal(got, []play.Sound{play.SoundMove, play.SoundEnd}) {
		t.Fatalf("the last move sounds %v", got)
	}
}
