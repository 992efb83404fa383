package hexhex

import (
	"fmt"
	"testing"
)

func board(t testing.TB, side int) *Board {
	t.Helper()
	b, err := New(side)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCounts checks docs/rules.md's cell count, 3n(n-1)+1, and the rim's 6(n-1).
func TestCounts(t *testing.T) {
	for side := MinSide; side <= MaxSide; side++ {
		b := board(t, side)
		if got, want := b.Len(), 3*side*(side-1)+1; got != want {
			t.Errorf("side %d: %d cells, want %d", side, got, want)
		}
		if got, want := len(b.Perimeter()), 6*(side-1); got != want {
			t.Errorf("side %d: %d perimeter cells, want %d", side, got, want)
		}
	}
}

// TestSpecNames checks the names docs/rules.md gives on side 7.
func TestSpecNames(t *testing.T) {
	b := board(t, 7)
	for _, c := range []struct {
		name        string
		q, r        int
		rim, centre bool
	}{
		{"a1", 0, 0, true, false},
		{"g7", 6, 6, false, true},
		{"m13", 12, 12, true, false},
		{"g1", 6, 0, true, false},
		{"a7", 0, 6, true, false},
		{"m7", 12, 6, true, false},
		{"d4", 3, 3, false, false},
	} {
		i, err := b.Parse(c.name)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.name, err)
		}
		if q, r := b.Coord(i); q != c.q || r != c.r {
			t.Errorf("%s at (%d,%d), want (%d,%d)", c.name, q, r, c.q, c.r)
		}
		if b.OnPerimeter(i) != c.rim {
			t.Errorf("%s on perimeter = %v, want %v", c.name, b.OnPerimeter(i), c.rim)
		}
		if (i == b.Centre()) != c.centre {
			t.Errorf("%s centre = %v, want %v", c.name, i == b.Centre(), c.centre)
		}
	}
	if a1, _ := b.Parse("a1"); b.Name(b.Opposite(a1)) != "m13" {
		t.Errorf("opposite of a1 is %s, want m13", b.Name(b.Opposite(a1)))
	}
}

// TestGeometry checks every cell against docs/rules.md's definitions, written
// out in coordinates here.
func TestGeometry(t *testing.T) {
	for side := MinSide; side <= 10; side++ {
		b := board(t, side)
		m := 2*side - 2
		for i := range b.Len() {
			q, r := b.Coord(i)
			if b.At(q, r) != i {
				t.Fatalf("side %d: At(Coord(%d)) = %d", side, i, b.At(q, r))
			}
			rim := q == 0 || r == 0 || q == m || r == m || abs(q-r) == side-1
			if b.OnPerimeter(i) != rim {
				t.Errorf("side %d: %s perimeter %v, want %v", side, b.Name(i), b.OnPerimeter(i), rim)
			}
			if oq, or := b.Coord(b.Opposite(i)); oq != m-q || or != m-r {
				t.Errorf("side %d: opposite of %s is (%d,%d), want (%d,%d)", side, b.Name(i), oq, or, m-q, m-r)
			}
			want := 0
			for _, s := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}} {
				j := b.At(q+s[0], r+s[1])
				if j == None {
					continue
				}
				want++
				if !b.Adjacent(i, j) || !b.Adjacent(j, i) {
					t.Errorf("side %d: %s and %s not adjacent", side, b.Name(i), b.Name(j))
				}
			}
			if len(b.Neighbors(i)) != want {
				t.Errorf("side %d: %s has %d neighbours, want %d", side, b.Name(i), len(b.Neighbors(i)), want)
			}
			for d := range Directions {
				if j := b.Step(i, d); j != None && b.Step(j, (d+3)%Directions) != i {
					t.Errorf("side %d: direction %d from %s does not come back", side, d, b.Name(i))
				}
			}
			if j, err := b.Parse(b.Name(i)); err != nil || j != i {
				t.Errorf("side %d: Parse(Name(%d)) = %d, %v", side, i, j, err)
			}
		}
	}
}

func TestBadNames(t *testing.T) {
	b := board(t, 5)
	for _, s := range []string{"", "a", "a0", "A1", "1a", "a-1", "z1", "a6", "e10", "e1x", "a01", "i9 "} {
		if i, err := b.Parse(s); err == nil {
			t.Errorf("Parse(%q) = %d, want an error", s, i)
		}
	}
	if _, err := New(MinSide - 1); err == nil {
		t.Error("New accepted a side below MinSide")
	}
	if _, err := New(MaxSide + 1); err == nil {
		t.Error("New accepted a side above MaxSide")
	}
}

// FuzzParse checks that any name Parse accepts is a cell whose name reads back.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"a1", "g7", "m13", "e10", "a0", "zz"} {
		f.Add(s)
	}
	b := board(f, 7)
	f.Fuzz(func(t *testing.T, s string) {
		i, err := b.Parse(s)
		if err != nil {
			return
		}
		if b.Name(i) != s {
			t.Fatalf("Parse(%q) = %d, named %q", s, i, b.Name(i))
		}
	})
}

func ExampleBoard() {
	b, _ := New(7)
	g7, _ := b.Parse("g7")
	fmt.Println(b.Len(), len(b.Perimeter()), b.Name(b.Centre()), len(b.Neighbors(g7)))
	// Output: 127 36 g7 6
}
