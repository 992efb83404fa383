package raster

import "sync"

// kept keeps what pictures drawn one after another (a Memo's) make again
// and again, by a key that says all that makes it: a board's pieces cast
// the same few shadows, and fill the same few shapes. It holds at most
// maxKept values, and forgets them all when full. Its zero value is ready;
// it is safe for concurrent use.
type kept[T any] struct {
	mu sync.Mutex
	m  map[string]T
}

// maxKept bounds the values a kept holds: a board of many cells and
// pieces keeps a few hundred, of some kilobytes each.
const maxKept = 512

// get returns the value kept for key, and false when there is none.
func (k *kept[T]) get(key string) (T, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.m[key]
	return v, ok
}

// put keeps v for key, forgetting every value kept when there are too
// many.
func (k *kept[T]) put(key string, v T) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.m == nil || len(k.m) >= maxKept {
		k.m = map[string]T{}
	}
	k.m[key] = v
}
