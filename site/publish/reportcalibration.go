package publish

import (
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"

	"tessera/ai/chance"
)

// calibrationFile is where a game's calibration lies (written by
// `ai/cmd/calibrate -json static/reports`), if it has one.
func (s *builder) calibrationFile(game string) string {
	return filepath.Join(filepath.Dir(s.reportFile(game)), game+".calibration.json")
}

// calibration reads game's calibration: nil without one.
func (s *builder) calibration(game string) (*chance.Report, error) {
	data, err := os.ReadFile(s.calibrationFile(game))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	var c chance.Report
	if err := json.Unmarshal(data, &c); err != nil || c.Game != game {
		return nil, fmt.Errorf("build: %s is not the calibration of %s (%v)", s.calibrationFile(game), game, err)
	}
	return &c, nil
}

// calibrationChart draws a calibration table: each bin's mean predicted
// chance against its observed share of wins, a dot whose area follows its
// positions, on the diagonal of perfect calibration.
func calibrationChart(c *chance.Report) template.HTML {
	const size, pad = 320.0, 44.0
	var b strings.Builder
	svgOpen(&b, size, size, fmt.Sprintf("Predicted chance to win against the share of games won, in ten bins: a mean gap of %.1f points", 100*c.Error))
	at := func(p float64) float64 { return pad + p*(size-2*pad) }
	up := func(p float64) float64 { return size - at(p) }
	fmt.Fprintf(&b, `<rect x="%g" y="%g" width="%g" height="%g" fill="none" stroke="currentColor" stroke-opacity=".4"/>`, pad, pad, size-2*pad, size-2*pad)
	fmt.Fprintf(&b, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="currentColor" stroke-opacity=".5" stroke-dasharray="4 3"/>`, at(0), up(0), at(1), up(1))
	for _, p := range []float64{0, 0.5, 1} {
		text(&b, at(p), size-pad+16, "middle", fmt.Sprintf("%.0f%%", 100*p))
		text(&b, pad-6, up(p)+4, "end", fmt.Sprintf("%.0f%%", 100*p))
	}
	text(&b, size/2, size-4, "middle", "predicted")
	text(&b, size/2, pad-12, "middle", "won")
	most := 1
	for _, bin := range c.Table {
		most = max(most, bin.Count)
	}
	for _, bin := range c.Table {
		if bin.Count == 0 {
			continue
		}
		r := 3 + 9*math.Sqrt(float64(bin.Count)/float64(most))
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" fill-opacity=".8"><title>predicted %.1f%%, won %.1f%%, %d positions</title></circle>`,
			at(bin.Predicted), up(bin.Observed), r, ours, 100*bin.Predicted, 100*bin.Observed, bin.Count)
	}
	b.WriteString("</svg>")
	return template.HTML(b.String())
}

// CalError is the calibration's mean gap in points, as the page says it.
func (v *ReportView) CalError() string { return fmt.Sprintf("%.1f", 100*v.Calibration.Error) }
