package aiworker

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"time"

	"tessera/ai"
	"tessera/ai/catalogue"
	"tessera/ai/mcts"
	"tessera/rules"
)

// worker is one AI worker as the page sees it.
type worker interface {
	Post(data string) // sends a message
	Terminate()       // stops the worker at once; it sends nothing more
}

// spawnFunc starts a worker that calls deliver with each message it sends
// (error events included, as fatal messages); deliver never blocks.
type spawnFunc func(deliver func(data string)) (worker, error)

// result is the answer to one request: a reply, statistics or an error.
type result struct {
	reply ai.Reply
	stats *mcts.Stats
	err   error
}

// conn is a live worker, in one of the Client's slots, and the requests it
// holds.
type conn struct {
	w       worker
	slot    int
	pending map[uint64]chan result
	dead    bool
}

// call is one request in flight on a worker.
type call struct {
	cn *conn
	id uint64
	ch chan result // gets exactly one result
}

// Client asks AI workers for moves on the page. Its methods are safe for
// concurrent use.
type Client struct {
	spawn    spawnFunc
	grace    time.Duration
	patience time.Duration // how long a move may take before it is hurried (Patience)
	fanout   int           // workers a tree search is shared among, at least 1

	mu     sync.Mutex
	slots  []*conn // the workers by slot; nil until needed, and after one is lost
	lastID uint64
}

func newClient(spawn spawnFunc, grace time.Duration, fanout int) *Client {
	return &Client{spawn: spawn, grace: grace, patience: Patience, fanout: max(fanout, 1)}
}

// Move asks for a move for req and waits for the answer. It blocks: call
// it from its own goroutine, never from a JavaScript callback. A level
// that is a tree search (catalogue.Searches) searches on the Client's workers at
// once, each with its own seed, and their root statistics are merged
// (players.Search, mcts.Merge, mcts.Stats.Reply); any other level asks one worker.
// When ctx ends first, Move returns ctx.Err() at once and the workers
// abandon the search (see the package doc). Once hurry is closed (nil
// never is) the workers answer at once with their best so far; a worker
// that does not answer within the grace period is terminated. A move not
// answered within Patience is hurried the same way. A worker that fails,
// crashes or hangs is terminated and the move asked again of a fresh one
// (once); unless other workers of a shared search answered: their
// statistics then choose the move.
func (c *Client) Move(ctx context.Context, req ai.Request, hurry <-chan struct{}) (ai.Reply, error) {
	return c.retrying(ctx, hurry, func(hurry <-chan struct{}) (ai.Reply, error) {
		if c.fanout > 1 && catalogue.Searches(req.Game, req.Level) {
			return c.searchMove(ctx, req, hurry)
		}
		return c.ask(ctx, TypeMove, req, hurry)
	})
}

// Hint asks a worker for a hint (players.Hint) on req, as Move does for a move.
func (c *Client) Hint(ctx context.Context, req ai.Request) (ai.Reply, error) {
	return c.ask(ctx, TypeHint, req, nil)
}

// Review asks a worker for a review (players.Review) of req's record, as Move
// does for a move.
func (c *Client) Review(ctx context.Context, req ai.Request) (ai.Reply, error) {
	return c.ask(ctx, TypeReview, req, nil)
}

// Propose asks a worker for the computer's proposal in the bid that opens
// req's game (players.Propose), as Move does for a move.
func (c *Client) Propose(ctx context.Context, req ai.Request) (ai.Reply, error) {
	return c.ask(ctx, TypePropose, req, nil)
}

// Take asks a worker for the side the computer takes in a bid, offered the
// proposal req's options hold (players.Take), as Move does for a move.
func (c *Client) Take(ctx context.Context, req ai.Request) (ai.Reply, error) {
	return c.ask(ctx, TypeTake, req, nil)
}

