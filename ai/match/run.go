package match

import (
	"context"
	"sync"
)

// Run plays games 0 to n-1 with play, parallel at once (one
// goroutine each; 0 means 1), and hands each finished game's result and
// number to count, one call at a time. A game play fails is not counted;
// Run returns the first error, or else ctx.Err(): once ctx is done
// it starts no more games.
func Run[T any](ctx context.Context, n, parallel int, play func(g int) (T, error), count func(g int, r T)) error {
	var (
		mu    sync.Mutex
		first error
		wg    sync.WaitGroup
	)
	games := make(chan int)
	for range max(parallel, 1) {
		wg.Go(func() {
			for g := range games {
				r, err := play(g)
				mu.Lock()
				if err == nil {
					count(g, r)
				} else if first == nil {
					first = err
				}
				mu.Unlock()
			}
		})
	}
	for g := 0; g < n && ctx.Err() == nil; g++ {
		games <- g
	}
	close(games)
	wg.Wait()
	if first == nil {
		first = ctx.Err()
	}
	return first
}
