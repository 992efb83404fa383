package carteso

import (
	"math"

	"tessera/ai"
	"tessera/rules"
	"tessera/rules/carteso"
)

// Bidder is the computer's part in Carteso's bid (docs/rules.md, Bidding):
// it proposes FairKomi and takes a side by ChooseSide, whatever the level.
type Bidder struct{}

var _ ai.Bidder = Bidder{}

// Propose returns FairKomi for the board of opts, as the komi option's
// value ("-0.5").
func (Bidder) Propose(opts rules.Options) (string, error) {
	o, err := carteso.ParseOptions(opts)
	if err != nil {
		return "", err
	}
	return carteso.Tenths(math.Round(10 * FairKomi(o.Size))).String(), nil
}

// Take returns the side ChooseSide takes offered the komi of opts:
// vertical (rules.First) or horizontal.
func (Bidder) Take(opts rules.Options) (rules.Player, error) {
	o, err := carteso.ParseOptions(opts)
	if err != nil {
		return rules.NoPlayer, err
	}
	if ChooseSide(o.Size, float64(o.Komi)/10) {
		return rules.First, nil
	}
	return rules.Second, nil
}
