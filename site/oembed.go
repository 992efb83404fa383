package site

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"tessera/wasm/embedding"
)

// oembedPath is the path of the oEmbed endpoint (https://oembed.com):
// /oembed?url=<a page of this site>&format=json.
const oembedPath = "/oembed"

// OEmbed is the oEmbed answer for a game page of the site: a "rich" embed
// whose html is the iframe of its embed page.
type OEmbed struct {
	Type            string `json:"type"` // always "rich"
	Version         string `json:"version"`
	Title           string `json:"title"`
	ProviderName    string `json:"provider_name"`
	ProviderURL     string `json:"provider_url"`
	HTML            string `json:"html"`
	Width           int    `json:"width"`
	Height          int    `json:"height"`
	ThumbnailURL    string `json:"thumbnail_url,omitempty"`
	ThumbnailWidth  int    `json:"thumbnail_width,omitempty"`
	ThumbnailHeight int    `json:"thumbnail_height,omitempty"`
}

// OEmbedLink returns the href of the oEmbed discovery link (rel=alternate,
// type application/json+oembed) of the page at pageURL: the endpoint on the
// page's origin, asked about that page. The build does not know the site's
// origin, so a static page passes its path ("/ur") and gets a path back;
// the endpoint reads such a url as a page of its own origin. No URL gives
// no link ("").
func OEmbedLink(pageURL string) string {
	if pageURL == "" {
		return ""
	}
	origin := ""
	if u, err := url.Parse(pageURL); err == nil && u.Host != "" {
		origin = u.Scheme + "://" + u.Host
	}
	return origin + oembedPath + "?url=" + url.QueryEscape(pageURL) + "&format=json"
}

// serveOEmbed answers the oEmbed endpoint: the embed of a play or embed
// page of this site given by ?url=. Per the oEmbed spec a url that is not
// such a page is 404 and a format other than json is 501.
func (h *handler) serveOEmbed(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if f := q.Get("format"); f != "" && f != "json" {
		http.Error(w, "site: only format=json is served", http.StatusNotImplemented)
		return
	}
	if q.Get("url") == "" {
		http.Error(w, "site: the url to embed is missing (?url=...)", http.StatusBadRequest)
		return
	}
	answer, err := oembedFor(r, q.Get("url"), bound(q.Get("maxwidth")), bound(q.Get("maxheight")))
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	body, err := json.Marshal(answer)
	if err != nil {
		http.Error(w, "site: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", cacheShare)
	w.Header().Set("Access-Control-Allow-Origin", "*")
	w.Header().Del("ETag")
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// oembedFor describes the embed of the page at raw, a URL of the request's
// origin or a path. A share link (a play page with a query) embeds its
// diagram (mode=view) at the ply it shows, a play page's plain address a
// game to play; an embed page embeds as it is. The frame fits maxWidth by maxHeight
// (0: no bound); the thumbnail is left out when it does not.
func oembedFor(r *http.Request, raw string, maxWidth, maxHeight int) (OEmbed, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return OEmbed{}, fmt.Errorf("site: %q is not a URL", raw)
	}
	origin := absoluteURL(r, "", "")
	if !ownPage(u, r.Host) {
		return OEmbed{}, fmt.Errorf("site: %q is not a page of %s", raw, origin)
	}
	name, embed, ok := gamePage(u.Path)
	g, known := lookupBoard(name)
	if !ok || !known {
		return OEmbed{}, fmt.Errorf("site: %q is not a game page of %s", raw, origin)
	}
	link, err := parseLink(g, u.RawQuery, embed)
	if err != nil {
		return OEmbed{}, fmt.Errorf("site: %q cannot be embedded: %v", raw, err)
	}
	params := embedding.Params{Mode: embedding.View}
	switch {
	case embed:
		_, params, _ = embedding.Split(u.RawQuery) // parseLink checked them
	case u.RawQuery == "":
		params.Mode = embedding.Play
	}
	width, height := fit(embedding.Width, maxWidth), fit(embedding.Height(params.Mode), maxHeight)
	src := embedding.URL(origin, g.Name(), params, link.Query())
	answer := OEmbed{
		Type:         "rich",
		Version:      "1.0",
		Title:        ShareMeta(link, "").Title,
		ProviderName: "Tessera",
		ProviderURL:  origin + "/",
		HTML:         embedding.Snippet(src, g.Title(), width, height),
		Width:        width,
		Height:       height,
	}
	if fit(PreviewWidth, maxWidth) == PreviewWidth && fit(PreviewHeight, maxHeight) == PreviewHeight {
		answer.ThumbnailURL = PreviewURL(origin, link) // the position's picture
		answer.ThumbnailWidth, answer.ThumbnailHeight = PreviewWidth, PreviewHeight
	}
	return answer, nil
}

// ownPage reports whether u is a page of the site at host: an absolute
// http or https URL on host, or a path ("/ur").
func ownPage(u *url.URL, host string) bool {
	if u.Scheme == "" && u.Host == "" {
		return strings.HasPrefix(u.Path, "/")
	}
	return (u.Scheme == "http" || u.Scheme == "https") && strings.EqualFold(u.Host, host)
}

// bound reads a maxwidth or maxheight parameter: a positive whole number,
// else 0 (no bound).
func bound(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0
	}
	return n
}

// fit returns size, made no larger than max when max is a bound (> 0).
func fit(size, max int) int {
	if max > 0 && size > max {
		return max
	}
	return size
}