// ask sends a request of type typ to the first worker and waits for its
// answer.
func (c *Client) ask(ctx context.Context, typ Type, req ai.Request, hurry <-chan struct{}) (ai.Reply, error) {
	return c.askAt(ctx, 0, typ, req, hurry)
}

// askAt sends a request of type typ to the worker of slot i and waits for
// its answer.
func (c *Client) askAt(ctx context.Context, i int, typ Type, req ai.Request, hurry <-chan struct{}) (ai.Reply, error) {
	if err := ctx.Err(); err != nil {
		return ai.Reply{}, err
	}
	cl, err := c.post(i, Message{Type: typ, Request: &req})
	if err != nil {
		return ai.Reply{}, err
	}
	rs, err := c.gather(ctx, []call{cl}, hurry)
	if err != nil {
		return ai.Reply{}, err
	}
	return rs[0].reply, rs[0].err
}

// searchMove shares req's search among the workers and answers the best
// move of their merged statistics.
func (c *Client) searchMove(ctx context.Context, req ai.Request, hurry <-chan struct{}) (ai.Reply, error) {
	if err := ctx.Err(); err != nil {
		return ai.Reply{}, err
	}
	n, err := c.ensure(c.fanout)
	if err != nil {
		return ai.Reply{}, err
	}
	calls := make([]call, n)
	for i := range calls {
		r := req
		r.Seed = req.Seed + uint64(i)*0x9e3779b97f4a7c15 // the first worker keeps req's seed
		if calls[i], err = c.post(i, Message{Type: TypeSearch, Request: &r, Share: n}); err != nil {
			// A worker lost since ensure that cannot be replaced: search without it.
			if i == 0 {
				return ai.Reply{}, err
			}
			calls = calls[:i]
			break
		}
	}
	rs, err := c.gather(ctx, calls, hurry)
	if err != nil {
		return ai.Reply{}, err
	}
	var all []mcts.Stats
	for _, r := range rs {
		switch {
		case r.err == nil && r.stats == nil:
			return ai.Reply{}, errors.New("aiworker: an AI worker answered a search without statistics")
		case r.err == nil:
			all = append(all, *r.stats)
		}
	}
	if len(all) == 0 {
		return ai.Reply{}, rs[0].err
	}
	return mcts.Merge(all...).Reply(req.Allowed)
}

// Warm starts the first worker, if none runs, so that the first request
// need not wait for one to start. It does not wait for the worker to be
// ready: a request sent meanwhile waits in the worker's queue.
func (c *Client) Warm() error {
	_, err := c.ensure(1)
	return err
}

// ensure starts workers in the first n slots that have none and returns
// how many slots from the first have a worker: n, or fewer when a worker
// other than the first could not be started.
func (c *Client) ensure(n int) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := range n {
		if _, err := c.slot(i); err != nil {
			if i == 0 {
				return 0, err
			}
			return i, nil
		}
	}
	return n, nil
}

// slot returns the worker of slot i, spawning one if needed. c.mu is held.
func (c *Client) slot(i int) (*conn, error) {
	for len(c.slots) <= i {
		c.slots = append(c.slots, nil)
	}
	if c.slots[i] == nil {
		cn := &conn{slot: i, pending: map[uint64]chan result{}}
		w, err := c.spawn(func(data string) { c.deliver(cn, data) })
		if err != nil {
			return nil, rules.Wrap("aiworker: cannot start an AI worker", err)
		}
		cn.w = w
		c.slots[i] = cn
	}
	return c.slots[i], nil
}

// post files m as a new request with the worker of slot i, spawning one if
// needed, and sends it.
func (c *Client) post(i int, m Message) (call, error) {
	c.mu.Lock()
	cn, err := c.slot(i)
	if err != nil {
		c.mu.Unlock()
		return call{}, err
	}
	c.lastID++
	cl := call{cn: cn, id: c.lastID, ch: make(chan result, 1)}
	cn.pending[cl.id] = cl.ch
	c.mu.Unlock()
	m.ID = cl.id
	cn.w.Post(m.Encode())
	return cl, nil
}

