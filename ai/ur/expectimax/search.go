package expectimax

import (
	"context"
	"runtime"
	"time"

	"tessera/rules"
	"tessera/rules/ur"
)

// Values of decided games, for the side to move; evaluations lie between.
const (
	lost = -1.0
	won  = 1.0
)

// rollOrder visits the likeliest rolls first, so that a chance node's
// bounds tighten (and it is cut) as early as possible.
var rollOrder = [...]int{2, 1, 3, 0, 4}

// checkEvery is how many chance nodes pass between looks at the clock and
// the context. At each look the search also yields to other goroutines:
// under js/wasm there is one thread and no preemption, so a goroutine that
// cancels the context would not run otherwise. A JavaScript event (a
// "Move now" message) needs more: a return to the event loop, which the
// wasm worker's context does in its Err.
const checkEvery = 1024

// search is one decision's search state.
type search struct {
	t         *table
	eval      func(*ur.State) float64
	ctx       context.Context
	deadline  time.Time // zero for none
	nodes     int
	abortable bool // false while the first iteration runs: it always ends
	aborted   bool
	buf       [MaxDepth + 2][8]rules.Move // move lists, one per depth
}

// tick counts a node and says whether the search must unwind now.
func (s *search) tick() bool {
	s.nodes++
	if s.abortable && !s.aborted && s.nodes%checkEvery == 0 {
		runtime.Gosched()
		s.aborted = s.ctx.Err() != nil || (!s.deadline.IsZero() && time.Now().After(s.deadline))
	}
	return s.aborted
}

// chance returns the worth of p for its side to move, searched depth
// moves deep, as an expectimax over the five rolls. Following Star1, each
// roll's search gets the window that keeps the weighted sum inside
// (alpha, beta), and the node stops with a bound once it cannot get there.
func (s *search) chance(p *ur.State, depth int, alpha, beta float64) float64 {
	if depth == 0 {
		return s.eval(p)
	}
	if s.tick() {
		return 0
	}
	key := p.Key()
	e, hit := s.t.probe(key)
	hints := [5]int8{-1, -1, -1, -1, -1}
	if hit {
		if int(e.depth) == depth && (e.bound == exact ||
			e.bound == lower && e.value >= beta || e.bound == upper && e.value <= alpha) {
			return e.value
		}
		hints = e.best
	}
	best := hints
	sum, rest := 0.0, 16.0
	for _, roll := range rollOrder {
		w := float64(ur.RollChance(roll))
		rest -= w
		a := (16*alpha - sum - rest*won) / w
		b := (16*beta - sum - rest*lost) / w
		v, m := s.maxNode(p, roll, depth, max(a, lost), min(b, won), hints[roll])
		if s.aborted {
			return 0
		}
		best[roll] = m
		sum += w * v
		if v >= b {
			v = (sum + rest*lost) / 16
			s.t.store(key, v, depth, lower, best)
			return v
		}
		if v <= a {
			v = (sum + rest*won) / 16
			s.t.store(key, v, depth, upper, best)
			return v
		}
	}
	s.t.store(key, sum/16, depth, exact, best)
	return sum / 16
}

// maxNode returns the worth of p for its side to move after roll, and the
// path index of the best piece to move (-1 when none can, and the roll
// passes): the best of its moves, hint first, with alpha-beta cuts in
// (alpha, beta).
func (s *search) maxNode(p *ur.State, roll, depth int, alpha, beta float64, hint int8) (float64, int8) {
	moves := p.LegalFor(roll, s.buf[depth][:0])
	order(p, moves, hint)
	best, pick := lost-1, moves[0]
	for _, m := range moves {
		v := s.after(p, m, depth, alpha, beta)
		if s.aborted {
			return 0, fromIndex(pick)
		}
		if v > best {
			best, pick = v, m
			alpha = max(alpha, v)
			if alpha >= beta {
				break
			}
		}
	}
	return best, fromIndex(pick)
}

// fromIndex returns the path index of the piece m moves as a table hint,
// -1 for a bare roll.
func fromIndex(m rules.Move) int8 {
	from, _ := ur.FromTo(m)
	return int8(from)
}

// after returns the worth, for p's side to move, of playing m (a bare roll
// passes) and searching on depth-1 moves deep. After a rosette the same
// side rolls again, so its worth is not negated.
func (s *search) after(p *ur.State, m rules.Move, depth int, alpha, beta float64) float64 {
	c := *p
	c.Apply(m)
	switch c.ToMove() {
	case rules.NoPlayer:
		return won
	case p.ToMove():
		return s.chance(&c, depth-1, alpha, beta)
	}
	return -s.chance(&c, depth-1, -beta, -alpha)
}

// order sorts moves in place, likeliest best first: hint, then captures of
// pieces farthest along, then moves onto rosettes, then bearing off, then
// pieces farthest along.
func order(p *ur.State, moves []rules.Move, hint int8) {
	var keys [8]int
	for i, m := range moves {
		from, to := ur.FromTo(m)
		k := from
		if p.Takes(m) {
			k += 2 * to
		}
		if ur.IsRosetteIndex(to) {
			k += 32
		}
		if to == ur.FinishIndex {
			k += 16
		}
		if int8(from) == hint {
			k += 1 << 10
		}
		keys[i] = k
		for j := i; j > 0 && keys[j] > keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}
