package svg

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"tessera/wasm/board"
)

// defs is the gradients and shadow filters a document defines, each once:
// the same gradient or shadow set again takes the id it has.
type defs struct {
	markup strings.Builder
	ids    map[string]string // a definition without its id, to its id
}

// define returns the url(#id) of the element open (its name and
// attributes) with the children inner, defining it if it is new.
func (d *defs) define(prefix, open, inner string) string {
	key := open + ">" + inner
	if id, ok := d.ids[key]; ok {
		return "url(#" + id + ")"
	}
	if d.ids == nil {
		d.ids = map[string]string{}
	}
	id := prefix + strconv.Itoa(len(d.ids)+1)
	d.ids[key] = id
	name, _, _ := strings.Cut(open, " ")
	fmt.Fprintf(&d.markup, "<%s id=\"%s\"%s>%s</%s>\n", name, id, strings.TrimPrefix(open, name), inner, name)
	return "url(#" + id + ")"
}

// gradient defines the gradient open with stops.
func (d *defs) gradient(open string, stops []board.Stop) string {
	var inner strings.Builder
	for _, s := range stops {
		fmt.Fprintf(&inner, "<stop offset=\"%s\" stop-color=\"%s\"/>", num(s.Offset), attr(s.Color))
	}
	return d.define("g", open, inner.String())
}

// shadow is a shadow as the canvas casts it, in units: its CSS colour, its
// blur (the canvas's shadowBlur: a Gaussian of half its deviation) and
// its offset.
type shadow struct {
	css          string
	blur, dx, dy float64
}

// shadow defines the filter that casts s under an element drawn within b.
// Its region is b grown by the shadow's reach, in the user's space (a thin
// line's own box has no height): a filter renders every pixel of its
// region, and one as large as the canvas on every piece would make the
// picture slow to draw. The blur mixes colours as the canvas does, in sRGB.
func (d *defs) shadow(s shadow, b box) string {
	reach := 3 * s.blur // six deviations of the Gaussian
	r := b.grown(reach).moved(s.dx, s.dy).union(b)
	x, y := math.Floor(r.x0), math.Floor(r.y0)
	open := fmt.Sprintf(`filter filterUnits="userSpaceOnUse" x="%s" y="%s" width="%s" height="%s" color-interpolation-filters="sRGB"`,
		num(x), num(y), num(math.Ceil(r.x1)-x), num(math.Ceil(r.y1)-y))
	inner := fmt.Sprintf(`<feDropShadow dx="%s" dy="%s" stdDeviation="%s" flood-color="%s"/>`, num(s.dx), num(s.dy), num(s.blur/2), attr(s.css))
	return d.define("s", open, inner)
}