// answered is a call's result, by the call's index.
type answered struct {
	i int
	r result
}

// gather waits for the results of calls. When ctx ends first it cancels
// the calls and returns ctx.Err() at once, leaving their workers the grace
// period to stop (see abandon). Once hurry is closed it hurries the calls
// not answered yet and, after the grace period, terminates their workers
// (failing the calls).
func (c *Client) gather(ctx context.Context, calls []call, hurry <-chan struct{}) ([]result, error) {
	got := make(chan answered, len(calls))
	for i, cl := range calls {
		go func() { got <- answered{i, <-cl.ch} }()
	}
	out := make([]result, len(calls))
	done := make([]bool, len(calls))
	var deadline <-chan time.Time
	for left := len(calls); left > 0; {
		select {
		case a := <-got:
			out[a.i], done[a.i] = a.r, true
			left--
		case <-ctx.Done():
			c.each(calls, done, func(cl call) { cl.cn.w.Post(Message{Type: TypeCancel, ID: cl.id}.Encode()) })
			go c.abandon(calls, done, got, left)
			return nil, ctx.Err()
		case <-hurry:
			hurry = nil
			c.each(calls, done, func(cl call) { cl.cn.w.Post(Message{Type: TypeHurry, ID: cl.id}.Encode()) })
			t := time.NewTimer(c.grace)
			defer t.Stop()
			deadline = t.C
		case <-deadline:
			c.mu.Lock()
			c.each(calls, done, func(cl call) {
				c.kill(cl.cn, errors.New("aiworker: the AI worker did not answer in time and was restarted"))
			})
			c.mu.Unlock()
		}
	}
	return out, nil
}

// each calls f with every call not done.
func (c *Client) each(calls []call, done []bool, f func(call)) {
	for i, cl := range calls {
		if !done[i] {
			f(cl)
		}
	}
}

// abandon gives cancelled calls' workers the grace period to answer their
// left calls, whose results arrive on got, and terminates those that do
// not.
func (c *Client) abandon(calls []call, done []bool, got chan answered, left int) {
	t := time.NewTimer(c.grace)
	defer t.Stop()
	for ; left > 0; left-- {
		select {
		case a := <-got:
			done[a.i] = true
		case <-t.C:
			c.mu.Lock()
			c.each(calls, done, func(cl call) {
				c.kill(cl.cn, errors.New("aiworker: the AI worker did not stop when asked and was restarted"))
			})
			c.mu.Unlock()
			return
		}
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
		err := errors.New(m.Error)
		if m.Words != "" {
			err = rules.Said(err, m.Words)
		}
		c.kill(cn, err)
	case m.Type == TypeReply || m.Type == TypeStats || m.Type == TypeError:
		ch, ok := cn.pending[m.ID]
		if !ok {
			c.kill(cn, errors.New("aiworker: the AI worker answered unknown request "+strconv.FormatUint(m.ID, 10)))
			return
		}
		delete(cn.pending, m.ID)
		switch m.Type {
		case TypeReply:
			ch <- result{reply: *m.Reply}
		case TypeStats:
			ch <- result{stats: m.Stats}
		default:
			ch <- result{err: errors.New(m.Error)}
		}
	default:
		c.kill(cn, errors.New("aiworker: the AI worker sent a "+string(m.Type)+" message"))
	}
}

// kill terminates cn's worker and fails every request it held with err
// (as a lostWorker). c.mu is held.
func (c *Client) kill(cn *conn, err error) {
	if cn.dead {
		return
	}
	cn.dead = true
	if c.slots[cn.slot] == cn {
		c.slots[cn.slot] = nil
	}
	cn.w.Terminate()
	for id, ch := range cn.pending {
		ch <- result{err: lostWorker{err}}
		delete(cn.pending, id)
	}
}
