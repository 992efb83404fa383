package cartesoview

import (
	"fmt"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/play"
	"tessera/wasm/words"
)

var _ play.BidWords = (*View)(nil)

// BidParts says Carteso's bid (docs/rules.md, Bidding): the first player
// proposes the komi, the second then takes a side.
func (v *View) BidParts() (propose, take, rule string) {
	return "proposes the komi", "then takes a side",
		"The first player proposes a komi, points added to horizontal's score; " +
			"the second then takes vertical, who moves first, or horizontal."
}

// AskProposal asks the proposer for a komi, with the computer's fair komi
// on the board of opts as the hint.
func (v *View) AskProposal(proposer, chooser, fair string, opts rules.Options) (ask, hint string) {
	size := carteso.DefaultSize
	if o, err := carteso.ParseOptions(opts); err == nil {
		size = o.Size
	}
	ask = fmt.Sprintf("%s: propose a komi, the points horizontal adds to its score for moving second. "+
		"Then %s takes vertical, who moves first, or horizontal.", words.Title(proposer), chooser)
	hint = fmt.Sprintf("The computer finds %s fair on a %d×%d board. Whole numbers are allowed; "+
		"a half point rules out a draw.", fair, size, size)
	return ask, hint
}

// AskSide asks the chooser for a side, offered komi.
func (v *View) AskSide(proposer, chooser, komi string) string {
	return fmt.Sprintf("%s proposes a komi of %s for horizontal. %s: which side do you take?",
		words.Title(proposer), komi, words.Title(chooser))
}

// TakeSide labels the buttons: vertical moves first, horizontal gets the
// komi.
func (v *View) TakeSide(p rules.Player, komi string) string {
	if p == rules.First {
		return "Vertical: move first"
	}
	return "Horizontal: " + komi + " komi"
}

// SayBid says who proposed which komi and which side the other took.
func (v *View) SayBid(proposer, chooser, komi string, taken rules.Player) string {
	return fmt.Sprintf("%s proposed a komi of %s; %s took %s.", words.Title(proposer), komi, chooser, sideNames[taken])
}
