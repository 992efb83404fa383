package embedding

import (
	"strconv"
	"strings"
)

// The size of the iframe a snippet proposes, in CSS pixels. The embed
// then tells its host its real height (the "tessera:height" message); for
// hosts that do not listen, the heights are what the tallest game's board
// and panel take at Width in a frame that tall, measured in Chromium (Ur,
// whose board is the tallest: up to 1,273 px for a diagram, 1,593 for a
// game, with the start picture's block since), with room to spare, so
// that no embed scrolls inside its frame (e2e/embed-sizes.test.mjs checks
// every game).
const (
	Width      = 640
	PlayHeight = 1640
	ViewHeight = 1300
)

// Height is the iframe height a snippet proposes for mode.
func Height(m Mode) int {
	if m == View {
		return ViewHeight
	}
	return PlayHeight
}

// URL returns the address of game's embed on origin (as
// "https://tessera.example", no trailing slash): the embed parameters,
// then a share link's query (rules.Link.Query), after '?' when any.
func URL(origin, game string, p Params, linkQuery string) string {
	u := origin + "/embed/" + game
	var parts []string
	for _, q := range []string{p.Query(), linkQuery} {
		if q != "" {
			parts = append(parts, q)
		}
	}
	if len(parts) > 0 {
		u += "?" + strings.Join(parts, "&")
	}
	return u
}

// Snippet returns the HTML that embeds src (an embed URL) in a page: an
// iframe of width by height CSS pixels, titled after gameTitle for screen
// readers, loaded lazily, without a border, and allowed to copy to the
// clipboard (its share box copies links).
func Snippet(src, gameTitle string, width, height int) string {
	return `<iframe src="` + escape(src) + `" title="` + escape(FrameTitle(gameTitle)) +
		`" width="` + strconv.Itoa(width) + `" height="` + strconv.Itoa(height) +
		`" loading="lazy" allow="clipboard-write" style="border:0;max-width:100%"></iframe>`
}

// FrameTitle is the title of an embed's iframe: what a screen reader says
// of the frame.
func FrameTitle(gameTitle string) string {
	return gameTitle + " board from Tessera"
}

// escaper escapes text for a double-quoted HTML attribute. It is written
// here, not taken from package html, whose entity table would weigh on the
// browser program and the Worker.
var escaper = strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;", `'`, "&#39;")

func escape(s string) string { return escaper.Replace(s) }
