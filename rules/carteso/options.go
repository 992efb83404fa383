package carteso

import (
	"strconv"

	"tessera/rules"
)

// The keys of the options.
const (
	optSize = "size"
	optKomi = "komi"
)

// Options are Carteso's settings.
type Options struct {
	Size int    // points per side, MinSize..MaxSize
	Komi Tenths // added to horizontal's score
}

// DefaultOptions returns the standard game: 9x9, komi 0.5.
func DefaultOptions() Options { return Options{Size: DefaultSize, Komi: 5} }

// ParseOptions reads Carteso's settings from o; an absent key takes its
// default. The size is a plain decimal (no sign, no leading zero); the komi
// follows docs/rules.md's -?[0-9]+(\.[0-9])?.
func ParseOptions(o rules.Options) (Options, error) {
	opts := DefaultOptions()
	if v, ok := o[optSize]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || strconv.Itoa(n) != v || n < MinSize || n > MaxSize {
			return Options{}, rules.BadOption(Game{}, optSize, v)
		}
		opts.Size = n
	}
	if v, ok := o[optKomi]; ok {
		k, err := ParseKomi(v)
		if err != nil {
			return Options{}, err
		}
		opts.Komi = k
	}
	return opts, nil
}

// maxKomiDigits bounds the whole part of a komi so that its tenths fit an
// int64 with room to add a score.
const maxKomiDigits = 15

// maxKomi is the largest komi, 999999999999999.9: maxKomiDigits nines,
// then a tenth.
const maxKomi Tenths = 9999999999999999

// ParseKomi reads a komi as docs/rules.md writes it, -?[0-9]+(\.[0-9])?, exactly:
// "6.5" is Tenths(65), "-3" is Tenths(-30). Whole parts of more than 15
// digits are refused.
func ParseKomi(v string) (Tenths, error) {
	bad := rules.BadOption(Game{}, optKomi, v)
	s, neg := v, false
	if len(s) > 0 && s[0] == '-' {
		s, neg = s[1:], true
	}
	whole, frac := s, ""
	if n := len(s); n >= 2 && s[n-2] == '.' {
		whole, frac = s[:n-2], s[n-1:]
	}
	if whole == "" || !allDigits(whole) || !allDigits(frac) {
		return 0, bad
	}
	for len(whole) > 1 && whole[0] == '0' {
		whole = whole[1:]
	}
	if len(whole) > maxKomiDigits {
		return 0, bad
	}
	t, _ := strconv.ParseInt(whole+frac, 10, 64)
	if frac == "" {
		t *= 10
	}
	if neg {
		t = -t
	}
	return Tenths(t), nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
