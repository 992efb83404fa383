package ur

import (
	"strconv"

	"tessera/rules"
)

// Game is the Royal Game of Ur as a rules.Game.
type Game struct{}

// Name returns "ur".
func (Game) Name() string { return "ur" }

// Title returns "Royal Game of Ur".
func (Game) Title() string { return "Royal Game of Ur" }

// Players returns the seats, left (who moves first) and right.
func (Game) Players() [2]string { return [2]string{"left", "right"} }

// Options lists the one option, pieces.
func (Game) Options() []rules.Option {
	return []rules.Option{{Key: optPieces, Default: strconv.Itoa(MaxPieces), Name: "pieces per side",
		Help: "pieces per side, 1 to 7", Kind: rules.Whole, Min: "1", Max: strconv.Itoa(MaxPieces)}}
}

// New returns the initial position for opts.
func (Game) New(opts rules.Options) (rules.Position, error) {
	return rules.Start(opts, ParseOptions, New)
}

// *State is the position of Game.
var _ rules.Position = (*State)(nil)
