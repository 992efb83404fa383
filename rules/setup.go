package rules

import (
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Setupper is a Game whose positions can be set up by hand, as a board
// editor does and as a share link's setup= says. A setup fixes a position
// at the start of a turn: the player to move and what each cell holds
// (Diagram); what a game keeps beyond that (passes just played, a turn's
// first stone) starts afresh.
type Setupper interface {
	Game
	// SetupCells lists every cell a diagram may name, in the canonical
	// order of setup texts.
	SetupCells(opts Options) []string
	// SetupKinds lists what cell may hold, in the order an editor cycles
	// through them: "" (empty) first, then the game's kinds.
	SetupKinds(opts Options, cell string) []string
	// Arrange builds the position d shows, refusing only what cannot be
	// drawn at all (an unknown cell, a kind a cell cannot hold, more pieces
	// than the game has); Check judges the rest.
	Arrange(opts Options, d Diagram) (Position, error)
	// Check says in words why pos, from Arrange, is a position no game
	// reaches or one already over; nil when it may be played.
	Check(pos Position) error
	// Diagram returns pos as a diagram, and false when it is over or in
	// a state no diagram says (the middle of a turn).
	Diagram(pos Position) (Diagram, bool)
}

// KindSayer is a Setupper that says its kinds in words, for an editor to
// tell people what a cell now holds.
type KindSayer interface {
	// SayKind says what kind is, as "a black stone", when toMove is to
	// move; "" is an empty cell.
	SayKind(kind string, toMove Player) string
}

// Diagram is a position as set up by hand: the player to move and what
// each cell holds, by docs/rules.md's cell names and the game's kinds.
type Diagram struct {
	ToMove Player
	Cells  map[string]string // cell name to kind; empty cells are absent
}

// The separators of a setup text.
const (
	setupField = "_" // between the player to move and each kind's field
	setupKind  = ":" // between a kind and its cells
	setupCell  = "." // between cells
)

// ParseDiagram reads a setup text of g: the name of the player to move,
// then for each kind present "_kind:cell.cell...", as in
// "black_b:d4.e5_w:f6". Fields and cells may come in any order; a cell
// named twice, an empty field or a character outside letters and digits
// is an error. Whether cells and kinds exist is for the game to say.
func ParseDiagram(g Game, text string) (Diagram, error) {
	fields := strings.Split(text, setupField)
	d := Diagram{ToMove: NoPlayer, Cells: map[string]string{}}
	for p, name := range g.Players() {
		if fields[0] == name {
			d.ToMove = Player(p)
		}
	}
	if d.ToMove == NoPlayer {
		players := g.Players()
		return Diagram{}, errors.New(g.Name() + ": setup " + strconv.Quote(text) +
			" does not start with the player to move (" + players[0] + " or " + players[1] + ")")
	}
	kinds := map[string]bool{}
	for _, f := range fields[1:] {
		kind, list, ok := strings.Cut(f, setupKind)
		if !ok || !plain(kind) || kinds[kind] {
			return Diagram{}, errors.New(g.Name() + ": setup field " + strconv.Quote(f) + " is not kind:cells with a new kind")
		}
		kinds[kind] = true
		for _, c := range strings.Split(list, setupCell) {
			if !plain(c) {
				return Diagram{}, errors.New(g.Name() + ": setup field " + strconv.Quote(f) + ": " + strconv.Quote(c) + " is not a cell name")
			}
			if k, ok := d.Cells[c]; ok {
				return Diagram{}, errors.New(g.Name() + ": setup names " + c + " twice (" + k + " and " + kind + ")")
			}
			d.Cells[c] = kind
		}
	}
	return d, nil
}

// plain says whether s is a non-empty run of ASCII letters and digits.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return s != ""
}

// Text writes d as g's canonical setup text: the player to move, then the
// kinds in byte order, each with its cells in the order of g's
// SetupCells. Cells g does not list are left out.
func (d Diagram) Text(g Setupper, opts Options) string {
	byKind := map[string][]string{}
	for _, c := range g.SetupCells(opts) {
		if k, ok := d.Cells[c]; ok && k != "" {
			byKind[k] = append(byKind[k], c)
		}
	}
	var b strings.Builder
	b.WriteString(g.Players()[d.ToMove])
	for _, k := range slices.Sorted(maps.Keys(byKind)) {
		b.WriteString(setupField + k + setupKind + strings.Join(byKind[k], setupCell))
	}
	return b.String()
}

// Setup reads text, a setup text of g with opts, as a position that may be
// played: it refuses, in words, a text that is not g's, a game without
// setups, and impossible or finished positions.
func Setup(g Game, opts Options, text string) (Position, error) {
	s, ok := g.(Setupper)
	if !ok {
		return nil, Said(errors.New(g.Name()+": positions of this game cannot be set up"),
			"Positions of "+g.Title()+" cannot be set up by hand: start a new game instead.")
	}
	d, err := ParseDiagram(g, text)
	if err != nil {
		return nil, Said(err, "The position set up here is not written correctly: "+
			"copy its link again, or set it up again in the board editor.")
	}
	pos, err := s.Arrange(opts, d)
	if err == nil {
		err = s.Check(pos)
	}
	if err != nil {
		return nil, Said(err, "The position set up here cannot be played: "+Plain(err)+
			". Set it up again in the board editor.")
	}
	return pos, nil
}

// SetupText writes pos, a position of g with opts, as g's canonical setup
// text, and false when g has no setups or pos cannot be set up (over, or in
// the middle of a turn).
func SetupText(g Game, opts Options, pos Position) (string, bool) {
	s, ok := g.(Setupper)
	if !ok {
		return "", false
	}
	d, ok := s.Diagram(pos)
	if !ok {
		return "", false
	}
	return d.Text(s, opts), true
}
