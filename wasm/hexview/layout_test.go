package hexview

import (
	"math"
	"math/rand/v2"
	"testing"

	"tessera/rules/hexhex"
	"tessera/wasm/board"
)

// canvases are canvas sizes from a phone held upright to a wide desktop.
var canvases = [][2]float64{{360, 594}, {360, 360}, {1000, 400}, {800, 800}, {640, 1100}, {1200, 700}}

// The rooms the tests leave for scores, in pixels.
const below, right = 60, 150

// boards returns every side the tests cover, each laid out in a w x h canvas
// with a room for scores.
func boards(t *testing.T, w, h float64) []*Board {
	t.Helper()
	var bs []*Board
	for side := hexhex.MinSide; side <= 9; side++ {
		hex, err := hexhex.New(side)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := NewBoard(hex).Fit(w, h, Margin, below, right)
		bs = append(bs, b)
	}
	return bs
}

// inside says whether p is inside the convex polygon pts (clockwise on
// screen) by more than eps pixels, and whether it is within eps of an edge.
func inside(pts [6]board.Point, p board.Point, eps float64) (in, edge bool) {
	in = true
	for k := range pts {
		a, b := pts[k], pts[(k+1)%6]
		// The distance of p on the inner side of edge a->b.
		d := ((b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)) / math.Hypot(b.X-a.X, b.Y-a.Y)
		if math.Abs(d) < eps {
			edge = true
		}
		if d < 0 {
			in = false
		}
	}
	return in, edge
}

func TestCentresHitBack(t *testing.T) {
	for _, cv := range canvases {
		for _, b := range boards(t, cv[0], cv[1]) {
			for i := range b.Hex().Len() {
				if got, ok := b.CellAt(b.Center(i)); !ok || got != i {
					t.Errorf("side %d, %v: the centre of %s hits %d, %v", b.Hex().Side(), cv, b.Hex().Name(i), got, ok)
				}
				if at, ok := b.CellAt(b.Corners(i, 0.97)[2]); !ok || at != i {
					t.Errorf("side %d, %v: a point inside a corner of %s hits %d, %v", b.Hex().Side(), cv, b.Hex().Name(i), at, ok)
				}
			}
		}
	}
}

// TestHitIsTheHexagon checks CellAt against a plain point-in-hexagon test
// over every cell, for random points over the whole canvas.
func TestHitIsTheHexagon(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 7))
	for _, cv := range canvases {
		for _, b := range boards(t, cv[0], cv[1]) {
			for range 400 {
				p := board.Point{X: rng.Float64() * cv[0], Y: rng.Float64() * cv[1]}
				want, near := hexhex.None, false
				for i := range b.Hex().Len() {
					in, edge := inside(b.Corners(i, 1), p, 1e-6*b.R)
					near = near || edge
					if in {
						want = i
					}
				}
				if near {
					continue
				}
				got, ok := b.CellAt(p)
				if ok != (want != hexhex.None) || ok && got != want {
					t.Fatalf("side %d, %v: %v hits %d, %v; its hexagon is %d", b.Hex().Side(), cv, p, got, ok, want)
				}
			}
		}
	}
}

func TestOffTheBoardHitsNothing(t *testing.T) {
	for _, cv := range canvases {
		for _, b := range boards(t, cv[0], cv[1]) {
			for _, p := range []board.Point{{X: 0, Y: 0}, {X: cv[0], Y: cv[1]}, {X: -1e6, Y: 5}, {X: b.Middle.X, Y: 1e9}} {
				if i, ok := b.CellAt(p); ok {
					t.Errorf("side %d, %v: %v hits %s", b.Hex().Side(), cv, p, b.Hex().Name(i))
				}
			}
			// Just past the outer side of every rim cell, away from the
			// middle.
			for _, i := range b.Hex().Perimeter() {
				c := b.Center(i)
				d := math.Hypot(c.X-b.Middle.X, c.Y-b.Middle.Y)
				out := board.Lerp(b.Middle, c, (d+1.01*b.R)/d)
				if j, ok := b.CellAt(out); ok {
					t.Errorf("side %d: past %s lies %s", b.Hex().Side(), b.Hex().Name(i), b.Hex().Name(j))
				}
			}
		}
	}
}

