package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// The pages the handler reads from the build to answer with a status other
// than 200.
const (
	notFoundPage = "404.html"
	errorPage    = "error.html"
	// embedErrorPage is the error page of an embed: the same words,
	// without the site's chrome.
	embedErrorPage = "embed/error.html"
)

type handler struct {
	assets fs.FS
	etags  sync.Map // etagKey -> string: the ETag of a file's content
	links  sync.Map // etagKey -> string: the Link header of an HTML file (see preloadLinks)
}

// etagKey names one version of a file of the build.
type etagKey struct {
	name string
	mod  time.Time
}

// NewHandler returns the site's handler over assets, the output of
// site/publish: static files with the headers of Policy (brotli or gzip
// copies served when accepted), share links rendered by Go, the 404 page for unknown
// paths. Only GET and HEAD are allowed.
func NewHandler(assets fs.FS) http.Handler {
	return &handler{assets: assets}
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	for k, v := range HeadersFor(r.URL.Path) {
		w.Header()[k] = v
	}
	if ref, refused := refuseRequest(r); refused {
		h.serveRefusal(w, r, ref)
		return
	}
	switch r.URL.Path {
	case oembedPath:
		h.serveOEmbed(w, r)
		return
	case robotsPath:
		h.serveRobots(w, r)
		return
	case sitemapPath:
		h.serveSitemap(w, r)
		return
	}
	if g, ok := previewGame(r.URL.Path); ok {
		h.servePreview(w, r, g)
		return
	}
	if g, kind, ok := pictureOf(r.URL.Path); ok {
		h.servePicture(w, r, g, kind)
		return
	}
	if g, embed, ok := gamePage(r.URL.Path); ok && r.URL.RawQuery != "" {
		if game, ok := lookupBoard(g); ok {
			h.serveShare(w, r, game, embed)
			return
		}
	}
	name, ok := FileFor(r.URL.Path)
	if !ok {
		h.serveNotFound(w, r)
		return
	}
	h.serveFile(w, r, name)
}

// serveFile serves a file of the build, its brotli or gzip copy when the
// client accepts that coding and the build made one (brotli first: it is
// the smaller), with an ETag of its content.
func (h *handler) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	encoding, file := "", name
	if Compressible(name) {
		encoding, file = h.precompressed(r, name)
	}
	data, mod, err := h.read(file)
	if err != nil {
		h.serveNotFound(w, r)
		return
	}
	if Compressible(name) {
		w.Header().Add("Vary", "Accept-Encoding")
	}
	if links := h.preloads(name, mod, encoding, data); links != "" {
		w.Header().Set("Link", links)
	}
	etag := h.etag(file, mod, data)
	if encoding != "" {
		w.Header().Set("Content-Encoding", encoding)
		etag += "-" + encoding
	}
	w.Header().Set("ETag", `"`+etag+`"`)
	w.Header().Set("Content-Type", ContentType(name))
	http.ServeContent(w, r, "", mod, bytes.NewReader(data))
}

// codings are the content codings of the build's precompressed copies, by
// preference, with their files' suffixes.
var codings = [...]struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// precompressed returns the coding and the file that serve name to r: the
// first copy in codings that r accepts and the build made, else no coding
// and name itself.
func (h *handler) precompressed(r *http.Request, name string) (encoding, file string) {
	for _, c := range codings {
		if !accepts(r, c.name) {
			continue
		}
		if _, err := fs.Stat(h.assets, name+c.suffix); err == nil {
			return c.name, name + c.suffix
		}
	}
	return "", name
}

// etag returns the ETag of data, the content of file as of mod, hashing
// each version of a file once.
func (h *handler) etag(file string, mod time.Time, data []byte) string {
	key := etagKey{file, mod}
	if tag, ok := h.etags.Load(key); ok {
		return tag.(string)
	}
	sum := sha256.Sum256(data)
	tag := hex.EncodeToString(sum[:8])
	h.etags.Store(key, tag)
	return tag
}

// preloads returns the Link header of the file name as of mod (see
// preloadLinks): "" unless it is an HTML page. data is its content in the
// coding encoding; a compressed copy is not read, but the page itself,
// once.
func (h *handler) preloads(name string, mod time.Time, encoding string, data []byte) string {
	if ContentType(name) != ContentType(".html") {
		return ""
	}
	key := etagKey{name, mod}
	if v, ok := h.links.Load(key); ok {
		return v.(string)
	}
	if encoding != "" {
		var err error
		if data, _, err = h.read(name); err != nil {
			return ""
		}
	}
	links := preloadLinks(data)
	h.links.Store(key, links)
	return links
}

// read returns a file of the build and its modification time.
func (h *handler) read(name string) ([]byte, time.Time, error) {
	info, err := fs.Stat(h.assets, name)
	if err != nil {
		return nil, time.Time{}, err
	}
	if info.IsDir() {
		return nil, time.Time{}, fs.ErrNotExist
	}
	data, err := fs.ReadFile(h.assets, name)
	return data, info.ModTime(), err
}

// serveNotFound answers 404 with the build's 404 page, revalidated at
// every use: a missing asset (under /assets/, where files are immutable)
// must never be cached as if it existed.
func (h *handler) serveNotFound(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", cacheRevalidate)
	page, err := fs.ReadFile(h.assets, notFoundPage)
	if err != nil {
		http.Error(w, "site: page not found", http.StatusNotFound)
		return
	}
	writePage(w, r, http.StatusNotFound, page)
}

// writePage writes an HTML page the handler made or chose, with status.
func writePage(w http.ResponseWriter, r *http.Request, status int, page []byte) {
	w.Header().Set("Content-Type", ContentType(".html"))
	w.Header().Del("ETag")
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(page)
	}
}

// accepts reports whether the request's Accept-Encoding allows coding
// (listed, and not with q=0).
func accepts(r *http.Request, coding string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(part, ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		_, q, found := strings.Cut(strings.ReplaceAll(params, " ", ""), "q=")
		if !found {
			return true
		}
		v, err := strconv.ParseFloat(q, 64)
		return err == nil && v > 0
	}
	return false
}
