package echelonview

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/rules/hexhex"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

// variants are the option sets the tests play.
var variants = []rules.Options{{}, {"variant": "gentleman"}}

// position replays tokens in a game with opts.
func position(t *testing.T, opts rules.Options, tokens ...string) *echelon.State {
	return boardtest.Replay(t, echelon.Game{}, opts, tokens...).Position().(*echelon.State)
}

// randomGame plays a seeded random game with opts and returns every
// position on the way, the last one finished, and the tokens played.
func randomGame(opts rules.Options, seed uint64) ([]*echelon.State, []string) {
	o, _ := echelon.ParseOptions(opts)
	rng := rand.New(rand.NewPCG(seed, 8))
	s := echelon.New(o)
	out, played := []*echelon.State{s}, []string(nil)
	for s.ToMove() != rules.NoPlayer {
		moves := s.Legal(nil)
		m := moves[rng.IntN(len(moves))]
		played = append(played, s.Token(m))
		s = s.Clone().(*echelon.State)
		s.Apply(m)
		out = append(out, s)
	}
	return out, played
}

// tokens returns the legal tokens of s.
func tokens(s *echelon.State) []string {
	var out []string
	for _, m := range s.Legal(nil) {
		out = append(out, s.Token(m))
	}
	return out
}

// reachable is a plain model of where the top piece on from may go, for
// the player to move: along each of the six lines, every empty live cell
// up to the edge, a dead cell or a piece, and that piece's cell too if the
// mover stands alone.
func reachable(s *echelon.State, from int) []int {
	hex := echelon.Board()
	var out []int
	for d := range hexhex.Directions {
		for x := hex.Step(from, d); x != hexhex.None && !s.Dead(x); x = hex.Step(x, d) {
			if len(s.Stack(x)) > 0 {
				if len(s.Stack(from)) == 1 {
					out = append(out, x)
				}
				break
			}
			out = append(out, x)
		}
	}
	return out
}

func TestCellsRoundTrip(t *testing.T) {
	hex := echelon.Board()
	for _, size := range [][2]float64{{360, 400}, {1000, 500}, {700, 700}} {
		var v View
		v.Layout(size[0], size[1])
		g := v.Grid()
		if g.Cols != 11 || g.Rows != 11 {
			t.Fatalf("grid %dx%d", g.Cols, g.Rows)
		}
		for i := range hex.Len() {
			at, ok := v.CellCenter(hex.Name(i))
			col, row, in := v.CellAt(at)
			if !ok || !in || v.CellName(col, row) != hex.Name(i) {
				t.Errorf("%v: %s is drawn at %v, grid %d,%d named %q", size, hex.Name(i), at, col, row, v.CellName(col, row))
			}
			if at.X < 0 || at.Y < 0 || at.X > size[0] || at.Y > size[1] {
				t.Errorf("%v: %s is drawn off the canvas at %v", size, hex.Name(i), at)
			}
		}
		if _, _, ok := v.CellAt(board.Point{X: -5, Y: -5}); ok {
			t.Errorf("a point off the canvas is a cell")
		}
	}
	var v View
	if _, ok := v.CellCenter("z99"); ok || v.CellName(-1, 0) != "" || v.CellName(0, 11) != "" {
		t.Errorf("no cell is taken for one")
	}
}

