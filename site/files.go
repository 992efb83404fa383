package site

import (
	"path"
	"strings"
)

// Content types by file extension. The same table serves the local server;
// Workers Static Assets picks the same types by extension.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".ico":         "image/vnd.microsoft.icon",
	".webp":        "image/webp",
	".woff2":       "font/woff2",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml; charset=utf-8",
}

// compressible lists the extensions worth a compressed copy.
var compressible = map[string]bool{
	".html": true, ".css": true, ".js": true, ".mjs": true, ".json": true,
	".webmanifest": true, ".wasm": true, ".svg": true, ".ico": true, ".txt": true, ".xml": true,
}

// ContentType returns the Content-Type of a file name by its extension,
// "application/octet-stream" when unknown.
func ContentType(name string) string {
	if t, ok := contentTypes[path.Ext(name)]; ok {
		return t
	}
	return "application/octet-stream"
}

// Compressible reports whether a file name's content is worth compressing.
func Compressible(name string) bool {
	return compressible[path.Ext(name)]
}

// FileFor maps a URL path to the file of the build that serves it: "/" is
// index.html, a path without an extension is a page (/ur is ur.html,
// /embed/ur is embed/ur.html), any other path is its file. It refuses
// paths that are not clean, name hidden or underscore files (_headers,
// .assetsignore), the compressed copies, or .html files directly.
func FileFor(p string) (string, bool) {
	if p == "/" {
		return "index.html", true
	}
	if !strings.HasPrefix(p, "/") || path.Clean(p) != p {
		return "", false
	}
	for _, seg := range strings.Split(p[1:], "/") {
		if strings.HasPrefix(seg, ".") || strings.HasPrefix(seg, "_") {
			return "", false
		}
	}
	switch path.Ext(p) {
	case "":
		return p[1:] + ".html", true
	case ".html", ".gz", ".br":
		return "", false
	}
	return p[1:], true
}

// PagePath is the inverse of FileFor: the URL path that serves a file of
// the build (index.html is /, ur.html is /ur). Workers Static Assets
// serves pages at these paths and redirects the .html names to them.
func PagePath(name string) string {
	switch {
	case name == "index.html":
		return "/"
	case strings.HasSuffix(name, ".html"):
		return "/" + strings.TrimSuffix(name, ".html")
	}
	return "/" + name
}

// gamePage splits a play or embed page path ("/ur", "/embed/ur") into its
// game name and whether it is the embed page.
func gamePage(p string) (name string, embed, ok bool) {
	rest, embed := strings.CutPrefix(p, "/embed/")
	if !embed {
		rest = strings.TrimPrefix(p, "/")
	}
	if rest == "" || strings.ContainsAny(rest, "/.") {
		return "", false, false
	}
	return rest, embed, true
}
