package aiworker

import (
	"context"
	"sync/atomic"
	"time"
)

// yieldEvery is the most work between two yields to the event loop.
const yieldEvery = 20 * time.Millisecond

// yieldingContext is a context whose Err yields the goroutine (and so, in
// wasm, the JavaScript event loop) when yieldEvery has passed since the
// last yield, so that messages such as a cancel are read during a search.
type yieldingContext struct {
	context.Context
	last atomic.Int64 // UnixNano of the last yield
}

// withYield wraps ctx; see yieldingContext.
func withYield(ctx context.Context) *yieldingContext {
	c := &yieldingContext{Context: ctx}
	c.last.Store(time.Now().UnixNano())
	return c
}

// Err yields if it is time to, then reports the wrapped context's error.
func (c *yieldingContext) Err() error {
	if now := time.Now().UnixNano(); now-c.last.Load() >= int64(yieldEvery) {
		time.Sleep(time.Nanosecond) // wasm: back to the event loop for about a millisecond
		c.last.Store(time.Now().UnixNano())
	}
	return c.Context.Err()
}
