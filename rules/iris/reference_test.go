package iris_test

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/hexhex"
	"tessera/rules/iris"
)

// refGame is a plain model of Iris written from docs/rules.md alone, cell by
// cell with no bitboards, to check the fast State against. It takes only
// cell numbering and names from hexhex; the rim, opposites and neighbours
// it works out from docs/rules.md's coordinates.
type refGame struct {
	n      int
	hex    *hexhex.Board
	owner  []rules.Player // per cell, NoPlayer when empty
	toMove rules.Player
	first  int // the first stone's cell while its second is to come, else -1
	single bool
	passes int
}

func newRef(size int) *refGame {
	hex, _ := hexhex.New(size)
	g := &refGame{n: size, hex: hex, toMove: black, first: -1, single: true}
	for range hex.Len() {
		g.owner = append(g.owner, rules.NoPlayer)
	}
	return g
}

func (g *refGame) rim(c int) bool {
	q, r := g.hex.Coord(c)
	last := 2*g.n - 2
	return q == 0 || r == 0 || q == last || r == last || q-r == g.n-1 || r-q == g.n-1
}

func (g *refGame) opposite(c int) int {
	q, r := g.hex.Coord(c)
	return g.hex.At(2*g.n-2-q, 2*g.n-2-r)
}

func (g *refGame) adjacent(a, b int) bool {
	qa, ra := g.hex.Coord(a)
	qb, rb := g.hex.Coord(b)
	dq, dr := qb-qa, rb-ra
	return (dq == 1 || dq == -1) && dr == 0 || dq == 0 && (dr == 1 || dr == -1) || dq == dr && (dq == 1 || dq == -1)
}

func (g *refGame) neighbors(c int) []int {
	var ns []int
	for d := range g.owner {
		if g.adjacent(c, d) {
			ns = append(ns, d)
		}
	}
	return ns
}

func (g *refGame) over() bool { return g.toMove == rules.NoPlayer }

// legal returns the legal tokens, sorted.
func (g *refGame) legal() []string {
	tokens := []string{}
	if g.over() {
		return tokens
	}
	for c, o := range g.owner {
		if o != rules.NoPlayer {
			continue
		}
		ok := true
		switch {
		case g.first >= 0 && g.rim(g.first):
			ok = c == g.opposite(g.first)
		case g.first >= 0:
			ok = !g.rim(c) && !g.adjacent(g.first, c)
		case g.single:
			ok = !g.rim(c)
		}
		if ok {
			tokens = append(tokens, g.hex.Name(c))
		}
	}
	if g.first < 0 {
		tokens = append(tokens, "pass")
	}
	slices.Sort(tokens)
	return tokens
}

// play plays a legal token.
func (g *refGame) play(token string) {
	p := g.toMove
	if token == "pass" {
		g.passes++
		g.single = false
		g.toMove = p.Other()
		if g.passes == 2 {
			g.toMove = rules.NoPlayer
		}
		return
	}
	c, _ := g.hex.Parse(token)
	g.owner[c] = p
	g.passes = 0
	wasFirst := g.first < 0 && !g.single
	g.first, g.single = -1, false
	if wasFirst {
		g.first = c
		if len(g.legal()) == 0 { // no target: the second stone is forfeited
			g.first = -1
		}
	}
	if g.first < 0 {
		g.toMove = p.Other()
	}
	if !slices.Contains(g.owner, rules.NoPlayer) {
		g.toMove = rules.NoPlayer
	}
}

