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
	"tessera/ai/mcts"
	"tessera/ai/players"
	"tessera/rules"
	board "tessera/rules/iris"
)

// irisReq asks the Beginner level for black's first stone on side 5.
var irisReq = ai.Request{Game: "iris", Options: map[string]string{"size": "5"}, Level: "iris-mcts-300", Seed: 7}

// workerSeed is the seed Move gives worker i's search of req.
func workerSeed(req ai.Request, i int) uint64 { return req.Seed + uint64(i)*0x9e3779b97f4a7c15 }

// workerOf returns which worker a search of req is for, by its seed.
func workerOf(t *testing.T, base, req ai.Request) int {
	for i := range 8 {
		if req.Seed == workerSeed(base, i) {
			return i
		}
	}
	t.Errorf("a search with seed %d, which no worker has", req.Seed)
	return -1
}

// move returns the code of an Iris token at the start of irisReq's game.
func move(t *testing.T, token string) rules.Move {
	t.Helper()
	m, err := board.New(board.Options{Size: 5}).ParseToken(token)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// searches records the search requests workers received.
type searches struct {
	mu   sync.Mutex
	reqs []ai.Request
	by   []int // share, per request
}

func (s *searches) add(req ai.Request, share int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reqs = append(s.reqs, req)
	s.by = append(s.by, share)
}

// Move shares a tree search among the workers: each runs players.Search with
// its own seed and the same share, and the move is the best of their
// merged statistics.
func TestSearchFansOut(t *testing.T) {
	var seen searches
	h := &harness{decide: players.Decide, search: func(ctx context.Context, req ai.Request, share int) (mcts.Stats, error) {
		seen.add(req, share)
		return players.Search(ctx, req, share)
	}}
	c := newClient(h.spawn, time.Minute, 3)
	got, err := c.Move(context.Background(), irisReq, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(h.workers()); n != 3 {
		t.Errorf("%d workers spawned, want 3", n)
	}
	var all []mcts.Stats
	for i := range 3 {
		req := irisReq
		req.Seed = workerSeed(irisReq, i)
		s, err := players.Search(context.Background(), req, 3)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, s)
		if k := slices.IndexFunc(seen.reqs, func(r ai.Request) bool { return r.Seed == req.Seed }); k < 0 || seen.by[k] != 3 {
			t.Errorf("worker %d: no search with seed %d shared 3 ways among %+v, %v", i, req.Seed, seen.reqs, seen.by)
		}
	}
	want, err := mcts.Merge(all...).Reply(irisReq.Allowed)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Move = %+v; the merged searches choose %+v (%v)", got, want, err)
	}
	// The next move uses the same workers.
	if _, err := c.Move(context.Background(), irisReq, nil); err != nil || len(h.workers()) != 3 {
		t.Errorf("second Move: %v, %d workers spawned", err, len(h.workers()))
	}
}

// scripted returns a search that answers worker i's search with stats[i]
// (visits of e5 and d4), after waiting for ctx when wait is set.
func scripted(t *testing.T, wait bool, stats [][2]uint32) searchFunc {
	e5, d4 := move(t, "e5"), move(t, "d4")
	return func(ctx context.Context, req ai.Request, share int) (mcts.Stats, error) {
		var err error
		if wait {
			_, err = blockUntilCancel(ctx, req)
		}
		v := stats[workerOf(t, irisReq, req)]
		return mcts.Stats{Moves: []mcts.MoveStats{{Move: e5, Token: "e5", Visits: v[0]}, {Move: d4, Token: "d4", Visits: v[1]}}, Playouts: int(v[0] + v[1])}, err
	}
}

// The merge adds visits: d4 leads on one worker only, but on all three
// together.
func TestSearchMerges(t *testing.T) {
	h := &harness{search: scripted(t, false, [][2]uint32{{10, 0}, {0, 6}, {1, 6}})}
	c := newClient(h.spawn, time.Minute, 3)
	if r, err := c.Move(context.Background(), irisReq, nil); err != nil || r.Token != "d4" {
		t.Errorf("Move = %+v, %v; want d4 (12 visits to e5's 11)", r, err)
	}
}

