//go:build js

package page

import (
	"context"
	"math"
	"strconv"
	"strings"

	"tessera/ai"
	"tessera/ai/catalogue"
	"tessera/rules"
	"tessera/wasm/play"
)

// analysisState is the analysis mode: while it is on, every position
// shown is evaluated (the best moves and their chances, the bar beside
// the board), one at a time, each answer kept for stepping back.
type analysisState struct {
	on    bool
	shown string             // the position asked for or shown: its record key
	stop  context.CancelFunc // ends the evaluation under way
	known map[string]ai.Reply
}

// analysable says whether game has an analysis: an analyst, or hints.
func analysable(game string) bool { return catalogue.Evaluates(game) || catalogue.HasHints(game) }

// toggleAnalysis switches the analysis mode on or off.
func (p *Page) toggleAnalysis() {
	a := &p.analysis
	a.on = !a.on
	if !a.on && a.stop != nil {
		a.stop()
	}
	a.shown, a.stop = "", nil
	p.changed()
}

// updateAnalysis shows the analysis of the position shown, asking for it
// when it is not known; called with every update of the DOM.
func (p *Page) updateAnalysis() {
	a, s := &p.analysis, p.s
	p.setShown("analysis", analysable(p.game.Name()) && !p.embed.Viewing())
	p.byID("analysis").SetAttribute("aria-pressed", strconv.FormatBool(a.on))
	p.setShown("analysis-box", a.on)
	p.setShown("eval-bar", a.on)
	if !a.on {
		return
	}
	tokens := s.Hist.Tokens[:s.Hist.View]
	key := s.Match.Setup() + "|" + play.RecordKey(tokens)
	if r, ok := a.known[key]; ok {
		p.showAnalysis(r, nil)
		return
	}
	if pos := s.Shown(); pos.Result().Over {
		p.showAnalysis(ai.Reply{}, pos)
		return
	}
	if key == a.shown {
		return // asked already
	}
	if a.stop != nil {
		a.stop()
	}
	ctx, cancel := context.WithCancel(context.Background())
	a.shown, a.stop = key, cancel
	p.setText("analysis-text", "Analysing this position…")
	req := s.Request(tokens)
	req.Seed = uint64(len(tokens))
	go func() {
		defer reportPanic()
		var reply ai.Reply
		var err error
		if catalogue.Evaluates(req.Game) {
			reply, err = p.ai.Evaluate(ctx, req)
		} else {
			reply, err = p.ai.Hint(ctx, req)
		}
		if ctx.Err() != nil {
			return
		}
		a.stop = nil
		if err != nil {
			p.setText("analysis-text", aiFailed(err, "No analysis of this position: the computer could not finish it."))
			return
		}
		if a.known == nil {
			a.known = map[string]ai.Reply{}
		}
		a.known[key] = reply
		p.updateAnalysis()
	}()
}

// showAnalysis shows an evaluation in words and on the bar; over, when
// not nil, is a finished position, shown by its result instead.
func (p *Page) showAnalysis(r ai.Reply, over rules.Position) {
	pos := p.s.Shown()
	first := 0.5 // the first player's chance, for the bar
	var text string
	switch {
	case over != nil:
		if w := over.Result().Winner; w != rules.NoPlayer {
			first = map[bool]float64{true: 1, false: 0}[w == rules.First]
		}
		text = "Analysis: the game is over."
	case r.WinChance != nil:
		mover := pos.ToMove()
		first = *r.WinChance
		if mover != rules.First {
			first = 1 - first
		}
		text = "Analysis: " + p.view.Side(mover) + " to move, chance to win " + pct(*r.WinChance) + "."
		if r.Eval != nil && len(r.Eval.Moves) > 0 {
			var best []string
			for _, m := range r.Eval.Moves {
				best = append(best, m.Token+" "+pct(m.Chance))
			}
			text += " Best moves: " + strings.Join(best, ", ") + "."
		} else if p.view.Chance() != nil {
			text += " The best move depends on the roll."
		}
	}
	p.setText("analysis-text", text)
	bar := p.byID("eval-bar")
	bar.Underlying().Get("style").Call("setProperty", "--first", strconv.FormatFloat(first, 'f', 3, 64))
	bar.SetAttribute("aria-valuenow", strconv.Itoa(int(math.Round(100*first))))
	bar.SetAttribute("aria-valuetext", p.view.Side(rules.First)+": "+pct(first))
}

// pct writes a chance as a whole percentage.
func pct(x float64) string { return strconv.Itoa(int(math.Round(100*x))) + "%" }
