package publish

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tessera/ai/lab/report"
	"tessera/ai/players"
)

// urReport is a small report of Ur: one ladder pairing won 3 games of 4.
func urReport(t *testing.T, game string) string {
	t.Helper()
	r := report.Report{Game: game, Title: "Royal Game of Ur", Ladder: []report.Pairing{{A: "strong", B: "weak", Games: 4, Wins: 3, Losses: 1,
		Score: report.Wilson(3, 4)}}}
	r.SelfPlay.Histogram = report.Histogram([]float64{10, 20, 30}, 3)
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var reportChanges = map[string]string{
	"pages/report.html": `{{template "layout" .}}{{define "main"}}<h1>{{.Report.Title}}</h1>{{.Report.Length}}{{.Report.First}}` +
		`<a href="{{.Report.JSON}}">data</a>{{range .Report.Ladder}}<td>{{.Score}} {{.Record}}</td>{{end}}` +
		`{{if .Report.Calibration}}<section id="calibration"><b>{{.Report.CalError}} points</b>{{.Report.CalChart}}</section>{{end}}{{end}}`,
	"pages/play.html": `{{template "layout" .}}{{define "main"}}{{if .Game.Report}}<a href="/{{.Game.Name}}/report">report</a>{{end}}{{end}}`,
}

// A game with reports/<game>.json gets /<game>/report, rendered from it
// with its charts, and its play page knows; the others get none.
func TestReportPages(t *testing.T) {
	changes := map[string]string{"reports/ur.json": urReport(t, "ur")}
	for k, v := range reportChanges {
		changes[k] = v
	}
	res, out := build(t, changes)
	u := urls(t, res)
	page := read(t, out, "ur/report.html")
	for _, want := range []string{"<h1>Royal Game of Ur</h1>", `<svg class="chart"`, `href="/` + u["reports/ur.json"] + `"`, "<td>75.0% 3–0–1</td>"} {
		if !strings.Contains(page, want) {
			t.Errorf("the report page lacks %q:\n%s", want, page)
		}
	}
	if !strings.Contains(read(t, out, "ur.html"), `<a href="/ur/report">report</a>`) {
		t.Error("Ur's play page does not link its report")
	}
	if _, ok := res.Files["iris/report.html"]; ok {
		t.Error("Iris, which has no report, got a report page")
	}
	if strings.Contains(read(t, out, "iris.html"), "/iris/report") {
		t.Error("Iris's play page links a report it does not have")
	}
}

// A report file that is not its game's, or not JSON, fails the build.
func TestReportErrors(t *testing.T) {
	for name, text := range map[string]string{"wrong game": urReport(t, "iris"), "not JSON": "{"} {
		_, out, err := tryBuild(t, reportChanges, map[string]string{"reports/ur.json": text})
		if err == nil || !strings.Contains(err.Error(), "reports") {
			t.Errorf("%s: the build said %v", name, err)
		}
		if _, statErr := os.Stat(filepath.Join(out, "ur", "report.html")); statErr == nil {
			t.Errorf("%s: a report page was written", name)
		}
	}
}

// The ramp runs from dark red (0) through the stops (1/3 red, 2/3
// yellow) to white (1); halfway between red (200,40,30) and yellow
// (240,200,40) is (220,120,35).
func TestRamp(t *testing.T) {
	for p, want := range map[float64]string{0: "#5a0a0a", 0.5: "#dc7823", 1: "#ffffff", -1: "#5a0a0a", 2: "#ffffff"} {
		if got := ramp(p); got != want {
			t.Errorf("ramp(%v) = %s, want %s", p, got, want)
		}
	}
}

// The heat map draws every cell of the board (127 on side 7) and a disc
// on each cell a first move names.
func TestHeatMap(t *testing.T) {
	b := report.Settings()["iris"].Board
	svg := heatMap(b, []report.Opening{{Token: "g7", Cell: "g7", Played: 3, Score: report.Wilson(3, 3)}, {Token: "pass", Played: 1}})
	if n := strings.Count(svg, "<circle"); n != 128 {
		t.Errorf("%d circles, want 127 cells and a disc", n)
	}
	if !strings.Contains(svg, "<title>g7: played 3 times, first player's score 100%</title>") {
		t.Errorf("the disc of g7 is missing:\n%s", svg)
	}
}

// Numbers are written with their thousands separated.
func TestNum(t *testing.T) {
	var v ReportView
	for _, c := range []struct {
		x    float64
		d    int
		want string
	}{{1234567.84, 1, "1,234,567.8"}, {999, 0, "999"}, {-1000, 0, "-1,000"}, {0.5, 2, "0.50"}} {
		if got := v.Num(c.x, c.d); got != c.want {
			t.Errorf("Num(%v, %d) = %q, want %q", c.x, c.d, got, c.want)
		}
	}
	if got := v.Count(140583); got != "140,583" {
		t.Errorf("Count(140583) = %q", got)
	}
}

// The report names every level as the New game dialog does, by its number
// on the game's scale and its name; an id that is no level stays as it is.
func TestLevelLabel(t *testing.T) {
	for _, g := range []string{"ur", "iris"} {
		for i, l := range players.Levels(g) {
			want := fmt.Sprintf("Level %d · %s", i+1, l.Name)
			if got := levelLabel(g, l.ID); got != want {
				t.Errorf("levelLabel(%s, %s) = %q, want %q", g, l.ID, got, want)
			}
		}
	}
	if got := levelLabel("ur", "Rotation (half turn)"); got != "Rotation (half turn)" {
		t.Errorf("a mirror's name became %q", got)
	}
}

// Whether moving first helps is said from the interval: above one half,
// below it, or across it.
func TestFirstSays(t *testing.T) {
	for _, c := range []struct {
		wins, games int
		want        string
	}{{700, 1000, "Moving first helps"}, {300, 1000, "Moving first is a handicap"}, {510, 1000, "no clear difference"}} {
		v := ReportView{Report: &report.Report{}}
		v.SelfPlay.First = report.Wilson(float64(c.wins), c.games)
		if got := v.FirstSays(); !strings.Contains(got, c.want) {
			t.Errorf("%d of %d: %q, want %q", c.wins, c.games, got, c.want)
		}
	}
}

// TestReportCalibration: a game with a calibration beside its report gets
// the section and its chart, a dot a bin with positions; one without gets
// neither, and a calibration of another game fails the build.
func TestReportCalibration(t *testing.T) {
	cal := `{"game":"ur","level":"Careful","games":4,"seed":1,"positions":9,"fit":{"a":1,"b":0},` +
		`"table":[{"count":3,"predicted":0.05,"observed":0},{"count":0},{"count":0},{"count":0},{"count":0},` +
		`{"count":2,"predicted":0.5,"observed":0.5},{"count":0},{"count":0},{"count":0},{"count":4,"predicted":0.95,"observed":1}],` +
		`"error":0.0389,"command":"go run ./ai/cmd/calibrate -games 4 -seed 1 ur"}`
	with := map[string]string{"reports/ur.json": urReport(t, "ur"), "reports/ur.calibration.json": cal}
	for k, v := range reportChanges {
		with[k] = v
	}
	_, out := build(t, with)
	page := read(t, out, "ur/report.html")
	if !strings.Contains(page, `id="calibration"`) || !strings.Contains(page, "<b>3.9 points</b>") {
		t.Errorf("the calibration section is missing or wrong:\n%s", page)
	}
	if n := strings.Count(page, "positions</title></circle>"); n != 3 {
		t.Errorf("%d dots, want one for each of the 3 bins with positions", n)
	}
	delete(with, "reports/ur.calibration.json")
	_, out = build(t, with)
	if strings.Contains(read(t, out, "ur/report.html"), `id="calibration"`) {
		t.Error("a report without a calibration has the section")
	}
}
