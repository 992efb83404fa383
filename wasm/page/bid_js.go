//go:build js

package page

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"honnef.co/go/js/dom/v2"

	"tessera/ai"
	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// bidState is the bid before a game that opens with one (play.Bid): the
// one under way, the computer's proposal for it, and the bidders of the
// last, whom the new-game dialog and a rematch offer again.
type bidState struct {
	cur     *play.Bid // nil when no bid is under way
	fair    string    // the computer's proposal in cur: an AI proposer's, a person's hint
	bidders [2]string // zero before the first bid
}

// biddersKey is the name under which the bidders of the last bid that
// started a game are kept, the proposer first, so that a rematch after a
// reload keeps their parts.
const biddersKey = "bidders"

// sideButtons are the bid dialog's buttons that take the first player's
// side and the second's.
var sideButtons = [2]string{"bid-vertical", "bid-horizontal"}

// bidWords returns the words of the bid a new game opens with, and
// whether it opens with one: the rules say so (rules.Bidding) and the view
// says it (play.BidWords).
func (p *Page) bidWords() (play.BidWords, bool) {
	if _, ok := p.game.(rules.Bidding); !ok {
		return nil, false
	}
	w, ok := p.view.(play.BidWords)
	return w, ok
}

// bids says whether a new game opens with a bid: Carteso's komi and sides.
func (p *Page) bids() bool {
	_, ok := p.bidWords()
	return ok
}

// wireBid, for a game that opens with a bid, names the new-game dialog's
// players by their parts in it, leaves the option it settles to it, and
// wires the bid dialog.
func (p *Page) wireBid() {
	w, ok := p.bidWords()
	if !ok {
		return
	}
	propose, take, rule := w.BidParts()
	for i, words := range []string{"First player: " + propose, "Second player: " + take} {
		if label := querySelector(p.doc, `label[for="side`+strconv.Itoa(i)+`"]`); label != nil {
			label.SetTextContent(words)
		}
	}
	p.setText("new-game-first", rule)
	key := p.game.(rules.Bidding).BidOption()
	if in := querySelector(p.doc, `#new-game-options [name="`+key+`"]`); in != nil {
		in.Underlying().Call("closest", "label").Get("style").Set("display", "none")
	}
	p.bid.bidders = p.savedBidders()
	p.on("bid-form", "submit", func(ev dom.Event) {
		ev.PreventDefault()
		p.propose()
	})
	for i, id := range sideButtons {
		p.on(id, "click", func(dom.Event) { p.takeSide(rules.Player(i)) })
	}
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
// first proposes, the second takes a side. The computer's proposal comes
// first from the AI worker: an AI proposer's, or the hint a person is
// offered.
func (p *Page) startBid(opts rules.Options, bidders [2]string) {
	b, err := play.NewBid(p.game, opts, bidders)
	if err != nil {
		p.notice(say(err))
		return
	}
	p.bid = bidState{cur: b, bidders: bidders}
	p.setText("bid-error", "")
	p.askBid(b, p.ai.Propose, func(r ai.Reply) error {
		p.bid.fair = r.Proposal
		p.byID("bid-komi").Underlying().Set("value", r.Proposal)
		if b.Due() != "" {
			return b.Propose(r.Proposal)
		}
		return nil
	})
}

// askBid asks the AI worker, with ask (its Propose or Take), for the
// computer's part in b, hands the reply to use, and takes the bid's next
// step. A bid dropped meanwhile stays dropped; one the computer cannot
// bid in is dropped, saying why.
func (p *Page) askBid(b *play.Bid, ask func(context.Context, ai.Request) (ai.Reply, error), use func(ai.Reply) error) {
	req := ai.Request{Game: p.game.Name(), Options: b.Options(), Level: b.Due()}
	go func() {
		defer reportPanic()
		r, err := ask(context.Background(), req)
		if p.bid.cur != b {
			return
		}
		if err == nil {
			err = use(r)
		}
		if err != nil {
			p.bid.cur = nil
			if dialog := p.byID("bid-dialog").Underlying(); dialog.Get("open").Bool() {
				dialog.Call("close")
			}
			p.notice(aiFailed(err, "The computer could not bid.") + " Start a new game to try again.")
			return
		}
		p.stepBid()
	}()
}

// stepBid asks the AI worker for an AI chooser's side, shows the bid's
// step a person must take, or starts the game once the bid is done.
func (p *Page) stepBid() {
	b := p.bid.cur
	if b.Stage() == play.Choose && b.Due() != "" {
		p.askBid(b, p.ai.Take, func(r ai.Reply) error {
			if r.Takes == nil {
				return errors.New("no side taken")
			}
			return b.Take(*r.Takes)
		})
		return
	}
	dialog := p.byID("bid-dialog").Underlying()
	if b.Stage() == play.Done {
		p.bid.cur = nil
		if dialog.Get("open").Bool() {
			dialog.Call("close")
		}
		p.beginBidGame(b)
		return
	}
	focus := p.showBidStep(b)
	if !dialog.Get("open").Bool() {
		dialog.Call("showModal")
	}
	p.byID(focus).Underlying().Call("focus")
}

// showBidStep shows, in the bid dialog, the step of b a person must take:
// a proposal, or a side. It returns the id of the field to focus.
func (p *Page) showBidStep(b *play.Bid) (focus string) {
	w, _ := p.bidWords()
	propose := b.Stage() == play.Propose
	p.setShown("bid-propose", propose)
	p.setShown("bid-propose-ok", propose)
	for _, id := range sideButtons {
		p.setShown(id, !propose)
	}
	if propose {
		ask, hint := w.AskProposal(p.bidder(b, 0), p.bidder(b, 1), p.bid.fair, b.Options())
		p.setText("bid-text", ask)
		p.setText("bid-komi-hint", hint)
		return "bid-komi"
	}
	p.setText("bid-text", w.AskSide(p.bidder(b, 0), p.bidder(b, 1), b.Proposal))
	for i, id := range sideButtons {
		p.setText(id, w.TakeSide(rules.Player(i), b.Proposal))
	}
	return sideButtons[0]
}

// propose takes the proposal the proposing person typed.
func (p *Page) propose() {
	b := p.bid.cur
	if b == nil || b.Stage() != play.Propose {
		return
	}
	proposal := strings.TrimSpace(p.byID("bid-komi").Underlying().Get("value").String())
	if err := b.Propose(proposal); err != nil {
		p.setText("bid-error", say(err))
		return
	}
	p.setText("bid-error", "")
	p.stepBid()
}

// takeSide takes the side the choosing person picked: that of player pl.
func (p *Page) takeSide(pl rules.Player) {
	if b := p.bid.cur; b != nil && b.Due() == "" && b.Take(pl) == nil {
		p.stepBid()
	}
}

// beginBidGame starts the game the bid settled, and says how it was
// settled in a notice that stays.
func (p *Page) beginBidGame(b *play.Bid) {
	if err := p.newGame(b.Options(), "", b.Sides()); err != nil {
		p.notice(say(err))
		return
	}
	// Kept for a rematch after a reload; a browser that keeps nothing
	// already hears so from the game's own save.
	_ = p.store.set(biddersKey, strings.Join(b.Bidders[:], " "))
	w, _ := p.bidWords()
	said := w.SayBid(p.bidder(b, 0), p.bidder(b, 1), b.Proposal, b.Taken)
	p.notice(said)
	p.s.Said = said + " A new game has started."
	p.changed()
}

// bidder names bidder i of b for people: the computer by its level, a
// person facing the computer as "you", people at one screen by their part.
func (p *Page) bidder(b *play.Bid, i int) string {
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
