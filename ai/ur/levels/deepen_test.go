package levels

import (
	"slices"
	"testing"

	"tessera/rules"
)

// TestWithin checks the close calls the deeper searches take up: the
// best move first, then the others within the margin, in their order.
func TestWithin(t *testing.T) {
	moves := []rules.Move{10, 11, 12, 13}
	chances := []float64{0.500, 0.520, 0.518, 0.5171}
	for _, c := range []struct {
		margin float64
		want   []rules.Move
	}{
		{0, []rules.Move{11}},
		{0.002, []rules.Move{11, 12}},
		{0.003, []rules.Move{11, 12, 13}},
		{0.1, []rules.Move{11, 10, 12, 13}},
	} {
		got, gotChances := within(moves, chances, c.margin)
		if !slices.Equal(got, c.want) {
			t.Errorf("margin %v: %v, want %v", c.margin, got, c.want)
		}
		for i, m := range got {
			if gotChances[i] != chances[slices.Index(moves, m)] {
				t.Errorf("margin %v: move %v has chance %v", c.margin, m, gotChances[i])
			}
		}
	}
}
