//go:build js

package page

import (
	"errors"
	"strconv"
	"syscall/js"

	"tessera/ai/catalogue"
	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// savedKey is the name under which the player's own game is kept.
const savedKey = "game"

// load opens the game the URL shares, or else the saved game, or else a
// new one; problems are told in words.
func (p *Page) load() {
	if q, ok := p.linkQuery(); ok {
		link, err := rules.ParseLink(p.game, q)
		if link.Match != nil {
			p.openLink(link, err)
			return
		}
		p.notice("This link could not be opened. " + say(err) + " Here is your own game instead.")
	}
	p.loadSaved()
}

// openLink shows a shared game, at its ply, without touching the saved game.
func (p *Page) openLink(link rules.Link, err error) {
	p.shared = true
	p.s, _ = play.NewFrom(p.game, p.view, link.Match.Options(), link.Match.Setup(), link.Match.Tokens(), [2]string{board.Human, board.Human})
	p.s.Show(link.Ply)
	msg := play.SharedNotice
	var te *rules.TokenError
	if errors.As(err, &te) {
		msg = say(err) + " So this link shows the game up to the move before. " + msg
	} else if err != nil {
		msg = say(err) + " " + msg
	} else if p.embed.Mode != "" {
		return // an embed shows its game without comment
	}
	p.notice(msg)
	show(elementByID(p.doc, "resume-saved"))
}

// loadSaved restores the saved game, unless the address asks for another
// kind of game (see play.VersusFrom): then a game in progress is kept for
// "Back to my game" and a new one starts. With no saved game a first game
// starts, against the computer unless two people are asked for. An
// unreadable saved game is kept aside under another key and a new game
// starts.
func (p *Page) loadSaved() {
	p.shared = false
	hide(elementByID(p.doc, "resume-saved"))
	vs := play.VersusFrom(location("hash"))
	if vs != "" { // asked once: a reload resumes the game it started
		js.Global().Get("history").Call("replaceState", nil, "", location("pathname")+location("search")+play.WithoutParam(location("hash"), "vs"))
	}
	if text, ok := p.store.get(savedKey); ok {
		saved, m, err := board.DecodeSaved(text, p.lookup)
		if err == nil {
			err = p.checkSides(saved.Sides)
		}
		if err == nil && (vs == "" || versus(saved.Sides) == vs) {
			p.s, _ = play.NewFrom(p.game, p.view, m.Options(), m.Setup(), m.Tokens(), saved.Sides)
			p.s.Hist.Undone = saved.Undone
			p.s.Seed = saved.Seed // 0 in a game saved before its dice had a seed: changed gives it one
			p.stopReview()
			if saved.Review != nil {
				p.reviewed.review = play.NewReviewOf(saved.Tokens, saved.Review, "")
			}
			return
		}
		if err == nil {
			p.keepPrevious(text, m)
			p.newGame(m.Options(), "", p.firstSides(vs))
			return
		}
		key := p.store.keepAside(savedKey, text)
		p.notice("Your saved game could not be read. " + say(err) + " It is kept in this browser's storage as " + strconv.Quote(key) + ", and a new game has started.")
	}
	p.newGame(rules.DefaultOptions(p.game), "", p.firstSides(vs))
}

// keepPrevious keeps the saved game text (whose match is m) for "Back to my
// game" when it is in progress; a finished or empty game is simply left.
func (p *Page) keepPrevious(text string, m *rules.Match) {
	if m.Ply() == 0 || m.Result().Over || p.store.set(previousKey, text) != nil {
		return
	}
	p.previous = true
	p.notice("Your game in progress is kept: you can go back to it.")
	show(elementByID(p.doc, "resume-saved"))
}

// checkSides accepts a person or a known AI level on each side.
func (p *Page) checkSides(sides [2]string) error {
	for _, side := range sides {
		if side != board.Human && !p.knownLevel(side) {
			return rules.Said(errors.New("page: there is no computer player "+strconv.Quote(side)),
				"There is no computer player "+strconv.Quote(side)+": choose one of the list.")
		}
	}
	return nil
}

func (p *Page) knownLevel(id string) bool {
	for _, l := range catalogue.Levels(p.game.Name()) {
		if l.ID == id {
			return true
		}
	}
	return false
}

// newGame starts a game with opts and sides, from the position setup sets
// up ("" for the rules' start); it is the player's own game.
func (p *Page) newGame(opts rules.Options, setup string, sides [2]string) error {
	s, err := play.NewFrom(p.game, p.view, opts, setup, nil, sides)
	if err != nil {
		return err
	}
	p.cancelAI()
	p.s = s
	p.toast("")
	if p.shared {
		p.shared = false
		js.Global().Get("history").Call("replaceState", nil, "", p.pageURL(""))
		hide(elementByID(p.doc, "resume-saved"))
		p.notice("")
	}
	return nil
}

// save keeps the game after every change: the player's own game in
// localStorage, a shared game in the address bar (its link).
func (p *Page) save() {
	if p.shared {
		q := p.s.Link().Query()
		if q == "" {
			q = "m=" // an empty game is still a shared one
		}
		js.Global().Get("history").Call("replaceState", nil, "", p.pageURL(q))
		return
	}
	sv := p.s.Saved()
	if rv := p.reviewed.review; rv.For(sv.Tokens) {
		sv.Review = rv.List()
	}
	if err := p.store.set(savedKey, sv.Encode()); err != nil {
		p.notice(say(err))
	}
}
