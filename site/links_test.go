package site

import (
	"html"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Records whose positions follow from docs/rules.md's Ur rules: 3:L4 enters a
// piece on L1 and passes the turn; 4:L4 lands on the rosette L0 and rolls
// again; with one piece, 4:L4 4:L0 4:M3 (three rosettes) 0 3:M7 bears it
// off and left wins.
// metaCase is a share link and the meta tags its page must carry.
type metaCase struct {
	target, title, canonical string
	desc                     []string
}

func TestShareMeta(t *testing.T) {
	for _, tc := range []metaCase{
		{"/ur?m=3:L4", "Royal Game of Ur: right to move, ply 1", "http://example.com/ur?m=3:L4",
			[]string{"Score: left 0, right 0.", "Last move: 3:L4 by left (ply 1 of 1)."}},
		{"/ur?m=4:L4", "Royal Game of Ur: left to move, ply 1", "http://example.com/ur?m=4:L4",
			[]string{"Last move: 4:L4 by left"}},
		{"/ur?m=3:L4.0&ply=1", "Royal Game of Ur: right to move, ply 1", "http://example.com/ur?m=3:L4.0&ply=1",
			[]string{"Last move: 3:L4 by left (ply 1 of 2)."}},
		{"/ur?ply=0&m=3:L4.0", "Royal Game of Ur: left to move, ply 0", "http://example.com/ur?m=3:L4.0&ply=0",
			[]string{"The start of a game."}},
		{"/ur?m=&pieces=7", "Royal Game of Ur: left to move, ply 0", "http://example.com/ur",
			[]string{"The start of a game."}},
		{"/ur?pieces=1&m=4:L4.4:L0.4:M3.0.3:M7", "Royal Game of Ur: left won", "http://example.com/ur?pieces=1&m=4:L4.4:L0.4:M3.0.3:M7",
			[]string{"Score: left 1, right 0.", "Last move: 3:M7 by left (ply 5 of 5)."}},
		{"/ur?m=3:L4.resign", "Royal Game of Ur: left won", "",
			[]string{"right resigned."}},
		{"/embed/ur?m=3:L4", "Royal Game of Ur: right to move, ply 1", "http://example.com/embed/ur?m=3:L4",
			nil},
	} {
		t.Run(tc.target, tc.check)
	}
}

// check fetches the case's page and checks its meta tags and headers.
func (tc metaCase) check(t *testing.T) {
	rec := get(t, "GET", tc.target, nil)
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body.String())
	}
	body := html.UnescapeString(rec.Body.String())
	for _, want := range []string{
		"<title>" + tc.title + "</title>",
		`<meta property="og:title" content="` + tc.title + `">`,
		`<meta property="og:type" content="website">`,
		`<meta name="twitter:card" content="summary_large_image">`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	if tc.canonical != "" && !strings.Contains(body, `<meta property="og:url" content="`+tc.canonical+`">`) {
		t.Errorf("body lacks og:url %s:\n%s", tc.canonical, body)
	}
	for _, want := range tc.desc {
		if !strings.Contains(body, want) {
			t.Errorf("description lacks %q:\n%s", want, body)
		}
	}
	if strings.Count(body, "<title>") != 1 || strings.Contains(body, "· Tessera") {
		t.Errorf("the static meta block was not replaced:\n%s", body)
	}
	if want := "play"; strings.HasPrefix(tc.target, "/embed/") {
		if !strings.Contains(body, "embed") {
			t.Errorf("not the embed page: %s", body)
		}
	} else if !strings.Contains(body, want) {
		t.Errorf("not the play page: %s", body)
	}
	if got := rec.Header().Get("Cache-Control"); got != cacheShare {
		t.Errorf("Cache-Control %q", got)
	}
}

