package site

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"strings"

	"tessera/rules"
	"tessera/wasm/play"
)

// serveShare renders a play or embed page whose query carries a position:
// the static page with its meta and picture blocks replaced by the
// position's, or, when the link cannot be read, the error page with status
// 400.
func (h *handler) serveShare(w http.ResponseWriter, r *http.Request, g rules.Game, embed bool) {
	page := g.Name()
	if embed {
		page = "embed/" + page
	}
	link, err := parseLink(g, r.URL.RawQuery, embed)
	if err != nil {
		h.serveProblem(w, r, http.StatusBadRequest, problemFor(g, embed, link, err))
		return
	}
	static, err := fs.ReadFile(h.assets, page+".html")
	if err != nil {
		h.serveNotFound(w, r)
		return
	}
	static, err = replaceBlock(static, metaBlock, RenderMeta(ShareMeta(link, absoluteURL(r, "/"+page, link.Query()))))
	if err == nil {
		static, err = replaceBlock(static, pictureBlock, RenderPicture(SharePictures(link)))
	}
	if err == nil && !embed { // an embed shows its game without comment
		static, err = replaceBlock(static, noticeBlock, RenderNotice(play.SharedNotice))
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Cache-Control", cacheShare)
	if links := preloadLinks(static); links != "" {
		w.Header().Set("Link", links)
	}
	writePage(w, r, http.StatusOK, static)
}

// problemFor says what was wrong with a link of g, offering a new game and,
// when a token was refused, the last legal position.
func problemFor(g rules.Game, embed bool, link rules.Link, err error) Problem {
	base := "/" + g.Name()
	if embed {
		base = "/embed/" + g.Name()
	}
	msg := "This " + g.Title() + " link cannot be opened. " + rules.Say(err)
	var te *rules.TokenError
	refused := errors.As(err, &te)
	if refused {
		msg = fmt.Sprintf("This %s link cannot be opened: move %d, %q, cannot be played. %s",
			g.Title(), te.Index+1, te.Token, rules.Say(te.Err))
	}
	p := Problem{Message: msg, NewGame: base}
	if refused && link.Match != nil && link.Match.Ply() > 0 {
		p.LastLegal = base + "?" + link.Query()
	}
	return p
}

// serveProblem answers status with the error page saying p: within an
// embed (a path under /embed/), the embed's own, sized for its frame and
// without the site's header. The page is cacheable: the URL fixes what it
// says.
func (h *handler) serveProblem(w http.ResponseWriter, r *http.Request, status int, p Problem) {
	name := errorPage
	if strings.HasPrefix(r.URL.Path, "/embed/") {
		name = embedErrorPage
	}
	page, err := fs.ReadFile(h.assets, name)
	if err == nil {
		page, err = replaceBlock(page, problemBlock, RenderProblem(p))
	}
	if err != nil {
		http.Error(w, p.Message, status)
		return
	}
	w.Header().Set("Cache-Control", cacheShare)
	writePage(w, r, status, page)
}

// absoluteURL returns the canonical URL of path?query on the request's
// host.
func absoluteURL(r *http.Request, path, query string) string {
	scheme := "http"
	if r.TLS != nil || r.URL.Scheme == "https" || r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	host := r.Host
	if host == "" {
		host = r.URL.Host
	}
	u := scheme + "://" + host + path
	if query != "" {
		u += "?" + query
	}
	return u
}