// Move now: every worker answers its best so far at once, and they are
// merged; none is terminated.
func TestSearchHurried(t *testing.T) {
	h := &harness{search: scripted(t, true, [][2]uint32{{5, 0}, {0, 3}, {0, 3}})}
	c := newClient(h.spawn, time.Minute, 3)
	hurry := make(chan struct{})
	time.AfterFunc(10*time.Millisecond, func() { close(hurry) })
	if r, err := c.Move(context.Background(), irisReq, hurry); err != nil || r.Token != "d4" {
		t.Errorf("hurried Move = %+v, %v; want d4", r, err)
	}
	for i, w := range h.workers() {
		select {
		case <-w.terminated:
			t.Errorf("worker %d answered when hurried, yet was terminated", i)
		default:
		}
	}
}

// A worker deaf to "move now" is terminated after the grace period, and
// the others' statistics choose the move.
func TestSearchHurriedDeafWorker(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	answer := scripted(t, true, [][2]uint32{{5, 0}, {0, 30}, {0, 3}})
	h := &harness{search: func(ctx context.Context, req ai.Request, share int) (mcts.Stats, error) {
		if workerOf(t, irisReq, req) == 1 {
			<-release // ignores ctx
		}
		return answer(ctx, req, share)
	}}
	c := newClient(h.spawn, 250*time.Millisecond, 3) // a grace the answering workers meet on a loaded machine
	hurry := make(chan struct{})
	close(hurry)
	if r, err := c.Move(context.Background(), irisReq, hurry); err != nil || r.Token != "e5" {
		t.Errorf("Move = %+v, %v; want e5, the choice of the two workers that answered", r, err)
	}
	<-h.workers()[1].terminated
}

// Cancelling stops every worker's search, and Move returns at once.
func TestSearchCancelled(t *testing.T) {
	var stopped sync.WaitGroup
	stopped.Add(3)
	h := &harness{search: func(ctx context.Context, req ai.Request, _ int) (mcts.Stats, error) {
		defer stopped.Done()
		_, err := blockUntilCancel(ctx, req)
		return mcts.Stats{}, err
	}}
	c := newClient(h.spawn, time.Minute, 3)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(10*time.Millisecond, cancel)
	if _, err := c.Move(ctx, irisReq, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("Move = %v, want context.Canceled", err)
	}
	stopped.Wait()
	for i, w := range h.workers() {
		select {
		case <-w.terminated:
			t.Errorf("worker %d stopped when asked, yet was terminated", i)
		default:
		}
	}
}

// dyingWorker crashes as soon as it is asked anything.
type dyingWorker struct {
	deliver    func(string)
	terminated chan struct{}
	once       sync.Once
}

func (w *dyingWorker) Post(data string) {
	if m, _ := Decode(data); m.Type == TypeSearch {
		go w.deliver(Message{Type: TypeFatal, Error: "worker: the Go program exited (code 2)"}.Encode())
	}
}
func (w *dyingWorker) Terminate() { w.once.Do(func() { close(w.terminated) }) }

