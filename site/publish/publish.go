// Package publish writes the static site that site.NewHandler and Workers
// Static Assets serve, from static/ and the compiled wasm:
//
//   - Assets: every file of static/ but the page templates (pages/*.html,
//     games/*/rules.html) and sw.js, plus the files of the wasm folder, is
//     copied to /assets/<path>.<8 hex of its SHA-256>.<ext>, as
//     /assets/js/boot.1a2b3c4d.js or /assets/tessera.5e6f7a8b.wasm. The
//     wasm folder's files count as if they sat at the root of static/.
//     manifest.webmanifest, favicon.ico and guard.js at the root of
//     static/ keep their fixed URL: browsers ask for the first two by
//     name, and a page of an earlier build still finds guard.js.
//     (/robots.txt and /sitemap.xml name absolute URLs: Go answers them.)
//   - References between assets are rewritten: in .css, .js, .mjs, .json
//     and .webmanifest files, a quoted relative path ("./board.js",
//     '../tessera.wasm') or a CSS url(../icons/x.svg) that names an asset
//     becomes that asset's hashed URL. Hashes are taken after rewriting,
//     so a change anywhere changes every URL that leads to it. Stylesheets
//     and scripts are minified after rewriting, before hashing (minify.go).
//   - Pages are rendered with html/template (see pages.go).
//   - Assets under static/lazy/ are fetched only when a page needs them (a
//     computer level's data): the template function lazyAssets maps their
//     names (the path under lazy/) to their URLs as JSON.
//   - sw.js is written at the root with the build id, the precache list
//     (every asset and page URL but the lazy ones) and the lazy list,
//     before static/sw.js's own code.
//   - _headers (site.Policy for Workers Static Assets), brotli (.br) and
//     gzip (.gz) copies of compressible files for the local server (see
//     compress.go), and .assetsignore, which keeps those copies out of the
//     Worker's upload: Cloudflare compresses on its own.
package publish

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Config says where the build reads and writes.
type Config struct {
	Static string // the static/ tree
	Wasm   string // the folder of tessera.wasm and wasm_exec.js
	Out    string // the output folder, deleted and rewritten
	Cache  string // a folder the brotli copies of big files are kept in between builds; "" for none
}

// Result is what a build wrote.
type Result struct {
	ID    string            // the build id: a hash over every output
	Files map[string][]byte // pages, assets and sw.js by slash path (not the compressed copies, _headers or .assetsignore)
}

// builder is a build in progress: its outputs by slash path.
type builder struct {
	cfg    Config
	assets map[string]*asset // by key, as "js/boot.js"
	files  map[string][]byte // outputs by path, as "assets/js/boot.1a2b3c4d.js"
	lazy   map[string]bool   // the URLs of the lazy assets (see lazyDir)
}

// Run builds the site from cfg.Static and cfg.Wasm into cfg.Out.
func Run(cfg Config) (*Result, error) {
	if err := checkOut(cfg); err != nil {
		return nil, err
	}
	s := &builder{cfg: cfg, files: map[string][]byte{}}
	if err := s.loadAssets(); err != nil {
		return nil, err
	}
	if err := s.renderPages(); err != nil {
		return nil, err
	}
	id, err := s.writeServiceWorker()
	if err != nil {
		return nil, err
	}
	if err := s.write(); err != nil {
		return nil, err
	}
	return &Result{ID: id, Files: s.files}, nil
}

// checkOut refuses an output folder that would delete the sources.
func checkOut(cfg Config) error {
	out, err := filepath.Abs(cfg.Out)
	if err != nil {
		return fmt.Errorf("build: %v", err)
	}
	for _, src := range []string{cfg.Static, cfg.Wasm} {
		abs, err := filepath.Abs(src)
		if err != nil {
			return fmt.Errorf("build: %v", err)
		}
		if rel, err := filepath.Rel(out, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return fmt.Errorf("build: output %s would delete the sources in %s", cfg.Out, src)
		}
	}
	return nil
}

// write replaces cfg.Out with the outputs, their compressed copies, _headers and
// .assetsignore.
func (s *builder) write() error {
	if err := os.RemoveAll(s.cfg.Out); err != nil {
		return fmt.Errorf("build: %v", err)
	}
	extra, err := s.extras()
	if err != nil {
		return err
	}
	all := map[string][]byte{}
	for _, m := range []map[string][]byte{s.files, extra} {
		for p, data := range m {
			all[p] = data
		}
	}
	paths := sortedPaths(all)
	for _, p := range paths {
		name := filepath.Join(s.cfg.Out, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return fmt.Errorf("build: %v", err)
		}
		if err := os.WriteFile(name, all[p], 0o644); err != nil {
			return fmt.Errorf("build: %v", err)
		}
	}
	return nil
}
