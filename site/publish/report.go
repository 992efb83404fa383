package publish

import (
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"tessera/ai/chance"
	"tessera/ai/lab/report"
	"tessera/site"
	"tessera/wasm/play"
)

// Every game's report, static/reports/<game>.json, is written by
// ai/cmd/report (1,000 self-play games a game: `make reports`).
//go:generate sh -c "cd ../.. && make reports"

// reportPage is the template of a game's report page (/ur/report),
// rendered from static/reports/<game>.json (written by ai/cmd/report).
const reportPage = "report.html"

// ReportView is what the report page template knows of a report: the
// report itself, its charts as inline SVG, and its rows in words.
type ReportView struct {
	*report.Report
	JSON        string         // the URL of the report's JSON
	LevelMethod string         // how the self-play level plays ("Expectimax, 2 plies"), "" if unsaid
	Length      template.HTML  // the histogram of game lengths
	First       template.HTML  // the first player's score, ours beside the seed report's
	Ladder      []Row          // the ladder, each level against the one below it
	Mirrors     []Row          // the mirrors against the level
	League      []Row          // the Ur tournament
	Bars        template.HTML  // every pairing's score, ladder then mirrors then league
	HeatMap     template.HTML  // the first moves over the board; "" without a board
	Openings    []Row          // the most played first moves
	SpeedNote   string         // the seed report's playout figure, in words; "" if none
	Calibration *chance.Report // the game's analyst's calibration; nil without one
	CalChart    template.HTML  // Calibration's table, drawn
}

// Row is one line of a report table, in words.
type Row struct {
	Name, Against, Games, Record, Score, Interval, First, Plies string
	Share                                                       string // mirrors only: the moves that were images
}

// PerCPUSecond returns the native random playouts a second of CPU time;
// 0 if the report has no CPU time.
func (v *ReportView) PerCPUSecond() float64 {
	if v.Speed.CPUSeconds <= 0 {
		return 0
	}
	return float64(v.Speed.Playouts) / v.Speed.CPUSeconds
}

// Pct writes a proportion as a percentage, for the template.
func (v *ReportView) Pct(x float64) string { return pct(x) }

// Num writes a number with d decimals and thousands separated, for the
// template.
func (v *ReportView) Num(x float64, d int) string {
	s := strconv.FormatFloat(math.Abs(x), 'f', d, 64)
	digits, frac, _ := strings.Cut(s, ".")
	n, _ := strconv.Atoi(digits)
	whole := play.Thousands(n)
	if frac != "" {
		whole += "." + frac
	}
	if x < 0 {
		whole = "-" + whole
	}
	return whole
}

// Count writes a whole number with its thousands separated: 140,583.
func (v *ReportView) Count(n int) string { return play.Thousands(n) }

// reportFile returns the JSON file of game's report.
func (s *builder) reportFile(game string) string {
	return filepath.Join(s.cfg.Static, "reports", game+".json")
}

// hasReport says whether game has a report to render.
func (s *builder) hasReport(game string) bool {
	_, err := os.Stat(s.reportFile(game))
	return err == nil
}

// reportView reads game's report and lays it out for the page.
func (s *builder) reportView(game string) (*ReportView, error) {
	data, err := os.ReadFile(s.reportFile(game))
	if err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	var r report.Report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("build: %s: %v", s.reportFile(game), err)
	}
	if r.Game != game {
		return nil, fmt.Errorf("build: %s is the report of %q", s.reportFile(game), r.Game)
	}
	a, ok := s.assets["reports/"+game+".json"]
	if !ok {
		return nil, errors.New("build: the report is not among the assets")
	}
	r.LevelName = levelLabel(game, r.Level)
	v := &ReportView{Report: &r, JSON: a.url, LevelMethod: levelMethod(game, r.Level)}
	v.Length = template.HTML(lengthChart(r))
	v.First = template.HTML(firstChart(r))
	v.Ladder, v.Mirrors, v.League = rows(game, r.Ladder), rows(game, r.Mirrors), rows(game, r.League)
	for i := range min(len(v.Mirrors), len(r.MirrorMoves)) {
		v.Mirrors[i].Share = pct(r.MirrorMoves[i])
	}
	v.Bars = template.HTML(pairingChart(r))
	if b := report.Settings()[game].Board; b != nil {
		v.HeatMap = template.HTML(heatMap(b, r.SelfPlay.Openings))
	}
	v.Openings = openingRows(r.SelfPlay.Openings, 12)
	if v.Calibration, err = s.calibration(game); err != nil {
		return nil, err
	}
	if v.Calibration != nil {
		v.CalChart = calibrationChart(v.Calibration)
	}
	if src := r.Source; src != nil {
		v.SpeedNote = fmt.Sprintf("The seed report (%s, Java): %s random playouts a second in its playout complexity estimate", src.Source, v.Num(src.Playouts, 0))
		if src.RandomIts > 0 {
			v.SpeedNote += fmt.Sprintf(", %s in its speed table (100 trials of a second after a 10 s warm-up)", v.Num(src.RandomIts, 0))
		}
		v.SpeedNote += "."
	}
	return v, nil
}

// reportPages returns the report page of every game of all that has a
// report, marking those games.
func (s *builder) reportPages(all []Game) ([]page, error) {
	var out []page
	for i := range all {
		g := &all[i]
		if !g.Report {
			continue
		}
		v, err := s.reportView(g.Name)
		if err != nil {
			return nil, err
		}
		out = append(out, page{g.Name + "/report.html", reportPage, Data{Game: g, Games: all, Report: v, Meta: site.Meta{
			Title:       g.Title + ": the report · Tessera",
			Description: fmt.Sprintf("%s measured by Tessera's engines: game length, branching factor, first-player advantage, levels of play, openings.", g.Title),
		}}})
	}
	return out, nil
}

// rows writes pairings of game in words, its levels named as the New game
// dialog names them.
func rows(game string, ps []report.Pairing) []Row {
	var out []Row
	for _, p := range ps {
		out = append(out, Row{
			Name: levelLabel(game, p.A), Against: levelLabel(game, p.B), Games: fmt.Sprint(p.Games),
			Record:   fmt.Sprintf("%d–%d–%d", p.Wins, p.Draws, p.Losses),
			Score:    pct(p.Score.Rate),
			Interval: fmt.Sprintf("%s–%s", pct(p.Score.Low), pct(p.Score.High)),
			First:    pct(float64(p.FirstWins) / float64(max(p.Games, 1))),
			Plies:    fmt.Sprintf("%.1f", p.MeanPlies),
		})
	}
	return out
}

// openingRows writes the n most played openings in words.
func openingRows(ops []report.Opening, n int) []Row {
	var out []Row
	for _, o := range ops[:min(n, len(ops))] {
		out = append(out, Row{Name: o.Token, Games: fmt.Sprint(o.Played), Score: pct(o.Score.Rate),
			Interval: fmt.Sprintf("%s–%s", pct(o.Score.Low), pct(o.Score.High))})
	}
	return out
}

// pct writes a proportion as a percentage with one decimal.
func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }
