package svg

import "math"

// box is a rectangle of the user's space, from x0, y0 to x1, y1: what an
// element draws lies within it.
type box struct{ x0, y0, x1, y1 float64 }

// nothing is the box of nothing: adding to it gives the box of what is added.
var nothing = box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}

// add returns b grown to hold x, y.
func (b box) add(x, y float64) box {
	return box{math.Min(b.x0, x), math.Min(b.y0, y), math.Max(b.x1, x), math.Max(b.y1, y)}
}

// union returns the box holding b and o.
func (b box) union(o box) box { return b.add(o.x0, o.y0).add(o.x1, o.y1) }

// grown returns b with d more on every side.
func (b box) grown(d float64) box { return box{b.x0 - d, b.y0 - d, b.x1 + d, b.y1 + d} }

// moved returns b moved by dx, dy.
func (b box) moved(dx, dy float64) box { return box{b.x0 + dx, b.y0 + dy, b.x1 + dx, b.y1 + dy} }
