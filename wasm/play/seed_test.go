package play_test

import (
	"testing"

	"tessera/wasm/play"
)

func TestVersusFrom(t *testing.T) {
	for fragment, want := range map[string]string{
		"":                    "",
		"#vs=computer":        play.VersusComputer,
		"#seed=3&vs=people":   play.VersusPeople,
		"#vs=robots":          "",
		"#vs=":                "",
		"vs=people&pace=0":    play.VersusPeople,
		"#seedvs=computer":    "",
		"#pace=0&vs=computer": play.VersusComputer,
	} {
		if got := play.VersusFrom(fragment); got != want {
			t.Errorf("VersusFrom(%q) = %q, want %q", fragment, got, want)
		}
	}
}

func TestWithoutParam(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"#vs=people", ""},
		{"#seed=3&vs=people", "#seed=3"},
		{"#vs=computer&seed=3&pace=0", "#seed=3&pace=0"},
		{"#seed=3", "#seed=3"},
		{"", ""},
		{"#vsx=1&vs=2", "#vsx=1"},
	} {
		if got := play.WithoutParam(c.in, "vs"); got != c.want {
			t.Errorf("WithoutParam(%q, vs) = %q, want %q", c.in, got, c.want)
		}
	}
}
