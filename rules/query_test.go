package rules

import (
	"net/url"
	"reflect"
	"testing"
)

var queries = []string{
	"", "a=1", "a=1&b=2&a=3", "m=e4.d5&ply=2", "a%3Db=c%26d", "x=%zz", "x=%4", "x=%41%42",
	"k+ey=va+lue", "a;b=1", "a=1;2", "=empty", "novalue", "&&a=&", "%C3%A9=%E2%82%AC", "a=%",
}

// TestQueryLikeNetURL holds QueryUnescape and parseQuery to net/url's
// QueryUnescape and ParseQuery, whose behaviour they keep.
func TestQueryLikeNetURL(t *testing.T) {
	for _, s := range queries {
		compareQuery(t, s)
	}
}

func FuzzQuery(f *testing.F) {
	for _, s := range queries {
		f.Add(s)
	}
	f.Fuzz(compareQuery)
}

func compareQuery(t *testing.T, s string) {
	got, err := QueryUnescape(s)
	want, wantErr := url.QueryUnescape(s)
	if errText(err) != errText(wantErr) || err == nil && got != want {
		t.Errorf("QueryUnescape(%q) = %q, %v; net/url: %q, %v", s, got, err, want, wantErr)
	}
	q, err := parseQuery(s)
	wantQ, wantErr := url.ParseQuery(s)
	if errText(err) != errText(wantErr) || !reflect.DeepEqual(q, map[string][]string(wantQ)) {
		t.Errorf("parseQuery(%q) = %v, %v; net/url: %v, %v", s, q, err, wantQ, wantErr)
	}
}

// errText is err's message, or "" for no error.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
