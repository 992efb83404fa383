package ecalper

import (
	"strconv"

	"tessera/rules"
)

// The keys of Ecalper's options.
const (
	optSize = "size"
	optPie  = "pie"
)

// Named board sides (the side of the hexhex).
const (
	MinSize      = 5  // the smallest side, for beginners
	MaxSize      = 10 // the largest side
	DefaultSize  = 7  // the standard side
	ExpertSize   = 8  // the side the seed recommends to experts
	BeginnerSize = MinSize
)

// Options are Ecalper's settings.
type Options struct {
	Size int  // side of the hexhex, MinSize..MaxSize
	Pie  bool // white may swap at the start of its first turn
}

// DefaultOptions returns the standard game: side 7 with the pie rule.
func DefaultOptions() Options { return Options{Size: DefaultSize, Pie: true} }

// ParseOptions reads Ecalper's settings from o; an absent key takes its
// default. Each setting has exactly one spelling: size is "5" to "10" and
// pie is "on" or "off".
func ParseOptions(o rules.Options) (Options, error) {
	opts := DefaultOptions()
	if v, ok := o[optSize]; ok {
		size, err := parseSize(v)
		if err != nil {
			return Options{}, err
		}
		opts.Size = size
	}
	if v, ok := o[optPie]; ok {
		switch v {
		case rules.On:
			opts.Pie = true
		case rules.Off:
			opts.Pie = false
		default:
			return Options{}, rules.BadOption(Game{}, optPie, v)
		}
	}
	return opts, nil
}

// parseSize reads a side from "5" to "10", without sign or leading zero.
func parseSize(v string) (int, error) {
	for size := MinSize; size <= MaxSize; size++ {
		if v == strconv.Itoa(size) {
			return size, nil
		}
	}
	return 0, rules.BadOption(Game{}, optSize, v)
}
