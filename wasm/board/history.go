package board

// History is a game's record as the board keeps it: the tokens played, the
// tokens undone (for redo), and the ply being shown.
type History struct {
	Tokens []string // the tokens played, in order
	Undone []string // tokens taken back, the next to redo last
	View   int      // the ply shown, 0..len(Tokens)
}

// NewHistory returns a history of tokens showing ply view (clamped).
func NewHistory(tokens []string, view int) History {
	return History{Tokens: tokens, View: max(0, min(view, len(tokens)))}
}

// Latest says whether the latest position is shown (play happens only there).
func (h *History) Latest() bool { return h.View == len(h.Tokens) }

// Push records a newly played token and shows the latest position. Playing
// the move that redo would have replayed keeps the rest of the redo line;
// any other move drops it.
func (h *History) Push(token string) {
	if n := len(h.Undone); n > 0 && h.Undone[n-1] == token {
		h.Undone = h.Undone[:n-1]
	} else {
		h.Undone = nil
	}
	h.Tokens = append(h.Tokens, token)
	h.View = len(h.Tokens)
}

// Undo takes back the last token; false when there is none.
func (h *History) Undo() bool {
	n := len(h.Tokens)
	if n == 0 {
		return false
	}
	h.Undone = append(h.Undone, h.Tokens[n-1])
	h.Tokens = h.Tokens[:n-1]
	h.View = len(h.Tokens)
	return true
}

// Redo returns the token that redo would play, and false when there is none;
// the caller plays it with Push.
func (h *History) Redo() (string, bool) {
	if len(h.Undone) == 0 {
		return "", false
	}
	return h.Undone[len(h.Undone)-1], true
}

// Step moves the shown ply by d, clamped to the game; it says whether the
// view changed.
func (h *History) Step(d int) bool {
	v := max(0, min(h.View+d, len(h.Tokens)))
	changed := v != h.View
	h.View = v
	return changed
}

// Show shows ply (clamped); it says whether the view changed.
func (h *History) Show(ply int) bool { return h.Step(ply - h.View) }
