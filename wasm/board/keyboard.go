package board

// Action is what a key asks of the board.
type Action int

// The actions keys map to.
const (
	NoAction Action = iota
	CursorLeft
	CursorRight
	CursorUp
	CursorDown
	Act     // Enter or Space: act on the cursor's cell (or roll, when a roll is due)
	Cancel  // Escape: drop the selection
	Back    // one ply back in the history
	Forward // one ply forward
	First   // the initial position
	Last    // the latest position
	Undo
	Redo
	NewGame
	Pass // play the move made without a cell, such as Iris's pass
)

// KeyAction maps a KeyboardEvent.key to an action. onBoard says whether the
// board has the focus: there the arrow keys move the cursor; elsewhere
// Left and Right step through the history, as '[' and ']' always do.
func KeyAction(key string, onBoard bool) Action {
	switch key {
	case "ArrowLeft":
		if onBoard {
			return CursorLeft
		}
		return Back
	case "ArrowRight":
		if onBoard {
			return CursorRight
		}
		return Forward
	case "ArrowUp":
		if onBoard {
			return CursorUp
		}
	case "ArrowDown":
		if onBoard {
			return CursorDown
		}
	case "Enter", " ":
		return Act
	case "Escape":
		return Cancel
	case "[":
		return Back
	case "]":
		return Forward
	case "Home":
		return First
	case "End":
		return Last
	case "u":
		return Undo
	case "U":
		return Redo
	case "n":
		return NewGame
	case "p":
		return Pass
	}
	return NoAction
}

// Cursor is the keyboard's visible cursor over a grid's cells.
type Cursor struct {
	Col, Row int
	Visible  bool // shown once a key moved it, hidden by pointer input
}

// Move steps the cursor in screen direction (dx, dy) on g, staying put at
// the edge; the first move only shows it.
func (c *Cursor) Move(g Grid, dx, dy int) {
	if !c.Visible {
		c.Visible = true
		return
	}
	col, row := g.Step(c.Col, c.Row, dx, dy)
	if col >= 0 && col < g.Cols && row >= 0 && row < g.Rows {
		c.Col, c.Row = col, row
	}
}

// Arrow returns the screen direction of a cursor action, and false for
// any other action.
func Arrow(a Action) (dx, dy int, ok bool) {
	switch a {
	case CursorLeft:
		return -1, 0, true
	case CursorRight:
		return 1, 0, true
	case CursorUp:
		return 0, -1, true
	case CursorDown:
		return 0, 1, true
	}
	return 0, 0, false
}
