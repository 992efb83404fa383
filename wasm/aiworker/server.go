package aiworker

import (
	"context"
	"fmt"
	"sync"

	"tessera/ai"
)

// answerFunc answers a request: ai.Decide or ai.Hint.
type answerFunc = func(context.Context, ai.Request) (ai.Reply, error)

// server is the worker side of the protocol, apart from JavaScript: it reads
// messages, answers each move or hint request in its own goroutine and
// sends every answer.
type server struct {
	answer map[Type]answerFunc // by request type
	send   func(data string)

	mu      sync.Mutex
	running map[uint64]*job
}

// job is a request being answered.
type job struct {
	cancel  context.CancelFunc
	hurried bool // the page wants the best answer so far, at once
}

func newServer(answer map[Type]answerFunc, send func(string)) *server {
	return &server{answer: answer, send: send, running: map[uint64]*job{}}
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
		if _, dup := s.running[m.ID]; dup {
			s.send(Message{Type: TypeFatal, Error: fmt.Sprintf("aiworker: request id %d is already running", m.ID)}.Encode())
			return
		}
		ctx, cancel := context.WithCancel(context.Background())
		j := &job{cancel: cancel}
		s.running[m.ID] = j
		go s.run(withYield(ctx), answer, m.ID, j, *m.Request)
	case m.Type == TypeCancel || m.Type == TypeHurry:
		if j, ok := s.running[m.ID]; ok {
			j.hurried = j.hurried || m.Type == TypeHurry
			j.cancel()
		}
	default:
		s.send(Message{Type: TypeFatal, Error: fmt.Sprintf("aiworker: a worker does not take %s messages", m.Type)}.Encode())
	}
}

// run answers request id. A hurried request that stopped with something to
// show answers it; otherwise an error is an error.
func (s *server) run(ctx context.Context, answer answerFunc, id uint64, j *job, req ai.Request) {
	reply, err := s.safely(ctx, answer, req)
	s.mu.Lock()
	j.cancel()
	delete(s.running, id)
	hurried := j.hurried
	s.mu.Unlock()
	if err != nil && !(hurried && (reply.Token != "" || reply.WinChance != nil)) {
		s.send(Message{Type: TypeError, ID: id, Error: err.Error()}.Encode())
		return
	}
	s.send(Message{Type: TypeReply, ID: id, Reply: &reply}.Encode())
}

// safely turns a panicking engine into an error, so that one bad request
// does not take the worker down.
func (s *server) safely(ctx context.Context, answer answerFunc, req ai.Request) (reply ai.Reply, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("aiworker: the engine failed: %v", p)
		}
	}()
	return answer(ctx, req)
}