// TestPicksEveryLegalToken checks the picks of every position of seeded
// random games in both variants: one per token, the token's two halves,
// and together exactly the plain model's moves of the player to move.
func TestPicksEveryLegalToken(t *testing.T) {
	var v View
	v.Layout(700, 700)
	for _, opts := range variants {
		for seed := range uint64(6) {
			game, _ := randomGame(opts, seed)
			for _, s := range game {
				toks := tokens(s)
				picks := v.Picks(s, toks)
				if len(picks) != len(toks) {
					t.Fatalf("%d picks for %d tokens", len(picks), len(toks))
				}
				got := map[[2]string]bool{}
				for k, pk := range picks {
					from, to, _ := strings.Cut(toks[k], "-")
					if pk != (board.Pick{Token: toks[k], From: from, To: to}) {
						t.Fatalf("pick %+v for %s", pk, toks[k])
					}
					got[[2]string{from, to}] = true
				}
				want := 0
				for c := range echelon.Cells {
					if s.ToMove() == rules.NoPlayer || s.Top(c) != s.ToMove() {
						continue
					}
					for _, to := range reachable(s, c) {
						want++
						if !got[[2]string{name(c), name(to)}] {
							t.Fatalf("%s-%s is a move but no pick", name(c), name(to))
						}
					}
				}
				if want != len(got) {
					t.Fatalf("%d picks, the plain model has %d moves", len(got), want)
				}
			}
		}
	}
}

// TestAnimsFollowTheLine checks every legal move of seeded random games:
// one piece, the mover's, travelling from the piece's cell to where it
// ends, and every cell it passes over drawn on that segment, in order.
func TestAnimsFollowTheLine(t *testing.T) {
	var v View
	v.Layout(700, 700)
	hex := echelon.Board()
	for _, opts := range variants {
		game, _ := randomGame(opts, 3)
		for _, s := range game {
			for _, tok := range tokens(s) {
				anims := v.Anims(s, tok, 1000, 300)
				from, to, _ := strings.Cut(tok, "-")
				want := board.Anim{Player: s.ToMove(), From: from, To: to, Start: 1000, Duration: 300}
				if len(anims) != 1 || anims[0] != want {
					t.Fatalf("Anims(%s) = %+v", tok, anims)
				}
				a, _ := v.CellCenter(from)
				b, _ := v.CellCenter(to)
				f, _ := cellIndex(from)
				last := 0.0
				// Walk the line of the move, cell by cell.
				for d := range hexhex.Directions {
					var passed []int
					for x := hex.Step(f, d); x != hexhex.None; x = hex.Step(x, d) {
						passed = append(passed, x)
						if name(x) == to {
							break
						}
					}
					if len(passed) == 0 || name(passed[len(passed)-1]) != to {
						continue
					}
					for _, x := range passed {
						p := v.Board().Center(x)
						along := ((p.X-a.X)*(b.X-a.X) + (p.Y-a.Y)*(b.Y-a.Y)) / ((b.X-a.X)*(b.X-a.X) + (b.Y-a.Y)*(b.Y-a.Y))
						off := math.Abs((b.X-a.X)*(p.Y-a.Y)-(b.Y-a.Y)*(p.X-a.X)) / math.Hypot(b.X-a.X, b.Y-a.Y)
						if off > 1e-6*v.Board().R || along <= last || along > 1+1e-9 {
							t.Fatalf("%s passes %s off its segment (%.3f along, %.3f off)", tok, name(x), along, off)
						}
						last = along
					}
				}
				if math.Abs(last-1) > 1e-9 {
					t.Fatalf("%s is on none of its cell's six lines", tok)
				}
			}
		}
	}
	if a := v.Anims(echelon.New(echelon.DefaultOptions()), "nonsense", 0, 300); a != nil {
		t.Errorf("a token that is no move animates: %+v", a)
	}
}

func TestAspectAndNoDice(t *testing.T) {
	var v View
	wide, tall := v.Aspect()
	// The side-6 board with its margin: 11 hexagons of sqrt(3) across,
	// 17 circumradii high.
	want := (11*math.Sqrt(3) + 2.8) / (17 + 2.8)
	if math.Abs(wide-want) > 1e-9 || math.Abs(tall-want) > 1e-9 {
		t.Errorf("Aspect = %v, %v, want %v", wide, tall, want)
	}
	if v.Chance() != nil || v.OnDice(board.Point{}) {
		t.Errorf("Echelon has dice")
	}
}