// scores returns p's group scores, high to low, zeros left out.
func (g *refGame) scores(p rules.Player) []int {
	seen := make([]bool, len(g.owner))
	scores := []int{}
	for c := range g.owner {
		if g.owner[c] != p || seen[c] {
			continue
		}
		score, stack := 0, []int{c}
		seen[c] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if g.rim(x) {
				score++
			}
			for _, y := range g.neighbors(x) {
				if g.owner[y] == p && !seen[y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
		if score > 0 {
			scores = append(scores, score)
		}
	}
	slices.SortFunc(scores, func(a, b int) int { return cmp.Compare(b, a) })
	return scores
}

// winner compares the sorted score lists position by position.
func (g *refGame) winner() rules.Player {
	b, w := g.scores(black), g.scores(white)
	for k := range max(len(b), len(w)) {
		x, y := at(b, k), at(w, k)
		if x != y {
			if x > y {
				return black
			}
			return white
		}
	}
	return rules.NoPlayer
}

func at(list []int, k int) int {
	if k < len(list) {
		return list[k]
	}
	return 0
}

// TestAgainstReference plays seeded random games (passing now and then)
// on every side through the fast State and the plain model, and compares
// after every ply: the legal tokens, the player to move, the result and
// the score lists.
func TestAgainstReference(t *testing.T) {
	const games = 60 // per side
	r := rand.New(rand.NewPCG(5, 6))
	for size := iris.MinSize; size <= iris.MaxSize; size++ {
		for game := range games {
			passChance := []float64{0, 0.02, 0.3}[game%3]
			s, ref := iris.New(iris.Options{Size: size}), newRef(size)
			var moves []rules.Move
			for ply := 0; ; ply++ {
				compareRef(t, size, game, ply, s, ref)
				if ref.over() {
					break
				}
				moves = s.Legal(moves[:0])
				m := moves[r.IntN(len(moves))]
				if slices.Contains(moves, iris.Pass) && r.Float64() < passChance {
					m = iris.Pass
				}
				ref.play(s.Token(m))
				s.Apply(m)
			}
		}
	}
}

func compareRef(t *testing.T, size, game, ply int, s *iris.State, ref *refGame) {
	t.Helper()
	var tokens []string
	for _, m := range s.Legal(nil) {
		tokens = append(tokens, s.Token(m))
	}
	slices.Sort(tokens)
	if want := ref.legal(); !slices.Equal(tokens, want) {
		t.Fatalf("size %d game %d ply %d: legal %q, reference %q", size, game, ply, tokens, want)
	}
	if s.ToMove() != ref.toMove {
		t.Fatalf("size %d game %d ply %d: to move %d, reference %d", size, game, ply, s.ToMove(), ref.toMove)
	}
	if b, w := s.Scores(black), s.Scores(white); !slices.Equal(b, ref.scores(black)) || !slices.Equal(w, ref.scores(white)) {
		t.Fatalf("size %d game %d ply %d: scores %v %v, reference %v %v", size, game, ply, b, w, ref.scores(black), ref.scores(white))
	}
	want := rules.Result{Winner: rules.NoPlayer}
	if ref.over() {
		want = rules.Result{Over: true, Winner: ref.winner()}
	}
	if got := s.Result(); got != want {
		t.Fatalf("size %d game %d ply %d: result %+v, reference %+v", size, game, ply, got, want)
	}
}

// TestWinnerOnRandomBoards scores seeded random boards of every side and
// density, full and not, with the fast Layout.Winner (which stops early
// once the top groups decide) and the plain model.
func TestWinnerOnRandomBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for size := iris.MinSize; size <= iris.MaxSize; size++ {
		for board := range 2000 {
			ref := newRef(size)
			fillChance := []float64{1, 1, 0.7}[board%3]
			blackChance := 0.2 + 0.6*r.Float64()
			var blacks, whites []int
			for c := range ref.owner {
				switch {
				case r.Float64() >= fillChance:
				case r.Float64() < blackChance:
					ref.owner[c] = rules.First
					blacks = append(blacks, c)
				default:
					ref.owner[c] = rules.Second
					whites = append(whites, c)
				}
			}
			s := iris.Finished(size, blacks, whites)
			if got, want := s.Layout().Winner(s.Stones(black), s.Stones(white)), ref.winner(); got != want {
				t.Fatalf("size %d board %d: Winner %d, reference %d (scores %v and %v)", size, board, got, want, ref.scores(rules.First), ref.scores(rules.Second))
			}
		}
	}
}
