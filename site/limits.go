package site

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"
)

// Limits on the work one request can cause. A share link's query is read
// and replayed by Go on every cache miss (in the Worker, inside a CPU
// budget of a few milliseconds), so it is bounded before it is read.
const (
	// MaxQuery is the longest query, in bytes, the handler reads: longer
	// queries are refused with 414. It has room for MaxMoves Ur tokens
	// (five bytes each with their dot) and options.
	MaxQuery = 8 << 10
	// MaxMoves is the most tokens a share link may carry. Random Ur play,
	// the longest of the games, stays under 250 plies; serving a link of
	// MaxMoves tokens takes under a millisecond natively
	// (BenchmarkLongestLink).
	MaxMoves = 1000
)

// refusal is a request the handler answers with a 4xx page before doing any
// work for it: its status and what was wrong, in words.
type refusal struct {
	status int
	what   string
}

// linkMoves is the query key of a share link's moves, joined by '.'
// (rules.ParseLink's m=).
const linkMoves = "m"

// refuseRequest returns why the handler will not serve r (ok false), by
// method and by the size and form of its query alone.
func refuseRequest(r *http.Request) (refusal, bool) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return refusal{http.StatusMethodNotAllowed, "only GET and HEAD requests are answered here"}, true
	}
	raw := r.URL.RawQuery
	if len(raw) > MaxQuery {
		return refusal{http.StatusRequestURITooLong, fmt.Sprintf("the address is %d bytes long; at most %d are read", len(raw), MaxQuery)}, true
	}
	q, err := url.ParseQuery(raw)
	if err != nil {
		return refusal{}, false // the share link's reader says what is wrong
	}
	for key, values := range q {
		for _, v := range values {
			if !utf8.ValidString(key) || !utf8.ValidString(v) {
				return refusal{http.StatusBadRequest, "the address is not valid text (UTF-8)"}, true
			}
		}
	}
	moves := 0
	for _, v := range q[linkMoves] {
		moves += strings.Count(v, ".") + 1
	}
	if moves > MaxMoves {
		return refusal{http.StatusBadRequest, fmt.Sprintf("it carries more than %d moves", MaxMoves)}, true
	}
	return refusal{}, false
}

// serveRefusal answers a refused request with the error page, its status
// and words, offering a new game of the page's kind (or the home page).
func (h *handler) serveRefusal(w http.ResponseWriter, r *http.Request, ref refusal) {
	if ref.status == http.StatusMethodNotAllowed {
		w.Header().Set("Allow", "GET, HEAD")
	}
	newGame := "/"
	title := "This"
	if g, embed, ok := gamePage(r.URL.Path); ok {
		if game, ok := lookupBoard(g); ok {
			newGame, title = "/"+g, "This "+game.Title()
			if embed {
				newGame = "/embed/" + g
			}
		}
	}
	h.serveProblem(w, r, ref.status, Problem{
		Message: title + " link cannot be opened: " + ref.what + ".",
		NewGame: newGame,
	})
}
