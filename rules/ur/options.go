package ur

import (
	"tessera/rules"
)

// optPieces is the key of the pieces option.
const optPieces = "pieces"

// Named numbers of pieces per side.
const (
	// MaxPieces is the most pieces a side may have, and the default.
	MaxPieces = 7
	// TinyPieces makes the small variant that tests and solvers like.
	TinyPieces = 2
)

// Options are Ur's settings.
type Options struct {
	Pieces int // pieces per side, 1..MaxPieces
}

// DefaultOptions returns the standard game: seven pieces a side.
func DefaultOptions() Options { return Options{Pieces: MaxPieces} }

// ParseOptions reads Ur's settings from o; an absent key takes its default.
// The pieces value must be one digit from 1 to 7, so that every setting has
// exactly one spelling.
func ParseOptions(o rules.Options) (Options, error) {
	v, ok := o[optPieces]
	if !ok {
		return DefaultOptions(), nil
	}
	if len(v) != 1 || v[0] < '1' || v[0] > '0'+MaxPieces {
		return Options{}, rules.BadOption(Game{}, optPieces, v)
	}
	return Options{Pieces: int(v[0] - '0')}, nil
}
