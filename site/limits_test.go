package site

import (
	"html"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// zeros returns an Ur record of n bare rolls of 0: always legal (docs/rules.md,
// Ur: a roll of 0 passes the turn), so any n is a legal game.
func zeros(n int) string {
	return "m=" + strings.TrimSuffix(strings.Repeat("0.", n), ".")
}

// padded returns an Ur query of exactly n bytes naming an unknown option:
// a link the handler reads (and refuses in words) when n <= MaxQuery.
func padded(n int) string {
	return "x=" + strings.Repeat("a", n-2)
}

func TestRefusals(t *testing.T) {
	for _, tc := range []struct {
		name, method, target string
		status               int
		says, newGame        string
	}{
		{"query at the cap is read", "GET", "/ur?" + padded(MaxQuery), 400, `has no setting called "x"`, "/ur"},
		{"query over the cap", "GET", "/ur?" + padded(MaxQuery+1), 414, "at most " + strconv.Itoa(MaxQuery) + " are read", "/ur"},
		{"query over the cap, embed", "GET", "/embed/ur?" + padded(MaxQuery+1), 414, "at most", "/embed/ur"},
		{"query over the cap elsewhere", "GET", "/sw.js?" + padded(MaxQuery+1), 414, "at most", "/"},
		{"query over the cap, HEAD", "HEAD", "/ur?" + padded(MaxQuery+1), 414, "", "/ur"},
		{"invalid UTF-8 in a value", "GET", "/ur?m=%ff", 400, "not valid text", "/ur"},
		{"invalid UTF-8 in a key", "GET", "/ur?%c3=1", 400, "not valid text", "/ur"},
		{"unknown option", "GET", "/ur?colour=red", 400, `has no setting called "colour"`, "/ur"},
		{"absurd size", "GET", "/ur?pieces=1000000000", 400, "Pieces per side", "/ur"},
		{"absurd size in exponent form", "GET", "/ur?pieces=1e9", 400, "Pieces per side", "/ur"},
		{"too many moves", "GET", "/ur?" + zeros(MaxMoves+1), 400, "more than " + strconv.Itoa(MaxMoves) + " moves", "/ur"},
		{"too many moves hidden in escapes", "GET", "/ur?m=" + strings.Repeat("0%2E", MaxMoves) + "0", 400, "more than", "/ur"},
		{"too many moves over repeated keys", "GET", "/ur?" + zeros(MaxMoves/2+1) + "&" + zeros(MaxMoves/2), 400, "more than", "/ur"},
		{"POST of a share link", "POST", "/ur?m=3:L4", 405, "only GET and HEAD", "/ur"},
		{"PATCH elsewhere", "PATCH", "/", 405, "only GET and HEAD", "/"},
		{"unknown method", "BREW", "/embed/ur", 405, "only GET and HEAD", "/embed/ur"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := get(t, tc.method, tc.target, nil)
			body := html.UnescapeString(rec.Body.String())
			if rec.Code != tc.status {
				t.Fatalf("status %d, want %d: %.300s", rec.Code, tc.status, body)
			}
			if rec.Header().Get("Content-Type") != "text/html; charset=utf-8" || rec.Header().Get("Content-Security-Policy") == "" {
				t.Errorf("not the error page with the policy's headers: %v", rec.Header())
			}
			if tc.status == 405 && rec.Header().Get("Allow") != "GET, HEAD" {
				t.Errorf("Allow %q", rec.Header().Get("Allow"))
			}
			if tc.method == "HEAD" {
				if rec.Body.Len() != 0 {
					t.Errorf("HEAD answered with %d bytes", rec.Body.Len())
				}
				return
			}
			if !strings.Contains(body, "link cannot be opened") || !strings.Contains(body, tc.says) {
				t.Errorf("the page does not say %q:\n%s", tc.says, body)
			}
			if !strings.Contains(body, `href="`+tc.newGame+`">Start a new game`) {
				t.Errorf("no new game link to %s:\n%s", tc.newGame, body)
			}
		})
	}
}

// TestLimitsAllowRealGames: the caps sit above any game a player can
// share: the longest record allowed is a legal game and is rendered.
func TestLimitsAllowRealGames(t *testing.T) {
	q := zeros(MaxMoves)
	if len(q) > MaxQuery {
		t.Fatalf("a record of MaxMoves tokens (%d bytes) does not fit in MaxQuery", len(q))
	}
	rec := get(t, "GET", "/ur?"+q, nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "ply "+strconv.Itoa(MaxMoves)) {
		t.Fatalf("status %d: %.300s", rec.Code, rec.Body.String())
	}
	// Dots elsewhere (an option value, a setup's cells) are not moves.
	dotted := get(t, "GET", "/ur?x="+strings.Repeat(".", MaxMoves+1), nil)
	if body := dotted.Body.String(); !strings.Contains(body, "has no setting called") {
		t.Errorf("dots outside m counted as moves: %.300s", body)
	}
}

// BenchmarkLongestLink is the most replay work a request can cause: the
// longest record allowed, read, replayed and rendered.
func BenchmarkLongestLink(b *testing.B) {
	h := NewHandler(fixture(b))
	target := "/ur?" + zeros(MaxMoves)
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d", rec.Code)
		}
	}
}
