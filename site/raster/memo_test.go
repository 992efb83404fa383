package raster

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/games"
	"tessera/wasm/board"
	"tessera/wasm/views"
)

// picture records a small board, its ground marked, and then what
// differs: a piece on cell `at` (none for -1) and a caption. The ground
// leaves a shadow, a fill and a saved state set for what follows, so
// that a picture drawn after it needs the state the ground's calls leave
// as well as its pixels.
func picture(at int, caption string) *Recording {
	return pictureOn("#c8a165", at, caption)
}

// pictureOn is picture on a board of the colour wood.
func pictureOn(wood string, at int, caption string) *Recording {
	r := boardOf(wood)
	r.Save()
	r.SetShadow("rgba(0,0,0,0.5)", 4, 1, 2)
	board.GroundDrawn(r)
	r.SetFillStyle("#b22")
	if at >= 0 {
		r.BeginPath()
		r.Arc(21+float64(at)*26, 21, 8, 0, 6.3)
		r.Fill()
	}
	r.Restore()
	r.SetFont("bold 10px sans-serif")
	r.FillText(caption, 60, 50)
	return r
}

// boardOf records a small board of the colour wood, unmarked.
func boardOf(wood string) *Recording {
	var r Recording
	r.SetFillStyle(wood)
	r.BeginPath()
	r.RoundRect(4, 4, 112, 52, 6)
	r.Fill()
	r.SetLinearGradient(0, 0, 0, 60, board.Stop{Offset: 0, Color: "#fff"}, board.Stop{Offset: 1, Color: "#345"})
	for i := range 4 {
		r.BeginPath()
		r.RoundRect(10+float64(i)*26, 10, 22, 22, 3)
		r.Fill()
	}
	r.SetStrokeStyle("#222")
	r.SetLineDash(3, 2)
	r.BeginPath()
	r.MoveTo(8, 40)
	r.LineTo(112, 40)
	r.Stroke()
	return &r
}

// counting is a board.Canvas that counts the calls that paint.
type counting struct {
	board.Canvas
	paints *int
}

func (c counting) Fill()                           { *c.paints++; c.Canvas.Fill() }
func (c counting) Stroke()                         { *c.paints++; c.Canvas.Stroke() }
func (c counting) FillText(s string, x, y float64) { *c.paints++; c.Canvas.FillText(s, x, y) }
func (c counting) ClearRect(x, y, w, h float64)    { *c.paints++; c.Canvas.ClearRect(x, y, w, h) }

// start is a new 2x canvas with its origin moved, as a preview's, on an
// image of leftover pixels (as an image kept for reuse has); paints counts
// what is painted on it.
func start(paints *int) func() (*Canvas, board.Canvas) {
	return func() (*Canvas, board.Canvas) {
		img := image.NewRGBA(image.Rect(0, 0, 250, 130))
		for i := range img.Pix {
			img.Pix[i] = uint8(i * 7)
		}
		c := On(img)
		c.Translate(5, 5)
		return c, counting{c, paints}
	}
}

// ground paints a light background, as a preview's.
func ground(img *image.RGBA) {
	draw.Draw(img, img.Bounds(), image.NewUniform(color.NRGBA{0xf6, 0xf3, 0xec, 0xff}), image.Point{}, draw.Src)
}

// fresh returns what rec's calls draw on a new canvas over ground.
func fresh(rec *Recording) *image.RGBA {
	c, on := start(new(int))()
	ground(c.Image())
	play(on, rec.calls, 0, len(rec.calls), true)
	return c.Image()
}

// paintsIn counts the calls of r that paint.
func paintsIn(r *Recording) int {
	n := 0
	for _, c := range r.calls {
		if c.paints() {
			n++
		}
	}
	return n
}

