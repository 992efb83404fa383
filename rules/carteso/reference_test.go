package carteso_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

// refGame is a plain model of docs/rules.md's Carteso, written from the text and
// not from the bitboard State: a grid of colours and a grid of claim
// markers, every group, region and claim recomputed from scratch by
// breadth-first search after each placement.
type refGame struct {
	n          int
	colour     [][]int // [row][col]: -1 empty, 0 black, 1 white
	marker     [][]int // [row][col]: -1 none, else the player whose marker is on that stone
	toMove     int     // -1 once over
	lastPlacer int
	passes     int
	komi       int // tenths
	merges     int // placements that joined two claimed groups (never, says the package doc)
}

type refPoint struct{ r, c int }

func newRef(n, komi int) *refGame {
	g := &refGame{n: n, komi: komi, lastPlacer: -1}
	for range n {
		g.colour = append(g.colour, slices.Repeat([]int{-1}, n))
		g.marker = append(g.marker, slices.Repeat([]int{-1}, n))
	}
	return g
}

// fill returns the points reachable from start through points that pass,
// lowest then leftmost first.
func (g *refGame) fill(start refPoint, pass func(refPoint) bool) []refPoint {
	seen := make([]bool, g.n*g.n)
	seen[start.r*g.n+start.c] = true
	todo := []refPoint{start}
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, q := range []refPoint{{p.r + 1, p.c}, {p.r - 1, p.c}, {p.r, p.c + 1}, {p.r, p.c - 1}} {
			if q.r >= 0 && q.r < g.n && q.c >= 0 && q.c < g.n && !seen[q.r*g.n+q.c] && pass(q) {
				seen[q.r*g.n+q.c] = true
				todo = append(todo, q)
			}
		}
	}
	var out []refPoint
	for i, in := range seen {
		if in {
			out = append(out, refPoint{i / g.n, i % g.n})
		}
	}
	return out
}

// group returns the stones of the group on p, lowest then leftmost first.
func (g *refGame) group(p refPoint) []refPoint {
	k := g.colour[p.r][p.c]
	return g.fill(p, func(q refPoint) bool { return g.colour[q.r][q.c] == k })
}

// box returns the bounding box of points: min row, max row, min col, max col.
func box(points []refPoint) [4]int {
	b := [4]int{points[0].r, points[0].r, points[0].c, points[0].c}
	for _, p := range points {
		b = [4]int{min(b[0], p.r), max(b[1], p.r), min(b[2], p.c), max(b[3], p.c)}
	}
	return b
}

// finished is docs/rules.md's test: the flood fill from the group through empty
// points and stones of its colour has the group's own bounding box.
func (g *refGame) finished(stones []refPoint) bool {
	k := g.colour[stones[0].r][stones[0].c]
	region := g.fill(stones[0], func(q refPoint) bool { return g.colour[q.r][q.c] != 1-k })
	return box(region) == box(stones)
}

// owner is who owns a group now.
func (g *refGame) owner(stones []refPoint) int {
	b := box(stones)
	rows, cols := b[1]-b[0], b[3]-b[2]
	switch {
	case rows > cols:
		return 0
	case cols > rows:
		return 1
	case g.lastPlacer < 0:
		return -1
	}
	return 1 - g.lastPlacer
}

// groups returns every group, each as its stones.
func (g *refGame) groups() [][]refPoint {
	var out [][]refPoint
	seen := map[refPoint]bool{}
	for r := range g.n {
		for c := range g.n {
			p := refPoint{r, c}
			if g.colour[r][c] >= 0 && !seen[p] {
				stones := g.group(p)
				for _, q := range stones {
					seen[q] = true
				}
				out = append(out, stones)
			}
		}
	}
	return out
}

// claimer returns the player whose marker the group carries, -1 if none;
// it counts in g.merges a group that carries two.
func (g *refGame) claimer(stones []refPoint) int {
	who, markers := -1, 0
	for _, p := range stones {
		if m := g.marker[p.r][p.c]; m >= 0 {
			who, markers = m, markers+1
		}
	}
	if markers > 1 {
		g.merges++
	}
	return who
}

// play plays a legal token.
func (g *refGame) play(token string) {
	if token == "pass" {
		g.passes++
		g.toMove = 1 - g.toMove
		if g.passes == 2 {
			g.toMove = -1
		}
		return
	}
	r, _ := strconv.Atoi(token[2:])
	g.colour[r-1][token[1]-'a'] = strings2colour(token[0])
	g.passes, g.lastPlacer, g.toMove = 0, g.toMove, 1-g.toMove
	for _, stones := range g.groups() {
		if g.claimer(stones) < 0 && g.finished(stones) {
			g.marker[stones[0].r][stones[0].c] = g.owner(stones)
		}
	}
}

func strings2colour(b byte) int {
	if b == 'B' {
		return 0
	}
	return 1
}

