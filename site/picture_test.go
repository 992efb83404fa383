package site

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"html"
	"io"
	"math"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/play"
	"tessera/wasm/views"
)

// A share page shows the picture of its own position until its board is
// drawn, in each shape and scheme, not the build's picture of the start;
// each URL it names answers the picture of that position.
func TestSharePageShowsItsPosition(t *testing.T) {
	for _, target := range []string{"/ur?m=3:L4.0&ply=1", "/embed/ur?m=4:L4"} {
		rec := get(t, "GET", target, nil)
		body := rec.Body.String()
		if strings.Contains(body, "start-tall") {
			t.Errorf("%s: the page still shows the start's picture", target)
		}
		_, query, _ := strings.Cut(target, "?")
		var urls []string
		for _, m := range regexp.MustCompile(`(?:srcset|src)="(/preview/ur/[^"]*)"`).FindAllStringSubmatch(body, -1) {
			urls = append(urls, html.UnescapeString(m[1]))
		}
		if len(urls) != 5 { // four sources (wide dark twice: by width and by orientation) and the img
			t.Fatalf("%s: the picture names %v", target, urls)
		}
		for _, kind := range PictureKinds {
			want := "/preview/ur/" + kind + ".svg?" + query
			found := false
			for _, u := range urls {
				found = found || u == want
			}
			if !found {
				t.Errorf("%s: no %s picture %s among %v", target, kind, want, urls)
			}
		}
		for _, u := range urls {
			pic := get(t, "GET", u, nil)
			decodePicture(t, pic.Code, pic.Header(), pic.Body.Bytes())
		}
	}
}

// A share page is sent with the notice its Go program shows over the board
// (an embed's, without), so that the board does not move when it starts.
func TestSharePageShowsItsNotice(t *testing.T) {
	for _, tc := range []struct {
		target string
		shown  bool
	}{
		{"/ur?m=3:L4", true},
		{"/embed/ur?m=3:L4", false},
	} {
		body := get(t, "GET", tc.target, nil).Body.String()
		shown := strings.Contains(body, `<div id="notice" class="notice-bar">`) &&
			strings.Contains(body, ">"+html.EscapeString(play.SharedNotice)+"</p>") &&
			strings.Contains(body, `<button id="resume-saved" type="button" class="primary">`)
		if shown != tc.shown {
			t.Errorf("%s: notice shown %v, want %v:\n%s", tc.target, shown, tc.shown, body)
		}
	}
}

// picture is what the tests read of an SVG picture: its size, and its
// elements in order, each with its attributes.
type picture struct {
	W, H     float64
	Elements []element
}

// element is an SVG element of a picture: its name and attributes.
type element struct {
	Name  string
	Attrs map[string]string
}

// decodePicture checks that a response is a position's picture and
// reads it.
func decodePicture(t *testing.T, code int, header http.Header, body []byte) picture {
	t.Helper()
	if code != http.StatusOK || header.Get("Content-Type") != "image/svg+xml" || header.Get("Cache-Control") != cacheImmutable {
		t.Fatalf("status %d, %q, %q: %.200s", code, header.Get("Content-Type"), header.Get("Cache-Control"), body)
	}
	return readPicture(t, body)
}

// readPicture reads an SVG picture, failing t if it is not well-formed.
func readPicture(t *testing.T, body []byte) picture {
	t.Helper()
	var p picture
	dec := xml.NewDecoder(bytes.NewReader(body))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the picture is not well-formed: %v", err)
		}
		start, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		e := element{Name: start.Name.Local, Attrs: map[string]string{}}
		for _, a := range start.Attr {
			e.Attrs[a.Name.Local] = a.Value
		}
		if e.Name == "svg" {
			p.W, _ = strconv.ParseFloat(e.Attrs["width"], 64)
			p.H, _ = strconv.ParseFloat(e.Attrs["height"], 64)
			continue
		}
		p.Elements = append(p.Elements, e)
	}
	return p
}

