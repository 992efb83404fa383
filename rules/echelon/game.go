package echelon

import "tessera/rules"

// Game is Echelon as a rules.Game.
type Game struct{}

// Name returns "echelon".
func (Game) Name() string { return "echelon" }

// Title returns "Echelon".
func (Game) Title() string { return "Echelon" }

// Players returns the seats, red (who moves first) and blue.
func (Game) Players() [2]string { return [2]string{"red", "blue"} }

// Options lists the one option, variant.
func (Game) Options() []rules.Option {
	return []rules.Option{{Key: optVariant, Default: Standard.String(), Name: "variant",
		Help: "standard (a stack of three wins) or gentleman (no stack win)",
		Kind: rules.OneOf, Choices: variantNames[:]}}
}

// New returns the initial position for opts.
func (Game) New(opts rules.Options) (rules.Position, error) {
	return rules.Start(opts, ParseOptions, New)
}

// *State is the position of Game.
var _ rules.Position = (*State)(nil)
