package echelon_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
)

// TestSetup checks docs/rules.md's setup: red on b1 c1 d1 e1 c2 d2 e2 d3 e3 e4,
// blue on g11 h11 i11 j11 g10 h10 i10 g9 h9 g8 (each blue cell the point
// reflection of a red one), every other cell of the 91 empty and live, red
// to move in both variants.
func TestSetup(t *testing.T) {
	b := echelon.Board()
	if b.Len() != 91 || b.Side() != 6 {
		t.Fatalf("board of side %d with %d cells, want side 6 with 91", b.Side(), b.Len())
	}
	redCells := strings.Fields("b1 c1 d1 e1 c2 d2 e2 d3 e3 e4")
	blueCells := strings.Fields("g11 h11 i11 j11 g10 h10 i10 g9 h9 g8")
	for _, name := range redCells {
		if o := b.Name(b.Opposite(cell(t, name))); !slices.Contains(blueCells, o) {
			t.Errorf("the point reflection %s of red's %s is not a blue cell", o, name)
		}
	}
	for _, v := range []echelon.Variant{echelon.Standard, echelon.Gentleman} {
		s := state(play(t, v))
		if s.ToMove() != red || s.Result().Over || s.Options().Variant != v {
			t.Errorf("%s: to move %d, result %+v, options %+v", v, s.ToMove(), s.Result(), s.Options())
		}
		for c := range b.Len() {
			want := ""
			switch {
			case slices.Contains(redCells, b.Name(c)):
				want = "r"
			case slices.Contains(blueCells, b.Name(c)):
				want = "b"
			}
			if got := stackString(s, c); got != want {
				t.Errorf("%s: %s holds %q, want %q", v, b.Name(c), got, want)
			}
		}
	}
}

// afterE4E6G8G7: red's e4 went to e6 and blue's g8 to g7, so e4 and g8
// are dead; red to move.
var afterE4E6G8G7 = []string{"e4-e6", "g8-g7"}

// TestTargets checks where a selected piece can go, counted by hand on the
// board of docs/rules.md: "A move takes one movable piece along one of the six
// lines, over any number of empty live cells; it stops on any of those
// cells, or on the first occupied cell on that line"; "only a free piece
// may stomp"; "the top piece of a stack may move, but only to an empty
// cell"; "Edges and dead cells stop a line."
func TestTargets(t *testing.T) {
	tests := []struct {
		rule           string
		pos            *echelon.State
		from           string
		slides, stomps string // sorted cell names
	}{
		{"setup: e4 stops anywhere on its four open lines, stomps e3 and d3 (its own pieces)",
			state(play(t, echelon.Standard)), "e4",
			"a4 b4 c4 d4 e10 e5 e6 e7 e8 e9 f4 f5 g4 g6 h4 h7 i4 i8 j9 k10", "d3 e3"},
		{"a line stops at the edge, a dead cell (f9) and the first piece (i6, e5)",
			echelon.Setup(echelon.Standard, red, map[string]string{"f6": "r", "i6": "b", "e5": "r"}, "f9"), "f6",
			"a6 b6 c6 d6 e6 f1 f2 f3 f4 f5 f7 f8 g6 g7 h6 h8 i9 j10 k11", "e5 i6"},
		{"the top of a stack slides but never stomps",
			echelon.Setup(echelon.Standard, red, map[string]string{"f6": "br", "i6": "b", "e5": "r"}, "f9"), "f6",
			"a6 b6 c6 d6 e6 f1 f2 f3 f4 f5 f7 f8 g6 g7 h6 h8 i9 j10 k11", ""},
		{"e3's line north stops at once at dead e4; it still stomps d3, e2, d2",
			state(play(t, echelon.Standard, afterE4E6G8G7...)), "e3",
			"f3 f4 g3 g5 h3 h6 i7 j8 k9", "d2 d3 e2"},
		{"e6 stops before dead e4 (on e5) and before dead g8 (on f7)",
			state(play(t, echelon.Standard, afterE4E6G8G7...)), "e6",
			"a2 a6 b3 b6 c4 c6 d5 d6 e10 e5 e7 e8 e9 f6 f7 g6 h6 i6 j6 k6", ""},
		{"a dead cell has no targets", state(play(t, echelon.Standard, afterE4E6G8G7...)), "e4", "", ""},
		{"an empty cell has no targets", state(play(t, echelon.Standard)), "f6", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			slides, stomps := tt.pos.Targets(cell(t, tt.from))
			if got := strings.Join(names(slides), " "); got != tt.slides {
				t.Errorf("slides from %s = %q, want %q", tt.from, got, tt.slides)
			}
			if got := strings.Join(names(stomps), " "); got != tt.stomps {
				t.Errorf("stomps from %s = %q, want %q", tt.from, got, tt.stomps)
			}
			// When the owner is to move, Legal's moves from the cell are
			// the targets.
			if top := tt.pos.Top(cell(t, tt.from)); top == tt.pos.ToMove() && top != rules.NoPlayer {
				var fromLegal []string
				for _, tok := range tokensOf(tt.pos, tt.pos.Legal(nil)) {
					if f, to, _ := strings.Cut(tok, "-"); f == tt.from {
						fromLegal = append(fromLegal, to)
					}
				}
				slices.Sort(fromLegal)
				want := strings.Fields(tt.slides + " " + tt.stomps)
				slices.Sort(want)
				if !slices.Equal(fromLegal, want) {
					t.Errorf("Legal from %s = %q, want %q", tt.from, fromLegal, want)
				}
			}
		})
	}
}

