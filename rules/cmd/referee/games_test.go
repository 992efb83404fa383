package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// position is a referee line, read back.
type position struct {
	Ply    int             `json:"ply"`
	ToMove string          `json:"toMove"`
	Legal  []string        `json:"legal"`
	Over   bool            `json:"over"`
	Winner string          `json:"winner"`
	Score  json.RawMessage `json:"score"`
}

// TestEveryGame runs a short record of every game through the referee.
// Expected values come from docs/rules.md by hand: the first player's name, the
// number of legal tokens at the start (Iris side 5: 37 gray cells and
// pass; Ecalper side 5: 61 cells; Carteso 5x5: 25 points in two colours
// and pass), the empty scores in each game's form, whose turn it is after
// each token, and the winner (Iris: white holds two rim corners, apart).
// gameCase is a record and the trace the referee must print for it.
type gameCase struct {
	args       []string
	record     string
	startLegal int // -1: not counted by hand
	startScore string
	toMove     []string // after each token, the start first
	winner     string
	endScore   string
}

func TestEveryGame(t *testing.T) {
	tests := []gameCase{
		{[]string{"iris", "size=5"}, "c3 a1 i9 resign", 38, `{"black":[],"white":[]}`,
			[]string{"black", "white", "white", "black", ""}, "white", `{"black":[],"white":[1,1]}`},
		{[]string{"ecalper", "size=5"}, "a1 a2 a3 xa1 b1 b2 b3 resign", 61,
			`{"black":{"largest":0,"groups":0},"white":{"largest":0,"groups":0}}`,
			[]string{"black", "black", "black", "white", "white", "white", "white", "black", ""}, "white",
			`{"black":{"largest":2,"groups":1},"white":{"largest":4,"groups":1}}`},
		{[]string{"carteso", "size=5", "komi=2"}, "Be5 We4 pass pass", 51, `{"vertical":0,"horizontal":2}`,
			[]string{"vertical", "horizontal", "vertical", "horizontal", ""}, "horizontal", `{"vertical":0,"horizontal":2}`},
		{[]string{"echelon"}, "e4-e7 resign", -1, `{}`, []string{"red", "blue", ""}, "red", `{}`},
	}
	for _, tt := range tests {
		t.Run(tt.args[0], func(t *testing.T) {
			var out strings.Builder
			if code := run(append(tt.args, "--trace"), strings.NewReader(tt.record), &out); code != 0 {
				t.Fatalf("exit status %d: %s", code, out.String())
			}
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if len(lines) != len(tt.toMove) {
				t.Fatalf("%d lines, want %d:\n%s", len(lines), len(tt.toMove), out.String())
			}
			tt.checkLines(t, lines)
			var first, end position
			json.Unmarshal([]byte(lines[0]), &first)
			json.Unmarshal([]byte(lines[len(lines)-1]), &end)
			if tt.startLegal >= 0 && len(first.Legal) != tt.startLegal {
				t.Errorf("%d legal tokens at the start, want %d", len(first.Legal), tt.startLegal)
			}
			if string(first.Score) != tt.startScore || string(end.Score) != tt.endScore || end.Winner != tt.winner {
				t.Errorf("scores %s ... %s, winner %q; want %s ... %s, %q", first.Score, end.Score, end.Winner, tt.startScore, tt.endScore, tt.winner)
			}
		})
	}
}

// checkLines checks every traced position: its ply, player to move, legal
// tokens (the next token among them) and whether it is over.
func (tt gameCase) checkLines(t *testing.T, lines []string) {
	for i, line := range lines {
		var p position
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		last := i == len(lines)-1
		switch {
		case p.Ply != i || p.ToMove != tt.toMove[i]:
			t.Errorf("line %d: ply %d, %q to move; want %d, %q", i, p.Ply, p.ToMove, i, tt.toMove[i])
		case p.Legal == nil || !slices.IsSorted(p.Legal) || (len(p.Legal) == 0) != last:
			t.Errorf("line %d: legal %v: want sorted, empty only once over", i, p.Legal)
		case p.Over != last || (p.Winner != "") != last:
			t.Errorf("line %d: over %v, winner %q", i, p.Over, p.Winner)
		case strings.Contains(line, "null"):
			t.Errorf("line %d prints null: %s", i, line)
		}
		if i < len(lines)-1 && !slices.Contains(p.Legal, strings.Fields(tt.record)[i]) && strings.Fields(tt.record)[i] != "resign" {
			t.Errorf("line %d: the next token %s is not among the legal ones", i, strings.Fields(tt.record)[i])
		}
	}
}
