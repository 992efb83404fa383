package ur_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/rulestest"
	"tessera/rules/ur"
)

// refGame is a plain model of docs/rules.md's Ur, written from the text and not
// from the bitboard State: each piece's path index, cells by name.
type refGame struct {
	at     [2][]int // per side, the path index of each piece (0 start, 15 home)
	toMove rules.Player
}

var refPaths = [2][]string{strings.Fields(leftPath), strings.Fields(rightPath)}

func newRef(pieces int) *refGame {
	return &refGame{at: [2][]int{make([]int, pieces), make([]int, pieces)}, toMove: left}
}

// refHome is the path index of the finish pool.
const refHome = 15

// onBoard says whether path index i is a board square, not a pool.
func onBoard(i int) bool { return 0 < i && i < refHome }

// pieceOn returns the side and piece number standing on board cell name.
func (g *refGame) pieceOn(name string) (rules.Player, int, bool) {
	for p := range g.at {
		for k, i := range g.at[p] {
			if onBoard(i) && refPaths[p][i] == name {
				return rules.Player(p), k, true
			}
		}
	}
	return rules.NoPlayer, 0, false
}

// legal returns the sorted tokens a roll allows.
func (g *refGame) legal(roll int) []string {
	p := g.toMove
	var tokens []string
	for _, from := range g.at[p] {
		to := from + roll
		if roll == 0 || from == refHome || to > refHome {
			continue
		}
		if to < refHome {
			who, _, taken := g.pieceOn(refPaths[p][to])
			if taken && (who == p || refPaths[p][to] == "M3") {
				continue
			}
		}
		tokens = append(tokens, strconv.Itoa(roll)+":"+refPaths[p][from])
	}
	if len(tokens) == 0 {
		return []string{strconv.Itoa(roll)}
	}
	slices.Sort(tokens)
	return slices.Compact(tokens)
}

// play plays a legal token.
func (g *refGame) Play(token string) {
	p := g.toMove
	rollText, from, moves := strings.Cut(token, ":")
	g.toMove = p.Other()
	if !moves {
		return
	}
	roll, _ := strconv.Atoi(rollText)
	k := slices.IndexFunc(g.at[p], func(i int) bool { return refPaths[p][i] == from })
	to := g.at[p][k] + roll
	if who, j, taken := g.pieceOn(refPaths[p][to]); taken && onBoard(to) {
		g.at[who][j] = 0
	}
	g.at[p][k] = to
	if strings.Contains(rosettes, refPaths[p][to]) && onBoard(to) {
		g.toMove = p
	}
	if !slices.ContainsFunc(g.at[p], func(i int) bool { return i != refHome }) {
		g.toMove = rules.NoPlayer
	}
}

// check compares s with g in every way the State shows.
func (g *refGame) Check(s *ur.State) error {
	if s.ToMove() != g.toMove {
		return fmt.Errorf("ToMove = %d, reference %d", s.ToMove(), g.toMove)
	}
	for p := range g.at {
		waiting := len(slices.DeleteFunc(slices.Clone(g.at[p]), func(i int) bool { return i != 0 }))
		home := len(slices.DeleteFunc(slices.Clone(g.at[p]), func(i int) bool { return i != refHome }))
		if s.Waiting(rules.Player(p)) != waiting || s.Home(rules.Player(p)) != home {
			return fmt.Errorf("side %d: waiting %d, home %d; reference %d, %d",
				p, s.Waiting(rules.Player(p)), s.Home(rules.Player(p)), waiting, home)
		}
	}
	for _, c := range allCells() {
		who, _, _ := g.pieceOn(c.String())
		if got := s.Occupant(c); got != who {
			return fmt.Errorf("Occupant(%s) = %d, reference %d", c, got, who)
		}
	}
	if g.toMove == rules.NoPlayer {
		return nil
	}
	var union []string
	for roll := range ur.MaxRoll + 1 {
		want := g.legal(roll)
		if got := tokensFor(s, roll); !slices.Equal(got, want) {
			return fmt.Errorf("LegalFor(%d) = %q, reference %q", roll, got, want)
		}
		union = append(union, want...)
	}
	slices.Sort(union)
	if got := tokensOf(s, s.Legal(nil)); !slices.Equal(got, union) {
		return fmt.Errorf("Legal = %q, reference %q", got, union)
	}
	return nil
}

// TestAgainstReference plays seeded random games with the State and the
// reference side by side, comparing them after every ply.
func TestAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for pieces := 1; pieces <= ur.MaxPieces; pieces++ {
		for game := range 20 {
			s := ur.New(ur.Options{Pieces: pieces})
			rulestest.PlayBeside(t, fmt.Sprintf("pieces %d, game %d", pieces, game), s, newRef(pieces), func(s *ur.State) rules.Move {
				moves := s.LegalFor(ur.Roll(r), nil)
				return moves[r.IntN(len(moves))]
			})
		}
	}
}
