package echelon

import (
	"tessera/rules"
)

// optVariant is the key of the variant option.
const optVariant = "variant"

// Variant is the rule set: with or without the stack win.
type Variant int8

// The variants of docs/rules.md.
const (
	// Standard wins at once by creating a stack of exactly three with
	// one's own piece on top.
	Standard Variant = iota
	// Gentleman has no stack win: only the lack of legal moves decides.
	Gentleman
)

// variantNames are the option values of the variants, in Variant order.
var variantNames = [...]string{Standard: "standard", Gentleman: "gentleman"}

// String returns the variant's option value, "standard" or "gentleman".
func (v Variant) String() string { return variantNames[v] }

// Options are Echelon's settings.
type Options struct {
	Variant Variant
}

// DefaultOptions returns the standard game.
func DefaultOptions() Options { return Options{Variant: Standard} }

// ParseOptions reads Echelon's settings from o; an absent key takes its
// default.
func ParseOptions(o rules.Options) (Options, error) {
	v, ok := o[optVariant]
	if !ok {
		return DefaultOptions(), nil
	}
	for i, name := range variantNames {
		if v == name {
			return Options{Variant: Variant(i)}, nil
		}
	}
	return Options{}, rules.BadOption(Game{}, optVariant, v)
}
