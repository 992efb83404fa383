package main

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Positions as the referee must print them (docs/rules.md, the referee), written
// out by hand from the rules: a 1-piece game (its start looks the same for
// any number of pieces) and a few 2-piece ones.
const (
	start        = `{"ply":0,"toMove":"left","legal":["0","1:L4","2:L4","3:L4","4:L4"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	afterL4      = `{"ply":1,"toMove":"right","legal":["0","1:R4","2:R4","3:R4","4:R4"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	afterR4      = `{"ply":2,"toMove":"left","legal":["0","1:L2","2:L2","3:L2","4:L2"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	afterL2      = `{"ply":3,"toMove":"right","legal":["0","1:R2","2:R2","3:R2","4:R2"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	afterBare    = `{"ply":4,"toMove":"left","legal":["0","1:L1","2:L1","3:L1","4:L1"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	afterBare2   = `{"ply":5,"toMove":"right","legal":["0","1:R2","2:R2","3:R2","4:R2"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	afterRosette = `{"ply":6,"toMove":"right","legal":["0","1:R0","2:R0","3:R0","4:R0"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	afterR0      = `{"ply":7,"toMove":"left","legal":["0","1:L1","2:L1","3:L1","4:L1"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	// A whole 1-piece game that right wins by bearing off from R6.
	wholeGame = "2:L4 2:R4 1:L2 0 0 2:R2 3:R0 2:L1 4:M2 3:M0 1:M3 2:M6 2:M4 1:R7 1:R6"
	rightWon  = `{"ply":15,"toMove":"","legal":[],"over":true,"winner":"right","score":{"left":0,"right":1}}`
	// Two pieces, one on the rosette L0 (left rolls again): 4:L4 would land on it.
	onL0 = `{"ply":1,"toMove":"left","legal":["0","1:L0","1:L4","2:L0","2:L4","3:L0","3:L4","4:L0"],"over":false,"winner":"","score":{"left":0,"right":0}}`
	// After 0 (which looks like afterL4), right resigns.
	rightToGo  = afterL4
	rightResig = `{"ply":2,"toMove":"","legal":[],"over":true,"winner":"left","score":{"left":0,"right":0}}`
)

// TestReferee checks whole runs: the lines printed and the exit status.
func TestReferee(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		input string
		lines []string // the positions printed, exactly
		error string   // the token the error object is about, if any ("" for none)
		index int      // its index
	}{
		{"trace", []string{"ur", "pieces=1", "--trace"}, "2:L4 2:R4 1:L2 0 0 2:R2 3:R0",
			[]string{start, afterL4, afterR4, afterL2, afterBare, afterBare2, afterRosette, afterR0}, "", 0},
		{"final position only", []string{"ur", "pieces=1"}, "2:L4 2:R4 1:L2 0 0 2:R2 3:R0", []string{afterR0}, "", 0},
		{"any white space, flag first", []string{"--trace", "ur", "pieces=1"}, "\n2:L4\t 2:R4\r\n", []string{start, afterL4, afterR4}, "", 0},
		{"a whole game", []string{"ur", "pieces=1"}, wholeGame, []string{rightWon}, "", 0},
		{"empty record", []string{"ur"}, "", []string{start}, "", 0},
		{"repeated option: the last wins", []string{"ur", "pieces=3", "pieces=1"}, "", []string{start}, "", 0},
		{"illegal token, traced", []string{"ur", "pieces=2", "--trace"}, "4:L4 4:L4 0", []string{start, onL0}, "4:L4", 1},
		{"illegal token", []string{"ur", "pieces=2"}, "4:L4 4:L4 0", nil, "4:L4", 1},
		{"unreadable token", []string{"ur", "--trace"}, "zz", []string{start}, "zz", 0},
		{"bare roll that could move", []string{"ur"}, "0 0 2", nil, "2", 2},
		{"resign", []string{"ur", "pieces=2", "--trace"}, "0 resign", []string{start, rightToGo, rightResig}, "", 0},
		{"a token after resign", []string{"ur", "pieces=2"}, "0 resign 0", nil, "0", 2},
		{"a token after the win", []string{"ur", "pieces=1"}, wholeGame + " 0", nil, "0", 15},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			code := run(tt.args, strings.NewReader(tt.input), &out)
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			wantCode := 0
			if tt.error != "" {
				wantCode = 1
				checkError(t, lines[len(lines)-1], tt.error, tt.index)
				lines = lines[:len(lines)-1]
			}
			if code != wantCode {
				t.Errorf("exit status %d, want %d", code, wantCode)
			}
			if strings.Join(lines, "\n") != strings.Join(tt.lines, "\n") {
				t.Errorf("printed\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(tt.lines, "\n"))
			}
		})
	}
}

// TestRefereeSetupErrors checks that a bad command line prints only an
// error object and exits with status 1.
func TestRefereeSetupErrors(t *testing.T) {
	tests := []struct {
		args  []string
		about string // what the error must quote
	}{
		{[]string{"chess"}, "chess"},
		{[]string{"ur", "colour=red"}, "colour"},
		{[]string{"ur", "pieces=8"}, "8"},
		{[]string{"ur", "pieces=0", "--trace"}, "0"},
		{[]string{"ur", "pieces"}, "pieces"},
		{[]string{"ur", "--verbose"}, "--verbose"},
		{nil, ""},
	}
	for _, tt := range tests {
		var out strings.Builder
		code := run(tt.args, strings.NewReader("0"), &out)
		if code != 1 {
			t.Errorf("%q: exit status %d, want 1", tt.args, code)
		}
		var obj map[string]string
		if err := json.Unmarshal([]byte(out.String()), &obj); err != nil || len(obj) != 1 || strings.Count(out.String(), "\n") != 1 {
			t.Errorf("%q: printed %q, want one error object", tt.args, out.String())
			continue
		}
		if tt.about != "" && !strings.Contains(obj["error"], strconv.Quote(tt.about)) {
			t.Errorf("%q: error %q does not quote %q", tt.args, obj["error"], tt.about)
		}
	}
}

// checkError checks that line is an error object quoting token and giving
// its index.
func checkError(t *testing.T, line, token string, index int) {
	t.Helper()
	var obj map[string]string
	if err := json.Unmarshal([]byte(line), &obj); err != nil || len(obj) != 1 {
		t.Fatalf("last line %q is not an error object", line)
	}
	msg := obj["error"]
	if !strings.Contains(msg, strconv.Quote(token)) {
		t.Errorf("error %q does not quote the token %q", msg, token)
	}
	if !regexp.MustCompile(`\b` + strconv.Itoa(index) + `\b`).MatchString(strings.ReplaceAll(msg, strconv.Quote(token), "")) {
		t.Errorf("error %q does not give the index %d", msg, index)
	}
}

// TestRefereeSaysWhy checks that the error object of a refused token
// gives the game's reason after the refusal.
func TestRefereeSaysWhy(t *testing.T) {
	var out strings.Builder
	if code := run([]string{"ur", "pieces=2"}, strings.NewReader("4:L4 4:L4"), &out); code != 1 {
		t.Fatalf("exit status %d, want 1", code)
	}
	want := `ur: \"4:L4\" is not a legal move here: a 4 from L4 lands on left's own piece on L0"}`
	if !strings.HasSuffix(strings.TrimSpace(out.String()), want) {
		t.Errorf("printed %s, want an error ending %s", out.String(), want)
	}
}
