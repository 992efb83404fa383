package echelon_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/rules/rulestest"
)

// refGame is a plain model of docs/rules.md's Echelon, written from the text and
// not from the State: its own axial geometry, stacks as lists of player
// names by cell name, dead cells as a set of names.
type refGame struct {
	stacks    map[string][]string // cell name -> owners, bottom to top
	dead      map[string]bool
	toMove    string // "red" or "blue"; "" once the game is over
	winner    string
	gentleman bool
}

// refSide is the board's side, and refDirs the six directions of docs/rules.md's
// neighbour list.
const refSide = 6

var refDirs = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}}

func refOnBoard(q, r int) bool {
	d := q - r
	return q >= 0 && r >= 0 && q <= 2*refSide-2 && r <= 2*refSide-2 && d <= refSide-1 && -d <= refSide-1
}

func refName(q, r int) string { return fmt.Sprintf("%c%d", 'a'+q, r+1) }

// refCoords maps every cell's name to its coordinates.
var refCoords = func() map[string][2]int {
	coords := map[string][2]int{}
	for q := range 2*refSide - 1 {
		for r := range 2*refSide - 1 {
			if refOnBoard(q, r) {
				coords[refName(q, r)] = [2]int{q, r}
			}
		}
	}
	return coords
}()

// newRef sets docs/rules.md's setup out, cell names copied from docs/rules.md.
func newRef(gentleman bool) *refGame {
	g := &refGame{stacks: map[string][]string{}, dead: map[string]bool{}, toMove: "red", gentleman: gentleman}
	for _, c := range strings.Fields("b1 c1 d1 e1 c2 d2 e2 d3 e3 e4") {
		g.stacks[c] = []string{"red"}
	}
	for _, c := range strings.Fields("g11 h11 i11 j11 g10 h10 i10 g9 h9 g8") {
		g.stacks[c] = []string{"blue"}
	}
	return g
}

// legal returns the sorted tokens of player's moves.
func (g *refGame) legal(player string) []string {
	tokens := []string{}
	for from, stack := range g.stacks {
		if len(stack) == 0 || stack[len(stack)-1] != player {
			continue
		}
		q, r := refCoords[from][0], refCoords[from][1]
		for _, d := range refDirs {
			for x, y := q+d[0], r+d[1]; refOnBoard(x, y) && !g.dead[refName(x, y)]; x, y = x+d[0], y+d[1] {
				to := refName(x, y)
				if len(g.stacks[to]) == 0 {
					tokens = append(tokens, from+"-"+to)
					continue
				}
				if len(stack) == 1 {
					tokens = append(tokens, from+"-"+to)
				}
				break
			}
		}
	}
	slices.Sort(tokens)
	return tokens
}

// play plays a token the reference lists as legal.
func (g *refGame) Play(token string) {
	from, to, _ := strings.Cut(token, "-")
	mover := g.toMove
	opponent := map[string]string{"red": "blue", "blue": "red"}[mover]
	g.stacks[from] = g.stacks[from][:len(g.stacks[from])-1]
	if len(g.stacks[from]) == 0 {
		delete(g.stacks, from)
		g.dead[from] = true
	}
	g.stacks[to] = append(g.stacks[to], mover)
	switch {
	case !g.gentleman && len(g.stacks[to]) == 3:
		g.winner = mover
	case !g.gentleman && len(g.stacks[from]) == 3:
		g.winner = g.stacks[from][2]
	case len(g.legal(opponent)) == 0:
		g.winner = mover
	}
	g.toMove = opponent
	if g.winner != "" {
		g.toMove = ""
	}
}

// check compares s with g in every way the State shows.
func (g *refGame) Check(s *echelon.State) error {
	players := echelon.Game{}.Players()
	name := func(p rules.Player) string {
		if p == rules.NoPlayer {
			return ""
		}
		return players[p]
	}
	if name(s.ToMove()) != g.toMove || name(s.Result().Winner) != g.winner {
		return fmt.Errorf("to move %q, winner %q; reference %q, %q",
			name(s.ToMove()), name(s.Result().Winner), g.toMove, g.winner)
	}
	b := echelon.Board()
	for c := range b.Len() {
		var got []string
		for _, p := range s.Stack(c) {
			got = append(got, name(p))
		}
		if want := g.stacks[b.Name(c)]; !slices.Equal(got, want) || s.Dead(c) != g.dead[b.Name(c)] {
			return fmt.Errorf("%s: stack %q dead %v; reference %q, %v",
				b.Name(c), got, s.Dead(c), want, g.dead[b.Name(c)])
		}
	}
	want := []string{}
	if g.toMove != "" {
		want = g.legal(g.toMove)
	}
	if got := tokensOf(s, s.Legal(nil)); !slices.Equal(got, want) {
		return fmt.Errorf("Legal = %q, reference %q", got, want)
	}
	return nil
}

// TestAgainstReference plays seeded random games with the State and the
// reference side by side in both variants, comparing them after every ply.
func TestAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, v := range []echelon.Variant{echelon.Standard, echelon.Gentleman} {
		for game := range 150 {
			s := echelon.New(echelon.Options{Variant: v})
			rulestest.PlayBeside(t, fmt.Sprintf("%s, game %d", v, game), s, newRef(v == echelon.Gentleman), func(s *echelon.State) rules.Move {
				moves := s.Legal(nil)
				return moves[r.IntN(len(moves))]
			})
		}
	}
}
