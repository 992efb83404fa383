// Package review puts a game's review together from its analyst's
// evaluations of the positions with a choice: what each move played lost
// against the best. It holds no engine: the page runs it on the
// evaluations its AI workers send (tessera/ai/players reviews a whole
// record in one worker the same way).
package review

import (
	"tessera/ai"
	"tessera/rules"
)

// Choices returns the positions of m (by the tokens before them, from 0
// to m.Ply()) that offer a choice of two moves or more, in a game going
// on: the positions a review evaluates (Of).
func Choices(m *rules.Match) []int {
	var out []int
	for i := range m.Ply() + 1 {
		if i == m.Ply() && m.Result().Over {
			break
		}
		if pos := m.At(i); len(pos.Legal(nil)) > 1 {
			out = append(out, i)
		}
	}
	return out
}

// Of reviews the record m from the evaluations of its positions:
// evals[i] is the evaluation of the position before token i, for each ply
// Choices lists. A move's chance after it is the evaluation of the next
// position with a choice, seen from the mover's side, or the game's result
// when none comes before the end. The move the evaluation ranked best
// loses nothing; any other loses what its chance falls short of the best.
// A resignation is no choice.
func Of(m *rules.Match, evals map[int]ai.Evaluation) []ai.PlyReview {
	var out []ai.PlyReview
	for _, i := range Choices(m) {
		ev, ok := evals[i]
		if !ok || i == m.Ply() || len(ev.Moves) == 0 || m.Tokens()[i] == rules.Resign {
			continue
		}
		mover := m.Mover(i)
		played, ok := chanceAfter(m, evals, i, mover)
		if !ok {
			continue
		}
		r := ai.PlyReview{Ply: i, Moves: ev.Moves, Played: played}
		if best := ev.Moves[0]; best.Token != m.Tokens()[i] {
			r.Lost = max(0, best.Chance-played)
		}
		out = append(out, r)
	}
	return out
}

// chanceAfter returns mover's chance after token i of m, and whether it is
// known.
func chanceAfter(m *rules.Match, evals map[int]ai.Evaluation, i int, mover rules.Player) (float64, bool) {
	for j := i + 1; j <= m.Ply(); j++ {
		if ev, ok := evals[j]; ok {
			if m.At(j).ToMove() == mover {
				return ev.Chance, true
			}
			return 1 - ev.Chance, true
		}
	}
	r := m.Result()
	switch {
	case !r.Over:
		return 0, false
	case r.Winner == rules.NoPlayer:
		return 0.5, true
	case r.Winner == mover:
		return 1, true
	}
	return 0, true
}
