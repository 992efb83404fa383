//go:build js

package aiworker

import "syscall/js"

// Serve answers the page's requests in a worker started by worker.js with
// p's functions, and never returns. worker.js queues the messages that arrive before Serve
// listens, so none is lost.
func Serve(p Players) {
	post := func(data string) { js.Global().Call("postMessage", data) }
	s := newServer(p.answers(), p.Search, post)
	s.starts = p.Start
	hook := js.Global().Get("tesseraWorker")
	if hook.Type() != js.TypeObject {
		post(Message{Type: TypeFatal, Error: "aiworker: Serve runs only in a worker started by worker.js"}.Encode())
		select {}
	}
	s.assets = lazyAssets{urls: hook.Get("lazy")}
	hook.Call("listen", js.FuncOf(func(_ js.Value, args []js.Value) any {
		s.receive(args[0].String())
		return nil
	}))
	select {}
}
