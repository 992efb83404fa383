package urview

import (
	"math"
	"testing"

	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

// TestRollInviteKeepsTheLastThrow: when a throw is due, the Roll button
// is drawn; before any throw where the value goes, and after a throw (the
// computer's, say) over the dice, so that the throw's value stays written.
func TestRollInviteKeepsTheLastThrow(t *testing.T) {
	for _, size := range [][2]float64{{360, 640}, {1000, 360}} {
		var v View
		v.Layout(size[0], size[1])
		at := func(r *boardtest.Recorder, text string) (board.Point, bool) {
			for _, tx := range r.Texts {
				if tx.S == text {
					return tx.At, true
				}
			}
			return board.Point{}, false
		}
		r := &boardtest.Recorder{}
		v.Draw(r, &board.Scene{Pos: position(t), RollDue: true})
		if roll, ok := at(r, "Roll"); !ok || roll != v.dieAt(4) {
			t.Errorf("%v, before any throw: Roll at %v (%v), want where the value goes, %v", size, roll, ok, v.dieAt(4))
		}
		r = &boardtest.Recorder{}
		thrown := board.Dice{Faces: []bool{true, false, true, true}, Value: 3}
		v.Draw(r, &board.Scene{Pos: position(t), RollDue: true, Dice: thrown})
		value, shown := at(r, "3")
		roll, ok := at(r, "Roll")
		if !shown || !ok {
			t.Fatalf("%v, after a throw of 3: texts %q", size, r.Strings())
		}
		if math.Hypot(value.X-roll.X, value.Y-roll.Y) < 0.5*v.grid.Size {
			t.Errorf("%v: Roll at %v covers the value at %v", size, roll, value)
		}
	}
}
