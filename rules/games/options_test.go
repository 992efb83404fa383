package games

import (
	"errors"
	"math/big"
	"regexp"
	"testing"

	"tessera/rules"
)

// prefixed is a message that starts with a package or developer prefix.
var prefixed = regexp.MustCompile(`^[a-z]+:`)

// Every game's declared options judge as its rules do: the default and
// every listed value start a game, Min and Max do, and the values just past
// them are refused with a sentence for a player.
func TestDeclaredOptions(t *testing.T) {
	for _, g := range All() {
		for _, o := range g.Options() {
			if o.Name == "" || o.Help == "" {
				t.Errorf("%s %s: no name or help for people", g.Name(), o.Key)
			}
			good := append([]string{o.Default, o.Min, o.Max}, o.Values()...)
			if o.Kind == rules.Whole || o.Kind == rules.Decimal {
				if o.Min == "" || o.Max == "" {
					t.Errorf("%s %s: a number without Min and Max", g.Name(), o.Key)
				}
			} else {
				good = append(good[:1], o.Values()...)
				if len(o.Values()) < 2 {
					t.Errorf("%s %s: fewer than two values to choose from", g.Name(), o.Key)
				}
			}
			for _, v := range good {
				if err := start(g, o.Key, v); err != nil {
					t.Errorf("%s %s=%q, declared, does not start a game: %v", g.Name(), o.Key, v, err)
				}
			}
			for _, v := range pastEnds(o) {
				checkRefused(t, g, o.Key, v)
			}
		}
	}
}

// start starts a game of g with key at v, through ParseOptions and New.
func start(g rules.Game, key, v string) error {
	opts, err := rules.ParseOptions(g, map[string]string{key: v})
	if err == nil {
		_, err = g.New(opts)
	}
	return err
}

// pastEnds lists values o refuses: those just past Min and Max, and
// spellings no kind takes.
func pastEnds(o rules.Option) []string {
	bad := []string{"", "big", " " + o.Default, o.Default + "x"}
	step := big.NewRat(1, 1)
	if o.Kind == rules.Decimal {
		step = big.NewRat(1, 10)
	}
	for _, end := range []struct {
		v    string
		sign int64
	}{{o.Min, -1}, {o.Max, 1}} {
		if x, ok := new(big.Rat).SetString(end.v); ok && end.v != "" {
			x.Add(x, new(big.Rat).Mul(step, big.NewRat(end.sign, 1)))
			prec := 0
			if o.Kind == rules.Decimal {
				prec = 1
			}
			bad = append(bad, trimZero(x.FloatString(prec)))
		}
	}
	return bad
}

// trimZero writes "7.0" as "7", as options are written.
func trimZero(s string) string {
	if n := len(s); n > 2 && s[n-2:] == ".0" {
		return s[:n-2]
	}
	return s
}

// checkRefused checks that key=v is refused, by ParseOptions and by the
// game's own reading, with an *OptionError a player can read.
func checkRefused(t *testing.T, g rules.Game, key, v string) {
	t.Helper()
	_, err := rules.ParseOptions(g, map[string]string{key: v})
	var oe *rules.OptionError
	if !errors.As(err, &oe) {
		t.Errorf("%s %s=%q: ParseOptions gives %v, want an *OptionError", g.Name(), key, v, err)
		return
	}
	opts := rules.DefaultOptions(g)
	opts[key] = v
	if _, err := g.New(opts); !errors.As(err, &oe) {
		t.Errorf("%s %s=%q: New gives %v, want an *OptionError", g.Name(), key, v, err)
	}
	if say := rules.Say(err); prefixed.MatchString(say) || say == err.Error() {
		t.Errorf("%s %s=%q: a player reads %q", g.Name(), key, v, say)
	}
}