// A memo's pictures are exactly what their calls draw on a new canvas,
// whatever came before. The first picture whose ground is marked draws
// it all; the next whose ground is drawn by the same calls paints only
// what follows it. A picture with another ground, or none marked, is
// drawn whole; the other ground is kept in place of the first.
func TestMemoDrawsWhatANewCanvasDraws(t *testing.T) {
	unmarked := boardOf("#c8a165")
	unmarked.FillText("no ground marked", 60, 50)
	other := pictureOn("#8a6", 1, "other")
	steps := []struct {
		rec    *Recording
		paints int // painted on the memo's canvas; -1: all of the picture
	}{
		{picture(0, "one"), -1},            // nothing kept yet
		{picture(0, "one"), 2},             // the piece and caption
		{picture(2, "two"), 2},             // another piece
		{picture(-1, "none"), 1},           // the caption
		{unmarked, -1},                     // no ground: all of it, nothing kept
		{picture(1, "still"), 2},           // the ground still kept
		{other, -1},                        // another ground: kept instead
		{pictureOn("#8a6", 2, "again"), 2}, // its piece and caption
		{picture(1, "back"), -1},           // the first ground again: kept again
		{picture(3, "kept"), 2},
	}
	var m Memo
	for i, s := range steps {
		paints := 0
		got := m.Play(s.rec, start(&paints), ground)
		if !bytes.Equal(got.Pix, fresh(s.rec).Pix) {
			t.Errorf("picture %d differs from the same calls on a new canvas", i)
		}
		want := s.paints
		if want < 0 {
			want = paintsIn(s.rec)
		}
		if paints != want {
			t.Errorf("picture %d: painted %d calls, want %d", i, paints, want)
		}
	}
}

// A memo's picture of another size is drawn whole.
func TestMemoSize(t *testing.T) {
	var m Memo
	for range 2 {
		m.Play(picture(0, "a"), start(new(int)), ground)
	}
	paints := 0
	got := m.Play(picture(0, "a"), func() (*Canvas, board.Canvas) {
		c := New(60, 30)
		return c, counting{c, &paints}
	}, ground)
	if want := paintsIn(picture(0, "a")); paints != want {
		t.Errorf("painted %d calls on a smaller canvas, want all %d", paints, want)
	}
	if b := got.Bounds(); b.Dx() != 60 || b.Dy() != 30 {
		t.Errorf("image %v, want 60x30", b)
	}
}

// Recorded calls are played back as made, with their arguments: the
// recording of each method, played on a recording, gives the same calls.
func TestRecordingPlaysBack(t *testing.T) {
	r := picture(1, "text")
	r.ClearRect(1, 2, 3, 4)
	r.Ellipse(1, 2, 3, 4, 5, 6, 7)
	r.SetRadialGradient(1, 2, 3, 4, 5, 6, board.Stop{Offset: 0.5, Color: "red"})
	r.SetGlobalAlpha(0.5)
	r.SetLineWidth(3)
	r.ClosePath()
	var again Recording
	play(&again, r.calls, 0, len(r.calls), true)
	if !slices.EqualFunc(again.calls, r.calls, call.same) {
		t.Errorf("played back %d calls, not those recorded (%d)", len(again.calls), len(r.calls))
	}
	seen := map[op]bool{}
	for _, c := range r.calls {
		seen[c.op] = true
	}
	for o := opSave; o <= opGround; o++ {
		if !seen[o] {
			t.Errorf("the test records no call of op %d", o)
		}
	}
}

// plain records a plain board.
func plain() *Recording {
	var r Recording
	r.SetFillStyle("#c8a165")
	r.BeginPath()
	r.RoundRect(4, 4, 112, 52, 6)
	r.Fill()
	return &r
}

// piece records a shadowed disc at (x, y) on a plain board.
func piece(x, y, blur float64) *Recording {
	r := plain()
	r.SetShadow("rgba(0,0,0,0.5)", blur, 1, 2)
	r.SetFillStyle("#b22")
	r.BeginPath()
	r.Arc(x, y, 8, 0, 6.3)
	r.Fill()
	return r
}

// step is a picture for a memo to draw, and how many of what a test
// counts the memo keeps after it.
type step struct {
	rec  *Recording
	kept int
}

// playSteps draws the steps' pictures on a new memo, which it returns:
// each must be what its calls draw on a new canvas, and leave the memo
// keeping count of what (named what).
func playSteps(t *testing.T, steps []step, count func(*Memo) int, what string) *Memo {
	t.Helper()
	var m Memo
	for i, s := range steps {
		got := m.Play(s.rec, start(new(int)), ground)
		if !bytes.Equal(got.Pix, fresh(s.rec).Pix) {
			t.Errorf("picture %d differs from the same calls on a new canvas", i)
		}
		if n := count(&m); n != s.kept {
			t.Errorf("after picture %d, %d %s kept, want %d", i, n, what, s.kept)
		}
	}
	return &m
}

