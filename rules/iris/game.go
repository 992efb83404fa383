package iris

import (
	"strconv"

	"tessera/rules"
)

// Game is Iris as a rules.Game.
type Game struct{}

// Name returns "iris".
func (Game) Name() string { return "iris" }

// Title returns "Iris".
func (Game) Title() string { return "Iris" }

// Players returns the colours, black (who moves first) and white.
func (Game) Players() [2]string { return [2]string{"black", "white"} }

// Options lists the one option, size.
func (Game) Options() []rules.Option {
	return []rules.Option{{Key: optSize, Default: strconv.Itoa(DefaultSize), Name: "board size",
		Help: "side of the board, 5 to 8", Kind: rules.Whole, Min: strconv.Itoa(MinSize), Max: strconv.Itoa(MaxSize)}}
}

// New returns the initial position for opts.
func (Game) New(opts rules.Options) (rules.Position, error) {
	return rules.Start(opts, ParseOptions, New)
}

// *State is the position of Game.
var _ rules.Position = (*State)(nil)
