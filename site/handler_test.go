package site

import (
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestHeadersByPath(t *testing.T) {
	for _, tc := range []struct {
		path, frameAncestors, xfo, cache, contentType string
	}{
		{"/", "frame-ancestors 'none'", "DENY", "no-cache", "text/html; charset=utf-8"},
		{"/ur", "frame-ancestors 'none'", "DENY", "no-cache", "text/html; charset=utf-8"},
		{"/embed/ur", "frame-ancestors *", "", "no-cache", "text/html; charset=utf-8"},
		{"/sw.js", "frame-ancestors 'none'", "DENY", "no-cache", "text/javascript; charset=utf-8"},
		{"/" + fixtureWasmP, "frame-ancestors 'none'", "DENY", "public, max-age=31536000, immutable", "application/wasm"},
		{"/assets/css/a.1.css", "frame-ancestors 'none'", "DENY", "public, max-age=31536000, immutable", "text/css; charset=utf-8"},
		{"/manifest.webmanifest", "frame-ancestors 'none'", "DENY", "no-cache", "application/manifest+json"},
	} {
		t.Run(tc.path, func(t *testing.T) {
			rec := get(t, "GET", tc.path, nil)
			h := rec.Header()
			if rec.Code != http.StatusOK {
				t.Fatalf("status %d", rec.Code)
			}
			csp := h.Get("Content-Security-Policy")
			for _, want := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'none'", tc.frameAncestors} {
				if !strings.Contains(csp, want) {
					t.Errorf("CSP %q lacks %q", csp, want)
				}
			}
			if strings.Contains(csp, "unsafe-inline") {
				t.Errorf("CSP allows inline code: %q", csp)
			}
			for name, want := range map[string]string{
				"X-Frame-Options":            tc.xfo,
				"X-Content-Type-Options":     "nosniff",
				"Referrer-Policy":            "strict-origin-when-cross-origin",
				"Permissions-Policy":         permissions,
				"Cross-Origin-Opener-Policy": "same-origin",
				"Strict-Transport-Security":  hsts,
				"Cache-Control":              tc.cache,
				"Content-Type":               tc.contentType,
			} {
				if got := h.Get(name); got != want {
					t.Errorf("%s = %q, want %q", name, got, want)
				}
			}
			if h.Get("ETag") == "" {
				t.Error("no ETag")
			}
		})
	}
}

func TestGzip(t *testing.T) {
	plain := get(t, "GET", "/"+fixtureWasmP, nil)
	if plain.Header().Get("Content-Encoding") != "" || plain.Body.String() != fixtureWasm {
		t.Fatalf("without Accept-Encoding: encoding %q, body %q", plain.Header().Get("Content-Encoding"), plain.Body.String())
	}
	zipped := get(t, "GET", "/"+fixtureWasmP, http.Header{"Accept-Encoding": {"deflate, gzip;q=0.8"}})
	if got := zipped.Header().Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip", got)
	}
	if got := zipped.Header().Get("Vary"); got != "Accept-Encoding" {
		t.Errorf("Vary %q", got)
	}
	if zipped.Header().Get("Content-Type") != "application/wasm" {
		t.Errorf("Content-Type %q", zipped.Header().Get("Content-Type"))
	}
	if zipped.Header().Get("ETag") == plain.Header().Get("ETag") {
		t.Error("the gzip copy has the same ETag as the plain file")
	}
	r, err := gzip.NewReader(zipped.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(r)
	if err != nil || string(body) != fixtureWasm {
		t.Fatalf("gunzipped %q, %v", body, err)
	}
	refused := get(t, "GET", "/"+fixtureWasmP, http.Header{"Accept-Encoding": {"gzip;q=0"}})
	if refused.Header().Get("Content-Encoding") != "" {
		t.Error("gzip served though refused with q=0")
	}
	// No gzip copy: the plain file, whatever the client accepts.
	css := get(t, "GET", "/assets/css/a.1.css", http.Header{"Accept-Encoding": {"gzip"}})
	if css.Header().Get("Content-Encoding") != "" || css.Body.String() != "body{}" {
		t.Errorf("css without a gzip copy: %q %q", css.Header().Get("Content-Encoding"), css.Body.String())
	}
}