// A memo keeps each shadow its pictures cast once: a disc moved by whole
// pixels casts the one it cast before, and a disc moved by a fraction of
// a pixel, or blurred otherwise, a new one. Each picture is still what its
// calls draw on a new canvas.
func TestMemoKeepsShadows(t *testing.T) {
	playSteps(t, []step{ // the shadows kept after each
		{piece(21, 21, 4), 1},
		{piece(47, 21, 4), 1},    // 26 pixels to the right
		{piece(47, 33, 4), 1},    // and 12 down
		{piece(47.25, 21, 4), 2}, // half a pixel: another shadow
		{piece(21, 21, 6), 3},    // another blur
		{piece(73, 21, 6), 3},
		{piece(21.1, 21, 6), 4},
		{piece(21.2, 21, 6), 5}, // the same pixels, the shape not where it was within them
	}, func(m *Memo) int { return len(m.masks.m) }, "shadows")
}

// disc records a plain board and a disc at (x, y) filled with a radial
// gradient to the colour deep (none: the solid colour "#b22"), at alpha.
func disc(x, y float64, deep string, alpha float64) *Recording {
	r := plain()
	r.SetGlobalAlpha(alpha)
	r.SetFillStyle("#b22")
	if deep != "" {
		r.SetRadialGradient(x-3, y-3, 1, x, y, 9, board.Stop{Offset: 0, Color: "#fff"}, board.Stop{Offset: 1, Color: deep})
	}
	r.BeginPath()
	r.Arc(x, y, 8, 0, 6.3)
	r.Fill()
	return r
}

// A memo keeps each shape its pictures fill once: a path filled again
// where it was, with the same gradient and alpha, is painted from the
// shape kept; one elsewhere, faded otherwise or with another gradient is
// a new shape; a solid fill keeps only where it paints, whatever its
// colour. Each picture is still what its calls draw on a new canvas, on
// an image of its size.
func TestMemoKeepsShapes(t *testing.T) {
	m := playSteps(t, []step{ // the shapes kept after each
		{disc(21, 21, "#400", 1), 2}, // the board, and the disc
		{disc(21, 21, "#400", 1), 2},
		{disc(47, 21, "#400", 1), 3},   // elsewhere
		{disc(21, 21, "#400", 0.5), 4}, // faded
		{disc(21, 21, "#040", 1), 5},   // another gradient
		{disc(21, 21, "", 1), 6},       // solid
		{disc(21, 21, "", 0.5), 6},     // solid and faded: the same pixels
		{disc(47, 21, "#400", 1), 6},
	}, func(m *Memo) int { return len(m.shapes.m) }, "shapes")
	small := func() (*Canvas, board.Canvas) { // the disc's right and bottom cut off
		c := New(30, 30)
		c.Translate(5, 5)
		return c, c
	}
	rec := disc(21, 21, "#400", 1)
	got := m.Play(rec, small, ground)
	want, on := small()
	ground(want.Image())
	play(on, rec.calls, 0, len(rec.calls), true)
	if !bytes.Equal(got.Pix, want.Image().Pix) {
		t.Error("a picture on a smaller image differs from the same calls on a new canvas")
	}
}

// A memo keeps the shadows and shapes of what follows a picture's
// ground, not the ground's own: it draws the ground once.
func TestMemoKeepsNothingOfTheGround(t *testing.T) {
	var m Memo
	m.Play(picture(0, "one"), start(new(int)), ground)
	if len(m.shapes.m) != 1 || len(m.masks.m) != 1 {
		t.Errorf("kept %d shapes and %d shadows, want the piece's alone (1 and 1)", len(m.shapes.m), len(m.masks.m))
	}
}

// Every game's view marks its ground, and draws it by the same calls in
// every position of a game (light or dark): a memo draws a preview's
// ground once.
func TestViewsMarkTheirGround(t *testing.T) {
	boards := views.All()
	for _, g := range games.All() {
		newView, ok := boards[g.Name()]
		if !ok {
			continue
		}
		m, err := rules.NewMatch(g, rules.DefaultOptions(g))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(7, 1))
		for range 40 {
			legal := m.Legal()
			if len(legal) == 0 {
				break
			}
			if err := m.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		for _, dark := range []bool{false, true} {
			var first []call
			for _, ply := range []int{0, m.Ply() / 2, m.Ply()} {
				v := newView()
				v.Layout(600, 400)
				var r Recording
				v.Draw(&r, &board.Scene{Pos: m.At(ply), Dark: dark})
				n := groundEnd(r.calls)
				switch {
				case n <= 0:
					t.Fatalf("%s: ply %d: no ground marked after a call that paints", g.Name(), ply)
				case first == nil:
					first = r.calls[:n]
				case !slices.EqualFunc(r.calls[:n], first, call.same):
					t.Errorf("%s (dark %v): the ground of ply %d is drawn otherwise than at the start", g.Name(), dark, ply)
				}
			}
		}
	}
}
