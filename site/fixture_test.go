package site

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
	"time"

	"github.com/andybalholm/brotli"
)

// A hand-made build output: the pages carry the blocks the handler
// replaces, as site/publish writes them.
const (
	fixturePlay  = "<!doctype html><head><link rel=\"preload\" href=\"/assets/wasm_exec.0123abcd.js\" as=\"script\"><link id=\"wasm\" rel=\"preload\" href=\"/assets/tessera.0123abcd.wasm\" as=\"fetch\" crossorigin><!--meta--><title>Royal Game of Ur · Tessera</title><!--/meta--></head><body><!--notice--><div id=\"notice\" hidden></div><!--/notice-->play<!--picture--><img src=\"/assets/games/ur/start-tall.svg\"><!--/picture--></body>"
	fixtureEmbed = "<!doctype html><head><!--meta--><title>Royal Game of Ur · Tessera</title><!--/meta--></head><body><!--notice--><div id=\"notice\" hidden></div><!--/notice-->embed<!--picture--><!--/picture--></body>"
	fixtureError = "<!doctype html><title>broken</title><body class=\"site\"><main><!--problem--><p>generic</p><!--/problem--></main>"
	// fixtureEmbedError is the error page of an embed: no site chrome.
	fixtureEmbedError = "<!doctype html><title>broken</title><body class=\"embed\"><main><!--problem--><p>generic</p><!--/problem--></main>"
	fixture404        = "<!doctype html><title>Page not found</title><h1>Page not found</h1>"
	fixtureHome       = "<!doctype html><title>Tessera</title><a href=\"/ur\">Royal Game of Ur</a>"
	fixtureWasm       = "\x00asm\x01\x00\x00\x00 a wasm module long enough to be worth compressing, compressing, compressing"
	fixtureWasmP      = "assets/tessera.0123abcd.wasm"
)

func gz(t testing.TB, s string) []byte {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(s))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func br(t testing.TB, s string) []byte {
	var b bytes.Buffer
	w := brotli.NewWriter(&b)
	w.Write([]byte(s))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func fixture(t testing.TB) fstest.MapFS {
	mod := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s), ModTime: mod} }
	return fstest.MapFS{
		"index.html":           file(fixtureHome),
		"index.html.gz":        {Data: gz(t, fixtureHome), ModTime: mod},
		"ur.html":              file(fixturePlay),
		"ur.html.br":           {Data: br(t, fixturePlay), ModTime: mod},
		"embed/ur.html":        file(fixtureEmbed),
		"ur/rules.html":        file("<!doctype html><title>rules</title>"),
		"error.html":           file(fixtureError),
		"embed/error.html":     file(fixtureEmbedError),
		"404.html":             file(fixture404),
		"sw.js":                file("const BUILD = \"x\";\n"),
		"_headers":             file("/*\n"),
		fixtureWasmP:           file(fixtureWasm),
		fixtureWasmP + ".gz":   {Data: gz(t, fixtureWasm), ModTime: mod},
		fixtureWasmP + ".br":   {Data: br(t, fixtureWasm), ModTime: mod},
		"assets/css/a.1.css":   file("body{}"),
		"manifest.webmanifest": file("{}"),
	}
}

// get sends a request through the handler over the fixture.
func get(t testing.TB, method, target string, header http.Header) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header[k] = v
	}
	rec := httptest.NewRecorder()
	NewHandler(fixture(t)).ServeHTTP(rec, req)
	return rec
}
