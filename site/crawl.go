package site

import (
	"encoding/xml"
	"fmt"
	"io/fs"
	"net/http"
	"strings"
)

// The files crawlers ask for by name. Both name the site's absolute URLs,
// which the build does not know, so Go answers them for the request's
// origin (site/worker/entry.mjs sends them here, and caches the answers).
const (
	robotsPath  = "/robots.txt"
	sitemapPath = "/sitemap.xml"
)

// SitemapPaths lists the URL paths of the pages worth indexing in the build
// assets: the home page, the embedding guide, and every game's play page,
// rules page and report page that the build holds (the Worker fetches each
// to know, once per deploy and data centre: the answer is cached). Embed pages are left
// out: they say noindex.
func SitemapPaths(assets fs.FS) []string {
	files := []string{"index.html", "embed.html"}
	for _, g := range Games() {
		files = append(files, g.Name()+".html", g.Name()+"/rules.html", g.Name()+"/report.html")
	}
	var paths []string
	for _, f := range files {
		if _, err := fs.Stat(assets, f); err == nil {
			paths = append(paths, PagePath(f))
		}
	}
	return paths
}

// serveRobots answers /robots.txt: everything may be crawled (embed pages
// are crawled to read their noindex), and the sitemap is named.
func (h *handler) serveRobots(w http.ResponseWriter, r *http.Request) {
	body := fmt.Sprintf("User-agent: *\nAllow: /\n\nSitemap: %s\n", absoluteURL(r, sitemapPath, ""))
	h.serveCrawl(w, r, "robots.txt", body)
}

// serveSitemap answers /sitemap.xml (https://www.sitemaps.org/protocol.html).
func (h *handler) serveSitemap(w http.ResponseWriter, r *http.Request) {
	var b strings.Builder
	b.WriteString(xml.Header)
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, p := range SitemapPaths(h.assets) {
		b.WriteString("<url><loc>")
		xml.EscapeText(&b, []byte(absoluteURL(r, p, "")))
		b.WriteString("</loc></url>\n")
	}
	b.WriteString("</urlset>\n")
	h.serveCrawl(w, r, "sitemap.xml", b.String())
}

// serveCrawl writes a crawler file named name, kept at the edge like a
// share page.
func (h *handler) serveCrawl(w http.ResponseWriter, r *http.Request, name, body string) {
	w.Header().Set("Content-Type", ContentType(name))
	w.Header().Set("Cache-Control", cacheShare)
	if r.Method != http.MethodHead {
		w.Write([]byte(body))
	}
}
