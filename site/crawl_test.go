package site

import (
	"encoding/xml"
	"net/http"
	"slices"
	"strings"
	"testing"
)

func TestRobots(t *testing.T) {
	rec := get(t, "GET", "http://tessera.example/robots.txt", http.Header{"X-Forwarded-Proto": {"https"}})
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "text/plain; charset=utf-8" {
		t.Fatalf("status %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	body := rec.Body.String()
	for _, want := range []string{"User-agent: *\n", "Allow: /\n", "Sitemap: https://tessera.example/sitemap.xml\n"} {
		if !strings.Contains(body, want) {
			t.Errorf("robots.txt lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "Disallow") {
		t.Errorf("robots.txt disallows a path (embed pages must be crawled to read their noindex):\n%s", body)
	}
}

func TestSitemap(t *testing.T) {
	rec := get(t, "GET", "http://tessera.example/sitemap.xml", nil)
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/xml; charset=utf-8" {
		t.Fatalf("status %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	if cc := rec.Header().Get("Cache-Control"); cc != cacheShare {
		t.Errorf("Cache-Control %q", cc)
	}
	var set struct {
		XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
		URLs    []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(rec.Body.Bytes(), &set); err != nil {
		t.Fatalf("%v:\n%s", err, rec.Body)
	}
	var got []string
	for _, u := range set.URLs {
		got = append(got, u.Loc)
	}
	// The fixture's build holds the home page and Ur's play, embed and
	// rules pages only.
	want := []string{"http://tessera.example/", "http://tessera.example/ur", "http://tessera.example/ur/rules"}
	if !slices.Equal(got, want) {
		t.Errorf("sitemap lists %q, want %q", got, want)
	}
	if head := get(t, "HEAD", "/sitemap.xml", nil); head.Code != http.StatusOK || head.Body.Len() != 0 {
		t.Errorf("HEAD: status %d, %d bytes", head.Code, head.Body.Len())
	}
}
