package echelonview

import (
	"slices"
	"strconv"
	"strings"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/rules/hexhex"
	"tessera/wasm/words"
)

// sides names each player with the look of their pieces.
var sides = [2]string{"red (dark round pieces)", "blue (light square pieces with a ring)"}

// names are the players' short names.
var names = [2]string{"red", "blue"}

// Side names p with the look of their pieces.
func (v *View) Side(p rules.Player) string { return words.Side(sides, p) }

// Explain says politely why cell is not a move in pos (roll is unused:
// Echelon has no dice); "" for a cell where it is. A click that is not a
// target of the piece selected in the last scene drawn is explained for
// that piece.
func (v *View) Explain(pos rules.Position, roll int, cell string) string {
	s := state(pos)
	me := s.ToMove()
	c, ok := cellIndex(cell)
	switch {
	case !ok:
		return ""
	case me == rules.NoPlayer:
		return "The game is over."
	case s.Dead(c):
		return "That cell is dead: no piece may stop on " + cell + " or pass over it."
	}
	if why := v.explainTarget(s, c); why != "" {
		return why
	}
	h := s.Height(c)
	switch s.Top(c) {
	case me.Other():
		if slices.Contains(s.Stack(c)[:h-1], me) {
			return "Not your piece: " + names[me.Other()] + "'s is on top on " + cell + ", and your piece under it is buried: a buried piece cannot move."
		}
		return "Not your piece: the piece on " + cell + " is " + names[me.Other()] + "'s."
	case me:
		if slides, stomps := s.Targets(c); len(slides)+len(stomps) > 0 {
			return ""
		}
		if h > 1 {
			return "The top piece of the stack on " + cell + " may not stomp, and no empty cell is open next to it."
		}
		return "The piece on " + cell + " is shut in: every line from it ends at once at the edge or a dead cell."
	}
	var from []string
	for p := range echelon.Cells {
		if s.Top(p) != me {
			continue
		}
		if slides, _ := s.Targets(p); slices.Contains(slides, c) {
			from = append(from, name(p))
		}
	}
	if len(from) == 0 {
		return "None of your pieces can reach " + cell + ": a piece slides along one of the six lines and stops before the edge, a dead cell or a piece."
	}
	return "Pick your piece on " + strings.Join(from, " or ") + " first, then " + cell + "."
}

// explainTarget explains a click on occupied cell c, when the piece
// selected in the last scene drawn is the top piece of a stack that would
// reach c were it free; "" otherwise.
func (v *View) explainTarget(s *echelon.State, c int) string {
	sel, ok := cellIndex(v.selected)
	if !ok || sel == c || s.Top(sel) != s.ToMove() || s.Height(sel) < 2 || s.Height(c) == 0 || !firstInLine(s, sel, c) {
		return ""
	}
	return "A stack's top piece may not stomp: the piece on " + name(sel) + " moves only to an empty cell."
}

// firstInLine says whether c holds the first piece along one of the six
// lines from cell from, past empty live cells only.
func firstInLine(s *echelon.State, from, c int) bool {
	hex := echelon.Board()
	for d := range hexhex.Directions {
		for x := hex.Step(from, d); x != hexhex.None && !s.Dead(x); x = hex.Step(x, d) {
			if s.Height(x) > 0 {
				if x == c {
					return true
				}
				break
			}
		}
	}
	return false
}

// Expect says in words what the player to move must do.
func (v *View) Expect(pos rules.Position) string {
	me := state(pos).ToMove()
	if me == rules.NoPlayer {
		return ""
	}
	return words.Title(names[me]) + ": pick one of your ringed pieces, then a dot to slide there or a dashed ring to stomp onto that stack."
}

// Say tells what token, legal in pos, does: "Red stomped from d3 onto d6:
// a stack of 3 with red on top. Red wins by a stack of exactly three."
func (v *View) Say(pos rules.Position, token string) string {
	st, ok := step(pos, token)
	if !ok {
		return ""
	}
	s := state(pos)
	who, from, to := words.Title(names[st.Player]), name(st.From), name(st.To)
	var b strings.Builder
	switch {
	case st.Stomp:
		b.WriteString(who + " stomped from " + from + " onto " + to + ": a stack of " + strconv.Itoa(s.Height(st.To)+1) + " with " + names[st.Player] + " on top")
	case st.Unstomp:
		b.WriteString(who + " moved the top piece of the stack on " + from + " to " + to)
	default:
		b.WriteString(who + " slid " + from + " to " + to)
	}
	if stack := s.Stack(st.From); st.Unstomp {
		b.WriteString(", revealing " + names[stack[len(stack)-2]] + "'s piece on " + from)
	}
	if st.Kills {
		b.WriteString(", leaving " + from + " dead")
	}
	b.WriteString(".")
	next := s.Clone().(*echelon.State)
	m, _ := s.ParseToken(token)
	next.Apply(m)
	switch w := st.StackWinner; {
	case w != rules.NoPlayer && st.Stomp:
		b.WriteString(" " + words.Title(names[w]) + " wins by a stack of exactly three.")
	case w != rules.NoPlayer:
		b.WriteString(" The stack on " + from + " is now three high with " + names[w] + " on top: " + names[w] + " wins.")
	case next.Result().Over:
		b.WriteString(" " + words.Title(names[st.Player.Other()]) + " has no legal move: " + names[st.Player] + " wins.")
	}
	return b.String()
}

