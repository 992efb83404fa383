package site

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"reflect"
	"sync"

	"tessera/site/raster"
)

// sceneMemos keeps a raster.Memo for each of the last kinds of picture
// RenderScene drew. A Worker's Go instance answers request after request
// (site/worker/go.mjs), often previews of one game: they begin with the
// same board's ground, which the memo then draws once.
var sceneMemos memoCache

// maxSceneMemos is how many memos sceneMemos keeps, each with one image of
// its kind's size (at most 4 MB): a Worker has 128 MB.
const maxSceneMemos = 6

// sceneKind is what pictures that may begin alike share: the view's type,
// and the image's size, margin and background.
type sceneKind struct {
	view         reflect.Type
	w, h, margin int
	bg           color.Color
}

// memoCache is a raster.Memo for each of the last maxSceneMemos kinds of
// picture asked for. Its zero value is ready.
type memoCache struct {
	mu   sync.Mutex
	last []memoOf // the most recently asked for first
}

// memoOf is one kind's memo.
type memoOf struct {
	kind sceneKind
	memo *raster.Memo
}

// of returns kind's memo, a new one the first time (or once it has been
// forgotten).
func (c *memoCache) of(kind sceneKind) *raster.Memo {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, m := range c.last {
		if m.kind == kind {
			copy(c.last[1:i+1], c.last[:i])
			c.last[0] = m
			return m.memo
		}
	}
	m := memoOf{kind, &raster.Memo{}}
	c.last = append([]memoOf{m}, c.last[:min(len(c.last), maxSceneMemos-1)]...)
	return m.memo
}

// sceneImages keeps the images of pictures already encoded, for the next
// picture of their size: RenderScene paints every pixel of its image
// anyway (a memo's copy, or the background), and a new one must be
// cleared first, which costs a Worker's instance 2 ms a preview.
var sceneImages sync.Pool // of *image.RGBA

// sceneImage returns a w x h image, of any pixels: one sceneImages kept,
// or a new one.
func sceneImage(w, h int) *image.RGBA {
	if img, ok := sceneImages.Get().(*image.RGBA); ok && img.Rect == image.Rect(0, 0, w, h) {
		return img
	}
	return image.NewRGBA(image.Rect(0, 0, w, h))
}

// encodeScene returns img (RenderScene's, used no more) as a palette PNG of
// at most colours colours at compression level, and keeps img for the
// next picture.
func encodeScene(img *image.RGBA, colours int, level png.CompressionLevel) ([]byte, error) {
	p := raster.Paletted(img, colours)
	sceneImages.Put(img)
	var b bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: level, BufferPool: &pngBuffers}).Encode(&b, p); err != nil {
		return nil, fmt.Errorf("site: %w", err)
	}
	return b.Bytes(), nil
}

// pngBuffers keeps the PNG encoder's buffers between pictures: its
// compressor's tables are a megabyte, new and cleared for each picture
// otherwise.
var pngBuffers pngBufferPool

// pngBufferPool is a png.EncoderBufferPool. Its zero value is ready.
type pngBufferPool struct{ pool sync.Pool }

// Get returns a kept buffer, or nil for the encoder to make one.
func (p *pngBufferPool) Get() *png.EncoderBuffer {
	b, _ := p.pool.Get().(*png.EncoderBuffer)
	return b
}

// Put keeps b for the next picture.
func (p *pngBufferPool) Put(b *png.EncoderBuffer) { p.pool.Put(b) }
