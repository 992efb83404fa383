package aiworker

import (
	"context"
	"errors"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"tessera/ai"
	"tessera/ai/players"
)

// echelonRecords are requests to evaluate the positions of a short
// Echelon game (its analyst is quick).
func echelonRecords() []ai.Request {
	tokens := []string{"b1-c1", "g7-f7", "d1-c1"}
	var reqs []ai.Request
	for i := range 2 {
		reqs = append(reqs, ai.Request{Game: "echelon", Tokens: tokens[:i], Seed: uint64(i)})
	}
	return reqs
}

func TestEvaluateAllSharesOutAndKeepsOrder(t *testing.T) {
	h := &harness{decide: players.Decide}
	c := newClient(h.spawn, time.Minute, 2)
	reqs := echelonRecords()
	var calls atomic.Int32
	got, err := c.EvaluateAll(context.Background(), reqs, func(int) { calls.Add(1) })
	if err != nil {
		t.Fatal(err)
	}
	for i, req := range reqs {
		want, err := players.Evaluate(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got[i], want) {
			t.Errorf("evaluation %d = %+v, want %+v", i, got[i], want)
		}
	}
	if int(calls.Load()) != len(reqs) {
		t.Errorf("progress called %d times, want %d", calls.Load(), len(reqs))
	}
	if n := len(h.workers()); n != 2 {
		t.Errorf("%d workers used, want 2", n)
	}
}

func TestEvaluateAllStopsAtTheFirstFailure(t *testing.T) {
	h := &harness{decide: players.Decide}
	c := newClient(h.spawn, time.Minute, 2)
	reqs := append(echelonRecords(), ai.Request{Game: "echelon", Tokens: []string{"zz9"}})
	if _, err := c.EvaluateAll(context.Background(), reqs, func(int) {}); err == nil {
		t.Fatal("a refused record was evaluated")
	}
}

func TestEvaluateAllCancels(t *testing.T) {
	h := &harness{decide: players.Decide}
	c := newClient(h.spawn, time.Minute, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.EvaluateAll(ctx, echelonRecords(), func(int) {}); !errors.Is(err, context.Canceled) {
		t.Fatalf("EvaluateAll after cancel: %v", err)
	}
}
