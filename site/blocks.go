package site

import (
	"bytes"
	"fmt"
	"strings"
)

// A page of the build carries blocks that Go replaces at request time, each
// between an opening and a closing comment, as in <!--meta-->...<!--/meta-->.
// The same functions render a block at build time (as template functions)
// and at request time, so the two never differ in form.

// The names of the blocks.
const (
	metaBlock    = "meta"
	problemBlock = "problem"
	pictureBlock = "picture"
	noticeBlock  = "notice"
)

// Meta is a page's title and share metadata.
type Meta struct {
	Title       string // the document title and og:title
	Description string // one line: the meta description and og:description
	URL         string // the absolute canonical URL (og:url); empty on static pages
	OEmbed      string // the oEmbed discovery link's href (OEmbedLink); "" for none
	Image       string // the preview's URL (og:image, twitter:image), PreviewWidth x PreviewHeight; "" for none
}

// RenderMeta renders m as the page's meta block, markers included.
func RenderMeta(m Meta) string {
	var b strings.Builder
	b.WriteString("<!--" + metaBlock + "-->")
	fmt.Fprintf(&b, "<title>%s</title>\n", esc(m.Title))
	fmt.Fprintf(&b, "<meta name=\"description\" content=\"%s\">\n", esc(m.Description))
	fmt.Fprintf(&b, "<meta property=\"og:title\" content=\"%s\">\n", esc(m.Title))
	fmt.Fprintf(&b, "<meta property=\"og:description\" content=\"%s\">\n", esc(m.Description))
	b.WriteString("<meta property=\"og:type\" content=\"website\">\n")
	if m.URL != "" {
		fmt.Fprintf(&b, "<meta property=\"og:url\" content=\"%s\">\n", esc(m.URL))
	}
	if m.OEmbed != "" {
		fmt.Fprintf(&b, "<link rel=\"alternate\" type=\"application/json+oembed\" href=\"%s\" title=\"%s\">\n", esc(m.OEmbed), esc(m.Title))
	}
	if m.Image != "" {
		fmt.Fprintf(&b, "<meta property=\"og:image\" content=\"%s\">\n", esc(m.Image))
		b.WriteString("<meta property=\"og:image:type\" content=\"image/png\">\n")
		fmt.Fprintf(&b, "<meta property=\"og:image:width\" content=\"%d\">\n", PreviewWidth)
		fmt.Fprintf(&b, "<meta property=\"og:image:height\" content=\"%d\">\n", PreviewHeight)
		fmt.Fprintf(&b, "<meta property=\"og:image:alt\" content=\"%s\">\n", esc(m.Title))
		fmt.Fprintf(&b, "<meta name=\"twitter:image\" content=\"%s\">\n", esc(m.Image))
		b.WriteString("<meta name=\"twitter:card\" content=\"summary_large_image\">")
	} else {
		b.WriteString("<meta name=\"twitter:card\" content=\"summary\">")
	}
	b.WriteString("<!--/" + metaBlock + "-->")
	return b.String()
}

// Problem is what the error page says about a link that could not be read.
type Problem struct {
	Message   string // what was wrong, in words
	NewGame   string // the path of a new game of the same kind, as "/ur"
	LastLegal string // the path and query of the last legal position, or ""
}

// RenderProblem renders p as the error page's problem block, markers
// included.
func RenderProblem(p Problem) string {
	var b strings.Builder
	b.WriteString("<!--" + problemBlock + "-->")
	fmt.Fprintf(&b, "<p class=\"problem-message\">%s</p>\n<p class=\"problem-links\">", esc(p.Message))
	if p.LastLegal != "" {
		fmt.Fprintf(&b, "<a class=\"button\" href=\"%s\">Open the last legal position</a> ", esc(p.LastLegal))
	}
	fmt.Fprintf(&b, "<a class=\"button\" href=\"%s\">Start a new game</a></p>", esc(p.NewGame))
	b.WriteString("<!--/" + problemBlock + "-->")
	return b.String()
}

// RenderPicture renders p as a board page's picture block, markers
// included: the picture of its position the page shows until its board is
// drawn, in the shape and scheme the canvas will have (board.css: tall
// below 760 px in portrait, wide otherwise); nothing for a game without a
// board.
func RenderPicture(p Picture) string {
	var b strings.Builder
	b.WriteString("<!--" + pictureBlock + "-->")
	if p.Tall != "" {
		b.WriteString("<picture class=\"board-picture\">\n")
		fmt.Fprintf(&b, "<source media=\"(prefers-color-scheme: dark) and (min-width: 760px)\" srcset=\"%s\">\n", esc(p.WideDark))
		fmt.Fprintf(&b, "<source media=\"(prefers-color-scheme: dark) and (orientation: landscape)\" srcset=\"%s\">\n", esc(p.WideDark))
		fmt.Fprintf(&b, "<source media=\"(prefers-color-scheme: dark)\" srcset=\"%s\">\n", esc(p.TallDark))
		fmt.Fprintf(&b, "<source media=\"(min-width: 760px), (orientation: landscape)\" srcset=\"%s\">\n", esc(p.Wide))
		fmt.Fprintf(&b, "<img src=\"%s\" alt=\"\" elementtiming=\"board-picture\" fetchpriority=\"high\">\n</picture>", esc(p.Tall))
	}
	b.WriteString("<!--/" + pictureBlock + "-->")
	return b.String()
}

// RenderNotice renders a board page's notice block, markers included: the
// bar over the board with msg and its "Back to my game" button, shown, or
// hidden when msg is "". A share page is sent with the notice its Go
// program will show (play.SharedNotice), so that the board stays put.
func RenderNotice(msg string) string {
	hidden := ""
	if msg == "" {
		hidden = " hidden"
	}
	var b strings.Builder
	b.WriteString("<!--" + noticeBlock + "-->")
	fmt.Fprintf(&b, "<div id=\"notice\" class=\"notice-bar\"%s>\n<p id=\"notice-text\" role=\"status\">%s</p>\n", hidden, esc(msg))
	fmt.Fprintf(&b, "<button id=\"resume-saved\" type=\"button\" class=\"primary\"%s>Back to my game</button>\n", hidden)
	b.WriteString("<button id=\"notice-close\" type=\"button\" class=\"quiet\" aria-label=\"Dismiss this message\">✕</button>\n</div>")
	b.WriteString("<!--/" + noticeBlock + "-->")
	return b.String()
}

// escaper escapes text for HTML content and quoted attribute values, as
// html.EscapeString does. The blocks are written by hand, without
// html/template or package html, which would add megabytes to the Worker.
var escaper = strings.NewReplacer(`&`, "&amp;", `'`, "&#39;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;")

func esc(s string) string { return escaper.Replace(s) }

// replaceBlock returns page with its block called name replaced by block
// (rendered with its markers).
func replaceBlock(page []byte, name string, block string) ([]byte, error) {
	open, closing := []byte("<!--"+name+"-->"), []byte("<!--/"+name+"-->")
	i := bytes.Index(page, open)
	j := bytes.Index(page, closing)
	if i < 0 || j < i {
		return nil, fmt.Errorf("site: the page has no %s block", name)
	}
	out := make([]byte, 0, len(page)+len(block))
	out = append(out, page[:i]...)
	out = append(out, block...)
	return append(out, page[j+len(closing):]...), nil
}
