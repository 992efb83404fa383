package cartesoview

import (
	"strconv"
	"strings"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/words"
)

// sideNames are the players' short names.
var sideNames = [2]string{"vertical", "horizontal"}

// sides names each player with the look of its marks.
var sides = [2]string{"vertical (blue, a standing bar)", "horizontal (orange, a lying bar)"}

// Side names p with the look of its marks.
func (v *View) Side(p rules.Player) string { return words.Side(sides, p) }

// Explain says politely why a stone cannot go on cell in pos (roll is
// unused: Carteso has no dice); "" for a point where it can.
func (v *View) Explain(pos rules.Position, roll int, cell string) string {
	s := v.use(pos)
	p, ok := v.point(cell)
	switch {
	case !ok:
		return ""
	case s.ToMove() == rules.NoPlayer:
		return "The game is over."
	case s.At(p) != carteso.NoColour:
		return cell + " already holds a " + s.At(p).String() + " stone: pick an empty point."
	}
	return ""
}

// Expect says in words what the player to move may do, for the words next
// to the board: which colour a tap places, and when a pass ends the game.
func (v *View) Expect(pos rules.Position) string {
	s := v.use(pos)
	p := s.ToMove()
	if p == rules.NoPlayer {
		return ""
	}
	e := words.Title(sideNames[p]) + ": place a " + v.Colour().String() + " stone on an empty point (c switches colour), or pass."
	if s.Passes() == 1 {
		e += " " + words.Title(sideNames[p.Other()]) + " passed: a pass now ends the game."
	}
	return e
}

// Say tells what token, legal in pos, does: "Vertical placed a black
// stone on e5: a black group of 2 stones, 2 rows by 1 column, vertical's,
// open." and every group the placement let its owner claim.
func (v *View) Say(pos rules.Position, token string) string {
	s := v.use(pos)
	m, err := s.ParseToken(token)
	if err != nil {
		return ""
	}
	who := words.Title(sideNames[s.ToMove()])
	next := s.Copy()
	next.Apply(m)
	at, col, ok := carteso.Placement(m)
	if !ok {
		if next.ToMove() == rules.NoPlayer {
			return who + " passed. Two passes in a row end the game."
		}
		return who + " passed."
	}
	g, _ := next.GroupAt(at)
	var b strings.Builder
	b.WriteString(who + " placed a " + col.String() + " stone on " + at.String() + ": a " + groupWords(g) + ".")
	for _, c := range claims(s, next) {
		b.WriteString(" " + words.Title(sideNames[c.Claimer]) + " claims the " + c.Colour.String() + " group on " + c.Stones[0].String() +
			" (" + words.Count(len(c.Stones), "stone") + ").")
	}
	if next.Claimed(rules.First) != s.Claimed(rules.First) || next.Claimed(rules.Second) != s.Claimed(rules.Second) {
		b.WriteString(" Score: " + scores(next) + ".")
	}
	return b.String()
}

// claims returns the groups of next claimed by the placement from s: the
// claimed groups of next whose stones held no claim in s.
func claims(s, next *carteso.State) []carteso.Group {
	var out []carteso.Group
	for _, g := range next.Groups() {
		if g.Claimer == rules.NoPlayer {
			continue
		}
		fresh := true
		for _, p := range g.Stones {
			if was, ok := s.GroupAt(p); ok && was.Claimer != rules.NoPlayer {
				fresh = false
			}
		}
		if fresh {
			out = append(out, g)
		}
	}
	return out
}

// scores writes both scores: "vertical 5, horizontal 3 + 0.5 komi = 3.5".
func scores(s *carteso.State) string {
	return "vertical " + score(s, rules.First) + ", horizontal " + score(s, rules.Second)
}

// Describe is the text alternative of pos: the board, each colour's
// stones, each group with its span, owner and status, the score, and what
// is asked now.
func (v *View) Describe(pos rules.Position) string {
	s := v.use(pos)
	n := s.Size()
	var b strings.Builder
	b.WriteString("Carteso board of " + strconv.Itoa(n) + " by " + strconv.Itoa(n) + " points; komi " + s.Komi().String() + " to horizontal.")
	for _, col := range []carteso.Colour{carteso.Black, carteso.White} {
		var on []string
		for row := range n {
			for c := range n {
				if p := carteso.At(c, row); s.At(p) == col {
					on = append(on, p.String())
				}
			}
		}
		b.WriteString(" " + words.Title(col.String()) + " stones: " + words.List(on, "none") + ".")
	}
	for _, g := range s.Groups() {
		b.WriteString(" " + words.Title(groupWords(g)) + ".")
	}
	b.WriteString(" Score: " + scores(s) + ".")
	b.WriteString(words.After(v.Expect(pos)))
	return b.String()
}

// Why says how a finished game was won: the two scores.
func (v *View) Why(pos rules.Position) string {
	s := v.use(pos)
	r := s.Result()
	if !words.Won(r) {
		return ""
	}
	return "it scores " + score(s, r.Winner) + " against " + sideNames[r.Winner.Other()] + "'s " + score(s, r.Winner.Other()) + "."
}

// Stands says which stone stands on cell (play.Teller); the page adds
// its group's words (HoverText).
func (v *View) Stands(pos rules.Position, cell string) string {
	s := v.use(pos)
	p, err := carteso.ParsePoint(cell, s.Size())
	if err != nil || s.At(p) == carteso.NoColour {
		return ""
	}
	return "a " + s.At(p).String() + " stone"
}
