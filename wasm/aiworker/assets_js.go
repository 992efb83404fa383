//go:build js

package aiworker

import (
	"context"
	"errors"
	"strconv"
	"syscall/js"
)

// lazyAssets fetches the site's lazy assets (a level's data) over the
// network; the service worker caches them for offline play. urls maps each
// name to its absolute URL (worker.js's tesseraWorker.lazy).
type lazyAssets struct{ urls js.Value }

// Fetch downloads the asset called name.
func (a lazyAssets) Fetch(ctx context.Context, name string) ([]byte, error) {
	url := js.Undefined()
	if a.urls.Type() == js.TypeObject {
		url = a.urls.Get(name)
	}
	if url.Type() != js.TypeString {
		return nil, errors.New("the site lists no asset " + strconv.Quote(name))
	}
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	var onResponse, onBytes, onError js.Func
	release := func() { onResponse.Release(); onBytes.Release(); onError.Release() }
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: errors.New("the download failed (offline?): " + js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	onBytes = js.FuncOf(func(_ js.Value, args []js.Value) any {
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Get("length").Int())
		js.CopyBytesToGo(data, buf)
		done <- result{data: data}
		return nil
	})
	onResponse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			done <- result{err: errors.New("the server answered " + strconv.Itoa(res.Get("status").Int()) + " " + res.Get("statusText").String())}
			return nil
		}
		res.Call("arrayBuffer").Call("then", onBytes, onError)
		return nil
	})
	js.Global().Call("fetch", url).Call("then", onResponse, onError)
	select {
	case r := <-done:
		release()
		return r.data, r.err
	case <-ctx.Done():
		go func() { <-done; release() }() // the callbacks must outlive the fetch
		return nil, ctx.Err()
	}
}