func TestBrotli(t *testing.T) {
	for _, tc := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"},
		{"br", "br"},
		{"BR;q=0.5", "br"},
		{"br;q=0, gzip", "gzip"},
		{"gzip", "gzip"},
		{"", ""},
	} {
		res := get(t, "GET", "/"+fixtureWasmP, http.Header{"Accept-Encoding": {tc.accept}})
		if got := res.Header().Get("Content-Encoding"); got != tc.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", tc.accept, got, tc.want)
			continue
		}
		if got := res.Header().Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q", tc.accept, got)
		}
		if tc.want != "br" {
			continue
		}
		body, err := io.ReadAll(brotli.NewReader(res.Body))
		if err != nil || string(body) != fixtureWasm {
			t.Errorf("unbrotlied %q, %v", body, err)
		}
		if res.Header().Get("ETag") == get(t, "GET", "/"+fixtureWasmP, http.Header{"Accept-Encoding": {"gzip"}}).Header().Get("ETag") {
			t.Error("the brotli copy has the gzip copy's ETag")
		}
	}
	// A copy is never served by its own name.
	if res := get(t, "GET", "/"+fixtureWasmP+".br", nil); res.Code != http.StatusNotFound {
		t.Errorf("%s.br: status %d, want 404", fixtureWasmP, res.Code)
	}
}

func TestNotModified(t *testing.T) {
	for _, path := range []string{"/", "/ur", "/sw.js", "/" + fixtureWasmP} {
		first := get(t, "GET", path, nil)
		etag := first.Header().Get("ETag")
		again := get(t, "GET", path, http.Header{"If-None-Match": {etag}})
		if again.Code != http.StatusNotModified || again.Body.Len() != 0 {
			t.Errorf("%s with If-None-Match %s: status %d, %d bytes", path, etag, again.Code, again.Body.Len())
		}
		stale := get(t, "GET", path, http.Header{"If-None-Match": {`"stale"`}})
		if stale.Code != http.StatusOK {
			t.Errorf("%s with a stale ETag: status %d", path, stale.Code)
		}
	}
}

func TestNotFound(t *testing.T) {
	for _, path := range []string{"/nope", "/ur/nope", "/assets/nope.js", "/_headers", "/ur.html", "/index.html.gz", "/embed/", "/a/../ur", "/.assetsignore"} {
		rec := get(t, "GET", path, nil)
		if rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), "Page not found") {
			t.Errorf("%s: status %d, body %.60q", path, rec.Code, rec.Body.String())
		}
		if rec.Header().Get("Content-Security-Policy") == "" || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: the 404 page lacks the policy's headers", path)
		}
		if cc := rec.Header().Get("Cache-Control"); cc != cacheRevalidate {
			t.Errorf("%s: a 404 sent with Cache-Control %q, want %q", path, cc, cacheRevalidate)
		}
	}
}

// TestShareCaching checks that browsers revalidate Go-rendered pages, which
// name the build's hashed assets, while the edge may keep them a day.
func TestShareCaching(t *testing.T) {
	for _, path := range []string{"/ur?m=3:L4", "/embed/ur?m=3:L4", "/ur?m=9:Q9"} {
		cc := get(t, "GET", path, nil).Header().Get("Cache-Control")
		for _, want := range []string{"max-age=0", "must-revalidate", "s-maxage=86400"} {
			if !strings.Contains(cc, want) {
				t.Errorf("%s: Cache-Control %q lacks %q", path, cc, want)
			}
		}
	}
}

func TestMethods(t *testing.T) {
	for _, method := range []string{"POST", "PUT", "DELETE", "OPTIONS"} {
		rec := get(t, method, "/ur", nil)
		if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: status %d, Allow %q", method, rec.Code, rec.Header().Get("Allow"))
		}
	}
	head := get(t, "HEAD", "/ur", nil)
	if head.Code != http.StatusOK || head.Body.Len() != 0 {
		t.Errorf("HEAD: status %d, %d bytes", head.Code, head.Body.Len())
	}
	headShare := get(t, "HEAD", "/ur?m=3:L4", nil)
	if headShare.Code != http.StatusOK || headShare.Body.Len() != 0 {
		t.Errorf("HEAD share: status %d, %d bytes", headShare.Code, headShare.Body.Len())
	}
}

func TestQueryOnOtherPagesIsIgnored(t *testing.T) {
	for _, path := range []string{"/?utm=x", "/sw.js?v=1", "/nope?m=3:L4"} {
		rec := get(t, "GET", path, nil)
		if rec.Code >= 500 || rec.Header().Get("Cache-Control") == cacheShare {
			t.Errorf("%s: status %d, Cache-Control %q", path, rec.Code, rec.Header().Get("Cache-Control"))
		}
	}
}
