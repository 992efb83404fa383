package aiworker

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"tessera/ai"
	"tessera/ai/players"
	"tessera/rules"
)

// allPlayers answers every request as a worker does.
var allPlayers = Players{
	Decide: players.Decide, Hint: players.Hint, Review: players.Review, Evaluate: players.Evaluate,
	Propose: players.Propose, Take: players.Take, Search: players.Search,
}

// fakeWorker runs a server in-process; a worker goes through it like a real
// one, by encoded messages.
type fakeWorker struct {
	srv        *server
	terminated chan struct{}
	once       sync.Once
}

func (w *fakeWorker) Post(data string) { w.srv.receive(data) }
func (w *fakeWorker) Terminate()       { w.once.Do(func() { close(w.terminated) }) }

// harness counts spawned workers and keeps them.
type harness struct {
	decide func(context.Context, ai.Request) (ai.Reply, error)
	search searchFunc // nil: the workers take no search requests
	mu     sync.Mutex
	spawns []*fakeWorker
}

func (h *harness) spawn(deliver func(string)) (worker, error) {
	w := &fakeWorker{terminated: make(chan struct{})}
	answer := allPlayers.answers()
	answer[TypeMove] = h.decide
	w.srv = newServer(answer, h.search, func(data string) { go deliver(data) })
	h.mu.Lock()
	h.spawns = append(h.spawns, w)
	h.mu.Unlock()
	return w, nil
}

func (h *harness) workers() []*fakeWorker {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.spawns)
}

var urReq = ai.Request{Game: "ur", Tokens: []string{"2:L4"}, Level: "random", Seed: 3}

func TestMove(t *testing.T) {
	h := &harness{decide: players.Decide}
	c := newClient(h.spawn, time.Minute, 1)
	want, err := players.Decide(context.Background(), urReq)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		got, err := c.Move(context.Background(), urReq, nil)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("Move = %v, %v; want %v", got, err, want)
		}
	}
	bad := urReq
	bad.Allowed = []string{"4:M4"}
	if _, err := c.Move(context.Background(), bad, nil); err == nil || !strings.Contains(err.Error(), "not a legal move") {
		t.Fatalf("illegal allowed token: %v", err)
	}
	if n := len(h.workers()); n != 1 {
		t.Errorf("%d workers spawned, want 1 for every request", n)
	}
}

// Warm starts the first worker once, and the requests after it use that
// worker; a failed start is returned.
func TestWarm(t *testing.T) {
	h := &harness{decide: players.Decide}
	c := newClient(h.spawn, time.Minute, 2)
	for range 2 {
		if err := c.Warm(); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(h.workers()); n != 1 {
		t.Fatalf("after two Warms, %d workers spawned, want 1", n)
	}
	if _, err := c.Hint(context.Background(), urReq); err != nil {
		t.Fatal(err)
	}
	if n := len(h.workers()); n != 1 {
		t.Errorf("a hint after Warm spawned %d workers in all, want the warm one only", n)
	}
	failing := newClient(func(func(string)) (worker, error) { return nil, errors.New("no Worker here") }, time.Minute, 1)
	if err := failing.Warm(); err == nil || !strings.Contains(err.Error(), "no Worker here") {
		t.Errorf("Warm = %v, want the spawn error", err)
	}
}

func TestConcurrentMoves(t *testing.T) {
	h := &harness{decide: players.Decide}
	c := newClient(h.spawn, time.Minute, 1)
	var wg sync.WaitGroup
	for seed := range uint64(20) {
		wg.Go(func() {
			req := urReq
			req.Seed = seed
			want, _ := players.Decide(context.Background(), req)
			if got, err := c.Move(context.Background(), req, nil); err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("seed %d: Move = %v, %v; want %v", seed, got, err, want)
			}
		})
	}
	wg.Wait()
}

// blockUntilCancel is an engine that stops only when cancelled.
func blockUntilCancel(ctx context.Context, _ ai.Request) (ai.Reply, error) {
	for ctx.Err() == nil {
		time.Sleep(time.Millisecond)
	}
	return ai.Reply{}, ctx.Err()
}

