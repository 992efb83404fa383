package site

import (
	"bytes"
	"html"
	"image"
	"image/png"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"tessera/rules"
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
		if strings.Contains(body, "start-tall.png") {
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
			want := "/preview/ur/" + kind + ".png?" + query
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

// decodePicture checks that a response is a position's picture and returns
// its image.
func decodePicture(t *testing.T, code int, header http.Header, body []byte) image.Image {
	t.Helper()
	if code != http.StatusOK || header.Get("Content-Type") != "image/png" || header.Get("Cache-Control") != cacheImmutable {
		t.Fatalf("status %d, %q, %q: %.200s", code, header.Get("Content-Type"), header.Get("Cache-Control"), body)
	}
	img, err := png.Decode(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// A picture is drawn in its kind's shape, at PictureScale, over the page's
// background of its scheme, and shows its position: a piece the link's
// move put on a cell that is empty at the start.
func TestPictureShapeSchemeAndPosition(t *testing.T) {
	g, _ := lookupBoard("ur")
	v, _ := views.New("ur")
	wide, tall := Aspects(v)
	start := map[string]image.Image{}
	for _, kind := range PictureKinds {
		w, aspect := pictureTall, tall
		if strings.HasPrefix(kind, "wide") {
			w, aspect = pictureWide, wide
		}
		rec := get(t, "GET", picturePath("ur", kind), nil)
		img := decodePicture(t, rec.Code, rec.Header(), rec.Body.Bytes())
		b := img.Bounds()
		if want := (image.Point{w * PictureScale, int(float64(w)/aspect+0.5) * PictureScale}); b.Size() != want {
			t.Errorf("%s: %v, want %v", kind, b.Size(), want)
		}
		r, gr, bl, _ := img.At(0, 0).RGBA()
		bg := PageBackground(strings.HasSuffix(kind, "-dark"))
		near := func(a uint32, b uint8) bool { return int(a>>8)-int(b) <= 2 && int(b)-int(a>>8) <= 2 } // the palette's rounding
		if !near(r, bg.R) || !near(gr, bg.G) || !near(bl, bg.B) {
			t.Errorf("%s: the corner is %v, not the page's background %v", kind, img.At(0, 0), bg)
		}
		start[kind] = img
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
	after, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	v.Layout(pictureTall, float64(pictureTall)/tall)
	at, ok := v.CellCenter("L0")
	if !ok {
		t.Fatal("no cell L0")
	}
	x, y := int(at.X*PictureScale), int(at.Y*PictureScale)
	if start["tall"].At(x, y) == after.At(x, y) {
		t.Errorf("the pixel at L0 (%d, %d) is %v with and without the piece", x, y, after.At(x, y))
	}
}

// A picture's URL names a game and one of PictureKinds; anything else is
// no picture (404), and a query that cannot be read is the error page.
func TestPictureRefuses(t *testing.T) {
	for _, tc := range []struct {
		target string
		status int
	}{
		{"/preview/ur/square.png", http.StatusNotFound},
		{"/preview/ur/tall.gif", http.StatusNotFound},
		{"/preview/chess/tall.png", http.StatusNotFound},
		{"/preview//tall.png", http.StatusNotFound},
		{"/preview/ur/tall.png?m=3:L4.9:Z9", http.StatusBadRequest},
		{"/preview/ur/wide-dark.png?pieces=99", http.StatusBadRequest},
	} {
		if rec := get(t, "GET", tc.target, nil); rec.Code != tc.status {
			t.Errorf("%s: status %d, want %d", tc.target, rec.Code, tc.status)
		}
	}
}
