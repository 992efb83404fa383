package aiworker

import (
	"strings"
	"testing"

	"tessera/ai"
	"tessera/rules/games"
)

// collect is a send function that hands every message to a channel.
func collect() (func(string), chan Message) {
	ch := make(chan Message, 1024)
	return func(data string) {
		m, err := Decode(data)
		if err != nil {
			panic(err)
		}
		ch <- m
	}, ch
}

// A playouts request is answered with progress messages, their counts
// never falling, then one speed message with at least as many playouts.
func TestPlayoutsRequest(t *testing.T) {
	send, ch := collect()
	s := newServer(nil, nil, send)
	s.starts = games.Start
	req := ai.Request{Game: "iris", Options: map[string]string{"size": "5"}, Seed: 3}
	s.receive(Message{Type: TypePlayouts, ID: 9, Request: &req, Millis: 300}.Encode())
	last := 0
	for m := range ch {
		if m.ID != 9 {
			t.Fatalf("a message for request %d: %+v", m.ID, m)
		}
		switch m.Type {
		case TypeProgress:
			if m.Speed.Playouts < last {
				t.Errorf("progress fell from %d to %d playouts", last, m.Speed.Playouts)
			}
			last = m.Speed.Playouts
			continue
		case TypeSpeed:
			if m.Speed.Playouts < max(last, 1) || m.Speed.PerSecond <= 0 || m.Speed.Plies < m.Speed.Playouts {
				t.Errorf("final speed %+v after progress at %d playouts", *m.Speed, last)
			}
		default:
			t.Errorf("unexpected message %+v", m)
		}
		return
	}
}

// An unknown game is an error answer; a playouts request without its
// duration is unreadable.
func TestPlayoutsErrors(t *testing.T) {
	send, ch := collect()
	s := newServer(nil, nil, send)
	s.starts = games.Start
	s.receive(Message{Type: TypePlayouts, ID: 2, Request: &ai.Request{Game: "chess"}, Millis: 10}.Encode())
	if m := <-ch; m.Type != TypeError || !strings.Contains(m.Error, "chess") {
		t.Errorf("unknown game answered %+v", m)
	}
	if _, err := Decode(`{"type":"playouts","id":3,"request":{"game":"iris","level":"","seed":0}}`); err == nil {
		t.Error("a playouts request without millis was read")
	}
	if _, err := Decode(`{"type":"speed","id":3,"speed":{"playouts":1,"plies":2,"seconds":1,"perSecond":1}}`); err != nil {
		t.Errorf("a speed message was not read: %v", err)
	}
}
