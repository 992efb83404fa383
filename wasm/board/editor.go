package board

import (
	"errors"
	"maps"

	"tessera/rules"
)

// Editor is a position being set up by hand: the diagram as edited and
// the position it arranges to, which the board draws. Every change keeps
// the diagram drawable; whether it may be played is judged by Done.
type Editor struct {
	game rules.Setupper
	opts rules.Options
	d    rules.Diagram
	pos  rules.Position
}

// NewEditor opens an editor of g with opts on pos, or on g's initial
// position when pos cannot be set up (over, or in the middle of a turn).
// It fails when g has no setups.
func NewEditor(g rules.Game, opts rules.Options, pos rules.Position) (*Editor, error) {
	sg, ok := g.(rules.Setupper)
	if !ok {
		return nil, errors.New("board: positions of " + g.Title() + " cannot be set up")
	}
	e := &Editor{game: sg, opts: opts}
	if d, ok := sg.Diagram(pos); ok && e.arrange(d) == nil {
		return e, nil
	}
	return e, e.Start()
}

// Position returns the diagram as arranged, for drawing; do not modify it.
func (e *Editor) Position() rules.Position { return e.pos }

// ToMove returns the player to move in the diagram.
func (e *Editor) ToMove() rules.Player { return e.d.ToMove }

// Kind returns what cell holds in the diagram, "" when empty.
func (e *Editor) Kind(cell string) string { return e.d.Cells[cell] }

// Say says in words what cell holds, in the game's words when it has
// them (rules.KindSayer), else by its kind.
func (e *Editor) Say(cell string) string {
	kind := e.Kind(cell)
	if ks, ok := e.game.(rules.KindSayer); ok {
		return ks.SayKind(kind, e.d.ToMove)
	}
	if kind == "" {
		return "empty"
	}
	return kind
}

// Editable says whether cell can hold anything.
func (e *Editor) Editable(cell string) bool { return len(e.game.SetupKinds(e.opts, cell)) > 1 }

// Cycle changes what cell holds to the next kind of the game's list (the
// previous one when back is set), skipping kinds the position cannot hold
// there; skipped says why the first skipped kind could not be placed, nil
// when none was skipped.
func (e *Editor) Cycle(cell string, back bool) (skipped error) {
	kinds := e.game.SetupKinds(e.opts, cell)
	at := 0
	for i, k := range kinds {
		if k == e.d.Cells[cell] {
			at = i
		}
	}
	step := 1
	if back {
		step = len(kinds) - 1
	}
	for range len(kinds) - 1 {
		at = (at + step) % len(kinds)
		err := e.arrange(e.with(cell, kinds[at]))
		if err == nil {
			return skipped
		}
		if skipped == nil {
			skipped = err
		}
	}
	return skipped
}

// with returns the diagram with cell holding kind ("" empties it).
func (e *Editor) with(cell, kind string) rules.Diagram {
	d := rules.Diagram{ToMove: e.d.ToMove, Cells: maps.Clone(e.d.Cells)}
	if kind == "" {
		delete(d.Cells, cell)
	} else {
		d.Cells[cell] = kind
	}
	return d
}

// SetToMove makes p the player to move.
func (e *Editor) SetToMove(p rules.Player) error {
	return e.arrange(rules.Diagram{ToMove: p, Cells: e.d.Cells})
}

// Clear empties the board, the player to move staying.
func (e *Editor) Clear() error {
	return e.arrange(rules.Diagram{ToMove: e.d.ToMove, Cells: map[string]string{}})
}

// Start sets up the game's initial position.
func (e *Editor) Start() error {
	pos, err := e.game.New(e.opts)
	if err != nil {
		return err
	}
	d, ok := e.game.Diagram(pos)
	if !ok {
		return errors.New("board: the initial position of " + e.game.Title() + " cannot be set up")
	}
	return e.arrange(d)
}

// Text returns the diagram as a setup text, whether or not Done would
// accept it.
func (e *Editor) Text() string { return e.d.Text(e.game, e.opts) }

// Done judges the diagram and returns its canonical setup text, or in
// words why no game reaches it.
func (e *Editor) Done() (string, error) {
	text := e.Text()
	if _, err := rules.Setup(e.game, e.opts, text); err != nil {
		return "", err
	}
	return text, nil
}

// arrange makes d the diagram if it can be drawn.
func (e *Editor) arrange(d rules.Diagram) error {
	pos, err := e.game.Arrange(e.opts, d)
	if err != nil {
		return err
	}
	e.d, e.pos = d, pos
	return nil
}
