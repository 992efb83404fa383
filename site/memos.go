package site

import (
	"image/color"
	"reflect"
	"sync"

	"tessera/site/raster"
)

// sceneMemos keeps a raster.Memo for each of the last kinds of picture
// RenderScene drew. A Worker's Go instance answers request after request
// (site/worker/go.mjs), often previews of one game: they begin with the
// same board, which the memo then draws once.
var sceneMemos memoCache

// maxSceneMemos is how many memos sceneMemos keeps, each with one image of
// its kind's size (at most 4 MB): a Worker has 128 MB.
const maxSceneMemos = 6

// sceneKind is what pictures that may begin alike share: the view's type,
// and the image's size, margin, background and scale.
type sceneKind struct {
	view         reflect.Type
	w, h, margin int
	bg           color.Color
	scale        float64
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