func TestShareFrameRules(t *testing.T) {
	play := get(t, "GET", "/ur?m=3:L4", nil).Header()
	embed := get(t, "GET", "/embed/ur?m=3:L4", nil).Header()
	if play.Get("X-Frame-Options") != "DENY" || !strings.Contains(play.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
		t.Errorf("the play page can be framed: %v", play)
	}
	if embed.Get("X-Frame-Options") != "" || !strings.Contains(embed.Get("Content-Security-Policy"), "frame-ancestors *") {
		t.Errorf("the embed page cannot be framed: %v", embed)
	}
}

func TestBadLinks(t *testing.T) {
	for _, tc := range []struct {
		kind, target, says, lastLegal string
	}{
		{"unknown option", "/ur?colour=red", `Royal Game of Ur has no setting called "colour": leave it out`, ""},
		{"bad option value", "/ur?pieces=9", `Pieces per side "9" is not possible: choose a whole number from 1 to 7.`, ""},
		{"unreadable token", "/ur?m=9:Q9", `move 1, "9:Q9", cannot be played`, ""},
		{"illegal token", "/ur?m=3:L4.3:L1", `move 2, "3:L1", cannot be played`, "/ur?m=3:L4"},
		{"token after the end", "/ur?pieces=1&m=4:L4.4:L0.4:M3.0.3:M7.0", "over", "/ur?pieces=1&amp;m=4:L4.4:L0.4:M3.0.3:M7"},
		{"ply past the end", "/ur?m=3:L4&ply=5", "asks for move 5, but its game has only 1 moves", ""},
		{"ply not a number", "/ur?m=3:L4&ply=x", `move number "x" is not a whole number`, ""},
		{"malformed query", "/ur?m=%zz", "address is damaged: copy the whole link again", ""},
		{"embed", "/embed/ur?m=3:L4.3:L1", "cannot be played", "/embed/ur?m=3:L4"},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			rec := get(t, "GET", tc.target, nil)
			body := rec.Body.String()
			if rec.Code != http.StatusBadRequest {
				t.Fatalf("status %d, want 400: %s", rec.Code, body)
			}
			if !strings.Contains(html.UnescapeString(body), tc.says) {
				t.Errorf("the page does not say %q:\n%s", tc.says, body)
			}
			newGame, page := "/ur", `class="site"`
			if strings.HasPrefix(tc.target, "/embed/") {
				newGame, page = "/embed/ur", `class="embed"`
			}
			if !strings.Contains(body, page) {
				t.Errorf("not the error page of its kind (%s):\n%s", page, body)
			}
			if !strings.Contains(body, `href="`+newGame+`">Start a new game`) {
				t.Errorf("no new game link to %s:\n%s", newGame, body)
			}
			hasLast := strings.Contains(body, "last legal position")
			if tc.lastLegal == "" && hasLast {
				t.Errorf("a last legal position is offered:\n%s", body)
			}
			if tc.lastLegal != "" && !strings.Contains(body, `href="`+tc.lastLegal+`">Open the last legal position`) {
				t.Errorf("no link to the last legal position %s:\n%s", tc.lastLegal, body)
			}
			if strings.Contains(body, "ur: ") || strings.Contains(body, "rules: ") {
				t.Errorf("the page speaks Go:\n%s", body)
			}
			if strings.Contains(body, "generic") {
				t.Errorf("the problem block was not replaced:\n%s", body)
			}
		})
	}
}

// FuzzShareLink: no query, however wrong, makes the handler fail (5xx).
func FuzzShareLink(f *testing.F) {
	for _, q := range []string{"m=3:L4", "m=9:Q9", "pieces=1&m=4:L4.4:L0.4:M3.0.3:M7", "ply=-1", "m=%zz", "pieces=0", "m=resign.resign", ";", "m=3:L4&ply=99999999999999999999"} {
		f.Add(q)
	}
	h := NewHandler(fixture(f))
	f.Fuzz(func(t *testing.T, query string) {
		for _, path := range []string{"/ur", "/embed/ur"} {
			req, err := http.NewRequest("GET", "http://example.com"+path, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.URL.RawQuery = query
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code >= 500 {
				t.Fatalf("%s?%s: status %d: %s", path, query, rec.Code, rec.Body.String())
			}
		}
	})
}
