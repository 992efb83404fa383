package play

import (
	"maps"
	"math"
	"slices"
	"strconv"
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
		return "Move " + strconv.Itoa(ply+1) + ", " + player + " " + token + ": no choice to make."
	}
	var b strings.Builder
	b.WriteString("Move " + strconv.Itoa(ply+1) + ", " + player + " played " + token)
	if g := GradeOf(pr.Lost); g.Mark != "" {
		b.WriteString(": " + g.Word + ", " + Percent(pr.Lost) + " of the chance to win lost")
	}
	b.WriteString(". Chances to win after the best moves:")
	for i, m := range pr.Moves {
		sep := ","
		if i == 0 {
			sep = ""
		}
		b.WriteString(sep + " " + m.Token + " " + Percent(m.Chance))
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
	if !slices.ContainsFunc(pr.Moves, func(m ai.MoveChance) bool { return m.Token == token }) {
		b.WriteString(" After the move played: " + Percent(pr.Played) + ".")
	}
	return b.String()
}

// Percent writes a chance (0 to 1) as a percentage with one decimal.
func Percent(x float64) string {
	return strconv.FormatFloat(math.Round(1000*x)/10, 'f', 1, 64) + "%"
}

// NewReviewOf keeps plies, a review (as review.Of or a worker
// returns it), of the record tokens.
func NewReviewOf(tokens []string, plies []ai.PlyReview, note string) *Review {
	return NewReview(tokens, ai.Reply{Review: plies, Note: note})
}

// List returns the review's plies in record order, as a saved game keeps
// them.
func (r *Review) List() []ai.PlyReview {
	out := make([]ai.PlyReview, 0, len(r.Plies))
	for _, ply := range slices.Sorted(maps.Keys(r.Plies)) {
		out = append(out, r.Plies[ply])
	}
	return out
}

// Curve returns the first player's chance to win before the game and
// after each of its n plies (n+1 values, 0 to 1): a ply reviewed gives its
// mover's chance after the move played; any other ply keeps the chance
// before it. firstMoved says whether the first player made ply i. Before
// the first move the chance is the first reviewed ply's best, from its
// mover's side, when that is ply 0, and ½ otherwise.
func (r *Review) Curve(n int, firstMoved func(ply int) bool) []float64 {
	side := func(ply int, x float64) float64 {
		if firstMoved(ply) {
			return x
		}
		return 1 - x
	}
	out := make([]float64, n+1)
	out[0] = 0.5
	if pr, ok := r.Plies[0]; ok && len(pr.Moves) > 0 {
		out[0] = side(0, pr.Moves[0].Chance)
	}
	for i := range n {
		out[i+1] = out[i]
		if pr, ok := r.Plies[i]; ok {
			out[i+1] = side(i, pr.Played)
		}
	}
	return out
}

// Better returns the better move of a graded ply and its chance: the best
// move of its choice, when the move played was not it.
func (r *Review) Better(ply int, played string) (ai.MoveChance, bool) {
	pr, ok := r.Plies[ply]
	if !ok || GradeOf(pr.Lost).Mark == "" || len(pr.Moves) == 0 || pr.Moves[0].Token == played {
		return ai.MoveChance{}, false
	}
	return pr.Moves[0], true
}
