// Package cartesoview is Carteso's board for the play page (play.View):
// a square board of points, 5 to 19 a side, with black stones (plain) and
// white stones (light, with a ring) on the points.
//
// Every stone carries a hatch in the direction of its group's owner: thin
// vertical strokes for vertical (groups taller than wide), horizontal ones
// for horizontal; a claimed group's hatch is bold in its claimer's colour
// and its first stone carries the claimer's marker, a bar standing up for
// vertical, lying down for horizontal. The live score, with the komi, is
// drawn beside the board, with the colour of the stone a tap places.
//
// A person picks the colour of the next stone with SwitchColour (the page's
// toggle and its key; play.Colourer): Picks offers each empty point once, as the chosen
// colour's token. SetHover names a point under the pointer or the cursor:
// its group's span is outlined and labelled finished or open.
package cartesoview
