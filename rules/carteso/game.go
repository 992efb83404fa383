package carteso

import (
	"strconv"

	"tessera/rules"
)

// Game is Carteso as a rules.Game.
type Game struct{}

// Name returns "carteso".
func (Game) Name() string { return "carteso" }

// Title returns "Carteso".
func (Game) Title() string { return "Carteso" }

// Players returns the seats, vertical (who moves first) and horizontal.
func (Game) Players() [2]string { return [2]string{"vertical", "horizontal"} }

// Options lists the options, size and komi.
func (Game) Options() []rules.Option {
	return []rules.Option{
		{Key: optSize, Default: strconv.Itoa(DefaultSize), Name: "board size", Help: "points per side, 5 to 19",
			Kind: rules.Whole, Min: strconv.Itoa(MinSize), Max: strconv.Itoa(MaxSize)},
		{Key: optKomi, Default: DefaultOptions().Komi.String(), Name: "komi", Help: "added to horizontal's score, as 6.5 or 7",
			Kind: rules.Decimal, Min: (-maxKomi).String(), Max: maxKomi.String()},
	}
}

// New returns the initial position for opts.
func (Game) New(opts rules.Options) (rules.Position, error) {
	return rules.Start(opts, ParseOptions, New)
}

// *State is the position of Game.
var _ rules.Position = (*State)(nil)
