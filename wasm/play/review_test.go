package play

import (
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
