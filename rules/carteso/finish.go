package carteso

import (
	"math/bits"

	"tessera/rules"
)

// Fill returns the score and result of the game from s in which the
// players, taking turns from the one to move, put a stone of colour
// colours[k] on order[k] for every k, filling the board, and then both
// pass: what Apply would reach, worked out from the full board at once.
// s is a game not over, order holds every empty point once, and s is left
// as it is.
//
// On a full board every group is finished and claimed. A finished group
// keeps its box (see the package doc), so a group longer one way went to
// the player it is longer for; a square group went to the opponent of the
// player who placed the stone that first finished a group of its stones;
// and a group holding stones already claimed went to their claimer.
func (s *State) Fill(order []Point, colours []Colour) (Score, rules.Result) {
	var e endBoard
	e.set(s, order, colours)
	var claimed [2]int16
	for i := range e.n * e.n {
		if e.find(i) != i {
			continue
		}
		claimer := e.claimer[i]
		if claimer == rules.NoPlayer {
			claimer = e.owner(s, i)
		}
		claimed[claimer] += e.size[i]
	}
	return s.scoreOf(claimed), s.over(claimed)
}

// endBoard is a full board: each point's stone, when it was placed, and
// its final group.
type endBoard struct {
	n       int
	stones  [2]bitboard
	when    [MaxSize * MaxSize]int16        // the index in order of each point's placement, -1 for a stone already there
	parent  [MaxSize * MaxSize]int16        // the union-find forest of the final groups
	size    [MaxSize * MaxSize]int16        // at a root, its group's size
	box     [MaxSize * MaxSize][2]uint32    // at a root, the rows and the columns its group spans, as bits
	claimer [MaxSize * MaxSize]rules.Player // at a root, who claimed stones of its group before the fill, if anyone did
	around  aroundBox                       // the box of the square group finishedAt looks at
	keys    [MaxSize * MaxSize]int32        // spanning's stones, in the order of placement
	part    [MaxSize * MaxSize]int16        // spanning's union-find forest
	partBox [MaxSize * MaxSize][2]uint32    // at a root of part, its group's box
}

// set makes e the board s reaches by the placements, with its groups.
func (e *endBoard) set(s *State, order []Point, colours []Colour) {
	e.n, e.stones = int(s.size), s.stones
	for i := range e.n * e.n {
		e.when[i], e.parent[i], e.size[i] = -1, int16(i), 1
		e.box[i] = [2]uint32{1 << (i / e.n), 1 << (i % e.n)}
		e.claimer[i] = rules.NoPlayer
	}
	for k, p := range order {
		e.when[s.index(p)] = int16(k)
		e.stones[colours[k]][p.Row()] |= 1 << p.Col()
	}
	full, white := uint32(1)<<e.n-1, &e.stones[White]
	for r := range e.n {
		for m := ^(white[r] ^ white[r]<<1) & full &^ 1; m != 0; m &= m - 1 { // stones like their left neighbour
			i := r*e.n + bits.TrailingZeros32(m)
			e.union(i, i-1)
		}
		if r == 0 {
			continue
		}
		for m := ^(white[r] ^ white[r-1]) & full; m != 0; m &= m - 1 { // stones like the one below
			i := r*e.n + bits.TrailingZeros32(m)
			e.union(i, i-e.n)
		}
	}
	for i := range e.n * e.n {
		if e.when[i] < 0 {
			if c := s.nodes[s.find(i)].claimer; c != rules.NoPlayer {
				e.claimer[e.find(i)] = c
			}
		}
	}
}

// colour returns the colour of the stone in row row and column col.
func (e *endBoard) colour(row, col int) Colour {
	return Colour(e.stones[White][row] >> col & 1)
}

// find returns the root of the group of the stone at index i.
func (e *endBoard) find(i int) int {
	for int(e.parent[i]) != i {
		i = int(e.parent[i])
	}
	return i
}

// union merges the groups of the stones at indexes i and j.
func (e *endBoard) union(i, j int) {
	a, b := e.find(i), e.find(j)
	if a == b {
		return
	}
	if e.size[a] < e.size[b] {
		a, b = b, a
	}
	e.parent[b] = int16(a)
	e.size[a] += e.size[b]
	e.box[a][0] |= e.box[b][0]
	e.box[a][1] |= e.box[b][1]
}

// owner returns who claimed the group rooted at root, which held no stone
// claimed before the fill: the player it is longer for, or for a square
// group the opponent of the player who placed the stone that finished it.
func (e *endBoard) owner(s *State, root int) rules.Player {
	rows, cols := bits.OnesCount32(e.box[root][0]), bits.OnesCount32(e.box[root][1])
	switch {
	case rows > cols:
		return rules.First
	case cols > rows:
		return rules.Second
	}
	placer := s.toMove
	if e.finishedAt(root)%2 == 1 {
		placer = placer.Other()
	}
	return placer.Other()
}

// spanOf returns the lowest and highest of the rows or columns set in m,
// a bounding box's rows or columns as bits.
func spanOf(m uint32) (lo, hi int) { return bits.TrailingZeros32(m), bits.Len32(m) - 1 }
