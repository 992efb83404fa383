package publish

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// asset is one file served under its content-hashed (or fixed) URL.
type asset struct {
	key  string // the path in static/, as "js/boot.js"
	src  []byte // as read
	data []byte // with references rewritten
	url  string // the URL path it is served at
	busy bool   // being resolved: a reference back to it is a cycle
}

// isTemplate reports whether a static/ path is a page template part rather
// than an asset: pages/*.html, games/*/rules.html, and sw.js.
func isTemplate(key string) bool {
	dir, base := path.Split(key)
	switch {
	case key == "sw.js":
		return true
	case dir == "pages/" && path.Ext(base) == ".html":
		return true
	case strings.HasPrefix(dir, "games/") && strings.Count(dir, "/") == 2 && base == "rules.html":
		return true
	}
	return false
}

// loadAssets reads every asset of static/ and the wasm folder, rewrites
// their references and gives each its URL.
func (s *builder) loadAssets() error {
	s.assets = map[string]*asset{}
	err := fs.WalkDir(os.DirFS(s.cfg.Static), ".", func(key string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || isTemplate(key) {
			return err
		}
		return s.addAsset(key, filepath.Join(s.cfg.Static, filepath.FromSlash(key)))
	})
	if err != nil {
		return fmt.Errorf("build: %v", err)
	}
	entries, err := os.ReadDir(s.cfg.Wasm)
	if err != nil {
		return fmt.Errorf("build: %v", err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if _, dup := s.assets[e.Name()]; dup {
			return fmt.Errorf("build: %s is both in %s and in %s", e.Name(), s.cfg.Static, s.cfg.Wasm)
		}
		if err := s.addAsset(e.Name(), filepath.Join(s.cfg.Wasm, e.Name())); err != nil {
			return err
		}
	}
	if err := s.addStartPictures(); err != nil {
		return err
	}
	s.lazy = map[string]bool{}
	for _, a := range s.assets {
		if err := s.resolve(a); err != nil {
			return err
		}
		s.files[strings.TrimPrefix(a.url, "/")] = a.data
		if isLazy(a.key) {
			s.lazy[a.url] = true
		}
	}
	return nil
}

// lazyDir holds the assets a page fetches only when needed (the data of a
// computer level): they are left out of the service worker's precache,
// cached when first fetched, and carried over to later builds.
const lazyDir = "lazy/"

// isLazy reports whether the static/ path key is a lazy asset.
func isLazy(key string) bool { return strings.HasPrefix(key, lazyDir) }

func (s *builder) addAsset(key, file string) error {
	src, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("build: %v", err)
	}
	s.assets[key] = &asset{key: key, src: src}
	return nil
}

// rewritten lists the extensions whose references to assets are rewritten.
var rewritten = map[string]bool{".css": true, ".js": true, ".mjs": true, ".json": true, ".webmanifest": true}

// reference matches a quoted relative path or a CSS url() of one.
var reference = regexp.MustCompile(`"(\.\.?/[^"\s]*)"|'(\.\.?/[^'\s]*)'|url\(\s*(\.\.?/[^)"'\s]*)\s*\)`)

// resolve rewrites a's references (resolving the assets they name first)
// and sets its URL from its final content.
func (s *builder) resolve(a *asset) error {
	if a.url != "" {
		return nil
	}
	if a.busy {
		return fmt.Errorf("build: %s is part of a cycle of references", a.key)
	}
	a.busy = true
	defer func() { a.busy = false }()
	a.data = a.src
	if rewritten[path.Ext(a.key)] {
		var err error
		a.data = reference.ReplaceAllFunc(a.src, func(m []byte) []byte {
			sub := reference.FindSubmatch(m)
			ref := string(sub[1]) + string(sub[2]) + string(sub[3])
			target, ok := s.assets[path.Join(path.Dir(a.key), ref)]
			if !ok || err != nil {
				return m
			}
			if err = s.resolve(target); err != nil {
				return m
			}
			return []byte(strings.Replace(string(m), ref, target.url, 1))
		})
		if err != nil {
			return err
		}
	}
	var err error
	if a.data, err = minified(a.key, a.data); err != nil {
		return err
	}
	a.url = assetURL(a.key, a.data)
	return nil
}

// assetURL is the URL of the asset key with content data: fixed for files at
// the root of static/ that browsers ask for by name, content-hashed under
// /assets/ for every other.
func assetURL(key string, data []byte) string {
	if fixed[key] {
		return "/" + key
	}
	sum := sha256.Sum256(data)
	ext := path.Ext(key)
	return "/assets/" + strings.TrimSuffix(key, ext) + "." + hex.EncodeToString(sum[:4]) + ext
}

// fixed lists the assets served at their own name.
// guard.js (the loading guard) keeps its URL so that a page of an earlier
// build still finds it.
var fixed = map[string]bool{"manifest.webmanifest": true, "favicon.ico": true, "guard.js": true}
