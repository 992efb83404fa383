package site

import (
	"net/http"
	"strings"
	"testing"
)

// An embed page's mode and theme are read and left out of the link; on a
// play page they are unknown options, as rules.ParseLink has them.
func TestEmbedParameters(t *testing.T) {
	for _, tc := range []struct {
		target string
		status int
		words  string // in the body
	}{
		{"/embed/ur?mode=view&m=3:L4", http.StatusOK, `content="http://example.com/embed/ur?m=3:L4"`},
		{"/embed/ur?m=3:L4&theme=dark&mode=play", http.StatusOK, `content="http://example.com/embed/ur?m=3:L4"`},
		{"/embed/ur?mode=view", http.StatusOK, `content="http://example.com/embed/ur"`},
		{"/embed/ur?mode=edit&m=3:L4", http.StatusBadRequest, `Mode &#34;edit&#34; is neither play nor view.`},
		{"/embed/ur?theme=blue", http.StatusBadRequest, `Theme &#34;blue&#34; is neither light nor dark.`},
		{"/ur?mode=view&m=3:L4", http.StatusBadRequest, `mode`},
		{"/ur?m=3:L4&theme=dark", http.StatusBadRequest, `theme`},
	} {
		rec := get(t, "GET", tc.target, nil)
		if rec.Code != tc.status || !strings.Contains(rec.Body.String(), tc.words) {
			t.Errorf("%s: %d %q; want %d with %s", tc.target, rec.Code, rec.Body.String(), tc.status, tc.words)
		}
	}
}
