package ecalper

import (
	"strconv"

	"tessera/rules"
)

// Game is Ecalper as a rules.Game.
type Game struct{}

// Name returns "ecalper".
func (Game) Name() string { return "ecalper" }

// Title returns "Ecalper".
func (Game) Title() string { return "Ecalper" }

// Players returns the colours, black (who moves first) and white.
func (Game) Players() [2]string { return [2]string{"black", "white"} }

// Options lists the options: size, then pie.
func (Game) Options() []rules.Option {
	return []rules.Option{
		{Key: optSize, Default: strconv.Itoa(DefaultSize), Name: "board size", Help: "side of the hexhex board, 5 to 10",
			Kind: rules.Whole, Min: strconv.Itoa(MinSize), Max: strconv.Itoa(MaxSize)},
		{Key: optPie, Default: rules.On, Name: "pie rule", Help: "pie rule: white may swap at the start of its first turn",
			Kind: rules.Switch},
	}
}

// New returns the initial position for opts.
func (Game) New(opts rules.Options) (rules.Position, error) {
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	s, err := New(o)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// *State is the position of Game.
var _ rules.Position = (*State)(nil)
