package aiworker

import (
	"context"
	"strconv"
	"sync"

	"tessera/ai"
	"tessera/ai/asset"
	"tessera/ai/mcts"
	"tessera/rules"
)

// answerFunc answers a request: players.Decide, players.Hint,
// players.Review, players.Evaluate, players.Propose or players.Take.
type answerFunc = func(context.Context, ai.Request) (ai.Reply, error)

// searchFunc runs a shared search: players.Search.
type searchFunc = func(ctx context.Context, req ai.Request, share int) (mcts.Stats, error)

// Players is what a worker answers with, by request: the functions of
// tessera/ai/players, which the program's main hands to Serve. This
// package does not import the engines, so the page's side of it (Client)
// links none of them.
type Players struct {
	Decide, Hint, Review, Evaluate, Propose, Take answerFunc
	Search                                        searchFunc
	Start                                         startFunc // where playouts start: rules/games.Start
}

// startFunc makes the initial position of a game with options, as
// rules/games.Start: handed in like the engines, so that the page's side
// links no game's rules but its own.
type startFunc = func(game string, options map[string]string) (func() rules.Position, error)

// server is the worker side of the protocol, apart from JavaScript: it reads
// messages, answers each request in its own goroutine and sends every
// answer.
type server struct {
	answer map[Type]answerFunc // by request type
	search searchFunc          // answers search requests; nil for none
	starts startFunc           // where playout requests start; nil for none
	send   func(data string)
	assets asset.Fetcher // what the levels fetch their data with; nil for none

	mu      sync.Mutex
	running map[uint64]*job
}

// job is a request being answered.
type job struct {
	cancel  context.CancelFunc
	hurried bool // the page wants the best answer so far, at once
}

// work answers a request: the answer message (its ID aside), and an error
// when it failed or stopped early.
type work func(ctx context.Context) (Message, error)

// answers returns what answers each type of request a worker takes, apart
// from searches and playouts.
func (p Players) answers() map[Type]answerFunc {
	return map[Type]answerFunc{
		TypeMove: p.Decide, TypeHint: p.Hint, TypeReview: p.Review, TypeEvaluate: p.Evaluate,
		TypePropose: p.Propose, TypeTake: p.Take,
	}
}

func newServer(answer map[Type]answerFunc, search searchFunc, send func(string)) *server {
	return &server{answer: answer, search: search, send: send, running: map[uint64]*job{}}
}

// receive handles one message from the page. It never blocks, as it runs
// in a JavaScript callback.
func (s *server) receive(data string) {
	m, err := Decode(data)
	if err != nil {
		s.send(Message{Type: TypeFatal, Error: err.Error()}.Encode())
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch answer := s.answer[m.Type]; {
	case answer != nil:
		s.start(m.ID, func(ctx context.Context) (Message, error) {
			reply, err := answer(ctx, *m.Request)
			return Message{Type: TypeReply, Reply: &reply}, err
		})
	case m.Type == TypeSearch && s.search != nil:
		s.start(m.ID, func(ctx context.Context) (Message, error) {
			stats, err := s.search(ctx, *m.Request, m.Share)
			return Message{Type: TypeStats, Stats: &stats}, err
		})
	case m.Type == TypePlayouts && s.starts != nil:
		s.start(m.ID, s.playouts(m))
	case m.Type == TypeCancel || m.Type == TypeHurry:
		if j, ok := s.running[m.ID]; ok {
			j.hurried = j.hurried || m.Type == TypeHurry
			j.cancel()
		}
	default:
		s.send(Message{Type: TypeFatal, Error: "aiworker: a worker does not take " + string(m.Type) + " messages"}.Encode())
	}
}

// start runs request id's work in its own goroutine. s.mu is held.
func (s *server) start(id uint64, w work) {
	if _, dup := s.running[id]; dup {
		s.send(Message{Type: TypeFatal, Error: "aiworker: request id " + strconv.FormatUint(id, 10) + " is already running"}.Encode())
		return
	}
	base := context.Background()
	if s.assets != nil {
		base = asset.With(base, s.assets)
	}
	ctx, cancel := context.WithCancel(base)
	j := &job{cancel: cancel}
	s.running[id] = j
	go s.run(withYield(ctx), w, id, j)
}

// run answers request id. A hurried request that stopped with something to
// show answers it; otherwise an error is an error.
func (s *server) run(ctx context.Context, w work, id uint64, j *job) {
	answer, err := s.safely(ctx, w)
	s.mu.Lock()
	j.cancel()
	delete(s.running, id)
	hurried := j.hurried
	s.mu.Unlock()
	if err != nil && !(hurried && answer.hasBest()) {
		s.send(Message{Type: TypeError, ID: id, Error: err.Error()}.Encode())
		return
	}
	answer.ID = id
	s.send(answer.Encode())
}

// hasBest says whether an answer holds a best move so far: a token or a
// win chance, or statistics of at least one move.
func (m Message) hasBest() bool {
	switch {
	case m.Reply != nil:
		return m.Reply.Token != "" || m.Reply.WinChance != nil
	case m.Stats != nil:
		return len(m.Stats.Moves) > 0
	}
	return false
}

// safely turns a panicking engine into an error, so that one bad request
// does not take the worker down.
func (s *server) safely(ctx context.Context, w work) (answer Message, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = rules.Wrap("aiworker: the engine failed", rules.Recovered(p))
		}
	}()
	return w(ctx)
}
