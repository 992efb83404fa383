package lab

import (
	"math"
	"strings"
	"testing"
	"time"

	"tessera/ai/match"
	"tessera/ai/mcts"
	"tessera/rules"
	"tessera/rules/iris"
)

// Half the games won over 100 games: 1.96 * sqrt(0.25/100) = 9.8 points.
func TestMargin(t *testing.T) {
	if m := Margin(50, 100); math.Abs(m-9.8) > 1e-9 {
		t.Errorf("Margin(50%%, 100) = %v, want 9.8", m)
	}
}

// By hand, z = 1.2816, p = 0.5, n = 100: centre 0.5 + z²/200 = 0.508212,
// spread z*sqrt(0.0025 + z²/40000) = 0.064604, over 1 + z²/100 = 1.016425:
// 0.43644. All games won over 36: (1 + z²/72 - z²/72) / (1 + z²/36) =
// 0.95636.
func TestWilsonLow(t *testing.T) {
	for _, c := range []struct {
		p    float64
		n    int
		want float64
	}{{0.5, 100, 0.43644}, {1, 36, 0.95636}, {0.3, 0, 0}} {
		if got := WilsonLow(c.p, c.n); math.Abs(got-c.want) > 1e-4 {
			t.Errorf("WilsonLow(%v, %d) = %v, want %v", c.p, c.n, got, c.want)
		}
	}
}

// A row shows the counts as they are, the win rate with a draw as half,
// and a dash for turns not counted.
func TestRow(t *testing.T) {
	var b strings.Builder
	Row(&b, "strong", "weak", match.Tally{Games: 4, Wins: 2, Draws: 1, Losses: 1, FirstWins: 3, Plies: 40}, time.Second)
	f := strings.Fields(b.String())
	want := []string{"strong", "weak", "2", "1", "1", "4", "62.50", "±47.4"}
	if len(f) < len(want)+5 || strings.Join(f[:len(want)], " ") != strings.Join(want, " ") {
		t.Fatalf("row %q, want it to start %v", b.String(), want)
	}
	if p1, plies, turns := f[len(want)+1], f[len(want)+2], f[len(want)+3]; p1 != "75.00" || plies != "10.00" || turns != "-" {
		t.Errorf("row %q: p1 %s, plies %s, turns %s", b.String(), p1, plies, turns)
	}
}

// Report plays every pairing to the end and writes a row of each between
// its head and foot.
func TestReport(t *testing.T) {
	var b strings.Builder
	pairs := []Pairing{{mcts.Player{Name: "A", Config: mcts.Default(20)}, mcts.Player{Name: "B", Config: mcts.Default(10)}}}
	start := func() rules.Position { return iris.New(iris.Options{Size: 5}) }
	if err := Report(&b, start, pairs, 2, 1, 1); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "AI (strong)") || strings.Fields(lines[1])[5] != "2" {
		t.Errorf("report:\n%s", b.String())
	}
}
