//go:build js && wasm

// Command worker is the site's handler compiled for Cloudflare Workers
// (make worker builds it to build/worker/app.wasm). site/worker/entry.mjs
// calls it only for what needs Go: play and embed pages whose query carries
// a position, through site/worker/go.mjs, which keeps an instance between
// requests. It reads the build's pages from Workers Static Assets through
// the ASSETS binding.
package main

import (
	"fmt"
	"io"
	"io/fs"
	"net/http"

	"github.com/syumai/workers"
	"github.com/syumai/workers/cloudflare"
	"github.com/syumai/workers/cloudflare/fetch"

	"tessera/site"
)

func main() {
	// Only the client's RoundTripper is used: http.Client's own methods
	// would link net/http's default transport (TLS, HTTP/2), 5 MB of wasm.
	assets := fetch.NewClient(fetch.WithBinding(cloudflare.GetBinding("ASSETS"))).
		HTTPClient(fetch.RedirectModeManual).Transport
	get := func(urlPath string) ([]byte, error) {
		// The binding serves this Worker's assets whatever the host.
		req, err := http.NewRequest(http.MethodGet, "https://assets.invalid"+urlPath, nil)
		if err != nil {
			return nil, err
		}
		res, err := assets.RoundTrip(req)
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("worker: assets answer %s for %s: %w", res.Status, urlPath, fs.ErrNotExist)
		}
		return io.ReadAll(res.Body)
	}
	// Serve would end the program after one answer; site/worker/go.mjs keeps
	// the instance for the next request, so the pages it fetched are kept
	// too: a deploy's files never change, and a new deploy starts new
	// instances.
	workers.ServeNonBlock(site.NewHandler(site.FetchFS(get).Remembered()))
	workers.Ready()
	select {}
}
