package svg

import (
	"fmt"
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

// shadow defines the filter that casts a shadow of colour css, blurred by
// blur (the canvas's shadowBlur: a Gaussian of half its deviation) and
// moved by dx, dy, over the whole w x h canvas: a region of the user's
// space, since a thin line's box has no height. The blur mixes colours
// as the canvas does, in sRGB.
func (d *defs) shadow(w, h float64, css string, blur, dx, dy float64) string {
	open := fmt.Sprintf(`filter filterUnits="userSpaceOnUse" x="0" y="0" width="%s" height="%s" color-interpolation-filters="sRGB"`, num(w), num(h))
	inner := fmt.Sprintf(`<feDropShadow dx="%s" dy="%s" stdDeviation="%s" flood-color="%s"/>`, num(dx), num(dy), num(blur/2), attr(css))
	return d.define("s", open, inner)
}
