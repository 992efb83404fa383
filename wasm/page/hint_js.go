//go:build js

package page

import (
	"context"

	"tessera/ai"
	"tessera/ai/catalogue"
	"tessera/wasm/play"
)

// hintState is the hint asked for in one position.
type hintState struct {
	s      *play.Session      // the game it is for
	gen    int                // s.Gen when it was asked
	rolled bool               // whether the dice were thrown then
	stop   context.CancelFunc // ends the request, once the position has gone
	done   bool               // the hint has come (or failed): no other in this position
}

// hintable says whether a hint can be asked now: in a person's turn at the
// latest position of a game with hints, before the roll (the win chance) or
// when there is a choice of moves.
func (p *Page) hintable() bool {
	s := p.s
	switch ph := s.Phase(); {
	case !catalogue.HasHints(p.game.Name()) || !s.Hist.Latest():
		return false
	case ph == play.PhaseRoll:
		return true
	case ph == play.PhaseMove:
		return len(s.Legal()) > 1
	}
	return false
}

// current says whether the hint asked for belongs to the position now.
func (p *Page) current(h hintState) bool {
	return h.s == p.s && h.gen == p.s.Gen && h.rolled == p.s.Rolled
}

// updateHint shows the hint button, and forgets a hint whose position has
// gone; called with every update of the DOM.
func (p *Page) updateHint() {
	p.setShown("hint", catalogue.HasHints(p.game.Name()))
	if p.asked.s != nil && !p.current(p.asked) {
		p.asked.stop()
		p.asked = hintState{}
		p.setText("hint-text", "")
	}
	asking := p.asked.s != nil && !p.asked.done
	p.enable("hint", p.hintable() && p.asked.s == nil || asking)
	p.setText("hint", map[bool]string{false: "Hint", true: "Stop the hint"}[asking])
	p.byID("hint-text").Underlying().Get("classList").Call("toggle", "working", asking)
}

// stopHint ends the hint being looked for.
func (p *Page) stopHint() {
	p.asked.stop()
	p.asked = hintState{}
	p.setText("hint-text", "Hint stopped.")
	p.updateHint()
}

// hint asks a worker for the strongest level's suggestion and the win
// chance of the side to move, shows them in words and selects the
// suggested piece on the board (or marks the suggested placement's cell).
func (p *Page) hint() {
	if p.asked.s != nil && !p.asked.done {
		p.stopHint()
		return
	}
	if !p.hintable() || p.asked.s != nil {
		return
	}
	s := p.s
	ctx, cancel := context.WithCancel(context.Background())
	h := hintState{s: s, gen: s.Gen, rolled: s.Rolled, stop: cancel}
	p.asked = h
	req := s.Request(s.Hist.Tokens)
	req.Allowed, req.Seed = s.Legal(), uint64(len(s.Hist.Tokens))
	p.setText("hint-text", "Looking for a hint…")
	p.updateHint()
	go func() {
		defer reportPanic()
		reply, err := p.ai.Hint(ctx, req)
		if ctx.Err() != nil || !p.current(h) {
			return
		}
		p.asked.done = true // the hint stays until the position changes
		p.updateHint()
		if err != nil {
			p.setText("hint-text", aiFailed(err, "No hint this time: the computer could not find one.")+" Try again.")
			return
		}
		p.setText("hint-text", p.hintText(reply))
		for _, pk := range s.Sel.Picks {
			switch {
			case pk.Token != reply.Token:
			case pk.From != "":
				s.Sel.Selected = pk.From
			default:
				s.Sel.Hinted = pk.To
			}
		}
		p.redraw()
	}()
}

// hintText says a hint in words.
func (p *Page) hintText(r ai.Reply) string {
	text := "Hint:"
	if r.Token != "" {
		move := r.Token
		for _, pk := range p.view.Picks(p.s.Match.Position(), []string{r.Token}) {
			switch {
			case pk.From != "":
				move = "move the piece on " + pk.From + " (to " + pk.To + ")"
			case pk.To != "":
				move = "play on " + pk.To
			}
		}
		text += " " + move + "."
	}
	if r.WinChance != nil {
		text += " Your chance to win: " + pct(*r.WinChance) + "."
	}
	if r.Token == "" && p.view.Chance() != nil {
		text += " Roll the dice for a suggested move."
	}
	if r.Note != "" {
		text += " " + r.Note
	}
	return text
}
