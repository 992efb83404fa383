package carteso_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

func TestParseKomi(t *testing.T) {
	good := map[string]carteso.Tenths{
		"0.5": 5, "6.5": 65, "7": 70, "0": 0, "-0": 0, "-0.5": -5, "-3": -30, "12.0": 120,
		"007": 70, "00.5": 5, "361.5": 3615, "999999999999999.9": 9999999999999999,
	}
	for v, want := range good {
		if got, err := carteso.ParseKomi(v); err != nil || got != want {
			t.Errorf("ParseKomi(%q) = %d, %v; want %d", v, got, err, want)
		}
	}
	for _, v := range []string{"", "-", ".5", "5.", "6.55", "+6.5", "6,5", " 6.5", "6.5 ", "1e3", "--1", "0x10", "½", "6.-5", "1000000000000000"} {
		if got, err := carteso.ParseKomi(v); err == nil {
			t.Errorf("ParseKomi(%q) = %d, want an error", v, got)
		} else if !strings.HasPrefix(err.Error(), "carteso: ") || !strings.Contains(err.Error(), strconv.Quote(v)) {
			t.Errorf("ParseKomi(%q): error %q should start with carteso: and quote the value", v, err)
		}
	}
}

// komiPattern is docs/rules.md's spelling of a komi.
var komiPattern = regexp.MustCompile(`^-?[0-9]+(\.[0-9])?$`)

// FuzzParseKomi checks ParseKomi against docs/rules.md's pattern and against
// strconv: every value it reads matches the pattern and has the value
// ParseFloat gives; every value matching the pattern with a whole part of
// at most 15 digits is read.
func FuzzParseKomi(f *testing.F) {
	for _, s := range []string{"0.5", "7", "-0.5", "6.55", "", "-", "1e3", "007.0", "+1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		k, err := carteso.ParseKomi(v)
		matches := komiPattern.MatchString(v)
		whole := strings.TrimLeft(strings.TrimPrefix(strings.SplitN(v, ".", 2)[0], "-"), "0")
		if matches && len(whole) <= 15 && err != nil {
			t.Fatalf("ParseKomi(%q): %v", v, err)
		}
		if err != nil {
			return
		}
		if !matches {
			t.Fatalf("ParseKomi(%q) = %d, but docs/rules.md's pattern refuses it", v, k)
		}
		if f, _ := strconv.ParseFloat(v, 64); len(whole) < 10 && float64(k) != float64(int64(f*10+copysign(0.5, f))) {
			t.Fatalf("ParseKomi(%q) = %d tenths, ParseFloat says %v", v, k, f)
		}
		if back, err := carteso.ParseKomi(k.String()); err != nil || back != k {
			t.Fatalf("ParseKomi(%q) = %d writes as %q, which reads back as %d, %v", v, k, k.String(), back, err)
		}
	})
}

// copysign returns x with the sign of y.
func copysign(x, y float64) float64 {
	if y < 0 {
		return -x
	}
	return x
}

// TestGameOptions checks the options through the contract: defaults,
// repeated keys, bad values, and the position they make.
func TestGameOptions(t *testing.T) {
	tests := []struct {
		words []string
		size  int // 0: an error
		komi  carteso.Tenths
	}{
		{nil, 9, 5},
		{[]string{"size=5"}, 5, 5},
		{[]string{"size=19", "komi=6.5"}, 19, 65},
		{[]string{"size=7", "size=11"}, 11, 5},
		{[]string{"komi=-2"}, 9, -20},
		{[]string{"size=4"}, 0, 0},
		{[]string{"size=20"}, 0, 0},
		{[]string{"size=09"}, 0, 0},
		{[]string{"size=+9"}, 0, 0},
		{[]string{"size="}, 0, 0},
		{[]string{"komi=0.25"}, 0, 0},
		{[]string{"komi"}, 0, 0},
		{[]string{"sizes=9"}, 0, 0},
	}
	g := carteso.Game{}
	for _, tt := range tests {
		opts, err := rules.ParseOptionWords(g, tt.words)
		var pos rules.Position
		if err == nil {
			pos, err = g.New(opts)
		}
		if tt.size == 0 {
			if err == nil {
				t.Errorf("%q: no error", tt.words)
			} else if !strings.HasPrefix(err.Error(), "carteso: ") {
				t.Errorf("%q: error %q does not start with carteso:", tt.words, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.words, err)
			continue
		}
		s := pos.(*carteso.State)
		if s.Size() != tt.size || s.Komi() != tt.komi || s.Options() != (carteso.Options{Size: tt.size, Komi: tt.komi}) {
			t.Errorf("%q: size %d, komi %v; want %d, %v", tt.words, s.Size(), s.Komi(), tt.size, tt.komi)
		}
		if n := len(s.Legal(nil)); n != 2*tt.size*tt.size+1 {
			t.Errorf("%q: %d legal moves at the start, want %d", tt.words, n, 2*tt.size*tt.size+1)
		}
	}
}