// A worker that dies mid-search is terminated; the others' statistics
// choose the move, and the next Move replaces the dead worker. When every
// worker dies, Move fails.
func TestSearchWorkerDies(t *testing.T) {
	h := &harness{search: scripted(t, false, [][2]uint32{{5, 0}, {0, 30}, {0, 3}})}
	var dead []*dyingWorker
	dies := func(i int) bool { return i == 1 || len(dead) >= 3 }
	spawned := 0
	c := newClient(func(deliver func(string)) (worker, error) {
		spawned++
		if dies(spawned - 1) {
			w := &dyingWorker{deliver: deliver, terminated: make(chan struct{})}
			dead = append(dead, w)
			return w, nil
		}
		return h.spawn(deliver)
	}, time.Minute, 3)
	if r, err := c.Move(context.Background(), irisReq, nil); err != nil || r.Token != "e5" {
		t.Errorf("Move = %+v, %v; want e5, the choice of the two workers alive", r, err)
	}
	<-dead[0].terminated
	if _, err := c.Move(context.Background(), irisReq, nil); err != nil || spawned != 4 {
		t.Errorf("second Move: %v with %d workers spawned, want 4 (one replacement)", err, spawned)
	}
	c = newClient(func(deliver func(string)) (worker, error) {
		w := &dyingWorker{deliver: deliver, terminated: make(chan struct{})}
		dead = append(dead, w)
		return w, nil
	}, time.Minute, 3)
	if _, err := c.Move(context.Background(), irisReq, nil); err == nil || !strings.Contains(err.Error(), "exited") {
		t.Errorf("Move with every worker dying = %v, want the crash", err)
	}
}

// Levels that are not tree searches, and hints, keep to one worker.
func TestOneWorkerForOtherLevels(t *testing.T) {
	h := &harness{decide: players.Decide, search: players.Search}
	c := newClient(h.spawn, time.Minute, 3)
	if _, err := c.Move(context.Background(), urReq, nil); err != nil {
		t.Fatal(err)
	}
	req := irisReq
	req.Level = "random"
	if _, err := c.Move(context.Background(), req, nil); err != nil {
		t.Fatal(err)
	}
	if n := len(h.workers()); n != 1 {
		t.Errorf("%d workers spawned, want 1", n)
	}
}

// The server answers a search with its statistics, a hurried one with
// those so far, and a search of a level that is no tree search with an
// error.
func TestServerSearch(t *testing.T) {
	sent := make(chan string, 3)
	s := newServer(nil, players.Search, func(d string) { sent <- d })
	s.receive(Message{Type: TypeSearch, ID: 1, Request: &irisReq, Share: 2}.Encode())
	m, err := Decode(<-sent)
	if err != nil || m.Type != TypeStats || m.ID != 1 || m.Stats.Playouts != 150 {
		t.Errorf("search of 300 playouts shared 2 ways answered %+v (%v), want the stats of 150 playouts", m, err)
	}
	slow := irisReq
	slow.Level = "iris-mcts"
	s.receive(Message{Type: TypeSearch, ID: 2, Request: &slow, Share: 1}.Encode())
	s.receive(Message{Type: TypeHurry, ID: 2}.Encode())
	if m, err := Decode(<-sent); err != nil || m.Type != TypeStats || len(m.Stats.Moves) != 38 {
		t.Errorf("hurried search answered %+v (%v), want the stats of the 37 gray cells and the pass", m.Stats, err)
	}
	s.receive(Message{Type: TypeSearch, ID: 3, Request: &urReq, Share: 1}.Encode())
	if m, err := Decode(<-sent); err != nil || m.Type != TypeError {
		t.Errorf("search of the random level answered %+v (%v), want an error", m, err)
	}
}

// When a second worker cannot be started, the search runs on those that
// could, its playouts shared among them alone.
func TestSearchWithFewerWorkers(t *testing.T) {
	var seen searches
	h := &harness{search: func(ctx context.Context, req ai.Request, share int) (mcts.Stats, error) {
		seen.add(req, share)
		return players.Search(ctx, req, share)
	}}
	c := newClient(func(deliver func(string)) (worker, error) {
		if len(h.workers()) == 1 {
			return nil, errors.New("no more Workers here")
		}
		return h.spawn(deliver)
	}, time.Minute, 3)
	if _, err := c.Move(context.Background(), irisReq, nil); err != nil {
		t.Fatal(err)
	}
	if len(seen.reqs) != 1 || seen.by[0] != 1 || seen.reqs[0].Seed != irisReq.Seed {
		t.Errorf("searches %+v shared %v ways, want one, unshared, with the request's seed", seen.reqs, seen.by)
	}
}
