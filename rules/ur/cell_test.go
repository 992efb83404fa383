package ur_test

import (
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

// The paths and rosettes as docs/rules.md writes them.
const (
	leftPath  = "L4 L3 L2 L1 L0 M0 M1 M2 M3 M4 M5 M6 M7 L7 L6 L5"
	rightPath = "R4 R3 R2 R1 R0 M0 M1 M2 M3 M4 M5 M6 M7 R7 R6 R5"
	rosettes  = "L0 R0 M3 L6 R6"
)

func TestPaths(t *testing.T) {
	for p, path := range map[rules.Player]string{left: leftPath, right: rightPath} {
		names := strings.Fields(path)
		if len(names) != ur.PathLen {
			t.Fatalf("the rules' path has %d cells, PathLen is %d", len(names), ur.PathLen)
		}
		for i, name := range names {
			if got := ur.PathCell(p, i).String(); got != name {
				t.Errorf("PathCell(%d, %d) = %s, want %s", p, i, got, name)
			}
			if got, ok := ur.PathIndex(p, cell(t, name)); !ok || got != i {
				t.Errorf("PathIndex(%d, %s) = %d, %v; want %d, true", p, name, got, ok, i)
			}
		}
	}
	for _, c := range allCells() {
		for p, path := range map[rules.Player]string{left: leftPath, right: rightPath} {
			_, ok := ur.PathIndex(p, c)
			if want := strings.Contains(path, c.String()); ok != want {
				t.Errorf("PathIndex(%d, %s) found = %v, want %v", p, c, ok, want)
			}
		}
	}
}

func TestRosettes(t *testing.T) {
	for _, c := range allCells() {
		if got, want := ur.IsRosette(c), strings.Contains(rosettes, c.String()); got != want {
			t.Errorf("IsRosette(%s) = %v, want %v", c, got, want)
		}
	}
}

func TestParseCell(t *testing.T) {
	for _, c := range allCells() {
		got, err := ur.ParseCell(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCell(%q) = %v, %v; want %v", c.String(), got, err, c)
		}
	}
	for _, bad := range []string{"", "L", "L8", "l4", "X1", "M-1", "L44", " L4", "4L", "M:3"} {
		if c, err := ur.ParseCell(bad); err == nil {
			t.Errorf("ParseCell(%q) = %v, want an error", bad, c)
		} else if !strings.HasPrefix(err.Error(), "ur: ") {
			t.Errorf("ParseCell(%q) error %q does not start with ur:", bad, err)
		}
	}
	if got := (ur.Cell{}).String(); got != "" {
		t.Errorf("zero Cell prints %q, want empty", got)
	}
}

func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"L4", "M3", "R7", "", "L8", "x", "M33"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ur.ParseCell(s)
		if err != nil {
			return
		}
		if c.String() != s {
			t.Errorf("ParseCell(%q) = %v, which prints %q", s, c, c.String())
		}
	})
}
