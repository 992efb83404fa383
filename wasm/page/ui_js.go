//go:build js

package page

import (
	"strconv"
	"strings"
	"syscall/js"

	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// updateDOM brings every control and text next to the board up to date.
func (p *Page) updateDOM() {
	s := p.s
	ph := s.Phase()
	p.root.SetAttribute("data-phase", string(ph))
	turn, seat := s.ShownTurn()
	p.root.SetAttribute("data-to-move", s.Match.PlayerName(turn))
	p.setText("turn", p.turnText(turn, seat, false))
	p.setText("score", s.ScoreText())
	p.setText("expect", s.Expect())
	p.setText("note", s.Note)
	if s.Said != p.lastSay {
		p.lastSay = s.Said
		p.setText("live", s.Said)
	}
	p.updateStatusLine(p.turnText(turn, seat, true))
	p.setText("board-text", p.view.Describe(s.Shown()))
	latest := s.Hist.Latest()
	p.setShown("roll", s.View.Chance() != nil)
	p.enable("roll", ph == play.PhaseRoll && latest)
	p.renderExtras()
	p.enable("undo", p.canUndo())
	p.enable("redo", len(s.Hist.Undone) > 0)
	p.enable("first", s.Hist.View > 0)
	p.enable("back", s.Hist.View > 0)
	p.enable("forward", !latest)
	p.enable("last", !latest)
	p.updateSeats()
	p.updateResign()
	p.updateHint()
	p.updateReview()
	p.updateAnalysis()
	p.updateStones()
	// A diagram's result is words about the position shown, its last; a
	// game's stays while it is reviewed, with what to do next.
	p.setShown("winner", ph == play.PhaseOver && (latest || !p.embed.Viewing()))
	p.setText("winner-text", s.Winner())
	p.renderMoves()
}

// updateStatusLine fills the line a phone shows right under the board, so
// that what happened is in sight with the board: the latest refusal, else
// the move waiting for its confirming tap, else the last move in words,
// else whose turn it is (turn). The live region and
// the note below still announce both; this line is for the eye only.
func (p *Page) updateStatusLine(turn string) {
	text, refusal := p.s.Note, p.s.Note != ""
	switch pending := p.s.Sel.Pending; {
	case refusal:
	case pending != "":
		text = "Tap " + pending + " again to play there."
	case p.s.Said != "":
		text = p.s.Said
	default:
		text = turn
	}
	p.setText("status-line", text)
	if el := p.byID("status-line"); el != nil {
		el.SetAttribute("data-refusal", strconv.FormatBool(refusal))
	}
}

// anyHuman says whether a person plays either side.
func (p *Page) anyHuman() bool {
	return p.s.Sides[0] == board.Human || p.s.Sides[1] == board.Human
}

// canUndo says whether Undo is offered: a person plays, and there is a
// move to take back.
func (p *Page) canUndo() bool {
	return len(p.s.Hist.Tokens) > 0 && p.anyHuman()
}

// turnText says whose turn it is in the position shown: pl's, played by
// seat (see Session.ShownTurn), with the side's short name if short.
func (p *Page) turnText(pl rules.Player, seat string, short bool) string {
	if pl == rules.NoPlayer {
		return "Game over"
	}
	side := p.view.Side(pl)
	if short {
		side = p.s.SideName(pl)
	}
	_, _, vsComputer := p.s.Opponent()
	switch {
	case !p.s.Hist.Latest():
	case seat != board.Human && p.aiStuck:
		return "The computer could not move · " + p.s.SideName(pl)
	case seat != board.Human:
		return "Computer is thinking · " + p.s.SideName(pl)
	case vsComputer:
		return "Your move · " + capital(side)
	}
	return capital(side) + " to move"
}

// renderMoves brings the move list up to date: one row per turn, one
// button per ply. Only the turns that changed are rebuilt, so that a long
// game costs no more per move than a short one.
func (p *Page) renderMoves() {
	s := p.s
	key := strings.Join(s.Hist.Tokens, " ") + "|" + strconv.Itoa(s.Hist.View) + "|" + strconv.FormatBool(p.reviewed.review.For(s.Hist.Tokens))
	if key == p.movesKey {
		return
	}
	p.movesKey = key
	list := p.byID("moves")
	if list == nil {
		return
	}
	ul := list.Underlying()
	turns := s.Turns()
	keys := make([]string, len(turns))
	reviewed := strconv.FormatBool(p.reviewed.review.For(s.Hist.Tokens))
	for n, t := range turns {
		keys[n] = strconv.Itoa(int(t.Player)) + " " + strconv.Itoa(t.First) + " [" + strings.Join(t.Tokens, " ") + "] " + reviewed
	}
	k := 0
	for k < len(keys) && k < len(p.movesTurns) && keys[k] == p.movesTurns[k] {
		k++
	}
	for ul.Get("children").Get("length").Int() > k {
		ul.Call("removeChild", ul.Get("lastElementChild"))
	}
	doc := js.Global().Get("document")
	frag := doc.Call("createDocumentFragment")
	for n, t := range turns[k:] {
		frag.Call("appendChild", p.turnItem(doc, k+n, t))
	}
	ul.Call("appendChild", frag)
	p.movesTurns = keys
	if cur := ul.Call("querySelector", "[aria-current]"); !cur.IsNull() {
		cur.Call("removeAttribute", "aria-current")
	}
	p.setShown("moves-empty", len(s.Hist.Tokens) == 0)
	// Keep the current move in sight by scrolling the list alone, never
	// the page.
	if cur := ul.Call("querySelector", `[data-ply="`+strconv.Itoa(s.Hist.View)+`"]`); !cur.IsNull() {
		cur.Call("setAttribute", "aria-current", "step")
		li := cur.Get("parentElement")
		top, h := li.Get("offsetTop").Float(), ul.Get("clientHeight").Float()
		ul.Set("scrollTop", top-h/2)
	} else if len(turns) > 0 { // an empty list has nothing to scroll, and asking its height would lay the page out
		ul.Set("scrollTop", ul.Get("scrollHeight"))
	}
}

// turnItem makes the move list's row for turn n.
func (p *Page) turnItem(doc js.Value, n int, t play.Turn) js.Value {
	li := doc.Call("createElement", "li")
	who := doc.Call("createElement", "span")
	who.Set("className", "who who-"+strconv.Itoa(int(t.Player)))
	who.Set("textContent", strconv.Itoa(n+1)+". "+capital(p.s.SideName(t.Player)))
	li.Call("appendChild", who)
	for i, tok := range t.Tokens {
		ply := t.First + i + 1
		b := doc.Call("createElement", "button")
		b.Set("type", "button")
		b.Set("textContent", tok)
		b.Call("setAttribute", "data-ply", strconv.Itoa(ply))
		label := "move " + strconv.Itoa(ply) + ": " + tok
		if g, lost := p.grade(ply - 1); g.Mark != "" {
			mark := doc.Call("createElement", "span")
			mark.Set("className", "grade")
			mark.Set("textContent", g.Mark+" −"+play.Percent(lost))
			mark.Call("setAttribute", "aria-hidden", "true")
			b.Call("appendChild", mark)
			b.Call("setAttribute", "data-grade", g.Mark)
			label += ", " + g.Word + ": " + play.Percent(lost) + " of the chance to win lost"
		}
		if after, ok := p.chanceAfter(ply - 1); ok {
			label += ", chance to win after it " + play.Percent(after)
		}
		b.Call("setAttribute", "aria-label", label)
		li.Call("appendChild", b)
	}
	return li
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
