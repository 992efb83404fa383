package levels

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sort"

	"tessera/ai"
	"tessera/ai/asset"
	"tessera/rules"
	"tessera/rules/ur"
)

// Hint is the near-perfect level's hint (ai.Hinter). moves are the legal
// moves of the roll thrown, or, before the roll, those of every roll: then
// only the win chance is given, the estimate being the same for any roll.
// The chance is calibrated (shown).
func (e *nearPerfect) Hint(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (ai.Reply, error) {
	first := moves
	if s, ok := pos.(*ur.State); ok {
		roll := s.Describe(moves[0]).Roll
		first = slices.DeleteFunc(slices.Clone(moves), func(m rules.Move) bool { return s.Describe(m).Roll != roll })
	}
	mv, chance, err := e.hint(ctx, pos, first, rng)
	chance = shown(chance)
	reply := ai.Reply{WinChance: &chance}
	if missing := (*asset.Missing)(nil); errors.As(err, &missing) {
		reply.Note, err = "Hint: "+missing.Error()+".", nil
	}
	if len(first) == len(moves) {
		reply.Token = pos.Token(mv)
	}
	return reply, err
}

// Review values every choice of an Ur record (ai.Reviewer): each roll
// that offered two moves or more, as the near-perfect level values them,
// the chances calibrated (shown).
func (e *nearPerfect) Review(ctx context.Context, m *rules.Match) ([]ai.PlyReview, string, error) {
	var plies []ai.PlyReview
	note := ""
	for i, tok := range m.Tokens() {
		s, ok := m.At(i).(*ur.State)
		if !ok {
			return nil, "", errors.New("ai: not a Royal Game of Ur record")
		}
		played, err := s.ParseToken(tok)
		if err != nil { // resign: no choice of moves
			continue
		}
		moves := s.LegalFor(s.Describe(played).Roll, nil)
		if len(moves) < 2 {
			continue
		}
		chances, err := e.moveChances(ctx, s, moves)
		if missing := (*asset.Missing)(nil); errors.As(err, &missing) {
			note, err = "Review: "+missing.Error()+".", nil
		}
		if err != nil {
			return plies, note, err
		}
		for k := range chances {
			chances[k] = shown(chances[k])
		}
		plies = append(plies, plyReview(i, s, moves, chances, played))
	}
	return plies, note, nil
}

// plyReview sorts the moves of ply i best first and measures what the move
// played lost.
func plyReview(i int, s *ur.State, moves []rules.Move, chances []float64, played rules.Move) ai.PlyReview {
	r := ai.PlyReview{Ply: i}
	best, got := 0.0, 0.0
	for k, mv := range moves {
		r.Moves = append(r.Moves, ai.MoveChance{Token: s.Token(mv), Chance: chances[k]})
		best = max(best, chances[k])
		if mv == played {
			got = chances[k]
		}
	}
	sort.SliceStable(r.Moves, func(a, b int) bool { return r.Moves[a].Chance > r.Moves[b].Chance })
	r.Played, r.Lost = got, best-got
	return r
}
