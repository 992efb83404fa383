package site

import (
	"fmt"
	"strings"

	"tessera/rules"
	"tessera/site/svg"
	"tessera/wasm/board"
	"tessera/wasm/play"
	"tessera/wasm/settings"
	"tessera/wasm/views"
)

// A board page shows a picture of its position until its Go program draws
// the board (the canvas, in the same box, then covers it): the position can
// be seen before the wasm has arrived. The picture is drawn with the page's
// own view code, with default settings, in the canvas's two shapes
// (play.Shaped: tall above the panel on a narrow screen, wide beside it)
// and both colour schemes: by the build for the start of a game
// (site/publish), and here for the position a share link shows. It is an
// SVG document (site/svg), which the browser draws as it draws the canvas,
// crisp at any size and a tenth of the bytes of a PNG. A view lays out its
// text in CSS pixels, so each shape is drawn for one typical box: the
// canvas's width on a 390 px wide phone, and beside the panel in a 1280 px
// wide window. Other boxes show it scaled.
const (
	pictureTall = 358 // the tall picture's width in CSS pixels
	pictureWide = 784 // the wide picture's width in CSS pixels
	// pictureShadows is the device pixels a CSS pixel of the screen whose
	// canvas's shadows the picture copies: a phone's (a canvas's shadows
	// are in device pixels, whatever its scale).
	pictureShadows = 2
)

// Picture is the URLs of the four pictures of one position, one for each
// shape and colour scheme ("" for a game without a board).
type Picture struct {
	Tall, Wide, TallDark, WideDark string
}

// NewPicture returns the Picture whose URL of each kind is url(kind).
func NewPicture(url func(kind string) string) Picture {
	return Picture{Tall: url("tall"), Wide: url("wide"), TallDark: url("tall-dark"), WideDark: url("wide-dark")}
}

// PictureKinds are the pictures of a position, named as in their URLs and
// asset keys: the shapes, light and dark.
var PictureKinds = [4]string{"tall", "wide", "tall-dark", "wide-dark"}

// Aspects returns the width-to-height ratios of v's canvas, wide and tall:
// play.Shaped's, or the stylesheet's defaults (board.css).
func Aspects(v play.View) (wide, tall float64) {
	if sh, ok := v.(play.Shaped); ok {
		return sh.Aspect()
	}
	return 2.9 / 1.15, 1 / 1.65
}

// DrawPicture draws the position s shows as the page draws it (v is s's
// view, with default settings), in the picture kind's shape and scheme,
// over the page's background, as an SVG document.
func DrawPicture(v play.View, s *play.Session, kind string) []byte {
	dark := strings.HasSuffix(kind, "-dark")
	w, h := pictureSize(v, kind)
	v.Layout(w, h)
	bg := PageBackground(dark)
	c := svg.New(w, h, fmt.Sprintf("#%02x%02x%02x", bg.R, bg.G, bg.B), pictureShadows)
	v.Draw(c, s.Scene(0, dark))
	return c.Bytes()
}

// pictureSize returns the size in CSS pixels of v's picture of kind: of
// the canvas's very shape, which the picture then fills exactly.
func pictureSize(v play.View, kind string) (w, h float64) {
	wide, tall := Aspects(v)
	w, aspect := float64(pictureTall), tall
	if strings.HasPrefix(kind, "wide") {
		w, aspect = pictureWide, wide
	}
	return w, w / aspect
}

// SharePicture draws the position link shows as its share page draws it
// (two people, the link's ply shown) in kind's shape and scheme.
func SharePicture(link rules.Link, kind string) ([]byte, error) {
	g := link.Match.Game()
	v, ok := views.New(g.Name())
	if !ok {
		return nil, fmt.Errorf("site: %s has no board to draw", g.Name())
	}
	play.ApplyDisplays(v, settings.Default())
	m := link.Match
	s, err := play.NewFrom(g, v, m.Options(), m.Setup(), m.Tokens(), [2]string{board.Human, board.Human})
	if err != nil {
		return nil, err
	}
	s.Show(link.Ply)
	return DrawPicture(v, s, kind), nil
}

// picturePath returns the URL path of a picture of game's positions:
// /preview/GAME/KIND.svg, its query a share link's.
func picturePath(game, kind string) string { return "/preview/" + game + "/" + kind + pictureExt }

// pictureExt is the extension of a picture's URL, and its type.
const pictureExt = ".svg"

// pictureOf returns the game and kind of a picture's URL path.
func pictureOf(p string) (game, kind string, ok bool) {
	rest, ok := strings.CutPrefix(p, "/preview/")
	game, file, ok2 := strings.Cut(rest, "/")
	kind, isSVG := strings.CutSuffix(file, pictureExt)
	if !ok || !ok2 || !isSVG || game == "" || strings.ContainsAny(game, ".") {
		return "", "", false
	}
	for _, k := range PictureKinds {
		if kind == k {
			return game, kind, true
		}
	}
	return "", "", false
}

// SharePictures returns the URLs of the pictures of the position link
// shows.
func SharePictures(link rules.Link) Picture {
	name, query := link.Match.Game().Name(), link.Query()
	if query != "" {
		query = "?" + query
	}
	return NewPicture(func(kind string) string { return picturePath(name, kind) + query })
}
