package main

import (
	"strings"
	"testing"
)

// TestLayouts: a layout reads red's cells and refuses the centre, a
// repeated cell and a cell whose reflection is red's; the rules' start
// writes as its setup text; the withdrawn triangle start has a quick win
// (red's b1-c1, then a stomp onto the pile) and the rules' start none.
func TestLayouts(t *testing.T) {
	for _, bad := range []string{
		"f6 e4 f4 g6 h6 d7 e7 f7 g7 h7", // the centre
		"d4 d4 f4 g6 h6 d7 e7 f7 g7 h7", // d4 twice
		"d4 h8 f4 g6 h6 d7 e7 f7 g7 h7", // h8 is d4's reflection
		"d4 e4 f4",                      // three cells
	} {
		if _, err := parseLayout(bad); err == nil {
			t.Errorf("parseLayout(%q) accepted", bad)
		}
	}
	rl := rulesLayout()
	if got, want := rl.text(), "red_b:d5.e5.f5.g5.h5.d6.e6.f8.g8.h8_r:d4.e4.f4.g6.h6.d7.e7.f7.g7.h7"; got != want {
		t.Errorf("the rules' start writes as %q, want %q", got, want)
	}
	if f := rl.figure(); strings.Count(f, "r") != 10 || strings.Count(f, "b") != 10 || strings.Count(f, "\n") != 11 {
		t.Errorf("figure of the rules' start:\n%s", f)
	}
	triangle, err := parseLayout("b1 c1 d1 e1 c2 d2 e2 d3 e3 e4")
	if err != nil {
		t.Fatal(err)
	}
	if !triangle.quickWin() {
		t.Error("the triangle start has no quick win")
	}
	if rl.quickWin() {
		t.Error("the rules' start has a quick win")
	}
}
