package iris_test

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
)

// Short names for the colours.
const (
	black = rules.First
	white = rules.Second
)

// play replays tokens through the checked door (rules.Match) on a board of
// the given side and returns the match; any refused token fails the test.
func play(t testing.TB, size int, tokens ...string) *rules.Match {
	t.Helper()
	m, err := rules.Replay(iris.Game{}, rules.Options{"size": strconv.Itoa(size)}, tokens)
	if err != nil {
		t.Fatalf("replaying %q: %v", tokens, err)
	}
	return m
}

// state returns the match's position as Iris's state.
func state(m *rules.Match) *iris.State { return m.Position().(*iris.State) }

// cells parses cell names on a board of the given side.
func cells(t testing.TB, size int, names ...string) []int {
	t.Helper()
	hex := iris.LayoutOf(size).Hex()
	cs := []int{}
	for _, n := range names {
		c, err := hex.Parse(n)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, c)
	}
	return cs
}

// names returns the sorted names of cells on a board of the given side.
func names(size int, cs []int) []string {
	hex := iris.LayoutOf(size).Hex()
	ns := []string{}
	for _, c := range cs {
		ns = append(ns, hex.Name(c))
	}
	slices.Sort(ns)
	return ns
}

// scoreJSON returns the referee's score object of pos.
func scoreJSON(t testing.TB, pos rules.Position) string {
	t.Helper()
	b, err := json.Marshal(pos.Score())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// grayCells returns the names of the gray cells of a board of the given
// side, counted from docs/rules.md's definition of the perimeter (q or r equal
// to 0 or 2n-2, or |q-r| = n-1), independently of the package.
func grayCells(size int) []string {
	var gray []string
	last := 2*size - 2
	for q := 0; q <= last; q++ {
		for r := 0; r <= last; r++ {
			d := q - r
			if d < 0 {
				d = -d
			}
			if d < size-1 && q > 0 && r > 0 && q < last && r < last {
				gray = append(gray, string(rune('a'+q))+strconv.Itoa(r+1))
			}
		}
	}
	slices.Sort(gray)
	return gray
}

// without returns list minus the given items, keeping its order.
func without(list []string, drop ...string) []string {
	return slices.DeleteFunc(slices.Clone(list), func(s string) bool { return slices.Contains(drop, s) })
}
