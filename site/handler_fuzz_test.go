package site

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// FuzzHandler: no request, whatever its method, path and query, makes the
// handler fail (5xx) or panic; every refusal is a page in words; and a
// share link is only ever replayed within the caps (bounded work).
func FuzzHandler(f *testing.F) {
	for _, s := range [][3]string{
		{"GET", "/ur", "m=3:L4.3:L1"},
		{"GET", "/embed/ur", "pieces=1&m=4:L4.4:L0.4:M3.0.3:M7&ply=2"},
		{"HEAD", "/ur", "m=%ff"},
		{"POST", "/ur", "m=3:L4"},
		{"GET", "/iris", "size=1000000000"},
		{"GET", "/ur", zeros(40)},
		{"GET", "/../ur", ""},
		{"GET", "/assets/tessera.0123abcd.wasm", "v=1"},
		{"GET", "/embed/", ";;&&=="},
	} {
		f.Add(s[0], s[1], s[2])
	}
	h := NewHandler(fixture(f))
	f.Fuzz(func(t *testing.T, method, path, query string) {
		if method == "" || strings.ContainsAny(method, " \r\n") {
			return // not a request line a server would pass on
		}
		req := &http.Request{
			Method: method,
			URL:    &url.URL{Scheme: "http", Host: "example.com", Path: path, RawQuery: query},
			Header: http.Header{},
			Host:   "example.com",
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		switch code := rec.Code; {
		case code >= 500:
			t.Fatalf("%s %s?%s: status %d: %s", method, path, query, code, rec.Body.String())
		case code >= 400 && method == "GET" && rec.Body.Len() == 0:
			t.Fatalf("%s %s?%s: status %d with an empty body", method, path, query, code)
		case code == http.StatusOK && query != "" && strings.Contains(rec.Body.String(), "og:url"):
			if len(query) > MaxQuery {
				t.Fatalf("%s?%s: a query of %d bytes was read", path, query, len(query))
			}
		}
	})
}
