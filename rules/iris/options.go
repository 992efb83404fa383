package iris

import (
	"tessera/rules"
)

// optSize is the key of the size option.
const optSize = "size"

// The sides a board may have.
const (
	MinSize     = 5
	MaxSize     = 8
	DefaultSize = 7
)

// Options are Iris's settings.
type Options struct {
	Size int // side of the hexhex, MinSize..MaxSize
}

// DefaultOptions returns the standard game: side 7.
func DefaultOptions() Options { return Options{Size: DefaultSize} }

// ParseOptions reads Iris's settings from o; an absent key takes its
// default. The size must be one digit from 5 to 8, so that every setting
// has exactly one spelling.
func ParseOptions(o rules.Options) (Options, error) {
	v, ok := o[optSize]
	if !ok {
		return DefaultOptions(), nil
	}
	if len(v) != 1 || v[0] < '0'+MinSize || v[0] > '0'+MaxSize {
		return Options{}, rules.BadOption(Game{}, optSize, v)
	}
	return Options{Size: int(v[0] - '0')}, nil
}
