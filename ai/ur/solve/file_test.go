package solve_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"tessera/ai/ur/solve"
	"tessera/rules/ur"
)

// TestFileRoundTrip: a saved table loads back with every value.
func TestFileRoundTrip(t *testing.T) {
	tb := table(t, 2)
	path := filepath.Join(t.TempDir(), "ur2.tbl")
	if err := tb.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := solve.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Index().Count() != tb.Index().Count() {
		t.Fatalf("loaded %d positions, saved %d", got.Index().Count(), tb.Index().Count())
	}
	for i := range tb.Index().Count() {
		if got.Value(i) != tb.Value(i) {
			t.Fatalf("position %d: loaded %v, saved %v", i, got.Value(i), tb.Value(i))
		}
	}
	s := ur.New(ur.Options{Pieces: 2})
	if a, _ := got.WinChance(s); a != mustWin(t, tb, s) {
		t.Errorf("start: loaded %v", a)
	}
}

func mustWin(t *testing.T, tb *solve.Table, s *ur.State) float64 {
	t.Helper()
	v, ok := tb.WinChance(s)
	if !ok {
		t.Fatal("no value for the start")
	}
	return v
}

// TestReadRejects: damaged files are refused with an error.
func TestReadRejects(t *testing.T) {
	var buf bytes.Buffer
	if err := table(t, 1).Write(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	damaged := map[string][]byte{
		"empty":     nil,
		"magic":     append([]byte("X"), good[1:]...),
		"truncated": good[:len(good)-1],
		"trailing":  append(append([]byte{}, good...), 0),
	}
	for name, b := range damaged {
		if _, err := solve.Read(bytes.NewReader(b)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := solve.Read(bytes.NewReader(good)); err != nil {
		t.Errorf("intact: %v", err)
	}
}
