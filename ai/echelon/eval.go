package echelon

import (
	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/rules/hexhex"
)

// Weights are the evaluation's terms, each per unit of the difference
// between the player to move and the opponent.
//
//   - Mobility: legal moves, slides of every length. A player with none
//     has lost, and in the gentleman variant shrinking the opponent's
//     moves is the whole game. (Counting only the empty cells next to
//     each piece, which is cheaper, lost 4 games in 5 at equal depth.)
//   - Movers: pieces with at least one move; a piece walled in by dead
//     cells is gone for good, which counting room undercounts.
//   - Tops: cells topped by the player's piece; a piece buried under an
//     opponent's cannot move until it leaves.
//   - Free: pieces alone on a cell, the only ones that may stomp.
//   - Threat: stack wins threatened (standard variant), stomps by a free
//     piece onto a stack of two. The player to move wins with one, so
//     only the opponent's count: they must be answered, and two at once
//     often cannot.
//   - Tempo: a bonus for being the one to move.
type Weights struct {
	Mobility, Movers, Tops, Free, Threat, Tempo int
}

// DefaultWeights are the weights the levels use, tuned by self-play in
// the gentleman variant (ai/cmd/echelonlab versus, depth 3, 20 games
// each): Mobility 1 beat 3 by 13 games to 7, and 3 beat 6 by 11 to 9;
// doubling Movers or Tops made no clear difference.
func DefaultWeights() Weights {
	return Weights{Mobility: 1, Movers: 25, Tops: 30, Free: 10, Threat: 60, Tempo: 10}
}

// rays are the six lines from every cell to the edge, nearest first.
var rays = newRays()

// line is one of them.
type line struct {
	n     int8
	cells [2*echelon.Side - 2]int8
}

func newRays() *[echelon.Cells][hexhex.Directions]line {
	b := echelon.Board()
	var out [echelon.Cells][hexhex.Directions]line
	for c := range echelon.Cells {
		for d := range hexhex.Directions {
			l := &out[c][d]
			for x := b.Step(c, d); x != hexhex.None; x = b.Step(x, d) {
				l.cells[l.n] = int8(x)
				l.n++
			}
		}
	}
	return &out
}

// counts are one player's terms.
type counts struct {
	mobility, movers, tops, free, threats int
}

// snapshot is the board as the evaluation reads it: per cell the height,
// -1 for a dead cell, padded so that a uint8&127 index needs no check.
type snapshot [128]int8

func (h *snapshot) at(c int8) int8 { return h[uint8(c)&127] }

// survey counts both players' terms in s and says whether a stack of four
// or more stands (whose unstacking may win: threats counts only stomps).
func survey(s *echelon.State) (c [2]counts, tall bool) {
	var h snapshot
	for i := range echelon.Cells {
		if s.Dead(i) {
			h[i] = -1
		} else {
			h[i] = int8(s.Height(i))
		}
	}
	standard := s.Options().Variant == echelon.Standard
	for i, hi := range h[:echelon.Cells] {
		if hi <= 0 {
			continue
		}
		tall = tall || hi >= 4
		p := &c[s.Top(i)]
		p.tops++
		if hi == 1 {
			p.free++
		}
		moves := movesFrom(&h, i)
		p.mobility += moves
		if moves > 0 {
			p.movers++
		}
		if hi == 2 && standard {
			threatsOn(s, &h, i, &c)
		}
	}
	return c, tall
}

// threatsOn counts, per player, the stomps onto the stack of two on c:
// the free pieces first on a line from c.
func threatsOn(s *echelon.State, h *snapshot, c int, counts *[2]counts) {
	for d := range rays[c] {
		l := &rays[c][d]
		for _, x := range l.cells[:l.n] {
			if hx := h.at(x); hx != 0 {
				if hx == 1 {
					counts[s.Top(int(x))].threats++
				}
				break
			}
		}
	}
}

// movesFrom counts the moves of the top piece on c.
func movesFrom(h *snapshot, c int) int {
	free := h[c] == 1
	n := 0
	for d := range rays[c] {
		l := &rays[c][d]
		for _, x := range l.cells[:l.n] {
			hx := h.at(x)
			if hx == 0 {
				n++
				continue
			}
			if free && hx > 0 {
				n++
			}
			break
		}
	}
	return n
}

// evaluate scores c for the player to move, me, who has no immediate win
// (see leaf).
func (w *Weights) evaluate(c *[2]counts, me rules.Player) int {
	a, b := &c[me], &c[me.Other()]
	v := w.Mobility*(a.mobility-b.mobility) + w.Movers*(a.movers-b.movers) +
		w.Tops*(a.tops-b.tops) + w.Free*(a.free-b.free) - w.Threat*b.threats + w.Tempo
	return max(-evalBound+1, min(evalBound-1, v))
}
