package players_test

import (
	"slices"
	"testing"

	"tessera/ai"
	"tessera/ai/catalogue"
	"tessera/ai/players"
	"tessera/rules/games"
)

// TestCatalogueIsCurrent checks that tessera/ai/catalogue, which the page
// reads instead of this registry, says what the registry says of every
// game: its levels (all but their engines), which of them share their
// search out, and its hints, reviews and analysis.
func TestCatalogueIsCurrent(t *testing.T) {
	const fix = "tessera/ai/catalogue is stale: run go generate ./ai/catalogue"
	for _, g := range games.All() {
		name := g.Name()
		want := players.Levels(name)
		for i := range want {
			want[i].Engine = nil
		}
		if got := catalogue.Levels(name); !slices.Equal(got, want) {
			t.Errorf("%s's levels: the catalogue has\n%+v\nthe registry\n%+v\n%s", name, got, want, fix)
		}
		for _, l := range want {
			if got, want := catalogue.Searches(name, l.ID), players.Searches(name, l.ID); got != want {
				t.Errorf("%s's level %s shares its search: the catalogue says %v, the registry %v; %s", name, l.ID, got, want, fix)
			}
		}
		for _, c := range []struct {
			what      string
			got, want bool
		}{
			{"hints", catalogue.HasHints(name), players.HasHints(name)},
			{"reviews", catalogue.HasReview(name), players.HasReview(name)},
			{"analysis", catalogue.Evaluates(name), players.Evaluates(name)},
		} {
			if c.got != c.want {
				t.Errorf("%s's %s: the catalogue says %v, the registry %v; %s", name, c.what, c.got, c.want, fix)
			}
		}
	}
	if len(catalogue.Levels("chess")) != 0 || catalogue.HasHints("chess") || catalogue.Default("chess") != (ai.Level{}) {
		t.Error("the catalogue offers levels, hints or a default for a game it does not have")
	}
}
