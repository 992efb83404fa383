package cartesoview

import (
	"errors"
	"math"

	aicarteso "tessera/ai/carteso"
	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/board"
)

// Stage is what a bid waits for.
type Stage int

// The stages of a bid.
const (
	Propose Stage = iota // a person must propose the komi
	Choose               // a person must take vertical or horizontal
	Done                 // the komi and the seats are settled
)

// Bid is Carteso's bidding before a game (SPEC.md): the first bidder
// proposes a komi, added to horizontal's score; the second then takes
// vertical, who moves first, or horizontal. A bidder is a person
// (board.Human) or an AI level's ID: an AI proposes ai/carteso's FairKomi
// and chooses by its ChooseSide, at once. The game's komi ends up as its
// "komi" option, and the bid's seats as the session's sides.
type Bid struct {
	Bidders  [2]string      // who proposes the komi, who then chooses a side
	Size     int            // the board's side
	Komi     carteso.Tenths // the komi proposed, once past Propose
	Vertical bool           // the chooser took vertical, once Done
	stage    Stage
	opts     rules.Options
}

// NewBid starts the bid for a game with opts (a valid set of Carteso
// options; the bid sets their komi) between bidders, and makes the AI's
// moves in it.
func NewBid(opts rules.Options, bidders [2]string) (*Bid, error) {
	o, err := carteso.ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	b := &Bid{Bidders: bidders, Size: o.Size, opts: opts}
	b.auto()
	return b, nil
}

// Stage returns what the bid waits for.
func (b *Bid) Stage() Stage { return b.stage }

// FairKomi returns the komi the computer finds fair on the bid's board:
// the proposal of an AI, and a person's suggestion.
func (b *Bid) FairKomi() carteso.Tenths {
	return carteso.Tenths(math.Round(10 * aicarteso.FairKomi(b.Size)))
}

// Propose takes the proposing person's komi, as SPEC.md writes one ("6.5",
// "7", "-0.5"), and makes an AI chooser's choice.
func (b *Bid) Propose(komi string) error {
	if b.stage != Propose {
		return errors.New("cartesoview: the komi is already proposed")
	}
	k, err := carteso.ParseKomi(komi)
	if err != nil {
		return err
	}
	b.Komi, b.stage = k, Choose
	b.auto()
	return nil
}

// Take records the choosing person's side: vertical, or horizontal.
func (b *Bid) Take(vertical bool) error {
	if b.stage != Choose {
		return errors.New("cartesoview: no side is to be chosen now")
	}
	b.Vertical, b.stage = vertical, Done
	return nil
}

// auto makes the moves of the AI bidders that are due.
func (b *Bid) auto() {
	if b.stage == Propose && b.Bidders[0] != board.Human {
		b.Komi, b.stage = b.FairKomi(), Choose
	}
	if b.stage == Choose && b.Bidders[1] != board.Human {
		b.Vertical = aicarteso.ChooseSide(b.Size, float64(b.Komi)/10)
		b.stage = Done
	}
}

// Sides returns who plays vertical and who horizontal, once Done.
func (b *Bid) Sides() [2]string {
	if b.Vertical {
		return [2]string{b.Bidders[1], b.Bidders[0]}
	}
	return b.Bidders
}

// Options returns the game's options with the komi bid.
func (b *Bid) Options() rules.Options {
	o := rules.Options{"komi": b.Komi.String()}
	for k, v := range b.opts {
		if k != "komi" {
			o[k] = v
		}
	}
	return o
}
