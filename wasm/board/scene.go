package board

import "tessera/rules"

// Scene is everything a view draws, as plain data: the page fills it from
// the game and the inputs, and each change is followed by one redraw.
type Scene struct {
	Pos      rules.Position // the position shown
	Movable  []string       // cells of the pieces that can move now
	Selected string         // the selected piece's cell, "" when none
	Targets  []string       // where the selected piece can go
	Last     []Pick         // the moves of the last turn, marked on the board
	Cursor   string         // the keyboard cursor's cell, "" when hidden
	Drag     *Point         // where a dragged piece is (it leaves Selected), nil if none
	Anims    []Anim         // pieces on their way; drawn at their destination when done
	Dice     Dice           // the chance device, for games with one
	RollDue  bool           // a person must throw the dice now (a tap on them does)
	ViewOnly bool           // an earlier position is shown: no play
	Dark     bool           // the page's dark colour scheme is on
	Now      float64        // the time of this frame, in milliseconds
}

// Dice is a throw of binary dice as the board shows it.
type Dice struct {
	Faces    []bool  // each die's face: true when its marked tip is up; nil before a throw
	Value    int     // the throw's value
	Start    float64 // when the throw began (milliseconds)
	Duration float64 // how long the dice tumble; 0 for no tumbling
	Faded    bool    // the throw is spent (shown dimmed until the next)
}

// Tumbling says whether the dice are still rolling at now.
func (d Dice) Tumbling(now float64) bool {
	return d.Faces != nil && now < d.Start+d.Duration
}

// Busy says whether anything in the scene still moves at now, so the page
// must draw another frame.
func (s *Scene) Busy() bool {
	if s.Dice.Tumbling(s.Now) {
		return true
	}
	for _, a := range s.Anims {
		if !a.Done(s.Now) {
			return true
		}
	}
	return false
}
