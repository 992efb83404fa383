package publish

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"tessera/ai/catalogue"
	"tessera/rules"
	"tessera/site"
	"tessera/wasm/board"
	"tessera/wasm/play"
	"tessera/wasm/settings"
	"tessera/wasm/views"
)

// A board page shows a picture of the start of a game until its Go
// program draws the board (site.DrawPicture): the build draws it as a
// first visit's page draws it (default settings, a new game against the
// computer), in every kind (site.PictureKinds).

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
		wide, tall := site.Aspects(v)
		fmt.Fprintf(&css, ".tessera[data-game=%q] { --board-wide: %s; --board-tall: %s; }\n",
			g.Name(), number(wide), number(tall))
		for _, kind := range site.PictureKinds {
			data, err := startPicture(g, v, kind)
			if err != nil {
				return nil, err
			}
			files[pictureKey(g.Name(), kind)] = data
		}
	}
	files[shapesCSS] = []byte(css.String())
	return files, nil
}

// pictureKey is the asset key of one of a game's start pictures.
func pictureKey(game, kind string) string { return "games/" + game + "/start-" + kind + ".svg" }

// number writes a CSS number as page.dressShape does.
func number(f float64) string { return strconv.FormatFloat(f, 'f', 4, 64) }

// startPicture draws the start of a new game of g against the default
// computer level, as v draws it, in kind's shape and scheme.
func startPicture(g rules.Game, v play.View, kind string) ([]byte, error) {
	sides := [2]string{board.Human, catalogue.Default(g.Name()).ID}
	sess, err := play.New(g, v, rules.DefaultOptions(g), nil, sides)
	if err != nil {
		return nil, fmt.Errorf("build: the start of %s: %v", g.Name(), err)
	}
	return site.DrawPicture(v, sess, kind), nil
}
