package publish

import (
	"bytes"
	"fmt"
	"image/png"
	"strconv"
	"strings"
	"sync"

	"tessera/ai/players"
	"tessera/rules"
	"tessera/site"
	"tessera/site/raster"
	"tessera/wasm/board"
	"tessera/wasm/play"
	"tessera/wasm/settings"
	"tessera/wasm/views"
)

// A board page shows a picture of the start of a game until its Go program
// draws the board (the canvas, in the same box, then covers it): the
// position can be seen before the wasm has arrived. The build draws it
// with the page's own view code, as a first visit's page draws it (default
// settings, a new game against the computer), in the canvas's two shapes
// (play.Shaped: tall above the panel on a narrow screen, wide beside it)
// and both colour schemes. A view lays out its text in CSS pixels, so each
// shape is drawn for one typical box: the canvas's width on a 390 px wide
// phone, and beside the panel in a 1280 px wide window; at pictureScale
// device pixels a CSS pixel. Other boxes show it scaled.
const (
	pictureTall  = 358 // the tall picture's width in CSS pixels
	pictureWide  = 784 // the wide picture's width in CSS pixels
	pictureScale = 2
)

// Start is the URLs of a game's start pictures.
type Start struct {
	Tall, Wide, TallDark, WideDark string
}

// shapesCSS is the asset key of the stylesheet giving each game's canvas
// its shape before the Go program sets it (its --board-wide and
// --board-tall, as page.dressShape sets them).
const shapesCSS = "css/shapes.css"

// startPictures is what addStartPictures adds, made once a process: it
// depends on the views' code only, never on static/.
var startPictures = sync.OnceValues(drawStartPictures)

// addStartPictures adds every game's start pictures and the shapes'
// stylesheet to the assets.
func (s *builder) addStartPictures() error {
	files, err := startPictures()
	if err != nil {
		return err
	}
	for key, data := range files {
		s.assets[key] = &asset{key: key, src: data}
	}
	return nil
}

// drawStartPictures draws every game's start pictures and writes the
// shapes' stylesheet, by asset key.
func drawStartPictures() (map[string][]byte, error) {
	files := map[string][]byte{}
	var css strings.Builder
	css.WriteString("/* Written by site/publish from each game's view (play.Shaped, default settings). */\n")
	for _, g := range site.Games() {
		v, ok := views.New(g.Name())
		if !ok {
			continue
		}
		play.ApplyDisplays(v, settings.Default())
		wide, tall := 2.9/1.15, 1/1.65 // the stylesheet's defaults (board.css), Ur's long board
		if sh, ok := v.(play.Shaped); ok {
			wide, tall = sh.Aspect()
		}
		fmt.Fprintf(&css, ".tessera[data-game=%q] { --board-wide: %s; --board-tall: %s; }\n",
			g.Name(), number(wide), number(tall))
		for _, p := range []struct {
			key    string
			width  int
			aspect float64
			dark   bool
		}{
			{pictureKey(g.Name(), "tall"), pictureTall, tall, false},
			{pictureKey(g.Name(), "wide"), pictureWide, wide, false},
			{pictureKey(g.Name(), "tall-dark"), pictureTall, tall, true},
			{pictureKey(g.Name(), "wide-dark"), pictureWide, wide, true},
		} {
			data, err := startPicture(g, v, p.width, int(float64(p.width)/p.aspect+0.5), p.dark)
			if err != nil {
				return nil, err
			}
			files[p.key] = data
		}
	}
	files[shapesCSS] = []byte(css.String())
	return files, nil
}

// pictureKey is the asset key of one of a game's start pictures.
func pictureKey(game, kind string) string { return "games/" + game + "/start-" + kind + ".png" }

// number writes a CSS number as page.dressShape does.
func number(f float64) string { return strconv.FormatFloat(f, 'f', 4, 64) }

// startPicture draws the start of a new game of g against the default
// computer level, as v draws it on a w x h canvas (CSS pixels) over the
// page's background, as a palette PNG of pictureScale pixels a CSS pixel.
func startPicture(g rules.Game, v play.View, w, h int, dark bool) ([]byte, error) {
	sides := [2]string{board.Human, players.Default(g.Name()).ID}
	sess, err := play.New(g, v, rules.DefaultOptions(g), nil, sides)
	if err != nil {
		return nil, fmt.Errorf("build: the start of %s: %v", g.Name(), err)
	}
	img := site.RenderScene(v, sess.Scene(0, dark), w, h, 0, site.PageBackground(dark), pictureScale)
	var b bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&b, raster.Paletted(img)); err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	return b.Bytes(), nil
}
