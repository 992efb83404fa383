package echelon_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
)

// TestStarts: the rules' start comes first, with no setup; the five rows
// follow, by their setup text; every start on offer opens a game, red to
// move at ply 0, in both variants, and no two share a name or a setup.
func TestStarts(t *testing.T) {
	starts := echelon.Game{}.Starts()
	if len(starts) != 2 || starts[0].Setup != "" || starts[1].Setup != rowsText {
		t.Fatalf("Starts() = %+v; want the rules' start, then the rows (%s)", starts, rowsText)
	}
	names, setups := map[string]bool{}, map[string]bool{}
	for _, s := range starts {
		if s.Name == "" || s.About == "" || names[s.Name] || setups[s.Setup] {
			t.Errorf("start %+v: unnamed, undescribed or given twice", s)
		}
		names[s.Name], setups[s.Setup] = true, true
		for _, v := range []string{"standard", "gentleman"} {
			m, err := rules.NewMatchFrom(echelon.Game{}, rules.Options{"variant": v}, s.Setup)
			if err != nil || m.Ply() != 0 || m.Position().ToMove() != rules.First {
				t.Errorf("start %q, %s: %v", s.Name, v, err)
			}
		}
	}
}
