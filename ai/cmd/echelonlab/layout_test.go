package main

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	rules_echelon "tessera/rules/echelon"
)

// TestLayouts: a layout reads red's cells and refuses the centre, a
// repeated cell and a cell whose reflection is red's; the best start found
// writes as the setup text of the start the rules offer beside their own;
// the rules' start (still the withdrawn triangle) has a quick win (red's
// b1-c1, then a stomp onto the pile) and the best start found none.
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
	best, err := parseLayout(bestFound)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := best.text(), (rules_echelon.Game{}).Starts()[1].Setup; got != want {
		t.Errorf("the best start found writes as %q, but the rules offer %q beside their own", got, want)
	}
	if f := best.figure(); strings.Count(f, "r") != 10 || strings.Count(f, "b") != 10 || strings.Count(f, "\n") != 11 {
		t.Errorf("figure of the best start found:\n%s", f)
	}
	if rl := rulesLayout(); rl.text() != "red_b:g8.g9.h9.g10.h10.i10.g11.h11.i11.j11_r:b1.c1.d1.e1.c2.d2.e2.d3.e3.e4" || !rl.quickWin() {
		t.Errorf("the rules' start %s: the withdrawn triangle with its quick win expected", rl.text())
	}
	if best.quickWin() {
		t.Error("the best start found has a quick win")
	}
}

// TestFamilies: every family draws valid starts, the same ones from the
// same seed; a couples start gives every piece an enemy beside it, a
// stripes start keeps within the ring around the radius-2 block, a
// lattice start keeps both armies on one spacing-2 lattice, and a guarded
// start gives every piece a guard and an attacker.
func TestFamilies(t *testing.T) {
	for _, f := range families() {
		a, b := rand.New(rand.NewPCG(5, 17)), rand.New(rand.NewPCG(5, 17))
		for range 50 {
			l := f.draw(a)
			if again := f.draw(b); again != l {
				t.Fatalf("%s drew %s, then %s from the same seed", f.name, l, again)
			}
			if _, ok := makeLayout(l[:]); !ok {
				t.Fatalf("%s drew %s, not a start", f.name, l)
			}
			switch f.name {
			case "couples":
				for _, c := range l {
					if !slices.ContainsFunc(board.Neighbors(c), func(n int) bool { return slices.Contains(l[:], board.Opposite(n)) }) {
						t.Errorf("couples drew %s: %s has no blue piece beside it", l, board.Name(c))
					}
				}
			case "stripes":
				for _, c := range l {
					if distance(c) > 3 {
						t.Errorf("stripes drew %s: %s is outside the ring around the block", l, board.Name(c))
					}
				}
			case "guarded":
				if g, a := l.sight(); g < 1 || a < 1 {
					t.Errorf("guarded drew %s: the least guarded piece has %d guards and %d attackers", l, g, a)
				}
			case "lattice":
				q0, r0 := board.Coord(l[0])
				for _, c := range l {
					q, r := board.Coord(board.Opposite(c))
					if (q-q0)%2 != 0 || (r-r0)%2 != 0 {
						t.Errorf("lattice drew %s: %s's reflection is off %s's lattice", l, board.Name(c), board.Name(l[0]))
					}
				}
			}
		}
	}
}

// TestSight: a start's guards and attackers are what the rules' Targets
// says of each piece (the first piece along a line is the
// one it may stomp), for the rules' start, whose armies stand apart so
// that no piece has an attacker, the best start found, and random starts.
func TestSight(t *testing.T) {
	withdrawn, err := parseLayout("b1 c1 d1 e1 c2 d2 e2 d3 e3 e4")
	if err != nil {
		t.Fatal(err)
	}
	best, err := parseLayout(bestFound)
	if err != nil {
		t.Fatal(err)
	}
	if _, a := withdrawn.sight(); a != 0 {
		t.Errorf("the rules' start: its least attacked piece has %d attackers, want 0", a)
	}
	if g, a := best.sight(); g < 1 || a < 1 {
		t.Errorf("the best start found: %d guards and %d attackers for its least guarded piece, want 1 or more", g, a)
	}
	layouts := []layout{withdrawn, best}
	rng := rand.New(rand.NewPCG(9, 17))
	for range 50 {
		layouts = append(layouts, pairsWithin(rng, 4, 10, 0))
	}
	for _, l := range layouts {
		pos := l.position(rules_echelon.Standard)
		guards, attackers := 6, 6
		for c := range board.Len() {
			if pos.Height(c) == 0 {
				continue
			}
			_, stomps := pos.Targets(c)
			own := 0
			for _, x := range stomps {
				if pos.Top(x) == pos.Top(c) {
					own++
				}
			}
			guards, attackers = min(guards, own), min(attackers, len(stomps)-own)
		}
		if g, a := l.sight(); g != guards || a != attackers {
			t.Errorf("%s: sight says %d guards and %d attackers; the rules %d and %d", l, g, a, guards, attackers)
		}
	}
}

// TestRulesPageShowsBestStart: the Echelon rules page shows the best start
// found and links to a standard game from it, by its setup text, so the
// page follows the search's result.
func TestRulesPageShowsBestStart(t *testing.T) {
	page, err := os.ReadFile("../../../static/games/echelon/rules.html")
	if err != nil {
		t.Fatal(err)
	}
	best, err := parseLayout(bestFound)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<a href="/echelon?setup=` + best.text() + `">`,
		`<iframe src="/embed/echelon?setup=` + best.text() + `&amp;mode=view"`,
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the Echelon rules page has no %s", want)
		}
	}
}
