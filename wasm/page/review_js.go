//go:build js

package page

import (
	"context"

	"tessera/ai"
	"tessera/ai/players"
	"tessera/wasm/play"
)

// reviewState is the game review asked for or received.
type reviewState struct {
	asked  string // the record (space-separated) being reviewed, "" for none
	stop   context.CancelFunc
	review *play.Review // the review received, for the record it names
	failed string       // why the last review failed, for the record asked
}

// reviewable says whether the game can be reviewed now: a finished game
// with moves, of a game with reviews, not yet reviewed or being reviewed.
func (p *Page) reviewable() bool {
	s := p.s
	return players.HasReview(p.game.Name()) && s.Phase() == play.PhaseOver && len(s.Hist.Tokens) > 0 &&
		!p.reviewed.review.For(s.Hist.Tokens) && p.reviewed.asked == ""
}

// updateReview shows the review button and the review of the shown move;
// called with every update of the DOM.
func (p *Page) updateReview() {
	s := p.s
	if r := p.reviewed; r.asked != "" && r.asked != play.RecordKey(s.Hist.Tokens) {
		r.stop() // the game changed under the review
		p.reviewed = reviewState{}
	}
	over := players.HasReview(p.game.Name()) && s.Phase() == play.PhaseOver
	p.setShown("review", over)
	p.enable("review", p.reviewable())
	rv := p.reviewed.review
	switch {
	case p.reviewed.asked != "":
		p.setText("review-text", "Reviewing the game…")
	case p.reviewed.failed != "":
		p.setText("review-text", p.reviewed.failed)
	case !rv.For(s.Hist.Tokens):
		p.setText("review-text", "")
	case s.Hist.View == 0:
		p.setText("review-text", "Review: step through the moves (marked ?!, ? and ?? where they lost a chance to win) to see every choice.")
	default:
		ply := s.Hist.View - 1
		text := rv.Explain(ply, s.Hist.Tokens[ply], p.playerAt(ply))
		if rv.Note != "" {
			text += " " + rv.Note
		}
		p.setText("review-text", text)
	}
}

// playerAt names the player of the token at index ply.
func (p *Page) playerAt(ply int) string {
	if ply < 0 || ply >= p.s.Match.Ply() {
		return ""
	}
	return p.view.Side(p.s.Match.Mover(ply))
}

// review asks a worker to review the finished game, then marks the move
// list and explains the shown move.
func (p *Page) review() {
	if !p.reviewable() {
		return
	}
	s := p.s
	tokens := append([]string(nil), s.Hist.Tokens...)
	ctx, cancel := context.WithCancel(context.Background())
	p.reviewed = reviewState{asked: play.RecordKey(tokens), stop: cancel}
	req := ai.Request{Game: p.game.Name(), Options: s.Match.Options(), Setup: s.Match.Setup(), Tokens: tokens}
	p.changed()
	go func() {
		defer reportPanic()
		reply, err := p.ai.Review(ctx, req)
		if ctx.Err() != nil {
			return
		}
		p.reviewed = reviewState{}
		if err != nil {
			say(err) // for developers, in the console
			p.reviewed.failed = "The review failed: the computer could not finish it. Try again."
		} else {
			p.reviewed.review = play.NewReview(tokens, reply)
			s.Said = "Game reviewed: the move list marks the moves that lost a chance to win."
		}
		p.changed()
	}()
}

// grade returns the review's grade of the token at index ply, if the
// game shown has a review.
func (p *Page) grade(ply int) (play.Grade, float64) {
	rv := p.reviewed.review
	if !rv.For(p.s.Hist.Tokens) {
		return play.Grade{}, 0
	}
	pr, ok := rv.Plies[ply]
	if !ok {
		return play.Grade{}, 0
	}
	return play.GradeOf(pr.Lost), pr.Lost
}
