package aiworker

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"tessera/ai"
)

// grace is how long a worker has to answer a cancelled or hurried request
// before it is terminated.
const grace = time.Second

// worker is one AI worker as the page sees it.
type worker interface {
	Post(data string) // sends a message
	Terminate()       // stops the worker at once; it sends nothing more
}

// spawnFunc starts a worker that calls deliver with each message it sends
// (error events included, as fatal messages); deliver never blocks.
type spawnFunc func(deliver func(data string)) (worker, error)

// result is the answer to one request.
type result struct {
	reply ai.Reply
	err   error
}

// conn is a live worker and the requests it holds.
type conn struct {
	w       worker
	pending map[uint64]chan result
	dead    bool
}

// Client asks AI workers for moves on the page. Its methods are safe for
// concurrent use.
type Client struct {
	spawn spawnFunc
	grace time.Duration

	mu     sync.Mutex
	cur    *conn // nil until the first Move, and after the worker is lost
	lastID uint64
}

func newClient(spawn spawnFunc, grace time.Duration) *Client {
	return &Client{spawn: spawn, grace: grace}
}

// Move asks a worker to choose a move for req and waits for the answer. It
// blocks: call it from its own goroutine, never from a JavaScript callback.
// When ctx ends first, Move returns ctx.Err() at once and the worker
// abandons the search (see the package doc). Once hurry is closed (nil
// never is) the worker answers at once with the engine's best move so far;
// a worker that does not answer within the grace period is terminated and
// Move returns an error. A worker that fails or crashes makes Move return
// an error.
func (c *Client) Move(ctx context.Context, req ai.Request, hurry <-chan struct{}) (ai.Reply, error) {
	return c.ask(ctx, TypeMove, req, hurry)
}

// Hint asks a worker for a hint (ai.Hint) on req, as Move does for a move.
func (c *Client) Hint(ctx context.Context, req ai.Request) (ai.Reply, error) {
	return c.ask(ctx, TypeHint, req, nil)
}

// ask sends a request of type typ and waits for its answer.
func (c *Client) ask(ctx context.Context, typ Type, req ai.Request, hurry <-chan struct{}) (ai.Reply, error) {
	if err := ctx.Err(); err != nil {
		return ai.Reply{}, err
	}
	cn, id, ch, err := c.register()
	if err != nil {
		return ai.Reply{}, err
	}
	cn.w.Post(Message{Type: typ, ID: id, Request: &req}.Encode())
	var deadline <-chan time.Time
	for {
		select {
		case r := <-ch:
			return r.reply, r.err
		case <-ctx.Done():
			cn.w.Post(Message{Type: TypeCancel, ID: id}.Encode())
			go c.await(cn, ch)
			return ai.Reply{}, ctx.Err()
		case <-hurry:
			hurry = nil
			cn.w.Post(Message{Type: TypeHurry, ID: id}.Encode())
			t := time.NewTimer(c.grace)
			defer t.Stop()
			deadline = t.C
		case <-deadline:
			c.mu.Lock()
			c.kill(cn, errors.New("aiworker: the AI worker did not answer in time and was restarted"))
			c.mu.Unlock()
			r := <-ch // kill's error, or the answer that came just before
			return r.reply, r.err
		}
	}
}

// register files a new request with the current worker, spawning one if
// needed.
func (c *Client) register() (*conn, uint64, chan result, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cur == nil {
		cn := &conn{pending: map[uint64]chan result{}}
		w, err := c.spawn(func(data string) { c.deliver(cn, data) })
		if err != nil {
			return nil, 0, nil, fmt.Errorf("aiworker: cannot start an AI worker: %w", err)
		}
		cn.w = w
		c.cur = cn
	}
	c.lastID++
	ch := make(chan result, 1)
	c.cur.pending[c.lastID] = ch
	return c.cur, c.lastID, ch, nil
}

// await gives a cancelled request's worker the grace period to answer, and
// terminates it if it does not.
func (c *Client) await(cn *conn, ch chan result) {
	t := time.NewTimer(c.grace)
	defer t.Stop()
	select {
	case <-ch:
	case <-t.C:
		c.mu.Lock()
		defer c.mu.Unlock()
		c.kill(cn, errors.New("aiworker: the AI worker did not stop when asked and was restarted"))
	}
}

// deliver handles one message from cn's worker.
func (c *Client) deliver(cn *conn, data string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if cn.dead {
		return
	}
	m, err := Decode(data)
	switch {
	case err != nil:
		c.kill(cn, err)
	case m.Type == TypeFatal:
		c.kill(cn, errors.New(m.Error))
	case m.Type == TypeReply || m.Type == TypeError:
		ch, ok := cn.pending[m.ID]
		if !ok {
			c.kill(cn, fmt.Errorf("aiworker: the AI worker answered unknown request %d", m.ID))
			return
		}
		delete(cn.pending, m.ID)
		if m.Type == TypeReply {
			ch <- result{reply: *m.Reply}
		} else {
			ch <- result{err: errors.New(m.Error)}
		}
	default:
		c.kill(cn, fmt.Errorf("aiworker: the AI worker sent a %s message", m.Type))
	}
}

// kill terminates cn's worker and fails every request it held with err.
// c.mu is held.
func (c *Client) kill(cn *conn, err error) {
	if cn.dead {
		return
	}
	cn.dead = true
	if c.cur == cn {
		c.cur = nil
	}
	cn.w.Terminate()
	for id, ch := range cn.pending {
		ch <- result{err: err}
		delete(cn.pending, id)
	}
}
