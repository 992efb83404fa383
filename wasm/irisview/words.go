package irisview

import (
	"slices"
	"strconv"
	"strings"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/hexview"
	"tessera/wasm/words"
)

// Side names p with the look of its stones.
func (v *View) Side(p rules.Player) string { return words.Side(hexview.Looks, p) }

// Explain says politely why a stone cannot go on cell in pos (roll is
// unused: Iris has no dice); "" for a cell where it can.
func (v *View) Explain(pos rules.Position, roll int, cell string) string {
	s := v.use(pos)
	hex := s.Layout().Hex()
	c, err := hex.Parse(cell)
	switch {
	case err != nil:
		return ""
	case s.ToMove() == rules.NoPlayer:
		return "The game is over."
	case s.At(c) != rules.NoPlayer:
		return cell + " is occupied: pick an empty cell."
	}
	first, pending := s.FirstStone()
	switch {
	case s.SingleStoneTurn() && hex.OnPerimeter(c):
		return "Black's first turn is a single stone on a gray cell."
	case !pending:
		return ""
	}
	if forced, ok := s.Forced(); ok {
		if c == forced {
			return ""
		}
		return "The second stone must go opposite the first stone, on " + hex.Name(forced) + "."
	}
	switch {
	case hex.OnPerimeter(c):
		return "After a first stone on a gray cell, the second goes on a gray cell too, not next to " + hex.Name(first) + "."
	case hex.Adjacent(c, first):
		return cell + " is next to your first stone on " + hex.Name(first) + ": the second stone needs a gray cell not adjacent to it."
	}
	return ""
}

// Expect says in words what the ply to come asks of the player to move,
// for the words next to the board.
func (v *View) Expect(pos rules.Position) string {
	s := v.use(pos)
	p := s.ToMove()
	if p == rules.NoPlayer {
		return ""
	}
	hex := s.Layout().Hex()
	who := words.Title(hexview.Colours[p])
	first, pending := s.FirstStone()
	switch forced, ok := s.Forced(); {
	case s.SingleStoneTurn():
		return who + ": place your single first stone on a gray cell, or pass."
	case ok:
		return who + ": your second stone goes opposite " + hex.Name(first) + ", on " + hex.Name(forced) + "."
	case pending:
		return who + ": place your second stone on an empty gray cell not next to " + hex.Name(first) + " (the barred cells)."
	}
	return who + ": place your first stone of two on any empty cell, or pass."
}

// Say tells what token, legal in pos, does: "Black placed a first stone on
// a1, a rim cell: the second goes opposite, on m13."
func (v *View) Say(pos rules.Position, token string) string {
	s := v.use(pos)
	m, err := s.ParseToken(token)
	if err != nil {
		return ""
	}
	p := s.ToMove()
	next := s.Clone().(*iris.State)
	next.Apply(m)
	who := words.Title(hexview.Colours[p])
	if m == iris.Pass {
		if next.ToMove() == rules.NoPlayer {
			return who + " passed. Two passes in a row end the game."
		}
		return who + " passed."
	}
	var b strings.Builder
	b.WriteString(who + " placed " + stoneWords(s, next, int(m)))
	if before, after := s.Scores(p), next.Scores(p); !slices.Equal(before, after) {
		b.WriteString(" " + words.Title(hexview.Colours[p]) + "'s groups now score " + list(after) + ".")
	}
	if next.Empty().Empty() {
		b.WriteString(" The board is full: the game is over.")
	}
	return b.String()
}

// stoneWords says what a stone on cell c does, from s to next.
func stoneWords(s, next *iris.State, c int) string {
	hex := s.Layout().Hex()
	name := hex.Name(c)
	_, second := s.FirstStone()
	switch forced, rim := next.Forced(); {
	case s.SingleStoneTurn():
		return "the single first stone on " + name + "."
	case second:
		return "the second stone on " + name + "."
	case rim:
		return "a first stone on " + name + ", a rim cell: the second goes opposite, on " + hex.Name(forced) + "."
	case next.ToMove() != s.ToMove() && !next.Empty().Empty():
		return "a stone on " + name + ", a gray cell: no gray cell is left that is not next to it, so the second stone is forfeited."
	}
	return "a first stone on " + name + ", a gray cell: the second goes on a gray cell not next to it."
}

// Describe is the text alternative of pos: the board, each colour's
// stones and group scores, and what is asked now.
func (v *View) Describe(pos rules.Position) string {
	s := v.use(pos)
	hex := s.Layout().Hex()
	var b strings.Builder
	b.WriteString("Iris board of side " + strconv.Itoa(hex.Side()) + ": " + strconv.Itoa(hex.Len()) + " cells; the " +
		strconv.Itoa(len(hex.Perimeter())) + " rim cells are coloured in opposite pairs, the others gray.")
	for _, p := range []rules.Player{rules.First, rules.Second} {
		var on []string
		for c := range hex.Len() {
			if s.At(c) == p {
				on = append(on, hex.Name(c))
			}
		}
		where := "no stones"
		if len(on) > 0 {
			where = "stones on " + strings.Join(on, ", ")
		}
		b.WriteString(" " + words.Title(hexview.Looks[p]) + ": " + where + "; group scores " + list(s.Scores(p)) + ".")
	}
	b.WriteString(words.After(v.Expect(pos)))
	return b.String()
}

// Why says how a finished game was won: at the first place where the
// sorted group scores differ.
func (v *View) Why(pos rules.Position) string {
	s := v.use(pos)
	r := s.Result()
	if !words.Won(r) {
		return ""
	}
	win, lose := s.Scores(r.Winner), s.Scores(r.Winner.Other())
	k := 0
	for k < len(win) && k < len(lose) && win[k] == lose[k] {
		k++
	}
	theirs := "none"
	if k < len(lose) {
		theirs = strconv.Itoa(lose[k])
	}
	if k == 0 {
		return "its best group holds " + words.Count(win[0], "rim cell") + ", against " + theirs + " for " + hexview.Colours[r.Winner.Other()] + "'s best."
	}
	return "the best groups tie (" + list(win[:k]) + "); its next group holds " + words.Count(win[k], "rim cell") +
		", against " + theirs + " for " + hexview.Colours[r.Winner.Other()] + "'s."
}

// list writes scores as "5, 3, 1", or "none yet".
func list(scores []int) string {
	if len(scores) == 0 {
		return "none yet"
	}
	parts := make([]string, len(scores))
	for i, x := range scores {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ", ")
}

// Stands says which stone stands on cell (play.Teller).
func (v *View) Stands(pos rules.Position, cell string) string {
	s := v.use(pos)
	c, err := s.Layout().Hex().Parse(cell)
	if err != nil || s.At(c) == rules.NoPlayer {
		return ""
	}
	return "a " + hexview.Colours[s.At(c)] + " stone"
}
