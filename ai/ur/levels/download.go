package levels

import (
	"context"

	"tessera/ai/asset"
)

// A download is an asset being fetched in the background.
type download struct {
	done chan struct{} // closed once data or err is set
	data []byte
	err  error
}

// startDownload starts fetching name with ctx's asset.Fetcher, to go on
// after ctx is done.
func startDownload(ctx context.Context, name string) *download {
	d := &download{done: make(chan struct{})}
	go func() {
		defer close(d.done)
		d.data, d.err = asset.Fetch(context.WithoutCancel(ctx), name)
	}()
	return d
}

// wait returns the download's data once it has come; ctx.Err() with
// finished false if ctx is done first.
func (d *download) wait(ctx context.Context) (data []byte, finished bool, err error) {
	select {
	case <-d.done:
		return d.data, true, d.err
	case <-ctx.Done():
		return nil, false, ctx.Err()
	}
}