// A picture is drawn in its kind's shape over the page's background of
// its scheme, and shows its position: a piece the link's move put on a
// cell that is empty at the start.
func TestPictureShapeSchemeAndPosition(t *testing.T) {
	g, _ := lookupBoard("ur")
	v, _ := views.New("ur")
	wide, tall := Aspects(v)
	start := map[string]picture{}
	for _, kind := range PictureKinds {
		w, aspect := float64(pictureTall), tall
		if strings.HasPrefix(kind, "wide") {
			w, aspect = pictureWide, wide
		}
		rec := get(t, "GET", picturePath("ur", kind), nil)
		pic := decodePicture(t, rec.Code, rec.Header(), rec.Body.Bytes())
		if pic.W != w || math.Abs(pic.H-w/aspect) > 0.5 {
			t.Errorf("%s: %v x %v, want %v x %.1f", kind, pic.W, pic.H, w, w/aspect)
		}
		bg := PageBackground(strings.HasSuffix(kind, "-dark"))
		if first := pic.Elements[len(pic.Elements)-len(drawn(pic))-1]; first.Name != "rect" || first.Attrs["width"] != "100%" ||
			first.Attrs["fill"] != fmt.Sprintf("#%02x%02x%02x", bg.R, bg.G, bg.B) {
			t.Errorf("%s: the picture begins with %v, not the page's background %v", kind, first, bg)
		}
		start[kind] = pic
	}
	// Ur's 4:L4 enters a piece on the rosette L0 (docs/rules.md).
	link, err := rules.ParseLink(g, "m=4:L4")
	if err != nil {
		t.Fatal(err)
	}
	data, err := SharePicture(link, "tall")
	if err != nil {
		t.Fatal(err)
	}
	after := readPicture(t, data)
	v.Layout(pictureSize(v, "tall"))
	at, _ := v.CellCenter("L0")
	next, _ := v.CellCenter("M0")
	cell := math.Hypot(next.X-at.X, next.Y-at.Y) / 2
	was := map[string]bool{}
	for _, e := range drawn(start["tall"]) {
		was[e.Attrs["d"]] = true
	}
	found := false
	for _, e := range drawn(after) {
		var x, y float64
		if _, err := fmt.Sscanf(e.Attrs["d"], "M%g %g", &x, &y); err == nil && !was[e.Attrs["d"]] {
			found = found || math.Hypot(x-at.X, y-at.Y) < cell
		}
	}
	if !found {
		t.Errorf("no shape the start lacks is drawn on L0 (%v)", at)
	}
}

// drawn returns the shapes and text a picture draws after its background.
func drawn(p picture) []element {
	for i, e := range p.Elements {
		if e.Name == "rect" && e.Attrs["width"] == "100%" {
			return p.Elements[i+1:]
		}
	}
	return nil
}

// Every game's view draws a well-formed picture of its start, in every
// kind, that draws something.
func TestEveryGamesPicture(t *testing.T) {
	for _, g := range Games() {
		v, ok := views.New(g.Name())
		if !ok {
			continue
		}
		s, err := play.New(g, v, rules.DefaultOptions(g), nil, [2]string{board.Human, board.Human})
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range PictureKinds {
			if pic := readPicture(t, DrawPicture(v, s, kind)); len(drawn(pic)) < 10 {
				t.Errorf("%s %s: %d shapes: %v", g.Name(), kind, len(drawn(pic)), pic.Elements)
			}
		}
	}
}

// A picture's URL names a game and one of PictureKinds; anything else is
// no picture (404), and a query that cannot be read is the error page.
func TestPictureRefuses(t *testing.T) {
	for _, tc := range []struct {
		target string
		status int
	}{
		{"/preview/ur/square.svg", http.StatusNotFound},
		{"/preview/ur/tall.png", http.StatusNotFound},
		{"/preview/chess/tall.svg", http.StatusNotFound},
		{"/preview//tall.svg", http.StatusNotFound},
		{"/preview/ur/tall.svg?m=3:L4.9:Z9", http.StatusBadRequest},
		{"/preview/ur/wide-dark.svg?pieces=99", http.StatusBadRequest},
	} {
		if rec := get(t, "GET", tc.target, nil); rec.Code != tc.status {
			t.Errorf("%s: status %d, want %d", tc.target, rec.Code, tc.status)
		}
	}
}
