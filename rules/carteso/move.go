package carteso

import "tessera/rules"

// A Move is a placement, colour<<colourShift | point, or Pass.
const colourShift = 10

// Pass is the move that passes.
const Pass rules.Move = 1 << 11

// Place returns the move that puts a stone of colour c on p.
func Place(p Point, c Colour) rules.Move { return rules.Move(c)<<colourShift | rules.Move(p) }

// Placement returns the point and colour of m, and false if m is Pass.
func Placement(m rules.Move) (Point, Colour, bool) {
	if m == Pass {
		return 0, NoColour, false
	}
	return Point(m & (1<<colourShift - 1)), Colour(m >> colourShift), true
}
