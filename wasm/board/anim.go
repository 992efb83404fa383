package board

import "tessera/rules"

// Anim is a piece moving between two cells, as data: the view draws the
// piece at Progress along its way, and the page keeps redrawing until every
// animation is Done.
type Anim struct {
	Player   rules.Player // whose piece moves
	From, To string       // the cells it travels between
	Start    float64      // when it starts, in milliseconds (performance.now)
	Duration float64      // how long it takes; 0 shows it arrived at once
}

// Progress returns how far along the piece is at now, 0..1, eased in and
// out.
func (a Anim) Progress(now float64) float64 {
	if a.Duration <= 0 || now >= a.Start+a.Duration {
		return 1
	}
	t := max(0, (now-a.Start)/a.Duration)
	return t * t * (3 - 2*t)
}

// Done says whether the animation has finished at now.
func (a Anim) Done(now float64) bool { return now >= a.Start+a.Duration }

// Started says whether the animation has begun at now (a capture waits for
// the capturing piece to land).
func (a Anim) Started(now float64) bool { return now >= a.Start }

// Lerp returns the point a fraction t of the way from p to q.
func Lerp(p, q Point, t float64) Point {
	return Point{X: p.X + (q.X-p.X)*t, Y: p.Y + (q.Y-p.Y)*t}
}
