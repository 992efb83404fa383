package play

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// SeedFrom reads a "seed=N" parameter from a URL fragment ("#seed=42", or
// among others as "#a=b&seed=42"); false when there is none or it is not
// a whole number.
func SeedFrom(fragment string) (uint64, bool) {
	v, ok := param(fragment, "seed")
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseUint(v, 10, 64)
	return n, err == nil
}

// PaceFrom reads a "pace=x" parameter from a URL fragment, as SeedFrom
// does: how much of the usual pauses before automatic plies to wait, from
// 0 (none, for tests) to 1, the default.
func PaceFrom(fragment string) float64 {
	v, ok := param(fragment, "pace")
	if !ok {
		return 1
	}
	x, err := strconv.ParseFloat(v, 64)
	if err != nil || !(x >= 0 && x <= 1) {
		return 1
	}
	return x
}

// The kinds of game a play page's address may ask for ("#vs=computer"):
// the home page's "Play the computer" and "Two players here".
const (
	VersusComputer = "computer"
	VersusPeople   = "people"
)

// VersusFrom reads a "vs=" parameter from a URL fragment, as SeedFrom does:
// VersusComputer, VersusPeople, or "" when there is none (or another word).
func VersusFrom(fragment string) string {
	switch v, _ := param(fragment, "vs"); v {
	case VersusComputer, VersusPeople:
		return v
	}
	return ""
}

// WithoutParam returns a URL fragment without its key=value word (key
// alone, as "#seed=3&vs=people" less "vs" is "#seed=3"; "" when nothing is
// left).
func WithoutParam(fragment, key string) string {
	var kept []string
	for _, kv := range strings.Split(strings.TrimPrefix(fragment, "#"), "&") {
		if kv != "" && !strings.HasPrefix(kv, key+"=") {
			kept = append(kept, kv)
		}
	}
	if len(kept) == 0 {
		return ""
	}
	return "#" + strings.Join(kept, "&")
}

// param returns the value of key in a URL fragment's key=value words.
func param(fragment, key string) (string, bool) {
	for _, kv := range strings.Split(strings.TrimPrefix(fragment, "#"), "&") {
		if v, ok := strings.CutPrefix(kv, key+"="); ok {
			return v, true
		}
	}
	return "", false
}

// Seeded is a deterministic source of random bits for tests and replays.
type Seeded struct{ r *rand.Rand }

// NewSeeded returns the source seeded with seed.
func NewSeeded(seed uint64) *Seeded {
	return &Seeded{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Uint32 returns the next random bits.
func (s *Seeded) Uint32() uint32 { return s.r.Uint32() }

// Uint64 returns the next random bits.
func (s *Seeded) Uint64() uint64 { return s.r.Uint64() }
