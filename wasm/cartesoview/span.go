package cartesoview

import (
	"math"
	"strconv"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/panel"
	"tessera/wasm/words"
)

// hovered returns the group of the stone on the hovered point, and false
// when no point is hovered or it is empty.
func (v *View) hovered(s *carteso.State) (carteso.Group, bool) {
	p, ok := v.point(v.hover)
	if !ok {
		return carteso.Group{}, false
	}
	return s.GroupAt(p)
}

// spanLabel says a group's span and status in a few words: "3 wide × 1
// tall, open".
func spanLabel(g carteso.Group) string {
	status := "open"
	if g.Finished {
		status = "finished"
	}
	return strconv.Itoa(g.Cols()) + " wide × " + strconv.Itoa(g.Rows()) + " tall, " + status
}

// span outlines the hovered group's bounding box, dashed, with a label
// above it (below it in the top row) giving its rows by columns and
// whether it is finished.
func (d *drawing) span() {
	g, ok := d.v.hovered(d.st)
	if !ok {
		return
	}
	size, c := d.v.grid.Size, d.c
	a := d.at(carteso.At(g.MinCol, g.MaxRow))
	b := d.at(carteso.At(g.MaxCol, g.MinRow)) // the other corner: bottom right, or top left on a flipped board
	x, y := math.Min(a.X, b.X)-size/2, math.Min(a.Y, b.Y)-size/2
	w, h := math.Abs(b.X-a.X)+size, math.Abs(b.Y-a.Y)+size
	c.Save()
	c.SetLineDash(0.2*size, 0.12*size)
	c.BeginPath()
	c.RoundRect(x, y, w, h, 0.2*size)
	c.SetStrokeStyle(d.pal.hover)
	c.SetLineWidth(math.Max(2, 0.07*size))
	c.Stroke()
	c.Restore()
	label := spanLabel(g)
	f := math.Max(11, math.Min(15, 0.42*size))
	ly := y - 0.7*f
	atTop := g.MaxRow == d.st.Size()-1 // the group reaches the row drawn on top: its label goes below
	if d.v.flip {
		atTop = g.MinRow == 0
	}
	if atTop {
		ly = y + h + 0.7*f
	}
	lw := 0.56 * f * float64(len([]rune(label)))
	c.BeginPath()
	c.RoundRect(x+w/2-lw/2-0.3*f, ly-0.7*f, lw+0.6*f, 1.4*f, 0.3*f)
	c.SetFillStyle(d.pal.hover)
	c.Fill()
	c.SetFillStyle(d.pal.white)
	panel.Font(d.c, f, true)
	c.FillText(label, x+w/2, ly)
}

// HoverText says in words what the hovered point's group is, for a
// tooltip or a live region: "black group of 3 stones (d4, e4, f4), 1
// row by 3 columns, horizontal's, open"; "" when no stone is hovered.
func (v *View) HoverText(pos rules.Position) string {
	g, ok := v.hovered(v.use(pos))
	if !ok {
		return ""
	}
	return groupWords(g)
}

// groupWords describes a group: colour, stones, span, owner, status.
func groupWords(g carteso.Group) string {
	names := make([]string, len(g.Stones))
	for i, p := range g.Stones {
		names[i] = p.String()
	}
	status := "open"
	switch {
	case g.Finished && g.Claimer >= 0:
		status = "finished, claimed by " + sideNames[g.Claimer]
	case g.Finished:
		status = "finished"
	}
	owner := "nobody's yet"
	if g.Owner >= 0 {
		owner = sideNames[g.Owner] + "'s"
	}
	return g.Colour.String() + " group of " + words.Count(len(g.Stones), "stone") + " (" + words.List(names, "none") + "), " +
		words.Count(g.Rows(), "row") + " by " + words.Count(g.Cols(), "column") + ", " + owner + ", " + status
}
