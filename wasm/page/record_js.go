//go:build js

package page

import (
	"strconv"
	"tessera/ai/catalogue"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// openRecord opens the export/import dialog with the game as text.
func (p *Page) openRecord() {
	p.byID("record-text").Underlying().Set("value", play.RecordText(p.s.Match))
	p.setText("record-error", "")
	p.byID("record-dialog").Underlying().Call("showModal")
}

// importRecord replaces the game by the record in the dialog, keeping the
// players; a record that cannot be played changes nothing.
func (p *Page) importRecord() {
	text := p.byID("record-text").Underlying().Get("value").String()
	m, err := play.ParseRecordText(p.game, text)
	if err == nil {
		err = p.newGame(m.Options(), m.Setup(), p.s.Sides)
	}
	if err != nil {
		p.setText("record-error", say(err))
		return
	}
	p.s, _ = play.NewFrom(p.game, p.view, m.Options(), m.Setup(), m.Tokens(), p.s.Sides)
	p.byID("record-dialog").Underlying().Call("close")
	p.s.Said = "Game imported: " + strconv.Itoa(m.Ply()) + " moves."
	p.changed()
}

// choice is one entry of a side's select in the new-game dialog.
type choice struct{ id, name, about string }

// sideChoices lists who can play a side: a person, then each AI level,
// weakest first, numbered from 1, by its name and its method.
func (p *Page) sideChoices() []choice {
	out := []choice{{board.Human, "Person", "Someone at this screen plays this side."}}
	for i, l := range catalogue.Levels(p.game.Name()) {
		name := "Computer · level " + strconv.Itoa(i+1) + " · " + l.Name
		if l.Method != "" {
			name += " (" + l.Method + ")"
		}
		about := l.Description
		if l.Rating > 0 {
			about += " Rated about " + play.Thousands(l.Rating) + ", where random play is 0."
		}
		if l.Default {
			about += " The usual opponent."
		}
		out = append(out, choice{l.ID, name, about})
	}
	return out
}

// levelName names the AI level id by its number and name ("level 3,
// Casual").
func (p *Page) levelName(id string) string {
	for i, l := range catalogue.Levels(p.game.Name()) {
		if l.ID == id {
			return "level " + strconv.Itoa(i+1) + ", " + l.Name
		}
	}
	return id
}
