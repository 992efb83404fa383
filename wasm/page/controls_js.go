//go:build js

package page

import (
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/rules"
	"tessera/wasm/play"
)

// wireControls connects the buttons and dialogs next to the board.
func (p *Page) wireControls() {
	click := func(id string, f func()) { p.on(id, "click", func(dom.Event) { f() }) }
	click("roll", p.roll)
	click("undo", p.undo)
	click("redo", p.redo)
	click("first", func() { p.step(0) })
	click("back", func() { p.step(p.s.Hist.View - 1) })
	click("forward", func() { p.step(p.s.Hist.View + 1) })
	click("last", func() { p.step(len(p.s.Hist.Tokens)) })
	click("move-now", p.moveNow)
	click("hint", p.hint)
	click("review", p.review)
	click("review-winner", p.review)
	click("analysis", p.toggleAnalysis)
	click("review-cancel", p.cancelReview)
	p.on("review-graph-plot", "click", p.graphClick)
	click("share", p.share)
	click("share-winner", p.share)
	click("rematch", p.rematch)
	click("resume-saved", p.resumeSaved)
	click("notice-close", func() { p.notice("") })
	click("toast-close", func() { p.toast("") })
	click("new-game", p.openNewGame)
	click("new-game-cancel", func() { p.byID("new-game-dialog").Underlying().Call("close") })
	p.on("new-game-form", "submit", p.submitNewGame)
	click("export", p.openRecord)
	click("record-import", p.importRecord)
	click("record-close", func() { p.byID("record-dialog").Underlying().Call("close") })
	p.on("moves", "click", func(ev dom.Event) {
		b := ev.Underlying().Get("target").Call("closest", "button[data-ply]")
		if b.IsNull() {
			return
		}
		ply, err := strconv.Atoi(b.Call("getAttribute", "data-ply").String())
		if err == nil {
			p.step(ply)
		}
	})
	p.fillNewGame()
}

// roll throws the dice for the person to move.
func (p *Page) roll() {
	s := p.s
	if s.Phase() != play.PhaseRoll || !s.Hist.Latest() {
		return
	}
	if s.Throw(now()) == nil {
		s.Note = ""
		p.changed()
	}
}

// undo takes back the last move (and an AI's reply to it).
func (p *Page) undo() {
	if p.s.Undo() {
		p.s.Said = "Move taken back."
		p.changed()
	}
}

// redo replays the move last taken back.
func (p *Page) redo() {
	if p.s.Redo(now()) {
		p.changed()
	}
}

// rematch starts a new game with the same options and players, a person
// against the computer taking the other side; a game that opens with a bid
// opens with a new one (rebid).
func (p *Page) rematch() {
	if p.rebid() { // the bid settles the komi and the sides again, then starts the game
		return
	}
	sides := p.s.Sides
	if _, _, ok := p.s.Opponent(); ok {
		sides[0], sides[1] = sides[1], sides[0]
	}
	if p.newGame(p.s.Match.Options(), p.s.Match.Setup(), sides) == nil {
		p.s.Said = "A new game has started."
		if person, _, ok := p.s.Opponent(); ok {
			p.s.Said = "A new game has started: you play " + p.s.SideName(person) + "."
		}
		p.changed()
	}
}

// resumeSaved leaves a shared game, or the new game the address asked
// for, for the player's own.
func (p *Page) resumeSaved() {
	js.Global().Get("history").Call("replaceState", nil, "", p.pageURL(""))
	p.cancelAI()
	p.notice("")
	if text, ok := p.store.get(previousKey); ok && p.previous {
		p.previous = false
		if err := p.store.set(savedKey, text); err != nil {
			p.notice(say(err))
		}
	}
	p.loadSaved()
	p.changed()
}

// shareURL is the address that reopens this game at the ply shown.
func (p *Page) shareURL() string {
	u := location("origin") + "/" + p.game.Name()
	if q := p.s.Link().Query(); q != "" {
		u += "?" + q
	}
	return u
}

// fillNewGame puts the players and the game's options in the new-game
// dialog.
func (p *Page) fillNewGame() {
	doc := js.Global().Get("document")
	for i := range 2 {
		sel := querySelector(p.doc, `#new-game-form select[name="side`+strconv.Itoa(i)+`"]`)
		if sel == nil {
			continue
		}
		label := querySelector(p.doc, `label[for="side`+strconv.Itoa(i)+`"]`)
		if label != nil {
			label.SetTextContent(capital(p.view.Side(rules.Player(i))))
		}
		for _, o := range p.sideChoices() {
			opt := doc.Call("createElement", "option")
			opt.Set("value", o.id)
			opt.Set("textContent", o.name)
			sel.Underlying().Call("appendChild", opt)
		}
		p.on("side"+strconv.Itoa(i), "change", func(dom.Event) { p.describeSide(i) })
	}
	box := p.byID("new-game-options")
	if box == nil {
		return
	}
	p.fillStarts(box)
	for _, o := range p.game.Options() {
		box.Underlying().Call("appendChild", optionControl(o))
	}
}

// openNewGame opens the new-game dialog with the current game's settings.
func (p *Page) openNewGame() {
	form := p.byID("new-game-form").Underlying()
	for i, side := range p.newGameSides() {
		form.Get("elements").Get("side"+strconv.Itoa(i)).Set("value", side)
	}
	for k, v := range p.s.Match.Options() {
		if in := form.Get("elements").Get(k); !in.IsUndefined() && !in.IsNull() {
			setOption(in, v)
		}
	}
	p.showStart()
	p.describeSide(0)
	p.describeSide(1)
	p.setText("new-game-error", "")
	p.byID("new-game-dialog").Underlying().Call("showModal")
}

// describeSide shows, under side i's select, what its choice is.
func (p *Page) describeSide(i int) {
	sel := p.byID("side" + strconv.Itoa(i))
	if sel == nil {
		return
	}
	id := sel.Underlying().Get("value").String()
	for _, o := range p.sideChoices() {
		if o.id == id {
			p.setText("side"+strconv.Itoa(i)+"-about", o.about)
		}
	}
}

// submitNewGame starts the game the dialog describes, or says what is
// wrong with it.
func (p *Page) submitNewGame(ev dom.Event) {
	ev.PreventDefault()
	els := p.byID("new-game-form").Underlying().Get("elements")
	given := map[string]string{}
	for _, o := range p.game.Options() {
		given[o.Key] = optionValue(els.Get(o.Key))
	}
	opts, err := rules.ParseOptions(p.game, given)
	setup := p.chosenStart()
	if err == nil {
		_, err = rules.NewMatchFrom(p.game, opts, setup)
	}
	sides := [2]string{els.Get("side0").Get("value").String(), els.Get("side1").Get("value").String()}
	if err == nil {
		err = p.checkSides(sides)
	}
	if err == nil && p.bids() { // the bid settles the komi and the sides, then starts the game
		p.byID("new-game-dialog").Underlying().Call("close")
		p.startBid(opts, sides)
		return
	}
	if err == nil {
		err = p.newGame(opts, setup, sides)
	}
	if err != nil {
		p.setText("new-game-error", say(err))
		return
	}
	p.byID("new-game-dialog").Underlying().Call("close")
	p.s.Said = "A new game has started."
	p.changed()
}
