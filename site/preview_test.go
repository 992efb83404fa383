package site

import (
	"bytes"
	"fmt"
	"html"
	"image"
	"image/png"
	"math"
	"math/rand/v2"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/site/raster"
	"tessera/wasm/board"
	"tessera/wasm/views"
)

// randomLink plays plies random legal tokens of g (fewer if the game ends).
func randomLink(t testing.TB, g rules.Game, plies int, seed uint64) rules.Link {
	t.Helper()
	m, err := rules.NewMatch(g, rules.DefaultOptions(g))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for range plies {
		legal := m.Legal()
		if len(legal) == 0 {
			break
		}
		if err := m.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return rules.Link{Match: m, Ply: m.Ply()}
}

// decodePNG checks that a response is a preview and returns its image.
func decodePNG(t *testing.T, code int, header http.Header, body []byte) image.Image {
	t.Helper()
	if code != http.StatusOK {
		t.Fatalf("status %d: %s", code, body)
	}
	if ct := header.Get("Content-Type"); ct != "image/png" {
		t.Errorf("Content-Type %q", ct)
	}
	if cc := header.Get("Cache-Control"); cc != cacheImmutable {
		t.Errorf("Cache-Control %q, want %q", cc, cacheImmutable)
	}
	img, err := png.Decode(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != PreviewWidth || b.Dy() != PreviewHeight {
		t.Fatalf("preview is %v, want %dx%d", b, PreviewWidth, PreviewHeight)
	}
	return img
}

// Every game's preview of a game in progress is a PNG of the Open Graph
// size, for GET; HEAD gives the headers only.
func TestPreviewOfEveryGame(t *testing.T) {
	for _, g := range Games() {
		t.Run(g.Name(), func(t *testing.T) {
			link := randomLink(t, g, 25, 1)
			target := PreviewPath(g.Name()) + "?" + link.Query()
			rec := get(t, "GET", target, nil)
			decodePNG(t, rec.Code, rec.Header(), rec.Body.Bytes())
			head := get(t, "HEAD", target, nil)
			if head.Code != http.StatusOK || head.Body.Len() != 0 || head.Header().Get("Content-Type") != "image/png" {
				t.Errorf("HEAD: status %d, %d bytes, %q", head.Code, head.Body.Len(), head.Header().Get("Content-Type"))
			}
		})
	}
}

// A preview shows the pieces of its position: around the cell where a move
// put a piece, it differs from the preview of the start, where that cell
// is empty. Each move follows from docs/rules.md: Ur's 4:L4 enters a piece on
// the rosette L0; Iris's and Ecalper's first stone is black's, Carteso's
// Be5 a black stone; Echelon's red piece on e4 slides to the empty e7.
func TestPreviewShowsPieces(t *testing.T) {
	for _, tc := range []struct{ game, query, cell, neighbour string }{
		{"ur", "m=4:L4", "L0", "L1"},
		{"iris", "m=g7", "g7", "g8"},
		{"ecalper", "m=g7", "g7", "g8"},
		{"carteso", "m=Be5", "e5", "e6"},
		{"echelon", "m=e4-e7", "e7", "e8"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			g, ok := lookupBoard(tc.game)
			if !ok {
				t.Skipf("%s has no board", tc.game)
			}
			start, err := rules.ParseLink(g, "")
			if err != nil {
				t.Fatal(err)
			}
			link, err := rules.ParseLink(g, tc.query)
			if err != nil {
				t.Fatal(err)
			}
			before, err := RenderPreview(start)
			if err != nil {
				t.Fatal(err)
			}
			after, err := RenderPreview(link)
			if err != nil {
				t.Fatal(err)
			}
			v, _ := views.New(tc.game)
			v.Layout(PreviewWidth-2*previewMargin, PreviewHeight-2*previewMargin)
			at, ok1 := v.CellCenter(tc.cell)
			next, ok2 := v.CellCenter(tc.neighbour)
			if !ok1 || !ok2 {
				t.Fatalf("no cell %s or %s", tc.cell, tc.neighbour)
			}
			d := 0.25 * math.Hypot(next.X-at.X, next.Y-at.Y)
			at.X, at.Y = at.X+previewMargin, at.Y+previewMargin
			for _, o := range [][2]float64{{0, 0}, {d, 0}, {-d, 0}, {0, d}, {0, -d}} {
				x, y := int(at.X+o[0]), int(at.Y+o[1])
				if before.RGBAAt(x, y) == after.RGBAAt(x, y) {
					t.Errorf("pixel (%d, %d) near %s is %v with and without the piece", x, y, tc.cell, after.RGBAAt(x, y))
				}
			}
		})
	}
}

// A preview whose query cannot be read is the error page with status 400;
// a game without a board, 404.
func TestPreviewRefuses(t *testing.T) {
	for _, tc := range []struct {
		target string
		status int
		says   string
	}{
		{"/preview/ur.png?m=3:L4.9:Z9", http.StatusBadRequest, `move 2, "9:Z9", cannot be played`},
		{"/preview/ur.png?ply=x", http.StatusBadRequest, "cannot be opened"},
		{"/preview/ur.png?pieces=99", http.StatusBadRequest, "cannot be opened"},
		{"/preview/ur.png?m=3:L4&ply=5", http.StatusBadRequest, "has only 1 moves"},
		{"/preview/chess.png", http.StatusNotFound, ""},
		{"/preview/.png", http.StatusNotFound, ""},
		{"/preview/ur.gif", http.StatusNotFound, ""},
	} {
		rec := get(t, "GET", tc.target, nil)
		if rec.Code != tc.status {
			t.Errorf("%s: status %d, want %d", tc.target, rec.Code, tc.status)
		}
		if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/") {
			t.Errorf("%s: Content-Type %q, want words", tc.target, ct)
		}
		if body := html.UnescapeString(rec.Body.String()); !strings.Contains(body, tc.says) {
			t.Errorf("%s: body lacks %q:\n%s", tc.target, tc.says, body)
		}
	}
}