func TestCancelStopsTheSearch(t *testing.T) {
	stopped := make(chan struct{})
	h := &harness{decide: func(ctx context.Context, req ai.Request) (ai.Reply, error) {
		defer close(stopped)
		return blockUntilCancel(ctx, req)
	}}
	c := newClient(h.spawn, time.Minute, 1)
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(10 * time.Millisecond); cancel() }()
	if _, err := c.Move(ctx, urReq, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("Move = %v, want context.Canceled", err)
	}
	<-stopped
	select {
	case <-h.workers()[0].terminated:
		t.Fatal("a worker that stopped when asked was terminated")
	default:
	}
}

func TestUnresponsiveWorkerIsReplaced(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	first := true
	h := &harness{}
	h.decide = func(ctx context.Context, req ai.Request) (ai.Reply, error) {
		h.mu.Lock()
		deaf := first
		first = false
		h.mu.Unlock()
		if deaf {
			<-release // ignores ctx
		}
		return players.Decide(ctx, req)
	}
	c := newClient(h.spawn, 10*time.Millisecond, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Move(ctx, urReq, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("Move with a done ctx = %v", err)
	}
	if len(h.workers()) != 0 {
		t.Fatal("a worker was spawned for a request cancelled before it started")
	}
	ctx, cancel = context.WithCancel(context.Background())
	go func() { time.Sleep(10 * time.Millisecond); cancel() }()
	if _, err := c.Move(ctx, urReq, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("Move = %v, want context.Canceled", err)
	}
	<-h.workers()[0].terminated
	if _, err := c.Move(context.Background(), urReq, nil); err != nil {
		t.Fatalf("Move after the worker was replaced: %v", err)
	}
	if n := len(h.workers()); n != 2 {
		t.Fatalf("%d workers spawned, want 2", n)
	}
}

func TestEnginePanicIsAnError(t *testing.T) {
	h := &harness{decide: func(context.Context, ai.Request) (ai.Reply, error) { panic("boom") }}
	c := newClient(h.spawn, time.Minute, 1)
	if _, err := c.Move(context.Background(), urReq, nil); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("Move = %v, want the panic as an error", err)
	}
}

// scriptedWorker answers every request with the message its script makes.
type scriptedWorker struct {
	answer     func(m Message) string
	deliver    func(string)
	terminated bool
}

func (w *scriptedWorker) Post(data string) {
	if m, err := Decode(data); err == nil && m.Type == TypeMove {
		go w.deliver(w.answer(m))
	}
}
func (w *scriptedWorker) Terminate() { w.terminated = true }

// A worker that crashes, or talks nonsense, is terminated and the move
// asked again of a new worker; when that one fails too, Move fails, and
// the next Move gets a new worker.
func TestBrokenWorkers(t *testing.T) {
	for name, answer := range map[string]func(Message) string{
		"fatal": func(Message) string {
			return Message{Type: TypeFatal, Error: "worker: the Go program exited (code 2)"}.Encode()
		},
		"garbage":       func(Message) string { return "{" },
		"unknown id":    func(m Message) string { return Message{Type: TypeReply, ID: m.ID + 1, Reply: &ai.Reply{}}.Encode() },
		"wrong message": func(m Message) string { return Message{Type: TypeCancel, ID: m.ID}.Encode() },
	} {
		var spawned []*scriptedWorker
		c := newClient(func(deliver func(string)) (worker, error) {
			w := &scriptedWorker{answer: answer, deliver: deliver}
			spawned = append(spawned, w)
			return w, nil
		}, time.Minute, 1)
		for i := range 2 {
			if _, err := c.Move(context.Background(), urReq, nil); err == nil {
				t.Errorf("%s: Move succeeded", name)
			}
			tries := (retries + 1) * (i + 1)
			if len(spawned) != tries || !spawned[tries-1].terminated {
				t.Errorf("%s: after Move %d, %d workers spawned, want %d, all terminated", name, i, len(spawned), tries)
			}
		}
	}
}

// A worker that could not start says so to the player: Move's error
// carries the fatal message's words.
func TestFatalWordsReachThePlayer(t *testing.T) {
	const words = "The computer player could not be downloaded: the network seems to be down."
	c := newClient(func(deliver func(string)) (worker, error) {
		return &scriptedWorker{deliver: deliver, answer: func(Message) string {
			return Message{Type: TypeFatal, Error: "worker: " + words, Words: words}.Encode()
		}}, nil
	}, time.Minute, 1)
	_, err := c.Move(context.Background(), urReq, nil)
	if err == nil || rules.Say(err) != words {
		t.Errorf("Move = %v, saying %q; want the words %q", err, rules.Say(err), words)
	}
}

