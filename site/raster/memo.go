package raster

import (
	"image"
	"slices"
	"sync"

	"tessera/wasm/board"
)

// Memo draws a run of pictures that begin alike faster: the positions of
// one game, whose board's ground (frame, cells, labels) is drawn first and
// the same each time. It keeps a copy of the image as it stood where the
// last picture's ground was drawn (board.GroundDrawn), and starts the next
// picture whose ground is drawn by the same calls from that copy: only the
// calls after them paint. It keeps the shadows its pictures cast as well
// (a piece casts the same shadow on every cell), and the shapes they fill
// (a path's spans, and a gradient's colour at each of their pixels: most
// pieces stand where they stood in the last position). Every picture is
// exactly what playing its calls on a new canvas gives. Its zero value is
// ready; it is safe for concurrent use.
type Memo struct {
	mu     sync.Mutex
	ground []call             // the calls that drew the ground snap holds
	snap   *image.RGBA        // nil until a picture marked its ground
	masks  kept[*image.Alpha] // the shadows its pictures cast
	shapes kept[*shape]       // the paths they fill
}

// Play makes rec's calls on the board.Canvas that start returns, drawing
// on its Canvas (new, its origin placed, always the same; its pixels may
// be anything), and returns that Canvas's image. Before the calls, paint
// paints the background over every pixel of the image, unless the memo
// starts the picture from its copy.
func (m *Memo) Play(rec *Recording, start func() (*Canvas, board.Canvas), paint func(*image.RGBA)) *image.RGBA {
	m.mu.Lock()
	kept, snap := m.ground, m.snap
	m.mu.Unlock()

	c, on := start()
	img := c.Image()
	calls := rec.calls
	g := groundEnd(calls)
	// The shadows and shapes of what follows the ground are kept; the
	// ground's, drawn once, are not.
	keepFrom := func() { c.masks, c.shapes = &m.masks, &m.shapes }
	if snap != nil && g >= 0 && slices.EqualFunc(calls[:g], kept, call.same) && snap.Rect == img.Rect && snap.Stride == img.Stride {
		copy(img.Pix, snap.Pix)
		play(on, calls, 0, g, false) // the state the ground's calls leave
		keepFrom()
		play(on, calls, g, len(calls), true)
		return img
	}
	paint(img)
	if g < 0 {
		keepFrom()
		play(on, calls, 0, len(calls), true)
		return img
	}
	play(on, calls, 0, g, true)
	keep := &image.RGBA{Pix: slices.Clone(img.Pix), Stride: img.Stride, Rect: img.Rect}
	keepFrom()
	play(on, calls, g, len(calls), true)

	m.mu.Lock()
	m.ground, m.snap = calls[:g:g], keep
	m.mu.Unlock()
	return img
}
