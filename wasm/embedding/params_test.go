package embedding

import (
	"strings"
	"testing"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		query, rest string
		want        Params
	}{
		{"", "", Params{Play, Auto}},
		{"m=3:L4.0&ply=1", "m=3:L4.0&ply=1", Params{Play, Auto}},
		{"mode=view", "", Params{View, Auto}},
		{"mode=play&theme=dark", "", Params{Play, Dark}},
		{"size=5&mode=view&m=e5.a1&theme=light&ply=1", "size=5&m=e5.a1&ply=1", Params{View, Light}},
		// A repeated key's last value wins, as for game options.
		{"mode=view&mode=play&theme=dark&theme=light", "", Params{Play, Light}},
		// Keys and values may be percent-encoded.
		{"mo%64e=vi%65w&m=a%3Ab", "m=a%3Ab", Params{View, Auto}},
		// Empty parts are dropped; what is not an embed key is left as it is.
		{"&&m=d4&x&", "m=d4&x", Params{Play, Auto}},
		{"MODE=view", "MODE=view", Params{Play, Auto}},
		{"%zz=1&mode=view", "%zz=1", Params{View, Auto}},
	}
	for _, tt := range tests {
		rest, p, err := Split(tt.query)
		if err != nil || rest != tt.rest || p != tt.want {
			t.Errorf("Split(%q) = %q, %+v, %v; want %q, %+v", tt.query, rest, p, err, tt.rest, tt.want)
		}
	}
}

func TestSplitRefuses(t *testing.T) {
	for query, words := range map[string]string{
		"mode=edit":            `mode "edit" is neither play nor view`,
		"mode=":                `mode "" is neither play nor view`,
		"mode":                 `mode "" is neither play nor view`,
		"theme=blue&mode=view": `theme "blue" is neither light nor dark`,
		"theme=Dark":           `theme "Dark" is neither light nor dark`,
		"mode=%zz":             `the mode "%zz" is malformed`,
	} {
		_, _, err := Split(query)
		if err == nil || !strings.HasPrefix(err.Error(), "embedding: ") || !strings.Contains(err.Error(), words) {
			t.Errorf("Split(%q) error = %v, want one saying %s", query, err, words)
		}
	}
}

// every lists every Params an embed URL can carry.
var every = []Params{{Play, Auto}, {Play, Light}, {Play, Dark}, {View, Auto}, {View, Light}, {View, Dark}}

func TestQueryRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range every {
		q := p.Query()
		if seen[q] {
			t.Errorf("%+v writes %q, as another Params does", p, q)
		}
		seen[q] = true
		rest, back, err := Split(q)
		if err != nil || rest != "" || back != p {
			t.Errorf("Split(%+v.Query() = %q) = %q, %+v, %v", p, q, rest, back, err)
		}
	}
	if q := (Params{Play, Auto}).Query(); q != "" {
		t.Errorf("the defaults write %q, want nothing", q)
	}
}

func TestDark(t *testing.T) {
	for _, host := range []bool{false, true} {
		if got := (Params{Theme: Auto}).Dark(host); got != host {
			t.Errorf("Auto.Dark(%v) = %v: the host's preference must decide", host, got)
		}
		if (Params{Theme: Light}).Dark(host) || !(Params{Theme: Dark}).Dark(host) {
			t.Errorf("a forced theme must win over the host's preference (%v)", host)
		}
	}
}

func TestViewing(t *testing.T) {
	if (Params{}).Viewing() || (Params{Mode: Play}).Viewing() || !(Params{Mode: View}).Viewing() {
		t.Error("only view mode is a diagram")
	}
}

// FuzzSplit checks that Split never panics, that what it leaves holds no
// embed parameter, and that the parameters it read, written again in
// front of the rest, read back the same.
func FuzzSplit(f *testing.F) {
	for _, s := range []string{"", "mode=view&m=a1", "theme=dark&theme=light", "mode=%zz", "&&=&mode&", "size=5&ply=2&mode=play"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, query string) {
		rest, p, err := Split(query)
		if err != nil {
			return
		}
		again, def, err := Split(rest)
		if err != nil || again != rest || def != (Params{Play, Auto}) {
			t.Fatalf("Split(%q) left %q, which reads as %q, %+v, %v", query, rest, again, def, err)
		}
		joined := p.Query()
		if rest != "" {
			joined += "&" + rest
		}
		back, q, err := Split(joined)
		if err != nil || back != rest || q != p {
			t.Fatalf("Split(%q) = %q, %+v, %v; want %q, %+v", joined, back, q, err, rest, p)
		}
	})
}
