package ecalperview

import (
	"fmt"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/board/boardtest"
)

func TestExplain(t *testing.T) {
	var v View
	placing := append(append([]string{}, turned...), "xd1")
	last := randomTo(t, 5, 1, func(s *ecalper.State) bool { return s.Phase().Last })
	lastEmpty := last.Board().Name(last.Empty().Cells()[0])
	over := randomTo(t, 5, 2, func(s *ecalper.State) bool { return s.Result().Over })
	for _, c := range []struct {
		pos        *ecalper.State
		cell, want string
	}{
		{position(t, 5), "e5", ""},
		{position(t, 5), "zz", ""},
		{position(t, 5, "e5"), "e5", "e5 is taken: place your stone on an empty cell."},
		{position(t, 5, opened...), "b1", ""},
		{position(t, 5, opened...), "e5", "First replace one of the marked black stones, or swap; the placements follow."},
		{position(t, 5, turned...), "d1", ""},
		{position(t, 5, turned...), "a1", "a1 cannot be replaced: only the marked stones, the ones white placed last turn, can be."},
		{position(t, 5, turned...), "b1", "b1 is already yours: replace one of the marked white stones."},
		{position(t, 5, turned...), "e5", "First replace one of the marked white stones; then you place three stones."},
		{position(t, 5, placing...), "d1", "d1 is taken: place your stone on an empty cell."},
		{position(t, 5, placing...), "e5", ""},
		{last, lastEmpty, "This last turn is a single replacement: pick one of the marked white stones."},
		{over, "e5", "The game is over."},
	} {
		if got := v.Explain(c.pos, -1, c.cell); got != c.want {
			t.Errorf("Explain(%s) = %q, want %q", c.cell, got, c.want)
		}
	}
}

func TestExpect(t *testing.T) {
	var v View
	last := randomTo(t, 5, 1, func(s *ecalper.State) bool { return s.Phase().Last })
	noPie, err := ecalper.New(ecalper.Options{Size: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		pos  rules.Position
		want string
	}{
		{position(t, 5), "Black: place stone 1 of 3 of the opening on an empty cell; white may then take these stones by swapping."},
		{noPie, "Black: place stone 1 of 3 on an empty cell."},
		{position(t, 5, opened...), "White may swap: take black's opening as your own (you then play black, and your opponent plays white's turn at once), or replace one marked black stone with your own."},
		{position(t, 5, append(opened, "swap")...), "White: replace one marked black stone (one of the three black placed last turn) with your own; three placements follow."},
		{position(t, 5, turned[:5]...), "White: place stone 2 of 3 on an empty cell."},
		{last, "Black's last turn: replace one marked white stone with your own; the game then ends with the last cell empty."},
	} {
		if got := v.Expect(c.pos); got != c.want {
			t.Errorf("Expect = %q, want %q", got, c.want)
		}
	}
}

func TestSay(t *testing.T) {
	var v View
	say := func(before []string, token string) string { return v.Say(position(t, 5, before...), token) }
	boardtest.CheckSay(t, say, []boardtest.Said{
		{nil, "e5", "Black placed stone 1 of 3 on e5. Black's largest group now holds 1 stone."},
		{[]string{"a1"}, "b1", "Black placed stone 2 of 3 on b1. Black's largest group now holds 2 stones."},
		{[]string{"a1", "b1"}, "e5", "Black placed stone 3 of 3 on e5."},
		{opened, "swap", "White swapped: the players exchange colours, so the opener now plays white and makes white's turn at once."},
		{opened, "xb1", "White replaced black's stone on b1 with its own. White's largest group now holds 1 stone."},
	})
}

// TestSayAndWhyAtTheEnd plays random games to their last ply and checks
// the words of the end against the score: the winner by the larger
// largest group, else by fewer groups.
func TestSayAndWhyAtTheEnd(t *testing.T) {
	var v View
	byGroups := 0
	for seed := range uint64(30) {
		s := randomTo(t, 5, seed, func(s *ecalper.State) bool { return s.Phase().Last })
		token := s.Token(s.Legal(nil)[0])
		end := s.Clone().(*ecalper.State)
		m, _ := end.ParseToken(token)
		end.Apply(m)
		sc := end.Score().(ecalper.Score)
		b, w := sc.Black, sc.White
		var want string
		switch {
		case b.Largest > w.Largest:
			want = fmt.Sprintf("its largest group holds %d stones, against %d for white's largest.", b.Largest, w.Largest)
		case w.Largest > b.Largest:
			want = fmt.Sprintf("its largest group holds %d stones, against %d for black's largest.", w.Largest, b.Largest)
		case b.Groups < w.Groups:
			want = fmt.Sprintf("the largest groups tie at %d stones, and it has fewer groups: %d against %d for white.", b.Largest, b.Groups, w.Groups)
		case w.Groups < b.Groups:
			want = fmt.Sprintf("the largest groups tie at %d stones, and it has fewer groups: %d against %d for black.", w.Largest, w.Groups, b.Groups)
		}
		if b.Largest == w.Largest && want != "" {
			byGroups++
		}
		if got := v.Why(end); got != want {
			t.Errorf("seed %d: Why = %q, want %q", seed, got, want)
		}
		said := v.Say(s, token)
		if !strings.Contains(said, " The game is over: ") || want != "" && !strings.HasSuffix(said, want) || want == "" && !strings.HasSuffix(said, "a draw.") {
			t.Errorf("seed %d: Say = %q", seed, said)
		}
	}
	if byGroups == 0 {
		t.Logf("no game was decided by the group count")
	}
}

func TestDescribeAndSide(t *testing.T) {
	var v View
	got := v.Describe(position(t, 5, turned...))
	want := "Ecalper board of side 5: 61 cells, 55 empty." +
		" Black (plain dark stones): stones on b1, c1; largest group 2 stones, 1 group." +
		" White (light stones with a ring): stones on a1, d1, e1, a2; largest group 2 stones, 2 groups." +
		" Marked, may be replaced now: d1, e1, a2." +
		" Black: replace one marked white stone (one of the three white placed last turn) with your own; three placements follow."
	if got != want {
		t.Errorf("Describe =\n%q\nwant\n%q", got, want)
	}
	if v.Side(ecalper.Black) != "black (plain dark stones)" || v.Side(ecalper.White) != "white (light stones with a ring)" || v.Side(rules.NoPlayer) != "" {
		t.Errorf("sides %q, %q", v.Side(ecalper.Black), v.Side(ecalper.White))
	}
	if !strings.Contains(v.Describe(position(t, 5, append(opened, "swap")...)), " White took the swap.") {
		t.Errorf("the swap is not described")
	}
}
