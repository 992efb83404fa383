package publish

import (
	"fmt"
	"html"
	"math"
	"strings"

	"tessera/ai/lab/report"
)

// spot is a cell of a board drawn at x, y (in cell widths).
type spot struct {
	name string
	x, y float64
}

// spots lays out the cells of b, y growing downwards.
func spots(b report.Board) []spot {
	var out []spot
	switch b := b.(type) {
	case report.Hexhex:
		// docs/rules.md's neighbours (q±1, r), (q, r±1), (q+1, r+1), (q-1, r-1):
		// unit steps q and r at 120 degrees to each other.
		for i := range b.B.Len() {
			q, r := b.B.Coord(i)
			out = append(out, spot{b.B.Name(i), float64(q) - float64(r)/2, -float64(r) * math.Sqrt(3) / 2})
		}
	case report.Square:
		for c := range b.N {
			for r := range b.N {
				out = append(out, spot{fmt.Sprintf("%c%d", 'a'+c, r+1), float64(c), -float64(r)})
			}
		}
	}
	return out
}

// heat is what the first moves on one cell add up to.
type heat struct {
	played int
	score  float64 // the first player's, a draw as half, summed over the games
}

// heatMap draws the board with a disc on every cell a first move names:
// its area by how often, its colour by how the first player fared (dark
// red for lost, orange for even, white for won, as the seed reports).
func heatMap(b report.Board, openings []report.Opening) string {
	cells := map[string]*heat{}
	most := 1
	for _, o := range openings {
		if o.Cell == "" {
			continue
		}
		h := cells[o.Cell]
		if h == nil {
			h = &heat{}
			cells[o.Cell] = h
		}
		h.played += o.Played
		h.score += o.Score.Rate * float64(o.Played)
		most = max(most, h.played)
	}
	all := spots(b)
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, s := range all {
		minX, minY, maxX, maxY = math.Min(minX, s.x), math.Min(minY, s.y), math.Max(maxX, s.x), math.Max(maxY, s.y)
	}
	const unit, pad = 30.0, 1.0
	w, h := (maxX-minX+2*pad)*unit, (maxY-minY+2*pad)*unit
	var sb strings.Builder
	svgOpen(&sb, w, h, "Opening heat map: each first move's cell, its disc's size by how often it was played and its colour by the first player's score after it")
	for _, s := range all {
		cx, cy := (s.x-minX+pad)*unit, (s.y-minY+pad)*unit
		fmt.Fprintf(&sb, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="currentColor" stroke-opacity="0.3"/>`, cx, cy, 0.45*unit)
		c := cells[s.name]
		if c == nil {
			continue
		}
		rate := c.score / float64(c.played)
		r := 0.45 * unit * math.Max(0.25, math.Sqrt(float64(c.played)/float64(most)))
		fmt.Fprintf(&sb, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="currentColor" stroke-width="0.5"><title>%s: played %d times, first player's score %.0f%%</title></circle>`,
			cx, cy, r, ramp(rate), html.EscapeString(s.name), c.played, 100*rate)
	}
	sb.WriteString("</svg>")
	return sb.String()
}

// ramp colours a score from 0 (dark red) through yellow (even) to white.
func ramp(p float64) string {
	stops := [][3]float64{{90, 10, 10}, {200, 40, 30}, {240, 200, 40}, {255, 255, 255}}
	p = math.Max(0, math.Min(1, p)) * float64(len(stops)-1)
	i := min(int(p), len(stops)-2)
	t := p - float64(i)
	var c [3]int
	for k := range c {
		c[k] = int(math.Round(stops[i][k] + t*(stops[i+1][k]-stops[i][k])))
	}
	return fmt.Sprintf("#%02x%02x%02x", c[0], c[1], c[2])
}
