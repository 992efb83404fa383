//go:build js

package page

import (
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/ai/catalogue"
	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// previousKey is the name under which the player's game in progress is
// kept when the address asks for another kind of game (the home page's
// "Play the computer" and "Two players here"), for "Back to my game".
const previousKey = "previous"

// firstSides returns the players of a new game of the kind vs (see
// play.VersusFrom): a person against the computer's default level, the
// person moving first, unless two people are asked for. An embedded board
// asked for nothing is for people at one screen.
func (p *Page) firstSides(vs string) [2]string {
	if vs == play.VersusPeople || (vs == "" && p.embed.Mode != "") {
		return [2]string{board.Human, board.Human}
	}
	return [2]string{board.Human, catalogue.Default(p.game.Name()).ID}
}

// versus says which kind of game sides make: play.VersusPeople when people
// play both sides, else play.VersusComputer.
func versus(sides [2]string) string {
	if sides[0] == board.Human && sides[1] == board.Human {
		return play.VersusPeople
	}
	return play.VersusComputer
}

// seatName is who plays a side, in the players' control and the heading:
// "You", or the computer's level by its number ("Computer · level 3").
func (p *Page) seatName(id string) string {
	if id == board.Human {
		return "You"
	}
	if n := catalogue.Number(p.game.Name(), id); n > 0 {
		return "Computer · level " + strconv.Itoa(n)
	}
	return "Computer"
}

// wireSeats fills the players' control beside the board: for each side a
// select of "You" and every level, and the switch of sides.
func (p *Page) wireSeats() {
	for i := range 2 {
		id := "seat" + strconv.Itoa(i)
		sel := p.byID(id)
		if sel == nil {
			return
		}
		p.setText(id+"-side", capital(p.s.SideName(rules.Player(i))))
		p.byID(id+"-side").SetAttribute("title", capital(p.view.Side(rules.Player(i))))
		for _, o := range p.sideChoices() {
			opt := js.Global().Get("document").Call("createElement", "option")
			opt.Set("value", o.id)
			opt.Set("textContent", p.choiceName(o))
			opt.Set("title", o.about)
			sel.Underlying().Call("appendChild", opt)
		}
		p.on(id, "change", func(dom.Event) {
			p.takeSeat(rules.Player(i), sel.Underlying().Get("value").String())
		})
	}
	p.on("switch-sides", "click", func(dom.Event) { p.switchSides() })
}

// choiceName is a player's name in the players' control: "You", or the
// level's number and name ("Computer · level 3 · Casual").
func (p *Page) choiceName(o choice) string {
	if o.id == board.Human {
		return "You"
	}
	name, _, _ := strings.Cut(o.name, " (")
	return name
}

// takeSeat has who play side from the latest position on, the game kept.
func (p *Page) takeSeat(side rules.Player, who string) {
	if p.s.Seat(side) == who || (who != board.Human && !p.knownLevel(who)) {
		return
	}
	p.cancelAI()
	p.s.SetSeat(side, who)
	p.s.Said = capital(p.view.Side(side)) + ": " + p.seatName(who) + "."
	p.changed()
}

// switchSides has the person play the computer's side, and the computer
// the person's, from the latest position on.
func (p *Page) switchSides() {
	if _, _, ok := p.s.Opponent(); !ok {
		return
	}
	p.cancelAI()
	p.s.SwapSeats()
	person, _, _ := p.s.Opponent()
	p.s.Said = "You now play " + p.s.SideName(person) + "."
	p.changed()
}

// updateSeats shows who plays each side in the latest position.
func (p *Page) updateSeats() {
	seats := p.s.Seats()
	for i, who := range seats {
		if sel := p.byID("seat" + strconv.Itoa(i)); sel != nil && sel.Underlying().Get("value").String() != who {
			sel.Underlying().Set("value", who)
		}
	}
	person, _, ok := p.s.Opponent()
	p.setShown("switch-sides", ok && p.s.Phase() != play.PhaseOver)
	if ok {
		p.setText("switch-sides", "Play "+p.s.SideName(person.Other())+" instead")
	}
}
