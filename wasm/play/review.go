package play

import (
	"fmt"
	"math"
	"strings"

	"tessera/ai"
)

// Grade is how much a move lost against the best one, in the words and
// marks of annotated game records.
type Grade struct {
	Mark string // "?!", "?" or "??"; "" for a good move
	Word string // "an inaccuracy", "a mistake" or "a blunder"; "" for a good move
}

// The least win chance (0 to 1) a move must lose to be graded.
const (
	inaccuracy = 0.01
	mistake    = 0.04
	blunder    = 0.10
)

// GradeOf grades a move that lost lost (0 to 1) of its player's chance
// to win against the best move.
func GradeOf(lost float64) Grade {
	switch {
	case lost >= blunder:
		return Grade{"??", "a blunder"}
	case lost >= mistake:
		return Grade{"?", "a mistake"}
	case lost >= inaccuracy:
		return Grade{"?!", "an inaccuracy"}
	}
	return Grade{}
}

// Review is a game's review (players.Review) by ply, for the record it was
// made for.
type Review struct {
	Record string               // the record's tokens, space-separated
	Plies  map[int]ai.PlyReview // by token index; plies without a choice are absent
	Note   string               // what the reviewer said of how it was done
}

// NewReview keeps reply's review of the record tokens.
func NewReview(tokens []string, reply ai.Reply) *Review {
	r := &Review{Record: RecordKey(tokens), Plies: map[int]ai.PlyReview{}, Note: reply.Note}
	for _, pr := range reply.Review {
		r.Plies[pr.Ply] = pr
	}
	return r
}

// For says whether r is the review of the record tokens.
func (r *Review) For(tokens []string) bool { return r != nil && r.Record == RecordKey(tokens) }

// RecordKey is the record tokens as one string, which a review names.
func RecordKey(tokens []string) string { return strings.Join(tokens, " ") }

// Explain says in words how the move at token index ply went: every move
// its player could choose from, with its chance to win, the move played
// and its grade. player names the mover.
func (r *Review) Explain(ply int, token, player string) string {
	pr, ok := r.Plies[ply]
	if !ok {
		return fmt.Sprintf("Move %d, %s %s: no choice to make.", ply+1, player, token)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Move %d, %s played %s", ply+1, player, token)
	if g := GradeOf(pr.Lost); g.Mark != "" {
		fmt.Fprintf(&b, ": %s, %s of the chance to win lost", g.Word, Percent(pr.Lost))
	}
	b.WriteString(". Chances to win after each move:")
	for i, m := range pr.Moves {
		sep := ","
		if i == 0 {
			sep = ""
		}
		fmt.Fprintf(&b, "%s %s %s", sep, m.Token, Percent(m.Chance))
		switch {
		case i == 0 && m.Token == token:
			b.WriteString(" (best, played)")
		case i == 0:
			b.WriteString(" (best)")
		case m.Token == token:
			b.WriteString(" (played)")
		}
	}
	b.WriteString(".")
	return b.String()
}

// Percent writes a chance (0 to 1) as a percentage with one decimal.
func Percent(x float64) string {
	return fmt.Sprintf("%.1f%%", math.Round(1000*x)/10)
}
