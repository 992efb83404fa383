package aiworker

import (
	"context"
	"testing"
	"time"
)

type key struct{}

func TestYieldingContext(t *testing.T) {
	parent, cancel := context.WithCancel(context.WithValue(context.Background(), key{}, "v"))
	ctx := withYield(parent)
	for range 3 {
		if err := ctx.Err(); err != nil {
			t.Fatalf("before cancel: %v", err)
		}
	}
	if ctx.Value(key{}) != "v" {
		t.Error("values of the wrapped context are lost")
	}
	cancel()
	<-ctx.Done()
	if err := ctx.Err(); err != context.Canceled {
		t.Fatalf("after cancel: %v, want context.Canceled", err)
	}
}

// A busy engine that only polls Err is still cancelled by another
// goroutine. Under GOOS=js, where one thread runs every goroutine and none
// is preempted, this holds only because Err yields.
func TestBusyEngineIsCancelled(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	ctx := withYield(parent)
	time.AfterFunc(10*time.Millisecond, cancel)
	start := time.Now()
	for n := 0; ctx.Err() == nil; n++ {
		if time.Since(start) > 10*time.Second {
			t.Fatalf("not cancelled after %d polls", n)
		}
	}
}
