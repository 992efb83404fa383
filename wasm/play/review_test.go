package play

import (
	"math"
	"strings"
	"testing"

	"tessera/ai"
)

func TestGradeOf(t *testing.T) {
	for _, c := range []struct {
		lost float64
		mark string
	}{{0, ""}, {0.0099, ""}, {0.01, "?!"}, {0.039, "?!"}, {0.04, "?"}, {0.0999, "?"}, {0.1, "??"}, {1, "??"}} {
		if g := GradeOf(c.lost); g.Mark != c.mark || (g.Mark == "") != (g.Word == "") {
			t.Errorf("GradeOf(%v) = %+v, want mark %q", c.lost, g, c.mark)
		}
	}
}

func TestReviewExplains(t *testing.T) {
	tokens := []string{"2:L4", "2:R4", "2:L2"}
	r := NewReview(tokens, ai.Reply{Review: []ai.PlyReview{
		{Ply: 2, Moves: []ai.MoveChance{{Token: "2:L4", Chance: 0.5512}, {Token: "2:L2", Chance: 0.4987}}, Lost: 0.0525},
	}, Note: "Review: a note."})
	if !r.For(tokens) || r.For(tokens[:2]) || r.For(append(tokens, "0")) {
		t.Error("For does not tell the reviewed record from others")
	}
	var none *Review
	if none.For(tokens) {
		t.Error("a nil review is for a record")
	}
	got := r.Explain(2, "2:L2", "left")
	for _, want := range []string{"Move 3, left played 2:L2", "a mistake, 5.3% of the chance to win lost", "2:L4 55.1% (best)", "2:L2 49.9% (played)"} {
		if !strings.Contains(got, want) {
			t.Errorf("Explain = %q, lacks %q", got, want)
		}
	}
	if got := r.Explain(0, "2:L4", "left"); !strings.Contains(got, "no choice") {
		t.Errorf("a ply without a review: %q", got)
	}
	if r.Note != "Review: a note." {
		t.Errorf("note %q", r.Note)
	}
}

func TestReviewCurveAndBetter(t *testing.T) {
	tokens := []string{"a", "b", "c", "d"}
	r := NewReviewOf(tokens, []ai.PlyReview{
		{Ply: 0, Moves: []ai.MoveChance{{Token: "a", Chance: 0.6}}, Played: 0.6},
		{Ply: 1, Moves: []ai.MoveChance{{Token: "x", Chance: 0.5}, {Token: "y", Chance: 0.45}}, Played: 0.2, Lost: 0.3},
		{Ply: 3, Moves: []ai.MoveChance{{Token: "d", Chance: 0.9}}, Played: 0.9},
	}, "")
	firstMoved := func(ply int) bool { return ply%2 == 0 }
	got := r.Curve(len(tokens), firstMoved)
	want := []float64{0.6, 0.6, 0.8, 0.8, 0.1}
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-9 {
			t.Fatalf("Curve = %v, want %v", got, want)
		}
	}
	if b, ok := r.Better(1, "b"); !ok || b.Token != "x" {
		t.Errorf("Better(1) = %+v, %v; want x", b, ok)
	}
	for _, ply := range []int{0, 2, 3} {
		if b, ok := r.Better(ply, tokens[ply]); ok {
			t.Errorf("Better(%d) = %+v for a move that lost nothing", ply, b)
		}
	}
	if list := r.List(); len(list) != 3 || list[0].Ply != 0 || list[2].Ply != 3 {
		t.Errorf("List = %+v", list)
	}
	if got := r.Explain(1, "b", "Black"); !strings.Contains(got, "a blunder") || !strings.Contains(got, "After the move played: 20.0%") {
		t.Errorf("Explain of a move not among the best: %q", got)
	}
}
