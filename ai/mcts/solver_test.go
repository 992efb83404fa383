package mcts

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
)

// TestSolverProvesValues solves positions of every test game reached by
// random plies, and checks the root's value and every proven move against
// the reference minimax.
func TestSolverProvesValues(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for name, start := range starts() {
		memo := map[string]int{}
		for g := range 60 {
			pos := start()
			for range rng.IntN(5) {
				if pos.Result().Over {
					break
				}
				moves := pos.Legal(nil)
				pos.Apply(moves[rng.IntN(len(moves))])
			}
			if pos.Result().Over {
				continue
			}
			s := search(t, pos, Config{C: 1, Playouts: 400_000, Seed: uint64(g), Solver: true})
			mover := pos.ToMove()
			if want := valueFor(minimax(pos, memo), mover); s.Proof != want {
				t.Fatalf("%s %v: root proven %v after %d playouts, minimax says %v", name, pos, s.Proof, s.Playouts, want)
			}
			for _, m := range s.Moves {
				if want := valueFor(minimax(after(pos, m.Move), memo), mover); m.Proof != Unproven && m.Proof != want {
					t.Fatalf("%s %v: move %d proven %v, minimax says %v", name, pos, m.Move, m.Proof, want)
				}
			}
		}
	}
}

// TestSolverEmptyBoard solves classic tic-tac-toe: a draw.
func TestSolverEmptyBoard(t *testing.T) {
	s := search(t, newTTT(".........", 1, rules.First, 1), Config{C: 1, Playouts: 2_000_000, Solver: true})
	if s.Proof != Drawn {
		t.Fatalf("root %v after %d playouts, want drawn", s.Proof, s.Playouts)
	}
	t.Logf("proven drawn after %d playouts, %d nodes", s.Playouts, s.Nodes)
}

// TestProofFlip checks the solver's change of side on a hand-built tree:
// within a turn the proof keeps its sense, across turns it flips.
func TestProofFlip(t *testing.T) {
	tests := []struct {
		by, mover rules.Player
		kids      []Proof
		want      Proof
	}{
		{rules.First, rules.Second, []Proof{Lost, Won, Unproven}, Lost}, // the mover can win: lost for by
		{rules.First, rules.First, []Proof{Lost, Won, Unproven}, Won},   // same player
		{rules.First, rules.Second, []Proof{Lost, Drawn, Lost}, Drawn},  // best is a draw
		{rules.First, rules.Second, []Proof{Lost, Lost}, Won},           // every move loses for the mover
		{rules.Second, rules.Second, []Proof{Lost, Lost}, Lost},         // same player
		{rules.First, rules.Second, []Proof{Lost, Unproven}, Unproven},  // open
		{rules.First, rules.Second, []Proof{Drawn, Unproven}, Unproven}, // open, the mover can draw
	}
	for _, tc := range tests {
		tr := &Tree{nodes: []node{{by: tc.by, first: 1, count: uint32(len(tc.kids))}}}
		for _, p := range tc.kids {
			tr.nodes = append(tr.nodes, node{by: tc.mover, proof: p})
		}
		became := tr.resolve(0)
		if got := tr.nodes[0].proof; got != tc.want || became != (tc.want != Unproven) {
			t.Errorf("%+v: got %v (%v)", tc, got, became)
		}
		open := tc.want == Unproven && slices.Contains(tc.kids, Drawn)
		if tr.nodes[0].draw != open {
			t.Errorf("%+v: draw bound %v", tc, tr.nodes[0].draw)
		}
	}
}

// TestBackupDrawBound backs a loss for a mover who can draw through its
// node: from there up it counts as a draw, below it as the loss it is.
func TestBackupDrawBound(t *testing.T) {
	tr := &Tree{nodes: []node{
		{by: rules.First, first: 1, count: 1},
		{by: rules.First, first: 2, count: 2, draw: true}, // Second to move, a draw in hand
		{by: rules.Second, proof: Drawn},
		{by: rules.Second},
	}}
	tr.path = []int32{0, 1, 3}
	tr.backup(rules.Result{Over: true, Winner: rules.First})
	for i, want := range []uint32{1, 1, 0, 0} {
		if got := tr.nodes[i].score; got != want {
			t.Errorf("node %d: %d half points, want %d", i, got, want)
		}
	}
}