// legal returns the sorted legal tokens.
func (g *refGame) legal() []string {
	tokens := []string{}
	if g.toMove < 0 {
		return tokens
	}
	tokens = append(tokens, "pass")
	for r := range g.n {
		for c := range g.n {
			if g.colour[r][c] < 0 {
				name := fmt.Sprintf("%c%d", 'a'+c, r+1)
				tokens = append(tokens, "B"+name, "W"+name)
			}
		}
	}
	slices.Sort(tokens)
	return tokens
}

// score returns the referee's score object.
func (g *refGame) score() string {
	var pts [2]int
	for _, stones := range g.groups() {
		if who := g.claimer(stones); who >= 0 {
			pts[who] += len(stones)
		}
	}
	h := pts[1]*10 + g.komi
	sign := ""
	if h < 0 {
		sign, h = "-", -h
	}
	hs := sign + strconv.Itoa(h/10)
	if h%10 != 0 {
		hs += "." + strconv.Itoa(h%10)
	}
	return fmt.Sprintf(`{"vertical":%d,"horizontal":%s}`, pts[0], hs)
}

// TestAgainstReference plays seeded random games on several sizes and
// komis through rules.Match and the reference model side by side, and
// compares after every ply the legal tokens, the player to move, the
// winner, the score, and every group's stones, box, owner, finished flag
// and claimer.
func TestAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, size := range []int{5, 6, 7, 9, 11, 19} {
		for game := range map[int]int{5: 40, 6: 20, 7: 12, 9: 8, 11: 4, 19: 1}[size] {
			komi := []string{"0.5", "7", "-2.5", "0"}[game%4]
			m := play(t, []string{"size=" + strconv.Itoa(size), "komi=" + komi})
			k, _ := carteso.ParseKomi(komi)
			ref := newRef(size, int(k))
			for ply := 0; !m.Result().Over; ply++ {
				compare(t, m, ref, fmt.Sprintf("size %d game %d ply %d", size, game, ply))
				legal := m.Legal()
				token := legal[rng.IntN(len(legal))]
				if token == "pass" && rng.IntN(4) != 0 {
					token = legal[rng.IntN(len(legal))] // passes rarer, games longer
				}
				if err := m.Play(token); err != nil {
					t.Fatal(err)
				}
				ref.play(token)
			}
			compare(t, m, ref, fmt.Sprintf("size %d game %d end", size, game))
			if ref.merges != 0 {
				t.Fatalf("size %d game %d: two claimed groups merged", size, game)
			}
		}
	}
}

// compare fails the test where the match and the reference disagree.
func compare(t *testing.T, m *rules.Match, ref *refGame, where string) {
	t.Helper()
	names := [2]string{"vertical", "horizontal"}
	wantToMove, wantWinner := "", ""
	if ref.toMove >= 0 {
		wantToMove = names[ref.toMove]
	}
	score, _ := json.Marshal(m.Position().Score())
	if got := m.PlayerName(m.ToMove()); got != wantToMove {
		t.Fatalf("%s: toMove %q, reference %q", where, got, wantToMove)
	}
	if got, want := string(score), ref.score(); got != want {
		t.Fatalf("%s: score %s, reference %s after %q", where, got, want, m.Tokens())
	}
	if got, want := m.Legal(), ref.legal(); !slices.Equal(got, want) {
		t.Fatalf("%s: legal %q, reference %q", where, got, want)
	}
	if ref.toMove < 0 {
		wantWinner = refWinner(ref)
	}
	if got := m.WinnerName(); got != wantWinner {
		t.Fatalf("%s: winner %q, reference %q", where, got, wantWinner)
	}
	compareGroups(t, state(m), ref, where)
}

// refWinner is the referee's winner of a finished reference game.
func refWinner(ref *refGame) string {
	var s struct{ Vertical, Horizontal float64 }
	json.Unmarshal([]byte(ref.score()), &s)
	switch {
	case s.Vertical > s.Horizontal:
		return "vertical"
	case s.Horizontal > s.Vertical:
		return "horizontal"
	}
	return "draw"
}

// compareGroups compares the state's group views with the reference's.
func compareGroups(t *testing.T, s *carteso.State, ref *refGame, where string) {
	t.Helper()
	var want []carteso.Group
	for _, stones := range ref.groups() {
		b := box(stones)
		g := carteso.Group{
			Colour: carteso.Colour(ref.colour[stones[0].r][stones[0].c]),
			MinRow: b[0], MaxRow: b[1], MinCol: b[2], MaxCol: b[3],
			Owner: rules.Player(ref.owner(stones)), Finished: ref.finished(stones),
			Claimer: rules.Player(ref.claimer(stones)),
		}
		for _, p := range stones {
			g.Stones = append(g.Stones, carteso.At(p.c, p.r))
		}
		want = append(want, g)
	}
	got := s.Groups()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%s: groups\n%v\nreference\n%v", where, got, want)
	}
	for _, g := range want {
		if at, ok := s.GroupAt(g.Stones[len(g.Stones)-1]); !ok || fmt.Sprint(at) != fmt.Sprint(g) {
			t.Fatalf("%s: GroupAt(%s) = %v, %v; want %v", where, g.Stones[0], at, ok, g)
		}
	}
}
