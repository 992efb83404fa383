package urview

import (
	"strconv"
	"strings"

	"tessera/rules"
	ur "tessera/rules/ur"
	"tessera/wasm/words"
)

// sides names each player by the look of its pieces, which holds however
// the board is turned (the notation's L and R rows keep "left" and "right").
var sides = [2]string{"light (round pieces)", "dark (square pieces)"}

// names are the players' short names, by their pieces' look.
var names = [2]string{"light", "dark"}

// Side names p with the look of its pieces.
func (v *View) Side(p rules.Player) string { return words.Side(sides, p) }

// Explain says politely why cell is not a move after roll (-1 before the
// roll).
func (v *View) Explain(pos rules.Position, roll int, cell string) string {
	s := state(pos)
	me := s.ToMove()
	c, err := ur.ParseCell(cell)
	switch {
	case err != nil:
		return ""
	case roll < 0:
		return "Roll the dice first."
	case roll == 0:
		return "You rolled 0: no piece can move."
	}
	if owner, start, ok := isPool(c); ok {
		return explainPool(s, me, owner, start, roll)
	}
	switch s.Occupant(c) {
	case rules.NoPlayer:
		return "There is no piece of yours on " + cell + "."
	case me.Other():
		return "That is not your piece."
	}
	i, _ := ur.PathIndex(me, c)
	return "That piece cannot move " + strconv.Itoa(roll) + ": " + blocked(s, me, i+roll) + "."
}

// explainPool explains a click on a pool.
func explainPool(s *ur.State, me, owner rules.Player, start bool, roll int) string {
	switch {
	case owner != me:
		return "That is not your pool."
	case !start:
		return "Pieces there have finished their race."
	case s.Waiting(me) == 0:
		return "No piece is waiting to enter."
	}
	return "A new piece cannot enter with " + strconv.Itoa(roll) + ": " + blocked(s, me, roll) + "."
}

// blocked says why a piece of me cannot land on path index to.
func blocked(s *ur.State, me rules.Player, to int) string {
	switch {
	case to >= ur.PathLen:
		return "bearing off needs the exact roll (" + strconv.Itoa(to-ur.PathLen+1) + " too many)"
	case s.Occupant(ur.PathCell(me, to)) == me:
		return "your own piece is on " + ur.PathCell(me, to).String()
	}
	return ur.PathCell(me, to).String() + " is a safe rosette held by the other side"
}

// Say tells what token, legal in pos, does: "Light rolled 3 and moved
// L2 to M1, taking a right piece."
func (v *View) Say(pos rules.Position, token string) string {
	st, ok := step(pos, token)
	if !ok {
		return ""
	}
	s := state(pos)
	who := strings.ToUpper(names[st.Player][:1]) + names[st.Player][1:]
	if st.Bare {
		if st.Roll == 0 {
			return who + " rolled 0: no move."
		}
		return who + " rolled " + strconv.Itoa(st.Roll) + ": no piece can move."
	}
	var b strings.Builder
	b.WriteString(who + " rolled " + strconv.Itoa(st.Roll) + " and ")
	switch {
	case st.From == ur.PathCell(st.Player, 0):
		b.WriteString("entered a piece on " + st.To.String())
	case st.BearOff:
		b.WriteString("bore off the piece on " + st.From.String() + " (" + strconv.Itoa(s.Home(st.Player)+1) +
			" of " + strconv.Itoa(s.Options().Pieces) + " home)")
	default:
		b.WriteString("moved " + st.From.String() + " to " + st.To.String())
	}
	if st.Capture {
		b.WriteString(", sending " + names[st.Player.Other()] + "'s piece back to the start")
	}
	if st.Rosette {
		b.WriteString(". A rosette: " + names[st.Player] + " rolls again")
	}
	b.WriteString(".")
	return b.String()
}

// Describe is the text alternative of pos: each side's pieces in words.
func (v *View) Describe(pos rules.Position) string {
	s := state(pos)
	var parts []string
	for _, p := range []rules.Player{rules.First, rules.Second} {
		var on []string
		for i := 1; i < ur.PathLen-1; i++ {
			if c := ur.PathCell(p, i); s.Occupant(c) == p {
				on = append(on, c.String())
			}
		}
		where := "none on the board"
		if len(on) > 0 {
			where = "on " + strings.Join(on, ", ")
		}
		parts = append(parts, strings.ToUpper(sides[p][:1])+sides[p][1:]+": "+strconv.Itoa(s.Waiting(p))+" waiting, "+
			where+", "+strconv.Itoa(s.Home(p))+" home.")
	}
	return strings.Join(parts, " ")
}

// Why says how a finished game was won.
func (v *View) Why(pos rules.Position) string {
	s := state(pos)
	r := s.Result()
	if !words.Won(r) {
		return ""
	}
	return "all " + strconv.Itoa(s.Options().Pieces) + " pieces borne off, against " +
		strconv.Itoa(s.Home(r.Winner.Other())) + " of " + names[r.Winner.Other()] + "'s."
}

// Stands says what stands on cell (play.Teller): a side's piece, or the
// pieces waiting in a start pool or home in a finish pool.
func (v *View) Stands(pos rules.Position, cell string) string {
	s := state(pos)
	c, err := ur.ParseCell(cell)
	if err != nil {
		return ""
	}
	if owner, start, ok := isPool(c); ok {
		if start {
			return names[owner] + "'s start: " + words.Count(s.Waiting(owner), "piece") + " waiting"
		}
		return names[owner] + "'s finish: " + words.Count(s.Home(owner), "piece") + " home"
	}
	if p := s.Occupant(c); p != rules.NoPlayer {
		return "a " + names[p] + " piece"
	}
	return ""
}
