package raster

import (
	"image"
	"sync"

	"tessera/wasm/board"
)

// Memo draws a run of pictures that begin alike faster: the positions of
// one game, whose board (frame, cells, labels) is drawn first and the same
// each time. It keeps a copy of the image as it stood after the calls the
// pictures have had in common so far, and starts the next picture that
// begins with those calls from that copy: only the calls after them paint.
// It keeps the shadows its pictures cast as well: a piece casts the same
// shadow on every cell. Every picture is exactly what playing its calls
// on a new canvas gives. Its zero value is ready; it is safe for
// concurrent use.
type Memo struct {
	mu     sync.Mutex
	prefix []call      // the calls whose painting snap holds (before snap: the last picture's)
	snap   *image.RGBA // nil until two pictures began alike
	masks  shadowMasks // the shadows its pictures cast
}

// Play makes rec's calls on the board.Canvas that start returns, drawing
// on its Canvas (new, its origin placed, always the same; its pixels may
// be anything), and returns that Canvas's image. Before the calls, ground
// paints the background over every pixel of the image, unless the memo
// starts the picture from its copy.
func (m *Memo) Play(rec *Recording, start func() (*Canvas, board.Canvas), ground func(*image.RGBA)) *image.RGBA {
	m.mu.Lock()
	prefix, snap := m.prefix, m.snap
	m.mu.Unlock()

	c, on := start()
	c.masks = &m.masks
	img := c.Image()
	calls := rec.calls
	k := commonPrefix(calls, prefix)
	hit := snap != nil && k == len(prefix) && snap.Rect == img.Rect && snap.Stride == img.Stride
	var keep *image.RGBA
	if hit {
		copy(img.Pix, snap.Pix)
		play(on, calls, 0, k, false) // the state the common calls leave
	} else {
		ground(img)
		if k > 0 {
			play(on, calls, 0, k, true)
			keep = &image.RGBA{Pix: append([]uint8(nil), img.Pix...), Stride: img.Stride, Rect: img.Rect}
		}
	}
	play(on, calls, k, len(calls), true)

	m.mu.Lock()
	defer m.mu.Unlock()
	switch {
	case keep != nil: // fewer calls in common than before, or the first time
		m.prefix, m.snap = calls[:k:k], keep
	case snap == nil:
		m.prefix = calls // compared with the next picture
	}
	return img
}
