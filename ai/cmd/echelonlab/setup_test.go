package main

import (
	"io"
	"math"
	"os"
	"strings"
	"testing"
)

// TestSetupFrom: setup -from climbs from the starts it is given, not from
// the families, and -time makes self-play search by time.
func TestSetupFrom(t *testing.T) {
	out := stdout(t, func() error {
		return setup([]string{"-from", bestFound, "-steps", "2", "-keep", "1", "-games", "2", "-time", "2ms", "-seed", "3"})
	})
	if !strings.HasPrefix(out, "setup search: seed 3, ") || !strings.Contains(out, "self-play 2 games at 2ms a move") {
		t.Errorf("setup's summary:\n%s", out)
	}
	if !strings.Contains(out, "(given") {
		t.Errorf("setup -from printed no start it was given or climbed to from one:\n%s", out)
	}
	for _, f := range families() {
		if strings.Contains(out, "("+f.name) {
			t.Errorf("setup -from drew from the family %s:\n%s", f.name, out)
		}
	}
}

// stdout returns what run writes on the standard output.
func stdout(t *testing.T, run func() error) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	saved := os.Stdout
	os.Stdout = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	err = run()
	os.Stdout = saved
	w.Close()
	out := <-done
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestScore: the median less 40 times the first player's distance from
// even beyond the band.
func TestScore(t *testing.T) {
	for _, c := range []struct {
		wins, games int
		plies       []int
		band, want  float64
	}{
		{5, 10, []int{18, 20, 22}, 0, 20},
		{7, 10, []int{18, 20, 22}, 0, 12},
		{7, 10, []int{18, 20, 22}, 0.1, 16},
		{6, 10, []int{18, 20, 22}, 0.1, 20},
		{3, 10, []int{18, 20}, 0.1, 15},
	} {
		sp := selfPlay{games: c.games, firstWins: c.wins, plies: c.plies}
		if got := score(sp, c.band); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("score(%d of %d, plies %v, band %v) = %v, want %v", c.wins, c.games, c.plies, c.band, got, c.want)
		}
	}
}
