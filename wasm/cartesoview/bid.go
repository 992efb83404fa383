package cartesoview

import (
	"strconv"

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
	ask = words.Title(proposer) + ": propose a komi, the points horizontal adds to its score for moving second. " +
		"Then " + chooser + " takes vertical, who moves first, or horizontal."
	hint = "The computer finds " + fair + " fair on a " + strconv.Itoa(size) + "×" + strconv.Itoa(size) + " board. " +
		"Whole numbers are allowed; a half point rules out a draw."
	return ask, hint
}

// AskSide asks the chooser for a side, offered komi.
func (v *View) AskSide(proposer, chooser, komi string) string {
	return words.Title(proposer) + " proposes a komi of " + komi + " for horizontal. " +
		words.Title(chooser) + ": which side do you take?"
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
	return words.Title(proposer) + " proposed a komi of " + komi + "; " + chooser + " took " + sideNames[taken] + "."
}
