//go:build js

package page

import (
	"cmp"
	"fmt"
	"math"
	"slices"
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
	key := fmt.Sprint(play.RecordKey(s.Hist.Tokens), "|", s.Hist.View)
	if key == p.graphKey {
		return
	}
	p.graphKey = key
	curve := rv.Curve(n, func(ply int) bool { return s.Match.Mover(ply) == rules.First })
	var b strings.Builder
	// Half a ply of room either side, so that the first and last plies'
	// rules show.
	fmt.Fprintf(&b, `<svg viewBox="-0.5 0 %d %d" preserveAspectRatio="none" aria-hidden="true">`, n+1, graphHeight)
	fmt.Fprintf(&b, `<line class="even" x1="0" y1="50" x2="%d" y2="50"/>`, n)
	for ply := range n {
		if g, _ := p.grade(ply); g.Mark != "" {
			fmt.Fprintf(&b, `<line class="mark %s" x1="%d" y1="0" x2="%d" y2="%d"/>`, gradeClass(g), ply+1, ply+1, graphHeight)
		}
	}
	fmt.Fprintf(&b, `<line class="now" x1="%d" y1="0" x2="%d" y2="%d"/>`, s.Hist.View, s.Hist.View, graphHeight)
	b.WriteString(`<polyline class="chance" points="`)
	for i, c := range curve {
		fmt.Fprintf(&b, "%d,%.1f ", i, graphHeight*(1-c))
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
	pct := func(x float64) string { return fmt.Sprintf("%d%%", int(math.Round(100*x))) }
	text := fmt.Sprintf("Win-chance graph: %s's chance to win starts at %s and ends at %s.", first, pct(curve[0]), pct(curve[len(curve)-1]))
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
		parts = append(parts, fmt.Sprintf("move %d by %s (%s, %s lost)", d.ply+1, p.playerAt(d.ply), d.mark, pct(d.lost)))
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
