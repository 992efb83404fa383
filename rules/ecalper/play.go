package ecalper

import (
	"strconv"

	"tessera/rules"
)

// Apply plays m, a move Legal listed in this position.
//
// swap exchanges nothing on the board: white stays to move and still has
// its whole turn. A replacement turns the stone into the mover's, and ends
// the game if it is black's last turn (one empty cell left); otherwise the
// three placements follow. The third placement ends the turn: the stones
// just placed become the opponent's replaceable stones.
func (s *State) Apply(m rules.Move) {
	p := s.toMove
	switch {
	case m == swapMove:
		s.swapOpen, s.swapped = false, true
	case m&replaceFlag != 0:
		c := int(m & cellMask)
		s.stones[p.Other()].remove(c)
		s.stones[p].add(c)
		s.replaceable = Bits{}
		s.swapOpen = false
		s.placing = 1
		if s.empty == 1 {
			s.toMove, s.placing = rules.NoPlayer, 0
		}
	default:
		c := int(m)
		s.stones[p].add(c)
		s.placed.add(c)
		s.empty--
		if s.placing < PerTurn {
			s.placing++
			return
		}
		s.swapOpen = s.pie && int(s.empty) == s.geo.board.Len()-PerTurn
		s.replaceable, s.placed = s.placed, Bits{}
		s.toMove, s.placing = p.Other(), 0
	}
}

// Phase is the ply in progress within a turn.
type Phase struct {
	Over    bool // the game is over: no ply is in progress
	Replace bool // the mover is to replace one of the Replaceable stones
	Last    bool // with Replace: black's last turn, the game ends with it
	Swap    bool // with Replace: white may swap instead (pie rule)
	Place   int  // otherwise the stone being placed, 1..PerTurn
}

// Phase returns the ply in progress.
func (s *State) Phase() Phase {
	switch {
	case s.toMove == rules.NoPlayer:
		return Phase{Over: true}
	case s.placing == 0:
		return Phase{Replace: true, Last: s.empty == 1, Swap: s.swapOpen}
	}
	return Phase{Place: int(s.placing)}
}

// String says the phase for people: "replace", "place 2 of 3", "over".
func (ph Phase) String() string {
	switch {
	case ph.Over:
		return "over"
	case ph.Replace:
		return "replace"
	}
	return "place " + strconv.Itoa(ph.Place) + " of " + strconv.Itoa(PerTurn)
}
