// Package asset lets a computer level fetch the data it plays with (a
// trained network's weights, say) from whatever hosts it: the browser's
// worker fetches lazy site assets over the network, native tools read
// files. The host puts a Fetcher in the context of a decision; the level
// takes it out with Fetch.
package asset

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"

	"tessera/rules"
)

// Fetcher fetches the data called name (as "ur7.tuple").
type Fetcher interface {
	Fetch(ctx context.Context, name string) ([]byte, error)
}

type key struct{}

// With returns a copy of ctx that carries f.
func With(ctx context.Context, f Fetcher) context.Context {
	return context.WithValue(ctx, key{}, f)
}

// ErrNoFetcher is Fetch's error when ctx carries no Fetcher.
var ErrNoFetcher = errors.New("asset: nothing here can fetch a level's data")

// Fetch fetches name with the Fetcher ctx carries.
func Fetch(ctx context.Context, name string) ([]byte, error) {
	f, ok := ctx.Value(key{}).(Fetcher)
	if !ok {
		return nil, ErrNoFetcher
	}
	data, err := f.Fetch(ctx, name)
	if err != nil {
		return nil, rules.Wrap("asset: fetching "+name, err)
	}
	return data, nil
}

// Dir is a Fetcher reading the files of a folder (static/lazy in the
// repository, for native tools and tests).
type Dir string

// Fetch reads the file name in d.
func (d Dir) Fetch(_ context.Context, name string) ([]byte, error) {
	if !filepath.IsLocal(name) {
		return nil, errors.New("asset: " + strconv.Quote(name) + " is not a name in the folder")
	}
	return os.ReadFile(filepath.Join(string(d), name))
}

// Missing is the error of a level that played without its data, which
// could not be fetched: its move is its Fallback's. The move is good;
// the error is for telling the player.
type Missing struct {
	Err      error  // why the data could not be fetched
	Fallback string // the name of the level that chose the move instead
}

func (m *Missing) Error() string {
	return "the level's data could not be loaded (" + m.Err.Error() + "); " + m.Fallback + " chose this move instead"
}

func (m *Missing) Unwrap() error { return m.Err }
