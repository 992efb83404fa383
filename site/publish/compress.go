package publish

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"

	"github.com/andybalholm/brotli"

	"tessera/site"
)

// The brotli quality of the precompressed copies: the best. On the wasm it
// is 13% fewer bytes than quality 9 (1.42 against 1.64 MB), which a phone
// on a slow network waits a second less for; it also takes a minute of one
// core, not four seconds, so the copies of files from bigBrotli bytes up
// are kept in the build's cache (Config.Cache) under their content's hash.
const (
	brotliQuality = 11
	bigBrotli     = 1 << 20
)

// encoding is one precompressed copy: its file suffix and its compressor.
type encoding struct {
	suffix string
	encode func([]byte) ([]byte, error)
}

// compressed returns the precompressed copies (.br and .gz) of the
// compressible files among files, each kept only when smaller than the
// file, made on every core at once; cache is the folder of the big files'
// brotli copies ("" for none).
func compressed(files map[string][]byte, cache string) (map[string][]byte, error) {
	encodings := []encoding{{".br", func(data []byte) ([]byte, error) { return brotlied(data, cache) }}, {".gz", gzipped}}
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

// brotlied compresses data with brotli. A big file's copy is read from the
// cache folder when an earlier build made it, else made and kept there.
func brotlied(data []byte, cache string) ([]byte, error) {
	if cache == "" || len(data) < bigBrotli {
		return brotliNow(data)
	}
	sum := sha256.Sum256(data)
	name := filepath.Join(cache, fmt.Sprintf("brotli-q%d-%s.br", brotliQuality, hex.EncodeToString(sum[:])))
	if kept, err := os.ReadFile(name); err == nil {
		return kept, nil
	}
	out, err := brotliNow(data)
	if err != nil {
		return nil, err
	}
	return out, keep(name, out)
}

// brotliNow compresses data with brotli at brotliQuality.
func brotliNow(data []byte) ([]byte, error) {
	var b bytes.Buffer
	w := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: brotliQuality, LGWin: 24})
	return finish(&b, w, data)
}

// keep writes data to name whole or not at all (a file beside it, then
// renamed), so that a build stopped halfway leaves no broken copy.
func keep(name string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return fmt.Errorf("build: %v", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), ".keep-*")
	if err != nil {
		return fmt.Errorf("build: %v", err)
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), name)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("build: %v", err)
	}
	return nil
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
