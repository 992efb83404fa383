package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestStartVariant: start plays its self-play in the variant asked for and
// says so (from the withdrawn start, a standard game ends in the stack
// win within a few plies, while without it a side must run out of moves),
// and refuses a variant the rules do not have.
func TestStartVariant(t *testing.T) {
	median := map[string]float64{}
	for _, c := range []struct{ variant, want string }{
		{"standard", "self-play: 4 games at echelon-beginner, "},
		{"gentleman", "self-play: 4 games of gentleman at echelon-beginner, "},
	} {
		out := stdout(t, func() error {
			return start([]string{"-variant", c.variant, "-level", "echelon-beginner", "-games", "4", "-parallel", "2"})
		})
		_, figures, found := strings.Cut(out, c.want)
		_, figures, _ = strings.Cut(figures, "median ")
		var m float64
		if _, err := fmt.Sscanf(figures, "%g plies", &m); !found || err != nil ||
			!strings.Contains(out, "forced win within 5 plies: found by exhaustive search\n") {
			t.Fatalf("start -variant %s printed:\n%s", c.variant, out)
		}
		median[c.variant] = m
	}
	if median["gentleman"] <= 2*median["standard"] {
		t.Errorf("median game: %v plies standard, %v without the stack win", median["standard"], median["gentleman"])
	}
	if err := start([]string{"-variant", "gentlemen"}); err == nil {
		t.Error("start -variant gentlemen: no error")
	}
}
