package publish

import (
	"fmt"
	"html"
	"math"
	"strings"

	"tessera/ai/lab/report"
)

// The report's charts are inline SVG drawn with presentation attributes
// only (the pages' CSP allows no inline style), their text in the page's
// colour (currentColor) so that they read in light and dark themes.

// svgOpen starts an SVG of w by h user units labelled label.
func svgOpen(b *strings.Builder, w, h float64, label string) {
	fmt.Fprintf(b, `<svg class="chart" viewBox="0 0 %g %g" width="%g" height="%g" role="img" aria-label="%s" xmlns="http://www.w3.org/2000/svg" font-size="12" fill="currentColor">`,
		w, h, w, h, html.EscapeString(label))
}

// text writes a label at x, y anchored as anchor (start, middle, end).
func text(b *strings.Builder, x, y float64, anchor, s string) {
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="%s">%s</text>`, x, y, anchor, html.EscapeString(s))
}

// lengthChart draws the histogram of game lengths, with our mean and the
// seed report's.
func lengthChart(r report.Report) string {
	bins := r.SelfPlay.Histogram
	const w, h, left, bottom, top = 560.0, 200.0, 40.0, 30.0, 24.0
	var b strings.Builder
	svgOpen(&b, w, h, fmt.Sprintf("Histogram of game lengths: mean %.1f plies", r.SelfPlay.Length.Mean))
	if len(bins) == 0 {
		b.WriteString("</svg>")
		return b.String()
	}
	most := 1
	for _, bin := range bins {
		most = max(most, bin.Count)
	}
	lo, hi := bins[0].Low, bins[len(bins)-1].High
	if src := r.Source; src != nil {
		lo, hi = math.Min(lo, src.Length), math.Max(hi, src.Length)
	}
	span := math.Max(hi-lo, 1)
	x := func(v float64) float64 { return left + (v-lo)/span*(w-2*left) }
	y := func(n int) float64 { return h - bottom - float64(n)/float64(most)*(h-bottom-top) }
	for _, bin := range bins {
		x0, x1 := x(bin.Low), math.Max(x(bin.High)-1, x(bin.Low)+1)
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#4a7fb5"><title>%.0f–%.0f plies: %d games</title></rect>`,
			x0, y(bin.Count), x1-x0, h-bottom-y(bin.Count), bin.Low, bin.High, bin.Count)
	}
	fmt.Fprintf(&b, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="currentColor"/>`, left, h-bottom, w-left, h-bottom)
	text(&b, x(lo), h-bottom+16, "middle", fmt.Sprintf("%.0f", lo))
	text(&b, x(hi), h-bottom+16, "middle", fmt.Sprintf("%.0f", hi))
	text(&b, left-4, y(most)+4, "end", fmt.Sprint(most))
	// Of two means, the smaller is labelled on its left, the larger on
	// its right, so that the labels never meet.
	mean := r.SelfPlay.Length.Mean
	mark := func(v float64, colour, label string, left bool) {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%g" x2="%.1f" y2="%g" stroke="%s" stroke-width="2" stroke-dasharray="4 3"/>`, x(v), top-4, x(v), h-bottom, colour)
		if left {
			text(&b, x(v)-4, top-8, "end", label)
		} else {
			text(&b, x(v)+4, top-8, "start", label)
		}
	}
	src := r.Source
	mark(mean, ours, fmt.Sprintf("ours: %.1f", mean), src != nil && mean < src.Length)
	if src != nil {
		mark(src.Length, seed, fmt.Sprintf("seed report: %.1f", src.Length), src.Length <= mean)
	}
	b.WriteString("</svg>")
	return b.String()
}

// bar is one row of an interval chart: a proportion and its interval.
type bar struct {
	label           string
	rate, low, high float64
	colour          string
}

// intervalChart draws rows as dots with whiskers on a 0–100% scale, with
// the 50% line.
func intervalChart(label string, bars []bar) string {
	const w, left, right, rowH, head = 600.0, 300.0, 20.0, 22.0, 20.0
	h := head + rowH*float64(len(bars)) + 8
	var b strings.Builder
	svgOpen(&b, w, h, label)
	x := func(p float64) float64 { return left + p*(w-left-right) }
	for _, p := range []float64{0, 0.5, 1} {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%g" x2="%.1f" y2="%g" stroke="currentColor" stroke-opacity="%g"/>`, x(p), head-4, x(p), h-4, 0.25+0.5*float64(btoi(p == 0.5)))
		text(&b, x(p), head-8, "middle", fmt.Sprintf("%.0f%%", 100*p))
	}
	for i, r := range bars {
		cy := head + rowH*float64(i) + rowH/2
		text(&b, left-8, cy+4, "end", r.label)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="2"/>`, x(r.low), cy, x(r.high), cy, r.colour)
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="5" fill="%s"><title>%s: %.1f%% (%.1f%%–%.1f%%)</title></circle>`,
			x(r.rate), cy, r.colour, html.EscapeString(r.label), 100*r.rate, 100*r.low, 100*r.high)
	}
	b.WriteString("</svg>")
	return b.String()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Colours of the charts: ours, the seed report's.
const (
	ours = "#c0392b"
	seed = "#7f8c8d"
)

// firstChart draws the first player's score, ours beside the seed
// report's.
func firstChart(r report.Report) string {
	f := r.SelfPlay.First
	bars := []bar{{"Tessera: " + r.Players[0], f.Rate, f.Low, f.High, ours}}
	if src := r.Source; src != nil {
		p, m := src.FirstWin/100, src.FirstPlus/100
		bars = append(bars, bar{"Seed report: " + src.FirstLabel, p, p - m, p + m, seed})
	}
	return intervalChart("The first player's score with its 95% interval", bars)
}

// pairingChart draws the score of every pairing of the ladder, the
// mirrors and the league.
func pairingChart(r report.Report) string {
	var bars []bar
	add := func(ps []report.Pairing, colour string) {
		for _, p := range ps {
			bars = append(bars, bar{shorten(levelLabel(r.Game, p.A) + " v " + levelLabel(r.Game, p.B)), p.Score.Rate, p.Score.Low, p.Score.High, colour})
		}
	}
	add(r.Ladder, ours)
	add(r.Mirrors, "#8e44ad")
	add(r.League, "#2c7a4b")
	return intervalChart("The score of each pairing, the first named against the second, with its 95% interval", bars)
}

// shorten cuts a long name for a chart label.
func shorten(s string) string {
	if r := []rune(s); len(r) > 44 {
		return string(r[:43]) + "…"
	}
	return s
}
