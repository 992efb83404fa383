package site

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"testing"

	"tessera/site/raster"
	"tessera/wasm/board"
	"tessera/wasm/play"
	"tessera/wasm/views"
)

// newCanvasScene draws scene as RenderScene does, but on a new canvas with
// no memo: what RenderScene must give.
func newCanvasScene(v play.View, scene *board.Scene, w, h, margin int, bg color.Color) *image.RGBA {
	c := raster.New(w, h)
	if bg != nil {
		draw.Draw(c.Image(), c.Image().Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	}
	v.Layout(float64(w-2*margin), float64(h-2*margin))
	c.Translate(float64(margin), float64(margin))
	v.Draw(c, scene)
	return c.Image()
}

// release encodes img as the handler does, which keeps it for reuse.
func release(t *testing.T, img *image.RGBA) {
	t.Helper()
	if _, err := encodeScene(img, 256, png.BestSpeed); err != nil {
		t.Fatal(err)
	}
}

// RenderScene's pictures are what their view draws on a new canvas,
// whatever it drew before: each game's previews of plies in any order (the
// same twice, back to the start, to the end), with the pictures of other
// kinds a share page asks for in between, and more kinds than the memos
// kept. Each image is encoded as the handler's are, and so kept for the
// next picture of its size: a transparent one follows one of its size.
func TestRenderSceneAsOnANewCanvas(t *testing.T) {
	for _, g := range Games() {
		link := randomLink(t, g, 14, 5)
		v, _ := views.New(g.Name())
		for _, ply := range []int{link.Ply, link.Ply, 0, link.Ply / 2, link.Ply} {
			link.Ply = ply
			scene, err := previewScene(link, v)
			if err != nil {
				t.Fatal(err)
			}
			want := newCanvasScene(v, scene, PreviewWidth, PreviewHeight, previewMargin, PageBackground(false))
			for range 2 { // the second on the first's image
				got, err := RenderPreview(link)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Pix, want.Pix) {
					t.Errorf("%s: the preview of ply %d differs from its drawing on a new canvas", g.Name(), ply)
				}
				release(t, got)
			}
			for _, k := range []struct {
				w, h int
				bg   color.Color
			}{{300, 400, PageBackground(false)}, {300, 400, nil}, {301, 400, PageBackground(true)}} {
				got := RenderScene(v, scene, k.w, k.h, 3, k.bg)
				want := newCanvasScene(v, scene, k.w, k.h, 3, k.bg)
				if !bytes.Equal(got.Pix, want.Pix) {
					t.Errorf("%s: ply %d in %v differs from its drawing on a new canvas", g.Name(), ply, k)
				}
				release(t, got)
			}
		}
	}
}