func TestSpawnFails(t *testing.T) {
	c := newClient(func(func(string)) (worker, error) { return nil, errors.New("no Worker here") }, time.Minute, 1)
	if _, err := c.Move(context.Background(), urReq, nil); err == nil || !strings.Contains(err.Error(), "no Worker here") {
		t.Fatalf("Move = %v, want the spawn error", err)
	}
}

// A message the worker cannot read is reported as fatal, not ignored.
func TestServerRefusesBadMessages(t *testing.T) {
	for _, data := range []string{"{", Message{Type: TypeReply, ID: 1, Reply: &ai.Reply{}}.Encode()} {
		var sent []string
		s := newServer(map[Type]answerFunc{TypeMove: players.Decide}, nil, func(d string) { sent = append(sent, d) })
		s.receive(data)
		if len(sent) != 1 {
			t.Fatalf("%q: sent %q, want one fatal message", data, sent)
		}
		if m, err := Decode(sent[0]); err != nil || m.Type != TypeFatal {
			t.Errorf("%q: answered %q (%v), want a fatal message", data, sent[0], err)
		}
	}
}

func TestServerRefusesADuplicateID(t *testing.T) {
	release := make(chan struct{})
	sent := make(chan string, 3)
	s := newServer(map[Type]answerFunc{TypeMove: func(ctx context.Context, req ai.Request) (ai.Reply, error) {
		<-release
		return players.Decide(ctx, req)
	}}, nil, func(d string) { sent <- d })
	move := Message{Type: TypeMove, ID: 4, Request: &urReq}.Encode()
	s.receive(move)
	s.receive(move)
	if m, err := Decode(<-sent); err != nil || m.Type != TypeFatal {
		t.Errorf("a second request 4 while 4 runs: answered %+v (%v), want a fatal message", m, err)
	}
	close(release)
	if m, err := Decode(<-sent); err != nil || m.Type != TypeReply || m.ID != 4 {
		t.Errorf("request 4 answered %+v (%v)", m, err)
	}
}

// bestSoFar is an engine that thinks until its context ends, then answers
// "best" with the context's error, as the Ur levels do.
func bestSoFar(ctx context.Context, req ai.Request) (ai.Reply, error) {
	_, err := blockUntilCancel(ctx, req)
	return ai.Reply{Token: "best"}, err
}

// The server answers a hurried request with the best so far, and an
// abandoned one with an error.
func TestServerHurryAndCancel(t *testing.T) {
	sent := make(chan string, 2)
	s := newServer(map[Type]answerFunc{TypeMove: bestSoFar}, nil, func(d string) { sent <- d })
	for id, tc := range map[uint64]struct {
		typ  Type
		want Type
	}{1: {TypeHurry, TypeReply}, 2: {TypeCancel, TypeError}} {
		s.receive(Message{Type: TypeMove, ID: id, Request: &urReq}.Encode())
		s.receive(Message{Type: tc.typ, ID: id}.Encode())
		m, err := Decode(<-sent)
		if err != nil || m.ID != id || m.Type != tc.want || (m.Type == TypeReply && m.Reply.Token != "best") {
			t.Errorf("after %s: answered %+v (%v), want a %s", tc.typ, m, err, tc.want)
		}
	}
}

func TestHurryPlaysTheBestSoFar(t *testing.T) {
	h := &harness{decide: bestSoFar}
	c := newClient(h.spawn, time.Minute, 1)
	hurry := make(chan struct{})
	go func() { time.Sleep(10 * time.Millisecond); close(hurry) }()
	if r, err := c.Move(context.Background(), urReq, hurry); err != nil || r.Token != "best" {
		t.Fatalf("hurried Move = %+v, %v; want the best so far", r, err)
	}
	select {
	case <-h.workers()[0].terminated:
		t.Fatal("a worker that answered when hurried was terminated")
	default:
	}
}

// deafFirst is a harness whose first worker ignores its context and
// answers nothing until the test ends; the workers after it decide as
// players.Decide does.
func deafFirst(t *testing.T) *harness {
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	h := &harness{}
	h.decide = func(ctx context.Context, req ai.Request) (ai.Reply, error) {
		if len(h.workers()) == 1 {
			<-release // ignores ctx
		}
		return players.Decide(ctx, req)
	}
	return h
}

