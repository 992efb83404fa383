//go:build js

package page

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"honnef.co/go/js/dom/v2"

	"tessera/rules"
	"tessera/wasm/play"
)

// graphHeight is the height of the graph's drawing, in its own units: a
// chance of 1 at the top, 0 at the bottom.
const graphHeight = 100

// updateGraph draws the review's win-chance graph of the game shown, or
// hides it: the first player's chance after every ply, the graded plies
// marked, the shown ply ruled. Called with every update of the DOM.
func (p *Page) updateGraph() {
	rv, s := p.reviewed.review, p.s
	fig := p.byID("review-graph")
	if fig == nil {
		return
	}
	if !rv.For(s.Hist.Tokens) {
		p.setShown("review-graph", false)
		p.graphKey = ""
		return
	}
	n := len(s.Hist.Tokens)
	key := play.RecordKey(s.Hist.Tokens) + "|" + strconv.Itoa(s.Hist.View)
	if key == p.graphKey {
		return
	}
	p.graphKey = key
	curve := rv.Curve(n, func(ply int) bool { return s.Match.Mover(ply) == rules.First })
	var b strings.Builder
	h := strconv.Itoa(graphHeight)
	// Half a ply of room either side, so that the first and last plies'
	// rules show.
	b.WriteString(`<svg viewBox="-0.5 0 ` + strconv.Itoa(n+1) + ` ` + h + `" preserveAspectRatio="none" aria-hidden="true">`)
	b.WriteString(`<line class="even" x1="0" y1="50" x2="` + strconv.Itoa(n) + `" y2="50"/>`)
	for ply := range n {
		if g, _ := p.grade(ply); g.Mark != "" {
			x := strconv.Itoa(ply + 1)
			b.WriteString(`<line class="mark ` + gradeClass(g) + `" x1="` + x + `" y1="0" x2="` + x + `" y2="` + h + `"/>`)
		}
	}
	now := strconv.Itoa(s.Hist.View)
	b.WriteString(`<line class="now" x1="` + now + `" y1="0" x2="` + now + `" y2="` + h + `"/>`)
	b.WriteString(`<polyline class="chance" points="`)
	for i, c := range curve {
		b.WriteString(strconv.Itoa(i) + "," + strconv.FormatFloat(graphHeight*(1-c), 'f', 1, 64) + " ")
	}
	b.WriteString(`"/></svg>`)
	p.byID("review-graph-plot").SetInnerHTML(b.String())
	p.byID("review-graph-plot").SetAttribute("aria-label", p.graphWords(curve))
	p.setShown("review-graph", true)
}

// gradeClass names a grade's colour in the stylesheet.
func gradeClass(g play.Grade) string {
	switch g.Mark {
	case "??":
		return "blunder"
	case "?":
		return "mistake"
	}
	return "inaccuracy"
}

// graphWords says the graph in words, for screen readers: the first
// player's chance at the start and the end, and the plies that lost the
// most.
func (p *Page) graphWords(curve []float64) string {
	first := p.view.Side(rules.First)
	text := "Win-chance graph: " + first + "'s chance to win starts at " + pct(curve[0]) + " and ends at " + pct(curve[len(curve)-1]) + "."
	type drop struct {
		ply  int
		lost float64
		mark string
	}
	var drops []drop
	for ply := range len(curve) - 1 {
		if g, lost := p.grade(ply); g.Mark != "" {
			drops = append(drops, drop{ply, lost, g.Mark})
		}
	}
	if len(drops) == 0 {
		return text + " No move lost a chance to win."
	}
	// The costliest first, the earlier of two that cost as much. The sort
	// is of indices, as mcts.Merge's: the sorts of ints share their code,
	// where a sort of drops would add 12 KB.
	order := make([]int, len(drops))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int {
		return cmp.Or(int(math.Round(1e6*(drops[j].lost-drops[i].lost))), i-j)
	})
	var parts []string
	for _, i := range order[:min(3, len(order))] {
		d := drops[i]
		parts = append(parts, "move "+strconv.Itoa(d.ply+1)+" by "+p.playerAt(d.ply)+" ("+d.mark+", "+pct(d.lost)+" lost)")
	}
	return text + " The costliest moves: " + strings.Join(parts, ", ") + "."
}

// graphClick shows the ply under a click on the graph.
func (p *Page) graphClick(ev dom.Event) {
	r := p.byID("review-graph-plot").Underlying().Call("getBoundingClientRect")
	w := r.Get("width").Float()
	if w <= 0 {
		return
	}
	x := ev.Underlying().Get("clientX").Float() - r.Get("left").Float() // offsetX would be the line's under the pointer
	n := float64(len(p.s.Hist.Tokens))
	p.step(int(math.Round(x/w*(n+1) - 0.5)))
}
