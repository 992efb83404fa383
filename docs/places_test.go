package docs

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tessera/rules/games"
)

// TestMakefileGames checks that the Makefile's GAMES, which the reports
// and the ladders run over, names every registered game, in the
// registry's order: one of the places architecture.md says a sixth game
// touches.
func TestMakefileGames(t *testing.T) {
	var want []string
	for _, g := range games.All() {
		want = append(want, g.Name())
	}
	if got := strings.Fields(makeVariable(t, "GAMES")); !slices.Equal(got, want) {
		t.Errorf("the Makefile's GAMES is %q, want the registry's %q", got, want)
	}
}

// makeVariable returns the value the Makefile gives name with :=.
func makeVariable(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^` + name + ` := (.*)$`).FindSubmatch(data)
	if m == nil {
		t.Fatalf("the Makefile sets no %s", name)
	}
	return string(m[1])
}
