//go:build js

package page

import (
	"fmt"
	"strings"

	"honnef.co/go/js/dom/v2"

	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/cartesoview"
)

// bidState is the bid before a Carteso game (cartesoview.Bid): the one
// under way, and the bidders of the last, whom the new-game dialog and a
// rematch offer again.
type bidState struct {
	cur     *cartesoview.Bid // nil when no bid is under way
	bidders [2]string        // zero before the first bid
}

// biddersKey is the name under which the bidders of the last bid that
// started a game are kept, the proposer first, so that a rematch after a
// reload keeps their parts.
const biddersKey = "bidders"

// bids says whether a new game opens with a bid: Carteso's komi and sides.
func (p *Page) bids() bool {
	_, ok := p.view.(*cartesoview.View)
	return ok
}

// wireBid, for a game that opens with a bid, names the new-game dialog's
// players by their parts in it, leaves the komi to it, and wires the bid
// dialog.
func (p *Page) wireBid() {
	if !p.bids() {
		return
	}
	for i, words := range []string{"First player: proposes the komi", "Second player: then takes a side"} {
		if label := p.doc.QuerySelector(fmt.Sprintf(`label[for="side%d"]`, i)); label != nil {
			label.SetTextContent(words)
		}
	}
	p.setText("new-game-first", "The first player proposes a komi, points added to horizontal's score; "+
		"the second then takes vertical, who moves first, or horizontal.")
	if in := p.doc.QuerySelector(`#new-game-options input[name="komi"]`); in != nil {
		in.Underlying().Get("parentElement").Get("style").Set("display", "none")
	}
	p.bid.bidders = p.savedBidders()
	p.on("bid-form", "submit", func(ev dom.Event) {
		ev.PreventDefault()
		p.proposeKomi()
	})
	p.on("bid-vertical", "click", func(dom.Event) { p.takeSide(true) })
	p.on("bid-horizontal", "click", func(dom.Event) { p.takeSide(false) })
	p.on("bid-cancel", "click", func(dom.Event) { p.byID("bid-dialog").Underlying().Call("close") })
	// However the dialog closes (Cancel, Escape), an unfinished bid is
	// dropped and the game shown stays.
	p.on("bid-dialog", "close", func(dom.Event) { p.bid.cur = nil })
}

// savedBidders returns the bidders kept under biddersKey, zero if none are
// kept or they are no longer players of this page.
func (p *Page) savedBidders() [2]string {
	v, _ := p.store.get(biddersKey)
	if f := strings.Fields(v); len(f) == 2 && p.checkSides([2]string{f[0], f[1]}) == nil {
		return [2]string{f[0], f[1]}
	}
	return [2]string{}
}

// newGameSides returns the players the new-game dialog starts from: the
// game's sides, or the last bid's bidders (the proposer first).
func (p *Page) newGameSides() [2]string {
	if p.bids() && p.bid.bidders != [2]string{} {
		return p.bid.bidders
	}
	return p.s.Sides
}

// rebid starts, for a game that opens with a bid, a rematch's bid: the
// komi and the sides are bid again, as before the first game, by the same
// bidders in the same parts (as Ecalper's rematch keeps who opens and who
// may swap). It says whether it did.
func (p *Page) rebid() bool {
	if !p.bids() {
		return false
	}
	bidders := p.s.Sides
	if last := p.bid.bidders; last == bidders || last == [2]string{bidders[1], bidders[0]} {
		bidders = last // this game's players, in their parts in its bid
	}
	p.startBid(p.s.Match.Options(), bidders)
	return true
}

// startBid starts the bid for a new game with opts between bidders: the
// first proposes the komi, the second takes a side.
func (p *Page) startBid(opts rules.Options, bidders [2]string) {
	b, err := cartesoview.NewBid(opts, bidders)
	if err != nil {
		p.notice(err.Error())
		return
	}
	p.bid = bidState{cur: b, bidders: bidders}
	p.setText("bid-error", "")
	p.byID("bid-komi").Underlying().Set("value", b.FairKomi().String())
	p.stepBid()
}

