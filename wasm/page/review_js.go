//go:build js

package page

import (
	"context"
	"strconv"

	"tessera/ai"
	"tessera/ai/catalogue"
	"tessera/ai/review"
	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// reviewState is the game review asked for or received.
type reviewState struct {
	asked       string // the record (space-separated) being reviewed, "" for none
	stop        context.CancelFunc
	done, total int          // positions evaluated so far, of how many (a review shared among the workers)
	review      *play.Review // the review received, for the record it names
	failed      string       // why the last review failed, for the record asked
}

// stopReview ends the review under way, if any, and forgets the review.
func (p *Page) stopReview() {
	if p.reviewed.stop != nil {
		p.reviewed.stop()
	}
	p.reviewed = reviewState{}
}

// reviewOpen says whether the game shown may be reviewed: a game of a
// game with reviews, with moves, that is over or played by people alone
// (a shared or imported record).
func (p *Page) reviewOpen() bool {
	s := p.s
	return catalogue.HasReview(p.game.Name()) && len(s.Hist.Tokens) > 0 &&
		(s.Phase() == play.PhaseOver || s.Sides == [2]string{"human", "human"})
}

// reviewable says whether the game can be reviewed now: open to review,
// not yet reviewed or being reviewed.
func (p *Page) reviewable() bool {
	return p.reviewOpen() && !p.reviewed.review.For(p.s.Hist.Tokens) && p.reviewed.asked == ""
}

// updateReview shows the review button, the progress of a review under
// way, the win-chance graph and the review of the shown move; called with
// every update of the DOM.
func (p *Page) updateReview() {
	s := p.s
	if r := p.reviewed; r.asked != "" && r.asked != play.RecordKey(s.Hist.Tokens) {
		p.stopReview() // the game changed under the review
	}
	for _, id := range []string{"review", "review-winner"} { // gone once the game shown is reviewed
		p.setShown(id, p.reviewOpen() && !p.reviewed.review.For(s.Hist.Tokens))
		p.enable(id, p.reviewable())
	}
	running := p.reviewed.asked != ""
	p.setShown("review-running", running)
	rv := p.reviewed.review
	switch {
	case running && p.reviewed.total > 0:
		p.setText("review-text", "Reviewing the game: "+strconv.Itoa(p.reviewed.done)+" of "+strconv.Itoa(p.reviewed.total)+" positions…")
		p.setProgress("review-progress", p.reviewed.done, p.reviewed.total)
	case running:
		p.setText("review-text", "Reviewing the game…")
	case p.reviewed.failed != "":
		p.setText("review-text", p.reviewed.failed)
	case !rv.For(s.Hist.Tokens):
		p.setText("review-text", "")
	case s.Hist.View == 0:
		p.setText("review-text", "Review: step through the moves (marked ?!, ? and ?? where they lost a chance to win) or click the graph to see every choice.")
	default:
		ply := s.Hist.View - 1
		text := rv.Explain(ply, s.Hist.Tokens[ply], p.playerAt(ply))
		if rv.Note != "" {
			text += " " + rv.Note
		}
		p.setText("review-text", text)
	}
	p.updateGraph()
}

// playerAt names the player of the token at index ply.
func (p *Page) playerAt(ply int) string {
	if ply < 0 || ply >= p.s.Match.Ply() {
		return ""
	}
	return p.view.Side(p.s.Match.Mover(ply))
}

// review reviews the game: a game with an analyst position by position on
// all the AI workers (players.Evaluate), any other in one request to a
// worker (players.Review); then it marks the move list, draws the graph
// and explains the shown move.
func (p *Page) review() {
	if !p.reviewable() {
		return
	}
	s := p.s
	tokens := append([]string(nil), s.Hist.Tokens...)
	ctx, cancel := context.WithCancel(context.Background())
	p.reviewed = reviewState{asked: play.RecordKey(tokens), stop: cancel}
	req := s.Request(tokens)
	m := s.Match
	p.changed()
	go func() {
		defer reportPanic()
		plies, note, err := p.reviewPlies(ctx, req, m)
		if ctx.Err() != nil {
			return
		}
		p.reviewed = reviewState{}
		if err != nil {
			p.reviewed.failed = aiFailed(err, "The review failed: the computer could not finish it.") + " Try again."
		} else {
			p.reviewed.review = play.NewReviewOf(tokens, plies, note)
			s.Said = "Game reviewed: the move list marks the moves that lost a chance to win, and the graph shows the chances over the game."
		}
		p.changed()
	}()
}

// reviewPlies reviews req's record m, counting the positions evaluated.
func (p *Page) reviewPlies(ctx context.Context, req ai.Request, m *rules.Match) ([]ai.PlyReview, string, error) {
	if !catalogue.Evaluates(req.Game) {
		reply, err := p.ai.Review(ctx, req)
		return reply.Review, reply.Note, err
	}
	at := review.Choices(m)
	reqs := make([]ai.Request, len(at))
	for k, i := range at {
		reqs[k] = req
		reqs[k].Tokens, reqs[k].Seed = req.Tokens[:i], uint64(i)
	}
	p.reviewed.total = len(reqs)
	replies, err := p.ai.EvaluateAll(ctx, reqs, func(done int) {
		if ctx.Err() == nil {
			p.reviewed.done = done
			p.updateReview()
		}
	})
	if err != nil {
		return nil, "", err
	}
	evals := map[int]ai.Evaluation{}
	for k, r := range replies {
		evals[at[k]] = *r.Eval
	}
	return review.Of(m, evals), "", nil
}

// cancelReview stops the review under way, keeping the game as it was.
func (p *Page) cancelReview() {
	if p.reviewed.asked == "" {
		return
	}
	p.stopReview()
	p.s.Said = "Review stopped."
	p.changed()
}

// chanceAfter returns the mover's chance to win after the token at index
// ply, if the game shown has a review of that ply.
func (p *Page) chanceAfter(ply int) (float64, bool) {
	rv := p.reviewed.review
	if !rv.For(p.s.Hist.Tokens) {
		return 0, false
	}
	pr, ok := rv.Plies[ply]
	return pr.Played, ok
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

// markBetter marks on the board, when the ply shown was graded, the
// better move the review found: its piece selected, its cell a target.
func (p *Page) markBetter(sc *board.Scene) {
	s, rv := p.s, p.reviewed.review
	if !rv.For(s.Hist.Tokens) || s.Hist.View == 0 {
		return
	}
	ply := s.Hist.View - 1
	better, ok := rv.Better(ply, s.Hist.Tokens[ply])
	if !ok {
		return
	}
	for _, pk := range p.view.Picks(s.Match.At(ply), []string{better.Token}) {
		sc.Selected = pk.From
		sc.Targets = append(sc.Targets, pk.To)
	}
}