func TestFitFillsTheCanvas(t *testing.T) {
	for _, cv := range canvases {
		w, h := cv[0], cv[1]
		for _, b := range boards(t, w, h) {
			_, room := b.Fit(w, h, Margin, below, right)
			lo, hi := board.Point{X: math.Inf(1), Y: math.Inf(1)}, board.Point{X: math.Inf(-1), Y: math.Inf(-1)}
			for i := range b.Hex().Len() {
				for _, p := range b.Corners(i, 1) {
					lo = board.Point{X: math.Min(lo.X, p.X), Y: math.Min(lo.Y, p.Y)}
					hi = board.Point{X: math.Max(hi.X, p.X), Y: math.Max(hi.Y, p.Y)}
				}
			}
			m, eps := Margin*b.R, 1e-6*w
			if lo.X-m < -eps || lo.Y-m < -eps || hi.X+m > w+eps || hi.Y+m > h+eps {
				t.Errorf("side %d, %v: the board with its margin spans %v to %v", b.Hex().Side(), cv, lo, hi)
			}
			if room.X < -eps || room.Y < -eps || room.X+room.W > w+eps || room.Y+room.H > h+eps {
				t.Errorf("side %d, %v: the room %+v is off the canvas", b.Hex().Side(), cv, room)
			}
			if room.X < hi.X+m-eps && room.Y < hi.Y+m-eps {
				t.Errorf("side %d, %v: the room %+v overlaps the board (to %v)", b.Hex().Side(), cv, room, hi)
			}
			if room.H != below && room.W != right {
				t.Errorf("side %d, %v: the room %+v is neither %d deep nor %d wide", b.Hex().Side(), cv, room, below, right)
			}
			// The layout is as big as it can be: board and room touch two
			// opposite sides of the canvas.
			tightX := math.Abs(math.Min(lo.X-m, room.X)) < eps && math.Abs(math.Max(hi.X+m, room.X+room.W)-w) < eps
			tightY := math.Abs(math.Min(lo.Y-m, room.Y)) < eps && math.Abs(math.Max(hi.Y+m, room.Y+room.H)-h) < eps
			if !tightX && !tightY {
				t.Errorf("side %d, %v: the board could be bigger (R %.2f)", b.Hex().Side(), cv, b.R)
			}
		}
	}
}

func TestRoomGoesWhereTheBoardIsBiggest(t *testing.T) {
	hex, _ := hexhex.New(7)
	if _, room := NewBoard(hex).Fit(360, 700, Margin, below, right); room.W < room.H {
		t.Errorf("on a tall canvas the room is not below the board: %+v", room)
	}
	if _, room := NewBoard(hex).Fit(1200, 500, Margin, below, right); room.W > room.H {
		t.Errorf("on a wide canvas the room is not beside the board: %+v", room)
	}
}

// TestRoomNeverCrowdsUnderANarrowBoard: on a landscape phone's canvas
// the board fits a little smaller beside its room than over it, but the
// room under it would be narrower than the two sides need; the room goes
// beside. Where beside would cost much more, the room stays under.
func TestRoomNeverCrowdsUnderANarrowBoard(t *testing.T) {
	hex, _ := hexhex.New(7)
	b, room := NewBoard(hex).Fit(370, 250, Margin, below, right)
	if room.W != right {
		t.Errorf("370 x 250: the room %+v is not beside the board (R %.2f)", room, b.R)
	}
	if _, room := NewBoard(hex).Fit(300, 330, Margin, below, right); room.H != below {
		t.Errorf("300 x 330: the room %+v is not under the board", room)
	}
}
