package publish

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"tessera/site"
)

// serviceWorker is the path of the service worker, in static/ and in the
// output: it must stay at the root, at a fixed URL, to control every page.
const serviceWorker = "sw.js"

// writeServiceWorker writes sw.js: the build id, the precache list (every
// asset and page URL but the lazy assets and the games' own programs),
// the lazy list and the stand-ins for the games' own programs (see
// programs.go), then static/sw.js's code. The build id hashes every
// other output and that code, so any change gives a new one.
func (s *builder) writeServiceWorker() (string, error) {
	code, err := os.ReadFile(filepath.Join(s.cfg.Static, serviceWorker))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("build: %v", err)
	}
	paths := sortedPaths(s.files)
	h := sha256.New()
	urls := make([]string, 0, len(paths))
	lazy := []string{}
	standIns := s.standIns()
	for _, p := range paths {
		fmt.Fprintf(h, "%s %d\n", p, len(s.files[p]))
		h.Write(s.files[p])
		u := site.PagePath(p)
		switch {
		case s.lazy[u]:
			lazy = append(lazy, u)
		case standIns[u] == "":
			urls = append(urls, u)
		}
	}
	h.Write(code)
	id := hex.EncodeToString(h.Sum(nil)[:8])
	list, err := json.MarshalIndent(urls, "", "  ")
	if err != nil {
		return "", fmt.Errorf("build: %v", err)
	}
	lazyList, err := json.MarshalIndent(lazy, "", "  ")
	if err != nil {
		return "", fmt.Errorf("build: %v", err)
	}
	standInList, err := json.MarshalIndent(standIns, "", "  ")
	if err != nil {
		return "", fmt.Errorf("build: %v", err)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "const BUILD = %q;\nconst PRECACHE = %s;\nconst LAZY = %s;\nconst STANDINS = %s;\n", id, list, lazyList, standInList)
	b.Write(code)
	s.files[serviceWorker] = b.Bytes()
	return id, nil
}

// extras returns the files written beside the outputs: brotli and gzip
// copies of the compressible ones, _headers, and .assetsignore.
func (s *builder) extras() (map[string][]byte, error) {
	out, err := compressed(s.files, s.cfg.Cache)
	if err != nil {
		return nil, err
	}
	var headers strings.Builder
	if err := site.WriteHeadersFile(&headers); err != nil {
		return nil, err
	}
	out["_headers"] = []byte(headers.String())
	out[".assetsignore"] = []byte("# The brotli and gzip copies serve the local server; Cloudflare compresses on its own.\n*.br\n*.gz\n")
	return out, nil
}

func sortedPaths(m map[string][]byte) []string {
	paths := make([]string, 0, len(m))
	for p := range m {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	return paths
}
