package site

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"net/http"
	"reflect"
	"strconv"
	"strings"

	"tessera/rules"
	"tessera/site/raster"
	"tessera/wasm/board"
	"tessera/wasm/play"
	"tessera/wasm/views"
)

// The size of a preview: the Open Graph image size.
const (
	PreviewWidth  = 1200
	PreviewHeight = 630
)

// PageBackground is the page's background (--bg of site.css), light or
// dark: the previews' (light), and the start pictures' a board page shows
// before its wasm runs.
func PageBackground(dark bool) color.NRGBA {
	if dark {
		return color.NRGBA{0x17, 0x18, 0x1c, 0xff}
	}
	return color.NRGBA{0xf6, 0xf3, 0xec, 0xff}
}

// previewMargin is the page's background left around the view, so that
// nothing is lost when a site crops the picture a little (to 2:1, say).
const previewMargin = 20

// PreviewPath returns the URL path of the previews of a game's positions;
// its query is a share link's (none for the start of a game).
func PreviewPath(game string) string { return "/preview/" + game + ".png" }

// previewGame returns the game name of a preview's URL path.
func previewGame(p string) (string, bool) {
	rest, ok := strings.CutPrefix(p, "/preview/")
	name, isPNG := strings.CutSuffix(rest, ".png")
	if !ok || !isPNG || name == "" || strings.ContainsAny(name, "/.") {
		return "", false
	}
	return name, true
}

// RenderPreview draws the position link shows (link.Ply), its last turn
// marked, as the game's view draws it on the page, laid out on a
// PreviewWidth x PreviewHeight image over the page's background, within
// previewMargin of its edges.
func RenderPreview(link rules.Link) (*image.RGBA, error) {
	g := link.Match.Game()
	v, ok := views.New(g.Name())
	if !ok {
		return nil, fmt.Errorf("site: %s has no board to preview", g.Name())
	}
	scene, err := previewScene(link, v)
	if err != nil {
		return nil, err
	}
	return RenderScene(v, scene, PreviewWidth, PreviewHeight, previewMargin, PageBackground(false)), nil
}

// RenderScene draws scene as v draws it on the page, v laid out on a w x h
// canvas (in CSS pixels) within margin of its edges, over bg (nil:
// transparent, as the page's canvas), into an image of a pixel a CSS pixel.
// pixels a CSS pixel. What a picture of the same kind drew before it
// begins with is drawn once (sceneMemos).
func RenderScene(v play.View, scene *board.Scene, w, h, margin int, bg color.Color) *image.RGBA {
	v.Layout(float64(w-2*margin), float64(h-2*margin))
	var rec raster.Recording
	v.Draw(&rec, scene)
	kind := sceneKind{view: reflect.TypeOf(v), w: w, h: h, margin: margin, bg: bg}
	ground := image.Image(image.Transparent)
	if bg != nil {
		ground = image.NewUniform(bg)
	}
	return sceneMemos.of(kind).Play(&rec, func() (*raster.Canvas, board.Canvas) {
		c := raster.On(sceneImage(w, h))
		c.Translate(float64(margin), float64(margin))
		return c, c
	}, func(img *image.RGBA) {
		draw.Draw(img, img.Bounds(), ground, image.Point{}, draw.Src)
	})
}

// previewScene returns the scene of the position link shows, with the
// plies of the turn that led to it (the last run of plies by one player)
// marked, as the page marks them, and nothing selectable.
func previewScene(link rules.Link, v play.View) (*board.Scene, error) {
	last := play.LastTurn(v, link.Match, link.Ply)
	return &board.Scene{Pos: link.Match.At(link.Ply), Last: last}, nil
}

// previewColours is the size of a preview's palette. A link preview is
// seen small, beside a post, and never next to the board: 128 colours
// against 256 make the previews of a 136-ply game of Ur 12% smaller
// (64.8 to 56.7 KB, the median of its last 40 plies), for a mean error of
// 1.06 levels of 255 a channel against 0.86, and no time. (Compressing
// harder instead saves as much, but triples the encoding's time.)
const previewColours = 128

// PreviewPNG returns RenderPreview's image as a palette PNG (raster.Paletted:
// a third of the bytes of a full-colour one) of previewColours colours,
// compressed for speed: the Worker makes it on a cold request.
func PreviewPNG(link rules.Link) ([]byte, error) {
	img, err := RenderPreview(link)
	if err != nil {
		return nil, err
	}
	return encodeScene(img, previewColours, png.BestSpeed)
}

// servePreview answers a preview's URL: the PNG of the position its query
// (a share link's) gives, cacheable for ever since the URL fixes it; a 404
// for a game without a board; the error page (400) for a bad query.
func (h *handler) servePreview(w http.ResponseWriter, r *http.Request, name string) {
	h.serveDrawn(w, r, name, ".png", PreviewPNG)
}

// servePicture answers a picture's URL (picturePath) as servePreview does
// a preview's: the position its query gives as its share page draws it.
func (h *handler) servePicture(w http.ResponseWriter, r *http.Request, name, kind string) {
	h.serveDrawn(w, r, name, pictureExt, func(link rules.Link) ([]byte, error) { return SharePicture(link, kind) })
}

// serveDrawn answers the image draw makes of the position the query of r
// (a share link's) gives in the game called name, of the type of the
// extension ext, cacheable for ever since the URL fixes it; a 404 for a
// game without a board; the error page (400) for a bad query.
func (h *handler) serveDrawn(w http.ResponseWriter, r *http.Request, name, ext string, draw func(rules.Link) ([]byte, error)) {
	g, ok := lookupBoard(name)
	if !ok {
		h.serveNotFound(w, r)
		return
	}
	link, err := rules.ParseLink(g, r.URL.RawQuery)
	if err != nil {
		h.serveProblem(w, r, http.StatusBadRequest, problemFor(g, false, link, err))
		return
	}
	data, err := draw(link)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", ContentType(ext))
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	w.Header().Set("Cache-Control", cacheImmutable)
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(data)
	}
}

// PreviewURL returns the URL of the preview of the position link shows, on
// the origin of pageURL (an absolute URL, as a share page's canonical URL;
// a path gives a path).
func PreviewURL(pageURL string, link rules.Link) string {
	origin := ""
	if _, rest, ok := strings.Cut(pageURL, "://"); ok {
		host, _, _ := strings.Cut(rest, "/")
		origin = pageURL[:len(pageURL)-len(rest)] + host
	}
	u := origin + PreviewPath(link.Match.Game().Name())
	if q := link.Query(); q != "" {
		u += "?" + q
	}
	return u
}
