package aiworker

import (
	"context"
	"errors"
	"time"

	"tessera/ai"
)

// Patience is how long a move may take before the workers are hurried
// for their best move so far, far beyond any level's own budget (the
// strongest levels think about 1.5 s). A worker that does not answer the
// hurry within the grace period has hung: it is terminated and the move
// asked again of a fresh one.
const Patience = 20 * time.Second

// retries is how many times a move whose worker was lost is asked again,
// of a fresh worker.
const retries = 1

// lostWorker is the error of a request whose worker was lost: it crashed,
// sent nonsense, or did not answer in time, and was terminated.
type lostWorker struct{ err error }

func (e lostWorker) Error() string { return e.err.Error() }
func (e lostWorker) Unwrap() error { return e.err }

// retrying asks for a move with move, hurrying it after the Client's
// patience (or when hurry closes), and asks again, once, when the worker
// it ran on was lost. Each try has its own patience.
func (c *Client) retrying(ctx context.Context, hurry <-chan struct{}, move func(hurry <-chan struct{}) (ai.Reply, error)) (ai.Reply, error) {
	for try := 0; ; try++ {
		impatient, stop := c.impatient(hurry)
		reply, err := move(impatient)
		stop()
		if try == retries || ctx.Err() != nil || !errors.As(err, new(lostWorker)) {
			return reply, err
		}
	}
}

// impatient returns a channel closed when hurry closes or the Client's
// patience runs out, whichever comes first, and a function that releases
// the timer.
func (c *Client) impatient(hurry <-chan struct{}) (<-chan struct{}, func()) {
	out, stop := make(chan struct{}), make(chan struct{})
	go func() {
		t := time.NewTimer(c.patience)
		defer t.Stop()
		select {
		case <-hurry:
		case <-t.C:
		case <-stop:
			return
		}
		close(out)
	}()
	return out, func() { close(stop) }
}
