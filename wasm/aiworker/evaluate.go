package aiworker

import (
	"context"
	"errors"
	"sync"

	"tessera/ai"
)

// Evaluate asks a worker for the evaluation of req's position
// (players.Evaluate), as Move does for a move.
func (c *Client) Evaluate(ctx context.Context, req ai.Request) (ai.Reply, error) {
	return c.ask(ctx, TypeEvaluate, req, nil)
}

// EvaluateAll asks for the evaluations (players.Evaluate) of reqs, shared
// out among the Client's workers, one request at a time each, and calls
// progress (from any goroutine) with how many have been answered after
// each answer. It returns the replies by index once all are in. The first
// that fails ends the others and is returned; when ctx ends first, what
// is running is cancelled and EvaluateAll returns ctx.Err(). A request
// whose worker was lost is asked again of a fresh one, once.
func (c *Client) EvaluateAll(ctx context.Context, reqs []ai.Request, progress func(done int)) ([]ai.Reply, error) {
	if len(reqs) == 0 {
		return nil, ctx.Err()
	}
	n, err := c.ensure(min(c.fanout, len(reqs)))
	if err != nil {
		return nil, err
	}
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	next := make(chan int, len(reqs))
	for i := range reqs {
		next <- i
	}
	close(next)
	var (
		mu    sync.Mutex
		done  int
		first error
		wg    sync.WaitGroup
	)
	out := make([]ai.Reply, len(reqs))
	for slot := range n {
		wg.Go(func() {
			for i := range next {
				r, err := c.askAt(ctx, slot, TypeEvaluate, reqs[i], nil)
				if errors.As(err, new(lostWorker)) && ctx.Err() == nil {
					r, err = c.askAt(ctx, slot, TypeEvaluate, reqs[i], nil)
				}
				mu.Lock()
				if err != nil && first == nil {
					first = err
					stop()
				}
				if err == nil {
					out[i] = r
					done++
					progress(done)
				}
				mu.Unlock()
				if err != nil {
					return
				}
			}
		})
	}
	wg.Wait()
	if first != nil {
		return nil, first
	}
	return out, nil
}
