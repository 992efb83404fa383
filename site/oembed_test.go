package site

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"tessera/wasm/embedding"
)

// oembed asks the endpoint about page (with extra parameters) and decodes
// its answer.
func oembed(t *testing.T, page, extra string) (int, OEmbed, http.Header) {
	t.Helper()
	rec := get(t, "GET", "/oembed?url="+url.QueryEscape(page)+extra, nil)
	var o OEmbed
	if rec.Code == http.StatusOK {
		if err := json.Unmarshal(rec.Body.Bytes(), &o); err != nil {
			t.Fatalf("%s: the answer is not JSON: %v: %s", page, err, rec.Body.String())
		}
	}
	return rec.Code, o, rec.Header()
}

func TestOEmbedOfAPosition(t *testing.T) {
	code, o, h := oembed(t, "http://example.com/ur?m=3:L4", "&format=json")
	if code != http.StatusOK {
		t.Fatalf("status %d", code)
	}
	src := "http://example.com/embed/ur?mode=view&m=3:L4"
	want := OEmbed{
		Type: "rich", Version: "1.0",
		Title:        "Royal Game of Ur: right to move, ply 1", // 3:L4 lands on L1, no rosette
		ProviderName: "Tessera", ProviderURL: "http://example.com/",
		HTML:  `<iframe src="` + strings.ReplaceAll(src, "&", "&amp;") + `" title="Royal Game of Ur board from Tessera" width="640" height="` + strconv.Itoa(embedding.ViewHeight) + `" loading="lazy" allow="clipboard-write" style="border:0;max-width:100%"></iframe>`,
		Width: 640, Height: embedding.ViewHeight,
		ThumbnailURL: "http://example.com/preview/ur.png?m=3:L4", ThumbnailWidth: 1200, ThumbnailHeight: 630,
	}
	if o != want {
		t.Errorf("answer\n%+v\nwant\n%+v", o, want)
	}
	for name, value := range map[string]string{
		"Content-Type":                "application/json",
		"Access-Control-Allow-Origin": "*",
		"Cache-Control":               cacheShare,
	} {
		if got := h.Get(name); got != value {
			t.Errorf("%s = %q, want %q", name, got, value)
		}
	}
}

// Which embed each kind of page gets: its src, height and thumbnail.
func TestOEmbedSources(t *testing.T) {
	for _, tc := range []struct {
		page, src, thumb string
		height           int
	}{
		// A game page without a position: a game to play.
		{"/ur", "http://example.com/embed/ur", "http://example.com/preview/ur.png", embedding.PlayHeight},
		{"http://example.com/ur", "http://example.com/embed/ur", "http://example.com/preview/ur.png", embedding.PlayHeight},
		// A position shown at an earlier ply: its diagram at that ply.
		{"https://EXAMPLE.com/ur?pieces=3&m=3:L4.0&ply=1", "http://example.com/embed/ur?mode=view&pieces=3&m=3:L4.0&ply=1",
			"http://example.com/preview/ur.png?pieces=3&m=3:L4.0&ply=1", embedding.ViewHeight},
		// An embed page: as it is, its parameters in canonical order.
		{"/embed/ur?m=3:L4&theme=dark&mode=view", "http://example.com/embed/ur?mode=view&theme=dark&m=3:L4",
			"http://example.com/preview/ur.png?m=3:L4", embedding.ViewHeight},
		{"/embed/ur?theme=light", "http://example.com/embed/ur?theme=light", "http://example.com/preview/ur.png", embedding.PlayHeight},
	} {
		code, o, _ := oembed(t, tc.page, "")
		srcs := regexp.MustCompile(`src="([^"]*)"`).FindStringSubmatch(o.HTML)
		if code != http.StatusOK || len(srcs) != 2 || strings.ReplaceAll(srcs[1], "&amp;", "&") != tc.src ||
			o.Height != tc.height || o.ThumbnailURL != tc.thumb {
			t.Errorf("%s: %d %+v; want src %s, height %d, thumbnail %s", tc.page, code, o, tc.src, tc.height, tc.thumb)
		}
	}
}

func TestOEmbedRefuses(t *testing.T) {
	for _, tc := range []struct {
		query  string
		status int
	}{
		{"url=" + url.QueryEscape("http://example.com/ur") + "&format=xml", http.StatusNotImplemented},
		{"format=json", http.StatusBadRequest},
		{"url=", http.StatusBadRequest},
		{"url=" + url.QueryEscape("https://elsewhere.example/ur"), http.StatusNotFound},
		{"url=" + url.QueryEscape("ftp://example.com/ur"), http.StatusNotFound},
		{"url=" + url.QueryEscape("//example.com/ur"), http.StatusNotFound},
		{"url=ur", http.StatusNotFound},
		{"url=" + url.QueryEscape("/"), http.StatusNotFound},
		{"url=" + url.QueryEscape("/ur/rules"), http.StatusNotFound},
		{"url=" + url.QueryEscape("/chess"), http.StatusNotFound},
		{"url=" + url.QueryEscape("/ur?m=9:Z9"), http.StatusNotFound},
		{"url=" + url.QueryEscape("/ur?mode=view"), http.StatusNotFound},
		{"url=" + url.QueryEscape("/embed/ur?mode=edit"), http.StatusNotFound},
		{"url=%zz", http.StatusBadRequest},
	} {
		if rec := get(t, "GET", "/oembed?"+tc.query, nil); rec.Code != tc.status {
			t.Errorf("/oembed?%s: %d, want %d: %s", tc.query, rec.Code, tc.status, rec.Body.String())
		}
	}
}

// A consumer's maxwidth and maxheight bound the frame; a thumbnail that
// does not fit is left out.
func TestOEmbedBounds(t *testing.T) {
	_, o, _ := oembed(t, "/ur", "&maxwidth=300&maxheight=200")
	if o.Width != 300 || o.Height != 200 || !strings.Contains(o.HTML, `width="300" height="200"`) || o.ThumbnailURL != "" || o.ThumbnailWidth != 0 {
		t.Errorf("bounded by 300x200: %+v", o)
	}
	_, o, _ = oembed(t, "/ur", "&maxwidth=2000&maxheight=x")
	if o.Width != embedding.Width || o.Height != embedding.PlayHeight || o.ThumbnailWidth != 1200 {
		t.Errorf("bounds larger than the frame, or unreadable, change nothing: %+v", o)
	}
}

// The discovery link of a share page, followed, gives that page's embed.
func TestOEmbedDiscovery(t *testing.T) {
	for page, want := range map[string]string{
		"https://t.example/ur?m=3:L4": "https://t.example/oembed?url=https%3A%2F%2Ft.example%2Fur%3Fm%3D3%3AL4&format=json",
		"/ur":                         "/oembed?url=%2Fur&format=json",
		"":                            "",
	} {
		if got := OEmbedLink(page); got != want {
			t.Errorf("OEmbedLink(%q) = %q, want %q", page, got, want)
		}
	}
	body := get(t, "GET", "/ur?m=3:L4", nil).Body.String()
	m := regexp.MustCompile(`<link rel="alternate" type="application/json\+oembed" href="([^"]*)"`).FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no discovery link in %s", body)
	}
	href, err := url.Parse(strings.ReplaceAll(m[1], "&amp;", "&"))
	if err != nil || href.Host != "example.com" || href.Path != oembedPath {
		t.Fatalf("the discovery link %q is not this site's endpoint", m[1])
	}
	rec := get(t, "GET", href.RequestURI(), nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `embed/ur?mode=view\u0026amp;m=3:L4`) {
		t.Errorf("following %s: %d %s", m[1], rec.Code, rec.Body.String())
	}
}
