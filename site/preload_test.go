package site

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// TestPreloadLinks: a page's preload elements in its head, in order, as a
// Link header; other links, links after the head and hrefs a header could
// not carry as they are left out.
func TestPreloadLinks(t *testing.T) {
	tests := []struct{ name, page, want string }{
		{"none", `<!doctype html><head><title>x</title><link rel="stylesheet" href="/a.css"></head>`, ""},
		{"the board page's two",
			`<!doctype html><head><link rel="preload" href="/assets/wasm_exec.js" as="script">` +
				`<link id="wasm" rel="preload" href="/assets/ur.0123abcd.wasm" as="fetch" crossorigin data-size="5">`,
			"</assets/wasm_exec.js>; rel=preload; as=script, </assets/ur.0123abcd.wasm>; rel=preload; as=fetch; crossorigin"},
		{"case and quotes", `<HEAD><LINK REL=preload HREF='/a.wasm' AS=fetch></HEAD>`, "</a.wasm>; rel=preload; as=fetch"},
		{"void syntax", `<link rel="preload" href="/a.js" as="script"/>`, "</a.js>; rel=preload; as=script"},
		{"after the head", `<head></head><body><link rel="preload" href="/late.js" as="script">`, ""},
		{"in the body", `<title>t</title><body><link rel="preload" href="/late.js" as="script">`, ""},
		{"no href", `<link rel="preload" as="script">`, ""},
		{"an href a header cannot carry", `<link rel="preload" href="/a>b, c" as="script"><link rel="preload" href="/ok.js">`, "</ok.js>; rel=preload"},
		{"cut short", `<head><link rel="preload" href="/a.js"`, ""},
	}
	for _, tt := range tests {
		if got := preloadLinks([]byte(tt.page)); got != tt.want {
			t.Errorf("%s: preloadLinks = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// linkValues is the shape of a Link header preloadLinks writes.
var linkValues = regexp.MustCompile(`^(<[^<>,;&" ]+>; rel=preload(; as=[^,;]+)?(; crossorigin)?)(, <[^<>,;&" ]+>; rel=preload(; as=[^,;]+)?(; crossorigin)?)*$`)

// FuzzPreloadLinks reads any page: the header is empty or well formed.
func FuzzPreloadLinks(f *testing.F) {
	f.Add(fixturePlay)
	f.Add(`<link rel="preload" href="/a.js" as="script" crossorigin>`)
	f.Fuzz(func(t *testing.T, page string) {
		if got := preloadLinks([]byte(page)); got != "" && !linkValues.MatchString(got) {
			t.Errorf("preloadLinks(%q) = %q: not a Link header of preloads", page, got)
		}
	})
}

// TestPreloadHeader: a board page, as a file (whatever its coding) and as
// a share link, carries its preloads as a Link header; a page without
// them and a non-page carry none.
func TestPreloadHeader(t *testing.T) {
	h := NewHandler(fixture(t))
	want := preloadLinks([]byte(fixturePlay))
	if !strings.Contains(want, fixtureWasmP) {
		t.Fatalf("the fixture's play page preloads %q, not its program", want)
	}
	for _, tt := range []struct{ path, coding, want string }{
		{"/ur", "", want},
		{"/ur", "br", want},
		{"/ur", "gzip", want},    // no gzip copy: the page itself
		{"/ur?m=3:L4", "", want}, // a share link, rendered
		{"/ur/rules", "br", ""},
		{"/" + fixtureWasmP, "", ""},
	} {
		req := httptest.NewRequest(http.MethodGet, tt.path, nil)
		if tt.coding != "" {
			req.Header.Set("Accept-Encoding", tt.coding)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK || rec.Header().Get("Link") != tt.want {
			t.Errorf("GET %s (%s): %d, Link %q; want 200, %q", tt.path, tt.coding, rec.Code, rec.Header().Get("Link"), tt.want)
		}
	}
}