// TestBuriedPiecesCannotMove: "Pieces under another piece cannot move."
// Blue lies under red on f6; its free piece in the corner k11, with j10
// and k10 dead, can only slide west along row 11.
func TestBuriedPiecesCannotMove(t *testing.T) {
	s := echelon.Setup(echelon.Standard, blue, map[string]string{"f6": "br", "k11": "b", "a1": "r"}, "j10", "k10")
	want := []string{"k11-f11", "k11-g11", "k11-h11", "k11-i11", "k11-j11"}
	if got := tokensOf(s, s.Legal(nil)); !slices.Equal(got, want) {
		t.Errorf("blue's legal moves %q, want %q", got, want)
	}
}

// TestDescribe checks what Describe says of a move, by hand: the cells a
// slide passes over and ends on, whether it stomps, leaves a stack or
// kills its cell, and the stack win it makes.
func TestDescribe(t *testing.T) {
	s := echelon.Setup(std, red, map[string]string{"f6": "br", "f9": "r", "a1": "b"})
	tests := []struct {
		token                 string
		path                  string
		stomp, unstomp, kills bool
		stackWinner           rules.Player
	}{
		{"f6-f8", "f7 f8", false, true, false, rules.NoPlayer},
		{"f6-b2", "e5 d4 c3 b2", false, true, false, rules.NoPlayer},
		{"f9-f7", "f8 f7", false, false, true, rules.NoPlayer},
		{"f9-f6", "f8 f7 f6", true, false, true, red},
	}
	for _, tt := range tests {
		step := s.Describe(moveFor(t, s, tt.token))
		var path []string
		for _, c := range step.Path {
			path = append(path, echelon.Board().Name(c))
		}
		want := echelon.Step{Player: red, From: step.From, To: step.To, Path: step.Path,
			Stomp: tt.stomp, Unstomp: tt.unstomp, Kills: tt.kills, StackWinner: tt.stackWinner}
		from, to, _ := strings.Cut(tt.token, "-")
		if strings.Join(path, " ") != tt.path || step.From != cell(t, from) || step.To != cell(t, to) ||
			!reflect.DeepEqual(step, want) {
			t.Errorf("Describe(%s) = %+v (path %q), want path %q and %+v", tt.token, step, path, tt.path, want)
		}
	}
}

// Echelon keeps no score: each side's part is empty.
func TestScoreSide(t *testing.T) {
	if got := [2]string{echelon.Score{}.Side(rules.First), echelon.Score{}.Side(rules.Second)}; got != [2]string{"", ""} {
		t.Errorf("sides %q", got)
	}
}