// A share page's og:image and twitter:image are the preview of its
// position, on the page's origin, and that URL answers a PNG.
func TestSharePageNamesItsPreview(t *testing.T) {
	for _, target := range []string{"/ur?m=3:L4.0&ply=1", "/embed/ur?m=4:L4"} {
		rec := get(t, "GET", target, nil)
		body := html.UnescapeString(rec.Body.String())
		_, query, _ := strings.Cut(target, "?")
		want := "http://example.com/preview/ur.png?" + query
		for _, tag := range []string{`property="og:image"`, `name="twitter:image"`} {
			m := regexp.MustCompile(`<meta ` + tag + ` content="([^"]*)">`).FindStringSubmatch(body)
			if m == nil || m[1] != want {
				t.Errorf("%s: %s is %v, want %s", target, tag, m, want)
			}
		}
		for _, tag := range []string{
			fmt.Sprintf(`<meta property="og:image:width" content="%d">`, PreviewWidth),
			fmt.Sprintf(`<meta property="og:image:height" content="%d">`, PreviewHeight),
			`<meta name="twitter:card" content="summary_large_image">`,
		} {
			if !strings.Contains(body, tag) {
				t.Errorf("%s: body lacks %s", target, tag)
			}
		}
		png := get(t, "GET", strings.TrimPrefix(want, "http://example.com"), nil)
		decodePNG(t, png.Code, png.Header(), png.Body.Bytes())
	}
}

// strictCanvas fails the test on a colour or font the raster cannot read
// (and would ignore).
type strictCanvas struct {
	*raster.Canvas
	t *testing.T
}

func (c strictCanvas) color(css string) {
	if _, err := raster.ParseColor(css); err != nil {
		c.t.Error(err)
	}
}

func (c strictCanvas) SetFillStyle(css string)   { c.color(css); c.Canvas.SetFillStyle(css) }
func (c strictCanvas) SetStrokeStyle(css string) { c.color(css); c.Canvas.SetStrokeStyle(css) }
func (c strictCanvas) SetShadow(css string, blur, dx, dy float64) {
	c.color(css)
	c.Canvas.SetShadow(css, blur, dx, dy)
}
func (c strictCanvas) SetLinearGradient(x0, y0, x1, y1 float64, stops ...board.Stop) {
	c.stops(stops)
	c.Canvas.SetLinearGradient(x0, y0, x1, y1, stops...)
}
func (c strictCanvas) SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...board.Stop) {
	c.stops(stops)
	c.Canvas.SetRadialGradient(x0, y0, r0, x1, y1, r1, stops...)
}
func (c strictCanvas) stops(stops []board.Stop) {
	for _, s := range stops {
		c.color(s.Color)
	}
}
func (c strictCanvas) SetFont(css string) {
	if _, err := raster.ParseFont(css); err != nil {
		c.t.Error(err)
	}
	c.Canvas.SetFont(css)
}

// Every colour and font the views use, light and dark, with pieces
// selected, targets, the cursor and dice shown, is one the raster reads.
func TestViewsStylesParse(t *testing.T) {
	for _, g := range Games() {
		t.Run(g.Name(), func(t *testing.T) {
			v, ok := views.New(g.Name())
			if !ok {
				t.Fatalf("no view of %s", g.Name())
			}
			link := randomLink(t, g, 12, 2)
			s, err := previewScene(link, v)
			if err != nil {
				t.Fatal(err)
			}
			picks := v.Picks(s.Pos, link.Match.Legal())
			for _, p := range picks {
				if p.From != "" {
					s.Movable, s.Selected = append(s.Movable, p.From), p.From
				}
				if p.To != "" {
					s.Targets = append(s.Targets, p.To)
				}
			}
			s.Dice = board.Dice{Faces: []bool{true, false, true, false}, Value: 2}
			s.RollDue = true
			v.Layout(640, 480)
			s.Cursor = v.CellName(0, 0)
			for _, dark := range []bool{false, true} {
				s.Dark = dark
				v.Draw(strictCanvas{raster.New(640, 480), t}, s)
			}
		})
	}
}

// BenchmarkPreview renders each game's previews of a game in progress, a
// different ply each time (as a Worker draws the previews of one shared
// game), and encodes them as PNG.
func BenchmarkPreview(b *testing.B) {
	for _, g := range Games() {
		link := randomLink(b, g, 30, 1)
		plies := link.Ply
		b.Run(g.Name(), func(b *testing.B) {
			i := 0
			for b.Loop() {
				i++
				link.Ply = plies - i%plies
				data, err := PreviewPNG(link)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(len(data)), "png-bytes")
			}
		})
	}
}
