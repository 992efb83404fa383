package ecalper_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/rules/rulestest"
)

// refGame is a plain model of docs/rules.md's Ecalper, written from the text and
// not from the bitboard State: the board is a map from (q, r) to a colour,
// geometry straight from docs/rules.md's hexhex section.
type refGame struct {
	n        int
	board    map[[2]int]rules.Player // occupied cells only
	lastTurn [][2]int                // the cells the opponent placed in its previous turn
	thisTurn [][2]int                // the cells the mover has placed this turn
	toMove   rules.Player
	replaced bool // the mover has made this turn's replacement (or has none to make)
	pie      bool
	swapped  bool
}

func newRef(n int, pie bool) *refGame {
	return &refGame{n: n, board: map[[2]int]rules.Player{}, toMove: black, replaced: true, pie: pie}
}

// cells lists the board's cells.
func (g *refGame) cells() [][2]int {
	var out [][2]int
	for q := 0; q <= 2*g.n-2; q++ {
		for r := 0; r <= 2*g.n-2; r++ {
			if q-r <= g.n-1 && r-q <= g.n-1 {
				out = append(out, [2]int{q, r})
			}
		}
	}
	return out
}

func refName(c [2]int) string { return fmt.Sprintf("%c%d", 'a'+c[0], c[1]+1) }

func (g *refGame) empties() [][2]int {
	return slices.DeleteFunc(g.cells(), func(c [2]int) bool { _, ok := g.board[c]; return ok })
}

// legal returns the sorted legal tokens.
func (g *refGame) legal() []string {
	tokens := []string{}
	if g.toMove == rules.NoPlayer {
		return tokens
	}
	if !g.replaced {
		for _, c := range g.lastTurn {
			tokens = append(tokens, "x"+refName(c))
		}
		if g.pie && g.toMove == white && len(g.board) == 3 && !g.swapped { // the very start of white's first turn
			tokens = append(tokens, "swap")
		}
	} else {
		for _, c := range g.empties() {
			tokens = append(tokens, refName(c))
		}
	}
	slices.Sort(tokens)
	return tokens
}

// play plays a legal token.
func (g *refGame) Play(token string) {
	if token == "swap" {
		g.swapped = true
		return
	}
	cell := func(name string) [2]int {
		return [2]int{int(name[0] - 'a'), atoi(name[1:]) - 1}
	}
	if name, ok := strings.CutPrefix(token, "x"); ok {
		g.board[cell(name)] = g.toMove
		g.replaced = true
		if len(g.empties()) == 1 {
			g.toMove = rules.NoPlayer
		}
		return
	}
	g.board[cell(token)] = g.toMove
	g.thisTurn = append(g.thisTurn, cell(token))
	if len(g.thisTurn) == 3 {
		g.lastTurn, g.thisTurn = g.thisTurn, nil
		g.toMove = g.toMove.Other()
		g.replaced = false
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// score measures each colour's groups by flood fill over docs/rules.md's
// neighbours.
func (g *refGame) score() ecalper.Score {
	var sides [2]ecalper.Side
	seen := map[[2]int]bool{}
	for _, c := range g.cells() {
		p, ok := g.board[c]
		if !ok || seen[c] {
			continue
		}
		size, queue := 0, [][2]int{c}
		seen[c] = true
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			size++
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}} {
				y := [2]int{x[0] + d[0], x[1] + d[1]}
				if q, ok := g.board[y]; ok && q == p && !seen[y] {
					seen[y] = true
					queue = append(queue, y)
				}
			}
		}
		sides[p].Groups++
		sides[p].Largest = max(sides[p].Largest, size)
	}
	return ecalper.Score{Black: sides[black], White: sides[white]}
}

// result says who won by docs/rules.md's order, written out again.
func (g *refGame) result() rules.Result {
	if g.toMove != rules.NoPlayer {
		return rules.Result{Winner: rules.NoPlayer}
	}
	sc := g.score()
	b, w := sc.Black, sc.White
	winner := rules.NoPlayer
	if b.Largest > w.Largest || b.Largest == w.Largest && b.Groups < w.Groups {
		winner = black
	} else if b.Largest < w.Largest || b.Groups > w.Groups {
		winner = white
	}
	return rules.Result{Over: true, Winner: winner}
}

// phase says the ply in progress as docs/rules.md's turn structure does.
func (g *refGame) phase() string {
	switch {
	case g.toMove == rules.NoPlayer:
		return "over"
	case !g.replaced:
		return "replace"
	}
	return fmt.Sprintf("place %d of 3", len(g.thisTurn)+1)
}

// check compares s with g in every way the State shows.
func (g *refGame) Check(s *ecalper.State) error {
	if s.ToMove() != g.toMove {
		return fmt.Errorf("ToMove = %d, reference %d", s.ToMove(), g.toMove)
	}
	for _, c := range g.cells() {
		i, err := s.Board().Parse(refName(c))
		if err != nil {
			return err
		}
		want, ok := g.board[c]
		if !ok {
			want = rules.NoPlayer
		}
		if s.Occupant(i) != want {
			return fmt.Errorf("Occupant(%s) = %d, reference %d", refName(c), s.Occupant(i), want)
		}
	}
	if got, want := legalTokens(s), g.legal(); !slices.Equal(got, want) {
		return fmt.Errorf("Legal = %q, reference %q", got, want)
	}
	if s.Score() != g.score() || s.Result() != g.result() {
		return fmt.Errorf("Score %+v, Result %+v; reference %+v, %+v", s.Score(), s.Result(), g.score(), g.result())
	}
	if got, want := s.Phase().String(), g.phase(); got != want {
		return fmt.Errorf("Phase = %q, reference %q", got, want)
	}
	if s.Swapped() != g.swapped || s.Placed().Len() != len(g.thisTurn) {
		return fmt.Errorf("Swapped %v, %d placed this turn; reference %v, %d", s.Swapped(), s.Placed().Len(), g.swapped, len(g.thisTurn))
	}
	return nil
}

// TestAgainstReference plays seeded random games with the State and the
// reference side by side on every side, comparing them after every ply.
func TestAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for size := ecalper.MinSize; size <= ecalper.MaxSize; size++ {
		for game := range 6 {
			pie := game%3 != 0
			s, _ := ecalper.New(ecalper.Options{Size: size, Pie: pie})
			rulestest.PlayBeside(t, fmt.Sprintf("size %d, game %d", size, game), s, newRef(size, pie), func(s *ecalper.State) rules.Move {
				moves := s.Legal(nil)
				return moves[r.IntN(len(moves))]
			})
		}
	}
}
