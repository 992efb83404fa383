package ecalperview

import (
	"strconv"
	"strings"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/hexview"
	"tessera/wasm/words"
)

// Side names p with the look of its stones.
func (v *View) Side(p rules.Player) string { return words.Side(hexview.Looks, p) }

// Expect says in words what the ply to come asks of the player to move,
// for the words next to the board.
func (v *View) Expect(pos rules.Position) string {
	s := v.use(pos)
	p := s.ToMove()
	if p == rules.NoPlayer {
		return ""
	}
	who, them := words.Title(hexview.Colours[p]), hexview.Colours[p.Other()]
	switch ph := s.Phase(); {
	case ph.Swap:
		return "White may swap: take black's opening as your own (you then play black, and your opponent plays white's turn at once), or replace one marked black stone with your own."
	case ph.Last:
		return who + "'s last turn: replace one marked " + them + " stone with your own; the game then ends with the last cell empty."
	case ph.Replace:
		return who + ": replace one marked " + them + " stone (one of the three " + them + " placed last turn) with your own; three placements follow."
	case opening(s) && s.Options().Pie:
		return who + ": place stone " + placing(ph) + " of the opening on an empty cell; white may then take these stones by swapping."
	default:
		return who + ": place stone " + placing(ph) + " on an empty cell."
	}
}

// placing says which stone of the turn ph places: "2 of 3".
func placing(ph ecalper.Phase) string {
	return strconv.Itoa(ph.Place) + " of " + strconv.Itoa(ecalper.PerTurn)
}

// opening says whether s is within black's first turn.
func opening(s *ecalper.State) bool { return s.EmptyCount() > s.Board().Len()-ecalper.PerTurn }

// Explain says politely why a tap on cell is no move in pos (roll is
// unused: Ecalper has no dice); "" for a cell where it is one.
func (v *View) Explain(pos rules.Position, roll int, cell string) string {
	s := v.use(pos)
	c, err := s.Board().Parse(cell)
	switch {
	case err != nil:
		return ""
	case s.ToMove() == rules.NoPlayer:
		return "The game is over."
	}
	p, on := s.ToMove(), s.Occupant(c)
	them := hexview.Colours[p.Other()]
	ph := s.Phase()
	switch {
	case !ph.Replace && on != rules.NoPlayer:
		return cell + " is taken: place your stone on an empty cell."
	case !ph.Replace, s.Replaceable().Has(c):
		return ""
	case on == p:
		return cell + " is already yours: replace one of the marked " + them + " stones."
	case on != rules.NoPlayer:
		return cell + " cannot be replaced: only the marked stones, the ones " + them + " placed last turn, can be."
	case ph.Swap:
		return "First replace one of the marked " + them + " stones, or swap; the placements follow."
	case ph.Last:
		return "This last turn is a single replacement: pick one of the marked " + them + " stones."
	}
	return "First replace one of the marked " + them + " stones; then you place three stones."
}

// Say tells what token, legal in pos, does: "Black placed stone 2 of 3
// on d4."
func (v *View) Say(pos rules.Position, token string) string {
	s := v.use(pos)
	m, err := s.ParseToken(token)
	if err != nil {
		return ""
	}
	p := s.ToMove()
	who := words.Title(hexview.Colours[p])
	next := s.Clone().(*ecalper.State)
	next.Apply(m)
	c, ok := ecalper.MoveCell(m)
	var b strings.Builder
	switch {
	case !ok:
		return "White swapped: the players exchange colours, so the opener now plays white and makes white's turn at once."
	case ecalper.IsReplace(m):
		b.WriteString(who + " replaced " + hexview.Colours[p.Other()] + "'s stone on " + s.Board().Name(c) + " with its own.")
	default:
		b.WriteString(who + " placed stone " + placing(s.Phase()) + " on " + s.Board().Name(c) + ".")
	}
	before, after := side(s, p), side(next, p)
	if after.Largest != before.Largest {
		b.WriteString(" " + who + "'s largest group now holds " + words.Count(after.Largest, "stone") + ".")
	}
	if r := next.Result(); r.Over {
		b.WriteString(" The game is over: ")
		if r.Winner == rules.NoPlayer {
			b.WriteString("a draw.")
		} else {
			b.WriteString(hexview.Colours[r.Winner] + " wins; " + v.Why(next))
		}
	}
	return b.String()
}

// side returns colour p's part of the score of s.
func side(s *ecalper.State, p rules.Player) ecalper.Side {
	sc := s.Score().(ecalper.Score)
	if p == ecalper.White {
		return sc.White
	}
	return sc.Black
}

// Describe is the text alternative of pos: the board, each colour's
// stones, largest group and group count, the stones that may be replaced
// and what is asked now.
func (v *View) Describe(pos rules.Position) string {
	s := v.use(pos)
	hex := s.Board()
	var b strings.Builder
	b.WriteString("Ecalper board of side " + strconv.Itoa(hex.Side()) + ": " + strconv.Itoa(hex.Len()) + " cells, " +
		strconv.Itoa(s.EmptyCount()) + " empty.")
	for _, p := range []rules.Player{ecalper.Black, ecalper.White} {
		where := "no stones"
		if on := s.Stones(p).Cells(); len(on) > 0 {
			where = "stones on " + cellNames(s, on)
		}
		sd := side(s, p)
		b.WriteString(" " + words.Title(hexview.Looks[p]) + ": " + where + "; largest group " + words.Count(sd.Largest, "stone") + ", " +
			words.Count(sd.Groups, "group") + ".")
	}
	if s.Swapped() {
		b.WriteString(" White took the swap.")
	}
	if r := s.Replaceable().Cells(); len(r) > 0 {
		b.WriteString(" Marked, may be replaced now: " + cellNames(s, r) + ".")
	}
	b.WriteString(words.After(v.Expect(pos)))
	return b.String()
}

// cellNames lists cells by name: "a1, b2, c3".
func cellNames(s *ecalper.State, cells []int) string {
	out := make([]string, len(cells))
	for k, c := range cells {
		out[k] = s.Board().Name(c)
	}
	return strings.Join(out, ", ")
}

// Why says how a finished game was won: by the larger largest group, or
// on a tie by fewer groups.
func (v *View) Why(pos rules.Position) string {
	s := v.use(pos)
	r := s.Result()
	if !words.Won(r) {
		return ""
	}
	win, lose := side(s, r.Winner), side(s, r.Winner.Other())
	other := hexview.Colours[r.Winner.Other()]
	if win.Largest != lose.Largest {
		return "its largest group holds " + words.Count(win.Largest, "stone") + ", against " + strconv.Itoa(lose.Largest) + " for " + other + "'s largest."
	}
	return "the largest groups tie at " + words.Count(win.Largest, "stone") + ", and it has fewer groups: " +
		strconv.Itoa(win.Groups) + " against " + strconv.Itoa(lose.Groups) + " for " + other + "."
}

// Stands says which stone stands on cell, and whether it may be replaced
// now (play.Teller).
func (v *View) Stands(pos rules.Position, cell string) string {
	s := v.use(pos)
	c, err := s.Board().Parse(cell)
	if err != nil || s.Occupant(c) == rules.NoPlayer {
		return ""
	}
	text := "a " + hexview.Colours[s.Occupant(c)] + " stone"
	if s.Replaceable().Has(c) {
		text += ", marked: it may be replaced now"
	}
	return text
}
