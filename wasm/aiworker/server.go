package aiworker

import (
	"context"
	"fmt"
	"sync"

	"tessera/ai"
)

// server is the worker side of the protocol, apart from JavaScript: it reads
// messages, runs one decide per move request in its own goroutine and sends
// every answer.
type server struct {
	decide func(context.Context, ai.Request) (ai.Reply, error)
	send   func(data string)

	mu      sync.Mutex
	running map[uint64]context.CancelFunc
}

func newServer(decide func(context.Context, ai.Request) (ai.Reply, error), send func(string)) *server {
	return &server{decide: decide, send: send, running: map[uint64]context.CancelFunc{}}
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
	switch m.Type {
	case TypeMove:
		if _, dup := s.running[m.ID]; dup {
			s.send(Message{Type: TypeFatal, Error: fmt.Sprintf("aiworker: request id %d is already running", m.ID)}.Encode())
			return
		}
		ctx, cancel := context.WithCancel(context.Background())
		s.running[m.ID] = cancel
		go s.run(withYield(ctx), m.ID, *m.Request)
	case TypeCancel:
		if cancel, ok := s.running[m.ID]; ok {
			cancel()
		}
	default:
		s.send(Message{Type: TypeFatal, Error: fmt.Sprintf("aiworker: a worker does not take %s messages", m.Type)}.Encode())
	}
}

// run answers request id.
func (s *server) run(ctx context.Context, id uint64, req ai.Request) {
	reply, err := s.safeDecide(ctx, req)
	s.mu.Lock()
	s.running[id]()
	delete(s.running, id)
	s.mu.Unlock()
	if err != nil {
		s.send(Message{Type: TypeError, ID: id, Error: err.Error()}.Encode())
		return
	}
	s.send(Message{Type: TypeReply, ID: id, Reply: &reply}.Encode())
}

// safeDecide turns a panicking engine into an error, so that one bad
// request does not take the worker down.
func (s *server) safeDecide(ctx context.Context, req ai.Request) (reply ai.Reply, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("aiworker: the engine failed: %v", p)
		}
	}()
	return s.decide(ctx, req)
}
