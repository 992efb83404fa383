package publish

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"runtime"
	"sort"
	"sync"

	"github.com/andybalholm/brotli"

	"tessera/site"
)

// The brotli quality of the precompressed copies. Quality 11 takes minutes
// on the multi-megabyte wasm on two cores; 9 takes seconds and keeps most
// of the gain, so files from bigBrotli bytes up get brotliBig.
const (
	brotliSmall = 11
	brotliBig   = 9
	bigBrotli   = 1 << 20
)

// encoding is one precompressed copy: its file suffix and its compressor.
type encoding struct {
	suffix string
	encode func([]byte) ([]byte, error)
}

var encodings = []encoding{{".br", brotlied}, {".gz", gzipped}}

// compressed returns the precompressed copies (.br and .gz) of the
// compressible files among files, each kept only when smaller than the
// file, made on every core at once.
func compressed(files map[string][]byte) (map[string][]byte, error) {
	type job struct {
		path string
		enc  encoding
	}
	jobs := make(chan job)
	var (
		mu    sync.Mutex
		out   = map[string][]byte{}
		first error
		wg    sync.WaitGroup
	)
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				data, err := j.enc.encode(files[j.path])
				mu.Lock()
				if err != nil && first == nil {
					first = err
				} else if err == nil && len(data) < len(files[j.path]) {
					out[j.path+j.enc.suffix] = data
				}
				mu.Unlock()
			}
		}()
	}
	// The biggest first, so that the wasm does not start last.
	paths := sortedPaths(files)
	sort.SliceStable(paths, func(i, j int) bool { return len(files[paths[i]]) > len(files[paths[j]]) })
	for _, p := range paths {
		if site.Compressible(p) {
			for _, enc := range encodings {
				jobs <- job{p, enc}
			}
		}
	}
	close(jobs)
	wg.Wait()
	return out, first
}

// brotlied compresses data with brotli (brotliSmall, or brotliBig for a
// big file).
func brotlied(data []byte) ([]byte, error) {
	q := brotliSmall
	if len(data) >= bigBrotli {
		q = brotliBig
	}
	var b bytes.Buffer
	w := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: q, LGWin: 24})
	return finish(&b, w, data)
}

// gzipped compresses data at the best level, with no name or time in the
// header, so equal inputs give equal outputs.
func gzipped(data []byte) ([]byte, error) {
	var b bytes.Buffer
	w, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	return finish(&b, w, data)
}

// finish writes data through w, closes it and returns what reached b.
func finish(b *bytes.Buffer, w io.WriteCloser, data []byte) ([]byte, error) {
	if _, err := w.Write(data); err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	return b.Bytes(), nil
}
