package aiworker

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"tessera/ai"
)

// Type says what a Message is.
type Type string

// The message types; see the package doc for who sends which.
const (
	TypeMove   Type = "move"   // page to worker: choose a move for Request
	TypeHint   Type = "hint"   // page to worker: a hint (move and win chance) for Request
	TypeCancel Type = "cancel" // page to worker: abandon request ID
	TypeHurry  Type = "hurry"  // page to worker: answer request ID now with the best so far
	TypeReply  Type = "reply"  // worker to page: the Reply to request ID
	TypeError  Type = "error"  // worker to page: request ID failed with Error
	TypeFatal  Type = "fatal"  // worker to page: the worker cannot go on, because of Error
)

// Message is one message between the page and a worker. Only the fields of
// its Type are set.
type Message struct {
	Type    Type        `json:"type"`
	ID      uint64      `json:"id,omitempty"`      // the request's id; 0 only for fatal
	Request *ai.Request `json:"request,omitempty"` // move and hint only
	Reply   *ai.Reply   `json:"reply,omitempty"`   // reply only
	Error   string      `json:"error,omitempty"`   // error and fatal only, never empty there
}

// Encode writes m as the JSON string that goes through postMessage.
func (m Message) Encode() string {
	// Marshal cannot fail: every field is a string, a number, a string
	// slice or a string map.
	b, _ := json.Marshal(m)
	return string(b)
}

// Decode reads a message written by Encode (or by worker.js) and checks
// that it carries exactly the fields its type needs.
func Decode(data string) (Message, error) {
	var m Message
	d := json.NewDecoder(bytes.NewReader([]byte(data)))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return Message{}, fmt.Errorf("aiworker: unreadable message: %v", err)
	}
	if d.More() {
		return Message{}, errors.New("aiworker: unreadable message: trailing data")
	}
	if err := m.check(); err != nil {
		return Message{}, fmt.Errorf("aiworker: %s message: %v", m.Type, err)
	}
	return m, nil
}

// check says whether m carries exactly the fields of its type.
func (m Message) check() error {
	want := map[Type]struct{ id, request, reply, err bool }{
		TypeMove:   {id: true, request: true},
		TypeHint:   {id: true, request: true},
		TypeCancel: {id: true},
		TypeHurry:  {id: true},
		TypeReply:  {id: true, reply: true},
		TypeError:  {id: true, err: true},
		TypeFatal:  {err: true},
	}
	w, ok := want[m.Type]
	switch {
	case !ok:
		return errors.New("unknown type")
	case w.id != (m.ID != 0):
		return errors.New("wrong id")
	case w.request != (m.Request != nil):
		return errors.New("request missing or out of place")
	case w.reply != (m.Reply != nil):
		return errors.New("reply missing or out of place")
	case w.err != (m.Error != ""):
		return errors.New("error missing or out of place")
	}
	return nil
}