// Describe is the text alternative of pos: the rules in play, each side's
// pieces stack by stack, the dead cells, the threats when they are on,
// and what is asked now.
func (v *View) Describe(pos rules.Position) string {
	s := state(pos)
	var b strings.Builder
	if s.Options().Variant == echelon.Gentleman {
		b.WriteString("Gentleman's Echelon, side-6 board: no stack win; a player with no legal move loses.")
	} else {
		b.WriteString("Echelon, side-6 board: a stack of exactly three with your piece on top wins; a player with no legal move loses.")
	}
	for _, p := range []rules.Player{rules.First, rules.Second} {
		b.WriteString(" " + words.Title(sides[p]) + ": " + pieces(s, p) + ".")
	}
	var dead []string
	for c := range echelon.Cells {
		if s.Dead(c) {
			dead = append(dead, name(c))
		}
	}
	if len(dead) == 0 {
		b.WriteString(" No dead cells.")
	} else {
		b.WriteString(" Dead cells: " + strings.Join(dead, ", ") + ".")
	}
	if v.threats {
		b.WriteString(" " + threatWords(s))
	}
	if r := s.Result(); r.Over {
		b.WriteString(" " + words.Title(names[r.Winner]) + " won: " + v.Why(pos))
	} else {
		b.WriteString(" " + v.Expect(pos))
	}
	return b.String()
}

// pieces says where p's pieces are: the cells where one is on top, each
// stack with its layers from the bottom, and how many are buried.
func pieces(s *echelon.State, p rules.Player) string {
	var tops []string
	buried := 0
	for c := range echelon.Cells {
		stack := s.Stack(c)
		for _, q := range stack[:max(0, len(stack)-1)] {
			if q == p {
				buried++
			}
		}
		if s.Top(c) != p {
			continue
		}
		if len(stack) == 1 {
			tops = append(tops, name(c))
			continue
		}
		layers := make([]string, len(stack))
		for k, q := range stack {
			layers[k] = names[q]
		}
		tops = append(tops, name(c)+" (a stack of "+strconv.Itoa(len(stack))+", from the bottom: "+strings.Join(layers, ", ")+")")
	}
	where := "no piece on top anywhere"
	if len(tops) > 0 {
		where = "on top on " + strings.Join(tops, ", ")
	}
	return where + "; buried: " + strconv.Itoa(buried)
}

// threatWords lists the stack wins of both sides in words.
func threatWords(s *echelon.State) string {
	var by [2][]string
	for _, t := range threats(s) {
		by[t.p] = append(by[t.p], t.token)
	}
	if len(by[0])+len(by[1]) == 0 {
		return "No stack win is threatened."
	}
	var parts []string
	for p, moves := range by {
		if len(moves) > 0 {
			parts = append(parts, words.Title(names[p])+" would win by a stack of three with "+strings.Join(moves, ", "))
		}
	}
	return strings.Join(parts, "; ") + "."
}

// Why says how a finished game was won: by a stack of exactly three, or
// by the loser's lack of a legal move.
func (v *View) Why(pos rules.Position) string {
	s := state(pos)
	r := s.Result()
	if !words.Won(r) {
		return ""
	}
	if s.Options().Variant == echelon.Standard {
		for c := range echelon.Cells {
			if s.Height(c) == 3 && s.Top(c) == r.Winner {
				return "a stack of exactly three on " + name(c) + " with " + names[r.Winner] + "'s piece on top."
			}
		}
	}
	return names[r.Winner.Other()] + " has no legal move."
}

// Stands says what stands on cell (play.Teller): a piece, a stack from the
// top down, or a dead cell.
func (v *View) Stands(pos rules.Position, cell string) string {
	s := state(pos)
	c, err := echelon.Board().Parse(cell)
	switch {
	case err != nil:
		return ""
	case s.Dead(c):
		return "a dead cell: no piece may move onto or through it"
	}
	stack := s.Stack(c)
	switch len(stack) {
	case 0:
		return ""
	case 1:
		return "a " + names[stack[0]] + " piece"
	}
	layers := make([]string, len(stack))
	for k, p := range stack {
		layers[len(stack)-1-k] = names[p]
	}
	return "a stack of " + strconv.Itoa(len(stack)) + ", from the top: " + strings.Join(layers, ", ")
}
