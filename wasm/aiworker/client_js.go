//go:build js

package aiworker

import (
	"errors"
	"syscall/js"
	"time"

	"tessera/rules"
)

// MaxWorkers caps the workers a tree search is shared among.
const MaxWorkers = 4

// grace is how long a worker has to answer a cancelled or hurried request
// before it is terminated.
const grace = time.Second

// NewClient returns a Client whose workers come from boot.js's
// globalThis.tesseraSpawnWorker(). No worker starts before the first request
// or Warm.
// A tree search is shared among as many workers as the machine has cores
// (navigator.hardwareConcurrency) less one for the page, at least one and
// at most MaxWorkers. A number globalThis.tesseraAIPatience, set before the
// page starts (by the fault tests), replaces Patience, in milliseconds.
func NewClient() *Client {
	c := newClient(spawnJS, grace, Workers())
	if ms := js.Global().Get("tesseraAIPatience"); ms.Type() == js.TypeNumber && ms.Float() > 0 {
		c.patience = time.Duration(ms.Float() * float64(time.Millisecond))
	}
	return c
}

// Workers returns how many workers a Client shares a tree search among on
// this machine.
func Workers() int {
	cores := 1
	if n := js.Global().Get("navigator").Get("hardwareConcurrency"); n.Type() == js.TypeNumber {
		cores = n.Int()
	}
	return min(max(cores-1, 1), MaxWorkers)
}

// jsWorker is a Web Worker with the listeners the Client gave it.
type jsWorker struct {
	v         js.Value
	listeners []listener
}

// listener is an event listener added to a worker.
type listener struct {
	event string
	fn    js.Func
}

// spawnJS starts a Web Worker through boot.js.
func spawnJS(deliver func(string)) (w worker, err error) {
	spawn := js.Global().Get("tesseraSpawnWorker")
	if spawn.Type() != js.TypeFunction {
		return nil, errors.New("tesseraSpawnWorker is missing (boot.js did not run)")
	}
	defer func() {
		if p := recover(); p != nil { // a JavaScript exception from the spawn
			err = rules.Recovered(p)
		}
	}()
	jw := &jsWorker{v: spawn.Invoke()}
	jw.listen("message", func(ev js.Value) { deliver(ev.Get("data").String()) })
	jw.listen("messageerror", func(js.Value) {
		deliver(Message{Type: TypeFatal, Error: "aiworker: the AI worker sent a message that could not be read"}.Encode())
	})
	jw.listen("error", func(ev js.Value) {
		ev.Call("preventDefault") // reported through Move, not as an uncaught error
		msg := "aiworker: the AI worker failed to start"
		if m := ev.Get("message"); m.Type() == js.TypeString && m.String() != "" {
			msg = "aiworker: the AI worker failed: " + m.String()
		}
		deliver(Message{Type: TypeFatal, Error: msg}.Encode())
	})
	return jw, nil
}

// listen adds an event listener that Terminate releases.
func (w *jsWorker) listen(event string, fn func(ev js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	w.listeners = append(w.listeners, listener{event, f})
	w.v.Call("addEventListener", event, f)
}

// Post sends data to the worker.
func (w *jsWorker) Post(data string) { w.v.Call("postMessage", data) }

// Terminate stops the worker, then removes and releases its listeners
// (removed first, so that no event still queued can call a released Func).
func (w *jsWorker) Terminate() {
	w.v.Call("terminate")
	for _, l := range w.listeners {
		w.v.Call("removeEventListener", l.event, l.fn)
		l.fn.Release()
	}
}