// stepBid shows the bid's step a person must take, or starts the game
// once the bid is done.
func (p *Page) stepBid() {
	b := p.bid.cur
	dialog := p.byID("bid-dialog").Underlying()
	propose := b.Stage() == cartesoview.Propose
	p.setShown("bid-propose", propose)
	p.setShown("bid-propose-ok", propose)
	p.setShown("bid-vertical", !propose)
	p.setShown("bid-horizontal", !propose)
	switch b.Stage() {
	case cartesoview.Propose:
		p.setText("bid-text", fmt.Sprintf("%s: propose a komi, the points horizontal adds to its score for moving second. "+
			"Then %s takes vertical, who moves first, or horizontal.", capital(p.bidder(b, 0)), p.bidder(b, 1)))
		p.setText("bid-komi-hint", fmt.Sprintf("The computer finds %s fair on a %d×%d board. Whole numbers are allowed; "+
			"a half point rules out a draw.", b.FairKomi(), b.Size, b.Size))
	case cartesoview.Choose:
		p.setText("bid-text", fmt.Sprintf("%s proposes a komi of %s for horizontal. %s: which side do you take?",
			capital(p.bidder(b, 0)), b.Komi, capital(p.bidder(b, 1))))
		p.setText("bid-vertical", "Vertical: move first")
		p.setText("bid-horizontal", "Horizontal: "+b.Komi.String()+" komi")
	case cartesoview.Done:
		p.bid.cur = nil
		if dialog.Get("open").Bool() {
			dialog.Call("close")
		}
		p.beginBidGame(b)
		return
	}
	if !dialog.Get("open").Bool() {
		dialog.Call("showModal")
	}
	focus := "bid-komi"
	if !propose {
		focus = "bid-vertical"
	}
	p.byID(focus).Underlying().Call("focus")
}

// proposeKomi takes the komi the proposing person typed.
func (p *Page) proposeKomi() {
	b := p.bid.cur
	if b == nil {
		return
	}
	komi := strings.TrimSpace(p.byID("bid-komi").Underlying().Get("value").String())
	if err := b.Propose(komi); err != nil {
		p.setText("bid-error", err.Error())
		return
	}
	p.setText("bid-error", "")
	p.stepBid()
}

// takeSide takes the side the choosing person picked.
func (p *Page) takeSide(vertical bool) {
	if b := p.bid.cur; b != nil && b.Take(vertical) == nil {
		p.stepBid()
	}
}

// beginBidGame starts the game the bid settled, and says how it was
// settled in a notice that stays.
func (p *Page) beginBidGame(b *cartesoview.Bid) {
	if err := p.newGame(b.Options(), b.Sides()); err != nil {
		p.notice(err.Error())
		return
	}
	side := "horizontal"
	if b.Vertical {
		side = "vertical"
	}
	// Kept for a rematch after a reload; a browser that keeps nothing
	// already hears so from the game's own save.
	_ = p.store.set(biddersKey, strings.Join(b.Bidders[:], " "))
	said := fmt.Sprintf("%s proposed a komi of %s; %s took %s.", capital(p.bidder(b, 0)), b.Komi, p.bidder(b, 1), side)
	p.notice(said)
	p.s.Said = said + " A new game has started."
	p.changed()
}

// bidder names bidder i of b for people: the computer by its level, a
// person facing the computer as "you", people at one screen by their part.
func (p *Page) bidder(b *cartesoview.Bid, i int) string {
	switch {
	case b.Bidders[i] != board.Human:
		return "the computer (" + p.levelName(b.Bidders[i]) + ")"
	case b.Bidders[1-i] != board.Human:
		return "you"
	case i == 0:
		return "the first player"
	}
	return "the second player"
}
