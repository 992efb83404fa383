package mcts

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"tessera/rules"
)

// TestMergeAddsUp merges the searches of three seeds and checks every sum
// against one made here, whatever the order of the merge.
func TestMergeAddsUp(t *testing.T) {
	pos := newTTT("X...O....", 1, rules.First, 1)
	var all []Stats
	type sum struct {
		visits uint32
		wins   float64
	}
	want := map[rules.Move]sum{}
	playouts := 0
	for seed := range uint64(3) {
		s := search(t, pos, Config{C: 1, Playouts: 700 + int(seed), Seed: seed})
		all = append(all, s)
		playouts += s.Playouts
		for _, m := range s.Moves {
			w := want[m.Move]
			want[m.Move] = sum{w.visits + m.Visits, w.wins + m.Wins}
		}
	}
	m := Merge(all...)
	if m.Playouts != playouts || m.Playouts != 2103 || len(m.Moves) != len(want) {
		t.Fatalf("merged %d playouts over %d moves, want %d over %d", m.Playouts, len(m.Moves), playouts, len(want))
	}
	for _, ms := range m.Moves {
		if w := want[ms.Move]; w.visits != ms.Visits || w.wins != ms.Wins {
			t.Errorf("move %d: merged %d visits %v wins, want %+v", ms.Move, ms.Visits, ms.Wins, w)
		}
	}
	if visits(m) != uint32(playouts) {
		t.Errorf("merged visits %d, playouts %d", visits(m), playouts)
	}
	if !reflect.DeepEqual(m, Merge(all[2], all[0], all[1])) {
		t.Error("the merge depends on the order of the searches")
	}
	var back Stats
	if b, err := json.Marshal(m); err != nil || json.Unmarshal(b, &back) != nil || !reflect.DeepEqual(back, m) {
		t.Errorf("stats do not survive JSON: %v", err)
	}
}

// TestMergeKeepsProofs checks that a proof found by one worker holds in
// the merge.
func TestMergeKeepsProofs(t *testing.T) {
	a := Stats{Moves: []MoveStats{{Move: 1, Visits: 5}, {Move: 2, Visits: 9}}}
	b := Stats{Moves: []MoveStats{{Move: 2, Visits: 1, Proof: Lost}, {Move: 1, Visits: 2, Wins: 2, Proof: Won}}, Proof: Won}
	m := Merge(a, b)
	want := Stats{Moves: []MoveStats{{Move: 1, Visits: 7, Wins: 2, Proof: Won}, {Move: 2, Visits: 10, Proof: Lost}}, Proof: Won}
	if !reflect.DeepEqual(m, want) {
		t.Fatalf("merged %+v, want %+v", m, want)
	}
}

// TestBest checks the final choice on hand-made statistics.
func TestBest(t *testing.T) {
	tests := []struct {
		name  string
		moves []MoveStats
		want  rules.Move
	}{
		{"most visits", []MoveStats{{Move: 1, Visits: 3, Wins: 3}, {Move: 2, Visits: 5, Wins: 1}}, 2},
		{"more wins break a tie", []MoveStats{{Move: 1, Visits: 5, Wins: 1}, {Move: 2, Visits: 5, Wins: 2}}, 2},
		{"the earlier move breaks a full tie", []MoveStats{{Move: 7, Visits: 5}, {Move: 2, Visits: 5}}, 7},
		{"a proven win first", []MoveStats{{Move: 1, Visits: 50, Wins: 40}, {Move: 2, Visits: 1, Proof: Won}}, 2},
		{"never a proven loss", []MoveStats{{Move: 1, Visits: 50, Proof: Lost}, {Move: 2, Visits: 1}}, 2},
		{"all lost: most visited", []MoveStats{{Move: 1, Visits: 2, Proof: Lost}, {Move: 2, Visits: 4, Proof: Lost}}, 2},
		{"a draw over a likely loss", []MoveStats{{Move: 1, Visits: 50, Wins: 10}, {Move: 2, Visits: 3, Wins: 1.5, Proof: Drawn}}, 2},
		{"a likely win over a draw", []MoveStats{{Move: 1, Visits: 50, Wins: 30}, {Move: 2, Visits: 3, Wins: 1.5, Proof: Drawn}}, 1},
	}
	for _, tc := range tests {
		if got, ok := (Stats{Moves: tc.moves}).Best(); !ok || got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, got, tc.want)
		}
	}
	if _, ok := (Stats{}).Best(); ok {
		t.Error("a best move out of none")
	}
}

// TestWinChance checks the estimate on hand-made statistics.
func TestWinChance(t *testing.T) {
	tests := []struct {
		moves []MoveStats
		want  float64
	}{
		{[]MoveStats{{Move: 1, Visits: 8, Wins: 6}}, 0.75},
		{[]MoveStats{{Move: 1, Visits: 8, Wins: 6}, {Move: 2, Proof: Won}}, 1},
		{[]MoveStats{{Move: 1, Visits: 8, Proof: Lost}}, 0},
		{[]MoveStats{{Move: 1, Visits: 8, Wins: 1}, {Move: 2, Visits: 2, Wins: 1, Proof: Drawn}}, 0.5},
		{[]MoveStats{{Move: 1}}, 0.5},
	}
	for _, tc := range tests {
		if got := (Stats{Moves: tc.moves}).WinChance(); got != tc.want {
			t.Errorf("%+v: %v, want %v", tc.moves, got, tc.want)
		}
	}
	if !slices.Equal([]string{Unproven.String(), Lost.String(), Drawn.String(), Won.String()}, []string{"unproven", "lost", "drawn", "won"}) {
		t.Error("proof names")
	}
}
