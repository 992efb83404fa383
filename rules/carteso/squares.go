package carteso

import (
	"math/bits"
	"slices"
	"sort"
)

// A square group goes to the opponent of the player who placed the stone
// that finished it, so the end of a filled board needs to know when each
// square group was first finished.

// finishedAt returns the index of the placement after which a group of the
// stones of the final group rooted at root was first finished. A single
// stone is finished once its neighbours are filled. Otherwise it is no
// sooner than when its stones first formed a group spanning its box (no
// other group of them can be finished), and from then on only the other
// colour's stones in the box grown by one point bear on the fill from
// that group; once finished a group stays finished, so it is the first of
// those times at which the fill stays in the box.
func (e *endBoard) finishedAt(root int) int {
	n, row, col := e.n, root/e.n, root%e.n
	if e.size[root] == 1 {
		t := e.when[root]
		for _, i := range [4]int{root - 1, root + 1, root - n, root + n} {
			if i >= 0 && i < n*n && (i/n == row || i%n == col) { // no wrap to another row
				t = max(t, e.when[i])
			}
		}
		return int(t)
	}
	spanned, seed := e.spanning(root)
	a := &e.around
	a.rows, a.cols, a.n, a.count = e.box[root][0], e.box[root][1], n, 0
	lo, hi := spanOf(a.rows)
	left, right := spanOf(a.cols)
	colour := e.colour(row, col)
	var buf [len(a.walls)]int16
	times := append(buf[:0], spanned)
	for r := max(lo-1, 0); r <= min(hi+1, n-1); r++ {
		for c := max(left-1, 0); c <= min(right+1, n-1); c++ {
			if t := e.when[r*n+c]; e.colour(r, c) != colour {
				a.add(r, c, t)
				if t > spanned {
					times = append(times, t)
				}
			}
		}
	}
	slices.Sort(times)
	return int(times[sort.Search(len(times), func(k int) bool { return a.closes(times[k], seed/n, seed%n) })])
}

// spanning returns when the stones of the final group rooted at root,
// placed in turn, first formed a group spanning its box, and the index of
// a stone of that group.
func (e *endBoard) spanning(root int) (int16, int) {
	n, colour := e.n, e.colour(root/e.n, root%e.n)
	key := func(i int) int32 { return int32(e.when[i]+1)<<9 | int32(i) } // the order of placement, stones already there first
	keys := e.keys[:0]
	for m := e.box[root][0]; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		for own := e.stones[colour][r] & e.box[root][1]; own != 0; own &= own - 1 {
			if i := r*n + bits.TrailingZeros32(own); e.find(i) == root {
				keys = append(keys, key(i))
			}
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		i := int(k & 511)
		e.part[i], e.partBox[i] = int16(i), [2]uint32{1 << (i / n), 1 << (i % n)}
		for _, j := range [4]int{i - 1, i + 1, i - n, i + n} {
			if j >= 0 && j < n*n && (j/n == i/n || j%n == i%n) && e.colour(j/n, j%n) == colour && e.find(j) == root && key(j) < k {
				a, b := e.partOf(i), e.partOf(j)
				e.part[b] = int16(a)
				e.partBox[a][0] |= e.partBox[b][0]
				e.partBox[a][1] |= e.partBox[b][1]
			}
		}
		if e.partBox[e.partOf(i)] == e.box[root] {
			return e.when[i], i
		}
	}
	panic("carteso: a final group never spanned its box")
}

// partOf returns the root of the group of the stone at index i among the
// stones spanning placed in turn.
func (e *endBoard) partOf(i int) int {
	for int(e.part[i]) != i {
		i = int(e.part[i])
	}
	return i
}

// aroundBox holds the stones of the other colour in a box, rows by columns
// as bits, grown by one point, each with its placement's index.
type aroundBox struct {
	rows, cols uint32
	n          int // the board's side
	count      int
	walls      [(MaxSize + 2) * (MaxSize + 2)]struct{ row, col, when int16 }
}

// add adds the stone in row row and column col, placed at when.
func (a *aroundBox) add(row, col int, when int16) {
	a.walls[a.count].row, a.walls[a.count].col, a.walls[a.count].when = int16(row), int16(col), when
	a.count++
}

// closes says whether, after placement t, the fill from the stone in row
// row and column col inside the box stays in it.
func (a *aroundBox) closes(t int16, row, col int) bool {
	var wall bitboard
	for _, w := range a.walls[:a.count] {
		if w.when <= t {
			wall[w.row] |= 1 << w.col
		}
	}
	f := filler{wall: &wall, box: a.cols, full: 1<<a.n - 1, last: a.n - 1}
	f.lo, f.hi = spanOf(a.rows)
	return f.fill(row, 1<<col) == noPoint
}