// wantReplaced waits for h's first worker to be terminated and checks that
// one worker was spawned in its place.
func wantReplaced(t *testing.T, h *harness) {
	t.Helper()
	<-h.workers()[0].terminated
	if n := len(h.workers()); n != 2 {
		t.Fatalf("%d workers spawned, want 2", n)
	}
}

func TestDeafToHurryIsReplaced(t *testing.T) {
	h := deafFirst(t)
	c := newClient(h.spawn, 250*time.Millisecond, 1)
	hurry := make(chan struct{})
	close(hurry)
	if _, err := c.Move(context.Background(), urReq, hurry); err != nil {
		t.Fatalf("Move hurried on a deaf worker: %v, want the move of a new worker", err)
	}
	wantReplaced(t, h)
}

// A worker that crashes once is replaced and the move asked again: the
// player never sees the crash.
func TestCrashedWorkerIsRetried(t *testing.T) {
	var spawned []*scriptedWorker
	c := newClient(func(deliver func(string)) (worker, error) {
		answer := func(m Message) string {
			return Message{Type: TypeReply, ID: m.ID, Reply: &ai.Reply{Token: "sane"}}.Encode()
		}
		if len(spawned) == 0 {
			answer = func(Message) string { return Message{Type: TypeFatal, Error: "worker: crashed"}.Encode() }
		}
		w := &scriptedWorker{answer: answer, deliver: deliver}
		spawned = append(spawned, w)
		return w, nil
	}, time.Minute, 1)
	if r, err := c.Move(context.Background(), urReq, nil); err != nil || r.Token != "sane" {
		t.Fatalf("Move = %+v, %v; want the second worker's move", r, err)
	}
	if len(spawned) != 2 || !spawned[0].terminated || spawned[1].terminated {
		t.Fatalf("%d workers spawned, want the crashed one terminated and one alive", len(spawned))
	}
}

// A worker that hangs (answers nothing, not even a hurry) is hurried after
// the Client's patience, terminated after the grace period, and the move
// asked again of a new worker, with its own patience.
func TestHungWorkerIsRetried(t *testing.T) {
	h := deafFirst(t)
	c := newClient(h.spawn, 250*time.Millisecond, 1)
	c.patience = 10 * time.Millisecond
	want, _ := players.Decide(context.Background(), urReq)
	if r, err := c.Move(context.Background(), urReq, nil); err != nil || !reflect.DeepEqual(r, want) {
		t.Fatalf("Move on a hung worker = %+v, %v; want %+v from a new worker", r, err, want)
	}
	wantReplaced(t, h)
}

func TestHint(t *testing.T) {
	h := &harness{decide: players.Decide}
	c := newClient(h.spawn, time.Minute, 1)
	req := ai.Request{Game: "ur", Tokens: []string{"2:L4", "3:R4"}, Allowed: []string{"1:L2", "1:L4"}}
	r, err := c.Hint(context.Background(), req)
	if err != nil || !slices.Contains(req.Allowed, r.Token) || r.WinChance == nil {
		t.Fatalf("Hint = %+v, %v; want a move among %v and a win chance", r, err, req.Allowed)
	}
}

// TestBid asks a worker for the computer's parts in Carteso's bid, off the
// page: they are players.Propose's and players.Take's.
func TestBid(t *testing.T) {
	h := &harness{decide: players.Decide}
	c := newClient(h.spawn, time.Minute, 1)
	req := ai.Request{Game: "carteso", Options: map[string]string{"size": "7"}, Level: "random"}
	for _, ask := range []struct {
		client func(context.Context, ai.Request) (ai.Reply, error)
		direct func(context.Context, ai.Request) (ai.Reply, error)
	}{{c.Propose, players.Propose}, {c.Take, players.Take}} {
		want, err := ask.direct(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := ask.client(context.Background(), req); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%+v: %+v, %v; want %+v", req, got, err, want)
		}
	}
	if _, err := c.Propose(context.Background(), ai.Request{Game: "ur"}); err == nil || !strings.Contains(err.Error(), "no bid") {
		t.Errorf("a bid for Ur: %v", err)
	}
}
